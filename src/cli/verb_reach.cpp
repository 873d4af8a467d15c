// reach: the hexes a unit can reach within its movement points, and bands for further turns.
#include "movementoptions.h"

#include "movement/pathfinder.h"
#include "movement/reachjson.h"
#include "movement/unitsteprules.h"
#include "rules/rulesetlimits.h"
#include "text/filltext.h"
#include "text/terminaltext.h"

#include <QCoreApplication>
#include <QTextStream>

#include <limits>
#include <memory>

namespace hexstride::cli {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};
} // namespace

VerbOutput runReach(const HexMap &map, const RulesetLibrary &library, const ReachRequest &req)
{
    VerbOutput error;
    const auto p = prepareMovement(map, library, req, &error);
    if (!p)
        return error;
    if (req.turns < 1)
        return inputError(
            CliText::tr("--turns \"%1\": expected a whole number ≥ 1").arg(req.turns));
    const MovementRules rules(p->ruleset);
    const auto model = rules.model(map, p->profile);
    const int budget = req.budget.value_or(model->allowance());
    if (budget < 0)
        return inputError(CliText::tr(
            "--budget: the unit's movement is not limited in this ruleset; give --budget N"));
    // probe18 S06: bands were counted of at most kMaxTurnBudget MP and maxBandTurns turns
    // without a word, under a header that gave the budget asked.
    if (req.turns > 1 && budget > kMaxTurnBudget)
        return inputError(fillText(CliText::tr("--budget: %1 MP per turn is more than reach counts "
                                               "over several turns, at most %2; give --budget %2 "
                                               "or less, or --turns 1"),
                                   {budget, kMaxTurnBudget}));
    if (req.turns > maxBandTurns(budget))
        return inputError(fillText(CliText::tr("--turns \"%1\": at most %2 turns of %3 MP"),
                                   {req.turns, maxBandTurns(budget), budget}));
    // The grid holds the costs the rules engine gives for this profile, with the map's units as
    // `move` sees them (as for route): a hex the rules about units forbid entering is not reached.
    CostGrid grid(map.shape(), [&](Hex h, Direction d) { return model->cost(map, h, d); });
    UnitStepCost(rules, map, p->profile, req.side, p->start).applyTo(grid);
    Pathfinder finder(grid);
    // Held once, by the map's size; the text is written a hex at a time after this returns (a
    // 2000×2000 map's JSON is over 1 GB, probe 13 P06), never held whole.
    const auto area = std::make_shared<const ReachArea>(
        req.turns > 1 ? finder.reachBands(p->start, budget, req.turns)
                      : finder.reach(p->start, budget));
    VerbOutput out;
    const QString from = map.label(p->start);
    if (req.json) {
        out.writeMore = [area, map, start = p->start, budget, turns = req.turns](QTextStream &s) {
            writeReachJson([&s](const QString &piece) { s << terminalJson(piece); }, map, *area,
                           start, budget, turns);
        };
        return out;
    }
    out.out = fillText(QCoreApplication::translate(
                           "hexstride::cli", "From %1 with %2 MP per turn: %n hex(es) reachable\n",
                           nullptr, int(area->hexes.size())),
                       {from, budget});
    out.writeMore = [area, map, bands = req.turns > 1](QTextStream &s) {
        for (const ReachedHex &h : area->hexes) {
            if (bands)
                s << fillText(CliText::tr("%1  turn %2  cost %3  left %4\n"),
                              {map.label(h.hex).leftJustified(8), h.turn,
                               TextArg::formatted(h.cost, 4), TextArg::formatted(h.mpLeft, 3)});
            else
                s << fillText(CliText::tr("%1  cost %2  left %3\n"),
                              {map.label(h.hex).leftJustified(8), TextArg::formatted(h.cost, 4),
                               TextArg::formatted(h.mpLeft, 3)});
        }
    };
    return out;
}

int runReachVerb(VerbContext &ctx)
{
    DescribedParser parser;
    parser.setApplicationDescription(CliText::tr(
        "Lists the hexes a unit can reach from a start hex: the cost to get there and the MP left. "
        "With --turns, further turns in bands: the earliest turn each hex is reached in."));
    addMovementOptions(parser);
    parser.addOption({QStringLiteral("budget"),
                      CliText::tr("Movement points per turn (default: the unit's allowance)."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("turns"), CliText::tr("Number of turns (default 1)."),
                      QStringLiteral("N")});
    ReachRequest req;
    std::optional<HexMap> map;
    if (const auto done = parseMovementVerb(parser, ctx, 1, {QStringLiteral("from")}, &req, map))
        return *done;
    std::optional<int> turns;
    if (!readNumberOption(parser, ctx, QStringLiteral("budget"), 0, kMaxRulesetInteger, req.budget)
        || !readNumberOption(parser, ctx, QStringLiteral("turns"), 1,
                             std::numeric_limits<int>::max(), turns))
        return BadInput;
    req.turns = turns.value_or(1);
    RulesetLibrary library;
    return printOutput(ctx, runReach(*map, library, req));
}

} // namespace hexstride::cli
