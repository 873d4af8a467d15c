// The background image's scaled pieces (issue 16 §2, tracing at full speed): a piece drawn from
// the halved copies matches the image drawn directly at every zoom and placement, pieces are
// made ahead for the chunks around the view, and a new placement or image drops them. Right after
// a zoom, chunks get a quick stand-in from a level already made, which the exact piece replaces.
#include "background/backgroundlayer.h"
#include "background/backgroundtiles.h"
#include "commands/changebackgroundcommand.h"
#include "mapdocument.h"
#include "support/guitestutil.h"
#include "view/backgroundpainting.h"
#include "view/chunkcache.h"
#include "view/mapview.h"
#include "view/vocabulary.h"

#include <QPainter>
#include <QScrollBar>
#include <QTest>
#include <QUndoStack>
#include <algorithm>
#include <cmath>
#include <numbers>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
constexpr int kChunk = ChunkCache::kChunkSize;

/// Something like a scan seen from afar: soft gradients and blobs, no hard one-pixel lines
/// (those alias differently however they are scaled down, so no two ways agree on them).
QImage softScan()
{
    QImage img(900, 700, QImage::Format_ARGB32_Premultiplied);
    QPainter p(&img);
    QLinearGradient g(0, 0, 900, 700);
    g.setColorAt(0, QColor(236, 226, 200));
    g.setColorAt(1, QColor(120, 150, 190));
    p.fillRect(img.rect(), g);
    p.setPen(Qt::NoPen);
    for (int i = 0; i < 12; ++i) {
        QRadialGradient blob(QPointF(70 + i * 67, 90 + (i % 4) * 150), 80);
        blob.setColorAt(0, QColor(90 + i * 10, 60, 40));
        blob.setColorAt(1, QColor(90 + i * 10, 60, 40, 0));
        p.setBrush(blob);
        p.drawEllipse(QPointF(70 + i * 67, 90 + (i % 4) * 150), 80, 80);
    }
    return img;
}

/// The image drawn the direct way (smoothly scaled from the whole image) into one chunk.
QImage direct(const QImage &image, const AffineMap &placement, const RenderParams &rp,
              const QRect &rect)
{
    QImage out(rect.size(), QImage::Format_ARGB32_Premultiplied);
    out.fill(Qt::transparent);
    QPainter p(&out);
    p.translate(-rect.topLeft());
    MapBackground b;
    b.path = QStringLiteral("scan.png");
    b.imageToMap = placement;
    b.opacity = 1.0;
    paintBackgroundImage(p, rp, b, image);
    return out;
}

struct Difference
{
    double mean = 0;        ///< mean absolute difference per channel
    double farFraction = 0; ///< pixels with a channel more than 24 apart
};
Difference compare(const QImage &a, const QImage &b)
{
    double sum = 0;
    qint64 far = 0;
    for (int y = 0; y < a.height(); ++y) {
        const auto *la = reinterpret_cast<const QRgb *>(a.constScanLine(y));
        const auto *lb = reinterpret_cast<const QRgb *>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            const int d[4]
                = {std::abs(qRed(la[x]) - qRed(lb[x])), std::abs(qGreen(la[x]) - qGreen(lb[x])),
                   std::abs(qBlue(la[x]) - qBlue(lb[x])), std::abs(qAlpha(la[x]) - qAlpha(lb[x]))};
            sum += d[0] + d[1] + d[2] + d[3];
            if (*std::max_element(d, d + 4) > 24)
                ++far;
        }
    }
    const double pixels = double(a.width()) * a.height();
    return {sum / (4 * pixels), double(far) / pixels};
}

