#include "contest.h"

#include <QVarLengthArray>
#include <numeric>
#include <random>

namespace hexstride {

namespace {
/// Which of a contender's numbers a criterion compares, looked up once per criterion.
using ContenderValue = int Contender::*;
ContenderValue valueOf(const QString &key)
{
    if (key == QLatin1String("figures"))
        return &Contender::troopFigures;
    if (key == QLatin1String("mpRemaining"))
        return &Contender::mpRemaining;
    return &Contender::dailyMp;
}
} // namespace

ContestOutcome resolveContestAmong(const ContestRule &rule, std::span<const Contender> contenders,
                                   std::span<const int> among, std::optional<quint32> seed)
{
    ContestOutcome out;
    // Few contenders meet in one hex: the working lists stay on the stack.
    QVarLengthArray<int, 16> alive(among.begin(), among.end());
    if (alive.size() == 1) {
        out.winner = alive.first();
        return out;
    }
    for (int k = 0; k < rule.criteria.size() && alive.size() > 1; ++k) {
        const ContestCriterion &c = rule.criteria[k];
        const ContenderValue value = valueOf(c.key);
        int best = contenders[alive.first()].*value;
        for (int i : std::as_const(alive)) {
            const int v = contenders[i].*value;
            best = c.preferMore ? std::max(best, v) : std::min(best, v);
        }
        alive.removeIf([&](int i) { return contenders[i].*value != best; });
        if (alive.size() == 1) {
            out.winner = alive.first();
            out.decidedBy = k;
            return out;
        }
    }
    out.tied = QList<int>(alive.begin(), alive.end());
    if (rule.diceLast && seed && !alive.isEmpty()) {
        std::mt19937 rng(*seed);
        std::uniform_int_distribution<int> die(0, static_cast<int>(alive.size()) - 1);
        out.winner = alive[die(rng)];
        out.decidedBy = static_cast<int>(rule.criteria.size());
    }
    return out;
}

ContestOutcome resolveContest(const ContestRule &rule, const QList<Contender> &contenders,
                              std::optional<quint32> seed)
{
    QVarLengthArray<int, 16> all(contenders.size());
    std::iota(all.begin(), all.end(), 0);
    return resolveContestAmong(rule, contenders, all, seed);
}

int occupantAfterContest(const ContestRule &rule, const QList<Contender> &contenders,
                         const QList<bool> &movesOn, std::optional<quint32> seed)
{
    QVarLengthArray<int, 16> remaining(contenders.size());
    std::iota(remaining.begin(), remaining.end(), 0);
    while (!remaining.isEmpty()) {
        const ContestOutcome o = resolveContestAmong(rule, contenders, remaining, seed);
        if (o.winner < 0)
            return -1;
        if (!rule.winnerFreesHexOnMovingOn || !movesOn.value(o.winner))
            return o.winner;
        remaining.removeOne(o.winner); // it passed through; the hex is free again
    }
    return -1;
}

} // namespace hexstride
