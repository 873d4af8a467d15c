#include "selectiontool.h"

#include "editorcontext.h"
#include "hex/edgepicker.h"
#include "hexstroketool.h"
#include "mapdocument.h"
#include "toolicons.h"
#include "view/mapview.h"

#include <QMouseEvent>
#include <QPainter>
#include <QSet>

namespace hexstride {

QString SelectionTool::id() const
{
    return m_shape == Shape::Rectangle ? QStringLiteral("select-rect")
                                       : QStringLiteral("select-lasso");
}

QString SelectionTool::name() const
{
    return m_shape == Shape::Rectangle ? tr("Rectangle Select") : tr("Lasso Select");
}

QString SelectionTool::toolTip() const
{
    return m_shape == Shape::Rectangle
               ? tr("Drag a rectangle to select hexes; Shift adds, Ctrl removes")
               : tr("Draw around hexes to select them; Shift adds, Ctrl removes");
}

QIcon SelectionTool::icon() const
{
    return toolIcon(m_shape == Shape::Rectangle ? ToolIcon::SelectRect : ToolIcon::Lasso);
}

QKeySequence SelectionTool::shortcut() const
{
    return m_shape == Shape::Rectangle ? QKeySequence(Qt::Key_R) : QKeySequence(Qt::Key_Q);
}

void SelectionTool::mousePressed(MapView *, QMouseEvent *e, QPointF scene)
{
    if (e->button() != Qt::LeftButton)
        return;
    m_active = true;
    m_points = {scene};
}

void SelectionTool::mouseMoved(MapView *, QMouseEvent *, QPointF scene)
{
    if (!m_active)
        return;
    if (m_shape == Shape::Rectangle)
        m_points = {m_points.first(), scene};
    else
        m_points.append(scene);
    emit overlayChanged();
}

void SelectionTool::mouseReleased(MapView *view, QMouseEvent *e, QPointF scene)
{
    if (!m_active || e->button() != Qt::LeftButton)
        return;
    m_active = false;
    const HexMap &map = view->document()->map();
    const RenderParams &rp = view->params();
    std::vector<Hex> hexes;
    const bool click = (scene - m_points.first()).manhattanLength() < 3;
    if (m_shape == Shape::Rectangle) {
        // The hexes whose centres the rectangle holds, and the two it was dragged between
        // (pressed off-centre, a corner hex's centre may lie outside the rectangle).
        hexes = hexesInRect(rp.layout, map.grid(), map.width(), map.height(),
                            rp.toLayout(m_points.first()), rp.toLayout(scene));
        for (const QPointF corner : {m_points.first(), scene}) {
            const Hex h = rp.hexAt(corner);
            if (map.contains(h) && std::find(hexes.begin(), hexes.end(), h) == hexes.end())
                hexes.push_back(h);
        }
    } else if (!click) {
        std::vector<PointF> poly;
        for (const QPointF &p : m_points)
            poly.push_back(rp.toLayout(p));
        hexes = hexesInPolygon(rp.layout, map.grid(), map.width(), map.height(), poly);
    }
    QList<Hex> selection;
    if (e->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier))
        selection = context()->selection();
    if (e->modifiers() & Qt::ControlModifier) {
        const QSet<Hex> remove(hexes.begin(), hexes.end());
        selection.removeIf([&](Hex h) { return remove.contains(h); });
    } else {
        QSet<Hex> present(selection.begin(), selection.end());
        for (Hex h : hexes) {
            if (!present.contains(h)) {
                present.insert(h);
                selection.append(h);
            }
        }
    }
    m_points.clear();
    context()->setSelection(selection);
    emit overlayChanged();
}

void SelectionTool::paintOverlay(QPainter &p, const MapView &view) const
{
    if (!m_active || m_points.size() < 2)
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(255, 255, 255), 1.5, Qt::DashLine));
    p.setBrush(QColor(60, 140, 255, 40));
    const QPointF off = view.sceneToViewport({0, 0});
    if (m_shape == Shape::Rectangle)
        p.drawRect(QRectF(m_points.first() + off, m_points.last() + off).normalized());
    else
        p.drawPolygon(m_points.translated(off));
    p.restore();
}

} // namespace hexstride
