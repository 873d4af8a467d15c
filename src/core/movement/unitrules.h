#pragma once

#include "map/mapcheck.h"
#include "movementrules.h"

#include <optional>

namespace hexstride {

/// Why a unit may not be set up where it stands (a ruleset with setup rules only), or nothing.
/// A unit may not be set up on a hex it could not enter: the same cost rules decide.
std::optional<StepTrace> setupProblem(const MovementRules &rules, const HexMap &map,
                                      const MapUnit &unit);
/// The map check's part for set-up rules: each unit of the map that stands where it may not
/// start, with the rule (in `language`). The CLI `check` and the Map Check dock both add these.
std::vector<MapProblem> setupProblems(const MovementRules &rules, const HexMap &map,
                                      const QString &language);
/// What a turn would refuse in the map's plans and units, kind UnitsAndPlans, each message
/// naming its place: the plans as `resolve` reads them (turnOrdersFromPlans(): a plan for no
/// unit, a second plan for one army, a start away from its unit, an order the ruleset does not
/// know) and unitProfileProblems(); without a ruleset, planUnitProblems() only.
std::vector<MapProblem> unitAndPlanProblems(const HexMap &map,
                                            const std::shared_ptr<const Ruleset> &ruleset);
/// The whole map check, the same in the CLI and the Map Check dock: checkMap(), with a
/// ruleset setupProblems(), and unitAndPlanProblems() (probe17 R12: the dock said "No problems
/// found" of a plan `check` and the turn refused).
std::vector<MapProblem> checkMapAndUnits(const HexMap &map, const MapCheckOptions &options,
                                         const std::shared_ptr<const Ruleset> &ruleset,
                                         const QString &language);
/// The map's unit and plan profiles that the ruleset does not take, each naming its place
/// (`units[0].profile: "noon" is not a value of unit option "period" …`): the same check
/// (MovementRules::checkProfile) as `move --unit` and an orders file's line. Translated.
QStringList unitProfileProblems(const MovementRules &rules, const HexMap &map);

/// Why a mover may not start at `start` (the rule, translated; for --from and the map check);
/// empty when it may.
QString startProblem(const MovementRules &rules, const HexMap &map, Hex start,
                     const UnitProfile &profile, const QString &language);

/// Whether the ruleset allows one unit a hex (turns.sequence.onePerHex): two units in one hex
/// break the set-up (setupProblems()' crowded-hex) and open the next turn with a battle.
bool allowsOneUnitAHex(const MovementRules &rules);
/// Why `unit` (units[self] of the map, -1: a new one) may not stand in its hex beside the map's
/// other units: another unit stands there where the ruleset allows one unit a hex (the rule
/// `check` calls crowded-hex), named with its side (probe20 U01: `units add` put a second unit
/// into a hex without a word). Translated; empty when it may.
QString crowdedHexProblem(const MovementRules &rules, const HexMap &map, const MapUnit &unit,
                          qsizetype self);

/// The units in the order they move within a turn: by the ruleset's side order, then by the
/// number in their names when the ruleset says so ("Federation 2" before "Federation 10").
QList<MapUnit> movementSequence(const Ruleset &ruleset, QList<MapUnit> units);
/// The same order as indexes into `units`, given as (side, name) pairs.
QList<int> movementOrder(const Ruleset &ruleset, const QList<std::pair<QString, QString>> &units);

/// The hexes within a unit's named range (missile range), converted from scale units; the
/// centre is not included. Empty when the profile has no such range.
QList<Hex> hexesInRange(const MovementRules &rules, const HexMap &map, Hex centre,
                        const UnitProfile &profile,
                        const QString &rangeSuffix = QStringLiteral("missile"));

/// The range in hexes of the first matching range rule whose id ends with `rangeSuffix`, or -1.
int rangeInHexes(const Ruleset &ruleset, const UnitProfile &profile, const QString &rangeSuffix);

/// Whether a path-free move (character move, return spell, teleport) may go from `from` to `to`.
/// Returns the rule that applies and, when the move is not allowed, why (translated).
struct DestinationCheck
{
    const DestinationRule *rule = nullptr; ///< nullptr: no destination rule for this profile
    bool allowed = false;
    QString reason;
};
DestinationCheck checkDestination(const MovementRules &rules, const HexMap &map, Hex from, Hex to,
                                  const UnitProfile &profile);

} // namespace hexstride
