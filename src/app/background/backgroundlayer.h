#pragma once

#include "backgroundtiles.h"
#include "map/mapbackground.h"

#include <QImage>
#include <QObject>
#include <QPointer>
#include <QRectF>
#include <QSet>
#include <QTimer>

class QPainter;

namespace hexstride {

class MapDocument;
class MapView;

/// The document's background image as the map view shows it. The image file is read once. Where
/// the view paints from its cache of rendered chunks, each chunk copies in its piece of the
/// image already scaled for the zoom (BackgroundTiles: made ahead in a worker thread for the
/// chunks around the view), so panning and zooming cost about what they cost without it; a
/// change of the background clears the chunks and the pieces. In the first frame at a new zoom a
/// chunk whose piece is not made yet gets a quick stand-in (BackgroundTiles::paintStandIn) and
/// is rendered again once the worker has made the piece. Zoomed out to the overview, it
/// comes from a copy already turned and scaled for one zoom, of which a frame only copies the
/// visible part; after a zoom the old copy is stretched for a moment and made again once the
/// zoom rests.
class BackgroundLayer : public QObject
{
    Q_OBJECT
public:
    /// The largest scaled copy kept (pixels); beyond it the copy is coarser and stretched.
    static constexpr qint64 kMaxCachePixels = qint64(4096) * 4096;
    /// How long the zoom must rest before the copy is made again.
    static constexpr int kRescaleDelayMs = 150;

    explicit BackgroundLayer(MapView *view);

    void setDocument(MapDocument *document);
    /// The image as read from its file (null when none, or unreadable: see problem()): decoded
    /// at no more pixels than the view's highest zoom shows and kMaxShownPicturePixels, its
    /// device-independent size the file's.
    const QImage &image() const { return m_source; }
    /// Why the image is not shown although the map names one (translated), else empty.
    const QString &problem() const { return m_problem; }
    /// The absolute file the map's background names (empty without a background).
    QString imageFile() const;

    /// Draws the background into the map chunk `chunkRect` being rendered (painter in scene
    /// coordinates). False when it drew a stand-in, to be replaced (see standInReplaceable()).
    bool paintIntoChunk(QPainter &p, const QRect &chunkRect);
    /// True when the chunk of `chunkRect` at the present zoom holds a stand-in.
    bool hasStandIn(const QRect &chunkRect) const;
    /// True when the chunk holds a stand-in whose piece is ready, past the first frame at the
    /// zoom: the view renders the chunk again (within its time budget).
    bool standInReplaceable(const QRect &chunkRect) const;
    /// Paints the background through the map where no chunks are used (the overview level);
    /// the painter is in scene coordinates. Where chunks are used, asks for the pieces of the
    /// chunks in and around the visible part that are not rendered yet.
    void paint(QPainter &p, const QRectF &visibleScene);
    /// True when chunks in view show stand-ins whose pieces the worker is still making (the
    /// view is repainted as each piece is made).
    bool waitingForPieces() const { return m_waitingForPieces; }
    /// The scaled pieces the chunks copy (for tests and the benchmark).
    BackgroundTiles &tiles() { return m_tiles; }
    /// False: each chunk draws the image itself, smoothly scaled from the whole image (the way
    /// before the pieces, which the benchmark compares with).
    void setUsePieces(bool use) { m_usePieces = use; }
    /// False: the first frame at a new zoom makes the pieces it lacks itself, no stand-ins (the
    /// way before them, which the benchmark compares with).
    void setUseStandIns(bool use) { m_useStandIns = use; }
    /// True when the scaled copy suits the view's present zoom (for tests and the benchmark).
    bool cacheFitsZoom() const;
    /// Makes the scaled copy for the present zoom now.
    void rescaleNow();

signals:
    /// The image file was read again (or could not be): image() and problem() changed.
    void imageChanged();

private:
    void onBackgroundChanged();
    /// Scene pixels per pixel of the file's image at the view's highest zoom.
    double wantedDrawScale() const;
    /// True when the image as decoded suits that scale (see onBackgroundChanged()).
    bool decodedForZoom(double wanted) const;
    /// The placement of the decoded image's pixels, from that of the file's (`imageToMap`).
    AffineMap sourcePlacement(const AffineMap &imageToMap) const;
    /// True when m_scaled shows this placement (a mere shift moves it along).
    bool scaledFor(const MapBackground &b);
    /// Makes the pieces follow a new image or placement.
    void syncTiles();
    void prefetchAround(const QRectF &visibleScene);
    /// A chunk of the view: its zoom key and top left corner in scene pixels.
    struct ChunkAt
    {
        qint64 zoomKey = 0;
        QPoint at;
        friend bool operator==(const ChunkAt &, const ChunkAt &) = default;
        friend size_t qHash(const ChunkAt &c, size_t seed = 0)
        {
            return qHashMulti(seed, c.zoomKey, c.at.x(), c.at.y());
        }
    };
    ChunkAt chunkAt(const QRect &chunkRect) const;
    /// True while the view renders the chunks of the first frame at a zoom (paint() not yet
    /// called at it).
    bool firstFrameAtZoom() const;
    /// Keeps the stand-ins bounded: those of chunks the view no longer holds are forgotten.
    void forgetStandInsNotCached();

    MapView *m_view;
    QPointer<MapDocument> m_document;
    QString m_loadedFile;
    MapBackground m_shown; // what the view's chunks were drawn with
    QImage m_source;
    QString m_problem;
    QImage m_scaled;
    AffineMap m_scaledTransform; // the placement m_scaled was made for
    double m_scaledZoom = -1;
    QRectF m_scaledRect; // where m_scaled goes, in scene pixels at m_scaledZoom
    QTimer m_rescale;
    double m_waitingZoom = -1; // the zoom m_rescale waits to make the copy for
    BackgroundTiles m_tiles;
    bool m_usePieces = true;
    bool m_useStandIns = true;
    QImage m_tilesSource;       // the image m_tiles holds
    AffineMap m_tilesPlacement; // the placement m_tiles holds
    double m_paintedZoom = -1;  // the zoom of the last frame: a frame at another is the first
    QSet<ChunkAt> m_standIns;   // chunks drawn with a stand-in, until drawn again
    bool m_waitingForPieces = false;
};

} // namespace hexstride
