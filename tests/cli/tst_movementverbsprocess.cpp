// The movement verbs as processes: registration, usage errors, exit codes, and the costs that
// move and explain print for a small pbm-strategic map written by the test (expected values
// from the printed Mixed Army table).
#include "io/mapfile.h"
#include "support/clitestmaps.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;
using namespace clitest;

class TestMovementVerbsProcess : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_map;
    // The row the moves go along: plains, plains, then forest behind a minor river.
    const QStringList m_row{"1010", "1110", "1210"};

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        HexMap map = pbmMap();
        const Hex forest = *map.parseLabel(m_row[2]);
        map.setTerrain(forest, Forest);
        map.setEdgeFeatures(
            edgeOf(*map.parseLabel(m_row[1]), directionTo(*map.parseLabel(m_row[1]), forest)),
            MinorRiver);
        m_map = m_dir.filePath("row.hexmap");
        QCOMPARE(saveMapFile(map, m_map), QString());
    }

    void moveCostsAreTheTables_data()
    {
        QTest::addColumn<QString>("fed");
        QTest::addColumn<int>("plains");
        QTest::addColumn<int>("forestMinorRiver");
        // Mixed army, normal columns: plains 3 / 4, forest with minor river 7 / 10.
        QTest::newRow("fed") << "yes" << 3 << 7;
        QTest::newRow("unfed") << "no" << 4 << 10;
    }
    void moveCostsAreTheTables()
    {
        QFETCH(QString, fed);
        QFETCH(int, plains);
        QFETCH(int, forestMinorRiver);
        const Run r = cli({"move", m_map, "--from", m_row[0], "--orders", "e e", "--unit",
                           "troops=mixed", "--unit", "fed=" + fed, "--budget", "100", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = parseObject(r.out);
        const QJsonArray steps = o["steps"].toArray();
        QCOMPARE(steps.size(), 2);
        QCOMPARE(steps[0].toObject()["to"].toString(), m_row[1]);
        QCOMPARE(steps[0].toObject()["cost"].toInt(), plains);
        QCOMPARE(steps[0].toObject()["status"].toString(), QString("ok"));
        QCOMPARE(steps[1].toObject()["to"].toString(), m_row[2]);
        QCOMPARE(steps[1].toObject()["cost"].toInt(), forestMinorRiver);
        QCOMPARE(steps[1].toObject()["total"].toInt(), plains + forestMinorRiver);
        QCOMPARE(o["total"].toInt(), plains + forestMinorRiver);
        QCOMPARE(o["end"].toString(), m_row[2]);
        QCOMPARE(o["executed"].toInt(), 2);
    }

    void moveStopsWhenThePointsRunOut()
    {
        // 9 MP: 3 into the plains, then 7 more does not fit.
        const Run r = cli({"move", m_map, "--from", m_row[0], "--orders", "e e", "--unit",
                           "troops=mixed", "--unit", "fed=yes", "--budget", "9", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = parseObject(r.out);
        QCOMPARE(o["total"].toInt(), 3);
        QCOMPARE(o["executed"].toInt(), 1);
        QCOMPARE(o["end"].toString(), m_row[1]);
        QCOMPARE(o["steps"].toArray()[1].toObject()["status"].toString(), QString("insufficient"));
    }

    void explainNamesTheCell()
    {
        const Run r = cli({"explain", m_map, "--from", m_row[1], "--dir", "e", "--unit",
                           "troops=mixed", "--unit", "fed=yes", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = parseObject(r.out);
        QCOMPARE(o["to"].toString(), m_row[2]);
        QCOMPARE(o["cost"].toInt(), 7);
        const QJsonArray items = o["explain"].toArray();
        QVERIFY(!items.isEmpty());
        QCOMPARE(items.first().toObject()["kind"].toString(), QString("base"));
        QCOMPARE(items.first().toObject()["value"].toDouble(), 7.0);
        QCOMPARE(items.last().toObject()["kind"].toString(), QString("final"));
        QCOMPARE(items.last().toObject()["result"].toDouble(), 7.0);
    }

    void verbsAreListed()
    {
        const Run r = cli({"--help"});
        QCOMPARE(r.code, 0);
        for (const char *verb : {"rulesets", "move", "explain"})
            QVERIFY2(r.out.contains(QString("  ") + verb), qPrintable(r.out));
    }

    void rulesetsJson()
    {
        const Run r = cli({"rulesets", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonArray all = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QStringList ids;
        for (const QJsonValue &v : all)
            ids << v.toObject()["id"].toString();
        ids.sort();
        QCOMPARE(ids, QStringList({"battle-federations", "pbm-strategic", "strategic-commanders",
                                   "tabletop-inches", "tactical-formations"}));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named"); // what the message must name
        QTest::newRow("move without --from")
            << QStringList{"move", "map.hexmap", "--orders", "e"} << "--from";
        QTest::newRow("move without --orders")
            << QStringList{"move", "map.hexmap", "--from", "0101"} << "--orders";
        QTest::newRow("explain without --dir")
            << QStringList{"explain", "map.hexmap", "--from", "0101"} << "--dir";
        QTest::newRow("unknown option") << QStringList{"rulesets", "--yaml"} << "yaml";
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
    }

    // probe18 S05: "expected a whole number ≥ 0" for 2147483648 never said the upper bound.
    void numberOptionsNameTheirRange_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("reach --budget")
            << QStringList{"reach", m_map, "--from", m_row[0], "--budget", "2147483648"}
            << "--budget \"2147483648\": expected a whole number from 0 to 1000000";
        QTest::newRow("reach --turns")
            << QStringList{"reach", m_map, "--from", m_row[0], "--turns", "99999999999"}
            << "--turns \"99999999999\": expected a whole number from 1 to 2147483647";
        QTest::newRow("move --budget")
            << QStringList{"move",     m_map, "--from",   m_row[0],
                           "--orders", "e",   "--budget", "1000001"}
            << "--budget \"1000001\": expected a whole number from 0 to 1000000";
        QTest::newRow("render --width")
            << QStringList{"render", m_map, m_dir.filePath("out.png"), "--width", "2147483648"}
            << "--width \"2147483648\": expected a whole number from 64 to 30000";
        QTest::newRow("render --thumbnail")
            << QStringList{"render", m_map, m_dir.filePath("out.png"), "--thumbnail", "15"}
            << "--thumbnail \"15\": expected a whole number from 16 to 30000";
        // probe18 S06: the bands were counted of 254000 MP under a header giving 1000000.
        QTest::newRow("reach bands beyond their bound")
            << QStringList{"reach",    m_map,     "--from",  m_row[0],
                           "--budget", "1000000", "--turns", "3"}
            << "--budget: 1000000 MP per turn is more than reach counts over several turns, at "
               "most 254000; give --budget 254000 or less, or --turns 1";
    }
    void numberOptionsNameTheirRange()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run r = cli(args);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    // probe15 P23: "--side WEST" beside the map's side "West" made a third side, hostile to
    // West, without a word; the movement verbs refuse it as the map readers do.
    void aSideWrittenOtherwiseIsRefused()
    {
        HexMap map = pbmMap();
        map.units() << MapUnit{"Guard", "West", *map.parseLabel("1510"), {}, 10};
        const QString path = m_dir.filePath("sides.hexmap");
        QCOMPARE(saveMapFile(map, path), QString());
        const Run same = cli({"move", path, "--from", m_row[0], "--orders", "e", "--side", "West"});
        QVERIFY2(same.code == 0, qPrintable(same.err));
        const QString fullwidth = QString(QChar(0xff37)) + "est"; // Ｗest
        const QList<QStringList> calls{
            {"move", path, "--from", m_row[0], "--orders", "e", "--side", "WEST"},
            {"explain", path, "--from", m_row[0], "--dir", "e", "--side", fullwidth},
            {"reach", path, "--from", m_row[0], "--side", "west"},
            {"route", path, "--from", m_row[0], "--to", m_row[1], "--side", "WEST"}};
        for (const QStringList &args : calls) {
            const Run r = cli(args);
            const QString side = args.last();
            QCOMPARE(r.code, 2);
            QCOMPARE(r.err.section('\n', 0, 0),
                     "--side \"" + side + "\": \"" + side
                         + "\" reads as the side \"West\" but is written otherwise (letter case, "
                           "width, accents, another alphabet or characters that show nothing): "
                           "write one side one way");
            QVERIFY(r.out.isEmpty());
        }
    }

    // probe16 Q04: "--side ''" (a script's empty variable) moved a side-less unit.
    void anEmptySideIsRefused()
    {
        const QString path = m_dir.filePath("sides.hexmap");
        const QList<QStringList> calls{
            {"move", path, "--from", m_row[0], "--orders", "e", "--side", ""},
            {"explain", path, "--from", m_row[0], "--dir", "e", "--side", ""},
            {"reach", path, "--from", m_row[0], "--side", ""},
            {"route", path, "--from", m_row[0], "--to", m_row[1], "--side", ""}};
        for (const QStringList &args : calls) {
            const Run r = cli(args);
            QCOMPARE(r.code, 2);
            QCOMPARE(r.err, QString("--side: give a side's name\n"));
            QVERIFY(r.out.isEmpty());
        }
    }

    void moveWithoutMapIsAUsageError()
    {
        QCOMPARE(cli({"move", "--from", "0101", "--orders", "e"}).code, 2);
    }

    void unreadableMapIsBadInput()
    {
        const Run r
            = cli({"move", "/nonexistent/dir/none.hexmap", "--from", "0101", "--orders", "e"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("none.hexmap"), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestMovementVerbsProcess)
#include "tst_movementverbsprocess.moc"
