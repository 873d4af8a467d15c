// Edge identity, exhaustively: on small maps of all four layouts (pointy/flat × odd/even rows or
// columns shifted), every side of every hex, border sides included, is one storage slot shared
// by exactly the two hexes it separates. A feature set on a side is seen from both hexes through
// edgeFeatures(), by forEachFeatureEdge() as that one side, and on no other side of the map.
#include "map/hexmap.h"

#include <QTest>
#include <set>

using namespace hexstride;

Q_DECLARE_METATYPE(hexstride::HexGridLayout)

namespace {
HexMap emptyMap(HexGridLayout grid, int width, int height)
{
    return HexMap(MapShape{width, height, grid, LabelScheme::ColRow}, "edges", IdTable({"plain"}),
                  IdTable(), IdTable({"a", "b"}));
}

/// The neighbour across side d in offset coordinates, from the textbook tables for each layout
/// (independent of the axial conversion the map uses). Pointy-top sides: 0 e, 1 ne, 2 nw, 3 w,
/// 4 sw, 5 se; flat-top: 0 se, 1 ne, 2 n, 3 nw, 4 sw, 5 s.
Offset offsetNeighbour(HexGridLayout grid, Offset o, Direction d)
{
    if (grid.orientation == Orientation::PointyTop) {
        // Rows shifted right: odd rows (OddShifted) or even rows (EvenShifted).
        const bool shifted = (o.row % 2 != 0) == (grid.parity == OffsetParity::OddShifted);
        const int ne = shifted ? 1 : 0; // column step of the upper-right / lower-right neighbours
        const Offset steps[6] = {{1, 0}, {ne, -1}, {ne - 1, -1}, {-1, 0}, {ne - 1, 1}, {ne, 1}};
        return {o.col + steps[d].col, o.row + steps[d].row};
    }
    // Columns shifted down: odd columns (OddShifted) or even columns (EvenShifted).
    const bool shifted = (o.col % 2 != 0) == (grid.parity == OffsetParity::OddShifted);
    const int low = shifted ? 1 : 0; // row step of the lower-right / lower-left neighbours
    const Offset steps[6] = {{1, low}, {1, low - 1}, {0, -1}, {-1, low - 1}, {-1, low}, {0, 1}};
    return {o.col + steps[d].col, o.row + steps[d].row};
}

struct Side
{
    Offset hex;
    Direction dir;
};
} // namespace

class TestEdgeIdentity : public QObject
{
    Q_OBJECT
private slots:
    void everySideOfEveryHex_data()
    {
        QTest::addColumn<HexGridLayout>("grid");
        QTest::newRow("pointy odd")
            << HexGridLayout{Orientation::PointyTop, OffsetParity::OddShifted};
        QTest::newRow("pointy even")
            << HexGridLayout{Orientation::PointyTop, OffsetParity::EvenShifted};
        QTest::newRow("flat odd") << HexGridLayout{Orientation::FlatTop, OffsetParity::OddShifted};
        QTest::newRow("flat even")
            << HexGridLayout{Orientation::FlatTop, OffsetParity::EvenShifted};
    }
    void everySideOfEveryHex()
    {
        QFETCH(HexGridLayout, grid);
        const int width = 4, height = 3; // every hex is on a border or next to one
        HexMap map = emptyMap(grid, width, height);
        QList<Side> sides;
        for (int row = 0; row < height; ++row) {
            for (int col = 0; col < width; ++col) {
                for (Direction d = 0; d < kDirectionCount; ++d)
                    sides.append({{col, row}, d});
            }
        }
        for (const Side &side : sides) {
            const Hex h = grid.toHex(side.hex);
            const Offset across = offsetNeighbour(grid, side.hex, side.dir);
            const QString where = QStringLiteral("side %1 of %2,%3")
                                      .arg(side.dir)
                                      .arg(side.hex.col)
                                      .arg(side.hex.row);
            // The neighbour the map's geometry finds is the textbook one.
            QCOMPARE(grid.toOffset(neighbour(h, side.dir)), across);
            QVERIFY2(map.containsEdge(edgeOf(h, side.dir)), qPrintable(where));

            map.setEdgeFeatures(edgeOf(h, side.dir), 2);
            // Seen from both hexes (the far one may be off the map: a border side).
            QCOMPARE(map.edgeFeatures(h, side.dir), FeatureMask(2));
            QCOMPARE(map.edgeFeatures(grid.toHex(across), opposite(side.dir)), FeatureMask(2));
            // And on no other side of any hex of the map.
            for (const Side &other : sides) {
                const bool same = (other.hex == side.hex && other.dir == side.dir)
                                  || (other.hex == across && other.dir == opposite(side.dir));
                QVERIFY2(map.edgeFeatures(grid.toHex(other.hex), other.dir) == (same ? 2 : 0),
                         qPrintable(where
                                    + QStringLiteral(" seen on side %1 of %2,%3")
                                          .arg(other.dir)
                                          .arg(other.hex.col)
                                          .arg(other.hex.row)));
            }
            // forEachFeatureEdge reports that one side, separating exactly these two hexes.
            int count = 0;
            map.forEachFeatureEdge([&](EdgeId e, FeatureMask mask) {
                ++count;
                QCOMPARE(mask, FeatureMask(2));
                const auto [a, b] = hexesOf(e);
                const std::set<std::pair<int, int>> got{
                    {grid.toOffset(a).col, grid.toOffset(a).row},
                    {grid.toOffset(b).col, grid.toOffset(b).row}};
                const std::set<std::pair<int, int>> want{{side.hex.col, side.hex.row},
                                                         {across.col, across.row}};
                QVERIFY2(got == want, qPrintable(where));
            });
            QCOMPARE(count, 1);
            // Set from the other hex, cleared from the first: one slot.
            map.setEdgeFeatures(edgeOf(grid.toHex(across), opposite(side.dir)), 1);
            QCOMPARE(map.edgeFeatures(h, side.dir), FeatureMask(1));
            map.setEdgeFeatures(edgeOf(h, side.dir), 0);
            QCOMPARE(map.edgeFeatures(grid.toHex(across), opposite(side.dir)), FeatureMask(0));
        }
        // Every side of the map visited: 4 × 3 hexes have 3 × 12 + border sides distinct sides.
        std::set<std::tuple<int, int, int>> distinct;
        for (const Side &side : sides) {
            const EdgeId e = edgeOf(grid.toHex(side.hex), side.dir);
            distinct.insert({e.owner.q, e.owner.r, e.dir});
        }
        // Sides = (6 × hexes + border sides) / 2, counting each inner side from both hexes.
        int border = 0;
        for (const Side &side : sides) {
            const Offset o = offsetNeighbour(grid, side.hex, side.dir);
            border += (o.col < 0 || o.row < 0 || o.col >= width || o.row >= height) ? 1 : 0;
        }
        QCOMPARE(int(distinct.size()), (6 * width * height + border) / 2);
    }
};

QTEST_GUILESS_MAIN(TestEdgeIdentity)
#include "tst_edgeidentity.moc"
