#include "plannertool.h"

#include "planneroverlay.h"
#include "plannersession.h"
#include "traceformat.h"
#include "view/mapview.h"

#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>

namespace hexstride {

PlannerTool::PlannerTool(EditorContext *context, PlannerSession *session, PlannerOverlay *overlay, MapView *view,
                         QObject *parent)
    : AbstractTool(context, parent)
    , m_session(session)
    , m_overlay(overlay)
    , m_view(view)
{
    view->installEventFilter(this);
    view->viewport()->installEventFilter(this);
    connect(view, &MapView::toolChanged, this, [this](AbstractTool *t) { m_overlay->setActive(t == this); });
}

QString PlannerTool::name() const
{
    return tr("Plan Movement");
}

QString PlannerTool::toolTip() const
{
    return tr("Click a unit or the start hex, then hexes to plot a path. Backspace or right click: "
              "remove the last step; H: rest; R: reach; Esc: clear; Ctrl+click: new start.");
}

QIcon PlannerTool::icon() const
{
    QPixmap pm(32, 32);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    QPainterPath path;
    path.moveTo(5, 27);
    path.cubicTo(12, 8, 20, 26, 27, 6);
    p.setPen(QPen(QColor(20, 60, 200), 3, Qt::DashLine, Qt::RoundCap));
    p.drawPath(path);
    p.setBrush(QColor(220, 30, 30));
    p.setPen(Qt::NoPen);
    p.drawEllipse(QPointF(27, 6), 4, 4);
    p.setBrush(QColor(20, 60, 200));
    p.drawEllipse(QPointF(5, 27), 4, 4);
    return QIcon(pm);
}

bool PlannerTool::isActive() const
{
    return m_view && m_view->tool() == this;
}

void PlannerTool::mousePressed(MapView *view, QMouseEvent *e, QPointF scene)
{
    const Hex h = view->params().hexAt(scene);
    if (e->button() == Qt::RightButton) {
        m_session->removeLast();
        return;
    }
    if (e->button() != Qt::LeftButton || !view->document()->map().contains(h))
        return;
    if (!m_session->start() || (e->modifiers() & Qt::ControlModifier))
        m_session->setStart(h);
    else if (m_session->destinationRule())
        m_session->setDestination(h);
    else
        m_session->appendHex(h);
    explainHover(h);
}

void PlannerTool::mouseMoved(MapView *view, QMouseEvent *e, QPointF scene)
{
    const Hex h = view->params().hexAt(scene);
    const std::optional<Hex> hovered = view->document()->map().contains(h) ? std::optional<Hex>(h) : std::nullopt;
    // Dragging extends the path hex by hex, like clicking each of them.
    if ((e->buttons() & Qt::LeftButton) && hovered && !m_session->destinationRule() && m_session->start() && m_session->pathEnd() != hovered)
        m_session->appendHex(*hovered);
    m_overlay->setHovered(hovered);
    explainHover(hovered);
}

void PlannerTool::mouseLeft(MapView *)
{
    m_overlay->setHovered(std::nullopt);
    emit hoverExplanation({});
}

void PlannerTool::explainHover(std::optional<Hex> h)
{
    if (!h) {
        emit hoverExplanation({});
        return;
    }
    // A step of the path: its evaluated explanation; a neighbour of the end: the step there.
    const PlanResult &r = m_session->result();
    for (const PlannedStep &s : r.steps) {
        if (s.to == *h && s.from != s.to) {
            emit hoverExplanation(stepExplanation(s.explain, s.reason, PlannerSession::language()));
            return;
        }
    }
    if (m_session->destinationRule()) {
        const DestinationCheck c = m_session->checkDestinationTo(*h);
        emit hoverExplanation(c.allowed ? c.rule->label.in(PlannerSession::language())
                                        : tr("Not allowed: %1").arg(c.reason));
        return;
    }
    const auto end = m_session->pathEnd();
    if (end) {
        const Direction d = directionTo(*end, *h);
        if (d >= 0) {
            emit hoverExplanation(m_session->explainStep(*end, d));
            return;
        }
    }
    emit hoverExplanation({});
}

bool PlannerTool::handleKey(int key, Qt::KeyboardModifiers)
{
    switch (key) {
    case Qt::Key_Backspace:
        m_session->removeLast();
        return true;
    case Qt::Key_H:
        m_session->appendHold();
        return true;
    case Qt::Key_R:
        m_session->setReachVisible(!m_session->reachVisible());
        return true;
    case Qt::Key_Escape:
        m_session->clear();
        return true;
    default:
        return false;
    }
}

bool PlannerTool::eventFilter(QObject *watched, QEvent *event)
{
    if (m_view && (watched == m_view || watched == m_view->viewport()) && isActive()) {
        if (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) {
            auto *k = static_cast<QKeyEvent *>(event);
            const int key = k->key();
            const bool mine = (key == Qt::Key_Backspace || key == Qt::Key_H || key == Qt::Key_R || key == Qt::Key_Escape)
                              && !(k->modifiers() & (Qt::ControlModifier | Qt::AltModifier));
            if (mine) {
                // Our keys win over the window's shortcuts (R is also the rectangle selection).
                if (event->type() == QEvent::ShortcutOverride) {
                    event->accept();
                    return true;
                }
                handleKey(key, k->modifiers());
                return true;
            }
        }
    }
    return AbstractTool::eventFilter(watched, event);
}

} // namespace hexstride
