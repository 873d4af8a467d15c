#include "colourfield.h"

#include <QColorDialog>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>

namespace hexstride {

QHBoxLayout *colourFieldRow(QLineEdit *colour, const QString &chooseText, QWidget *parent)
{
    auto *pick = new QPushButton(chooseText, parent);
    QObject::connect(pick, &QPushButton::clicked, colour, [colour, parent] {
        const QColor c = QColorDialog::getColor(QColor::fromString(colour->text()), parent);
        if (c.isValid())
            colour->setText(c.name());
    });
    auto *row = new QHBoxLayout;
    row->addWidget(colour, 1);
    row->addWidget(pick);
    return row;
}

} // namespace hexstride
