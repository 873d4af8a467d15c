#pragma once

#include "io/customruleset.h"
#include "io/tiledconvert.h"

#include <QString>

namespace hexstride {

class MainWindow;
class RulesetChangeDialog;

/// Before saving a Tiled map (.tmx, .tmj): says what Tiled cannot show of the map and asks
/// whether to go on (the window's SafetyPrompts::confirm). True for other formats.
bool confirmTiledSave(MainWindow &window, const QString &path, const MapRulesetRef &customRuleset);

/// After opening a Tiled map whose tiles named terrains the ruleset lacks ("tile 7", "empty"):
/// opens the ruleset mapping dialog, window-modal, to map them onto the ruleset's terrains as
/// one undo step, each row with the number of hexes and the tile's picture (from `tiles`, the
/// import's). The dialog, or nullptr when every terrain is the ruleset's.
RulesetChangeDialog *offerTileMapping(MainWindow &window,
                                      const QList<tiled::TileTerrain> &tiles = {});

} // namespace hexstride
