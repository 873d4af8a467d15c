#pragma once

#include "movement/pathfinder.h"
#include "pathlabels.h"
#include "view/mapoverlay.h"

#include <QPointer>
#include <optional>

namespace hexstride {

class MapView;
struct RenderParams;
class PlannerSession;

/// Draws the planner over the map: the plotted path with each step's cost and running total,
/// turn boundaries, failing steps in red, the route preview to the cursor and the reach bands.
/// Reports exactly the hexes whose drawing changed, so that a mouse move repaints only where the
/// old and new preview routes differ (they come from one cost field and share their beginning).
class PlannerOverlay : public MapOverlay
{
    Q_OBJECT
public:
    PlannerOverlay(PlannerSession *session, MapView *view, QObject *parent = nullptr);

    /// Drawn only while the planner is the view's tool.
    void setActive(bool active);
    bool isActive() const { return m_active; }
    /// The cursor's hex: the preview route goes there.
    void setHovered(std::optional<Hex> h);
    const std::optional<Route> &preview() const { return m_preview; }
    /// Off while a waypoint is dragged: the cursor is on the path, a preview would only cost.
    void setPreviewEnabled(bool enabled);

    void paint(QPainter &p, const MapView &view, const QRegion &dirty) const override;

    /// The plotted path as drawn, in scene coordinates: the line through every hex of the plan
    /// (solid in the first turn, lighter and long-dashed in later turns, red dashes where the
    /// steps cannot be made), a marker where each turn ends (the last one too when the plan
    /// spans turns), and one label per hex with the cost and running total of each step that
    /// enters it (none for the steps not executed after a failing one).
    struct PathDrawing
    {
        QPolygonF executed;    ///< the steps made in the first turn
        QPolygonF laterTurns;  ///< the steps made in later turns; starts where `executed` ends
        QPolygonF notExecuted; ///< starts where the steps made end
        struct Marker
        {
            QRectF box;
            int turn = 0;
        };
        QList<Marker> turnEnds;
        QList<PathLabel> labels;
        double lineWidth = 2;
    };
    PathDrawing pathDrawing(const RenderParams &params) const;
    /// The fill of a reach band (1 = what the MP left reach, `fractionLeft` of the allowance
    /// left on arrival; 2.. = the turns after), shared with the legend.
    static QColor reachColour(int band, double fractionLeft = 1.0);

signals:
    void activeChanged(bool active);

private:
    QRegion regionOf(const std::vector<Hex> &hexes, std::size_t from = 0) const;
    QRegion previewRegion() const;
    QRegion pathRegion() const;
    void onPlanChanged();
    void paintReach(QPainter &p, const MapView &view, const QRegion &dirty) const;
    void paintPath(QPainter &p, const MapView &view) const;
    void paintPreview(QPainter &p, const MapView &view) const;
    void paintContested(QPainter &p, const MapView &view) const;
    void paintDestinations(QPainter &p, const MapView &view, const QRectF &scene) const;

    PlannerSession *m_session;
    QPointer<MapView> m_view;
    bool m_active = false;
    bool m_previewEnabled = true;
    std::optional<Hex> m_hovered;
    std::optional<Route> m_preview;
    QRegion m_pathRegion; ///< scene region of the path as last drawn
};

} // namespace hexstride
