#include "costtablecsv.h"

#include "i18n/translations.h"
#include "io/csvtext.h"
#include "io/messagetext.h"
#include "rulesetcheck.h"
#include "rulesetlimits.h"
#include "rulesetwriter.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

namespace hexstride {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct CostTableCsvText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::CostTableCsv)
};

const QChar kAssumedMark = QLatin1Char('*');

/// The reason a cell marked in a spreadsheet is assumed, in both languages (ruleset data, not
/// the interface: it stays as written whatever the language it was imported in).
LocalizedText markedAssumedReason()
{
    return {QStringLiteral("marked as assumed in a spreadsheet"),
            QStringLiteral("отмечено как допущение в электронной таблице")};
}

QString numberText(double v)
{
    // A dot whatever the language: the text stays machine-readable. Never an exponent: the
    // largest cost reads 1000000, not 1e+06.
    return QString::number(v, 'f', QLocale::FloatingPointShortest);
}

QString cellTextOf(const CostCell &cell, const SourceRef &tableSource, const QString &language)
{
    const bool own = !cell.source.item.isEmpty() || cell.source.isAssumed();
    const bool assumed = own ? cell.source.isAssumed() : tableSource.isAssumed();
    const QString text = cell.value ? numberText(*cell.value) : notAllowedWord(language);
    return assumed ? text + kAssumedMark : text;
}

/// The axis a name stands for, and a second one when the name stands for two (ambiguous).
struct AxisMatch
{
    int index = -1; ///< -1: no axis has the name
    int other = -1; ///< >= 0: the name also stands for this axis
};

/// The axis a name stands for: its id; else its English or Russian label as written; else a
/// label or id with case ignored. The first of these that any axis matches decides: two axes
/// matching it are ambiguous (rows "Forest" and "forest": "forest" is the second, "FOREST"
/// either, probe 11, N09), never the first one silently.
AxisMatch findAxis(const QList<CostAxis> &axes, const QString &name)
{
    // The name as written first (a label may begin with a space, written quoted: it comes back
    // as it was, probe 9, finding 14), then without the white space a hand edit may add.
    for (const QString &n : {name, name.trimmed()}) {
        for (qsizetype i = 0; i < axes.size(); ++i) {
            if (axes[i].id == n)
                return {int(i), -1};
        }
        for (const Qt::CaseSensitivity cs : {Qt::CaseSensitive, Qt::CaseInsensitive}) {
            AxisMatch found;
            for (qsizetype i = 0; i < axes.size(); ++i) {
                const CostAxis &a = axes[i];
                if (a.label.en.compare(n, cs) == 0
                    || (!a.label.ru.isEmpty() && a.label.ru.compare(n, cs) == 0)
                    || (cs == Qt::CaseInsensitive && a.id.compare(n, cs) == 0)) {
                    if (found.index >= 0)
                        return {found.index, int(i)};
                    found.index = int(i);
                }
            }
            if (found.index >= 0)
                return found;
        }
    }
    return {};
}

QString place(const CsvField &f)
{
    return CostTableCsvText::tr("line %1, column %2").arg(f.line).arg(f.column);
}

/// Sets one cell from its text: the value, and the assumed mark as the cell's source.
/// Returns a message naming the field, or empty.
QString setCell(CostTable &table, int row, int column, const CsvField &field, QChar separator)
{
    const ParsedCostCell parsed = parseCostCell(field.text, separator);
    // The cell in the user's words, as the Checks tab and the cell editor name it.
    const QString where = QStringLiteral("%1 (%2)").arg(
        place(field), costCellName(table, row, column, uiLanguage()));
    if (!parsed.error.isEmpty())
        return QStringLiteral("%1: %2").arg(where, parsed.error);
    const SourceRef was = table.cellSource(row, column);
    CostCell &cell = table.cells[row][column];
    cell.value = parsed.value;
    if (parsed.assumed && !was.isAssumed()) {
        cell.source = {was.item, markedAssumedReason()};
    } else if (!parsed.assumed && was.isAssumed()) {
        cell.source = {was.item, {}};
        if (table.cellSource(row, column).isAssumed())
            return CostTableCsvText::tr(
                       "%1: the assumed mark \"*\" cannot be taken off: the whole table is "
                       "assumed and no rule item gives this value")
                .arg(where);
    }
    return {};
}

/// The changed cells of `after` against `before` (same shape), row by row.
QList<CostCellChange> changedCells(const CostTable &before, const CostTable &after)
{
    QList<CostCellChange> changes;
    for (int r = 0; r < int(before.rows.size()); ++r) {
        for (int c = 0; c < int(before.columns.size()); ++c) {
            if (!(before.cells[r][c] == after.cells[r][c]))
                changes << CostCellChange{r, c, before.cells[r][c], after.cells[r][c]};
        }
    }
    return changes;
}

