#include "unitoptionspage.h"

#include "constraintdialog.h"
#include "designer/editing/rulesetediting.h"
#include "designer/tables/costtablemodel.h"
#include "featuredialog.h"
#include "mapdocument.h"
#include "plaintext.h"
#include "rules/conditiontext.h"
#include "rules/profiletext.h"
#include "unitoptiondialog.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hexstride {

UnitOptionsPage::UnitOptionsPage(RulesetEditor *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_optionsTitle(new QLabel(this))
    , m_constraintsTitle(new QLabel(this))
    , m_options(new QTableWidget(0, 4, this))
    , m_constraints(new QListWidget(this))
    , m_addOption(new QPushButton(this))
    , m_editOption(new QPushButton(this))
    , m_optionUp(new QPushButton(this))
    , m_optionDown(new QPushButton(this))
    , m_removeOption(new QPushButton(this))
    , m_addConstraint(new QPushButton(this))
    , m_editConstraint(new QPushButton(this))
    , m_constraintUp(new QPushButton(this))
    , m_constraintDown(new QPushButton(this))
    , m_removeConstraint(new QPushButton(this))
{
    m_options->setObjectName(QStringLiteral("unitOptionsTable"));
    m_options->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_options->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_options->setSelectionMode(QAbstractItemView::SingleSelection);
    m_options->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    m_options->verticalHeader()->hide();
    m_constraints->setObjectName(QStringLiteral("constraintsList"));
    m_constraints->setWordWrap(true);
    auto buttonRow = [](std::initializer_list<QPushButton *> buttons) {
        auto *row = new QHBoxLayout;
        for (QPushButton *b : buttons)
            row->addWidget(b);
        row->addStretch(1);
        return row;
    };
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_optionsTitle);
    layout->addLayout(
        buttonRow({m_addOption, m_editOption, m_optionUp, m_optionDown, m_removeOption}));
    layout->addWidget(m_options, 3);
    layout->addWidget(m_constraintsTitle);
    layout->addLayout(buttonRow(
        {m_addConstraint, m_editConstraint, m_constraintUp, m_constraintDown, m_removeConstraint}));
    layout->addWidget(m_constraints, 2);

    connect(m_addOption, &QPushButton::clicked, this, &UnitOptionsPage::addOptionDialog);
    connect(m_editOption, &QPushButton::clicked, this, &UnitOptionsPage::editOptionDialog);
    connect(m_options, &QTableWidget::cellDoubleClicked, this, &UnitOptionsPage::editOptionDialog);
    connect(m_removeOption, &QPushButton::clicked, this, &UnitOptionsPage::removeOptionDialog);
    connect(m_optionUp, &QPushButton::clicked, this,
            [this] { moveOption(currentOption(), m_options->currentRow() - 1); });
    connect(m_optionDown, &QPushButton::clicked, this,
            [this] { moveOption(currentOption(), m_options->currentRow() + 1); });
    connect(m_addConstraint, &QPushButton::clicked, this, &UnitOptionsPage::addConstraintDialog);
    connect(m_editConstraint, &QPushButton::clicked, this, &UnitOptionsPage::editConstraintDialog);
    connect(m_constraints, &QListWidget::itemDoubleClicked, this,
            &UnitOptionsPage::editConstraintDialog);
    connect(m_removeConstraint, &QPushButton::clicked, this,
            [this] { removeConstraint(m_constraints->currentRow()); });
    connect(m_constraintUp, &QPushButton::clicked, this, [this] {
        moveConstraint(m_constraints->currentRow(), m_constraints->currentRow() - 1);
    });
    connect(m_constraintDown, &QPushButton::clicked, this, [this] {
        moveConstraint(m_constraints->currentRow(), m_constraints->currentRow() + 1);
    });
    connect(m_options, &QTableWidget::currentCellChanged, this, &UnitOptionsPage::updateButtons);
    connect(m_constraints, &QListWidget::currentRowChanged, this, &UnitOptionsPage::updateButtons);
    connect(editor, &RulesetEditor::rulesetChanged, this, &UnitOptionsPage::refresh);
    retranslateUi();
}

void UnitOptionsPage::retranslateUi()
{
    m_optionsTitle->setText(tr("<b>Unit options</b>: what a unit's profile chooses"));
    m_constraintsTitle->setText(tr("<b>Constraints</b>: values that may not go together, or "
                                   "that bring others with them"));
    m_options->setHorizontalHeaderLabels({tr("Option"), tr("Id"), tr("Default"), tr("Values")});
    m_addOption->setText(tr("&Add Option…"));
    m_editOption->setText(tr("Ed&it…"));
    m_optionUp->setText(tr("Move &Up"));
    m_optionDown->setText(tr("Move &Down"));
    m_removeOption->setText(tr("Remo&ve"));
    m_addConstraint->setText(tr("Add &Constraint…"));
    m_editConstraint->setText(tr("Edi&t…"));
    m_constraintUp->setText(tr("Move U&p"));
    m_constraintDown->setText(tr("Move Dow&n"));
    m_removeConstraint->setText(tr("Remove C&onstraint"));
    refresh();
}

