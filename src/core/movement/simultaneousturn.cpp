// The simultaneous sequencing kind (strategic-commanders §3): every move of a period happens at
// once; a hex that several forces would enter in one period goes by the ruleset's contest rule.
#include "contest.h"
#include "turnresolver_p.h"
#include "unitindex.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <algorithm>
#include <climits>
#include <tuple>
#include <vector>

namespace hexstride::turnresolver {

namespace {
/// The translation context of these texts (shared with the planner's former copy).
struct ContestText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ContestedHexes)
};

/// One hex a force moves into.
struct Entry
{
    Hex hex;
    Hex from;
    int period = 0;
    int spentBefore = 0; ///< in this allowance, before the step: when in the period it happens
    int remaining = 0;   ///< move points left after entering
    int step = 0;        ///< index of the step in the force's plan
};

struct Force
{
    int unit = 0;
    QString name;
    int figures = 0;
    int daily = 0;
    QList<Entry> entries;
    int stopAt = -1; ///< the entry it was refused; -1 = none
    TraceItem stopReason;
    int made() const { return stopAt < 0 ? int(entries.size()) : stopAt; }
    int attempted() const { return stopAt < 0 ? int(entries.size()) : stopAt + 1; }
};

QList<const TurnPeriod *> topLevelPeriods(const Ruleset &r)
{
    QList<const TurnPeriod *> out;
    for (const TurnPeriod &p : r.turns.periods) {
        if (p.parent.isEmpty())
            out << &p;
    }
    return out;
}

/// The period a profile moves in: the one an option value names, or -1 (then each allowance
/// is the next period).
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
    return QStringLiteral("%1 %2").arg(periods[period % n]->label.in(language)).arg(period / n + 1);
}

/// The 0-based period of the turn a step happens in: its own where the evaluator names it (a
/// split move: day, then night), else the profile's (`own`), else one period a turn.
int stepPeriod(const PlannedStep &s, int own, const QList<const TurnPeriod *> &periods)
{
    const int perTurn = std::max<int>(1, int(periods.size()));
    int k = own;
    for (int p = 0; p < periods.size() && !s.period.isEmpty(); ++p) {
        if (periods[p]->id == s.period)
            k = p;
    }
    return k >= 0 ? (s.turn - 1) * perTurn + k : s.turn - 1;
}

