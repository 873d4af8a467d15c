#include "screenanchor.h"

#include "mapview.h"

#include <QLayout>
#include <algorithm>

namespace hexstride {

ScreenAnchor::ScreenAnchor(MapView *view)
    : m_view(view)
{
    QWidget *viewport = view->viewport();
    m_global = viewport->mapToGlobal(viewport->rect().center());
    m_scene = view->viewportToScene(viewport->rect().center());
}

void ScreenAnchor::restore()
{
    if (!m_view->isVisible())
        return;
    if (QLayout *layout = m_view->window()->layout())
        layout->activate(); // the docks' new sizes, now
    QWidget *viewport = m_view->viewport();
    const QPoint at = viewport->mapFromGlobal(m_global);
    m_view->placeSceneAt(m_scene, QPoint(std::clamp(at.x(), 0, viewport->width()),
                                         std::clamp(at.y(), 0, viewport->height())));
}

} // namespace hexstride
