#pragma once

#include "rules/rulesetauthoring_parts.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace hexstride {

class RulesetEditor;

/// The designer's "Unit Options" page: the options a unit profile chooses (troop type, fed…)
/// with their values and defaults, and the constraints between them, each added, edited, moved
/// and removed through a form. Renaming an option or a value renames it in every rule and in
/// the open map's units and plans; a removed value the map's units have becomes another (or the
/// default). Each edit is one undo step with the map.
class UnitOptionsPage : public QWidget
{
    Q_OBJECT
public:
    explicit UnitOptionsPage(RulesetEditor *editor, QWidget *parent = nullptr);
    QTableWidget *optionsTable() const { return m_options; }
    QListWidget *constraintsList() const { return m_constraints; }

    /// Each returns the loader's message or empty. `valuesOnto`: what the open map's profiles
    /// with a removed value get instead (missing or empty: the value is dropped, the default
    /// applies).
    QString addOption(const UnitOptionSpec &spec);
    QString editOption(const QString &id, const UnitOptionSpec &spec,
                       const QMap<QString, QString> &valuesOnto = {});
    QString moveOption(const QString &id, int to);
    QString removeOption(const QString &id);
    QString addConstraint(const OptionConstraint &c);
    QString editConstraint(int index, const OptionConstraint &c);
    QString moveConstraint(int index, int to);
    QString removeConstraint(int index);
    QString currentOption() const;

    void addOptionDialog();
    void editOptionDialog();
    void removeOptionDialog();
    void addConstraintDialog();
    void editConstraintDialog();

protected:
    void changeEvent(QEvent *e) override;

private:
    void refresh();
    void retranslateUi();
    void updateButtons();

    RulesetEditor *m_editor;
    QLabel *m_optionsTitle, *m_constraintsTitle;
    QTableWidget *m_options;
    QListWidget *m_constraints;
    QPushButton *m_addOption, *m_editOption, *m_optionUp, *m_optionDown, *m_removeOption;
    QPushButton *m_addConstraint, *m_editConstraint, *m_constraintUp, *m_constraintDown,
        *m_removeConstraint;
};

} // namespace hexstride
