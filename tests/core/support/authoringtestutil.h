#pragma once

// Helpers of the tests of the typed ruleset operations (rules/rulesetauthoring_*.h).

#include "rules/ruleset.h"

#include <QStringList>

namespace testutil {

// Conditions in the form the loader reads a condition object into (an All of one node per key,
// "unit" itself an All of one node per option), so that they compare equal after the round trip.
inline hexstride::Condition enter(const QStringList &terrains)
{
    using hexstride::Condition;
    return Condition{
        Condition::Kind::All, {}, {}, 0, {{Condition::Kind::EnterTerrain, terrains, {}, 0, {}}}};
}

inline hexstride::Condition unit(const QString &option, const QStringList &values)
{
    using hexstride::Condition;
    const Condition atom{Condition::Kind::Unit, values, option, 0, {}};
    return Condition{Condition::Kind::All, {}, {}, 0, {{Condition::Kind::All, {}, {}, 0, {atom}}}};
}

/// The ids of a list of rules, in order.
template<typename T>
QStringList idsOf(const QList<T> &list)
{
    QStringList out;
    for (const T &item : list)
        out << item.id;
    return out;
}

} // namespace testutil
