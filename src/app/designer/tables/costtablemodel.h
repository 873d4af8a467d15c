#pragma once

#include "rules/ruleset.h"

#include <QAbstractTableModel>
#include <memory>

namespace hexstride {

class RulesetEditor;

/// One cost table of the edited ruleset laid out as the printed rules lay it out: its rows and
/// columns with their printed labels, "Not allowed" where the rules say so. Assumed values are
/// italic on a tinted background; the tooltip gives the source's item from the ruleset's summary.
/// Values changed from the editor's baseline are bold on another tint, and say what they were.
/// Editing a cell goes through the RulesetEditor (validated, undoable).
class CostTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    CostTableModel(RulesetEditor *editor, int table, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;

    const CostTable *table() const;
    /// The ruleset path of a cell, e.g. "costTables[1].rows[2].cells[3]".
    QString cellPath(int row, int column) const;

private:
    void refresh();
    /// "Hills, Mounted: 3 MP" (or "…: Not allowed"), then the value's source, or what it was
    /// changed from (`before`: the baseline's cell, null when unchanged).
    QString cellToolTip(int row, int column, const CostCell *before) const;

    RulesetEditor *m_editor;
    int m_table;
    std::shared_ptr<const Ruleset> m_ruleset;
};

/// Texts and colours shared by the designer's views.
namespace designerstyle {
QString language();
/// "Rule §4.2: <the item's text from the ruleset's summary>" or "Assumed…" for a tooltip.
QString sourceToolTip(const SourceRef &source, const QString &rulesetId);
QColor assumedBackground();
/// The background of a value changed from the ruleset as it came.
QColor changedBackground();
QColor notAllowedForeground();
QString notAllowedText();
/// A cell value as shown ("3", "1.5" or "Not allowed").
QString cellText(const std::optional<double> &value);
/// A cell value in words ("3 MP" or "Not allowed").
QString cellValueText(const std::optional<double> &value);
/// A summary item's text as a sentence: without the key of a table's words ("(no = …)") and
/// the colon that introduces the table.
QString readableSummaryItem(QString text);
} // namespace designerstyle

} // namespace hexstride
