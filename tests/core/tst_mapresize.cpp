// Resizing a map keeps its geometry: every hex moves by the requested offset places, every
// neighbour stays a neighbour and every side feature whose two hexes stay on the map is still on
// that side, for all four layouts and any shift (issue 18 §1). What falls off is counted.
#include "map/mapcheck.h"
#include "map/mapreshape.h"

#include <QRandomGenerator>
#include <QTest>
#include <cmath>

using namespace hexstride;

namespace {
HexMap randomMap(QRandomGenerator &rng, HexGridLayout grid, int w, int h)
{
    MapShape shape{w, h, grid, LabelScheme::ColRow};
    HexMap m(shape, "test", IdTable({"plains", "forest", "sea"}), IdTable({"town"}),
             IdTable({"river", "road", "ford"}), 0);
    for (int i = 0; i < m.hexCount(); ++i)
        m.setTerrain(m.hexAtIndex(i), std::uint8_t(rng.bounded(3)));
    // Features on about a third of the sides, border sides included.
    for (int row = -1; row <= h; ++row) {
        for (int col = -1; col <= w; ++col) {
            for (int dir = 0; dir < 3; ++dir) {
                const EdgeId e{grid.toHex({col, row}), std::uint8_t(dir)};
                if (m.containsEdge(e) && rng.bounded(3) == 0)
                    m.setEdgeFeatures(e, FeatureMask(1 + rng.bounded(7)));
            }
        }
    }
    return m;
}

// How many of `size` places stay in [0, newSize) after moving by `shift`.
int kept(int size, int newSize, int shift)
{
    return std::max(0, std::min(size + shift, newSize) - std::max(shift, 0));
}
} // namespace

class TestMapResize : public QObject
{
    Q_OBJECT
private slots:
    void everySideSurvives_data()
    {
        QTest::addColumn<int>("orientation");
        QTest::addColumn<int>("parity");
        QTest::newRow("pointy odd") << int(Orientation::PointyTop) << int(OffsetParity::OddShifted);
        QTest::newRow("pointy even")
            << int(Orientation::PointyTop) << int(OffsetParity::EvenShifted);
        QTest::newRow("flat odd") << int(Orientation::FlatTop) << int(OffsetParity::OddShifted);
        QTest::newRow("flat even") << int(Orientation::FlatTop) << int(OffsetParity::EvenShifted);
    }
    void everySideSurvives()
    {
        QFETCH(int, orientation);
        QFETCH(int, parity);
        const HexGridLayout grid{Orientation(orientation), OffsetParity(parity)};
        QRandomGenerator rng(1800 + orientation * 2 + parity);
        for (int round = 0; round < 60; ++round) {
            const int w = 1 + int(rng.bounded(12));
            const int h = 1 + int(rng.bounded(12));
            const int nw = 1 + int(rng.bounded(14));
            const int nh = 1 + int(rng.bounded(14));
            const int sc = int(rng.bounded(11)) - 5;
            const int sr = int(rng.bounded(11)) - 5;
            const HexMap before = randomMap(rng, grid, w, h);
            const ResizeResult r = resizedMap(before, nw, nh, sc, sr, 2);
            const HexMap &after = r.map;
            QCOMPARE(after.width(), nw);
            QCOMPARE(after.height(), nh);
            const auto movedOffset = [&](Hex h) {
                const Offset o = before.grid().toOffset(h);
                return Offset{o.col + sc, o.row + sr};
            };
            int sidesLost = 0;
            before.forEachFeatureEdge([&](EdgeId e, FeatureMask mask) {
                const auto [a, b] = hexesOf(e);
                const Offset oa = movedOffset(a);
                const Offset ob = movedOffset(b);
                if (!after.contains(oa) && !after.contains(ob)) {
                    ++sidesLost;
                    return;
                }
                const Hex na = after.grid().toHex(oa);
                const Hex nb = after.grid().toHex(ob);
                const Direction d = directionTo(na, nb);
                if (d < 0)
                    QFAIL(qPrintable(QStringLiteral("%1x%2 shift %3,%4: neighbours parted")
                                         .arg(w)
                                         .arg(h)
                                         .arg(sc)
                                         .arg(sr)));
                QCOMPARE(after.edgeFeatures(na, d), mask);
            });
            for (int i = 0; i < before.hexCount(); ++i) {
                const Hex h = before.hexAtIndex(i);
                const Offset o = movedOffset(h);
                if (after.contains(o))
                    QCOMPARE(after.terrain(after.grid().toHex(o)), before.terrain(h));
            }
            QCOMPARE(r.losses.sides, sidesLost);
            QCOMPARE(r.losses.hexes, w * h - kept(w, nw, sc) * kept(h, nh, sr));
        }
    }

