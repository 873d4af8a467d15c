#pragma once

#include "map/hexmap.h"
#include "view/mapstyle.h"

#include <QRectF>
#include <QString>

class QPainter;

namespace hexstride {

/// What to put on an exported or printed page.
struct ExportOptions
{
    bool visibleAreaOnly = false;
    QRectF visibleBaseRect; ///< the view's visible area at 100 %, used when visibleAreaOnly
    int widthPx = 2000;     ///< PNG width
    bool legend = true;
    bool title = true;
};

/// Draws the map with its title and legend onto a page of `size` (device units).
void paintMapPage(QPainter &p, const QSizeF &size, const HexMap &map, const MapStyle &style,
                  const ExportOptions &options);

/// Writes PNG, SVG or PDF by the file's suffix. Returns an empty string or a translated error.
QString exportMap(const HexMap &map, const MapStyle &style, const QString &path,
                  const ExportOptions &options);

} // namespace hexstride
