#pragma once

#include "io/mapfile.h"
#include "map/vocabularymapping.h"
#include "movement/movementrules.h"
#include "testpaths.h"

#include <QtGlobal>
#include <vector>

namespace testutil {

/// The real sample map (resources/maps/mepbm-1000.hexmap, pbm-strategic's ids) in a ruleset's
/// vocabulary: as it is for pbm-strategic; for the others each terrain and feature index is
/// taken onto theirs in turn, so that the map keeps its real layout of terrains, rivers and
/// roads but charges the other ruleset's costs. Units are left out.
inline hexstride::HexMap sampleMapFor(const hexstride::Ruleset &r)
{
    using namespace hexstride;
    const MapLoadResult loaded
        = loadMapFile(testpaths::source("/resources/maps/mepbm-1000.hexmap"));
    if (!loaded.map)
        qFatal("%s", qPrintable(loaded.error));
    HexMap map = *loaded.map;
    map.units().clear();
    if (map.rulesetId() == r.id)
        return map;
    const auto cycle = [](qsizetype from, qsizetype to) {
        std::vector<int> out;
        for (qsizetype i = 0; i < from; ++i)
            out.push_back(to > 0 ? int(i % to) : VocabularyMapping::kRemove);
        return out;
    };
    VocabularyMapping m;
    m.terrains = cycle(map.terrains().size(), r.vocabulary.terrains.size());
    m.hexFeatures = cycle(map.hexFeatureIds().size(), r.vocabulary.hexFeatures.size());
    m.edgeFeatures = cycle(map.edgeFeatureIds().size(), r.vocabulary.edgeFeatures.size());
    return remappedMap(map, r.id, r.vocabulary, m, 0);
}

/// The default profile, then each value of each option on its own (valid combinations only).
inline QList<hexstride::UnitProfile> profilesOf(const hexstride::MovementRules &rules)
{
    using namespace hexstride;
    const Ruleset &r = rules.ruleset();
    QList<UnitProfile> out{r.withDefaults({})};
    for (const UnitOption &o : r.unitOptions) {
        for (const OptionChoice &c : o.choices) {
            const UnitProfile p = r.withDefaults({{o.id, c.id}});
            if (!out.contains(p) && rules.checkProfile(p).isEmpty())
                out << p;
        }
    }
    return out;
}

} // namespace testutil
