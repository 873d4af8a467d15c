// hexstride-cli reshape: the same resize as Map ▸ Resize (resizedMap), for referees who script
// their maps: sides survive an odd column shift of a flat-top map, the fill is the map's most
// common terrain unless --fill names one, and bad options are named.
#include "support/clitestmaps.h"

#include "io/mapfile.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

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
