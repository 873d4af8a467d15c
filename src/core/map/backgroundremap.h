#pragma once

#include "vocabularymapping.h"

namespace hexstride {

/// remappedMap() with removed terrains set to what the map's background (its most common
/// terrain) becomes, or to the new vocabulary's first terrain: how a map changes ruleset
/// (Map ▸ Properties, the designer's ruleset files, alike).
HexMap remappedOntoBackground(const HexMap &map, const QString &rulesetId, const MapVocabulary &to,
                              const VocabularyMapping &mapping);

} // namespace hexstride
