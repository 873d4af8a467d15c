#pragma once

#include "designer/forms/ruledialog.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QListWidget;
class QSpinBox;

namespace hexstride {

class OptionValueRows;

// The forms of the seven rule lists of the Rule Lists page. Each takes the ruleset, the item as
// it is (a blank one when adding), its position in its list (the list's size for a new one) and
// `check`, which gives the loader's message on the edited ruleset (empty: it loads).

/// A step that may not be taken at all (mountain to mountain without a road).
class ProhibitionDialog : public RuleDialog
{
    Q_OBJECT
public:
    using Check = std::function<QString(const Prohibition &)>;
    ProhibitionDialog(std::shared_ptr<const Ruleset> ruleset, const Prohibition &initial, int index,
                      bool adding, Check check, QWidget *parent = nullptr);
    Prohibition rule() const;
};

/// A step that warns, ends the move after it, or is not allowed.
class StopRuleDialog : public RuleDialog
{
    Q_OBJECT
public:
    using Check = std::function<QString(const StopRule &)>;
    StopRuleDialog(std::shared_ptr<const Ruleset> ruleset, const StopRule &initial, int index,
                   bool adding, Check check, QWidget *parent = nullptr);
    StopRule rule() const;
    QComboBox *effectBox() const { return m_effect; }

private:
    QComboBox *m_effect;
};

/// A step after which unit options change (a bridge crossed leaves the unit disordered).
class StateChangeDialog : public RuleDialog
{
    Q_OBJECT
public:
    using Check = std::function<QString(const StateChange &)>;
    StateChangeDialog(std::shared_ptr<const Ruleset> ruleset, const StateChange &initial, int index,
                      bool adding, Check check, QWidget *parent = nullptr);
    StateChange rule() const;
    OptionValueRows *setRows() const { return m_set; }
    QCheckBox *alsoUnitsEnteredBox() const { return m_alsoEntered; }

private:
    OptionValueRows *m_set;
    QCheckBox *m_alsoEntered;
};

/// Whether a unit may pass through, or stop on, a hex that holds other units.
class OccupancyRuleDialog : public RuleDialog
{
    Q_OBJECT
public:
    using Check = std::function<QString(const OccupancyRule &)>;
    OccupancyRuleDialog(std::shared_ptr<const Ruleset> ruleset, const OccupancyRule &initial,
                        int index, bool adding, Check check, QWidget *parent = nullptr);
    OccupancyRule rule() const;
    QCheckBox *passBox() const { return m_pass; }
    QCheckBox *endBox() const { return m_end; }
    QCheckBox *pauseBox(Pause pause) const;

private:
    void updatePauses();
    QCheckBox *m_pass, *m_end, *m_period, *m_turn, *m_orders;
};

/// A step whose outcome is left to chance: the planner warns of it.
class ChanceWarningDialog : public RuleDialog
{
    Q_OBJECT
public:
    using Check = std::function<QString(const ChanceWarning &)>;
    ChanceWarningDialog(std::shared_ptr<const Ruleset> ruleset, const ChanceWarning &initial,
                        int index, bool adding, Check check, QWidget *parent = nullptr);
    ChanceWarning rule() const;
};

/// A named distance of the units it applies to (a missile range).
class RangeRuleDialog : public RuleDialog
{
    Q_OBJECT
public:
    using Check = std::function<QString(const RangeRule &)>;
    RangeRuleDialog(std::shared_ptr<const Ruleset> ruleset, const RangeRule &initial, int index,
                    bool adding, Check check, QWidget *parent = nullptr);
    RangeRule rule() const;
    QDoubleSpinBox *valueBox() const { return m_value; }

private:
    QDoubleSpinBox *m_value;
};

/// Where units ordered to a destination may be sent: how far, onto and from which terrains,
/// and which hex features the destination must have.
class DestinationRuleDialog : public RuleDialog
{
    Q_OBJECT
public:
    using Check = std::function<QString(const DestinationRule &)>;
    DestinationRuleDialog(std::shared_ptr<const Ruleset> ruleset, const DestinationRule &initial,
                          int index, bool adding, Check check, QWidget *parent = nullptr);
    DestinationRule rule() const;
    QCheckBox *anywhereBox() const { return m_anywhere; }
    QSpinBox *distanceBox() const { return m_distance; }
    QListWidget *forbiddenTerrains() const { return m_forbid; }
    QListWidget *forbiddenStartTerrains() const { return m_forbidStart; }
    QListWidget *requiredFeatures() const { return m_require; }
    /// Checks exactly the items of `list` whose ids are in `ids`.
    static void setCheckedIds(QListWidget *list, const QStringList &ids);

private:
    QCheckBox *m_anywhere;
    QSpinBox *m_distance;
    QListWidget *m_forbid, *m_forbidStart, *m_require;
};

} // namespace hexstride
