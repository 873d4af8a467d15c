#include "hex/edge.h"
#include "hex/hexshapes.h"
#include "hex/orientation.h"
#include "hex/pixellayout.h"
#include "map/labelscheme.h"

#include <QRandomGenerator>
#include <QTest>
#include <set>

using namespace hexstride;

Q_DECLARE_METATYPE(hexstride::Hex)
Q_DECLARE_METATYPE(hexstride::Offset)
Q_DECLARE_METATYPE(hexstride::HexGridLayout)

namespace {
const HexGridLayout kOddR{Orientation::PointyTop, OffsetParity::OddShifted};
const HexGridLayout kEvenR{Orientation::PointyTop, OffsetParity::EvenShifted};
const HexGridLayout kOddQ{Orientation::FlatTop, OffsetParity::OddShifted};
const HexGridLayout kEvenQ{Orientation::FlatTop, OffsetParity::EvenShifted};
} // namespace

class TestHexGeometry : public QObject
{
    Q_OBJECT
private slots:
    void offsetRoundTrip_data()
    {
        QTest::addColumn<HexGridLayout>("layout");
        QTest::newRow("pointy odd") << kOddR;
        QTest::newRow("pointy even") << kEvenR;
        QTest::newRow("flat odd") << kOddQ;
        QTest::newRow("flat even") << kEvenQ;
    }
    void offsetRoundTrip()
    {
        QFETCH(HexGridLayout, layout);
        for (int row = -5; row < 20; ++row) {
            for (int col = -5; col < 20; ++col) {
                const Offset o{col, row};
                QCOMPARE(layout.toOffset(layout.toHex(o)), o);
            }
        }
    }

    // The neighbour table of ../shared/data/mepbm/README.md (1-based XXYY, pointy, rows):
    // odd YY: ne same column, nw column-1; even YY: ne column+1, nw same column.
    void mepbmNeighbours_data()
    {
        QTest::addColumn<Offset>("from");
        QTest::addColumn<QString>("dir");
        QTest::addColumn<Offset>("expected");
        // Offsets are 0-based: XXYY 2718 is col 26, row 17 (YY 18 even).
        QTest::newRow("2718 e") << Offset{26, 17} << "e" << Offset{27, 17};
        QTest::newRow("2718 w") << Offset{26, 17} << "w" << Offset{25, 17};
        QTest::newRow("2718 ne (even YY)") << Offset{26, 17} << "ne" << Offset{27, 16};
        QTest::newRow("2718 nw (even YY)") << Offset{26, 17} << "nw" << Offset{26, 16};
        QTest::newRow("2718 se (even YY)") << Offset{26, 17} << "se" << Offset{27, 18};
        QTest::newRow("2718 sw (even YY)") << Offset{26, 17} << "sw" << Offset{26, 18};
        QTest::newRow("2717 ne (odd YY)") << Offset{26, 16} << "ne" << Offset{26, 15};
        QTest::newRow("2717 nw (odd YY)") << Offset{26, 16} << "nw" << Offset{25, 15};
        QTest::newRow("2717 se (odd YY)") << Offset{26, 16} << "se" << Offset{26, 17};
        QTest::newRow("2717 sw (odd YY)") << Offset{26, 16} << "sw" << Offset{25, 17};
    }
    void mepbmNeighbours()
    {
        QFETCH(Offset, from);
        QFETCH(QString, dir);
        QFETCH(Offset, expected);
        const auto d = parseDirection(Orientation::PointyTop, dir);
        QVERIFY(d);
        QCOMPARE(kOddR.toOffset(neighbour(kOddR.toHex(from), *d)), expected);
    }

    void flatNeighbours_data()
    {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<Offset>("expected");
        // Flat-top, odd columns shifted down: from column 2 (even), row 2.
        QTest::newRow("n") << "n" << Offset{2, 1};
        QTest::newRow("s") << "s" << Offset{2, 3};
        QTest::newRow("ne") << "ne" << Offset{3, 1};
        QTest::newRow("se") << "se" << Offset{3, 2};
        QTest::newRow("nw") << "nw" << Offset{1, 1};
        QTest::newRow("sw") << "sw" << Offset{1, 2};
    }
    void flatNeighbours()
    {
        QFETCH(QString, dir);
        QFETCH(Offset, expected);
        const auto d = parseDirection(Orientation::FlatTop, dir);
        QVERIFY(d);
        QCOMPARE(kOddQ.toOffset(neighbour(kOddQ.toHex({2, 2}), *d)), expected);
    }

