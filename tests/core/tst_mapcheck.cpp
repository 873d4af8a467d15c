#include "map/mapcheck.h"

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
