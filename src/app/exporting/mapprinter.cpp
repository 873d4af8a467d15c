#include "mapprinter.h"

#include "exporting/pagetiling.h"

#include <QPainter>
#include <QPrinter>

namespace hexstride {

void printMap(QPrinter *printer, const HexMap &map, const MapStyle &style, const ExportOptions &o)
{
    QPainter p(printer);
    const QRectF page = printer->pageRect(QPrinter::DevicePixel);
    if (o.hexSizeMm > 0) {
        // The painter's origin is the printable area's corner.
        paintTiledPages(
            p, QRectF(QPointF(0, 0), page.size()), printer->resolution() / 25.4,
            [printer] { return printer->newPage(); }, map, style, o);
        return;
    }
    paintMapPage(p, page.size(), map, style, o);
}

} // namespace hexstride
