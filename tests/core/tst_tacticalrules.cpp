// tactical-formations: every modifier line of the (Russian) text, road movement, water, the
// bridge state change and unlimbered artillery. Expected values worked out by hand from the text.
#include "movement/planevaluator.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;

namespace {
std::shared_ptr<const Ruleset> tactical()
{
    static const auto r = testutil::bundled("tactical-formations");
    return r;
}
} // namespace

class TestTacticalRules : public QObject
{
    Q_OBJECT
private slots:
    void stepCost_data()
    {
        QTest::addColumn<QString>("terrain");
        QTest::addColumn<QStringList>("startFeatures");
        QTest::addColumn<QStringList>("features");
        QTest::addColumn<QStringList>("edge");
        QTest::addColumn<int>("rise");
        QTest::addColumn<bool>("unitThere");
        QTest::addColumn<UnitProfile>("profile");
        QTest::addColumn<int>("expected"); // -1 = not allowed
        const QStringList none;
        const UnitProfile line; // default formation: line, 3
        const UnitProfile horse{{"arm", "cavalry"}, {"mounted", "yes"}}; // allowance 18 (assumed)
        auto row = [&](const char *name, const QString &terrain, const QStringList &features,
                       const QStringList &edge, int rise, const UnitProfile &p, int expected) {
            QTest::newRow(name) << terrain << none << features << edge << rise << false << p
                                << expected;
        };
        // Off-road base costs per formation.
        row("march column", "clear", none, none, 0, {{"formation", "march-column"}}, 1);
        row("disorder", "clear", none, none, 0, {{"formation", "disordered"}}, 2);
        row("attack column", "clear", none, none, 0, {{"formation", "attack-column"}}, 2);
        row("supported line", "clear", none, none, 0, {{"formation", "supported-line"}}, 3);
        row("line", "clear", none, none, 0, line, 3);
        row("square", "clear", none, none, 0, {{"formation", "square"}}, 5);
        // Each modifier line (line formation, 3).
        row("soft ground", "clear", none, none, 0, {{"soft-ground", "yes"}}, 4);
        row("heavy rain", "clear", none, none, 0, {{"heavy-rain", "yes"}}, 4);
        row("soft ground and rain: one line, once", "clear", none, none, 0,
            {{"soft-ground", "yes"}, {"heavy-rain", "yes"}}, 4);
        row("under fire", "clear", none, none, 0, {{"under-fire", "yes"}}, 4);
        row("taking cover", "clear", none, none, 0, {{"taking-cover", "yes"}}, 4);
        row("skirmishing", "clear", none, none, 0, {{"skirmishing", "yes"}}, 4);
        row("under fire and skirmishing: once", "clear", none, none, 0,
            {{"under-fire", "yes"}, {"skirmishing", "yes"}}, 4);
        row("mounted under fire: not dismounted", "clear", none, none, 0,
            {{"arm", "cavalry"}, {"mounted", "yes"}, {"under-fire", "yes"}}, 3);
        row("night", "clear", none, none, 0, {{"night", "yes"}}, 4);
        // Heavy equipment comes with a crew: line 3, +1 heavy equipment, +1 crewed weapons.
        row("heavy equipment", "clear", none, none, 0, {{"heavy-equipment", "yes"}}, 5);
        row("marsh", "marsh", none, none, 0, line, 5);
        row("berm", "clear", none, {"berm"}, 0, line, 4);
        row("hex on fire", "clear", {"fire"}, none, 0, line, -1);
        row("fence mounted: 1/3 of 18", "clear", none, {"fence"}, 0, horse, 9);
        row("wall mounted", "clear", none, {"wall"}, 0, horse, 9);
        row("trench mounted", "clear", none, {"trench"}, 0, horse, 9);
        row("fence on foot", "clear", none, {"fence"}, 0, line, 4);
        row("wall on foot", "clear", none, {"wall"}, 0, line, 4);
        row("trench on foot", "clear", none, {"trench"}, 0, line, 4);
        row("crewed weapons", "clear", none, none, 0, {{"crewed-weapons", "yes"}}, 4);
        row("escarpment, level", "clear", none, {"escarpment"}, 0, line, 3);
        row("escarpment, rise", "clear", none, {"escarpment"}, 1, line, -1);
        row("escarpment, fall", "clear", none, {"escarpment"}, -2, line, -1);
        row("bridged stream", "clear", none, {"stream", "stream-bridge"}, 0, line, 5);
        row("fordable stream", "clear", none, {"stream"}, 0, line, 5);
        row("gully", "clear", none, {"gully"}, 0, line, 5);
        row("fordable stream, heavy equipment", "clear", none, {"stream"}, 0,
            {{"heavy-equipment", "yes"}}, -1);
        row("gully, heavy equipment", "clear", none, {"gully"}, 0, {{"heavy-equipment", "yes"}},
            -1);
        row("non-fordable stream", "clear", none, {"deep-stream"}, 0, line, -1);
        row("non-fordable stream with bridge", "clear", none, {"deep-stream", "stream-bridge"}, 0,
            line, 5);
        row("woods", "woods", none, none, 0, line, 4);
        row("abatis mounted", "clear", {"abatis"}, none, 0, horse, 5);
        row("redoubt mounted", "clear", {"redoubt"}, none, 0, horse, 5);
        row("abatis on foot", "clear", {"abatis"}, none, 0, line, 4);
        row("walled compound on foot", "clear", {"walled-compound"}, none, 0, line, 4);
        row("rocks mounted", "rocks", none, none, 0, horse, 5);
        row("field mounted", "field", none, none, 0, horse, 5);
        row("mud on foot", "mud", none, none, 0, line, 4);
        row("sand on foot", "sand", none, none, 0, line, 4);
        row("field on foot", "field", none, none, 0, line, 4);
        row("elevation change mounted", "clear", none, none, 1, horse, 5);
        row("elevation change on foot, down", "clear", none, none, -1, line, 4);
        // Lines add up.
        row("woods + night + soft ground", "woods", none, none, 0,
            {{"night", "yes"}, {"soft-ground", "yes"}}, 6);
        row("marsh + fence + rise on foot", "marsh", none, {"fence"}, 1, line, 7);
        // Towns and villages: always the standard cost.
        row("town at night in rain", "town", none, none, 0,
            {{"night", "yes"}, {"heavy-rain", "yes"}}, 3);
        row("village behind a wall", "village", none, {"wall"}, 1, line, 3);
        // Water.
        row("water, land unit", "shallow-water", none, none, 0, line, -1);
        row("deep water, land unit", "deep-water", none, none, 0, line, -1);
        row("frozen water in winter", "deep-water", none, none, 0, {{"winter-frozen", "yes"}}, 3);
        row("naval, deep water", "deep-water", none, none, 0, {{"arm", "naval"}}, 1);
        row("naval, shallow water", "shallow-water", none, none, 0, {{"arm", "naval"}}, 2);
        row("naval, land", "clear", none, none, 0, {{"arm", "naval"}}, -1);
        // Road movement: march column or disordered, road hex to road hex, terrain ignored.
        const UnitProfile column{{"formation", "march-column"}};
        QTest::newRow("road: march column through woods")
            << "woods" << QStringList{"road"} << QStringList{"road"} << none << 0 << false << column
            << 1;
        QTest::newRow("road: disordered")
            << "marsh" << QStringList{"road"} << QStringList{"road"} << none << 0 << false
            << UnitProfile{{"formation", "disordered"}} << 2;
        QTest::newRow("road: line gets no road movement")
            << "woods" << QStringList{"road"} << QStringList{"road"} << none << 0 << false << line
            << 4;
        QTest::newRow("road: not from a road hex")
            << "woods" << none << QStringList{"road"} << none << 0 << false << column << 2;
        QTest::newRow("road: another unit in the hex")
            << "clear" << QStringList{"road"} << QStringList{"road"} << none << 0 << true << column
            << 2;
        QTest::newRow("road: soft ground")
            << "clear" << QStringList{"road"} << QStringList{"road"} << none << 0 << false
            << UnitProfile{{"formation", "march-column"}, {"soft-ground", "yes"}} << 2;
        QTest::newRow("road: soft ground, improved road")
            << "clear" << QStringList{"improved-road"} << QStringList{"road", "improved-road"}
            << none << 0 << false
            << UnitProfile{{"formation", "march-column"}, {"soft-ground", "yes"}} << 1;
        QTest::newRow("road: soft ground, sunken road")
            << "clear" << QStringList{"sunken-road"} << QStringList{"sunken-road"} << none << 0
            << false << UnitProfile{{"formation", "march-column"}, {"soft-ground", "yes"}} << 1;
        QTest::newRow("road: dismounted under fire")
            << "clear" << QStringList{"road"} << QStringList{"road"} << none << 0 << false
            << UnitProfile{{"formation", "march-column"}, {"taking-cover", "yes"}} << 2;
        QTest::newRow("road: skirmishing is not on the road line")
            << "clear" << QStringList{"road"} << QStringList{"road"} << none << 0 << false
            << UnitProfile{{"formation", "march-column"}, {"skirmishing", "yes"}} << 1;
        QTest::newRow("road: night is an off-road line")
            << "clear" << QStringList{"road"} << QStringList{"road"} << none << 0 << false
            << UnitProfile{{"formation", "march-column"}, {"night", "yes"}} << 1;
    }
    void stepCost()
    {
        QFETCH(QString, terrain);
        QFETCH(QStringList, startFeatures);
        QFETCH(QStringList, features);
        QFETCH(QStringList, edge);
        QFETCH(int, rise);
        QFETCH(bool, unitThere);
        QFETCH(UnitProfile, profile);
        QFETCH(int, expected);
        MovementRules rules(tactical());
        QVERIFY2(rules.checkProfile(profile).isEmpty(), qPrintable(rules.checkProfile(profile)));
        HexMap map = testutil::mapFor(*tactical(), 3, 1, "clear");
        const Hex a = testutil::at(map, 0, 0);
        const Hex b = testutil::at(map, 1, 0);
        testutil::setTerrain(map, b, terrain);
        for (const QString &f : startFeatures)
            testutil::addHexFeature(map, a, f);
        for (const QString &f : features)
            testutil::addHexFeature(map, b, f);
        testutil::setEdge(map, a, 0, edge);
        map.setElevation(a, 5);
        map.setElevation(b, 5 + rise);
        if (unitThere)
            map.units() << MapUnit{"Other", "", b, {}, 10};
        StepTrace trace;
        QCOMPARE(rules.explainStep(map, a, 0, profile, QString(), &trace), expected);
        if (!unitThere)
            QCOMPARE(rules.stepCostFast(map, a, 0, profile), expected);
        QVERIFY(!trace.isEmpty());
        QCOMPARE(trace.last().kind,
                 expected < 0 ? TraceItem::Kind::Prohibited : TraceItem::Kind::Final);
    }

