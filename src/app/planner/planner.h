#pragma once

#include <QHash>
#include <QObject>

class QAction;
class QDockWidget;
class QMainWindow;

namespace hexstride {

class EditorContext;
class MapView;
class PlannerDock;
class PlannerOverlay;
class PlannerSession;
class PlannerTool;
class PlayerArmies;
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
    /// The player's armies and the orders file they were read from (File ▸ Open Orders).
    PlayerArmies *playerArmies() const { return m_armies; }

    /// Adds the docks on the left, shown while planning, out of the way while an editing tool
    /// is active; `editingDocks` (the palette, tool options and the like) step aside while
    /// planning, so that the map keeps most of the window. Each dock the user opened or closed
    /// is shown or hidden again the next time its side comes back.
    void installDocks(QMainWindow *window, const QList<QDockWidget *> &editingDocks);
    /// Scrolls the view as little as it takes to show the moving army's hex with a margin
    /// (an army picked in "Your armies", the first army of an orders file opened).
    void bringArmyIntoView();
    /// For the View menu: each dock's toggle and Show Reach.
    QList<QAction *> viewActions() const;

private:
    PlannerSession *m_session;
    PlannerOverlay *m_overlay;
    PlannerTool *m_tool;
    PlayerArmies *m_armies;
    MapView *m_view;
    PlannerDock *m_planDock = nullptr;
    UnitDock *m_unitDock = nullptr;
    void setPlanning(QMainWindow *window, bool planning);
    /// Gives the docks the width of the step table, up to the share of the window the map can
    /// spare; back to the width they had when the table narrows again.
    void fitWidth(QMainWindow *window);
    /// The docks that step aside while planning.
    QList<QDockWidget *> m_editingDocks;
    /// Whether each dock was open the last time its side was left (restored on return).
    QHash<QDockWidget *, bool> m_wanted;
    /// The planner's docks are given their width once, the first time they show.
    bool m_sized = false;
    /// The docks' width before fitWidth() widened them for a wider table, and the width it gave.
    int m_widthBefore = 0;
    int m_widened = 0;
};

} // namespace hexstride
