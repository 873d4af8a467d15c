#include "designer/conditions/conditionfield.h"
#include "designer/forms/sourcefield.h"
#include "designer/tables/costtablemodel.h"
#include "rules/rulesetauthoring_rules.h"
#include "settingsgroups.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <algorithm>

namespace hexstride {

// ---------------------------------------------------------------- scale

ScaleGroup::ScaleGroup(QWidget *parent)
    : SettingsGroup(QStringLiteral("scale"), parent)
    , m_unit(new QComboBox(this))
    , m_perHex(new QDoubleSpinBox(this))
    , m_allowances(new QCheckBox(this))
    , m_source(new SourceField(this))
{
    setObjectName(QStringLiteral("scaleGroup"));
    m_unit->setObjectName(QStringLiteral("scaleUnit"));
    for (const char *unit : {"", "mile", "inch", "yard", "metre"})
        m_unit->addItem(QString(), QLatin1String(unit));
    m_perHex->setObjectName(QStringLiteral("scalePerHex"));
    m_perHex->setRange(0, 100000);
    m_perHex->setDecimals(2);
    m_allowances->setObjectName(QStringLiteral("allowancesInScaleUnits"));
    addRow(m_unit, QStringLiteral("unit"));
    addRow(m_perHex, QStringLiteral("perHex"));
    addRow(m_allowances, QStringLiteral("allowancesInScaleUnits"));
    addRow(m_source, QStringLiteral("source"));
    watch(m_unit);
    watch(m_perHex);
    watch(m_allowances);
    watch(m_source);
    retranslate();
}

void ScaleGroup::retranslate()
{
    setTitle(tr("Scale"));
    setRowLabels({tr("Measured in:"), tr("One hex is:"), tr("Source:")});
    m_unit->setItemText(0, tr("(no scale)"));
    m_unit->setItemText(1, tr("miles"));
    m_unit->setItemText(2, tr("inches"));
    m_unit->setItemText(3, tr("yards"));
    m_unit->setItemText(4, tr("metres"));
    m_allowances->setText(tr("Allowances are distances in these units"));
    m_source->retranslate();
}

void ScaleGroup::fill(const Ruleset &r)
{
    setComboData(m_unit, r.scale.unit);
    m_perHex->setValue(r.scale.perHex);
    m_allowances->setChecked(r.scale.allowancesInScaleUnits);
    m_source->setSource(r.scale.source);
}

RulesetLoadResult ScaleGroup::edited(const Ruleset &r) const
{
    MapScale scale{m_unit->currentData().toString(), m_perHex->value(), m_allowances->isChecked(),
                   m_source->source()};
    // No unit and no size: the ruleset has no scale (its source goes with it).
    if (scale.unit.isEmpty() && scale.perHex == 0 && !scale.allowancesInScaleUnits)
        scale = MapScale{};
    return rulesetWithScale(r, scale);
}

DescribedCommand::Describe ScaleGroup::describe() const
{
    return [] { return tr("Change the scale"); };
}

// ---------------------------------------------------------------- minimum move

MinimumMoveGroup::MinimumMoveGroup(QWidget *parent)
    : SettingsGroup(QStringLiteral("minimumMove"), parent)
    , m_hexes(new QSpinBox(this))
    , m_unless(new ConditionField(this))
    , m_source(new SourceField(this))
{
    setObjectName(QStringLiteral("minimumMoveGroup"));
    m_hexes->setObjectName(QStringLiteral("minimumMoveHexes"));
    m_hexes->setRange(0, 1000);
    m_unless->setObjectName(QStringLiteral("minimumMoveUnless"));
    m_unless->setOptional(true);
    addRow(m_hexes, QStringLiteral("hexes"));
    addRow(m_unless, QStringLiteral("unless"));
    addRow(m_source, QStringLiteral("source"));
    watch(m_hexes);
    watch(m_unless);
    watch(m_source);
    retranslate();
}

void MinimumMoveGroup::retranslate()
{
    setTitle(tr("Minimum move"));
    setRowLabels(
        {tr("Hexes a turn, whatever they cost:"), tr("Except on steps where:"), tr("Source:")});
    m_hexes->setSpecialValueText(tr("none"));
    m_source->retranslate();
}

namespace {
/// What the loader keeps for a minimum move without "unless": no step is excepted.
const Condition kNeverExcepted{Condition::Kind::Any, {}, {}, 0, {}};
} // namespace

void MinimumMoveGroup::fill(const Ruleset &r)
{
    m_hexes->setValue(r.minimumMove.hexes);
    m_unless->setRuleset(m_ruleset);
    if (r.minimumMove.hexes > 0 && r.minimumMove.unless != kNeverExcepted)
        m_unless->setCondition(r.minimumMove.unless);
    else
        m_unless->clearCondition();
    m_source->setSource(r.minimumMove.source);
}

RulesetLoadResult MinimumMoveGroup::edited(const Ruleset &r) const
{
    MinimumMove move{m_hexes->value(),
                     m_unless->hasCondition() ? m_unless->condition() : kNeverExcepted,
                     m_source->source()};
    if (move.hexes == 0 && !m_unless->hasCondition())
        move = MinimumMove{}; // none
    return rulesetWithMinimumMove(r, move);
}

DescribedCommand::Describe MinimumMoveGroup::describe() const
{
    return [] { return tr("Change the minimum move"); };
}

// ---------------------------------------------------------------- contested hexes

namespace {
const QStringList &criterionKeys()
{
    static const QStringList keys{QStringLiteral("figures"), QStringLiteral("mpRemaining"),
                                  QStringLiteral("dailyMp")};
    return keys;
}
enum CriterionColumn { KeyColumn, PreferColumn, EnglishColumn, RussianColumn, ColumnCount };
} // namespace

ContestGroup::ContestGroup(QWidget *parent)
    : SettingsGroup(QStringLiteral("contest"), parent)
    , m_decided(new QCheckBox(this))
    , m_diceLast(new QCheckBox(this))
    , m_winnerFrees(new QCheckBox(this))
    , m_criteria(new QTableWidget(0, ColumnCount, this))
    , m_add(new QPushButton(this))
    , m_up(new QPushButton(this))
    , m_down(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_source(new SourceField(this))
{
    setObjectName(QStringLiteral("contestGroup"));
    m_decided->setObjectName(QStringLiteral("contestDecided"));
    m_diceLast->setObjectName(QStringLiteral("contestDiceLast"));
    m_winnerFrees->setObjectName(QStringLiteral("contestWinnerFrees"));
    m_criteria->setObjectName(QStringLiteral("contestCriteria"));
    m_criteria->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_criteria->setSelectionMode(QAbstractItemView::SingleSelection);
    m_criteria->verticalHeader()->hide();
    m_criteria->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_criteria->horizontalHeader()->setStretchLastSection(true);
    m_criteria->setMinimumHeight(m_criteria->fontMetrics().lineSpacing() * 7);
    m_add->setObjectName(QStringLiteral("addCriterion"));
    m_up->setObjectName(QStringLiteral("criterionUp"));
    m_down->setObjectName(QStringLiteral("criterionDown"));
    m_remove->setObjectName(QStringLiteral("removeCriterion"));
    auto *buttons = new QWidget(this);
    auto *row = new QHBoxLayout(buttons);
    row->setContentsMargins(0, 0, 0, 0);
    for (QPushButton *b : {m_add, m_up, m_down, m_remove})
        row->addWidget(b);
    row->addStretch(1);
    addRow(m_decided, QString());
    addRow(m_criteria, QStringLiteral("criteria"));
    addRow(buttons, QString());
    addRow(m_diceLast, QStringLiteral("diceLast"));
    addRow(m_winnerFrees, QStringLiteral("winnerFreesHexOnMovingOn"));
    addRow(m_source, QStringLiteral("source"));
    for (QCheckBox *c : {m_decided, m_diceLast, m_winnerFrees})
        watch(c);
    watch(m_source);
    connect(m_decided, &QCheckBox::toggled, this, &ContestGroup::updateEnabled);
    connect(m_criteria, &QTableWidget::itemChanged, this, [this] {
        if (!loading())
            chosen();
    });
    connect(m_criteria, &QTableWidget::currentCellChanged, this, &ContestGroup::updateEnabled);
    connect(m_add, &QPushButton::clicked, this, [this] {
        QList<ContestCriterion> list = criteria();
        // The first comparison not yet made, else the first one again.
        QString key = criterionKeys().first();
        for (const QString &k : criterionKeys()) {
            if (std::none_of(list.cbegin(), list.cend(),
                             [&k](const ContestCriterion &c) { return c.key == k; })) {
                key = k;
                break;
            }
        }
        list << ContestCriterion{key, false, {}};
        showCriteria(list);
        m_criteria->setCurrentCell(int(list.size()) - 1, EnglishColumn);
        chosen();
    });
    connect(m_up, &QPushButton::clicked, this,
            [this] { moveCriterion(m_criteria->currentRow(), m_criteria->currentRow() - 1); });
    connect(m_down, &QPushButton::clicked, this,
            [this] { moveCriterion(m_criteria->currentRow(), m_criteria->currentRow() + 1); });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        QList<ContestCriterion> list = criteria();
        const int row = m_criteria->currentRow();
        if (row < 0 || row >= list.size())
            return;
        list.removeAt(row);
        showCriteria(list);
        chosen();
    });
    retranslate();
}