void UnitOptionsPage::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(e);
}

void UnitOptionsPage::refresh()
{
    const auto r = m_editor->ruleset();
    const QString lang = designerstyle::language();
    const int optionRow = m_options->currentRow();
    const int constraintRow = m_constraints->currentRow();
    m_options->setRowCount(r ? int(r->unitOptions.size()) : 0);
    for (int i = 0; r && i < r->unitOptions.size(); ++i) {
        const UnitOption &o = r->unitOptions[i];
        QStringList values;
        QString def;
        for (const OptionChoice &c : o.choices) {
            values << c.label.in(lang);
            if (c.id == o.defaultValue)
                def = c.label.in(lang);
        }
        QString name = o.label.in(lang);
        if (o.scope != QLatin1String("unit"))
            name = tr("%1 (the game's)").arg(name);
        const QStringList cells{name, o.id, def, values.join(QStringLiteral(", "))};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setToolTip(plainToolTip(cells[c])); // a long list of values is elided
            m_options->setItem(i, c, item);
        }
    }
    for (int c = 0; c < 3; ++c)
        m_options->resizeColumnToContents(c);
    m_constraints->clear();
    for (int i = 0; r && i < r->constraints.size(); ++i) {
        const OptionConstraint &c = r->constraints[i];
        m_constraints->addItem(
            c.isImplication()
                ? tr("When %1: %2 (%3)")
                      .arg(conditionText(*r, c.when, lang),
                           profileChoicesText(*r, c.implies, lang, false), c.message.in(lang))
                : tr("Not allowed: %1 (%2)")
                      .arg(conditionText(*r, c.forbid, lang), c.message.in(lang)));
    }
    if (optionRow >= 0 && optionRow < m_options->rowCount())
        m_options->setCurrentCell(optionRow, 0);
    if (constraintRow >= 0 && constraintRow < m_constraints->count())
        m_constraints->setCurrentRow(constraintRow);
    updateButtons();
}

void UnitOptionsPage::updateButtons()
{
    const int o = m_options->currentRow(), c = m_constraints->currentRow();
    const bool option = o >= 0 && o < m_options->rowCount();
    const bool constraint = c >= 0 && c < m_constraints->count();
    m_addOption->setEnabled(bool(m_editor->ruleset()));
    m_editOption->setEnabled(option);
    m_optionUp->setEnabled(option && o > 0);
    m_optionDown->setEnabled(option && o + 1 < m_options->rowCount());
    m_removeOption->setEnabled(option);
    m_addConstraint->setEnabled(m_options->rowCount() > 0);
    m_editConstraint->setEnabled(constraint);
    m_constraintUp->setEnabled(constraint && c > 0);
    m_constraintDown->setEnabled(constraint && c + 1 < m_constraints->count());
    m_removeConstraint->setEnabled(constraint);
}

QString UnitOptionsPage::currentOption() const
{
    const auto r = m_editor->ruleset();
    const int row = m_options->currentRow();
    return r && row >= 0 && row < r->unitOptions.size() ? r->unitOptions[row].id : QString();
}

namespace {
RulesetLoadResult noRuleset()
{
    return {std::nullopt, UnitOptionsPage::tr("No map is open.")};
}
} // namespace

QString UnitOptionsPage::addOption(const UnitOptionSpec &spec)
{
    const auto r = m_editor->ruleset();
    return m_editor->replaceWithMap(r ? rulesetWithUnitOption(*r, spec) : noRuleset(), {},
                                    [id = spec.id] { return tr("Add option %1").arg(id); });
}

QString UnitOptionsPage::editOption(const QString &id, const UnitOptionSpec &spec,
                                    const QMap<QString, QString> &valuesOnto)
{
    const auto r = m_editor->ruleset();
    MapRenames renames;
    if (id != spec.id)
        renames.options.insert(id, spec.id);
    if (const UnitOption *old = r ? r->option(id) : nullptr; old && !spec.flag) {
        QMap<QString, QString> &values = renames.values[spec.id];
        for (const OptionChoice &c : old->choices) {
            const qsizetype kept = spec.renamedFrom.indexOf(c.id);
            if (kept < 0)
                values.insert(c.id, valuesOnto.value(c.id));
            else if (spec.choices[kept].id != c.id)
                values.insert(c.id, spec.choices[kept].id);
        }
    }
    return m_editor->replaceWithMap(r ? rulesetWithEditedUnitOption(*r, id, spec) : noRuleset(),
                                    renames, [id] { return tr("Edit option %1").arg(id); });
}

QString UnitOptionsPage::moveOption(const QString &id, int to)
{
    const auto r = m_editor->ruleset();
    const QString error
        = m_editor->replaceWithMap(r ? rulesetWithUnitOptionMoved(*r, id, to) : noRuleset(), {},
                                   [id] { return tr("Move option %1").arg(id); });
    if (error.isEmpty())
        m_options->setCurrentCell(std::clamp(to, 0, m_options->rowCount() - 1), 0);
    return error;
}

