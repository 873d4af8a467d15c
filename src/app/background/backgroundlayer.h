#pragma once

#include "map/mapbackground.h"

#include <QImage>
#include <QObject>
#include <QPointer>
#include <QRectF>
#include <QTimer>

class QPainter;

namespace hexstride {

class MapDocument;
class MapView;

/// The document's background image as the map view shows it. The image file is read once. Where
/// the view paints from its cache of rendered chunks, the image is drawn into each chunk as it
/// is rendered (scaled once for that zoom and cached with it), so panning and zooming cost no
/// more than without it; a change of the background clears the chunks. Zoomed out to the
/// overview, it comes from a copy already turned and scaled for one zoom, of which a frame only
/// copies the visible part; after a zoom the old copy is stretched for a moment and made again
/// once the zoom rests.
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
    /// The image as read from its file (null when none, or unreadable: see problem()).
    const QImage &image() const { return m_source; }
    /// Why the image is not shown although the map names one (translated), else empty.
    const QString &problem() const { return m_problem; }
    /// The absolute file the map's background names (empty without a background).
    QString imageFile() const;

    /// Draws the background into a map chunk being rendered (painter in scene coordinates).
    void paintIntoChunk(QPainter &p) const;
    /// Paints the background through the map where no chunks are used (the overview level);
    /// the painter is in scene coordinates.
    void paint(QPainter &p, const QRectF &visibleScene);
    /// True when the scaled copy suits the view's present zoom (for tests and the benchmark).
    bool cacheFitsZoom() const;
    /// Makes the scaled copy for the present zoom now.
    void rescaleNow();

signals:
    /// The image file was read again (or could not be): image() and problem() changed.
    void imageChanged();

private:
    void onBackgroundChanged();
    /// True when m_scaled shows this placement (a mere shift moves it along).
    bool scaledFor(const MapBackground &b);

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
};

} // namespace hexstride
