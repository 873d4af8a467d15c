// Routes by turns as `route` and the planner share them (issue 11, §6): one order string per
// turn, a leg continued from where a plan stands, and the preview search bounded by A*.
#include "movement/costgrid.h"
#include "movement/pathfinder.h"
#include "movement/turnroute.h"

#include <QTest>
#include <random>

using namespace hexstride;

namespace {

/// A square map with a fixed random cost (1..9, some steps blocked) per hex and direction.
struct CostMap
{
    MapShape shape;
    unsigned seed;
    int cost(Hex h, Direction d) const
    {
        // A cheap integer hash: the same cost every time the grid asks.
        std::uint32_t x = seed * 2654435761u ^ std::uint32_t(h.q * 7919 + h.r * 104729 + d * 31);
        x ^= x >> 15;
        x *= 2246822519u;
        x ^= x >> 13;
        const int c = int(x % 10);
        return c == 0 ? -1 : c;
    }
    CostGrid grid() const
    {
        return CostGrid(shape, [this](Hex h, Direction d) { return cost(h, d); });
    }
};

CostMap costMap(int side, unsigned seed)
{
    CostMap m{MapShape{}, seed};
    m.shape.width = side;
    m.shape.height = side;
    return m;
}

} // namespace

class TestTurnRoute : public QObject
{
    Q_OBJECT
private slots:
    // Rule: one order string per turn, "turn 1: …; turn 2: …"; one turn alone stays plain.
    void oneOrderStringPerTurn()
    {
        const QStringList perTurn
            = orderStringsPerTurn({"se", "e", "ne", "n", "nw"}, {1, 1, 1, 2, 3});
        QCOMPARE(perTurn, (QStringList{"se, e, ne", "n", "nw"}));
        QCOMPARE(formatOrdersPerTurn(perTurn), QString("turn 1: se, e, ne; turn 2: n; turn 3: nw"));
        QCOMPARE(formatOrdersPerTurn({"se, e"}), QString("se, e"));
        // A turn spent waiting (a step dearer than what is left waits for the next period).
        QCOMPARE(orderStringsPerTurn({"e", "e"}, {1, 3}), (QStringList{"e", "", "e"}));
    }

    // Rule: a search turn is one period of movement; two periods make one game turn.
    void periodsMakeTurns()
    {
        TurnClock clock;
        clock.perPeriod = 6;
        clock.periodIds = {"day", "night"};
        QCOMPARE(clock.turnOf(1), 1);
        QCOMPARE(clock.turnOf(2), 1);
        QCOMPARE(clock.turnOf(3), 2);
        QCOMPARE(clock.periodOf(2), QString("night"));
        QCOMPARE(clock.periodOf(3), QString("day"));
        TurnClock plain;
        QCOMPARE(plain.turnOf(3), 3);
        QCOMPARE(plain.periodOf(3), QString());
    }

    // Rule: a step that does not fit the MP left waits for the next turn; one dearer than a
    // whole turn is never made.
    void turnStateAfterSteps()
    {
        const std::vector<int> costs{3, 3, 3};
        QCOMPARE(turnStateAfter(costs, 8), (TurnState{2, 3}));
        QCOMPARE(turnStateAfter(costs, 9), (TurnState{1, 9}));
        QCOMPARE(turnStateAfter(costs, 8, TurnState{2, 7}), (TurnState{4, 3}));
        const std::vector<int> dear{3, 9};
        QVERIFY(!turnStateAfter(dear, 8));
        const std::vector<int> blocked{-1};
        QVERIFY(!turnStateAfter(blocked, 8));
    }

