// The orders and check verbs in-process, on small pbm-strategic maps built in code.
#include "movementcommands.h"
#include "support/clitestmaps.h"

#include <QJsonArray>
#include <QTest>

using namespace hexstride;
using namespace hexstride::cli;
using namespace clitest;

namespace {
VerbOutput checkOrders(const HexMap &map, const QString &text, bool json)
{
    RulesetLibrary library;
    OrdersRequest req;
    req.fileName = "turn7.txt";
    req.text = text;
    req.json = json;
    return runOrders(map, library, req);
}

// 1005: mountains east of it (12 MP): after one plains step only 9 MP are left.
HexMap ordersMap()
{
    HexMap map = pbmMap();
    map.setTerrain(*map.parseLabel("1105"), Mountains);
    map.setTerrain(*map.parseLabel("1606"), Forest);
    return map;
}

const char *kTurn = "# Turn 7 orders\n"
                    "\n"
                    "Army of the North | 1005 | | w, e, e\n"
                    "   # indented comment\n"
                    "Riders of Rohan | 1506 | troops=cavalry fed=no | e, h\r\n"
                    "Broken line | 1506 | e\n"
                    "Lost Army | 4040 | | e\n"
                    "Bad Token | 1506 | | e, up, w\n"
                    "Bad Option | 1506 | fed=maybe | e\n"
                    "Stays Home | 2010 | |\n";
} // namespace

class TestOrdersVerb : public QObject
{
    Q_OBJECT
private slots:
    void ordersJson()
    {
        const HexMap map = ordersMap();
        const VerbOutput out = checkOrders(map, kTurn, true);
        QCOMPARE(out.exitCode, 1); // some lines are bad
        const QJsonObject o = parseObject(out.out);
        const QJsonArray armies = o["armies"].toArray();
        QCOMPARE(armies.size(), 3);

        const QJsonObject north = armies[0].toObject();
        QCOMPARE(north["name"].toString(), QString("Army of the North"));
        QCOMPARE(north["line"].toInt(), 3);
        QCOMPARE(north["start"].toString(), QString("1005"));
        QCOMPARE(north["end"].toString(),
                 QString("1005")); // w then back e; the mountain step fails
        QCOMPARE(north["spent"].toInt(), 6);
        QCOMPARE(north["budget"].toInt(), 12);
        QCOMPARE(north["executed"].toInt(), 2);
        const QJsonArray failures = north["failures"].toArray();
        QCOMPARE(failures.size(), 1);
        QCOMPARE(failures[0].toObject()["step"].toInt(), 3);
        QCOMPARE(failures[0].toObject()["status"].toString(), QString("insufficient"));
        QCOMPARE(failures[0].toObject()["cost"].toInt(), 12);
        QCOMPARE(failures[0].toObject()["to"].toString(), QString("1105"));
        QVERIFY(failures[0].toObject()["reason"].toString().contains("12"));

        // Cavalry, unfed, into forest: the same as move with the same options.
        const QJsonObject riders = armies[1].toObject();
        QCOMPARE(riders["line"].toInt(), 5);
        RulesetLibrary library;
        MoveRequest move;
        move.from = "1506";
        move.orders = "e, h";
        move.unitArgs = {"troops=cavalry", "fed=no"};
        move.json = true;
        const QJsonObject moved = parseObject(runMove(map, library, move).out);
        QCOMPARE(riders["end"].toString(), moved["end"].toString());
        QCOMPARE(riders["spent"].toInt(), moved["total"].toInt());
        QCOMPARE(riders["end"].toString(), QString("1606"));
        QVERIFY(riders["failures"].toArray().isEmpty());

        const QJsonObject home = armies[2].toObject();
        QCOMPARE(home["name"].toString(), QString("Stays Home"));
        QCOMPARE(home["end"].toString(), QString("2010"));
        QCOMPARE(home["spent"].toInt(), 0);

        const QJsonArray errors = o["errors"].toArray();
        QList<int> lines;
        for (const auto &e : errors)
            lines << e.toObject()["line"].toInt();
        QCOMPARE(lines, (QList<int>{6, 7, 8, 9}));
        QVERIFY(errors[1].toObject()["message"].toString().contains("\"4040\""));
        QVERIFY(errors[2].toObject()["message"].toString().contains("\"up\""));
        // "Bad Token | 1506 | | e, up, w": "up" starts at column 25.
        QCOMPARE(errors[2].toObject()["column"].toInt(), 25);
        QVERIFY(errors[3].toObject()["message"].toString().contains("\"maybe\""));
    }

    void ordersText()
    {
        const VerbOutput out = checkOrders(ordersMap(), kTurn, false);
        QCOMPARE(out.exitCode, 1);
        QVERIFY2(
            out.out.contains(
                "Army of the North (line 3): 1005 → 1005, spent 6 of 12, 2 of 3 order(s) executed"),
            qPrintable(out.out));
        QVERIFY2(out.out.contains("  3. e 1005 → 1105: not enough MP. "), qPrintable(out.out));
        const QStringList errors = out.err.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(errors.size(), 4);
        QVERIFY2(errors[0].startsWith("turn7.txt:6: "), qPrintable(errors[0]));
        QVERIFY2(errors[0].contains("4 fields"), qPrintable(errors[0]));
        QVERIFY2(errors[1].startsWith("turn7.txt:7: Lost Army: "), qPrintable(errors[1]));
        QVERIFY2(errors[2].startsWith("turn7.txt:8:25: Bad Token: "), qPrintable(errors[2]));
        QVERIFY2(errors[3].startsWith("turn7.txt:9: Bad Option: "), qPrintable(errors[3]));
    }

