#pragma once

#include "designer/forms/fieldproblems.h"
#include "rules/rulesetauthoring_parts.h"

#include <QDialog>
#include <functional>

class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace hexstride {

/// The form of a unit option: id, names, a choice of values or a yes/no flag, whose option it
/// is (a unit's or the game's), its values (id and both names; added, renamed, reordered and
/// removed here, each remembering the id it had) and its default. Checked as it is typed by
/// `check` (the loader), whose message shows beside the field at fault.
class UnitOptionDialog : public QDialog
{
    Q_OBJECT
public:
    using Check = std::function<QString(const UnitOptionSpec &)>;
    /// `index`: the option's position (the number of options for a new one).
    UnitOptionDialog(const UnitOptionSpec &initial, int index, bool adding, Check check,
                     QWidget *parent = nullptr);
    UnitOptionSpec spec() const;
    QLineEdit *idEdit() const { return m_id; }
    QLineEdit *englishEdit() const { return m_en; }
    QLineEdit *russianEdit() const { return m_ru; }
    QTableWidget *valuesTable() const { return m_values; }
    QComboBox *defaultBox() const { return m_default; }
    QComboBox *kindBox() const { return m_kind; }
    const FieldProblems &problems() const { return m_problems; }
    bool acceptable() const;
    /// Adds a new value row (as the Add Value button does) and returns its row.
    int addValue(const QString &id, const LocalizedText &label);
    void removeValue(int row);
    void moveValue(int row, int to);

private:
    void validate();
    void refreshDefaults();
    void updateEnabled();
    Check m_check;
    QLineEdit *m_id, *m_en, *m_ru;
    QComboBox *m_kind, *m_scope, *m_default;
    QTableWidget *m_values;
    QPushButton *m_addValue, *m_removeValue, *m_valueUp, *m_valueDown;
    FieldProblems m_problems;
    QDialogButtonBox *m_buttons;
    bool m_filling = false;
};

} // namespace hexstride
