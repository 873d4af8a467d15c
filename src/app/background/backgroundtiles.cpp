#include "backgroundtiles.h"

#include "view/backgroundpainting.h"
#include "view/chunkcache.h"

#include <QMutexLocker>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace hexstride {

namespace {
// Halving stops here: a 4000-px scan needs about 8 levels to shrink to a handful of pixels.
constexpr int kMaxLevel = 12;
// Level pixels read around the part under a piece, so that smoothing at the piece's border
// sees the same neighbours as a drawing of the whole image would.
constexpr int kMargin = 3;

/// Level pixels → image pixels.
QTransform levelToImage(const QImage &image, const QImage &level)
{
    return QTransform::fromScale(double(image.width()) / level.width(),
                                 double(image.height()) / level.height());
}
} // namespace

BackgroundTiles::BackgroundTiles()
{
    m_worker.setMaxThreadCount(1);
}

BackgroundTiles::~BackgroundTiles()
{
    {
        QMutexLocker lock(&m_mutex);
        ++m_generation; // what the worker makes now is dropped
        m_pieceMade = nullptr;
    }
    m_worker.clear();
    m_worker.waitForDone();
}

void BackgroundTiles::reset(const QImage &source, const AffineMap &imageToMap)
{
    m_worker.clear(); // pieces not started are not made at all
    QMutexLocker lock(&m_mutex);
    ++m_generation;
    m_levels.assign(1, source);
    m_imageToMap = imageToMap;
    m_pieces.clear();
    m_order.clear();
    m_pending.clear();
}

int BackgroundTiles::levelFor(const QTransform &t)
{
    // The shorter of the image's two axes on screen: a level must be fine enough for both.
    const double scale = std::min(std::hypot(t.m11(), t.m12()), std::hypot(t.m21(), t.m22()));
    int level = 0;
    while (level < kMaxLevel && scale * double(2 << level) <= 1.0)
        ++level;
    return level;
}