/// Pixels inside the image (the direct drawing covers them and their neighbours wholly) that
/// `other` leaves (nearly) transparent: holes. Pixels along a turned image's edge may differ by
/// a pixel between two ways of sampling; those are not holes.
qint64 holes(const QImage &direct, const QImage &other)
{
    const auto inside = [&](int x, int y) {
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                const QPoint at(x + dx, y + dy);
                if (direct.rect().contains(at) && qAlpha(direct.pixel(at)) < 255)
                    return false;
            }
        }
        return true;
    };
    qint64 n = 0;
    for (int y = 0; y < direct.height(); ++y) {
        for (int x = 0; x < direct.width(); ++x)
            n += qAlpha(other.pixel(x, y)) < 128 && inside(x, y);
    }
    return n;
}

/// The stand-in for a chunk drawn alone, over transparency.
QImage standIn(const BackgroundTiles &tiles, const RenderParams &rp, const QRect &rect,
               bool *drawn = nullptr)
{
    QImage out(rect.size(), QImage::Format_ARGB32_Premultiplied);
    out.fill(Qt::transparent);
    QPainter p(&out);
    p.translate(-rect.topLeft());
    const bool any = tiles.paintStandIn(p, rp, rect);
    if (drawn)
        *drawn = any;
    return out;
}

/// A view of a 60 x 45 map with the soft scan laid over it, wholly opaque, at 100 %.
struct ViewWithScan
{
    MapDocument doc{testMap(60, 45)};
    MapView view;
    BackgroundLayer layer{&view};
    QTemporaryDir dir;
    QImage frame;

    bool open()
    {
        view.resize(800, 600);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            return false;
        view.setDocument(&doc, MapStyle::build(doc.map(), vocabularyForMap(doc.map(), nullptr),
                                               QStringLiteral("en")));
        layer.setDocument(&doc);
        view.setBackgroundLayer(&layer);
        const QString file = dir.filePath(QStringLiteral("scan.png"));
        if (!softScan().save(file))
            return false;
        MapBackground b;
        b.path = file;
        b.imageToMap = fitBackgroundToMap(QSize(900, 700), doc.map().shape());
        b.opacity = 1.0; // the chunks show the image alone where it lies
        doc.undoStack()->push(new ChangeBackgroundCommand(&doc, b, [] { return QString(); }));
        view.setZoom(1.0);
        view.centreOnBase(QPointF(1000, 700));
        frame = QImage(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        return paintUntilWhole();
    }
    /// Paints frames, letting the worker finish between them, until one is whole.
    bool paintUntilWhole()
    {
        for (int i = 0; i < 50; ++i) {
            view.viewport()->render(&frame);
            if (view.lastFrameComplete())
                return true;
            layer.tiles().waitForPrefetch();
        }
        return false;
    }
    ~ViewWithScan() { view.setBackgroundLayer(nullptr); }
};

/// A placement that lays the image over the map's extent, then turns it by `degrees` about the
/// map's top left corner (a scan laid slightly askew).
AffineMap placementFor(const QImage &image, const MapShape &shape, double degrees)
{
    const AffineMap fit = fitBackgroundToMap(image.size(), shape);
    const double a = degrees * std::numbers::pi / 180.0, c = std::cos(a), s = std::sin(a);
    // turn ∘ fit: the turn applies to the fitted map units
    return AffineMap{c * fit.m11 - s * fit.m12, s * fit.m11 + c * fit.m12,
                     c * fit.m21 - s * fit.m22, s * fit.m21 + c * fit.m22,
                     c * fit.dx - s * fit.dy,   s * fit.dx + c * fit.dy};
}
} // namespace

