#pragma once

#include "movement/contest.h"
#include "movement/movementrules.h"

#include <optional>

namespace hexstride {

/// A force that tried to move into a contested hex and did not get in: it stops where it was.
struct StoppedForce
{
    QString name;
    Hex stoppedAt;
};

/// A hex that several forces try to move into in the same period, and who gets it.
struct ContestedHex
{
    Hex hex;
    int period = 0;      ///< 0-based: the periods of turn 1, then of turn 2, …
    QString periodLabel; ///< translated: "Day 1", "Night 1", or "Turn 2" without periods
    QStringList movers;  ///< plan (or unit) names, in the order of their plans
    int winner = -1;     ///< index into movers of the force that moves in first; -1 = dice to roll
    int occupant = -1;   ///< index into movers of the force left in the hex; -1 = undecided
    QList<StoppedForce> stopped;
    QString explanation; ///< translated: who moves in, by which criterion, who stops where
};

/// Simultaneous moves: evaluates every plan stored in the map and resolves, with the ruleset's
/// contest rule (nothing when it has none), every hex that two or more forces try to enter in
/// the same period, whether they end there or pass through. "All moves for a period, day or
/// night, are simultaneous": a step belongs to the period its plan moves in (the unit option
/// whose value names one of the ruleset's periods; otherwise each allowance is the next period,
/// as for half a move in each). Fewer troop figures (from the plan's unit on the map), then more
/// move points remaining after entering, then more daily move points, then dice (rolled with
/// `seed`, or left to the players). A winner that moves on in the same period frees the hex
/// when the rule says so, and the next force by the same criteria moves in. A force that does
/// not get in stops in the hex before and makes no further moves; contests are settled in the
/// order of the periods and, within one, of when the last of their forces arrives (move points
/// spent before entering), and settled again until no force stops anywhere new.
QList<ContestedHex> contestedHexes(const MovementRules &rules, const HexMap &map,
                                   const QString &language,
                                   std::optional<quint32> seed = std::nullopt);

} // namespace hexstride
