// hexstride-cli reshape: the same resize as Map ▸ Resize (resizedMap), for referees who script
// their maps: sides survive an odd column shift of a flat-top map, the fill is the map's most
// common terrain unless --fill names one, and bad options are named.
#include "support/clitestmaps.h"

#include "io/mapfile.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace clitest;
using namespace hexstride;

namespace {
Run cliEn(const QStringList &args)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("LANGUAGE", "en");
    env.insert("LC_ALL", "C.UTF-8");
    return cli(args, env);
}

// A 30 × 10 flat-top map with a river along a zigzag of sides from column 5 to column 15.
HexMap flatMapWithRiver()
{
    HexMap m = pbmMap();
    MapShape shape = m.shape();
    shape.height = 10;
    shape.grid = {Orientation::FlatTop, OffsetParity::OddShifted};
    HexMap flat(shape, m.rulesetId(), m.terrains(), m.hexFeatureIds(), m.edgeFeatureIds(), Plains);
    for (int col = 5; col < 15; ++col)
        flat.setEdgeFeatures(edgeOf(flat.grid().toHex({col, 4}), 1), MajorRiver);
    return flat;
}
} // namespace

class TestReshapeVerb : public QObject
{
    Q_OBJECT
private slots:
    // Probe 15, P25: the summary left out the plans, hex owners and reviewed problems it
    // dropped, the referee's work. Width 30 → 20 drops columns 20..29 (20 rows: 200 hexes).
    void theSummaryCountsEverythingDropped()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath("in.json");
        const QString out = dir.filePath("out.json");
        HexMap map = pbmMap();
        const Hex far = map.grid().toHex({25, 3});
        const Hex near = map.grid().toHex({2, 3});
        map.units() << MapUnit{"Far", "Shadow", far, {}, 100}
                    << MapUnit{"Near", "Free", near, {}, 100};
        map.plans() << MovementPlan{"P", "Far", far, {"w"}, {}}
                    << MovementPlan{"Raid", {}, map.grid().toHex({27, 5}), {"w"}, {}}
                    << MovementPlan{"Q", "Near", near, {"e"}, {}};
        map.sides().owners << HexOwner{map.grid().toHex({26, 3}), "Shadow"}
                           << HexOwner{near, "Free"};
        map.reviewedProblems() << "isolated-land " + map.label(far)
                               << "isolated-land " + map.label(near);
        QCOMPARE(saveMapFile(map, in), QString());
        const Run r = cliEn({"reshape", in, out, "--width", "20"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        // Only what was dropped is counted (the sides' features, labels: none).
        QVERIFY2(r.out.contains("Removed: 200 hexes, 1 unit, 2 plans, 1 hex owner and 1 reviewed "
                                "problem.\n"),
                 qPrintable(r.out));
        const MapLoadResult loaded = loadMapFile(out);
        QVERIFY(loaded.map);
        QCOMPARE(loaded.map->plans().size(), 1);
        QCOMPARE(loaded.map->sides().owners.size(), 1);
        QCOMPARE(loaded.map->reviewedProblems().size(), 1);
    }

    void oddShiftKeepsTheRiver()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath("in.json");
        const QString out = dir.filePath("out.json");
        const HexMap before = flatMapWithRiver();
        QCOMPARE(saveMapFile(before, in), QString());
        const Run r
            = cliEn({"reshape", in, out, "--width", "27", "--height", "10", "--shift-col", "-3"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("30 × 10 → 27 × 10"), qPrintable(r.out));
        QVERIFY2(r.out.contains("Removed: 30 hexes"), qPrintable(r.out));
        QVERIFY2(r.out.contains("now the first column and every other one (1st, 3rd, …)."),
                 qPrintable(r.out));
        const MapLoadResult loaded = loadMapFile(out);
        QVERIFY(loaded.map);
        const HexMap &after = *loaded.map;
        QCOMPARE(after.width(), 27);
        int sides = 0;
        after.forEachFeatureEdge([&](EdgeId, FeatureMask m) { sides += m == MajorRiver; });
        QCOMPARE(sides, 10);
        // Each river side moved three columns left, between the same two (moved) hexes.
        for (int col = 5; col < 15; ++col) {
            const Hex a0 = before.grid().toHex({col, 4});
            const Offset b0 = before.grid().toOffset(neighbour(a0, 1));
            const Hex a = after.grid().toHex({col - 3, 4});
            const Hex b = after.grid().toHex({b0.col - 3, b0.row});
            const Direction d = directionTo(a, b);
            QVERIFY2(d >= 0, qPrintable(QString::number(col)));
            QCOMPARE(after.edgeFeatures(a, d), FeatureMask(MajorRiver));
        }
    }

    void fillDefaultsToTheMostCommonTerrain()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath("in.json");
        HexMap m = pbmMap();
        for (int i = 0; i < m.hexCount(); ++i)
            m.setTerrain(m.hexAtIndex(i), i % 3 ? Forest : Hills);
        QCOMPARE(saveMapFile(m, in), QString());
        QCOMPARE(cli({"reshape", in, dir.filePath("a.json"), "--width", "31"}).code, 0);
        const HexMap a = *loadMapFile(dir.filePath("a.json")).map;
        QCOMPARE(a.terrain(a.grid().toHex({30, 0})), Forest);
        QCOMPARE(
            cli({"reshape", in, dir.filePath("b.json"), "--width", "31", "--fill", "swamp"}).code,
            0);
        const HexMap b = *loadMapFile(dir.filePath("b.json")).map;
        QCOMPARE(b.terrain(b.grid().toHex({30, 0})), Swamp);
    }

