// Input the probe 12 found taken without a word (P05, V18, P10, P11), run as the built
// program: a single-value option given twice, a hex label with a space or a line separator
// around it, Tiled files whose hexstride property, text colour or tile data is not what Tiled
// writes, and messages that named the wrong file or garbled the one they quoted.
#include "io/mapfile.h"
#include "support/clitestmaps.h"
#include "testfiles.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;
using namespace clitest;

namespace {
using testfiles::fileBytes;
using testfiles::writeFile;
const QString kData = testpaths::data();
const QString kExample = kData + QStringLiteral("/maps/example-3x2.json");
const QString kTiled = kData + QStringLiteral("/tiled/");

QString describe(const Run &r)
{
    return QStringLiteral("exit %1, stdout: %2, stderr: %3").arg(r.code).arg(r.out, r.err);
}

/// A copy of the tests' pointy-odd-csv.tmx (and its tileset) in dir, with `from` replaced.
QString tiledCopy(const QTemporaryDir &dir, const QByteArray &from, const QByteArray &to)
{
    for (const char *name : {"terrains.tsx", "terrains.png"})
        QFile::copy(kTiled + name, dir.filePath(name));
    QByteArray tmx = fileBytes(kTiled + "pointy-odd-csv.tmx");
    if (!tmx.contains(from))
        qFatal("the test map has no %s", from.constData());
    tmx.replace(from, to);
    const QString path = dir.filePath("m.tmx");
    writeFile(path, tmx);
    return path;
}
} // namespace

class TestSilentAccepts : public QObject
{
    Q_OBJECT
    /// `args` run in an empty folder: a usage error (exit 2) with `line` on its own line of the
    /// error output, and nothing written.
    void refusedAsUsageWritingNothing(const QStringList &args, const QString &line)
    {
        QTemporaryDir dir;
        QVERIFY(QDir::setCurrent(dir.path()));
        const Run r = cli(args);
        QVERIFY2(r.code == 2 && r.err.split('\n').contains(line), qPrintable(describe(r)));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList());
    }

