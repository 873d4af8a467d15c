#include "settingsgroup.h"

#include "designer/conditions/conditionfield.h"
#include "designer/forms/sourcefield.h"
#include "plaintext.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hexstride {

SettingsGroup::SettingsGroup(const QString &entryPath, QWidget *parent)
    : QGroupBox(parent)
    , m_form(new QFormLayout)
    , m_problems(new QLabel(this))
{
    m_problems.setEntryPath(entryPath);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    // Messages about the box as a whole (or a rule elsewhere that the edit breaks).
    layout->addWidget(findChild<QLabel *>(QStringLiteral("formProblem")));
}

void SettingsGroup::load(const std::shared_ptr<const Ruleset> &ruleset)
{
    m_ruleset = ruleset;
    setEnabled(bool(ruleset));
    m_loading = true;
    static const Ruleset none;
    fill(ruleset ? *ruleset : none);
    m_loading = false;
    m_problems.show(QString());
}

QLabel *SettingsGroup::addRow(QWidget *field, const QString &key)
{
    auto *label = plainLabel(new QLabel(this));
    label->setBuddy(field);
    m_form->addRow(label, field);
    m_problems.addRow(m_form, key);
    m_labels << label;
    return label;
}

void SettingsGroup::setRowLabels(const QStringList &texts)
{
    for (qsizetype i = 0; i < texts.size() && i < m_labels.size(); ++i)
        m_labels[i]->setText(texts[i]);
}

void SettingsGroup::addRow(QAbstractButton *field, const QString &key)
{
    m_form->addRow(field);
    m_problems.addRow(m_form, key);
}

void SettingsGroup::chosen()
{
    if (m_loading)
        return;
    emit changed();
    emit finished();
}

void SettingsGroup::watch(QLineEdit *edit)
{
    connect(edit, &QLineEdit::textEdited, this, [this] {
        if (!m_loading)
            emit changed();
    });
    connect(edit, &QLineEdit::editingFinished, this, [this] {
        if (!m_loading)
            emit finished();
    });
}

void SettingsGroup::watch(QPlainTextEdit *edit)
{
    connect(edit, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_loading)
            emit changed();
    });
    // A text of several lines has no "editing finished": leaving it is.
    edit->installEventFilter(this);
}

bool SettingsGroup::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusOut && qobject_cast<QPlainTextEdit *>(watched) && !m_loading)
        emit finished();
    return QGroupBox::eventFilter(watched, event);
}

void SettingsGroup::watch(QSpinBox *spin)
{
    connect(spin, &QSpinBox::valueChanged, this, [this] {
        if (!m_loading)
            emit changed();
    });
    connect(spin, &QSpinBox::editingFinished, this, [this] {
        if (!m_loading)
            emit finished();
    });
}

void SettingsGroup::watch(QDoubleSpinBox *spin)
{
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this] {
        if (!m_loading)
            emit changed();
    });
    connect(spin, &QDoubleSpinBox::editingFinished, this, [this] {
        if (!m_loading)
            emit finished();
    });
}

void SettingsGroup::watch(QAbstractButton *button)
{
    connect(button, &QAbstractButton::toggled, this, &SettingsGroup::chosen);
}

void SettingsGroup::watch(QComboBox *combo)
{
    connect(combo, &QComboBox::currentIndexChanged, this, &SettingsGroup::chosen);
}

void SettingsGroup::watch(ConditionField *field)
{
    connect(field, &ConditionField::conditionChanged, this, &SettingsGroup::chosen);
}

void SettingsGroup::watch(SourceField *field)
{
    connect(field, &SourceField::changed, this, [this] {
        if (!m_loading)
            emit changed();
    });
    connect(field, &SourceField::finished, this, [this] {
        if (!m_loading)
            emit finished();
    });
}

void SettingsGroup::watch(QListWidget *list)
{
    // Check boxes of the items.
    connect(list, &QListWidget::itemChanged, this, &SettingsGroup::chosen);
}

void setComboData(QComboBox *combo, const QVariant &data)
{
    combo->setCurrentIndex(std::max(0, combo->findData(data)));
}

QStringList splitList(const QString &text)
{
    QStringList out;
    for (const QString &part : text.split(QLatin1Char(','))) {
        if (!part.trimmed().isEmpty())
            out << part.trimmed();
    }
    return out;
}

} // namespace hexstride