class TestBackgroundTiles : public QObject
{
    Q_OBJECT
private slots:
    void levelsFollowTheScale_data()
    {
        QTest::addColumn<double>("scale");
        QTest::addColumn<int>("level");
        // Level k halves the image k times: the coarsest whose pixels still cover at most one
        // screen pixel.
        QTest::newRow("enlarged 3.5x") << 3.5 << 0;
        QTest::newRow("1:1") << 1.0 << 0;
        QTest::newRow("0.6") << 0.6 << 0;
        QTest::newRow("half") << 0.5 << 1;
        QTest::newRow("0.3") << 0.3 << 1;
        QTest::newRow("0.2") << 0.2 << 2;
        QTest::newRow("1/16") << 0.0625 << 4;
    }
    void levelsFollowTheScale()
    {
        QFETCH(double, scale);
        QFETCH(int, level);
        QCOMPARE(BackgroundTiles::levelFor(QTransform::fromScale(scale, scale)), level);
        // Turned by 30 degrees, the scale along each axis is the same.
        QTransform turned = QTransform::fromScale(scale, scale);
        turned.rotate(30);
        QCOMPARE(BackgroundTiles::levelFor(turned), level);
    }

    void pieceMatchesDirectDrawing_data()
    {
        QTest::addColumn<double>("zoom");
        QTest::addColumn<double>("degrees");
        // A 60 x 45 map is about 2100 x 1370 scene pixels at 100 %; the 900 x 700 image laid
        // over it is scaled about 2x, so these zooms scale it from about 0.12 (drawn from the
        // image halved three times) to 5.
        for (const double zoom : {0.06, 0.13, 0.3, 1.0, 2.5}) {
            for (const double degrees : {0.0, 12.0})
                QTest::addRow("zoom %g, turned %g", zoom, degrees) << zoom << degrees;
        }
    }
    void pieceMatchesDirectDrawing()
    {
        QFETCH(double, zoom);
        QFETCH(double, degrees);
        const QImage image = softScan();
        const HexMap map = testMap(60, 45);
        const RenderParams rp(map.shape(), zoom);
        const AffineMap placement = placementFor(image, map.shape(), degrees);
        BackgroundTiles tiles;
        tiles.reset(image, placement);
        // The chunk at the top left (the image's corner and edges) and one in the middle.
        const QRect image00
            = backgroundToScene(placement, rp).mapRect(QRectF(image.rect())).toRect();
        const QPoint middle = image00.center();
        for (const QPoint at : {QPoint(0, 0), QPoint(middle.x() / kChunk, middle.y() / kChunk)}) {
            const QRect rect(at * kChunk, QSize(kChunk, kChunk));
            const QImage piece = tiles.take(rp, rect);
            QVERIFY2(!piece.isNull(),
                     qPrintable(QStringLiteral("no piece at %1, %2").arg(rect.x()).arg(rect.y())));
            const Difference d = compare(piece, direct(image, placement, rp, rect));
            QVERIFY2(d.mean < 2.0 && d.farFraction < 0.005,
                     qPrintable(QStringLiteral("chunk %1, %2: mean difference %3, %4 % far off")
                                    .arg(rect.x())
                                    .arg(rect.y())
                                    .arg(d.mean)
                                    .arg(d.farFraction * 100)));
        }
        // Where the image does not reach there is no piece at all (nothing to copy).
        const QRect beyond(QPoint(image00.right() + 2 * kChunk, 0), QSize(kChunk, kChunk));
        if (degrees == 0)
            QVERIFY(tiles.take(rp, beyond).isNull());
    }

