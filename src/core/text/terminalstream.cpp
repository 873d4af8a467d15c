#include "terminalstream.h"

#include "terminaltext.h"

#include <QByteArrayView>
#include <QString>

#include <utility>

namespace hexstride {

namespace {
/// The length of the longest prefix of `bytes` that may be passed on alone: up to the last line
/// break; for a long line, up to a character boundary that does not split "\r\n".
qsizetype passableLength(const QByteArray &bytes)
{
    const qsizetype lineEnd = bytes.lastIndexOf('\n');
    if (lineEnd >= 0)
        return lineEnd + 1;
    if (bytes.size() < TerminalLineDevice::kPiece)
        return 0;
    const auto continuation = [&](qsizetype i) { return (uchar(bytes[i]) & 0xc0) == 0x80; };
    qsizetype cut = bytes.size() - 1; // the start of the last character, which may be incomplete
    while (cut > 0 && continuation(cut))
        --cut;
    while (cut > 0 && bytes[cut - 1] == '\r')
        --cut;
    return cut;
}

/// The code point of the UTF-8 sequence starting at bytes[i] and its length in bytes; a
/// malformed or cut sequence gives U+FFFD (then the caller decodes the whole text, which shows
/// it the same way).
std::pair<char32_t, qsizetype> utf8CodePoint(QByteArrayView bytes, qsizetype i)
{
    const uchar b = uchar(bytes[i]);
    const qsizetype length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    if (length == 1 || i + length > bytes.size())
        return {0xfffd, 1};
    char32_t c = b & (0x7f >> length);
    for (qsizetype k = 1; k < length; ++k) {
        const uchar next = uchar(bytes[i + k]);
        if ((next & 0xc0) != 0x80)
            return {0xfffd, 1};
        c = (c << 6) | (next & 0x3f);
    }
    return {c, length};
}

/// Whether UTF-8 `bytes` hold no character terminalLines() would escape (a line break, "\r\n"
/// included, is kept): then they are passed on as they are, not decoded and encoded again (a
/// big turn's JSON is hundreds of megabytes, nearly all of it ASCII).
bool plainLines(QByteArrayView bytes)
{
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        const uchar b = uchar(bytes[i]);
        if (b >= 0x20 && b < 0x7f) {
            ++i;
            continue;
        }
        if (b == '\n' || (b == '\r' && i + 1 < n && bytes[i + 1] == '\n')) {
            ++i;
            continue;
        }
        if (b < 0x80)
            return false; // C0 or DEL
        const auto [c, length] = utf8CodePoint(bytes, i);
        if (c == 0xfffd || isEscapedInTerminal(c))
            return false;
        i += length;
    }
    return true;
}
} // namespace

TerminalLineDevice::TerminalLineDevice(QIODevice *target)
    : m_target(target)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

TerminalLineDevice::~TerminalLineDevice()
{
    finish();
}

void TerminalLineDevice::finish()
{
    pass(m_held.size());
}

void TerminalLineDevice::setExact(bool exact)
{
    finish();
    m_exact = exact;
}

qint64 TerminalLineDevice::writeData(const char *data, qint64 size)
{
    if (m_exact) {
        m_target->write(data, size);
        return size;
    }
    m_held.append(data, size);
    pass(passableLength(m_held));
    return size;
}

void TerminalLineDevice::pass(qsizetype bytes)
{
    if (bytes <= 0)
        return;
    if (plainLines(QByteArrayView(m_held.constData(), bytes))) {
        m_target->write(m_held.constData(), bytes);
    } else {
        const QByteArray shown
            = terminalLines(QString::fromUtf8(m_held.constData(), bytes)).toUtf8();
        m_target->write(shown);
    }
    m_held.remove(0, bytes);
}

} // namespace hexstride
