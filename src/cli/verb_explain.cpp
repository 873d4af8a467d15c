#include "movementoptions.h"

#include <QCoreApplication>

namespace hexstride::cli {

int runExplainVerb(VerbContext &ctx)
{
    DescribedParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "hexstride::cli",
        "Explains the cost of one step: each factor in order, or the rule that forbids it."));
    addMovementOptions(parser);
    parser.addOption({QStringLiteral("dir"),
                      QCoreApplication::translate("hexstride::cli", "Direction of the step."),
                      QStringLiteral("D")});
    ExplainRequest req;
    std::optional<HexMap> map;
    if (const auto done = parseMovementVerb(
            parser, ctx, 1, {QStringLiteral("from"), QStringLiteral("dir")}, &req, map))
        return *done;
    req.direction = parser.value(QStringLiteral("dir"));
    RulesetLibrary library;
    return printOutput(ctx, runExplain(*map, library, req));
}

} // namespace hexstride::cli
