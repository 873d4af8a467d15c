#include "wrappinglabel.h"

namespace hexstride {

WrappingLabel::WrappingLabel(const QString &text, QWidget *parent)
    : QLabel(text, parent)
{
    setWordWrap(true);
    setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // Wraps to the dock's width instead of widening the dock for a long description.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
}

void WrappingLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    const int needed = heightForWidth(width());
    if (needed > 0 && needed != minimumHeight())
        setMinimumHeight(needed);
}

} // namespace hexstride
