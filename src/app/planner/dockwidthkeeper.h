#pragma once

#include <QList>
#include <QObject>

class QDockWidget;
class QMainWindow;

namespace hexstride {

class MapView;

/// Gives docks beside the map their width back when the window widens again: a narrower
/// window squeezes them, and Qt gives the room won back to the map alone (walk19 #4: after
/// 1280 → 1000 → 1280 px the planner's docks stayed 390 px wide of 480, its Status column cut).
/// The width kept is the last one the docks had while the window kept its width: the one the
/// user dragged them to or the planner gave them; never more than maxDockWidth().
class DockWidthKeeper : public QObject
{
public:
    DockWidthKeeper(QMainWindow *window, QList<QDockWidget *> docks, MapView *view);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void restore();

    QMainWindow *m_window;
    QList<QDockWidget *> m_docks;
    MapView *m_view;
    int m_kept = 0;          ///< the docks' width to come back to
    int m_windowWidth = 0;   ///< the window's width when last seen
    bool m_squeezed = false; ///< a window resize is being laid out: the docks' width is not kept
};

} // namespace hexstride
