#include "hex/edgepicker.h"

#include <QTest>
#include <algorithm>
#include <cmath>

using namespace hexstride;

Q_DECLARE_METATYPE(hexstride::Orientation)

class TestEdgePicker : public QObject
{
    Q_OBJECT
private slots:
    void nearestEdgeNearEachSide_data()
    {
        QTest::addColumn<Orientation>("orientation");
        QTest::addColumn<int>("dir");
        for (int d = 0; d < 6; ++d) {
            QTest::addRow("pointy %d", d) << Orientation::PointyTop << d;
            QTest::addRow("flat %d", d) << Orientation::FlatTop << d;
        }
    }
    void nearestEdgeNearEachSide()
    {
        QFETCH(Orientation, orientation);
        QFETCH(int, dir);
        const PixelLayout layout{orientation, 30.0};
        const Hex h{4, -2};
        const PointF c = layout.centre(h);
        const PointF n = layout.centre(neighbour(h, dir));
        // 45 % of the way to the neighbour's centre: 5 % of the centre distance short of the side.
        const PointF p{c.x + 0.45 * (n.x - c.x), c.y + 0.45 * (n.y - c.y)};
        const EdgePick pick = nearestEdge(layout, p);
        QCOMPARE(pick.hex, h);
        QCOMPARE(pick.edge, edgeOf(h, dir));
        QCOMPARE(pick.side, dir);
        QVERIFY(std::abs(pick.distance - 0.05 * std::sqrt(3.0) * 30.0) < 1e-6);
        // From the other side of the edge the same edge is picked.
        const PointF q{c.x + 0.55 * (n.x - c.x), c.y + 0.55 * (n.y - c.y)};
        QCOMPARE(nearestEdge(layout, q).edge, edgeOf(h, dir));
        QCOMPARE(nearestEdge(layout, q).hex, neighbour(h, dir));
    }

    void centreIsAnApothemFromEveryEdge()
    {
        const PixelLayout layout{Orientation::PointyTop, 10.0};
        const EdgePick pick = nearestEdge(layout, layout.centre({2, 3}));
        QVERIFY(std::abs(pick.distance - 10.0 * std::sqrt(3.0) / 2) < 1e-9);
    }

    void lassoSelectsCentresInside()
    {
        const PixelLayout layout{Orientation::PointyTop, 10.0};
        const HexGridLayout grid{Orientation::PointyTop, OffsetParity::OddShifted};
        const Hex a = grid.toHex({2, 2}), b = grid.toHex({5, 2}), c = grid.toHex({3, 5});
        // A triangle slightly larger than the one through three centres: each corner moved
        // 10 % further from the triangle's centroid.
        const PointF pa = layout.centre(a), pb = layout.centre(b), pc = layout.centre(c);
        const PointF g{(pa.x + pb.x + pc.x) / 3, (pa.y + pb.y + pc.y) / 3};
        const auto grow = [&](Hex h) {
            const PointF p = layout.centre(h);
            return PointF{g.x + 1.1 * (p.x - g.x), g.y + 1.1 * (p.y - g.y)};
        };
        const std::vector<Hex> in
            = hexesInPolygon(layout, grid, 10, 10, {grow(a), grow(b), grow(c)});
        QVERIFY(std::find(in.begin(), in.end(), a) != in.end());
        QVERIFY(std::find(in.begin(), in.end(), b) != in.end());
        QVERIFY(std::find(in.begin(), in.end(), c) != in.end());
        QVERIFY(std::find(in.begin(), in.end(), grid.toHex({0, 0})) == in.end());
        QVERIFY(std::find(in.begin(), in.end(), grid.toHex({7, 7})) == in.end());
        QCOMPARE(hexesInPolygon(layout, grid, 10, 10, {grow(a), grow(b)}).size(), std::size_t(0));
    }

    void rectangleCountsAndMapBounds()
    {
        const PixelLayout layout{Orientation::PointyTop, 10.0};
        const HexGridLayout grid{Orientation::PointyTop, OffsetParity::OddShifted};
        // Centres of rows 0..2 have y = 0, 15, 30; a band from y -1 to 31 covers three rows.
        const auto hexes = hexesInRect(layout, grid, 6, 6, {-100, -1}, {1000, 31});
        QCOMPARE(hexes.size(), std::size_t(18));
        const auto none = hexesInRect(layout, grid, 6, 6, {-100, -100}, {-50, -50});
        QCOMPARE(none.size(), std::size_t(0));
    }

    void offsetRangeCoversVisibleHexes()
    {
        const PixelLayout layout{Orientation::FlatTop, 12.0};
        const HexGridLayout grid{Orientation::FlatTop, OffsetParity::EvenShifted};
        const OffsetRange r = offsetRangeFor(layout, grid, 100, 100, {100, 100}, {300, 200});
        for (int row = 0; row < 100; ++row) {
            for (int col = 0; col < 100; ++col) {
                const PointF c = layout.centre(grid.toHex({col, row}));
                // Any hex reaching into the rectangle must be in the range.
                if (c.x + 12 >= 100 && c.x - 12 <= 300 && c.y + 12 >= 100 && c.y - 12 <= 200) {
                    QVERIFY(col >= r.col0 && col <= r.col1);
                    QVERIFY(row >= r.row0 && row <= r.row1);
                }
            }
        }
        QVERIFY((r.col1 - r.col0 + 1) * (r.row1 - r.row0 + 1) < 300);
    }

    void hitIndex()
    {
        HitIndex index;
        index.insert(7, {0, 0}, {10, 10});
        index.insert(8, {5, 5}, {30, 30});
        index.insert(9, {100, 100}, {110, 110});
        QCOMPARE(index.size(), 3);
        QCOMPARE(index.at({2, 2}), std::vector<int>{7});
        QCOMPARE(index.at({9, 9}), (std::vector<int>{7, 8}));
        QCOMPARE(index.at({20, 20}), std::vector<int>{8});
        QCOMPARE(index.at({50, 50}), std::vector<int>{});
        QCOMPARE(index.in({0, 0}, {200, 200}), (std::vector<int>{7, 8, 9}));
        QCOMPARE(index.in({90, 90}, {200, 200}), std::vector<int>{9});
        index.clear();
        QCOMPARE(index.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestEdgePicker)
#include "tst_edgepicker.moc"
