#include "rulelistspage.h"

#include "costtablemodel.h"
#include "ruledialogs.h"
#include "rules/rulesetauthoring_rules.h"
#include "rulesetediting.h"
#include "rulesetpartspage.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>
#include <iterator>
#include <type_traits>

namespace hexstride {

namespace {

/// Each kind of rule: its list in a ruleset and its form.
template<typename Rule>
struct Traits;
template<>
struct Traits<Prohibition>
{
    using Dialog = ProhibitionDialog;
    static const QList<Prohibition> &list(const Ruleset &r) { return r.prohibitions; }
};
template<>
struct Traits<StopRule>
{
    using Dialog = StopRuleDialog;
    static const QList<StopRule> &list(const Ruleset &r) { return r.stopRules; }
};
template<>
struct Traits<StateChange>
{
    using Dialog = StateChangeDialog;
    static const QList<StateChange> &list(const Ruleset &r) { return r.stateChanges; }
};
template<>
struct Traits<OccupancyRule>
{
    using Dialog = OccupancyRuleDialog;
    static const QList<OccupancyRule> &list(const Ruleset &r) { return r.occupancy; }
};
template<>
struct Traits<ChanceWarning>
{
    using Dialog = ChanceWarningDialog;
    static const QList<ChanceWarning> &list(const Ruleset &r) { return r.chances; }
};
template<>
struct Traits<RangeRule>
{
    using Dialog = RangeRuleDialog;
    static const QList<RangeRule> &list(const Ruleset &r) { return r.ranges; }
};
template<>
struct Traits<DestinationRule>
{
    using Dialog = DestinationRuleDialog;
    static const QList<DestinationRule> &list(const Ruleset &r) { return r.destinations; }
};

/// Calls `f` with std::type_identity of the rule type of `part`.
template<typename F>
decltype(auto) onPart(RulePart part, F &&f)
{
    switch (part) {
    case RulePart::Prohibitions:
        break;
    case RulePart::StopRules:
        return f(std::type_identity<StopRule>{});
    case RulePart::StateChanges:
        return f(std::type_identity<StateChange>{});
    case RulePart::Occupancy:
        return f(std::type_identity<OccupancyRule>{});
    case RulePart::Chances:
        return f(std::type_identity<ChanceWarning>{});
    case RulePart::Ranges:
        return f(std::type_identity<RangeRule>{});
    case RulePart::Destinations:
        return f(std::type_identity<DestinationRule>{});
    }
    return f(std::type_identity<Prohibition>{});
}

constexpr RulePart kParts[]
    = {RulePart::Prohibitions, RulePart::StopRules, RulePart::StateChanges, RulePart::Occupancy,
       RulePart::Chances,      RulePart::Ranges,    RulePart::Destinations};

/// The loader's message on an edited ruleset, or empty when it loads.
QString errorOf(const RulesetLoadResult &edited)
{
    return edited.ruleset ? QString() : edited.error;
}

} // namespace

RuleListsPage::RuleListsPage(RulesetEditor *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_parts(new QListWidget(this))
    , m_items(new QListWidget(this))
    , m_title(new QLabel(this))
    , m_add(new QPushButton(this))
    , m_edit(new QPushButton(this))
    , m_up(new QPushButton(this))
    , m_down(new QPushButton(this))
    , m_remove(new QPushButton(this))
{
    m_parts->setObjectName(QStringLiteral("ruleParts"));
    m_items->setObjectName(QStringLiteral("ruleItems"));
    m_items->setWordWrap(true);
    m_items->setAlternatingRowColors(true);
    m_title->setWordWrap(true);
    for (int i = 0; i < int(std::size(kParts)); ++i)
        m_parts->addItem(QString());
    m_parts->setCurrentRow(0);
    m_add->setObjectName(QStringLiteral("addRule"));
    m_edit->setObjectName(QStringLiteral("editRule"));
    m_up->setObjectName(QStringLiteral("moveRuleUp"));
    m_down->setObjectName(QStringLiteral("moveRuleDown"));
    m_remove->setObjectName(QStringLiteral("removeRule"));
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_add, m_edit, m_up, m_down, m_remove})
        buttons->addWidget(b);
    buttons->addStretch(1);
    auto *right = new QVBoxLayout;
    right->addWidget(m_title);
    right->addLayout(buttons);
    right->addWidget(m_items, 1);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_parts);
    layout->addLayout(right, 1);

    connect(m_parts, &QListWidget::currentRowChanged, this, [this] {
        m_items->setCurrentRow(-1);
        refresh();
    });
    connect(m_add, &QPushButton::clicked, this, &RuleListsPage::addDialog);
    connect(m_edit, &QPushButton::clicked, this, &RuleListsPage::editDialog);
    connect(m_items, &QListWidget::itemDoubleClicked, this, &RuleListsPage::editDialog);
    connect(m_remove, &QPushButton::clicked, this, [this] { removeItem(m_items->currentRow()); });
    connect(m_up, &QPushButton::clicked, this,
            [this] { moveItem(m_items->currentRow(), m_items->currentRow() - 1); });
    connect(m_down, &QPushButton::clicked, this,
            [this] { moveItem(m_items->currentRow(), m_items->currentRow() + 1); });
    connect(m_items, &QListWidget::currentRowChanged, this, &RuleListsPage::updateButtons);
    connect(editor, &RulesetEditor::rulesetChanged, this, &RuleListsPage::refresh);
    retranslateUi();
}

