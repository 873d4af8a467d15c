#pragma once

#include "tiledmodel.h"

#include <QByteArray>

namespace hexstride::tiled {

/// Reads a .tmj (Tiled JSON) document; external tilesets are read from `baseDir`. On failure
/// error names the place ("layers[2].data: …") but not the map file.
bool readTmj(const QByteArray &data, const QString &baseDir, Map &out, QString &error);
/// Reads a .tsj (Tiled JSON tileset) document into ts (firstGid untouched).
bool readTsj(const QByteArray &data, Tileset &ts, QString &error);
/// The map as a .tmj document (layer data as arrays of gids, tilesets embedded).
QByteArray writeTmj(const Map &map);

} // namespace hexstride::tiled
