// Tiled's gid flags and infinite maps whose first chunk starts at an odd place (issue 36 §1).
//
// A hexagonal Tiled map may set four flags on a gid: flip horizontally (0x80000000), vertically
// (0x40000000), diagonally (0x20000000) and the hexagonal 120° rotation (0x10000000). The hand-
// written maps of tests/data/tiled/*-chunks-odd*.tmx hold one 3 × 2 chunk of the tileset
// terrains.tsx (gid 1 clear, 2 forest, 4 water, 0 empty):
//   1,           2|D = 536870914,           4|rotation = 268435460,
//   2|H|V|D|rotation = 4026531842, 0,       1|H|V = 3221225473
// so, row by row: clear, forest, water / forest, empty, clear.
//
// Tiles are renumbered from the chunk's corner. A chunk that starts at an odd place along the
// stagger axis turns the shifted rows (columns) into the unshifted ones: the parity flips. Along
// the other axis nothing changes:
// - flat, stagger x odd, chunk at x = -3, y = 2: -3 is odd: odd → even shifted;
// - pointy, stagger y even, chunk at x = -2, y = 3: 3 is odd: even → odd shifted;
// - pointy, stagger y odd, chunk at x = 5, y = 0: 0 is even, the odd x does not matter: odd.
// The *-tiled.tmj files are the first two as Tiled 1.8.2 itself wrote them
// (`tiled --export-map json`): Tiled stores 16 × 16 chunks at multiples of 16, so its tiles stay
// at their own places in a larger map and the parity is the file's own.
#include "io/tiledfile.h"
#include "testpaths.h"

#include <QTest>

using namespace hexstride;

Q_DECLARE_METATYPE(hexstride::HexGridLayout)

namespace {
QString terrainAt(const HexMap &map, int col, int row)
{
    return map.terrains().id(map.terrainLayer()[std::size_t(row * map.width() + col)]);
}

const QStringList kChunk{"clear", "forest", "water", "forest", "empty", "clear"};
} // namespace

class TestTiledChunks : public QObject
{
    Q_OBJECT
private slots:
    void flagsAndOddChunkStarts_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QPoint>("corner"); // where the chunk's first tile lands
        QTest::addColumn<HexGridLayout>("grid");
        QTest::newRow("flat, stagger x, odd column -3")
            << "flat-x-chunks-odd.tmx" << QSize(3, 2) << QPoint(0, 0)
            << HexGridLayout{Orientation::FlatTop, OffsetParity::EvenShifted};
        QTest::newRow("pointy, stagger y, odd row 3")
            << "pointy-y-chunks-odd.tmx" << QSize(3, 2) << QPoint(0, 0)
            << HexGridLayout{Orientation::PointyTop, OffsetParity::OddShifted};
        QTest::newRow("pointy, stagger y, odd column 5 only")
            << "pointy-y-chunks-odd-x.tmx" << QSize(3, 2) << QPoint(0, 0)
            << HexGridLayout{Orientation::PointyTop, OffsetParity::OddShifted};
        // Tiled's own files: one chunk at (-16, 0): the tiles at columns 13..15, rows 2..3.
        QTest::newRow("flat, as Tiled wrote it")
            << "flat-x-chunks-odd-tiled.tmj" << QSize(16, 16) << QPoint(13, 2)
            << HexGridLayout{Orientation::FlatTop, OffsetParity::OddShifted};
        // Two chunks, at (-16, 0) and (0, 0): columns 14..16, rows 3..4.
        QTest::newRow("pointy, as Tiled wrote it")
            << "pointy-y-chunks-odd-tiled.tmj" << QSize(32, 16) << QPoint(14, 3)
            << HexGridLayout{Orientation::PointyTop, OffsetParity::EvenShifted};
    }
    void flagsAndOddChunkStarts()
    {
        QFETCH(QString, file);
        QFETCH(QSize, size);
        QFETCH(QPoint, corner);
        QFETCH(HexGridLayout, grid);
        const MapLoadResult r = loadTiledMap(testpaths::data("/tiled/") + file);
        QVERIFY2(r.map, qPrintable(r.error));
        const HexMap &map = *r.map;
        QCOMPARE(QSize(map.width(), map.height()), size);
        QCOMPARE(map.grid(), grid);
        QStringList chunk;
        for (int row = 0; row < 2; ++row)
            for (int col = 0; col < 3; ++col)
                chunk << terrainAt(map, corner.x() + col, corner.y() + row);
        QCOMPARE(chunk, kChunk);
        // Everything else is empty: 5 tiles hold a terrain.
        int filled = 0;
        for (int row = 0; row < map.height(); ++row)
            for (int col = 0; col < map.width(); ++col)
                filled += terrainAt(map, col, row) != QLatin1String("empty");
        QCOMPARE(filled, 5);
    }
};

QTEST_GUILESS_MAIN(TestTiledChunks)
#include "tst_tiledchunks.moc"
