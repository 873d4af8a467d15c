#pragma once

#include "bucketqueue.h"
#include "costgrid.h"

#include <optional>
#include <span>
#include <vector>

namespace hexstride {

/// A path over the map: the hexes from start to end and the running total at each of them.
struct Route
{
    std::vector<Hex> hexes;  ///< hexes.front() is the start, hexes.back() the end
    std::vector<int> totals; ///< cost spent on arrival at hexes[i]; totals.front() is 0
    int cost = 0;            ///< totals.back()
    /// The turn (from 1) of arrival at hexes[i]: filled by Pathfinder::routeInTurns() only.
    std::vector<int> turns;
};

/// One hex of a reachable area.
struct ReachedHex
{
    Hex hex;
    int cost = 0;   ///< MP spent on the way there, over all turns
    int turn = 1;   ///< the turn it is reached in, from 1
    int mpLeft = 0; ///< MP left in that turn on arrival
    int from = -1;  ///< index of the previous hex of the route there; -1 for the start
};

/// The hexes reachable from a start, in the order they were reached (cheapest first, or by turn
/// and then most MP left); hexes.front() is the start. Each hex links to the one before it, so a
/// UI can draw the route to any of them without another search.
struct ReachArea
{
    std::vector<ReachedHex> hexes;

    /// Index of h in hexes, or -1 (a linear scan: areas are small).
    int indexOf(Hex h) const;
    /// The route from the start to hexes[index], following the `from` links.
    Route routeTo(int index) const;
};

/// The cheapest cost from one start to every hex of the map, with the route to each.
/// Made for instant route previews: once computed, routeTo() only walks back from the hex.
/// Keeps a pointer to its CostGrid, which must outlive it.
class CostField
{
public:
    Hex start() const { return m_start; }
    bool reachable(Hex h) const { return cost(h) >= 0; }
    /// The cheapest cost from the start to h; -1 when h is unreachable or off the map.
    int cost(Hex h) const
    {
        const int cell = m_grid ? m_grid->cellOf(h) : -1;
        if (cell < 0)
            return -1;
        const std::uint32_t c = m_cost[static_cast<std::size_t>(cell)];
        return c == kUnreached ? -1 : static_cast<int>(c);
    }
    /// A cheapest route from the start to h, or nothing when h is unreachable.
    std::optional<Route> routeTo(Hex h) const;

private:
    friend class Pathfinder;
    static constexpr std::uint32_t kUnreached = 0xFFFFFFFFu;
    const CostGrid *m_grid = nullptr;
    Hex m_start;
    std::vector<std::uint32_t, LargePageAllocator<std::uint32_t>> m_cost; ///< per grid cell
};

/// How movement points left at the end of a turn are treated when planning several turns.
enum class TurnRule {
    /// Each turn starts with the full allowance; unspent MP are lost. A step that does not fit
    /// the MP left in the current turn is made at the start of the next turn (orders stop at the
    /// first unaffordable step), and a step dearer than a whole turn's allowance is never made.
    FreshEachTurn,
    /// Unspent MP carry over: the turn of a hex follows from its total cost alone.
    CarryOver,
};

/// Where a unit stands in its turns of movement: the turn (from 1) and the MP spent in it.
struct TurnState
{
    int turn = 1;
    int spent = 0;
    friend bool operator==(const TurnState &, const TurnState &) = default;
};

/// The state after steps of the given costs from `start`, by the rule of
/// Pathfinder::routeInTurns() (a step that does not fit waits for the next turn): nothing when a
/// step costs more than a whole turn or is blocked (a negative cost), or budgetPerTurn ≤ 0.
std::optional<TurnState> turnStateAfter(std::span<const int> stepCosts, int budgetPerTurn,
                                        TurnState start = {});

/// Counters of the last search, for benchmarks and tests.
struct SearchStats
{
    int settled = 0; ///< hexes taken from the queue with their final cost
    int pushed = 0;  ///< queue insertions
};

/// The most hexes a route through waypoints may search in all: a leg may search the whole map,
/// so the legs (waypoints + 1) times the map's hexes are bounded (a 2000 × 2000 map: 4
/// waypoints; 100 took 45 s and 1.2 GB). `route --via` refuses more, naming the bound.
inline constexpr qint64 kMaxRouteSearch = 20'000'000;

/// The most waypoints a route on a map of `hexCount` hexes may have (kMaxRouteSearch).
inline qint64 maxRouteWaypoints(qint64 hexCount)
{
    return hexCount > 0 ? kMaxRouteSearch / hexCount - 1 : 0;
}

/// The most MP per turn that reachBands() and routeInTurns() count turns of: a turn is that many
/// buckets of their queue (254000: 2^18 buckets). They take a larger budget as this one, so a
/// caller that may be given more refuses it, naming this bound (probe18 S06), or counts the
/// turns another way (routeByTurns(); turnStateAfter() is exact for any budget).
inline constexpr int kMaxTurnBudget = CostGrid::kMaxStepCost * 1000;

/// The most turns reachBands() counts of `budgetPerTurn` MP each (its keys, turns × (budget + 1),
/// stay below 2^30); it counts no further, so a caller refuses more, naming this bound.
int maxBandTurns(int budgetPerTurn);

/// Searches over a CostGrid: reachable areas, full cost fields and cheapest routes.
///
/// Dial's bucket-queue Dijkstra (and A* for routes) on the grid's flat arrays. The per-hex search
/// state is kept between queries and invalidated in O(1) (distances are stored relative to a
/// base that moves past every value of the previous query), so a small query costs only what
/// it touches, never a pass over the whole map.
///
/// Keeps a reference to the grid, which must outlive it; edits through CostGrid::updateHex()
/// are seen by the next query. Not thread-safe: one Pathfinder per thread.
class Pathfinder
{
public:
    explicit Pathfinder(const CostGrid &grid);

