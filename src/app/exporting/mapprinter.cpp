#include "mapprinter.h"

#include <QPainter>
#include <QPrinter>

namespace hexstride {

void printMap(QPrinter *printer, const HexMap &map, const MapStyle &style, const ExportOptions &o)
{
    QPainter p(printer);
    const QRectF page = printer->pageRect(QPrinter::DevicePixel);
    paintMapPage(p, page.size(), map, style, o);
}

} // namespace hexstride
