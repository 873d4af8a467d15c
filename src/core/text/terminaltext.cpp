#include "terminaltext.h"

#include <algorithm>

namespace hexstride {

namespace {
bool isControl(char16_t c)
{
    // U+2028 and U+2029 (line and paragraph separators) break lines in some terminals and
    // viewers: a name holding one could start a forged line (issue 29).
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029;
}

/// True when text[i] is a control character to escape: with keepLineBreaks, a line break
/// ('\n', or the '\r' of "\r\n", which CSV output ends its records with) is kept.
bool escapes(QStringView text, qsizetype i, bool keepLineBreaks)
{
    const char16_t c = text[i].unicode();
    if (!isControl(c))
        return false;
    if (keepLineBreaks && c == u'\n')
        return false;
    return !(keepLineBreaks && c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n');
}

/// Whether `text` holds no character isControl() would escape. Without an early exit, so that
/// the loop over a turn's many short names vectorises (a report calls this per name).
bool noControl(QStringView text)
{
    const char16_t *p = text.utf16();
    const qsizetype n = text.size();
    bool control = false;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = p[i];
        control |= (c < 0x20) | ((c >= 0x7f) & (c <= 0x9f)) | ((c | 1) == 0x2029);
    }
    return !control;
}

QString escaped(QStringView text, bool keepLineBreaks)
{
    if (noControl(text))
        return text.toString();
    qsizetype i = 0;
    while (i < text.size() && !escapes(text, i, keepLineBreaks))
        ++i;
    if (i == text.size())
        return text.toString(); // the common case: nothing to escape
    QString out = text.left(i).toString();
    out.reserve(text.size() + 16);
    for (; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (!escapes(text, i, keepLineBreaks))
            out += QChar(c);
        else if (c == u'\n')
            out += QLatin1String("\\n");
        else if (c == u'\t')
            out += QLatin1String("\\t");
        else if (c == u'\r')
            out += QLatin1String("\\r");
        else if (c > 0xff)
            out += QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
        else
            out += QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
    }
    return out;
}
} // namespace

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
