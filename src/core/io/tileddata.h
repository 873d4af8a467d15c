#pragma once

#include "tiledmodel.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <optional>

namespace hexstride::tiled {

/// The translation context of the Tiled reader and writer.
struct TiledText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::tiled)
};

/// Decodes a tile layer's data: CSV, or base64 of little-endian 32-bit gids, uncompressed,
/// zlib or gzip. `count` gids are expected, no more and no fewer (the caller checked that count
/// is within the map caps, so nothing is allocated from what the data itself claims). On failure
/// error says what is wrong, without a place: the caller adds the layer's name.
bool decodeGids(const QString &encoding, const QString &compression, const QByteArray &text,
                qsizetype count, std::vector<std::uint32_t> &out, QString &error);

/// Counts `tiles` gids and `items` objects, tiles or properties more against the caps of one
/// file (kMaxTilesRead, kMaxItemsRead); false with error once either is passed. Called before
/// anything is decoded or kept.
bool withinCaps(Map &map, qint64 tiles, qint64 items, QString &error);

/// Whether a finite map's tile layer of `width` × `height` tiles (as the layer says) is as large
/// as the map: Hexstride lays every layer's data out on the map's grid, so a layer of another
/// size would put its tiles in the wrong hexes (probe15 P22). False with error naming the layer.
bool layerFitsMap(const Map &map, const QString &layerName, int width, int height, QString &error);

/// Two tilesets starting at the same gid (which of them a gid names is a guess): false with
/// error naming both (probe15 P22).
bool tilesetsStartApart(const Map &map, QString &error);

/// "PLACE: WHAT is given twice (WHICH TWO); Hexstride reads one": the one wording of every
/// refusal of something a Tiled file gives twice, where reading on would keep one of the two
/// without a word ("layer "o", object 3: property "elevation" is given twice (properties 1 and
/// 2); Hexstride reads one").
QString givenTwice(const QString &place, const QString &what, const QString &whichTwo);

/// Nothing the import reads is given twice: a property of the map, of a tile or of an object, a
/// tile id in a tileset (probe18 S02: the last tile, the first property won, without a word).
/// False with error saying the first found (givenTwice). Tiled's editor never writes either.
bool nothingGivenTwice(const Map &map, QString &error);

/// One block of an infinite map's layer, in tile coordinates that may be negative.
struct Chunk
{
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;
    std::vector<std::uint32_t> gids;
};

/// An infinite map's layers assembled into one finite grid: the bounding box of every chunk of
/// every layer becomes the map (map.width, map.height set), objects move with it, and the
/// stagger index flips when the box starts on an odd index of the staggered axis (so that each
/// tile keeps its place). `chunks[i]` belongs to tile layer `map.layers[i]`. False with error
/// when the box is larger than kMaxSide, or when two chunks of a layer cover one cell (which of
/// them gives its tile is not for the reader to guess; probe18 S02).
bool assembleChunks(Map &map, const QList<QList<Chunk>> &chunks, QString &error);

/// "FIELD: expected a whole number in LOW..HIGH, got TEXT", translated: the readers' check of
/// every size they read.
bool checkedInt(const QString &text, int low, int high, const QString &field, int &out,
                QString &error);

/// A polyline point as both readers take it: x and y are finite numbers (nullopt: missing or
/// not a number). False with "object ID: bad polyline point "TEXT"" in error otherwise; `shown`
/// is the point as the file writes it.
bool checkedPoint(std::optional<double> x, std::optional<double> y, int objectId,
                  const QString &shown, Point &out, QString &error);

/// "layer "NAME", object ID": where an object is, as every message about one names it.
QString objectPlace(const QString &layerName, int objectId);

/// An object's x, y, width or height as both readers take it: a finite number (nullopt: given
/// but not a number). False with "layer "NAME", object ID: bad FIELD "TEXT" (expected a
/// number)" in error otherwise, `shown` being the value as the file writes it: read as 0, a
/// label landed on the first hex and a point was called off the map (probe18 S03). An absent
/// field is 0, as Tiled reads it; the readers do not ask about it.
bool checkedObjectNumber(std::optional<double> value, const QString &shown, const char *field,
                         const QString &layerName, int objectId, double &out, QString &error);

/// The columns of a tileset's image as Tiled counts them when the file does not say (Tiled 1.0
/// wrote no `columns`): as many tiles as fit across the image between its margins, spacing
/// between them ((imageWidth − margin + spacing) / (tileWidth + spacing)); 0 when unknown.
int tilesetColumns(const Tileset &ts);

/// The message refusing a map that is not hexagonal, naming its orientation.
QString notHexagonal(const QString &orientation);

/// A "#rrggbb" or "#aarrggbb" colour as Tiled writes it, to 0xRRGGBB; nullopt when malformed.
std::optional<std::uint32_t> parseColour(const QString &text);

} // namespace hexstride::tiled
