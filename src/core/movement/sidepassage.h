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

} // namespace hexstride