    void directionNames_data()
    {
        QTest::addColumn<int>("orientation");
        QTest::addColumn<QStringList>("clockwise");
        QTest::newRow("pointy") << int(Orientation::PointyTop)
                                << QStringList{"ne", "e", "se", "sw", "w", "nw"};
        QTest::newRow("flat") << int(Orientation::FlatTop)
                              << QStringList{"n", "ne", "se", "s", "sw", "nw"};
    }
    void directionNames()
    {
        QFETCH(int, orientation);
        QFETCH(QStringList, clockwise);
        const auto o = static_cast<Orientation>(orientation);
        QStringList names;
        for (Direction d : clockwiseDirections(o))
            names << directionName(o, d);
        QCOMPARE(names, clockwise);
        for (const QString &n : clockwise)
            QCOMPARE(directionName(o, *parseDirection(o, n.toUpper())), n);
        QVERIFY(!parseDirection(o, QStringLiteral("north")));
    }

    void distances_data()
    {
        QTest::addColumn<Hex>("a");
        QTest::addColumn<Hex>("b");
        QTest::addColumn<int>("expected");
        QTest::newRow("same") << Hex{3, 4} << Hex{3, 4} << 0;
        QTest::newRow("neighbour") << Hex{0, 0} << Hex{1, -1} << 1;
        QTest::newRow("straight") << Hex{0, 0} << Hex{5, 0} << 5;
        QTest::newRow("bent") << Hex{0, 0} << Hex{3, 2} << 5;
        QTest::newRow("diagonal") << Hex{0, 0} << Hex{2, -4} << 4;
    }
    void distances()
    {
        QFETCH(Hex, a);
        QFETCH(Hex, b);
        QFETCH(int, expected);
        QCOMPARE(distance(a, b), expected);
        QCOMPARE(distance(b, a), expected);
        QCOMPARE(int(hexLine(a, b).size()), expected + 1);
    }

    void lineIsContiguous()
    {
        const auto line = hexLine({0, 0}, {7, -3});
        QCOMPARE(line.front(), (Hex{0, 0}));
        QCOMPARE(line.back(), (Hex{7, -3}));
        for (std::size_t i = 1; i < line.size(); ++i)
            QCOMPARE(distance(line[i - 1], line[i]), 1);
    }

    void ringsAndSpirals()
    {
        const Hex c{2, -1};
        for (int radius = 0; radius <= 4; ++radius) {
            const auto ring = hexRing(c, radius);
            QCOMPARE(int(ring.size()), radius == 0 ? 1 : 6 * radius);
            for (Hex h : ring)
                QCOMPARE(distance(c, h), radius);
            const auto spiral = hexSpiral(c, radius);
            QCOMPARE(int(spiral.size()), 1 + 3 * radius * (radius + 1));
            QCOMPARE(int(std::set<std::pair<int, int>>([&] {
                             std::set<std::pair<int, int>> s;
                             for (Hex h : spiral)
                                 s.insert({h.q, h.r});
                             return s;
                         }())
                             .size()),
                     int(spiral.size()));
        }
    }

    void edgeIdentityFromBothSides()
    {
        for (Direction d = 0; d < kDirectionCount; ++d) {
            const Hex h{4, -2};
            const Hex n = neighbour(h, d);
            QCOMPARE(edgeOf(h, d), edgeOf(n, opposite(d)));
            QVERIFY(edgeOf(h, d).dir < 3);
            const auto [a, b] = hexesOf(edgeOf(h, d));
            QVERIFY((a == h && b == n) || (a == n && b == h));
        }
        // The six edges of a hex are distinct.
        std::set<std::tuple<int, int, int>> edges;
        for (Direction d = 0; d < kDirectionCount; ++d) {
            const EdgeId e = edgeOf({0, 0}, d);
            edges.insert({e.owner.q, e.owner.r, e.dir});
        }
        QCOMPARE(int(edges.size()), 6);
    }

    void pixelRoundTrip_data()
    {
        QTest::addColumn<int>("orientation");
        QTest::newRow("pointy") << int(Orientation::PointyTop);
        QTest::newRow("flat") << int(Orientation::FlatTop);
    }
    void pixelRoundTrip()
    {
        QFETCH(int, orientation);
        const PixelLayout layout{static_cast<Orientation>(orientation), 17.0};
        for (int q = -6; q <= 6; ++q) {
            for (int r = -6; r <= 6; ++r) {
                const Hex h{q, r};
                const PointF c = layout.centre(h);
                QCOMPARE(layout.hexAt(c), h);
                // A point just inside each corner still belongs to the hex.
                for (const PointF &k : layout.corners(h)) {
                    const PointF inside{c.x + (k.x - c.x) * 0.9, c.y + (k.y - c.y) * 0.9};
                    QCOMPARE(layout.hexAt(inside), h);
                }
            }
        }
    }

