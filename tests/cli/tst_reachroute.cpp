// The reach and route verbs in-process, on small pbm-strategic maps built in code. Expected
// values come from the rule (plains 3 MP, mountains 12) and hex distances, not from the engine.
#include "movementcommands.h"
#include "support/clitestmaps.h"

#include <QJsonArray>
#include <QTest>

using namespace hexstride;
using namespace hexstride::cli;
using namespace clitest;

namespace {
int hexesWithin(int radius)
{
    return 1 + 3 * radius * (radius + 1);
}
} // namespace

class TestReachRoute : public QObject
{
    Q_OBJECT
private slots:
    void reachOnPlains_data()
    {
        QTest::addColumn<QStringList>("unit");
        QTest::addColumn<int>("budget"); // -1: default
        QTest::addColumn<int>("expectedBudget");
        QTest::addColumn<int>("radius");
        QTest::newRow("army allowance 12") << QStringList{} << -1 << 12 << 4;
        QTest::newRow("forced march 14") << QStringList{"march=forced"} << -1 << 14 << 4;
        QTest::newRow("budget 6") << QStringList{} << 6 << 6 << 2;
        QTest::newRow("budget 2") << QStringList{} << 2 << 2 << 0;
    }
    void reachOnPlains()
    {
        QFETCH(QStringList, unit);
        QFETCH(int, budget);
        QFETCH(int, expectedBudget);
        QFETCH(int, radius);
        const HexMap map = pbmMap();
        RulesetLibrary library;
        ReachRequest req;
        req.from = "1010";
        req.unitArgs = unit;
        if (budget >= 0)
            req.budget = budget;
        req.json = true;
        const VerbOutput out = runReach(map, library, req);
        QCOMPARE(out.exitCode, 0);
        const QJsonObject o = parseObject(out.printed());
        QCOMPARE(o["budget"].toInt(), expectedBudget);
        const QJsonArray hexes = o["hexes"].toArray();
        QCOMPARE(hexes.size(), hexesWithin(radius));
        QCOMPARE(o["count"].toInt(), hexes.size());
        const Hex start = *map.parseLabel("1010");
        for (const auto &v : hexes) {
            const QJsonObject h = v.toObject();
            const auto hex = map.parseLabel(h["hex"].toString());
            QVERIFY(hex);
            const int d = distance(start, *hex);
            QVERIFY(d <= radius);
            QCOMPARE(h["cost"].toInt(), 3 * d);
            QCOMPARE(h["mpLeft"].toInt(), expectedBudget - 3 * d);
            QCOMPARE(h["turn"].toInt(), 1);
            // The way in: none for the start, the start itself for its neighbours, else a hex
            // one step nearer.
            if (d == 0) {
                QVERIFY(h["via"].isNull());
            } else {
                const auto via = map.parseLabel(h["via"].toString());
                QVERIFY2(via, qPrintable(h["hex"].toString()));
                QCOMPARE(distance(start, *via), d - 1);
                QCOMPARE(distance(*via, *hex), 1);
            }
        }
    }

    void reachTurnBands()
    {
        const HexMap map = pbmMap();
        RulesetLibrary library;
        ReachRequest req;
        req.from = "1010";
        req.turns = 2;
        req.json = true;
        const QJsonObject o = parseObject(runReach(map, library, req).printed());
        const QJsonArray hexes = o["hexes"].toArray();
        QCOMPARE(hexes.size(), hexesWithin(8));
        const Hex start = *map.parseLabel("1010");
        for (const auto &v : hexes) {
            const QJsonObject h = v.toObject();
            const int d = distance(start, *map.parseLabel(h["hex"].toString()));
            const int turn = d <= 4 ? 1 : 2;
            QCOMPARE(h["turn"].toInt(), turn);
            QCOMPARE(h["mpLeft"].toInt(), 12 - 3 * (d - 4 * (turn - 1)));
        }
    }

