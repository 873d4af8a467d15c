#include "designer/conditions/conditionfield.h"
#include "designer/forms/sourcefield.h"
#include "designer/tables/costtablemodel.h"
#include "map/mapsides.h"
#include "rules/rulesetauthoring_rules.h"
#include "settingsgroups.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSpinBox>

namespace hexstride {

// ---------------------------------------------------------------- the ruleset's names

RulesetInfoGroup::RulesetInfoGroup(QWidget *parent)
    : SettingsGroup(QString(), parent)
    , m_nameEn(new QLineEdit(this))
    , m_nameRu(new QLineEdit(this))
    , m_descriptionEn(new QPlainTextEdit(this))
    , m_descriptionRu(new QPlainTextEdit(this))
    , m_sourceText(new QLineEdit(this))
{
    setObjectName(QStringLiteral("rulesetInfoGroup"));
    m_sourceText->setObjectName(QStringLiteral("rulesetSourceText"));
    m_nameEn->setObjectName(QStringLiteral("rulesetNameEn"));
    m_nameRu->setObjectName(QStringLiteral("rulesetNameRu"));
    m_descriptionEn->setObjectName(QStringLiteral("rulesetDescriptionEn"));
    m_descriptionRu->setObjectName(QStringLiteral("rulesetDescriptionRu"));
    for (QPlainTextEdit *e : {m_descriptionEn, m_descriptionRu}) {
        e->setTabChangesFocus(true);
        e->setFixedHeight(e->fontMetrics().lineSpacing() * 4 + 12);
        watch(e);
    }
    addRow(m_nameEn, QStringLiteral("name.en"));
    addRow(m_nameRu, QStringLiteral("name.ru"));
    addRow(m_descriptionEn, QStringLiteral("description.en"));
    addRow(m_descriptionRu, QStringLiteral("description.ru"));
    addRow(m_sourceText, QStringLiteral("sourceText"));
    watch(m_nameEn);
    watch(m_nameRu);
    watch(m_sourceText);
    retranslate();
}

void RulesetInfoGroup::retranslate()
{
    setTitle(tr("Ruleset"));
    setRowLabels({tr("English name:"), tr("Russian name:"), tr("English description:"),
                  tr("Russian description:"), tr("Rule summary file:")});
    m_sourceText->setToolTip(tr("The summary of the rule text whose items (“§”) the "
                                "ruleset's sources name, as docs/rules/pbm-strategic.md"));
}

void RulesetInfoGroup::fill(const Ruleset &r)
{
    m_nameEn->setText(r.name.en);
    m_nameRu->setText(r.name.ru);
    m_descriptionEn->setPlainText(r.description.en);
    m_descriptionRu->setPlainText(r.description.ru);
    m_sourceText->setText(r.sourceText);
}

RulesetLoadResult RulesetInfoGroup::edited(const Ruleset &r) const
{
    return rulesetWithInfo(
        r, {{m_nameEn->text().trimmed(), m_nameRu->text().trimmed()},
            {m_descriptionEn->toPlainText().trimmed(), m_descriptionRu->toPlainText().trimmed()},
            m_sourceText->text().trimmed()});
}

DescribedCommand::Describe RulesetInfoGroup::describe() const
{
    return [] { return tr("Change the ruleset's names"); };
}

// ---------------------------------------------------------------- step costs

StepCostsGroup::StepCostsGroup(QWidget *parent)
    : SettingsGroup(QString(), parent)
    , m_rounding(new QComboBox(this))
    , m_minimum(new QSpinBox(this))
{
    setObjectName(QStringLiteral("stepCostsGroup"));
    m_rounding->setObjectName(QStringLiteral("rounding"));
    m_minimum->setObjectName(QStringLiteral("minimumStepCost"));
    // 0 is offered so that the loader can say why it is refused.
    m_minimum->setRange(0, 1000);
    for (const char *id : {"up", "down", "nearest"})
        m_rounding->addItem(QString(), QLatin1String(id));
    addRow(m_rounding, QStringLiteral("rounding"));
    addRow(m_minimum, QStringLiteral("minimumStepCost"));
    watch(m_rounding);
    watch(m_minimum);
    retranslate();
}

void StepCostsGroup::retranslate()
{
    setTitle(tr("Step costs"));
    setRowLabels({tr("Round a step's cost:"), tr("A step costs at least:")});
    m_rounding->setItemText(0, tr("up"));
    m_rounding->setItemText(1, tr("down"));
    m_rounding->setItemText(2, tr("to the nearest whole number"));
}

void StepCostsGroup::fill(const Ruleset &r)
{
    setComboData(m_rounding, r.rounding);
    m_minimum->setValue(r.minimumStepCost);
}

RulesetLoadResult StepCostsGroup::edited(const Ruleset &r) const
{
    return rulesetWithStepCosts(r, m_rounding->currentData().toString(), m_minimum->value());
}

DescribedCommand::Describe StepCostsGroup::describe() const
{
    return [] { return tr("Change step costs"); };
}

// ---------------------------------------------------------------- turns

TurnsGroup::TurnsGroup(QWidget *parent)
    : SettingsGroup(QStringLiteral("turns"), parent)
    , m_nameEn(new QLineEdit(this))
    , m_nameRu(new QLineEdit(this))
    , m_round(new QCheckBox(this))
    , m_ordersSpan(new QCheckBox(this))
    , m_hideCosts(new QCheckBox(this))
    , m_holdTokens(new QLineEdit(this))
    , m_holdCost(new QSpinBox(this))
    , m_holdLabelEn(new QLineEdit(this))
    , m_holdLabelRu(new QLineEdit(this))
    , m_sideOrder(new QLineEdit(this))
    , m_withinSide(new QComboBox(this))
    , m_source(new SourceField(this))
{
    setObjectName(QStringLiteral("turnsGroup"));
    m_nameEn->setObjectName(QStringLiteral("turnNameEn"));
    m_nameRu->setObjectName(QStringLiteral("turnNameRu"));
    m_round->setObjectName(QStringLiteral("turnIsRound"));
    m_ordersSpan->setObjectName(QStringLiteral("ordersSpanTurns"));
    m_hideCosts->setObjectName(QStringLiteral("hideCosts"));
    m_holdTokens->setObjectName(QStringLiteral("holdTokens"));
    m_holdCost->setObjectName(QStringLiteral("holdCost"));
    m_holdCost->setRange(0, 1000);
    m_sideOrder->setObjectName(QStringLiteral("sideOrder"));
    m_withinSide->setObjectName(QStringLiteral("withinSide"));
    m_withinSide->addItem(QString(), QString());
    m_withinSide->addItem(QString(), QStringLiteral("number"));
    addRow(m_nameEn, QStringLiteral("name.en"));
    addRow(m_nameRu, QStringLiteral("name.ru"));
    addRow(m_round, QStringLiteral("kind"));
    addRow(m_ordersSpan, QStringLiteral("ordersSpanTurns"));
    addRow(m_holdTokens, QStringLiteral("hold.tokens"));
    addRow(m_holdCost, QStringLiteral("hold.cost"));
    addRow(m_holdLabelEn, QStringLiteral("hold.label.en"));
    addRow(m_holdLabelRu, QStringLiteral("hold.label.ru"));
    addRow(m_hideCosts, QStringLiteral("hideCostsUntilDeclared"));
    addRow(m_sideOrder, QStringLiteral("sequence.sides"));
    addRow(m_withinSide, QStringLiteral("sequence.withinSide"));
    addRow(m_source, QStringLiteral("source"));
    for (QLineEdit *e :
         {m_nameEn, m_nameRu, m_holdTokens, m_holdLabelEn, m_holdLabelRu, m_sideOrder})
        watch(e);
    for (QCheckBox *c : {m_round, m_ordersSpan, m_hideCosts})
        watch(c);
    watch(m_holdCost);
    watch(m_withinSide);
    watch(m_source);
    retranslate();
}

void TurnsGroup::retranslate()
{
    setTitle(tr("Turns"));
    setRowLabels({tr("English name:"), tr("Russian name:"), tr("Hold order (tokens):"),
                  tr("Hold costs:"), tr("Hold, in English:"), tr("Hold, in Russian:"),
                  tr("Sides move in the order:"), tr("Within a side:"), tr("Source:")});
    m_round->setText(tr("A turn is a battle round"));
    m_ordersSpan->setText(tr("An order list goes on into later turns"));
    m_hideCosts->setText(tr("Costs stay hidden until a move is declared"));
    m_holdTokens->setPlaceholderText(QStringLiteral("h, home"));
    m_holdTokens->setToolTip(tr("The words of the order to stay put, separated by commas"));
    m_sideOrder->setPlaceholderText(QStringLiteral("A, B"));
    m_sideOrder->setToolTip(tr("The sides' names, separated by commas"));
    m_withinSide->setItemText(0, tr("in the order listed"));
    m_withinSide->setItemText(1, tr("by the number in each unit's name"));
    m_source->retranslate();
}

void TurnsGroup::fill(const Ruleset &r)
{
    const TurnStructure &t = r.turns;
    m_nameEn->setText(t.name.en);
    m_nameRu->setText(t.name.ru);
    m_round->setChecked(t.isRound);
    m_ordersSpan->setChecked(t.ordersSpanTurns);
    m_hideCosts->setChecked(t.hideCostsUntilDeclared);
    m_holdTokens->setText(t.holdTokens.join(QStringLiteral(", ")));
    m_holdCost->setValue(t.holdCost);
    m_holdLabelEn->setText(t.holdLabel.en);
    m_holdLabelRu->setText(t.holdLabel.ru);
    m_sideOrder->setText(t.sideOrder.join(QStringLiteral(", ")));
    setComboData(m_withinSide, t.withinSideOrder);
    m_source->setSource(t.source);
}

RulesetLoadResult TurnsGroup::edited(const Ruleset &r) const
{
    TurnStructure t = r.turns;
    t.name = {m_nameEn->text().trimmed(), m_nameRu->text().trimmed()};
    t.isRound = m_round->isChecked();
    t.ordersSpanTurns = m_ordersSpan->isChecked();
    t.hideCostsUntilDeclared = m_hideCosts->isChecked();
    t.holdTokens = splitList(m_holdTokens->text());
    t.holdCost = m_holdCost->value();
    t.holdLabel = {m_holdLabelEn->text().trimmed(), m_holdLabelRu->text().trimmed()};
    t.sideOrder = splitList(m_sideOrder->text());
    t.withinSideOrder = m_withinSide->currentData().toString();
    t.source = m_source->source();
    return rulesetWithTurnRules(r, t);
}

DescribedCommand::Describe TurnsGroup::describe() const
{
    return [] { return tr("Change the turns"); };
}

// ---------------------------------------------------------------- sequencing

SequenceGroup::SequenceGroup(QWidget *parent)
    : SettingsGroup(QStringLiteral("turns.sequence"), parent)
    , m_kind(new QComboBox(this))
    , m_first(new ConditionField(this))
    , m_order(new QComboBox(this))
    , m_orderSource(new SourceField(this))
    , m_onePerHex(new QCheckBox(this))
    , m_sight(new QSpinBox(this))
    , m_sightSource(new SourceField(this))
    , m_stops(new QListWidget(this))
    , m_passFriendly(new QCheckBox(this))
    , m_passTolerant(new QCheckBox(this))
    , m_defend(new QCheckBox(this))
    , m_overrunSmaller(new QCheckBox(this))
    , m_evasionTells(new QCheckBox(this))
    , m_startTogether(new QCheckBox(this))
    , m_evade(new QComboBox(this))
    , m_source(new SourceField(this))
{
    setObjectName(QStringLiteral("sequenceGroup"));
    m_kind->setObjectName(QStringLiteral("sequenceKind"));
    for (int k = 0; k < sequenceKindIds().size(); ++k)
        m_kind->addItem(QString(), k);
    m_first->setObjectName(QStringLiteral("sequenceFirst"));
    m_first->setOptional(true);
    m_order->setObjectName(QStringLiteral("movementOrder"));
    for (int k = 0; k < movementOrderIds().size(); ++k)
        m_order->addItem(QString(), k);
    m_orderSource->setObjectName(QStringLiteral("movementOrderSource"));
    m_onePerHex->setObjectName(QStringLiteral("onePerHex"));
    m_sight->setObjectName(QStringLiteral("sightRadius"));
    // -1 is "not said"; beyond the loader's 1000 so that it says what is wrong.
    m_sight->setRange(-1, 99999);
    m_sightSource->setObjectName(QStringLiteral("sightSource"));
    m_stops->setObjectName(QStringLiteral("encounterStops"));
    m_stops->setMaximumHeight(m_stops->fontMetrics().lineSpacing() * 5 + 8);
    m_passFriendly->setObjectName(QStringLiteral("passFriendly"));
    m_passTolerant->setObjectName(QStringLiteral("passTolerant"));
    m_defend->setObjectName(QStringLiteral("encounterDefend"));
    m_overrunSmaller->setObjectName(QStringLiteral("overrunSmallerOnly"));
    m_evasionTells->setObjectName(QStringLiteral("evasionTellsObstacle"));
    m_startTogether->setObjectName(QStringLiteral("startTogetherStops"));
    m_evade->setObjectName(QStringLiteral("encounterEvade"));
    addRow(m_kind, QStringLiteral("kind"));
    addRow(m_first, QStringLiteral("first"));
    addRow(m_order, QStringLiteral("order.by"));
    addRow(m_orderSource, QStringLiteral("order.source"));
    addRow(m_onePerHex, QStringLiteral("onePerHex"));
    addRow(m_sight, QStringLiteral("sight.radius"));
    addRow(m_sightSource, QStringLiteral("sight.source"));
    addRow(m_stops, QStringLiteral("encounterStops"));
    addRow(m_passFriendly, QStringLiteral("encounterPass"));
    addRow(m_passTolerant, QStringLiteral("encounterPass"));
    addRow(m_evade, QStringLiteral("encounterEvade"));
    addRow(m_evasionTells, QStringLiteral("evasionTellsObstacle"));
    addRow(m_defend, QStringLiteral("encounterDefend"));
    addRow(m_overrunSmaller, QStringLiteral("overrunSmallerOnly"));
    addRow(m_startTogether, QStringLiteral("startTogetherStops"));
    addRow(m_source, QStringLiteral("source"));
    watch(m_kind);
    watch(m_first);
    watch(m_order);
    watch(m_orderSource);
    watch(m_sight);
    watch(m_sightSource);
    watch(m_stops);
    watch(m_evade);
    watch(m_source);
    for (QCheckBox *c : {m_onePerHex, m_passFriendly, m_passTolerant, m_defend, m_overrunSmaller,
                         m_evasionTells, m_startTogether})
        watch(c);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &SequenceGroup::updateEnabled);
    retranslate();
}

