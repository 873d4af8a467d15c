#include "vocabularymapping.h"

#include <array>

namespace hexstride {

namespace {
std::vector<int> suggest(const QList<FeatureDefinition> &from, const QList<FeatureDefinition> &to)
{
    const auto sameName = [](const LocalizedText &a, const LocalizedText &b) {
        const auto eq = [](const QString &x, const QString &y) {
            return !x.isEmpty() && x.compare(y, Qt::CaseInsensitive) == 0;
        };
        return eq(a.en, b.en) || eq(a.ru, b.ru);
    };
    std::vector<int> out;
    for (const FeatureDefinition &f : from) {
        int found = VocabularyMapping::kRemove;
        for (int i = 0; i < to.size() && found < 0; ++i)
            if (to[i].id == f.id)
                found = i;
        for (int i = 0; i < to.size() && found < 0; ++i)
            if (sameName(to[i].name, f.name))
                found = i;
        out.push_back(found);
    }
    return out;
}

IdTable idsOf(const QList<FeatureDefinition> &defs)
{
    QStringList ids;
    for (const FeatureDefinition &d : defs)
        ids << d.id;
    return IdTable(ids);
}

int mapped(const std::vector<int> &table, int index)
{
    return index >= 0 && std::size_t(index) < table.size() ? table[std::size_t(index)]
                                                           : VocabularyMapping::kRemove;
}

FeatureMask remapMask(FeatureMask m, const std::vector<int> &table)
{
    FeatureMask out = 0;
    for (int bit = 0; bit < kMaxFeatureKinds; ++bit) {
        const int to = (m & (1u << bit)) ? mapped(table, bit) : VocabularyMapping::kRemove;
        if (to >= 0 && to < kMaxFeatureKinds)
            out = FeatureMask(out | (1u << to));
    }
    return out;
}
} // namespace

VocabularyMapping suggestMapping(const MapVocabulary &from, const MapVocabulary &to)
{
    return {suggest(from.terrains, to.terrains), suggest(from.hexFeatures, to.hexFeatures),
            suggest(from.edgeFeatures, to.edgeFeatures)};
}

HexMap remappedMap(const HexMap &map, const QString &rulesetId, const MapVocabulary &to,
                   const VocabularyMapping &mapping, int fillTerrain)
{
    HexMap out(map.shape(), rulesetId, idsOf(to.terrains), idsOf(to.hexFeatures),
               idsOf(to.edgeFeatures), std::uint8_t(std::max(0, fillTerrain)));
    out.setTitle(map.title());
    // Whole layers at a time: a per-value table is faster than per-hex lookups on big maps.
    std::array<std::uint8_t, 256> terrain{};
    for (int t = 0; t < 256; ++t) {
        const int n = mapped(mapping.terrains, t);
        terrain[std::size_t(t)]
            = std::uint8_t(n >= 0 && n < to.terrains.size() ? n : std::max(0, fillTerrain));
    }
    for (std::size_t i = 0; i < map.terrainLayer().size(); ++i)
        out.terrainLayer()[i] = terrain[map.terrainLayer()[i]];
    out.elevationLayer() = map.elevationLayer();
    for (std::size_t i = 0; i < map.hexFeatureLayer().size(); ++i)
        out.hexFeatureLayer()[i] = remapMask(map.hexFeatureLayer()[i], mapping.hexFeatures);
    for (std::size_t i = 0; i < map.edgeLayer().size(); ++i)
        if (map.edgeLayer()[i])
            out.edgeLayer()[i] = remapMask(map.edgeLayer()[i], mapping.edgeFeatures);
    out.labels() = map.labels();
    out.units() = map.units();
    out.plans() = map.plans();
    out.sides() = map.sides();
    for (OneSidedFeatureNote n : map.oneSidedNotes()) {
        n.feature = mapped(mapping.edgeFeatures, n.feature);
        n.asImported = remapMask(n.asImported, mapping.edgeFeatures);
        if (n.feature >= 0)
            out.oneSidedNotes().append(n);
    }
    return out;
}

} // namespace hexstride
