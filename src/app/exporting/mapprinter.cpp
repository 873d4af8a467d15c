#include "mapprinter.h"

#include "exporting/pagetiling.h"

#include <QPainter>
#include <QPrinter>

namespace hexstride {

QString printMap(QPrinter *printer, const HexMap &map, const MapStyle &style,
                 const ExportOptions &o)
{
    const QRectF page = printer->pageRect(QPrinter::DevicePixel);
    if (o.hexSizeMm > 0) {
        // The painter's origin is the printable area's corner.
        const QRectF sheet(QPointF(0, 0), page.size());
        const double dotsPerMm = printer->resolution() / 25.4;
        if (QString problem = tiledPagesProblem(map, sheet, dotsPerMm, o); !problem.isEmpty())
            return problem;
        QPainter p(printer);
        paintTiledPages(
            p, sheet, dotsPerMm, [printer] { return printer->newPage(); }, map, style, o);
        return {};
    }
    QPainter p(printer);
    paintMapPage(p, page.size(), map, style, o);
    return {};
}

} // namespace hexstride
