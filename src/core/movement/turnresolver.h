#pragma once

#include "planevaluator.h"

#include <optional>

namespace hexstride {

/// One unit's orders for the turn: who it is (side, troop figures, profile), where it starts
/// and its order list. From the map's plans (turnOrdersFromPlans) or an orders file.
struct TurnOrders
{
    QString name;
    QString side;
    int figures = 0; ///< troop figures (contested hexes, encounters)
    Hex start;
    UnitProfile profile;
    QList<OrderToken> orders;
    QString plan; ///< the map plan these orders come from, if any
    /// The army this unit has joined (a character, pbm-strategic §1.3): it gives no orders of
    /// its own and ends the turn where that army ends it (and falls with it when overrun).
    QString joins;
};

/// The referee's answers to chance events: decisions by id (see TurnDecision::id) and a seed
/// for the dice where no decision is given. Without either, a tie stays open and an encounter
/// has its normal outcome.
struct TurnChoices
{
    QMap<QString, QString> decisions; ///< decision id -> chosen value
    std::optional<quint32> seed;
    /// Find the units in and next to each step by scanning every unit of the map (the
    /// benchmark's baseline) instead of the resolver's index. The result is the same.
    bool scanUnits = false;
    /// Settle every contested hex again in every round of the simultaneous kind, instead of
    /// only those whose forces stopped elsewhere since, and tell the conflicts reported from a
    /// fresh settling rather than from the outcome recorded (the check of those shortcuts, in
    /// tests). The result is the same.
    bool settleEveryContest = false;
};

/// Something that happened to a unit during the turn.
struct TurnEvent
{
    QString kind; ///< "contest-won", "contest-lost", "stopped", "forced-past", "overran",
                  ///< "overrun", "met", "decision"
    Hex hex;
    int step = -1;  ///< 0-based index into the unit's steps; -1 when not tied to a step
    QString reason; ///< the rule id that decided (e.g. "fewer-figures", "enemy-army")
    QString other;  ///< the other unit involved, if any
};

/// A unit after the turn.
struct ResolvedUnit
{
    QString name;
    QString side;
    Hex start;
    Hex end;
    PlanResult plan;      ///< the steps as `move` reports them, cut where the turn stopped it
    int ordersUsed = 0;   ///< orders executed or tried (the rest stay for the next turn)
    bool removed = false; ///< overrun: destroyed during the turn
    int figures = 0;      ///< troop figures, as its orders gave them
    QString joined;       ///< the army it joined and moved with (a character), else empty
    QList<TurnEvent> events;
};

/// Two or more units wanting one hex at one moment, and who got it by which rule.
struct TurnConflict
{
    Hex hex;
    int turn = 1;
    int period = 0;         ///< 0-based: periods of turn 1, then of turn 2, … (0 without periods)
    QString periodId;       ///< the ruleset's period id, empty without periods
    QString periodLabel;    ///< translated: "Day 1", "Night 1", or "Turn 2" without periods
    QStringList units;      ///< names, in the order of the turn's orders
    QList<int> unitIndexes; ///< indexes into TurnResolution::units, parallel to `units`
    int winner = -1;        ///< index into units of who moved in first; -1: dice still to roll
    int occupant = -1;      ///< index into units of who was left in the hex; -1: undecided
    QString rule;           ///< deciding rule id: fewer-figures, more-mp-left, more-daily-mp, dice
    QStringList ruleTrail;  ///< each entry's deciding rule, in order (the cavalry note: several)
    QList<std::pair<QString, Hex>> stopped; ///< losers and the hex where each stopped
    QString explanation;                    ///< translated (language of the resolve call)
};

/// A chance event the rules leave to the referee (or the dice), with its outcome.
struct TurnDecision
{
    /// Stable: e.g. "force-past:2718:Army of the North:Watch of Minas". Empty where the
    /// resolution makes it when asked (TurnResolution::decisionId: force-past, defended-side and
    /// first-blocker, the decisions a big turn has by the hundred thousand); read it there.
    QString id;
    QString kind; ///< "force-past", "dice", "first-blocker"
    QString unit; ///< the unit it is about
    Hex hex;
    QStringList units;   ///< every unit it concerns (the mover, the enemies, the tied)
    QStringList choices; ///< what the referee may answer; the first is the normal outcome
    QString chosen;      ///< the outcome applied (dice: the first of `order`)
    /// Dice: one decision is one tie, rolled again for each winner that moves on and frees the
    /// hex (roll j, 0-based, has the id of roll 0 with its number + j): who moved in, in order.
    QStringList order;
    int rolls = 0;  ///< dice: the tie's rolls (`order`, and one more when the last is open)
    QString source; ///< "decision" (from TurnChoices; dice: any roll), "seed" (rolled), "default"
    /// Units of `units` whose sides are not told of it (an army an evader slipped past unseen).
    QStringList untold;
    /// force-past, defended-side: the troops of `unit` and of the army in its way (units[1]),
    /// for the question; the question's words are made when it is shown or written
    /// (turntexts::question), not held by each of a big turn's decisions.
    int figures = 0;
    int otherFigures = 0;
};

/// Hostile units standing in one hex after the turn: a battle for the referee to fight.
struct TurnBattle
{
    Hex hex;
    QList<int> units; ///< indexes into TurnResolution::units, in their order
};

/// A unit stopped in a hex because its owner's centre stopped it: told to the owner's side.
struct TurnCentreStop
{
    QString owner; ///< the side that owns the hex
    Hex hex;
    int unit = -1; ///< index into TurnResolution::units
};

/// The most times a turn's armies may meet (one army meeting another in a hex, each pair once):
/// this many, plus kMaxMeetingsPerArmy for each army of the turn. Armies crowded in one place
/// meet every other one (4,000 armies in two hexes: 4 million meetings, a report of 40 MB and
/// 1.1 GB held, probe16 Q09); a turn of 100,000 armies spread over a map meets about 100,000
/// times.
inline constexpr qint64 kMaxTurnMeetings = 250'000;
inline constexpr qint64 kMaxMeetingsPerArmy = 4;

/// The whole turn: every unit, every conflict and every decision.
struct TurnResolution
{
    /// Translated: why the turn was not resolved (its armies would meet more often than
    /// kMaxTurnMeetings allows, naming the hex); empty when it was. A turn refused so is not
    /// reported or applied: what the other fields hold is the turn cut short.
    QString refused;
    QString rulesetId;
    /// In the order of the input, then the map's units that had no orders (they stood).
    QList<ResolvedUnit> units;
    QList<TurnConflict> conflicts;
    QList<TurnDecision> decisions;
    /// Every hex where units of sides that do not let each other pass (the ruleset's
    /// encounterPass over the map's sides table; other sides are hostile) stand together after
    /// the turn, in the order of their first unit.
    QList<TurnBattle> battles;
    /// Units stopped by an owned hex (a hostile fortified centre), for the owner's report.
    QList<TurnCentreStop> centreStops;
    /// Where units move one after another: indexes into `units` in the order they moved (the
    /// ruleset's side order, units matching `first` first); empty where all move at once. The
    /// replay follows it.
    QList<int> moveOrder;
    /// The map's shape: how the hexes of the decisions' ids are labelled.
    MapShape shape;
    int unitIndex(const QString &name) const;
    /// A decision's id: its own where it holds one, else made from its kind, hex and units
    /// ("force-past:11,47:Army 1:Army 666", "first-blocker:11,47:Army 1"), each army's name
    /// as decisionIdName writes it.
    QString decisionId(const TurnDecision &d) const;
};

/// An army's name as a decision's id holds it: "\" and ":" written "\\" and "\:", so that the
/// id's parts stay apart ("X:Y" against "Z" and "X" against "Y:Z" were one id, and one answer
/// of a rolls file decided both: probe14 Q03). Other names are as written.
QString decisionIdName(const QString &name);

} // namespace hexstride
// The turn's lists (a big turn holds hundreds of thousands of units, events and decisions) grow
// in place (realloc) rather than by copying into a new block while the old one is still held.
Q_DECLARE_TYPEINFO(hexstride::TurnOrders, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(hexstride::TurnEvent, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(hexstride::ResolvedUnit, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(hexstride::TurnConflict, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(hexstride::TurnDecision, Q_RELOCATABLE_TYPE);
namespace hexstride {

/// Resolves a turn: every unit's orders, moved together in the ruleset's sequence
/// (turns.sequence.kind, docs/rulesets.md): simultaneous by period with contested hexes;
/// alternating sides; one after another with encounters (decisions); one after another in
/// order (units matching `first` before the others). Where the turn cuts a unit's orders short,
/// its remaining orders are evaluated again so that the stop rules of every pause apply.
/// Units that never meet end exactly where `evaluateOrders` takes each alone. The map's units
/// without orders stand: they are in the result too (after the others), meet the movers and
/// may be overrun.
TurnResolution resolveTurn(const MovementRules &rules, const HexMap &map,
                           const QList<TurnOrders> &units, const TurnChoices &choices = {},
                           const QString &language = QStringLiteral("en"));
/// The same, given the orders to use up: where units move one after another, each unit's parsed
/// orders are released once it has moved (a turn of 100,000 order lines does not hold them
/// beside their plans). The result is the same.
TurnResolution resolveTurn(const MovementRules &rules, const HexMap &map, QList<TurnOrders> &&units,
                           const TurnChoices &choices = {},
                           const QString &language = QStringLiteral("en"));

/// What is wrong between the map's plans and its units, each naming its place
/// (`plans[0].unit: "Nobody" is no unit of the map`): a plan's unit that is not on the map, a
/// unit-less plan named like a unit (or a look-alike of one), two plans whose names read alike
/// (lookAlikeKey), a second plan for one army, a start away from its unit.
/// `bad`, when given, flags each plan at fault. Translated.
QStringList planUnitProblems(const HexMap &map, QList<bool> *bad = nullptr);

/// The map's plans as turn orders (a plan with a unit takes its side, figures and position from
/// it); plans whose orders do not parse are left out and listed in `errors` (translated).
QList<TurnOrders> turnOrdersFromPlans(const Ruleset &ruleset, const HexMap &map,
                                      QStringList *errors = nullptr);

/// The id of a contest criterion as a conflict's rule: "fewer-figures", "more-mp-left",
/// "more-daily-mp" (from the criterion's key and preference).
QString contestRuleId(const ContestCriterion &criterion);

} // namespace hexstride
