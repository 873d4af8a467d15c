#include "movementoptions.h"

#include "rules/rulesetlimits.h"

#include <QCoreApplication>

namespace hexstride::cli {

int runMoveVerb(VerbContext &ctx)
{
    DescribedParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "hexstride::cli", "Evaluates an order list from a start hex: cost, running total, turn and "
                          "status per step."));
    addMovementOptions(parser);
    parser.addOption(
        {QStringLiteral("orders"),
         QCoreApplication::translate("hexstride::cli", "Order list, e.g. \"nw, nw, e, h\"."),
         QStringLiteral("LIST")});
    parser.addOption({QStringLiteral("budget"),
                      QCoreApplication::translate(
                          "hexstride::cli", "Movement points (default: the unit's allowance)."),
                      QStringLiteral("N")});
    MoveRequest req;
    std::optional<HexMap> map;
    if (const auto done = parseMovementVerb(
            parser, ctx, 1, {QStringLiteral("from"), QStringLiteral("orders")}, &req, map))
        return *done;
    req.orders = parser.value(QStringLiteral("orders"));
    if (!readNumberOption(parser, ctx, QStringLiteral("budget"), 0, kMaxRulesetInteger, req.budget))
        return BadInput;
    RulesetLibrary library;
    return printOutput(ctx, runMove(*map, library, req));
}

} // namespace hexstride::cli
