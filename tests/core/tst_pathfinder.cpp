#include "movement/costgrid.h"
#include "movement/pathfinder.h"

#include <QTest>
#include <map>
#include <random>
#include <set>

using namespace hexstride;

namespace {

/// A random small map with an independent random cost for every (hex, direction): asymmetric
/// (a → b and b → a differ) and with blocked steps. Kept as plain data so that the reference
/// searches below never touch the code under test.
struct RandomMap
{
    MapShape shape;
    std::map<std::pair<int, int>, int> index; // (q, r) → position in hexes
    std::vector<Hex> hexes;
    std::vector<std::array<int, 6>> costs; // -1 = not allowed (also off the map)

    bool onMap(Hex h) const { return index.count({h.q, h.r}) > 0; }
    int at(Hex h) const { return index.at({h.q, h.r}); }
    int cost(Hex h, Direction d) const
    {
        return costs[static_cast<std::size_t>(at(h))][static_cast<std::size_t>(d)];
    }
};

RandomMap makeMap(unsigned seed, int maxSide = 9, int blockedPercent = 20, int maxCost = 12)
{
    std::mt19937 rng(seed);
    auto uniform = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    RandomMap m;
    m.shape.width = uniform(1, maxSide);
    m.shape.height = uniform(1, maxSide);
    m.shape.grid.orientation = uniform(0, 1) ? Orientation::PointyTop : Orientation::FlatTop;
    m.shape.grid.parity = uniform(0, 1) ? OffsetParity::OddShifted : OffsetParity::EvenShifted;
    for (int row = 0; row < m.shape.height; ++row) {
        for (int col = 0; col < m.shape.width; ++col) {
            const Hex h = m.shape.grid.toHex({col, row});
            m.index[{h.q, h.r}] = static_cast<int>(m.hexes.size());
            m.hexes.push_back(h);
        }
    }
    for (Hex h : m.hexes) {
        std::array<int, 6> c{};
        for (Direction d = 0; d < 6; ++d) {
            const bool blocked = uniform(1, 100) <= blockedPercent;
            c[static_cast<std::size_t>(d)]
                = !m.onMap(neighbour(h, d)) || blocked ? -1 : uniform(1, maxCost);
        }
        m.costs.push_back(c);
    }
    return m;
}

CostGrid gridOf(const RandomMap &m)
{
    return CostGrid(m.shape, [&](Hex h, Direction d) { return m.cost(h, d); });
}

constexpr int kInf = 1 << 29;

/// Bellman-Ford: relax every step until nothing changes.
std::vector<int> referenceDistances(const RandomMap &m, Hex start)
{
    std::vector<int> dist(m.hexes.size(), kInf);
    dist[static_cast<std::size_t>(m.at(start))] = 0;
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t i = 0; i < m.hexes.size(); ++i) {
            if (dist[i] == kInf)
                continue;
            for (Direction d = 0; d < 6; ++d) {
                const int c = m.costs[i][static_cast<std::size_t>(d)];
                if (c < 0)
                    continue;
                const auto j = static_cast<std::size_t>(m.at(neighbour(m.hexes[i], d)));
                if (dist[i] + c < dist[j]) {
                    dist[j] = dist[i] + c;
                    changed = true;
                }
            }
        }
    }
    return dist;
}