    // The planner's turns of more MP than the route search counts turns of (254,000): counted
    // exactly, as of any smaller allowance (they were counted of 254,000, a turn of 300,000
    // split after 254,000).
    void turnsOfMoreThanTheSearchCountsAreExact()
    {
        const std::vector<int> fits{250000, 40000};
        QCOMPARE(turnStateAfter(fits, 300000), (TurnState{1, 290000}));
        const std::vector<int> over{250000, 60000};
        QCOMPARE(turnStateAfter(over, 300000), (TurnState{2, 60000}));
        QCOMPARE(turnStateAfter(fits, 1000000, TurnState{3, 999999}), (TurnState{4, 290000}));
        // A route of 5-MP steps east from column 2 to 5, the turn begun with 299,992 of 300,000
        // spent: the first step ends it (299,997), the second waits for turn 2 (5), the third
        // follows (10).
        MapShape shape;
        shape.width = 8;
        shape.height = 6;
        const CostGrid grid(shape, [](Hex, Direction) { return 5; });
        Pathfinder finder(grid);
        TurnClock clock;
        clock.perPeriod = 300000;
        const Hex from = shape.grid.toHex({2, 3});
        const Hex to = shape.grid.toHex({5, 3});
        const auto route = routeByTurns(finder, clock, from, {}, to, TurnState{1, 299992});
        QVERIFY(route);
        QCOMPARE(route->hexes.size(), std::size_t(4));
        QCOMPARE(route->totals, (std::vector<int>{0, 5, 10, 15}));
        QCOMPARE(route->turns, (std::vector<int>{1, 1, 2, 2}));
    }

    // Rule: a leg that continues a plan counts its turns on from where the plan stands: the
    // same route and turns as one route through the plan's end as a waypoint.
    void legContinuesThePlansTurn()
    {
        int checked = 0;
        for (unsigned seed = 1; seed <= 12; ++seed) {
            const CostMap m = costMap(24, seed);
            const CostGrid grid = m.grid();
            Pathfinder finder(grid);
            const Hex a = m.shape.grid.toHex({2, 3});
            const Hex b = m.shape.grid.toHex({12, 9});
            const Hex c = m.shape.grid.toHex({21, 20});
            const std::vector<Hex> via{b};
            const auto whole = finder.routeInTurns(a, via, c, 11);
            const auto first = finder.routeInTurns(a, {}, b, 11);
            if (!whole || !first)
                continue;
            const int firstOfTurn = [&] {
                int total = 0;
                for (std::size_t i = 1; i < first->turns.size(); ++i)
                    total = first->turns[i] != first->turns[i - 1] ? first->totals[i - 1] : total;
                return total;
            }();
            const TurnState atB{first->turns.back(), first->cost - firstOfTurn};
            const auto leg = finder.routeInTurns(b, {}, c, 11, atB);
            QVERIFY(leg);
            QCOMPARE(leg->turns.front(), atB.turn);
            QCOMPARE(leg->turns.back(), whole->turns.back());
            QCOMPARE(first->cost + leg->cost, whole->cost);
            QVERIFY(whole->turns.back() > 1); // the plan's end is not at a turn's start
            ++checked;
        }
        QVERIFY(checked >= 6);
    }

    // Rule: the preview's A* by turns stops once its target is settled and gives what the
    // search of the whole map by turns gives (the same turn and MP left at the target).
    void boundedPreviewMatchesWholeMapSearch()
    {
        for (unsigned seed = 1; seed <= 6; ++seed) {
            const CostMap m = costMap(90, seed);
            const CostGrid grid = m.grid();
            Pathfinder finder(grid);
            const Hex start = m.shape.grid.toHex({45, 45});
            const int perTurn = 12;
            const ReachArea whole = finder.reachBands(start, perTurn, 1000);
            std::mt19937 rng(seed);
            for (int i = 0; i < 40; ++i) {
                const ReachedHex &ref = whole.hexes[std::uniform_int_distribution<std::size_t>(
                    0, whole.hexes.size() - 1)(rng)];
                const auto r = finder.routeInTurns(start, {}, ref.hex, perTurn);
                QVERIFY(r);
                QCOMPARE(r->turns.back(), ref.turn);
                int firstOfTurn = 0;
                for (std::size_t k = 1; k < r->turns.size(); ++k)
                    firstOfTurn = r->turns[k] != r->turns[k - 1] ? r->totals[k - 1] : firstOfTurn;
                QCOMPARE(perTurn - (r->cost - firstOfTurn), ref.mpLeft);
                if (distance(start, ref.hex) <= 10) {
                    // Bounded: a near target settles a part of the map, not all of it.
                    QVERIFY(finder.lastStats().settled < int(whole.hexes.size()) / 4);
                }
            }
            QVERIFY(finder.routeInTurns(start, {}, neighbour(start, 0), perTurn));
            QVERIFY(finder.lastStats().settled < 200);
        }
    }
};

QTEST_GUILESS_MAIN(TestTurnRoute)
#include "tst_turnroute.moc"
