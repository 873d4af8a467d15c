#pragma once

#include "definitions.h"
#include "localizedtext.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QStringList>
#include <optional>

namespace hexstride {

/// Where a value comes from: an item of the ruleset's summary of its rule text ("§4.2",
/// docs/rules/<id>.md), or an assumption with its reason (and optionally the item that records
/// the choice). Rulesets never quote the text itself. The designer shows assumed values
/// differently and an item's text on hover.
struct SourceRef
{
    QString item;          ///< the summary item, e.g. "§4.2" (may be empty for an assumption)
    LocalizedText assumed; ///< why a value had to be chosen (empty when the text gives it)
    bool isAssumed() const { return !assumed.isEmpty(); }
    friend bool operator==(const SourceRef &, const SourceRef &) = default;
};

/// A condition over a step (hexes left and entered, the edge crossed, elevation, the unit's
/// options, units nearby). The JSON form is an object whose keys all must hold (see
/// docs/rulesets.md); this is its parsed tree with string ids, compiled per map and profile by
/// CompiledCondition.
struct Condition
{
    enum class Kind : std::uint8_t {
        All,               ///< children all hold (an empty All is "always")
        Any,               ///< at least one child holds
        Not,               ///< the single child does not hold
        EnterTerrain,      ///< terrain of the hex entered is one of ids
        LeaveTerrain,      ///< terrain of the hex left is one of ids
        EnterHas,          ///< the hex entered has any of the hex features ids
        LeaveHas,          ///< the hex left has any of ids
        EdgeHas,           ///< the edge crossed has any of the edge features ids
        Unit,              ///< unit option `key` has one of the values ids
        Rise,              ///< elevation entered − left ≥ number
        Fall,              ///< elevation left − entered ≥ number
        Named,             ///< the ruleset's named condition `key` holds
        EnterUnit,         ///< the hex entered holds a unit of relation `key` (enemy, friend, any,
                           ///< stationary-friend, moving-friend)
        AdjacentUnit,      ///< a neighbour of the hex entered holds such a unit
        LeaveAdjacentUnit, ///< a neighbour of the hex left holds such a unit
    };
    Kind kind = Kind::All;
    QStringList ids;
    QString key;
    int number = 0;
    QList<Condition> children;
    friend bool operator==(const Condition &, const Condition &) = default;
};

/// A choice of a unit option.
struct OptionChoice
{
    QString id;
    LocalizedText label;
    friend bool operator==(const OptionChoice &, const OptionChoice &) = default;
};

/// A unit profile option: a choice (troop class, formation) or a flag (fed, night).
/// Scope "game" marks options of the table rather than the unit (advanced rules).
struct UnitOption
{
    QString id;
    LocalizedText label;
    QList<OptionChoice> choices;
    QString defaultValue;
    bool flag = false; ///< choices are "yes" and "no"
    QString scope = QStringLiteral("unit");
    SourceRef source;
    bool hasChoice(const QString &v) const
    {
        for (const auto &c : choices) {
            if (c.id == v)
                return true;
        }
        return false;
    }
    friend bool operator==(const UnitOption &, const UnitOption &) = default;
};

/// A combination of options that is not allowed (e.g. mounted infantry), or an implied option:
/// when `when` holds, the options of `implies` take those values (heavy equipment is a property
/// of crewed weapons). An implied option left unset follows; set by hand to another value, the
/// profile is refused with `message`.
struct OptionConstraint
{
    Condition forbid; ///< over unit options only (unused by an implication)
    LocalizedText message;
    Condition when; ///< an implication's premise, over unit options
    QMap<QString, QString> implies;
    bool isImplication() const { return !implies.isEmpty(); }
    friend bool operator==(const OptionConstraint &, const OptionConstraint &) = default;
};

/// Movement allowance for the units matching `when`; the first matching entry applies.
/// `points < 0` means unlimited. A bonus applies only when every step of the move matches.
struct Allowance
{
    QString id;
    LocalizedText label;
    Condition when;
    int points = 0;
    int bonus = 0;
    Condition bonusEveryStep;
    SourceRef source;
    friend bool operator==(const Allowance &, const Allowance &) = default;
};

/// A cell of a cost table: a number of movement points, or "no" (not allowed).
struct CostCell
{
    std::optional<double> value; ///< nothing = not allowed
    SourceRef source;            ///< empty: the table's source applies
    friend bool operator==(const CostCell &, const CostCell &) = default;
};

/// A row or column of a cost table: selected by its condition, first match wins.
struct CostAxis
{
    QString id;
    LocalizedText label;
    Condition when;
    friend bool operator==(const CostAxis &, const CostAxis &) = default;
};

/// A base-cost table: the first table whose `when` holds gives the step's base cost from the
/// first matching row and column.
struct CostTable
{
    QString id;
    LocalizedText label;
    Condition when;
    QList<CostAxis> columns;
    QList<CostAxis> rows;
    QList<QList<CostCell>> cells; ///< [row][column]
    SourceRef source;
    /// Where a cell's value comes from: its own source, else the table's.
    const SourceRef &cellSource(int row, int column) const
    {
        const SourceRef &own = cells[row][column].source;
        return own.item.isEmpty() && !own.isAssumed() ? source : own;
    }
    friend bool operator==(const CostTable &, const CostTable &) = default;
};

/// What a modifier does to the cost so far.
enum class ModifierEffect : std::uint8_t { Add, Multiply, Set, Fraction, Prohibit, Stop };

/// A modifier: when its condition holds over the step, its effect applies to the cost.
/// Modifiers apply in `order` (then file order); within a `group` only the first matching one
/// applies; `tables` restricts it to base costs from those tables. `per` = "rise" or "fall"
/// multiplies an Add by the levels of elevation change. A `set` modifier that
/// `overridesNotAllowed` gives its value even where the table says "not allowed" or gives no cost
/// (a causeway costs 1 whatever the terrain); a plain modifier only changes a cost the table gives.
struct Modifier
{
    QString id;
    LocalizedText label;
    Condition when;
    ModifierEffect effect = ModifierEffect::Add;
    double value = 0;
    QString per;
    QString group;
    int order = 0;
    QStringList tables;
    bool overridesNotAllowed = false; ///< only with ModifierEffect::Set (the loader checks)
    SourceRef source;
    friend bool operator==(const Modifier &, const Modifier &) = default;
};

/// A step that may not be taken whatever its cost (mountain to mountain without road or ford).
struct Prohibition
{
    QString id;
    LocalizedText label;
    Condition when;
    SourceRef source;
    friend bool operator==(const Prohibition &, const Prohibition &) = default;
};

/// After a matching step the unit's options change (entering a bridge hex → disordered).
struct StateChange
{
    QString id;
    LocalizedText label;
    Condition when;
    QMap<QString, QString> set;
    SourceRef source;
    /// The units on the hex entered (other than the mover's stack) change too: "both forces
    /// are considered unformed".
    bool alsoUnitsEntered = false;
    friend bool operator==(const StateChange &, const StateChange &) = default;
};

/// What happens on a step that matches a stop rule.
enum class StopEffect : std::uint8_t { Warn, StopAfter, Prohibit };

struct StopRule
{
    QString id;
    LocalizedText label;
    Condition when;
    StopEffect effect = StopEffect::Warn;
    SourceRef source;
    friend bool operator==(const StopRule &, const StopRule &) = default;
};

/// Where a unit's movement pauses: the end of a period (or half), of a turn (a battle round),
/// and of its order list. Rules that forbid stopping apply at the pauses they name.
enum class Pause : std::uint8_t { Period = 1, Turn = 2, Orders = 4 };
/// The JSON ids of the pauses: "period", "turn", "orders".
const QStringList &pauseIds();

/// Whether a unit may pass through or end on a hex holding other units (first match wins).
struct OccupancyRule
{
    QString id;
    LocalizedText label;
    Condition when; ///< usually enterUnit
    bool pass = true;
    bool end = true;
    SourceRef source;
    /// The pauses at which `end = false` forbids stopping (a mask of Pause; every pause by
    /// default).
    int noStopAt = 7;
    bool forbidsStopAt(Pause p) const { return !end && (noStopAt & int(p)); }
    friend bool operator==(const OccupancyRule &, const OccupancyRule &) = default;
};

/// At least `hexes` hexes per turn whatever the cost, except on steps matching `unless`.
struct MinimumMove
{
    int hexes = 0;
    Condition unless;
    SourceRef source;
    friend bool operator==(const MinimumMove &, const MinimumMove &) = default;
};

/// A named part of a turn (day, night, morning…).
struct TurnPeriod
{
    QString id;
    LocalizedText label;
    QString parent; ///< a half-period names its period
    /// The units that move in this period, each with its full allowance afresh (over unit
    /// options). A turn whose periods name none is one stretch of movement without periods.
    std::optional<Condition> movers;
    friend bool operator==(const TurnPeriod &, const TurnPeriod &) = default;
};

/// How the units of a turn move together (the referee's turn resolver, movement/turnresolver.h).
enum class SequenceKind : std::uint8_t {
    InOrder,          ///< one unit after another, in the listed order ("in-order")
    Simultaneous,     ///< all moves of a period at once; contested hexes ("simultaneous")
    AlternatingSides, ///< side by side in `sideOrder`, each side's units in order ("alternating")
    Encounters,       ///< one unit after another; entering a hex with enemies stops ("encounters")
};
/// The JSON ids of the kinds, in enum order: "in-order", "simultaneous", "alternating",
/// "encounters".
const QStringList &sequenceKindIds();

/// The order units take where they move one after another (the in-order and encounters kinds):
/// the ruleset's, which a campaign may override (docs/campaign.md).
enum class MovementOrder : std::uint8_t {
    Map,    ///< the order of the map's units
    Sides,  ///< side by side, in the order the players are listed; the map's order within
    Random, ///< a draw with the turn's seed, the same every time the turn is replayed
};
/// The JSON ids, in enum order: "map", "sides", "random".
const QStringList &movementOrderIds();

/// The turn's sequencing model: its kind, which units go first, and how far units see.
struct TurnSequence
{
    SequenceKind kind = SequenceKind::InOrder;
    /// Units matching this (over unit options) move before the others (charging units first).
    std::optional<Condition> first;
    /// Encounters: the stop rules (ids of `stopRules`) that, matching a step, stop the unit in
    /// the hex it entered, in this order: a rule asking for units (enterUnit) at the units of
    /// sides that do not pass, unless the referee decides it forces past (no odds are
    /// guessed); any other at the hex when its owner (HexMap::sides()) does not let it pass.
    QStringList encounterStops;
    /// Encounters: the relations of the map's sides table ("friendly", "tolerant") that let a
    /// mover pass the units (both ways) or the owned hexes (the owner's way) of another side;
    /// empty: only its own side's.
    QStringList encounterPass;
    /// Encounters: the id of a `chances` entry (evasive movement) whose warning on a step lets
    /// a mover that would be stopped there slip past, if the referee says so (a decision).
    QString encounterEvade;
    /// Encounters: a step across a hex-side that a unit of a side that does not pass stands and
    /// defends (the ruleset's `defend`) stops the mover before the side, unless the referee
    /// decides it forces past or overruns the defender (a decision).
    bool encounterDefend = false;
    /// Encounters: a mover may overrun only an army with fewer troop figures than its own
    /// (pbm-strategic §6.5: "a smaller army"); false: the referee may choose overrun always.
    bool overrunSmallerOnly = false;
    /// Encounters: whether a unit an evader slipped past learns of it (a "met" in its side's
    /// report, the evasion decision told to that side); false: it learns nothing of the
    /// evader, which its side still sees if the evader ends in its sight (pbm-strategic §6.2:
    /// evaders are "less likely to appear" in reports; our reading: not at all).
    bool evasionTellsObstacle = false;
    /// Encounters: units that start the turn in one hex (one stopped by the other): a mover
    /// leaving its start hex is met there by the armies that would stop one entering it, and
    /// may be stopped before its first step (our reading of pbm-strategic §6.6); false: it
    /// leaves freely.
    bool startTogetherStops = false;
    /// In-order and encounters: the order the units move in, and where the rule comes from.
    MovementOrder order = MovementOrder::Map;
    SourceRef orderSource;
    /// Simultaneous: at most one unit in a hex at every pause (the end of each period); a unit
    /// that would end a period where another already stands stops before it.
    bool onePerHex = false;
    /// The hexes a unit sees at the end of the turn, for side reports; -1: not said.
    int sightRadius = -1;
    SourceRef sightSource;
    SourceRef source;
    friend bool operator==(const TurnSequence &, const TurnSequence &) = default;
};

/// How turns are played: their name, periods, whether an order list continues into later turns
/// and the "hold" order (a day of rest).
struct TurnStructure
{
    LocalizedText name;
    bool isRound
        = false; ///< a turn is a battle round: steps report `round` too (JSON "kind": "round")
    QList<TurnPeriod> periods;
    bool ordersSpanTurns = false;
    QStringList holdTokens;
    int holdCost = 1;
    LocalizedText holdLabel;
    bool hideCostsUntilDeclared = false; ///< table play: no pre-measuring, the UI hides costs
    QStringList sideOrder;               ///< sides move in this order within a turn (half-rounds)
    QString withinSideOrder; ///< "number": units of a side move in the order of their numbers
    TurnSequence sequence;   ///< how a whole turn's units move together (JSON sequence.kind)
    SourceRef source;
    friend bool operator==(const TurnStructure &, const TurnStructure &) = default;
};

/// Map scale: how many miles or inches one hex stands for.
struct MapScale
{
    QString unit; ///< "mile", "inch", "yard", "metre" or empty
    double perHex = 0;
    bool allowancesInScaleUnits = false; ///< allowances are distances, converted to hexes
    SourceRef source;
    friend bool operator==(const MapScale &, const MapScale &) = default;
};

/// A destination rule for moves that ignore paths (character moves, return spells, teleport).
struct DestinationRule
{
    QString id;
    LocalizedText label;
    Condition when;       ///< unit options
    int maxDistance = -1; ///< -1: anywhere
    QStringList forbidTerrains;
    QStringList forbidStartTerrains; ///< may not start from these (a character at sea)
    QStringList requireHexFeatures;  ///< the destination must have one of these
    /// A unit that moves this way (a character) meets and is met only where a move ends: it
    /// meets nobody on its way, and an army that goes on through its hex does not meet it.
    bool meetsOnlyAtDestination = false;
    SourceRef source;
    friend bool operator==(const DestinationRule &, const DestinationRule &) = default;
};

/// A named distance of a unit (missile range), first matching entry applies.
struct RangeRule
{
    QString id;
    LocalizedText label;
    Condition when;
    double value = 0; ///< in scale units when allowances are, else hexes
    SourceRef source;
    friend bool operator==(const RangeRule &, const RangeRule &) = default;
};

/// Contested hexes: criteria in order, then dice.
struct ContestCriterion
{
    QString key; ///< "figures", "mpRemaining", "dailyMp"
    bool preferMore = false;
    LocalizedText label;
    friend bool operator==(const ContestCriterion &, const ContestCriterion &) = default;
};

struct ContestRule
{
    QList<ContestCriterion> criteria;
    bool diceLast = false;
    bool winnerFreesHexOnMovingOn = false;
    SourceRef source;
    friend bool operator==(const ContestRule &, const ContestRule &) = default;
};

/// Defended hex-sides ("stand and defend"): a unit whose option `option` names a direction
/// blocks enemies crossing that side and `spread` sides either way of it.
struct DefendRule
{
    QString option;
    int spread = 1;
    LocalizedText label;
    SourceRef source;
    friend bool operator==(const DefendRule &, const DefendRule &) = default;
};

/// A warning where the outcome is a chance the planner cannot compute (force past, overrun).
struct ChanceWarning
{
    QString id;
    LocalizedText label;
    Condition when;
    SourceRef source;
    friend bool operator==(const ChanceWarning &, const ChanceWarning &) = default;
};

/// A complete, validated ruleset. Everything the engine knows of a game is here, as data.
struct Ruleset
{
    QString id;
    LocalizedText name;
    LocalizedText description;
    QString
        sourceText; ///< the summary of the rule text its "§" items refer to (docs/rules/<id>.md)
    MapVocabulary vocabulary;
    QList<UnitOption> unitOptions;
    QList<OptionConstraint> constraints;
    QHash<QString, Condition> namedConditions;
    QList<Allowance> allowances;
    QList<CostTable> costTables;
    QList<Prohibition> prohibitions;
    QList<Modifier> modifiers;               ///< sorted by order (stable)
    QString rounding = QStringLiteral("up"); ///< up, down, nearest
    int minimumStepCost = 1;
    QList<StateChange> stateChanges;
    QList<StopRule> stopRules;
    QList<OccupancyRule> occupancy;
    MinimumMove minimumMove;
    TurnStructure turns;
    MapScale scale;
    QList<DestinationRule> destinations;
    QList<RangeRule> ranges;
    std::optional<ContestRule> contest;
    std::optional<DefendRule> defend;
    QList<ChanceWarning> chances;
    /// How a unit ordered to a destination or an enemy moves: "direct-then-around" (straight
    /// toward it, around obstacles); empty when players give paths. For the route planner.
    QString destinationMovement;
    SourceRef destinationMovementSource;
    /// Units may not be set up on a hex they could not enter (a validation error).
    bool setupRequiresEnterable = false;
    SourceRef setupSource;

    /// Value equality (the ruleset writer's round trip, the designer's undo and comparisons).
    friend bool operator==(const Ruleset &, const Ruleset &) = default;

    const UnitOption *option(const QString &id) const
    {
        for (const auto &o : unitOptions) {
            if (o.id == id)
                return &o;
        }
        return nullptr;
    }
    /// The profile with every missing option set to what an implication gives it, else to its
    /// default (rules/ruleset.cpp).
    QMap<QString, QString> withDefaults(const QMap<QString, QString> &profile) const;
};

} // namespace hexstride