/// Bands by exhaustive search over (hex, turn, MP left) states, then the best state per hex
/// (earliest turn, then most MP left). Each turn has the full budget; a step that does not fit
/// the MP left is made at the start of the next turn.
std::map<int, std::pair<int, int>> referenceBands(const RandomMap &m, Hex start, int budget,
                                                  int turns)
{
    std::set<std::tuple<int, int, int>> seen; // hex, turn, mpLeft
    std::vector<std::tuple<int, int, int>> todo{{m.at(start), 1, budget}};
    while (!todo.empty()) {
        const auto state = todo.back();
        todo.pop_back();
        if (!seen.insert(state).second)
            continue;
        const auto [i, turn, left] = state;
        for (Direction d = 0; d < 6; ++d) {
            const int c = m.costs[static_cast<std::size_t>(i)][static_cast<std::size_t>(d)];
            if (c < 0)
                continue;
            const int j = m.at(neighbour(m.hexes[static_cast<std::size_t>(i)], d));
            if (c <= left)
                todo.push_back({j, turn, left - c});
            else if (c <= budget && turn < turns)
                todo.push_back({j, turn + 1, budget - c});
        }
    }
    std::map<int, std::pair<int, int>> best; // hex → (turn, mpLeft)
    for (const auto &[i, turn, left] : seen) {
        auto it = best.find(i);
        if (it == best.end() || turn < it->second.first
            || (turn == it->second.first && left > it->second.second))
            best[i] = {turn, left};
    }
    return best;
}

/// A route must start and end right, step between neighbours over allowed steps, and its
/// totals must add up the map's own step costs.
void checkRoute(const RandomMap &m, const Route &route, Hex from, Hex to)
{
    QVERIFY(!route.hexes.empty());
    QCOMPARE(route.hexes.front(), from);
    QCOMPARE(route.hexes.back(), to);
    QCOMPARE(route.totals.size(), route.hexes.size());
    QCOMPARE(route.totals.front(), 0);
    int total = 0;
    for (std::size_t i = 1; i < route.hexes.size(); ++i) {
        const Direction d = directionTo(route.hexes[i - 1], route.hexes[i]);
        QVERIFY2(d >= 0, "route steps between hexes that are not neighbours");
        const int c = m.cost(route.hexes[i - 1], d);
        QVERIFY2(c > 0, "route takes a step that is not allowed");
        total += c;
        QCOMPARE(route.totals[i], total);
    }
    QCOMPARE(route.cost, total);
}

constexpr unsigned kSeeds = 300;

} // namespace

class TestPathfinder : public QObject
{
    Q_OBJECT
private slots:
    void gridStoresCallbackCosts()
    {
        for (unsigned seed = 1; seed <= 50; ++seed) {
            const RandomMap m = makeMap(seed);
            int calls = 0;
            const CostGrid grid(m.shape, [&](Hex h, Direction d) {
                ++calls;
                if (!m.onMap(neighbour(h, d)))
                    qFatal("callback called for a step off the map");
                return m.cost(h, d);
            });
            int onMapSteps = 0;
            for (Hex h : m.hexes) {
                QVERIFY(grid.contains(h));
                QCOMPARE(grid.hexOf(grid.cellOf(h)), h);
                for (Direction d = 0; d < 6; ++d) {
                    QCOMPARE(grid.stepCost(h, d), m.cost(h, d));
                    onMapSteps += m.onMap(neighbour(h, d)) ? 1 : 0;
                }
            }
            QCOMPARE(calls, onMapSteps);
            QVERIFY(!grid.contains(m.shape.grid.toHex({-1, 0})));
            QVERIFY(!grid.contains(m.shape.grid.toHex({0, m.shape.height})));
            QCOMPARE(grid.stepCost(m.shape.grid.toHex({m.shape.width, 0}), 3), -1);
        }
    }

    void gridMinMaxAndOutOfRangeCosts()
    {
        const MapShape shape{4, 3, {}, LabelScheme::ColRow};
        const CostGrid grid(shape, [](Hex h, Direction d) {
            if (h == Hex{0, 0} && d == 0)
                return 0; // not a valid cost: stored as blocked
            if (h == Hex{0, 0} && d == 5)
                return 300; // above the storable maximum: blocked
            return 3 + d;
        });
        QCOMPARE(grid.stepCost({0, 0}, 0), -1);
        QCOMPARE(grid.stepCost({0, 0}, 5), -1);
        QCOMPARE(grid.minStepCost(), 3);
        QCOMPARE(grid.maxStepCost(), 8);
    }

