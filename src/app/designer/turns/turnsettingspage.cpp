#include "turnsettingspage.h"

#include "designer/editing/rulesetediting.h"
#include "periodsgroup.h"
#include "settingsgroups.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QListWidget>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace hexstride {

TurnSettingsPage::TurnSettingsPage(RulesetEditor *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_sections(new QListWidget(this))
    , m_stack(new QStackedWidget(this))
    , m_periods(new PeriodsGroup(editor))
{
    setObjectName(QStringLiteral("turnSettingsPage"));
    m_sections->setObjectName(QStringLiteral("settingsSections"));
    auto *info = new RulesetInfoGroup;
    auto *stepCosts = new StepCostsGroup;
    auto *turns = new TurnsGroup;
    auto *sequence = new SequenceGroup;
    auto *scale = new ScaleGroup;
    auto *minimumMove = new MinimumMoveGroup;
    auto *destination = new DestinationGroup;
    auto *setup = new SetupGroup;
    auto *contest = new ContestGroup;
    auto *defend = new DefendGroup;
    m_groups = {info,        stepCosts,   turns, sequence, scale,
                minimumMove, destination, setup, contest,  defend};
    addSection({info, stepCosts});
    addSection({turns, m_periods});
    addSection({sequence});
    addSection({scale, minimumMove, destination, setup});
    addSection({contest, defend});
    for (SettingsGroup *g : std::as_const(m_groups)) {
        connect(g, &SettingsGroup::changed, this, [this, g] { check(g); });
        connect(g, &SettingsGroup::finished, this, [this, g] { apply(g); });
    }
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_sections);
    layout->addWidget(m_stack, 1);
    connect(m_sections, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);
    connect(editor, &RulesetEditor::rulesetChanged, this, &TurnSettingsPage::refresh);
    retranslate();
    m_sections->setCurrentRow(0);
}

void TurnSettingsPage::addSection(const QList<QWidget *> &boxes)
{
    auto *content = new QWidget;
    auto *column = new QVBoxLayout(content);
    for (QWidget *box : boxes)
        column->addWidget(box);
    column->addStretch(1);
    // Long sections scroll rather than squeeze their fields.
    auto *scroll = new QScrollArea(m_stack);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    m_stack->addWidget(scroll);
    m_sections->addItem(QString());
}

void TurnSettingsPage::retranslate()
{
    const QStringList titles{tr("Ruleset"), tr("Turns"), tr("Sequencing"), tr("Scale and movement"),
                             tr("Contests and defence")};
    for (int i = 0; i < titles.size(); ++i)
        m_sections->item(i)->setText(titles[i]);
    // As wide as its longest title, in either language.
    m_sections->setFixedWidth(m_sections->sizeHintForColumn(0) + 2 * m_sections->frameWidth() + 16);
    for (SettingsGroup *g : std::as_const(m_groups))
        g->retranslate();
    m_periods->retranslate();
    refresh();
}

void TurnSettingsPage::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(e);
}

void TurnSettingsPage::refresh()
{
    const auto r = m_editor->ruleset();
    for (SettingsGroup *g : std::as_const(m_groups))
        g->load(r);
    m_periods->refresh();
}

void TurnSettingsPage::check(SettingsGroup *group)
{
    const auto r = m_editor->ruleset();
    if (r)
        group->problems().show(group->edited(*r).error);
}

QString TurnSettingsPage::apply(SettingsGroup *group)
{
    const auto r = m_editor->ruleset();
    const QString error = m_editor->applyEdited(
        r ? group->edited(*r) : RulesetLoadResult{std::nullopt, tr("No map is open.")},
        group->describe());
    // An applied edit reloads every box (rulesetChanged); a refused one keeps what was typed.
    if (!error.isEmpty())
        group->problems().show(error);
    return error;
}

} // namespace hexstride
