#include "turnreplay.h"
#include "text/filltext.h"

#include <QCoreApplication>

#include <algorithm>

namespace hexstride {

namespace {
struct ReplayText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::TurnReplay)
};

/// The step's moment as (turn, period index): periods in the ruleset's order.
std::pair<int, int> momentOf(const Ruleset &ruleset, const PlannedStep &s)
{
    int period = 0;
    for (qsizetype i = 0; i < ruleset.turns.periods.size(); ++i) {
        if (ruleset.turns.periods[i].id == s.period())
            period = int(i);
    }
    return {s.turn, period};
}

/// The units in the order they moved; the listed order where the resolution gives none.
QList<int> moveOrderOf(const TurnResolution &r)
{
    QList<int> order = r.moveOrder;
    for (int i = 0; order.isEmpty() && i < r.units.size(); ++i)
        order << i;
    return order;
}

QString momentLabel(const Ruleset &ruleset, std::pair<int, int> m, const QString &language)
{
    const QString turn = ruleset.turns.name.in(language);
    if (ruleset.turns.periods.isEmpty())
        return fillText(QStringLiteral("%1 %2"),
                        {turn.isEmpty() ? ReplayText::tr("Turn") : turn, m.first});
    return fillText(QStringLiteral("%1 %2"),
                    {ruleset.turns.periods[m.second].label.in(language), m.first});
}
} // namespace

TurnReplay::TurnReplay(const Ruleset &ruleset, const TurnResolution &r, const QString &language)
{
    m_labels << ReplayText::tr("Start");
    for (const ResolvedUnit &u : r.units)
        m_stepFrame << QList<int>(u.plan.steps.size(), 0);
    switch (ruleset.turns.sequence.kind) {
    case SequenceKind::Simultaneous: {
        // One frame per moment (turn, period) at which some unit moves.
        QList<std::pair<int, int>> moments;
        for (const ResolvedUnit &u : r.units) {
            for (const PlannedStep &s : u.plan.steps) {
                if (!moments.contains(momentOf(ruleset, s)))
                    moments << momentOf(ruleset, s);
            }
        }
        std::sort(moments.begin(), moments.end());
        for (const auto &m : std::as_const(moments))
            m_labels << momentLabel(ruleset, m, language);
        for (qsizetype i = 0; i < r.units.size(); ++i) {
            const QList<PlannedStep> &steps = r.units[i].plan.steps;
            for (qsizetype k = 0; k < steps.size(); ++k)
                m_stepFrame[i][k] = int(moments.indexOf(momentOf(ruleset, steps[k]))) + 1;
        }
        break;
    }
    case SequenceKind::AlternatingSides: {
        // One frame per turn and side, sides in the order the resolver moved them.
        QList<std::pair<int, QString>> moments;
        for (int i : moveOrderOf(r)) {
            const ResolvedUnit &u = r.units[i];
            for (const PlannedStep &s : u.plan.steps) {
                if (!moments.contains(std::pair(s.turn, u.side)))
                    moments << std::pair(s.turn, u.side);
            }
        }
        std::stable_sort(moments.begin(), moments.end(),
                         [](const auto &a, const auto &b) { return a.first < b.first; });
        for (const auto &[turn, side] : std::as_const(moments))
            m_labels << ReplayText::tr("%1: %2").arg(momentLabel(ruleset, {turn, 0}, language),
                                                     side);
        for (qsizetype i = 0; i < r.units.size(); ++i) {
            const QList<PlannedStep> &steps = r.units[i].plan.steps;
            for (qsizetype k = 0; k < steps.size(); ++k)
                m_stepFrame[i][k]
                    = int(moments.indexOf(std::pair(steps[k].turn, r.units[i].side))) + 1;
        }
        break;
    }
    case SequenceKind::InOrder:
    case SequenceKind::Encounters:
        // One frame per unit that moves, in the order the resolver moved them.
        for (int i : moveOrderOf(r)) {
            if (r.units[i].plan.steps.isEmpty())
                continue;
            m_labels << r.units[i].name;
            m_stepFrame[i].fill(int(m_labels.size()) - 1);
        }
        break;
    }
}

int TurnReplay::stepsShown(int frame, int unit) const
{
    int n = 0;
    for (int f : m_stepFrame.value(unit)) {
        if (f <= frame)
            ++n;
    }
    return n;
}

} // namespace hexstride
