#pragma once

#include "abstracttool.h"
#include "hex/edge.h"
#include "hex/sidestroke.h"

#include <optional>

namespace hexstride {

/// Draws hex-side features. The edge nearest the cursor is highlighted before the click;
/// a click toggles the palette's edge feature on that edge only; dragging continues with the
/// same state edge after edge: along the sides for rivers and walls (one connected line of sides
/// following the pointer's path, see SideStroke), across them (hex to hex) for roads. Shift or the
/// right button removes. As an eraser it clears every feature.
class EdgeFeatureTool : public AbstractTool
{
    Q_OBJECT
public:
    EdgeFeatureTool(EditorContext *context, bool eraser, QObject *parent = nullptr)
        : AbstractTool(context, parent)
        , m_eraser(eraser)
    {}

    QString id() const override;
    QString name() const override;
    QString toolTip() const override;
    QIcon icon() const override;
    QKeySequence shortcut() const override;

    void mousePressed(MapView *view, QMouseEvent *e, QPointF scene) override;
    void mouseMoved(MapView *view, QMouseEvent *e, QPointF scene) override;
    void mouseReleased(MapView *view, QMouseEvent *e, QPointF scene) override;
    void mouseLeft(MapView *view) override;
    void paintOverlay(QPainter &p, const MapView &view) const override;

    /// The edge the tool would act on now (for tests and the status bar).
    std::optional<EdgeId> highlightedEdge() const { return m_hover; }

private:
    bool drawsAcross(const MapView *view) const;
    void applyTo(MapView *view, const QList<EdgeId> &edges);

    bool m_eraser;
    std::optional<EdgeId> m_hover;
    std::optional<SideStroke> m_sideStroke; // the line being dragged along the sides
    std::optional<Hex> m_lastHex;
    int m_strokeId = 0;
    bool m_on = true;
};

} // namespace hexstride
