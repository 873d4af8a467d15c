#include "costtablecells.h"

namespace hexstride {

const CostCell *findCostCell(const Ruleset &ruleset, const QString &tableId, const QString &rowId,
                             const QString &columnId)
{
    for (const CostTable &t : ruleset.costTables) {
        if (t.id != tableId)
            continue;
        int r = -1, c = -1;
        for (int i = 0; i < t.rows.size() && r < 0; ++i)
            r = t.rows[i].id == rowId ? i : r;
        for (int i = 0; i < t.columns.size() && c < 0; ++i)
            c = t.columns[i].id == columnId ? i : c;
        return r >= 0 && c >= 0 ? &t.cells[r][c] : nullptr;
    }
    return nullptr;
}

const CostCell *changedFrom(const Ruleset &edited, const Ruleset *baseline, int table, int row,
                            int column)
{
    if (!baseline || table < 0 || table >= edited.costTables.size())
        return nullptr;
    const CostTable &t = edited.costTables[table];
    if (row < 0 || row >= t.rows.size() || column < 0 || column >= t.columns.size())
        return nullptr;
    const CostCell *before = findCostCell(*baseline, t.id, t.rows[row].id, t.columns[column].id);
    return before && before->value != t.cells[row][column].value ? before : nullptr;
}

} // namespace hexstride
