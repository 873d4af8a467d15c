#include "view/chunkcache.h"
#include "view/renderparams.h"

#include <QTest>
#include <cmath>

using namespace hexstride;

class TestRenderParams : public QObject
{
    Q_OBJECT
private slots:
    void sceneSizeOfPointyMap()
    {
        // 10 columns of width √3·s plus half a hex for the shifted rows; 6 rows: 1.5·s apart +
        // 0.5·s.
        MapShape shape{
            10, 6, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::ColRow};
        const RenderParams rp(shape, 1.0);
        const double s = RenderParams::kBaseHexSize;
        QVERIFY(std::abs(rp.sceneSize.width() - 10.5 * std::sqrt(3.0) * s) < 1e-6);
        QVERIFY(std::abs(rp.sceneSize.height() - (5 * 1.5 * s + 2 * s)) < 1e-6);
        // The first hex touches the top-left of the scene.
        const QPointF c = rp.centre(shape.grid.toHex({0, 0}));
        QVERIFY(std::abs(c.x() - std::sqrt(3.0) / 2 * s) < 1e-6);
        QVERIFY(std::abs(c.y() - s) < 1e-6);
    }

    void zoomScalesLinearly()
    {
        MapShape shape{
            7, 9, {Orientation::FlatTop, OffsetParity::EvenShifted}, LabelScheme::ColRow};
        const RenderParams one(shape, 1.0), three(shape, 3.0);
        const Hex h = shape.grid.toHex({4, 5});
        QVERIFY(std::abs(three.centre(h).x() - 3 * one.centre(h).x()) < 1e-6);
        QVERIFY(std::abs(three.sceneSize.height() - 3 * one.sceneSize.height()) < 1e-6);
        QCOMPARE(three.hexAt(three.centre(h)), h);
    }

    void levelsOfDetail_data()
    {
        QTest::addColumn<double>("zoom");
        QTest::addColumn<bool>("overview");
        QTest::addColumn<bool>("outlines");
        QTest::addColumn<bool>("coordinates");
        // Hex size on screen is 20 px × zoom.
        QTest::newRow("5 %") << 0.05 << true << false << false;
        QTest::newRow("25 %") << 0.25 << false << false << false;
        QTest::newRow("50 %") << 0.5 << false << true << false;
        // Hex numbers from where the widest, "49,49" (5 characters of about 0.6 of the font's
        // size), fits across 80 % of a hex at 7 px: at 75 % a hex is 15 × √3 = 26.0 px across,
        // room for a 26.0 × 0.8 / 3 = 6.9 px font, too small; at 80 % 27.7 px, 7.4 px.
        QTest::newRow("75 %") << 0.75 << false << true << false;
        QTest::newRow("80 %") << 0.8 << false << true << true;
        QTest::newRow("150 %") << 1.5 << false << true << true;
    }
    void levelsOfDetail()
    {
        QFETCH(double, zoom);
        QFETCH(bool, overview);
        QFETCH(bool, outlines);
        QFETCH(bool, coordinates);
        const RenderParams rp(MapShape{50, 50, {}, LabelScheme::ColRow}, zoom);
        QCOMPARE(rp.useOverview(), overview);
        QCOMPARE(rp.drawOutlines(), outlines);
        QCOMPARE(rp.drawCoordinates(), coordinates);
    }

    void rangeOfAViewportIsSmall()
    {
        const MapShape shape{2000, 2000, {}, LabelScheme::ColRow};
        const RenderParams rp(shape, 1.0);
        const OffsetRange r = rp.range(QRectF(5000, 7000, 1920, 1080));
        // 1920 px / 34.6 px per column ≈ 56 columns, 1080 / 30 ≈ 36 rows, plus margins.
        QVERIFY(r.col1 - r.col0 + 1 <= 60);
        QVERIFY(r.row1 - r.row0 + 1 <= 40);
        QVERIFY(r.col0 > 100 && r.row0 > 100);
    }

    void chunkCacheEvictsLeastRecentlyUsed()
    {
        ChunkCache cache(2);
        QImage img(4, 4, QImage::Format_RGB32);
        cache.insert({1, 0, 0}, img);
        cache.insert({1, 1, 0}, img);
        QVERIFY(cache.find({1, 0, 0})); // now most recent
        cache.insert({1, 2, 0}, img);   // evicts (1, 0)
        QVERIFY(cache.find({1, 0, 0}));
        QVERIFY(!cache.find({1, 1, 0}));
        QCOMPARE(cache.size(), 2);
    }

    void chunkCacheInvalidatesAcrossZooms()
    {
        ChunkCache cache(10);
        QImage img(4, 4, QImage::Format_RGB32);
        cache.insert({ChunkCache::zoomKey(1.0), 0, 0}, img); // base 0..512
        cache.insert({ChunkCache::zoomKey(2.0), 1, 0}, img); // base 256..512
        cache.insert({ChunkCache::zoomKey(1.0), 3, 0}, img); // base 1536..2048
        cache.invalidate(QRectF(300, 10, 5, 5));
        QCOMPARE(cache.size(), 1);
        QVERIFY(cache.find({ChunkCache::zoomKey(1.0), 3, 0}));
    }
};

QTEST_MAIN(TestRenderParams)
#include "tst_renderparams.moc"
