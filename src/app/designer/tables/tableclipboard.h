#pragma once

#include "rules/costtablecsv.h"

#include <QModelIndexList>
#include <QString>

namespace hexstride {

class RulesetEditor;

/// The cells of a cost table a selection covers (their bounding rectangle, as a spreadsheet
/// copies), tab-separated as a spreadsheet's clipboard holds them: values as the table text
/// writes them ("Not allowed", "2*" for an assumed value); with labels, a first record of the
/// column labels and a first field of the row label.
QString costTableBlock(const CostTable &table, const QModelIndexList &selection, bool withLabels,
                       const QString &language);

/// Gives table `table` of the editor's ruleset the edited cells as one undo step, described
/// as `what` ("Paste 4 cells into Foot"). An edited table the loader refuses is not applied.
/// Returns an empty string when applied (or when nothing changed), otherwise the reason.
QString applyCostTableEdit(RulesetEditor &editor, int table, const CostTableEdit &edit,
                           const char *what);

/// Pastes a block (tab-separated, from a spreadsheet or costTableBlock) into table `table`: by
/// row and column names when the block has them, else from (row, column). One undo step.
/// Returns an empty string when pasted, otherwise the reason naming the line and column.
QString pasteCostTableBlockInto(RulesetEditor &editor, int table, const QString &text, int row,
                                int column);

} // namespace hexstride
