#pragma once

#include "customruleset.h"
#include "map/hexmap.h"
#include "mapjson.h"
#include "tiledconvert.h"

#include <QStringList>
#include <optional>

namespace hexstride {

/// The result of reading a map: the map, or an error that names the file and the place
/// (a JSON path such as `layers.terrain`, or line and column for syntax errors).
struct MapLoadResult
{
    std::optional<HexMap> map;
    QString error; ///< translated, e.g. "map.hexmap: layers.terrain: expected 1000 bytes, got 12"
    QStringList warnings;
    MapRulesetRef customRuleset; ///< the optional `customRuleset` field
    /// A Tiled map's tiles that named no terrain: the "tile N" terrains made for them and where
    /// their pictures are (for their colours: see colourTileTerrains in src/render).
    QList<tiled::TileTerrain> tileTerrains;
};

/// Reads a .hexmap (gzip-compressed JSON) or .json map file, or a Tiled map (.tmx, .tmj: see
/// loadTiledMap); validates everything.
MapLoadResult loadMapFile(const QString &path, LayerDecoding decoding = LayerDecoding::Parallel);
/// Parses map content already in memory (gzip or plain JSON); `name` is used in messages.
MapLoadResult loadMapData(const QByteArray &data, const QString &name,
                          LayerDecoding decoding = LayerDecoding::Parallel);

/// Writes a map atomically (QSaveFile): .json → plain JSON, anything else → gzip JSON.
/// Returns an empty string on success, otherwise a translated message; on failure the
/// previous file is left intact.
QString saveMapFile(const HexMap &map, const QString &path,
                    const MapRulesetRef &customRuleset = {});
/// Reads a map and writes it to `to` with all it holds, its custom ruleset too: embedded stays
/// embedded, a relative path is rewritten to name the same file from `to`'s folder. `from` and
/// `to` may be the same file. Returns an empty string or the translated error.
QString convertMapFile(const QString &from, const QString &to);
/// The map serialised: gzip-compressed JSON, or plain JSON when `plainJson`.
QByteArray serializeMap(const HexMap &map, bool plainJson, const MapRulesetRef &customRuleset = {},
                        LayerEncoding encoding = LayerEncoding::RunsWhereLong);
/// True when a path names a plain JSON map (suffix .json, any case).
bool isPlainJsonPath(const QString &path);

} // namespace hexstride
