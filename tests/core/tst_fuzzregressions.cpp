// Replays the fuzzers' seed corpora and every input that once crashed a harness
// (tests/data/fuzz/<harness>/) through the harnesses themselves, compiled here without
// libFuzzer: a harness traps on a broken promise, so a regression fails (crashes) this test.
#include <QDir>
#include <QTest>

#define LLVMFuzzerTestOneInput fuzzMapFile
#include "../fuzz/fuzz_mapfile.cpp"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzzJOverseer
#include "../fuzz/fuzz_joverseer.cpp"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzzRuleset
#include "../fuzz/fuzz_ruleset.cpp"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzzOrders
#include "../fuzz/fuzz_orders.cpp"
#undef LLVMFuzzerTestOneInput

using Harness = int (*)(const std::uint8_t *, std::size_t);

class TestFuzzRegressions : public QObject
{
    Q_OBJECT
private slots:
    void replay_data()
    {
        QTest::addColumn<QString>("harness");
        QTest::addColumn<QString>("file");
        const QStringList harnesses{"mapfile", "joverseer", "ruleset", "orders"};
        for (const QString &h : harnesses) {
            for (const QString &root : {QStringLiteral(HEXSTRIDE_SOURCE_DIR "/tests/fuzz/corpus/"),
                                        QStringLiteral(HEXSTRIDE_TEST_DATA_DIR "/fuzz/")}) {
                const QDir dir(root + h);
                for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
                    QTest::newRow(qPrintable(h + "/" + name)) << h << dir.filePath(name);
            }
        }
    }
    void replay()
    {
        QFETCH(QString, harness);
        QFETCH(QString, file);
        static const QHash<QString, Harness> byName{
            {"mapfile", fuzzMapFile}, {"joverseer", fuzzJOverseer}, {"ruleset", fuzzRuleset}, {"orders", fuzzOrders}};
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QCOMPARE(byName.value(harness)(reinterpret_cast<const std::uint8_t *>(bytes.constData()), std::size_t(bytes.size())), 0);
    }

    void everyHarnessIsReplayed()
    {
        // A new harness must be added above, or its crashes would not be replayed. The orders
        // file harness needs the CLI verbs: tests/cli/tst_fuzzordersfile.cpp replays it.
        const QStringList files = QDir(HEXSTRIDE_SOURCE_DIR "/tests/fuzz").entryList({"fuzz_*.cpp"}, QDir::Files);
        QCOMPARE(files, QStringList({"fuzz_joverseer.cpp", "fuzz_mapfile.cpp", "fuzz_orders.cpp", "fuzz_ordersfile.cpp",
                                     "fuzz_ruleset.cpp"}));
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
