#pragma once

#include "io/customruleset.h"
#include "map/hexmap.h"

#include <QString>
#include <QStringList>

namespace hexstride {

/// Writes a map in the format its path's suffix names: .hexmap, .json, or a Tiled map (.tmx,
/// .tmj) with its tileset picture drawn beside it in the map's ruleset's colours (the app's
/// Save and the command line's convert share it). An empty string or the translated error.
QString saveMapByFormat(const HexMap &map, const QString &path, const MapRulesetRef &customRuleset);

/// The files saveMapByFormat writes for `path`: the map, and beside a Tiled map its tileset
/// picture (X.terrains.png).
QStringList mapOutputFiles(const QString &path);

/// The one check every map writer makes before it writes anything: a translated message when
/// one of mapOutputFiles(path) is one of `inputs` (the files the map names, a ruleset, tilesets,
/// tile pictures, a tile map) or a symbolic link, or when the tileset picture would replace
/// `mapPath`, the map the command read. OUT itself may be `mapPath` (a map rewritten in place);
/// with `editInPlace` OUT is not checked at all (an editor saves its map through a link too).
/// Empty when all may be written.
QString mapOutputProblem(const QString &path, const QStringList &inputs, const QString &mapPath,
                         bool editInPlace = false);

} // namespace hexstride
