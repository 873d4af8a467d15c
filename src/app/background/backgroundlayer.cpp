#include "backgroundlayer.h"

#include "io/mappaths.h"
#include "mapdocument.h"
#include "view/backgroundpainting.h"
#include "view/chunkcache.h"
#include "view/mapview.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace hexstride {

BackgroundLayer::BackgroundLayer(MapView *view)
    : QObject(view)
    , m_view(view)
{
    m_rescale.setSingleShot(true);
    m_rescale.setInterval(kRescaleDelayMs);
    connect(&m_rescale, &QTimer::timeout, this, [this] {
        rescaleNow();
        m_view->viewport()->update();
    });
    // From the worker thread: the view swaps in the pieces of its stand-ins in its own thread.
    m_tiles.setPieceMadeCallback([this] {
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (m_waitingForPieces)
                    m_view->viewport()->update();
            },
            Qt::QueuedConnection);
    });
}

void BackgroundLayer::setDocument(MapDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &MapDocument::backgroundChanged, this,
                &BackgroundLayer::onBackgroundChanged);
        connect(document, &MapDocument::fileNameChanged, this,
                &BackgroundLayer::onBackgroundChanged);
    }
    onBackgroundChanged();
}

QString BackgroundLayer::imageFile() const
{
    if (!m_document || m_document->map().background().isEmpty())
        return {};
    return resolveMapReference(m_document->map().background().path, m_document->fileName());
}

double BackgroundLayer::wantedDrawScale() const
{
    if (!m_document)
        return 1.0;
    // The most scene pixels an image pixel covers at the view's highest zoom: more detail than
    // that is never seen.
    const RenderParams deepest(m_document->map().shape(), MapView::kMaxZoom);
    return backgroundDrawScale(m_document->map().background().imageToMap, deepest);
}

bool BackgroundLayer::decodedForZoom(double wanted) const
{
    const double decoded = m_source.isNull() ? 1.0 : m_source.devicePixelRatio();
    const double target = pictureDecodeScale(m_source.deviceIndependentSize().toSize(),
                                             PictureReading{wanted, {}, kMaxShownPicturePixels});
    // Too coarse for the highest zoom, or more than twice as fine as it needs: read again (an
    // alignment that scales the image a little, an opacity or a nudge keep what was read).
    return target <= decoded * 1.01 && target >= decoded / 2;
}

AffineMap BackgroundLayer::sourcePlacement(const AffineMap &imageToMap) const
{
    // The image was decoded smaller than the file (readMapPicture keeps the ratio as its device
    // pixel ratio): one decoded pixel covers 1 / ratio pixels of the file's image.
    const double k = m_source.isNull() ? 1.0 : 1.0 / m_source.devicePixelRatio();
    AffineMap a = imageToMap;
    a.m11 *= k;
    a.m12 *= k;
    a.m21 *= k;
    a.m22 *= k;
    return a;
}

void BackgroundLayer::onBackgroundChanged()
{
    const QString file = imageFile();
    const double wanted = wantedDrawScale();
    if (file != m_loadedFile || (!m_source.isNull() && !decodedForZoom(wanted))) {
        m_loadedFile = file;
        m_problem.clear();
        // At most the pixels the highest zoom shows, and at most kMaxShownPicturePixels.
        m_source = file.isEmpty()
                       ? QImage()
                       : loadBackgroundImage(file, m_problem, wanted, kMaxShownPicturePixels);
        // Qt's smooth scaling reads this format about twice as fast as a JPEG's RGB32, and
        // every chunk rendered draws from it.
        if (!m_source.isNull())
            m_source.convertTo(QImage::Format_ARGB32_Premultiplied);
        m_scaled = QImage();
        emit imageChanged();
    }
    if (m_document && !scaledFor(m_document->map().background()))
        m_scaled = QImage();
    const MapBackground now = m_document ? m_document->map().background() : MapBackground{};
    if (!(now == m_shown)) {
        m_shown = now;
        m_view->chunkCache().clear(); // the chunks hold the image as it was
        m_standIns.clear();
    }
    syncTiles();
    m_view->viewport()->update();
}