    void bridgeHexDisorders()
    {
        HexMap map = testutil::mapFor(*tactical(), 4, 1, "clear");
        testutil::addHexFeature(map, testutil::at(map, 1, 0), "bridge");
        MovementRules rules(tactical());
        const auto orders = parseOrders("e e", Orientation::PointyTop, {});
        const PlanResult p = evaluateOrders(rules, map, testutil::at(map, 0, 0), orders.tokens,
                                            {{"formation", "line"}});
        QCOMPARE(p.steps[0].cost.value_or(-1), 3);
        QCOMPARE(p.steps[0].explain().last().kind, TraceItem::Kind::StateChange);
        QCOMPARE(p.steps[1].cost.value_or(-1), 2); // disordered now
        QCOMPARE(p.finalProfile.value("formation"), QString("disordered"));
        // Artillery does not become disordered.
        const PlanResult art = evaluateOrders(rules, map, testutil::at(map, 0, 0), orders.tokens,
                                              {{"arm", "artillery"}});
        QCOMPARE(art.finalProfile.value("formation"), QString("line"));
    }

    void unlimberedArtilleryKeepsAwayFromEnemies()
    {
        HexMap map = testutil::mapFor(*tactical(), 5, 1, "clear");
        map.units() << MapUnit{"Enemy", "red", testutil::at(map, 3, 0), {}, 10};
        MovementRules rules(tactical());
        const auto orders = parseOrders("e e", Orientation::PointyTop, {});
        PlanContext ctx;
        ctx.side = "blue";
        const PlanResult unlimbered
            = evaluateOrders(rules, map, testutil::at(map, 0, 0), orders.tokens,
                             {{"arm", "artillery"}, {"limbered", "no"}}, ctx);
        QCOMPARE(stepStatusId(unlimbered.steps[0].status), QString("ok"));
        QCOMPARE(stepStatusId(unlimbered.steps[1].status), QString("blocked"));
        QCOMPARE(unlimbered.steps[1].reason->ruleId, QString("unlimbered-artillery"));
        const PlanResult limbered = evaluateOrders(rules, map, testutil::at(map, 0, 0),
                                                   orders.tokens, {{"arm", "artillery"}}, ctx);
        QCOMPARE(stepStatusId(limbered.steps[1].status), QString("ok"));
    }

