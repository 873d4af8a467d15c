#include "hexstroketool.h"

#include "editorcontext.h"
#include "hex/hexshapes.h"
#include "mapdocument.h"
#include "mapedits.h"
#include "view/mapview.h"

#include <QMouseEvent>
#include <QPainter>

namespace hexstride {

int HexStrokeTool::radius() const
{
    return context()->brushRadius();
}

void HexStrokeTool::mousePressed(MapView *view, QMouseEvent *e, QPointF scene)
{
    if (e->button() != Qt::LeftButton && e->button() != Qt::RightButton)
        return;
    m_strokeId = edits::newStrokeId();
    m_rightButton = e->button() == Qt::RightButton;
    m_erase = m_rightButton || (e->modifiers() & Qt::ShiftModifier);
    m_touched.clear();
    m_last.reset();
    strokeTo(view, view->params().hexAt(scene));
}

void HexStrokeTool::mouseMoved(MapView *view, QMouseEvent *e, QPointF scene)
{
    const Hex h = view->params().hexAt(scene);
    if (m_hover != h) {
        m_hover = h;
        emit overlayChanged();
    }
    if (m_strokeId && (e->buttons() & (Qt::LeftButton | Qt::RightButton)))
        strokeTo(view, h);
}

void HexStrokeTool::mouseReleased(MapView *, QMouseEvent *, QPointF)
{
    m_strokeId = 0;
    m_last.reset();
    m_touched.clear();
}

void HexStrokeTool::mouseLeft(MapView *)
{
    m_hover.reset();
    emit overlayChanged();
}

void HexStrokeTool::strokeTo(MapView *view, Hex h)
{
    const HexMap &map = view->document()->map();
    const std::vector<Hex> path = m_last ? hexLine(*m_last, h) : std::vector<Hex>{h};
    m_last = h;
    QList<Hex> hexes;
    for (Hex step : path) {
        for (Hex b : hexSpiral(step, radius())) {
            if (map.contains(b) && !m_touched.contains(b)) {
                m_touched.insert(b);
                hexes.append(b);
            }
        }
    }
    if (!hexes.isEmpty())
        apply(hexes, m_strokeId, m_erase);
}

void HexStrokeTool::paintOverlay(QPainter &p, const MapView &view) const
{
    if (!m_hover || !view.document())
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(255, 255, 255, 230), 2));
    p.setBrush(QColor(255, 255, 255, 50));
    const QPointF off = view.sceneToViewport({0, 0});
    for (Hex h : hexSpiral(*m_hover, radius())) {
        if (view.document()->map().contains(h))
            p.drawPolygon(view.params().polygon(h).translated(off));
    }
    p.restore();
}

} // namespace hexstride
