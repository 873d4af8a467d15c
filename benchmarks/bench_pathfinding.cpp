// Pathfinding on a synthetic 1000 × 1000 map: our bucket-queue searches against Boost.Graph
// and a std::priority_queue Dijkstra, each run on the identical graph in this process, with
// the results checked to be identical before anything is timed.
//   S1 reachable area for 12 and 14 MP from 2000 random starts (goal ≥ 50× Boost no_init)
//   S2 full-map cost field (goal ≥ 12× Boost CSR Dijkstra, ≥ 5× priority_queue)
//   S3 200 long routes (goal ≥ 6× boost::astar_search with the same heuristic)
//   S4 the same routes counting turns (goal ≤ 2× the time of S3's MP-only routes)
#include "benchutil.h"
#include "map/hexmap.h"
#include "movement/costgrid.h"
#include "movement/pathfinder.h"

#include <boost/graph/astar_search.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/dijkstra_shortest_paths_no_color_map.hpp>
#include <boost/property_map/property_map.hpp>

#include <QElapsedTimer>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <queue>
#include <random>
#include <time.h>

using namespace hexstride;

namespace {

constexpr int kSide = 1000;

/// Like bench::medianMs but in CPU time of this thread: the machine is shared, and wall time
/// would count the time other processes hold the core.
template<typename F>
double medianCpuMs(int runs, F &&f)
{
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        timespec a{}, b{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &a);
        f();
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &b);
        times.push_back(double(b.tv_sec - a.tv_sec) * 1e3 + double(b.tv_nsec - a.tv_nsec) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

enum EdgeBit : FeatureMask { MinorRiver = 1, MajorRiver = 2, Ford = 4, Bridge = 8, Road = 16 };
// plains, light forest, forest, hills, rough, swamp, mountains, lake (not enterable)
constexpr int kTerrainCost[] = {2, 3, 4, 5, 6, 8, 12, -1};
constexpr int kLake = 7;

HexMap makeMap(unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> unit(0.f, 1.f);
    const MapShape shape{
        kSide, kSide, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::ColRow};
    HexMap map(shape, QStringLiteral("bench"), {}, {}, {});

    // Terrain: coarse value noise, interpolated, with some per-hex jitter.
    constexpr int cell = 16;
    const int cw = kSide / cell + 2;
    std::vector<float> coarse(static_cast<std::size_t>(cw * cw));
    for (float &v : coarse)
        v = unit(rng);
    auto at = [&](int x, int y) { return coarse[static_cast<std::size_t>(y * cw + x)]; };
    auto &terrain = map.terrainLayer();
    for (int row = 0; row < kSide; ++row) {
        for (int col = 0; col < kSide; ++col) {
            const int x = col / cell, y = row / cell;
            const float fx = float(col % cell) / cell, fy = float(row % cell) / cell;
            float v = (at(x, y) * (1 - fx) + at(x + 1, y) * fx) * (1 - fy)
                      + (at(x, y + 1) * (1 - fx) + at(x + 1, y + 1) * fx) * fy;
            v = 0.8f * v + 0.2f * unit(rng);
            static constexpr float limits[] = {0.12f, 0.40f, 0.50f, 0.58f, 0.64f, 0.70f, 0.76f};
            std::uint8_t t = 6;
            for (std::uint8_t i = 0; i < 7; ++i) {
                if (v < limits[i]) {
                    t = i;
                    break;
                }
            }
            terrain[static_cast<std::size_t>(row * kSide + col)] = t == 0 ? kLake : t - 1;
        }
    }
    auto addEdge = [&](Hex h, Direction d, FeatureMask bits) {
        if (map.contains(h) && map.contains(neighbour(h, d)))
            map.setEdgeFeatures(edgeOf(h, d), FeatureMask(map.edgeFeatures(h, d) | bits));
    };
    auto randomHex = [&] { return shape.grid.toHex({int(rng() % kSide), int(rng() % kSide)}); };
    // Rivers run along hex sides: a meandering walk marks the two sides on its left, which
    // makes a watertight line. Major rivers get a ford or a bridge now and then.
    auto river = [&](int length, FeatureMask kind, int crossingEvery) {
        Hex h = randomHex();
        Direction d = int(rng() % 6);
        for (int i = 0; i < length && map.contains(h); ++i) {
            for (Direction side : {(d + 1) % 6, (d + 2) % 6}) {
                FeatureMask bits = kind;
                if (rng() % static_cast<unsigned>(crossingEvery) == 0)
                    bits |= (rng() % 2) ? Ford : Bridge;
                addEdge(h, side, bits);
            }
            h = neighbour(h, d);
            if (rng() % 4 == 0)
                d = (d + (rng() % 2 ? 1 : 5)) % 6;
        }
    };
    for (int i = 0; i < 300; ++i)
        river(400, MajorRiver, 15);
    for (int i = 0; i < 1500; ++i)
        river(120, MinorRiver, 10);
    // Roads mark the sides they cross; a road crossing a river brings its bridge.
    for (int i = 0; i < 500; ++i) {
        Hex h = randomHex();
        Direction d = int(rng() % 6);
        for (int k = 0; k < 500 && map.contains(h); ++k) {
            const bool river = map.contains(neighbour(h, d))
                               && (map.edgeFeatures(h, d) & (MajorRiver | MinorRiver));
            addEdge(h, d, river ? FeatureMask(Road | Bridge) : FeatureMask(Road));
            h = neighbour(h, d);
            if (rng() % 6 == 0)
                d = (d + (rng() % 2 ? 1 : 5)) % 6;
        }
    }
    return map;
}

/// The rule the benchmark derives from the map: terrain entered 2..12, +2 for a minor river,
/// a major river only at a ford or bridge, a road along the step halves the cost.
int stepCost(const HexMap &map, Hex h, Direction d)
{
    const int base = kTerrainCost[map.terrain(neighbour(h, d))];
    if (base < 0)
        return -1;
    const FeatureMask e = map.edgeFeatures(h, d);
    const bool crossing = e & (Ford | Bridge);
    if ((e & MajorRiver) && !crossing)
        return -1;
    int c = base;
    if ((e & MinorRiver) && !crossing)
        c += 2;
    if (e & Road)
        c = (c + 1) / 2;
    return c;
}

struct EdgeWeight
{
    int w;
};
using Graph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, EdgeWeight>;
using Vertex = boost::graph_traits<Graph>::vertex_descriptor;

/// The same graph three ways: the CostGrid, a Boost CSR graph and plain CSR arrays.
struct Graphs
{
    std::vector<Hex> hexOfVertex; // vertex = row-major map index
    Graph boost;
    std::vector<int> first, target, weight; // plain CSR for the priority_queue baseline
};

Graphs makeGraphs(const HexMap &map, const CostGrid &grid)
{
    Graphs g;
    const int n = map.hexCount();
    std::vector<std::pair<int, int>> edges;
    std::vector<EdgeWeight> weights;
    g.first.push_back(0);
    for (int i = 0; i < n; ++i) {
        const Hex h = map.hexAtIndex(i);
        g.hexOfVertex.push_back(h);
        for (Direction d = 0; d < kDirectionCount; ++d) {
            const int c = grid.stepCost(h, d);
            if (c < 0)
                continue;
            const int j = map.indexOf(neighbour(h, d));
            edges.emplace_back(i, j);
            weights.push_back({c});
            g.target.push_back(j);
            g.weight.push_back(c);
        }
        g.first.push_back(static_cast<int>(g.target.size()));
    }
    g.boost = Graph(boost::edges_are_sorted, edges.begin(), edges.end(), weights.begin(),
                    static_cast<std::size_t>(n));
    return g;
}

/// Textbook Dijkstra with a binary heap and lazy deletion.
void pqDijkstra(const Graphs &g, int source, std::vector<int> &dist)
{
    std::fill(dist.begin(), dist.end(), INT_MAX);
    using Item = std::pair<int, int>; // distance, vertex
    std::priority_queue<Item, std::vector<Item>, std::greater<>> pq;
    dist[static_cast<std::size_t>(source)] = 0;
    pq.push({0, source});
    while (!pq.empty()) {
        const auto [d, v] = pq.top();
        pq.pop();
        if (d != dist[static_cast<std::size_t>(v)])
            continue;
        for (int e = g.first[static_cast<std::size_t>(v)];
             e < g.first[static_cast<std::size_t>(v) + 1]; ++e) {
            const auto t = static_cast<std::size_t>(g.target[static_cast<std::size_t>(e)]);
            const int nd = d + g.weight[static_cast<std::size_t>(e)];
            if (nd < dist[t]) {
                dist[t] = nd;
                pq.push({nd, static_cast<int>(t)});
            }
        }
    }
}

struct StopSearch
{
};

/// Stops Boost's Dijkstra at the first vertex beyond the budget; records what it settles and
/// what it discovers (to reset only those, for the generous variant).
struct CutoffVisitor : boost::default_dijkstra_visitor
{
    const std::vector<int> *dist;
    int budget;
    std::vector<int> *settled;
    std::vector<int> *discovered;
    void discover_vertex(Vertex v, const Graph &) const { discovered->push_back(int(v)); }
    void examine_vertex(Vertex v, const Graph &) const
    {
        if ((*dist)[v] > budget)
            throw StopSearch{};
        settled->push_back(int(v));
    }
};

struct BoostReach
{
    std::vector<int> dist;
    std::vector<int> settled, discovered;
    /// resetAll: fill the distance map before every call (the documented use of no_init);
    /// otherwise reset only the vertices the previous call discovered.
    void run(const Graphs &g, int source, int budget, bool resetAll)
    {
        if (resetAll) {
            std::fill(dist.begin(), dist.end(), INT_MAX);
        } else {
            for (int v : discovered)
                dist[static_cast<std::size_t>(v)] = INT_MAX;
            dist[static_cast<std::size_t>(source)] = INT_MAX;
        }
        settled.clear();
        discovered.clear();
        dist[static_cast<std::size_t>(source)] = 0;
        CutoffVisitor vis;
        vis.dist = &dist;
        vis.budget = budget;
        vis.settled = &settled;
        vis.discovered = &discovered;
        try {
            boost::dijkstra_shortest_paths_no_color_map_no_init(
                g.boost, Vertex(source), boost::dummy_property_map(),
                boost::make_iterator_property_map(dist.begin(), get(boost::vertex_index, g.boost)),
                get(&EdgeWeight::w, g.boost), get(boost::vertex_index, g.boost), std::less<int>(),
                boost::closed_plus<int>(INT_MAX), INT_MAX, 0, vis);
        } catch (const StopSearch &) {}
    }
};

struct FoundGoal
{
};
struct GoalVisitor : boost::default_astar_visitor
{
    Vertex goal;
    void examine_vertex(Vertex v, const Graph &) const
    {
        if (v == goal)
            throw FoundGoal{};
    }
};
struct HexHeuristic : boost::astar_heuristic<Graph, int>
{
    const std::vector<Hex> *hexes;
    Hex goal;
    int minCost;
    int operator()(Vertex v) const { return minCost * distance((*hexes)[v], goal); }
};

/// boost::astar_search to `to`; the cost or -1.
int boostRoute(const Graphs &g, int from, int to, int minCost, std::vector<int> &dist,
               std::vector<int> &rank, std::vector<Vertex> &pred)
{
    HexHeuristic h;
    h.hexes = &g.hexOfVertex;
    h.goal = g.hexOfVertex[static_cast<std::size_t>(to)];
    h.minCost = minCost;
    GoalVisitor vis;
    vis.goal = Vertex(to);
    const auto index = get(boost::vertex_index, g.boost);
    try {
        boost::astar_search(
            g.boost, Vertex(from), h,
            boost::visitor(vis)
                .distance_map(boost::make_iterator_property_map(dist.begin(), index))
                .rank_map(boost::make_iterator_property_map(rank.begin(), index))
                .predecessor_map(boost::make_iterator_property_map(pred.begin(), index))
                .weight_map(get(&EdgeWeight::w, g.boost)));
    } catch (const FoundGoal &) {
        return dist[static_cast<std::size_t>(to)];
    }
    return -1;
}

void fail(const char *what)
{
    std::fprintf(stderr, "MISMATCH: %s\n", what);
    std::exit(1);
}

} // namespace

int main(int argc, char **argv)
{
    // Optional arguments pick scenarios: s1 s2 s3 (all when none is given).
    auto wanted = [&](const char *name) {
        if (argc < 2)
            return true;
        for (int i = 1; i < argc; ++i) {
            if (std::strcmp(argv[i], name) == 0)
                return true;
        }
        return false;
    };
    if (argc > 1 && (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0)) {
        std::printf("usage: %s [s1] [s2] [s3] | profile-field\n"
                    "  s1 s2 s3        run only these scenarios (all when none is given)\n"
                    "  profile-field   only our full cost field, 20 starts: min and median CPU ms\n"
                    "Times are CPU time of this thread (medians); run on a quiet machine.\n",
                    argv[0]);
        return 0;
    }
    QElapsedTimer timer;
    timer.start();
    const HexMap map = makeMap(2024);
    std::printf("map %d x %d generated in %.0f ms\n", kSide, kSide, double(timer.elapsed()));

    timer.restart();
    const CostGrid grid(map.shape(), [&](Hex h, Direction d) { return stepCost(map, h, d); });
    std::printf("CostGrid built in %.0f ms (%d cells, step costs %d..%d)\n",
                double(timer.elapsed()), grid.cellCount(), grid.minStepCost(), grid.maxStepCost());
    timer.restart();
    const Graphs g = makeGraphs(map, grid);
    std::printf("baseline graphs built in %.0f ms (%zu directed edges)\n\n",
                double(timer.elapsed()), g.target.size());
    const int n = map.hexCount();
    Pathfinder finder(grid);
    std::mt19937 rng(7);
    auto randomLandVertex = [&] {
        for (;;) {
            const int v = int(rng() % unsigned(n));
            if (map.terrainLayer()[static_cast<std::size_t>(v)] != kLake)
                return v;
        }
    };

    if (argc > 1 && std::strcmp(argv[1], "profile-field") == 0) { // our field alone, for perf
        CostField reused;
        std::vector<double> times;
        for (int i = 0; i < 20; ++i) {
            const Hex start = g.hexOfVertex[static_cast<std::size_t>(randomLandVertex())];
            times.push_back(medianCpuMs(1, [&] { finder.costField(start, reused); }));
        }
        std::sort(times.begin(), times.end());
        std::printf("our field: min %.2f ms, median %.2f ms (last: %d settled, %d pushed)\n",
                    times.front(), times[times.size() / 2], finder.lastStats().settled,
                    finder.lastStats().pushed);
        return 0;
    }

    // ---- S1: reachable areas --------------------------------------------------------------
    std::vector<int> starts(2000);
    for (int &s : starts)
        s = randomLandVertex();
    BoostReach boostReach;
    boostReach.dist.assign(static_cast<std::size_t>(n), INT_MAX);
    for (int budget : {12, 14}) {
        if (!wanted("s1"))
            break;
        long long hexes = 0;
        for (int s : starts) {
            const ReachArea area = finder.reach(g.hexOfVertex[static_cast<std::size_t>(s)], budget);
            boostReach.run(g, s, budget, true);
            std::vector<std::pair<int, int>> ours, theirs;
            for (const ReachedHex &r : area.hexes)
                ours.emplace_back(map.indexOf(r.hex), r.cost);
            for (int v : boostReach.settled)
                theirs.emplace_back(v, boostReach.dist[static_cast<std::size_t>(v)]);
            std::sort(ours.begin(), ours.end());
            std::sort(theirs.begin(), theirs.end());
            if (ours != theirs)
                fail("S1 reachable area differs from Boost");
            hexes += static_cast<long long>(ours.size());
        }
        std::printf("S1 %d MP: results identical for %zu starts (%.1f hexes per area)\n", budget,
                    starts.size(), double(hexes) / double(starts.size()));
        std::size_t sink = 0;
        const double ours = medianCpuMs(7, [&] {
            for (int s : starts)
                sink += finder.reach(g.hexOfVertex[static_cast<std::size_t>(s)], budget)
                            .hexes.size();
        });
        const double boostAll = medianCpuMs(3, [&] {
            for (int s : starts) {
                boostReach.run(g, s, budget, true);
                sink += boostReach.settled.size();
            }
        });
        const double boostTouched = medianCpuMs(3, [&] {
            for (int s : starts) {
                boostReach.run(g, s, budget, false);
                sink += boostReach.settled.size();
            }
        });
        std::printf(
            "  per query: ours %.2f us, boost %.1f us (reset all), %.1f us (reset touched)\n",
            ours * 1000 / 2000, boostAll * 1000 / 2000, boostTouched * 1000 / 2000);
        char what[64];
        std::snprintf(what, sizeof what, "S1 reach %d MP x2000 (goal 50x)", budget);
        bench::printRatio(what, ours, "boost no_init", boostAll);
        std::snprintf(what, sizeof what, "S1 reach %d MP x2000, touched reset", budget);
        bench::printRatio(what, ours, "boost no_init", boostTouched);
        if (sink == 0)
            std::printf(" ");
    }

    // ---- S2: full cost field --------------------------------------------------------------
    std::printf("\n");
    std::vector<int> fieldStarts(5);
    for (int &s : fieldStarts)
        s = randomLandVertex();
    std::vector<int> pqDist(static_cast<std::size_t>(n));
    std::vector<int> boostDist(static_cast<std::size_t>(n));
    std::vector<Vertex> boostPred(static_cast<std::size_t>(n));
    const auto index = get(boost::vertex_index, g.boost);
    auto boostField = [&](int s) {
        boost::dijkstra_shortest_paths(
            g.boost, Vertex(s),
            boost::distance_map(boost::make_iterator_property_map(boostDist.begin(), index))
                .predecessor_map(boost::make_iterator_property_map(boostPred.begin(), index))
                .weight_map(get(&EdgeWeight::w, g.boost)));
    };
    CostField field; // reused from start to start, as in the timed runs
    for (int s : fieldStarts) {
        if (!wanted("s2"))
            break;
        finder.costField(g.hexOfVertex[static_cast<std::size_t>(s)], field);
        pqDijkstra(g, s, pqDist);
        boostField(s);
        for (int v = 0; v < n; ++v) {
            const int ours = field.cost(g.hexOfVertex[static_cast<std::size_t>(v)]);
            const int pq = pqDist[static_cast<std::size_t>(v)] == INT_MAX
                               ? -1
                               : pqDist[static_cast<std::size_t>(v)];
            const int bo = boostDist[static_cast<std::size_t>(v)] == INT_MAX
                               ? -1
                               : boostDist[static_cast<std::size_t>(v)];
            if (ours != pq || ours != bo)
                fail("S2 cost field differs");
        }
    }
    std::size_t k = 0;
    if (wanted("s2")) {
        std::printf("S2: cost fields identical for %zu starts (%d settled of %d hexes)\n",
                    fieldStarts.size(), finder.lastStats().settled, n);
        // Every contender reuses its output arrays between runs (pqDist, boostDist, field).
        const double oursField = medianCpuMs(9, [&] {
            finder.costField(
                g.hexOfVertex[static_cast<std::size_t>(fieldStarts[k++ % fieldStarts.size()])],
                field);
        });
        k = 0;
        const double pqField
            = medianCpuMs(5, [&] { pqDijkstra(g, fieldStarts[k++ % fieldStarts.size()], pqDist); });
        k = 0;
        const double boostFieldMs
            = medianCpuMs(5, [&] { boostField(fieldStarts[k++ % fieldStarts.size()]); });
        bench::printRatio("S2 full field (goal 12x)", oursField, "boost CSR dijkstra",
                          boostFieldMs);
        bench::printRatio("S2 full field (goal 5x)", oursField, "priority_queue", pqField);
    }
    if (!wanted("s3"))
        return 0;

    // ---- S3: long routes ------------------------------------------------------------------
    std::printf("\n");
    std::vector<std::pair<int, int>> pairs;
    while (pairs.size() < 200) {
        const int a = randomLandVertex(), b = randomLandVertex();
        if (distance(g.hexOfVertex[static_cast<std::size_t>(a)],
                     g.hexOfVertex[static_cast<std::size_t>(b)])
            >= 400)
            pairs.emplace_back(a, b);
    }
    std::vector<int> rank(static_cast<std::size_t>(n));
    const int minCost = grid.minStepCost();
    long long settled = 0;
    // Boost's A* takes about a minute for the 200 routes, so its one checked run is the one timed.
    double boostRoutes = 0;
    for (auto [a, b] : pairs) {
        const Hex from = g.hexOfVertex[static_cast<std::size_t>(a)];
        const Hex to = g.hexOfVertex[static_cast<std::size_t>(b)];
        const auto route = finder.route(from, to);
        settled += finder.lastStats().settled;
        int theirs = 0;
        boostRoutes += medianCpuMs(
            1, [&] { theirs = boostRoute(g, a, b, minCost, boostDist, rank, boostPred); });
        if ((route ? route->cost : -1) != theirs)
            fail("S3 route cost differs from Boost A*");
        if (route) {
            int total = 0;
            for (std::size_t i = 1; i < route->hexes.size(); ++i)
                total += grid.stepCost(route->hexes[i - 1],
                                       directionTo(route->hexes[i - 1], route->hexes[i]));
            if (total != route->cost || route->hexes.front() != from || route->hexes.back() != to)
                fail("S3 route does not add up");
        }
    }
    std::printf("S3: route costs identical for %zu pairs (ours settles %.0f hexes per route)\n",
                pairs.size(), double(settled) / double(pairs.size()));
    const double oursRoutes = medianCpuMs(5, [&] {
        for (auto [a, b] : pairs)
            finder.route(g.hexOfVertex[static_cast<std::size_t>(a)],
                         g.hexOfVertex[static_cast<std::size_t>(b)]);
    });
    bench::printRatio("S3 200 long routes (goal 6x)", oursRoutes, "boost astar_search",
                      boostRoutes);

    // ---- S4: the same routes counting turns of 12 MP (fewest turns, then fewest MP) --------
    constexpr int kTurnBudget = 12;
    long long turnSettled = 0;
    for (auto [a, b] : pairs) {
        const Hex from = g.hexOfVertex[static_cast<std::size_t>(a)];
        const Hex to = g.hexOfVertex[static_cast<std::size_t>(b)];
        const auto cheapest = finder.route(from, to);
        const auto inTurns = finder.routeInTurns(from, {}, to, kTurnBudget);
        turnSettled += finder.lastStats().settled;
        if (bool(cheapest) != bool(inTurns) || (inTurns && inTurns->cost < cheapest->cost))
            fail("S4 a route counting turns disagrees with the cheapest route");
    }
    std::printf("S4: ours settles %.0f hexes per route counting turns\n",
                double(turnSettled) / double(pairs.size()));
    const double turnRoutes = medianCpuMs(5, [&] {
        for (auto [a, b] : pairs)
            finder.routeInTurns(g.hexOfVertex[static_cast<std::size_t>(a)], {},
                                g.hexOfVertex[static_cast<std::size_t>(b)], kTurnBudget);
    });
    bench::printRatio("S4 200 routes counting turns", turnRoutes, "S3 MP-only routes", oursRoutes);
    std::printf("S4 costs %.2fx the MP-only search (goal at most 2x)\n",
                oursRoutes > 0 ? turnRoutes / oursRoutes : 0.0);
    return 0;
}
