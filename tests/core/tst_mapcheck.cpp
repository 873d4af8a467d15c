#include "io/mapfile.h"
#include "map/mapcheck.h"
#include "map/mapreshape.h"

#include <QTest>

using namespace hexstride;

namespace {
HexMap landMap()
{
    MapShape shape{10, 8, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::ColRow};
    return HexMap(shape, "t", IdTable({"plains", "sea", "mystery"}), IdTable({"town"}),
                  IdTable({"minor-river", "ford", "road", "bridge"}), 0);
}
MapCheckOptions options()
{
    MapCheckOptions o;
    o.waterTerrains = {"sea"};
    o.knownTerrains = {"plains", "sea"};
    o.riverFeatures = {"minor-river"};
    o.crossingFeatures = {"ford", "bridge"};
    o.roadFeatures = {"road"};
    return o;
}
Hex at(const HexMap &m, int c, int r)
{
    return m.grid().toHex({c, r});
}
int countOf(const std::vector<MapProblem> &ps, MapProblemKind k)
{
    return int(
        std::count_if(ps.begin(), ps.end(), [k](const MapProblem &p) { return p.kind == k; }));
}
constexpr FeatureMask kRiver = 1, kFord = 2, kRoad = 4, kBridge = 8;
} // namespace

class TestMapCheck : public QObject
{
    Q_OBJECT
private slots:
    // Reviewed problems are stored by the map's hex labels. On an XXYY map the island at
    // column 5, row 3 (0-based) is hex 0604 (1-based, two digits each): its key is
    // "isolated-land 0604". The older form "isolated-land 5,3" (column,row) still reads as
    // reviewed, and a map file holding it is read into the label form.
    void reviewedProblemsAreKeptByLabel()
    {
        MapShape shape{
            8, 6, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::Numeric};
        HexMap m(shape, "t", IdTable({"plains", "sea"}), IdTable(), IdTable(), 1);
        m.setTerrain(at(m, 5, 3), 0);
        const std::vector<MapProblem> found = checkMap(m, options());
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(problemKey(m, found[0]), QString("isolated-land 0604"));
        QVERIFY(!found[0].reviewed);

        m.reviewedProblems() = {"isolated-land 5,3"};
        QVERIFY(checkMap(m, options())[0].reviewed);
        const MapLoadResult read = loadMapData(serializeMap(m, true), "old.hexmap");
        QVERIFY2(read.map, qPrintable(read.error));
        QCOMPARE(read.map->reviewedProblems(), QStringList{"isolated-land 0604"});
        QVERIFY(checkMap(*read.map, options())[0].reviewed);

        // A new label scheme names the hex anew: column,row labels say 5,3.
        MapShape colRow = shape;
        colRow.labels = LabelScheme::ColRow;
        m.reviewedProblems() = {"isolated-land 0604", "river-gap 0101 ne"};
        QCOMPARE(reshapedMap(m, colRow, 0, 0, 0).reviewedProblems(),
                 QStringList({"isolated-land 5,3", "river-gap 0,0 ne"}));
    }

    void cleanMapHasNoProblems()
    {
        HexMap m = landMap();
        // A river of three sides (shorter pieces are likely gaps), one with a ford.
        m.setEdgeFeatures(edgeOf(at(m, 3, 3), 0), kRiver | kFord);
        m.setEdgeFeatures(edgeOf(at(m, 3, 3), 1), kRiver);
        m.setEdgeFeatures(edgeOf(at(m, 3, 3), 2), kRiver);
        m.setEdgeFeatures(edgeOf(at(m, 4, 4), 1), kRoad);
        QCOMPARE(checkMap(m, options()).size(), std::size_t(0));
    }

    void crossingWithoutRiver()
    {
        HexMap m = landMap();
        const Hex h = at(m, 3, 3);
        m.setEdgeFeatures(edgeOf(h, 1), kBridge);
        m.setEdgeFeatures(edgeOf(h, 4), kFord);
        m.setEdgeFeatures(edgeOf(h, 0), kFord | kRiver);
        // The river goes on (a piece of one side would be a likely gap, see tst_mapcheckdrawing).
        m.setEdgeFeatures(edgeOf(h, 5), kRiver);
        m.setEdgeFeatures(edgeOf(neighbour(h, 0), 2), kRiver);
        const auto ps = checkMap(m, options());
        QCOMPARE(ps.size(), std::size_t(2));
        QCOMPARE(countOf(ps, MapProblemKind::CrossingWithoutRiver), 2);
        QVERIFY(ps[0].edge.has_value());
        QVERIFY(ps[0].message.contains(m.label(ps[0].hex)));
    }

    void roadIntoSea()
    {
        HexMap m = landMap();
        const Hex land = at(m, 5, 5);
        const Hex sea = neighbour(land, 0);
        m.setTerrain(sea, 1);
        m.setTerrain(neighbour(sea, 0), 1); // keep the sea hex from being the only water
        m.setEdgeFeatures(edgeOf(land, 0), kRoad);
        const auto ps = checkMap(m, options());
        QCOMPARE(countOf(ps, MapProblemKind::RoadIntoWater), 1);
        QCOMPARE(ps[0].hex, sea);
        QCOMPARE(*ps[0].edge, edgeOf(land, 0));
    }

    void isolatedLand()
    {
        HexMap m = landMap();
        for (int i = 0; i < m.hexCount(); ++i)
            m.setTerrain(m.hexAtIndex(i), 1);
        const Hex island = at(m, 4, 4);
        m.setTerrain(island, 0);
        // Two land hexes side by side are not cut off.
        m.setTerrain(at(m, 8, 1), 0);
        m.setTerrain(neighbour(at(m, 8, 1), 3), 0);
        const auto ps = checkMap(m, options());
        QCOMPARE(ps.size(), std::size_t(1));
        QCOMPARE(ps[0].kind, MapProblemKind::IsolatedLand);
        QCOMPARE(ps[0].hex, island);
    }

    void unknownTerrainReportedOncePerId()
    {
        HexMap m = landMap();
        m.setTerrain(at(m, 2, 1), 2);
        m.setTerrain(at(m, 6, 6), 2);
        const auto ps = checkMap(m, options());
        QCOMPARE(ps.size(), std::size_t(1));
        QCOMPARE(ps[0].kind, MapProblemKind::UnknownTerrain);
        QCOMPARE(ps[0].hex, at(m, 2, 1));
        QVERIFY(ps[0].message.contains("mystery"));
        QVERIFY(ps[0].message.contains("(2 hex"));
        MapCheckOptions noRuleset = options();
        noRuleset.knownTerrains.clear();
        QCOMPARE(checkMap(m, noRuleset).size(), std::size_t(0));
    }

    void optionsFromVocabularyHints()
    {
        MapVocabulary v;
        v.terrains = {{"plains", {}, 0, FillPattern::Solid, {}, 1}};
        v.edgeFeatures = {{"minor-river", {}, 0, FillPattern::Solid, "river", 1},
                          {"ford", {}, 0, FillPattern::Solid, "crossing", 1},
                          {"road", {}, 0, FillPattern::Solid, "road", 1}};
        const MapCheckOptions o = MapCheckOptions::fromVocabulary(v, {"sea"});
        QCOMPARE(o.riverFeatures, QStringList{"minor-river"});
        QCOMPARE(o.crossingFeatures, QStringList{"ford"});
        QCOMPARE(o.roadFeatures, QStringList{"road"});
        QCOMPARE(o.knownTerrains, QStringList{"plains"});
    }
};

QTEST_GUILESS_MAIN(TestMapCheck)
#include "tst_mapcheck.moc"
