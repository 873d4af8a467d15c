// The contested hexes of a simultaneous turn (strategic-commanders §3): who gets into a hex
// that several forces would enter in one period, by the ruleset's contest rule.
#include "contest.h"
#include "contestrounds_p.h"

#include <QVarLengthArray>
#include <algorithm>
#include <climits>
#include <numeric>
#include <vector>

namespace hexstride::turnresolver {

namespace {
/// The hexes that two or more forces try to enter in one period, in (period, q, r) order, each
/// with its tries in force order (a force's first try only). A sorted list rather than a tree
/// of every entry: thousands of forces make tens of thousands of entries.
QList<std::pair<HexPeriod, Tries>> contestedOf(const QList<Force> &forces)
{
    // (period, q, r) packed into one number sorts as the tuple does: map coordinates stay far
    // within 24 bits each way, periods within 16 bits.
    const auto pack = [](const Entry &en) {
        constexpr qint64 bias = qint64(1) << 23;
        return (quint64(en.period) << 48) | (quint64(en.hex.q + bias) << 24)
               | quint64(en.hex.r + bias);
    };
    struct Try
    {
        quint64 key;
        quint64 who; ///< (force, entry)
        bool operator<(const Try &o) const { return std::tie(key, who) < std::tie(o.key, o.who); }
    };
    std::vector<Try> all;
    for (int f = 0; f < forces.size(); ++f) {
        for (int e = 0; e < forces[f].attempted(); ++e)
            all.push_back(Try{pack(forces[f].entries[e]), (quint64(f) << 32) | quint32(e)});
    }
    std::sort(all.begin(), all.end());
    QList<std::pair<HexPeriod, Tries>> out;
    for (std::size_t i = 0, j = 0; i < all.size(); i = j) {
        int forcesHere = 0;
        for (j = i; j < all.size() && all[j].key == all[i].key; ++j)
            forcesHere += j == i || all[j].who >> 32 != all[j - 1].who >> 32;
        if (forcesHere < 2)
            continue;
        Tries tries;
        tries.reserve(forcesHere);
        for (std::size_t k = i; k < j; ++k) {
            const int f = int(all[k].who >> 32);
            if (tries.isEmpty() || tries.constLast().first != f)
                tries << std::pair<int, int>{f, int(quint32(all[k].who))};
        }
        const Entry &en = forces[tries.first().first].entries[tries.first().second];
        out << std::pair{HexPeriod{en.period, en.hex.q, en.hex.r}, tries};
    }
    return out;
}

/// Settles one contested hex into `out`; returns the forces that do not get in (force, entry)
/// with the reason each is refused. Without `explain`, the outcome only: no explanation text
/// (the rounds before the last are not reported).
QList<std::tuple<int, int, TraceItem>> settle(TurnContext &c, const ContestRule &rule,
                                              ContestWords &words, const QList<Force> &forces,
                                              const QList<std::pair<int, int>> &tries,
                                              TurnConflict &out, bool explain)
{
    const qsizetype n = tries.size();
    // Few forces meet in one hex: the working lists stay on the stack.
    QVarLengthArray<Contender, 16> cs;
    QVarLengthArray<bool, 16> movesOn;
    if (explain) {
        out.units.reserve(n);
        out.unitIndexes.reserve(n);
    }
    for (const auto &[f, e] : tries) {
        const Force &force = forces[f];
        if (explain) {
            out.units << force.name;
            out.unitIndexes << force.unit;
        }
        cs.append(Contender{force.name, force.figures, force.entries[e].remaining, force.daily});
        movesOn.append(movesOnAfter(force, e));
    }
    const int dice = int(rule.criteria.size());
    QStringList parts;
    const auto say = [&](const auto &text) {
        if (explain)
            parts << text();
    };
    // Indexes into the tries.
    QVarLengthArray<int, 16> remaining(n);
    std::iota(remaining.begin(), remaining.end(), 0);
    QVarLengthArray<int, 16> passed;
    QVarLengthArray<int, 16> undecided;
    while (!remaining.isEmpty()) {
        ContestOutcome o = resolveContestAmong(rule, cs, remaining);
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
                d.choices << cs[t].name;
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
            for (int t : std::as_const(o.tied))
                undecided << t;
            say([&] {
                QStringList names;
                for (int t : std::as_const(o.tied))
                    names << out.units[t];
                return ContestText::tr("a tie: roll dice (%1)")
                    .arg(names.join(QStringLiteral(", ")));
            });
            break;
        }
        const int w = o.winner;
        const QString ruleId = o.decidedBy >= 0 && o.decidedBy < dice ? words.ruleIds[o.decidedBy]
                               : o.decidedBy == dice                  ? QStringLiteral("dice")
                                                                      : QString();
        if (explain)
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
                return ContestText::tr("%1 moves on, then %2").arg(out.units[passed.last()], in());
            });
        }
        passed << w;
        // A winner that moves on (cavalry, say) leaves the hex to the next in line
        // (strategic-commanders §3.2).
        if (!rule.winnerFreesHexOnMovingOn || !movesOn[w]) {
            out.occupant = w;
            break;
        }
        remaining.removeOne(w);
    }
    if (out.occupant < 0 && undecided.isEmpty() && !passed.isEmpty())
        say([&] { return ContestText::tr("%1 moves on").arg(out.units[passed.last()]); });
    QList<std::tuple<int, int, TraceItem>> losers;
    losers.reserve(n - passed.size() - undecided.size());
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
        if (explain)
            out.stopped << std::pair<QString, Hex>{out.units[i], at};
        say([&] { return ContestText::tr("%1 stops in %2").arg(out.units[i], c.map.label(at)); });
    }
    out.explanation = parts.join(QStringLiteral("; "));
    return losers;
}
} // namespace

