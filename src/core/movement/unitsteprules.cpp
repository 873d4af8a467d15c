#include "unitsteprules.h"

#include <QSet>

namespace hexstride {

std::optional<TraceItem> UnitsVerdict::reason() const
{
    const auto item = [](TraceItem::Kind kind, const QString &id, const LocalizedText &label) {
        return TraceItem{kind, id, label, {}, {}, ModifierEffect::Prohibit, 0, 0};
    };
    if (prohibits)
        return item(TraceItem::Kind::Prohibited, prohibits->id, prohibits->label);
    if (blocked())
        return item(TraceItem::Kind::Occupied, occupancy->id, occupancy->label);
    if (passOnly()) // passed, but no move may end there
        return item(TraceItem::Kind::Warning, occupancy->id, occupancy->label);
    return std::nullopt;
}

qsizetype firstOccupancyRule(const ProfileRules &compiled, const StepFacts &facts)
{
    for (std::size_t i = 0; i < compiled.occupancy.size(); ++i) {
        if (compiled.occupancy[i].eval(facts))
            return qsizetype(i);
    }
    return -1;
}

UnitsVerdict unitsVerdict(const Ruleset &r, const ProfileRules &compiled, const StepFacts &facts)
{
    UnitsVerdict v;
    for (qsizetype i = 0; i < r.stopRules.size(); ++i) {
        const StopRule &rule = r.stopRules[i];
        const CompiledCondition &when = compiled.stopRules[std::size_t(i)];
        if (rule.effect == StopEffect::Prohibit && when.unitBitsRead() && when.eval(facts)) {
            v.prohibits = &rule;
            return v;
        }
    }
    if (const qsizetype i = firstOccupancyRule(compiled, facts); i >= 0)
        v.occupancy = &r.occupancy[i];
    return v;
}

UnitStepCost::UnitStepCost(const MovementRules &rules, const HexMap &map,
                           const UnitProfile &profile, const QString &side, Hex start)
    : m_ruleset(rules.ruleset())
    , m_map(map)
    , m_compiled(rules.profileRules(map, profile))
    , m_side(side)
    , m_start(start)
{
    if (!map.units().isEmpty())
        m_index.emplace(map, m_ruleset.defend ? m_ruleset.defend->option : QString());
    for (qsizetype i = 0; i < m_ruleset.stopRules.size(); ++i) {
        m_endsMoves = m_endsMoves
                      || (m_ruleset.stopRules[i].effect == StopEffect::StopAfter
                          && m_compiled->stopRules[std::size_t(i)].unitBitsRead());
    }
}

StepFacts UnitStepCost::factsOf(Hex from, Hex to, Direction d) const
{
    StepFacts f = m_compiled->model->facts(m_map, from, to, d);
    if (m_index)
        f.units = unitFactsOf(*m_index, m_ruleset, m_map, from, to, m_side, m_start,
                              m_compiled->unitBits);
    return f;
}

bool UnitStepCost::endsMoveOn(Hex h) const
{
    for (Direction d = 0; d < kDirectionCount; ++d) {
        const Hex from = neighbour(h, d);
        if (!m_map.contains(from))
            continue;
        const StepFacts f = factsOf(from, h, opposite(d));
        for (qsizetype i = 0; f.units && i < m_ruleset.stopRules.size(); ++i) {
            const StopRule &rule = m_ruleset.stopRules[i];
            const CompiledCondition &when = m_compiled->stopRules[std::size_t(i)];
            if (rule.effect == StopEffect::StopAfter && when.unitBitsRead() && when.eval(f))
                return true;
        }
    }
    return false;
}

int UnitStepCost::operator()(Hex from, Direction d) const
{
    const StepCostModel &model = *m_compiled->model;
    const Hex to = neighbour(from, d);
    if (!m_index || !m_map.contains(from) || !m_map.contains(to))
        return model.cost(m_map, from, d);
    // A move that comes here ends here (meeting an enemy): no route goes on from it.
    if (m_endsMoves && from != m_start && endsMoveOn(from))
        return -1;
    const StepFacts f = factsOf(from, to, d);
    if (!f.units)
        return model.cost(m_map, from, d); // no unit near: the model's memo
    const int cost = model.evaluate(f, nullptr);
    return cost >= 0 && unitsVerdict(m_ruleset, *m_compiled, f).blocked() ? -1 : cost;
}

UnitsVerdict UnitStepCost::verdict(Hex from, Direction d) const
{
    const Hex to = neighbour(from, d);
    if (!m_index || !m_map.contains(from) || !m_map.contains(to))
        return {};
    const StepFacts f = factsOf(from, to, d);
    return f.units ? unitsVerdict(m_ruleset, *m_compiled, f) : UnitsVerdict{};
}

QList<Hex> UnitStepCost::hexesNearUnits() const
{
    QList<Hex> out;
    QSet<quint64> seen;
    const auto add = [&](Hex h) {
        const quint64 key = (quint64(quint32(h.q)) << 32) | quint32(h.r);
        if (m_map.contains(h) && !seen.contains(key)) {
            seen.insert(key);
            out << h;
        }
    };
    // Every step whose facts a unit sets touches a hex next to it or under it; where stop rules
    // end moves, two hexes out (a step that leaves a unit's neighbour may end the move there).
    for (const MapUnit &u : m_map.units()) {
        add(u.hex);
        for (Direction d = 0; d < kDirectionCount; ++d) {
            const Hex n = neighbour(u.hex, d);
            add(n);
            for (Direction e = 0; m_endsMoves && e < kDirectionCount; ++e)
                add(neighbour(n, e));
        }
    }
    return out;
}

} // namespace hexstride
