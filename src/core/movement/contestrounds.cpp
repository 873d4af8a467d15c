// The contested hexes of a simultaneous turn (strategic-commanders §3): who gets into a hex
// that several forces would enter in one period, by the ruleset's contest rule.
#include "contestrounds_p.h"

#include <QVarLengthArray>
#include <algorithm>
#include <array>
#include <climits>
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
    };
    std::vector<Try> all;
    std::size_t tries = 0;
    for (const Force &f : forces)
        tries += std::size_t(f.attempted());
    all.reserve(tries);
    for (int f = 0; f < forces.size(); ++f) {
        for (int e = 0; e < forces[f].attempted(); ++e)
            all.push_back(Try{pack(forces[f].entries[e]), (quint64(f) << 32) | quint32(e)});
    }
    // Made in (force, entry) order: a stable sort by key alone sorts them by (key, force, entry).
    // A radix sort, 11 bits a pass, skipping the passes where every key has the same digit.
    std::vector<Try> sorted(all.size());
    for (int shift = 0; shift < 64 && !all.empty(); shift += 11) {
        std::array<std::size_t, 2048> start{};
        for (const Try &t : all)
            ++start[(t.key >> shift) & 2047];
        if (start[(all.front().key >> shift) & 2047] == all.size())
            continue;
        std::size_t before = 0;
        for (std::size_t &n : start)
            before += std::exchange(n, before);
        for (const Try &t : all)
            sorted[start[(t.key >> shift) & 2047]++] = t;
        all.swap(sorted);
    }
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
    , looked_(contested_.size(), false)
    , queued_(std::size_t(contested_.size()), false)
    , settled_(contested_.size())
    , words_(rule, c.language)
{
    for (qsizetype i = 0; i < contested_.size(); ++i) {
        for (const auto &[f, e] : contested_[i].second)
            contestsOf_[f] << i;
    }
}

ContestRounds::Moment::Moment(int period, int when, const HexPeriod &key, qsizetype index)
    : period(period)
    , when(when)
    , key(key)
    , index(index)
{
    // Signed numbers with the sign bit flipped sort as unsigned ones do.
    const auto bits = [](int v) { return quint64(quint32(v) ^ 0x80000000u); };
    order[0] = bits(period) << 32 | bits(when);
    order[1] = bits(std::get<1>(key)) << 32 | bits(std::get<2>(key));
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
    const auto &stops = settled_[i].stops;
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
    filling_ = true;
    c_.out.conflicts.clear();
    c_.out.decisions.resize(decisionsBefore_);
    // Every contest's moment as of the round's start: made again for those of forces stopped
    // since the last round began; the others could not change.
    const bool everyContest = explain || c_.choices.settleEveryContest;
    QVarLengthArray<qsizetype, 64> looked; // the contests marked in looked_, unmarked after
    for (int f = 0; f < forces_.size(); ++f) {
        if (!firstRound_ && forces_[f].stopAt == stopsSeen_[f])
            continue;
        stopsSeen_[f] = forces_[f].stopAt;
        for (qsizetype i : std::as_const(contestsOf_[f])) {
            if (looked_[i])
                continue;
            looked_[i] = true;
            looked.append(i);
            moments_[i] = momentOf(i);
            if (moments_[i])
                queue(*moments_[i]);
        }
    }
    for (qsizetype i : std::as_const(looked))
        looked_[i] = false;
    firstRound_ = false;
    if (everyContest) {
        for (const std::optional<Moment> &m : std::as_const(moments_)) {
            if (m)
                queue(*m);
        }
    }
    // Latest first: the earliest is taken from the back.
    std::sort(queue_.begin(), queue_.end(), Queued::later);
    filling_ = false;
    if (explain)
        c_.out.conflicts.reserve(qsizetype(queue_.size()));
    bool changed = false;
    while (!queue_.empty()) {
        const Moment at = takeFirst();
        // Without texts, a contest none of whose forces stopped elsewhere since it was last
        // settled changes nothing: no need to look at it again.
        if (!everyContest && settled_[at.index].valid && sameStops(at.index))
            continue;
        changed = settleOne(at, explain) || changed;
    }
    return changed;
}

void ContestRounds::queue(const Moment &m)
{
    if (queued_[std::size_t(m.index)])
        return;
    queued_[std::size_t(m.index)] = true;
    const Queued q{m.order[0], m.order[1], m.index};
    if (filling_)
        queue_.push_back(q); // sorted once filled
    else
        queue_.insert(std::upper_bound(queue_.begin(), queue_.end(), q, Queued::later), q);
}

ContestRounds::Moment ContestRounds::takeFirst()
{
    const qsizetype i = queue_.back().index;
    queue_.pop_back();
    queued_[std::size_t(i)] = false;
    return *moments_[i]; // what was queued: moments stay as they are during a round
}

bool ContestRounds::settleOne(const Moment &at, bool explain)
{
    const Tries &all = contested_[at.index].second;
    Settled &last = settled_[at.index];
    // Forces stopped earlier in this round no longer arrive here.
    QVarLengthArray<std::pair<int, int>, 16> tries;
    QVarLengthArray<bool, 16> movesOn; // with the tries, all that settling reads that can change
    for (const auto &[f, e] : all) {
        if (e < forces_[f].attempted()) {
            tries.append(std::pair<int, int>{f, e});
            movesOn.append(movesOnAfter(forces_[f], e));
        }
    }
    if (tries.size() < 2)
        return false;
    // A contest that the same forces reach as when it was last settled ends the same way: its
    // report is made from that outcome (settled again only to check that, settleEveryContest).
    const auto same = [](const auto &a, const auto &b) {
        return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend());
    };
    const Hex hex{std::get<1>(at.key), std::get<2>(at.key)};
    if ((explain && c_.choices.settleEveryContest) || !last.valid || !same(last.tries, tries)
        || !same(last.movesOn, movesOn)) {
        last.tries = Tries(tries.cbegin(), tries.cend());
        last.movesOn = QList<bool>(movesOn.cbegin(), movesOn.cend());
        last.result = settleContest(c_, rule_, words_, forces_, last.tries, hex, at.period);
        last.valid = true;
    }
    if (explain) {
        const int perTurn = std::max<int>(1, int(periods_.size()));
        TurnConflict report;
        report.hex = hex;
        report.period = at.period;
        report.turn = at.period / perTurn + 1;
        if (!periods_.isEmpty())
            report.periodId = periods_[at.period % perTurn]->id;
        auto label = periodLabels_.find(at.period);
        if (label == periodLabels_.end())
            label = periodLabels_.insert(at.period, periodLabel(periods_, at.period, c_.language));
        report.periodLabel = *label;
        explainContest(c_, rule_, words_, forces_, last.tries, last.result, report);
        c_.out.conflicts << std::move(report);
        for (qsizetype r = 0; r < last.result.rolls.size();)
            c_.out.decisions << turnDecision(c_, forces_, last.tries, last.result, r, hex,
                                             at.period, &r);
    }
    bool changed = false;
    for (const auto &[f, e, reason] : std::as_const(last.result.losers)) {
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
                queue(*moments_[j]);
        }
    }
    last.stops.resize(all.size());
    for (qsizetype k = 0; k < all.size(); ++k)
        last.stops[k] = forces_[all[k].first].stopAt;
    return changed;
}

} // namespace hexstride::turnresolver