    // The side of h facing direction d is the side shared with neighbour(h, d).
    void sidesFaceTheirNeighbours_data() { pixelRoundTrip_data(); }
    void sidesFaceTheirNeighbours()
    {
        QFETCH(int, orientation);
        const PixelLayout layout{static_cast<Orientation>(orientation), 10.0};
        const Hex h{1, 2};
        for (Direction d = 0; d < kDirectionCount; ++d) {
            const auto [p1, p2] = layout.side(h, d);
            const PointF mid{(p1.x + p2.x) / 2, (p1.y + p2.y) / 2};
            const PointF c = layout.centre(h);
            // Step a little beyond the side's midpoint: that is the neighbour.
            const PointF beyond{c.x + (mid.x - c.x) * 1.2, c.y + (mid.y - c.y) * 1.2};
            QCOMPARE(layout.hexAt(beyond), neighbour(h, d));
        }
    }

    void labelsNameHexes()
    {
        QCOMPARE(HexLabeler(LabelScheme::Numeric, 40, 30).label({26, 17}), QString("2718"));
        QCOMPARE(HexLabeler(LabelScheme::Numeric, 1000, 1000).label({0, 8}), QString("00010009"));
        QCOMPARE(HexLabeler(LabelScheme::ColRow, 10, 10).label({-3, 12}), QString("-3,12"));
    }

    // Only the scheme's own spelling names a hex (probe 10, F18): "3,-0" is no hex of a col,row
    // map, nor is " 3,2", and the leading zeros of a 4-digit Middle-earth label are its own
    // spelling.
    void labelsOfTheSchemesOwnSpellingOnly_data()
    {
        QTest::addColumn<int>("scheme"); // 0 col,row, 1 xxyy
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("col"); // -99: refused
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("spelling"); // canonicalSpelling, "-": none
        QTest::newRow("col,row") << 0 << "3,2" << 3 << 2 << "3,2";
        // Not even white space around it (probe 11, V18): " 3,2" was read as 3,2.
        QTest::newRow("white space around") << 0 << " 3,2 " << -99 << 0 << "3,2";
        QTest::newRow("leading space") << 0 << " 3,2" << -99 << 0 << "3,2";
        QTest::newRow("line separator after")
            << 0 << QString("3,2") + QChar(0x2028) << -99 << 0 << "3,2";
        QTest::newRow("negative") << 0 << "-3,12" << -3 << 12 << "-3,12";
        QTest::newRow("plus") << 0 << "+3,2" << -99 << 0 << "3,2";
        QTest::newRow("leading zero") << 0 << "03,2" << -99 << 0 << "3,2";
        QTest::newRow("minus zero") << 0 << "3,-0" << -99 << 0 << "3,0";
        QTest::newRow("space inside") << 0 << "3, 2" << -99 << 0 << "3,2";
        QTest::newRow("no number") << 0 << "x,2" << -99 << 0 << "-";
        QTest::newRow("xxyy") << 1 << "0402" << 3 << 1 << "0402";
        QTest::newRow("xxyy too short") << 1 << "402" << -99 << 0 << "-";
    }
    void labelsOfTheSchemesOwnSpellingOnly()
    {
        QFETCH(int, scheme);
        QFETCH(QString, text);
        QFETCH(int, col);
        QFETCH(int, row);
        QFETCH(QString, spelling);
        const HexLabeler l(scheme ? LabelScheme::Numeric : LabelScheme::ColRow, 40, 30);
        const auto o = l.parse(text);
        QCOMPARE(o.has_value(), col != -99);
        if (o) {
            QCOMPARE(o->col, col);
            QCOMPARE(o->row, row);
        }
        QCOMPARE(l.canonicalSpelling(text).value_or(QStringLiteral("-")), spelling);
    }

    // Labels are written digit by digit; QString::arg with the scheme's pattern (as they were
    // made before) gives the same text for any offset, off the map and negative ones too.
    void labelsAsTheirPatternWrites()
    {
        QRandomGenerator rng(12);
        for (int n = 0; n < 20000; ++n) {
            const int size = int(rng.bounded(1, 200000));
            const int reach = n % 2 ? 3 * size : 150;
            const Offset o{int(rng.bounded(2 * reach)) - reach / 2,
                           int(rng.bounded(2 * reach)) - reach / 2};
            const int digits = std::max(2, int(QString::number(size).size()));
            const QString numeric = QString("%1%2")
                                        .arg(o.col + 1, digits, 10, QLatin1Char('0'))
                                        .arg(o.row + 1, digits, 10, QLatin1Char('0'));
            QCOMPARE(HexLabeler(LabelScheme::Numeric, size, size / 2).label(o), numeric);
            QCOMPARE(HexLabeler(LabelScheme::ColRow, size, size).label(o),
                     QString("%1,%2").arg(o.col).arg(o.row));
        }
    }
};

QTEST_GUILESS_MAIN(TestHexGeometry)
#include "tst_hexgeometry.moc"
