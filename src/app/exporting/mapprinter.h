#pragma once

#include "exporting/mapexporter.h"

class QPrinter;

namespace hexstride {

/// Prints on a printer set up by the caller (dialog or preview). Lives in the app, not in
/// hexstride_render, because QPrinter belongs to QtPrintSupport, which needs widgets. Returns
/// why nothing was printed (a fixed scale that would take more than kMaxTiledPages sheets,
/// translated), else empty.
QString printMap(QPrinter *printer, const HexMap &map, const MapStyle &style,
                 const ExportOptions &options);

} // namespace hexstride
