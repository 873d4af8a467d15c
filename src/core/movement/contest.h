#pragma once

#include "rules/ruleset.h"

#include <optional>
#include <span>
#include <vector>

namespace hexstride {

/// A force trying to move into a contested hex.
struct Contender
{
    QString name;
    int troopFigures = 0; ///< troop figures only: leaders, heroes, wizards, trolls do not count
    int mpRemaining = 0;
    int dailyMp = 0;
};

/// Who moves into a contested hex: the winner, the criterion that decided, or a tie for dice.
struct ContestOutcome
{
    int winner = -1;    ///< index into the contenders, -1 when the dice are still to roll
    int decidedBy = -1; ///< index of the deciding criterion; criteria.size() = the dice
    QList<int> tied;    ///< contenders still level before the dice
};

/// Resolves a contested hex with the ruleset's criteria, in order. When all criteria tie and the
/// rule ends with dice: with a seed the dice are rolled (reproducibly); without one the tie is
/// reported for the players to roll.
ContestOutcome resolveContest(const ContestRule &rule, const QList<Contender> &contenders,
                              std::optional<quint32> seed = std::nullopt);

/// The same among some of the contenders only (`among`: indexes into `contenders`, in order);
/// the outcome's winner and tied are indexes into `contenders` too.
ContestOutcome resolveContestAmong(const ContestRule &rule, std::span<const Contender> contenders,
                                   std::span<const int> among,
                                   std::optional<quint32> seed = std::nullopt);

/// The contenders of one hex in the order the rule lets them in, where a winner that moves on
/// frees the hex for the next: what resolveContestAmong (without a seed) gives among those
/// left, each time in log n rather than by applying the criteria to all that are left again,
/// and a tie's members one by one rather than listed (thousands of level armies that each move
/// on through the hex make as many ties).
class ContestLine
{
public:
    ContestLine(const ContestRule &rule, std::span<const Contender> contenders);

    /// Who is first among those left: the winner and the criterion that decided, as
    /// resolveContestAmong; or, level by every criterion, how many are tied (`tied`).
    struct Front
    {
        int winner = -1;
        int decidedBy = -1;
        qsizetype tied = 0;
    };
    Front front() const;
    qsizetype left() const { return m_left; }
    /// The `k`-th of the front's tie in the contenders' order (0 <= k < Front::tied).
    int tiedAt(qsizetype k) const;
    /// The front's tie, in the contenders' order.
    QList<int> tied() const;
    /// Which tie is the front's: the same number while its members are taken one by one.
    qsizetype tieId() const { return m_from; }
    /// Takes contender `c`, a member of the front (the winner or one of its tie).
    void take(int c);

private:
    bool level(int a, int b) const;
    int levelCriteria(int a, int b) const; ///< how many of the first criteria `a` and `b` tie
    qsizetype kth(qsizetype k) const;      ///< the place in m_order of the k-th left
    void frontGroup();

    int m_criteria = 0;
    std::vector<qint64> m_keys; ///< per contender and criterion: its value, less is better
    std::vector<int> m_order;   ///< the contenders by their keys, then in their order
    std::vector<int> m_place;   ///< per contender: its place in m_order
    std::vector<int> m_tree;    ///< over m_order, 1 for each left (a Fenwick tree)
    qsizetype m_top = 1;        ///< the highest power of 2 within m_order's size
    qsizetype m_from = 0;       ///< the front's group (level keys): m_order[m_from, m_to)
    qsizetype m_to = 0;         ///<
    qsizetype m_frontLeft = 0;  ///< how many of the front's group are left
    qsizetype m_left = 0;
};

/// Who ends up in the contested hex. The winner enters; when the rule lets a winner that moves
/// on free the hex ("cavalry gains the contested hex and continues movement"), the next force by
/// the same criteria may move in, and so on. -1 when a tie is left for the dice.
int occupantAfterContest(const ContestRule &rule, const QList<Contender> &contenders,
                         const QList<bool> &movesOn, std::optional<quint32> seed = std::nullopt);

} // namespace hexstride
