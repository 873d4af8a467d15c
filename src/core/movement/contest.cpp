#include "contest.h"

#include <random>

namespace hexstride {

namespace {
int valueOf(const Contender &c, const QString &key)
{
    if (key == QLatin1String("figures"))
        return c.troopFigures;
    if (key == QLatin1String("mpRemaining"))
        return c.mpRemaining;
    return c.dailyMp;
}
} // namespace

ContestOutcome resolveContest(const ContestRule &rule, const QList<Contender> &contenders,
                              std::optional<quint32> seed)
{
    ContestOutcome out;
    QList<int> alive;
    for (int i = 0; i < contenders.size(); ++i)
        alive << i;
    if (alive.size() == 1) {
        out.winner = 0;
        return out;
    }
    for (int k = 0; k < rule.criteria.size() && alive.size() > 1; ++k) {
        const ContestCriterion &c = rule.criteria[k];
        int best = valueOf(contenders[alive.first()], c.key);
        for (int i : std::as_const(alive)) {
            const int v = valueOf(contenders[i], c.key);
            best = c.preferMore ? std::max(best, v) : std::min(best, v);
        }
        QList<int> next;
        for (int i : std::as_const(alive)) {
            if (valueOf(contenders[i], c.key) == best)
                next << i;
        }
        alive = next;
        if (alive.size() == 1) {
            out.winner = alive.first();
            out.decidedBy = k;
            return out;
        }
    }
    out.tied = alive;
    if (rule.diceLast && seed && !alive.isEmpty()) {
        std::mt19937 rng(*seed);
        std::uniform_int_distribution<int> die(0, static_cast<int>(alive.size()) - 1);
        out.winner = alive[die(rng)];
        out.decidedBy = static_cast<int>(rule.criteria.size());
    }
    return out;
}

int occupantAfterContest(const ContestRule &rule, const QList<Contender> &contenders,
                         const QList<bool> &movesOn, std::optional<quint32> seed)
{
    QList<int> remaining;
    for (int i = 0; i < contenders.size(); ++i)
        remaining << i;
    while (!remaining.isEmpty()) {
        QList<Contender> field;
        for (int i : std::as_const(remaining))
            field << contenders[i];
        const ContestOutcome o = resolveContest(rule, field, seed);
        if (o.winner < 0)
            return -1;
        const int winner = remaining[o.winner];
        if (!rule.winnerFreesHexOnMovingOn || !movesOn.value(winner))
            return winner;
        remaining.removeAt(o.winner); // it passed through; the hex is free again
    }
    return -1;
}

} // namespace hexstride