    // Probe20 U10: the map's own ruleset (here embedded: open country 5 MP a hex) went, and the
    // reshaped map was priced by the bundled ruleset of its id (1 MP), with "Nothing removed."
    void theMapsOwnRulesetStays()
    {
        QTemporaryDir dir;
        const QString in = testpaths::data("/maps/reshape-embedded-ruleset.json");
        const QString out = dir.filePath("o.json");
        const Run before = cliEn({"explain", in, "--from", "1,1", "--dir", "e"});
        QVERIFY2(before.out.startsWith("1,1 → 2,1: 5\n"), qPrintable(before.out + before.err));
        const Run r = cliEn({"reshape", in, out, "--width", "10"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.out, QStringLiteral("8 × 6 → 10 × 6. Nothing removed.\n"));
        const MapLoadResult loaded = loadMapFile(out);
        QVERIFY(loaded.map);
        QCOMPARE(loaded.customRuleset, loadMapFile(in).customRuleset);
        const Run after = cliEn({"explain", out, "--from", "1,1", "--dir", "e"});
        QVERIFY2(after.out.startsWith("1,1 → 2,1: 5\n"), qPrintable(after.out + after.err));
    }

    // Probe20 U10: the background and a ruleset file went too. Both stay, named from OUT's folder,
    // and the scan moves with the hexes: two columns added on the left of a pointy-top map move
    // every hex two hex widths (2 × √3 for a hex of size 1) to the right, and the scan as far.
    void theBackgroundAndTheRulesetFileStayShifted()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath("campaign/rules") && QDir(dir.path()).mkpath("out"));
        QVERIFY(QFile::copy(testpaths::source("/resources/rulesets/strategic-commanders.json"),
                            dir.filePath("campaign/rules/sc.json")));
        QVERIFY(
            QFile::copy(testpaths::data("/maps/reshape-bg.png"), dir.filePath("campaign/bg.png")));
        HexMap map = *loadMapFile(testpaths::data("/maps/reshape-terrain-colours.json")).map;
        map.setBackground({"bg.png", {0.05, 0, 0, 0.05, -1, -1}, 0.5, true});
        const QString in = dir.filePath("campaign/rich.json");
        QCOMPARE(saveMapFile(map, in, MapRulesetRef{{}, "rules/sc.json"}), QString());
        const QString out = dir.filePath("out/o.json");
        const Run r = cliEn({"reshape", in, out, "--width", "10", "--shift-col", "2"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.out, QStringLiteral("8 × 6 → 10 × 6. Nothing removed.\n"));
        const MapLoadResult loaded = loadMapFile(out);
        QVERIFY(loaded.map);
        QCOMPARE(loaded.customRuleset.path, QStringLiteral("../campaign/rules/sc.json"));
        const MapBackground &scan = loaded.map->background();
        QCOMPARE(scan.path, QStringLiteral("../campaign/bg.png"));
        QCOMPARE(scan.imageToMap.dx, -1 + 2 * std::sqrt(3.0));
        QCOMPARE(scan.imageToMap.dy, -1.0);
        QCOMPARE(scan.imageToMap.m11, 0.05);
        QCOMPARE(scan.imageToMap.m22, 0.05);
    }

    // Probe20 U10: a Tiled import's terrain colours ("tile 3" red) went.
    void theTerrainColoursStay()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("o.json");
        const Run r = cliEn({"reshape", testpaths::data("/maps/reshape-terrain-colours.json"), out,
                             "--width", "10"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const MapLoadResult loaded = loadMapFile(out);
        QVERIFY(loaded.map);
        QCOMPARE(loaded.map->terrainColours().value("tile 3"), 0xff0000u);
        QCOMPARE(loaded.map->terrainColours().size(), 1);
    }

    void badOptionsAreNamed_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("message");
        QTest::newRow("width") << QStringList{"--width", "0"}
                               << "--width \"0\": expected a whole number";
        QTest::newRow("too wide") << QStringList{"--width", "2001"}
                                  << "--width \"2001\": expected a whole number from 1 to 2000";
        QTest::newRow("shifted too far")
            << QStringList{"--shift-col", "-2001"}
            << "--shift-col \"-2001\": expected a whole number from -2000 to 2000";
        QTest::newRow("shift") << QStringList{"--shift-row", "x"}
                               << "--shift-row \"x\": expected a whole number";
        QTest::newRow("fill") << QStringList{"--fill", "lava"} << "the map has no terrain \"lava\"";
    }
    void badOptionsAreNamed()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString in = dir.filePath("in.json");
        QCOMPARE(saveMapFile(pbmMap(), in), QString());
        const Run r = cli(QStringList{"reshape", in, dir.filePath("out.json")} + options);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(dir.filePath("out.json")));
    }
};

QTEST_GUILESS_MAIN(TestReshapeVerb)
#include "tst_reshapeverb.moc"
