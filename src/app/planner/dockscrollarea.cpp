#include "dockscrollarea.h"

#include <QEvent>

namespace hexstride {

DockScrollArea::DockScrollArea(QWidget *contents, QWidget *parent)
    : QScrollArea(parent)
{
    setWidget(contents);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

bool DockScrollArea::viewportEvent(QEvent *event)
{
    // Before the scroll area sizes the contents for the view's new size (the base class).
    if (event->type() == QEvent::Resize && widget())
        widget()->setMaximumWidth(viewport()->width());
    return QScrollArea::viewportEvent(event);
}

} // namespace hexstride