    void updateHexMatchesRebuild()
    {
        for (unsigned seed = 1; seed <= 40; ++seed) {
            RandomMap m = makeMap(seed);
            CostGrid grid = gridOf(m);
            std::mt19937 rng(seed * 7);
            const Hex h = m.hexes[rng() % m.hexes.size()];
            // New costs for the twelve steps touching h.
            for (Direction d = 0; d < 6; ++d) {
                if (!m.onMap(neighbour(h, d)))
                    continue;
                m.costs[static_cast<std::size_t>(m.at(h))][static_cast<std::size_t>(d)] = 20 + d;
                m.costs[static_cast<std::size_t>(m.at(neighbour(h, d)))]
                       [static_cast<std::size_t>(opposite(d))]
                    = 30 + d;
            }
            grid.updateHex(h, [&](Hex from, Direction d) { return m.cost(from, d); });
            const CostGrid fresh = gridOf(m);
            for (Hex x : m.hexes) {
                for (Direction d = 0; d < 6; ++d)
                    QCOMPARE(grid.stepCost(x, d), fresh.stepCost(x, d));
            }
            QCOMPARE(grid.minStepCost(), fresh.minStepCost());
            QCOMPARE(grid.maxStepCost(), fresh.maxStepCost());
        }
    }

    void costFieldMatchesReference()
    {
        CostField reused; // one field refilled across starts and maps of other sizes
        for (unsigned seed = 1; seed <= kSeeds; ++seed) {
            // Every other map with step costs up to the largest a grid stores (256 buckets).
            const RandomMap m = makeMap(seed, 9, 20, seed % 2 ? 12 : CostGrid::kMaxStepCost);
            const CostGrid grid = gridOf(m);
            Pathfinder finder(grid);
            for (int k = 0; k < 3; ++k) {
                const Hex start = m.hexes[(seed * 31 + k * 17) % m.hexes.size()];
                const std::vector<int> ref = referenceDistances(m, start);
                const CostField field = finder.costField(start);
                QCOMPARE(field.start(), start);
                for (std::size_t i = 0; i < m.hexes.size(); ++i) {
                    const Hex h = m.hexes[i];
                    QCOMPARE(field.cost(h), ref[i] == kInf ? -1 : ref[i]);
                    const auto route = field.routeTo(h);
                    QCOMPARE(route.has_value(), ref[i] != kInf);
                    if (route) {
                        checkRoute(m, *route, start, h);
                        QCOMPARE(route->cost, ref[i]);
                    }
                }
                QCOMPARE(field.cost(m.shape.grid.toHex({-1, -1})), -1);
                finder.costField(start, reused);
                QCOMPARE(reused.start(), start);
                for (std::size_t i = 0; i < m.hexes.size(); ++i)
                    QCOMPARE(reused.cost(m.hexes[i]), ref[i] == kInf ? -1 : ref[i]);
            }
            // A start off the map leaves nothing reachable in a reused field.
            finder.costField(m.shape.grid.toHex({-1, -1}), reused);
            for (const Hex h : m.hexes)
                QCOMPARE(reused.cost(h), -1);
        }
    }

