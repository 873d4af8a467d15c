#pragma once

#include "hex/edgepicker.h"
#include "map/hexmap.h"

#include <QPointF>
#include <QPolygonF>
#include <QRectF>

namespace hexstride {

/// Derived render geometry for one map shape at one zoom: where hexes are in scene pixels
/// (the zoomed map with its bounding box starting at 0,0) and which details are drawn at this
/// size. Everything that paints uses it, so the view, export and tests agree.
struct RenderParams
{
    static constexpr double kBaseHexSize = 20.0; ///< centre to corner at 100 %

    RenderParams() = default;
    RenderParams(const MapShape &shape, double zoom);

    MapShape shape;
    double zoom = 1.0;
    PixelLayout layout; ///< in zoomed pixels, hex (0,0) at the layout origin
    QPointF origin;     ///< layout position of scene (0,0)
    QSizeF sceneSize;   ///< the whole map in scene pixels
    /// Hex numbers asked for (View ▸ Hex Numbers, exports for players): drawn at every size
    /// the grid is drawn at, not only when zoomed in.
    bool hexNumbers = false;
    /// The side whose counters lie on top of a stack (the player's own while planning a turn's
    /// orders); empty: the map's order.
    QString frontSide;
    /// The thinnest hex outline, in device pixels: none on screen; on paper a printed minimum
    /// (kThinnestPrintedLineMm), since a pixel of a 600 dpi printer is hardly seen.
    double thinnestLine = 0;
    /// Black hex outlines instead of the faint ones (an export and print option, for paper).
    bool darkOutlines = false;
    static constexpr double kThinnestPrintedLineMm = 0.12;
    static constexpr double kDarkPrintedLineMm = 0.2;
    /// Sets thinnestLine for a page of `dotsPerMm` (the device's resolution).
    void setUpForPaper(double dotsPerMm, bool dark);

    double hexSize() const { return layout.size; }
    QPointF centre(Hex h) const
    {
        const PointF p = layout.centre(h);
        return {p.x - origin.x(), p.y - origin.y()};
    }
    QPointF corner(Hex h, int i) const;
    QPolygonF polygon(Hex h) const;
    QRectF hexBounds(Hex h) const;
    Hex hexAt(QPointF scene) const { return layout.hexAt(toLayout(scene)); }
    PointF toLayout(QPointF scene) const
    {
        return {scene.x() + origin.x(), scene.y() + origin.y()};
    }
    /// The offset columns and rows whose hexes can touch a scene rectangle.
    OffsetRange range(const QRectF &scene) const;
    /// Nearest edge to a scene point, with its distance in scene pixels.
    EdgePick nearestEdge(QPointF scene) const
    {
        return hexstride::nearestEdge(layout, toLayout(scene));
    }

    // Levels of detail by the hex size on screen.
    bool useOverview() const { return hexSize() < 3.0; } ///< one pixel per hex image instead
    bool drawOutlines() const { return hexSize() >= 7.0; }
    bool drawPatterns() const { return hexSize() >= 10.0; }
    bool drawHexFeatures() const { return hexSize() >= 4.0; }
    /// Unit counters from 7 px a hex; smaller, a unit is a mark in its side's colour. Labels
    /// are drawn at every size (decluttered: objectlayout::shownAt()).
    bool drawUnits() const { return hexSize() >= 7.0; }
    /// Hex numbers: drawn wherever the grid is when asked for (hexNumbers); otherwise from the
    /// size where the widest number fits across a hex at the readable size.
    bool drawCoordinates() const
    {
        return hexNumbers ? hexSize() >= 7.0 : coordinateRoom() >= kReadableNumberPixels;
    }
    /// The pixel size of the hex numbers' font: about a quarter of the hex, smaller once the
    /// widest number would not fit across 80 % of a hex (never under 4 px).
    int coordinateFontPixels() const;
    /// The smallest font size for hex numbers that is read without effort (the print's).
    static constexpr double kReadableNumberPixels = 7.0;
    /// Characters of the map's widest hex number (at least 4: "0101").
    int labelChars = 4;

private:
    /// The largest font pixel size at which the widest number fits across 80 % of a hex.
    double coordinateRoom() const;
};

} // namespace hexstride
