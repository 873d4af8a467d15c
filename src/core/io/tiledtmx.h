#pragma once

#include "tiledmodel.h"

#include <QByteArray>

namespace hexstride::tiled {

/// Reads a .tmx document. External tilesets (`source=`) are read from `baseDir`. On failure
/// error names the place ("line 12: …", "tileset terrain.tsx: line 3: …") but not the map file.
bool readTmx(const QByteArray &data, const QString &baseDir, Map &out, QString &error);
/// Reads a .tsx tileset document into ts (firstGid untouched).
bool readTsx(const QByteArray &data, Tileset &ts, QString &error);
/// The map as a .tmx document (layer data as CSV, tilesets embedded).
QByteArray writeTmx(const Map &map);

/// Reads the external tileset at `baseDir/source` (.tsx, or .tsj/.json in Tiled's JSON form)
/// into ts; sets ts.baseDir to the tileset's own folder.
bool readExternalTileset(const QString &baseDir, const QString &source, Tileset &ts,
                         QString &error);

} // namespace hexstride::tiled
