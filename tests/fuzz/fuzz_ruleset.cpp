// Fuzzes the ruleset loader: any bytes must give a ruleset or a clean error, never a crash.
// A ruleset the loader accepts must also be usable: its cost model is compiled for a small map
// of its own vocabulary and every step must cost at least the minimum step cost, or be refused.
#include "movement/movementrules.h"
#include "rules/rulesetloader.h"

#include <QByteArray>
#include <QString>

namespace {
hexstride::HexMap mapOf(const hexstride::Ruleset &r)
{
    using namespace hexstride;
    QStringList t, h, e;
    for (const auto &d : r.vocabulary.terrains)
        t << d.id;
    for (const auto &d : r.vocabulary.hexFeatures)
        h << d.id;
    for (const auto &d : r.vocabulary.edgeFeatures)
        e << d.id;
    HexMap map(MapShape{3, 3, {}, LabelScheme::ColRow}, r.id, IdTable(t), IdTable(h), IdTable(e), 0);
    // Every terrain, feature and edge appears somewhere so that the rules are exercised.
    for (int i = 0; i < map.hexCount(); ++i) {
        const Hex hex = map.hexAtIndex(i);
        if (!t.isEmpty())
            map.setTerrain(hex, std::uint8_t(i % t.size()));
        if (!h.isEmpty())
            map.setHexFeatures(hex, FeatureMask(1u << (i % h.size())));
        if (!e.isEmpty())
            map.setEdgeFeatures(edgeOf(hex, i % 3), FeatureMask(1u << (i % e.size())));
        map.setElevation(hex, (i * 7) % 5 - 2);
    }
    return map;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hexstride;
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    auto result = loadRuleset(bytes, QStringLiteral("fuzz.json"));
    if (!result.ruleset) {
        if (result.error.isEmpty())
            __builtin_trap(); // a failure must say why
        return 0;
    }
    if (result.ruleset->vocabulary.terrains.isEmpty() || result.ruleset->vocabulary.terrains.size() > 255
        || result.ruleset->vocabulary.hexFeatures.size() > 16 || result.ruleset->vocabulary.edgeFeatures.size() > 16)
        return 0; // cannot be drawn as a map: nothing more to check
    const int minimum = result.ruleset->minimumStepCost;
    MovementRules rules(std::make_shared<const Ruleset>(std::move(*result.ruleset)));
    const HexMap map = mapOf(rules.ruleset());
    const UnitProfile profile;
    if (!rules.checkProfile(profile).isEmpty())
        return 0;
    for (int i = 0; i < map.hexCount(); ++i) {
        for (Direction d = 0; d < 6; ++d) {
            const int cost = rules.stepCostFast(map, map.hexAtIndex(i), d, profile);
            if (cost != -1 && cost < minimum)
                __builtin_trap();
        }
    }
    return 0;
}