void ContestGroup::retranslate()
{
    setTitle(tr("Contested hexes"));
    setRowLabels({tr("Decided by, in order:"), QString(), tr("Source:")});
    m_decided->setText(tr("Units that would enter one hex at once contest it"));
    m_diceLast->setText(tr("Dice decide what the criteria leave equal"));
    m_winnerFrees->setText(tr("A winner that moves on frees the hex for the next in line"));
    m_criteria->setHorizontalHeaderLabels(
        {tr("Compares"), tr("Wins with"), tr("In English"), tr("In Russian")});
    m_add->setText(tr("&Add Criterion"));
    m_up->setText(tr("Move &Up"));
    m_down->setText(tr("Move &Down"));
    m_remove->setText(tr("Remo&ve"));
    // The combo boxes of the rows say their choices again.
    if (m_ruleset)
        showCriteria(criteria());
    m_source->retranslate();
}

QList<ContestCriterion> ContestGroup::criteria() const
{
    QList<ContestCriterion> list;
    for (int row = 0; row < m_criteria->rowCount(); ++row) {
        const auto *key = qobject_cast<QComboBox *>(m_criteria->cellWidget(row, KeyColumn));
        const auto *prefer = qobject_cast<QComboBox *>(m_criteria->cellWidget(row, PreferColumn));
        const QTableWidgetItem *en = m_criteria->item(row, EnglishColumn);
        const QTableWidgetItem *ru = m_criteria->item(row, RussianColumn);
        list << ContestCriterion{
            key ? key->currentData().toString() : QString(),
            prefer && prefer->currentIndex() == 1,
            {en ? en->text().trimmed() : QString(), ru ? ru->text().trimmed() : QString()}};
    }
    return list;
}

