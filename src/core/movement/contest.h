#pragma once

#include "rules/ruleset.h"

#include <optional>
#include <span>

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

/// Who ends up in the contested hex. The winner enters; when the rule lets a winner that moves
/// on free the hex ("cavalry gains the contested hex and continues movement"), the next force by
/// the same criteria may move in, and so on. -1 when a tie is left for the dice.
int occupantAfterContest(const ContestRule &rule, const QList<Contender> &contenders,
                         const QList<bool> &movesOn, std::optional<quint32> seed = std::nullopt);

} // namespace hexstride
