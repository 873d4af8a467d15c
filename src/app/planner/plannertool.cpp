#include "plannertool.h"

#include "mapdocument.h"
#include "movement/compacttrace.h"
#include "movement/orderparser.h"
#include "planneroverlay.h"
#include "plannersession.h"
#include "tools/editorcontext.h"
#include "view/mapview.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPainter>
#include <QPainterPath>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <cmath>

namespace hexstride {

PlannerTool::PlannerTool(EditorContext *context, PlannerSession *session, PlannerOverlay *overlay,
                         MapView *view, QObject *parent)
    : AbstractTool(context, parent)
    , m_session(session)
    , m_overlay(overlay)
    , m_view(view)
{
    // The planner's keys work wherever the focus is in the main window (after a click on Copy
    // or a table row too), so they are taken before any widget or shortcut sees them.
    qApp->installEventFilter(this);
    connect(view, &MapView::toolChanged, this,
            [this](AbstractTool *t) { m_overlay->setActive(t == this); });
    // A new profile, ruleset or map changes what the hovered hex costs: explain it again.
    connect(session, &PlannerSession::planChanged, this, [this] {
        if (m_explained && isActive())
            explainHover(m_explained);
    });
}

QString PlannerTool::name() const
{
    return tr("Plan Movement");
}

QString PlannerTool::toolTip() const
{
    return tr(
        "Click a unit or the start hex, then hexes to plot a path; drag a waypoint to re-route. "
        "Keys: Enter starts at the selected hex, 7 8 9 4 6 1 2 3 add a step in that direction, "
        "Backspace or right click removes the last step, H rests, R shows the reach, Esc clears; "
        "Ctrl+click: new start.");
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
        const PlanState before = m_session->planState();
        m_session->removeLast();
        m_session->recordEdit(before, [] { return tr("Remove Step"); });
        return;
    }
    if (e->button() != Qt::LeftButton || !view->document()->map().contains(h))
        return;
    const bool restart = !m_session->start() || (e->modifiers() & Qt::ControlModifier);
    if (!restart) {
        const int waypoint = m_session->waypointAt(h);
        if (waypoint >= 0) {
            // Maybe a drag: nothing changes until the mouse leaves the hex (a click on a
            // waypoint still adds the route to it on release).
            m_drag = WaypointDrag{m_session->planState(), waypoint, h, h, false};
            m_overlay->setPreviewEnabled(false);
            view->viewport()->setCursor(Qt::ClosedHandCursor);
            return;
        }
    }
    m_pressBefore = m_session->planState();
    if (restart) {
        m_session->setStart(h);
    } else if (m_session->destinationRule()) {
        m_session->setDestination(h);
    } else if (!m_session->appendHex(h) && m_session->pathEnd() != h) {
        // Nothing plotted: say why instead of doing nothing (walk12 #2).
        m_pressBefore.reset();
        m_explained = h;
        emit hoverExplanation(h, m_session->noRouteReason(h));
        return;
    }
    explainHover(h);
}

void PlannerTool::mouseMoved(MapView *view, QMouseEvent *e, QPointF scene)
{
    const Hex h = view->params().hexAt(scene);
    const std::optional<Hex> hovered
        = view->document()->map().contains(h) ? std::optional<Hex>(h) : std::nullopt;
    if (m_drag) {
        // Live re-routing from the plan as it was pressed, so that passing over hexes leaves
        // no trace; a hex that cannot be reached keeps the last route.
        if (hovered && *hovered != m_drag->at && (e->buttons() & Qt::LeftButton)) {
            if (m_session->moveWaypoint(m_drag->before, m_drag->index, *hovered)) {
                m_drag->at = *hovered;
                m_drag->moved = true;
            }
        }
        explainHover(hovered);
        return;
    }
    // Within the same hex nothing changes: no route walk, no explanation, no repaint.
    const bool button = e->buttons() & Qt::LeftButton;
    if (hovered == m_lastHovered && button == m_lastMoveHadButton)
        return;
    m_lastHovered = hovered;
    m_lastMoveHadButton = button;
    // Dragging extends the path hex by hex, like clicking each of them.
    if ((e->buttons() & Qt::LeftButton) && hovered && !m_session->destinationRule()
        && m_session->start() && m_session->pathEnd() != hovered)
        m_session->appendHex(*hovered);
    m_overlay->setHovered(hovered);
    explainHover(hovered);
    updateCursor(hovered);
}

