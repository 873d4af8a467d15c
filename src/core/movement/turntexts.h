#pragma once

#include "planevaluator.h"
#include "turnresolver.h"

namespace hexstride {

/// Words for the ids a resolved turn carries, in the interface language (the resolver names
/// rules, events and choices by stable ids; the referee and the players read sentences): one
/// set of words for the app's Resolve Turn view, the planner and the written reports.
namespace turntexts {
/// A conflict's deciding rule: "fewer-figures" → "fewer troop figures"; an unknown id as it is.
QString rule(const QString &id);
/// A decision's choice: "force-past" → "forces past"; a unit's name (dice) as it is.
QString choice(const QString &id);
/// A decision's outcome: its choice in words; a tie's several rolls "A, then B, then C" (who
/// moved in, in order); empty while still open.
QString outcome(const TurnDecision &d);
/// An event with its hex and the other unit: "stopped in 0405 by Watch of Minas".
QString event(const HexMap &map, const TurnEvent &e);
/// A decision's question, translated: "May force past 0807: East Horde (1200 troops) against
/// West Host (300)?" (made when it is shown or written: a big turn holds 100,000 decisions).
QString question(const HexMap &map, const TurnDecision &d);
/// Where a decision's outcome came from: the referee, the dice (seed) or the normal outcome.
QString source(const QString &id);
/// A step's status in words: "ok", "not allowed", "not enough MP", "not executed" (the JSON
/// keeps stepStatusId()).
QString stepStatus(StepStatus status);
/// Where and why a unit stopped short of its orders, when no encounter stopped it: "stopped in
/// 2620: not enough MP (order 3)"; empty when every order was carried out.
QString shortStop(const HexMap &map, const PlanResult &plan);
/// The steps not carried out, a line each, as `orders` and `resolve` print them under a unit:
/// "3. e 2620 → 2720: not enough MP — Costs 7 but only 3 left". The steps not executed after it
/// share one line that keeps the plan's hexes: "4–12. e, e, … 2720 → 3620: not executed".
QStringList unfinishedSteps(const HexMap &map, const PlanResult &plan, const QString &language);
} // namespace turntexts

} // namespace hexstride
