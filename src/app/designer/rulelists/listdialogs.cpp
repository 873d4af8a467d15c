#include "listdialogs.h"

#include "designer/conditions/conditionfield.h"
#include "designer/tables/costtablemodel.h"
#include "ruledialogs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>

namespace hexstride {

namespace {
/// The narrowest the modifier form's note about "Not allowed" may be.
constexpr int kNoteWidth = 420;
} // namespace

AllowanceDialog::AllowanceDialog(std::shared_ptr<const Ruleset> ruleset, const Allowance &initial,
                                 int index, bool adding, Check check, QWidget *parent)
    : RuleDialog(ruleset, QStringLiteral("allowances[%1]").arg(index), true, parent)
    , m_points(new QSpinBox(this))
    , m_unlimited(new QCheckBox(tr("&Unlimited"), this))
    , m_bonus(new QSpinBox(this))
    , m_bonusStep(new ConditionField(this))
{
    setObjectName(QStringLiteral("allowanceDialog"));
    setWindowTitle(adding ? tr("Add Allowance") : tr("Edit Allowance"));
    setCommon(initial);
    conditionField()->setUnitTestsOnly(true); // an allowance is chosen by the unit's options
    m_points->setRange(0, 10000);
    m_points->setValue(std::max(0, initial.points));
    m_unlimited->setChecked(initial.points < 0);
    m_points->setEnabled(initial.points >= 0);
    auto *points = new QWidget(this);
    auto *row = new QHBoxLayout(points);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_points);
    row->addWidget(m_unlimited);
    row->addStretch(1);
    m_bonus->setRange(-10000, 10000);
    m_bonus->setValue(initial.bonus);
    m_bonus->setToolTip(tr("Points added on every step that meets the condition below"));
    m_bonusStep->setObjectName(QStringLiteral("bonusEveryStep"));
    m_bonusStep->setRuleset(ruleset);
    m_bonusStep->setOptional(true);
    if (initial.bonusEveryStep == Condition{})
        m_bonusStep->clearCondition();
    else
        m_bonusStep->setCondition(initial.bonusEveryStep);
    addRow(tr("&Points:"), points, QStringLiteral("points"));
    addRow(tr("&Bonus:"), m_bonus, QStringLiteral("bonus"));
    addRow(tr("Bonus on steps &where:"), m_bonusStep, QStringLiteral("bonusEveryStep"));
    connect(m_unlimited, &QCheckBox::toggled, m_points, [this](bool on) {
        m_points->setEnabled(!on);
        validate();
    });
    connect(m_points, &QSpinBox::valueChanged, this, &RuleDialog::validate);
    connect(m_bonus, &QSpinBox::valueChanged, this, &RuleDialog::validate);
    connect(m_bonusStep, &ConditionField::conditionChanged, this, &RuleDialog::validate);
    finish([this, check] { return check(rule()); });
}

Allowance AllowanceDialog::rule() const
{
    Allowance a;
    getCommon(a);
    a.points = m_unlimited->isChecked() ? -1 : m_points->value();
    a.bonus = m_bonus->value();
    a.bonusEveryStep = m_bonusStep->hasCondition() ? m_bonusStep->condition() : Condition{};
    return a;
}

