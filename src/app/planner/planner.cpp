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
    // The docks appear when planning starts, out of the way while editing.
    m_unitDock->hide();
    m_planDock->hide();
    connect(m_overlay, &PlannerOverlay::activeChanged, this, [this](bool active) {
        if (active) {
            m_unitDock->show();
            m_planDock->show();
        }
    });
}

} // namespace hexstride
