#include "constraintdialog.h"

#include "designer/conditions/conditionfield.h"
#include "designer/rulelists/optionvaluerows.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStackedWidget>

namespace hexstride {

namespace {

using Kind = Condition::Kind;

/// The unit tests of a condition that is a plain list of them ({"unit": {…}} as read, or the
/// atoms themselves), one value per option; false when it is more than that (a test naming
/// several values, an option tested twice, any of, not…).
bool unitAtoms(const Condition &c, QMap<QString, QString> &out)
{
    if (c.kind == Kind::Unit) {
        if (c.ids.size() != 1 || out.contains(c.key))
            return false;
        out.insert(c.key, c.ids.first());
        return true;
    }
    if (c.kind != Kind::All)
        return false;
    for (const Condition &k : c.children) {
        if (!unitAtoms(k, out))
            return false;
    }
    return true;
}

Condition unitCondition(const QMap<QString, QString> &rows)
{
    Condition all{Kind::All, {}, {}, 0, {}};
    for (auto it = rows.cbegin(); it != rows.cend(); ++it)
        all.children.append(Condition{Kind::Unit, {it.value()}, it.key(), 0, {}});
    return Condition{Kind::All, {}, {}, 0, {all}};
}

/// One row of the ruleset's first option and value: where a new list starts.
void startRows(OptionValueRows *rows, const Ruleset &r)
{
    if (!r.unitOptions.isEmpty() && !r.unitOptions.first().choices.isEmpty())
        rows->setRow(0, r.unitOptions.first().id, r.unitOptions.first().choices.first().id);
}

} // namespace

bool ConstraintDialog::representable(const OptionConstraint &c)
{
    QMap<QString, QString> atoms;
    return unitAtoms(c.isImplication() ? c.when : c.forbid, atoms);
}

ConstraintDialog::ConstraintDialog(std::shared_ptr<const Ruleset> ruleset,
                                   const OptionConstraint &initial, int index, bool adding,
                                   Check check, QWidget *parent)
    : QDialog(parent)
    , m_ruleset(std::move(ruleset))
    , m_check(std::move(check))
    , m_kind(new QComboBox(this))
    , m_general(new QCheckBox(tr("&General condition (any of, not, groups)"), this))
    , m_whenStack(new QStackedWidget(this))
    , m_when(new OptionValueRows(*m_ruleset, this))
    , m_then(new OptionValueRows(*m_ruleset, this))
    , m_field(new ConditionField(this))
    , m_thenLabel(new QLabel(tr("They bring:"), this))
    , m_en(new QLineEdit(initial.message.en, this))
    , m_ru(new QLineEdit(initial.message.ru, this))
    , m_problems(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("constraintDialog"));
    setWindowTitle(adding ? tr("Add Constraint") : tr("Edit Constraint"));
    m_problems.setEntryPath(QStringLiteral("constraints[%1]").arg(index));
    m_kind->addItem(tr("These values may not go together"), false);
    m_kind->addItem(tr("These values bring others with them"), true);
    m_kind->setCurrentIndex(initial.isImplication() ? 1 : 0);
    m_field->setObjectName(QStringLiteral("constraintCondition"));
    m_field->setRuleset(m_ruleset);
    const Condition &when = initial.isImplication() ? initial.when : initial.forbid;
    QMap<QString, QString> atoms;
    const bool rows = unitAtoms(when, atoms);
    m_general->setChecked(!rows);
    m_field->setCondition(when);
    m_when->setValues(atoms);
    if (atoms.isEmpty())
        startRows(m_when, *m_ruleset);
    m_then->setValues(initial.implies);
    if (initial.implies.isEmpty())
        startRows(m_then, *m_ruleset);
    m_whenStack->addWidget(m_when);
    m_whenStack->addWidget(m_field);
    m_whenStack->setCurrentWidget(rows ? static_cast<QWidget *>(m_when) : m_field);

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(m_general);
    form->addRow(tr("Values:"), m_whenStack);
    m_problems.addRow(form, QStringLiteral("forbid"));
    m_problems.addRow(form, QStringLiteral("when"));
    form->addRow(m_thenLabel, m_then);
    m_problems.addRow(form, QStringLiteral("implies"));
    m_problems.addField(form, tr("&English message:"), m_en, QStringLiteral("message.en"));
    m_problems.addField(form, tr("&Russian message:"), m_ru, QStringLiteral("message.ru"));
    form->addRow(findChild<QLabel *>(QStringLiteral("formProblem")));
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ConstraintDialog::validate);
    connect(m_general, &QCheckBox::toggled, this, &ConstraintDialog::switchGeneral);
    for (OptionValueRows *r : {m_when, m_then})
        connect(r, &OptionValueRows::changed, this, &ConstraintDialog::validate);
    connect(m_field, &ConditionField::conditionChanged, this, &ConstraintDialog::validate);
    for (QLineEdit *e : {m_en, m_ru})
        connect(e, &QLineEdit::textChanged, this, &ConstraintDialog::validate);
    setMinimumWidth(560);
    validate();
}

void ConstraintDialog::switchGeneral(bool general)
{
    // The condition carries over: rows become a condition; a condition that is a list of
    // values becomes rows again (anything more stays general).
    if (general) {
        m_field->setCondition(unitCondition(m_when->values()));
    } else {
        QMap<QString, QString> atoms;
        if (!unitAtoms(m_field->condition(), atoms)) {
            const QSignalBlocker block(m_general);
            m_general->setChecked(true);
            return;
        }
        m_when->setValues(atoms);
    }
    m_whenStack->setCurrentWidget(general ? static_cast<QWidget *>(m_field) : m_when);
    validate();
}

void ConstraintDialog::setRow(bool then, int row, const QString &option, const QString &value)
{
    (then ? m_then : m_when)->setRow(row, option, value);
}

Condition ConstraintDialog::condition() const
{
    return m_general->isChecked() ? m_field->condition() : unitCondition(m_when->values());
}

OptionConstraint ConstraintDialog::constraint() const
{
    OptionConstraint c;
    c.message = {m_en->text().trimmed(), m_ru->text().trimmed()};
    if (m_kind->currentData().toBool()) {
        c.when = condition();
        c.implies = m_then->values();
    } else {
        c.forbid = condition();
    }
    return c;
}

bool ConstraintDialog::acceptable() const
{
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

void ConstraintDialog::validate()
{
    const bool implication = m_kind->currentData().toBool();
    m_then->setVisible(implication);
    m_thenLabel->setVisible(implication);
    QString problem;
    if (m_ruleset->unitOptions.isEmpty())
        problem = tr("The ruleset has no unit options yet.");
    else if (m_en->text().trimmed().isEmpty())
        problem = tr("Say in a message why a profile is refused.");
    else
        problem = m_check(constraint());
    if (m_ruleset->unitOptions.isEmpty() || !m_en->text().trimmed().isEmpty())
        m_problems.show(problem);
    else
        m_problems.showAt(QStringLiteral("message.en"), problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace hexstride
