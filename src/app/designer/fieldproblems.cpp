#include "fieldproblems.h"

#include "plaintext.h"

#include <QFormLayout>
#include <QLabel>

namespace hexstride {

namespace {
QLabel *problemLabel(QWidget *parent)
{
    auto *label = plainLabel(new QLabel(parent)); // messages quote ids and names of the ruleset
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("QLabel { color: #9a2a2a; }"));
    label->hide();
    return label;
}
} // namespace

FieldProblems::FieldProblems(QLabel *general)
    : m_general(general)
{
    plainLabel(m_general);
    m_general->setWordWrap(true);
    m_general->setStyleSheet(QStringLiteral("QLabel { color: #9a2a2a; }"));
    m_general->setObjectName(QStringLiteral("formProblem"));
    m_general->hide();
}

void FieldProblems::addRow(QFormLayout *form, const QString &key)
{
    QLabel *label = problemLabel(form->parentWidget());
    label->setObjectName(QStringLiteral("problem:") + key);
    form->addRow(QString(), label);
    m_fields.insert(key, label);
}

void FieldProblems::addField(QFormLayout *form, const QString &label, QWidget *field,
                             const QString &key)
{
    form->addRow(label, field);
    addRow(form, key);
}

void FieldProblems::addField(QFormLayout *form, const QString &label, QLayout *field,
                             const QString &key)
{
    form->addRow(label, field);
    addRow(form, key);
}

void FieldProblems::show(const QString &message)
{
    for (QLabel *l : std::as_const(m_fields))
        l->hide();
    m_general->hide();
    if (message.isEmpty())
        return;
    // "terrains[3].name.en: expected …": the field is what follows the entry's own path.
    const QString prefix = m_entry + QLatin1Char('.');
    const qsizetype colon = message.indexOf(QLatin1String(": "));
    if (!m_entry.isEmpty() && message.startsWith(prefix) && colon > 0) {
        const QString field = message.mid(prefix.size(), colon - prefix.size());
        QString best;
        for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
            const QString &key = it.key();
            const bool under = field == key || field.startsWith(key + QLatin1Char('.'))
                               || field.startsWith(key + QLatin1Char('['));
            if (under && key.size() > best.size())
                best = key;
        }
        if (!best.isEmpty()) {
            // Beside its own field the message needs no path; under a list, the rest of it.
            QLabel *label = m_fields.value(best);
            label->setText(field == best ? message.mid(colon + 2) : message.mid(prefix.size()));
            label->show();
            return;
        }
    }
    m_general->setText(message);
    m_general->show();
}

void FieldProblems::showAt(const QString &key, const QString &text)
{
    show(QString());
    QLabel *label = m_fields.value(key, m_general);
    label->setText(text);
    label->show();
}

QString FieldProblems::shownAt(const QString &key) const
{
    const QLabel *label = key.isEmpty() ? m_general : m_fields.value(key);
    return label && !label->isHidden() ? label->text() : QString();
}

} // namespace hexstride
