// Replays the orders file harness's corpus (tests/fuzz/corpus/ordersfile/: the seeds, every bad
// case of issue 29, and inputs that once crashed it kept as crash-*) through the harness,
// compiled here without libFuzzer: the harness traps on a broken promise, so a regression fails
// (crashes) this test. An empty or missing corpus fails: it would replay nothing.
#include "testpaths.h"
#include <QDir>
#include <QTest>

#define LLVMFuzzerTestOneInput fuzzOrdersFile
#include "../fuzz/fuzz_ordersfile.cpp"
#undef LLVMFuzzerTestOneInput

namespace {
const QString kCorpus = testpaths::source("/tests/fuzz/corpus/ordersfile");
} // namespace

class TestFuzzOrdersFile : public QObject
{
    Q_OBJECT
private slots:
    void corpusIsThere()
    {
        const QStringList files = QDir(kCorpus).entryList(QDir::Files, QDir::Name);
        // The seeds of issue 29 among them: the file is not the old, empty folder's.
        QVERIFY2(files.contains("army-on-two-lines") && files.contains("unknown-unit-name"),
                 qPrintable(kCorpus + ": " + files.join(' ')));
        // The eight files of issue 29 (two seeds, six bad cases); crash-* inputs only add to them.
        QVERIFY2(files.size() >= 8, qPrintable(kCorpus + ": " + files.join(' ')));
    }
    void replay_data()
    {
        QTest::addColumn<QString>("file");
        const QDir dir(kCorpus);
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
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
