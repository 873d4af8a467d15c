#pragma once

#include "fieldproblems.h"
#include "rules/ruleset.h"

#include <QDialog>
#include <functional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace hexstride {

/// The form of an option constraint: values of unit options that may not go together (infantry
/// and mounted), or values that bring others with them (heavy equipment → crewed weapons), with
/// the message a refused profile shows in both languages. Each row is an option and one of its
/// values; every row must hold. Checked as it is typed by `check` (the loader).
class ConstraintDialog : public QDialog
{
    Q_OBJECT
public:
    using Check = std::function<QString(const OptionConstraint &)>;
    ConstraintDialog(const Ruleset &ruleset, const OptionConstraint &initial, int index,
                     bool adding, Check check, QWidget *parent = nullptr);
    OptionConstraint constraint() const;
    /// Whether a constraint's condition is a list of option values the form can show (others
    /// are more than that: any of, not…).
    static bool representable(const OptionConstraint &c);
    /// Sets row `row` of the "when" list (`then`: of the implied list), adding rows as needed.
    void setRow(bool then, int row, const QString &option, const QString &value);
    QComboBox *kindBox() const { return m_kind; }
    QLineEdit *englishEdit() const { return m_en; }
    QLineEdit *russianEdit() const { return m_ru; }
    const FieldProblems &problems() const { return m_problems; }
    bool acceptable() const;

private:
    QTableWidget *makeRows();
    void addRow(QTableWidget *rows, const QString &option, const QString &value);
    QList<std::pair<QString, QString>> rowsOf(QTableWidget *rows) const;
    void validate();
    const Ruleset &m_ruleset;
    Check m_check;
    QComboBox *m_kind;
    QTableWidget *m_when, *m_then;
    QLabel *m_thenLabel;
    QWidget *m_thenBox = nullptr;
    QLineEdit *m_en, *m_ru;
    FieldProblems m_problems;
    QDialogButtonBox *m_buttons;
};

} // namespace hexstride
