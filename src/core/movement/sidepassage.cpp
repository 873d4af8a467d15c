#include "sidepassage.h"

namespace hexstride {

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

} // namespace hexstride
