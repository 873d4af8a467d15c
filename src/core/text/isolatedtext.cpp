#include "isolatedtext.h"

#include "terminaltext.h"

namespace hexstride {

bool isBidiControl(char32_t c)
{
    return (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c == 0x200e
           || c == 0x200f || c == 0x061c;
}

QString isolatedText(QStringView text)
{
    if (text.isEmpty())
        return {};
    // terminalText() escapes every bidi control: no isolate is left inside to close ours early.
    return QChar(0x2068) + terminalText(text) + QChar(0x2069);
}

} // namespace hexstride
