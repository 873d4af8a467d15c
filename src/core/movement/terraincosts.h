#pragma once

#include "map/vocabularymapping.h"
#include "rules/ruleset.h"

#include <memory>

namespace hexstride {

/// What entering each of the ruleset's terrains costs its default unit (Ruleset::withDefaults),
/// from the terrain that makes it cheapest, across a side without features, relative to the
/// cheapest terrain (1); kNoEntryCost where that step is not allowed. Empty for a null ruleset.
/// Read by the ruleset's own movement engine, so the numbers are the ruleset's data, not guesses.
TerrainCosts relativeTerrainCosts(const std::shared_ptr<const Ruleset> &ruleset);

/// A ruleset's open ground, what a new map is filled with: the terrain its default unit enters
/// most cheaply (relativeTerrainCosts), of several the first drawn plain (solid fill), else the
/// first of them; empty for a null ruleset or one without terrains.
QString openGroundOf(const std::shared_ptr<const Ruleset> &ruleset);

/// suggestMapping() from a map's vocabulary (under `fromRuleset`, which may be null) onto
/// `to`'s, with both rulesets' terrain costs: what Map ▸ Properties offers when the ruleset
/// changes.
VocabularyMapping suggestRulesetChange(const MapVocabulary &from,
                                       const std::shared_ptr<const Ruleset> &fromRuleset,
                                       const std::shared_ptr<const Ruleset> &to);

} // namespace hexstride
