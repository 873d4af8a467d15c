#include "ownerbox.h"

#include "map/labellimit.h"
#include "map/sidespellings.h"
#include "map/unitedits.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace hexstride {

OwnerBox::OwnerBox(const QStringList &sides, QWidget *parent)
    : QComboBox(parent)
    , m_sides(sides)
{
    setEditable(true);
    setInsertPolicy(QComboBox::NoInsert); // a typed name is an answer, not a new entry
    addItem(tr("(nobody)"), QString());
    for (const QString &side : sides)
        addItem(side, side);
    lineEdit()->setMaxLength(int(kMaxLabelChars)); // a longer side would not load again
    lineEdit()->setPlaceholderText(tr("a new side's name"));
    setToolTip(tr("The side that owns the hex's population centre and fortification: choose "
                  "one, or type the name of a new side"));
}

QString OwnerBox::owner() const
{
    const QString text = currentText().trimmed();
    const int offered = findText(text, Qt::MatchFixedString | Qt::MatchCaseSensitive);
    if (offered >= 0)
        return itemData(offered).toString();
    // A twin of a map's side would make a map that does not load again (probe14 Q04).
    const QString key = lookAlikeKey(text);
    for (const QString &side : m_sides) {
        if (lookAlikeKey(side) == key)
            return side;
    }
    return text;
}

void OwnerBox::setOwner(const QString &side)
{
    const int offered = findData(side);
    if (offered >= 0)
        setCurrentIndex(offered);
    else
        setEditText(side);
}

QString OwnerBox::problem() const
{
    return unitSideProblem(owner());
}

void showOwnerProblem(QLabel *label, QDialogButtonBox *buttons, const QString &why)
{
    label->setText(why.isEmpty() ? QString()
                                 : OwnerBox::tr("The side cannot be used: %1").arg(why));
    label->setVisible(!why.isEmpty());
    buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

QLabel *ownerProblemLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QStringLiteral("ownerProblem"));
    label->setTextFormat(Qt::PlainText); // the side is the user's text, shown as typed
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("color: #b00020"));
    label->hide();
    return label;
}

} // namespace hexstride