private slots:
    // P05: Qt's parser keeps the last value of an option given twice; "--rolls a --rolls b"
    // read b alone. Every verb refuses it as a usage error naming the option.
    void aSingleValueOptionGivenTwiceIsRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("option");
        QTest::newRow("resolve --rolls")
            << QStringList{"resolve", kExample, "--rolls", "r1.json", "--rolls", "r2.json"}
            << "--rolls";
        QTest::newRow("resolve --write-map")
            << QStringList{"resolve", kExample, "--write-map", "a.json", "--write-map", "b.json"}
            << "--write-map";
        QTest::newRow("move --from")
            << QStringList{"move", kExample, "--from", "0,0", "--from", "1,0", "--orders", "e"}
            << "--from";
        QTest::newRow("reach --budget")
            << QStringList{"reach", kExample, "--from", "0,0", "--budget", "1", "--budget", "12"}
            << "--budget";
        QTest::newRow("route --to")
            << QStringList{"route", kExample, "--from", "0,0", "--to", "2,1", "--to", "1,1"}
            << "--to";
        QTest::newRow("render --width")
            << QStringList{"render", kExample, "o.png", "--width", "100", "--width", "200"}
            << "--width";
        QTest::newRow("campaign new --title")
            << QStringList{"campaign", "new",     "game", kExample,  "--player",
                           "A=West",   "--title", "One",  "--title", "Two"}
            << "--title";
        QTest::newRow("units add --side")
            << QStringList{"units", "add", kExample, "X", "--side", "West", "--side", "East"}
            << "--side";
        QTest::newRow("table --out")
            << QStringList{"table", "pbm-strategic", "terrain", "--out", "a.csv", "--out", "b.csv"}
            << "--out";
        QTest::newRow("reshape --width")
            << QStringList{"reshape", kExample, "o.json", "--width", "10", "--width", "20"}
            << "--width";
        QTest::newRow("import-joverseer --title")
            << QStringList{"import-joverseer", "a.terrain", "a.traffic", "o.json",
                           "--title",          "A",         "--title",   "B"}
            << "--title";
        QTest::newRow("convert --ruleset") << QStringList{
            "convert",           kExample, "o.json", "--ruleset", "pbm-strategic", "--ruleset",
            "battle-federations"} << "--ruleset";
    }
    void aSingleValueOptionGivenTwiceIsRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, option);
        refusedAsUsageWritingNothing(args, option + " is given twice.");
    }

    // probe13 Q05: an empty file or folder name (a script's unset variable) is a usage error
    // naming the option, never an option silently not given.
    void anEmptyPathIsRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("option");
        QTest::newRow("resolve --rolls")
            << QStringList{"resolve", kExample, "--rolls", ""} << "--rolls";
        QTest::newRow("resolve --report-dir")
            << QStringList{"resolve", kExample, "--report-dir", ""} << "--report-dir";
        QTest::newRow("resolve --write-map")
            << QStringList{"resolve", kExample, "--write-map", ""} << "--write-map";
        QTest::newRow("reach --ruleset")
            << QStringList{"reach", kExample, "--from", "0,0", "--ruleset", ""} << "--ruleset";
        QTest::newRow("convert --ruleset")
            << QStringList{"convert", kExample, "o.json", "--ruleset", ""} << "--ruleset";
        QTest::newRow("units add --output")
            << QStringList{"units", "add", kExample, "X", "--hex", "0,0", "--output", ""}
            << "--output";
        QTest::newRow("table --set-from")
            << QStringList{"table", "pbm-strategic", "terrain", "--set-from", ""} << "--set-from";
        QTest::newRow("campaign resolve --rolls")
            << QStringList{"campaign", "resolve", "K", "--rolls", ""} << "--rolls";
    }
    void anEmptyPathIsRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, option);
        refusedAsUsageWritingNothing(
            args, option + ": the value is empty; expected a file or folder name.");
    }

    // Options documented as repeatable keep their list.
    void repeatableOptionsStayRepeatable()
    {
        // 0,0 → 0,1 → 1,0 → 2,0 → 2,1 on the 3 × 2 example (1st Foot stands in 1,1, which no unit
        // passes): two waypoints, both kept, in their order.
        const Run route = cli({"route", kExample, "--from", "0,0", "--to", "2,1", "--via", "0,1",
                               "--via", "1,0", "--json"});
        QVERIFY2(route.code == 0, qPrintable(describe(route)));
        QCOMPARE(parseObject(route.out)["hexes"].toArray(),
                 QJsonArray({"0,0", "0,1", "1,0", "2,0", "2,1"}));
    }

    // V18: " 3,2" and "3,2\u2028" were trimmed into 3,2; only the scheme's spelling names a hex.
    void aLabelWithSpaceAroundIsNoHex_data()
    {
        QTest::addColumn<QString>("from");
        QTest::newRow("leading space") << " 1,0";
        QTest::newRow("line separator") << QString("1,0") + QChar(0x2028);
        QTest::newRow("trailing space") << "1,0 ";
    }
    void aLabelWithSpaceAroundIsNoHex()
    {
        QFETCH(QString, from);
        const Run reach = cli({"reach", kExample, "--from", from});
        QVERIFY2(reach.code != 0 && reach.err.contains("write it \"1,0\""),
                 qPrintable(describe(reach)));

        QJsonObject map = QJsonDocument::fromJson(fileBytes(kExample)).object();
        map["units"] = QJsonArray{QJsonObject{{"name", "A"}, {"side", "West"}, {"hex", from}}};
        QTemporaryDir dir;
        writeFile(dir.filePath("m.json"), QJsonDocument(map).toJson());
        const Run info = cli({"info", dir.filePath("m.json")});
        QVERIFY2(info.code == 1 && info.err.contains("units[0].hex")
                     && info.err.contains("write it \"1,0\""),
                 qPrintable(describe(info)));
    }

    // P10: a hexstride property that is a JSON object was read as no property at all.
    void aHexstridePropertyOfAnotherTypeIsRefused()
    {
        QTemporaryDir dir;
        for (const char *name : {"terrains.tsx", "terrains.png"})
            QFile::copy(kTiled + name, dir.filePath(name));
        QJsonObject tmj
            = QJsonDocument::fromJson(fileBytes(kTiled + "pointy-even-base64.tmj")).object();
        tmj["properties"]
            = QJsonArray{QJsonObject{{"name", "hexstride"},
                                     {"type", "string"},
                                     {"value", QJsonObject{{"format", "hexstride-map"}}}}};
        writeFile(dir.filePath("m.tmj"), QJsonDocument(tmj).toJson());
        const Run r = cli({"convert", dir.filePath("m.tmj"), dir.filePath("o.json")});
        QVERIFY2(r.code == 1 && r.err.contains("map property \"hexstride\" is a class property"),
                 qPrintable(describe(r)));
        QVERIFY(!QFile::exists(dir.filePath("o.json")));
    }

    void aTextColourTiledCannotWriteIsWarned()
    {
        QTemporaryDir dir;
        const QString tmx = tiledCopy(dir, "color=\"#ff0000\"", "color=\"#GGGGGGGG\"");
        const Run r = cli({"convert", tmx, dir.filePath("o.json")});
        QVERIFY2(r.code == 0 && r.err.contains("colour \"#GGGGGGGG\" is not #RRGGBB or #AARRGGBB"),
                 qPrintable(describe(r)));
    }

    void aTileLayerWithTwoDataIsRefused()
    {
        QTemporaryDir dir;
        const QString tmx
            = tiledCopy(dir, "</data>\n",
                        "</data>\n  <data encoding=\"csv\">\n8,8,8,8,8,8,8,8,8,8,8,8</data>\n");
        const Run r = cli({"convert", tmx, dir.filePath("o.json")});
        QVERIFY2(r.code == 1 && r.err.contains("layer \"ground\" has two <data> elements"),
                 qPrintable(describe(r)));
        QVERIFY(!QFile::exists(dir.filePath("o.json")));
    }

    // probe19 T07: a text object's second <text> replaced the first without a word; a second
    // <polyline> ran on from the first. Line 16 holds object 2's <text>, line 19 object 3's
    // <polyline>; the second element is on the same line.
    void anObjectWithTwoShapesIsRefused_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("error");
        QTest::newRow("two <text>")
            << QByteArray(">Ford</text>") << QByteArray(">Ford</text><text>Bridge</text>")
            << "m.tmx: line 16: layer \"things\", object 2 has two <text> elements; an object "
               "has one\n";
        QTest::newRow("two <polyline>")
            << QByteArray("<polyline points=\"0,0 0,16\"/>")
            << QByteArray("<polyline points=\"0,0 0,16\"/><polyline points=\"0,0 28,0\"/>")
            << "m.tmx: line 19: layer \"things\", object 3 has two <polyline> elements; an "
               "object has one\n";
    }
    void anObjectWithTwoShapesIsRefused()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, error);
        QTemporaryDir dir;
        const QString tmx = tiledCopy(dir, from, to);
        const Run r = cli({"convert", tmx, dir.filePath("o.json")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.endsWith(error), qPrintable(describe(r)));
        QVERIFY(!QFile::exists(dir.filePath("o.json")));
    }

    // probe19 T07: of two tile layers named alike, which one is not read is said by its place.
    void twoTileLayersOfOneNameAreToldApart()
    {
        QTemporaryDir dir;
        const QString tmx
            = tiledCopy(dir, " <objectgroup id=\"2\"",
                        " <layer id=\"9\" name=\"ground\" width=\"4\" height=\"3\">\n  <data "
                        "encoding=\"csv\">\n1,1,1,1,\n1,1,1,1,\n1,1,1,1\n</data>\n </layer>\n "
                        "<objectgroup id=\"2\"");
        const Run r = cli({"convert", tmx, dir.filePath("o.json")});
        QVERIFY2(r.code == 0
                     && r.err.contains("tile layer \"ground\" (layer 2 of the file) is not read: "
                                       "the terrain comes from the layer of the same name before "
                                       "it (layer 1)"),
                 qPrintable(describe(r)));
    }

    // P11: the quoted field is echoed as the UTF-8 it is, not as Latin-1 mojibake.
    void aJOverseerFieldIsEchoedAsWritten()
    {
        QTemporaryDir dir;
        const QString fullWidth = QString::fromUtf8("０１０１");
        writeFile(dir.filePath("a.terrain"), "\"" + fullWidth.toUtf8() + "\",1\n");
        writeFile(dir.filePath("a.traffic"), "");
        const Run r = cli({"import-joverseer", dir.filePath("a.terrain"), dir.filePath("a.traffic"),
                           dir.filePath("o.json")});
        QVERIFY2(r.code == 1 && r.err.contains("\"" + fullWidth + "\" is not a hex number"),
                 qPrintable(describe(r)));
    }

    // P11: a turn map swapped for a player's package map was blamed on campaign.json; an
    // orders "folder" that is a file was reported as "no orders yet".
    void aByteOrderMarkBeforeTheFirstOrderIsRefused()
    {
        // probe14 Q05: Qt's decoding of the command line dropped a U+FEFF at an argument's
        // start, so "\ufeffe" was taken as "e" where "e,\ufeffe" (position 3) and an orders
        // file refuse it. Both now as the parser reads them: position 1 and 3.
        for (const auto &[orders, where] :
             {std::pair{QString(QChar(0xfeff)) + "e", QString("position 1 (order 1)")},
              std::pair{"e," + QString(QChar(0xfeff)) + "e", QString("position 3 (order 2)")}}) {
            const Run r = cli({"move", kExample, "--from", "1,1", "--orders", orders});
            QCOMPARE(r.code, 1);
            QCOMPARE(r.err, "--orders: unknown order \"\\ufeffe\" at " + where
                                + "; expected one of: ne, e, se, sw, w, nw\n");
            QCOMPARE(r.out, QString());
        }
    }

    void campaignResolveNamesWhatChanged()
    {
        QTemporaryDir tmp;
        HexMap map = pbmMap();
        map.units() << MapUnit{"North", "Free", *map.parseLabel("1005"), {}, 1200}
                    << MapUnit{"Watch", "Shadow", *map.parseLabel("2010"), {}, 400};
        QVERIFY(saveMapFile(map, tmp.filePath("start.hexmap")).isEmpty());
        for (const char *name : {"swapped", "ordersfile"}) {
            const QString game = tmp.filePath(name);
            const Run made = cli({"campaign", "new", game, tmp.filePath("start.hexmap"), "--player",
                                  "Elrond=Free", "--player", "Sauron=Shadow"});
            QVERIFY2(made.code == 0, qPrintable(describe(made)));
        }
        const QString swapped = tmp.filePath("swapped");
        QFile::remove(swapped + "/turn-001/map.hexmap");
        QVERIFY(QFile::copy(swapped + "/turn-001/players/Elrond/map.hexmap",
                            swapped + "/turn-001/map.hexmap"));
        const Run r1 = cli({"campaign", "resolve", swapped});
        QVERIFY2(r1.code == 1
                     && r1.err.contains(swapped + "/turn-001/map.hexmap does not fit " + swapped
                                        + "/campaign.json: Sauron has no army on the map"),
                 qPrintable(describe(r1)));

        const QString orders = tmp.filePath("ordersfile") + "/turn-001/orders";
        QDir(orders).removeRecursively();
        writeFile(orders, "x\n");
        const Run r2 = cli({"campaign", "resolve", tmp.filePath("ordersfile")});
        QVERIFY2(r2.code == 1 && r2.err.contains(orders + ": is not a folder"),
                 qPrintable(describe(r2)));
        const Run status = cli({"campaign", "status", tmp.filePath("ordersfile")});
        QVERIFY2(status.code == 1 && status.err.contains(orders + ": is not a folder"),
                 qPrintable(describe(status)));
    }
};

QTEST_GUILESS_MAIN(TestSilentAccepts)
#include "tst_silentaccepts.moc"
