#pragma once

#include "map/hexmap.h"
#include "ruleset.h"

#include <array>
#include <vector>

namespace hexstride {

/// Facts about units near a step, as bits (see StepFacts::units).
enum UnitFactBit : std::uint8_t {
    EnterEnemy = 1,
    EnterFriend = 2,
    AdjacentEnemy = 4,
    AdjacentFriend = 8,
    LeaveAdjacentEnemy = 16,
    LeaveAdjacentFriend = 32,
    /// A friend on the hex entered that has no move planned on the map (passage of lines may go
    /// through it), or one that does.
    EnterStationaryFriend = 64,
    EnterMovingFriend = 128,
};

/// Everything a compiled condition looks at, in the map's own indices.
struct StepFacts
{
    std::uint8_t terrainLeft = 0;
    std::uint8_t terrainEntered = 0;
    FeatureMask featuresLeft = 0;
    FeatureMask featuresEntered = 0;
    FeatureMask edge = 0;
    int rise = 0; ///< elevation entered − elevation left
    std::uint8_t units = 0;
};

/// Which parts of StepFacts the compiled conditions of a model read; the fast path keys its
/// cache on exactly these.
struct FactUsage
{
    bool terrainLeft = false;
    bool terrainEntered = false;
    FeatureMask featuresLeft = 0;
    FeatureMask featuresEntered = 0;
    FeatureMask edge = 0;
    bool elevation = false;
    int maxLevels = 0;     ///< largest |n| of rise/fall conditions: rises beyond it compare alike
    bool perLevel = false; ///< a modifier counts levels, so the exact rise matters
    bool units = false;
};

/// A condition compiled for one map vocabulary and one unit profile: ids become map indices
/// and bit masks, unit options become constants.
class CompiledCondition
{
public:
    CompiledCondition() = default; ///< always true
    /// `named` supplies named conditions; `usage` collects what the condition reads.
    static CompiledCondition compile(const Condition &c, const HexMap &map,
                                     const QHash<QString, Condition> &named,
                                     const QMap<QString, QString> &profile, FactUsage *usage);

    bool eval(const StepFacts &f) const { return m_nodes.empty() || eval(0, f); }
    bool isConstant() const { return m_nodes.empty() || m_nodes[0].kind <= NodeKind::False; }
    /// The unit fact bits (UnitFactBit) the condition can read: the others never change it.
    std::uint8_t unitBitsRead() const { return m_nodes.empty() ? 0 : unitBitsRead(0); }
    bool constantValue() const { return m_nodes.empty() || m_nodes[0].kind == NodeKind::True; }

private:
    enum class NodeKind : std::uint8_t {
        True,
        False,
        All,
        Any,
        Not,
        EnterT,
        LeaveT,
        EnterHas,
        LeaveHas,
        EdgeHas,
        Rise,
        Fall,
        Units
    };
    struct Node
    {
        NodeKind kind = NodeKind::True;
        FeatureMask mask = 0;
        int number = 0;
        std::array<std::uint64_t, 4> terrains{};
        std::vector<int> children;
    };
    int build(const Condition &c, const HexMap &map, const QHash<QString, Condition> &named,
              const QMap<QString, QString> &profile, FactUsage *usage, int depth);
    int add(Node n);
    bool eval(int i, const StepFacts &f) const;
    std::uint8_t unitBitsRead(int i) const;

    std::vector<Node> m_nodes;
};

/// Evaluates a condition over unit options only (constraints, allowances): other atoms are false.
bool profileMatches(const Condition &c, const QHash<QString, Condition> &named,
                    const QMap<QString, QString> &profile);

} // namespace hexstride
