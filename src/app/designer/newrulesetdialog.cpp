#include "newrulesetdialog.h"

#include "designer/tables/costtablemodel.h"
#include "plaintext.h"
#include "rules/rulesetlibrary.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace hexstride {

namespace {
const QString kOpen = QStringLiteral(":open"); // not an id: ids have no colon
}

NewRulesetDialog::NewRulesetDialog(std::shared_ptr<const Ruleset> open,
                                   const RulesetLibrary &library, Check check, QWidget *parent)
    : QDialog(parent)
    , m_open(std::move(open))
    , m_library(library)
    , m_check(std::move(check))
    , m_source(new QComboBox(this))
    , m_id(new QLineEdit(this))
    , m_en(new QLineEdit(this))
    , m_ru(new QLineEdit(this))
    , m_problem(plainLabel(new QLabel(this)))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("New Ruleset"));
    const QString lang = designerstyle::language();
    m_source->addItem(tr("Blank"), QString());
    if (m_open)
        m_source->addItem(tr("Copy of the open ruleset (%1)").arg(m_open->name.in(lang)), kOpen);
    for (const QString &id : m_library.ids()) {
        const auto b = m_library.ruleset(id);
        m_source->addItem(tr("Copy of %1").arg(b ? b->name.in(lang) : id), id);
    }
    m_source->setCurrentIndex(m_open ? 1 : 0);
    m_id->setPlaceholderText(tr("my-ruleset"));
    m_en->setObjectName(QStringLiteral("rulesetEnglishName"));
    m_ru->setObjectName(QStringLiteral("rulesetRussianName"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("QLabel { color: #9a2a2a; }"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Start from:"), m_source);
    form->addRow(tr("&Id:"), m_id);
    form->addRow(tr("&English name:"), m_en);
    form->addRow(tr("&Russian name:"), m_ru);
    form->addRow(m_problem);
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *e : {m_id, m_en, m_ru})
        connect(e, &QLineEdit::textChanged, this, &NewRulesetDialog::validate);
    connect(m_source, &QComboBox::currentIndexChanged, this, &NewRulesetDialog::validate);
    validate();
}

std::shared_ptr<const Ruleset> NewRulesetDialog::source() const
{
    const QString id = m_source->currentData().toString();
    if (id.isEmpty())
        return nullptr;
    return id == kOpen ? m_open : m_library.ruleset(id);
}

QString NewRulesetDialog::id() const
{
    return m_id->text().trimmed();
}

LocalizedText NewRulesetDialog::name() const
{
    return {m_en->text().trimmed(), m_ru->text().trimmed()};
}

QString NewRulesetDialog::problem() const
{
    return m_problem->text();
}

void NewRulesetDialog::validate()
{
    QString problem;
    if (id().isEmpty())
        problem = tr("Give the ruleset an id.");
    else if (name().en.isEmpty())
        problem = tr("Give the ruleset an English name.");
    else
        problem = m_check(source().get(), id(), name());
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace hexstride
