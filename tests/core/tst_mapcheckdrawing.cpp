// Map check warnings for drawing mistakes (issue 18 §7), driven by the ruleset's data: river
// pieces of one or two sides joined to nothing (a gap), rings of river sides round one to three
// hexes (issue 31 §1), roads on sides the ruleset forbids crossing. Crossings with no river are
// covered by tst_mapcheck.
#include "map/mapcheck.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;
using namespace testutil;

namespace {
std::shared_ptr<const Ruleset> pbm()
{
    static const auto r = bundled("pbm-strategic");
    return r;
}
MapCheckOptions optionsFor(const std::shared_ptr<const Ruleset> &r)
{
    MapCheckOptions o = MapCheckOptions::fromVocabulary(r->vocabulary, {"sea", "ocean"}, "en");
    o.ruleset = r;
    return o;
}
std::vector<MapProblem> problemsOf(const std::vector<MapProblem> &all, MapProblemKind k)
{
    std::vector<MapProblem> out;
    std::copy_if(all.begin(), all.end(), std::back_inserter(out),
                 [k](const MapProblem &p) { return p.kind == k; });
    return out;
}
// A river along the top sides (nw, ne) of hexes col0..col1 of a row, `sides` sides long.
void river(HexMap &m, int col0, int row, int sides, const QString &id = "minor-river")
{
    for (int i = 0; i < sides; ++i)
        setEdge(m, at(m, col0 + i / 2, row), i % 2 ? 1 : 2, {id});
}
// A river on every side between the hexes of `region` and the hexes round them.
void ringRound(HexMap &m, const std::vector<Hex> &region, const QString &id = "minor-river")
{
    for (const Hex h : region) {
        for (Direction d = 0; d < kDirectionCount; ++d) {
            if (std::find(region.begin(), region.end(), neighbour(h, d)) == region.end())
                setEdge(m, h, d, {id});
        }
    }
}
} // namespace

class TestMapCheckDrawing : public QObject
{
    Q_OBJECT
private slots:
    void shortRiverPiecesAreGaps_data()
    {
        QTest::addColumn<int>("sides");
        QTest::addColumn<int>("gaps");
        QTest::newRow("one side") << 1 << 1;
        QTest::newRow("two sides") << 2 << 1;
        QTest::newRow("three sides") << 3 << 0;
    }
    void shortRiverPiecesAreGaps()
    {
        QFETCH(int, sides);
        QFETCH(int, gaps);
        HexMap m = mapFor(*pbm(), 12, 10, "plains");
        river(m, 4, 5, sides);
        const auto found = problemsOf(checkMap(m, optionsFor(pbm())), MapProblemKind::RiverGap);
        QCOMPARE(int(found.size()), gaps);
        if (gaps) {
            QCOMPARE(found[0].hex, at(m, 4, 5));
            QVERIFY2(found[0].message.startsWith(m.label(at(m, 4, 5)) + ": a river piece of "),
                     qPrintable(found[0].message));
        }
    }

    void aPieceTouchingARiverTheEdgeOrWaterIsNoGap()
    {
        HexMap m = mapFor(*pbm(), 12, 10, "plains");
        // One side meeting a long river at a corner: the nw side of 4,5 and the ne side of 3,5
        // meet at the top corner between them... joined through the long river below.
        river(m, 2, 5, 6);
        setEdge(m, at(m, 5, 5), 2, {"major-river"}); // touches the end of the long river
        // One side on the map's top row: reaches the edge.
        setEdge(m, at(m, 8, 0), 2, {"minor-river"});
        // One side next to the sea.
        setTerrain(m, at(m, 9, 8), "sea");
        setEdge(m, at(m, 9, 8), 3, {"minor-river"});
        QCOMPARE(problemsOf(checkMap(m, optionsFor(pbm())), MapProblemKind::RiverGap).size(),
                 std::size_t(0));
        // The same single side away from everything is a gap.
        setEdge(m, at(m, 8, 3), 0, {"minor-river"});
        QCOMPARE(problemsOf(checkMap(m, optionsFor(pbm())), MapProblemKind::RiverGap).size(),
                 std::size_t(1));
    }

