#pragma once

#include "hexmap.h"

namespace hexstride {

/// What a reshape dropped off the map.
struct ReshapeLosses
{
    int hexes = 0; ///< hexes that fell off
    int sides = 0; ///< hex-sides with features that fell off
    int labels = 0;
    int units = 0;
    int plans = 0;    ///< plans whose start fell off (the referee's work: probe 15, P25)
    int owners = 0;   ///< hex owners (sides.owners) whose hex fell off
    int reviewed = 0; ///< problems marked as reviewed whose hex fell off
};

/// What a reshape dropped, for a message: "40 hexes, 2 hex-sides, 1 label and 3 units" (each
/// count that is not 0, in its plural form, translated); empty when nothing was dropped. The
/// app's undo text and `reshape`'s "Removed:" line both say it so.
QString reshapeLossesText(const ReshapeLosses &losses);

/// A copy of `map` with a new shape (size, layout, label scheme). Every hex keeps its offset
/// coordinates moved by (shiftCol, shiftRow); hexes that fall off are dropped, new hexes get
/// terrain `fill`. Edge features, labels, units, plans, hex owners and reviewed problems move
/// along; those off the map are dropped and counted in `losses`. The map-level fields (title,
/// side relations, terrain colours, background) stay; the background image moves with the hexes.
/// When the two layouts' offset rows (pointy-top) or columns (flat-top) do not line up, neighbours
/// stop being neighbours: resizes go through resizedMap(), which keeps them.
HexMap reshapedMap(const HexMap &map, MapShape shape, int shiftCol, int shiftRow, std::uint8_t fill,
                   ReshapeLosses *losses = nullptr);

/// A map resized to width × height with every hex moved by (shiftCol, shiftRow) offset places.
struct ResizeResult
{
    HexMap map;
    ReshapeLosses losses;
};

/// Resizes the map keeping its geometry: every hex moves by exactly (shiftCol, shiftRow) on the
/// page and every neighbour stays a neighbour, so every side feature whose two hexes stay on the
/// map stays on that side. An odd shift along the offset axis (rows of a pointy-top map, columns
/// of a flat-top one) would otherwise move shifted rows to unshifted places, so the result's
/// offset parity flips (odd ↔ even): the rectangle moves by whole hexes, which a move in axial
/// coordinates cannot do (it would move the picture half a hex sideways and cut a zigzag edge).
ResizeResult resizedMap(const HexMap &map, int width, int height, int shiftCol, int shiftRow,
                        std::uint8_t fill);

/// The layout of a map moved by (shiftCol, shiftRow): its parity flips when the shift along the
/// offset axis is odd (see resizedMap()).
HexGridLayout shiftedLayout(HexGridLayout grid, int shiftCol, int shiftRow);

/// The map's default terrain: the one most of its hexes have (what a new map was filled with,
/// and what a resize fills new hexes with). Ties go to the lower index.
std::uint8_t mostCommonTerrain(const HexMap &map);

} // namespace hexstride
