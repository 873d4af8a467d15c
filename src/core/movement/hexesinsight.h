#pragma once

#include "hex/hex.h"
#include "hex/orientation.h"

#include <QString>
#include <vector>

namespace hexstride {

class HexMap;
struct Ruleset;
struct TurnResolution;

/// The hexes a side sees after the turn: those within the ruleset's sight radius (1 where it
/// gives none) of its units' end hexes. One flag a hex of the map, found by walking out from
/// the units ring by ring, each hex once: a 2000 × 2000 map seen from 200 armies with the
/// largest radius takes a fraction of a second and 4 MB (probe18 S07: a set of every hex
/// within reach of every army took minutes).
class HexesInSight
{
public:
    HexesInSight(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                 const QString &side);
    /// False off the map.
    bool contains(Hex h) const;
    /// Whether the hex at offset `o` is seen; `o` must be on the map (a row at a time, with no
    /// conversion from axial coordinates: the side picture's mask of 4 million hexes).
    bool containsOffset(Offset o) const
    {
        return m_seen[std::size_t(o.row) * std::size_t(m_width) + std::size_t(o.col)] != 0;
    }
    /// How many hexes are seen.
    qsizetype count() const;

private:
    HexGridLayout m_grid;
    int m_width = 0;
    int m_height = 0;
    std::vector<char> m_seen; ///< by offset row, then column
};

} // namespace hexstride
