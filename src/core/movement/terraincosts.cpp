#include "terraincosts.h"

#include "movementrules.h"
#include "rules/rulesetmap.h"

#include <algorithm>

namespace hexstride {

TerrainCosts relativeTerrainCosts(const std::shared_ptr<const Ruleset> &ruleset)
{
    TerrainCosts out;
    if (!ruleset || ruleset->vocabulary.terrains.isEmpty())
        return out;
    const MovementRules rules(ruleset);
    const UnitProfile profile = ruleset->withDefaults({});
    HexMap map = mapForRuleset(*ruleset, MapShape{2, 1, {}, LabelScheme::ColRow});
    const Hex a = map.hexAtIndex(0), b = map.hexAtIndex(1);
    Direction towardsB = 0;
    while (towardsB < kDirectionCount && neighbour(a, towardsB) != b)
        ++towardsB;
    double cheapest = kNoEntryCost;
    const int count = int(ruleset->vocabulary.terrains.size());
    for (int t = 0; t < count; ++t) {
        // Entering t from whichever terrain makes it cheapest: a rule may forbid one way in
        // (pbm-strategic: mountain to mountain only by road or ford) but not every way.
        double c = kNoEntryCost;
        map.setTerrain(b, std::uint8_t(t));
        for (int from = 0; from < count; ++from) {
            map.setTerrain(a, std::uint8_t(from));
            const int cost = rules.stepCostFast(map, a, towardsB, profile);
            if (cost > 0)
                c = std::min(c, double(cost));
        }
        out.insert(ruleset->vocabulary.terrains[t].id, c);
        cheapest = std::min(cheapest, c);
    }
    if (cheapest < kNoEntryCost) {
        for (double &c : out)
            if (c < kNoEntryCost)
                c /= cheapest;
    }
    return out;
}

QString openGroundOf(const std::shared_ptr<const Ruleset> &ruleset)
{
    const TerrainCosts costs = relativeTerrainCosts(ruleset);
    if (costs.isEmpty())
        return {};
    double cheapest = kNoEntryCost;
    for (const double c : costs)
        cheapest = std::min(cheapest, c);
    QString first;
    for (const FeatureDefinition &t : ruleset->vocabulary.terrains) {
        if (costs.value(t.id) != cheapest)
            continue;
        if (t.pattern == FillPattern::Solid)
            return t.id;
        if (first.isEmpty())
            first = t.id;
    }
    return first;
}

VocabularyMapping suggestRulesetChange(const MapVocabulary &from,
                                       const std::shared_ptr<const Ruleset> &fromRuleset,
                                       const std::shared_ptr<const Ruleset> &to)
{
    if (!to)
        return {};
    return suggestMapping(from, to->vocabulary, relativeTerrainCosts(fromRuleset),
                          relativeTerrainCosts(to));
}

} // namespace hexstride
