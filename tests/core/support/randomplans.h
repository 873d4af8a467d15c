// Random plans' ingredients, and evaluated plans as text so that two evaluations compare line
// by line and a failure shows where they differ (tst_turnresolverindex, tst_explainedsteps).
#pragma once

#include "movement/planevaluator.h"

#include <QRandomGenerator>
#include <QStringList>

namespace hexstride::testutil {

/// Some of the ruleset's unit options set to random values of theirs (the rest default).
inline UnitProfile randomProfileOf(QRandomGenerator &rng, const Ruleset &r)
{
    UnitProfile p;
    for (const UnitOption &o : r.unitOptions) {
        if (!o.choices.isEmpty() && rng.bounded(2) == 0)
            p.insert(o.id, o.choices[rng.bounded(int(o.choices.size()))].id);
    }
    return p;
}

inline QString hexText(Hex h)
{
    return QStringLiteral("(%1,%2)").arg(h.q).arg(h.r);
}

inline QString traceText(const TraceItem &t)
{
    return QStringLiteral("%1:%2:%3:%4:%5")
        .arg(int(t.kind))
        .arg(t.ruleId, t.label.in(QStringLiteral("en")))
        .arg(t.value)
        .arg(t.result);
}

inline QStringList traceTexts(const QList<TraceItem> &items)
{
    QStringList out;
    for (const TraceItem &t : items)
        out << traceText(t);
    return out;
}

/// Everything a step holds, as one line.
inline QString stepText(const PlannedStep &s)
{
    return QStringList{s.order,
                       hexText(s.from),
                       hexText(s.to),
                       QString::number(s.toOnMap),
                       s.cost ? QString::number(*s.cost) : QStringLiteral("-"),
                       QString::number(s.total),
                       QString::number(s.turn),
                       s.period(),
                       stepStatusId(s.status),
                       s.reason ? traceText(*s.reason) : QStringLiteral("-"),
                       traceTexts(s.explain()).join(QLatin1Char('|')),
                       traceTexts(s.warnings()).join(QLatin1Char('|'))}
        .join(QLatin1Char(' '));
}

inline QString profileText(const UnitProfile &p)
{
    QStringList out;
    for (auto it = p.cbegin(); it != p.cend(); ++it)
        out << it.key() + QLatin1Char('=') + it.value();
    return out.join(QLatin1Char(','));
}

/// A whole plan, one line per part: its totals, the options it changed, then its steps.
inline QStringList planLines(const PlanResult &plan)
{
    QStringList out{QStringLiteral("plan %1 %2 %3 %4 %5 %6")
                        .arg(plan.total)
                        .arg(hexText(plan.end))
                        .arg(plan.executed)
                        .arg(plan.budget)
                        .arg(plan.bonusApplied)
                        .arg(profileText(plan.finalProfile))};
    for (auto it = plan.otherUnitChanges.cbegin(); it != plan.otherUnitChanges.cend(); ++it)
        out << QStringLiteral("changes ") + it.key() + QLatin1Char(' ') + profileText(it.value());
    for (const PlannedStep &s : plan.steps)
        out << stepText(s);
    return out;
}

} // namespace hexstride::testutil
