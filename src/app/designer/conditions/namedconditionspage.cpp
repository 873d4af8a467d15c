#include "namedconditionspage.h"

#include "conditiondialog.h"
#include "designer/editing/rulesetediting.h"
#include "designer/tables/costtablemodel.h"
#include "plaintext.h"
#include "rules/conditiontext.h"
#include "rules/rulesetauthoring_rules.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hexstride {

namespace {

/// The named condition `oldName` (empty: a new one) set to `condition` under `name`, renamed
/// wherever the rules use it.
RulesetLoadResult withNamed(const Ruleset &r, const QString &oldName, const QString &name,
                            const Condition &condition)
{
    if (name.isEmpty())
        return {std::nullopt, NamedConditionsPage::tr("A named condition needs a name.")};
    if (oldName.isEmpty() && r.namedConditions.contains(name))
        return {std::nullopt,
                NamedConditionsPage::tr("conditions.%1: there is already a condition of that name")
                    .arg(name)};
    if (oldName.isEmpty() || oldName == name)
        return rulesetWithNamedCondition(r, name, condition);
    const RulesetLoadResult renamed = rulesetWithNamedConditionRenamed(r, oldName, name);
    return renamed.ruleset ? rulesetWithNamedCondition(*renamed.ruleset, name, condition) : renamed;
}

} // namespace

NamedConditionsPage::NamedConditionsPage(RulesetEditor *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_title(new QLabel(this))
    , m_table(new QTableWidget(0, 2, this))
    , m_add(new QPushButton(this))
    , m_edit(new QPushButton(this))
    , m_remove(new QPushButton(this))
{
    m_table->setObjectName(QStringLiteral("namedConditionsTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    m_title->setWordWrap(true);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_add, m_edit, m_remove})
        buttons->addWidget(b);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addLayout(buttons);
    layout->addWidget(m_table, 1);

    connect(m_add, &QPushButton::clicked, this, &NamedConditionsPage::addDialog);
    connect(m_edit, &QPushButton::clicked, this, &NamedConditionsPage::editDialog);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, &NamedConditionsPage::editDialog);
    connect(m_remove, &QPushButton::clicked, this, [this] { removeNamedCondition(currentName()); });
    connect(m_table, &QTableWidget::currentCellChanged, this, &NamedConditionsPage::updateButtons);
    connect(editor, &RulesetEditor::rulesetChanged, this, &NamedConditionsPage::refresh);
    retranslateUi();
}

void NamedConditionsPage::retranslateUi()
{
    m_title->setText(tr("<b>Named conditions</b>: conditions that rules use by name"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Reads")});
    m_add->setText(tr("&Add Condition…"));
    m_edit->setText(tr("Ed&it…"));
    m_edit->setToolTip(tr("Change the condition or its name; rules that use it follow"));
    m_remove->setText(tr("Remo&ve"));
    m_remove->setToolTip(tr("Remove the condition; refused while a rule uses it"));
    refresh();
}

void NamedConditionsPage::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(e);
}

void NamedConditionsPage::refresh()
{
    const auto r = m_editor->ruleset();
    const QString lang = designerstyle::language();
    const QString current = currentName();
    QStringList names = r ? r->namedConditions.keys() : QStringList();
    names.sort();
    m_table->setRowCount(int(names.size()));
    for (int i = 0; i < names.size(); ++i) {
        const QString sentence = conditionText(*r, r->namedConditions.value(names[i]), lang);
        m_table->setItem(i, 0, new QTableWidgetItem(names[i]));
        auto *text = new QTableWidgetItem(sentence);
        text->setToolTip(plainToolTip(sentence));
        m_table->setItem(i, 1, text);
    }
    if (const qsizetype row = names.indexOf(current); row >= 0)
        m_table->setCurrentCell(int(row), 0);
    updateButtons();
}

void NamedConditionsPage::updateButtons()
{
    const bool selected = !currentName().isEmpty();
    m_add->setEnabled(bool(m_editor->ruleset()));
    m_edit->setEnabled(selected);
    m_remove->setEnabled(selected);
}

QString NamedConditionsPage::currentName() const
{
    const QTableWidgetItem *item = m_table->item(m_table->currentRow(), 0);
    return item ? item->text() : QString();
}

QString NamedConditionsPage::setNamedCondition(const QString &oldName, const QString &name,
                                               const Condition &condition)
{
    const auto r = m_editor->ruleset();
    const QString error
        = m_editor->applyEdited(r ? withNamed(*r, oldName, name, condition)
                                  : RulesetLoadResult{std::nullopt, tr("No map is open.")},
                                [oldName, name] {
                                    if (oldName.isEmpty())
                                        return tr("Add condition %1").arg(name);
                                    return oldName == name
                                               ? tr("Edit condition %1").arg(name)
                                               : tr("Edit condition %1 as %2").arg(oldName, name);
                                });
    if (error.isEmpty()) {
        const auto found = m_table->findItems(name, Qt::MatchExactly);
        if (!found.isEmpty())
            m_table->setCurrentItem(found.first());
    }
    return error;
}

QString NamedConditionsPage::renameNamedCondition(const QString &oldName, const QString &newName)
{
    const auto r = m_editor->ruleset();
    if (!r || !r->namedConditions.contains(oldName))
        return setNamedCondition(oldName, newName, {}); // the operation says what is wrong
    return setNamedCondition(oldName, newName, r->namedConditions.value(oldName));
}

QString NamedConditionsPage::removeNamedCondition(const QString &name)
{
    const auto r = m_editor->ruleset();
    return m_editor->applyEdited(r ? rulesetWithoutNamedCondition(*r, name)
                                   : RulesetLoadResult{std::nullopt, tr("No map is open.")},
                                 [name] { return tr("Remove condition %1").arg(name); });
}

ConditionDialog *NamedConditionsPage::addDialog()
{
    return m_editor->ruleset() ? openDialog(QString(), Condition{}) : nullptr;
}

ConditionDialog *NamedConditionsPage::editDialog()
{
    const auto r = m_editor->ruleset();
    const QString name = currentName();
    if (!r || !r->namedConditions.contains(name))
        return nullptr;
    return openDialog(name, r->namedConditions.value(name));
}

ConditionDialog *NamedConditionsPage::openDialog(const QString &oldName, const Condition &initial)
{
    const auto r = m_editor->ruleset();
    auto *dialog = new ConditionDialog(r, initial, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(oldName.isEmpty() ? tr("Add Named Condition")
                                             : tr("Edit Named Condition"));
    dialog->excludeNamed(oldName); // no condition of its own
    dialog->askName(oldName);
    dialog->setCheck([r, oldName](const QString &name, const Condition &c) {
        return withNamed(*r, oldName, name, c).error;
    });
    connect(dialog, &QDialog::accepted, this, [this, dialog, oldName] {
        setNamedCondition(oldName, dialog->name(), dialog->condition());
    });
    dialog->open();
    return dialog;
}

} // namespace hexstride