RulePart RuleListsPage::part() const
{
    return kParts[std::clamp(m_parts->currentRow(), 0, int(std::size(kParts)) - 1)];
}

void RuleListsPage::setPart(RulePart part)
{
    m_parts->setCurrentRow(int(part));
}

void RuleListsPage::retranslateUi()
{
    m_add->setText(tr("&Add…"));
    m_edit->setText(tr("Ed&it…"));
    m_up->setText(tr("Move &Up"));
    m_down->setText(tr("Move &Down"));
    m_remove->setText(tr("Remo&ve"));
    refresh();
}

void RuleListsPage::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(e);
}

void RuleListsPage::refresh()
{
    const auto r = m_editor->ruleset();
    const QList<std::pair<QString, qsizetype>> parts{
        {tr("Prohibitions"), r ? r->prohibitions.size() : 0},
        {tr("Stop rules"), r ? r->stopRules.size() : 0},
        {tr("State changes"), r ? r->stateChanges.size() : 0},
        {tr("Occupancy"), r ? r->occupancy.size() : 0},
        {tr("Chances"), r ? r->chances.size() : 0},
        {tr("Ranges"), r ? r->ranges.size() : 0},
        {tr("Destinations"), r ? r->destinations.size() : 0}};
    for (int i = 0; i < parts.size(); ++i)
        m_parts->item(i)->setText(tr("%1 (%2)").arg(parts[i].first).arg(parts[i].second));
    m_parts->setFixedWidth(m_parts->sizeHintForColumn(0) + 2 * m_parts->frameWidth() + 8);
    static const char *const titles[]
        = {QT_TR_NOOP("<b>Prohibitions</b>: steps no unit may take, whatever they cost"),
           QT_TR_NOOP("<b>Stop rules</b>: steps that warn, end the move, or are not allowed"),
           QT_TR_NOOP("<b>State changes</b>: steps after which a unit's options change"),
           QT_TR_NOOP("<b>Occupancy</b>: whether units may pass or stop where others stand"),
           QT_TR_NOOP("<b>Chances</b>: steps whose outcome is left to the dice"),
           QT_TR_NOOP("<b>Ranges</b>: distances of the units, such as how far they shoot"),
           QT_TR_NOOP("<b>Destinations</b>: where units given a destination may be sent")};
    m_title->setText(tr(titles[int(part())]));
    const int row = m_items->currentRow();
    onPart(part(), [this](auto tag) { fillItems<typename decltype(tag)::type>(); });
    if (row >= 0 && row < m_items->count())
        m_items->setCurrentRow(row);
    updateButtons();
}

