#include "planner.h"

#include "dockscrollarea.h"
#include "dockwidthkeeper.h"
#include "plannerdock.h"
#include "planneroverlay.h"
#include "plannersession.h"
#include "plannertool.h"
#include "playerarmies.h"
#include "unitdock.h"
#include "view/mapview.h"
#include "view/screenanchor.h"

#include <QDockWidget>
#include <QListView>
#include <QMainWindow>
#include <algorithm>

namespace hexstride {

namespace {
/// Viewport pixels left round an army brought into view, for its counter and name.
constexpr int kArmyMargin = 60;
} // namespace

Planner::Planner(EditorContext *context, MapView *view, QObject *parent)
    : QObject(parent)
    , m_session(new PlannerSession(context, this))
    , m_overlay(new PlannerOverlay(m_session, view, this))
    , m_tool(new PlannerTool(context, m_session, m_overlay, view, this))
    , m_armies(new PlayerArmies(m_session, this))
    , m_view(view)
{
    view->setOverlay(m_overlay);
}

void Planner::installDocks(QMainWindow *window, const QList<QDockWidget *> &editingDocks)
{
    m_unitDock = new UnitDock(m_session, m_armies, window);
    m_planDock = new PlannerDock(m_session, window);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_unitDock);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_planDock);
    connect(m_tool, &PlannerTool::hoverExplanation, m_planDock, &PlannerDock::setHoverExplanation);
    // An army picked in "Your armies" is brought into view (after the dock has made it the
    // moving unit).
    connect(m_unitDock->armiesView(), &QListView::clicked, this, &Planner::bringArmyIntoView);
    connect(m_planDock, &PlannerDock::preferredWidthChanged, this,
            [this, window] { fitWidth(window); });
    new DockWidthKeeper(window, {m_planDock, m_unitDock}, m_view);
    m_editingDocks = editingDocks;
    m_unitDock->hide();
    m_planDock->hide();
    connect(m_overlay, &PlannerOverlay::activeChanged, this,
            [this, window](bool active) { setPlanning(window, active); });
}

void Planner::bringArmyIntoView()
{
    if (const std::optional<Hex> start = m_session->start())
        m_view->ensureVisible(*start, kArmyMargin);
}

void Planner::setPlanning(QMainWindow *window, bool planning)
{
    const QList<QDockWidget *> planner{m_unitDock, m_planDock};
    const QList<QDockWidget *> &leaving = planning ? m_editingDocks : planner;
    const QList<QDockWidget *> &coming = planning ? planner : m_editingDocks;
    for (QDockWidget *d : leaving) {
        m_wanted.insert(d, !d->isHidden());
        d->hide();
    }
    for (QDockWidget *d : coming)
        d->setVisible(m_wanted.value(d, true));
    if (planning && !m_sized) {
        // As wide as the step table. Set once; a width the user gives the docks stays.
        m_sized = true;
        const int width = std::min(m_planDock->preferredWidth(), maxDockWidth(window));
        window->resizeDocks(planner, {width, width}, Qt::Horizontal);
        // The unit's form as tall as it needs, the plan (its contents scroll) the rest.
        const int unit = m_unitDock->sizeHint().height();
        window->resizeDocks(planner, {unit, std::max(unit, window->height() - unit)}, Qt::Vertical);
    }
}

void Planner::fitWidth(QMainWindow *window)
{
    if (!m_sized || !m_planDock->isVisible() || m_planDock->isFloating())
        return;
    const QList<QDockWidget *> planner{m_unitDock, m_planDock};
    const int wanted = std::min(m_planDock->preferredWidth(), maxDockWidth(window));
    const int now = m_planDock->width();
    if (wanted > now) {
        // A comparison's two columns (or a language's longer words): every column whole.
        if (m_widened == 0)
            m_widthBefore = now;
        m_widened = wanted;
        ScreenAnchor anchor(m_view); // the map stays still beside the wider docks
        window->resizeDocks(planner, {wanted, wanted}, Qt::Horizontal);
        anchor.restore();
    } else if (m_widened > 0 && now == m_widened && wanted < now) {
        // Narrower again, and the user has not moved the docks' edge since: the map's room back.
        const int back = std::max(wanted, m_widthBefore);
        m_widened = 0;
        ScreenAnchor anchor(m_view);
        window->resizeDocks(planner, {back, back}, Qt::Horizontal);
        anchor.restore();
    }
}

QList<QAction *> Planner::viewActions() const
{
    QList<QAction *> actions;
    if (m_unitDock)
        actions << m_unitDock->toggleViewAction() << m_planDock->toggleViewAction()
                << m_planDock->reachAction();
    return actions;
}

} // namespace hexstride
