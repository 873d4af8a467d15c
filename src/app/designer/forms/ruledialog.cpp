#include "ruledialog.h"

#include "designer/conditions/conditionfield.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace hexstride {

RuleDialog::RuleDialog(std::shared_ptr<const Ruleset> ruleset, const QString &entryPath,
                       bool optionalCondition, QWidget *parent)
    : QDialog(parent)
    , m_ruleset(std::move(ruleset))
    , m_optional(optionalCondition)
    , m_form(new QFormLayout(this))
    , m_id(new QLineEdit(this))
    , m_en(new QLineEdit(this))
    , m_ru(new QLineEdit(this))
    , m_when(new ConditionField(this))
    , m_item(new QLineEdit(this))
    , m_assumedEn(new QLineEdit(this))
    , m_assumedRu(new QLineEdit(this))
    , m_problems(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    m_problems.setEntryPath(entryPath);
    m_id->setObjectName(QStringLiteral("ruleId"));
    m_id->setPlaceholderText(tr("lower-case-id"));
    m_id->setToolTip(tr("What the ruleset calls this rule; unique among its rules"));
    m_when->setObjectName(QStringLiteral("ruleCondition"));
    m_when->setRuleset(m_ruleset);
    m_when->setOptional(optionalCondition);
    // The "When:" label's shortcut opens the condition's form.
    if (auto *edit = m_when->findChild<QPushButton *>(QStringLiteral("editCondition")))
        m_when->setFocusProxy(edit);
    m_item->setPlaceholderText(tr("e.g. §4.2")); // an example, not a reference
    m_item->setToolTip(tr("The item of the ruleset's summary of its rule text this rule follows"));
    // Both languages, as the name: players read the reason in theirs, and a reason edited in one
    // language only would leave the other saying something else.
    m_assumedEn->setToolTip(tr("Why the rule had to be chosen where the rule text does not say, "
                               "in English (empty: it does)"));
    m_assumedRu->setToolTip(tr("Why the rule had to be chosen where the rule text does not say, "
                               "in Russian (empty: it does)"));
    m_assumedEn->setPlaceholderText(tr("in English"));
    m_assumedRu->setPlaceholderText(tr("in Russian"));
    m_form->addRow(tr("&Id:"), m_id);
    m_problems.addRow(m_form, QStringLiteral("id"));
    m_form->addRow(tr("&English name:"), m_en);
    m_problems.addRow(m_form, QStringLiteral("label.en"));
    m_form->addRow(tr("&Russian name:"), m_ru);
    m_problems.addRow(m_form, QStringLiteral("label.ru"));
    m_form->addRow(optionalCondition ? tr("Applies &to:") : tr("&When:"), m_when);
    m_problems.addRow(m_form, QStringLiteral("when"));
    for (QLineEdit *e : {m_id, m_en, m_ru, m_item, m_assumedEn, m_assumedRu})
        connect(e, &QLineEdit::textChanged, this, &RuleDialog::validate);
    connect(m_when, &ConditionField::conditionChanged, this, &RuleDialog::validate);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setMinimumWidth(520);
}

void RuleDialog::setCommon(const QString &id, const LocalizedText &label, const Condition &when,
                           const SourceRef &source)
{
    m_id->setText(id);
    m_en->setText(label.en);
    m_ru->setText(label.ru);
    // An optional condition that is "always" is no condition at all.
    if (m_optional && when == Condition{})
        m_when->clearCondition();
    else
        m_when->setCondition(when);
    m_item->setText(source.item);
    m_assumedEn->setText(source.assumed.en);
    m_assumedRu->setText(source.assumed.ru);
}

void RuleDialog::addRow(const QString &label, QWidget *field, const QString &key)
{
    m_form->addRow(label, field);
    m_problems.addRow(m_form, key);
}

void RuleDialog::addRow(QWidget *field, const QString &key)
{
    m_form->addRow(field);
    m_problems.addRow(m_form, key);
}

void RuleDialog::finish(std::function<QString()> problem, bool withSource)
{
    m_problem = std::move(problem);
    m_withSource = withSource;
    if (withSource) {
        m_form->addRow(tr("&Source:"), m_item);
        // One row, the Russian under the English: a label per language would widen the labels'
        // column and squeeze every field of the form.
        auto *reasons = new QWidget(this);
        auto *column = new QVBoxLayout(reasons);
        column->setContentsMargins(0, 0, 0, 0);
        column->addWidget(m_assumedEn);
        column->addWidget(m_assumedRu);
        reasons->setFocusProxy(m_assumedEn);
        m_form->addRow(tr("&Assumed because:"), reasons);
        m_problems.addRow(m_form, QStringLiteral("source"));
    } else {
        m_item->hide();
        m_assumedEn->hide();
        m_assumedRu->hide();
    }
    m_form->addRow(findChild<QLabel *>(QStringLiteral("formProblem")));
    m_form->addRow(m_buttons);
    validate();
}

QString RuleDialog::id() const
{
    return m_id->text().trimmed();
}

LocalizedText RuleDialog::label() const
{
    return {m_en->text().trimmed(), m_ru->text().trimmed()};
}

Condition RuleDialog::when() const
{
    return m_when->hasCondition() ? m_when->condition() : Condition{};
}

SourceRef RuleDialog::source() const
{
    return {m_item->text().trimmed(),
            {m_assumedEn->text().trimmed(), m_assumedRu->text().trimmed()}};
}

bool RuleDialog::acceptable() const
{
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

void RuleDialog::accept()
{
    validate(); // a field set without a signal (the condition, by a caller) is checked too
    if (acceptable())
        QDialog::accept();
}

void RuleDialog::validate()
{
    if (!m_problem)
        return; // still being built
    // The form's own checks first (the loader's words for them would name no field), then the
    // loader's, beside the field they are about.
    QString problem;
    QString at;
    if (id().isEmpty()) {
        problem = tr("Give it an id.");
        at = QStringLiteral("id");
    } else if (label().en.isEmpty() || label().ru.isEmpty()) {
        problem = tr("Give it a name in both languages.");
        at = label().en.isEmpty() ? QStringLiteral("label.en") : QStringLiteral("label.ru");
    } else if (m_withSource && source().item.isEmpty() && !source().isAssumed()) {
        problem = tr("Say where it comes from: an item of the rule summary, or why it is "
                     "assumed.");
        at = QStringLiteral("source");
    } else if (m_withSource && source().isAssumed()
               && (source().assumed.en.isEmpty() || source().assumed.ru.isEmpty())) {
        problem = tr("Say why it is assumed in both languages.");
        at = QStringLiteral("source");
    } else {
        problem = m_problem();
    }
    if (at.isEmpty())
        m_problems.show(problem);
    else
        m_problems.showAt(at, problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace hexstride
