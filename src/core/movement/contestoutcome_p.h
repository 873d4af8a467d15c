#pragma once

// Private to the simultaneous sequencing kind: one contested hex settled by the ruleset's contest
// rule. Settling records the outcome only; the report's texts are made from that record, so a
// contest is not settled again just to be told.

#include "simultaneousforces_p.h"

#include <QHash>
#include <QVarLengthArray>

namespace hexstride::turnresolver {

using Tries = QList<std::pair<int, int>>; ///< (force, entry)

/// A translated sentence with placeholders %1, %2, …, read once and then filled as often as
/// needed: what QString::arg(a) or arg(a, b) gives, without reading the pattern each time (a
/// turn tells thousands of contests). A pattern of another shape (%L1, a placeholder twice, a
/// number skipped) is filled by QString::arg itself.
class Sentence
{
public:
    explicit Sentence(const QString &pattern);
    /// Appends the sentence with `args` for %1, %2, … to `out`.
    void appendTo(QString &out, std::initializer_list<QStringView> args) const;
    QString operator()(std::initializer_list<QStringView> args) const;

private:
    QString m_pattern;
    QList<std::pair<qsizetype, qsizetype>> m_literals; ///< around the placeholders: (from, size)
    QList<int> m_placeholders; ///< 0-based argument of each placeholder, in order
    bool m_plain = false;      ///< only %1…%n, each once: filled here
};

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
    QVarLengthArray<MovedIn, 4> movedIn; ///< who moved in, in turn (a winner moving on frees it)
    QVarLengthArray<int, 4> tied;        ///< left level for the dice (indexes into the tries)
    int occupant = -1;                   ///< index into the tries of who stays; -1 none
    QList<TurnDecision> decisions;       ///< the dice it asked for, in order
    QString rule;                        ///< the first winner's deciding rule id
    QList<std::tuple<int, int, TraceItem>> losers; ///< (force, entry, why it is refused)
};

/// Settles the contest at `hex` in `period` among `tries` (in force order): who moves in, who
/// stays, who is refused. Dice are decided through the context (TurnContext::decide) and kept in
/// the result, not in the turn's decisions.
ContestResult settleContest(TurnContext &c, const ContestRule &rule, ContestWords &words,
                            const QList<Force> &forces, const Tries &tries, Hex hex, int period);

/// The report of a settled contest into `out` (whose hex and period are set): its units, winner,
/// occupant, rules and explanation, made from `result` alone.
void explainContest(const TurnContext &c, const ContestRule &rule, const ContestWords &words,
                    const QList<Force> &forces, const Tries &tries, const ContestResult &result,
                    TurnConflict &out);

} // namespace hexstride::turnresolver
