#include "pagetiling.h"
#include "text/filltext.h"

#include "view/backgroundpainting.h"
#include "view/maprenderer.h"
#include "view/renderparams.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPainter>
#include <cmath>
#include <optional>

namespace hexstride {

namespace {
struct PageText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::MapExporter)
};
} // namespace

QRectF PageGrid::tileAt(int col, int row) const
{
    const double stepX = tile.width() - overlap, stepY = tile.height() - overlap;
    return {col * stepX, row * stepY, tile.width(), tile.height()};
}

QString PageGrid::pageName(int col, int row)
{
    QString letters;
    for (int r = row + 1; r > 0; r = (r - 1) / 26)
        letters.prepend(QChar(u'A' + (r - 1) % 26));
    return letters + QString::number(col + 1);
}

PageGrid pageGrid(const HexMap &map, double hexSizeMm, double overlapMm, const QSizeF &mapArea,
                  double dotsPerMm)
{
    PageGrid g;
    // Neighbouring hex centres (across the flats) are √3 × the centre-to-corner size apart.
    g.zoom = hexSizeMm * dotsPerMm / (std::sqrt(3.0) * RenderParams::kBaseHexSize);
    g.tile = mapArea;
    // Sheets share at least a whole hex, so every hex is whole on some sheet.
    const double wholeHex = 2.05 * RenderParams::kBaseHexSize * g.zoom;
    g.overlap = std::min(std::max(overlapMm * dotsPerMm, wholeHex),
                         std::min(mapArea.width(), mapArea.height()) / 3);
    const QSizeF scene = RenderParams(map.shape(), g.zoom).sceneSize;
    const auto count = [&](double total, double tile) {
        return std::max(1, int(std::ceil((total - g.overlap) / (tile - g.overlap) - 1e-9)));
    };
    g.cols = count(scene.width(), g.tile.width());
    g.rows = count(scene.height(), g.tile.height());
    return g;
}

namespace {
/// A sheet's header (the page's name and its neighbours) and the map area under it.
QRectF pageHeader(const QRectF &page, double mm)
{
    return QRectF(page.left(), page.top(), page.width(), 9 * mm);
}
QRectF pageMapArea(const QRectF &page, double mm)
{
    const QRectF header = pageHeader(page, mm);
    return QRectF(page.left(), header.bottom() + 2 * mm, page.width(),
                  page.bottom() - header.bottom() - 2 * mm);
}
} // namespace

PageGrid tiledPageGrid(const HexMap &map, const QRectF &page, double dotsPerMm,
                       const ExportOptions &options)
{
    return pageGrid(map, options.hexSizeMm, options.overlapMm, pageMapArea(page, dotsPerMm).size(),
                    dotsPerMm);
}

qint64 tiledHexes(const HexMap &map, const PageGrid &grid)
{
    const RenderParams rp(map.shape(), grid.zoom);
    qint64 hexes = 0;
    for (int row = 0; row < grid.rows; ++row) {
        for (int col = 0; col < grid.cols; ++col) {
            const OffsetRange r = rp.range(grid.tileAt(col, row));
            if (!r.isEmpty())
                hexes += qint64(r.col1 - r.col0 + 1) * (r.row1 - r.row0 + 1);
        }
    }
    return hexes;
}

namespace {
/// The largest hex size, in whole half millimetres from options.hexSizeMm down to 3 mm, at which
/// the map takes at most kMaxTiledPages sheets holding at most kMaxTiledHexes hexes; none when
/// not even 3 mm does (the hexes in all grow with the hex size: sheets overlap by a hex).
std::optional<double> largestHexSizeFitting(const HexMap &map, const QRectF &page, double dotsPerMm,
                                            const ExportOptions &options)
{
    ExportOptions smaller = options;
    for (smaller.hexSizeMm = std::floor(options.hexSizeMm * 2) / 2; smaller.hexSizeMm >= 3;
         smaller.hexSizeMm -= 0.5) {
        const PageGrid grid = tiledPageGrid(map, page, dotsPerMm, smaller);
        if (qint64(grid.cols) * grid.rows <= kMaxTiledPages
            && tiledHexes(map, grid) <= kMaxTiledHexes)
            return smaller.hexSizeMm;
    }
    return std::nullopt;
}
} // namespace

