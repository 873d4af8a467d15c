#pragma once

#include "io/tiledconvert.h"
#include "map/hexmap.h"
#include "view/mapstyle.h"

#include <QByteArray>
#include <QColor>
#include <QImage>

namespace hexstride {

/// The tileset picture of a Tiled export (saveTiledMap): one tile per terrain of the map, in
/// the order of its terrain ids, each a hexagon filled with the terrain's colour and pattern as
/// the map view draws it. PNG bytes.
QByteArray tiledTilesetPng(const HexMap &map, const MapStyle &style);

/// A tile's picture, cut from its tileset image (readMapPicture: a regular PNG or JPEG file,
/// read at most kMaxShownPicturePixels: from a larger picture the tile is cut smaller);
/// null when it cannot be read, and then why in `problem` when given.
QImage tilePicture(const tiled::TileTerrain &tile, QString *problem = nullptr);
/// The average colour of a tile's picture (for a "tile N" terrain of an import); invalid when
/// the picture cannot be read (readMapPicture: a regular PNG or JPEG file), and then why in
/// `problem` when given.
QColor averageTileColour(const tiled::TileTerrain &tile, QString *problem = nullptr);
/// Gives each "tile N" terrain of an imported map its tile's average colour (kept in the map's
/// terrainColours, so the view, exports and saved files draw it); tiles whose picture cannot be
/// read keep the built-in look.
void colourTileTerrains(HexMap &map, const QList<tiled::TileTerrain> &tiles);
/// The same with the colours averageTileColours() gave for `tiles`.
void colourTileTerrains(HexMap &map, const QList<tiled::TileTerrain> &tiles,
                        const QList<QColor> &colours);
/// tilePicture() of each tile, each tileset picture read once, at most kMaxShownPicturePixels of
/// it (a larger picture is read scaled down, its tiles cut smaller); per tile why its picture
/// is null in `problems` when given (empty when it is not).
QList<QImage> tilePictures(const QList<tiled::TileTerrain> &tiles, QStringList *problems = nullptr);
/// averageTileColour() of each tile, as tilePictures() reads them.
QList<QColor> averageTileColours(const QList<tiled::TileTerrain> &tiles,
                                 QStringList *problems = nullptr);

} // namespace hexstride