    // probe18 S06: a budget of 2^31 - 1 was shown 2^30 left at the start, under a header giving
    // the budget asked. Any budget is counted with: plains cost 3 MP.
    void reachCountsTheBudgetAsked()
    {
        const HexMap map = pbmMap();
        RulesetLibrary library;
        ReachRequest req;
        req.from = "1010";
        req.budget = 2147483647;
        req.json = true;
        const VerbOutput out = runReach(map, library, req);
        QCOMPARE(out.exitCode, 0);
        const QJsonObject o = parseObject(out.printed());
        QCOMPARE(o["budget"].toInt(), 2147483647);
        const QJsonArray hexes = o["hexes"].toArray();
        QCOMPARE(hexes[0].toObject()["hex"].toString(), QString("1010"));
        QCOMPARE(hexes[0].toObject()["mpLeft"].toInt(), 2147483647);
        QCOMPARE(hexes[1].toObject()["mpLeft"].toInt(), 2147483647 - 3);
    }

    // probe18 S06: bands were counted of at most 254000 MP a turn (and 2^30 / (budget + 1)
    // turns) without a word; beyond those bounds reach refuses, naming them.
    void reachBandsWithinTheirBounds_data()
    {
        QTest::addColumn<int>("budget");
        QTest::addColumn<int>("turns");
        QTest::addColumn<QString>("error"); // empty: computed
        QTest::newRow("254000 MP, 2 turns") << 254000 << 2 << QString();
        QTest::newRow("254001 MP, 2 turns")
            << 254001 << 2
            << "--budget: 254001 MP per turn is more than reach counts over several turns, at "
               "most 254000; give --budget 254000 or less, or --turns 1";
        QTest::newRow("1000000 MP, 1 turn") << 1000000 << 1 << QString();
        // 2^30 / 254001 = 4227.3
        QTest::newRow("254000 MP, 4227 turns") << 254000 << 4227 << QString();
        QTest::newRow("254000 MP, 4228 turns")
            << 254000 << 4228 << "--turns \"4228\": at most 4227 turns of 254000 MP";
    }
    void reachBandsWithinTheirBounds()
    {
        QFETCH(int, budget);
        QFETCH(int, turns);
        QFETCH(QString, error);
        const HexMap map = pbmMap();
        RulesetLibrary library;
        ReachRequest req;
        req.from = "1010";
        req.budget = budget;
        req.turns = turns;
        req.json = true;
        const VerbOutput out = runReach(map, library, req);
        if (!error.isEmpty()) {
            QCOMPARE(out.exitCode, 1);
            QCOMPARE(out.err.trimmed(), error);
            return;
        }
        QCOMPARE(out.exitCode, 0);
        const QJsonArray hexes = parseObject(out.printed())["hexes"].toArray();
        QCOMPARE(hexes[0].toObject()["mpLeft"].toInt(), budget);
        QCOMPARE(hexes[1].toObject()["mpLeft"].toInt(), budget - 3);
        QCOMPARE(hexes[1].toObject()["turn"].toInt(), 1);
    }

    void reachAvoidsWhatCannotBeEntered()
    {
        HexMap map = pbmMap();
        const Hex start = *map.parseLabel("1010");
        for (Direction d = 0; d < kDirectionCount; ++d)
            map.setTerrain(neighbour(start, d), d == 0 ? Mountains : Sea);
        RulesetLibrary library;
        ReachRequest req;
        req.from = "1010";
        req.json = true;
        const QJsonArray hexes
            = parseObject(runReach(map, library, req).printed())["hexes"].toArray();
        // Only the start and the mountain hex (12 MP) are reachable with 12 MP.
        QCOMPARE(hexes.size(), 2);
        QCOMPARE(hexes[1].toObject()["hex"].toString(), map.label(neighbour(start, 0)));
        QCOMPARE(hexes[1].toObject()["cost"].toInt(), 12);
        QCOMPARE(hexes[1].toObject()["mpLeft"].toInt(), 0);
    }