CostTableEdit failed(const QString &message)
{
    CostTableEdit e;
    e.error = message;
    return e;
}

CostTableEdit finished(const CostTable &before, const CostTable &after)
{
    CostTableEdit e;
    e.changes = changedCells(before, after);
    e.table = after;
    return e;
}

CostTableEdit applyNamed(const CostTable &table, const CsvRecords &csv)
{
    CostTable edited = table;
    const QList<CsvField> &header = csv.records.constFirst();
    QList<int> columns; // per field of a record after the first: the table's column
    for (qsizetype k = 1; k < header.size(); ++k) {
        const AxisMatch match = findAxis(table.columns, header[k].text);
        const int c = match.index;
        if (match.other >= 0)
            return failed(
                CostTableCsvText::tr("%1: \"%2\" matches two columns, \"%3\" and \"%4\": name "
                                     "the column by its id")
                    .arg(place(header[k]), quotedInput(header[k].text.trimmed()),
                         table.columns[c].id, table.columns[match.other].id));
        if (c < 0)
            return failed(
                CostTableCsvText::tr("%1: no column \"%2\" in the table \"%3\"")
                    .arg(place(header[k]), quotedInput(header[k].text.trimmed()), table.id));
        if (columns.contains(c))
            return failed(CostTableCsvText::tr("%1: the column \"%2\" is named twice")
                              .arg(place(header[k]), quotedInput(header[k].text.trimmed())));
        columns << c;
    }
    QList<int> seenRows;
    for (qsizetype i = 1; i < csv.records.size(); ++i) {
        const QList<CsvField> &record = csv.records[i];
        const AxisMatch match = findAxis(table.rows, record[0].text);
        const int r = match.index;
        if (match.other >= 0)
            return failed(
                CostTableCsvText::tr("%1: \"%2\" matches two rows, \"%3\" and \"%4\": name "
                                     "the row by its id")
                    .arg(place(record[0]), quotedInput(record[0].text.trimmed()), table.rows[r].id,
                         table.rows[match.other].id));
        if (r < 0)
            return failed(
                CostTableCsvText::tr("%1: no row \"%2\" in the table \"%3\"")
                    .arg(place(record[0]), quotedInput(record[0].text.trimmed()), table.id));
        if (seenRows.contains(r))
            return failed(CostTableCsvText::tr("%1: the row \"%2\" is named twice")
                              .arg(place(record[0]), quotedInput(record[0].text.trimmed())));
        seenRows << r;
        if (record.size() > columns.size() + 1)
            return failed(CostTableCsvText::tr("%1: a cell beyond the last named column")
                              .arg(place(record[columns.size() + 1])));
        if (record.size() < columns.size() + 1)
            return failed(CostTableCsvText::tr("line %1: %2 cells, the header names %3 columns")
                              .arg(record[0].line)
                              .arg(record.size() - 1)
                              .arg(columns.size()));
        for (qsizetype k = 1; k < record.size(); ++k) {
            if (const QString e = setCell(edited, r, columns[k - 1], record[k], csv.separator);
                !e.isEmpty())
                return failed(e);
        }
    }
    return finished(table, edited);
}

CsvRecords readTableText(const QString &text, QChar separator)
{
    return readCsv(text, separator.isNull() ? guessCsvSeparator(text) : separator);
}

} // namespace

QString notAllowedWord(const QString &language)
{
    return language.startsWith(QLatin1String("ru")) ? QStringLiteral("Нельзя")
                                                    : QStringLiteral("Not allowed");
}

QString costCellText(const CostTable &table, int row, int column, const QString &language)
{
    return cellTextOf(table.cells[row][column], table.source, language);
}

QString costTableText(const CostTable &table, const CostTableTextOptions &options)
{
    const auto name
        = [&](const CostAxis &a) { return options.ids ? a.id : a.label.in(options.language); };
    QStringList header{options.ids ? table.id : table.label.in(options.language)};
    for (const CostAxis &c : table.columns)
        header << name(c);
    QString text = csvRecord(header, options.separator) + QLatin1String("\r\n");
    for (int r = 0; r < int(table.rows.size()); ++r) {
        QStringList record{name(table.rows[r])};
        for (int c = 0; c < int(table.columns.size()); ++c)
            record << costCellText(table, r, c, options.language);
        text += csvRecord(record, options.separator) + QLatin1String("\r\n");
    }
    return text;
}

