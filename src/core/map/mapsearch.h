#pragma once

#include "hexmap.h"

#include <vector>

namespace hexstride {

/// A label or unit found by name (Edit ▸ Find).
struct FoundObject
{
    enum Kind : std::uint8_t { Label, Unit };
    Kind kind = Label;
    int index = 0; ///< into HexMap::labels() or units()
    Hex hex;
    QString name;
    friend bool operator==(const FoundObject &, const FoundObject &) = default;
};

/// Labels and units whose name contains `text` (case- and accent-insensitive, ignoring
/// surrounding spaces): names starting with it first, then the others, each group in map order
/// (labels before units). Empty text finds nothing.
std::vector<FoundObject> findByName(const HexMap &map, const QString &text);

} // namespace hexstride
