#include "ownerbox.h"

#include <QLineEdit>

namespace hexstride {

OwnerBox::OwnerBox(const QStringList &sides, QWidget *parent)
    : QComboBox(parent)
{
    setEditable(true);
    setInsertPolicy(QComboBox::NoInsert); // a typed name is an answer, not a new entry
    addItem(tr("(nobody)"), QString());
    for (const QString &side : sides)
        addItem(side, side);
    lineEdit()->setPlaceholderText(tr("a new side's name"));
    setToolTip(tr("The side that owns the hex's population centre and fortification: choose "
                  "one, or type the name of a new side"));
}

QString OwnerBox::owner() const
{
    const QString text = currentText().trimmed();
    const int offered = findText(text, Qt::MatchFixedString | Qt::MatchCaseSensitive);
    return offered >= 0 ? itemData(offered).toString() : text;
}

void OwnerBox::setOwner(const QString &side)
{
    const int offered = findData(side);
    if (offered >= 0)
        setCurrentIndex(offered);
    else
        setEditText(side);
}

} // namespace hexstride
