#pragma once

#include "hex/hex.h"
#include "planwaypoints.h"
#include "tools/abstracttool.h"

#include <QEvent>
#include <QPointer>
#include <optional>

class QKeyEvent;

namespace hexstride {

class PlannerOverlay;
class PlannerSession;

/// "Plan movement": click the start hex (a unit there is selected), then hexes to add steps;
/// a hex that is not adjacent adds the cheapest route to it. Backspace or a right click removes
/// the last step, H adds a hold (a day of rest), R shows or hides the reach, Escape clears,
/// Ctrl+click starts again elsewhere. Pressing on a waypoint (the start, a clicked hex, the end)
/// and dragging it re-routes the legs before and after it, live; dragging from elsewhere extends
/// the path hex by hex. Each gesture is one step of the plan's undo history.
class PlannerTool : public AbstractTool
{
    Q_OBJECT
public:
    PlannerTool(EditorContext *context, PlannerSession *session, PlannerOverlay *overlay,
                MapView *view, QObject *parent = nullptr);

    QString id() const override { return QStringLiteral("plan-movement"); }
    QString name() const override;
    QString toolTip() const override;
    QIcon icon() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_P); }
    QCursor cursor() const override { return Qt::PointingHandCursor; }

    void mousePressed(MapView *view, QMouseEvent *e, QPointF scene) override;
    void mouseMoved(MapView *view, QMouseEvent *e, QPointF scene) override;
    void mouseReleased(MapView *view, QMouseEvent *e, QPointF scene) override;
    void mouseLeft(MapView *view) override;

    /// Handles the planner's keys; true when used.
    bool handleKey(int key, Qt::KeyboardModifiers modifiers);
    static bool isPlannerKey(int key);
    /// The planner's keys and what they do, for Help ▸ Keyboard Shortcuts.
    static QList<QPair<QString, QString>> keyHelp();

signals:
    /// The explanation of the hex under the cursor changed; no hex (and no text) when the
    /// cursor left the map or explains nothing.
    void hoverExplanation(std::optional<Hex> hex, const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool isActive() const;
    /// Whether a key event sent to `receiver` is the planner's to take: the receiver is in the
    /// main window (or one of its docks), not in a dialog, and does not take typed text.
    bool ownsKeysOf(QObject *receiver) const;
    void explainHover(std::optional<Hex> h);
    QString hoverText(Hex h) const;
    void updateCursor(std::optional<Hex> hovered);
    /// Scrolls the view to keep the path's end in sight after a key moved it.
    void followPathEnd();

    /// A waypoint being dragged: the plan when it was pressed, which waypoint, where it is now.
    struct WaypointDrag
    {
        PlanState before;
        int index = -1;
        Hex pressed;
        Hex at;
        bool moved = false;
    };
    std::optional<WaypointDrag> m_drag;
    /// The last key event a text field received: if it goes on to the field's parents, it is
    /// not the planner's (identified by address, time stamp and type while it propagates).
    struct TextKey
    {
        const QKeyEvent *event = nullptr;
        quint64 timestamp = 0;
        QEvent::Type type = QEvent::None;
    } m_textKey;
    /// The hex under the cursor at the last move: moves within a hex change nothing.
    std::optional<Hex> m_lastHovered;
    /// The hex last explained (a hover or a press): explained again when the plan changes.
    std::optional<Hex> m_explained;
    bool m_lastMoveHadButton = false;
    /// The plan when the current press began: the gesture becomes one undo step on release.
    std::optional<PlanState> m_pressBefore;

    PlannerSession *m_session;
    PlannerOverlay *m_overlay;
    QPointer<MapView> m_view;
};

} // namespace hexstride