    void forbiddenCombination()
    {
        MovementRules rules(tactical());
        QVERIFY(!rules.checkProfile({{"arm", "infantry"}, {"mounted", "yes"}}).isEmpty());
        QVERIFY(rules.checkProfile({{"arm", "cavalry"}, {"mounted", "yes"}}).isEmpty());
    }

    // Rule: heavy equipment is a property of crewed weapons, so it pays both.
    void heavyEquipmentMeansACrew()
    {
        MovementRules rules(tactical());
        QCOMPARE(tactical()->withDefaults({{"heavy-equipment", "yes"}}).value("crewed-weapons"),
                 QString("yes"));
        QCOMPARE(tactical()->withDefaults({}).value("crewed-weapons"), QString("no"));
        const QString contradiction
            = rules.checkProfile({{"heavy-equipment", "yes"}, {"crewed-weapons", "no"}});
        QVERIFY2(contradiction.contains("crewed-weapons"), qPrintable(contradiction));
        QVERIFY(
            rules.checkProfile({{"heavy-equipment", "yes"}, {"crewed-weapons", "yes"}}).isEmpty());
        const HexMap map = testutil::mapFor(*tactical(), 2, 1, "clear");
        StepTrace trace;
        rules.explainStep(map, testutil::at(map, 0, 0), 0, {{"heavy-equipment", "yes"}}, {},
                          &trace);
        QStringList applied;
        for (const TraceItem &t : trace)
            applied << t.ruleId;
        QVERIFY2(applied.contains("heavy-equipment") && applied.contains("crewed-weapons"),
                 qPrintable(applied.join(',')));
    }

