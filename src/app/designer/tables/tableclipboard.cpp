#include "tableclipboard.h"

#include "designer/editing/rulesetediting.h"
#include "io/csvtext.h"

#include <QCoreApplication>
#include <QLocale>

namespace hexstride {

namespace {
/// The translation context of these texts (a class so that lupdate finds them).
struct TableClipboardText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::TableClipboard)
};
} // namespace

QString costTableBlock(const CostTable &table, const QModelIndexList &selection, bool withLabels,
                       const QString &language)
{
    if (selection.isEmpty())
        return {};
    int top = selection.first().row(), bottom = top;
    int left = selection.first().column(), right = left;
    for (const QModelIndex &i : selection) {
        top = std::min(top, i.row());
        bottom = std::max(bottom, i.row());
        left = std::min(left, i.column());
        right = std::max(right, i.column());
    }
    const QChar tab = QLatin1Char('\t');
    QString text;
    if (withLabels) {
        QStringList header{table.label.in(language)};
        for (int c = left; c <= right; ++c)
            header << table.columns[c].label.in(language);
        text += csvRecord(header, tab) + QLatin1Char('\n');
    }
    for (int r = top; r <= bottom; ++r) {
        QStringList record;
        if (withLabels)
            record << table.rows[r].label.in(language);
        for (int c = left; c <= right; ++c)
            record << costCellText(table, r, c, language);
        text += csvRecord(record, tab) + QLatin1Char('\n');
    }
    return text;
}

QString applyCostTableEdit(RulesetEditor &editor, int table, const CostTableEdit &edit,
                           const char *what)
{
    const auto ruleset = editor.ruleset();
    if (!ruleset || table < 0 || table >= ruleset->costTables.size())
        return TableClipboardText::tr("The map has no such cost table.");
    if (!edit.table)
        return edit.error;
    if (edit.changes.isEmpty())
        return {};
    const RulesetLoadResult loaded = withCostTable(*ruleset, table, *edit.table);
    if (!loaded.ruleset)
        return loaded.error;
    const int count = int(edit.changes.size());
    // Said again in the new language after a switch: the label is kept, not its text.
    const LocalizedText label = ruleset->costTables[table].label;
    editor.replace(std::make_shared<const Ruleset>(*loaded.ruleset), [what, count, label] {
        return TableClipboardText::tr(what, nullptr, count).arg(label.in(QLocale().name()));
    });
    return {};
}

QString pasteCostTableBlockInto(RulesetEditor &editor, int table, const QString &text, int row,
                                int column)
{
    const auto ruleset = editor.ruleset();
    if (!ruleset || table < 0 || table >= ruleset->costTables.size())
        return TableClipboardText::tr("The map has no such cost table.");
    const CostTableEdit edit = pasteCostTableBlock(ruleset->costTables[table], text,
                                                   std::max(row, 0), std::max(column, 0));
    return applyCostTableEdit(
        editor, table, edit,
        QT_TRANSLATE_N_NOOP("hexstride::TableClipboard", "Paste %n cell(s) into %1"));
}

} // namespace hexstride
