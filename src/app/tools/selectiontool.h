#pragma once

#include "abstracttool.h"

#include <QPolygonF>

namespace hexstride {

/// Selects hexes by rectangle or by lasso (hex centres inside, Boost.Geometry). Shift adds to
/// the selection, Ctrl removes from it; a click without dragging clears it.
class SelectionTool : public AbstractTool
{
    Q_OBJECT
public:
    enum class Shape { Rectangle, Lasso };
    SelectionTool(EditorContext *context, Shape shape, QObject *parent = nullptr)
        : AbstractTool(context, parent)
        , m_shape(shape)
    {}
    QString id() const override;
    QString name() const override;
    QString toolTip() const override;
    QIcon icon() const override;
    QKeySequence shortcut() const override;
    void mousePressed(MapView *view, QMouseEvent *e, QPointF scene) override;
    void mouseMoved(MapView *view, QMouseEvent *e, QPointF scene) override;
    void mouseReleased(MapView *view, QMouseEvent *e, QPointF scene) override;
    void paintOverlay(QPainter &p, const MapView &view) const override;

private:
    Shape m_shape;
    QPolygonF m_points; // scene coordinates
    bool m_active = false;
};

} // namespace hexstride
