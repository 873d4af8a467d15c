// reach, route, orders, check and render run as the built hexstride-cli: on the bundled sample
// map and on small maps written by the test; exit codes 0 / 1 bad input / 2 bad usage.
#include "io/mapfile.h"
#include "support/clitestmaps.h"
#include "testpaths.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;
using namespace clitest;

namespace {
const QString kSample = testpaths::source("/resources/maps/mepbm-1000.hexmap");
} // namespace

class TestCliVerbsProcess : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        HexMap map = pbmMap();
        map.setTerrain(*map.parseLabel("1210"), Mountains);
        m_small = m_dir.filePath("small.hexmap");
        QCOMPARE(saveMapFile(map, m_small), QString());
    }

    void verbsAreListed()
    {
        const Run r = cli({"--help"});
        QCOMPARE(r.code, 0);
        for (const char *verb : {"reach", "route", "orders", "check", "render"})
            QVERIFY2(r.out.contains(QString("  ") + verb + " "), qPrintable(r.out));
    }

    void helpOfEachVerb_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::addColumn<QString>("mentions");
        // The usage line names the verb, ready to copy (not the program's path alone).
        for (const char *v : {"move", "explain", "reach", "route", "orders", "check", "render",
                              "campaign", "units"})
            QTest::newRow(v) << QString(v) << QString("Usage: hexstride-cli ") + v + " [options]";
    }
    void helpOfEachVerb()
    {
        QFETCH(QString, verb);
        QFETCH(QString, mentions);
        const Run r = cli({verb, "--help"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(mentions), qPrintable(r.out));
        QVERIFY2(r.out.contains("--json") || verb == "render", qPrintable(r.out));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("reach without --from") << QStringList{"reach", m_small};
        QTest::newRow("reach without map") << QStringList{"reach", "--from", "1010"};
        QTest::newRow("route without --to") << QStringList{"route", m_small, "--from", "1010"};
        QTest::newRow("orders without file") << QStringList{"orders", m_small};
        QTest::newRow("check with two maps") << QStringList{"check", m_small, m_small};
        QTest::newRow("render without output") << QStringList{"render", m_small};
        QTest::newRow("render to .gif") << QStringList{"render", m_small, m_dir.filePath("x.gif")};
        QTest::newRow("unknown option")
            << QStringList{"reach", m_small, "--from", "1010", "--radius", "3"};
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY(!r.err.isEmpty());
    }

    void badInputs_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("reach bad budget")
            << QStringList{"reach", m_small, "--from", "1010", "--budget", "lots"} << "\"lots\"";
        QTest::newRow("reach zero turns")
            << QStringList{"reach", m_small, "--from", "1010", "--turns", "0"} << "--turns";
        QTest::newRow("reach off map")
            << QStringList{"reach", m_small, "--from", "9999"} << "\"9999\"";
        QTest::newRow("route bad via")
            << QStringList{"route", m_small, "--from", "1010", "--to", "1410", "--via", "zz"}
            << "\"zz\"";
        QTest::newRow("route bad unit") << QStringList{"route", m_small, "--from", "1010",
                                                       "--to",  "1410",  "--unit", "horse=yes"}
                                        << "\"horse\"";
        QTest::newRow("orders missing file")
            << QStringList{"orders", m_small, "/nonexistent/orders.txt"}
            << "/nonexistent/orders.txt";
        QTest::newRow("check unreadable map")
            << QStringList{"check", "/nonexistent/none.hexmap"} << "none.hexmap";
        QTest::newRow("render bad width")
            << QStringList{"render", m_small, m_dir.filePath("w.png"), "--width", "-5"}
            << "--width";
    }
    void badInputs()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const Run r = cli(args);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
    }

    void reachOnSampleMap()
    {
        const Run r = cli({"reach", kSample, "--from", "2718", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = parseObject(r.out);
        QCOMPARE(o["from"].toString(), QString("2718"));
        QCOMPARE(o["budget"].toInt(), 12);
        const QJsonArray hexes = o["hexes"].toArray();
        QVERIFY(hexes.size() > 1);
        QCOMPARE(hexes[0].toObject()["hex"].toString(), QString("2718"));
        for (const auto &h : hexes) {
            QVERIFY(h.toObject()["cost"].toInt() <= 12);
            QCOMPARE(h.toObject()["cost"].toInt() + h.toObject()["mpLeft"].toInt(), 12);
        }
        // Two turns reach at least as far, and no hex gets a later turn than its cost allows.
        const Run two = cli({"reach", kSample, "--from", "2718", "--turns", "2", "--json"});
        QCOMPARE(two.code, 0);
        QVERIFY(parseObject(two.out)["hexes"].toArray().size() > hexes.size());
    }

    void routeOnSampleMapAgreesWithMove()
    {
        const Run r = cli({"route", kSample, "--from", "2718", "--to", "2223", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = parseObject(r.out);
        QCOMPARE(o["total"].toInt(), o["explainedTotal"].toInt());
        const QString orders = o["orders"].toString();
        QVERIFY(!orders.isEmpty());
        const Run m = cli(
            {"move", kSample, "--from", "2718", "--orders", orders, "--budget", "10000", "--json"});
        QCOMPARE(m.code, 0);
        const QJsonObject moved = parseObject(m.out);
        QCOMPARE(moved["end"].toString(), QString("2223"));
        QCOMPARE(moved["total"].toInt(), o["total"].toInt());
    }

    // Probe 12, P07: each leg of a route may search the whole map, so waypoints are bounded by
    // the map's size: 20,000,000 hexes in all, 19 waypoints on a 1000 × 1000 map (20 legs).
    void routeWaypointsAreBoundedByTheMap()
    {
        QTemporaryDir dir;
        const QString big = dir.filePath("big.hexmap");
        HexMap map(MapShape{1000, 1000, {}, LabelScheme::ColRow}, "pbm-strategic",
                   pbmMap().terrains(), pbmMap().hexFeatureIds(), pbmMap().edgeFeatureIds());
        for (int i = 0; i < map.hexCount(); ++i)
            map.setTerrain(map.hexAtIndex(i), Plains);
        QCOMPARE(saveMapFile(map, big), QString());
        QStringList args{"route", big, "--from", "0,0", "--to", "1,0"};
        for (int i = 0; i < 20; ++i)
            args << "--via"
                 << "0,1";
        const Run r = cli(args);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("--via: 20 waypoints; on a map of 1000000 hexes a route has at "
                                "most 19 (each leg may search the whole map)"),
                 qPrintable(r.err));
        args.removeLast();
        args.removeLast();
        QCOMPARE(cli(args).code, 0);
    }

    void routeOnWrittenMap()
    {
        const Run r = cli({"route", m_small, "--from", "1010", "--to", "1410"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("Total 15"), qPrintable(r.out));
        QVERIFY2(!r.out.contains("1210"), qPrintable(r.out));
    }

    void ordersFile()
    {
        const QString path = m_dir.filePath("turn.txt");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# a comment\n\nNorth | 1010 | | e, e\nBroken | 1010\nSouth | 1015 | fed=no | w\n");
        f.close();
        const Run r = cli({"orders", m_small, path, "--json"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("turn.txt:4"), qPrintable(r.err));
        const QJsonObject o = parseObject(r.out);
        const QJsonArray armies = o["armies"].toArray();
        QCOMPARE(armies.size(), 2);
        // e, e from 1010: plains (3) then the mountains of 1210 (12): only 9 left.
        QCOMPARE(armies[0].toObject()["end"].toString(), QString("1110"));
        QCOMPARE(armies[0].toObject()["spent"].toInt(), 3);
        QCOMPARE(armies[0].toObject()["failures"].toArray().size(), 1);
        QCOMPARE(armies[1].toObject()["end"].toString(), QString("0915"));
    }

    void checkOnSampleMap()
    {
        const Run r = cli({"check", kSample, "--json"});
        QVERIFY2(r.code == 0 || r.code == 1, qPrintable(r.err));
        const QJsonObject o = parseObject(r.out);
        const QJsonArray problems = o["problems"].toArray();
        QCOMPARE(o["count"].toInt(), problems.size());
        QCOMPARE(r.code, problems.isEmpty() ? 0 : 1);
        for (const auto &p : problems)
            QVERIFY(p.toObject()["message"].toString().startsWith(p.toObject()["hex"].toString()
                                                                  + ":"));
        const Run clean = cli({"check", m_small});
        QCOMPARE(clean.code, 0);
        QVERIFY2(clean.out.contains("No problems"), qPrintable(clean.out));
    }

    // Problems the referee marked as reviewed in the app are counted, not listed, and are no
    // failure. Two islands of plains in the sea (XXYY labels): 0303 and 0706; the first is
    // marked reviewed, then both.
    void checkLeavesReviewedProblemsOut()
    {
        HexMap map = pbmMap();
        for (int i = 0; i < map.hexCount(); ++i)
            map.setTerrain(map.hexAtIndex(i), Sea);
        map.setTerrain(*map.parseLabel("0303"), Plains);
        map.setTerrain(*map.parseLabel("0706"), Plains);
        map.reviewedProblems() = {"isolated-land 0303"};
        const QString path = m_dir.filePath("islands.hexmap");
        QCOMPARE(saveMapFile(map, path), QString());
        const Run one = cli({"check", path});
        QCOMPARE(one.code, 1);
        QVERIFY2(one.out.contains("0706: ") && !one.out.contains("0303: "), qPrintable(one.out));
        QVERIFY2(one.out.contains("1 problem found.\n1 problem marked as reviewed in the map, "
                                  "not listed."),
                 qPrintable(one.out));
        const QJsonObject json = parseObject(cli({"check", "--json", path}).out);
        QCOMPARE(json["count"].toInt(), 2);
        QCOMPARE(json["open"].toInt(), 1);
        QCOMPARE(json["problems"].toArray()[0].toObject()["reviewed"].toBool(), true);
        QCOMPARE(json["problems"].toArray()[0].toObject()["hex"].toString(), QString("0303"));

        map.reviewedProblems() << "isolated-land 0706";
        QCOMPARE(saveMapFile(map, path), QString());
        const Run none = cli({"check", path});
        QCOMPARE(none.code, 0);
        QVERIFY2(none.out.startsWith("No open problems.\n2 problems marked"), qPrintable(none.out));
    }

    void renderWithoutDisplay_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("png") << "sample.png";
        QTest::newRow("svg") << "sample.svg";
        QTest::newRow("pdf") << "sample.pdf";
    }
    void renderWithoutDisplay()
    {
        QFETCH(QString, file);
        // No display and a platform that would need one: the verb forces offscreen itself.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "xcb");
        env.remove("DISPLAY");
        env.remove("WAYLAND_DISPLAY");
        const QString out = m_dir.filePath(file);
        const Run r = cli({"render", kSample, out, "--width", "800"}, env);
        QCOMPARE(r.code, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray head = f.read(64);
        if (file.endsWith(".png")) {
            QVERIFY(head.startsWith("\x89PNG"));
            const QImage img(out);
            QCOMPARE(img.width(), 800);
            QVERIFY(img.height() > 400);
        } else if (file.endsWith(".svg")) {
            QVERIFY(head.startsWith("<?xml"));
        } else {
            QVERIFY(head.startsWith("%PDF-"));
        }
    }

private:
    QTemporaryDir m_dir;
    QString m_small;
};

QTEST_GUILESS_MAIN(TestCliVerbsProcess)
#include "tst_cliverbsprocess.moc"
