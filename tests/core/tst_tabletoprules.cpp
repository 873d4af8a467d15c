// tabletop-inches: the unit table in inches at 3 inches a hex, the road bonus only for a move
// wholly on road, no moving through units, missile ranges as hexes, no pre-measuring.
#include "movement/planevaluator.h"
#include "movement/unitrules.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;

namespace {
std::shared_ptr<const Ruleset> tabletop()
{
    static const auto r = testutil::bundled("tabletop-inches");
    return r;
}
} // namespace

class TestTabletopRules : public QObject
{
    Q_OBJECT
private slots:
    void allowancesInHexes_data()
    {
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("hexes");
        QTest::newRow("armored foot 6\"") << "armored-foot"
                                          << "move" << 2;
        QTest::newRow("heavy foot 9\"") << "heavy-foot"
                                        << "move" << 3;
        QTest::newRow("heavy foot charge 12\"") << "heavy-foot"
                                                << "charge" << 4;
        QTest::newRow("light horse 24\"") << "light-horse"
                                          << "move" << 8;
        QTest::newRow("light horse charge 30\"") << "light-horse"
                                                 << "charge" << 10;
        QTest::newRow("heavy crossbowmen charge 9\"") << "heavy-crossbowmen"
                                                      << "charge" << 3;
        QTest::newRow("wagons 6\"") << "wagons"
                                    << "move" << 2;
    }
    void allowancesInHexes()
    {
        QFETCH(QString, unit);
        QFETCH(QString, mode);
        QFETCH(int, hexes);
        const HexMap map = testutil::mapFor(*tabletop(), 2, 1, "open");
        QCOMPARE(MovementRules(tabletop())
                     .model(map, {{"unit-type", unit}, {"mode", mode}})
                     ->allowance(),
                 hexes);
    }

    void noChargeForWagons()
    {
        MovementRules rules(tabletop());
        QVERIFY(!rules.checkProfile({{"unit-type", "wagons"}, {"mode", "charge"}}).isEmpty());
    }

    void roadBonusOnlyWhenWhollyOnRoad()
    {
        // Medium horse: 18" = 6 hexes, road bonus 6" = 2 more hexes when every step is on road.
        HexMap map = testutil::mapFor(*tabletop(), 10, 1, "open");
        for (int c = 0; c < 9; ++c)
            testutil::setEdge(map, testutil::at(map, c, 0), 0, {"road"});
        MovementRules rules(tabletop());
        const UnitProfile horse{{"unit-type", "medium-horse"}};
        const auto eight = parseOrders("e e e e e e e e", Orientation::PointyTop, {});
        const PlanResult onRoad
            = evaluateOrders(rules, map, testutil::at(map, 0, 0), eight.tokens, horse);
        QVERIFY(onRoad.bonusApplied);
        QCOMPARE(onRoad.budget, 8);
        QCOMPARE(onRoad.executed, 8);
        testutil::setEdge(map, testutil::at(map, 4, 0), 0, {});
        const PlanResult partly
            = evaluateOrders(rules, map, testutil::at(map, 0, 0), eight.tokens, horse);
        QVERIFY(!partly.bonusApplied);
        QCOMPARE(partly.executed, 6);
        QCOMPARE(stepStatusId(partly.steps[6].status), QString("insufficient"));
    }

    void noMovingThroughUnits()
    {
        HexMap map = testutil::mapFor(*tabletop(), 5, 1, "open");
        map.units() << MapUnit{"Friends", "red", testutil::at(map, 1, 0), {}, 10};
        MovementRules rules(tabletop());
        PlanContext ctx;
        ctx.side = "red";
        const PlanResult p
            = evaluateOrders(rules, map, testutil::at(map, 0, 0),
                             parseOrders("e e", Orientation::PointyTop, {}).tokens, {}, ctx);
        QCOMPARE(stepStatusId(p.steps[0].status), QString("blocked"));
        QCOMPARE(p.steps[0].reason->ruleId, QString("no-moving-through"));
    }

    void missileRangeAsHexes()
    {
        const HexMap map = testutil::mapFor(*tabletop(), 21, 21, "open");
        MovementRules rules(tabletop());
        const Hex centre = testutil::at(map, 10, 10);
        // Longbowmen 21" = 7 hexes: 3·7·8 = 168 hexes around the centre.
        const QList<Hex> hexes = hexesInRange(rules, map, centre, {{"unit-type", "longbowmen"}});
        QCOMPARE(hexes.size(), 168);
        for (const Hex h : hexes)
            QVERIFY(distance(h, centre) >= 1 && distance(h, centre) <= 7);
        QCOMPARE(rangeInHexes(*tabletop(), {{"unit-type", "heavy-foot"}}, "missile"), 1);    // 3"
        QCOMPARE(rangeInHexes(*tabletop(), {{"unit-type", "armored-foot"}}, "missile"), -1); // "-"
        // In the corner only on-map neighbours count: east and south-east (odd rows shift right).
        QCOMPARE(
            hexesInRange(rules, map, testutil::at(map, 0, 0), {{"unit-type", "heavy-foot"}}).size(),
            2);
    }

    void noPreMeasuring()
    {
        QVERIFY(tabletop()->turns.hideCostsUntilDeclared);
        QVERIFY(!testutil::bundled("pbm-strategic")->turns.hideCostsUntilDeclared);
    }
};

QTEST_GUILESS_MAIN(TestTabletopRules)
#include "tst_tabletoprules.moc"