bool BackgroundLayer::scaledFor(const MapBackground &b)
{
    if (m_scaled.isNull())
        return false;
    const AffineMap &a = b.imageToMap, &s = m_scaledTransform;
    if (a == s)
        return true;
    // A nudge moves the image without turning or scaling it: the copy moves with it.
    if (a.m11 != s.m11 || a.m12 != s.m12 || a.m21 != s.m21 || a.m22 != s.m22)
        return false;
    const double unit = RenderParams::kBaseHexSize * m_scaledZoom;
    m_scaledRect.translate((a.dx - s.dx) * unit, (a.dy - s.dy) * unit);
    m_scaledTransform = a;
    return true;
}

bool BackgroundLayer::cacheFitsZoom() const
{
    return !m_scaled.isNull() && m_scaledZoom == m_view->zoom();
}

void BackgroundLayer::rescaleNow()
{
    m_rescale.stop();
    m_waitingZoom = -1;
    if (!m_document || m_source.isNull())
        return;
    const MapBackground &b = m_document->map().background();
    const QTransform toScene = backgroundToScene(sourcePlacement(b.imageToMap), m_view->params());
    const QRectF bounds = toScene.mapRect(QRectF(m_source.rect()));
    // Whole scene pixels, so that at this zoom the copy is drawn by plain copying.
    const QRectF rect(std::floor(bounds.left()), std::floor(bounds.top()),
                      std::ceil(bounds.width()) + 1, std::ceil(bounds.height()) + 1);
    const double area = rect.width() * rect.height();
    const double k = area > double(kMaxCachePixels) ? std::sqrt(kMaxCachePixels / area) : 1.0;
    const QSize size(std::max(1, int(std::ceil(rect.width() * k))),
                     std::max(1, int(std::ceil(rect.height() * k))));
    // Turned or see-through images need an alpha channel; an upright opaque scan is copied
    // faster without one.
    const bool upright = toScene.type() <= QTransform::TxScale;
    m_scaled = QImage(size, upright && !m_source.hasAlphaChannel()
                                ? QImage::Format_RGB32
                                : QImage::Format_ARGB32_Premultiplied);
    m_scaled.fill(Qt::transparent);
    QPainter p(&m_scaled);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.setTransform(toScene * QTransform::fromTranslate(-rect.left(), -rect.top())
                   * QTransform::fromScale(k, k));
    p.drawImage(QRectF(m_source.rect()), m_source); // in decoded pixels, as toScene takes them
    p.end();
    m_scaledTransform = b.imageToMap;
    m_scaledZoom = m_view->zoom();
    m_scaledRect = rect;
}

void BackgroundLayer::syncTiles()
{
    const AffineMap placement
        = m_document ? sourcePlacement(m_document->map().background().imageToMap) : AffineMap{};
    if (m_tilesSource.cacheKey() == m_source.cacheKey() && placement == m_tilesPlacement)
        return;
    m_tilesSource = m_source;
    m_tilesPlacement = placement;
    m_tiles.reset(m_source, placement);
}

BackgroundLayer::ChunkAt BackgroundLayer::chunkAt(const QRect &chunkRect) const
{
    return {ChunkCache::zoomKey(m_view->zoom()), chunkRect.topLeft()};
}

bool BackgroundLayer::hasStandIn(const QRect &chunkRect) const
{
    return !m_standIns.isEmpty() && m_standIns.contains(chunkAt(chunkRect));
}

bool BackgroundLayer::standInReplaceable(const QRect &chunkRect) const
{
    // Not in the first frame at a zoom: it has the chunks not rendered at all to do first.
    return !firstFrameAtZoom() && hasStandIn(chunkRect)
           && m_tiles.isReady(m_view->params(), chunkRect);
}

bool BackgroundLayer::firstFrameAtZoom() const
{
    return m_view->zoom() != m_paintedZoom;
}

bool BackgroundLayer::paintIntoChunk(QPainter &p, const QRect &chunkRect)
{
    if (!m_document || m_source.isNull())
        return true;
    const MapBackground &b = m_document->map().background();
    if (!b.visible || b.opacity <= 0)
        return true;
    if (!m_usePieces) {
        paintBackgroundImage(p, m_view->params(), b, m_source);
        return true;
    }
    syncTiles();
    const RenderParams &rp = m_view->params();
    const ChunkAt chunk = chunkAt(chunkRect);
    p.save();
    p.setOpacity(p.opacity() * b.opacity);
    bool exact = true;
    if (m_useStandIns && firstFrameAtZoom() && !m_tiles.isReady(rp, chunkRect)) {
        // The first frame at a new zoom: making the piece here would cost more than rendering
        // the map under it. The worker makes it (asked by paint()) and the chunk is redrawn.
        exact = !m_tiles.paintStandIn(p, rp, chunkRect);
    } else {
        // The painter only moves the piece: a plain copy with the background's opacity.
        const QImage piece = m_tiles.take(rp, chunkRect);
        if (!piece.isNull())
            p.drawImage(chunkRect.topLeft(), piece);
    }
    p.restore();
    if (exact) {
        m_standIns.remove(chunk);
    } else {
        if (m_standIns.size() > 4 * m_view->chunkCache().capacity())
            forgetStandInsNotCached();
        m_standIns.insert(chunk);
    }
    return exact;
}