template<typename Rule>
void RuleListsPage::fillItems()
{
    m_items->clear();
    const auto r = m_editor->ruleset();
    if (!r)
        return;
    const QString lang = designerstyle::language();
    for (const Rule &rule : Traits<Rule>::list(*r)) {
        const QString text = tr("%1: %2").arg(rule.label.in(lang), ruleText(*r, rule, lang));
        auto *item = new QListWidgetItem(text, m_items);
        item->setToolTip(
            rule.source.isAssumed()
                ? tr("%1 (id %2; assumed: %3)").arg(text, rule.id, rule.source.assumed.in(lang))
                : tr("%1 (id %2; %3)").arg(text, rule.id, rule.source.item));
    }
}

void RuleListsPage::updateButtons()
{
    const int row = m_items->currentRow();
    const bool item = row >= 0 && row < m_items->count();
    m_add->setEnabled(bool(m_editor->ruleset()));
    m_edit->setEnabled(item);
    m_up->setEnabled(item && row > 0);
    m_down->setEnabled(item && row + 1 < m_items->count());
    m_remove->setEnabled(item);
}

void RuleListsPage::addDialog()
{
    onPart(part(), [this](auto tag) { addWith<typename decltype(tag)::type>(); });
}

void RuleListsPage::editDialog()
{
    const int row = m_items->currentRow();
    onPart(part(), [this, row](auto tag) { editWith<typename decltype(tag)::type>(row); });
}

QString RuleListsPage::removeItem(int index)
{
    return onPart(part(), [this, index](auto tag) {
        return removeWith<typename decltype(tag)::type>(index);
    });
}

QString RuleListsPage::moveItem(int from, int to)
{
    return onPart(part(), [this, from, to](auto tag) {
        return moveWith<typename decltype(tag)::type>(from, to);
    });
}

template<typename Rule>
void RuleListsPage::addWith()
{
    const auto r = m_editor->ruleset();
    if (!r)
        return;
    const qsizetype index = Traits<Rule>::list(*r).size();
    typename Traits<Rule>::Dialog dialog(
        r, Rule{}, int(index), true,
        [r, index](const Rule &rule) { return errorOf(rulesetWithRule(*r, index, rule)); }, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Rule rule = dialog.rule();
    if (m_editor
            ->applyEdited(rulesetWithRule(*r, index, rule),
                          [id = rule.id] { return tr("Add rule %1").arg(id); })
            .isEmpty())
        m_items->setCurrentRow(int(index));
}

template<typename Rule>
void RuleListsPage::editWith(int index)
{
    const auto r = m_editor->ruleset();
    if (!r || index < 0 || index >= Traits<Rule>::list(*r).size())
        return;
    typename Traits<Rule>::Dialog dialog(
        r, Traits<Rule>::list(*r).at(index), index, false,
        [r, index](const Rule &rule) { return errorOf(rulesetWithRuleReplaced(*r, index, rule)); },
        this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Rule rule = dialog.rule();
    m_editor->applyEdited(rulesetWithRuleReplaced(*r, index, rule),
                          [id = rule.id] { return tr("Edit rule %1").arg(id); });
}

template<typename Rule>
QString RuleListsPage::removeWith(int index)
{
    const auto r = m_editor->ruleset();
    if (!r || index < 0 || index >= Traits<Rule>::list(*r).size())
        return {};
    return m_editor->applyEdited(
        rulesetWithoutRule<Rule>(*r, index),
        [id = Traits<Rule>::list(*r).at(index).id] { return tr("Remove rule %1").arg(id); });
}

template<typename Rule>
QString RuleListsPage::moveWith(int from, int to)
{
    const auto r = m_editor->ruleset();
    const qsizetype size = r ? Traits<Rule>::list(*r).size() : 0;
    if (from < 0 || from >= size || to < 0 || to >= size)
        return {};
    const QString error = m_editor->applyEdited(
        rulesetWithRuleMoved<Rule>(*r, from, to),
        [id = Traits<Rule>::list(*r).at(from).id] { return tr("Move rule %1").arg(id); });
    if (error.isEmpty())
        m_items->setCurrentRow(to);
    return error;
}

} // namespace hexstride