    // probe17 R11: CR line ends after a comment made the file one comment: no output, exit 0,
    // every order dropped. The lines are read as a viewer shows them; a line separator after a
    // comment's text is refused naming its line.
    void crLineEndsAreLineEnds()
    {
        const VerbOutput cr
            = checkOrders(ordersMap(), "# Turn 7, Free\rA | 1005 | | w\rB | 1506 | | e\r", false);
        QCOMPARE(cr.exitCode, 0);
        QVERIFY2(cr.err.isEmpty(), qPrintable(cr.err));
        QVERIFY2(cr.out.contains("A (line 2): 1005 → 0905, spent 3 of 12, 1 of 1 order(s) "
                                 "executed"),
                 qPrintable(cr.out));
        QVERIFY2(cr.out.contains("B (line 3): 1506 → 1606"), qPrintable(cr.out));
        const VerbOutput ls = checkOrders(
            ordersMap(), QString("# Turn 7, Free") + QChar(0x2028) + "A | 1005 | | w\n", false);
        QCOMPARE(ls.exitCode, 1);
        QCOMPARE(ls.err, QString("turn7.txt:1: a line separator (U+2028) inside the line: save "
                                 "the file with ordinary line ends\n"));
    }

    void goodFileExitsZero()
    {
        const VerbOutput out
            = checkOrders(ordersMap(), "A | 1005 | | w\nB | 1506 | march=forced | e, e, e\n", true);
        QCOMPARE(out.exitCode, 0);
        QVERIFY(out.err.isEmpty());
        const QJsonArray armies = parseObject(out.out)["armies"].toArray();
        QCOMPARE(armies.size(), 2);
        QCOMPARE(armies[1].toObject()["budget"].toInt(), 14);
        // Forest (5) then two plains (3 each) = 11.
        QCOMPARE(armies[1].toObject()["spent"].toInt(), 11);
    }

    void checkFindsEachProblem()
    {
        HexMap map = pbmMap();
        // A ford with no river on the east side of 0505.
        map.setEdgeFeatures(edgeOf(*map.parseLabel("0505"), 0), Ford);
        // A road from 1010 into the sea at 1110.
        map.setTerrain(*map.parseLabel("1110"), Sea);
        map.setEdgeFeatures(edgeOf(*map.parseLabel("1010"), 0), Road);
        // 2015 is an island.
        const Hex island = *map.parseLabel("2015");
        for (Direction d = 0; d < kDirectionCount; ++d)
            map.setTerrain(neighbour(island, d), Ocean);
        RulesetLibrary library;
        const VerbOutput clean = runCheck(pbmMap(), library, false);
        QCOMPARE(clean.exitCode, 0);
        QVERIFY2(clean.out.contains("No problems"), qPrintable(clean.out));

        const VerbOutput out = runCheck(map, library, true);
        QCOMPARE(out.exitCode, 1);
        const QJsonObject o = parseObject(out.out);
        const QJsonArray problems = o["problems"].toArray();
        QCOMPARE(o["count"].toInt(), problems.size());
        QStringList seen;
        for (const auto &p : problems)
            seen << p.toObject()["kind"].toString() + "@" + p.toObject()["hex"].toString();
        QVERIFY2(seen.contains("crossing-without-river@0505"), qPrintable(seen.join(' ')));
        QVERIFY2(seen.contains("road-into-water@1110"), qPrintable(seen.join(' ')));
        QVERIFY2(seen.contains("isolated-land@2015"), qPrintable(seen.join(' ')));
        QCOMPARE(problems.size(), 3);
        for (const auto &p : problems)
            QVERIFY(p.toObject()["message"].toString().contains(p.toObject()["hex"].toString()));

        const VerbOutput text = runCheck(map, library, false);
        QVERIFY2(text.out.contains("2015: land cut off"), qPrintable(text.out));
        QVERIFY2(text.out.contains("3 problem(s)"), qPrintable(text.out));
    }

    void checkNamesUnknownTerrain()
    {
        using namespace hexstride;
        const QStringList t{"plains", "lava"};
        HexMap map(MapShape{6, 6, {}, LabelScheme::Numeric}, "pbm-strategic", IdTable(t), IdTable(),
                   IdTable(), 0);
        map.setTerrain(*map.parseLabel("0304"), 1);
        RulesetLibrary library;
        const VerbOutput out = runCheck(map, library, true);
        QCOMPARE(out.exitCode, 1);
        const QJsonArray problems = parseObject(out.out)["problems"].toArray();
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems[0].toObject()["kind"].toString(), QString("unknown-terrain"));
        QCOMPARE(problems[0].toObject()["hex"].toString(), QString("0304"));
        QVERIFY(problems[0].toObject()["message"].toString().contains("lava"));
    }
};

QTEST_GUILESS_MAIN(TestOrdersVerb)
#include "tst_ordersverb.moc"
