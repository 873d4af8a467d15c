#include "turntexts.h"

#include "steptrace.h"
#include "text/filltext.h"

#include <QCoreApplication>

namespace hexstride::turntexts {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::TurnTexts)
};
// The questions keep the translation contexts of the code that made them before.
struct EncounterText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::TurnResolver)
};
struct ContestText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ContestedHexes)
};
} // namespace

QString question(const HexMap &map, const TurnDecision &d)
{
    const QString hex = map.label(d.hex);
    const QString other = d.units.value(1);
    if (d.kind == QLatin1String("dice"))
        return ContestText::tr("Who moves into %1 first: %2?").arg(hex, d.unit);
    if (d.kind == QLatin1String("evade"))
        return EncounterText::tr("May %1, moving evasively, slip past %2 in %3?")
            .arg(d.unit, other, hex);
    if (d.kind == QLatin1String("first-blocker"))
        return EncounterText::tr("Which army tries first to stop %1 in %2?").arg(d.unit, hex);
    if (d.kind == QLatin1String("defended-side"))
        return fillText(EncounterText::tr("May %2 (%3 troops) force its way across the side of %1 "
                                          "that %4 (%5) defends?"),
                        {hex, d.unit, d.figures, other, d.otherFigures});
    return fillText(EncounterText::tr("May force past %1: %2 (%3 troops) against %4 (%5)?"),
                    {hex, d.unit, d.figures, other, d.otherFigures});
}

QString rule(const QString &id)
{
    if (id == QLatin1String("fewer-figures"))
        return Text::tr("fewer troop figures");
    if (id == QLatin1String("more-mp-left"))
        return Text::tr("more MP left");
    if (id == QLatin1String("more-daily-mp"))
        return Text::tr("more daily MP");
    if (id == QLatin1String("dice"))
        return Text::tr("dice");
    if (id.isEmpty() || id == QLatin1String("open"))
        return Text::tr("open: dice to roll");
    return id;
}

QString choice(const QString &id)
{
    if (id == QLatin1String("stopped"))
        return Text::tr("stopped");
    if (id == QLatin1String("force-past"))
        return Text::tr("forces past");
    if (id == QLatin1String("overrun"))
        return Text::tr("overruns");
    if (id == QLatin1String("evaded"))
        return Text::tr("slips past");
    return id;
}

QString outcome(const TurnDecision &d)
{
    if (d.order.size() < 2)
        return d.chosen.isEmpty() ? QString() : choice(d.chosen);
    // One separator for the whole list: the order of a tie of thousands is written in linear time.
    return d.order.join(Text::tr(", then "));
}

QString event(const HexMap &map, const TurnEvent &e)
{
    const QString hex = map.label(e.hex);
    QString text;
    if (e.kind == QLatin1String("contest-won"))
        text = Text::tr("won %1").arg(hex);
    else if (e.kind == QLatin1String("contest-lost"))
        text = Text::tr("lost %1").arg(hex);
    else if (e.kind == QLatin1String("contest-open"))
        text = Text::tr("%1 undecided").arg(hex);
    else if (e.kind == QLatin1String("stopped"))
        text = Text::tr("stopped in %1").arg(hex);
    else if (e.kind == QLatin1String("forced-past"))
        text = Text::tr("forced past in %1").arg(hex);
    else if (e.kind == QLatin1String("overran"))
        text = Text::tr("overran in %1").arg(hex);
    else if (e.kind == QLatin1String("overrun"))
        text = Text::tr("overrun in %1").arg(hex);
    else if (e.kind == QLatin1String("evaded"))
        text = Text::tr("slipped past in %1").arg(hex);
    else if (e.kind == QLatin1String("met"))
        text = Text::tr("met in %1").arg(hex);
    else
        text = QStringLiteral("%1 %2").arg(e.kind, hex);
    return e.other.isEmpty() ? text : Text::tr("%1 (%2)").arg(text, e.other);
}

