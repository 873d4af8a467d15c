#include "sightgreying.h"

#include "map/hexmap.h"
#include "movement/hexesinsight.h"
#include "view/renderparams.h"

#include <QImage>
#include <QPainter>

namespace hexstride {

namespace {
const QColor kOutOfSight(128, 128, 128, 170);

/// Below this size on the page (centre to corner), a hex is greyed through the mask: a 2000 ×
/// 2000 map's 4 million polygons took 2 s a side, its 100 sides' pictures over 3 minutes
/// (probe19 T09). From it up, every picture (the bundled maps, 400 × 400) keeps its polygons.
constexpr double kMaskBelowHexPixels = 2.0;

/// Out of sight greyed, in sight clear: a pixel a hex, by offset row and column.
QImage outOfSightMask(const HexMap &map, const HexesInSight &seen)
{
    QImage mask(map.width(), map.height(), QImage::Format_ARGB32_Premultiplied);
    const QRgb grey = qPremultiply(kOutOfSight.rgba());
    for (int row = 0; row < map.height(); ++row) {
        auto *line = reinterpret_cast<QRgb *>(mask.scanLine(row));
        for (int col = 0; col < map.width(); ++col)
            line[col] = seen.containsOffset({col, row}) ? 0 : grey;
    }
    return mask;
}

/// Lays the mask's pixels on the hexes, a line at a time (a row of pointy-top hexes, a column of
/// flat-top ones): each pixel a brick as wide as its hex across the line and as long as the
/// lines' spacing, centred on the hex. A shifted line is shifted with its hexes: what an army
/// sees lies around its mark (the mask stretched over the whole map at once, as the terrain's
/// overview is, left it half a hex to one side on every other line).
void drawMaskOnHexes(QPainter &p, const RenderParams &params, const HexMap &map, const QImage &mask)
{
    const PixelLayout &layout = params.layout;
    const bool rows = layout.orientation == Orientation::PointyTop;
    const QSizeF brick = rows ? QSizeF(layout.width(), layout.height() * 0.75)
                              : QSizeF(layout.width() * 0.75, layout.height());
    const int lines = rows ? map.height() : map.width();
    for (int line = 0; line < lines; ++line) {
        const QPointF first
            = params.centre(map.grid().toHex(rows ? Offset{0, line} : Offset{line, 0}));
        const QPointF topLeft = first - QPointF(brick.width() / 2, brick.height() / 2);
        if (rows)
            p.drawImage(QRectF(topLeft, QSizeF(brick.width() * map.width(), brick.height())), mask,
                        QRectF(0, line, map.width(), 1));
        else
            p.drawImage(QRectF(topLeft, QSizeF(brick.width(), brick.height() * map.height())), mask,
                        QRectF(line, 0, 1, map.height()));
    }
}
} // namespace

void greyOutOfSight(QPainter &p, const QTransform &toPage, const HexMap &map,
                    const HexesInSight &seen)
{
    const RenderParams params(map.shape(), 1.0);
    p.save();
    p.setTransform(toPage);
    if (params.hexSize() * toPage.m11() < kMaskBelowHexPixels) {
        drawMaskOnHexes(p, params, map, outOfSightMask(map, seen));
    } else {
        p.setPen(Qt::NoPen);
        p.setBrush(kOutOfSight);
        // A polygon a hex: one QPainterPath a row, filled once, was more than twice as slow.
        for (int row = 0; row < map.height(); ++row) {
            for (int col = 0; col < map.width(); ++col) {
                if (!seen.containsOffset({col, row}))
                    p.drawPolygon(params.polygon(map.grid().toHex({col, row})));
            }
        }
    }
    p.restore();
}

} // namespace hexstride
