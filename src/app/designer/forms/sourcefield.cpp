#include "sourcefield.h"

#include <QApplication>
#include <QGridLayout>
#include <QLineEdit>

namespace hexstride {

SourceField::SourceField(QWidget *parent)
    : QWidget(parent)
    , m_item(new QLineEdit(this))
    , m_assumedEn(new QLineEdit(this))
    , m_assumedRu(new QLineEdit(this))
{
    m_item->setObjectName(QStringLiteral("sourceItem"));
    m_assumedEn->setObjectName(QStringLiteral("sourceAssumedEn"));
    m_assumedRu->setObjectName(QStringLiteral("sourceAssumedRu"));
    // The Russian reason under the English one: each as wide as a single reason was.
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_item, 0, 0);
    grid->addWidget(m_assumedEn, 0, 1);
    grid->addWidget(m_assumedRu, 1, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 3);
    for (QLineEdit *e : {m_item, m_assumedEn, m_assumedRu}) {
        connect(e, &QLineEdit::textEdited, this, &SourceField::changed);
        connect(e, &QLineEdit::editingFinished, this, [this, e] {
            // Focus already moved on when a field is left; Enter keeps it where it is.
            QWidget *next = QApplication::focusWidget();
            if (next && next != e && isAncestorOf(next))
                return;
            emit finished();
        });
    }
    retranslate();
}

void SourceField::retranslate()
{
    // No grey "§4.2": it read as a real reference (and an example does not fit the field).
    m_item->setToolTip(tr("The item of the rule summary this comes from"));
    m_assumedEn->setPlaceholderText(tr("assumed because… (English)"));
    m_assumedEn->setToolTip(
        tr("Where the rule text does not give it: why this was chosen, in English"));
    m_assumedRu->setPlaceholderText(tr("assumed because… (Russian)"));
    m_assumedRu->setToolTip(
        tr("Where the rule text does not give it: why this was chosen, in Russian"));
}

void SourceField::setSource(const SourceRef &source)
{
    m_item->setText(source.item);
    m_assumedEn->setText(source.assumed.en);
    m_assumedRu->setText(source.assumed.ru);
    // A long reason shows from its start (setText leaves the cursor, and the view, at its end).
    m_assumedEn->setCursorPosition(0);
    m_assumedRu->setCursorPosition(0);
}

SourceRef SourceField::source() const
{
    return {m_item->text().trimmed(),
            {m_assumedEn->text().trimmed(), m_assumedRu->text().trimmed()}};
}

} // namespace hexstride
