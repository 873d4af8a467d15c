#pragma once

#include "map/hexmap.h"
#include "view/mapstyle.h"

#include <QImage>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QTransform>

class QPainter;

namespace hexstride {

/// What to put on an exported or printed page.
struct ExportOptions
{
    bool visibleAreaOnly = false;
    QRectF visibleBaseRect; ///< the view's visible area at 100 %, used when visibleAreaOnly
    int widthPx = 2000;     ///< PNG width
    bool legend = true;
    bool title = true;
    /// The title drawn when `title` is set; empty: the map's own (or "Untitled map").
    QString titleText;
    /// Every hex's number on the map (what players write orders with).
    bool hexNumbers = false;
    /// Black hex outlines, thicker on paper (RenderParams::darkOutlines).
    bool darkOutlines = false;
    /// A fixed scale: the distance across a hex's flats in millimetres (25.4 = one inch per hex,
    /// the tabletop convention), tiled over as many pages as needed (PDF, printers). 0 fits the
    /// map on one page.
    double hexSizeMm = 0;
    double overlapMm = 10; ///< how much neighbouring pages share
    /// The map's background image (its file read by the caller, who knows where the map is):
    /// drawn as the map's `background` places it when not null and visible.
    QImage backgroundImage;
    /// Where the export adds how many labels it left out (MapRenderer::labelsLeftOut: labels
    /// piled on one another past what one picture draws); nothing when null.
    int *labelsLeftOut = nullptr;
};

/// The largest PNG an export makes: QPainter's raster limit per side, and a pixel count that
/// keeps the image under about 400 MB (4 bytes a pixel) and its drawing and compressing within
/// about 15 s (176 million pixels took 24 to 35 s: probe 12, P13). The user guide's `render`
/// names both.
constexpr int kMaxPngSide = 30000;
constexpr qint64 kMaxPngPixels = qint64(100) * 1000 * 1000;

/// The size of the PNG that exportMap makes for these options.
QSize pngExportSize(const HexMap &map, const ExportOptions &options);
/// A translated message naming the limit when a PNG of these options is too large; empty when
/// it fits. Checked before any pixel is allocated.
QString pngSizeProblem(const HexMap &map, const ExportOptions &options);

/// Whether players write orders by hex number on this map (XXYY labels): hex numbers are then
/// on by default in exports and prints.
bool hexNumbersByDefault(const HexMap &map);

/// Draws the map with its title and legend onto a page of `size` (device units), fitted.
/// Returns where the map went: 100 % scene coordinates → page coordinates.
QTransform paintMapPage(QPainter &p, const QSizeF &size, const HexMap &map, const MapStyle &style,
                        const ExportOptions &options);

/// The largest render zoom at which exportMap draws the map into `path` (by its suffix), or a
/// little more: what a background image must be read for (backgroundDrawScale).
double exportZoomAtMost(const HexMap &map, const ExportOptions &options, const QString &path);

/// The picture exportMap writes into a PNG, drawn in memory (for a caller that scales it before
/// writing it). A null image and a translated message naming `path` when it is too large.
QImage exportPngImage(const HexMap &map, const MapStyle &style, const QString &path,
                      const ExportOptions &options, QString &error);

/// Writes PNG, SVG or PDF by the file's suffix. Returns an empty string or a translated error.
QString exportMap(const HexMap &map, const MapStyle &style, const QString &path,
                  const ExportOptions &options);

} // namespace hexstride
