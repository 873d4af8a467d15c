// A unit's plan as a force of the simultaneous kind: its entries into hexes, period by period.
#include "simultaneousforces_p.h"
#include "text/filltext.h"

#include <algorithm>

namespace hexstride::turnresolver {

QList<const TurnPeriod *> topLevelPeriods(const Ruleset &r)
{
    QList<const TurnPeriod *> out;
    for (const TurnPeriod &p : r.turns.periods) {
        if (p.parent.isEmpty())
            out << &p;
    }
    return out;
}

int periodOfProfile(const QList<const TurnPeriod *> &periods, const UnitProfile &profile)
{
    for (auto it = profile.cbegin(); it != profile.cend(); ++it) {
        for (int k = 0; k < periods.size(); ++k) {
            if (periods[k]->id == it.value())
                return k;
        }
    }
    return -1;
}

QString periodLabel(const QList<const TurnPeriod *> &periods, int period, const QString &language)
{
    if (periods.isEmpty())
        return ContestText::tr("Turn %1").arg(period + 1);
    const int n = int(periods.size());
    return fillText(QStringLiteral("%1 %2"),
                    {periods[period % n]->label.in(language), period / n + 1});
}

int stepPeriod(const PlannedStep &s, int own, const QList<const TurnPeriod *> &periods)
{
    const int perTurn = std::max<int>(1, int(periods.size()));
    int k = own;
    for (int p = 0; p < periods.size() && !s.period().isEmpty(); ++p) {
        // A step's period is usually the ruleset's own string, shared: no characters to compare.
        const QString &id = periods[p]->id;
        if (id.size() == s.period().size()
            && (id.constData() == s.period().constData() || id == s.period()))
            k = p;
    }
    return k >= 0 ? (s.turn - 1) * perTurn + k : s.turn - 1;
}

Force forceOf(const UnitState &u, int index, int own, const QList<const TurnPeriod *> &periods)
{
    Force f;
    f.unit = index;
    f.name = u.in->name;
    f.figures = u.in->figures;
    const PlanResult &r = *u.alone;
    f.daily = std::max(0, r.budget);
    f.entries.reserve(r.steps.size());
    int turn = 1;
    QString periodId = r.steps.isEmpty() ? QString() : r.steps.first().period();
    int spent = 0;
    for (int i = 0; i < r.steps.size(); ++i) {
        const PlannedStep &s = r.steps[i];
        if (s.status != StepStatus::Ok)
            break; // the force stops at the first step it cannot make
        if (s.turn != turn || s.period() != periodId) {
            turn = s.turn;
            periodId = s.period();
            spent = 0;
        }
        const int cost = s.cost.value_or(0);
        if (s.from != s.to)
            f.entries << Entry{s.to,
                               s.from,
                               stepPeriod(s, own, periods),
                               spent,
                               r.budget < 0 ? 0 : r.budget - spent - cost,
                               i};
        spent += cost;
    }
    return f;
}

bool movesOnAfter(const Force &f, int e)
{
    return e + 1 < f.made() && f.entries[e + 1].period == f.entries[e].period;
}

TurnConflict onePerHexConflict(const TurnContext &c, const QList<const TurnPeriod *> &periods,
                               const Force &holder, const Force &mover, const Entry &en)
{
    const int perTurn = std::max<int>(1, int(periods.size()));
    TurnConflict k;
    k.hex = en.hex;
    k.period = en.period;
    k.turn = en.period / perTurn + 1;
    if (!periods.isEmpty())
        k.periodId = periods[en.period % perTurn]->id;
    k.periodLabel = periodLabel(periods, en.period, c.language);
    k.units = QStringList{holder.name, mover.name};
    k.unitIndexes = QList<int>{holder.unit, mover.unit};
    k.winner = k.occupant = 0;
    k.rule = QStringLiteral("one-per-hex");
    k.ruleTrail = QStringList{k.rule};
    k.stopped << std::pair<QString, Hex>{mover.name, en.from};
    return k;
}

} // namespace hexstride::turnresolver
