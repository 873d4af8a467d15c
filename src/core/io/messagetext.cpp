#include "messagetext.h"

#include "text/terminaltext.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace hexstride {

namespace {
/// The translation context of these texts (a class so that lupdate finds them).
struct MessageText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::MessageText)
};

/// `value` with at most one decimal, none when it is whole ("1.5", "256").
QString oneDecimal(double value)
{
    const double tenths = std::floor(value * 10) / 10; // down: a limit is never overstated
    return QLocale::c().toString(tenths, 'f', tenths == std::floor(tenths) ? 0 : 1);
}
} // namespace

QString quotedInput(const QString &text)
{
    return oneLineText(text.size() > kMaxQuotedChars
                           ? text.left(kMaxQuotedChars - 1) + QChar(0x2026) // …
                           : text);
}

QString oneLineText(const QString &text)
{
    QString shown = text;
    shown.replace(QLatin1String("\r\n"), QStringLiteral("\u21b5"));
    shown.replace(QLatin1Char('\n'), QChar(0x21b5));
    shown.replace(QLatin1Char('\r'), QChar(0x21b5));
    shown.replace(QChar::LineSeparator, QChar(0x21b5));
    shown.replace(QChar::ParagraphSeparator, QChar(0x21b5));
    return shown;
}

QString quotedPath(const QString &path)
{
    constexpr int kHalf = kMaxQuotedPathChars / 2;
    if (path.size() <= kMaxQuotedPathChars)
        return terminalText(path);
    return terminalText(path.left(kHalf - 1)) + QChar(0x2026) + terminalText(path.right(kHalf));
}

QString byteSizeText(qint64 bytes)
{
    constexpr qint64 kKB = 1024, kMB = 1024 * 1024;
    if (bytes >= kMB)
        return MessageText::tr("%1 MB").arg(oneDecimal(double(bytes) / kMB));
    if (bytes >= kKB)
        return MessageText::tr("%1 KB").arg(oneDecimal(double(bytes) / kKB));
    // Not a %n plural: core messages are read without the English catalogue that holds the
    // plural forms (Russian writes "Б" whatever the number).
    return bytes == 1 ? MessageText::tr("1 byte") : MessageText::tr("%1 bytes").arg(bytes);
}

} // namespace hexstride
