#pragma once

#include <QList>
#include <QString>
#include <cstdint>
#include <vector>

/// The parts of a Tiled map (https://doc.mapeditor.org, "TMX Map Format" and "JSON Map
/// Format") that Hexstride reads and writes, shared by the .tmx and .tmj readers and writers.
namespace hexstride::tiled {

/// A gid's top four bits are flip and rotation flags, not part of the tile id.
inline constexpr std::uint32_t kGidFlagMask = 0xf0000000u;
/// The largest map a Tiled file may describe: the same cap as our own maps.
inline constexpr int kMaxSide = 2000;
/// The most gids the readers decode from one file, all layers and chunks together (64 MB):
/// compressed data could otherwise claim gigabytes in a small file.
inline constexpr qint64 kMaxTilesRead = qint64(kMaxSide) * kMaxSide * 4;
/// The largest object template read (.tx, .tj): one object, a few hundred bytes in Tiled's files.
inline constexpr qint64 kMaxTemplateBytes = 1 << 20;
/// The most object templates one map's objects name (Tiled maps use a handful): a map naming a
/// million missing ones is not a million file look-ups.
inline constexpr int kMaxTemplates = 1000;
/// The most objects, tiles and properties the readers keep from one file.
inline constexpr qint64 kMaxItemsRead = 2'000'000;

struct Property
{
    QString name;
    QString type = QStringLiteral("string"); ///< string, int, float, bool, color, file…
    QString value;
};
using Properties = QList<Property>;
/// The value of a named property, or an empty string.
QString propertyValue(const Properties &props, const QString &name);
/// An object template's properties under an object's own: the template's that the object does
/// not give, then the object's.
Properties overriddenProperties(const Properties &base, const Properties &own);

struct Tile
{
    int id = 0;
    QString type; ///< Tiled 1.8 `type`, Tiled 1.9+ `class`
    Properties properties;
    QString image; ///< a tile of an image-collection tileset, relative to the tileset file
};

struct Tileset
{
    int firstGid = 1;
    QString name;
    int tileWidth = 0;
    int tileHeight = 0;
    int tileCount = 0;
    int columns = 0; ///< as the file says, else worked out from the image (tilesetColumns)
    int margin = 0;  ///< pixels around the image's tiles
    int spacing = 0; ///< pixels between its tiles
    QString image;   ///< relative to the tileset's own file (the map's, when embedded)
    int imageWidth = 0;
    int imageHeight = 0;
    QString baseDir; ///< the folder relative paths start from (reader only)
    QString file;    ///< an external tileset's own file (.tsx, .tsj), as read (reader only)
    QList<Tile> tiles;
};

struct Point
{
    double x = 0;
    double y = 0;
};

struct Object
{
    int id = 0;
    QString name;
    QString type;
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;
    bool point = false;
    QList<Point> polyline; ///< relative to (x, y); empty unless the object is a polyline
    bool isText = false;
    QString text;
    bool bold = false;
    bool italic = false;
    int pixelSize = 16;
    QString colour; ///< "#rrggbb", empty for Tiled's default
    Properties properties;
    /// The object template it is made from (`template="ford.tx"`), as the file names it: what
    /// the object is, its class, text or shape, may stand in that file only (reader only).
    QString templateFile;
    /// Why that template was not read (translated; empty when it was, and the object holds the
    /// template's attributes under its own): the object is then not read (reader only).
    QString templateProblem;
};

struct Layer
{
    enum class Kind { Tiles, Objects, Other };
    Kind kind = Kind::Tiles;
    QString name;
    std::vector<std::uint32_t> gids; ///< Tiles: width × height gids, flags kept
    QList<Object> objects;           ///< Objects
    Properties properties;
    QString colour; ///< Objects: "#rrggbb", the colour Tiled draws the layer's shapes in
};

struct Map
{
    QString orientation;
    QString staggerAxis;  ///< "x" or "y"
    QString staggerIndex; ///< "odd" or "even"
    int width = 0;
    int height = 0;
    int tileWidth = 0;
    int tileHeight = 0;
    int hexSideLength = 0;
    Properties properties;
    QList<Tileset> tilesets;
    QList<Layer> layers;
    qint64 tilesRead = 0; ///< gids decoded so far (readers only), against kMaxTilesRead
    qint64 itemsRead = 0; ///< objects, tiles and properties so far, against kMaxItemsRead
};

} // namespace hexstride::tiled
