// battle-federations: the altitude example, blocked terrain per troop type, the minimum move,
// contact, friends passed but not stopped on, set-up validation and the half-round order.
#include "movement/directmove.h"
#include "movement/planevaluator.h"
#include "movement/unitrules.h"
#include "support/plantestutil.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;

namespace {
std::shared_ptr<const Ruleset> battle()
{
    static const auto r = testutil::bundled("battle-federations");
    return r;
}

PlanResult run(const HexMap &map, Hex start, const QString &orders, const UnitProfile &profile,
               const QString &side = "A")
{
    return testutil::runOrders(battle(), map, start, orders, profile, side);
}
using testutil::statuses;
} // namespace

class TestBattleRules : public QObject
{
    Q_OBJECT
private slots:
    void altitudeExample()
    {
        // Summary §2.6 (docs/rules/battle-federations.md): infantry climbing from altitude 2 into
        // forest at altitude 4 pays 4 for the forest and 2 for the two levels.
        HexMap map = testutil::mapFor(*battle(), 2, 1, "open");
        const Hex a = testutil::at(map, 0, 0);
        const Hex b = testutil::at(map, 1, 0);
        testutil::setTerrain(map, b, "forest");
        map.setElevation(a, 2);
        map.setElevation(b, 4);
        MovementRules rules(battle());
        StepTrace trace;
        QCOMPARE(rules.explainStep(map, a, 0, {{"troop-type", "infantry"}}, "A", &trace), 6);
        QCOMPARE(trace[0].value, 4.0);
        QCOMPARE(trace[1].ruleId, QString("altitude"));
        QCOMPARE(trace[1].value, 2.0);
        QCOMPARE(rules.stepCostFast(map, a, 0, {{"troop-type", "infantry"}}), 6);
        // A rise beyond any table range still counts every level.
        map.setElevation(b, 14);
        QCOMPARE(rules.stepCostFast(map, a, 0, {{"troop-type", "infantry"}}), 16);
        map.setElevation(b, 4);
        // Going down costs nothing extra.
        QCOMPARE(rules.stepCostFast(map, b, 3, {{"troop-type", "infantry"}}), 2);
    }

    void forestPerTroopType_data()
    {
        QTest::addColumn<QString>("troopType");
        QTest::addColumn<int>("expectedCost");
        // The ruleset's forest row (infantry 4, light cavalry 3, cavalry and artillery "no"),
        // entered from open ground on the level: no modifier applies.
        QTest::newRow("infantry") << "infantry" << 4;
        QTest::newRow("light cavalry may enter forests") << "light-cavalry" << 3;
        QTest::newRow("other cavalry may not") << "cavalry" << -1;
        QTest::newRow("nor artillery") << "artillery" << -1;
    }
    void forestPerTroopType()
    {
        QFETCH(QString, troopType);
        QFETCH(int, expectedCost);
        HexMap map = testutil::mapFor(*battle(), 2, 1, "open");
        testutil::setTerrain(map, testutil::at(map, 1, 0), "forest");
        const int cost = MovementRules(battle()).stepCostFast(map, testutil::at(map, 0, 0), 0,
                                                              {{"troop-type", troopType}});
        QCOMPARE(cost, expectedCost);
    }

    void minimumMoveOneHexPerRound()
    {
        // Artillery has 4 MP (assumed); hills cost it 4 and a 1-level rise 1 more: 5 > 4, yet it
        // moves one co-ordinate. Across a river it does not; blocked terrain stays blocked.
        HexMap map = testutil::mapFor(*battle(), 4, 1, "hills");
        const Hex a = testutil::at(map, 0, 0);
        map.setElevation(testutil::at(map, 1, 0), 1);
        const PlanResult p = run(map, a, "e", {{"troop-type", "artillery"}});
        QCOMPARE(statuses(p), QStringList{"ok"});
        QCOMPARE(p.steps[0].cost.value_or(-1), 5);
        bool minimum = false;
        for (const auto &t : p.steps[0].explain())
            minimum = minimum || t.kind == TraceItem::Kind::MinimumMove;
        QVERIFY(minimum);

        testutil::setEdge(map, a, 0, {"river"});
        const PlanResult river = run(map, a, "e", {{"troop-type", "artillery"}});
        QCOMPARE(statuses(river), QStringList{"insufficient"});

        testutil::setEdge(map, a, 0, {});
        testutil::setTerrain(map, testutil::at(map, 1, 0), "forest");
        QCOMPARE(statuses(run(map, a, "e", {{"troop-type", "artillery"}})), QStringList{"blocked"});
    }