void PlannerTool::mouseReleased(MapView *view, QMouseEvent *e, QPointF scene)
{
    if (e->button() != Qt::LeftButton)
        return;
    if (m_drag) {
        const WaypointDrag drag = *m_drag;
        m_drag.reset();
        m_overlay->setPreviewEnabled(true);
        if (drag.moved) {
            m_session->recordEdit(drag.before, [] { return tr("Move Waypoint"); });
        } else {
            m_session->appendHex(drag.pressed);
            m_session->recordEdit(drag.before, [] { return tr("Add Step"); });
        }
        const Hex h = view->params().hexAt(scene);
        const std::optional<Hex> hovered
            = view->document()->map().contains(h) ? std::optional<Hex>(h) : std::nullopt;
        m_overlay->setHovered(hovered);
        updateCursor(hovered);
        return;
    }
    if (m_pressBefore) {
        const PlanState before = *m_pressBefore;
        m_pressBefore.reset();
        m_session->recordEdit(before, [] { return tr("Plot Path"); });
    }
}

void PlannerTool::updateCursor(std::optional<Hex> hovered)
{
    if (!m_view || !isActive())
        return;
    // An open hand over a waypoint says it can be dragged.
    const bool onWaypoint = hovered && m_session->waypointAt(*hovered) >= 0;
    const QCursor wanted = onWaypoint ? QCursor(Qt::OpenHandCursor) : cursor();
    if (m_view->viewport()->cursor().shape() != wanted.shape())
        m_view->viewport()->setCursor(wanted);
}

void PlannerTool::mouseLeft(MapView *)
{
    m_lastHovered.reset();
    m_explained.reset();
    m_overlay->setHovered(std::nullopt);
    emit hoverExplanation(std::nullopt, {});
}

void PlannerTool::explainHover(std::optional<Hex> h)
{
    m_explained = h;
    const QString text = h ? hoverText(*h) : QString();
    emit hoverExplanation(text.isEmpty() ? std::nullopt : h, text);
}

QString PlannerTool::hoverText(Hex h) const
{
    // A contested hex: who gets it and why.
    if (const ContestedHex *c = m_session->contestAt(h))
        return c->periodLabel + QStringLiteral(": ") + c->explanation;
    // A step of the path: its evaluated explanation; a neighbour of the end: the step there.
    const PlanResult &r = m_session->result();
    for (const PlannedStep &s : r.steps) {
        if (s.to == h && s.from != s.to)
            return compactStepExplanation(s.explain(), s.reason, PlannerSession::language(),
                                          s.warnings());
    }
    if (m_session->destinationRule()) {
        const DestinationCheck c = m_session->checkDestinationTo(h);
        return c.allowed ? c.rule->label.in(PlannerSession::language())
                         : tr("Not allowed: %1").arg(c.reason);
    }
    if (const auto end = m_session->pathEnd()) {
        const Direction d = directionTo(*end, h);
        if (d >= 0)
            return m_session->explainStep(*end, d);
    }
    return {};
}

namespace {
/// The keypad's compass: 7 8 9 / 4 · 6 / 1 2 3 (digits of the top row too), in the game's
/// order notation; a direction the map's orientation lacks (north on pointy-top hexes) is
/// refused by the order parser.
QString compassOfKey(int key)
{
    switch (key) {
    case Qt::Key_7:
        return QStringLiteral("nw");
    case Qt::Key_8:
        return QStringLiteral("n");
    case Qt::Key_9:
        return QStringLiteral("ne");
    case Qt::Key_4:
        return QStringLiteral("w");
    case Qt::Key_6:
        return QStringLiteral("e");
    case Qt::Key_1:
        return QStringLiteral("sw");
    case Qt::Key_2:
        return QStringLiteral("s");
    case Qt::Key_3:
        return QStringLiteral("se");
    default:
        return {};
    }
}
} // namespace

QList<QPair<QString, QString>> PlannerTool::keyHelp()
{
    return {
        {tr("Enter"),
         tr("Start the plan at the selected hex (or the hex in the middle of the view)")},
        {tr("7 8 9 4 6 1 2 3 (keypad too)"),
         tr("Add a step north-west, north, north-east, west, east, south-west, south, south-east")},
        {tr("H"), tr("Add a rest (a turn spent in place)")},
        {tr("Backspace"), tr("Remove the last step")},
        {tr("R"), tr("Show or hide the reach")},
        {tr("Esc"), tr("Clear the plan")},
        {tr("Ctrl+click"), tr("Start a new plan elsewhere")}};
}

bool PlannerTool::isPlannerKey(int key)
{
    return key == Qt::Key_Backspace || key == Qt::Key_H || key == Qt::Key_R || key == Qt::Key_Escape
           || key == Qt::Key_Return || key == Qt::Key_Enter || !compassOfKey(key).isEmpty();
}