QString UnitOptionsPage::removeOption(const QString &id)
{
    const auto r = m_editor->ruleset();
    MapRenames renames;
    renames.options.insert(id, QString());
    return m_editor->replaceWithMap(r ? rulesetWithoutUnitOption(*r, id) : noRuleset(), renames,
                                    [id] { return tr("Remove option %1").arg(id); });
}

QString UnitOptionsPage::addConstraint(const OptionConstraint &c)
{
    const auto r = m_editor->ruleset();
    return m_editor->replaceWithMap(r ? rulesetWithConstraint(*r, c) : noRuleset(), {},
                                    [] { return tr("Add constraint"); });
}

QString UnitOptionsPage::editConstraint(int index, const OptionConstraint &c)
{
    const auto r = m_editor->ruleset();
    return m_editor->replaceWithMap(r ? rulesetWithEditedConstraint(*r, index, c) : noRuleset(), {},
                                    [] { return tr("Edit constraint"); });
}

QString UnitOptionsPage::moveConstraint(int index, int to)
{
    const auto r = m_editor->ruleset();
    const QString error
        = m_editor->replaceWithMap(r ? rulesetWithConstraintMoved(*r, index, to) : noRuleset(), {},
                                   [] { return tr("Move constraint"); });
    if (error.isEmpty())
        m_constraints->setCurrentRow(std::clamp(to, 0, m_constraints->count() - 1));
    return error;
}

QString UnitOptionsPage::removeConstraint(int index)
{
    const auto r = m_editor->ruleset();
    return m_editor->replaceWithMap(r ? rulesetWithoutConstraint(*r, index) : noRuleset(), {},
                                    [] { return tr("Remove constraint"); });
}

void UnitOptionsPage::addOptionDialog()
{
    const auto r = m_editor->ruleset();
    if (!r)
        return;
    UnitOptionSpec initial;
    initial.flag = true;
    initial.defaultValue = QStringLiteral("no");
    UnitOptionDialog dialog(
        initial, int(r->unitOptions.size()), true,
        [r](const UnitOptionSpec &s) {
            const RulesetLoadResult added = rulesetWithUnitOption(*r, s);
            return added.ruleset ? QString() : added.error;
        },
        this);
    if (dialog.exec() == QDialog::Accepted)
        addOption(dialog.spec());
}

void UnitOptionsPage::editOptionDialog()
{
    const auto r = m_editor->ruleset();
    const QString id = currentOption();
    if (!r || id.isEmpty())
        return;
    const UnitOption *old = r->option(id);
    UnitOptionDialog dialog(
        unitOptionSpec(*old), m_options->currentRow(), false,
        [r, id](const UnitOptionSpec &s) {
            const RulesetLoadResult edited = rulesetWithEditedUnitOption(*r, id, s);
            return edited.ruleset ? QString() : edited.error;
        },
        this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const UnitOptionSpec spec = dialog.spec();
    // Values taken away that the open map's units have: ask what they get instead.
    QMap<QString, QString> onto;
    MapDocument *doc = m_editor->document();
    const QString lang = designerstyle::language();
    for (const OptionChoice &c : old->choices) {
        const int uses = doc ? profilesUsing(doc->map(), id, c.id) : 0;
        if (spec.flag || spec.renamedFrom.contains(c.id) || uses == 0)
            continue;
        QList<std::pair<QString, QString>> choices{{tr("the option's default"), QString()}};
        for (const OptionChoice &k : spec.choices)
            choices.append({k.label.in(lang), k.id});
        ReplacementDialog ask(
            tr("The Open Map Uses %1").arg(c.label.in(lang)),
            tr("%n unit(s) and plan(s) of the open map have %1. What do they get instead?", nullptr,
               uses)
                .arg(c.label.in(lang)),
            choices, this);
        if (ask.exec() != QDialog::Accepted)
            return;
        onto.insert(c.id, ask.replacement());
    }
    editOption(id, spec, onto);
}

void UnitOptionsPage::removeOptionDialog()
{
    const QString id = currentOption();
    if (!id.isEmpty())
        removeOption(id);
}

void UnitOptionsPage::addConstraintDialog()
{
    const auto r = m_editor->ruleset();
    if (!r || r->unitOptions.isEmpty())
        return;
    ConstraintDialog dialog(
        r, OptionConstraint{}, int(r->constraints.size()), true,
        [r](const OptionConstraint &c) {
            const RulesetLoadResult added = rulesetWithConstraint(*r, c);
            return added.ruleset ? QString() : added.error;
        },
        this);
    if (dialog.exec() == QDialog::Accepted)
        addConstraint(dialog.constraint());
}

void UnitOptionsPage::editConstraintDialog()
{
    const auto r = m_editor->ruleset();
    const int index = m_constraints->currentRow();
    if (!r || index < 0 || index >= r->constraints.size())
        return;
    ConstraintDialog dialog(
        r, r->constraints[index], index, false,
        [r, index](const OptionConstraint &c) {
            const RulesetLoadResult edited = rulesetWithEditedConstraint(*r, index, c);
            return edited.ruleset ? QString() : edited.error;
        },
        this);
    if (dialog.exec() == QDialog::Accepted)
        editConstraint(index, dialog.constraint());
}

} // namespace hexstride