std::vector<QImage> BackgroundTiles::levelsUpTo(int level)
{
    // Each level halves the one before with Qt's area-averaging smooth scaling, so every level
    // is an honest average of the image and the next one costs a quarter. Halving a large image
    // takes tens of milliseconds: done outside the lock, which the view's thread also takes.
    for (;;) {
        QImage last;
        int generation = 0;
        {
            QMutexLocker lock(&m_mutex);
            if (int(m_levels.size()) > level || m_levels.empty())
                return m_levels;
            last = m_levels.back();
            generation = m_generation;
        }
        if (last.isNull() || (last.width() == 1 && last.height() == 1))
            break;
        QImage next
            = last.scaled(std::max(1, (last.width() + 1) / 2), std::max(1, (last.height() + 1) / 2),
                          Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        QMutexLocker lock(&m_mutex);
        if (generation != m_generation)
            return {}; // a new image meanwhile: what was asked for is no longer wanted
        // The other thread may have made the same level meanwhile: the first one stays.
        if (m_levels.back().cacheKey() == last.cacheKey())
            m_levels.push_back(std::move(next));
    }
    QMutexLocker lock(&m_mutex);
    return m_levels;
}

QImage BackgroundTiles::makePiece(const std::vector<QImage> &levels, const QTransform &imageToScene,
                                  const QRect &rect)
{
    if (levels.empty() || levels.front().isNull() || rect.isEmpty())
        return {};
    const int level = std::min(levelFor(imageToScene), int(levels.size()) - 1);
    const QImage &image = levels[std::size_t(level)];
    const QTransform toPiece = levelToImage(levels.front(), image) * imageToScene
                               * QTransform::fromTranslate(-rect.x(), -rect.y());
    bool invertible = false;
    const QTransform fromPiece = toPiece.inverted(&invertible);
    if (!invertible)
        return {};
    // Only the part of the level under the piece is read.
    const QRect part = fromPiece.mapRect(QRectF(QPointF(0, 0), QSizeF(rect.size())))
                           .toAlignedRect()
                           .adjusted(-kMargin, -kMargin, kMargin, kMargin)
                       & image.rect();
    if (part.isEmpty())
        return {};
    QImage piece(rect.size(), QImage::Format_ARGB32_Premultiplied);
    piece.fill(Qt::transparent);
    QPainter p(&piece);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.setTransform(toPiece);
    p.drawImage(QRectF(part), image, QRectF(part));
    return piece;
}

BackgroundTiles::Key BackgroundTiles::keyOf(const RenderParams &rp, const QRect &rect)
{
    return {ChunkCache::zoomKey(rp.zoom), rect.x(), rect.y(), rect.width(), rect.height()};
}

QImage BackgroundTiles::make(const RenderParams &rp, const QRect &rect)
{
    QTransform toScene;
    {
        QMutexLocker lock(&m_mutex);
        if (m_levels.empty())
            return {};
        toScene = backgroundToScene(m_imageToMap, rp);
    }
    // Outside the lock: the other thread goes on.
    return makePiece(levelsUpTo(levelFor(toScene)), toScene, rect);
}

QImage BackgroundTiles::take(const RenderParams &rp, const QRect &rect)
{
    const Key key = keyOf(rp, rect);
    {
        QMutexLocker lock(&m_mutex);
        // The worker is making this very piece: it is done sooner than a new one.
        while (m_making && *m_making == key)
            m_made.wait(&m_mutex);
        const auto it = m_pieces.constFind(key);
        if (it != m_pieces.cend()) {
            QImage piece = *it;
            m_pieces.erase(it);
            m_order.remove(key);
            return piece;
        }
        m_pending.remove(key); // made here: the worker skips it
    }
    return make(rp, rect);
}

bool BackgroundTiles::paintStandIn(QPainter &p, const RenderParams &rp, const QRect &rect) const
{
    std::vector<QImage> levels;
    QTransform toScene;
    {
        QMutexLocker lock(&m_mutex);
        if (m_levels.empty() || m_levels.front().isNull())
            return false;
        levels = m_levels;
        toScene = backgroundToScene(m_imageToMap, rp);
    }
    const int level = std::min(levelFor(toScene), int(levels.size()) - 1);
    const QImage &image = levels[std::size_t(level)];
    const QTransform toSceneFromLevel = levelToImage(levels.front(), image) * toScene;
    bool invertible = false;
    const QTransform fromScene = toSceneFromLevel.inverted(&invertible);
    if (!invertible)
        return false;
    // Only the part of the level under the rectangle is read.
    const QRect part
        = fromScene.mapRect(QRectF(rect)).toAlignedRect().adjusted(-1, -1, 1, 1) & image.rect();
    if (part.isEmpty())
        return false;
    p.save();
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    p.setTransform(toSceneFromLevel, true);
    p.drawImage(QRectF(part), image, QRectF(part));
    p.restore();
    return true;
}

void BackgroundTiles::prefetch(const RenderParams &rp, const QList<QRect> &rects)
{
    QMutexLocker lock(&m_mutex);
    if (m_levels.empty() || m_levels.front().isNull())
        return;
    const int generation = m_generation;
    m_wantedZoom = ChunkCache::zoomKey(rp.zoom);
    for (const QRect &rect : rects) {
        const Key key = keyOf(rp, rect);
        if (m_pieces.contains(key) || m_pending.contains(key))
            continue;
        m_pending.insert(key);
        m_worker.start([this, rp, rect, key, generation] {
            {
                QMutexLocker wanted(&m_mutex);
                if (!m_pending.contains(key))
                    return; // the view made it itself
                if (generation != m_generation || key.zoomKey != m_wantedZoom) {
                    m_pending.remove(key); // the view moved on to another zoom
                    return;
                }
                m_making = key;
            }
            store(key, make(rp, rect), generation);
            std::function<void()> told;
            {
                QMutexLocker lock(&m_mutex);
                told = m_pieceMade;
            }
            if (told)
                told();
        });
    }
}

void BackgroundTiles::store(const Key &key, QImage piece, int generation)
{
    QMutexLocker lock(&m_mutex);
    m_pending.remove(key);
    m_making.reset();
    m_made.wakeAll();
    if (generation != m_generation)
        return;
    m_pieces.insert(key, std::move(piece)); // a null piece too: nothing of the image there
    m_order.push_front(key);
    while (int(m_order.size()) > kCapacity) {
        m_pieces.remove(m_order.back());
        m_order.pop_back();
    }
}

bool BackgroundTiles::isReady(const RenderParams &rp, const QRect &rect) const
{
    QMutexLocker lock(&m_mutex);
    return m_pieces.contains(keyOf(rp, rect));
}

void BackgroundTiles::waitForPrefetch()
{
    m_worker.waitForDone();
}

void BackgroundTiles::setPieceMadeCallback(std::function<void()> callback)
{
    QMutexLocker lock(&m_mutex);
    m_pieceMade = std::move(callback);
}

} // namespace hexstride
