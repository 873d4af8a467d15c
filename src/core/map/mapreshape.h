#pragma once

#include "hexmap.h"

namespace hexstride {

/// A copy of `map` with a new shape (size, layout, label scheme). Every hex keeps its offset
/// coordinates moved by (shiftCol, shiftRow); hexes that fall off are dropped, new hexes get
/// terrain `fill`. Edge features, labels, units and plans move along; those off the map are
/// dropped. Shifting rows (pointy-top) or columns (flat-top) by an odd amount changes which
/// hexes neighbour each other, so callers should shift those by even amounts.
HexMap reshapedMap(const HexMap &map, MapShape shape, int shiftCol, int shiftRow,
                   std::uint8_t fill);

} // namespace hexstride
