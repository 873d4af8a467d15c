#pragma once

// The boxes of the Turns & Settings page (turnsettingspage.h), one per setting of the ruleset
// that appears once: rulesetgroups.cpp (names, step costs, turns, sequencing) and
// movementgroups.cpp (scale, minimum move, contest, defended sides, destinations, set-up).

#include "settingsgroup.h"

class QCheckBox;
class QTableWidget;
class QPushButton;

namespace hexstride {

/// What every box below declares alike: made with a parent, and the four overrides of
/// SettingsGroup (defined in its .cpp). Leaves the class at `private:`.
#define HEXSTRIDE_SETTINGS_GROUP(Name)                                                             \
public:                                                                                            \
    explicit Name(QWidget *parent = nullptr);                                                      \
    RulesetLoadResult edited(const Ruleset &ruleset) const override;                               \
    DescribedCommand::Describe describe() const override;                                          \
    void retranslate() override;                                                                   \
                                                                                                   \
protected:                                                                                         \
    void fill(const Ruleset &ruleset) override;                                                    \
                                                                                                   \
private:

/// The ruleset's names and description in both languages, and its rule summary file.
class RulesetInfoGroup : public SettingsGroup
{
    Q_OBJECT
    HEXSTRIDE_SETTINGS_GROUP(RulesetInfoGroup)
    QLineEdit *m_nameEn, *m_nameRu;
    QPlainTextEdit *m_descriptionEn, *m_descriptionRu;
    QLineEdit *m_sourceText;
};

/// How a step's cost is rounded and the least a step costs.
class StepCostsGroup : public SettingsGroup
{
    Q_OBJECT
    HEXSTRIDE_SETTINGS_GROUP(StepCostsGroup)
    QComboBox *m_rounding;
    QSpinBox *m_minimum;
};

/// The turn: its name, whether it is a battle round, orders across turns, the hold order, the
/// table-play setting and the order of sides (its periods have a box of their own).
class TurnsGroup : public SettingsGroup
{
    Q_OBJECT
    HEXSTRIDE_SETTINGS_GROUP(TurnsGroup)
    QLineEdit *m_nameEn, *m_nameRu;
    QCheckBox *m_round, *m_ordersSpan, *m_hideCosts;
    QLineEdit *m_holdTokens;
    QSpinBox *m_holdCost;
    QLineEdit *m_holdLabelEn, *m_holdLabelRu, *m_sideOrder;
    QComboBox *m_withinSide;
    SourceField *m_source;
};

/// How a whole turn's units move together (docs/rulesets.md, "sequence"): the kind, who moves
/// first, one unit per hex, sight, and what the encounters kind stops at.
class SequenceGroup : public SettingsGroup
{
    Q_OBJECT
    HEXSTRIDE_SETTINGS_GROUP(SequenceGroup)
    void updateEnabled();
    QComboBox *m_kind;
    ConditionField *m_first;
    QComboBox *m_order;
    SourceField *m_orderSource;
    QCheckBox *m_onePerHex;
    QSpinBox *m_sight;
    SourceField *m_sightSource;
    QListWidget *m_stops;
    QCheckBox *m_passFriendly, *m_passTolerant, *m_defend, *m_overrunSmaller, *m_evasionTells,
        *m_startTogether;
    QComboBox *m_evade;
    SourceField *m_source;
    QStringList m_otherPass; ///< relations kept as they are (only two have check boxes)
};

/// The map's scale: the unit, how many of it a hex is, allowances as distances.
class ScaleGroup : public SettingsGroup
{
    Q_OBJECT
    HEXSTRIDE_SETTINGS_GROUP(ScaleGroup)
    QComboBox *m_unit;
    QDoubleSpinBox *m_perHex;
    QCheckBox *m_allowances;
    SourceField *m_source;
};

/// At least so many hexes a turn whatever they cost, unless a condition holds.
class MinimumMoveGroup : public SettingsGroup
{
    Q_OBJECT
    HEXSTRIDE_SETTINGS_GROUP(MinimumMoveGroup)
    QSpinBox *m_hexes;
    ConditionField *m_unless;
    SourceField *m_source;
};

/// Contested hexes: the criteria in order (a table), dice last, the winner moving on.
class ContestGroup : public SettingsGroup
{
    Q_OBJECT
    HEXSTRIDE_SETTINGS_GROUP(ContestGroup)

public:
    QTableWidget *criteriaTable() const { return m_criteria; }
    /// Moves criterion `from` to `to` in the table and applies the box.
    void moveCriterion(int from, int to);

private:
    QList<ContestCriterion> criteria() const;
    void showCriteria(const QList<ContestCriterion> &criteria);
    void updateEnabled();
    QCheckBox *m_decided, *m_diceLast, *m_winnerFrees;
    QTableWidget *m_criteria;
    QPushButton *m_add, *m_up, *m_down, *m_remove;
    SourceField *m_source;
};

/// Hex-sides a unit stands and defends: the option naming the side and the spread.
class DefendGroup : public SettingsGroup
{
    Q_OBJECT
    HEXSTRIDE_SETTINGS_GROUP(DefendGroup)
    QCheckBox *m_present;
    QComboBox *m_option;
    QSpinBox *m_spread;
    QLineEdit *m_labelEn, *m_labelRu;
    SourceField *m_source;
};

/// How units ordered to a destination move.
class DestinationGroup : public SettingsGroup
{
    Q_OBJECT
    HEXSTRIDE_SETTINGS_GROUP(DestinationGroup)
    QComboBox *m_mode;
    SourceField *m_source;
};

/// Whether units may be set up only on hexes they could enter.
class SetupGroup : public SettingsGroup
{
    Q_OBJECT
    HEXSTRIDE_SETTINGS_GROUP(SetupGroup)
    QCheckBox *m_requireEnterable;
    SourceField *m_source;
};

#undef HEXSTRIDE_SETTINGS_GROUP

} // namespace hexstride
