// Routes that count turns (issue 11, §6): the turn `route` gives each step is the turn `move`
// reports for the route's orders, on the real sample map, for every bundled ruleset and profile;
// and on the same map with armies on it (probe20 U09), the route's every step is one `move` makes.
#include "movement/costgrid.h"
#include "movement/pathfinder.h"
#include "movement/planevaluator.h"
#include "movement/planturns.h"
#include "movement/turnroute.h"
#include "movement/unitsteprules.h"
#include "support/rulesettestutil.h"
#include "support/samplemap.h"

#include <QRandomGenerator>
#include <QTest>

using namespace hexstride;

namespace {

const QStringList kRulesets{"pbm-strategic", "battle-federations", "strategic-commanders",
                            "tabletop-inches", "tactical-formations"};
constexpr int kPairsPerProfile = 24;
/// Pairs at most this far apart keep the test fast; far enough for several turns.
constexpr int kMaxDistance = 40;

} // namespace

class TestRouteTurns : public QObject
{
    Q_OBJECT
private slots:
    // Rule: a route's turns are the turns `move` counts (one order string per turn where
    // orders do not span turns; the whole string, carried on into later turns, where they do).
    void routeTurnsAgreeWithMove() { checkRoutes(0); }

    // Rule: with armies on the map the route sees them as `move` does (one commander a hex,
    // stop rules about units, costs next to enemies): `move` makes every step of the route.
    void routesAmongArmiesAgreeWithMove() { checkRoutes(40); }

private:
    /// Routes between random hexes of each ruleset's sample map with `armies` enemy armies
    /// (side "East") scattered on it, for a mover of side "West", checked against `move`.
    static void checkRoutes(int armies)
    {
        int checkedRoutes = 0, multiTurn = 0;
        for (const QString &id : kRulesets) {
            const MovementRules rules(testutil::bundled(id));
            const Ruleset &r = rules.ruleset();
            HexMap map = testutil::sampleMapFor(r);
            QRandomGenerator rng(11);
            for (int i = 0; i < armies; ++i)
                map.units() << MapUnit{QStringLiteral("E%1").arg(i),
                                       QStringLiteral("East"),
                                       map.grid().toHex({int(rng.bounded(map.width())),
                                                         int(rng.bounded(map.height()))}),
                                       {},
                                       10};
            PlanContext ctx;
            ctx.side = armies > 0 ? QStringLiteral("West") : QString();
            for (const UnitProfile &profile : testutil::profilesOf(rules)) {
                const auto model = rules.model(map, profile);
                // Every army is an enemy: where the mover starts leaves none of them out.
                CostGrid grid(map.shape(),
                              [&](Hex h, Direction d) { return model->cost(map, h, d); });
                UnitStepCost(rules, map, profile, ctx.side, Hex{-1000, -1000}).applyTo(grid);
                Pathfinder finder(grid);
                const TurnClock clock = TurnClock::of(r, profile, *model);
                int found = 0;
                for (int attempt = 0; attempt < 400 && found < kPairsPerProfile; ++attempt) {
                    const Hex from = map.grid().toHex(
                        {int(rng.bounded(map.width())), int(rng.bounded(map.height()))});
                    const Hex to = map.grid().toHex(
                        {int(rng.bounded(map.width())), int(rng.bounded(map.height()))});
                    if (from == to || distance(from, to) > kMaxDistance)
                        continue;
                    const auto route = routeByTurns(finder, clock, from, {}, to);
                    if (!route)
                        continue;
                    ++found;
                    ++checkedRoutes;
                    const QString what
                        = QStringLiteral("%1 %2 from %3 to %4")
                              .arg(id, profileKey(profile), map.label(from), map.label(to));
                    multiTurn += route->turns.back() > 1 ? 1 : 0;
                    checkAgainstMove(rules, map, profile, ctx, clock, *route, what);
                    checkPlanInTurns(rules, map, profile, ctx, clock, *route, what);
                }
            }
        }
        QVERIFY2(checkedRoutes > 100, qPrintable(QString::number(checkedRoutes)));
        QVERIFY2(multiTurn > 20, qPrintable(QString::number(multiTurn)));
    }

