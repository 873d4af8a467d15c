#pragma once

#include "map/mapsides.h"
#include "rules/ruleset.h"

namespace hexstride {

/// Whether `relation` lets a mover pass (the ruleset's turns.sequence.encounterPass).
bool relationPasses(const Ruleset &r, SideRelation relation);

/// Whether the units of sides `a` and `b` let each other pass: each regards the other with one
/// of the ruleset's passing relations, or they are one side. Without passing relations only
/// one's own side passes, so "friend" and "enemy" in rules mean "same side" and "other side".
bool sidesPass(const Ruleset &r, const MapSides &sides, const QString &a, const QString &b);

/// Whether a stop rule stops a mover at the units in the hex it entered (its condition asks
/// for units there: `enterUnit`), rather than at the hex's own features and their owner.
bool stopsAtUnits(const StopRule &rule);

/// The rule by which the armies in a hex stop a mover that leaves it, where the ruleset has
/// armies that start together try to stop each other (turns.sequence: encounters kind,
/// startTogetherStops): the first of encounterStops that stops at units; null otherwise.
const StopRule *startTogetherStopRule(const Ruleset &r);

/// Whether a stop rule is about the hex and its owner (an encounterStops rule that does not ask
/// for units, e.g. pbm-strategic's fortified centre): it stops only where ownerStops().
bool stopsAtOwnedHex(const Ruleset &r, const StopRule &rule);

/// Whether the owner of hex `h`'s features stops a mover of `side` there: the hex belongs to
/// another side whose relation toward the mover's does not pass (relationPasses, the owner's
/// way). A hex without an owner stops nobody (docs/file-format.md, `sides`).
bool ownerStops(const Ruleset &r, const MapSides &sides, Hex h, const QString &side);

} // namespace hexstride
