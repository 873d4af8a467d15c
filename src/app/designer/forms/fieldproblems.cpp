#include "fieldproblems.h"

#include "plaintext.h"

#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>

namespace hexstride {

FieldProblems::FieldProblems(QLabel *general)
    : m_general(general)
{
    plainLabel(m_general);
    m_general->setWordWrap(true);
    m_general->setStyleSheet(QStringLiteral("QLabel { color: #9a2a2a; }"));
    m_general->setObjectName(QStringLiteral("formProblem"));
    // Room for two lines, kept empty or not: the form and its buttons stay where they are.
    m_general->setMinimumHeight(2 * m_general->fontMetrics().lineSpacing());
    m_general->setAlignment(Qt::AlignLeft | Qt::AlignTop);
}

void FieldProblems::addRow(QFormLayout *form, const QString &key)
{
    // The row's label names the field in a message ("English name: …"), without its mnemonic.
    QString name;
    if (const QLayoutItem *item = form->itemAt(form->rowCount() - 1, QFormLayout::LabelRole)) {
        if (const auto *label = qobject_cast<const QLabel *>(item->widget()))
            name = label->text();
    }
    name.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    name.remove(QLatin1Char('&'));
    name.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    if (name.endsWith(QLatin1Char(':')))
        name.chop(1);
    m_fields.insert(key, name);
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

namespace {
struct LoaderText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::RulesetLoader)
};
struct DesignersWords
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::FieldProblems)
};

/// The loader's words for a field, said as a designer understands them (the file's wording,
/// "expected a non-empty string", stays for check-ruleset and the file's author).
QString inDesignersWords(const QString &text)
{
    if (text == LoaderText::tr("expected a non-empty string"))
        return DesignersWords::tr("fill it in, it cannot be left empty");
    if (text == LoaderText::tr("expected a string"))
        return DesignersWords::tr("type a text here");
    return text;
}
} // namespace

void FieldProblems::showText(const QString &key, const QString &text)
{
    m_shownKey = key;
    const QString name = m_fields.value(key);
    m_general->setText(text.isEmpty() || name.isEmpty()
                           ? text
                           : QStringLiteral("%1: %2").arg(name, inDesignersWords(text)));
}

void FieldProblems::show(const QString &message)
{
    showText(QString(), QString());
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
            // Said of its own field the message needs no path; of a list, the rest of it.
            showText(best, field == best ? message.mid(colon + 2) : message.mid(prefix.size()));
            return;
        }
    }
    showText(QString(), message);
}

void FieldProblems::showAt(const QString &key, const QString &text)
{
    showText(m_fields.contains(key) ? key : QString(), text);
}

QString FieldProblems::shownAt(const QString &key) const
{
    if (key != m_shownKey || m_general->text().isEmpty())
        return {};
    const QString name = m_fields.value(key);
    const QString text = m_general->text();
    return name.isEmpty() ? text : text.mid(name.size() + 2);
}

} // namespace hexstride