    void reachMatchesReference()
    {
        for (unsigned seed = 1; seed <= kSeeds; ++seed) {
            const RandomMap m = makeMap(seed);
            const CostGrid grid = gridOf(m);
            Pathfinder finder(grid);
            const Hex start = m.hexes[(seed * 13) % m.hexes.size()];
            const std::vector<int> ref = referenceDistances(m, start);
            for (int budget : {0, 1, 5, 12, 14, 30}) {
                const ReachArea area = finder.reach(start, budget);
                QVERIFY(!area.hexes.empty());
                QCOMPARE(area.hexes.front().hex, start);
                QCOMPARE(area.hexes.front().from, -1);
                std::map<int, int> got;
                for (std::size_t i = 0; i < area.hexes.size(); ++i) {
                    const ReachedHex &r = area.hexes[i];
                    QVERIFY(m.onMap(r.hex));
                    QVERIFY(got.emplace(m.at(r.hex), r.cost).second); // each hex once
                    QCOMPARE(r.turn, 1);
                    QCOMPARE(r.mpLeft, budget - r.cost);
                    QVERIFY(r.from < static_cast<int>(i));
                    QCOMPARE(area.indexOf(r.hex), static_cast<int>(i));
                    const Route route = area.routeTo(static_cast<int>(i));
                    checkRoute(m, route, start, r.hex);
                    QCOMPARE(route.cost, r.cost);
                }
                std::map<int, int> expected;
                for (std::size_t i = 0; i < m.hexes.size(); ++i) {
                    if (ref[i] <= budget)
                        expected[static_cast<int>(i)] = ref[i];
                }
                QCOMPARE(got, expected);
            }
        }
    }

    void reachBudgetEdge()
    {
        // At exactly the cost of a hex the hex is in; one MP less and it is out.
        for (unsigned seed = 1; seed <= 100; ++seed) {
            const RandomMap m = makeMap(seed);
            const CostGrid grid = gridOf(m);
            Pathfinder finder(grid);
            const Hex start = m.hexes.front();
            const std::vector<int> ref = referenceDistances(m, start);
            for (std::size_t i = 0; i < m.hexes.size(); ++i) {
                if (ref[i] == kInf || ref[i] == 0)
                    continue;
                const int exact = finder.reach(start, ref[i]).indexOf(m.hexes[i]);
                QVERIFY(exact >= 0);
                QCOMPARE(finder.reach(start, ref[i]).hexes[static_cast<std::size_t>(exact)].mpLeft,
                         0);
                QCOMPARE(finder.reach(start, ref[i] - 1).indexOf(m.hexes[i]), -1);
            }
        }
    }

    void reachOffMapOrNegative()
    {
        const RandomMap m = makeMap(5);
        const CostGrid grid = gridOf(m);
        Pathfinder finder(grid);
        QVERIFY(finder.reach(m.shape.grid.toHex({-1, 0}), 10).hexes.empty());
        QVERIFY(finder.reach(m.hexes.front(), -1).hexes.empty());
        QVERIFY(finder.reachBands(m.hexes.front(), 10, 0).hexes.empty());
        QCOMPARE(finder.reach(m.hexes.front(), 0).hexes.size(), std::size_t(1));
    }

    void bandsMatchReference()
    {
        for (unsigned seed = 1; seed <= kSeeds; ++seed) {
            const RandomMap m = makeMap(seed, 7);
            const CostGrid grid = gridOf(m);
            Pathfinder finder(grid);
            const Hex start = m.hexes[(seed * 7) % m.hexes.size()];
            for (auto [budget, turns] : {std::pair{12, 3}, {8, 2}, {5, 4}, {14, 1}}) {
                const auto ref = referenceBands(m, start, budget, turns);
                const ReachArea area = finder.reachBands(start, budget, turns);
                std::map<int, std::pair<int, int>> got;
                for (std::size_t i = 0; i < area.hexes.size(); ++i) {
                    const ReachedHex &r = area.hexes[i];
                    QVERIFY(got.emplace(m.at(r.hex), std::pair{r.turn, r.mpLeft}).second);
                    const Route route = area.routeTo(static_cast<int>(i));
                    checkRoute(m, route, start, r.hex);
                    QCOMPARE(route.cost, r.cost);
                }
                QCOMPARE(got, ref);
            }
        }
    }