void SequenceGroup::retranslate()
{
    setTitle(tr("Sequencing"));
    setRowLabels({tr("Units move:"), tr("Moving first:"), tr("Order of units:"),
                  tr("Order comes from:"), tr("Sight (hexes):"), tr("Sight comes from:"),
                  tr("Encounters stop at:"), tr("Evasion:"), tr("Source:")});
    m_kind->setItemText(int(SequenceKind::InOrder), tr("one unit after another"));
    m_kind->setItemText(int(SequenceKind::Simultaneous), tr("all at once, period by period"));
    m_kind->setItemText(int(SequenceKind::AlternatingSides), tr("side after side"));
    m_kind->setItemText(int(SequenceKind::Encounters),
                        tr("one unit after another, with encounters"));
    m_order->setItemText(int(MovementOrder::Map), tr("the map's order of units"));
    m_order->setItemText(int(MovementOrder::Sides), tr("side by side, in the players' order"));
    m_order->setItemText(int(MovementOrder::Random), tr("drawn anew every turn"));
    m_order->setToolTip(tr("The order in which a campaign moves units that move one after "
                           "another; a campaign may choose another"));
    m_onePerHex->setText(tr("One unit per hex at every pause"));
    m_sight->setSpecialValueText(tr("not said"));
    m_stops->setToolTip(tr("The stop rules that stop a unit in the hex it entered, in order"));
    m_passFriendly->setText(tr("Friendly sides let each other pass"));
    m_passTolerant->setText(tr("Tolerant sides let each other pass"));
    m_defend->setText(tr("Sides that units stand and defend stop movers"));
    m_overrunSmaller->setText(tr("Only a larger army may overrun"));
    m_evasionTells->setText(tr("An army slipped past learns of the evader"));
    m_startTogether->setText(tr("Armies that start in one hex try to stop each other leaving"));
    if (m_evade->count() > 0)
        m_evade->setItemText(0, tr("(none)"));
    m_sightSource->retranslate();
    m_orderSource->retranslate();
    m_source->retranslate();
}

