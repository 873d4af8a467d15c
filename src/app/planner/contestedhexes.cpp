#include "contestedhexes.h"

#include "movement/planevaluator.h"

#include <QCoreApplication>
#include <algorithm>
#include <climits>
#include <map>
#include <tuple>

namespace hexstride {

namespace {
/// One hex a force moves into.
struct Entry
{
    Hex hex;
    Hex from;
    int period = 0;
    int spentBefore = 0; ///< in this allowance, before the step: when in the period it happens
    int remaining = 0;   ///< move points left after entering
};

struct Force
{
    QString name;
    int figures = 0;
    int daily = 0;
    QList<Entry> entries;
    int stopAt = -1; ///< the entry it was refused; -1 = none
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
        return QCoreApplication::translate("hexstride::ContestedHexes", "Turn %1").arg(period + 1);
    const int n = int(periods.size());
    return QStringLiteral("%1 %2").arg(periods[period % n]->label.in(language)).arg(period / n + 1);
}

Force forceOf(const MovementRules &rules, const HexMap &map, const MovementPlan &plan,
              const QList<OrderToken> &orders, const QList<const TurnPeriod *> &periods)
{
    Force f;
    f.name = plan.unit.isEmpty() ? plan.name : plan.unit;
    PlanContext ctx;
    for (const MapUnit &u : map.units()) {
        if (!plan.unit.isEmpty() && u.name == plan.unit) {
            ctx.side = u.side;
            f.figures = u.figures;
        }
    }
    const UnitProfile profile = rules.ruleset().withDefaults(plan.profile);
    const PlanResult r = evaluateOrders(rules, map, plan.start, orders, profile, ctx);
    f.daily = std::max(0, r.budget);
    const int own = periodOfProfile(periods, profile);
    const int perTurn = std::max<int>(1, int(periods.size()));
    int turn = 1;
    QString periodId = r.steps.isEmpty() ? QString() : r.steps.first().period;
    int spent = 0;
    for (const PlannedStep &s : r.steps) {
        if (s.status != StepStatus::Ok)
            break; // the force stops at the first step it cannot make
        if (s.turn != turn || s.period != periodId) {
            turn = s.turn;
            periodId = s.period;
            spent = 0;
        }
        const int cost = s.cost.value_or(0);
        if (s.from != s.to) {
            // The step's own period where the evaluator names it (a split move: day, then night).
            int k = own;
            for (int i = 0; i < periods.size() && !s.period.isEmpty(); ++i) {
                if (periods[i]->id == s.period)
                    k = i;
            }
            const int period = k >= 0 ? (turn - 1) * perTurn + k : turn - 1;
            f.entries << Entry{s.to, s.from, period, spent,
                               r.budget < 0 ? 0 : r.budget - spent - cost};
        }
        spent += cost;
    }
    return f;
}

/// Who tries to enter which hex in which period: (period, q, r) -> (force, entry), first tries
/// only.
using Attempts = std::map<std::tuple<int, int, int>, QList<std::pair<int, int>>>;

Attempts attemptsOf(const QList<Force> &forces)
{
    Attempts out;
    for (int f = 0; f < forces.size(); ++f) {
        for (int e = 0; e < forces[f].attempted(); ++e) {
            const Entry &en = forces[f].entries[e];
            auto &list = out[{en.period, en.hex.q, en.hex.r}];
            if (std::none_of(list.cbegin(), list.cend(),
                             [f](const auto &a) { return a.first == f; }))
                list << std::pair<int, int>{f, e};
        }
    }
    return out;
}

/// Settles one contested hex; returns the forces that do not get in (force, entry).
QList<std::pair<int, int>> settle(const ContestRule &rule, const QList<Force> &forces,
                                  const QList<std::pair<int, int>> &tries,
                                  std::optional<quint32> seed, const HexMap &map,
                                  const QString &language, ContestedHex &out)
{
    QList<Contender> cs;
    QList<bool> movesOn;
    for (const auto &[f, e] : tries) {
        const Force &force = forces[f];
        out.movers << force.name;
        cs << Contender{force.name, force.figures, force.entries[e].remaining, force.daily};
        movesOn << (e + 1 < force.made() && force.entries[e + 1].period == force.entries[e].period);
    }
    auto criterion = [&](int decidedBy) {
        if (decidedBy >= 0 && decidedBy < rule.criteria.size())
            return rule.criteria[decidedBy].label.in(language);
        if (decidedBy == rule.criteria.size())
            return QCoreApplication::translate("hexstride::ContestedHexes", "dice (seed %1)")
                .arg(seed.value_or(0));
        return QString();
    };
    QStringList parts;
    QList<int> remaining;
    for (int i = 0; i < cs.size(); ++i)
        remaining << i;
    QList<int> passed;
    QList<int> undecided;
    while (!remaining.isEmpty()) {
        QList<Contender> field;
        for (int i : std::as_const(remaining))
            field << cs[i];
        const ContestOutcome o = resolveContest(rule, field, seed);
        if (o.winner < 0) {
            QStringList names;
            for (int t : o.tied) {
                undecided << remaining[t];
                names << out.movers[remaining[t]];
            }
            parts << QCoreApplication::translate("hexstride::ContestedHexes",
                                                 "a tie: roll dice (%1)")
                         .arg(names.join(QStringLiteral(", ")));
            break;
        }
        const int w = remaining[o.winner];
        const QString why = criterion(o.decidedBy);
        const QString in
            = why.isEmpty()
                  ? QCoreApplication::translate("hexstride::ContestedHexes", "%1 moves in")
                        .arg(out.movers[w])
                  : QCoreApplication::translate("hexstride::ContestedHexes", "%1 moves in: %2")
                        .arg(out.movers[w], why);
        if (passed.isEmpty()) {
            out.winner = w;
            parts << in;
        } else {
            parts << QCoreApplication::translate("hexstride::ContestedHexes",
                                                 "%1 moves on, then %2")
                         .arg(out.movers[passed.constLast()], in);
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
        parts << QCoreApplication::translate("hexstride::ContestedHexes", "%1 moves on")
                     .arg(out.movers[passed.constLast()]);
    QList<std::pair<int, int>> losers;
    for (int i = 0; i < tries.size(); ++i) {
        if (passed.contains(i) || undecided.contains(i))
            continue;
        const auto [f, e] = tries[i];
        losers << tries[i];
        const Hex at = forces[f].entries[e].from;
        out.stopped << StoppedForce{out.movers[i], at};
        parts << QCoreApplication::translate("hexstride::ContestedHexes", "%1 stops in %2")
                     .arg(out.movers[i], map.label(at));
    }
    out.explanation = parts.join(QStringLiteral("; "));
    return losers;
}
} // namespace

QList<ContestedHex> contestedHexes(const MovementRules &rules, const HexMap &map,
                                   const QString &language, std::optional<quint32> seed)
{
    QList<ContestedHex> out;
    const auto &contest = rules.ruleset().contest;
    if (!contest)
        return out;
    const QList<const TurnPeriod *> periods = topLevelPeriods(rules.ruleset());
    QList<Force> forces;
    for (const MovementPlan &plan : map.plans()) {
        const auto parsed = parseOrders(plan.orders.join(QStringLiteral(", ")),
                                        map.grid().orientation, rules.ruleset().turns.holdTokens);
        if (!parsed.error.isEmpty() || !map.contains(plan.start))
            continue;
        forces << forceOf(rules, map, plan, parsed.tokens, periods);
    }
    // Settle the contests in the order they happen; a force stopped somewhere makes no later
    // moves, which can end contests further on: settle again until nothing changes. Stops only
    // ever move earlier, so this ends.
    for (int round = 0; round <= 4 * forces.size() + 1; ++round) {
        out.clear();
        struct Contest
        {
            int period;
            int when;
            std::tuple<int, int, int> key;
        };
        const Attempts attempts = attemptsOf(forces);
        QList<Contest> order;
        for (const auto &[key, tries] : attempts) {
            if (tries.size() < 2)
                continue;
            // A contest is settled when the last of its forces arrives: what happens before
            // that (other contests on their way) decides whether they arrive at all.
            int when = INT_MIN;
            for (const auto &[f, e] : tries)
                when = std::max(when, forces[f].entries[e].spentBefore);
            order << Contest{std::get<0>(key), when, key};
        }
        std::sort(order.begin(), order.end(), [](const Contest &a, const Contest &b) {
            return std::tie(a.period, a.when, a.key) < std::tie(b.period, b.when, b.key);
        });
        bool changed = false;
        for (const Contest &c : order) {
            ContestedHex hex;
            hex.hex = Hex{std::get<1>(c.key), std::get<2>(c.key)};
            hex.period = c.period;
            hex.periodLabel = periodLabel(periods, c.period, language);
            for (const auto &[f, e] :
                 settle(*contest, forces, attempts.at(c.key), seed, map, language, hex)) {
                if (forces[f].stopAt < 0 || forces[f].stopAt > e) {
                    forces[f].stopAt = e;
                    changed = true;
                }
            }
            out << hex;
            if (changed)
                break;
        }
        if (!changed)
            break;
    }
    return out;
}

} // namespace hexstride
