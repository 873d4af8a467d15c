#pragma once

#include "designer/forms/ruledialog.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace hexstride {

// The forms of the Allowances and Modifiers pages (listformspage.h), built on the rule lists'
// form (RuleDialog). Each takes the ruleset, the item as it is (a blank one when adding), its
// position in its list and `check`, which gives the loader's message on the edited ruleset.

/// The movement points of the units it applies to, with a bonus on some steps.
class AllowanceDialog : public RuleDialog
{
    Q_OBJECT
public:
    using Check = std::function<QString(const Allowance &)>;
    AllowanceDialog(std::shared_ptr<const Ruleset> ruleset, const Allowance &initial, int index,
                    bool adding, Check check, QWidget *parent = nullptr);
    Allowance rule() const;
    QSpinBox *pointsBox() const { return m_points; }
    QCheckBox *unlimitedBox() const { return m_unlimited; }
    QSpinBox *bonusBox() const { return m_bonus; }
    ConditionField *bonusStepField() const { return m_bonusStep; }

private:
    QSpinBox *m_points;
    QCheckBox *m_unlimited;
    QSpinBox *m_bonus;
    ConditionField *m_bonusStep;
};

/// A change of a step's cost when its condition holds.
class ModifierDialog : public RuleDialog
{
    Q_OBJECT
public:
    using Check = std::function<QString(const Modifier &)>;
    ModifierDialog(std::shared_ptr<const Ruleset> ruleset, const Modifier &initial, int index,
                   bool adding, Check check, QWidget *parent = nullptr);
    Modifier rule() const;
    QComboBox *effectBox() const { return m_effect; }
    QDoubleSpinBox *valueBox() const { return m_value; }
    QComboBox *perBox() const { return m_per; }
    /// "Even where the table says Not allowed" (only for an effect that sets the cost).
    QCheckBox *overridesBox() const { return m_overrides; }
    QLineEdit *groupEdit() const { return m_group; }
    QSpinBox *orderBox() const { return m_order; }
    /// The ruleset's cost tables by label; none ticked: the modifier applies to them all.
    QListWidget *tablesList() const { return m_tables; }

private:
    void updateValue();

    QComboBox *m_effect;
    QDoubleSpinBox *m_value;
    QComboBox *m_per;
    QCheckBox *m_overrides;
    QLineEdit *m_group;
    QSpinBox *m_order;
    QListWidget *m_tables;
};

} // namespace hexstride
