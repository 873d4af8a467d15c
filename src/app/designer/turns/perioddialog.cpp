#include "perioddialog.h"

#include "designer/conditions/conditionfield.h"
#include "designer/tables/costtablemodel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace hexstride {

PeriodDialog::PeriodDialog(std::shared_ptr<const Ruleset> ruleset, const TurnPeriod &initial,
                           int index, bool adding, Check check, QWidget *parent)
    : QDialog(parent)
    , m_check(std::move(check))
    , m_id(new QLineEdit(initial.id, this))
    , m_en(new QLineEdit(initial.label.en, this))
    , m_ru(new QLineEdit(initial.label.ru, this))
    , m_parent(new QComboBox(this))
    , m_movers(new ConditionField(this))
    , m_problems(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("periodDialog"));
    setWindowTitle(adding ? tr("Add Period") : tr("Edit Period"));
    m_problems.setEntryPath(QStringLiteral("turns.periods[%1]").arg(index));
    m_id->setObjectName(QStringLiteral("periodId"));
    m_id->setPlaceholderText(tr("lower-case-id"));
    m_en->setObjectName(QStringLiteral("periodEn"));
    m_ru->setObjectName(QStringLiteral("periodRu"));
    m_parent->setObjectName(QStringLiteral("periodParent"));
    m_movers->setObjectName(QStringLiteral("periodMovers"));
    // A half-period names a whole one: any other period of the turn.
    const QString lang = designerstyle::language();
    m_parent->addItem(tr("(none: a period of its own)"), QString());
    for (int i = 0; ruleset && i < ruleset->turns.periods.size(); ++i) {
        const TurnPeriod &p = ruleset->turns.periods[i];
        if (adding || i != index)
            m_parent->addItem(p.label.in(lang).isEmpty() ? p.id : p.label.in(lang), p.id);
    }
    if (!initial.parent.isEmpty() && m_parent->findData(initial.parent) < 0)
        m_parent->addItem(initial.parent, initial.parent);
    m_parent->setCurrentIndex(std::max(0, m_parent->findData(initial.parent)));
    m_movers->setRuleset(ruleset);
    m_movers->setOptional(true);
    if (initial.movers)
        m_movers->setCondition(*initial.movers);
    else
        m_movers->clearCondition();
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Id:"), m_id);
    m_problems.addRow(form, QStringLiteral("id"));
    form->addRow(tr("&English name:"), m_en);
    m_problems.addRow(form, QStringLiteral("label.en"));
    form->addRow(tr("&Russian name:"), m_ru);
    m_problems.addRow(form, QStringLiteral("label.ru"));
    form->addRow(tr("&Part of:"), m_parent);
    m_problems.addRow(form, QStringLiteral("parent"));
    auto *moversLabel = new QLabel(tr("&Moving in it:"), this);
    moversLabel->setBuddy(m_movers);
    moversLabel->setToolTip(tr("The units that move in this period, each with its full "
                               "allowance; none: every unit"));
    form->addRow(moversLabel, m_movers);
    m_problems.addRow(form, QStringLiteral("movers"));
    form->addRow(findChild<QLabel *>(QStringLiteral("formProblem")));
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *e : {m_id, m_en, m_ru})
        connect(e, &QLineEdit::textChanged, this, &PeriodDialog::validate);
    connect(m_parent, &QComboBox::currentIndexChanged, this, &PeriodDialog::validate);
    connect(m_movers, &ConditionField::conditionChanged, this, &PeriodDialog::validate);
    setMinimumWidth(480);
    validate();
}

TurnPeriod PeriodDialog::period() const
{
    return {m_id->text().trimmed(),
            {m_en->text().trimmed(), m_ru->text().trimmed()},
            m_parent->currentData().toString(),
            m_movers->hasCondition() ? std::optional(m_movers->condition()) : std::nullopt};
}

bool PeriodDialog::acceptable() const
{
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

void PeriodDialog::validate()
{
    const QString problem = m_check(period());
    m_problems.show(problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace hexstride
