#pragma once

#include "movement/turnresolver.h"
#include "rulesettestutil.h"

namespace testutil {

/// A unit of a test turn that takes one step east from column 1 of its own row.
struct EastwardMover
{
    QString name;
    QString side;
    int row = 0;
    hexstride::UnitProfile profile = {};
};

/// A turn of movers that never meet (each on its own row of a 6 × 8 map of `terrain`).
struct EastwardTurn
{
    std::shared_ptr<const hexstride::Ruleset> ruleset;
    hexstride::HexMap map;
    QList<hexstride::TurnOrders> orders;

    hexstride::TurnResolution resolve() const
    {
        return hexstride::resolveTurn(hexstride::MovementRules(ruleset), map, orders);
    }
};

inline EastwardTurn eastwardTurn(const QString &rulesetId, const QString &terrain,
                                 const QList<EastwardMover> &movers)
{
    EastwardTurn t{bundled(rulesetId), {}, {}};
    t.map = mapFor(*t.ruleset, 6, 8, terrain);
    for (const EastwardMover &m : movers) {
        hexstride::TurnOrders o;
        o.name = m.name;
        o.side = m.side;
        o.start = at(t.map, 1, m.row);
        o.profile = m.profile;
        o.orders = hexstride::parseOrders(QStringLiteral("e"), t.map.grid().orientation,
                                          t.ruleset->turns.holdTokens)
                       .tokens;
        t.orders << o;
    }
    return t;
}

} // namespace testutil
