#include "textlines.h"

#include <QCoreApplication>

namespace hexstride {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct TextLinesText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::TextLines)
};

/// How a line break that is no line end of a file is named in a message; empty for any other
/// character.
QString lineBreakName(QChar c)
{
    switch (c.unicode()) {
    case 0x2028:
        return TextLinesText::tr("a line separator (U+2028)");
    case 0x2029:
        return TextLinesText::tr("a paragraph separator (U+2029)");
    case 0x0085:
        return TextLinesText::tr("a next-line character (NEL, U+0085)");
    case 0x000b:
        return TextLinesText::tr("a vertical tab (U+000B)");
    case 0x000c:
        return TextLinesText::tr("a form feed (U+000C)");
    default:
        return {};
    }
}
} // namespace

std::optional<InvisibleCharacter> invisibleCharacter(QStringView line)
{
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        const bool bom = c.unicode() == 0xfeff;
        if (!bom && (c == QLatin1Char('\t') || c.category() != QChar::Other_Control))
            continue;
        const QString code = QStringLiteral("U+%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        const QString what = bom ? TextLinesText::tr("a byte order mark (%1) inside the file")
                                 : TextLinesText::tr("a control character (%1)");
        return InvisibleCharacter{int(i) + 1,
                                  TextLinesText::tr("%1, which many editors do not show: delete it")
                                      .arg(what.arg(code.toUpper()))};
    }
    return std::nullopt;
}

QStringList textLines(const QString &text)
{
    QStringList lines;
    qsizetype begin = 0;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text[i];
        if (c != QLatin1Char('\n') && c != QLatin1Char('\r'))
            continue;
        lines << text.mid(begin, i - begin);
        if (c == QLatin1Char('\r') && i + 1 < n && text[i + 1] == QLatin1Char('\n'))
            ++i; // CRLF is one line end
        begin = i + 1;
    }
    lines << text.mid(begin);
    return lines;
}

int lineOfByte(const QByteArray &bytes, qsizetype offset, qsizetype *lineStart)
{
    int line = 1;
    qsizetype begin = 0;
    for (qsizetype i = 0; i < offset && i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (c != '\n' && c != '\r')
            continue;
        if (c == '\r' && i + 1 < bytes.size() && bytes[i + 1] == '\n')
            ++i;
        begin = i + 1;
        ++line;
    }
    if (lineStart)
        *lineStart = begin;
    return line;
}

QString lineBreakInsideProblem(QStringView line)
{
    for (const QChar c : line) {
        if (const QString name = lineBreakName(c); !name.isEmpty())
            return TextLinesText::tr("%1 inside the line: save the file with ordinary line ends")
                .arg(name);
    }
    return {};
}

} // namespace hexstride
