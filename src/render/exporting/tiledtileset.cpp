#include "tiledtileset.h"

#include "io/tiledgeometry.h"
#include "view/backgroundpainting.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QPolygonF>

namespace hexstride {

QByteArray tiledTilesetPng(const HexMap &map, const MapStyle &style)
{
    const auto [w, h] = tiled::exportTileSize(map.grid().orientation);
    const int kinds = map.terrains().size();
    QImage image(std::max(1, kinds) * w, h, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    // The hexagon of tile (0, 0) of an exported map, which fills its tile exactly.
    tiled::Map shape;
    shape.staggerAxis = map.grid().orientation == Orientation::PointyTop ? QStringLiteral("y")
                                                                         : QStringLiteral("x");
    shape.tileWidth = w;
    shape.tileHeight = h;
    shape.hexSideLength = tiled::kExportHexSide;
    QPolygonF hexagon;
    for (const PointF p : tiled::Geometry::of(shape).corners({0, 0}))
        hexagon << QPointF(p.x, p.y);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    for (int i = 0; i < kinds; ++i) {
        const QPolygonF tile = hexagon.translated(i * w, 0);
        painter.setBrush(style.terrainColour[std::size_t(i)]);
        painter.drawPolygon(tile);
        if (const QImage &pattern = style.terrainPattern[std::size_t(i)]; !pattern.isNull()) {
            QBrush brush(pattern);
            brush.setTransform(QTransform::fromTranslate(i * w, 0));
            painter.setBrush(brush);
            painter.drawPolygon(tile);
        }
    }
    painter.end();
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return png;
}

QImage tilePicture(const tiled::TileTerrain &tile, QString *problem)
{
    if (tile.image.isEmpty() || tile.width <= 0 || tile.height <= 0)
        return {};
    QString error;
    const QImage image
        = readMapPicture(tile.image,
                         PictureReading{1.0, QRect(tile.x, tile.y, tile.width, tile.height)}, error)
              .convertToFormat(QImage::Format_ARGB32);
    if (image.isNull() && problem)
        *problem = error;
    return image;
}

QColor averageTileColour(const tiled::TileTerrain &tile, QString *problem)
{
    const QImage image = tilePicture(tile, problem);
    if (image.isNull())
        return {};
    double r = 0, g = 0, b = 0, weight = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const double a = qAlpha(line[x]) / 255.0; // transparent corners do not count
            r += qRed(line[x]) * a;
            g += qGreen(line[x]) * a;
            b += qBlue(line[x]) * a;
            weight += a;
        }
    }
    if (weight <= 0)
        return {};
    return QColor(int(r / weight + 0.5), int(g / weight + 0.5), int(b / weight + 0.5));
}

void colourTileTerrains(HexMap &map, const QList<tiled::TileTerrain> &tiles)
{
    for (const tiled::TileTerrain &tile : tiles) {
        const QColor colour = averageTileColour(tile);
        if (colour.isValid())
            map.terrainColours().insert(tile.terrain, colour.rgb() & 0xffffff);
    }
}

} // namespace hexstride
