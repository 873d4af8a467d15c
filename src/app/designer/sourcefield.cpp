#include "sourcefield.h"

#include <QHBoxLayout>
#include <QLineEdit>

namespace hexstride {

SourceField::SourceField(QWidget *parent)
    : QWidget(parent)
    , m_item(new QLineEdit(this))
    , m_assumed(new QLineEdit(this))
{
    m_item->setObjectName(QStringLiteral("sourceItem"));
    m_assumed->setObjectName(QStringLiteral("sourceAssumed"));
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_item, 1);
    row->addWidget(m_assumed, 3);
    for (QLineEdit *e : {m_item, m_assumed}) {
        connect(e, &QLineEdit::textEdited, this, &SourceField::changed);
        connect(e, &QLineEdit::editingFinished, this, &SourceField::finished);
    }
    retranslate();
}

void SourceField::retranslate()
{
    m_item->setPlaceholderText(QStringLiteral("§4.2"));
    m_item->setToolTip(tr("The item of the rule summary this comes from"));
    m_assumed->setPlaceholderText(tr("assumed because…"));
    m_assumed->setToolTip(tr("Where the rule text does not give it: why this was chosen"));
}

void SourceField::setSource(const SourceRef &source)
{
    m_item->setText(source.item);
    m_assumed->setText(source.assumed);
    // A long reason shows from its start (setText leaves the cursor, and the view, at its end).
    m_assumed->setCursorPosition(0);
}

SourceRef SourceField::source() const
{
    return {m_item->text().trimmed(), m_assumed->text().trimmed()};
}

} // namespace hexstride