    void bandsCarryOverMatchesReference()
    {
        for (unsigned seed = 1; seed <= 100; ++seed) {
            const RandomMap m = makeMap(seed);
            const CostGrid grid = gridOf(m);
            Pathfinder finder(grid);
            const Hex start = m.hexes[(seed * 3) % m.hexes.size()];
            const std::vector<int> ref = referenceDistances(m, start);
            const int budget = 10, turns = 3;
            std::map<int, std::pair<int, int>> expected;
            for (std::size_t i = 0; i < m.hexes.size(); ++i) {
                if (ref[i] > budget * turns)
                    continue;
                int turn = 1;
                while (ref[i] > turn * budget)
                    ++turn;
                expected[static_cast<int>(i)] = {turn, turn * budget - ref[i]};
            }
            std::map<int, std::pair<int, int>> got;
            for (const ReachedHex &r :
                 finder.reachBands(start, budget, turns, TurnRule::CarryOver).hexes)
                got[m.at(r.hex)] = {r.turn, r.mpLeft};
            QCOMPARE(got, expected);
        }
    }

    void bandsWorkedExample()
    {
        // A row of hexes, every step east costs 5, budget 12 a turn.
        const MapShape shape{6, 1, {}, LabelScheme::ColRow};
        const CostGrid grid(shape, [](Hex, Direction d) { return d == 0 ? 5 : -1; });
        Pathfinder finder(grid);
        const ReachArea fresh = finder.reachBands({0, 0}, 12, 2);
        // 5, 10 in turn 1 (7 and 2 left); the third step does not fit 2 MP: turn 2, 7 left.
        const std::vector<std::array<int, 3>> expectFresh{
            {0, 1, 12}, {1, 1, 7}, {2, 1, 2}, {3, 2, 7}, {4, 2, 2}};
        QCOMPARE(fresh.hexes.size(), expectFresh.size());
        for (const auto &[q, turn, left] : expectFresh) {
            const int i = fresh.indexOf({q, 0});
            QVERIFY(i >= 0);
            QCOMPARE(fresh.hexes[static_cast<std::size_t>(i)].turn, turn);
            QCOMPARE(fresh.hexes[static_cast<std::size_t>(i)].mpLeft, left);
        }
        // Carrying over: 15 MP is turn 2 with 9 left, 20 is turn 2 with 4 left, 25 is too far.
        const ReachArea carry = finder.reachBands({0, 0}, 12, 2, TurnRule::CarryOver);
        QCOMPARE(carry.hexes.size(), std::size_t(5));
        QCOMPARE(carry.hexes[static_cast<std::size_t>(carry.indexOf({3, 0}))].mpLeft, 9);
        QCOMPARE(carry.hexes[static_cast<std::size_t>(carry.indexOf({4, 0}))].mpLeft, 4);
        // A step dearer than a whole turn is never made when each turn starts afresh.
        const CostGrid steep(shape, [](Hex, Direction d) { return d == 0 ? 13 : -1; });
        Pathfinder steepFinder(steep);
        QCOMPARE(steepFinder.reachBands({0, 0}, 12, 5).hexes.size(), std::size_t(1));
        QCOMPARE(steepFinder.reachBands({0, 0}, 12, 2, TurnRule::CarryOver).hexes.size(),
                 std::size_t(2));
    }

