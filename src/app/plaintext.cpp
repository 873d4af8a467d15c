#include "plaintext.h"

#include <QLabel>
#include <QTextDocument>

namespace hexstride {

QString plainToolTip(const QString &text)
{
    // convertFromPlainText() escapes <, > and & and starts with "<p>", which
    // Qt::mightBeRichText() always takes for rich text: the escaped text is what shows.
    return text.isEmpty() ? QString() : Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

QLabel *plainLabel(QLabel *label)
{
    label->setTextFormat(Qt::PlainText);
    return label;
}

QMessageBox::StandardButton plainMessage(QWidget *parent, QMessageBox::Icon icon,
                                         const QString &title, const QString &text,
                                         QMessageBox::StandardButtons buttons,
                                         QMessageBox::StandardButton defaultButton)
{
    QMessageBox box(icon, title, text, buttons, parent);
    box.setTextFormat(Qt::PlainText);
    if (defaultButton != QMessageBox::NoButton)
        box.setDefaultButton(defaultButton);
    return QMessageBox::StandardButton(box.exec());
}

} // namespace hexstride
