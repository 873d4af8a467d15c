#pragma once

#include "map/mapbackground.h"
#include "view/renderparams.h"

#include <QHash>
#include <QImage>
#include <QMutex>
#include <QRect>
#include <QSet>
#include <QThreadPool>
#include <QWaitCondition>
#include <functional>
#include <list>
#include <memory>
#include <optional>
#include <vector>

class QPainter;

namespace hexstride {

/// The background image already scaled for the view's zoom, in pieces the size of the view's
/// chunks, so that rendering a chunk only copies its piece over the map (no scaling then).
/// A piece is made from the halved copy of the image (a power-of-two level, made once, when
/// first needed) that is closest to the zoom without being coarser, reading only the part of
/// it under the piece; pieces the view will soon need (the ring around what it shows) are made
/// in a worker thread while the view paints. A new image or placement drops them all. The
/// pieces hold the image without its opacity, which the chunk applies as it copies. Right after
/// a zoom, when a piece is not made yet, paintStandIn() draws the part from the nearest level
/// already made without smoothing (a fraction of a piece's cost) until the piece is ready.
class BackgroundTiles
{
public:
    /// Pieces kept at most (each the size of a chunk: 1 MB at 512 px).
    static constexpr int kCapacity = 48;

    BackgroundTiles();
    ~BackgroundTiles();
    BackgroundTiles(const BackgroundTiles &) = delete;
    BackgroundTiles &operator=(const BackgroundTiles &) = delete;

    /// A new image (premultiplied ARGB is fastest) or placement: drops every piece and level.
    void reset(const QImage &source, const AffineMap &imageToMap);

    /// The image under the scene rectangle `rect` at these render parameters (transparent
    /// where the image does not reach; null when it reaches nowhere in it), from the pieces
    /// made ahead, else made now (waiting for the worker when it is making this very piece). A
    /// piece handed out is dropped: its chunk keeps it now.
    QImage take(const RenderParams &rp, const QRect &rect);
    /// Draws the image under `rect` (painter in scene coordinates) from the level already made
    /// that is nearest to the zoom, scaled by the painter without smoothing: a quick stand-in
    /// for the piece, in the same place, made no level and no piece. False when the image
    /// does not reach the rectangle (nothing drawn, nothing to stand in for).
    bool paintStandIn(QPainter &p, const RenderParams &rp, const QRect &rect) const;
    /// Asks the worker thread for the pieces of these rectangles not made yet; pieces asked
    /// for at another zoom before are no longer made.
    void prefetch(const RenderParams &rp, const QList<QRect> &rects);
    /// True when the piece of `rect` at this zoom is ready (for tests and the benchmark).
    bool isReady(const RenderParams &rp, const QRect &rect) const;
    /// Waits until the worker has made every piece it was asked for (tests, benchmark).
    void waitForPrefetch();
    /// Called in the worker thread after each piece it made (so the view can swap stand-ins).
    void setPieceMadeCallback(std::function<void()> callback);

    /// The piece made directly from an image: what take() gives, for tests too. `levels` are
    /// the image and its halved copies (levels[0] is the image itself).
    static QImage makePiece(const std::vector<QImage> &levels, const QTransform &imageToScene,
                            const QRect &rect);
    /// Which level of halved copies suits an image drawn with this transform: the coarsest
    /// whose pixels are still no larger than a scene pixel (0: the image itself).
    static int levelFor(const QTransform &imageToScene);

private:
    struct Key
    {
        qint64 zoomKey = 0;
        int x = 0, y = 0, w = 0, h = 0;
        friend bool operator==(const Key &, const Key &) = default;
        friend size_t qHash(const Key &k, size_t seed = 0)
        {
            return qHashMulti(seed, k.zoomKey, k.x, k.y, k.w, k.h);
        }
    };
    static Key keyOf(const RenderParams &rp, const QRect &rect);
    /// The levels up to `level` for the present generation; missing ones are made outside
    /// the lock, so that the view is not held up while the worker halves a large image.
    std::vector<QImage> levelsUpTo(int level);
    QImage make(const RenderParams &rp, const QRect &rect);
    void store(const Key &key, QImage piece, int generation);

    mutable QMutex m_mutex; // guards everything below; the worker shares it
    std::vector<QImage> m_levels;
    AffineMap m_imageToMap;
    int m_generation = 0;
    qint64 m_wantedZoom = -1;
    QHash<Key, QImage> m_pieces;
    std::list<Key> m_order;      // front: the most recently made
    QSet<Key> m_pending;         // asked of the worker, not made yet
    std::optional<Key> m_making; // the piece the worker is making now
    QWaitCondition m_made;       // m_making done
    std::function<void()> m_pieceMade;
    QThreadPool m_worker;
};

} // namespace hexstride
