#pragma once

// Private to the simultaneous sequencing kind (simultaneousturn.cpp): a unit's plan as a force
// that enters hexes period by period, and the commanders that leave their hexes in the turn
// (leavingcommanders.cpp).

#include "turnresolver_p.h"

#include <QCoreApplication>

namespace hexstride::turnresolver {

/// The translation context of these texts (shared with the planner's former copy).
struct ContestText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ContestedHexes)
};

/// One hex a force moves into.
struct Entry
{
    Hex hex;
    Hex from;
    int period = 0;
    int spentBefore = 0; ///< in this allowance, before the step: when in the period it happens
    int remaining = 0;   ///< move points left after entering
    int step = 0;        ///< index of the step in the force's plan
};

/// A unit's plan as the hexes it enters, and where the turn stops it.
struct Force
{
    int unit = 0;
    QString name;
    int figures = 0;
    int daily = 0;
    QList<Entry> entries;
    int stopAt = -1; ///< the entry it was refused; -1 = none
    TraceItem stopReason;
    int made() const { return stopAt < 0 ? int(entries.size()) : stopAt; }
    int attempted() const { return stopAt < 0 ? int(entries.size()) : stopAt + 1; }
};

/// The ruleset's periods of a turn (not their sub-periods), in order.
QList<const TurnPeriod *> topLevelPeriods(const Ruleset &r);

/// The period a profile moves in: the one an option value names, or -1 (then each allowance
/// is the next period).
int periodOfProfile(const QList<const TurnPeriod *> &periods, const UnitProfile &profile);

/// "Day 1", "Night 2"; "Turn 3" without periods (translated).
QString periodLabel(const QList<const TurnPeriod *> &periods, int period, const QString &language);

/// The 0-based period of the turn a step happens in: its own where the evaluator names it (a
/// split move: day, then night), else the profile's (`own`), else one period a turn.
int stepPeriod(const PlannedStep &s, int own, const QList<const TurnPeriod *> &periods);

/// A force from its plan alone; `own` is the period its profile moves in (periodOfProfile).
Force forceOf(const UnitState &u, int index, int own, const QList<const TurnPeriod *> &periods);

/// Whether a force moves on after entry `e` in the same period (it made the next entry too).
bool movesOnAfter(const Force &f, int e);

/// One unit per hex (sequence.onePerHex): `mover` stops before entry `en`, the hex `holder` keeps.
TurnConflict onePerHexConflict(const TurnContext &c, const QList<const TurnPeriod *> &periods,
                               const Force &holder, const Force &mover, const Entry &en);

/// A force's step into a hex where other commanders stood at the start of the turn and leave
/// in the period of that step or before: evaluated as if they had left (`leavers`, forces).
struct LeftFor
{
    int force = 0;
    int step = 0;
    int period = 0;
    QList<int> leavers;
    TraceItem refused; ///< why the step was refused while they stood there
};

/// strategic-commanders §1.3 with §3.1 and §3.2: a hex holds one commander at any time and
/// every move of a period happens at once, so a commander that leaves its hex in a period
/// frees it for that period, as a winner moving on frees a contested hex (§3.2). The plans
/// alone see every commander where the turn starts; a force refused at a hex whose commanders
/// all leave it by the period of the refused step is evaluated again without them, step after
/// step (a column that follows its head). settleLeavers() checks later that they did leave.
QList<LeftFor> passLeavers(TurnContext &c, QList<Force> &forces, const QList<int> &own,
                           const QList<const TurnPeriod *> &periods);

/// The commanders a force was evaluated without (passLeavers) must have left by then: one
/// stopped before it left still holds its hex, and the force stops before it. Returns whether
/// any stopped.
bool settleLeavers(TurnContext &c, QList<Force> &forces, const QList<LeftFor> &leftFor,
                   const QList<const TurnPeriod *> &periods, QList<TurnConflict> &out);

} // namespace hexstride::turnresolver
