#include "pathfinder.h"
#include "prefetch.h"

#include <algorithm>
#include <cstdlib>

namespace hexstride {

namespace {

/// Keeps base + any distance below 2^32 and stale entries (base - old value) above any distance.
constexpr std::uint32_t kBaseLimit = 1u << 31;
/// Budgets beyond any map's cost keep key arithmetic clear of overflow.
constexpr int kMaxBudget = 1 << 30;
static_assert(qint64(CostGrid::kMaxStepCost) * kMaxMapSide * kMaxMapSide < kMaxBudget,
              "reach() counts every route of the largest map");
/// How many pops ahead the Dijkstra loop prefetches (full field of the benchmark: no prefetch
/// 90 ms, 1 ahead 72 ms, 4 or 8 ahead 52 ms, on a busy machine).
constexpr std::size_t kPrefetchAhead = 8;
/// The same for the full-field walk of a bucket (4 to 64 ahead measured alike, 22-27 ms on a
/// busy machine; no prefetch 36-60 ms).
constexpr std::size_t kFieldPrefetchAhead = 16;
/// A key that improves nothing: not even an unreached or stale distance.
constexpr std::uint32_t kInfinite = 0xFFFFFFFFu;

/// Hex distance between two cells given as (column, row) of the padded axial index.
inline int cellDistance(int col, int row, int col2, int row2)
{
    const int dq = col - col2;
    const int dr = row - row2;
    return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

/// Keys of searches that count turns which start afresh: turn index · (B + 1) + MP used in
/// that turn. Ordering by key is ordering by turn, then by MP left, and a better state never
/// leads to a worse one, so Dijkstra and A* apply. A step that does not fit the MP left is
/// made at the start of the next turn; one dearer than a whole turn, or past `lastKey`, never.
struct FreshTurnKeys
{
    int perTurn;
    int lastKey;
    int width() const { return perTurn + 1; }
    int operator()(int key, int c) const
    {
        const int used = key % width();
        int next = -1;
        if (used + c <= perTurn)
            next = key + c;
        else if (c <= perTurn)
            next = (key / width() + 1) * width() + c;
        return next <= lastKey ? next : -1;
    }
};

} // namespace

int ReachArea::indexOf(Hex h) const
{
    for (std::size_t i = 0; i < hexes.size(); ++i) {
        if (hexes[i].hex == h)
            return static_cast<int>(i);
    }
    return -1;
}

Route ReachArea::routeTo(int index) const
{
    Route route;
    for (int i = index; i >= 0; i = hexes[static_cast<std::size_t>(i)].from) {
        route.hexes.push_back(hexes[static_cast<std::size_t>(i)].hex);
        route.totals.push_back(hexes[static_cast<std::size_t>(i)].cost);
    }
    std::reverse(route.hexes.begin(), route.hexes.end());
    std::reverse(route.totals.begin(), route.totals.end());
    route.cost = route.totals.empty() ? 0 : route.totals.back();
    return route;
}

/// The neighbour a cheapest route to `cell` comes from: one whose cost plus the step into
/// `cell` makes the cell's cost. dist(c) reads a cell's cost (huge when unreached).
template<typename Dist>
static int predecessor(const CostGrid &grid, int cell, Dist &&dist)
{
    const std::uint32_t target = dist(cell);
    for (Direction d = 0; d < kDirectionCount; ++d) {
        const int prev = cell - grid.neighbourOffset(d);
        const std::uint8_t c = grid.stepsAt(prev)[d];
        if (c != CostGrid::kBlocked && dist(prev) < target && dist(prev) + c == target)
            return prev;
    }
    return -1; // only the start has none
}

std::optional<Route> CostField::routeTo(Hex h) const
{
    int cell = m_grid ? m_grid->cellOf(h) : -1;
    if (cell < 0 || m_cost[static_cast<std::size_t>(cell)] == kUnreached)
        return std::nullopt;
    Route route;
    const auto dist = [this](int c) { return m_cost[static_cast<std::size_t>(c)]; };
    for (; cell >= 0; cell = predecessor(*m_grid, cell, dist)) {
        route.hexes.push_back(m_grid->hexOf(cell));
        route.totals.push_back(static_cast<int>(dist(cell)));
    }
    std::reverse(route.hexes.begin(), route.hexes.end());
    std::reverse(route.totals.begin(), route.totals.end());
    route.cost = route.totals.back();
    return route;
}

Pathfinder::Pathfinder(const CostGrid &grid)
    : m_grid(grid)
{}

void Pathfinder::beginQuery()
{
    const auto cells = static_cast<std::size_t>(m_grid.cellCount());
    if (m_dist.size() != cells) {
        m_dist.assign(cells, 0);
        m_slot.assign(cells, -1);
        m_base = 1;
    }
    m_stats = {};
}

void Pathfinder::endQuery(std::uint32_t maxStored)
{
    // Every value stored by this query is below the new base, so it reads as "unreached" next
    // time. Only when the base nears the limit is the array cleared (rarely: after ~10^4 full
    // fields of a large map, or millions of small queries).
    const std::uint64_t next = std::uint64_t(m_base) + maxStored + 1;
    if (next >= kBaseLimit) {
        std::fill(m_dist.begin(), m_dist.end(), 0u);
        m_base = 1;
    } else {
        m_base = static_cast<std::uint32_t>(next);
    }
}

Pathfinder::Node Pathfinder::nodeOf(int cell) const
{
    return {cell, static_cast<std::int16_t>(cell % m_grid.stride()),
            static_cast<std::int16_t>(cell / m_grid.stride())};
}

template<typename NextKey, typename OnSettle>
std::uint32_t Pathfinder::dijkstra(int startCell, int span, std::uint32_t *dist, std::uint32_t base,
                                   NextKey &&nextKey, OnSettle &&onSettle)
{
    std::array<int, kDirectionCount> offsets;
    for (Direction d = 0; d < kDirectionCount; ++d)
        offsets[static_cast<std::size_t>(d)] = m_grid.neighbourOffset(d);
    std::uint32_t maxStored = 0;
    int settled = 0, pushed = 1;

    m_queue.reset(span, 0);
    dist[startCell] = base;
    m_queue.push(0, startCell);
    int key = 0;
    std::int32_t cell = 0;
    while (m_queue.pop(key, cell)) {
        if (dist[cell] - base != static_cast<std::uint32_t>(key))
            continue; // superseded by a cheaper entry
        ++settled;
        if (const std::int32_t *next = m_queue.peekSameKey(kPrefetchAhead)) {
            // The search is bound by memory latency along the wavefront: start fetching the
            // steps of a cell a few pops ahead and its neighbours' distances (three rows).
            prefetch(m_grid.stepsAt(*next));
            prefetch(dist + *next + offsets[2]);
            prefetch(dist + *next);
            prefetch(dist + *next + offsets[5]);
        }
        onSettle(cell, key);
        // Branch-free relaxation (see BucketQueue::pushIf): blocked steps and keys past the
        // limit become "infinite" and simply never improve anything.
        const std::uint8_t *steps = m_grid.stepsAt(cell);
        for (std::size_t d = 0; d < kDirectionCount; ++d) {
            const std::uint8_t c = steps[d];
            const int next = nextKey(key, int(c));
            const std::uint32_t nk
                = c == CostGrid::kBlocked || next < 0 ? kInfinite : std::uint32_t(next);
            const int m = cell + offsets[d];
            const std::uint32_t old = dist[m] - base;
            const bool better = nk < old;
            if (better) // a store only when needed: unchanged lines stay clean
                dist[m] = base + nk;
            maxStored = std::max(maxStored, better ? nk : 0u);
            m_queue.pushIf(static_cast<int>(nk), m, better);
            pushed += better ? 1 : 0;
        }
    }
    m_stats.settled += settled;
    m_stats.pushed += pushed;
    return maxStored;
}

int maxBandTurns(int budgetPerTurn)
{
    return kMaxBudget / (std::clamp(budgetPerTurn, 0, kMaxTurnBudget) + 1);
}

ReachArea Pathfinder::reach(Hex start, int budget)
{
    ReachArea area;
    const int startCell = m_grid.cellOf(start);
    if (startCell < 0 || budget < 0)
        return area;
    // No route costs kMaxBudget (the dearest step times the largest map's hexes is less), so the
    // search stops there and every hex gets the MP left of the budget asked (probe18 S06: a
    // budget of 2^31 - 1 was shown 2^30 left at the start).
    const int searchBudget = std::min(budget, kMaxBudget);
    beginQuery();
    std::int32_t *slot = m_slot.data();
    const std::uint32_t *dist = m_dist.data();
    const std::uint32_t base = m_base;
    const auto rel = [dist, base](int c) { return dist[c] - base; };
    const std::uint32_t maxStored = dijkstra(
        startCell, m_grid.maxStepCost() + 1, m_dist.data(), base,
        [searchBudget](int key, int c) { return key + c <= searchBudget ? key + c : -1; },
        [&](int cell, int key) {
            // Every cell with a smaller cost is settled already, so its slot is this query's.
            const int prev = predecessor(m_grid, cell, rel);
            const int from = prev < 0 ? -1 : slot[prev];
            slot[cell] = static_cast<std::int32_t>(area.hexes.size());
            area.hexes.push_back({m_grid.hexOf(cell), key, 1, budget - key, from});
        });
    endQuery(maxStored);
    return area;
}

ReachArea Pathfinder::reachBands(Hex start, int budgetPerTurn, int turns, TurnRule rule)
{
    ReachArea area;
    const int startCell = m_grid.cellOf(start);
    if (startCell < 0 || budgetPerTurn < 0 || turns < 1)
        return area;
    const int perTurn = std::min(budgetPerTurn, kMaxTurnBudget);
    turns = std::min(turns, maxBandTurns(perTurn));
    if (rule == TurnRule::CarryOver) {
        // The total cost decides the turn: turn t covers totals (t-1)·B+1 .. t·B.
        area = reach(start, perTurn * turns);
        for (ReachedHex &h : area.hexes) {
            h.turn = perTurn > 0 ? std::max(1, (h.cost + perTurn - 1) / perTurn) : 1;
            h.mpLeft = h.turn * perTurn - h.cost;
        }
        return area;
    }
    const int width = perTurn + 1;
    const FreshTurnKeys nextKey{perTurn, turns * width - 1};
    beginQuery();
    std::int32_t *slot = m_slot.data();
    const std::uint32_t *dist = m_dist.data();
    const std::uint32_t base = m_base;
    const std::uint32_t maxStored
        = dijkstra(startCell, width + m_grid.maxStepCost() + 1, m_dist.data(), base, nextKey,
                   [&](int cell, int key) {
                       int from = -1;
                       int cost = 0;
                       for (Direction d = 0; d < kDirectionCount && cell != startCell; ++d) {
                           // A settled neighbour whose key leads to this one (smaller keys are
                           // settled).
                           const int prev = cell - m_grid.neighbourOffset(d);
                           const int c = m_grid.stepsAt(prev)[d];
                           const std::uint32_t pk = dist[prev] - base;
                           if (c != CostGrid::kBlocked && pk < std::uint32_t(key)
                               && nextKey(int(pk), c) == key) {
                               from = slot[prev];
                               cost = area.hexes[static_cast<std::size_t>(from)].cost + c;
                               break;
                           }
                       }
                       slot[cell] = static_cast<std::int32_t>(area.hexes.size());
                       area.hexes.push_back({m_grid.hexOf(cell), cost, key / width + 1,
                                             perTurn - key % width, from});
                   });
    endQuery(maxStored);
    return area;
}

std::optional<TurnState> turnStateAfter(std::span<const int> stepCosts, int budgetPerTurn,
                                        TurnState start)
{
    if (budgetPerTurn <= 0)
        return std::nullopt;
    // Counted exactly for any allowance: the route search counts turns of at most
    // kMaxTurnBudget MP (its queue's buckets), a plan's steps need not (a turn of 300,000 MP
    // was split as if of 254,000).
    TurnState state{start.turn, std::clamp(start.spent, 0, budgetPerTurn)};
    for (const int c : stepCosts) {
        if (c < 0 || c > budgetPerTurn)
            return std::nullopt;
        if (qint64(state.spent) + c <= budgetPerTurn) {
            state.spent += c;
        } else {
            ++state.turn;
            state.spent = c;
        }
    }
    return state;
}

std::optional<Route> Pathfinder::routeInTurns(Hex from, std::span<const Hex> via, Hex to,
                                              int budgetPerTurn, TurnState start)
{
    int cell = m_grid.cellOf(from);
    if (cell < 0 || budgetPerTurn <= 0 || start.turn < 1)
        return std::nullopt;
    const int perTurn = std::min(budgetPerTurn, kMaxTurnBudget);
    const int width = perTurn + 1;
    const FreshTurnKeys nextKey{perTurn, (kMaxBudget / width) * width - 1};
    const auto astarKey = [&nextKey](std::uint32_t key, int c) {
        const int next = nextKey(int(key), c);
        return next < 0 ? kInfinite : std::uint32_t(next);
    };
    std::vector<Hex> stops(via.begin(), via.end());
    stops.push_back(to);
    Route route;
    route.hexes.push_back(from);
    route.totals.push_back(0);
    int key = (start.turn - 1) * width + std::clamp(start.spent, 0, perTurn);
    route.turns.push_back(start.turn);
    SearchStats stats;
    for (const Hex stop : stops) {
        const int target = m_grid.cellOf(stop);
        if (target < 0)
            return std::nullopt;
        if (target == cell)
            continue;
        // A leg starts in the state the last one ended in: a better state never leads to a
        // worse one, so the earliest arrival at each waypoint is the one to go on from.
        beginQuery();
        const std::uint32_t base = m_base;
        std::uint32_t maxStored = 0;
        const int reached
            = astarKeyed(cell, target, key, width + m_grid.maxStepCost() + m_grid.minStepCost() + 1,
                         astarKey, maxStored);
        stats.settled += m_stats.settled;
        stats.pushed += m_stats.pushed;
        std::vector<int> cells, keys, costs;
        for (int c = target, k = reached; reached >= 0 && c != cell;) {
            int prev = -1;
            for (Direction d = 0; d < kDirectionCount && prev < 0; ++d) {
                const int p = c - m_grid.neighbourOffset(d);
                const int step = m_grid.stepsAt(p)[d];
                const std::uint32_t pk = m_dist[static_cast<std::size_t>(p)] - base;
                if (step != CostGrid::kBlocked && pk < std::uint32_t(k)
                    && nextKey(int(pk), step) == k) {
                    cells.push_back(c);
                    keys.push_back(k);
                    costs.push_back(step);
                    prev = p;
                    k = int(pk);
                }
            }
            if (prev < 0)
                break; // cannot happen: every settled cell but the start has a predecessor
            c = prev;
        }
        endQuery(maxStored);
        if (reached < 0)
            return std::nullopt;
        for (std::size_t i = cells.size(); i-- > 0;) {
            route.hexes.push_back(m_grid.hexOf(cells[i]));
            route.totals.push_back(route.totals.back() + costs[i]);
            route.turns.push_back(keys[i] / width + 1);
        }
        cell = target;
        key = reached;
    }
    m_stats = stats;
    route.cost = route.totals.back();
    return route;
}

CostField Pathfinder::costField(Hex start)
{
    CostField field;
    costField(start, field);
    return field;
}

void Pathfinder::costField(Hex start, CostField &field)
{
    field.m_grid = &m_grid;
    field.m_start = start;
    const int startCell = m_grid.cellOf(start);
    field.m_cost.assign(static_cast<std::size_t>(m_grid.cellCount()), CostField::kUnreached);
    m_stats = {};
    if (startCell >= 0)
        fullField(startCell, field.m_cost.data());
}

void Pathfinder::fullField(int startCell, std::uint32_t *dist)
{
    // Dial's algorithm processed a whole bucket at a time: every step costs 1..maxStep, so
    // while the cells of key k are settled nothing is pushed back into k's bucket, and the
    // bucket can be walked as a plain array (prefetching a few entries ahead) and then
    // emptied, instead of popping entries one by one.
    std::size_t buckets = 1;
    while (buckets <= static_cast<std::size_t>(m_grid.maxStepCost()))
        buckets *= 2;
    const std::size_t mask = buckets - 1;
    if (m_fieldBuckets.size() < buckets)
        m_fieldBuckets.resize(buckets);
    // Per bucket: its storage and the end of its entries. Pushing is one store and one
    // pointer bump, the bump by 0 when the neighbour did not improve.
    std::array<std::int32_t *, 256> data{};
    std::array<std::int32_t *, 256> tail{};
    std::array<std::size_t, 256> capacity{};
    for (std::size_t b = 0; b < buckets; ++b) {
        if (m_fieldBuckets[b].size() < 1024)
            m_fieldBuckets[b].resize(1024);
        data[b] = tail[b] = m_fieldBuckets[b].data();
        capacity[b] = m_fieldBuckets[b].size();
    }
    std::array<int, kDirectionCount> offsets;
    for (Direction d = 0; d < kDirectionCount; ++d)
        offsets[static_cast<std::size_t>(d)] = m_grid.neighbourOffset(d);
    const std::uint8_t *steps = m_grid.stepsAt(0);

    dist[startCell] = 0;
    *tail[0]++ = startCell;
    std::size_t pending = 1;
    std::size_t pushed = 1;
    int settled = 0;
    for (std::uint32_t key = 0; pending > 0; ++key) {
        const std::size_t b = key & mask;
        const auto n = static_cast<std::size_t>(tail[b] - data[b]);
        if (n == 0)
            continue;
        // Room for every push this bucket can make (six per entry), so that the relaxation
        // below can store unconditionally and count only the improvements: whether a
        // neighbour improves is unpredictable, and a mispredicted branch costs more than a store.
        for (std::size_t t = 0; t < buckets; ++t) {
            const auto used = static_cast<std::size_t>(tail[t] - data[t]);
            const std::size_t need = used + 6 * n + 1;
            if (capacity[t] < need) {
                m_fieldBuckets[t].resize(std::max(need, 2 * capacity[t]));
                data[t] = m_fieldBuckets[t].data();
                tail[t] = data[t] + used;
                capacity[t] = m_fieldBuckets[t].size();
            }
        }
        const std::int32_t *cells = data[b];
        for (std::size_t i = 0; i < n; ++i) {
            if (i + kFieldPrefetchAhead < n) {
                // Bound by memory latency along the wavefront: fetch a cell's steps and its
                // neighbours' distances (three rows) a few entries ahead.
                const std::int32_t ahead = cells[i + kFieldPrefetchAhead];
                prefetch(steps + 8 * static_cast<std::size_t>(ahead));
                prefetch(dist + ahead + offsets[2]);
                prefetch(dist + ahead);
                prefetch(dist + ahead + offsets[5]);
            }
            const std::int32_t cell = cells[i];
            if (dist[cell] != key)
                continue; // superseded by a cheaper entry
            ++settled;
            const std::uint8_t *s = steps + 8 * static_cast<std::size_t>(cell);
            for (std::size_t d = 0; d < kDirectionCount; ++d) {
                const std::uint32_t c = s[d];
                const std::uint32_t nk = c == CostGrid::kBlocked ? kInfinite : key + c;
                const std::int32_t m = cell + offsets[d];
                const std::uint32_t old = dist[m];
                const bool better = nk < old;
                dist[m] = better ? nk : old;
                std::int32_t *&end = tail[nk & mask]; // a blocked step writes past a bucket's end
                *end = m;
                end += better ? 1 : 0;
            }
        }
        // Entries pushed while this bucket was walked went to later buckets only.
        tail[b] = data[b];
        std::size_t now = 0;
        for (std::size_t t = 0; t < buckets; ++t)
            now += static_cast<std::size_t>(tail[t] - data[t]);
        pushed += now - (pending - n);
        pending = now;
    }
    m_stats.settled = settled;
    m_stats.pushed = static_cast<int>(pushed);
}

int Pathfinder::astar(int fromCell, int toCell, std::uint32_t &maxStored)
{
    return astarKeyed(
        fromCell, toCell, 0, m_grid.maxStepCost() + m_grid.minStepCost() + 1,
        [](std::uint32_t key, int c) { return key + std::uint32_t(c); }, maxStored);
}

template<typename NextKey>
int Pathfinder::astarKeyed(int fromCell, int toCell, int startKey, int span, NextKey &&nextKey,
                           std::uint32_t &maxStored)
{
    const int minCost = m_grid.minStepCost();
    std::array<int, kDirectionCount> offsets;
    std::array<Hex, kDirectionCount> moves = kAxialDirections;
    for (Direction d = 0; d < kDirectionCount; ++d)
        offsets[static_cast<std::size_t>(d)] = m_grid.neighbourOffset(d);
    std::uint32_t *dist = m_dist.data();
    const std::uint32_t base = m_base;
    const Node target = nodeOf(toCell);
    // Each step changes the hex distance by at most one and adds at least minCost to the key
    // (its cost, or more where it waits for the next turn), so the estimate never exceeds the
    // true key and never drops by more than a step adds.
    auto estimate = [&](int col, int row) {
        return minCost * cellDistance(col, row, target.col, target.row);
    };
    int settled = 0, pushed = 1;

    const Node start = nodeOf(fromCell);
    m_astarQueue.reset(span, startKey + estimate(start.col, start.row));
    dist[fromCell] = base + std::uint32_t(startKey);
    maxStored = std::max(maxStored, std::uint32_t(startKey));
    m_astarQueue.push(startKey + estimate(start.col, start.row), start);

    int result = -1;
    int key = 0;
    Node n{};
    while (m_astarQueue.pop(key, n)) {
        const std::uint32_t g = dist[n.cell] - base;
        if (g + static_cast<std::uint32_t>(estimate(n.col, n.row))
            != static_cast<std::uint32_t>(key))
            continue; // superseded by a cheaper entry
        ++settled;
        if (const Node *next = m_astarQueue.peekSameKey(kPrefetchAhead)) {
            prefetch(m_grid.stepsAt(next->cell));
            prefetch(dist + next->cell + offsets[2]);
            prefetch(dist + next->cell);
            prefetch(dist + next->cell + offsets[5]);
        }
        if (n.cell == toCell) {
            result = static_cast<int>(g);
            break;
        }
        const std::uint8_t *steps = m_grid.stepsAt(n.cell);
        for (std::size_t d = 0; d < kDirectionCount; ++d) {
            const std::uint8_t c = steps[d];
            if (c == CostGrid::kBlocked)
                continue;
            const std::uint32_t ng = nextKey(g, int(c));
            if (ng == kInfinite)
                continue;
            const int m = n.cell + offsets[d];
            if (ng < dist[m] - base) {
                dist[m] = base + ng;
                maxStored = std::max(maxStored, ng);
                const auto col = static_cast<std::int16_t>(n.col + moves[d].q);
                const auto row = static_cast<std::int16_t>(n.row + moves[d].r);
                m_astarQueue.push(static_cast<int>(ng) + estimate(col, row), {m, col, row});
                ++pushed;
            }
        }
    }
    m_stats.settled += settled;
    m_stats.pushed += pushed;
    return result;
}

void Pathfinder::appendPath(int fromCell, int toCell, Route &route) const
{
    const std::uint32_t *dist = m_dist.data();
    const std::uint32_t base = m_base;
    const auto rel = [dist, base](int c) { return dist[c] - base; };
    std::vector<int> cells;
    for (int cell = toCell; cell != fromCell; cell = predecessor(m_grid, cell, rel))
        cells.push_back(cell);
    const int before = route.totals.back();
    for (auto it = cells.rbegin(); it != cells.rend(); ++it) {
        route.hexes.push_back(m_grid.hexOf(*it));
        route.totals.push_back(before + static_cast<int>(rel(*it)));
    }
    route.cost = route.totals.back();
}

std::optional<Route> Pathfinder::route(Hex from, Hex to)
{
    return route(from, {}, to);
}

std::optional<Route> Pathfinder::route(Hex from, std::span<const Hex> via, Hex to)
{
    std::vector<int> points;
    points.reserve(via.size() + 2);
    points.push_back(m_grid.cellOf(from));
    for (Hex h : via)
        points.push_back(m_grid.cellOf(h));
    points.push_back(m_grid.cellOf(to));
    if (std::find(points.begin(), points.end(), -1) != points.end())
        return std::nullopt;
    Route route;
    route.hexes.push_back(from);
    route.totals.push_back(0);
    beginQuery();
    for (std::size_t i = 0; i + 1 < points.size(); ++i) {
        if (points[i] == points[i + 1])
            continue;
        std::uint32_t maxStored = 0;
        const bool found = astar(points[i], points[i + 1], maxStored) >= 0;
        if (found)
            appendPath(points[i], points[i + 1], route);
        endQuery(maxStored);
        if (!found)
            return std::nullopt;
    }
    return route;
}

} // namespace hexstride
