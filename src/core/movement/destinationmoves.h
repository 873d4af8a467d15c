#pragma once

#include "movementrules.h"
#include "orderparser.h"

namespace hexstride {

/// A unit's orders as a file or a player gives them: a list of directions and holds
/// (parseOrders()), or a destination order, the whole order
/// string being one hex label of the map ("1805"), for a unit a destination rule of the ruleset
/// applies to (a character, pbm-strategic §1.1). A destination order for any other unit is an
/// error that names it. Orders that parse as directions keep their meaning.
ParsedOrders parseUnitOrders(const QString &text, const Ruleset &ruleset, const HexMap &map,
                             const UnitProfile &profile);

/// The first destination rule that applies to a unit with this profile, or null.
const DestinationRule *destinationRuleFor(const Ruleset &ruleset, const UnitProfile &profile);

/// Whether a unit with this profile meets and is met only where a move ends (the first
/// destination rule that applies to it says meetsOnlyAtDestination): not on its way, and not by
/// an army that goes on through its hex.
bool meetsOnlyAtDestination(const Ruleset &ruleset, const UnitProfile &profile);

} // namespace hexstride