QString source(const QString &id)
{
    if (id == QLatin1String("decision"))
        return Text::tr("referee");
    if (id == QLatin1String("seed"))
        return Text::tr("dice");
    if (id == QLatin1String("open"))
        return Text::tr("open: dice to roll");
    return Text::tr("normal outcome");
}

QString stepStatus(StepStatus status)
{
    switch (status) {
    case StepStatus::Ok:
        return Text::tr("ok");
    case StepStatus::Blocked:
        return Text::tr("not allowed");
    case StepStatus::Insufficient:
        return Text::tr("not enough MP");
    case StepStatus::NotExecuted:
        return Text::tr("not executed");
    }
    return {};
}

QString shortStop(const HexMap &map, const PlanResult &plan)
{
    for (qsizetype i = 0; i < plan.steps.size(); ++i) {
        const PlannedStep &s = plan.steps[i];
        if (s.status == StepStatus::Ok)
            continue;
        if (s.status == StepStatus::NotExecuted)
            return {};
        return fillText(Text::tr("stopped in %1: %2 (order %3)"),
                        {map.label(s.from), stepStatus(s.status), i + 1});
    }
    return {};
}

namespace {
/// Whether the step's reason begins with its status ("Not allowed: the step leaves the map"),
/// so that the status is not said twice.
bool saysItsStatus(const PlannedStep &s)
{
    using K = TraceItem::Kind;
    if (!s.reason || s.status != StepStatus::Blocked)
        return false;
    const K k = s.reason->kind;
    return k == K::Prohibited || k == K::NoCost || k == K::OffMap || k == K::NotAdjacent
           || k == K::Occupied || k == K::NotInRuleset;
}

QString destination(const HexMap &map, const PlannedStep &s)
{
    return s.toOnMap ? map.label(s.to) : Text::tr("(off the map)");
}
} // namespace

QStringList unfinishedSteps(const HexMap &map, const PlanResult &plan, const QString &language)
{
    QStringList lines;
    const qsizetype n = plan.steps.size();
    for (qsizetype i = 0; i < n; ++i) {
        const PlannedStep &s = plan.steps[i];
        if (s.status == StepStatus::Ok)
            continue;
        if (s.status != StepStatus::NotExecuted) {
            QString line = Text::tr("%1. %2 %3 → %4: %5")
                               .arg(i + 1)
                               .arg(s.order, map.label(s.from), destination(map, s),
                                    saysItsStatus(s) ? formatTraceItem(*s.reason, language)
                                                     : stepStatus(s.status));
            // Two sentences: the reason starts with a capital ("not enough MP. Costs 6 but only 5
            // left"), which after a dash read as a mistake in Russian (walk15 #11).
            if (s.reason && !saysItsStatus(s))
                line += QStringLiteral(". ") + formatTraceItem(*s.reason, language);
            lines << line;
            continue;
        }
        // A run of steps not executed: its reason ("an earlier step ended the order") is the
        // status itself, so one line names the orders and the plan's first and last hexes.
        qsizetype last = i;
        while (last + 1 < n && plan.steps[last + 1].status == StepStatus::NotExecuted)
            ++last;
        QStringList orders;
        for (qsizetype k = i; k <= last; ++k)
            orders << plan.steps[k].order;
        if (last == i)
            lines << Text::tr("%1. %2 %3 → %4: %5")
                         .arg(i + 1)
                         .arg(s.order, map.label(s.from), destination(map, s),
                              stepStatus(s.status));
        else
            lines << Text::tr("%1–%2. %3 %4 → %5: %n step(s) not executed", nullptr,
                              int(last - i + 1))
                         .arg(i + 1)
                         .arg(last + 1)
                         .arg(orders.join(QStringLiteral(", ")), map.label(s.from),
                              destination(map, plan.steps[last]));
        i = last;
    }
    return lines;
}

} // namespace hexstride::turntexts
