#include "conditionfield.h"

#include "conditiondialog.h"
#include "designer/tables/costtablemodel.h"
#include "plaintext.h"
#include "rules/conditiontext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace hexstride {

ConditionField::ConditionField(QWidget *parent)
    : QWidget(parent)
    , m_ruleset(std::make_shared<const Ruleset>())
    , m_condition(Condition{})
    , m_text(plainLabel(new QLabel(this)))
    , m_edit(new QPushButton(tr("Edit…"), this))
    , m_clear(new QPushButton(tr("Clear"), this))
{
    m_text->setWordWrap(true);
    m_text->setObjectName(QStringLiteral("conditionText"));
    m_edit->setObjectName(QStringLiteral("editCondition"));
    m_clear->setObjectName(QStringLiteral("clearCondition"));
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_text, 1);
    row->addWidget(m_edit);
    row->addWidget(m_clear);
    connect(m_edit, &QPushButton::clicked, this, &ConditionField::edit);
    connect(m_clear, &QPushButton::clicked, this, [this] {
        clearCondition();
        emit conditionChanged();
    });
    refresh();
}

void ConditionField::setRuleset(std::shared_ptr<const Ruleset> ruleset)
{
    m_ruleset = ruleset ? std::move(ruleset) : std::make_shared<const Ruleset>();
    refresh();
}

void ConditionField::setCondition(const Condition &condition)
{
    m_condition = condition;
    refresh();
}

Condition ConditionField::condition() const
{
    return m_condition.value_or(Condition{});
}

void ConditionField::setOptional(bool optional)
{
    m_optional = optional;
    if (!optional && !m_condition)
        m_condition = Condition{};
    refresh();
}

void ConditionField::clearCondition()
{
    if (m_optional)
        m_condition.reset();
    else
        m_condition = Condition{};
    refresh();
}

bool ConditionField::hasCondition() const
{
    return m_condition.has_value();
}

void ConditionField::edit()
{
    // Window-modal and not exec(): the form stays reachable by the tests (findChild).
    auto *dialog = new ConditionDialog(m_ruleset, condition(), this);
    if (m_unitTestsOnly)
        dialog->offerUnitTestsOnly();
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const Condition edited = dialog->condition();
        if (m_condition == edited)
            return;
        m_condition = edited;
        refresh();
        emit conditionChanged();
    });
    dialog->open();
}

void ConditionField::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange) {
        m_edit->setText(tr("Edit…"));
        m_clear->setText(tr("Clear"));
        refresh();
    }
    QWidget::changeEvent(e);
}

void ConditionField::refresh()
{
    m_text->setText(m_condition ? conditionText(*m_ruleset, *m_condition, designerstyle::language())
                                : tr("(none)"));
    m_clear->setVisible(m_optional);
    m_clear->setEnabled(m_condition.has_value());
}

} // namespace hexstride
