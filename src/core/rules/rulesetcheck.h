#pragma once

#include "ruleset.h"

namespace hexstride {

/// Something a designer would want to look at twice; not an error (the loader rejects those:
/// a multiplier of 0 or less, for one, is modifierValueProblem()'s, not a warning here).
struct RulesetWarning
{
    enum class Kind : std::uint8_t {
        RoadDearer,      ///< a cell with a road costs more than the same step without
        CrossingCheaper, ///< a bridge/ford crossing costs less than open ground into that terrain
        OptionOutlier,   ///< e.g. unfed cheaper than fed, against the rest of the table
        TerrainUnenterable, ///< no unit profile may enter this terrain by any step
        UnitCannotMove,     ///< a valid unit profile can take no step at all
        UnreachableValue,   ///< a table cell or row no map and no unit can ever select
        ShadowedEntry,      ///< an entry of a first-match list an earlier one hides (firstmatch.h)
    };
    Kind kind;
    QString path;    ///< where in the ruleset's JSON form, e.g. costTables[0].rows[3].cells[1]
    QString message; ///< translated, names the rows, columns, terrains by their labels
};

/// How far the search of the reachability questions (terrains no unit enters, units that cannot
/// move, values nothing selects) got.
struct RulesetCheckCoverage
{
    bool complete = true;      ///< every profile searched: the absence of a warning means something
    int profilesChecked = 0;   ///< unit profiles whose steps were all tried
    int profilesTotal = 0;     ///< unit profiles the check would try
    qint64 stepsEvaluated = 0; ///< step fact combinations evaluated by the movement engine
    QString stoppedAt;         ///< translated: the first profile not searched, when cut
};

struct RulesetCheckReport
{
    QList<RulesetWarning> warnings;
    RulesetCheckCoverage coverage;
};

/// The default bound of checkRulesetReport(): keeps the designer's check interactive.
constexpr qint64 kRulesetCheckStepBudget = 400000;

/// A stable id for a warning kind ("road-dearer", …), for tests and the CLI.
QString rulesetWarningKindId(RulesetWarning::Kind kind);

/// A cell of a cost table in the user's words and language, as the Checks tab, the cell
/// editor's refusals and Import Table from CSV name it: "Mixed Army Movement Costs: Plains, Fed
/// Normal Cost" (never its JSON path or ids).
QString costCellName(const CostTable &table, int row, int column, const QString &language);

/// Consistency warnings over a ruleset. Entries of first-match lists that an earlier entry
/// hides are found from the conditions' forms (shadowedEntries()). Table comparisons read the
/// tables' conditions (which columns differ only by a road, which rows are bridge crossings);
/// reachability questions are asked of the movement engine itself (StepCostModel::evaluate with a
/// trace) over every combination of the facts the rules read, for every unit profile when there are
/// at most 256 of them (else every combination of the options the cost tables read, each with the
/// single variations of the other options). The search stops as soon as everything is found
/// and skips what a profile's options alone rule out (tables, rows and columns false for it,
/// terrains a terrain-only prohibition forbids it), so only proving that something is never
/// reached costs a full search. Should it exceed the step budget, the report says so and after
/// which profile, and terrains and values nothing reaches are not reported, since the search
/// could not prove it.
QList<RulesetWarning> checkRuleset(const Ruleset &ruleset,
                                   const QString &language = QStringLiteral("en"));
/// The same with how far the search got; `stepBudget` bounds the step combinations evaluated.
RulesetCheckReport checkRulesetReport(const Ruleset &ruleset,
                                      const QString &language = QStringLiteral("en"),
                                      qint64 stepBudget = kRulesetCheckStepBudget);

} // namespace hexstride
