#pragma once

#include "map/hexmap.h"
#include "rules/ruleset.h"

namespace hexstride {

/// A new map of `shape` in the ruleset's own vocabulary (its terrain, hex feature and edge
/// feature ids, in the ruleset's order), every hex `fillTerrain`, or the first terrain when
/// `fillTerrain` is empty or not one of the ruleset's.
HexMap mapForRuleset(const Ruleset &ruleset, const MapShape &shape,
                     const QString &fillTerrain = {});

} // namespace hexstride
