// The simultaneous sequencing kind (strategic-commanders §3): every move of a period happens at
// once; a hex that several forces would enter in one period goes by the ruleset's contest rule.
#include "contestrounds_p.h"

#include <QHash>
#include <QSet>
#include <algorithm>
#include <climits>
#include <tuple>
#include <vector>

namespace hexstride::turnresolver {

namespace {
/// Where forces stand between pauses: per hex, (force, first period, last period) of each stay
/// that began at an earlier pause (or at the start, from period -1).
using Stays = QHash<quint64, QList<std::tuple<int, int, int>>>;

quint64 hexKey(Hex h)
{
    return (quint64(quint32(h.q)) << 32) | quint32(h.r);
}

Stays staysOf(const QList<Force> &forces, const QList<UnitState> &units)
{
    Stays out;
    for (int g = 0; g < forces.size(); ++g) {
        const Force &f = forces[g];
        Hex at = units[f.unit].in->start;
        int from = -1;
        for (int e = 0; e < f.made(); ++e) {
            const Entry &en = f.entries[e];
            if (e + 1 < f.made() && f.entries[e + 1].period == en.period)
                continue; // not where it pauses
            out[hexKey(at)] << std::tuple<int, int, int>{g, from, en.period - 1};
            at = en.hex;
            from = en.period;
        }
        out[hexKey(at)] << std::tuple<int, int, int>{g, from, INT_MAX};
    }
    return out;
}

/// One unit per hex at every pause (sequence.onePerHex): a force that would end a period in a
/// hex another force already holds at that pause stops before it. Returns whether any stopped.
bool settlePauses(TurnContext &c, QList<Force> &forces, const QList<const TurnPeriod *> &periods,
                  QList<TurnConflict> &out)
{
    const Stays stays = staysOf(forces, c.units);
    // Forces stopped in this pass: their stays are stale until the next pass looks again.
    QSet<int> touched;
    for (int fi = 0; fi < forces.size(); ++fi) {
        Force &f = forces[fi];
        for (int e = 0; e < f.made() && !touched.contains(fi); ++e) {
            const Entry &en = f.entries[e];
            if (e + 1 < f.made() && f.entries[e + 1].period == en.period)
                continue; // not where it pauses
            for (const auto &[other, from, until] : stays.value(hexKey(en.hex))) {
                const Force &g = forces[other];
                // Another force that has stood there since before this period.
                if (other == fi || touched.contains(other) || from >= en.period
                    || until < en.period)
                    continue;
                TurnConflict k = onePerHexConflict(c, periods, g, f, en);
                k.explanation = ContestText::tr("%1 holds %2 at the end of the period; %3 stops "
                                                "in %4")
                                    .arg(g.name, c.map.label(en.hex), f.name, c.map.label(en.from));
                out << k;
                f.stopAt = e;
                f.stopReason = TraceItem{TraceItem::Kind::Occupied,
                                         k.rule,
                                         ownLabel(ContestText::tr("%1 holds the hex").arg(g.name)),
                                         {},
                                         {},
                                         {},
                                         0,
                                         0};
                touched.insert(fi);
                break;
            }
        }
    }
    return !touched.isEmpty();
}
} // namespace

void resolveSimultaneous(TurnContext &c)
{
    const auto &contest = c.rules.ruleset().contest;
    if (!contest)
        return; // nothing decides a contest: every unit moves as alone
    const QList<const TurnPeriod *> periods = topLevelPeriods(c.rules.ruleset());
    QList<Force> forces;
    QList<int> own; // per force: the period its profile moves in, looked up once
    for (int i = 0; i < c.units.size(); ++i) {
        // The complete profile as the plan's evaluation cached it (no withDefaults() per unit).
        own << periodOfProfile(periods,
                               c.rules.profileRules(c.map, c.units[i].in->profile)->profile);
        forces << forceOf(c.units[i], i, own[i], periods);
    }
    const QList<LeftFor> leftFor = c.rules.ruleset().turns.sequence.onePerHex
                                       ? passLeavers(c, forces, own, periods)
                                       : QList<LeftFor>{};
    QList<TurnConflict> atPauses; // found once each: the stop they cause ends them
    ContestRounds contests(c, *contest, forces, periods);
    // Round after round until one changes nothing; the conflicts reported are those of the last
    // round, told from the outcomes it left (going over them once more changes nothing).
    const qsizetype lastRound = 4 * forces.size() + 1;
    bool explained = false;
    for (qsizetype round = 0; round <= lastRound; ++round) {
        explained = round == lastRound;
        bool changed = contests.settleRound(explained);
        if (!changed && !leftFor.isEmpty())
            changed = settleLeavers(c, forces, leftFor, periods, atPauses);
        if (!changed && c.rules.ruleset().turns.sequence.onePerHex)
            changed = settlePauses(c, forces, periods, atPauses);
        if (!changed)
            break;
    }
    if (!explained)
        contests.settleRound(true);
    c.out.conflicts << atPauses;
    // Events, then the losers' orders cut before the hex they were refused.
    for (const TurnConflict &k : std::as_const(c.out.conflicts)) {
        // Who lost, looked up by name: a set, not a scan of the stopped per unit (thousands of
        // armies contesting one hex).
        QSet<QStringView> stopped;
        stopped.reserve(k.stopped.size());
        for (const auto &s : k.stopped)
            stopped.insert(s.first);
        for (int i = 0; i < k.units.size(); ++i) {
            const int unit = k.unitIndexes[i];
            const bool lost = stopped.contains(k.units[i]);
            const QString kind = lost ? QStringLiteral("contest-lost")
                                 : i == k.winner || i == k.occupant
                                     ? QStringLiteral("contest-won")
                                     : QStringLiteral("contest-open");
            int step = -1;
            for (const Entry &en : std::as_const(forces[unit].entries)) {
                if (en.hex == k.hex && en.period == k.period) {
                    step = en.step;
                    break;
                }
            }
            c.out.units[unit].events << TurnEvent{kind, k.hex, step, k.rule, QString()};
        }
    }
    for (const Force &f : std::as_const(forces)) {
        if (f.stopAt >= 0)
            cutOrders(c, f.unit, c.map, c.units[f.unit].in->start, f.entries[f.stopAt].step,
                      f.stopReason);
    }
}

} // namespace hexstride::turnresolver
