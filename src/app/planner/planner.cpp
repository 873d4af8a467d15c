#include "planner.h"

#include "plannerdock.h"
#include "planneroverlay.h"
#include "plannersession.h"
#include "plannertool.h"
#include "unitdock.h"
#include "view/mapview.h"

#include <QDockWidget>
#include <QMainWindow>
#include <algorithm>

namespace hexstride {

Planner::Planner(EditorContext *context, MapView *view, QObject *parent)
    : QObject(parent)
    , m_session(new PlannerSession(context, this))
    , m_overlay(new PlannerOverlay(m_session, view, this))
    , m_tool(new PlannerTool(context, m_session, m_overlay, view, this))
{
    view->setOverlay(m_overlay);
}

void Planner::installDocks(QMainWindow *window, const QList<QDockWidget *> &editingDocks)
{
    m_unitDock = new UnitDock(m_session, window);
    m_planDock = new PlannerDock(m_session, window);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_unitDock);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_planDock);
    connect(m_tool, &PlannerTool::hoverExplanation, m_planDock, &PlannerDock::setHoverExplanation);
    m_editingDocks = editingDocks;
    m_unitDock->hide();
    m_planDock->hide();
    connect(m_overlay, &PlannerOverlay::activeChanged, this,
            [this, window](bool active) { setPlanning(window, active); });
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
        // About a third of the window at most, so that the map keeps 60 % of it: the step table
        // scrolls sideways rather than taking the map's room (a comparison adds two columns).
        // Set once; a width the user gives the docks stays.
        m_sized = true;
        const int width = std::min(m_planDock->preferredWidth(), window->width() * 35 / 100);
        window->resizeDocks(planner, {width, width}, Qt::Horizontal);
        // The unit's form as tall as it needs, the plan (its contents scroll) the rest.
        const int unit = m_unitDock->sizeHint().height();
        window->resizeDocks(planner, {unit, std::max(unit, window->height() - unit)}, Qt::Vertical);
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