bool PlannerTool::handleKey(int key, Qt::KeyboardModifiers)
{
    const PlanState before = m_session->planState();
    if (const QString compass = compassOfKey(key); !compass.isEmpty()) {
        const auto end = m_session->pathEnd();
        const MapDocument *doc = m_view ? m_view->document() : nullptr;
        if (!end || !doc)
            return true;
        const ParsedOrders p = parseOrders(compass, doc->map().grid().orientation, {});
        if (!p.error.isEmpty() || p.tokens.isEmpty() || p.tokens.first().direction < 0) {
            emit hoverExplanation(std::nullopt, {});
            return true;
        }
        m_session->appendHex(neighbour(*end, p.tokens.first().direction));
        m_session->recordEdit(before, [] { return tr("Add Step"); });
        followPathEnd();
        return true;
    }
    switch (key) {
    case Qt::Key_Return:
    case Qt::Key_Enter: {
        if (!m_view || !m_view->document())
            return true;
        const QList<Hex> selection = context()->selection();
        const Hex h = selection.isEmpty()
                          ? m_view->params().hexAt(m_view->visibleSceneRect().center())
                          : selection.first();
        m_session->setStart(h);
        m_session->recordEdit(before, [] { return tr("Plot Path"); });
        followPathEnd();
        return true;
    }
    case Qt::Key_Backspace:
        m_session->removeLast();
        m_session->recordEdit(before, [] { return tr("Remove Step"); });
        followPathEnd();
        return true;
    case Qt::Key_H:
        m_session->appendHold();
        m_session->recordEdit(before, [] { return tr("Add Rest"); });
        return true;
    case Qt::Key_R:
        m_session->setReachVisible(!m_session->reachVisible());
        return true;
    case Qt::Key_Escape:
        m_session->clear();
        m_session->recordEdit(before, [] { return tr("Clear Plan"); });
        return true;
    default:
        return false;
    }
}

void PlannerTool::followPathEnd()
{
    // The keys move the path's end without the mouse: the view follows it, with room for the
    // next step around it (two hexes), so that a player steering by keys never plots blind.
    const auto end = m_session->pathEnd();
    if (m_view && end)
        m_view->ensureVisible(*end, int(std::ceil(m_view->params().hexSize() * 2)));
}

namespace {
/// Whether a widget takes typed text (the typed orders, spin boxes, an editable combo box); a
/// read-only field (the per-turn orders) does not.
bool takesText(const QWidget *w)
{
    if (auto *line = qobject_cast<const QLineEdit *>(w))
        return !line->isReadOnly();
    if (auto *text = qobject_cast<const QTextEdit *>(w))
        return !text->isReadOnly();
    if (auto *plain = qobject_cast<const QPlainTextEdit *>(w))
        return !plain->isReadOnly();
    if (qobject_cast<const QAbstractSpinBox *>(w))
        return true;
    auto *combo = qobject_cast<const QComboBox *>(w);
    return combo && combo->isEditable();
}
} // namespace

bool PlannerTool::ownsKeysOf(QObject *receiver) const
{
    auto *w = qobject_cast<QWidget *>(receiver);
    if (!w || !m_view || takesText(w))
        return false;
    if (w == m_view || w == m_view->viewport())
        return true;
    QWidget *window = w->window();
    if (auto *dock = qobject_cast<QDockWidget *>(window)) // a floating dock of the main window
        window = dock->parentWidget() ? dock->parentWidget()->window() : dock;
    return window == m_view->window();
}

bool PlannerTool::eventFilter(QObject *watched, QEvent *event)
{
    const bool keyEvent
        = event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress;
    if (!keyEvent || !isActive())
        return false;
    auto *k = static_cast<QKeyEvent *>(event);
    // A key a text field did not use goes on to its parents (Return in the typed orders): it
    // stays the field's, so the same event is remembered when the field sees it.
    if (auto *w = qobject_cast<QWidget *>(watched); w && takesText(w)) {
        m_textKey = {k, k->timestamp(), event->type()};
        return false;
    }
    if (m_textKey.event == k && m_textKey.timestamp == k->timestamp()
        && m_textKey.type == event->type())
        return false;
    if (!ownsKeysOf(watched))
        return false;
    const int key = k->key();
    if (!isPlannerKey(key) || (k->modifiers() & (Qt::ControlModifier | Qt::AltModifier)))
        return false;
    // Our keys win over the window's shortcuts (R is also the rectangle selection).
    if (event->type() == QEvent::ShortcutOverride) {
        event->accept();
        return true;
    }
    handleKey(key, k->modifiers());
    return true;
}

} // namespace hexstride
