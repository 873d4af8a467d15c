#pragma once

#include "hex.h"

#include <QString>
#include <optional>

namespace hexstride {

/// Whether hexes have a corner (pointy) or a flat side at the top.
enum class Orientation : std::uint8_t { PointyTop, FlatTop };

/// Which rows (pointy-top) or columns (flat-top) are shifted by half a hex, counted from 0.
/// The Middle-earth PBM map is pointy-top with odd rows shifted (its 1-based even rows).
enum class OffsetParity : std::uint8_t { OddShifted, EvenShifted };

/// A hex in offset coordinates: column and row on the rectangular map, 0-based.
struct Offset
{
    int col = 0;
    int row = 0;
    friend constexpr bool operator==(Offset, Offset) = default;
};

/// How a rectangular map lays out its hexes: the only place offset coordinates are interpreted.
struct HexGridLayout
{
    Orientation orientation = Orientation::PointyTop;
    OffsetParity parity = OffsetParity::OddShifted;

    Offset toOffset(Hex h) const;
    Hex toHex(Offset o) const;
    friend constexpr bool operator==(HexGridLayout, HexGridLayout) = default;
};

/// Game direction names: pointy-top "ne, e, se, sw, w, nw"; flat-top "n, ne, se, s, sw, nw".
QString directionName(Orientation o, Direction d);
/// The direction's short name in the UI language ("nw" in English, "сз" in Russian), for
/// showing to people. Order strings for submission keep `directionName` (the game's notation).
QString localizedDirectionName(Orientation o, Direction d);
/// A hex-side's compass name as people read it, in capitals ("NE", "В"): the Properties dock,
/// the status bar and the map check, as the guide writes them (walk17 X17: "the e side").
QString sideName(Orientation o, Direction d);
/// Parses a direction name (case-insensitive) for the orientation.
std::optional<Direction> parseDirection(Orientation o, const QString &name);
/// The six directions in the clockwise order players read them, starting at the top.
std::array<Direction, kDirectionCount> clockwiseDirections(Orientation o);

QString orientationId(Orientation o);
std::optional<Orientation> parseOrientation(const QString &id);
QString parityId(OffsetParity p);
std::optional<OffsetParity> parseParity(const QString &id);
/// The orientation in words for people, in the UI language ("pointy-top", "острый верх");
/// orientationId() stays the notation of files and command options.
QString orientationName(Orientation o);
/// Which offset rows or columns are shifted, in words for people ("odd", "нечётные").
/// Which rows (pointy-top) or columns (flat-top) are shifted by half a hex, in the UI
/// language and counted from the first: "every second row (2nd, 4th, …)".
QString shiftedLinesName(Orientation o, OffsetParity p);

} // namespace hexstride
