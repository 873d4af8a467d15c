#pragma once

#include "hexmap.h"

#include <QStringList>
#include <vector>

namespace hexstride::mapcheckdetail {

/// The bits of the ids in a map's feature table.
inline FeatureMask maskOf(const IdTable &table, const QStringList &ids)
{
    FeatureMask m = 0;
    for (int i = 0; i < table.size() && i < kMaxFeatureKinds; ++i) {
        if (ids.contains(table.id(i)))
            m = static_cast<FeatureMask>(m | (1u << i));
    }
    return m;
}

/// A flag per terrain index: 1 for the ids listed.
inline std::vector<char> terrainFlags(const IdTable &table, const QStringList &ids)
{
    std::vector<char> flags(256, 0);
    for (int i = 0; i < table.size(); ++i)
        flags[static_cast<std::size_t>(i)] = ids.contains(table.id(i)) ? 1 : 0;
    return flags;
}

} // namespace hexstride::mapcheckdetail
