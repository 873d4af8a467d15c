#include "dockwidthkeeper.h"

#include "dockscrollarea.h"
#include "view/screenanchor.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QTimer>

#include <algorithm>

namespace hexstride {

DockWidthKeeper::DockWidthKeeper(QMainWindow *window, QList<QDockWidget *> docks, MapView *view)
    : QObject(window)
    , m_window(window)
    , m_docks(std::move(docks))
    , m_view(view)
    , m_windowWidth(window->width())
{
    window->installEventFilter(this);
    if (!m_docks.isEmpty())
        m_docks.first()->installEventFilter(this);
}

bool DockWidthKeeper::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::Resize || m_docks.isEmpty())
        return false;
    QDockWidget *dock = m_docks.first();
    if (watched == m_window) {
        const bool wider = m_window->width() > m_windowWidth && m_windowWidth > 0;
        m_windowWidth = m_window->width();
        // The window's layout resizes the docks now or in the events queued with it: what
        // they get meanwhile is the window's doing, not a width to keep.
        m_squeezed = true;
        QTimer::singleShot(0, this, [this, wider] {
            if (wider)
                restore();
            m_squeezed = false;
        });
    } else if (watched == dock && !m_squeezed && dock->isVisible() && !dock->isFloating()
               && m_window->width() == m_windowWidth) {
        m_kept = dock->width();
    }
    return false;
}

void DockWidthKeeper::restore()
{
    QDockWidget *dock = m_docks.first();
    if (!dock->isVisible() || dock->isFloating())
        return;
    const int wanted = std::min(m_kept, maxDockWidth(m_window));
    if (wanted <= dock->width())
        return;
    ScreenAnchor anchor(m_view); // the map stays still beside the wider docks
    m_window->resizeDocks(m_docks, QList<int>(m_docks.size(), wanted), Qt::Horizontal);
    anchor.restore();
}

} // namespace hexstride
