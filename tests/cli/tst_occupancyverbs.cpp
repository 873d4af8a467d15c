// One commander a hex (strategic-commanders) as every verb sees it (probe20 U06, U09): `orders`
// and `move` do not block an army by itself or by an army that leaves first, as `resolve` moves
// them; `route`, `reach` and `explain` see the armies on the map as `move` does.
// The map: 8 × 6 open country (1 MP a hex), A (West) in 1,1, B (East) in 5,4.
#include "support/clitestmaps.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;

namespace {
const QString kRule = "Only one commander may occupy a hex; no moving through another "
                      "commander's hex";

QString mapPath()
{
    return testpaths::data("/maps/commanders-8x6.json");
}

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(f.fileName()));
    return f.fileName();
}

/// The map with G (West) in 2,1 besides A and B.
QString mapWithG(const QTemporaryDir &dir)
{
    QFile f(mapPath());
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    QJsonObject map = QJsonDocument::fromJson(f.readAll()).object();
    QJsonArray units = map["units"].toArray();
    units.insert(1, QJsonObject{{"name", "G"}, {"hex", "2,1"}, {"figures", 10}, {"side", "West"}});
    map["units"] = units;
    return write(dir, "m2.json", QJsonDocument(map).toJson());
}
} // namespace

class TestOccupancyVerbs : public QObject
{
    Q_OBJECT
private slots:
    // U06: out and back into its own start hex: A is not "another commander" to itself.
    void ordersBackIntoItsOwnStartHex()
    {
        QTemporaryDir dir;
        const Run r = cli({"orders", mapPath(), write(dir, "o.txt", "A | | | e, w\n")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString("A (line 1): 1,1 → 1,1, spent 2 of 12, 2 of 2 orders executed\n"));
    }

    // U06: both armies go out and come back (a sortie, a feint), as `resolve` moves them.
    void ordersOfTwoArmiesComingBack()
    {
        QTemporaryDir dir;
        const Run r = cli(
            {"orders", mapPath(), write(dir, "o2.txt", "A | | | e, w, e, w\nB | | | nw, se\n")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString("A (line 1): 1,1 → 1,1, spent 4 of 12, 4 of 4 orders executed\n"
                                "B (line 2): 5,4 → 5,4, spent 2 of 12, 2 of 2 orders executed\n"));
    }

    // U06: A steps into 2,1 as G leaves it east by its first order: `resolve` moves both.
    void ordersIntoAHexAnArmyOfTheFileLeaves()
    {
        QTemporaryDir dir;
        const QString map = mapWithG(dir);
        const QString orders = write(dir, "og.txt", "A | | | e\nG | | | e\n");
        const Run r = cli({"orders", map, orders});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString("A (line 1): 1,1 → 2,1, spent 1 of 12, 1 of 1 order executed\n"
                                "G (line 2): 2,1 → 3,1, spent 1 of 12, 1 of 1 order executed\n"));
        // G without orders keeps its hex: A is refused there, naming the rule.
        const Run held = cli({"orders", map, write(dir, "oh.txt", "A | | | e\nG | | |\n")});
        QVERIFY2(held.out.contains("1. e 1,1 → 2,1: Not allowed: " + kRule), qPrintable(held.out));
    }

    // U06: `move` without --side from A's hex: the army on the start hex is the mover.
    void moveWithoutSideBackIntoItsStartHex()
    {
        const Run r = cli({"move", mapPath(), "--from", "1,1", "--orders", "e, w"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("2. w 2,1 → 1,1  cost 1  total 2  turn 1 (day)  ok"),
                 qPrintable(r.out));
    }

    // U09: the route goes round B (3,4 → 6,4: 4 steps of 1 MP, not e, e, e for 3 through B).
    void routeGoesRoundAnEnemyCommander()
    {
        const Run r
            = cli({"route", mapPath(), "--from", "3,4", "--to", "6,4", "--side", "West", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = parseObject(r.out);
        QCOMPARE(o["total"].toInt(), 4);
        QCOMPARE(o["explainedTotal"].toInt(), 4);
        const QJsonArray hexes = o["hexes"].toArray();
        QCOMPARE(hexes.size(), 5);
        QVERIFY(!hexes.contains(QJsonValue("5,4")));
        // `move` makes every step of the route's orders.
        const Run moved = cli({"move", mapPath(), "--from", "3,4", "--orders",
                               o["orders"].toString(), "--side", "West"});
        QVERIFY2(moved.out.contains("Total 4, end 6,4, 4 steps executed"), qPrintable(moved.out));
    }

    // U09: onto B's hex there is no route; the message names the rule.
    void noRouteOntoAnEnemyCommander()
    {
        const Run r = cli({"route", mapPath(), "--from", "3,4", "--to", "5,4", "--side", "West"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("No route from 3,4 to 5,4 for this unit: Not allowed: " + kRule),
                 qPrintable(r.err));
    }

    // U09: an East army with passage of lines passes B (East, standing) but may not stop on it:
    // through B to 6,4 (3 MP) the route goes, onto B it is refused, naming the rule.
    void routePassesAStationaryFriendButDoesNotEndOnIt()
    {
        const QStringList mover{"--side", "East", "--unit", "passage-of-lines=yes"};
        const Run through
            = cli(QStringList{"route", mapPath(), "--from", "3,4", "--to", "6,4"} + mover);
        QCOMPARE(through.code, 0);
        QVERIFY2(through.out.contains("Total 3\nOrders: e, e, e\n"), qPrintable(through.out));
        const Run onto
            = cli(QStringList{"route", mapPath(), "--from", "3,4", "--to", "5,4"} + mover);
        QCOMPARE(onto.code, 1);
        QVERIFY2(onto.err.contains("No route from 3,4 to 5,4 for this unit: no move may end in 5,4 "
                                   "(Passage of lines: through a stationary allied force, not "
                                   "stopping on it)"),
                 qPrintable(onto.err));
    }

    // U09: reach leaves B's hex out; 6,4, behind it, costs 3 round it (was 2 through it).
    void reachLeavesOutAnEnemyCommander()
    {
        const Run r = cli({"reach", mapPath(), "--from", "4,4", "--side", "West"});
        QCOMPARE(r.code, 0);
        QVERIFY2(!r.out.contains("\n5,4 "), qPrintable(r.out));
        QVERIFY2(r.out.contains("\n6,4       cost    3  left   9\n"), qPrintable(r.out));
    }

    // U09, a stop rule about units that forbids a step (battle-federations: a federation that
    // starts next to an enemy does not move): A (West) in 1,1 beside B (East) in 2,1 reaches
    // only its own hex, and route finds no way, as move refuses its first step.
    void aUnitStopRuleKeepsRouteAndReachWhereMoveIs()
    {
        const QString map = testpaths::data("/maps/federations-next-to-enemy.json");
        const Run moved = cli({"move", map, "--from", "1,1", "--orders", "sw", "--side", "West"});
        QVERIFY2(moved.out.contains("Not allowed: A federation that starts next to an enemy does "
                                    "not move"),
                 qPrintable(moved.out));
        const Run reach = cli({"reach", map, "--from", "1,1", "--side", "West"});
        QCOMPARE(reach.code, 0);
        QCOMPARE(reach.out, QString("From 1,1 with 6 MP per turn: 1 hex reachable\n1,1       "
                                    "cost    0  left   6\n"));
        const Run route = cli({"route", map, "--from", "1,1", "--to", "1,4", "--side", "West"});
        QCOMPARE(route.code, 1);
        QVERIFY2(route.err.endsWith("No route from 1,1 to 1,4 for this unit\n"),
                 qPrintable(route.err));
    }

    // U09: explain names the rule that forbids the step into B's hex.
    void explainNamesTheOccupancyRule()
    {
        const Run r = cli({"explain", mapPath(), "--from", "4,4", "--dir", "e", "--side", "West"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith("4,4 → 5,4: not allowed\n"), qPrintable(r.out));
        QVERIFY2(r.out.contains("  Not allowed: " + kRule + "\n"), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestOccupancyVerbs)
#include "tst_occupancyverbs.moc"