ContestRounds::ContestRounds(TurnContext &c, const ContestRule &rule, QList<Force> &forces,
                             const QList<const TurnPeriod *> &periods)
    : c_(c)
    , rule_(rule)
    , forces_(forces)
    , periods_(periods)
    , decisionsBefore_(c.out.decisions.size())
    // Who would enter which hex together, once: a later round only drops the tries of forces
    // stopped before them (stops only ever move earlier).
    , contested_(contestedOf(forces))
    , contestsOf_(forces.size())
    , moments_(contested_.size())
    , stopsSeen_(forces.size(), -1)
    , settled_(contested_.size())
{
    for (qsizetype i = 0; i < contested_.size(); ++i) {
        for (const auto &[f, e] : contested_[i].second)
            contestsOf_[f] << i;
    }
    for (const ContestCriterion &k : rule.criteria)
        words_.ruleIds << contestRuleId(k);
}

std::optional<ContestRounds::Moment> ContestRounds::momentOf(qsizetype i) const
{
    int arriving = 0;
    int when = INT_MIN;
    for (const auto &[f, e] : contested_[i].second) {
        if (e < forces_[f].attempted()) {
            ++arriving;
            when = std::max(when, forces_[f].entries[e].spentBefore);
        }
    }
    if (arriving < 2)
        return std::nullopt;
    const HexPeriod &key = contested_[i].first;
    return Moment{std::get<0>(key), when, key, i};
}

bool ContestRounds::sameStops(qsizetype i) const
{
    const Tries &all = contested_[i].second;
    const QList<int> &stops = settled_[i].stops;
    if (stops.size() != all.size())
        return false;
    for (qsizetype k = 0; k < all.size(); ++k) {
        if (forces_[all[k].first].stopAt != stops[k])
            return false;
    }
    return true;
}

