#include "conditions.h"

#include "rulesetlimits.h"

#include <algorithm>
#include <cstdlib>

namespace hexstride {

namespace {
using Kind = Condition::Kind;

FeatureMask maskOf(const IdTable &table, const QStringList &ids)
{
    FeatureMask m = 0;
    for (const QString &id : ids) {
        const int i = table.indexOf(id);
        if (i >= 0 && i < kMaxFeatureKinds)
            m |= static_cast<FeatureMask>(1u << i);
    }
    return m;
}

std::uint8_t unitBits(Kind kind, const QString &relation)
{
    const bool enemy = relation != QLatin1String("friend");
    const bool friendly = relation != QLatin1String("enemy");
    std::uint8_t b = 0;
    switch (kind) {
    case Kind::EnterUnit:
        if (relation == QLatin1String("stationary-friend"))
            b = EnterStationaryFriend;
        else if (relation == QLatin1String("moving-friend"))
            b = EnterMovingFriend;
        else
            b = static_cast<std::uint8_t>((enemy ? EnterEnemy : 0) | (friendly ? EnterFriend : 0));
        break;
    case Kind::AdjacentUnit:
        b = static_cast<std::uint8_t>((enemy ? AdjacentEnemy : 0)
                                      | (friendly ? AdjacentFriend : 0));
        break;
    default:
        b = static_cast<std::uint8_t>((enemy ? LeaveAdjacentEnemy : 0)
                                      | (friendly ? LeaveAdjacentFriend : 0));
        break;
    }
    return b;
}
} // namespace

int CompiledCondition::add(Node n)
{
    m_nodes.push_back(std::move(n));
    return static_cast<int>(m_nodes.size()) - 1;
}

CompiledCondition CompiledCondition::compile(const Condition &c, const HexMap &map,
                                             const QHash<QString, Condition> &named,
                                             const QMap<QString, QString> &profile,
                                             FactUsage *usage)
{
    CompiledCondition out;
    out.m_nodes.reserve(8);
    out.add(Node{}); // placeholder for the root so that node 0 is the root
    const int root = out.build(c, map, named, profile, usage, 0);
    out.m_nodes[0] = out.m_nodes[static_cast<std::size_t>(root)];
    if (out.m_nodes[0].kind == NodeKind::True)
        out.m_nodes.clear();
    return out;
}

// Builds node(s) for c and returns the index; constants fold away so that unit options cost
// nothing per step.
int CompiledCondition::build(const Condition &c, const HexMap &map,
                             const QHash<QString, Condition> &named,
                             const QMap<QString, QString> &profile, FactUsage *usage, int depth)
{
    Node n;
    switch (c.kind) {
    case Kind::All:
    case Kind::Any: {
        const bool isAll = c.kind == Kind::All;
        std::vector<int> kids;
        for (const Condition &child : c.children) {
            const int k = build(child, map, named, profile, usage, depth + 1);
            const NodeKind kk = m_nodes[static_cast<std::size_t>(k)].kind;
            if (kk == (isAll ? NodeKind::True : NodeKind::False))
                continue;
            if (kk == (isAll ? NodeKind::False : NodeKind::True)) {
                n.kind = kk;
                return add(n);
            }
            kids.push_back(k);
        }
        if (kids.empty()) {
            n.kind = isAll ? NodeKind::True : NodeKind::False;
            return add(n);
        }
        if (kids.size() == 1)
            return kids.front();
        n.kind = isAll ? NodeKind::All : NodeKind::Any;
        n.children = std::move(kids);
        return add(n);
    }
    case Kind::Not: {
        const int k = build(c.children.value(0), map, named, profile, usage, depth + 1);
        const NodeKind kk = m_nodes[static_cast<std::size_t>(k)].kind;
        if (kk == NodeKind::True || kk == NodeKind::False) {
            n.kind = kk == NodeKind::True ? NodeKind::False : NodeKind::True;
            return add(n);
        }
        n.kind = NodeKind::Not;
        n.children = {k};
        return add(n);
    }
    case Kind::EnterTerrain:
    case Kind::LeaveTerrain: {
        const bool enter = c.kind == Kind::EnterTerrain;
        n.kind = enter ? NodeKind::EnterT : NodeKind::LeaveT;
        for (const QString &id : c.ids) {
            const int i = map.terrains().indexOf(id);
            if (i >= 0 && i < 256)
                n.terrains[static_cast<std::size_t>(i / 64)] |= std::uint64_t{1} << (i % 64);
        }
        if (usage)
            (enter ? usage->terrainEntered : usage->terrainLeft) = true;
        return add(n);
    }
    case Kind::EnterHas:
    case Kind::LeaveHas:
    case Kind::EdgeHas: {
        const bool edge = c.kind == Kind::EdgeHas;
        n.mask = maskOf(edge ? map.edgeFeatureIds() : map.hexFeatureIds(), c.ids);
        n.kind = c.kind == Kind::EnterHas ? NodeKind::EnterHas
                 : edge                   ? NodeKind::EdgeHas
                                          : NodeKind::LeaveHas;
        if (n.mask == 0) {
            n.kind = NodeKind::False; // the map has none of these features
            return add(n);
        }
        if (usage) {
            if (c.kind == Kind::EnterHas)
                usage->featuresEntered |= n.mask;
            else if (edge)
                usage->edge |= n.mask;
            else
                usage->featuresLeft |= n.mask;
        }
        return add(n);
    }
    case Kind::Unit: {
        const QString v = profile.value(c.key);
        n.kind = c.ids.contains(v) ? NodeKind::True : NodeKind::False;
        return add(n);
    }
    case Kind::Rise:
    case Kind::Fall:
        n.kind = c.kind == Kind::Rise ? NodeKind::Rise : NodeKind::Fall;
        n.number = c.number;
        if (usage) {
            usage->elevation = true;
            usage->maxLevels = std::max(usage->maxLevels, std::abs(c.number));
        }
        return add(n);
    case Kind::Named: {
        // The loader rejects cycles and deeper nesting; the guard keeps a hand-built ruleset
        // from recursing.
        const auto it = named.constFind(c.key);
        if (it == named.constEnd() || depth > kMaxConditionDepth) {
            n.kind = NodeKind::False;
            return add(n);
        }
        return build(*it, map, named, profile, usage, depth + 1);
    }
    case Kind::EnterUnit:
    case Kind::AdjacentUnit:
    case Kind::LeaveAdjacentUnit:
        n.kind = NodeKind::Units;
        n.mask = unitBits(c.kind, c.key);
        if (usage)
            usage->units = true;
        return add(n);
    }
    return add(n);
}

std::uint8_t CompiledCondition::unitBitsRead(int i) const
{
    // From the root: nodes folded away while compiling stay in the list but are never read.
    const Node &n = m_nodes[static_cast<std::size_t>(i)];
    if (n.kind == NodeKind::Units)
        return static_cast<std::uint8_t>(n.mask);
    std::uint8_t bits = 0;
    for (int k : n.children)
        bits |= unitBitsRead(k);
    return bits;
}

bool CompiledCondition::eval(int i, const StepFacts &f) const
{
    const Node &n = m_nodes[static_cast<std::size_t>(i)];
    switch (n.kind) {
    case NodeKind::True:
        return true;
    case NodeKind::False:
        return false;
    case NodeKind::All:
        for (int k : n.children) {
            if (!eval(k, f))
                return false;
        }
        return true;
    case NodeKind::Any:
        for (int k : n.children) {
            if (eval(k, f))
                return true;
        }
        return false;
    case NodeKind::Not:
        return !eval(n.children.front(), f);
    case NodeKind::EnterT:
        return (n.terrains[f.terrainEntered / 64] >> (f.terrainEntered % 64)) & 1u;
    case NodeKind::LeaveT:
        return (n.terrains[f.terrainLeft / 64] >> (f.terrainLeft % 64)) & 1u;
    case NodeKind::EnterHas:
        return (f.featuresEntered & n.mask) != 0;
    case NodeKind::LeaveHas:
        return (f.featuresLeft & n.mask) != 0;
    case NodeKind::EdgeHas:
        return (f.edge & n.mask) != 0;
    case NodeKind::Rise:
        return f.rise >= n.number;
    case NodeKind::Fall:
        return -f.rise >= n.number;
    case NodeKind::Units:
        return (f.units & n.mask) != 0;
    }
    return false;
}

namespace {
bool profileEval(const Condition &c, const QHash<QString, Condition> &named,
                 const QMap<QString, QString> &profile, int depth)
{
    switch (c.kind) {
    case Kind::All:
        for (const auto &k : c.children) {
            if (!profileEval(k, named, profile, depth + 1))
                return false;
        }
        return true;
    case Kind::Any:
        for (const auto &k : c.children) {
            if (profileEval(k, named, profile, depth + 1))
                return true;
        }
        return false;
    case Kind::Not:
        return !profileEval(c.children.value(0), named, profile, depth + 1);
    case Kind::Unit:
        return c.ids.contains(profile.value(c.key));
    case Kind::Named: {
        const auto it = named.constFind(c.key);
        return it != named.constEnd() && depth < kMaxConditionDepth
               && profileEval(*it, named, profile, depth + 1);
    }
    default:
        return false;
    }
}
} // namespace

bool profileMatches(const Condition &c, const QHash<QString, Condition> &named,
                    const QMap<QString, QString> &profile)
{
    return profileEval(c, named, profile, 0);
}

} // namespace hexstride
