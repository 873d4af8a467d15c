#include "contest.h"

#include <QVarLengthArray>
#include <algorithm>
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

ContestLine::ContestLine(const ContestRule &rule, std::span<const Contender> contenders)
    : m_criteria(int(rule.criteria.size()))
    , m_keys(contenders.size() * std::size_t(m_criteria))
    , m_order(contenders.size())
    , m_place(contenders.size())
    , m_tree(contenders.size() + 1, 0)
    , m_left(qsizetype(contenders.size()))
{
    const auto n = qsizetype(contenders.size());
    for (int k = 0; k < m_criteria; ++k) {
        const ContestCriterion &c = rule.criteria[k];
        const ContenderValue value = valueOf(c.key);
        for (qsizetype i = 0; i < n; ++i) {
            const qint64 v = contenders[i].*value;
            m_keys[std::size_t(i * m_criteria + k)] = c.preferMore ? -v : v;
        }
    }
    std::iota(m_order.begin(), m_order.end(), 0);
    std::stable_sort(m_order.begin(), m_order.end(), [&](int a, int b) {
        const qint64 *ka = &m_keys[std::size_t(a) * m_criteria];
        const qint64 *kb = &m_keys[std::size_t(b) * m_criteria];
        return std::lexicographical_compare(ka, ka + m_criteria, kb, kb + m_criteria);
    });
    for (qsizetype p = 0; p < n; ++p) {
        m_place[std::size_t(m_order[p])] = int(p);
        // Every place left: each node of the tree counts the places it covers.
        m_tree[std::size_t(p + 1)] += 1;
        const qsizetype up = (p + 1) + ((p + 1) & -(p + 1));
        if (up <= n)
            m_tree[std::size_t(up)] += m_tree[std::size_t(p + 1)];
    }
    while (m_top * 2 <= n)
        m_top *= 2;
    frontGroup();
}

bool ContestLine::level(int a, int b) const
{
    return levelCriteria(a, b) == m_criteria;
}

int ContestLine::levelCriteria(int a, int b) const
{
    const qint64 *ka = &m_keys[std::size_t(a) * m_criteria];
    const qint64 *kb = &m_keys[std::size_t(b) * m_criteria];
    return int(std::mismatch(ka, ka + m_criteria, kb).first - ka);
}

qsizetype ContestLine::kth(qsizetype k) const
{
    qsizetype at = 0; // the places before the answer
    for (qsizetype step = m_top; step > 0; step /= 2) {
        if (at + step < qsizetype(m_tree.size()) && m_tree[std::size_t(at + step)] <= k) {
            at += step;
            k -= m_tree[std::size_t(at)];
        }
    }
    return at;
}

void ContestLine::frontGroup()
{
    // The groups before the front's are taken whole: the front's first member is the first left.
    m_from = m_to;
    const auto n = qsizetype(m_order.size());
    for (m_to = m_from + 1; m_to < n && level(m_order[m_to], m_order[m_from]); ++m_to) {}
    m_frontLeft = std::min(m_to, n) - m_from;
}

ContestLine::Front ContestLine::front() const
{
    Front out;
    if (m_left == 1) {
        out.winner = m_order[kth(0)];
    } else if (m_frontLeft == 1) {
        // Alone at the front: singled out by the first criterion where the next differs.
        out.winner = m_order[kth(0)];
        out.decidedBy = levelCriteria(out.winner, m_order[m_to]);
    } else if (m_left > 1) {
        out.tied = m_frontLeft;
    }
    return out;
}

int ContestLine::tiedAt(qsizetype k) const
{
    return m_order[kth(k)];
}

QList<int> ContestLine::tied() const
{
    QList<int> out;
    out.reserve(m_frontLeft);
    for (qsizetype p = m_from; p < m_to; ++p) {
        // Left when the count up to it grows (a place's own count: sum(p + 1) - sum(p)).
        if (kth(qsizetype(out.size())) == p)
            out << m_order[p];
    }
    return out;
}

void ContestLine::take(int c)
{
    for (auto i = std::size_t(m_place[std::size_t(c)]) + 1; i < m_tree.size(); i += i & -i)
        --m_tree[i];
    --m_left;
    if (--m_frontLeft == 0 && m_left > 0)
        frontGroup();
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