void ContestGroup::showCriteria(const QList<ContestCriterion> &list)
{
    const QSignalBlocker block(m_criteria);
    const int current = m_criteria->currentRow();
    m_criteria->setRowCount(int(list.size()));
    for (int row = 0; row < list.size(); ++row) {
        const ContestCriterion &c = list[row];
        auto *key = new QComboBox(m_criteria);
        key->addItem(tr("troop figures"), criterionKeys()[0]);
        key->addItem(tr("movement points left"), criterionKeys()[1]);
        key->addItem(tr("daily movement points"), criterionKeys()[2]);
        if (key->findData(c.key) < 0)
            key->addItem(c.key, c.key);
        key->setCurrentIndex(key->findData(c.key));
        auto *prefer = new QComboBox(m_criteria);
        prefer->addItems({tr("fewer"), tr("more")});
        prefer->setCurrentIndex(c.preferMore ? 1 : 0);
        for (QComboBox *box : {key, prefer}) {
            box->setObjectName(box == key ? QStringLiteral("criterionKey")
                                          : QStringLiteral("criterionPrefer"));
            connect(box, &QComboBox::currentIndexChanged, this, &ContestGroup::chosen);
        }
        m_criteria->setCellWidget(row, KeyColumn, key);
        m_criteria->setCellWidget(row, PreferColumn, prefer);
        m_criteria->setItem(row, EnglishColumn, new QTableWidgetItem(c.label.en));
        m_criteria->setItem(row, RussianColumn, new QTableWidgetItem(c.label.ru));
    }
    m_criteria->resizeColumnsToContents();
    if (current >= 0 && current < list.size())
        m_criteria->setCurrentCell(current, EnglishColumn);
    updateEnabled();
}