QString tiledPagesProblem(const HexMap &map, const QRectF &page, double dotsPerMm,
                          const ExportOptions &options)
{
    const PageGrid grid = tiledPageGrid(map, page, dotsPerMm, options);
    const qint64 pages = qint64(grid.cols) * grid.rows;
    // probe20 U07: the hexes on all sheets are bounded as well as the sheets.
    const qint64 hexes = pages <= kMaxTiledPages ? tiledHexes(map, grid) : 0;
    if (pages <= kMaxTiledPages && hexes <= kMaxTiledHexes)
        return {};
    const auto fits = largestHexSizeFitting(map, page, dotsPerMm, options);
    if (!fits) {
        ExportOptions smallest = options;
        smallest.hexSizeMm = 3;
        return fillText(
            PageText::tr("the map has %1 × %2 hexes: over pages at 3 mm a hex, the smallest "
                         "size, they come to %3 hexes, and at most %4 are printed over pages: "
                         "print the map fitted to one page, or as a picture"),
            {map.width(), map.height(),
             tiledHexes(map, tiledPageGrid(map, page, dotsPerMm, smallest)), kMaxTiledHexes});
    }
    const QString size = QLocale().toString(options.hexSizeMm, 'g', 4),
                  fitting = QLocale().toString(*fits, 'g', 4);
    if (pages > kMaxTiledPages)
        return fillText(PageText::tr("at %1 mm a hex the map takes %2 × %3 = %4 pages; at most %5 "
                                     "are printed: choose a hex size of at most %6 mm"),
                        {size, grid.cols, grid.rows, pages, kMaxTiledPages, fitting});
    return fillText(PageText::tr("at %1 mm a hex the map's %2 pages hold %3 hexes in all; at "
                                 "most %4 are printed over pages: choose a hex size of at most "
                                 "%5 mm"),
                    {size, pages, hexes, kMaxTiledHexes, fitting});
}

