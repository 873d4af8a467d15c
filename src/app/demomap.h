#pragma once

#include "map/hexmap.h"

namespace hexstride {

/// A generated map to work on when no sample map can be loaded, and for benchmarks: varied
/// terrain from a few sine waves, sea around the border, rivers along hex-sides, roads between
/// towns with a bridge and a ford, labels and units. Deterministic for given arguments.
HexMap makeDemoMap(int width = 60, int height = 40);

} // namespace hexstride