ParsedCostCell parseCostCell(const QString &text, QChar separator)
{
    ParsedCostCell p;
    QString t = text.trimmed();
    if (t.endsWith(kAssumedMark)) {
        p.assumed = true;
        t.chop(1);
        t = t.trimmed();
    }
    if (t.isEmpty()) {
        p.error = CostTableCsvText::tr("the cell is empty: give a number of MP or \"%1\"")
                      .arg(notAllowedWord(uiLanguage()));
        return p;
    }
    // The words of both languages, the ruleset file's own "no", and a dash.
    static const QStringList words{QStringLiteral("not allowed"),
                                   QStringLiteral("нельзя"),
                                   QStringLiteral("no"),
                                   QStringLiteral("нет"),
                                   QStringLiteral("-"),
                                   QStringLiteral("—"),
                                   QStringLiteral("–")};
    for (const QString &w : words) {
        if (t.compare(w, Qt::CaseInsensitive) == 0)
            return p;
    }
    bool ok = false;
    double v = t.toDouble(&ok);
    if (!ok && t.count(QLatin1Char(',')) == 1 && !t.contains(QLatin1Char('.'))) {
        // In a comma-separated file "4,5" is two numbers run together by hand, or a decimal
        // comma: neither is read as 4.5 (probe 9, finding 23).
        if (separator == QLatin1Char(',')) {
            p.error
                = CostTableCsvText::tr("\"%1\" is not a number of MP: in a file separated by "
                                       "commas, write a decimal point (%2)")
                      .arg(quotedInput(t), QString(t).replace(QLatin1Char(','), QLatin1Char('.')));
            return p;
        }
        v = QString(t).replace(QLatin1Char(','), QLatin1Char('.')).toDouble(&ok);
    }
    if (!ok || !std::isfinite(v)) {
        p.error = CostTableCsvText::tr("\"%1\" is not a number of MP nor \"%2\"")
                      .arg(quotedInput(t), notAllowedWord(uiLanguage()));
        return p;
    }
    if (v < 0) {
        p.error
            = CostTableCsvText::tr("%1 is below zero: a cost is 0 MP or more").arg(quotedInput(t));
        return p;
    }
    if (v > 0 && v < kMinCostValue) {
        p.error = CostTableCsvText::tr("%1 is between 0 and the smallest cost, %2 MP: write 0 or "
                                       "at least %2")
                      .arg(quotedInput(t), QString::number(kMinCostValue));
        return p;
    }
    if (v > kMaxCostValue) {
        p.error = CostTableCsvText::tr("%1 is more than the largest cost, %2 MP")
                      .arg(quotedInput(t), QLocale::c().toString(kMaxCostValue, 'f', 0));
        return p;
    }
    p.value = v;
    return p;
}

QString describeCellChange(const CostTable &table, const CostCellChange &change,
                           const QString &language)
{
    return QStringLiteral("%1 / %2: %3 → %4")
        .arg(table.rows[change.row].label.in(language),
             table.columns[change.column].label.in(language),
             cellTextOf(change.before, table.source, language),
             cellTextOf(change.after, table.source, language));
}

CostTableEdit applyCostTableText(const CostTable &table, const QString &text, QChar separator)
{
    const CsvRecords csv = readTableText(text, separator);
    if (!csv.error.isEmpty())
        return failed(csv.error);
    if (csv.records.isEmpty())
        return failed(CostTableCsvText::tr("line 1: no header naming the table's columns"));
    return applyNamed(table, csv);
}

CostTableEdit pasteCostTableBlock(const CostTable &table, const QString &text, int row, int column)
{
    const CsvRecords csv = readTableText(text, QLatin1Char('\t'));
    if (!csv.error.isEmpty())
        return failed(csv.error);
    bool named = csv.records.size() >= 2 && csv.records.constFirst().size() >= 2;
    for (qsizetype i = 0; named && i < csv.records.size(); ++i) {
        const QList<CsvField> &record = csv.records[i];
        if (i == 0) {
            for (qsizetype k = 1; named && k < record.size(); ++k)
                named = findAxis(table.columns, record[k].text).index >= 0;
        } else {
            named = findAxis(table.rows, record[0].text).index >= 0;
        }
    }
    if (named)
        return applyNamed(table, csv);
    CostTable edited = table;
    for (qsizetype i = 0; i < csv.records.size(); ++i) {
        for (const CsvField &f : csv.records[i]) {
            const int r = row + int(i);
            const int c = column + f.column - 1;
            if (r < 0 || r >= table.rows.size() || c < 0 || c >= table.columns.size())
                return failed(
                    CostTableCsvText::tr("%1: the block goes past the table's edge").arg(place(f)));
            if (const QString e = setCell(edited, r, c, f, csv.separator); !e.isEmpty())
                return failed(e);
        }
    }
    return finished(table, edited);
}

RulesetLoadResult withCostTable(const Ruleset &ruleset, int index, const CostTable &table)
{
    Ruleset edited = ruleset;
    edited.costTables[index] = table;
    return loadRuleset(writeRuleset(edited));
}

int costTableIndex(const Ruleset &ruleset, const QString &id)
{
    for (qsizetype i = 0; i < ruleset.costTables.size(); ++i) {
        if (ruleset.costTables[i].id == id)
            return int(i);
    }
    return -1;
}

} // namespace hexstride