void ContestGroup::moveCriterion(int from, int to)
{
    QList<ContestCriterion> list = criteria();
    if (from < 0 || to < 0 || from >= list.size() || to >= list.size() || from == to)
        return;
    list.move(from, to);
    showCriteria(list);
    m_criteria->setCurrentCell(to, EnglishColumn);
    chosen();
}

void ContestGroup::updateEnabled()
{
    const bool on = m_decided->isChecked();
    const int row = m_criteria->currentRow();
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_criteria, m_diceLast, m_winnerFrees, m_add, m_source})
        w->setEnabled(on);
    m_up->setEnabled(on && row > 0);
    m_down->setEnabled(on && row >= 0 && row + 1 < m_criteria->rowCount());
    m_remove->setEnabled(on && row >= 0);
}

void ContestGroup::fill(const Ruleset &r)
{
    m_decided->setChecked(r.contest.has_value());
    const ContestRule c = r.contest.value_or(ContestRule{});
    m_diceLast->setChecked(c.diceLast);
    m_winnerFrees->setChecked(c.winnerFreesHexOnMovingOn);
    m_source->setSource(c.source);
    showCriteria(c.criteria);
}

RulesetLoadResult ContestGroup::edited(const Ruleset &r) const
{
    if (!m_decided->isChecked())
        return rulesetWithContest(r, std::nullopt);
    return rulesetWithContest(r, ContestRule{criteria(), m_diceLast->isChecked(),
                                             m_winnerFrees->isChecked(), m_source->source()});
}

DescribedCommand::Describe ContestGroup::describe() const
{
    return [] { return tr("Change contested hexes"); };
}

// ---------------------------------------------------------------- defended sides

DefendGroup::DefendGroup(QWidget *parent)
    : SettingsGroup(QStringLiteral("defend"), parent)
    , m_present(new QCheckBox(this))
    , m_option(new QComboBox(this))
    , m_spread(new QSpinBox(this))
    , m_labelEn(new QLineEdit(this))
    , m_labelRu(new QLineEdit(this))
    , m_source(new SourceField(this))
{
    setObjectName(QStringLiteral("defendGroup"));
    m_present->setObjectName(QStringLiteral("defendPresent"));
    m_option->setObjectName(QStringLiteral("defendOption"));
    m_spread->setObjectName(QStringLiteral("defendSpread"));
    m_spread->setRange(0, 3);
    addRow(m_present, QString());
    addRow(m_option, QStringLiteral("option"));
    addRow(m_spread, QStringLiteral("spread"));
    addRow(m_labelEn, QStringLiteral("label.en"));
    addRow(m_labelRu, QStringLiteral("label.ru"));
    addRow(m_source, QStringLiteral("source"));
    watch(m_present);
    watch(m_option);
    watch(m_spread);
    watch(m_labelEn);
    watch(m_labelRu);
    watch(m_source);
    connect(m_present, &QCheckBox::toggled, this, [this](bool on) {
        for (QWidget *w :
             std::initializer_list<QWidget *>{m_option, m_spread, m_labelEn, m_labelRu, m_source})
            w->setEnabled(on);
    });
    retranslate();
}

void DefendGroup::retranslate()
{
    setTitle(tr("Defended hex-sides"));
    setRowLabels({tr("The side is named by option:"), tr("Sides either way too:"),
                  tr("English name:"), tr("Russian name:"), tr("Source:")});
    m_present->setText(tr("A unit may stand and defend a hex-side"));
    m_source->retranslate();
}

