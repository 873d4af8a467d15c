#pragma once

#include "mapstyle.h"
#include "objectlayout.h"
#include "renderparams.h"

#include <QImage>
#include <vector>

class QPainter;

namespace hexstride {

/// Paints a map with QPainter: into the view's cached chunks, into export images, SVG, PDF and
/// printers. Only hexes in the offset range of the target rectangle are visited.
class MapRenderer
{
public:
    /// Whether unit `unit`'s name is drawn at these parameters: below the decluttering size a
    /// name that would lie over another text is left out (overlays keep off the names drawn).
    bool unitNameShown(const RenderParams &rp, int unit) const;
    MapRenderer(const HexMap &map, const MapStyle &style)
        : m_map(map)
        , m_style(style)
    {}

    /// Everything that changes only with the hexes and edges: terrain, shading, outlines,
    /// edges, hex features and coordinates. `scene` is the rectangle to cover (scene pixels).
    void paintBase(QPainter &p, const RenderParams &rp, const QRectF &scene) const;
    /// Labels and units (they may reach over hex boundaries, so they are drawn on top, live).
    /// With id lists only those are drawn, else all that intersect `scene`.
    void paintLabels(QPainter &p, const RenderParams &rp, const QRectF &scene,
                     const std::vector<int> *ids = nullptr) const;
    void paintUnits(QPainter &p, const RenderParams &rp, const QRectF &scene,
                    const std::vector<int> *ids = nullptr) const;
    /// All layers.
    void paint(QPainter &p, const RenderParams &rp, const QRectF &scene) const;

    /// The reference way, for the benchmark: every hex of the map with the painter's clipping.
    void paintEveryHex(QPainter &p, const RenderParams &rp) const;

    /// One pixel per hex (terrain colour), for the overview dock and the zoomed-out view.
    QImage overviewImage() const;
    QRgb overviewPixel(Hex h) const;
    /// The reference way, for tests and the benchmark: overviewPixel() for every hex.
    QImage overviewImageHexByHex() const;

    /// How many labels the last paintLabels() left out: labels piled on one another past
    /// kLabelInkPerPicture (0 on any ordinary map).
    int labelsLeftOut() const { return m_labelsLeftOut; }
    /// The most letters one paintLabels() draws, as a multiple of the area it paints: many
    /// times what a map whose labels lie side by side needs.
    static constexpr double kLabelInkPerPicture = 8;

    /// Labels or units were added, removed or changed: which texts show is worked out again.
    void objectsChanged();

private:
    void paintTerrain(QPainter &p, const RenderParams &rp, const OffsetRange &r) const;
    void paintEdges(QPainter &p, const RenderParams &rp, const OffsetRange &r) const;
    void paintHexFeatures(QPainter &p, const RenderParams &rp, const OffsetRange &r) const;
    /// Units as marks, below the size where counters are drawn (RenderParams::drawUnits()).
    void paintUnitMarks(QPainter &p, const RenderParams &rp, const QRectF &scene,
                        const std::vector<int> *ids) const;
    /// Where the symbols of hex h's features are drawn (empty without any).
    QRectF hexFeatureArea(const RenderParams &rp, Hex h) const;
    void paintCoordinates(QPainter &p, const RenderParams &rp, const OffsetRange &r) const;
    /// A hex's elevation, written inside it under the middle (paintCoordinates).
    void paintElevation(QPainter &p, QPointF centre, double size, int elevation) const;
    void paintSymbol(QPainter &p, HexSymbol s, QPointF c, double size, const QColor &colour) const;

    const objectlayout::Shown &shown(const RenderParams &rp) const;

    const HexMap &m_map;
    const MapStyle &m_style;
    mutable objectlayout::Shown m_shown; // for m_shownZoom
    mutable double m_shownZoom = -1;
    mutable QString m_shownFrontSide;
    mutable int m_labelsLeftOut = 0;
};

} // namespace hexstride
