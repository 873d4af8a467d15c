#pragma once

#include "io/customruleset.h"

#include <QString>

namespace hexstride {

class MainWindow;
class RulesetChangeDialog;

/// Before saving a Tiled map (.tmx, .tmj): says what Tiled cannot show of the map and asks
/// whether to go on (the window's SafetyPrompts::confirm). True for other formats.
bool confirmTiledSave(MainWindow &window, const QString &path, const MapRulesetRef &customRuleset);

/// After opening a Tiled map whose tiles named terrains the ruleset lacks ("tile 7", "empty"):
/// opens the ruleset mapping dialog, window-modal, to map them onto the ruleset's terrains as
/// one undo step. The dialog, or nullptr when every terrain is the ruleset's.
RulesetChangeDialog *offerTileMapping(MainWindow &window);

} // namespace hexstride