void SequenceGroup::fill(const Ruleset &r)
{
    const QString friendly = sideRelationId(SideRelation::Friendly);
    const QString tolerant = sideRelationId(SideRelation::Tolerant);
    const TurnSequence &q = r.turns.sequence;
    const QString lang = designerstyle::language();
    m_kind->setCurrentIndex(int(q.kind));
    m_first->setRuleset(m_ruleset);
    if (q.first)
        m_first->setCondition(*q.first);
    else
        m_first->clearCondition();
    m_order->setCurrentIndex(int(q.order));
    m_orderSource->setSource(q.orderSource);
    m_onePerHex->setChecked(q.onePerHex);
    m_sight->setValue(q.sightRadius);
    m_sightSource->setSource(q.sightSource);
    m_stops->clear();
    for (const StopRule &s : r.stopRules) {
        auto *item = new QListWidgetItem(s.label.in(lang).isEmpty() ? s.id : s.label.in(lang));
        item->setData(Qt::UserRole, s.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(q.encounterStops.contains(s.id) ? Qt::Checked : Qt::Unchecked);
        m_stops->addItem(item);
    }
    m_passFriendly->setChecked(q.encounterPass.contains(friendly));
    m_passTolerant->setChecked(q.encounterPass.contains(tolerant));
    m_otherPass = q.encounterPass;
    m_otherPass.removeAll(friendly);
    m_otherPass.removeAll(tolerant);
    m_evade->clear();
    m_evade->addItem(tr("(none)"), QString());
    for (const ChanceWarning &c : r.chances)
        m_evade->addItem(c.label.in(lang).isEmpty() ? c.id : c.label.in(lang), c.id);
    if (!q.encounterEvade.isEmpty() && m_evade->findData(q.encounterEvade) < 0)
        m_evade->addItem(q.encounterEvade, q.encounterEvade);
    setComboData(m_evade, q.encounterEvade);
    m_defend->setChecked(q.encounterDefend);
    m_overrunSmaller->setChecked(q.overrunSmallerOnly);
    m_evasionTells->setChecked(q.evasionTellsObstacle);
    m_startTogether->setChecked(q.startTogetherStops);
    m_source->setSource(q.source);
    updateEnabled();
}

void SequenceGroup::updateEnabled()
{
    const auto kind = SequenceKind(m_kind->currentData().toInt());
    // What a kind does not read stays as it is, shown but not editable.
    m_onePerHex->setEnabled(kind == SequenceKind::Simultaneous || m_onePerHex->isChecked());
    const bool oneAfterAnother = kind == SequenceKind::InOrder || kind == SequenceKind::Encounters;
    m_order->setEnabled(oneAfterAnother);
    m_orderSource->setEnabled(oneAfterAnother);
    const bool encounters = kind == SequenceKind::Encounters;
    for (QWidget *w : std::initializer_list<QWidget *>{m_stops, m_passFriendly, m_passTolerant,
                                                       m_evade, m_defend, m_overrunSmaller,
                                                       m_evasionTells, m_startTogether})
        w->setEnabled(encounters);
}

RulesetLoadResult SequenceGroup::edited(const Ruleset &r) const
{
    TurnStructure t = r.turns;
    TurnSequence &q = t.sequence;
    q.kind = SequenceKind(m_kind->currentData().toInt());
    q.first = m_first->hasCondition() ? std::optional(m_first->condition()) : std::nullopt;
    q.order = MovementOrder(m_order->currentData().toInt());
    q.orderSource = m_orderSource->source();
    q.onePerHex = m_onePerHex->isChecked();
    q.sightRadius = m_sight->value();
    q.sightSource = q.sightRadius < 0 ? SourceRef{} : m_sightSource->source();
    // The stops keep the order they had; newly checked ones follow in the stop rules' order.
    QStringList checked;
    for (int i = 0; i < m_stops->count(); ++i) {
        if (m_stops->item(i)->checkState() == Qt::Checked)
            checked << m_stops->item(i)->data(Qt::UserRole).toString();
    }
    QStringList stops;
    for (const QString &id : std::as_const(q.encounterStops)) {
        if (checked.contains(id))
            stops << id;
    }
    for (const QString &id : std::as_const(checked)) {
        if (!stops.contains(id))
            stops << id;
    }
    q.encounterStops = stops;
    q.encounterPass.clear();
    if (m_passFriendly->isChecked())
        q.encounterPass << sideRelationId(SideRelation::Friendly);
    if (m_passTolerant->isChecked())
        q.encounterPass << sideRelationId(SideRelation::Tolerant);
    q.encounterPass << m_otherPass;
    q.encounterEvade = m_evade->currentData().toString();
    q.encounterDefend = m_defend->isChecked();
    q.overrunSmallerOnly = m_overrunSmaller->isChecked();
    q.evasionTellsObstacle = m_evasionTells->isChecked();
    q.startTogetherStops = m_startTogether->isChecked();
    q.source = m_source->source();
    return rulesetWithTurnRules(r, t);
}

DescribedCommand::Describe SequenceGroup::describe() const
{
    return [] { return tr("Change the sequencing"); };
}

} // namespace hexstride
