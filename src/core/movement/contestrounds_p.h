#pragma once

// Private to the simultaneous sequencing kind: the hexes that several forces would enter at one
// moment, settled by the ruleset's contest rule round after round.

#include "contestoutcome_p.h"

#include <QHash>
#include <QVarLengthArray>
#include <optional>
#include <tuple>
#include <vector>

namespace hexstride::turnresolver {

using HexPeriod = std::tuple<int, int, int>; ///< (period, q, r)

/// The contested hexes of a turn. A force stopped at one contest makes no later moves, which
/// can end contests further on: they are settled in the order they happen, round after round,
/// until a round stops nobody. A round looks again only at the contests some of whose forces
/// were stopped since they were last settled (stops only ever move earlier, so the others would
/// end as before).
class ContestRounds
{
public:
    ContestRounds(TurnContext &c, const ContestRule &rule, QList<Force> &forces,
                  const QList<const TurnPeriod *> &periods);

    /// One round. `explain`: the round reported, every contest into the turn's conflicts with
    /// its texts, made from its recorded outcome where its forces arrive as when it was settled
    /// (TurnChoices::settleEveryContest settles every contest in every round, and settles again
    /// those reported). Returns whether it stopped any force.
    bool settleRound(bool explain);

private:
    /// When a contest is settled in a round: when the last of its forces arrives (what happens
    /// before that decides whether they arrive at all).
    struct Moment
    {
        Moment(int period, int when, const HexPeriod &key, qsizetype index);
        int period = 0;
        int when = 0;
        HexPeriod key;
        qsizetype index = 0; ///< into contested_
        /// (period, when, key) packed so that they compare as the tuple does (key's period is
        /// the moment's): the round's queue compares moments many times.
        quint64 order[2] = {0, 0};
        bool operator<(const Moment &o) const
        {
            return order[0] < o.order[0] || (order[0] == o.order[0] && order[1] < o.order[1]);
        }
    };
    /// A contest's last outcome, and what it was settled from.
    struct Settled
    {
        Tries tries;
        QList<bool> movesOn;
        ContestResult result;
        bool valid = false;
        /// Where each of its forces (contested order) was stopped once its losers were stopped:
        /// while none of these changes, its tries, its outcome and what it stops stay the same.
        QVarLengthArray<int, 8> stops;
    };

    std::optional<Moment> momentOf(qsizetype i) const;
    bool sameStops(qsizetype i) const;
    /// Settles contest `at` and stops its losers; contests later in the round that lose a
    /// force by it are queued. Returns whether it stopped any force.
    bool settleOne(const Moment &at, bool explain);
    /// The round's queue of contests to settle, earliest moment first, each contest once: filled
    /// at the round's start and sorted once, then kept sorted (empty between rounds).
    void queue(const Moment &m);
    Moment takeFirst();

    TurnContext &c_;
    const ContestRule &rule_;
    QList<Force> &forces_;
    const QList<const TurnPeriod *> &periods_;
    const qsizetype decisionsBefore_;
    QList<std::pair<HexPeriod, Tries>> contested_;
    QList<QList<qsizetype>> contestsOf_;   ///< per force: the contests it tries
    QList<std::optional<Moment>> moments_; ///< per contest, as of the round's start
    QList<int> stopsSeen_;                 ///< per force: its stop when moments_ was made
    QList<bool> looked_;                   ///< per contest: its moment made in this round
    /// A queued contest: its moment's order and its index (small, to sort and move).
    struct Queued
    {
        quint64 order0, order1;
        qsizetype index;
        static bool later(const Queued &a, const Queued &b)
        {
            return b.order0 < a.order0 || (b.order0 == a.order0 && b.order1 < a.order1);
        }
    };
    std::vector<Queued> queue_; ///< latest moment first
    bool filling_ = false;      ///< the round's start: queue_ not sorted yet
    std::vector<bool> queued_;  ///< per contest: in queue_
    QList<Settled> settled_;
    ContestWords words_;
    QHash<int, QString> periodLabels_; ///< made on first use: many contests share a period
    bool firstRound_ = true;
};

} // namespace hexstride::turnresolver