ModifierDialog::ModifierDialog(std::shared_ptr<const Ruleset> ruleset, const Modifier &initial,
                               int index, bool adding, Check check, QWidget *parent)
    : RuleDialog(ruleset, QStringLiteral("modifiers[%1]").arg(index), false, parent)
    , m_effect(new QComboBox(this))
    , m_value(new QDoubleSpinBox(this))
    , m_per(new QComboBox(this))
    , m_overrides(new QCheckBox(this))
    , m_group(new QLineEdit(this))
    , m_order(new QSpinBox(this))
    , m_tables(new QListWidget(this))
{
    setObjectName(QStringLiteral("modifierDialog"));
    setWindowTitle(adding ? tr("Add Modifier") : tr("Edit Modifier"));
    setCommon(initial);
    // In the order of ModifierEffect.
    m_effect->addItem(tr("add the value to the cost"), int(ModifierEffect::Add));
    m_effect->addItem(tr("multiply the cost by the value"), int(ModifierEffect::Multiply));
    m_effect->addItem(tr("the cost becomes the value"), int(ModifierEffect::Set));
    m_effect->addItem(tr("add this share of the unit's full allowance"),
                      int(ModifierEffect::Fraction));
    m_effect->addItem(designerstyle::notAllowedText(), int(ModifierEffect::Prohibit));
    m_effect->addItem(tr("no later modifier changes the cost"), int(ModifierEffect::Stop));
    m_effect->setCurrentIndex(m_effect->findData(int(initial.effect)));
    m_value->setRange(-10000, 10000);
    m_value->setDecimals(3);
    m_value->setValue(initial.value);
    m_per->addItem(tr("once per step"), QString());
    m_per->addItem(tr("per level climbed"), QStringLiteral("rise"));
    m_per->addItem(tr("per level descended"), QStringLiteral("fall"));
    m_per->setCurrentIndex(std::max(0, m_per->findData(initial.per)));
    m_overrides->setObjectName(QStringLiteral("overridesNotAllowed"));
    m_overrides->setText(tr("Even where the table says \"Not allowed\""));
    m_overrides->setChecked(initial.overridesNotAllowed);
    // What a plain modifier cannot do, said where the designer looks for it.
    auto *why = new QLabel(
        tr("A modifier changes the cost the table gives; where the table says \"Not allowed\" "
           "there is no cost to change, so a plain modifier cannot lift it. A modifier that "
           "sets the cost can, when this is ticked: a causeway that costs 1 whatever the "
           "terrain. Prohibitions and modifiers that forbid the step still forbid it."),
        this);
    why->setObjectName(QStringLiteral("overridesNote"));
    why->setWordWrap(true);
    m_group->setText(initial.group);
    m_group->setToolTip(tr("Of the modifiers of one group only the first that matches applies "
                           "(empty: none)"));
    m_order->setRange(-1000, 1000);
    m_order->setValue(initial.order);
    m_order->setToolTip(tr("Modifiers apply from the lowest order up"));
    m_tables->setObjectName(QStringLiteral("modifierTables"));
    m_tables->setToolTip(tr("None ticked: the modifier changes the costs of every table"));
    m_tables->setMinimumHeight(70);
    const QString lang = designerstyle::language();
    for (const CostTable &t : ruleset->costTables) {
        auto *item = new QListWidgetItem(t.label.in(lang), m_tables);
        item->setData(Qt::UserRole, t.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    }
    DestinationRuleDialog::setCheckedIds(m_tables, initial.tables);
    addRow(tr("Effec&t:"), m_effect, QStringLiteral("effect"));
    addRow(tr("&Value:"), m_value, QStringLiteral("value"));
    addRow(tr("&Counted:"), m_per, QStringLiteral("per"));
    addRow(m_overrides, QStringLiteral("overridesNotAllowed"));
    addRow(why, QStringLiteral("overridesNote"));
    addRow(tr("&Group:"), m_group, QStringLiteral("group"));
    addRow(tr("&Order:"), m_order, QStringLiteral("order"));
    addRow(tr("Only on costs &from:"), m_tables, QStringLiteral("tables"));
    connect(m_effect, &QComboBox::currentIndexChanged, this, [this] {
        updateValue();
        validate();
    });
    connect(m_value, &QDoubleSpinBox::valueChanged, this, &RuleDialog::validate);
    connect(m_per, &QComboBox::currentIndexChanged, this, &RuleDialog::validate);
    connect(m_overrides, &QCheckBox::toggled, this, &RuleDialog::validate);
    connect(m_group, &QLineEdit::textChanged, this, &RuleDialog::validate);
    connect(m_order, &QSpinBox::valueChanged, this, &RuleDialog::validate);
    connect(m_tables, &QListWidget::itemChanged, this, &RuleDialog::validate);
    updateValue();
    finish([this, check] { return check(rule()); });
    // A form does not grow for a wrapped text: give the note the height it needs at its
    // narrowest.
    why->setMinimumWidth(kNoteWidth);
    why->setMinimumHeight(why->heightForWidth(kNoteWidth));
}

void ModifierDialog::updateValue()
{
    // "Not allowed" and "stops" take no value, and only an addition counts levels.
    const auto effect = ModifierEffect(m_effect->currentData().toInt());
    m_value->setEnabled(effect != ModifierEffect::Prohibit && effect != ModifierEffect::Stop);
    m_per->setEnabled(effect == ModifierEffect::Add);
    m_overrides->setEnabled(effect == ModifierEffect::Set);
}

Modifier ModifierDialog::rule() const
{
    Modifier m;
    getCommon(m);
    m.effect = ModifierEffect(m_effect->currentData().toInt());
    m.value = m_value->isEnabled() ? m_value->value() : 0;
    m.per = m_per->isEnabled() ? m_per->currentData().toString() : QString();
    m.overridesNotAllowed = m_overrides->isEnabled() && m_overrides->isChecked();
    m.group = m_group->text().trimmed();
    m.order = m_order->value();
    for (int i = 0; i < m_tables->count(); ++i) {
        if (m_tables->item(i)->checkState() == Qt::Checked)
            m.tables << m_tables->item(i)->data(Qt::UserRole).toString();
    }
    return m;
}

} // namespace hexstride
