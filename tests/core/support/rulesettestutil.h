#pragma once

#include "map/hexmap.h"
#include "movement/movementrules.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmap.h"
#include "testpaths.h"

#include <QFile>
#include <QTest>
#include <memory>

namespace testutil {

/// Loads a bundled ruleset from the source tree (the file the library compiles in).
inline std::shared_ptr<const hexstride::Ruleset> bundled(const QString &id)
{
    const auto r = hexstride::loadRulesetFile(testpaths::source("/resources/rulesets/") + id
                                              + QStringLiteral(".json"));
    if (!r.ruleset)
        qFatal("%s", qPrintable(r.error));
    return std::make_shared<const hexstride::Ruleset>(*r.ruleset);
}

/// A map using the ruleset's own ids, all `fill` terrain, pointy-top, odd rows shifted.
inline hexstride::HexMap mapFor(const hexstride::Ruleset &r, int width, int height,
                                const QString &fill)
{
    return hexstride::mapForRuleset(r, {width, height, {}, hexstride::LabelScheme::ColRow}, fill);
}

inline hexstride::Hex at(const hexstride::HexMap &m, int col, int row)
{
    return m.grid().toHex({col, row});
}

inline void setTerrain(hexstride::HexMap &m, hexstride::Hex h, const QString &id)
{
    m.setTerrain(h, static_cast<std::uint8_t>(m.terrains().indexOf(id)));
}

inline void addHexFeature(hexstride::HexMap &m, hexstride::Hex h, const QString &id)
{
    m.setHexFeatures(
        h, m.hexFeatures(h)
               | static_cast<hexstride::FeatureMask>(1u << m.hexFeatureIds().indexOf(id)));
}

inline void setEdge(hexstride::HexMap &m, hexstride::Hex h, hexstride::Direction d,
                    const QStringList &ids)
{
    hexstride::FeatureMask mask = 0;
    for (const QString &id : ids) {
        const int i = m.edgeFeatureIds().indexOf(id);
        if (i < 0)
            qFatal("unknown edge feature %s", qPrintable(id));
        mask |= static_cast<hexstride::FeatureMask>(1u << i);
    }
    m.setEdgeFeatures(hexstride::edgeOf(h, d), mask);
}

} // namespace testutil