void DefendGroup::fill(const Ruleset &r)
{
    const QString lang = designerstyle::language();
    m_present->setChecked(r.defend.has_value());
    const DefendRule d = r.defend.value_or(DefendRule{});
    m_option->clear();
    for (const UnitOption &o : r.unitOptions)
        m_option->addItem(o.label.in(lang).isEmpty() ? o.id : o.label.in(lang), o.id);
    if (!d.option.isEmpty() && m_option->findData(d.option) < 0)
        m_option->addItem(d.option, d.option);
    setComboData(m_option, d.option);
    m_spread->setValue(d.spread);
    m_labelEn->setText(d.label.en);
    m_labelRu->setText(d.label.ru);
    m_source->setSource(d.source);
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_option, m_spread, m_labelEn, m_labelRu, m_source})
        w->setEnabled(m_present->isChecked());
}

RulesetLoadResult DefendGroup::edited(const Ruleset &r) const
{
    if (!m_present->isChecked())
        return rulesetWithDefend(r, std::nullopt);
    return rulesetWithDefend(r,
                             DefendRule{m_option->currentData().toString(),
                                        m_spread->value(),
                                        {m_labelEn->text().trimmed(), m_labelRu->text().trimmed()},
                                        m_source->source()});
}

DescribedCommand::Describe DefendGroup::describe() const
{
    return [] { return tr("Change defended hex-sides"); };
}

// ---------------------------------------------------------------- destinations and set-up

DestinationGroup::DestinationGroup(QWidget *parent)
    : SettingsGroup(QStringLiteral("destinationMovement"), parent)
    , m_mode(new QComboBox(this))
    , m_source(new SourceField(this))
{
    setObjectName(QStringLiteral("destinationGroup"));
    m_mode->setObjectName(QStringLiteral("destinationMode"));
    m_mode->addItem(QString(), QString());
    m_mode->addItem(QString(), QStringLiteral("direct-then-around"));
    addRow(m_mode, QStringLiteral("mode"));
    addRow(m_source, QStringLiteral("source"));
    watch(m_mode);
    watch(m_source);
    retranslate();
}

void DestinationGroup::retranslate()
{
    setTitle(tr("Units ordered to a destination"));
    setRowLabels({tr("They move:"), tr("Source:")});
    m_mode->setItemText(0, tr("along the path their players give"));
    m_mode->setItemText(1, tr("straight toward it, around what is in the way"));
    m_source->retranslate();
}

void DestinationGroup::fill(const Ruleset &r)
{
    setComboData(m_mode, r.destinationMovement);
    m_source->setSource(r.destinationMovementSource);
}

RulesetLoadResult DestinationGroup::edited(const Ruleset &r) const
{
    const QString mode = m_mode->currentData().toString();
    return rulesetWithDestinationMovement(r, mode,
                                          mode.isEmpty() ? SourceRef{} : m_source->source());
}

DescribedCommand::Describe DestinationGroup::describe() const
{
    return [] { return tr("Change how units reach a destination"); };
}

SetupGroup::SetupGroup(QWidget *parent)
    : SettingsGroup(QStringLiteral("setup"), parent)
    , m_requireEnterable(new QCheckBox(this))
    , m_source(new SourceField(this))
{
    setObjectName(QStringLiteral("setupGroup"));
    m_requireEnterable->setObjectName(QStringLiteral("setupRequireEnterable"));
    addRow(m_requireEnterable, QStringLiteral("requireEnterable"));
    addRow(m_source, QStringLiteral("source"));
    watch(m_requireEnterable);
    watch(m_source);
    retranslate();
}

void SetupGroup::retranslate()
{
    setTitle(tr("Set-up"));
    setRowLabels({tr("Source:")});
    m_requireEnterable->setText(tr("Units are set up only on hexes they could enter"));
    m_source->retranslate();
}

void SetupGroup::fill(const Ruleset &r)
{
    m_requireEnterable->setChecked(r.setupRequiresEnterable);
    m_source->setSource(r.setupSource);
}

RulesetLoadResult SetupGroup::edited(const Ruleset &r) const
{
    return rulesetWithSetup(r, m_requireEnterable->isChecked(), m_source->source());
}

DescribedCommand::Describe SetupGroup::describe() const
{
    return [] { return tr("Change the set-up rule"); };
}

} // namespace hexstride
