#include "escapedcharacter.h"

#include "terminaltext.h"

#include <QCoreApplication>

namespace hexstride {

namespace {
/// The translation context of these names (a class so that lupdate finds them).
struct EscapedCharacterText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::EscapedCharacter)
};

bool isControl(char32_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f);
}

bool isLineSeparator(char32_t c)
{
    return c == 0x2028 || c == 0x2029;
}

bool isBidiControl(char32_t c)
{
    return c == 0x061c || c == 0x200e || c == 0x200f || (c >= 0x202a && c <= 0x202e)
           || (c >= 0x2066 && c <= 0x2069);
}

/// The code point at text[at] and how many UTF-16 units it takes (a lone surrogate is itself).
std::pair<char32_t, qsizetype> codePointAt(QStringView text, qsizetype at)
{
    const QChar c = text[at];
    if (c.isHighSurrogate() && at + 1 < text.size() && text[at + 1].isLowSurrogate())
        return {QChar::surrogateToUcs4(c, text[at + 1]), 2};
    return {c.unicode(), 1};
}
} // namespace

bool isNoncharacter(char32_t c)
{
    return (c >= 0xfdd0 && c <= 0xfdef) || ((c & 0xfffe) == 0xfffe && c <= 0x10ffff);
}

bool actsOnTerminal(char32_t c)
{
    return (isControl(c) && c != u'\t') || isLineSeparator(c) || isBidiControl(c);
}

qsizetype firstActingOnTerminal(QStringView text)
{
    for (qsizetype i = 0; i < text.size();) {
        const auto [c, units] = codePointAt(text, i);
        if (actsOnTerminal(c))
            return i;
        i += units;
    }
    return -1;
}

QString escapedCharacterName(QStringView text, qsizetype at)
{
    const auto [c, units] = codePointAt(text, at);
    const QString shown = terminalText(text.mid(at, units));
    if (isControl(c))
        return EscapedCharacterText::tr("a control character (%1)").arg(shown);
    if (isLineSeparator(c))
        return EscapedCharacterText::tr("a line separator (%1)").arg(shown);
    if (isBidiControl(c))
        return EscapedCharacterText::tr("a bidi control (%1)").arg(shown);
    if (isNoncharacter(c))
        return EscapedCharacterText::tr("a noncharacter (%1)").arg(shown);
    return EscapedCharacterText::tr("an invisible format character (%1)").arg(shown);
}

} // namespace hexstride
