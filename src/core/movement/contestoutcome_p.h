#pragma once

// Private to the simultaneous sequencing kind: one contested hex settled by the ruleset's contest
// rule. Settling records the outcome only; the report's texts are made from that record, so a
// contest is not settled again just to be told.

#include "sentence_p.h"
#include "simultaneousforces_p.h"

#include <QHash>
#include <QVarLengthArray>

namespace hexstride::turnresolver {

using Tries = QList<std::pair<int, int>>; ///< (force, entry)

/// What the contests of a turn say the same way, made once per turn: each criterion's rule id
/// and label, the translated sentences, and the losers' reason per deciding rule id (made on
/// first use).
struct ContestWords
{
    ContestWords(const ContestRule &rule, const QString &language);
    QStringList ruleIds;         ///< per criterion of the contest rule (contestRuleId)
    QStringList criterionLabels; ///< per criterion, in the resolve's language
    QHash<QString, LocalizedText> lossLabels;
    Sentence movesIn, movesInBecause, movesOnThen, movesOn, tie, stopsIn;
    QString diceSeed, diceReferee;
    LocalizedText openTie; ///< the reason of the forces of a tie whose dice are not rolled
};

/// How one contest ended, as settled: everything its report needs.
struct ContestResult
{
    struct MovedIn
    {
        int at = 0;        ///< index into the tries
        int decidedBy = 0; ///< deciding criterion; -1 alone; criteria.size() the dice
        int decision = -1; ///< index into `decisions` of the roll that decided, or -1
    };
    /// A roll of the dice among forces level by every criterion, kept small: its choices are
    /// its tie's forces (`tieFrom`..`tieTo` of `tieTries`) less those chosen by the rolls of the
    /// same tie before it (`firstOfTie`..itself), so that a tie of n forces that each move on
    /// holds n rolls, not n lists of names (made into decisions only when told, turnDecision).
    struct Roll
    {
        int number = 0;     ///< how many had moved in before it (the last part of its id)
        int tieFrom = 0;    ///< its tie's forces: tieTries[tieFrom, tieTo)
        int tieTo = 0;      ///<
        int firstOfTie = 0; ///< index into `rolls` of its tie's first roll
        int chosen = -1;    ///< index into the tries of who it chose; -1 none (left open)
        enum class Source : char { Decision, Seed, Open } source = Source::Open;
    };
    QVarLengthArray<MovedIn, 4> movedIn; ///< who moved in, in turn (a winner moving on frees it)
    QList<int> tied;                     ///< left level for the dice (indexes into the tries)
    int occupant = -1;                   ///< index into the tries of who stays; -1 none
    QList<Roll> rolls;                   ///< the dice it asked for, in order
    QList<int> tieTries; ///< the forces of each tie that rolled (indexes into the tries, in order)
    QString rule;        ///< the first winner's deciding rule id
    QList<std::tuple<int, int, TraceItem>> losers; ///< (force, entry, why it is refused)
};

/// Settles the contest at `hex` in `period` among `tries` (in force order): who moves in, who
/// stays, who is refused. Dice are decided as TurnContext::decide decides them (the referee's
/// answer, else a roll with the seed, else left open) and kept in the result as rolls, made into
/// the turn's decisions only when told (turnDecision).
ContestResult settleContest(TurnContext &c, const ContestRule &rule, ContestWords &words,
                            const QList<Force> &forces, const Tries &tries, Hex hex, int period);

/// The tie whose first roll is `r` (of a settled contest at `hex` in `period`) as the turn's
/// one decision for it: its id (its first roll's), its choices (the tie's names), its question
/// and outcome (who moved in, in order). Its size is linear in the tie, not in its square.
/// `end` receives the index of the next tie's first roll.
TurnDecision turnDecision(const TurnContext &c, const QList<Force> &forces, const Tries &tries,
                          const ContestResult &result, qsizetype r, Hex hex, int period,
                          qsizetype *end);

/// The report of a settled contest into `out` (whose hex and period are set): its units, winner,
/// occupant, rules and explanation, made from `result` alone.
void explainContest(const TurnContext &c, const ContestRule &rule, const ContestWords &words,
                    const QList<Force> &forces, const Tries &tries, const ContestResult &result,
                    TurnConflict &out);

} // namespace hexstride::turnresolver
