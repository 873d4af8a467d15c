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

/// Simultaneous moves: the map's saved plans resolved together by the core's turn resolver
/// (resolveTurn(), movement/turnresolver.h: the ruleset's contest rule decides every hex that
/// two or more forces try to enter in one period), as the planner shows them. Nothing when the
/// ruleset has no contest rule.
QList<ContestedHex> contestedHexes(const MovementRules &rules, const HexMap &map,
                                   const QString &language,
                                   std::optional<quint32> seed = std::nullopt);

} // namespace hexstride
