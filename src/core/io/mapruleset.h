#pragma once

#include "customruleset.h"
#include "map/hexmap.h"
#include "rules/rulesetlibrary.h"

#include <memory>

namespace hexstride {

/// The ruleset that evaluates a map, chosen the same way on every surface (each CLI verb, the
/// app): an explicit choice (`--ruleset ID|FILE`), else the map's own (`customRuleset`), else
/// the bundled ruleset named by the map's `ruleset` id (docs/cli.md, "Which ruleset").
struct MapRulesetChoice
{
    std::shared_ptr<const Ruleset> ruleset; ///< nothing when it could not be loaded
    QString error; ///< why not; names `customRuleset` and the JSON path when the map's own failed
    bool customFailed = false; ///< the map's own ruleset was chosen and did not load
    bool custom = false;       ///< the ruleset is the map's own
};

/// Chooses and loads the ruleset of a map. `choice` is a bundled id or a ruleset file (a path
/// with a folder or a ".json" name); empty: the map's own, else its bundled id. A map's own
/// ruleset that does not load is an error, never replaced silently by the bundled one.
MapRulesetChoice rulesetForMap(const HexMap &map, const MapRulesetRef &custom,
                               const QString &mapPath, const RulesetLibrary &library,
                               const QString &choice = {});

} // namespace hexstride
