#pragma once

#include "map/hexmap.h"
#include "ruleset.h"

namespace hexstride {

/// Ids of terrains, hex features and edge features the map uses (on at least one hex or edge)
/// that the ruleset does not define.
struct RulesetMismatch
{
    QStringList terrains, hexFeatures, edgeFeatures;
    bool isEmpty() const
    {
        return terrains.isEmpty() && hexFeatures.isEmpty() && edgeFeatures.isEmpty();
    }
};
RulesetMismatch rulesetMismatch(const HexMap &map, const Ruleset &ruleset);

/// The mismatch as a translated warning naming the ids, or empty when the map fits the ruleset.
QString rulesetMismatchText(const HexMap &map, const Ruleset &ruleset);

} // namespace hexstride
