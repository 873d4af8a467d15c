#pragma once

#include "rules/ruleset.h"

#include <QAbstractTableModel>
#include <QJsonArray>
#include <QJsonValue>
#include <optional>

namespace hexstride {

class RulesetEditor;

/// A list section of the edited ruleset (allowances, modifiers, terrains, hex or edge
/// features) as a table: one row per entry, one column per field. The model reads the
/// ruleset's file form (rulesetToJson), so what it shows is exactly what a saved file holds,
/// and edits a field by its JSON path through the RulesetEditor (validated, undoable).
class RulesetListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum class Kind {
        Id,
        Text,
        Condition,
        Number,
        Points,
        String,
        Enum,
        StringList,
        Colour,
        Source
    };
    struct Column
    {
        const char *key; ///< the JSON key
        const char
            *header; ///< untranslated header (QT_TRANSLATE_NOOP in hexstride::RulesetListModel)
        Kind kind;
        QStringList choices = {}; ///< for Enum
        /// What the loader takes when the file leaves the key out (shown so, not blank).
        QJsonValue fallback = QJsonValue(QJsonValue::Undefined);
    };

    RulesetListModel(RulesetEditor *editor, const QString &section, QList<Column> columns,
                     QObject *parent = nullptr);

    /// The columns of each section the designer shows.
    static QList<Column> allowanceColumns();
    static QList<Column> modifierColumns();
    static QList<Column> featureColumns(bool edges);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;

    QString section() const { return m_section; }
    RulesetEditor *editor() const { return m_editor; }

    /// Whether column `column` holds a condition (edited in its form, ConditionDialog).
    bool isConditionColumn(int column) const;
    /// Whether the condition of `column` is read from the unit's options only (an allowance's
    /// "When"; its bonus condition tests every step).
    bool readsUnitOnly(int column) const;
    /// The condition of a Condition cell as the ruleset holds it (none for other cells).
    std::optional<Condition> conditionAt(const QModelIndex &index) const;
    /// Sets the condition of a Condition cell through the editor, as one undo step. Returns the
    /// loader's message when refused (then nothing changes), otherwise empty.
    QString setCondition(const QModelIndex &index, const Condition &condition);
    /// What the loader would say to setCondition (empty: it would be accepted); nothing changes.
    QString checkCondition(const QModelIndex &index, const Condition &condition) const;

private:
    void refresh();
    QJsonValue field(int row, int column) const;
    bool isAssumed(int row) const;
    /// The condition of a Condition column as a sentence in the interface language.
    QString conditionSentence(int row, int column) const;
    /// The parsed condition of a Condition cell (the JSON list is in the ruleset's order).
    const Condition *parsedCondition(int row, int column) const;
    /// The JSON path of a cell, e.g. "modifiers[2].when".
    QString pathOf(const QModelIndex &index) const;
    /// Applies `value` at the cell's JSON path as one undo step, said "Edit <column> of <id>".
    QString applyAt(const QModelIndex &index, const QJsonValue &value);

    RulesetEditor *m_editor;
    QString m_section;
    QList<Column> m_columns;
    QJsonArray m_items;
};

} // namespace hexstride
