#pragma once

#include "hex/hex.h"
#include "tools/abstracttool.h"

#include <QPointer>
#include <optional>

namespace hexstride {

class PlannerOverlay;
class PlannerSession;

/// "Plan movement": click the start hex (a unit there is selected), then hexes to add steps;
/// a hex that is not adjacent adds the cheapest route to it. Backspace or a right click removes
/// the last step, H adds a hold (a day of rest), R shows or hides the reach, Escape clears,
/// Ctrl+click starts again elsewhere; dragging from the path's end extends it along the route.
class PlannerTool : public AbstractTool
{
    Q_OBJECT
public:
    PlannerTool(EditorContext *context, PlannerSession *session, PlannerOverlay *overlay, MapView *view,
                QObject *parent = nullptr);

    QString id() const override { return QStringLiteral("plan-movement"); }
    QString name() const override;
    QString toolTip() const override;
    QIcon icon() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_P); }
    QCursor cursor() const override { return Qt::PointingHandCursor; }

    void mousePressed(MapView *view, QMouseEvent *e, QPointF scene) override;
    void mouseMoved(MapView *view, QMouseEvent *e, QPointF scene) override;
    void mouseLeft(MapView *view) override;

    /// Handles the planner's keys; true when used.
    bool handleKey(int key, Qt::KeyboardModifiers modifiers);

signals:
    /// The explanation under the cursor changed (empty when none).
    void hoverExplanation(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool isActive() const;
    void explainHover(std::optional<Hex> h);

    PlannerSession *m_session;
    PlannerOverlay *m_overlay;
    QPointer<MapView> m_view;
};

} // namespace hexstride
