#include "tiledtileset.h"

#include "io/tiledgeometry.h"
#include "text/filltext.h"
#include "view/backgroundpainting.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QHash>
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

namespace {
struct TilesetText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::render)
};

/// The largest tileset picture an import reads (its tiles give colours): 16 million pixels,
/// 4096 × 4096. A larger one is a warning, its tiles keep the built-in look; one of 100 million
/// took 6 s to decode.
constexpr qint64 kMaxTilesetPixels = qint64(16) * 1000 * 1000;

/// A tileset picture read once for all its tiles, at most kMaxShownPicturePixels: tiles only
/// give colours, and a 10000 × 10000 picture read whole for each tile took 22 s.
struct TileSheet
{
    QImage image;
    double scale = 1; ///< decoded pixels per pixel of the file
    QString error;
};

QImage cutTile(const TileSheet &sheet, const tiled::TileTerrain &tile)
{
    if (sheet.image.isNull())
        return {};
    const QRectF inFile(tile.x, tile.y, tile.width, tile.height);
    QRect r = QRectF(inFile.topLeft() * sheet.scale, inFile.size() * sheet.scale).toAlignedRect();
    r = r.intersected(sheet.image.rect());
    if (r.isEmpty())
        return {};
    return sheet.image.copy(r).convertToFormat(QImage::Format_ARGB32);
}

QList<QImage> cutTiles(const QList<tiled::TileTerrain> &tiles, QStringList *problems)
{
    QHash<QString, TileSheet> sheets;
    QList<QImage> out;
    for (const tiled::TileTerrain &tile : tiles) {
        QString problem;
        QImage picture;
        if (!tile.image.isEmpty() && tile.width > 0 && tile.height > 0) {
            auto it = sheets.find(tile.image);
            if (it == sheets.end()) {
                TileSheet sheet;
                const QSize size = mapPictureSize(tile.image, sheet.error);
                if (qint64(size.width()) * size.height() > kMaxTilesetPixels) {
                    sheet.error = fillText(
                        TilesetText::tr("%1: the tileset picture is %2 × %3 pixels; tileset "
                                        "pictures are read up to %4 million pixels (their "
                                        "tiles only give colours)"),
                        {QDir::toNativeSeparators(tile.image), size.width(), size.height(),
                         kMaxTilesetPixels / 1000000});
                    it = sheets.insert(tile.image, sheet);
                    picture = {};
                    problem = sheet.error;
                    out << picture;
                    if (problems)
                        *problems << problem;
                    continue;
                }
                sheet.image = readMapPicture(
                    tile.image, PictureReading{1.0, {}, kMaxShownPicturePixels}, sheet.error);
                if (!sheet.image.isNull())
                    sheet.scale = sheet.image.width() / sheet.image.deviceIndependentSize().width();
                sheet.image.setDevicePixelRatio(1);
                it = sheets.insert(tile.image, sheet);
            }
            picture = cutTile(*it, tile);
            problem = it->error;
        }
        out << picture;
        if (problems)
            *problems << problem;
    }
    return out;
}

QColor averageColour(const QImage &image)
{
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
} // namespace

QImage tilePicture(const tiled::TileTerrain &tile, QString *problem)
{
    QStringList problems;
    const QImage image = cutTiles({tile}, &problems).constFirst();
    if (image.isNull() && problem)
        *problem = problems.constFirst();
    return image;
}

QList<QImage> tilePictures(const QList<tiled::TileTerrain> &tiles, QStringList *problems)
{
    return cutTiles(tiles, problems);
}

QColor averageTileColour(const tiled::TileTerrain &tile, QString *problem)
{
    return averageColour(tilePicture(tile, problem));
}

QList<QColor> averageTileColours(const QList<tiled::TileTerrain> &tiles, QStringList *problems)
{
    QList<QColor> out;
    for (const QImage &picture : cutTiles(tiles, problems))
        out << averageColour(picture);
    return out;
}

void colourTileTerrains(HexMap &map, const QList<tiled::TileTerrain> &tiles)
{
    colourTileTerrains(map, tiles, averageTileColours(tiles));
}

void colourTileTerrains(HexMap &map, const QList<tiled::TileTerrain> &tiles,
                        const QList<QColor> &colours)
{
    for (qsizetype i = 0; i < tiles.size() && i < colours.size(); ++i) {
        if (colours.at(i).isValid())
            map.terrainColours().insert(tiles.at(i).terrain, colours.at(i).rgb() & 0xffffff);
    }
}

} // namespace hexstride
