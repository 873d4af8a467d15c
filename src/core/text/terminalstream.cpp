#include "terminalstream.h"

#include "terminaltext.h"

#include <QByteArrayView>
#include <QString>

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

/// Whether UTF-8 `bytes` hold no control character terminalLines() would escape (a line break,
/// "\r\n" included, is kept): then they are passed on as they are, not decoded and encoded
/// again (a big turn's JSON is hundreds of megabytes). C1 controls are 0xc2 0x80-0x9f;
/// U+2028 and U+2029 are 0xe2 0x80 0xa8-0xa9.
bool plainLines(QByteArrayView bytes)
{
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n; ++i) {
        const uchar b = uchar(bytes[i]);
        if (b >= 0x20 && b != 0x7f && b != 0xc2 && b != 0xe2)
            continue;
        if (b == '\n')
            continue;
        if (b == '\r' && i + 1 < n && bytes[i + 1] == '\n')
            continue;
        if (b == 0xc2 && i + 1 < n && (uchar(bytes[i + 1]) < 0x80 || uchar(bytes[i + 1]) > 0x9f))
            continue;
        if (b == 0xe2
            && !(i + 2 < n && uchar(bytes[i + 1]) == 0x80
                 && (uchar(bytes[i + 2]) == 0xa8 || uchar(bytes[i + 2]) == 0xa9)))
            continue;
        return false;
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
