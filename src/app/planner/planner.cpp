#include "planner.h"

#include "plannerdock.h"
#include "planneroverlay.h"
#include "plannersession.h"
#include "plannertool.h"
#include "unitdock.h"
#include "view/mapview.h"

#include <QMainWindow>

namespace hexstride {

Planner::Planner(EditorContext *context, MapView *view, QObject *parent)
    : QObject(parent)
    , m_session(new PlannerSession(context, this))
    , m_overlay(new PlannerOverlay(m_session, view, this))
    , m_tool(new PlannerTool(context, m_session, m_overlay, view, this))
{
    view->setOverlay(m_overlay);
}

void Planner::installDocks(QMainWindow *window)
{
    m_unitDock = new UnitDock(m_session, window);
    m_planDock = new PlannerDock(m_session, window);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_unitDock);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_planDock);
    connect(m_tool, &PlannerTool::hoverExplanation, m_planDock, &PlannerDock::setHoverExplanation);
    // The docks appear when planning starts and step aside while an editing tool is active;
    // one the player closed while planning stays closed next time.
    m_unitDock->hide();
    m_planDock->hide();
    connect(m_overlay, &PlannerOverlay::activeChanged, this, [this](bool active) {
        if (active) {
            m_unitDock->setVisible(m_unitDockWanted);
            m_planDock->setVisible(m_planDockWanted);
        } else {
            m_unitDockWanted = !m_unitDock->isHidden();
            m_planDockWanted = !m_planDock->isHidden();
            m_unitDock->hide();
            m_planDock->hide();
        }
    });
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
