#pragma once

#include "map/hexmap.h"
#include "rules/ruleset.h"

#include <QHash>
#include <QSet>

#include <vector>

namespace hexstride {

/// Who stands where on a map, so that a step finds the units in and next to its hexes without
/// scanning every unit (the turn resolver evaluates thousands of steps with thousands of units
/// on the map). Indexes into map.units(); kept up to date by whoever moves units.
class UnitIndex
{
public:
    /// `defendOption`: the ruleset's defend option (DefendRule::option), to list the units that
    /// defend a hex-side; empty when the ruleset has none.
    explicit UnitIndex(const HexMap &map, const QString &defendOption = {});

    /// The units standing on `h` (indexes into the map's units), in map order.
    const QList<int> &at(Hex h) const
    {
        if (!m_count[slot(h)])
            return m_none; // most hexes a step looks at are empty: no hash look-up
        const auto it = m_here.constFind(key(h));
        return it == m_here.cend() ? m_none : *it;
    }
    /// Whether a plan of the map gives the unit a step (hasPlannedMove(), precomputed).
    bool hasPlannedMove(const QString &unitName) const { return m_moving.contains(unitName); }
    /// The units whose defend option names a direction (they may defend hex-sides).
    const QList<int> &defenders() const { return m_defenders; }
    /// Moves unit `i` (the map's units must move the same way).
    void move(int i, Hex from, Hex to);
    /// Takes unit `i` off the index (an overrun unit).
    void remove(int i, Hex at);

private:
    static quint64 key(Hex h) { return (quint64(quint32(h.q)) << 32) | quint32(h.r); }
    /// Hexes 256 apart in q or r share a slot, so that the hexes around a step never do.
    static std::size_t slot(Hex h) { return (quint32(h.q) & 0xffu) << 8 | (quint32(h.r) & 0xffu); }
    void add(int i, Hex h);
    QHash<quint64, QList<int>> m_here;
    /// How many units stand on the hexes of each slot: none, and at() needs no look-up.
    std::vector<quint32> m_count = std::vector<quint32>(std::size_t{1} << 16);
    QList<int> m_none; ///< what at() returns for an empty hex
    QSet<QString> m_moving;
    QList<int> m_defenders;
};

/// Whether unit `u` is the mover's own stack: it stands on the mover's start hex and is of the
/// mover's side, or no side is given (then the start hex holds the mover). The rules about
/// units (unitFactsOf) leave it out: an army is not blocked by itself.
inline bool isMoversStack(const MapUnit &u, const QString &side, Hex start)
{
    return u.hex == start && (side.isEmpty() || u.side == side);
}

/// unitFactsOf() with the index: the same bits among `wanted`, looking only at the hexes whose
/// units can set one of those (the hex entered, its neighbours, the neighbours of the hex left).
std::uint8_t unitFactsOf(const UnitIndex &index, const Ruleset &r, const HexMap &map, Hex from,
                         Hex to, const QString &side, Hex start, std::uint8_t wanted = 0xff);

} // namespace hexstride
