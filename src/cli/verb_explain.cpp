#include "clicommands.h"
#include "movementcommands.h"

#include <QCoreApplication>

namespace hexstride::cli {

void addMovementOptions(QCommandLineParser &parser);
int readMovementRequest(QCommandLineParser &parser, VerbContext &ctx, MovementRequest &req, std::optional<HexMap> &map);

int runExplainVerb(VerbContext &ctx)
{
    QCommandLineParser parser;
    addMovementOptions(parser);
    parser.addOption({QStringLiteral("dir"), QCoreApplication::translate("hexstride::cli", "Direction of the step."),
                      QStringLiteral("D")});
    if (!parseVerbArgs(parser, ctx))
        return BadUsage;
    if (!parser.isSet(QStringLiteral("dir"))) {
        ctx.err << parser.helpText();
        return BadUsage;
    }
    ExplainRequest req;
    std::optional<HexMap> map;
    if (const int rc = readMovementRequest(parser, ctx, req, map); rc != Success)
        return rc;
    req.direction = parser.value(QStringLiteral("dir"));
    RulesetLibrary library;
    const VerbOutput out = runExplain(*map, library, req);
    ctx.out << out.out;
    ctx.err << out.err;
    return out.exitCode;
}

} // namespace hexstride::cli