    static QString profileKey(const UnitProfile &p)
    {
        QStringList parts;
        for (auto it = p.cbegin(); it != p.cend(); ++it)
            parts << it.key() + QLatin1Char('=') + it.value();
        return parts.join(QLatin1Char(','));
    }

    /// The planner's turns (turnsOfOrders(), evaluatePlanInTurns()) for the route's orders are
    /// the route's: every step made, in the turn and with the running total `route` gives it.
    static void checkPlanInTurns(const MovementRules &rules, const HexMap &map,
                                 const UnitProfile &profile, const PlanContext &ctx,
                                 const TurnClock &clock, const Route &route, const QString &what)
    {
        QList<OrderToken> orders;
        for (std::size_t k = 1; k < route.hexes.size(); ++k) {
            OrderToken t;
            t.direction = directionTo(route.hexes[k - 1], route.hexes[k]);
            t.text = directionName(map.grid().orientation, t.direction);
            orders << t;
        }
        const QList<int> turns = turnsOfOrders(rules, map, route.hexes[0], orders, profile);
        const PlanResult plan
            = evaluatePlanInTurns(rules, map, route.hexes[0], orders, profile, ctx);
        QCOMPARE(plan.steps.size(), orders.size());
        QCOMPARE(plan.executed, int(orders.size()));
        QCOMPARE(plan.end, route.hexes.back());
        for (qsizetype i = 0; i < orders.size(); ++i) {
            const std::size_t k = std::size_t(i) + 1;
            const QString where = what + QStringLiteral(", step %1").arg(k);
            QVERIFY2(turns[i] == clock.turnOf(route.turns[k]), qPrintable(where));
            QVERIFY2(plan.steps[i].turn == clock.turnOf(route.turns[k]), qPrintable(where));
            QVERIFY2(plan.steps[i].total == route.totals[k], qPrintable(where));
        }
    }

    /// `move` on the route's orders: the whole string where orders span turns, else each turn's
    /// string from where the turn before ended (each a turn of its own).
    static void checkAgainstMove(const MovementRules &rules, const HexMap &map,
                                 const UnitProfile &profile, const PlanContext &ctx,
                                 const TurnClock &clock, const Route &route, const QString &what)
    {
        const bool spans = rules.ruleset().turns.ordersSpanTurns;
        std::size_t first = 0; // first hex of the current segment
        int turnOffset = 0;    // game turns before the segment
        int totalBefore = 0;
        while (first + 1 < route.hexes.size()) {
            std::size_t last = first + 1;
            const int segmentTurn = clock.turnOf(route.turns[first + 1]);
            while (last + 1 < route.hexes.size()
                   && (spans || clock.turnOf(route.turns[last + 1]) == segmentTurn))
                ++last;
            const QList<Hex> hexes(route.hexes.begin() + qsizetype(first),
                                   route.hexes.begin() + qsizetype(last) + 1);
            const PlanResult moved = evaluateHexPath(rules, map, hexes, profile, ctx);
            for (qsizetype i = 0; i < moved.steps.size(); ++i) {
                const PlannedStep &s = moved.steps[i];
                const std::size_t k = first + std::size_t(i) + 1;
                const QString where = what + QStringLiteral(", step %1").arg(k);
                QVERIFY2(s.status == StepStatus::Ok,
                         qPrintable(where + QStringLiteral(": ") + stepStatusId(s.status)
                                    + (s.reason ? QStringLiteral(" (%1)").arg(
                                           formatTraceItem(*s.reason, QStringLiteral("en")))
                                                : QString())));
                QVERIFY2(s.turn + turnOffset == clock.turnOf(route.turns[k]),
                         qPrintable(where
                                    + QStringLiteral(": move turn %1, route turn %2")
                                          .arg(s.turn + turnOffset)
                                          .arg(clock.turnOf(route.turns[k]))));
                QCOMPARE(s.period(), clock.periodOf(route.turns[k]));
                QCOMPARE(s.total + totalBefore, route.totals[k]);
            }
            turnOffset += moved.steps.constLast().turn;
            totalBefore = route.totals[last];
            first = last;
        }
    }
};

QTEST_GUILESS_MAIN(TestRouteTurns)
#include "tst_routeturns.moc"
