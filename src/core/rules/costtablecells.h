#pragma once

#include "ruleset.h"

namespace hexstride {

/// The cell of table `tableId` at row `rowId` and column `columnId` (ids, not positions, so
/// that two versions of a ruleset line up), or null.
const CostCell *findCostCell(const Ruleset &ruleset, const QString &tableId, const QString &rowId,
                             const QString &columnId);

/// When the cell at `row`, `column` of `edited`'s table `table` holds another value than the
/// same cell (by ids) of `baseline` (the ruleset as it came, e.g. the bundled one): that
/// baseline cell. Null when the value is unchanged or the baseline has no such cell.
const CostCell *changedFrom(const Ruleset &edited, const Ruleset *baseline, int table, int row,
                            int column);

} // namespace hexstride