void BackgroundLayer::forgetStandInsNotCached()
{
    constexpr int n = ChunkCache::kChunkSize;
    m_standIns.removeIf([this](const ChunkAt &c) {
        return !m_view->chunkCache().contains({c.zoomKey, c.at.x() / n, c.at.y() / n});
    });
}

void BackgroundLayer::prefetchAround(const QRectF &visibleScene)
{
    // The chunks shown but not rendered yet (or shown with a stand-in) come first (the next
    // frames render them), then a ring of one chunk around the view, where panning goes next.
    constexpr int n = ChunkCache::kChunkSize;
    const RenderParams &rp = m_view->params();
    const QRectF scene(QPointF(0, 0), rp.sceneSize);
    const int cx0 = int(std::floor(visibleScene.left() / n)),
              cx1 = int(std::floor(visibleScene.right() / n));
    const int cy0 = int(std::floor(visibleScene.top() / n)),
              cy1 = int(std::floor(visibleScene.bottom() / n));
    const qint64 zoomKey = ChunkCache::zoomKey(rp.zoom);
    QList<QRect> shown, ring;
    bool waiting = false, ready = false;
    for (int cy = cy0 - 1; cy <= cy1 + 1; ++cy) {
        for (int cx = cx0 - 1; cx <= cx1 + 1; ++cx) {
            const QRect rect(cx * n, cy * n, n, n);
            if (!scene.intersects(rect))
                continue;
            const bool inView = cx >= cx0 && cx <= cx1 && cy >= cy0 && cy <= cy1;
            if (m_view->chunkCache().contains({zoomKey, cx, cy})) {
                if (!hasStandIn(rect))
                    continue;
                if (inView)
                    (m_tiles.isReady(rp, rect) ? ready : waiting) = true;
            }
            (inView ? shown : ring).append(rect);
        }
    }
    m_waitingForPieces = waiting;
    if (!shown.isEmpty() || !ring.isEmpty())
        m_tiles.prefetch(rp, shown + ring);
    // Stand-ins whose pieces are made already: the next frame draws their chunks again.
    if (ready)
        QMetaObject::invokeMethod(
            m_view->viewport(), [w = m_view->viewport()] { w->update(); }, Qt::QueuedConnection);
}

void BackgroundLayer::paint(QPainter &p, const QRectF &visibleScene)
{
    m_paintedZoom = m_view->zoom(); // the chunks of this frame are drawn
    m_waitingForPieces = false;
    if (!m_document || m_source.isNull())
        return;
    const MapBackground &b = m_document->map().background();
    if (!b.visible || b.opacity <= 0)
        return;
    if (!m_view->params().useOverview()) {
        if (m_usePieces) {
            syncTiles();
            prefetchAround(visibleScene);
        }
        return;
    }
    if (!scaledFor(b))
        rescaleNow(); // a new image or placement: made now, once
    else if (!cacheFitsZoom() && m_view->zoom() != m_waitingZoom) {
        m_waitingZoom = m_view->zoom(); // restarted by every zoom step: made once it rests
        m_rescale.start();
    }
    const double f = m_view->zoom() / m_scaledZoom;
    const QRectF target(m_scaledRect.topLeft() * f, m_scaledRect.size() * f);
    const QRectF shown = target.intersected(visibleScene);
    if (shown.isEmpty())
        return;
    const double kx = m_scaled.width() / target.width(), ky = m_scaled.height() / target.height();
    const QRectF source((shown.left() - target.left()) * kx, (shown.top() - target.top()) * ky,
                        shown.width() * kx, shown.height() * ky);
    p.save();
    p.setOpacity(b.opacity);
    p.drawImage(shown, m_scaled, source);
    p.restore();
}

} // namespace hexstride
