#pragma once

#include <QObject>

class QAction;
class QMainWindow;

namespace hexstride {

class EditorContext;
class MapView;
class PlannerDock;
class PlannerOverlay;
class PlannerSession;
class PlannerTool;
class UnitDock;

/// The movement planner as one piece: its session, the map overlay, the "Plan movement" tool
/// and its docks. The main window creates it, adds tool() to its tools and calls installDocks().
class Planner : public QObject
{
    Q_OBJECT
public:
    Planner(EditorContext *context, MapView *view, QObject *parent = nullptr);

    PlannerSession *session() const { return m_session; }
    PlannerOverlay *overlay() const { return m_overlay; }
    PlannerTool *tool() const { return m_tool; }
    PlannerDock *planDock() const { return m_planDock; }
    UnitDock *unitDock() const { return m_unitDock; }

    /// Adds the docks (on the left, shown while planning, out of the way while an editing
    /// tool is active).
    void installDocks(QMainWindow *window);
    /// For the View menu: each dock's toggle and Show Reach.
    QList<QAction *> viewActions() const;

private:
    PlannerSession *m_session;
    PlannerOverlay *m_overlay;
    PlannerTool *m_tool;
    PlannerDock *m_planDock = nullptr;
    UnitDock *m_unitDock = nullptr;
    /// Whether each dock was open the last time the planner was left (restored on return).
    bool m_unitDockWanted = true;
    bool m_planDockWanted = true;
};

} // namespace hexstride
