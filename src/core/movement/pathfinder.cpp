#include "pathfinder.h"

#include <algorithm>
#include <cstdlib>

namespace hexstride {

namespace {

constexpr std::uint8_t kNoParent = 255;
/// Keeps base + any distance below 2^32 and stale entries (base - old value) above any distance.
constexpr std::uint32_t kBaseLimit = 1u << 31;
/// Budgets beyond any map's cost keep key arithmetic clear of overflow.
constexpr int kMaxBudget = 1 << 30;

/// Hex distance between two cells given as (column, row) of the padded axial index.
inline int cellDistance(int col, int row, int col2, int row2)
{
    const int dq = col - col2;
    const int dr = row - row2;
    return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

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

std::optional<Route> CostField::routeTo(Hex h) const
{
    int cell = cellOf(h);
    if (cell < 0 || m_cost[static_cast<std::size_t>(cell)] < 0)
        return std::nullopt;
    Route route;
    for (;;) {
        route.hexes.push_back(h);
        route.totals.push_back(m_cost[static_cast<std::size_t>(cell)]);
        const std::uint8_t d = m_parent[static_cast<std::size_t>(cell)];
        if (d == kNoParent)
            break;
        h = neighbour(h, opposite(d));
        cell = cellOf(h);
    }
    std::reverse(route.hexes.begin(), route.hexes.end());
    std::reverse(route.totals.begin(), route.totals.end());
    route.cost = route.totals.back();
    return route;
}

Pathfinder::Pathfinder(const CostGrid &grid)
    : m_grid(grid)
{
}

void Pathfinder::beginQuery()
{
    const auto cells = static_cast<std::size_t>(m_grid.cellCount());
    if (m_dist.size() != cells) {
        m_dist.assign(cells, 0);
        m_parent.assign(cells, kNoParent);
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
void Pathfinder::dijkstra(int startCell, int span, NextKey &&nextKey, OnSettle &&onSettle)
{
    std::array<int, kDirectionCount> offsets;
    std::array<Hex, kDirectionCount> moves = kAxialDirections;
    for (Direction d = 0; d < kDirectionCount; ++d)
        offsets[static_cast<std::size_t>(d)] = m_grid.neighbourOffset(d);
    std::uint32_t *dist = m_dist.data();
    std::uint8_t *parent = m_parent.data();
    const std::uint32_t base = m_base;
    std::uint32_t maxStored = 0;

    m_queue.reset(span, 0);
    dist[startCell] = base;
    parent[startCell] = kNoParent;
    m_queue.push(0, nodeOf(startCell));
    ++m_stats.pushed;

    int key = 0;
    Node n{};
    while (m_queue.pop(key, n)) {
        if (dist[n.cell] - base != static_cast<std::uint32_t>(key))
            continue; // superseded by a cheaper entry
        ++m_stats.settled;
        onSettle(n, key);
        const std::uint8_t *steps = m_grid.stepsAt(n.cell);
        for (std::size_t d = 0; d < kDirectionCount; ++d) {
            const std::uint8_t c = steps[d];
            if (c == CostGrid::kBlocked)
                continue;
            const int nk = nextKey(key, int(c));
            if (nk < 0)
                continue;
            const int m = n.cell + offsets[d];
            if (static_cast<std::uint32_t>(nk) < dist[m] - base) {
                dist[m] = base + static_cast<std::uint32_t>(nk);
                parent[m] = static_cast<std::uint8_t>(d);
                maxStored = std::max(maxStored, static_cast<std::uint32_t>(nk));
                m_queue.push(nk, {m, static_cast<std::int16_t>(n.col + moves[d].q),
                                  static_cast<std::int16_t>(n.row + moves[d].r)});
                ++m_stats.pushed;
            }
        }
    }
    endQuery(maxStored);
}

ReachArea Pathfinder::reach(Hex start, int budget)
{
    ReachArea area;
    const int startCell = m_grid.cellOf(start);
    if (startCell < 0 || budget < 0)
        return area;
    budget = std::min(budget, kMaxBudget);
    beginQuery();
    std::int32_t *slot = m_slot.data();
    dijkstra(
        startCell, m_grid.maxStepCost() + 1,
        [budget](int key, int c) { return key + c <= budget ? key + c : -1; },
        [&](const Node &n, int key) {
            int from = -1;
            if (n.cell != startCell) {
                const std::uint8_t d = m_parent[static_cast<std::size_t>(n.cell)];
                from = slot[n.cell - m_grid.neighbourOffset(d)];
            }
            slot[n.cell] = static_cast<std::int32_t>(area.hexes.size());
            area.hexes.push_back({hexOf(n), key, 1, budget - key, from});
        });
    return area;
}

ReachArea Pathfinder::reachBands(Hex start, int budgetPerTurn, int turns, TurnRule rule)
{
    ReachArea area;
    const int startCell = m_grid.cellOf(start);
    if (startCell < 0 || budgetPerTurn < 0 || turns < 1)
        return area;
    const int perTurn = std::min(budgetPerTurn, CostGrid::kMaxStepCost * 1000);
    turns = std::min(turns, kMaxBudget / (perTurn + 1));
    if (rule == TurnRule::CarryOver) {
        // The total cost decides the turn: turn t covers totals (t-1)·B+1 .. t·B.
        area = reach(start, perTurn * turns);
        for (ReachedHex &h : area.hexes) {
            h.turn = perTurn > 0 ? std::max(1, (h.cost + perTurn - 1) / perTurn) : 1;
            h.mpLeft = h.turn * perTurn - h.cost;
        }
        return area;
    }
    // Key = turn index · (B + 1) + MP used in that turn: ordering by key is ordering by turn,
    // then by MP left, and a better state never leads to a worse one, so Dijkstra applies.
    const int width = perTurn + 1;
    const int lastKey = turns * width - 1;
    beginQuery();
    std::int32_t *slot = m_slot.data();
    dijkstra(
        startCell, width + m_grid.maxStepCost() + 1,
        [perTurn, width, lastKey](int key, int c) {
            const int used = key % width;
            int next = -1;
            if (used + c <= perTurn)
                next = key + c;
            else if (c <= perTurn)
                next = (key / width + 1) * width + c;
            return next <= lastKey ? next : -1;
        },
        [&](const Node &n, int key) {
            int from = -1;
            int cost = 0;
            if (n.cell != startCell) {
                const std::uint8_t d = m_parent[static_cast<std::size_t>(n.cell)];
                const int prev = n.cell - m_grid.neighbourOffset(d);
                from = slot[prev];
                cost = area.hexes[static_cast<std::size_t>(from)].cost + m_grid.stepsAt(prev)[d];
            }
            slot[n.cell] = static_cast<std::int32_t>(area.hexes.size());
            area.hexes.push_back({hexOf(n), cost, key / width + 1, perTurn - key % width, from});
        });
    return area;
}

CostField Pathfinder::costField(Hex start)
{
    CostField field;
    field.m_qOrigin = m_grid.qOrigin();
    field.m_rOrigin = m_grid.rOrigin();
    field.m_stride = m_grid.stride();
    field.m_rows = m_grid.rows();
    field.m_start = start;
    const int startCell = m_grid.cellOf(start);
    const auto cells = static_cast<std::size_t>(m_grid.cellCount());
    field.m_cost.assign(cells, -1);
    field.m_parent.assign(cells, kNoParent);
    if (startCell < 0)
        return field;
    int *cost = field.m_cost.data();
    std::uint8_t *parent = field.m_parent.data();
    beginQuery();
    dijkstra(
        startCell, m_grid.maxStepCost() + 1, [](int key, int c) { return key + c; },
        [&](const Node &n, int key) {
            cost[n.cell] = key;
            parent[n.cell] = m_parent[static_cast<std::size_t>(n.cell)];
        });
    return field;
}

int Pathfinder::astar(int fromCell, int toCell)
{
    beginQuery();
    const int minCost = m_grid.minStepCost();
    const int span = m_grid.maxStepCost() + minCost + 1;
    std::array<int, kDirectionCount> offsets;
    std::array<Hex, kDirectionCount> moves = kAxialDirections;
    for (Direction d = 0; d < kDirectionCount; ++d)
        offsets[static_cast<std::size_t>(d)] = m_grid.neighbourOffset(d);
    std::uint32_t *dist = m_dist.data();
    std::uint8_t *parent = m_parent.data();
    const std::uint32_t base = m_base;
    std::uint32_t maxStored = 0;
    const Node target = nodeOf(toCell);
    // Each step changes the hex distance by at most one and costs at least minCost, so the
    // estimate never exceeds the true cost and never drops by more than a step's cost.
    auto estimate = [&](int col, int row) {
        return minCost * cellDistance(col, row, target.col, target.row);
    };

    const Node start = nodeOf(fromCell);
    m_queue.reset(span, estimate(start.col, start.row));
    dist[fromCell] = base;
    parent[fromCell] = kNoParent;
    m_queue.push(estimate(start.col, start.row), start);
    ++m_stats.pushed;

    int result = -1;
    int key = 0;
    Node n{};
    while (m_queue.pop(key, n)) {
        const std::uint32_t g = dist[n.cell] - base;
        if (g + static_cast<std::uint32_t>(estimate(n.col, n.row)) != static_cast<std::uint32_t>(key))
            continue; // superseded by a cheaper entry
        ++m_stats.settled;
        if (n.cell == toCell) {
            result = static_cast<int>(g);
            break;
        }
        const std::uint8_t *steps = m_grid.stepsAt(n.cell);
        for (std::size_t d = 0; d < kDirectionCount; ++d) {
            const std::uint8_t c = steps[d];
            if (c == CostGrid::kBlocked)
                continue;
            const std::uint32_t ng = g + c;
            const int m = n.cell + offsets[d];
            if (ng < dist[m] - base) {
                dist[m] = base + ng;
                parent[m] = static_cast<std::uint8_t>(d);
                maxStored = std::max(maxStored, ng);
                const auto col = static_cast<std::int16_t>(n.col + moves[d].q);
                const auto row = static_cast<std::int16_t>(n.row + moves[d].r);
                m_queue.push(static_cast<int>(ng) + estimate(col, row), {m, col, row});
                ++m_stats.pushed;
            }
        }
    }
    // The parents must survive until appendPath(); they are only overwritten by the next query.
    endQuery(maxStored);
    return result;
}

void Pathfinder::appendPath(int fromCell, int toCell, Route &route) const
{
    std::vector<int> cells;
    for (int cell = toCell; cell != fromCell;) {
        cells.push_back(cell);
        cell -= m_grid.neighbourOffset(m_parent[static_cast<std::size_t>(cell)]);
    }
    int total = route.totals.empty() ? 0 : route.totals.back();
    int prev = fromCell;
    for (auto it = cells.rbegin(); it != cells.rend(); ++it) {
        total += m_grid.stepsAt(prev)[m_parent[static_cast<std::size_t>(*it)]];
        route.hexes.push_back(m_grid.hexOf(*it));
        route.totals.push_back(total);
        prev = *it;
    }
    route.cost = total;
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
    SearchStats total;
    for (std::size_t i = 0; i + 1 < points.size(); ++i) {
        if (points[i] == points[i + 1])
            continue;
        if (astar(points[i], points[i + 1]) < 0)
            return std::nullopt;
        total.settled += m_stats.settled;
        total.pushed += m_stats.pushed;
        appendPath(points[i], points[i + 1], route);
    }
    m_stats = total;
    return route;
}

} // namespace hexstride