    void piecesAreMadeAheadAroundTheView()
    {
        MapDocument doc(testMap(60, 45));
        MapView view;
        view.resize(800, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setDocument(&doc, MapStyle::build(doc.map(), vocabularyForMap(doc.map(), nullptr),
                                               QStringLiteral("en")));
        BackgroundLayer layer(&view);
        layer.setDocument(&doc);
        view.setBackgroundLayer(&layer);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("scan.png"));
        QVERIFY(softScan().save(file));
        MapBackground b;
        b.path = file;
        b.imageToMap = fitBackgroundToMap(QSize(900, 700), doc.map().shape());
        doc.undoStack()->push(new ChangeBackgroundCommand(&doc, b, [] { return QString(); }));
        view.setZoom(1.0);
        view.centreOnBase(QPointF(1000, 700));
        QImage frame(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        view.viewport()->render(&frame);
        layer.tiles().waitForPrefetch();
        // The chunk just right of those shown is not rendered, but its piece is ready.
        const QRectF shown = view.visibleSceneRect();
        const int cx = int(std::floor(shown.right() / kChunk)) + 1;
        const int cy = int(std::floor(shown.top() / kChunk));
        const QRect next(cx * kChunk, cy * kChunk, kChunk, kChunk);
        const ChunkCache::Key nextKey{ChunkCache::zoomKey(1.0), cx, cy};
        QVERIFY(!view.chunkCache().contains(nextKey));
        QVERIFY(layer.tiles().isReady(view.params(), next));
        // Another placement drops it: it shows the image where it was.
        b.imageToMap = b.imageToMap.translated(0.5, 0);
        doc.undoStack()->push(new ChangeBackgroundCommand(&doc, b, [] { return QString(); }));
        QVERIFY(!layer.tiles().isReady(view.params(), next));
        // The next frame asks for it again; rendering the chunk then hands the piece over (the
        // chunk keeps it now), so it is no longer kept.
        view.viewport()->render(&frame);
        layer.tiles().waitForPrefetch();
        QVERIFY(layer.tiles().isReady(view.params(), next));
        view.horizontalScrollBar()->setValue(view.horizontalScrollBar()->value() + kChunk);
        for (int i = 0; i < 50 && !view.chunkCache().contains(nextKey); ++i)
            view.viewport()->render(&frame);
        QVERIFY(view.chunkCache().contains(nextKey));
        QVERIFY(!layer.tiles().isReady(view.params(), next));
        view.setBackgroundLayer(nullptr);
    }

    void standInLiesWhereThePieceLies_data() { pieceMatchesDirectDrawing_data(); }
    void standInLiesWhereThePieceLies()
    {
        QFETCH(double, zoom);
        QFETCH(double, degrees);
        const QImage image = softScan();
        const HexMap map = testMap(60, 45);
        const RenderParams rp(map.shape(), zoom);
        const AffineMap placement = placementFor(image, map.shape(), degrees);
        const QRect image00
            = backgroundToScene(placement, rp).mapRect(QRectF(image.rect())).toRect();
        const QPoint middle = image00.center();
        const QList<QRect> rects{QRect(0, 0, kChunk, kChunk),
                                 QRect(QPoint(middle.x() / kChunk, middle.y() / kChunk) * kChunk,
                                       QSize(kChunk, kChunk))};
        // Before any piece (only the image itself made), then with the levels a piece made.
        for (const bool afterAPiece : {false, true}) {
            BackgroundTiles tiles;
            tiles.reset(image, placement);
            if (afterAPiece)
                tiles.take(rp, rects.back());
            for (const QRect &rect : rects) {
                bool drawn = false;
                const QImage quick = standIn(tiles, rp, rect, &drawn);
                QVERIFY(drawn);
                const QImage exact = direct(image, placement, rp, rect);
                // No hole where the image lies, and the same picture give or take smoothing.
                QCOMPARE(holes(exact, quick), 0);
                const Difference d = compare(quick, exact);
                QVERIFY2(d.mean < 4.0,
                         qPrintable(QStringLiteral("chunk %1, %2 (after a piece: %3): mean "
                                                   "difference %4")
                                        .arg(rect.x())
                                        .arg(rect.y())
                                        .arg(afterAPiece)
                                        .arg(d.mean)));
            }
            // Beyond the image nothing is drawn and nothing waits for a piece.
            const QRect beyond(QPoint(image00.right() + 2 * kChunk, 0), QSize(kChunk, kChunk));
            bool drawn = true;
            standIn(tiles, rp, beyond, &drawn);
            if (degrees == 0)
                QVERIFY(!drawn);
        }
    }

    void firstFrameAtANewZoomStandsInUntilThePieceIsMade()
    {
        ViewWithScan v;
        QVERIFY(v.open());
        // A zoom never shown: the first frame renders chunks within its budget, their
        // background from a stand-in, and asks the worker for the pieces.
        v.view.setZoom(1.3);
        v.view.viewport()->render(&v.frame);
        QVERIFY(!v.view.lastFrameComplete());
        const QRectF shown = v.view.visibleSceneRect();
        const qint64 zoomKey = ChunkCache::zoomKey(1.3);
        const QImage image = softScan();
        const AffineMap placement = v.doc.map().background().imageToMap;
        QList<QPoint> standIns;
        for (int cy = int(shown.top()) / kChunk; cy <= int(shown.bottom()) / kChunk; ++cy) {
            for (int cx = int(shown.left()) / kChunk; cx <= int(shown.right()) / kChunk; ++cx) {
                const QRect rect(cx * kChunk, cy * kChunk, kChunk, kChunk);
                const QImage *chunk = v.view.chunkCache().find({zoomKey, cx, cy});
                if (!chunk)
                    continue; // shown from the overview until a later frame renders it
                QVERIFY(v.layer.hasStandIn(rect));
                standIns.append({cx, cy});
                // The background is there already: close to the image drawn directly.
                const Difference d = compare(chunk->convertToFormat(QImage::Format_ARGB32),
                                             direct(image, placement, v.view.params(), rect)
                                                 .convertToFormat(QImage::Format_ARGB32));
                QVERIFY2(d.mean < 4.0, qPrintable(QStringLiteral("chunk %1, %2: mean difference %3")
                                                      .arg(cx)
                                                      .arg(cy)
                                                      .arg(d.mean)));
            }
        }
        QVERIFY(!standIns.isEmpty());
        // Once the worker made the pieces the next frames render those chunks again with them.
        QVERIFY(v.paintUntilWhole());
        for (const QPoint c : std::as_const(standIns)) {
            const QRect rect(c * kChunk, QSize(kChunk, kChunk));
            QVERIFY(!v.layer.hasStandIn(rect));
            const QImage *chunk = v.view.chunkCache().find({zoomKey, c.x(), c.y()});
            QVERIFY(chunk);
            // Exactly the piece (the image covers the chunk wholly, opaque).
            BackgroundTiles fresh;
            fresh.reset(image, placement);
            const QImage piece = fresh.take(v.view.params(), rect);
            const QImage got = chunk->convertToFormat(QImage::Format_ARGB32);
            const QImage want = piece.convertToFormat(QImage::Format_ARGB32);
            const Difference d = compare(got, want);
            QVERIFY2(d.mean < 0.01, qPrintable(QStringLiteral("chunk %1, %2: mean difference %3")
                                                   .arg(c.x())
                                                   .arg(c.y())
                                                   .arg(d.mean)));
        }
        QVERIFY(!v.layer.waitingForPieces());
    }

    void laterFramesRenderExactPieces()
    {
        ViewWithScan v;
        QVERIFY(v.open());
        v.view.setZoom(1.3);
        v.view.viewport()->render(&v.frame); // the first frame at the zoom
        // The frames after it (the same zoom) make the pieces they need, no stand-ins.
        v.view.horizontalScrollBar()->setValue(v.view.horizontalScrollBar()->value() + kChunk);
        const QRectF shown = v.view.visibleSceneRect();
        const int cx = int(shown.right()) / kChunk, cy = int(shown.top()) / kChunk;
        const ChunkCache::Key key{ChunkCache::zoomKey(1.3), cx, cy};
        for (int i = 0; i < 50 && !v.view.chunkCache().contains(key); ++i)
            v.view.viewport()->render(&v.frame);
        QVERIFY(v.view.chunkCache().contains(key));
        QVERIFY(!v.layer.hasStandIn(QRect(cx * kChunk, cy * kChunk, kChunk, kChunk)));
    }
};

QTEST_MAIN(TestBackgroundTiles)
#include "tst_backgroundtiles.moc"
