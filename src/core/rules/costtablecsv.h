#pragma once

#include "ruleset.h"
#include "rulesetloader.h"

#include <QList>
#include <QString>
#include <optional>

namespace hexstride {

/// How a cost table is laid out as CSV or TSV: a header record (the table's label or id, then
/// one field per column), then one record per row (its label or id, then its cells). A cell is
/// a number with a dot ("1.5"), or the words "Not allowed" / "Нельзя"; a trailing "*" marks a
/// value the rule text does not give (assumed). Reading also takes the ruleset's own word "no",
/// "нет", "-" and a decimal comma.
struct CostTableTextOptions
{
    QString language = QStringLiteral("en"); ///< of labels and the "Not allowed" word
    bool ids = false;                        ///< rows and columns by id instead of label
    QChar separator = QLatin1Char(',');
};

/// The whole table, records ended by CRLF (RFC 4180).
QString costTableText(const CostTable &table, const CostTableTextOptions &options);
/// One cell as the table text writes it ("3", "Not allowed", "2*").
QString costCellText(const CostTable &table, int row, int column, const QString &language);
/// The word for "not allowed" in a language ("en", "ru").
QString notAllowedWord(const QString &language);

/// A cell's text read back: a value (nothing = not allowed) and the assumed mark, or a
/// translated reason it is not a cost (without the place; the caller names it).
struct ParsedCostCell
{
    std::optional<double> value;
    bool assumed = false;
    QString error;
};
/// With `separator` ',' a decimal comma ("4,5") is no number: it is refused, not read as 4.5.
ParsedCostCell parseCostCell(const QString &text, QChar separator = {});

/// A cell the table text changes, with its value before and after.
struct CostCellChange
{
    int row = 0;
    int column = 0;
    CostCell before;
    CostCell after;
};
/// "Plains / Fed Normal Cost: 3 → 4*" in a language.
QString describeCellChange(const CostTable &table, const CostCellChange &change,
                           const QString &language);

/// The table with a text's cells applied, and each cell changed; or a translated message naming
/// the line and column at fault (and then no table).
struct CostTableEdit
{
    std::optional<CostTable> table;
    QList<CostCellChange> changes;
    QString error;
};

/// Applies a table text with a header record and a label column: cells are matched by the
/// names of their row and column (English or Russian label or id, case ignored); rows and
/// columns the text leaves out keep their values. Unknown rows or columns, a column named
/// twice, empty cells and bad numbers are refused. `separator` 0 guesses it (tab, ';', ',').
CostTableEdit applyCostTableText(const CostTable &table, const QString &text, QChar separator = {});

/// Applies a block pasted from a spreadsheet: when its first record names columns of the table
/// and its first field of the other records names rows, by those names (as above); otherwise
/// cell by cell from (row, column) to the right and down, refusing a block that does not fit.
CostTableEdit pasteCostTableBlock(const CostTable &table, const QString &text, int row, int column);

/// The ruleset with table `index` replaced by `table`, read back through the loader so that it
/// is refused exactly as a file would be; the error names the table.
RulesetLoadResult withCostTable(const Ruleset &ruleset, int index, const CostTable &table);

/// The index of the cost table of id `id`, or -1.
int costTableIndex(const Ruleset &ruleset, const QString &id);

} // namespace hexstride
