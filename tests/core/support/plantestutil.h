// Evaluating order strings in the rule tests: one way to run them and to read their statuses.
#pragma once

#include "movement/planevaluator.h"

#include <QStringList>
#include <memory>

namespace testutil {

/// The order string (pointy-top direction names) from `start`, moved by a unit of `side`.
inline hexstride::PlanResult runOrders(const std::shared_ptr<const hexstride::Ruleset> &ruleset,
                                       const hexstride::HexMap &map, hexstride::Hex start,
                                       const QString &orders, const hexstride::UnitProfile &profile,
                                       const QString &side)
{
    hexstride::MovementRules rules(ruleset);
    hexstride::PlanContext ctx;
    ctx.side = side;
    return hexstride::evaluateOrders(
        rules, map, start,
        hexstride::parseOrders(orders, hexstride::Orientation::PointyTop, {}).tokens, profile, ctx);
}

/// Each step's status id ("ok", "blocked", …), in order.
inline QStringList statuses(const hexstride::PlanResult &plan)
{
    QStringList out;
    for (const auto &s : plan.steps)
        out << hexstride::stepStatusId(s.status);
    return out;
}

} // namespace testutil
