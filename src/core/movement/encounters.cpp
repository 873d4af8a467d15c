#include "encounters.h"

#include <QCoreApplication>

namespace hexstride::turnresolver {

namespace {
struct EncounterText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::TurnResolver)
};

bool asksForUnits(const Condition &c)
{
    if (c.kind == Condition::Kind::EnterUnit)
        return true;
    return std::any_of(c.children.begin(), c.children.end(), asksForUnits);
}

bool passes(const Ruleset &r, SideRelation relation)
{
    return r.turns.sequence.encounterPass.contains(sideRelationId(relation));
}

/// The step's warning of stop rule `id`, if it carries one.
const TraceItem *warningOf(const PlannedStep &s, const QString &id)
{
    for (const TraceItem &w : s.warnings) {
        if (w.ruleId == id)
            return &w;
    }
    return nullptr;
}

/// The armies in the hex that try to stop the mover: which first is the referee's (or the
/// dice's) when there are several, then each may be forced past or overrun. True: stopped.
bool armiesTryToStop(TurnContext &c, const EncounterBoard &b, int unit, int k, QList<int> enemies,
                     const TraceItem &stop, QString *by)
{
    const TurnOrders &u = *c.units[unit].in;
    ResolvedUnit &res = c.out.units[unit];
    const Hex hex = res.plan.steps[k].to;
    if (enemies.size() > 1) {
        // Which enemy tries to stop it first is random (pbm-strategic §6.6).
        TurnDecision d;
        d.id = QStringLiteral("first-blocker:%1:%2").arg(c.map.label(hex), u.name);
        d.kind = QStringLiteral("first-blocker");
        d.unit = u.name;
        d.hex = hex;
        for (int m : std::as_const(enemies))
            d.choices << b.map.units()[m].name;
        d.units = QStringList{u.name} + d.choices;
        d.question = EncounterText::tr("Which army tries first to stop %1 in %2?")
                         .arg(u.name, c.map.label(hex));
        const qsizetype pick = d.choices.indexOf(c.decide(d, true));
        if (pick > 0)
            enemies.move(pick, 0);
    }
    for (int m : std::as_const(enemies)) {
        const MapUnit &e = b.map.units()[m];
        TurnDecision d;
        d.id = QStringLiteral("force-past:%1:%2:%3").arg(c.map.label(hex), u.name, e.name);
        d.kind = QStringLiteral("force-past");
        d.unit = u.name;
        d.hex = hex;
        d.choices = QStringList{QStringLiteral("stopped"), QStringLiteral("force-past"),
                                QStringLiteral("overrun")};
        d.units = QStringList{u.name, e.name};
        d.question = EncounterText::tr("May force past %1: %2 (%3 troops) against %4 (%5)?")
                         .arg(c.map.label(hex), u.name)
                         .arg(u.figures)
                         .arg(e.name)
                         .arg(e.figures);
        const QString outcome = c.decide(d, false);
        const int other = b.turnUnitOf[m];
        if (outcome == QLatin1String("stopped")) {
            *by = e.name;
            res.events << TurnEvent{QStringLiteral("stopped"), hex, k, stop.ruleId, e.name};
            return true;
        }
        if (outcome == QLatin1String("overrun")) {
            res.events << TurnEvent{QStringLiteral("overran"), hex, k, d.id, e.name};
            if (other >= 0) {
                c.out.units[other].end = hex; // where it was destroyed
                c.out.units[other].events
                    << TurnEvent{QStringLiteral("overrun"), hex, -1, d.id, u.name};
                c.out.units[other].removed = true;
            }
            b.remove(m);
        } else {
            res.events << TurnEvent{QStringLiteral("forced-past"), hex, k, d.id, e.name};
        }
    }
    return false;
}
} // namespace

bool stopsAtUnits(const StopRule &rule)
{
    return asksForUnits(rule.when);
}

bool mayMeet(const Ruleset &r, const PlannedStep &s)
{
    for (const TraceItem &w : s.warnings) {
        if (r.turns.sequence.encounterStops.contains(w.ruleId))
            return true;
    }
    return false;
}

bool sidesPass(const Ruleset &r, const MapSides &sides, const QString &a, const QString &b)
{
    return a == b || (passes(r, sides.relation(a, b)) && passes(r, sides.relation(b, a)));
}

std::optional<EncounterStopped> meetInHex(TurnContext &c, const EncounterBoard &b, int unit, int k,
                                          bool leaves)
{
    const Ruleset &r = c.rules.ruleset();
    const TurnOrders &u = *c.units[unit].in;
    ResolvedUnit &res = c.out.units[unit];
    const PlannedStep &s = res.plan.steps[k];
    const MapSides &sides = b.map.sides();
    for (const QString &id : r.turns.sequence.encounterStops) {
        const TraceItem *stop = warningOf(s, id);
        const auto rule = std::find_if(r.stopRules.begin(), r.stopRules.end(),
                                       [&](const StopRule &x) { return x.id == id; });
        if (!stop || rule == r.stopRules.end())
            continue;
        if (stopsAtUnits(*rule)) {
            QList<int> enemies;
            for (int m : b.unitsIn) {
                if (!sidesPass(r, sides, u.side, b.map.units()[m].side))
                    enemies << m;
            }
            for (int m : std::as_const(enemies)) {
                res.events << TurnEvent{QStringLiteral("met"), s.to, k, stop->ruleId,
                                        b.map.units()[m].name};
                if (b.turnUnitOf[m] >= 0)
                    c.out.units[b.turnUnitOf[m]].events
                        << TurnEvent{QStringLiteral("met"), s.to, -1, stop->ruleId, u.name};
            }
            QString by;
            // Without orders left it ends its move here: nobody has to stop it.
            if (leaves && !enemies.isEmpty() && armiesTryToStop(c, b, unit, k, enemies, *stop, &by))
                return EncounterStopped{stop, by};
            continue;
        }
        // The hex stops it (a fortified centre) when its owner does not let the mover's side
        // pass; a hex that belongs to nobody stops nobody.
        const QString owner = sides.ownerOf(s.to);
        if (owner.isEmpty() || passes(r, sides.relation(owner, u.side)) || owner == u.side)
            continue;
        if (!leaves)
            continue;
        res.events << TurnEvent{QStringLiteral("stopped"), s.to, k, stop->ruleId, owner};
        return EncounterStopped{stop, owner};
    }
    return std::nullopt;
}

} // namespace hexstride::turnresolver
