#pragma once

#include <QPoint>
#include <QPointF>

namespace hexstride {

class MapView;

/// Keeps the map still on screen while docks come, go or change width around the view: the map
/// point at the view's centre before stays at the same place on screen after (as near as
/// scrolling allows), so the next click lands on the hex the user aimed at.
class ScreenAnchor
{
public:
    /// Notes the point; construct it before the docks change.
    explicit ScreenAnchor(MapView *view);
    /// After the docks changed: lays the window out now and scrolls the map back under the point.
    void restore();

private:
    MapView *m_view;
    QPoint m_global;
    QPointF m_scene;
};

} // namespace hexstride
