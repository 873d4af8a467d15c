#pragma once

#include "heatmappreview.h"
#include "hex/hex.h"
#include "map/mapobjects.h"
#include "view/mapoverlay.h"

#include <QColor>
#include <QImage>
#include <QPointer>
#include <memory>
#include <optional>
#include <vector>

namespace hexstride {

class EditorContext;
class MapDocument;
class MapView;
class StepCostModel;

/// The designer's heat map on the main map view: each hex coloured by the cost of entering it
/// (the cheapest step into it from a neighbour, by the movement engine) for one unit profile,
/// green cheap to red dear, grey cross-hatched where no step may enter, with a key in the
/// view's corner. Costs are kept for the whole map and recomputed at once when the ruleset (a
/// designer edit), the profile or the map changes (only around the changed hexes and edges);
/// painting covers only the hexes in the repainted part of the view.
class HeatMapOverlay : public MapOverlay
{
    Q_OBJECT
public:
    HeatMapOverlay(EditorContext *context, MapView *view, QObject *parent = nullptr);
    ~HeatMapOverlay() override;

    void setShown(bool shown);
    bool isShown() const { return m_shown; }
    /// The unit whose costs are shown (completed with the ruleset's defaults).
    void setProfile(const UnitProfile &profile);
    const UnitProfile &profile() const { return m_profile; }

    /// The cost shown for a hex: ≥ 0, or -1 when no step may enter it; nothing when the hex is
    /// off the map, the map has no ruleset or the heat map is hidden.
    std::optional<int> valueAt(Hex h) const;
    /// The costs of the map's enterable hexes, each a step of the colour ramp.
    const CostRamp &ramp() const { return m_ramp; }
    QColor colourOf(int cost) const;
    /// The unit the key names ("for Troops: Cavalry only, Fed: no").
    QString profileSummary() const;
    /// Repaints the key after a language change.
    void retranslate();
    /// Where the key is drawn, in viewport pixels.
    QRect legendRect(const MapView &view) const;

    void paint(QPainter &p, const MapView &view, const QRegion &dirty) const override;

signals:
    void shownChanged(bool shown);

private:
    void bind(MapDocument *document);
    void invalidate();
    void recomputeAll();
    void recomputeAround(const QList<Hex> &hexes);
    int computeAt(Hex h) const;
    bool updateRange();
    QRegion regionOf(const QList<Hex> &hexes) const;
    void paintLegend(QPainter &p, const MapView &view) const;

    QPointer<MapView> m_view;
    QPointer<MapDocument> m_document;
    QList<QMetaObject::Connection> m_connections;
    bool m_shown = false;
    bool m_valid = false; ///< m_costs match the document, ruleset and profile
    UnitProfile m_profile;
    std::unique_ptr<StepCostModel> m_model;
    std::vector<int> m_costs; ///< per hex index
    CostRamp m_ramp;
    mutable QImage m_overview; ///< one pixel per hex, for zooms where hexes are tiny
};

} // namespace hexstride
