#pragma once

#include "hex.h"

#include <vector>

namespace hexstride {

/// The hexes on the straight line from a to b, both included (cube lerp with a nudge).
std::vector<Hex> hexLine(Hex a, Hex b);
/// The hexes exactly `radius` steps from centre (one hex for radius 0).
std::vector<Hex> hexRing(Hex centre, int radius);
/// The hexes within `radius` of centre, ring by ring from the centre outwards.
std::vector<Hex> hexSpiral(Hex centre, int radius);

} // namespace hexstride