    void reachText()
    {
        const HexMap map = pbmMap();
        RulesetLibrary library;
        ReachRequest req;
        req.from = "1010";
        req.budget = 3;
        const VerbOutput out = runReach(map, library, req);
        QCOMPARE(out.exitCode, 0);
        const QString text = out.printed();
        const QStringList lines = text.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + 7);
        QVERIFY2(lines[0].contains("1010") && lines[0].contains("7"), qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith("1010") && lines[1].contains("cost    0")
                     && lines[1].contains("left   3"),
                 qPrintable(lines[1]));
        QVERIFY2(text.contains("1110      cost    3  left   0"), qPrintable(text));
    }

    void routeAroundMountains()
    {
        HexMap map = pbmMap();
        map.setTerrain(*map.parseLabel("1210"), Mountains);
        RulesetLibrary library;
        RouteRequest req;
        req.from = "1010";
        req.to = "1410";
        req.json = true;
        const VerbOutput out = runRoute(map, library, req);
        QCOMPARE(out.exitCode, 0);
        QVERIFY2(out.err.isEmpty(), qPrintable(out.err));
        const QJsonObject o = parseObject(out.out);
        // Straight through: 3 + 12 + 3 + 3 = 21; around the mountain: 5 plains steps = 15.
        QCOMPARE(o["total"].toInt(), 15);
        QCOMPARE(o["explainedTotal"].toInt(), 15);
        const QJsonArray hexes = o["hexes"].toArray();
        QCOMPARE(hexes.size(), 6);
        QCOMPARE(hexes.first().toString(), QString("1010"));
        QCOMPARE(hexes.last().toString(), QString("1410"));
        QVERIFY(!hexes.contains(QJsonValue("1210")));
        int sum = 0;
        for (const auto &s : o["steps"].toArray()) {
            QCOMPARE(s.toObject()["cost"].toInt(), 3);
            QCOMPARE(s.toObject()["explain"].toArray().last().toObject()["kind"].toString(),
                     QString("final"));
            sum += s.toObject()["cost"].toInt();
            QCOMPARE(s.toObject()["total"].toInt(), sum);
        }
        QCOMPARE(sum, 15);

        // The order string, given to move, walks the same route for the same cost.
        const QString orders = o["orders"].toString();
        QCOMPARE(orders.split(", ").size(), 5);
        MoveRequest move;
        move.from = "1010";
        move.orders = orders;
        move.budget = 15; // more than one turn's 12 MP
        move.json = true;
        const QJsonObject moved = parseObject(runMove(map, library, move).out);
        QCOMPARE(moved["total"].toInt(), 15);
        QCOMPARE(moved["end"].toString(), QString("1410"));
        QCOMPARE(moved["executed"].toInt(), 5);
    }

    void routeOrderString()
    {
        const HexMap map = pbmMap();
        RulesetLibrary library;
        RouteRequest req;
        req.from = "1010";
        req.to = "1310";
        const VerbOutput out = runRoute(map, library, req);
        QCOMPARE(out.exitCode, 0);
        QVERIFY2(out.out.contains("Route: 1010 → 1110 → 1210 → 1310"), qPrintable(out.out));
        QVERIFY2(out.out.contains("Orders: e, e, e"), qPrintable(out.out));
        QVERIFY2(out.out.contains("Total 9"), qPrintable(out.out));
        QVERIFY2(out.out.contains("2. e 1110 → 1210  cost 3  total 6"), qPrintable(out.out));
    }

    void routeThroughWaypoints()
    {
        const HexMap map = pbmMap();
        RulesetLibrary library;
        RouteRequest req;
        req.from = "1010";
        req.to = "1410";
        req.via = {"1014", "0510"};
        req.json = true;
        const QJsonObject o = parseObject(runRoute(map, library, req).out);
        const Hex a = *map.parseLabel("1010"), b = *map.parseLabel("1014"),
                  c = *map.parseLabel("0510"), d = *map.parseLabel("1410");
        QCOMPARE(o["total"].toInt(), 3 * (distance(a, b) + distance(b, c) + distance(c, d)));
        const QJsonArray hexes = o["hexes"].toArray();
        QVERIFY(hexes.contains(QJsonValue("1014")));
        QVERIFY(hexes.contains(QJsonValue("0510")));
        QCOMPARE(o["via"].toArray().size(), 2);
        QCOMPARE(hexes.size() - 1, distance(a, b) + distance(b, c) + distance(c, d));
    }

    void routeForUnfedEvasiveArmy()
    {
        HexMap map = pbmMap();
        map.setTerrain(*map.parseLabel("1110"), Forest);
        map.setTerrain(*map.parseLabel("1210"), Forest);
        RulesetLibrary library;
        RouteRequest req;
        req.from = "1010";
        req.to = "1310";
        req.unitArgs = {"fed=no", "evasive=yes"};
        req.json = true;
        const QJsonObject o = parseObject(runRoute(map, library, req).out);
        // Summed from the explained steps of the same route, which move evaluates independently.
        MoveRequest move;
        move.from = "1010";
        move.orders = o["orders"].toString();
        move.unitArgs = req.unitArgs;
        move.budget = 1000;
        move.json = true;
        const QJsonObject moved = parseObject(runMove(map, library, move).out);
        QCOMPARE(moved["total"].toInt(), o["total"].toInt());
        QCOMPARE(o["explainedTotal"].toInt(), o["total"].toInt());
        QCOMPARE(moved["end"].toString(), QString("1310"));
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QStringList>("via");
        QTest::addColumn<QStringList>("unit");
        QTest::addColumn<QString>("named");
        QTest::newRow("reach off the map") << "reach"
                                           << "4040"
                                           << "" << QStringList{} << QStringList{} << "\"4040\"";
        QTest::newRow("reach bad option")
            << "reach"
            << "1010"
            << "" << QStringList{} << QStringList{"fed=maybe"} << "\"maybe\"";
        QTest::newRow("route bad from") << "route"
                                        << "10x0"
                                        << "1410" << QStringList{} << QStringList{} << "\"10x0\"";
        QTest::newRow("route bad to") << "route"
                                      << "1010"
                                      << "9999" << QStringList{} << QStringList{} << "\"9999\"";
        QTest::newRow("route bad via")
            << "route"
            << "1010"
            << "1410" << QStringList{"1011", "x"} << QStringList{} << "\"x\"";
        QTest::newRow("route no equals")
            << "route"
            << "1010"
            << "1410" << QStringList{} << QStringList{"fed"} << "\"fed\"";
    }
    void badInput()
    {
        QFETCH(QString, verb);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QStringList, via);
        QFETCH(QStringList, unit);
        QFETCH(QString, named);
        const HexMap map = pbmMap();
        RulesetLibrary library;
        VerbOutput out;
        if (verb == "reach") {
            ReachRequest req;
            req.from = from;
            req.unitArgs = unit;
            out = runReach(map, library, req);
        } else {
            RouteRequest req;
            req.from = from;
            req.to = to;
            req.via = via;
            req.unitArgs = unit;
            out = runRoute(map, library, req);
        }
        QCOMPARE(out.exitCode, 1);
        QVERIFY2(out.err.contains(named), qPrintable(out.err));
        QVERIFY(out.out.isEmpty());
    }

    void unreachableDestination()
    {
        HexMap map = pbmMap();
        const Hex target = *map.parseLabel("2010");
        for (Direction d = 0; d < kDirectionCount; ++d)
            map.setTerrain(neighbour(target, d), Sea);
        RulesetLibrary library;
        RouteRequest req;
        req.from = "1010";
        req.to = "2010";
        const VerbOutput out = runRoute(map, library, req);
        QCOMPARE(out.exitCode, 1);
        QVERIFY2(out.err.contains("1010") && out.err.contains("2010"), qPrintable(out.err));
    }
};

QTEST_GUILESS_MAIN(TestReachRoute)
#include "tst_reachroute.moc"
