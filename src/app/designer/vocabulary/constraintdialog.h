#pragma once

#include "designer/forms/fieldproblems.h"
#include "rules/ruleset.h"

#include <QDialog>
#include <functional>
#include <memory>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QStackedWidget;

namespace hexstride {

class ConditionField;
class OptionValueRows;

/// The form of an option constraint: values of unit options that may not go together (infantry
/// and mounted), or values that bring others with them (heavy equipment → crewed weapons), with
/// the message a refused profile shows in both languages. A condition that is a list of option
/// values shows as rows (every row must hold); any other (any of, not, nested groups) as a
/// general condition in words with its own form. Checked as it is typed by `check` (the loader).
class ConstraintDialog : public QDialog
{
    Q_OBJECT
public:
    using Check = std::function<QString(const OptionConstraint &)>;
    ConstraintDialog(std::shared_ptr<const Ruleset> ruleset, const OptionConstraint &initial,
                     int index, bool adding, Check check, QWidget *parent = nullptr);
    OptionConstraint constraint() const;
    /// Whether a constraint's condition is a list of option values the rows can show (others
    /// are more than that: any of, not…).
    static bool representable(const OptionConstraint &c);
    /// Sets row `row` of the "when" list (`then`: of the implied list), adding rows as needed.
    void setRow(bool then, int row, const QString &option, const QString &value);
    QComboBox *kindBox() const { return m_kind; }
    /// Checked: the condition is edited as a general condition, not as rows.
    QCheckBox *generalBox() const { return m_general; }
    ConditionField *conditionField() const { return m_field; }
    QLineEdit *englishEdit() const { return m_en; }
    QLineEdit *russianEdit() const { return m_ru; }
    const FieldProblems &problems() const { return m_problems; }
    bool acceptable() const;

private:
    void switchGeneral(bool general);
    Condition condition() const;
    void validate();
    std::shared_ptr<const Ruleset> m_ruleset;
    Check m_check;
    QComboBox *m_kind;
    QCheckBox *m_general;
    QStackedWidget *m_whenStack;
    OptionValueRows *m_when, *m_then;
    ConditionField *m_field;
    QLabel *m_thenLabel;
    QLineEdit *m_en, *m_ru;
    FieldProblems m_problems;
    QDialogButtonBox *m_buttons;
};

} // namespace hexstride