    /// The hexes reachable from start for at most `budget` MP, with their cheapest cost.
    /// Empty when start is off the map or the budget is negative.
    ReachArea reach(Hex start, int budget);
    /// Bands for several turns of `budgetPerTurn` MP each: every hex reachable within `turns`
    /// turns, with the earliest turn it is reached in and the most MP left in that turn.
    ReachArea reachBands(Hex start, int budgetPerTurn, int turns,
                         TurnRule rule = TurnRule::FreshEachTurn);
    /// The cheapest cost from start to every hex (empty field when start is off the map).
    CostField costField(Hex start);
    /// The same into an existing field, reusing its storage: a view that recomputes the field
    /// as the start changes (and a benchmark) allocates and faults in no fresh pages each time.
    void costField(Hex start, CostField &field);
    /// A cheapest route (A*), or nothing when `to` cannot be reached or either end is off the map.
    std::optional<Route> route(Hex from, Hex to);
    /// A cheapest route from `from` through each of `via` in order to `to`: the cheapest legs
    /// joined, each waypoint appearing once.
    std::optional<Route> route(Hex from, std::span<const Hex> via, Hex to);

    /// The route with the fewest turns of `budgetPerTurn` MP each, then the fewest MP spent in
    /// its last turn (as TurnRule::FreshEachTurn: a step that does not fit the MP left waits for
    /// the next turn, and one dearer than a whole turn is never made), through `via` in order.
    /// Its `turns` give each hex's turn. Nothing when unreachable or budgetPerTurn ≤ 0.
    /// `start` is the state the unit is in at `from` (a plan continued from its end); its
    /// `spent` must not exceed budgetPerTurn.
    /// A* with the estimate min step cost × hex distance: it stops once `to` is settled, so a
    /// short route costs what it touches, never a pass over the whole map.
    std::optional<Route> routeInTurns(Hex from, std::span<const Hex> via, Hex to, int budgetPerTurn,
                                      TurnState start = {});

    const SearchStats &lastStats() const { return m_stats; }

private:
    /// A queue entry of A*, which needs the cell's coordinates for its estimate.
    struct Node
    {
        std::int32_t cell;
        std::int16_t col; ///< cell % stride, tracked so the estimate needs no division
        std::int16_t row; ///< cell / stride
    };

    void beginQuery();
    void endQuery(std::uint32_t maxStored);

    std::uint32_t dist(int cell) const { return m_dist[static_cast<std::size_t>(cell)] - m_base; }
    Node nodeOf(int cell) const;
    /// Dijkstra from start over distances stored as base + key in `dist` (a value below base
    /// reads as unreached); nextKey(key, stepCost) gives a neighbour's key or -1 to skip it;
    /// onSettle(node, key) sees each hex once, in key order. Returns the largest key stored.
    template<typename NextKey, typename OnSettle>
    std::uint32_t dijkstra(int startCell, int span, std::uint32_t *dist, std::uint32_t base,
                           NextKey &&nextKey, OnSettle &&onSettle);
    /// The full cost field from startCell into dist (all kUnreached on entry).
    void fullField(int startCell, std::uint32_t *dist);
    /// A* from one cell to another over the scratch distances; the cost, or -1 when
    /// unreachable. The caller ends the query (after reading the distances).
    int astar(int fromCell, int toCell, std::uint32_t &maxStored);
    /// The same over keys: a cell's key is nextKey(key, stepCost) of its predecessor (kInfinite:
    /// not a step to take), the start's is startKey; keys must grow by at least the step's
    /// cost. Returns the target's key or -1. `span` bounds how far a push lies past a pop.
    template<typename NextKey>
    int astarKeyed(int fromCell, int toCell, int startKey, int span, NextKey &&nextKey,
                   std::uint32_t &maxStored);
    /// Appends the cheapest path found by the last astar() from fromCell to toCell.
    void appendPath(int fromCell, int toCell, Route &route) const;

    const CostGrid &m_grid;
    // No parent links are stored: a predecessor is a neighbour whose cost plus the step equals
    // the cell's cost, found when needed. That keeps the inner loop to one array write.
    std::vector<std::uint32_t, LargePageAllocator<std::uint32_t>>
        m_dist;                       ///< stored as base + distance
    std::vector<std::int32_t> m_slot; ///< index of a settled cell in the ReachArea being built
    std::uint32_t m_base = 1;
    BucketQueue<std::int32_t> m_queue;
    BucketQueue<Node> m_astarQueue;
    std::vector<std::vector<std::int32_t>> m_fieldBuckets; ///< storage of fullField()
    SearchStats m_stats;
};

} // namespace hexstride
