// Climbing and descending costed apart (issue 36 §1), in every bundled ruleset that charges for
// elevation, each cost worked out by hand from the ruleset's file and checked on both the
// explained (slow) and the fast path, and along a planned route.
//
// battle-federations (§2.6): open ground costs infantry 2 MP and cavalry 1; "altitude" adds 1 MP
// per level climbed ("rise": 1, "per": "rise"); descending costs nothing extra.
// tactical-formations (§3.24, §3.25): clear costs 3 in line; any change of elevation
// ("level": false) adds 2 mounted, 1 on foot, whatever its size and direction.
// The same battle ruleset with "altitude" turned into a charge for descending ("fall": 1,
// "per": "fall") costs a descent per level and a climb nothing: a rule charging for a step up
// cannot be taken for one charging for a step down.
#include "movement/movementrules.h"
#include "movement/planevaluator.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;

namespace {
/// battle-federations with "altitude" charging per level descended instead of climbed.
std::shared_ptr<const Ruleset> battleChargingDescents()
{
    Ruleset r = *testutil::bundled("battle-federations");
    bool found = false;
    for (Modifier &m : r.modifiers) {
        if (m.id == QLatin1String("altitude")) {
            m.when = Condition{Condition::Kind::Fall, {}, {}, 1, {}};
            m.per = QStringLiteral("fall");
            found = true;
        }
    }
    if (!found)
        qFatal("battle-federations has no altitude modifier");
    return std::make_shared<const Ruleset>(r);
}

std::shared_ptr<const Ruleset> rulesetOf(const QString &name)
{
    return name == QLatin1String("battle, descents charged") ? battleChargingDescents()
                                                             : testutil::bundled(name);
}
} // namespace

class TestElevationSteps : public QObject
{
    Q_OBJECT
private slots:
    void climbAndDescend_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<UnitProfile>("profile");
        QTest::addColumn<QString>("terrain");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("expected");
        const UnitProfile infantry{{"troop-type", "infantry"}};
        const UnitProfile cavalry{{"troop-type", "cavalry"}};
        const QString b = "battle-federations";
        QTest::newRow("battle infantry, level") << b << infantry << "open" << 0 << 0 << 2;
        QTest::newRow("battle infantry, up 1: 2 + 1") << b << infantry << "open" << 0 << 1 << 3;
        QTest::newRow("battle infantry, up 3: 2 + 3") << b << infantry << "open" << 0 << 3 << 5;
        QTest::newRow("battle infantry, up 1 below 0") << b << infantry << "open" << -2 << -1 << 3;
        QTest::newRow("battle infantry, down 1: 2") << b << infantry << "open" << 1 << 0 << 2;
        QTest::newRow("battle infantry, down 3: 2") << b << infantry << "open" << 3 << 0 << 2;
        QTest::newRow("battle infantry, down 2 below 0")
            << b << infantry << "open" << -1 << -3 << 2;
        QTest::newRow("battle cavalry, up 2: 1 + 2") << b << cavalry << "open" << 4 << 6 << 3;
        QTest::newRow("battle cavalry, down 2: 1") << b << cavalry << "open" << 6 << 4 << 1;
        QTest::newRow("battle infantry, forest up 2: 4 + 2")
            << b << infantry << "forest" << 2 << 4 << 6;
        QTest::newRow("battle infantry, forest down 2: 4")
            << b << infantry << "forest" << 4 << 2 << 4;

        const QString t = "tactical-formations";
        const UnitProfile line;
        const UnitProfile horse{{"arm", "cavalry"}, {"mounted", "yes"}};
        QTest::newRow("tactical line, level") << t << line << "clear" << 5 << 5 << 3;
        QTest::newRow("tactical line, up 1: 3 + 1") << t << line << "clear" << 5 << 6 << 4;
        QTest::newRow("tactical line, up 3: 3 + 1") << t << line << "clear" << 5 << 8 << 4;
        QTest::newRow("tactical line, down 1: 3 + 1") << t << line << "clear" << 5 << 4 << 4;
        QTest::newRow("tactical line, down 3: 3 + 1") << t << line << "clear" << 5 << 2 << 4;
        QTest::newRow("tactical horse, up 1: 3 + 2") << t << horse << "clear" << 0 << 1 << 5;
        QTest::newRow("tactical horse, down 2: 3 + 2") << t << horse << "clear" << 0 << -2 << 5;
        QTest::newRow("tactical horse, level") << t << horse << "clear" << -2 << -2 << 3;

        const QString d = "battle, descents charged";
        QTest::newRow("descents charged, up 2: 2") << d << infantry << "open" << 0 << 2 << 2;
        QTest::newRow("descents charged, down 1: 2 + 1") << d << infantry << "open" << 1 << 0 << 3;
        QTest::newRow("descents charged, down 3: 2 + 3") << d << infantry << "open" << 3 << 0 << 5;
    }
    void climbAndDescend()
    {
        QFETCH(QString, ruleset);
        QFETCH(UnitProfile, profile);
        QFETCH(QString, terrain);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(int, expected);
        const auto r = rulesetOf(ruleset);
        HexMap map = testutil::mapFor(*r, 2, 1, terrain);
        const Hex a = testutil::at(map, 0, 0);
        const Hex b = testutil::at(map, 1, 0);
        map.setElevation(a, std::int16_t(from));
        map.setElevation(b, std::int16_t(to));
        const MovementRules rules(r);
        QVERIFY2(rules.checkProfile(profile).isEmpty(), qPrintable(rules.checkProfile(profile)));
        StepTrace trace;
        QCOMPARE(rules.explainStep(map, a, 0, profile, QString(), &trace), expected);
        QCOMPARE(rules.stepCostFast(map, a, 0, profile), expected);
        // And back the other way: the descent of a climb, the climb of a descent.
        map.setElevation(a, std::int16_t(to));
        map.setElevation(b, std::int16_t(from));
        const int back = rules.explainStep(map, a, 0, profile, QString(), &trace);
        QCOMPARE(rules.stepCostFast(map, a, 0, profile), back);
    }

    // A route over a ridge, battle-federations infantry on open ground at elevations 0, 2, 0:
    // up two levels (2 + 2 = 4), then down two (2): 6 MP.
    void routeOverARidge()
    {
        const auto r = testutil::bundled("battle-federations");
        HexMap map = testutil::mapFor(*r, 3, 1, "open");
        map.setElevation(testutil::at(map, 1, 0), 2);
        const MovementRules rules(r);
        const auto orders = parseOrders("e e", Orientation::PointyTop, {});
        const PlanResult p = evaluateOrders(rules, map, testutil::at(map, 0, 0), orders.tokens,
                                            {{"troop-type", "infantry"}});
        QCOMPARE(p.steps.size(), 2);
        QCOMPARE(p.steps[0].cost.value_or(-1), 4);
        QCOMPARE(p.steps[1].cost.value_or(-1), 2);
    }
};

QTEST_GUILESS_MAIN(TestElevationSteps)
#include "tst_elevationsteps.moc"
