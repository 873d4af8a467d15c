#include "pluralsuffix.h"

#include <QSpinBox>

namespace hexstride {

void keepPluralSuffix(QSpinBox *box, std::function<QString(int)> suffixFor)
{
    const auto update = [box, suffixFor](int n) { box->setSuffix(suffixFor(n)); };
    update(box->value());
    QObject::connect(box, &QSpinBox::valueChanged, box, update);
}

} // namespace hexstride
