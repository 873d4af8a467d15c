#include "sidepassage.h"

#include <algorithm>

namespace hexstride {

namespace {
bool asksForUnits(const Condition &c)
{
    if (c.kind == Condition::Kind::EnterUnit)
        return true;
    return std::any_of(c.children.begin(), c.children.end(), asksForUnits);
}
} // namespace

bool relationPasses(const Ruleset &r, SideRelation relation)
{
    return r.turns.sequence.encounterPass.contains(sideRelationId(relation));
}

bool sidesPass(const Ruleset &r, const MapSides &sides, const QString &a, const QString &b)
{
    if (a == b)
        return true;
    if (r.turns.sequence.encounterPass.isEmpty())
        return false; // no relation passes: skip the table look-ups on every step
    return relationPasses(r, sides.relation(a, b)) && relationPasses(r, sides.relation(b, a));
}

bool stopsAtUnits(const StopRule &rule)
{
    return asksForUnits(rule.when);
}

const StopRule *startTogetherStopRule(const Ruleset &r)
{
    const TurnSequence &q = r.turns.sequence;
    if (q.kind != SequenceKind::Encounters || !q.startTogetherStops)
        return nullptr;
    const auto rule = std::find_if(r.stopRules.begin(), r.stopRules.end(), [&](const StopRule &x) {
        return q.encounterStops.contains(x.id) && stopsAtUnits(x);
    });
    return rule == r.stopRules.end() ? nullptr : &*rule;
}

bool stopsAtOwnedHex(const Ruleset &r, const StopRule &rule)
{
    return r.turns.sequence.encounterStops.contains(rule.id) && !stopsAtUnits(rule);
}

bool ownerStops(const Ruleset &r, const MapSides &sides, Hex h, const QString &side)
{
    const QString owner = sides.ownerOf(h);
    return !owner.isEmpty() && owner != side && !relationPasses(r, sides.relation(owner, side));
}

} // namespace hexstride
