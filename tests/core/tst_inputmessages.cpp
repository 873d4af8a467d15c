// What a refusal says of the input: file text quoted to 80 characters at most, and size limits
// stated as they are (never "0 MB" for a limit under a megabyte).
#include "io/gzip.h"
#include "io/messagetext.h"

#include <QTest>

using namespace hexstride;

class TestInputMessages : public QObject
{
    Q_OBJECT
private slots:
    void sizesInTheirUnit_data()
    {
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<QString>("text");
        QTest::newRow("256 MB") << qint64(256) * 1024 * 1024 << "256 MB";
        QTest::newRow("1.5 MB") << qint64(3) * 512 * 1024 << "1.5 MB";
        // 1 MB + 100 KB = 1.0977 MB: one decimal, rounded down (a limit is never overstated).
        QTest::newRow("1.0977 MB") << qint64(1024 + 100) * 1024 << "1 MB";
        QTest::newRow("1 MB") << qint64(1024) * 1024 << "1 MB";
        // One byte under a megabyte: 1023.999 KB, down to a tenth.
        QTest::newRow("just under 1 MB") << qint64(1024) * 1024 - 1 << "1023.9 KB";
        QTest::newRow("8 KB") << qint64(8192) << "8 KB";
        QTest::newRow("1.5 KB") << qint64(1536) << "1.5 KB";
        QTest::newRow("1023 bytes") << qint64(1023) << "1023 bytes";
        QTest::newRow("8 bytes") << qint64(8) << "8 bytes";
        QTest::newRow("1 byte") << qint64(1) << "1 byte";
    }
    void sizesInTheirUnit()
    {
        QFETCH(qint64, bytes);
        QFETCH(QString, text);
        QCOMPARE(byteSizeText(bytes), text);
    }

    void inflationLimitIsStated()
    {
        // 2000 zero bytes against a 1000-byte cap: the limit is said in bytes, not "0 MB".
        const QByteArray packed = zip::zlibCompress(QByteArray(2000, '\0').constData(), 2000, 9);
        QByteArray out;
        QString error;
        QVERIFY(!zip::inflateAny(packed.constData(), packed.size(), 1000, out, error));
        QCOMPARE(error, QStringLiteral("decompressed data exceeds the size limit of 1000 bytes"));
        QByteArray exact(8, '\0');
        QVERIFY(!zip::inflateExact(packed.constData(), packed.size(), exact.data(), 8, error));
        QCOMPARE(error, QStringLiteral("decompressed data is longer than the 8 bytes expected"));
    }

    void quotesAtMostEightyCharacters_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("quoted");
        QTest::newRow("short") << "forest"
                               << "forest";
        QTest::newRow("80 exactly") << QString(80, 'a') << QString(80, 'a');
        QTest::newRow("81") << QString(81, 'a') << QString(79, 'a') + "…";
        QTest::newRow("5 MB") << QString(5 << 20, 'b') << QString(79, 'b') + "…";
        QTest::newRow("line breaks") << "a\nb\r\nc\rd"
                                     << "a↵b↵c↵d";
    }
    void quotesAtMostEightyCharacters()
    {
        QFETCH(QString, text);
        QFETCH(QString, quoted);
        QCOMPARE(quotedInput(text), quoted);
    }
};

QTEST_GUILESS_MAIN(TestInputMessages)
#include "tst_inputmessages.moc"
