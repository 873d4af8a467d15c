#pragma once

#include "mapexporter.h"

#include <QRectF>
#include <functional>

namespace hexstride {

/// How a map at a fixed scale is cut into pages: each page shows a `tile` of the zoomed scene,
/// pages overlap by `overlap` (device units) so nothing falls between two sheets.
struct PageGrid
{
    double zoom = 1; ///< the render zoom that gives the chosen hex size
    QSizeF tile;     ///< the scene area one page shows
    double overlap = 0;
    int cols = 1;
    int rows = 1;
    int pages() const { return cols * rows; }
    /// The scene area of the page at (col, row).
    QRectF tileAt(int col, int row) const;
    /// "B3": the row as a letter (A, B, … Z, AA, …), the column from 1.
    static QString pageName(int col, int row);
};

/// The page grid for a map whose hexes measure `hexSizeMm` across the flats, on pages whose
/// map area is `mapArea` device units at `dotsPerMm`. Sheets overlap by `overlapMm`, and by at
/// least one whole hex, so that every hex is whole on some sheet.
PageGrid pageGrid(const HexMap &map, double hexSizeMm, double overlapMm, const QSizeF &mapArea,
                  double dotsPerMm);

/// The most pages a map is tiled over (`render --pages`, Export and Print at a fixed scale): a
/// 2000 × 2000 map at an inch a hex would take about 70,000 sheets (and minutes to draw).
inline constexpr int kMaxTiledPages = 500;

/// The page grid paintTiledPages() lays over pages of `page` (the map area under each page's
/// header): its pages() is the number of sheets before the overview page.
PageGrid tiledPageGrid(const HexMap &map, const QRectF &page, double dotsPerMm,
                       const ExportOptions &options);

/// The most hexes the sheets of paintTiledPages() draw in all, a hex in an overlap counted on
/// each sheet it is on. A sheet of 3 mm hexes holds about 6,000 and costs a quarter of a second
/// and a megabyte of PDF, whatever the map holds (probe20 U07: 481 sheets of a 2000 × 1500 map
/// took 117 s, 575 MB of memory and a 515 MB file); within this bound the sheets are drawn in
/// about 15 s. A smaller hex puts more hexes on fewer sheets: the hexes in all stay those of
/// the map, so a larger map is printed on one page or as a picture instead.
inline constexpr qint64 kMaxTiledHexes = 400'000;

/// The hexes the sheets of `grid` draw in all (those paintTiledPages() paints: every hex a
/// sheet's area touches).
qint64 tiledHexes(const HexMap &map, const PageGrid &grid);

/// A translated refusal when the map at options.hexSizeMm takes more than kMaxTiledPages
/// sheets of `page` or more than kMaxTiledHexes hexes on them, naming the largest hex size that
/// fits, or, when not even 3 mm does, saying to print the map on one page; empty when it fits.
QString tiledPagesProblem(const HexMap &map, const QRectF &page, double dotsPerMm,
                          const ExportOptions &options);

/// Paints the map at options.hexSizeMm over as many pages as it needs (each with a header
/// naming the page and its neighbours, overlap marks where the next sheet starts), then a
/// last page with the whole map, the page grid over it and the legend. `newPage` starts the
/// next page (QPdfWriter::newPage, QPrinter::newPage). Returns the number of pages.
int paintTiledPages(QPainter &p, const QRectF &page, double dotsPerMm,
                    const std::function<bool()> &newPage, const HexMap &map, const MapStyle &style,
                    const ExportOptions &options);

} // namespace hexstride