    // Rule: a route takes the fewest turns first, then the fewest MP in its last turn.
    void routeInTurnsWorkedExample()
    {
        const MapShape shape{6, 3, {}, LabelScheme::ColRow};
        const Hex s = shape.grid.toHex({1, 1});
        const Hex m = neighbour(s, 0), t = neighbour(m, 0), x1 = neighbour(s, 1);
        Hex x2;
        for (Direction d = 0; d < kDirectionCount; ++d) {
            const Hex c = neighbour(x1, d);
            if (c != m && c != s && distance(c, t) == 1)
                x2 = c;
        }
        QCOMPARE(distance(x2, t), 1);
        // Through m: two steps of 5 (10 MP); around by x1, x2: three steps of 3 (9 MP).
        const auto cost = [&](Hex h, Direction d) {
            const Hex n = neighbour(h, d);
            if ((h == s && n == m) || (h == m && n == t))
                return 5;
            if ((h == s && n == x1) || (h == x1 && n == x2) || (h == x2 && n == t))
                return 3;
            return 20;
        };
        const CostGrid grid(shape, cost);
        Pathfinder finder(grid);
        QCOMPARE(finder.route(s, t)->cost, 9);
        // With 5 MP a turn the cheaper way takes three turns (3 | 3 | 3), the dearer one two.
        const std::optional<Route> r = finder.routeInTurns(s, {}, t, 5);
        QVERIFY(r);
        QCOMPARE(r->hexes, (std::vector<Hex>{s, m, t}));
        QCOMPARE(r->turns, (std::vector<int>{1, 1, 2}));
        QCOMPARE(r->cost, 10);
        // With 9 MP both fit one turn: then the cheaper.
        const std::optional<Route> wide = finder.routeInTurns(s, {}, t, 9);
        QCOMPARE(wide->cost, 9);
        QCOMPARE(wide->turns.back(), 1);
        // Through a waypoint, the turn goes on from where the leg before ended.
        const std::vector<Hex> via{m};
        const std::optional<Route> back = finder.routeInTurns(s, via, t, 6);
        QCOMPARE(back->turns, (std::vector<int>{1, 1, 2}));
    }

    // Rule: the turn a route arrives in agrees with the turn bands of reach.
    void routeInTurnsMatchesReferenceBands()
    {
        for (unsigned seed = 1; seed <= kSeeds; ++seed) {
            const RandomMap m = makeMap(seed, 7);
            const CostGrid grid = gridOf(m);
            Pathfinder finder(grid);
            const Hex start = m.hexes[(seed * 7) % m.hexes.size()];
            const auto ref = referenceBands(m, start, 8, 6);
            for (const auto &[index, turnAndLeft] : ref) {
                const Hex target = m.hexes[static_cast<std::size_t>(index)];
                const std::optional<Route> r = finder.routeInTurns(start, {}, target, 8);
                QVERIFY(r);
                checkRoute(m, *r, start, target);
                QCOMPARE(r->turns.back(), turnAndLeft.first);
                // MP used in the last turn: from the last hex where the turn changed.
                int firstOfTurn = 0;
                for (std::size_t i = 1; i < r->turns.size(); ++i) {
                    if (r->turns[i] != r->turns[i - 1])
                        firstOfTurn = r->totals[i - 1];
                }
                QCOMPARE(8 - (r->cost - firstOfTurn), turnAndLeft.second);
            }
        }
    }

    void routesMatchReference()
    {
        int unreachable = 0;
        for (unsigned seed = 1; seed <= kSeeds; ++seed) {
            const RandomMap m = makeMap(seed, 12, 25);
            const CostGrid grid = gridOf(m);
            Pathfinder finder(grid);
            std::mt19937 rng(seed);
            for (int k = 0; k < 4; ++k) {
                const Hex from = m.hexes[rng() % m.hexes.size()];
                const Hex to = m.hexes[rng() % m.hexes.size()];
                const int expected
                    = referenceDistances(m, from)[static_cast<std::size_t>(m.at(to))];
                const auto route = finder.route(from, to);
                QCOMPARE(route.has_value(), expected != kInf);
                if (!route) {
                    ++unreachable;
                    continue;
                }
                QCOMPARE(route->cost, expected);
                checkRoute(m, *route, from, to);
            }
        }
        QVERIFY(unreachable > 10); // the blocked steps really cut some maps apart
    }

