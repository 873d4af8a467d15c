#include "terminaltext.h"

#include "escapedcharacter.h"

#include <algorithm>
#include <utility>

namespace hexstride {

bool isEscapedInTerminal(char32_t c)
{
    if (c == u'\t' || actsOnTerminal(c))
        return true; // controls, line separators, bidi controls
    switch (c) {
    case 0x00ad: // soft hyphen: shows as nothing
    case 0x180e: // Mongolian vowel separator
    case 0x200b: // zero-width space
    case 0xfeff: // byte order mark, zero-width no-break space
        return true;
    default:
        break;
    }
    return isNoncharacter(c)                  // U+FDD0–U+FDEF, U+FFFE … U+10FFFF
           || (c >= 0x2060 && c <= 0x2064)    // word joiner, invisible operators
           || (c >= 0x206a && c <= 0x206f)    // deprecated format characters
           || (c >= 0xfff9 && c <= 0xfffb)    // interlinear annotation
           || (c >= 0xe0000 && c <= 0xe007f); // tag characters
}

namespace {
/// True when text[i] is a control character to escape: with keepLineBreaks, a line break
/// ('\n', or the '\r' of "\r\n", which CSV output ends its records with) is kept.
bool escapes(QStringView text, qsizetype i, char32_t c, bool keepLineBreaks)
{
    if (!isEscapedInTerminal(c))
        return false;
    if (keepLineBreaks && c == u'\n')
        return false;
    return !(keepLineBreaks && c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n');
}

/// The code point at text[i] and how many UTF-16 units it takes (a lone surrogate is itself).
std::pair<char32_t, qsizetype> codePointAt(QStringView text, qsizetype i)
{
    const QChar c = text[i];
    if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate())
        return {QChar::surrogateToUcs4(c, text[i + 1]), 2};
    return {c.unicode(), 1};
}

/// Whether `text` holds no character isEscapedInTerminal() names, or nearly: a superset test
/// (U+FFFC, U+FFFD, any astral character of plane 14 and any whose low surrogate is U+DFFE or
/// U+DFFF, as the noncharacters U+1FFFE … U+10FFFF are, say "maybe"), without an early exit, so
/// that the loop over a turn's many short names vectorises (a report calls this per name).
bool noControl(QStringView text)
{
    const char16_t *p = text.utf16();
    const qsizetype n = text.size();
    bool control = false;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = p[i];
        control |= (c < 0x20) | ((c >= 0x7f) & (c <= 0x9f)) | (c == 0xad) | (c == 0x61c)
                   | (c == 0x180e) | ((c >= 0x200b) & (c <= 0x200f))
                   | ((c >= 0x2028) & (c <= 0x202e)) | ((c >= 0x2060) & (c <= 0x206f))
                   | ((c >= 0xfdd0) & (c <= 0xfdef)) | (c == 0xfeff) | (c >= 0xfff9) | (c == 0xdb40)
                   | ((c & 0xfffe) == 0xdffe);
    }
    return !control;
}

QString escaped(QStringView text, bool keepLineBreaks)
{
    if (noControl(text))
        return text.toString();
    qsizetype i = 0;
    while (i < text.size()) {
        const auto [c, units] = codePointAt(text, i);
        if (escapes(text, i, c, keepLineBreaks))
            break;
        i += units;
    }
    if (i == text.size())
        return text.toString(); // the common case: nothing to escape
    QString out = text.left(i).toString();
    out.reserve(text.size() + 16);
    while (i < text.size()) {
        const auto [c, units] = codePointAt(text, i);
        if (!escapes(text, i, c, keepLineBreaks))
            out += text.mid(i, units);
        else if (c == u'\n')
            out += QLatin1String("\\n");
        else if (c == u'\t')
            out += QLatin1String("\\t");
        else if (c == u'\r')
            out += QLatin1String("\\r");
        else if (c > 0xffff)
            out += QStringLiteral("\\U%1").arg(uint(c), 8, 16, QLatin1Char('0'));
        else if (c > 0xff)
            out += QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
        else
            out += QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
        i += units;
    }
    return out;
}
} // namespace

bool holdsTerminalEscape(QStringView text)
{
    return firstTerminalEscape(text) >= 0;
}

qsizetype firstTerminalEscape(QStringView text, TabsAllowed tabs)
{
    for (qsizetype i = 0; i < text.size();) {
        const auto [c, units] = codePointAt(text, i);
        if (isEscapedInTerminal(c) && !(c == u'\t' && tabs == TabsAllowed::Yes))
            return i;
        i += units;
    }
    return -1;
}

QString terminalText(QStringView field)
{
    return escaped(field, false);
}

QString terminalText(const QString &field)
{
    return noControl(field) ? field : escaped(field, false);
}

QString terminalLines(QStringView text)
{
    return escaped(text, true);
}

QString terminalJson(QStringView json)
{
    const auto control = [](QChar ch) { return ch.unicode() >= 0x7f && ch.unicode() <= 0x9f; };
    if (std::none_of(json.begin(), json.end(), control))
        return json.toString(); // the usual case, a big turn's JSON: no copy a character at a time
    QString out;
    out.reserve(json.size());
    for (const QChar ch : json) {
        const char16_t c = ch.unicode();
        if (c >= 0x7f && c <= 0x9f)
            out += QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
        else
            out += ch;
    }
    return out;
}

} // namespace hexstride
