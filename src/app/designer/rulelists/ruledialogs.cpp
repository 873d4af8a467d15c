#include "ruledialogs.h"
#include "text/filltext.h"

#include "designer/tables/costtablemodel.h"
#include "optionvaluerows.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QListWidget>
#include <QSpinBox>

namespace hexstride {

namespace {
QString path(const char *list, int index)
{
    return fillText(QStringLiteral("%1[%2]"), {QLatin1String(list), index});
}
} // namespace

ProhibitionDialog::ProhibitionDialog(std::shared_ptr<const Ruleset> ruleset,
                                     const Prohibition &initial, int index, bool adding,
                                     Check check, QWidget *parent)
    : RuleDialog(std::move(ruleset), path("prohibitions", index), false, parent)
{
    setObjectName(QStringLiteral("prohibitionDialog"));
    setWindowTitle(adding ? tr("Add Prohibition") : tr("Edit Prohibition"));
    setCommon(initial);
    finish([this, check] { return check(rule()); });
}

Prohibition ProhibitionDialog::rule() const
{
    Prohibition p;
    getCommon(p);
    return p;
}

StopRuleDialog::StopRuleDialog(std::shared_ptr<const Ruleset> ruleset, const StopRule &initial,
                               int index, bool adding, Check check, QWidget *parent)
    : RuleDialog(std::move(ruleset), path("stopRules", index), false, parent)
    , m_effect(new QComboBox(this))
{
    setObjectName(QStringLiteral("stopRuleDialog"));
    setWindowTitle(adding ? tr("Add Stop Rule") : tr("Edit Stop Rule"));
    setCommon(initial);
    m_effect->addItem(tr("warn the player"), int(StopEffect::Warn));
    m_effect->addItem(tr("the move stops after the step"), int(StopEffect::StopAfter));
    m_effect->addItem(designerstyle::notAllowedText(), int(StopEffect::Prohibit));
    m_effect->setCurrentIndex(m_effect->findData(int(initial.effect)));
    addRow(tr("&Then:"), m_effect, QStringLiteral("effect"));
    connect(m_effect, &QComboBox::currentIndexChanged, this, &RuleDialog::validate);
    finish([this, check] { return check(rule()); });
}

StopRule StopRuleDialog::rule() const
{
    StopRule s;
    getCommon(s);
    s.effect = StopEffect(m_effect->currentData().toInt());
    return s;
}

StateChangeDialog::StateChangeDialog(std::shared_ptr<const Ruleset> ruleset,
                                     const StateChange &initial, int index, bool adding,
                                     Check check, QWidget *parent)
    : RuleDialog(ruleset, path("stateChanges", index), false, parent)
    , m_set(new OptionValueRows(*ruleset, this))
    , m_alsoEntered(new QCheckBox(tr("The units on the hex entered change &too"), this))
{
    setObjectName(QStringLiteral("stateChangeDialog"));
    setWindowTitle(adding ? tr("Add State Change") : tr("Edit State Change"));
    setCommon(initial);
    m_set->setValues(initial.set);
    if (initial.set.isEmpty() && !ruleset->unitOptions.isEmpty())
        m_set->setRow(0, ruleset->unitOptions.first().id,
                      ruleset->unitOptions.first().defaultValue);
    m_alsoEntered->setChecked(initial.alsoUnitsEntered);
    addRow(tr("Afterwards:"), m_set, QStringLiteral("set"));
    addRow(m_alsoEntered, QStringLiteral("alsoUnitsEntered"));
    connect(m_set, &OptionValueRows::changed, this, &RuleDialog::validate);
    connect(m_alsoEntered, &QCheckBox::toggled, this, &RuleDialog::validate);
    finish([this, check] {
        return m_set->values().isEmpty() ? tr("Say which option it sets.") : check(rule());
    });
}

StateChange StateChangeDialog::rule() const
{
    StateChange s;
    getCommon(s);
    s.set = m_set->values();
    s.alsoUnitsEntered = m_alsoEntered->isChecked();
    return s;
}

OccupancyRuleDialog::OccupancyRuleDialog(std::shared_ptr<const Ruleset> ruleset,
                                         const OccupancyRule &initial, int index, bool adding,
                                         Check check, QWidget *parent)
    : RuleDialog(std::move(ruleset), path("occupancy", index), false, parent)
    , m_pass(new QCheckBox(tr("Units may &pass through"), this))
    , m_end(new QCheckBox(tr("Units may e&nd their move there"), this))
    , m_period(new QCheckBox(tr("a period"), this))
    , m_turn(new QCheckBox(tr("a turn"), this))
    , m_orders(new QCheckBox(tr("the orders"), this))
{
    setObjectName(QStringLiteral("occupancyRuleDialog"));
    setWindowTitle(adding ? tr("Add Occupancy Rule") : tr("Edit Occupancy Rule"));
    setCommon(initial);
    m_pass->setChecked(initial.pass);
    m_end->setChecked(initial.end);
    m_period->setChecked(initial.noStopAt & int(Pause::Period));
    m_turn->setChecked(initial.noStopAt & int(Pause::Turn));
    m_orders->setChecked(initial.noStopAt & int(Pause::Orders));
    auto *pauses = new QWidget(this);
    auto *row = new QHBoxLayout(pauses);
    row->setContentsMargins(0, 0, 0, 0);
    for (QCheckBox *b : {m_period, m_turn, m_orders})
        row->addWidget(b);
    row->addStretch(1);
    addRow(m_pass, QStringLiteral("pass"));
    addRow(m_end, QStringLiteral("end"));
    addRow(tr("Not at the end of:"), pauses, QStringLiteral("pauses"));
    for (QCheckBox *b : {m_pass, m_end, m_period, m_turn, m_orders})
        connect(b, &QCheckBox::toggled, this, &RuleDialog::validate);
    connect(m_end, &QCheckBox::toggled, this, &OccupancyRuleDialog::updatePauses);
    updatePauses();
    finish([this, check] {
        return !m_end->isChecked() && rule().noStopAt == 0
                   ? tr("Tick at least one pause at which units may not stop there.")
                   : check(rule());
    });
}

QCheckBox *OccupancyRuleDialog::pauseBox(Pause pause) const
{
    switch (pause) {
    case Pause::Period:
        return m_period;
    case Pause::Turn:
        return m_turn;
    case Pause::Orders:
        return m_orders;
    }
    return nullptr;
}

void OccupancyRuleDialog::updatePauses()
{
    // The pauses matter only where ending is forbidden.
    for (QCheckBox *b : {m_period, m_turn, m_orders})
        b->setEnabled(!m_end->isChecked());
}

OccupancyRule OccupancyRuleDialog::rule() const
{
    OccupancyRule o;
    getCommon(o);
    o.pass = m_pass->isChecked();
    o.end = m_end->isChecked();
    o.noStopAt = (m_period->isChecked() ? int(Pause::Period) : 0)
                 | (m_turn->isChecked() ? int(Pause::Turn) : 0)
                 | (m_orders->isChecked() ? int(Pause::Orders) : 0);
    return o;
}

ChanceWarningDialog::ChanceWarningDialog(std::shared_ptr<const Ruleset> ruleset,
                                         const ChanceWarning &initial, int index, bool adding,
                                         Check check, QWidget *parent)
    : RuleDialog(std::move(ruleset), path("chances", index), false, parent)
{
    setObjectName(QStringLiteral("chanceWarningDialog"));
    setWindowTitle(adding ? tr("Add Chance") : tr("Edit Chance"));
    setCommon(initial);
    finish([this, check] { return check(rule()); });
}

ChanceWarning ChanceWarningDialog::rule() const
{
    ChanceWarning c;
    getCommon(c);
    return c;
}

RangeRuleDialog::RangeRuleDialog(std::shared_ptr<const Ruleset> ruleset, const RangeRule &initial,
                                 int index, bool adding, Check check, QWidget *parent)
    : RuleDialog(std::move(ruleset), path("ranges", index), true, parent)
    , m_value(new QDoubleSpinBox(this))
{
    setObjectName(QStringLiteral("rangeRuleDialog"));
    setWindowTitle(adding ? tr("Add Range") : tr("Edit Range"));
    setCommon(initial);
    m_value->setRange(0, 100000);
    m_value->setDecimals(2);
    m_value->setValue(initial.value);
    m_value->setToolTip(tr("In the scale's units where allowances are distances, else in hexes"));
    addRow(tr("&Distance:"), m_value, QStringLiteral("value"));
    connect(m_value, &QDoubleSpinBox::valueChanged, this, &RuleDialog::validate);
    finish([this, check] { return check(rule()); });
}

RangeRule RangeRuleDialog::rule() const
{
    RangeRule g;
    getCommon(g);
    g.value = m_value->value();
    return g;
}

} // namespace hexstride