/// A force from its plan alone; `own` is the period its profile moves in (periodOfProfile).
Force forceOf(const UnitState &u, int index, int own, const QList<const TurnPeriod *> &periods)
{
    Force f;
    f.unit = index;
    f.name = u.in->name;
    f.figures = u.in->figures;
    const PlanResult &r = u.alone;
    f.daily = std::max(0, r.budget);
    int turn = 1;
    QString periodId = r.steps.isEmpty() ? QString() : r.steps.first().period;
    int spent = 0;
    for (int i = 0; i < r.steps.size(); ++i) {
        const PlannedStep &s = r.steps[i];
        if (s.status != StepStatus::Ok)
            break; // the force stops at the first step it cannot make
        if (s.turn != turn || s.period != periodId) {
            turn = s.turn;
            periodId = s.period;
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

/// Whether a force moves on after entry `e` in the same period (it made the next entry too).
bool movesOnAfter(const Force &f, int e)
{
    return e + 1 < f.made() && f.entries[e + 1].period == f.entries[e].period;
}

using HexPeriod = std::tuple<int, int, int>; ///< (period, q, r)
using Tries = QList<std::pair<int, int>>;    ///< (force, entry)

/// The hexes that two or more forces try to enter in one period, in (period, q, r) order, each
/// with its tries in force order (a force's first try only). A sorted list rather than a tree
/// of every entry: thousands of forces make tens of thousands of entries.
QList<std::pair<HexPeriod, Tries>> contestedOf(const QList<Force> &forces)
{
    struct Try
    {
        HexPeriod key;
        int force;
        int entry;
    };
    std::vector<Try> all;
    for (int f = 0; f < forces.size(); ++f) {
        for (int e = 0; e < forces[f].attempted(); ++e) {
            const Entry &en = forces[f].entries[e];
            all.push_back(Try{{en.period, en.hex.q, en.hex.r}, f, e});
        }
    }
    std::sort(all.begin(), all.end(), [](const Try &a, const Try &b) {
        return std::tie(a.key, a.force, a.entry) < std::tie(b.key, b.force, b.entry);
    });
    QList<std::pair<HexPeriod, Tries>> out;
    for (std::size_t i = 0, j = 0; i < all.size(); i = j) {
        Tries tries;
        for (j = i; j < all.size() && all[j].key == all[i].key; ++j) {
            if (tries.isEmpty() || tries.constLast().first != all[j].force)
                tries << std::pair<int, int>{all[j].force, all[j].entry};
        }
        if (tries.size() >= 2)
            out << std::pair{all[i].key, tries};
    }
    return out;
}

/// Settles one contested hex into `out`; returns the forces that do not get in (force, entry)
/// with the reason each is refused. Without `explain`, the outcome only: no explanation text
/// (the rounds before the last are not reported).
/// What settle() says the same way for every contest of a turn, made once per turn: each
/// criterion's rule id, and the losers' reason per deciding rule id (made on first use).
struct ContestWords
{
    QStringList ruleIds; ///< per criterion of the contest rule (contestRuleId)
    QHash<QString, LocalizedText> lossLabels;
};

QList<std::tuple<int, int, TraceItem>> settle(TurnContext &c, const ContestRule &rule,
                                              ContestWords &words, const QList<Force> &forces,
                                              const QList<std::pair<int, int>> &tries,
                                              TurnConflict &out, bool explain)
{
    QList<Contender> cs;
    QList<bool> movesOn;
    for (const auto &[f, e] : tries) {
        const Force &force = forces[f];
        out.units << force.name;
        out.unitIndexes << force.unit;
        cs << Contender{force.name, force.figures, force.entries[e].remaining, force.daily};
        movesOn << movesOnAfter(force, e);
    }
    const int dice = int(rule.criteria.size());
    QStringList parts;
    const auto say = [&](const auto &text) {
        if (explain)
            parts << text();
    };
    QList<int> remaining;
    for (int i = 0; i < cs.size(); ++i)
        remaining << i;
    QList<int> passed;
    QList<int> undecided;
    while (!remaining.isEmpty()) {
        QList<Contender> field;
        for (int i : std::as_const(remaining))
            field << cs[i];
        ContestOutcome o = resolveContest(rule, field);
        QString diceText;
        if (o.winner < 0 && rule.diceLast && !o.tied.isEmpty()) {
            TurnDecision d;
            d.id = QStringLiteral("dice:%1:%2:%3")
                       .arg(c.map.label(out.hex))
                       .arg(out.period)
                       .arg(passed.size());
            d.kind = QStringLiteral("dice");
            d.hex = out.hex;
            for (int t : std::as_const(o.tied))
                d.choices << field[t].name;
            d.unit = d.choices.join(QStringLiteral(", "));
            d.units = d.choices;
            d.question
                = ContestText::tr("Who moves into %1 first: %2?").arg(c.map.label(out.hex), d.unit);
            const QString chosen = c.decide(d, true);
            const int pick = int(d.choices.indexOf(chosen));
            if (pick >= 0) {
                o.winner = o.tied[pick];
                o.decidedBy = dice;
                if (explain)
                    diceText
                        = c.out.decisions.constLast().source == QLatin1String("seed")
                              ? ContestText::tr("dice (seed %1)").arg(c.choices.seed.value_or(0))
                              : ContestText::tr("dice (the referee's decision)");
            }
        }
        if (o.winner < 0) {
            QStringList names;
            for (int t : std::as_const(o.tied)) {
                undecided << remaining[t];
                names << out.units[remaining[t]];
            }
            say([&] {
                return ContestText::tr("a tie: roll dice (%1)")
                    .arg(names.join(QStringLiteral(", ")));
            });
            break;
        }
        const int w = remaining[o.winner];
        const QString ruleId = o.decidedBy >= 0 && o.decidedBy < dice ? words.ruleIds[o.decidedBy]
                               : o.decidedBy == dice                  ? QStringLiteral("dice")
                                                                      : QString();
        out.ruleTrail << ruleId;
        const auto in = [&] {
            const QString why = o.decidedBy >= 0 && o.decidedBy < dice
                                    ? rule.criteria[o.decidedBy].label.in(c.language)
                                    : diceText;
            return why.isEmpty() ? ContestText::tr("%1 moves in").arg(out.units[w])
                                 : ContestText::tr("%1 moves in: %2").arg(out.units[w], why);
        };
        if (passed.isEmpty()) {
            out.winner = w;
            out.rule = ruleId;
            say(in);
        } else {
            say([&] {
                return ContestText::tr("%1 moves on, then %2")
                    .arg(out.units[passed.constLast()], in());
            });
        }
        passed << w;
        // A winner that moves on (cavalry, say) leaves the hex to the next in line
        // (strategic-commanders §3.2).
        if (!rule.winnerFreesHexOnMovingOn || !movesOn[w]) {
            out.occupant = w;
            break;
        }
        remaining.removeAt(o.winner);
    }
    if (out.occupant < 0 && undecided.isEmpty() && !passed.isEmpty())
        say([&] { return ContestText::tr("%1 moves on").arg(out.units[passed.constLast()]); });
    QList<std::tuple<int, int, TraceItem>> losers;
    const LocalizedText *label = nullptr; // the losers' reason: the same for all
    for (int i = 0; i < tries.size(); ++i) {
        if (passed.contains(i) || undecided.contains(i))
            continue;
        if (!label) {
            auto known = words.lossLabels.find(out.rule);
            if (known == words.lossLabels.end()) {
                LocalizedText made = ownLabel(ContestText::tr("contested hex: dice"));
                for (int k = 0; k < rule.criteria.size(); ++k) {
                    if (words.ruleIds[k] == out.rule)
                        made = ownLabel(ContestText::tr("contested hex: %1")
                                            .arg(rule.criteria[k].label.in(c.language)));
                }
                known = words.lossLabels.insert(out.rule, made);
            }
            label = &*known;
        }
        const auto [f, e] = tries[i];
        TraceItem reason{TraceItem::Kind::Occupied, out.rule, *label, {}, {}, {}, 0, 0};
        losers << std::tuple<int, int, TraceItem>{f, e, reason};
        const Hex at = forces[f].entries[e].from;
        out.stopped << std::pair<QString, Hex>{out.units[i], at};
        say([&] { return ContestText::tr("%1 stops in %2").arg(out.units[i], c.map.label(at)); });
    }
    out.explanation = parts.join(QStringLiteral("; "));
    return losers;
}

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
    const int perTurn = std::max<int>(1, int(periods.size()));
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
                TurnConflict k;
                k.hex = en.hex;
                k.period = en.period;
                k.turn = en.period / perTurn + 1;
                if (!periods.isEmpty())
                    k.periodId = periods[en.period % perTurn]->id;
                k.periodLabel = periodLabel(periods, en.period, c.language);
                k.units = QStringList{g.name, f.name};
                k.unitIndexes = QList<int>{g.unit, f.unit};
                k.winner = k.occupant = 0;
                k.rule = QStringLiteral("one-per-hex");
                k.ruleTrail = QStringList{k.rule};
                k.stopped << std::pair<QString, Hex>{f.name, en.from};
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

/// A force's step into a hex where other commanders stood at the start of the turn and leave
/// in the period of that step or before: evaluated as if they had left (`leavers`, forces).
struct LeftFor
{
    int force = 0;
    int step = 0;
    int period = 0;
    QList<int> leavers;
    TraceItem refused; ///< why the step was refused while they stood there
};

/// Whether a refused step met an occupancy rule that lets nobody pass (one commander a hex).
bool refusedByOccupant(const Ruleset &r, const PlannedStep &s)
{
    if (s.status != StepStatus::Blocked || !s.reason || s.reason->kind != TraceItem::Kind::Occupied)
        return false;
    return std::any_of(r.occupancy.cbegin(), r.occupancy.cend(),
                       [&](const OccupancyRule &o) { return o.id == s.reason->ruleId && !o.pass; });
}

/// strategic-commanders §1.3 with §3.1 and §3.2: a hex holds one commander at any time and
/// every move of a period happens at once, so a commander that leaves its hex in a period
/// frees it for that period, as a winner moving on frees a contested hex (§3.2). The plans
/// alone see every commander where the turn starts; a force refused at a hex whose commanders
/// all leave it by the period of the refused step is evaluated again without them, step after
/// step (a column that follows its head). settleLeavers() checks later that they did leave.
QList<LeftFor> passLeavers(TurnContext &c, QList<Force> &forces, const QList<int> &own,
                           const QList<const TurnPeriod *> &periods)
{
    const Ruleset &r = c.rules.ruleset();
    QList<LeftFor> out;
    // Made at the first refusal only (most turns have none): an index to hide leavers in, and
    // which force stands on which map unit where the turn starts.
    std::optional<UnitIndex> work;
    QHash<int, int> forceOn;
    const auto prepare = [&] {
        work.emplace(c.index ? *c.index
                             : UnitIndex(c.map, r.defend ? r.defend->option : QString()));
        for (int g = 0; g < forces.size(); ++g) {
            const TurnOrders &in = *c.units[forces[g].unit].in;
            for (int m : work->at(in.start)) {
                if (c.map.units()[m].name == in.name)
                    forceOn.insert(m, g);
            }
        }
    };
    QHash<int, QList<int>> hiddenOf; // per force: the map units it is evaluated without
    bool changed = true;
    while (changed) {
        changed = false;
        for (int b = 0; b < forces.size(); ++b) {
            UnitState &u = c.units[forces[b].unit];
            const auto refused
                = std::find_if(u.alone.steps.cbegin(), u.alone.steps.cend(),
                               [](const PlannedStep &s) { return s.status != StepStatus::Ok; });
            if (refused == u.alone.steps.cend() || !refusedByOccupant(r, *refused))
                continue;
            if (!work)
                prepare();
            LeftFor left{b,
                         int(refused - u.alone.steps.cbegin()),
                         stepPeriod(*refused, own[b], periods),
                         {},
                         *refused->reason};
            // Every commander there leaves it by then, or the step stays refused.
            QList<int> &hidden = hiddenOf[b];
            QList<int> leaving;
            for (int m : work->at(refused->to)) {
                if (hidden.contains(m))
                    continue;
                // Two that would trade hexes meet on the way: neither leaves for the other.
                const int g = forceOn.value(m, -1);
                if (g < 0 || forces[g].entries.isEmpty()
                    || forces[g].entries.first().period > left.period
                    || forces[g].entries.first().hex == refused->from) {
                    leaving.clear();
                    break;
                }
                left.leavers << g;
                leaving << m;
            }
            if (leaving.isEmpty())
                continue;
            out << left;
            hidden << leaving;
            // Evaluated with the index as if they had left, then put back for the others.
            for (int m : std::as_const(hidden))
                work->remove(m, c.map.units()[m].hex);
            u.alone = evaluateUnit(c.rules, c.map, &*work, *u.in, u.in->start, u.in->orders.size());
            for (int m : std::as_const(hidden))
                work->move(m, c.map.units()[m].hex, c.map.units()[m].hex);
            ResolvedUnit &res = c.out.units[forces[b].unit];
            res.plan = u.alone;
            res.end = u.alone.end;
            forces[b] = forceOf(u, forces[b].unit, own[b], periods);
            changed = true;
        }
    }
    return out;
}

/// The commanders a force was evaluated without (passLeavers) must have left by then: one
/// stopped before it left still holds its hex, and the force stops before it. Returns whether
/// any stopped.
bool settleLeavers(TurnContext &c, QList<Force> &forces, const QList<LeftFor> &leftFor,
                   const QList<const TurnPeriod *> &periods, QList<TurnConflict> &out)
{
    const int perTurn = std::max<int>(1, int(periods.size()));
    bool any = false;
    for (const LeftFor &l : leftFor) {
        Force &f = forces[l.force];
        int e = 0;
        while (e < f.made() && f.entries[e].step != l.step)
            ++e;
        if (e >= f.made())
            continue; // stopped before it got there (or there, found earlier)
        for (int g : l.leavers) {
            const Force &stayer = forces[g];
            if (stayer.made() > 0 && stayer.entries.first().period <= l.period)
                continue;
            const Entry &en = f.entries[e];
            TurnConflict k;
            k.hex = en.hex;
            k.period = en.period;
            k.turn = en.period / perTurn + 1;
            if (!periods.isEmpty())
                k.periodId = periods[en.period % perTurn]->id;
            k.periodLabel = periodLabel(periods, en.period, c.language);
            k.units = QStringList{stayer.name, f.name};
            k.unitIndexes = QList<int>{stayer.unit, f.unit};
            k.winner = k.occupant = 0;
            k.rule = QStringLiteral("one-per-hex");
            k.ruleTrail = QStringList{k.rule};
            k.stopped << std::pair<QString, Hex>{f.name, en.from};
            k.explanation
                = ContestText::tr("%1 does not leave %2 in time; %3 stops in %4")
                      .arg(stayer.name, c.map.label(en.hex), f.name, c.map.label(en.from));
            out << k;
            f.stopAt = e;
            f.stopReason = l.refused;
            any = true;
            break;
        }
    }
    return any;
}
} // namespace

void resolveSimultaneous(TurnContext &c)
{
    const auto &contest = c.rules.ruleset().contest;
    if (!contest)
        return; // nothing decides a contest: every unit moves as alone
    const QList<const TurnPeriod *> periods = topLevelPeriods(c.rules.ruleset());
    const int perTurn = std::max<int>(1, int(periods.size()));
    QList<Force> forces;
    QList<int> own; // per force: the period its profile moves in, looked up once
    for (int i = 0; i < c.units.size(); ++i) {
        own << periodOfProfile(periods, c.rules.ruleset().withDefaults(c.units[i].in->profile));
        forces << forceOf(c.units[i], i, own[i], periods);
    }
    const QList<LeftFor> leftFor = c.rules.ruleset().turns.sequence.onePerHex
                                       ? passLeavers(c, forces, own, periods)
                                       : QList<LeftFor>{};
    const qsizetype decisionsBefore = c.out.decisions.size();
    QList<TurnConflict> atPauses; // found once each: the stop they cause ends them
    // Who would enter which hex together, once: a later round only drops the tries of forces
    // stopped before them (stops only ever move earlier).
    const QList<std::pair<HexPeriod, Tries>> contested = contestedOf(forces);
    // Each contest's last outcome, and what it was settled from.
    struct Settled
    {
        QList<std::pair<int, int>> tries;
        QList<bool> movesOn;
        QList<std::tuple<int, int, TraceItem>> losers;
        bool valid = false;
        /// Where each of its forces (contested order) was stopped once its losers were stopped:
        /// while none of these changes, its tries, its outcome and what it stops stay the same.
        QList<int> stops;
    };
    const auto sameStops = [&](const Tries &all, const QList<int> &stops) {
        if (stops.size() != all.size())
            return false;
        for (qsizetype i = 0; i < all.size(); ++i) {
            if (forces[all[i].first].stopAt != stops[i])
                return false;
        }
        return true;
    };
    QList<Settled> settled(contested.size());
    ContestWords words;
    for (const ContestCriterion &k : contest->criteria)
        words.ruleIds << contestRuleId(k);
    // Settles the contests in the order they happen; a force stopped somewhere makes no later
    // moves, which can end contests further on (those of the round no longer count it).
    // `explain`: the round is the one reported, with its texts.
    const auto settleRound = [&](bool explain) {
        c.out.conflicts.clear();
        c.out.decisions.resize(decisionsBefore);
        struct Contest
        {
            int period;
            int when;
            std::tuple<int, int, int> key;
            qsizetype index; ///< into contested
        };
        QList<Contest> order;
        for (qsizetype i = 0; i < contested.size(); ++i) {
            // A contest is settled when the last of its forces arrives: what happens before
            // that (other contests on their way) decides whether they arrive at all.
            int arriving = 0;
            int when = INT_MIN;
            for (const auto &[f, e] : contested[i].second) {
                if (e < forces[f].attempted()) {
                    ++arriving;
                    when = std::max(when, forces[f].entries[e].spentBefore);
                }
            }
            if (arriving >= 2)
                order << Contest{std::get<0>(contested[i].first), when, contested[i].first, i};
        }
        std::sort(order.begin(), order.end(), [](const Contest &a, const Contest &b) {
            return std::tie(a.period, a.when, a.key) < std::tie(b.period, b.when, b.key);
        });
        bool changed = false;
        for (const Contest &k : order) {
            const Tries &all = contested[k.index].second;
            Settled &last = settled[k.index];
            // Without texts, a contest none of whose forces stopped elsewhere since it was last
            // settled changes nothing: no need to look at it again.
            if (!explain && !c.choices.settleEveryContest && last.valid
                && sameStops(all, last.stops))
                continue;
            // Forces stopped earlier in this round no longer arrive here.
            QList<std::pair<int, int>> tries;
            QList<bool> movesOn; // with the tries, all that settle() reads that can change
            for (const auto &[f, e] : all) {
                if (e < forces[f].attempted()) {
                    tries << std::pair<int, int>{f, e};
                    movesOn << movesOnAfter(forces[f], e);
                }
            }
            if (tries.size() < 2)
                continue;
            // Without texts, a contest that the same forces reach as when it was last settled
            // ends the same way.
            if (explain || !last.valid || last.tries != tries || last.movesOn != movesOn) {
                TurnConflict hex;
                hex.hex = Hex{std::get<1>(k.key), std::get<2>(k.key)};
                hex.period = k.period;
                hex.turn = k.period / perTurn + 1;
                if (!periods.isEmpty())
                    hex.periodId = periods[k.period % perTurn]->id;
                if (explain)
                    hex.periodLabel = periodLabel(periods, k.period, c.language);
                last = Settled{tries,
                               movesOn,
                               settle(c, *contest, words, forces, tries, hex, explain),
                               true,
                               {}};
                if (explain)
                    c.out.conflicts << hex;
            }
            for (const auto &[f, e, reason] : std::as_const(last.losers)) {
                if (forces[f].stopAt < 0 || forces[f].stopAt > e) {
                    forces[f].stopAt = e;
                    forces[f].stopReason = reason;
                    changed = true;
                }
            }
            last.stops.clear();
            for (const auto &[f, e] : all)
                last.stops << forces[f].stopAt;
        }
        return changed;
    };
    // Round after round until one changes nothing; the conflicts reported are those of the last
    // round, settled once more with their texts (the same outcome: it changes nothing).
    const qsizetype lastRound = 4 * forces.size() + 1;
    bool explained = false;
    for (qsizetype round = 0; round <= lastRound; ++round) {
        explained = round == lastRound;
        bool changed = settleRound(explained);
        if (!changed && !leftFor.isEmpty())
            changed = settleLeavers(c, forces, leftFor, periods, atPauses);
        if (!changed && c.rules.ruleset().turns.sequence.onePerHex)
            changed = settlePauses(c, forces, periods, atPauses);
        if (!changed)
            break;
    }
    if (!explained)
        settleRound(true);
    c.out.conflicts << atPauses;
    // Events, then the losers' orders cut before the hex they were refused.
    for (const TurnConflict &k : std::as_const(c.out.conflicts)) {
        for (int i = 0; i < k.units.size(); ++i) {
            const int unit = k.unitIndexes[i];
            bool lost = false;
            for (const auto &s : k.stopped)
                lost = lost || s.first == k.units[i];
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