    void newHexesGetTheFill()
    {
        QRandomGenerator rng(7);
        const HexMap before
            = randomMap(rng, {Orientation::FlatTop, OffsetParity::OddShifted}, 4, 4);
        const ResizeResult r = resizedMap(before, 6, 4, 2, 0, 2);
        for (int row = 0; row < 4; ++row) {
            QCOMPARE(r.map.terrain(r.map.grid().toHex({0, row})), 2);
            QCOMPARE(r.map.terrain(r.map.grid().toHex({1, row})), 2);
        }
    }

    void oddShiftFlipsParityEvenKeepsIt()
    {
        QRandomGenerator rng(8);
        const HexMap flat = randomMap(rng, {Orientation::FlatTop, OffsetParity::OddShifted}, 30, 5);
        QCOMPARE(resizedMap(flat, 27, 5, -3, 0, 0).map.grid().parity, OffsetParity::EvenShifted);
        QCOMPARE(resizedMap(flat, 28, 5, -2, 0, 0).map.grid().parity, OffsetParity::OddShifted);
        // Rows do not matter to a flat-top map's parity, columns not to a pointy-top one's.
        QCOMPARE(resizedMap(flat, 30, 6, 0, 1, 0).map.grid().parity, OffsetParity::OddShifted);
        const HexMap pointy
            = randomMap(rng, {Orientation::PointyTop, OffsetParity::EvenShifted}, 5, 9);
        QCOMPARE(resizedMap(pointy, 5, 8, 0, -1, 0).map.grid().parity, OffsetParity::OddShifted);
        QCOMPARE(resizedMap(pointy, 4, 9, -1, 0, 0).map.grid().parity, OffsetParity::EvenShifted);
    }

    void labelsAndUnitsOffTheMapAreCounted()
    {
        QRandomGenerator rng(9);
        HexMap m = randomMap(rng, {Orientation::PointyTop, OffsetParity::OddShifted}, 6, 6);
        m.labels().append({m.grid().toHex({0, 0}), QStringLiteral("Gone")});
        m.labels().append({m.grid().toHex({5, 5}), QStringLiteral("Kept")});
        m.units().append({QStringLiteral("Host"), {}, m.grid().toHex({0, 3}), {}, 1200});
        const ResizeResult r = resizedMap(m, 5, 6, -1, 0, 0);
        QCOMPARE(r.losses.labels, 1);
        QCOMPARE(r.losses.units, 1);
        QCOMPARE(r.map.labels().size(), 1);
        QCOMPARE(r.map.labels().first().hex, r.map.grid().toHex({4, 5}));
    }

