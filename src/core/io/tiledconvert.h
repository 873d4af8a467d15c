#pragma once

#include "customruleset.h"
#include "map/hexmap.h"
#include "rules/definitions.h"
#include "tiledmodel.h"

#include <QMap>
#include <QStringList>
#include <optional>

namespace hexstride::tiled {

/// The size of the tiles of an exported map: a hex 64 pixels across its corners.
inline constexpr int kExportHexSide = 32;
/// The tile width (pointy-top) or height (flat-top) across the flat sides: 32 × √3 ≈ 55.4, made
/// even because Tiled draws odd tile sizes one pixel smaller.
inline constexpr int kExportHexAcross = 56;

/// The name of the map property that carries what Tiled has no notion of (docs/file-format.md).
inline constexpr const char *kHexstrideProperty = "hexstride";

/// The exported map's tile size, for the tileset image's drawer: width, height.
std::pair<int, int> exportTileSize(Orientation o);

/// True for a hex-side feature the ruleset draws across the side, from hex centre to hex centre
/// (roads, bridges, fords); false for one drawn along it (rivers, walls).
bool drawnAcrossTheSide(const FeatureDefinition &edgeFeature);

/// The map as a Tiled map: a terrain tile layer over a tileset of one tile per terrain (image
/// `tilesetImage`, relative to the map), one object layer per hex-side feature kind (named by
/// its id, in the colour `vocabulary` draws it with; polylines along the sides, or centre to
/// centre for features drawn across them), layers for hex features, labels and elevation, and
/// everything else in the `hexstride` map property. Objects have no name (Tiled would show it
/// over the map): their class is the feature id.
Map toTiled(const HexMap &map, const MapRulesetRef &customRuleset, const QString &tilesetImage,
            const MapVocabulary &vocabulary = {});

/// A line of a tile map: the terrain a tile stands for, and where the line is ("tiles.txt:3",
/// empty when the mapping came from elsewhere) so that a refusal can name it.
struct TileMapEntry
{
    QString terrain;
    QString place;
};

struct ImportOptions
{
    /// Terrain ids a tile's `terrain` property or class may name (the ruleset's); empty: any.
    QStringList knownTerrains;
    /// "tile 7" (or "empty") → a terrain id: how the user maps tiles without a known terrain.
    QMap<QString, TileMapEntry> tileMap;
    /// The ruleset id of a map Hexstride did not write (one without the `hexstride` property).
    QString rulesetId;
    QString title;
};

/// A terrain made for tiles that named none: which tile, and where its picture is.
struct TileTerrain
{
    QString terrain; ///< "tile 7"
    QString image;   ///< absolute path of the tile's image, empty when the tileset has none
    int x = 0, y = 0, width = 0, height = 0; ///< the tile's rectangle in the image
};

struct ImportResult
{
    std::optional<HexMap> map;
    MapRulesetRef customRuleset;
    QStringList warnings;
    QList<TileTerrain> tileTerrains;
    /// The object that first named each hex-side (or hex) feature id, as warnings name it
    /// ("layer "roads", object 12"), so that an id the ruleset lacks can be shown where it is.
    QMap<QString, QString> edgeFeaturePlaces, hexFeaturePlaces;
};

/// The Tiled map as our map. Fails (error set, no place of the file) when the map cannot be one.
ImportResult fromTiled(const Map &tiled, const ImportOptions &options, QString &error);

} // namespace hexstride::tiled
