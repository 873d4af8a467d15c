#pragma once

#include "rules/ruleset.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace hexstride {

class ConditionDialog;
class RulesetEditor;

/// The designer's "Conditions" page: the ruleset's named conditions (those that rules use by
/// name, "is" in the file), each with its sentence. Added, edited and renamed in the condition
/// form (a new name follows into every rule that uses it), removed while no rule uses it; each
/// change is one undo step.
class NamedConditionsPage : public QWidget
{
    Q_OBJECT
public:
    explicit NamedConditionsPage(RulesetEditor *editor, QWidget *parent = nullptr);
    QTableWidget *table() const { return m_table; }
    /// The name on the current row, or empty.
    QString currentName() const;

    /// Each returns the loader's message (also shown by the designer) or empty.
    /// Adds (`oldName` empty) or replaces the condition `oldName`, renamed to `name` where the
    /// rules use it: one undo step.
    QString setNamedCondition(const QString &oldName, const QString &name,
                              const Condition &condition);
    QString renameNamedCondition(const QString &oldName, const QString &newName);
    QString removeNamedCondition(const QString &name);

    /// The forms (opened, not executed: they return at once; OK applies).
    ConditionDialog *addDialog();
    ConditionDialog *editDialog();

protected:
    void changeEvent(QEvent *e) override;

private:
    void refresh();
    void retranslateUi();
    void updateButtons();
    ConditionDialog *openDialog(const QString &oldName, const Condition &initial);

    RulesetEditor *m_editor;
    QLabel *m_title;
    QTableWidget *m_table;
    QPushButton *m_add, *m_edit, *m_remove;
};

} // namespace hexstride
