#include "mapprinter.h"

#include "exporting/pagetiling.h"
#include "exportoptionsdialog.h"
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
        if (QString problem = tiledPagesProblem(map, sheet, dotsPerMm, o); !problem.isEmpty()) {
            // At the dialog's smallest scale the way out it has is to fit the map to one page
            // (probe20 U08: "choose a smaller hex size" at 15 mm, its smallest).
            if (o.hexSizeMm > ExportOptionsDialog::kSmallestScaleMm)
                return problem;
            const PageGrid grid = tiledPageGrid(map, sheet, dotsPerMm, o);
            return fillText(QCoreApplication::translate(
                                "hexstride::MapPrinter",
                                "At %1 mm a hex the map takes %2 pages holding %3 hexes, more "
                                "than Hexstride prints over pages (%4 pages, %5 hexes): choose "
                                "\"Fit to one page\", or export the map as a picture"),
                            {o.hexSizeMm, qint64(grid.cols) * grid.rows, tiledHexes(map, grid),
                             kMaxTiledPages, kMaxTiledHexes});
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
