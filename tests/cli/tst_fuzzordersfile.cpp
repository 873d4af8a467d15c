// Replays the orders file harness's seed corpus and every input that once crashed it
// (tests/data/fuzz/ordersfile/) through the harness, compiled here without libFuzzer: the
// harness traps on a broken promise, so a regression fails (crashes) this test.
#include <QDir>
#include <QTest>

#define LLVMFuzzerTestOneInput fuzzOrdersFile
#include "../fuzz/fuzz_ordersfile.cpp"
#undef LLVMFuzzerTestOneInput

class TestFuzzOrdersFile : public QObject
{
    Q_OBJECT
private slots:
    void replay_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &root :
             {QStringLiteral(HEXSTRIDE_SOURCE_DIR "/tests/fuzz/corpus/ordersfile"),
              QStringLiteral(HEXSTRIDE_TEST_DATA_DIR "/fuzz/ordersfile")}) {
            const QDir dir(root);
            for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
                QTest::newRow(qPrintable(name)) << dir.filePath(name);
        }
    }
    void replay()
    {
        QFETCH(QString, file);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QCOMPARE(fuzzOrdersFile(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                                std::size_t(bytes.size())),
                 0);
    }
};

QTEST_GUILESS_MAIN(TestFuzzOrdersFile)
#include "tst_fuzzordersfile.moc"
