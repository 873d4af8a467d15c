// Fuzzes the cost-table CSV/TSV reader. Input: byte 0 picks a bundled ruleset and one of its
// cost tables, byte 1 whether the text is applied as a named table (CSV import, `table
// --set-from`) or pasted as a block at a cell; the rest is the text (UTF-8). The reader must
// either refuse with a message naming a line, or give a table of the same shape whose listed
// changes are exactly the cells that differ, every value a cost (finite, 0 or more), and whose
// own table text reads back with no change.
#include "rules/costtablecsv.h"
#include "rules/rulesetlibrary.h"

#include <QByteArray>
#include <QString>
#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hexstride;
    static const RulesetLibrary library;
    static const QStringList ids = library.ids();
    if (size < 2 || ids.isEmpty())
        return 0;
    const auto ruleset = library.ruleset(ids.at(data[0] % ids.size()));
    if (!ruleset || ruleset->costTables.isEmpty())
        __builtin_trap(); // bundled rulesets always load, and each has a cost table
    const CostTable &table
        = ruleset->costTables.at((data[0] / ids.size()) % ruleset->costTables.size());
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data + 2),
                                           static_cast<qsizetype>(size - 2));
    const bool named = (data[1] & 1) == 0;
    const CostTableEdit edit
        = named ? applyCostTableText(table, text)
                : pasteCostTableBlock(table, text, (data[1] >> 1) % table.rows.size(),
                                      (data[1] >> 5) % table.columns.size());
    if (!edit.table) {
        if (edit.error.isEmpty() || !edit.error.startsWith(QLatin1String("line ")))
            __builtin_trap(); // a refusal says where
        return 0;
    }
    const CostTable &t = *edit.table;
    if (t.rows != table.rows || t.columns != table.columns || t.cells.size() != table.cells.size())
        __builtin_trap();
    qsizetype differing = 0;
    for (qsizetype r = 0; r < t.cells.size(); ++r) {
        if (t.cells[r].size() != table.cells[r].size())
            __builtin_trap();
        for (qsizetype c = 0; c < t.cells[r].size(); ++c) {
            const auto &v = t.cells[r][c].value;
            if (v && (!std::isfinite(*v) || *v < 0))
                __builtin_trap();
            differing += t.cells[r][c] == table.cells[r][c] ? 0 : 1;
        }
    }
    if (differing != edit.changes.size())
        __builtin_trap();
    for (const CostCellChange &c : edit.changes) {
        if (!(t.cells[c.row][c.column] == c.after) || !(table.cells[c.row][c.column] == c.before))
            __builtin_trap();
    }
    const CostTableEdit again
        = applyCostTableText(t, costTableText(t, {QStringLiteral("en"), true, QLatin1Char(',')}));
    if (!again.table || !again.changes.isEmpty())
        __builtin_trap(); // what the writer writes, the reader reads back unchanged
    return 0;
}
