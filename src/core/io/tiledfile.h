#pragma once

#include "mapfile.h"
#include "tiledconvert.h"

namespace hexstride {

/// True when a path names a Tiled map: suffix .tmx (XML) or .tmj (JSON), any case.
bool isTiledPath(const QString &path);
/// The tileset picture an export writes beside the map: "m.tmx" → "m.terrains.png".
QString tiledTilesetImageName(const QString &mapPath);
/// The ruleset of a Tiled map Hexstride did not write, unless the caller names another: the
/// first bundled ruleset in the library's order (no ruleset is singled out by its id in code).
QString tiledDefaultRulesetId();

/// Reads a hexagonal Tiled map (.tmx or .tmj, by suffix). Errors name the file and the place,
/// and so do warnings (a line that does not follow the hex-sides, a feature class the ruleset
/// lacks); non-hexagonal maps, maps without a tile layer, a ruleset id that is not a bundled
/// ruleset's and a tile map naming a terrain the map's ruleset lacks are refused.
/// `tileTerrains`, when given, receives the "tile N" terrains made for tiles that named none;
/// `tilesetFiles` the external tilesets' files it read (inputs no output may replace).
MapLoadResult loadTiledMap(const QString &path, const tiled::ImportOptions &options = {},
                           QList<tiled::TileTerrain> *tileTerrains = nullptr,
                           QStringList *tilesetFiles = nullptr);
/// The same for content in memory: `json` picks the reader, `baseDir` is where external
/// tilesets are looked for, `name` is used in messages.
MapLoadResult loadTiledData(const QByteArray &data, const QString &name, const QString &baseDir,
                            bool json, const tiled::ImportOptions &options = {},
                            QList<tiled::TileTerrain> *tileTerrains = nullptr,
                            QStringList *tilesetFiles = nullptr);

/// Writes the map as a Tiled map (.tmx or .tmj, by suffix) and, when tilesetPng is not empty,
/// the tileset picture beside it (tiledTilesetImageName). `vocabulary` says how each hex-side
/// feature is drawn (its colour, along or across the side: tiled::toTiled). Returns an empty
/// string or the translated error; the files are written atomically.
QString saveTiledMap(const HexMap &map, const QString &path, const MapRulesetRef &customRuleset,
                     const QByteArray &tilesetPng, const MapVocabulary &vocabulary = {});

/// Reads a tile map file: one "NAME = TERRAIN" a line ("tile 7 = forest", "empty = water"),
/// blank lines and lines starting with # skipped; each entry keeps its "PATH:LINE". False with
/// "PATH:LINE: …" in error (a malformed line, a name mapped twice). Whether the terrains are
/// the ruleset's is checked by the import, which knows the ruleset.
bool readTileMap(const QString &path, QMap<QString, tiled::TileMapEntry> &out, QString &error);

/// What writing the map to `path` loses that reading it back would not give: for a .tmx file
/// (XML 1.0), one translated warning per label whose text holds a control character XML cannot
/// hold (all but tab, line feed and carriage return), naming the label and its hex; the label
/// is written without them. Empty for .tmj and other paths (probe 9, finding 30).
QStringList tiledExportLosses(const HexMap &map, const QString &path);

/// What a Tiled editor will not show of the map (it is kept, in the `hexstride` property, but
/// Tiled cannot display or edit it): one translated line each, empty when nothing.
QStringList tiledLimitations(const HexMap &map, const MapRulesetRef &customRuleset);

} // namespace hexstride
