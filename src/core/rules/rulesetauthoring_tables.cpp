#include "rulesetauthoring_tables.h"

#include "rulesetauthoring_edit_p.h"
#include "text/filltext.h"

namespace hexstride {

using namespace authoring;

namespace {

QString tablePath(qsizetype table)
{
    return itemPath(QStringLiteral("costTables"), table);
}

QString axisPath(qsizetype table, TableAxis axis, qsizetype index)
{
    return itemPath(
        tablePath(table) + QLatin1Char('.')
            + (axis == TableAxis::Rows ? QLatin1String("rows") : QLatin1String("columns")),
        index);
}

QList<CostAxis> &axesOf(CostTable &t, TableAxis axis)
{
    return axis == TableAxis::Rows ? t.rows : t.columns;
}

} // namespace

RulesetLoadResult rulesetWithCostTable(const Ruleset &ruleset, qsizetype index,
                                       const CostTableHeader &header, const CostAxis &column,
                                       const CostAxis &row, const CostCell &cell)
{
    if (index < 0 || index > ruleset.costTables.size())
        return noSuchItem(tablePath(index));
    Ruleset edited = ruleset;
    CostTable t;
    t.id = header.id;
    t.label = header.label;
    t.when = header.when;
    t.source = header.source;
    t.columns = {column};
    t.rows = {row};
    t.cells = {{cell}};
    edited.costTables.insert(index, t);
    return reloaded(edited);
}

RulesetLoadResult rulesetWithCostTableHeader(const Ruleset &ruleset, qsizetype table,
                                             const CostTableHeader &header)
{
    if (table < 0 || table >= ruleset.costTables.size())
        return noSuchItem(tablePath(table));
    Ruleset edited = ruleset;
    CostTable &t = edited.costTables[table];
    if (header.id != t.id) {
        // A modifier restricted to the table follows it.
        for (Modifier &m : edited.modifiers) {
            for (QString &id : m.tables) {
                if (id == t.id)
                    id = header.id;
            }
        }
    }
    t.id = header.id;
    t.label = header.label;
    t.when = header.when;
    t.source = header.source;
    return reloaded(edited);
}

RulesetLoadResult rulesetWithoutCostTable(const Ruleset &ruleset, qsizetype table)
{
    if (table < 0 || table >= ruleset.costTables.size())
        return noSuchItem(tablePath(table));
    Ruleset edited = ruleset;
    edited.costTables.removeAt(table);
    return reloaded(edited);
}

RulesetLoadResult rulesetWithCostTableMoved(const Ruleset &ruleset, qsizetype from, qsizetype to)
{
    for (const qsizetype i : {from, to}) {
        if (i < 0 || i >= ruleset.costTables.size())
            return noSuchItem(tablePath(i));
    }
    Ruleset edited = ruleset;
    moveItem(edited.costTables, from, to);
    return reloaded(edited);
}

RulesetLoadResult rulesetWithCostAxis(const Ruleset &ruleset, qsizetype table, TableAxis axis,
                                      qsizetype index, const CostAxis &entry,
                                      const QList<CostCell> &cells)
{
    if (table < 0 || table >= ruleset.costTables.size())
        return noSuchItem(tablePath(table));
    Ruleset edited = ruleset;
    CostTable &t = edited.costTables[table];
    QList<CostAxis> &axes = axesOf(t, axis);
    if (index < 0 || index > axes.size())
        return noSuchItem(axisPath(table, axis, index));
    // A new row brings one cell per column, a new column one per row.
    const qsizetype across = axis == TableAxis::Rows ? t.columns.size() : t.rows.size();
    const QList<CostCell> added = cells.isEmpty() ? QList<CostCell>(across) : cells;
    if (added.size() != across) {
        RulesetLoadResult r;
        r.error = fillText((axis == TableAxis::Rows
                                ? AuthoringText::tr("%1: expected %2 cells, one per column, got %3")
                                : AuthoringText::tr("%1: expected %2 cells, one per row, got %3")),
                           {axisPath(table, axis, index), across, added.size()});
        return r;
    }
    axes.insert(index, entry);
    if (axis == TableAxis::Rows) {
        t.cells.insert(index, added);
    } else {
        for (qsizetype r = 0; r < t.cells.size(); ++r)
            t.cells[r].insert(index, added[r]);
    }
    return reloaded(edited);
}

RulesetLoadResult rulesetWithCostAxisReplaced(const Ruleset &ruleset, qsizetype table,
                                              TableAxis axis, qsizetype index,
                                              const CostAxis &entry)
{
    if (table < 0 || table >= ruleset.costTables.size())
        return noSuchItem(tablePath(table));
    Ruleset edited = ruleset;
    QList<CostAxis> &axes = axesOf(edited.costTables[table], axis);
    if (index < 0 || index >= axes.size())
        return noSuchItem(axisPath(table, axis, index));
    axes[index] = entry;
    return reloaded(edited);
}

RulesetLoadResult rulesetWithoutCostAxis(const Ruleset &ruleset, qsizetype table, TableAxis axis,
                                         qsizetype index)
{
    if (table < 0 || table >= ruleset.costTables.size())
        return noSuchItem(tablePath(table));
    Ruleset edited = ruleset;
    CostTable &t = edited.costTables[table];
    QList<CostAxis> &axes = axesOf(t, axis);
    if (index < 0 || index >= axes.size())
        return noSuchItem(axisPath(table, axis, index));
    axes.removeAt(index);
    if (axis == TableAxis::Rows) {
        t.cells.removeAt(index);
    } else {
        for (QList<CostCell> &row : t.cells)
            row.removeAt(index);
    }
    return reloaded(edited);
}

RulesetLoadResult rulesetWithCostAxisMoved(const Ruleset &ruleset, qsizetype table, TableAxis axis,
                                           qsizetype from, qsizetype to)
{
    if (table < 0 || table >= ruleset.costTables.size())
        return noSuchItem(tablePath(table));
    Ruleset edited = ruleset;
    CostTable &t = edited.costTables[table];
    QList<CostAxis> &axes = axesOf(t, axis);
    for (const qsizetype i : {from, to}) {
        if (i < 0 || i >= axes.size())
            return noSuchItem(axisPath(table, axis, i));
    }
    moveItem(axes, from, to);
    if (axis == TableAxis::Rows) {
        moveItem(t.cells, from, to);
    } else {
        for (QList<CostCell> &row : t.cells)
            moveItem(row, from, to);
    }
    return reloaded(edited);
}

RulesetLoadResult rulesetWithCostCell(const Ruleset &ruleset, qsizetype table, qsizetype row,
                                      qsizetype column, const CostCell &cell)
{
    if (table < 0 || table >= ruleset.costTables.size())
        return noSuchItem(tablePath(table));
    const CostTable &t = ruleset.costTables[table];
    if (row < 0 || row >= t.rows.size())
        return noSuchItem(axisPath(table, TableAxis::Rows, row));
    if (column < 0 || column >= t.columns.size())
        return noSuchItem(axisPath(table, TableAxis::Columns, column));
    Ruleset edited = ruleset;
    edited.costTables[table].cells[row][column] = cell;
    return reloaded(edited);
}

} // namespace hexstride
