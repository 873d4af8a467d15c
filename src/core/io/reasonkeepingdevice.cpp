// A buffered writer that keeps the reason of the first refused write.
#include "reasonkeepingdevice.h"

#include "io/safefile.h"

#include <QFileDevice>

#include <cerrno>

namespace hexstride {

namespace {
/// What is gathered before it is written out: large enough that a report written a field at a
/// time costs few system calls.
constexpr qsizetype kBufferBytes = 64 * 1024;
} // namespace

QString writeFailureReason(const QIODevice &device)
{
    const auto *file = qobject_cast<const QFileDevice *>(&device);
    if (!file)
        return device.errorString();
    // errno is cleared before each write: set, it is the system's reason for this one (a short
    // write, which a full disk makes, leaves Qt's error "Unknown error" or none at all).
    return errno != 0 ? safefile::systemReason() : file->errorString();
}

ReasonKeepingDevice::ReasonKeepingDevice(QIODevice *target)
    : m_target(target)
{
    open(QIODevice::WriteOnly);
}

qint64 ReasonKeepingDevice::writeData(const char *data, qint64 size)
{
    if (!m_reason.isEmpty())
        return -1;
    m_buffer.append(data, size);
    if (m_buffer.size() >= kBufferBytes && !drain())
        return -1;
    return size;
}

bool ReasonKeepingDevice::drain()
{
    qsizetype done = 0;
    while (done < m_buffer.size()) {
        errno = 0;
        const qint64 n = m_target->write(m_buffer.constData() + done, m_buffer.size() - done);
        if (n <= 0) {
            m_reason = writeFailureReason(*m_target);
            if (m_reason.isEmpty())
                m_reason = safefile::systemReason();
            setErrorString(m_reason);
            m_buffer.clear();
            return false;
        }
        done += n; // a short count: the rest is written again, and the system says why not
    }
    m_buffer.clear();
    return true;
}

QString ReasonKeepingDevice::finish()
{
    if (m_reason.isEmpty())
        drain();
    return m_reason;
}

} // namespace hexstride