    void routesThroughWaypoints()
    {
        for (unsigned seed = 1; seed <= kSeeds; ++seed) {
            const RandomMap m = makeMap(seed, 10, 10);
            const CostGrid grid = gridOf(m);
            Pathfinder finder(grid);
            std::mt19937 rng(seed + 1000);
            const Hex from = m.hexes[rng() % m.hexes.size()];
            std::vector<Hex> via;
            for (unsigned n = rng() % 4; n > 0; --n)
                via.push_back(m.hexes[rng() % m.hexes.size()]);
            const Hex to = m.hexes[rng() % m.hexes.size()];
            std::vector<Hex> points{from};
            points.insert(points.end(), via.begin(), via.end());
            points.push_back(to);
            int expected = 0;
            for (std::size_t i = 0; i + 1 < points.size() && expected != kInf; ++i) {
                const int leg = referenceDistances(
                    m, points[i])[static_cast<std::size_t>(m.at(points[i + 1]))];
                expected = leg == kInf ? kInf : expected + leg;
            }
            const auto route = finder.route(from, via, to);
            QCOMPARE(route.has_value(), expected != kInf);
            if (!route)
                continue;
            QCOMPARE(route->cost, expected);
            checkRoute(m, *route, from, to);
            // The waypoints are visited in order.
            std::size_t pos = 0;
            for (Hex w : via) {
                while (pos < route->hexes.size() && route->hexes[pos] != w)
                    ++pos;
                QVERIFY2(pos < route->hexes.size(), "waypoint missing or out of order");
            }
        }
    }

    void routeSpecialCases()
    {
        const MapShape shape{5, 5, {}, LabelScheme::ColRow};
        // A wall: no step may cross between columns 1 and 2 (offset), so the east is cut off.
        const CostGrid grid(shape, [&](Hex h, Direction d) {
            const int col = shape.grid.toOffset(h).col;
            const int ncol = shape.grid.toOffset(neighbour(h, d)).col;
            return (col <= 1) != (ncol <= 1) ? -1 : 2;
        });
        Pathfinder finder(grid);
        const Hex west = shape.grid.toHex({0, 2});
        const Hex east = shape.grid.toHex({4, 2});
        QVERIFY(!finder.route(west, east).has_value());
        QVERIFY(!finder.route(west, shape.grid.toHex({9, 9})).has_value()); // off the map
        const Hex eastVia = shape.grid.toHex({3, 0});
        QVERIFY(
            !finder.route(east, std::vector<Hex>{west}, eastVia).has_value()); // waypoint cut off
        const auto same = finder.route(west, west);
        QVERIFY(same.has_value());
        QCOMPARE(same->hexes, std::vector<Hex>{west});
        QCOMPARE(same->cost, 0);
        // Waypoint equal to an end: it appears once.
        const auto viaSelf = finder.route(east, std::vector<Hex>{east, eastVia}, eastVia);
        QVERIFY(viaSelf.has_value());
        QCOMPARE(viaSelf->hexes.front(), east);
        QCOMPARE(viaSelf->cost, 2 * distance(east, eastVia));
        QCOMPARE(viaSelf->hexes.size(), std::size_t(distance(east, eastVia) + 1));
    }

    void queriesDoNotLeakIntoEachOther()
    {
        // Many mixed queries on one Pathfinder must each match a fresh Pathfinder.
        const RandomMap m = makeMap(77, 12, 15);
        const CostGrid grid = gridOf(m);
        Pathfinder shared(grid);
        std::mt19937 rng(77);
        for (int k = 0; k < 300; ++k) {
            const Hex a = m.hexes[rng() % m.hexes.size()];
            const Hex b = m.hexes[rng() % m.hexes.size()];
            Pathfinder fresh(grid);
            switch (k % 3) {
            case 0:
                QCOMPARE(shared.reach(a, 9).hexes.size(), fresh.reach(a, 9).hexes.size());
                break;
            case 1: {
                const auto x = shared.route(a, b), y = fresh.route(a, b);
                QCOMPARE(x.has_value(), y.has_value());
                if (x)
                    QCOMPARE(x->cost, y->cost);
                break;
            }
            default:
                QCOMPARE(shared.costField(a).cost(b), fresh.costField(a).cost(b));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestPathfinder)
#include "tst_pathfinder.moc"
