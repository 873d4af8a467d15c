#pragma once

#include "rules/conditions.h"
#include "steptrace.h"

#include <QHash>
#include <QMutex>

#include <algorithm>
#include <array>
#include <atomic>
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
    StepCostModel(std::shared_ptr<const Ruleset> ruleset, const HexMap &map,
                  const QMap<QString, QString> &profile);
    const Ruleset &ruleset() const { return m_ruleset; }

    /// Cost of stepping from `from` (on the map) in direction d: ≥ minimum step cost, or -1 when
    /// not allowed or off the map. Units on the map are not considered (see evaluate()).
    int cost(const HexMap &map, Hex from, Direction d) const
    {
        const Hex to = neighbour(from, d);
        if (!map.contains(to))
            return -1;
        const StepFacts f = facts(map, from, to, d);
        const long long key = packedKey(f);
        if (key < 0)
            return evaluate(f, nullptr);
        if (!m_dense.empty())
            return m_dense[static_cast<std::size_t>(key)];
        return m_memo ? memoised(f, key) : evaluate(f, nullptr);
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
    /// The cost-table cell a step reads: the first table whose condition holds, and its first
    /// row and column that apply (-1 each when none does). What a Base trace item names by
    /// labels, by position (probe20 U02: two rows of one label are two rows).
    struct CellIndex
    {
        int table = -1, row = -1, column = -1;
    };
    CellIndex cellOf(const StepFacts &f) const;
    /// evaluate() with a trace, into an empty `trace`: the same items, remembered per
    /// combination of the facts the rules read, so that a plan's steps share them rather than
    /// build them again (a plan's steps mostly repeat a few combinations).
    int explained(const StepFacts &f, StepTrace &trace) const;

    /// Full allowance for the profile (-1 = unlimited), in hexes' cost units.
    int allowance() const { return m_allowance; }
    int allowanceBonus() const { return m_bonus; }
    const CompiledCondition &bonusEveryStep() const { return m_bonusEveryStep; }
    const Allowance *allowanceRule() const { return m_allowanceRule; }
    /// True when a table filled up front answers cost(); otherwise cost() memoises evaluate()'s
    /// answers per fact combination (for tests and benchmarks).
    bool isTabulated() const { return !m_dense.empty(); }
    const FactUsage &usage() const { return m_usage; }
    /// The unit fact bits its costs can read (CompiledCondition::unitBitsRead).
    std::uint8_t unitBitsRead() const;

private:
    struct CompiledTable
    {
        CompiledCondition when;
        std::vector<CompiledCondition> rows, columns;
    };
    /// A modifier that can apply to this profile (those whose condition is constantly false
    /// are dropped at compile time), with what the hot loop needs copied out of the ruleset.
    struct CompiledModifier
    {
        CompiledCondition when;
        int index = 0;            ///< into Ruleset::modifiers, for the trace
        int group = -1;           ///< index into the ruleset's distinct groups
        std::uint32_t tables = 0; ///< bit per table index; 0 = any table
        ModifierEffect effect = ModifierEffect::Add;
        double value = 0;
        std::int8_t per = 0;    ///< +1 per level risen, -1 per level fallen, 0 flat
        bool overrides = false; ///< gives its value where the table says "not allowed"
    };
    enum class Rounding : std::uint8_t { Up, Down, Nearest };
    struct Compressor
    {
        std::array<std::uint16_t, 256> lo{}, hi{};
        int values = 1; ///< 2^popcount(mask)
        void init(FeatureMask mask);
        int operator()(FeatureMask m) const { return lo[m & 0xff] | hi[m >> 8]; }
    };
    void buildDenseTable();
    /// The facts the rules read, packed into one number (-1: outside the packable range).
    long long packedKey(const StepFacts &f) const
    {
        if (f.terrainEntered >= m_terrainCount || f.terrainLeft >= m_terrainCount)
            return -1;
        int rise = 0;
        if (m_elevationRange > 0) {
            rise = f.rise;
            if (rise < -m_elevationRange || rise > m_elevationRange) {
                if (m_exactRise)
                    return -1;
                rise = std::clamp(rise, -m_elevationRange, m_elevationRange);
            }
        }
        long long k = m_usage.terrainLeft ? f.terrainLeft : 0;
        k = k * m_terrainCount + f.terrainEntered;
        k = k * m_fe.values + m_fe(f.featuresEntered);
        k = k * m_fl.values + m_fl(f.featuresLeft);
        k = k * m_ed.values + m_ed(f.edge);
        return k * (2 * m_elevationRange + 1) + rise + m_elevationRange;
    }
    int memoised(const StepFacts &f, long long key) const;
    struct ExplainedStep
    {
        int cost = -1;
        StepTrace trace;
    };

    static constexpr int kExactRiseRange = 7;
    static constexpr std::size_t kMemoSize = 1 << 14;
    static constexpr qsizetype kMaxExplained = 1 << 12;
    std::shared_ptr<const Ruleset> m_rulesetPtr;
    const Ruleset &m_ruleset;
    std::vector<CompiledCondition> m_prohibitions;
    std::vector<CompiledTable> m_tables;
    std::vector<CompiledModifier> m_modifiers;
    CompiledCondition m_bonusEveryStep;
    bool m_anyOverride = false; ///< a modifier may lift the table's "not allowed"
    const Allowance *m_allowanceRule = nullptr;
    FactUsage m_usage;
    Rounding m_rounding = Rounding::Up;
    int m_allowance = 0;
    int m_bonus = 0;
    int m_terrainCount = 1;
    /// The map's ids that read like one of the ruleset's but are not (probe17 R02, R06: a
    /// terrain "Forest", "WATER" or "forеst" was costed by a catch-all row as open country, a
    /// hex-side "Major-river" crossed as if not there): entering such a hex or crossing such a
    /// side is not allowed, saying why. By map terrain index and by feature bit: the map's id
    /// and the ruleset's it resembles, empty where the id is not such a look-alike.
    QStringList m_unknownTerrains, m_unknownHexFeatures, m_unknownEdgeFeatures;
    QStringList m_terrainsAlike, m_hexFeaturesAlike, m_edgeFeaturesAlike;
    FeatureMask m_unknownHexFeatureBits = 0, m_unknownEdgeFeatureBits = 0;
    void noteUnknownIds(const HexMap &map);
    /// The item saying why a step into or across such a look-alike is refused.
    std::optional<TraceItem> unknownIdIn(const StepFacts &f) const;
    int m_elevationRange = 0; ///< rises are keyed in [-range, range]
    bool m_exactRise = false; ///< beyond the range, evaluate (a modifier counts levels)
    /// Direct-mapped memo for models too large to tabulate: (key + 1) << 16 | cost. Relaxed
    /// atomics make concurrent readers and writers safe; a lost race only costs a re-evaluation.
    std::unique_ptr<std::atomic<std::uint64_t>[]> m_memo;
    Compressor m_fe, m_fl, m_ed;
    std::vector<std::int16_t> m_dense;
    bool m_keyable = false; ///< packedKey() fits in 47 bits: explained() may remember traces
    /// explained()'s traces by packedKey() (and the unit bits where the rules read them).
    mutable QMutex m_explainedMutex;
    mutable QHash<long long, ExplainedStep> m_explained;
};

} // namespace hexstride
