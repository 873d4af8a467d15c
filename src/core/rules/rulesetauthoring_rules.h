#pragma once

// Typed editing operations for the rules of a ruleset other than its vocabulary and cost tables
// (rulesetauthoring_parts.h, rulesetauthoring_tables.h): the lists of rules, edited item by
// item, and the settings that appear once. Each takes a ruleset value and returns the edited
// one read back through the loader, so a refused edit names the field at fault exactly as a
// file would (`modifiers[3].when: unknown terrain "x"`). The designer's forms call these and
// push the result as one undo step (RulesetEditor::applyEdited).

#include "rulesetloader.h"

#include <optional>

namespace hexstride {

/// The lists edited item by item, each named by the type of its items: Allowance, Prohibition,
/// Modifier, StateChange, StopRule, OccupancyRule, DestinationRule, RangeRule, ChanceWarning
/// and TurnPeriod (turns.periods); option constraints are in rulesetauthoring_parts.h. Order
/// matters in every list (first match wins) except modifiers, which the loader keeps sorted by
/// `order`.
///
/// Inserts `rule` at `index` (0 … size; size appends).
template<typename Rule>
RulesetLoadResult rulesetWithRule(const Ruleset &ruleset, qsizetype index, const Rule &rule);
/// Replaces the item at `index` by `rule` (its id, label, condition, values…).
template<typename Rule>
RulesetLoadResult rulesetWithRuleReplaced(const Ruleset &ruleset, qsizetype index,
                                          const Rule &rule);
/// Removes the item at `index` (an error while another part still names it).
template<typename Rule>
RulesetLoadResult rulesetWithoutRule(const Ruleset &ruleset, qsizetype index);
/// Moves the item at `from` to `to`.
template<typename Rule>
RulesetLoadResult rulesetWithRuleMoved(const Ruleset &ruleset, qsizetype from, qsizetype to);

/// The ruleset's names and the summary of its rule text (its id is given by newRuleset).
struct RulesetInfo
{
    LocalizedText name;
    LocalizedText description;
    QString sourceText; ///< docs/rules/<id>.md, the summary its "§" items refer to
};
RulesetLoadResult rulesetWithInfo(const Ruleset &ruleset, const RulesetInfo &info);

/// How a step's cost is rounded ("up", "down", "nearest") and its least cost.
RulesetLoadResult rulesetWithStepCosts(const Ruleset &ruleset, const QString &rounding,
                                       int minimumStepCost);

/// Where unit option `option` comes from (the option forms of rulesetauthoring_parts.h keep an
/// option's source as it is).
RulesetLoadResult rulesetWithOptionSource(const Ruleset &ruleset, const QString &option,
                                          const SourceRef &source);

/// Adds or replaces the named condition `name` (a condition that others use with "is").
RulesetLoadResult rulesetWithNamedCondition(const Ruleset &ruleset, const QString &name,
                                            const Condition &condition);
/// Removes the named condition `name` (an error while a rule still uses it).
RulesetLoadResult rulesetWithoutNamedCondition(const Ruleset &ruleset, const QString &name);
/// Renames the named condition `oldName` to `newName` and every use of it, in every rule and
/// in the other named conditions (an error when `newName` is taken or `oldName` unknown).
RulesetLoadResult rulesetWithNamedConditionRenamed(const Ruleset &ruleset, const QString &oldName,
                                                   const QString &newName);

/// The settings that appear once; an empty value (MinimumMove{}, MapScale{}, nullopt, "")
/// removes the setting.
RulesetLoadResult rulesetWithMinimumMove(const Ruleset &ruleset, const MinimumMove &move);
RulesetLoadResult rulesetWithScale(const Ruleset &ruleset, const MapScale &scale);
RulesetLoadResult rulesetWithContest(const Ruleset &ruleset,
                                     const std::optional<ContestRule> &contest);
RulesetLoadResult rulesetWithDefend(const Ruleset &ruleset,
                                    const std::optional<DefendRule> &defend);
/// How units ordered to a destination move ("direct-then-around", or "" when players give paths).
RulesetLoadResult rulesetWithDestinationMovement(const Ruleset &ruleset, const QString &mode,
                                                 const SourceRef &source);
/// Whether units may be set up only on hexes they could enter.
RulesetLoadResult rulesetWithSetup(const Ruleset &ruleset, bool requireEnterable,
                                   const SourceRef &source);
/// Every setting of the turns (name, kind, orders, hold order, sequencing, sight) from `turns`,
/// except its periods: the ruleset's periods stay, edited one by one as TurnPeriod items.
RulesetLoadResult rulesetWithTurnRules(const Ruleset &ruleset, const TurnStructure &turns);

} // namespace hexstride