    // Reviewed map-check problems move with their hexes. An XXYY map (1-based column then row)
    // shifted 2 columns left and 1 row up: hex 0604 (column 5, row 3 from 0) becomes column 3,
    // row 2, hex 0403; a side keeps its direction (the resize keeps the geometry). Hex 0101
    // falls off, and so does its mark.
    void reviewedProblemsMoveWithTheirHexes()
    {
        MapShape shape{
            8, 6, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::Numeric};
        HexMap m(shape, "t", IdTable({"plains", "sea"}), IdTable(), IdTable(), 1);
        m.setTerrain(m.grid().toHex({5, 3}), 0);
        m.reviewedProblems() = {"isolated-land 0604", "river-gap 0604 ne", "river-gap 0101 sw"};
        const ResizeResult r = resizedMap(m, 6, 5, -2, -1, 1);
        QCOMPARE(r.map.reviewedProblems(),
                 QStringList({"isolated-land 0403", "river-gap 0403 ne"}));
        // And the check sees the island it moved as reviewed.
        MapCheckOptions o;
        o.waterTerrains = {"sea"};
        const std::vector<MapProblem> found = checkMap(r.map, o);
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found[0].hex, r.map.grid().toHex({3, 2}));
        QVERIFY(found[0].reviewed);
    }

    // Shifts along one axis. The same XXYY map (8 × 6, pointy-top, odd rows shifted) with an
    // island at column 5, row 2 (hex 0603) and a mark for hex 1003, which is not on it (column
    // 9): a mark the map cannot place is kept as written. Columns: +2 → column 7, hex 0803; -1 →
    // column 4, hex 0503. Rows: +1 → row 3, hex 0604, and the parity flips to even, so that row 3
    // (now unshifted) keeps the island's neighbours; the check finds the island there, reviewed.
    void reviewedProblemsFollowOneAxisShifts_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("shiftCol");
        QTest::addColumn<int>("shiftRow");
        QTest::addColumn<QString>("hex");
        QTest::addColumn<QPoint>("island");
        QTest::newRow("columns only, +2") << 10 << 6 << 2 << 0 << "0803" << QPoint(7, 2);
        QTest::newRow("columns only, -1 (odd)") << 7 << 6 << -1 << 0 << "0503" << QPoint(4, 2);
        QTest::newRow("rows only, +1 (odd)") << 8 << 7 << 0 << 1 << "0604" << QPoint(5, 3);
        QTest::newRow("rows only, +2") << 8 << 8 << 0 << 2 << "0605" << QPoint(5, 4);
    }
    void reviewedProblemsFollowOneAxisShifts()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, shiftCol);
        QFETCH(int, shiftRow);
        QFETCH(QString, hex);
        QFETCH(QPoint, island);
        MapShape shape{
            8, 6, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::Numeric};
        HexMap m(shape, "t", IdTable({"plains", "sea"}), IdTable(), IdTable(), 1);
        m.setTerrain(m.grid().toHex({5, 2}), 0);
        m.reviewedProblems() = {"isolated-land 0603", "river-gap 0603 ne", "isolated-land 1003"};
        const ResizeResult r = resizedMap(m, width, height, shiftCol, shiftRow, 1);
        QCOMPARE(r.map.reviewedProblems(),
                 QStringList(
                     {"isolated-land " + hex, "river-gap " + hex + " ne", "isolated-land 1003"}));
        QCOMPARE(r.map.grid().parity,
                 shiftRow % 2 ? OffsetParity::EvenShifted : OffsetParity::OddShifted);
        MapCheckOptions o;
        o.waterTerrains = {"sea"};
        const std::vector<MapProblem> found = checkMap(r.map, o);
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found[0].hex, r.map.grid().toHex({island.x(), island.y()}));
        QCOMPARE(r.map.label(found[0].hex), hex);
        QVERIFY(found[0].reviewed);
    }

    // Probe20 U10: the map-level fields stay whole, and the background image moves with the hexes
    // (every hex by the same distance: the resize keeps the geometry), so that the scan stays
    // under the hexes it was aligned to, in all four layouts, odd shifts (parity flips) included.
    void mapLevelFieldsStay_data()
    {
        QTest::addColumn<int>("orientation");
        QTest::addColumn<int>("parity");
        QTest::addColumn<int>("shiftCol");
        QTest::addColumn<int>("shiftRow");
        const int pointy = int(Orientation::PointyTop), flat = int(Orientation::FlatTop);
        const int odd = int(OffsetParity::OddShifted), even = int(OffsetParity::EvenShifted);
        for (const int o : {pointy, flat}) {
            for (const int p : {odd, even}) {
                for (const QPoint s : {QPoint(2, 0), QPoint(0, 1), QPoint(-1, -1), QPoint(3, 3)})
                    QTest::addRow("%s %s %+d %+d", o == pointy ? "pointy" : "flat",
                                  p == odd ? "odd" : "even", s.x(), s.y())
                        << o << p << s.x() << s.y();
            }
        }
    }
    void mapLevelFieldsStay()
    {
        QFETCH(int, orientation);
        QFETCH(int, parity);
        QFETCH(int, shiftCol);
        QFETCH(int, shiftRow);
        QRandomGenerator rng(20);
        HexMap m = randomMap(rng, {Orientation(orientation), OffsetParity(parity)}, 6, 6);
        m.setTitle(QStringLiteral("Rich"));
        m.terrainColours().insert(QStringLiteral("tile 3"), 0xffff0000u);
        m.sides().setRelation(QStringLiteral("West"), QStringLiteral("East"),
                              SideRelation::Tolerant);
        MapBackground scan{QStringLiteral("bg.png"), {0.05, 0.01, -0.02, 0.06, -1, -1}, 0.7, false};
        m.setBackground(scan);
        const ResizeResult r = resizedMap(m, 7, 7, shiftCol, shiftRow, 0);
        QCOMPARE(r.map.title(), QStringLiteral("Rich"));
        QCOMPARE(r.map.terrainColours(), m.terrainColours());
        QCOMPARE(r.map.sides().relations, m.sides().relations);
        const MapBackground &moved = r.map.background();
        QCOMPARE(moved.path, scan.path);
        QCOMPARE(moved.opacity, 0.7);
        QVERIFY(!moved.visible);
        // The scan's point under each hex's centre is under the same hex after the resize.
        const AffineMap mapToImage = *scan.imageToMap.inverted();
        for (int i = 0; i < m.hexCount(); ++i) {
            const Hex h = m.hexAtIndex(i);
            const Offset o = m.grid().toOffset(h);
            const Hex n = r.map.grid().toHex({o.col + shiftCol, o.row + shiftRow});
            const PointF under = moved.imageToMap.apply(
                mapToImage.apply(mapUnitCentre(Orientation(orientation), h)));
            const PointF centre = mapUnitCentre(Orientation(orientation), n);
            QVERIFY2(std::abs(under.x - centre.x) < 1e-9 && std::abs(under.y - centre.y) < 1e-9,
                     qPrintable(QStringLiteral("hex %1,%2").arg(o.col).arg(o.row)));
        }
    }

    // By hand: two columns of a pointy-top map are two hex widths (√3 for a hex of size 1) to the
    // right; a row of a flat-top map is one hex height (√3) down.
    void theBackgroundMovesByTheShift()
    {
        QRandomGenerator rng(21);
        HexMap pointy = randomMap(rng, {Orientation::PointyTop, OffsetParity::OddShifted}, 8, 6);
        pointy.setBackground({QStringLiteral("bg.png"), {0.05, 0, 0, 0.05, -1, -1}});
        const AffineMap p = resizedMap(pointy, 10, 6, 2, 0, 0).map.background().imageToMap;
        QCOMPARE(p.dx, -1 + 2 * std::sqrt(3.0));
        QCOMPARE(p.dy, -1.0);
        QCOMPARE(p.m11, 0.05);
        HexMap flat = randomMap(rng, {Orientation::FlatTop, OffsetParity::OddShifted}, 8, 6);
        flat.setBackground({QStringLiteral("bg.png"), {0.05, 0, 0, 0.05, -1, -1}});
        const AffineMap f = resizedMap(flat, 8, 7, 0, 1, 0).map.background().imageToMap;
        QCOMPARE(f.dx, -1.0);
        QCOMPARE(f.dy, -1 + std::sqrt(3.0));
    }

    void mostCommonTerrainIsTheBackground()
    {
        MapShape shape{3, 2, {}, LabelScheme::ColRow};
        HexMap m(shape, "test", IdTable({"plains", "forest", "sea"}), {}, {}, 2);
        m.setTerrain(m.hexAtIndex(0), 1);
        m.setTerrain(m.hexAtIndex(1), 1);
        QCOMPARE(mostCommonTerrain(m), 2);
        m.setTerrain(m.hexAtIndex(2), 1);
        QCOMPARE(mostCommonTerrain(m), 1);
    }
};

QTEST_GUILESS_MAIN(TestMapResize)
#include "tst_mapresize.moc"
