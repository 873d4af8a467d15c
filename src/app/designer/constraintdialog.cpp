#include "constraintdialog.h"

#include "costtablemodel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hexstride {

namespace {

using Kind = Condition::Kind;

/// The unit tests of a condition that is a plain list of them ({"unit": {…}} as read, or the
/// atoms themselves); false when it is more than that or a test names several values.
bool unitAtoms(const Condition &c, QList<std::pair<QString, QString>> &out)
{
    if (c.kind == Kind::Unit) {
        if (c.ids.size() != 1)
            return false;
        out.append({c.key, c.ids.first()});
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

Condition unitCondition(const QList<std::pair<QString, QString>> &rows)
{
    Condition all{Kind::All, {}, {}, 0, {}};
    for (const auto &[option, value] : rows)
        all.children.append(Condition{Kind::Unit, {value}, option, 0, {}});
    return Condition{Kind::All, {}, {}, 0, {all}};
}

} // namespace

bool ConstraintDialog::representable(const OptionConstraint &c)
{
    QList<std::pair<QString, QString>> atoms;
    return unitAtoms(c.isImplication() ? c.when : c.forbid, atoms);
}

ConstraintDialog::ConstraintDialog(const Ruleset &ruleset, const OptionConstraint &initial,
                                   int index, bool adding, Check check, QWidget *parent)
    : QDialog(parent)
    , m_ruleset(ruleset)
    , m_check(std::move(check))
    , m_kind(new QComboBox(this))
    , m_when(makeRows())
    , m_then(makeRows())
    , m_thenLabel(new QLabel(this))
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
    QList<std::pair<QString, QString>> when;
    unitAtoms(initial.isImplication() ? initial.when : initial.forbid, when);
    for (const auto &[option, value] : when)
        addRow(m_when, option, value);
    for (auto it = initial.implies.cbegin(); it != initial.implies.cend(); ++it)
        addRow(m_then, it.key(), it.value());
    if (m_when->rowCount() == 0)
        addRow(m_when, {}, {});
    if (m_then->rowCount() == 0)
        addRow(m_then, {}, {});
    m_thenLabel->setText(tr("They bring:"));

    auto rowsWithButtons = [this](QTableWidget *rows) {
        auto *container = new QWidget(this);
        auto *box = new QVBoxLayout(container);
        box->setContentsMargins(0, 0, 0, 0);
        auto *buttons = new QHBoxLayout;
        auto *add = new QPushButton(tr("Add Row"), this);
        auto *remove = new QPushButton(tr("Remove Row"), this);
        connect(add, &QPushButton::clicked, this, [this, rows] {
            addRow(rows, {}, {});
            validate();
        });
        connect(remove, &QPushButton::clicked, this, [this, rows] {
            if (rows->rowCount() > 1)
                rows->removeRow(std::max(0, rows->currentRow()));
            validate();
        });
        buttons->addWidget(add);
        buttons->addWidget(remove);
        buttons->addStretch(1);
        box->addWidget(rows, 1);
        box->addLayout(buttons);
        return container;
    };
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("Values:"), rowsWithButtons(m_when));
    m_problems.addRow(form, QStringLiteral("forbid"));
    m_problems.addRow(form, QStringLiteral("when"));
    m_thenBox = rowsWithButtons(m_then);
    form->addRow(m_thenLabel, m_thenBox);
    m_problems.addRow(form, QStringLiteral("implies"));
    m_problems.addField(form, tr("&English message:"), m_en, QStringLiteral("message.en"));
    m_problems.addField(form, tr("&Russian message:"), m_ru, QStringLiteral("message.ru"));
    form->addRow(findChild<QLabel *>(QStringLiteral("formProblem")));
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ConstraintDialog::validate);
    for (QLineEdit *e : {m_en, m_ru})
        connect(e, &QLineEdit::textChanged, this, &ConstraintDialog::validate);
    setMinimumWidth(560);
    validate();
}

QTableWidget *ConstraintDialog::makeRows()
{
    auto *rows = new QTableWidget(0, 2, this);
    rows->setHorizontalHeaderLabels({tr("Option"), tr("Value")});
    rows->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    rows->verticalHeader()->hide();
    rows->setMinimumHeight(110);
    return rows;
}

void ConstraintDialog::addRow(QTableWidget *rows, const QString &option, const QString &value)
{
    const QString lang = designerstyle::language();
    const int row = rows->rowCount();
    rows->insertRow(row);
    auto *options = new QComboBox(rows);
    auto *values = new QComboBox(rows);
    for (const UnitOption &o : m_ruleset.unitOptions)
        options->addItem(o.label.in(lang), o.id);
    auto fillValues = [this, options, values, lang] {
        const QString was = values->currentData().toString();
        values->clear();
        if (const UnitOption *o = m_ruleset.option(options->currentData().toString())) {
            for (const OptionChoice &c : o->choices)
                values->addItem(c.label.in(lang), c.id);
        }
        values->setCurrentIndex(std::max(0, values->findData(was)));
    };
    options->setCurrentIndex(std::max(0, options->findData(option)));
    fillValues();
    values->setCurrentIndex(std::max(0, values->findData(value)));
    connect(options, &QComboBox::currentIndexChanged, this, [this, fillValues] {
        fillValues();
        validate();
    });
    connect(values, &QComboBox::currentIndexChanged, this, &ConstraintDialog::validate);
    rows->setCellWidget(row, 0, options);
    rows->setCellWidget(row, 1, values);
}

void ConstraintDialog::setRow(bool then, int row, const QString &option, const QString &value)
{
    QTableWidget *rows = then ? m_then : m_when;
    while (rows->rowCount() <= row)
        addRow(rows, {}, {});
    auto *options = qobject_cast<QComboBox *>(rows->cellWidget(row, 0));
    auto *values = qobject_cast<QComboBox *>(rows->cellWidget(row, 1));
    options->setCurrentIndex(options->findData(option));
    values->setCurrentIndex(values->findData(value));
    validate();
}

QList<std::pair<QString, QString>> ConstraintDialog::rowsOf(QTableWidget *rows) const
{
    QList<std::pair<QString, QString>> out;
    for (int r = 0; r < rows->rowCount(); ++r) {
        const auto *options = qobject_cast<QComboBox *>(rows->cellWidget(r, 0));
        const auto *values = qobject_cast<QComboBox *>(rows->cellWidget(r, 1));
        if (options && values && values->currentIndex() >= 0)
            out.append({options->currentData().toString(), values->currentData().toString()});
    }
    return out;
}

OptionConstraint ConstraintDialog::constraint() const
{
    OptionConstraint c;
    c.message = {m_en->text().trimmed(), m_ru->text().trimmed()};
    const Condition when = unitCondition(rowsOf(m_when));
    if (m_kind->currentData().toBool()) {
        c.when = when;
        for (const auto &[option, value] : rowsOf(m_then))
            c.implies.insert(option, value);
    } else {
        c.forbid = when;
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
    m_thenBox->setVisible(implication);
    m_thenLabel->setVisible(implication);
    QString problem;
    if (m_ruleset.unitOptions.isEmpty())
        problem = tr("The ruleset has no unit options yet.");
    else if (m_en->text().trimmed().isEmpty())
        problem = tr("Say in a message why a profile is refused.");
    else
        problem = m_check(constraint());
    if (m_ruleset.unitOptions.isEmpty() || !m_en->text().trimmed().isEmpty())
        m_problems.show(problem);
    else
        m_problems.showAt(QStringLiteral("message.en"), problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace hexstride
