#pragma once

#include "rules/conditions.h"
#include "steptrace.h"

#include <array>
#include <memory>
#include <vector>

namespace hexstride {

/// A ruleset's movement costs compiled for one map vocabulary and one unit profile.
///
/// evaluate() is the one place step costs are computed; the explained path passes a trace sink,
/// the fast path passes none. cost() serves tight loops (reach, routes): when the facts the
/// rules read fit in a small key it answers from a table filled at construction by evaluate()
/// itself, so both paths agree by construction.
class StepCostModel
{
public:
    /// `profile` must be complete (Ruleset::withDefaults).
    StepCostModel(std::shared_ptr<const Ruleset> ruleset, const HexMap &map, const QMap<QString, QString> &profile);
    const Ruleset &ruleset() const { return m_ruleset; }

    /// Cost of stepping from `from` (on the map) in direction d: ≥ minimum step cost, or -1 when
    /// not allowed or off the map. Units on the map are not considered (see evaluate()).
    int cost(const HexMap &map, Hex from, Direction d) const
    {
        const Hex to = neighbour(from, d);
        if (!map.contains(to))
            return -1;
        const StepFacts f = facts(map, from, to, d);
        if (m_dense.empty())
            return evaluate(f, nullptr);
        const int key = denseKey(f);
        return key >= 0 ? m_dense[static_cast<std::size_t>(key)] : evaluate(f, nullptr);
    }

    /// The facts of a step between on-map hexes (unit bits left 0).
    StepFacts facts(const HexMap &map, Hex from, Hex to, Direction d) const
    {
        const auto iF = static_cast<std::size_t>(map.indexOf(from));
        const auto iT = static_cast<std::size_t>(map.indexOf(to));
        StepFacts f;
        f.terrainLeft = map.terrainLayer()[iF];
        f.terrainEntered = map.terrainLayer()[iT];
        f.featuresLeft = map.hexFeatureLayer()[iF];
        f.featuresEntered = map.hexFeatureLayer()[iT];
        f.edge = map.edgeFeatures(from, d);
        f.rise = map.elevationLayer()[iT] - map.elevationLayer()[iF];
        return f;
    }

    /// The cost (-1 = not allowed), appending each factor to `trace` when given.
    int evaluate(const StepFacts &f, StepTrace *trace) const;

    /// Full allowance for the profile (-1 = unlimited), in hexes' cost units.
    int allowance() const { return m_allowance; }
    int allowanceBonus() const { return m_bonus; }
    const CompiledCondition &bonusEveryStep() const { return m_bonusEveryStep; }
    const Allowance *allowanceRule() const { return m_allowanceRule; }
    /// True when the dense table answers cost() (for tests and benchmarks).
    bool isTabulated() const { return !m_dense.empty(); }
    const FactUsage &usage() const { return m_usage; }

private:
    struct CompiledTable
    {
        CompiledCondition when;
        std::vector<CompiledCondition> rows, columns;
    };
    struct CompiledModifier
    {
        CompiledCondition when;
        int group = -1;            ///< index into the ruleset's distinct groups
        std::uint32_t tables = 0;  ///< bit per table index; 0 = any table
    };
    struct Compressor
    {
        std::array<std::uint16_t, 256> lo{}, hi{};
        int values = 1; ///< 2^popcount(mask)
        void init(FeatureMask mask);
        int operator()(FeatureMask m) const { return lo[m & 0xff] | hi[m >> 8]; }
    };
    void buildDenseTable();
    int denseKey(const StepFacts &f) const
    {
        if (f.rise < -kElevationRange || f.rise > kElevationRange || f.terrainEntered >= m_terrainCount
            || f.terrainLeft >= m_terrainCount)
            return -1;
        int k = m_usage.terrainLeft ? f.terrainLeft : 0;
        k = k * m_terrainCount + f.terrainEntered;
        k = k * m_fe.values + m_fe(f.featuresEntered);
        k = k * m_fl.values + m_fl(f.featuresLeft);
        k = k * m_ed.values + m_ed(f.edge);
        return k * m_elevationValues + (m_elevationValues > 1 ? f.rise + kElevationRange : 0);
    }

    static constexpr int kElevationRange = 7;
    std::shared_ptr<const Ruleset> m_rulesetPtr;
    const Ruleset &m_ruleset;
    std::vector<CompiledCondition> m_prohibitions;
    std::vector<CompiledTable> m_tables;
    std::vector<CompiledModifier> m_modifiers;
    CompiledCondition m_bonusEveryStep;
    const Allowance *m_allowanceRule = nullptr;
    FactUsage m_usage;
    int m_allowance = 0;
    int m_bonus = 0;
    int m_terrainCount = 1;
    int m_elevationValues = 1;
    Compressor m_fe, m_fl, m_ed;
    std::vector<std::int16_t> m_dense;
};

} // namespace hexstride
