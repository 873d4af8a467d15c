#include "plaintext.h"

#include <QAction>
#include <QLabel>
#include <QTextDocument>

namespace hexstride {

namespace {
/// The longest line of a tool tip, in characters: Qt lays a wrapped rich-text tool tip out at a
/// half or a quarter of 80 characters when it fits in few lines (20 characters a line in the
/// Resolve panel's Rule cell, walk13), so plainToolTip breaks the lines itself.
constexpr qsizetype kToolTipLineChars = 72;

/// `paragraph` broken at spaces into lines of at most kToolTipLineChars characters; a longer
/// word (a path, say) has a line of its own.
QStringList toolTipLines(const QString &paragraph)
{
    QStringList lines;
    QString line;
    const QStringList words = paragraph.split(QLatin1Char(' '));
    for (qsizetype i = 0; i < words.size(); ++i) {
        if (i > 0 && !line.isEmpty() && line.size() + 1 + words[i].size() > kToolTipLineChars) {
            lines << line;
            line.clear();
        } else if (i > 0) {
            line += QLatin1Char(' ');
        }
        line += words[i];
    }
    lines << line;
    return lines;
}
} // namespace

QString literalAmpersands(const QString &text)
{
    return QString(text).replace(QLatin1Char('&'), QLatin1String("&&"));
}

QString plainToolTip(const QString &text)
{
    if (text.isEmpty())
        return {};
    QStringList lines;
    for (const QString &paragraph : text.split(QLatin1Char('\n')))
        lines << toolTipLines(paragraph);
    // Escaped, in a paragraph that starts with "<p", which Qt::mightBeRichText() always takes
    // for rich text: the escaped text is what shows, in the lines made here (never rewrapped).
    return QStringLiteral("<p style=\"white-space:pre\">")
           + lines.join(QLatin1Char('\n')).toHtmlEscaped() + QStringLiteral("</p>");
}

void setUndoActionTexts(QAction *action, const QString &pattern, const QString &bare,
                        const QString &command)
{
    const QString text = command.isEmpty() ? bare : pattern.arg(literalAmpersands(command));
    action->setText(text);
    // The menu text without its accelerator mark ("&&" is one "&").
    QString words = text;
    words.replace(QLatin1String("&&"), QLatin1String("\x01"))
        .remove(QLatin1Char('&'))
        .replace(QLatin1Char('\x01'), QLatin1Char('&'));
    action->setToolTip(plainToolTip(words));
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
