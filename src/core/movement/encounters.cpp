#include "encounters.h"

#include <algorithm>

namespace hexstride::turnresolver {

namespace {
/// The step's warning that it crosses a defended hex-side, if it carries one.
const TraceItem *defendedWarning(const PlannedStep &s)
{
    for (const TraceItem &w : s.warnings()) {
        if (w.kind == TraceItem::Kind::Defended)
            return &w;
    }
    return nullptr;
}

/// The step's warning of stop rule `id`, if it carries one.
const TraceItem *warningOf(const PlannedStep &s, const QString &id)
{
    for (const TraceItem &w : s.warnings()) {
        if (w.ruleId == id)
            return &w;
    }
    return nullptr;
}

/// Evasive movement (§6.2): a mover whose step carries the ruleset's evasion chance may slip
/// past `by` in `hex`, which would stop it; the referee's answer, stopped without one.
bool evades(TurnContext &c, int unit, int k, Hex hex, const QString &by)
{
    const QString &chance = c.rules.ruleset().turns.sequence.encounterEvade;
    ResolvedUnit &res = c.out.units[unit];
    const PlannedStep &s = res.plan.steps[k];
    if (chance.isEmpty() || !warningOf(s, chance))
        return false;
    TurnDecision d;
    d.id = QStringLiteral("evade:%1:%2:%3")
               .arg(c.map.label(hex), decisionIdName(res.name), decisionIdName(by));
    d.kind = QStringLiteral("evade");
    d.unit = res.name;
    d.hex = hex;
    static const QStringList choices{QStringLiteral("stopped"), QStringLiteral("evaded")};
    d.choices = choices; // shared by every such decision of a big turn
    d.units = QStringList{res.name, by};
    if (c.decide(d, false) != QLatin1String("evaded"))
        return false;
    res.events << TurnEvent{QStringLiteral("evaded"), hex, k, d.id, by};
    // What the army slipped past learns of the evader (pbm-strategic §6.2): by default nothing.
    if (!c.rules.ruleset().turns.sequence.evasionTellsObstacle)
        c.out.decisions.last().untold << by;
    return true;
}

/// Whether the mover slipped past `name` at step `k` without its knowing (an evasion the
/// ruleset keeps from the obstacle).
bool slippedPastUnseen(const TurnContext &c, const ResolvedUnit &mover, int k, const QString &name)
{
    if (c.rules.ruleset().turns.sequence.evasionTellsObstacle)
        return false;
    return std::any_of(mover.events.cbegin(), mover.events.cend(), [&](const TurnEvent &e) {
        return e.step == k && e.other == name && e.kind == QLatin1String("evaded");
    });
}

/// One unit in the way (an army in the hex, or one defending the side crossed out of `hex`):
/// the referee says whether the mover is stopped (the normal outcome), forces past or overruns
/// it (§6.5). `kind` names the decision: "force-past" or "defended-side". True: stopped.
bool blockedBy(TurnContext &c, const EncounterBoard &b, int unit, int k, Hex hex, int m,
               const QString &kind, const QString &rule)
{
    const TurnOrders &u = *c.units[unit].in;
    ResolvedUnit &res = c.out.units[unit];
    const MapUnit &e = b.map.units()[m];
    TurnDecision d;
    d.kind = kind; // the id is made when asked (TurnResolution::decisionId)
    d.unit = u.name;
    d.hex = hex;
    // Lists every such decision of a big turn shares (100,000 armies meet 100,000 times).
    static const QStringList mayForce{QStringLiteral("stopped"), QStringLiteral("force-past")};
    static const QStringList mayOverrun = mayForce + QStringList{QStringLiteral("overrun")};
    // Only a larger army may overrun, where the ruleset says so (pbm-strategic §6.5).
    d.choices = !c.rules.ruleset().turns.sequence.overrunSmallerOnly || e.figures < u.figures
                    ? mayOverrun
                    : mayForce;
    d.units = QStringList{u.name, e.name};
    d.figures = u.figures;
    d.otherFigures = e.figures;
    const QString outcome = c.decide(d, false);
    const int other = b.turnUnitOf[m];
    if (outcome == QLatin1String("stopped")) {
        res.events << TurnEvent{QStringLiteral("stopped"), hex, k, rule, e.name};
        return true;
    }
    const QString id = c.out.decisionId(d);
    if (outcome == QLatin1String("overrun")) {
        res.events << TurnEvent{QStringLiteral("overran"), e.hex, k, id, e.name};
        if (other >= 0) {
            c.out.units[other].end = e.hex; // where it was destroyed
            c.out.units[other].events
                << TurnEvent{QStringLiteral("overrun"), e.hex, -1, id, u.name};
            c.out.units[other].removed = true;
        }
        b.remove(m);
    } else {
        res.events << TurnEvent{QStringLiteral("forced-past"), hex, k, id, e.name};
    }
    return false;
}

/// The armies in `hex` that try to stop the mover leaving it at step `k`: which first is the
/// referee's (or the dice's) when there are several, then each may be evaded, forced past or
/// overrun. True: stopped.
bool armiesTryToStop(TurnContext &c, const EncounterBoard &b, int unit, int k, Hex hex,
                     QList<int> enemies, const QString &stopRule, QString *by)
{
    const TurnOrders &u = *c.units[unit].in;
    if (enemies.size() > 1) {
        // Which enemy tries to stop it first is random (pbm-strategic §6.6).
        TurnDecision d;
        d.kind = QStringLiteral("first-blocker");
        d.unit = u.name;
        d.hex = hex;
        for (int m : std::as_const(enemies))
            d.choices << b.map.units()[m].name;
        d.units = QStringList{u.name} + d.choices;
        const qsizetype pick = d.choices.indexOf(c.decide(d, true));
        if (pick > 0)
            enemies.move(pick, 0);
    }
    for (int m : std::as_const(enemies)) {
        const QString name = b.map.units()[m].name;
        if (evades(c, unit, k, hex, name))
            continue;
        if (blockedBy(c, b, unit, k, hex, m, QStringLiteral("force-past"), stopRule)) {
            *by = name;
            return true;
        }
    }
    return false;
}

/// Stand and defend (§6.7): the units of sides that do not pass which defend the side the step
/// crosses try to stop the mover before it. True: stopped (by `*by`).
bool defendersStop(TurnContext &c, const EncounterBoard &b, int unit, int k, QString *by)
{
    const Ruleset &r = c.rules.ruleset();
    const TurnOrders &u = *c.units[unit].in;
    const PlannedStep &s = c.out.units[unit].plan.steps[k];
    const EdgeId crossed = edgeOf(s.from, directionTo(s.from, s.to));
    for (int m = 0; m < b.map.units().size(); ++m) {
        const MapUnit &e = b.map.units()[m];
        if (b.isGone(m) || sidesPass(r, b.map.sides(), u.side, e.side)
            || !defendsSide(r, b.map, e, crossed))
            continue;
        if (blockedBy(c, b, unit, k, s.from, m, QStringLiteral("defended-side"),
                      r.defend->option)) {
            *by = e.name;
            return true;
        }
    }
    return false;
}
} // namespace

bool mayMeet(const Ruleset &r, const PlannedStep &s)
{
    for (const TraceItem &w : s.warnings()) {
        if (r.turns.sequence.encounterStops.contains(w.ruleId)
            || (r.turns.sequence.encounterDefend && w.kind == TraceItem::Kind::Defended))
            return true;
    }
    return false;
}

std::optional<EncounterStopped> meetInHex(TurnContext &c, const EncounterBoard &b, int unit, int k,
                                          bool leaves)
{
    const Ruleset &r = c.rules.ruleset();
    const TurnOrders &u = *c.units[unit].in;
    ResolvedUnit &res = c.out.units[unit];
    const PlannedStep &s = res.plan.steps[k];
    const MapSides &sides = b.map.sides();
    const TraceItem *defended = r.turns.sequence.encounterDefend ? defendedWarning(s) : nullptr;
    QString defender;
    if (defended && defendersStop(c, b, unit, k, &defender))
        return EncounterStopped{defended->ruleId, defender, true};
    for (const QString &id : r.turns.sequence.encounterStops) {
        const TraceItem *stop = warningOf(s, id);
        const auto rule = std::find_if(r.stopRules.begin(), r.stopRules.end(),
                                       [&](const StopRule &x) { return x.id == id; });
        if (!stop || rule == r.stopRules.end())
            continue;
        if (stopsAtUnits(*rule)) {
            QList<int> enemies;
            for (int m : b.unitsIn) {
                if (!b.isGone(m) && !sidesPass(r, sides, u.side, b.map.units()[m].side))
                    enemies << m;
            }
            if (!c.meet(enemies.size(), s.to))
                return std::nullopt; // too many meetings: the turn stops (resolveMoves)
            for (int m : std::as_const(enemies))
                res.events << TurnEvent{QStringLiteral("met"), s.to, k, stop->ruleId,
                                        b.map.units()[m].name};
            // Where each army in the hex tells of meeting the mover: before what follows.
            QList<qsizetype> metAt;
            for (int m : std::as_const(enemies))
                metAt << (b.turnUnitOf[m] >= 0 ? c.out.units[b.turnUnitOf[m]].events.size() : -1);
            QString by;
            // Without orders left it ends its move here: nobody has to stop it.
            const bool stopped
                = leaves && !enemies.isEmpty()
                  && armiesTryToStop(c, b, unit, k, s.to, enemies, stop->ruleId, &by);
            // Each army in the hex meets the mover, unless the mover slipped past it unseen.
            for (qsizetype i = 0; i < enemies.size(); ++i) {
                const int m = enemies[i];
                if (metAt[i] >= 0 && !slippedPastUnseen(c, res, k, b.map.units()[m].name))
                    c.out.units[b.turnUnitOf[m]].events.insert(
                        metAt[i], TurnEvent{QStringLiteral("met"), s.to, -1, stop->ruleId, u.name});
            }
            if (stopped)
                return EncounterStopped{stop->ruleId, by};
            continue;
        }
        // The hex stops it (a fortified centre) when its owner does not let the mover's side
        // pass; a hex that belongs to nobody stops nobody.
        if (!ownerStops(r, sides, s.to, u.side))
            continue;
        const QString owner = sides.ownerOf(s.to);
        if (!leaves || evades(c, unit, k, s.to, owner))
            continue;
        res.events << TurnEvent{QStringLiteral("stopped"), s.to, k, stop->ruleId, owner};
        c.out.centreStops << TurnCentreStop{owner, s.to, unit};
        return EncounterStopped{stop->ruleId, owner};
    }
    return std::nullopt;
}

std::optional<EncounterStopped> leaveStartHex(TurnContext &c, const EncounterBoard &b, int unit,
                                              int k)
{
    const Ruleset &r = c.rules.ruleset();
    const StopRule *rule = startTogetherStopRule(r);
    if (!rule)
        return std::nullopt;
    const TurnOrders &u = *c.units[unit].in;
    QList<int> enemies;
    for (int m : b.unitsIn) {
        if (!b.isGone(m) && !sidesPass(r, b.map.sides(), u.side, b.map.units()[m].side))
            enemies << m;
    }
    const Hex start = c.out.units[unit].plan.steps[k].from;
    if (!c.meet(enemies.size(), start))
        return std::nullopt; // too many meetings: the turn stops (resolveMoves)
    QString by;
    if (enemies.isEmpty() || !armiesTryToStop(c, b, unit, k, start, enemies, rule->id, &by))
        return std::nullopt;
    return EncounterStopped{rule->id, by, true};
}

} // namespace hexstride::turnresolver
