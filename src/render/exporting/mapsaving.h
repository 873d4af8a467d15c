#pragma once

#include "io/customruleset.h"
#include "map/hexmap.h"

#include <QString>

namespace hexstride {

/// Writes a map in the format its path's suffix names: .hexmap, .json, or a Tiled map (.tmx,
/// .tmj) with its tileset picture drawn beside it in the map's ruleset's colours (the app's
/// Save and the command line's convert share it). An empty string or the translated error.
QString saveMapByFormat(const HexMap &map, const QString &path, const MapRulesetRef &customRuleset);

} // namespace hexstride
