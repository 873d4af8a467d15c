#pragma once

#include <QIcon>
#include <QPolygonF>

namespace hexstride {

/// Icons drawn in code so the app looks complete without an icon theme.
enum class ToolIcon {
    Brush,
    Fill,
    Elevation,
    HexFeature,
    Edge,
    Eraser,
    Label,
    Unit,
    SelectRect,
    Lasso,
    ZoomIn,
    ZoomOut
};
QIcon toolIcon(ToolIcon which);

/// A pointy-top hexagon of corner radius `r` around `c`, for icons drawn in code (the tools'
/// and the palette's).
QPolygonF iconHexagon(QPointF c, double r);

} // namespace hexstride
