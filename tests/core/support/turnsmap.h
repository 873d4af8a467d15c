#pragma once

// The route-by-turns map shared by the planner's test (tests/gui/tst_plannerturnroute.cpp) and
// the CLI's (tests/cli/tst_routebyturns.cpp): both must find the same route on it.
#include "map/hexmap.h"
#include "rules/rulesetmap.h"

namespace hexstride::testutil {

/// Pointy-top, odd rows shifted, labelled col,row; sea (no way for armies) but for these hexes
/// (pbm-strategic, mixed fed army, 12 MP: plains 3, desert 4, mountains 12):
///   row 0:   .  mountains  desert  .
///   row 1:     plains  .  desert  desert       start (0,1), target (3,1)
///   row 2:   .  plains  mountains  .
/// The cheapest route by MP, south (3 + 12 + 4 + 4 = 23 MP), takes three turns (3 | 12 |
/// 4 + 4); the northern one (12 + 4 + 4 + 4 = 24 MP) two (12 | 4 + 4 + 4).
inline HexMap routeByTurnsMap(const Ruleset &pbmStrategic)
{
    HexMap m = mapForRuleset(
        pbmStrategic,
        {6, 4, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::ColRow},
        QStringLiteral("sea"));
    const auto set = [&](int col, int row, const char *terrain) {
        m.setTerrain(m.grid().toHex({col, row}),
                     static_cast<std::uint8_t>(m.terrains().indexOf(QString::fromLatin1(terrain))));
    };
    set(1, 0, "mountains");
    set(2, 0, "desert");
    set(0, 1, "plains");
    set(2, 1, "desert");
    set(3, 1, "desert");
    set(1, 2, "plains");
    set(2, 2, "mountains");
    return m;
}

} // namespace hexstride::testutil