int paintTiledPages(QPainter &p, const QRectF &page, double dotsPerMm,
                    const std::function<bool()> &newPage, const HexMap &map, const MapStyle &style,
                    const ExportOptions &o)
{
    const double mm = dotsPerMm;
    const QRectF header = pageHeader(page, mm);
    const QRectF mapArea = pageMapArea(page, mm);
    const PageGrid grid = tiledPageGrid(map, page, dotsPerMm, o);
    RenderParams rp(map.shape(), grid.zoom);
    rp.hexNumbers = o.hexNumbers;
    rp.setUpForPaper(dotsPerMm, o.darkOutlines);
    const MapRenderer renderer(map, style);
    const QString title = map.title().isEmpty() ? PageText::tr("Untitled map") : map.title();
    QFont headerFont = p.font();
    headerFont.setPixelSize(int(3.5 * mm));
    QFont markFont = p.font();
    markFont.setPixelSize(int(2.6 * mm));
    int painted = 0;
    for (int row = 0; row < grid.rows; ++row) {
        for (int col = 0; col < grid.cols; ++col) {
            if (painted++ > 0)
                newPage();
            p.fillRect(page, Qt::white);
            const QRectF tile = grid.tileAt(col, row);
            p.save();
            p.setClipRect(mapArea);
            p.translate(mapArea.topLeft() - tile.topLeft());
            renderer.paint(p, rp, tile);
            paintBackgroundImage(p, rp, map.background(), o.backgroundImage);
            p.restore();
            // Overlap marks: dashed where the neighbouring sheet's area begins, so the sheets
            // can be laid on each other, with the neighbour's name.
            p.setFont(markFont);
            p.setPen(QPen(QColor(200, 0, 0), 0.3 * mm, Qt::DashLine));
            const double o1 = grid.overlap;
            const auto mark
                = [&](QLineF line, const QString &name, Qt::Alignment align, const QRectF &box) {
                      p.setPen(QPen(QColor(200, 0, 0), 0.3 * mm, Qt::DashLine));
                      p.drawLine(line);
                      p.setPen(QColor(200, 0, 0));
                      p.drawText(box, align, name);
                  };
            if (col + 1 < grid.cols)
                mark({mapArea.right() - o1, mapArea.top(), mapArea.right() - o1, mapArea.bottom()},
                     PageText::tr("%1 →").arg(PageGrid::pageName(col + 1, row)),
                     Qt::AlignRight | Qt::AlignVCenter,
                     QRectF(mapArea.right() - 30 * mm, mapArea.center().y() - 3 * mm, 29 * mm,
                            6 * mm));
            if (col > 0)
                mark({mapArea.left() + o1, mapArea.top(), mapArea.left() + o1, mapArea.bottom()},
                     PageText::tr("← %1").arg(PageGrid::pageName(col - 1, row)),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     QRectF(mapArea.left() + 1 * mm, mapArea.center().y() - 3 * mm, 29 * mm,
                            6 * mm));
            if (row + 1 < grid.rows)
                mark(
                    {mapArea.left(), mapArea.bottom() - o1, mapArea.right(), mapArea.bottom() - o1},
                    PageText::tr("↓ %1").arg(PageGrid::pageName(col, row + 1)),
                    Qt::AlignHCenter | Qt::AlignBottom,
                    QRectF(mapArea.center().x() - 15 * mm, mapArea.bottom() - 7 * mm, 30 * mm,
                           6 * mm));
            if (row > 0)
                mark({mapArea.left(), mapArea.top() + o1, mapArea.right(), mapArea.top() + o1},
                     PageText::tr("↑ %1").arg(PageGrid::pageName(col, row - 1)),
                     Qt::AlignHCenter | Qt::AlignTop,
                     QRectF(mapArea.center().x() - 15 * mm, mapArea.top() + 1 * mm, 30 * mm,
                            6 * mm));
            p.setPen(QPen(Qt::black, 0.2 * mm));
            p.setBrush(Qt::NoBrush);
            p.drawRect(mapArea);
            p.setFont(headerFont);
            p.setPen(Qt::black);
            p.drawText(header, Qt::AlignLeft | Qt::AlignVCenter, title);
            p.drawText(header, Qt::AlignRight | Qt::AlignVCenter,
                       fillText(PageText::tr("Page %1 (%2 of %3) · %4 mm a hex"),
                                {PageGrid::pageName(col, row), painted, grid.pages() + 1,
                                 QLocale().toString(o.hexSizeMm, 'g', 4)}));
        }
    }
    // The key: the whole map with the page grid over it, and the legend.
    newPage();
    ExportOptions fitted = o;
    fitted.hexSizeMm = 0;
    fitted.visibleAreaOnly = false;
    fitted.title = true;
    p.save();
    p.translate(page.topLeft());
    const QTransform placed = paintMapPage(p, page.size(), map, style, fitted);
    // The last sheets of a row or column reach past the map's edge: on the key each sheet is
    // drawn as far as the map goes, within the map's frame and so on the paper.
    const QRectF mapOnKey
        = placed.mapRect(QRectF(QPointF(0, 0), RenderParams(map.shape(), 1.0).sceneSize));
    p.setFont(headerFont);
    for (int row = 0; row < grid.rows; ++row) {
        for (int col = 0; col < grid.cols; ++col) {
            const QRectF t = grid.tileAt(col, row);
            const QRectF onKey
                = placed.mapRect(QRectF(t.topLeft() / grid.zoom, t.size() / grid.zoom))
                      .intersected(mapOnKey);
            if (onKey.isEmpty())
                continue;
            p.setPen(QPen(QColor(200, 0, 0), 0.4 * mm));
            p.setBrush(Qt::NoBrush);
            p.drawRect(onKey);
            p.drawText(onKey.adjusted(1 * mm, 1 * mm, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                       PageGrid::pageName(col, row));
        }
    }
    p.restore();
    return painted + 1;
}

} // namespace hexstride
