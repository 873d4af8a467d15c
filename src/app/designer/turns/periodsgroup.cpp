#include "periodsgroup.h"

#include "designer/editing/rulesetediting.h"
#include "designer/tables/costtablemodel.h"
#include "perioddialog.h"
#include "plaintext.h"
#include "rules/conditiontext.h"
#include "rules/rulesetauthoring_rules.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace hexstride {

namespace {
RulesetLoadResult noRuleset()
{
    return {std::nullopt, PeriodsGroup::tr("No map is open.")};
}
} // namespace

PeriodsGroup::PeriodsGroup(RulesetEditor *editor, QWidget *parent)
    : QGroupBox(parent)
    , m_editor(editor)
    , m_list(new QListWidget(this))
    , m_add(new QPushButton(this))
    , m_edit(new QPushButton(this))
    , m_up(new QPushButton(this))
    , m_down(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_message(plainLabel(new QLabel(this)))
{
    setObjectName(QStringLiteral("periodsGroup"));
    m_list->setObjectName(QStringLiteral("periodsList"));
    m_list->setWordWrap(true);
    m_list->setMinimumHeight(m_list->fontMetrics().lineSpacing() * 6);
    m_add->setObjectName(QStringLiteral("addPeriod"));
    m_edit->setObjectName(QStringLiteral("editPeriod"));
    m_up->setObjectName(QStringLiteral("periodUp"));
    m_down->setObjectName(QStringLiteral("periodDown"));
    m_remove->setObjectName(QStringLiteral("removePeriod"));
    m_message->setObjectName(QStringLiteral("periodsProblem"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("QLabel { color: #9a2a2a; }"));
    m_message->hide();
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_add, m_edit, m_up, m_down, m_remove})
        buttons->addWidget(b);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_list);
    layout->addWidget(m_message);
    connect(m_add, &QPushButton::clicked, this, &PeriodsGroup::addDialog);
    connect(m_edit, &QPushButton::clicked, this, &PeriodsGroup::editDialog);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &PeriodsGroup::editDialog);
    connect(m_up, &QPushButton::clicked, this,
            [this] { movePeriod(m_list->currentRow(), m_list->currentRow() - 1); });
    connect(m_down, &QPushButton::clicked, this,
            [this] { movePeriod(m_list->currentRow(), m_list->currentRow() + 1); });
    connect(m_remove, &QPushButton::clicked, this, [this] { removePeriod(m_list->currentRow()); });
    connect(m_list, &QListWidget::currentRowChanged, this, &PeriodsGroup::updateButtons);
    retranslate();
}

void PeriodsGroup::retranslate()
{
    setTitle(tr("Periods of a turn"));
    setToolTip(tr("Without periods that name who moves, a turn is one stretch of movement"));
    m_add->setText(tr("Add &Period…"));
    m_edit->setText(tr("Ed&it…"));
    m_up->setText(tr("Move &Up"));
    m_down->setText(tr("Move &Down"));
    m_remove->setText(tr("Remo&ve"));
    refresh();
}

void PeriodsGroup::refresh()
{
    const auto r = m_editor->ruleset();
    const QString lang = designerstyle::language();
    const int current = m_list->currentRow();
    m_list->clear();
    for (int i = 0; r && i < r->turns.periods.size(); ++i) {
        const TurnPeriod &p = r->turns.periods[i];
        QStringList facts;
        if (!p.parent.isEmpty())
            facts << tr("part of %1").arg(p.parent);
        if (p.movers)
            facts << tr("moving: %1").arg(conditionText(*r, *p.movers, lang));
        QString text = tr("%1 (%2)").arg(p.label.in(lang), p.id);
        if (!facts.isEmpty())
            text = tr("%1: %2").arg(text, facts.join(QStringLiteral("; ")));
        m_list->addItem(text);
    }
    if (current >= 0 && current < m_list->count())
        m_list->setCurrentRow(current);
    updateButtons();
}

void PeriodsGroup::updateButtons()
{
    const int row = m_list->currentRow();
    const bool on = row >= 0 && row < m_list->count();
    m_add->setEnabled(bool(m_editor->ruleset()));
    m_edit->setEnabled(on);
    m_up->setEnabled(on && row > 0);
    m_down->setEnabled(on && row + 1 < m_list->count());
    m_remove->setEnabled(on);
}

QString PeriodsGroup::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

QString PeriodsGroup::applied(const QString &error)
{
    m_message->setText(error);
    m_message->setVisible(!error.isEmpty());
    return error;
}

QString PeriodsGroup::addPeriod(int index, const TurnPeriod &period)
{
    const auto r = m_editor->ruleset();
    return applied(
        m_editor->applyEdited(r ? rulesetWithRule<TurnPeriod>(*r, index, period) : noRuleset(),
                              [id = period.id] { return tr("Add period %1").arg(id); }));
}

QString PeriodsGroup::editPeriod(int index, const TurnPeriod &period)
{
    const auto r = m_editor->ruleset();
    return applied(m_editor->applyEdited(
        r ? rulesetWithRuleReplaced<TurnPeriod>(*r, index, period) : noRuleset(),
        [id = period.id] { return tr("Edit period %1").arg(id); }));
}

QString PeriodsGroup::movePeriod(int from, int to)
{
    const auto r = m_editor->ruleset();
    const QString id
        = r && from >= 0 && from < r->turns.periods.size() ? r->turns.periods[from].id : QString();
    const QString error = applied(
        m_editor->applyEdited(r ? rulesetWithRuleMoved<TurnPeriod>(*r, from, to) : noRuleset(),
                              [id] { return tr("Move period %1").arg(id); }));
    if (error.isEmpty())
        m_list->setCurrentRow(to);
    return error;
}

QString PeriodsGroup::removePeriod(int index)
{
    const auto r = m_editor->ruleset();
    const QString id = r && index >= 0 && index < r->turns.periods.size()
                           ? r->turns.periods[index].id
                           : QString();
    return applied(
        m_editor->applyEdited(r ? rulesetWithoutRule<TurnPeriod>(*r, index) : noRuleset(),
                              [id] { return tr("Remove period %1").arg(id); }));
}

void PeriodsGroup::addDialog()
{
    const auto r = m_editor->ruleset();
    if (!r)
        return;
    const int index = int(r->turns.periods.size());
    PeriodDialog dialog(
        r, TurnPeriod{}, index, true,
        [r, index](const TurnPeriod &p) {
            const RulesetLoadResult added = rulesetWithRule<TurnPeriod>(*r, index, p);
            return added.ruleset ? QString() : added.error;
        },
        this);
    if (dialog.exec() == QDialog::Accepted)
        addPeriod(index, dialog.period());
}

void PeriodsGroup::editDialog()
{
    const auto r = m_editor->ruleset();
    const int index = m_list->currentRow();
    if (!r || index < 0 || index >= r->turns.periods.size())
        return;
    PeriodDialog dialog(
        r, r->turns.periods[index], index, false,
        [r, index](const TurnPeriod &p) {
            const RulesetLoadResult edited = rulesetWithRuleReplaced<TurnPeriod>(*r, index, p);
            return edited.ruleset ? QString() : edited.error;
        },
        this);
    if (dialog.exec() == QDialog::Accepted)
        editPeriod(index, dialog.period());
}

} // namespace hexstride