bool ContestRounds::settleRound(bool explain)
{
    c_.out.conflicts.clear();
    c_.out.decisions.resize(decisionsBefore_);
    // Every contest's moment as of the round's start: made again for those of forces stopped
    // since the last round began; the others could not change.
    std::set<Moment> queue;
    const bool everyContest = explain || c_.choices.settleEveryContest;
    QList<bool> looked(contested_.size(), false);
    for (int f = 0; f < forces_.size(); ++f) {
        if (!firstRound_ && forces_[f].stopAt == stopsSeen_[f])
            continue;
        stopsSeen_[f] = forces_[f].stopAt;
        for (qsizetype i : std::as_const(contestsOf_[f])) {
            if (looked[i])
                continue;
            looked[i] = true;
            moments_[i] = momentOf(i);
            if (moments_[i])
                queue.insert(*moments_[i]);
        }
    }
    firstRound_ = false;
    if (everyContest) {
        for (const std::optional<Moment> &m : std::as_const(moments_)) {
            if (m)
                queue.insert(*m);
        }
    }
    bool changed = false;
    while (!queue.empty()) {
        const Moment at = *queue.begin();
        queue.erase(queue.begin());
        // Without texts, a contest none of whose forces stopped elsewhere since it was last
        // settled changes nothing: no need to look at it again.
        if (!everyContest && settled_[at.index].valid && sameStops(at.index))
            continue;
        changed = settleOne(at, explain, queue) || changed;
    }
    return changed;
}

bool ContestRounds::settleOne(const Moment &at, bool explain, std::set<Moment> &queue)
{
    const Tries &all = contested_[at.index].second;
    Settled &last = settled_[at.index];
    // Forces stopped earlier in this round no longer arrive here.
    QVarLengthArray<std::pair<int, int>, 16> tries;
    QVarLengthArray<bool, 16> movesOn; // with the tries, all that settle() reads that can change
    for (const auto &[f, e] : all) {
        if (e < forces_[f].attempted()) {
            tries.append(std::pair<int, int>{f, e});
            movesOn.append(movesOnAfter(forces_[f], e));
        }
    }
    if (tries.size() < 2)
        return false;
    // Without texts, a contest that the same forces reach as when it was last settled ends the
    // same way.
    const auto same = [](const auto &a, const auto &b) {
        return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend());
    };
    if (explain || !last.valid || !same(last.tries, tries) || !same(last.movesOn, movesOn)) {
        const int perTurn = std::max<int>(1, int(periods_.size()));
        TurnConflict hex;
        hex.hex = Hex{std::get<1>(at.key), std::get<2>(at.key)};
        hex.period = at.period;
        hex.turn = at.period / perTurn + 1;
        if (!periods_.isEmpty())
            hex.periodId = periods_[at.period % perTurn]->id;
        if (explain) {
            auto label = periodLabels_.find(at.period);
            if (label == periodLabels_.end())
                label = periodLabels_.insert(at.period,
                                             periodLabel(periods_, at.period, c_.language));
            hex.periodLabel = *label;
        }
        last.tries = Tries(tries.cbegin(), tries.cend());
        last.movesOn = QList<bool>(movesOn.cbegin(), movesOn.cend());
        last.losers = settle(c_, rule_, words_, forces_, last.tries, hex, explain);
        last.valid = true;
        if (explain)
            c_.out.conflicts << hex;
    }
    bool changed = false;
    for (const auto &[f, e, reason] : std::as_const(last.losers)) {
        Force &loser = forces_[f];
        if (loser.stopAt >= 0 && loser.stopAt <= e)
            continue;
        loser.stopAt = e;
        loser.stopReason = reason;
        changed = true;
        // Its contests still to come in this round are looked at again (the earlier ones in
        // the next round, when their moments are made again).
        for (qsizetype j : std::as_const(contestsOf_[f])) {
            if (moments_[j] && at < *moments_[j])
                queue.insert(*moments_[j]);
        }
    }
    last.stops.clear();
    for (const auto &[f, e] : all)
        last.stops << forces_[f].stopAt;
    return changed;
}

} // namespace hexstride::turnresolver
