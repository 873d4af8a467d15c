#pragma once

#include "designer/forms/fieldproblems.h"
#include "rules/ruleset.h"

#include <QDialog>
#include <functional>
#include <memory>

class QComboBox;
class QDialogButtonBox;
class QLineEdit;

namespace hexstride {

class ConditionField;

/// The form of one period of a turn: id, names in both languages, the period it is part of,
/// and which units move in it (a condition over unit options, optional). Checked as it is
/// typed: `check` gives the loader's message, shown beside the field it names; OK waits for
/// none.
class PeriodDialog : public QDialog
{
    Q_OBJECT
public:
    using Check = std::function<QString(const TurnPeriod &)>;
    /// `index`: the period's place in turns.periods (the list's size for a new one).
    PeriodDialog(std::shared_ptr<const Ruleset> ruleset, const TurnPeriod &initial, int index,
                 bool adding, Check check, QWidget *parent = nullptr);
    TurnPeriod period() const;
    QLineEdit *idEdit() const { return m_id; }
    QLineEdit *englishEdit() const { return m_en; }
    QLineEdit *russianEdit() const { return m_ru; }
    QComboBox *parentBox() const { return m_parent; }
    ConditionField *moversField() const { return m_movers; }
    const FieldProblems &problems() const { return m_problems; }
    /// Whether OK is enabled (no problem with the form as it is).
    bool acceptable() const;

private:
    void validate();
    Check m_check;
    QLineEdit *m_id, *m_en, *m_ru;
    QComboBox *m_parent;
    ConditionField *m_movers;
    FieldProblems m_problems;
    QDialogButtonBox *m_buttons;
};

} // namespace hexstride
