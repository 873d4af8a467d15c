#pragma once

// Private to the turn resolver: the encounters kind's stops (docs/rulesets.md, `encounters`).
// What stops a mover, in which order and which relations let it pass are ruleset data
// (turns.sequence); who is whose friend and who owns which hex are map data (HexMap::sides()).

#include "planevaluator.h"
#include "sidepassage.h"
#include "turnresolver_p.h"

#include <functional>

namespace hexstride::turnresolver {

/// Whether the step carries the warning of a stop rule of encounterStops (cheap: most steps
/// do not, and need no look at the board).
bool mayMeet(const Ruleset &r, const PlannedStep &s);

/// The board as an encounter sees it: the units standing on the map the turn is moved on.
struct EncounterBoard
{
    const HexMap &map;
    QList<int> unitsIn;              ///< map units on the hex entered (the mover left out)
    const QList<int> &turnUnitOf;    ///< per map unit: the turn unit, or -1 (a stationary unit)
    std::function<void(int)> remove; ///< takes an overrun map unit off the board
    std::function<bool(int)> isGone; ///< whether a map unit was overrun earlier in the turn
};

/// What stopped a mover in a hex: the rule and who (an army's name, or the hex's owner).
struct EncounterStopped
{
    QString ruleId; ///< the stop rule (or the defend option) that stopped it
    QString by;
    bool beforeHex = false; ///< stopped before the step (a defended side), not in its hex
};

/// The mover `unit` entered the hex of its step `k` with orders left (`leaves`) or not: the
/// stop rules of encounterStops that its step matches, in their order — the units of sides
/// that do not pass try to stop it (decisions: first blocker, force past or overrun), then a
/// hex owned by such a side stops it; before them all, units that defend the side it crosses
/// (encounterDefend). A mover moving evasively may slip past each (encounterEvade). Records the
/// events and decisions; returns what stopped it, or nothing when it goes on.
std::optional<EncounterStopped> meetInHex(TurnContext &c, const EncounterBoard &b, int unit, int k,
                                          bool leaves);

/// Units that start the turn in one hex (where turns.sequence.startTogetherStops): the mover `unit`
/// leaves its start hex at step `k`, where `b.unitsIn` stand; those of sides that do not pass
/// try to stop it as if it had entered the hex (the encounter stop rule that asks for units;
/// decisions: first blocker, evasion, force past or overrun). What stopped it before step `k`,
/// or nothing when it leaves.
std::optional<EncounterStopped> leaveStartHex(TurnContext &c, const EncounterBoard &b, int unit,
                                              int k);

} // namespace hexstride::turnresolver
