#include "renderparams.h"

#include "map/labelscheme.h"

#include <algorithm>
#include <limits>

namespace hexstride {

RenderParams::RenderParams(const MapShape &s, double z)
    : shape(s)
    , zoom(z)
    , layout{s.grid.orientation, kBaseHexSize * z}
{
    // The bounding box of the map is set by the outer two rows and columns.
    double x0 = std::numeric_limits<double>::max(), y0 = x0;
    double x1 = std::numeric_limits<double>::lowest(), y1 = x1;
    const auto take = [&](int col, int row) {
        if (col < 0 || row < 0 || col >= s.width || row >= s.height)
            return;
        const PointF c = layout.centre(s.grid.toHex({col, row}));
        x0 = std::min(x0, c.x - layout.width() / 2);
        x1 = std::max(x1, c.x + layout.width() / 2);
        y0 = std::min(y0, c.y - layout.height() / 2);
        y1 = std::max(y1, c.y + layout.height() / 2);
    };
    for (int col = 0; col < s.width; ++col) {
        for (int row : {0, 1, s.height - 2, s.height - 1})
            take(col, row);
    }
    for (int row = 0; row < s.height; ++row) {
        for (int col : {0, 1, s.width - 2, s.width - 1})
            take(col, row);
    }
    origin = {x0, y0};
    sceneSize = {x1 - x0, y1 - y0};
    if (s.width > 0 && s.height > 0)
        labelChars = std::max<int>(
            4,
            int(HexLabeler(s.labels, s.width, s.height).label({s.width - 1, s.height - 1}).size()));
}

double RenderParams::coordinateRoom() const
{
    // A digit is about 0.6 of the font's pixel size wide.
    return layout.width() * 0.8 / (0.6 * labelChars);
}

int RenderParams::coordinateFontPixels() const
{
    return std::max(
        4, int(std::min(std::max(kReadableNumberPixels, hexSize() * 0.26), coordinateRoom())));
}

QPointF RenderParams::corner(Hex h, int i) const
{
    const PointF p = layout.corner(h, i);
    return {p.x - origin.x(), p.y - origin.y()};
}

QPolygonF RenderParams::polygon(Hex h) const
{
    QPolygonF poly;
    poly.reserve(6);
    for (int i = 0; i < 6; ++i)
        poly.append(corner(h, i));
    return poly;
}

void RenderParams::setUpForPaper(double dotsPerMm, bool dark)
{
    darkOutlines = dark;
    thinnestLine = dotsPerMm * (dark ? kDarkPrintedLineMm : kThinnestPrintedLineMm);
}

QRectF RenderParams::hexBounds(Hex h) const
{
    const QPointF c = centre(h);
    return {c.x() - layout.width() / 2, c.y() - layout.height() / 2, layout.width(),
            layout.height()};
}

OffsetRange RenderParams::range(const QRectF &scene) const
{
    return offsetRangeFor(layout, shape.grid, shape.width, shape.height, toLayout(scene.topLeft()),
                          toLayout(scene.bottomRight()));
}

} // namespace hexstride
