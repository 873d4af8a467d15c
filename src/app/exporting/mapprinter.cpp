#include "mapprinter.h"

#include "exporting/pagetiling.h"
#include "text/filltext.h"

#include <QCoreApplication>

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
        // The dialog offers no smaller size than the one chosen: the way out it has is to fit
        // the map to one page (probe20 U08: "choose a smaller hex size" at 15 mm, its smallest).
        if (!tiledPagesProblem(map, sheet, dotsPerMm, o).isEmpty()) {
            const PageGrid grid = tiledPageGrid(map, sheet, dotsPerMm, o);
            return fillText(
                QCoreApplication::translate(
                    "hexstride::MapPrinter",
                    "At %1 mm a hex the map takes %2 × %3 = %4 pages, more than the "
                    "%5 Hexstride prints: choose \"Fit to one page\", or print it "
                    "at a smaller hex size from the command line (hexstride-cli "
                    "render --pages --hex-size)"),
                {o.hexSizeMm, grid.cols, grid.rows, qint64(grid.cols) * grid.rows, kMaxTiledPages});
        }
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
