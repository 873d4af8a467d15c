#include "rulelistspage.h"

#include "designer/editing/rulesetediting.h"
#include "designer/tables/costtablemodel.h"
#include "plaintext.h"
#include "rulesetpartspage.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <iterator>
#include <type_traits>

namespace hexstride {

namespace {

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

} // namespace

RuleListsPage::RuleListsPage(RulesetEditor *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_parts(new QListWidget(this))
    , m_items(new QListWidget(this))
    , m_title(new QLabel(this))
    , m_orderNote(new QLabel(this))
    , m_buttons(this, QStringLiteral("Rule"),
                {[this] { return m_items->currentRow(); }, [this] { addDialog(); },
                 [this] { editDialog(); }, [this](int row) { removeItem(row); },
                 [this](int from, int to) { moveItem(from, to); }})
    , m_control(
          editor, this,
          {staticMetaObject.className(), QT_TR_NOOP("Add rule %1"), QT_TR_NOOP("Edit rule %1"),
           QT_TR_NOOP("Remove rule %1"), QT_TR_NOOP("Move rule %1")},
          RuleListController::Placement::WherePut, [this](int row) { m_items->setCurrentRow(row); })
{
    m_parts->setObjectName(QStringLiteral("ruleParts"));
    m_items->setObjectName(QStringLiteral("ruleItems"));
    m_items->setWordWrap(true);
    m_items->setAlternatingRowColors(true);
    m_title->setWordWrap(true);
    m_orderNote->setObjectName(QStringLiteral("orderNote"));
    m_orderNote->setWordWrap(true);
    for (int i = 0; i < int(std::size(kParts)); ++i)
        m_parts->addItem(QString());
    m_parts->setCurrentRow(0);
    auto *right = new QVBoxLayout;
    right->addWidget(m_title);
    right->addWidget(m_orderNote);
    right->addLayout(m_buttons.row());
    right->addWidget(m_items, 1);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_parts);
    layout->addLayout(right, 1);

    connect(m_parts, &QListWidget::currentRowChanged, this, [this] {
        m_items->setCurrentRow(-1);
        refresh();
    });
    connect(m_items, &QListWidget::itemDoubleClicked, this, &RuleListsPage::editDialog);
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
    m_buttons.retranslate();
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
    m_orderNote->setText(tr("Checked in this order; the first that matches is used."));
    m_orderNote->setVisible(onPart(part(), [](auto tag) {
        return RuleListController::isFirstMatch<typename decltype(tag)::type>();
    }));
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
    for (const Rule &rule : RuleListController::items<Rule>(*r)) {
        const QString text = tr("%1: %2").arg(rule.label.in(lang), ruleText(*r, rule, lang));
        auto *item = new QListWidgetItem(text, m_items);
        item->setToolTip(plainToolTip(
            rule.source.isAssumed()
                ? tr("%1 (id %2; assumed: %3)").arg(text, rule.id, rule.source.assumed.in(lang))
                : tr("%1 (id %2; %3)").arg(text, rule.id, rule.source.item)));
    }
}

void RuleListsPage::updateButtons()
{
    const int count = m_items->count();
    m_buttons.update(bool(m_editor->ruleset()), count,
                     [count](int, int to) { return to >= 0 && to < count; });
}

void RuleListsPage::addDialog()
{
    onPart(part(), [this](auto tag) { m_control.add<typename decltype(tag)::type>(); });
}

void RuleListsPage::editDialog()
{
    const int row = m_items->currentRow();
    onPart(part(), [this, row](auto tag) { m_control.edit<typename decltype(tag)::type>(row); });
}

QString RuleListsPage::removeItem(int index)
{
    return onPart(part(), [this, index](auto tag) {
        return m_control.remove<typename decltype(tag)::type>(index);
    });
}

QString RuleListsPage::moveItem(int from, int to)
{
    return onPart(part(), [this, from, to](auto tag) {
        return m_control.move<typename decltype(tag)::type>(from, to);
    });
}

} // namespace hexstride