    void roadAcrossAnUncrossableSide()
    {
        // In pbm-strategic no unit may cross a major river without a bridge or ford.
        HexMap m = mapFor(*pbm(), 12, 10, "plains");
        const Hex h = at(m, 5, 5);
        river(m, 2, 7, 10, "major-river"); // long enough not to be a gap
        setEdge(m, at(m, 4, 7), 1, {"major-river", "road"});
        setEdge(m, at(m, 6, 7), 1, {"major-river", "road", "bridge"});
        setEdge(m, h, 0, {"road"});
        const auto found
            = problemsOf(checkMap(m, optionsFor(pbm())), MapProblemKind::RoadNotCrossable);
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found[0].hex, at(m, 4, 7));
        QCOMPARE(*found[0].edge, edgeOf(at(m, 4, 7), 1));
        QVERIFY2(found[0].message.contains("Major river"), qPrintable(found[0].message));
        // Without the ruleset the check cannot tell, and says nothing.
        MapCheckOptions plain = optionsFor(pbm());
        plain.ruleset.reset();
        QCOMPARE(problemsOf(checkMap(m, plain), MapProblemKind::RoadNotCrossable).size(),
                 std::size_t(0));
    }

    // walk15 #5: a road over a minor river (which pbm-strategic lets units cross at a cost)
    // with no bridge or ford was not listed, though the guide lists it and every road of the
    // Middle-earth data meets a river at one. With a ford, or where the river may not be
    // crossed at all (road-not-crossable says so), it is not listed as such.
    void roadOverARiverWithoutBridgeOrFord()
    {
        HexMap m = mapFor(*pbm(), 12, 10, "plains");
        river(m, 2, 7, 10, "minor-river");
        setEdge(m, at(m, 4, 7), 1, {"minor-river", "road"});
        setEdge(m, at(m, 6, 7), 1, {"minor-river", "road", "ford"});
        const auto all = checkMap(m, optionsFor(pbm()));
        const auto found = problemsOf(all, MapProblemKind::RoadOverRiver);
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found[0].hex, at(m, 4, 7));
        QCOMPARE(*found[0].edge, edgeOf(at(m, 4, 7), 1));
        QCOMPARE(found[0].message, QString("4,7: the road on the NE side crosses a river (Minor "
                                           "river) with no bridge or ford"));
        QCOMPARE(problemsOf(all, MapProblemKind::RoadNotCrossable).size(), std::size_t(0));
        QCOMPARE(problemKindId(MapProblemKind::RoadOverRiver), QString("road-over-river"));
        // A major river may not be crossed without a bridge or ford: road-not-crossable only.
        setEdge(m, at(m, 4, 7), 1, {"major-river", "road"});
        const auto major = checkMap(m, optionsFor(pbm()));
        QCOMPARE(problemsOf(major, MapProblemKind::RoadOverRiver).size(), std::size_t(0));
        QCOMPARE(problemsOf(major, MapProblemKind::RoadNotCrossable).size(), std::size_t(1));
    }

    void riverRingsRoundFewHexes_data()
    {
        // Hexes are given as offsets (col, row) of the 12 × 10 pointy-top map, odd rows shifted
        // right: 5,5's neighbours are 6,5 (e), 6,4 (ne), 5,4 (nw), 4,5 (w), 5,6 (sw), 6,6 (se).
        QTest::addColumn<QList<QPoint>>("region");
        QTest::addColumn<QPoint>("reported"); // the region's first hex in row, then column
        QTest::newRow("one hex") << QList<QPoint>{{5, 5}} << QPoint(5, 5);
        QTest::newRow("two hexes") << QList<QPoint>{{5, 5}, {6, 5}} << QPoint(5, 5);
        QTest::newRow("three round a corner")
            << QList<QPoint>{{5, 5}, {6, 4}, {5, 4}} << QPoint(5, 4);
    }
    void riverRingsRoundFewHexes()
    {
        QFETCH(QList<QPoint>, region);
        QFETCH(QPoint, reported);
        HexMap m = mapFor(*pbm(), 12, 10, "plains");
        std::vector<Hex> hexes;
        for (const QPoint p : region)
            hexes.push_back(at(m, p.x(), p.y()));
        ringRound(m, hexes);
        const auto all = checkMap(m, optionsFor(pbm()));
        const auto found = problemsOf(all, MapProblemKind::RiverRing);
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found[0].hex, at(m, reported.x(), reported.y()));
        const QString expected = QString("%1: river sides close a ring round %2 hex")
                                     .arg(m.label(found[0].hex))
                                     .arg(region.size());
        QVERIFY2(found[0].message.startsWith(expected), qPrintable(found[0].message));
        QCOMPARE(problemsOf(all, MapProblemKind::RiverGap).size(), std::size_t(0));
        QCOMPARE(problemKey(m, found[0]),
                 QString("river-ring %1,%2").arg(reported.x()).arg(reported.y()));
    }

    void riversThatAreNoSmallRing()
    {
        HexMap m = mapFor(*pbm(), 12, 10, "plains");
        // Five sides of 3,3 (all but the e side): open, a bend round the hex.
        for (Direction d = 1; d < kDirectionCount; ++d)
            setEdge(m, at(m, 3, 3), d, {"minor-river"});
        // A ring round four hexes in a row (14 sides): a lake's shore or an island, not a slip.
        ringRound(m, {at(m, 2, 7), at(m, 3, 7), at(m, 4, 7), at(m, 5, 7)});
        // A long winding river.
        river(m, 2, 1, 12);
        QCOMPARE(problemsOf(checkMap(m, optionsFor(pbm())), MapProblemKind::RiverRing).size(),
                 std::size_t(0));
        // Two rings sharing a side (round 8,3 and round 9,3): two problems, not a third round
        // both; the other kinds of river count too.
        ringRound(m, {at(m, 8, 3)}, "major-river");
        ringRound(m, {at(m, 9, 3)});
        const auto found = problemsOf(checkMap(m, optionsFor(pbm())), MapProblemKind::RiverRing);
        QCOMPARE(found.size(), std::size_t(2));
        QCOMPARE(found[0].hex, at(m, 8, 3));
        QCOMPARE(found[1].hex, at(m, 9, 3));
        // Roads are not rivers.
        HexMap roads = mapFor(*pbm(), 12, 10, "plains");
        ringRound(roads, {at(roads, 5, 5)}, "road");
        QCOMPARE(problemsOf(checkMap(roads, optionsFor(pbm())), MapProblemKind::RiverRing).size(),
                 std::size_t(0));
    }

    void kindIds()
    {
        QCOMPARE(problemKindId(MapProblemKind::RiverRing), QString("river-ring"));
        QCOMPARE(problemKindId(MapProblemKind::RiverGap), QString("river-gap"));
        QCOMPARE(problemKindId(MapProblemKind::RoadNotCrossable), QString("road-not-crossable"));
    }
};

QTEST_GUILESS_MAIN(TestMapCheckDrawing)
#include "tst_mapcheckdrawing.moc"
