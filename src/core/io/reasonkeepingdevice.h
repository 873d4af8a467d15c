#pragma once

// A buffered writer over another device that keeps the reason of the first write it refused.
#include <QByteArray>
#include <QIODevice>
#include <QString>

namespace hexstride {

/// Writes into `target` (open for writing; for a file, best opened Unbuffered) through a buffer
/// of its own, and keeps the system's reason of the first write the target refuses or cuts
/// short, read at once (probe17 R08: a full disk was told as "Unknown error": a buffered QFile
/// loses errno on a short write, and its error string is reset by the next write). After a
/// failure every write is refused. finish() writes out what is buffered and returns the reason
/// (empty when all was written).
class ReasonKeepingDevice : public QIODevice
{
public:
    explicit ReasonKeepingDevice(QIODevice *target);
    bool isSequential() const override { return true; }
    /// Writes out the buffer; the first failure's reason, or empty.
    QString finish();
    /// The first failure's reason so far (empty: none).
    QString reason() const { return m_reason; }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override;

private:
    bool drain();
    QIODevice *m_target;
    QByteArray m_buffer;
    QString m_reason;
};

/// The reason `device` gives for the write that just failed (errno cleared before it): for a
/// file the system's (errno) when it was set, else Qt's; for another device its error string.
QString writeFailureReason(const QIODevice &device);

} // namespace hexstride
