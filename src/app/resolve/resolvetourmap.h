#pragma once

#include "map/hexmap.h"
#include "rules/rulesetlibrary.h"

#include <optional>

namespace hexstride {

/// A small strategic-commanders map whose saved plans make a turn worth resolving: two
/// armies contesting a hex (fewer troop figures moves in), two tied for one (a decision for the
/// referee) and a force moving by night. For the user guide's picture of Resolve Turn.
std::optional<HexMap> resolveTourMap(const RulesetLibrary &library);

} // namespace hexstride
