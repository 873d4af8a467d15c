#include "contestedhexes.h"

#include "movement/turnresolver.h"

namespace hexstride {

QList<ContestedHex> contestedHexes(const MovementRules &rules, const HexMap &map,
                                   const QString &language, std::optional<quint32> seed)
{
    // The rules live in the core's turn resolver; the planner only shows its conflicts.
    QList<ContestedHex> out;
    if (!rules.ruleset().contest)
        return out;
    TurnChoices choices;
    choices.seed = seed;
    const TurnResolution turn
        = resolveTurn(rules, map, turnOrdersFromPlans(rules.ruleset(), map), choices, language);
    for (const TurnConflict &c : turn.conflicts) {
        ContestedHex h;
        h.hex = c.hex;
        h.period = c.period;
        h.periodLabel = c.periodLabel;
        h.movers = c.units;
        h.winner = c.winner;
        h.occupant = c.occupant;
        for (const auto &[name, at] : c.stopped)
            h.stopped << StoppedForce{name, at};
        h.explanation = c.explanation;
        out << h;
    }
    return out;
}

} // namespace hexstride
