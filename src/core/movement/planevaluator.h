#pragma once

#include "movementrules.h"
#include "orderparser.h"
#include "unitindex.h"

#include <QSharedDataPointer>

#include <optional>

namespace hexstride {

enum class StepStatus : std::uint8_t { Ok, Blocked, Insufficient, NotExecuted };
QString stepStatusId(StepStatus s); ///< "ok", "blocked", "insufficient", "not-executed"

/// What a step says beside its numbers: the turn period, the cost's explanation and the
/// warnings. The steps of a big turn carry the same few (the explanation comes from the cost
/// memo, the warnings are the same stop rules), so one record is shared by equal steps.
struct StepNotes : QSharedData
{
    QString period;    ///< the turn period the step is made in (id), where the ruleset has them
    StepTrace explain; ///< the cost's factors, then rule notes (state changes…)
    QList<TraceItem> warnings; ///< may be stopped, defended sides, chances
    bool operator==(const StepNotes &o) const;
};

/// One evaluated order: where it goes, what it costs, and why it fails when it does.
struct PlannedStep
{
    QString order; ///< the token, or the direction name for clicked hexes
    Hex from;
    Hex to;
    bool toOnMap = true;
    StepStatus status = StepStatus::Ok; ///< (beside toOnMap: a step is 8 bytes smaller)
    std::optional<int> cost;            ///< nothing when the step is not allowed
    int total = 0;                      ///< running total after this step (executed steps only)
    int turn = 1;           ///< the turn (a battle round where the ruleset's turns are rounds)
    SharedTraceItem reason; ///< why it is blocked / insufficient / not executed

    /// The turn period the step is made in (id), where the ruleset has them.
    const QString &period() const;
    /// The cost's factors, then rule notes (state changes…).
    const StepTrace &explain() const;
    /// May be stopped, defended sides, chances.
    const QList<TraceItem> &warnings() const;
    void setPeriod(const QString &period);
    /// The explanation to change (made this step's own first).
    StepTrace &editExplain();
    /// The warnings to change (made this step's own first).
    QList<TraceItem> &editWarnings();
    /// No explanation and no warnings (the period stays).
    void clearTraces();
    /// Shares the notes of an equal step seen recently on this thread (the same texts).
    void shareNotes();

private:
    // One pointer, not three lists (72 bytes): a turn of 100,000 units holds 400,000 steps.
    QSharedDataPointer<StepNotes> m_notes;
};
} // namespace hexstride
// Lists of steps (hundreds of thousands in a big turn) grow in place rather than by copying.
Q_DECLARE_TYPEINFO(hexstride::PlannedStep, Q_RELOCATABLE_TYPE);
namespace hexstride {

struct PlanResult
{
    QList<PlannedStep> steps;
    int total = 0;
    Hex end;
    int executed = 0;
    int budget = 0; ///< per turn (-1 unlimited), bonus included
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
    /// Who stands where (the turn resolver's index); null: every step scans the map's units.
    const UnitIndex *units = nullptr;
};

/// Whether unit `u` stands and defends hex-side `side` (the ruleset's `defend`: its option
/// names a direction, and the sides next to it within `spread`), whatever its side.
bool defendsSide(const Ruleset &r, const HexMap &map, const MapUnit &u, EdgeId side);

/// Evaluates an order list from `start`: per step the cost, running total, turn, period, status
/// and reason. A turn is made of the periods the unit moves in (each with its allowance afresh;
/// one stretch when the ruleset names none). A step that costs more than the points left begins
/// the next period, or the next turn where orders span turns; otherwise it is insufficient and
/// ends the order. At every pause (end of a period, a turn, the order list) the rules that forbid
/// stopping there apply: the unit stops on the last hex before where it may stop. A step that
/// fails costs nothing and every later step is not executed.
PlanResult evaluateOrders(const MovementRules &rules, const HexMap &map, Hex start,
                          const QList<OrderToken> &orders, const UnitProfile &profile,
                          const PlanContext &ctx = {});

/// The same for a clicked sequence of hexes (the first is the start).
PlanResult evaluateHexPath(const MovementRules &rules, const HexMap &map, const QList<Hex> &hexes,
                           const UnitProfile &profile, const PlanContext &ctx = {});

} // namespace hexstride