    // Too many fact combinations to tabulate: the fast path memoises evaluate()'s answers.
    void fastPathAgreesWithExplainedPath()
    {
        HexMap map = testutil::mapFor(*tactical(), 40, 40, "clear");
        quint32 x = 12345;
        auto next = [&x] {
            x = x * 1664525u + 1013904223u;
            return x >> 8;
        };
        for (auto &v : map.terrainLayer())
            v = std::uint8_t(next() % 11);
        for (auto &v : map.hexFeatureLayer())
            v = FeatureMask(next() % 4 == 0 ? 1u << (next() % 8) : 0);
        for (auto &v : map.edgeLayer())
            v = FeatureMask(next() % 3 == 0 ? 1u << (next() % 9) : 0);
        for (auto &v : map.elevationLayer())
            v = std::int16_t(next() % 4);
        MovementRules rules(tactical());
        const auto model = rules.model(
            map, {{"formation", "march-column"}, {"arm", "cavalry"}, {"mounted", "yes"}});
        QVERIFY(!model->isTabulated());
        int allowed = 0;
        for (int pass = 0; pass < 2; ++pass) {
            for (int i = 0; i < map.hexCount(); ++i) {
                const Hex from = map.hexAtIndex(i);
                for (Direction d = 0; d < 6; ++d) {
                    const Hex to = neighbour(from, d);
                    const int expected
                        = map.contains(to)
                              ? model->evaluate(model->facts(map, from, to, d), nullptr)
                              : -1;
                    QCOMPARE(model->cost(map, from, d), expected);
                    allowed += expected > 0;
                }
            }
        }
        QVERIFY(allowed > 1000);
    }

    void namesComeFromTheRussianText()
    {
        const auto r = tactical();
        QCOMPARE(r->option("formation")->choices[0].label.ru,
                 QString::fromUtf8("Походная колонна"));
        for (const Modifier &m : r->modifiers) {
            QVERIFY2(!m.label.ru.isEmpty() && !m.label.en.isEmpty(), qPrintable(m.id));
            QVERIFY(!m.source.isAssumed());
        }
    }
};

QTEST_GUILESS_MAIN(TestTacticalRules)
#include "tst_tacticalrules.moc"
