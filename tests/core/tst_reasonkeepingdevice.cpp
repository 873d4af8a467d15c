// ReasonKeepingDevice keeps the reason of the first refused write (probe17 R08: a full disk was
// told as "Unknown error", the reason read after the next write had reset it).
#include "io/reasonkeepingdevice.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <cstring>

using namespace hexstride;

namespace {
/// Takes `room` bytes (the last write that reaches it cut short, as a full disk does), then
/// refuses every write with ENOSPC's text; every write first resets the error, as QFile's do.
class FullDevice : public QIODevice
{
public:
    explicit FullDevice(qint64 room)
        : m_room(room)
    {
        open(QIODevice::WriteOnly);
    }
    QByteArray taken;
    int calls = 0;

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override
    {
        ++calls;
        setErrorString(QStringLiteral("Unknown error"));
        const qint64 n = std::min(size, m_room - taken.size());
        if (n <= 0) {
            setErrorString(QStringLiteral("No space left on device"));
            return -1;
        }
        taken.append(data, n);
        return n;
    }

private:
    qint64 m_room;
};
} // namespace

namespace {
/// A file whose every write fails as a full disk's does, Qt's error string left unhelpful.
class ForgetfulFile : public QFile
{
public:
    using QFile::QFile;

protected:
    qint64 writeData(const char *, qint64) override
    {
        setErrorString(QStringLiteral("Unknown error"));
        errno = ENOSPC;
        return -1;
    }
};
} // namespace

class TestReasonKeepingDevice : public QObject
{
    Q_OBJECT
private slots:
    void everythingIsWrittenThrough()
    {
        QBuffer target;
        QVERIFY(target.open(QIODevice::WriteOnly));
        ReasonKeepingDevice kept(&target);
        QByteArray expected;
        for (int i = 0; i < 20000; ++i) { // 20000 × 10 bytes: the 64 KiB buffer fills thrice
            const QByteArray piece = QByteArray::number(1000000000 + i);
            expected += piece;
            QCOMPARE(kept.write(piece), qint64(piece.size()));
        }
        QCOMPARE(kept.finish(), QString());
        QCOMPARE(target.data(), expected);
    }

    // A file whose write the system refused for a full disk while Qt's own error says
    // "Unknown error" (as Qt's file says after a write cut short, probe17 R08): the system's
    // reason is kept, taken when the write failed.
    void aFileSaysTheSystemsReason()
    {
        QTemporaryDir dir;
        ForgetfulFile file(dir.filePath(QStringLiteral("report.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        ReasonKeepingDevice kept(&file);
        const QByteArray piece(1000, 'x');
        for (int i = 0; i < 200 && kept.reason().isEmpty(); ++i)
            kept.write(piece);
        QCOMPARE(kept.finish(), QString::fromLocal8Bit(std::strerror(ENOSPC)));
    }

    void theFirstRefusalIsKept()
    {
        FullDevice target(100000); // the second 64 KiB block is cut short at 100,000 bytes
        ReasonKeepingDevice kept(&target);
        const QByteArray piece(1000, 'x');
        qint64 accepted = 0;
        for (int i = 0; i < 200; ++i)
            accepted += std::max<qint64>(kept.write(piece), 0);
        QCOMPARE(kept.reason(), QStringLiteral("No space left on device"));
        QCOMPARE(kept.finish(), QStringLiteral("No space left on device"));
        QCOMPARE(kept.errorString(), QStringLiteral("No space left on device"));
        QCOMPARE(target.taken.size(), 100000);
        QCOMPARE(accepted, qint64(131000)); // 131 pieces taken in, then refused
        // Once refused, nothing more reaches the device: its reset error cannot replace the reason.
        const int calls = target.calls;
        QCOMPARE(kept.write(piece), qint64(-1));
        QCOMPARE(target.calls, calls);
    }
};

QTEST_GUILESS_MAIN(TestReasonKeepingDevice)
#include "tst_reasonkeepingdevice.moc"
