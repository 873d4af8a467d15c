#pragma once

#include "movementrules.h"
#include "orderparser.h"

#include <optional>

namespace hexstride {

enum class StepStatus : std::uint8_t { Ok, Blocked, Insufficient, NotExecuted };
QString stepStatusId(StepStatus s); ///< "ok", "blocked", "insufficient", "not-executed"

/// One evaluated order: where it goes, what it costs, and why it fails when it does.
struct PlannedStep
{
    QString order;                ///< the token, or the direction name for clicked hexes
    Hex from;
    Hex to;
    bool toOnMap = true;
    std::optional<int> cost;      ///< nothing when the step is not allowed
    int total = 0;                ///< running total after this step (executed steps only)
    int turn = 1;
    StepStatus status = StepStatus::Ok;
    std::optional<TraceItem> reason; ///< why it is blocked / insufficient / not executed
    StepTrace explain;            ///< the cost's factors, then rule notes (state changes…)
    QList<TraceItem> warnings;    ///< may be stopped, defended sides, chances
};

struct PlanResult
{
    QList<PlannedStep> steps;
    int total = 0;
    Hex end;
    int executed = 0;
    int budget = 0;   ///< per turn (-1 unlimited), bonus included
    bool bonusApplied = false;
    UnitProfile finalProfile; ///< after state changes
    /// Options that state changes set on other units met on the way (by unit name), e.g. the
    /// stationary ally of a passage of lines that becomes unformed with the mover.
    QMap<QString, UnitProfile> otherUnitChanges;
};

/// Who moves and with how much.
struct PlanContext
{
    QString side;              ///< the mover's side; other sides are enemies
    std::optional<int> budget; ///< overrides the allowance of the profile
};

/// Evaluates an order list from `start`: per step the cost, running total, turn, status and
/// reason. In rulesets whose orders do not span turns, the first step that is not allowed or
/// costs more than the points left ends the order; otherwise such a step begins the next turn.
PlanResult evaluateOrders(const MovementRules &rules, const HexMap &map, Hex start,
                          const QList<OrderToken> &orders, const UnitProfile &profile,
                          const PlanContext &ctx = {});

/// The same for a clicked sequence of hexes (the first is the start).
PlanResult evaluateHexPath(const MovementRules &rules, const HexMap &map, const QList<Hex> &hexes,
                           const UnitProfile &profile, const PlanContext &ctx = {});

} // namespace hexstride
