#pragma once

// Typed editing operations for cost tables: tables, their rows and columns, the conditions that
// pick them and their cells ("not allowed" and the assumed mark included). Like the other
// authoring operations (rulesetauthoring_rules.h) each returns the edited ruleset read back
// through the loader, so a refused edit names the field at fault
// (`costTables[0].rows[2].cells[1]: -3 is negative…`).

#include "rulesetloader.h"

namespace hexstride {

/// A cost table's own settings: its id, names, the condition that picks it and its source.
struct CostTableHeader
{
    QString id;
    LocalizedText label;
    Condition when; ///< empty: every step (the first table whose condition holds applies)
    SourceRef source;
    static CostTableHeader of(const CostTable &table)
    {
        return {table.id, table.label, table.when, table.source};
    }
};

/// Inserts a new table at `index` (0 … count) with its first column and row and their cell
/// (a table has at least one of each).
RulesetLoadResult rulesetWithCostTable(const Ruleset &ruleset, qsizetype index,
                                       const CostTableHeader &header, const CostAxis &column,
                                       const CostAxis &row, const CostCell &cell = {});
/// Changes table `table`'s settings; a new id is renamed in the modifiers that name the table.
RulesetLoadResult rulesetWithCostTableHeader(const Ruleset &ruleset, qsizetype table,
                                             const CostTableHeader &header);
/// Removes table `table` (an error for the last one, or while a modifier names it).
RulesetLoadResult rulesetWithoutCostTable(const Ruleset &ruleset, qsizetype table);
/// Moves table `from` to `to` (tables are tried in order).
RulesetLoadResult rulesetWithCostTableMoved(const Ruleset &ruleset, qsizetype from, qsizetype to);

/// The rows or the columns of a table.
enum class TableAxis : std::uint8_t { Rows, Columns };

/// Inserts a row or column at `index` with the cells it brings (one per column of a new row,
/// one per row of a new column); no cells: all "not allowed".
RulesetLoadResult rulesetWithCostAxis(const Ruleset &ruleset, qsizetype table, TableAxis axis,
                                      qsizetype index, const CostAxis &entry,
                                      const QList<CostCell> &cells = {});
/// Changes a row's or column's id, names or condition (its cells stay).
RulesetLoadResult rulesetWithCostAxisReplaced(const Ruleset &ruleset, qsizetype table,
                                              TableAxis axis, qsizetype index,
                                              const CostAxis &entry);
/// Removes a row or column with its cells (an error for the last one).
RulesetLoadResult rulesetWithoutCostAxis(const Ruleset &ruleset, qsizetype table, TableAxis axis,
                                         qsizetype index);
/// Moves a row or column, its cells with it (rows and columns are tried in order).
RulesetLoadResult rulesetWithCostAxisMoved(const Ruleset &ruleset, qsizetype table, TableAxis axis,
                                           qsizetype from, qsizetype to);

/// Sets one cell: a cost (0 or more), or not allowed (no value); its source marks a value
/// assumed where the rule text gives none (empty: the table's source applies).
RulesetLoadResult rulesetWithCostCell(const Ruleset &ruleset, qsizetype table, qsizetype row,
                                      qsizetype column, const CostCell &cell);

} // namespace hexstride