    void roundsContinue()
    {
        // Infantry 6 MP on open ground (2 each): three hexes a round, the fourth is in round 2.
        HexMap map = testutil::mapFor(*battle(), 6, 1, "open");
        const PlanResult p = run(map, testutil::at(map, 0, 0), "e e e e", {});
        QCOMPARE(statuses(p), (QStringList{"ok", "ok", "ok", "ok"}));
        QCOMPARE(p.steps[2].turn, 1);
        QCOMPARE(p.steps[3].turn, 2);
    }

    void meetingAnEnemyEndsMovement()
    {
        HexMap map = testutil::mapFor(*battle(), 6, 1, "open");
        map.units() << MapUnit{"Federation 3", "B", testutil::at(map, 3, 0), {}, 20};
        const PlanResult p = run(map, testutil::at(map, 0, 0), "e e e", {});
        QCOMPARE(statuses(p), (QStringList{"ok", "ok", "not-executed"}));
        QCOMPARE(p.steps[1].explain().last().kind, TraceItem::Kind::Stopped);
        // Starting next to an enemy: no movement at all.
        const PlanResult start = run(map, testutil::at(map, 2, 0), "w", {});
        QCOMPARE(statuses(start), QStringList{"blocked"});
        QCOMPARE(start.steps[0].reason->ruleId, QString("start-next-to-enemy"));
    }

    void passThroughFriendsButDoNotStop()
    {
        HexMap map = testutil::mapFor(*battle(), 5, 1, "open");
        map.units() << MapUnit{"Federation 2", "A", testutil::at(map, 1, 0), {}, 20};
        const PlanResult through = run(map, testutil::at(map, 0, 0), "e e", {});
        QCOMPARE(statuses(through), (QStringList{"ok", "ok"}));
        QCOMPARE(through.end, testutil::at(map, 2, 0));
        const PlanResult onto = run(map, testutil::at(map, 0, 0), "e", {});
        QCOMPARE(statuses(onto), QStringList{"blocked"});
        QCOMPARE(onto.steps[0].reason->ruleId, QString("pass-friends"));
        QCOMPARE(onto.end, testutil::at(map, 0, 0));
        QCOMPARE(onto.executed, 0);
    }

    void setupOnBlockedTerrainIsAnError()
    {
        HexMap map = testutil::mapFor(*battle(), 3, 1, "open");
        testutil::setTerrain(map, testutil::at(map, 1, 0), "forest");
        MovementRules rules(battle());
        const MapUnit heavy{
            "Federation 1", "A", testutil::at(map, 1, 0), {{"troop-type", "cavalry"}}, 10};
        const MapUnit light{
            "Federation 2", "A", testutil::at(map, 1, 0), {{"troop-type", "light-cavalry"}}, 10};
        QVERIFY(setupProblem(rules, map, heavy).has_value());
        QVERIFY(!setupProblem(rules, map, light).has_value());
        // Rulesets without the rule never complain.
        MovementRules pbm(testutil::bundled("pbm-strategic"));
        HexMap sea = testutil::mapFor(pbm.ruleset(), 1, 1, "sea");
        QVERIFY(!setupProblem(pbm, sea, MapUnit{"Fleet", "x", testutil::at(sea, 0, 0), {}, 1})
                     .has_value());
    }

