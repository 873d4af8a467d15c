#pragma once

#include <QIcon>

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

} // namespace hexstride
