#include "dockscrollarea.h"

#include <QEvent>
#include <QMainWindow>
#include <QScrollBar>
#include <QStyle>

namespace hexstride {

int maxDockWidth(const QMainWindow *window)
{
    return window->width() * 45 / 100;
}

DockScrollArea::DockScrollArea(QWidget *contents, QWidget *parent)
    : QScrollArea(parent)
{
    setWidget(contents);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

int DockScrollArea::fittingWidth() const
{
    const int contents = widget() ? widget()->minimumSizeHint().width() : 0;
    return contents + 2 * frameWidth()
           + style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, verticalScrollBar());
}

bool DockScrollArea::viewportEvent(QEvent *event)
{
    // Before the scroll area sizes the contents for the view's new size (the base class).
    if (event->type() == QEvent::Resize && widget())
        widget()->setMaximumWidth(viewport()->width());
    return QScrollArea::viewportEvent(event);
}

} // namespace hexstride