    void halfRoundsAndFederationOrder()
    {
        QList<MapUnit> units{{"Federation 10", "B", {}, {}, 1},
                             {"Federation 2", "A", {}, {}, 1},
                             {"Federation 1", "B", {}, {}, 1},
                             {"Federation 10", "A", {}, {}, 1},
                             {"Federation 1", "A", {}, {}, 1}};
        QStringList order;
        for (const MapUnit &u : movementSequence(*battle(), units))
            order << u.side + ":" + u.name;
        QCOMPARE(order, (QStringList{"A:Federation 1", "A:Federation 2", "A:Federation 10",
                                     "B:Federation 1", "B:Federation 10"}));
        QCOMPARE(battle()->turns.periods.size(), 2);
    }

    void orderedFederationsMoveStraightThenAround()
    {
        // Data for the route planner: straight toward the destination, around obstacles.
        QCOMPARE(battle()->destinationMovement, QString("direct-then-around"));
        QVERIFY(testutil::bundled("pbm-strategic")->destinationMovement.isEmpty());
    }

    void directlyTowardTheDestinationAroundObstacles()
    {
        // Summary §1.3: straight for the destination, around what blocks the way; what blocks
        // depends on the troop type (§2.4: forest keeps out cavalry other than light, not
        // infantry).
        HexMap map = testutil::mapFor(*battle(), 7, 3, "open");
        testutil::setTerrain(map, testutil::at(map, 3, 1), "forest");
        const MovementRules rules(battle());
        const Hex from = testutil::at(map, 0, 1), to = testutil::at(map, 6, 1);
        QList<Hex> straight;
        for (int col = 0; col <= 6; ++col)
            straight << testutil::at(map, col, 1);
        QCOMPARE(directedPath(rules, map, from, to, {{"troop-type", "infantry"}}), straight);

        const QList<Hex> around = directedPath(rules, map, from, to, {{"troop-type", "cavalry"}});
        // Straight up to the forest, then one hex more than the straight line to get round it.
        QCOMPARE(around.mid(0, 3), straight.mid(0, 3));
        QCOMPARE(around.size(), straight.size() + 1);
        QCOMPARE(around.last(), to);
        QVERIFY(!around.contains(testutil::at(map, 3, 1)));
        for (qsizetype i = 1; i < around.size(); ++i)
            QCOMPARE(distance(around[i - 1], around[i]), 1);

        // Forest all across the field: cavalry gets as far as the forest's edge.
        for (int row = 0; row < 3; ++row)
            testutil::setTerrain(map, testutil::at(map, 3, row), "forest");
        QCOMPARE(directedPath(rules, map, from, to, {{"troop-type", "cavalry"}}),
                 straight.mid(0, 3));
        // Rulesets where players give paths have no such movement.
        const MovementRules pbm(testutil::bundled("pbm-strategic"));
        QVERIFY(
            directedPath(pbm, testutil::mapFor(pbm.ruleset(), 3, 1, "plains"), {0, 0}, {2, 0}, {})
                .isEmpty());
    }

    void assumedValuesAreMarked()
    {
        const auto r = battle();
        for (const Allowance &a : r->allowances)
            QVERIFY2(a.source.isAssumed(), qPrintable(a.id));
        const CostTable &t = r->costTables[0];
        QVERIFY(t.source.isAssumed());
        auto rowOf = [&](const QString &id) {
            for (int i = 0; i < t.rows.size(); ++i)
                if (t.rows[i].id == id)
                    return i;
            return -1;
        };
        // Cells the text gives stand out from chosen ones: infantry in forest (§2.3), other
        // cavalry blocked by forest (§2.4), walls (§2.5); open ground is chosen.
        QVERIFY(!t.cellSource(rowOf("forest"), 0).isAssumed());
        QVERIFY(t.cellSource(rowOf("forest"), 1).isAssumed());
        QVERIFY(!t.cellSource(rowOf("forest"), 2).isAssumed());
        QVERIFY(!t.cellSource(rowOf("fortress-wall"), 3).isAssumed());
        QVERIFY(t.cellSource(rowOf("open"), 0).isAssumed());
        QVERIFY(!r->minimumMove.source.isAssumed());
    }
};

QTEST_GUILESS_MAIN(TestBattleRules)
#include "tst_battlerules.moc"
