#pragma once

#include "movement/contest.h"
#include "movement/movementrules.h"

namespace hexstride {

/// A hex that the plans of several movers end in during the same period, and who gets it.
struct ContestedHex
{
    Hex hex;
    QStringList movers;  ///< plan (or unit) names
    int winner = -1;     ///< index into movers; -1 when the dice decide
    QString explanation; ///< translated: who moves in and by which criterion
};

/// Simultaneous moves: evaluates every plan stored in the map and resolves the hexes where
/// several of them end with the ruleset's contest rule (empty when it has none). Troop figures
/// come from the plan's unit on the map.
QList<ContestedHex> contestedHexes(const MovementRules &rules, const HexMap &map, const QString &language);

} // namespace hexstride
