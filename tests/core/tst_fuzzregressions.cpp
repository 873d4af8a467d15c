// Replays the fuzzers' seed corpora (tests/fuzz/corpus/<harness>/; inputs that once crashed a
// harness are kept there as crash-*) through the harnesses themselves, compiled here without
// libFuzzer: a harness traps on a broken promise, so a regression crashes this test. Beside
// that, each input the loaders read as it is must either load or fail with a message naming the
// file, and the seeds whose outcome is known by construction must have that outcome. A missing
// or empty corpus folder fails: it would otherwise replay nothing.
#include "testpaths.h"
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
#define LLVMFuzzerTestOneInput fuzzCostTableCsv
#include "../fuzz/fuzz_costtablecsv.cpp"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzzTiled
#include "../fuzz/fuzz_tiled.cpp"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzzCampaign
#include "../fuzz/fuzz_campaign.cpp"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzzOrdersHeader
#include "../fuzz/fuzz_ordersheader.cpp"
#undef LLVMFuzzerTestOneInput

using Harness = int (*)(const std::uint8_t *, std::size_t);

namespace {
const QStringList kHarnesses{"mapfile",      "joverseer", "ruleset",  "orders",
                             "costtablecsv", "tiled",     "campaign", "ordersheader"};

QString corpusDir(const QString &harness)
{
    return testpaths::source("/tests/fuzz/corpus/") + harness;
}

/// What a loader makes of an input it reads as it is: "loads", "error" (with a message that
/// names the file), or "bad" (neither, or an error without the file's name). Empty when the
/// harness transforms its input first (ruleset edits, order strings): its own traps check those.
QString outcome(const QString &harness, const QByteArray &bytes)
{
    auto judge = [](bool loaded, const QString &error, const QString &file) {
        if (loaded == error.isEmpty())
            return loaded ? QStringLiteral("loads")
                          : (error.contains(file) ? QStringLiteral("error") : "bad: " + error);
        return QStringLiteral("bad: loaded with an error, or failed without one");
    };
    if (harness == "mapfile") {
        const auto r = hexstride::loadMapData(bytes, "seed.hexmap");
        return judge(r.map.has_value(), r.error, "seed.hexmap");
    }
    if (harness == "joverseer") {
        const qsizetype split = bytes.indexOf('\0');
        const auto r = hexstride::importJOverseerData(
            split < 0 ? bytes : bytes.left(split), "seed.terrain",
            split < 0 ? QByteArray() : bytes.mid(split + 1), "seed.traffic");
        return judge(r.map.has_value(), r.error, "seed.");
    }
    if (harness == "ruleset" && (bytes.startsWith('{') || bytes.startsWith('['))) {
        const auto r = hexstride::loadRuleset(bytes, "seed.json");
        return judge(r.ruleset.has_value(), r.error, "seed.json");
    }
    if (harness == "campaign") {
        QString error;
        const auto c = hexstride::readCampaign(bytes, "seed.json", &error);
        return judge(c.has_value(), error, "seed.json");
    }
    if (harness == "tiled") {
        const auto r = hexstride::loadTiledData(bytes, "seed.tmx", "/nonexistent-fuzz-dir",
                                                bytes.trimmed().startsWith('{'));
        return judge(r.map.has_value(), r.error, "seed.tmx");
    }
    return {};
}

/// Seeds whose outcome is known from their content: the bundled examples and complete rulesets
/// load, the broken ones are refused.
const QHash<QString, QString> kExpected{
    {"mapfile/example-3x2.hexmap", "loads"},
    {"mapfile/example-3x2.json", "loads"},
    {"mapfile/minimal.json", "error"}, // the format line alone: no version, no shape
    {"mapfile/edges-wrong-length.json", "error"},
    {"mapfile/shape-missing.json", "error"},
    {"mapfile/terrain-wrong-length.json", "error"},
    {"mapfile/truncated-gzip.hexmap", "error"},
    {"mapfile/unknown-hex-feature.json", "error"},
    {"mapfile/unknown-terrain.json", "error"},
    {"mapfile/width-nan.json", "error"},
    {"tiled/flat-even-zlib.tmx", "loads"},
    {"tiled/exported-pointy.tmx", "loads"},
    {"tiled/exported-flat.tmj", "loads"},
    {"tiled/orthogonal.tmx", "error"},
    {"tiled/pointy-odd-csv.tmx", "error"}, // its external tileset is not beside the seed
    {"ruleset/battle-federations.json", "loads"},
    {"ruleset/pbm-strategic.json", "loads"},
    {"ruleset/strategic-commanders.json", "loads"},
    {"ruleset/tabletop-inches.json", "loads"},
    {"ruleset/tactical-formations.json", "loads"},
    {"ruleset/table-rows-cut.json", "loads"}, // fewer rows, each still complete
    {"ruleset/empty-vocabulary.json", "error"},
    {"ruleset/min-step-zero.json", "error"},
    {"ruleset/multiply-minus-two.json", "error"}, // a multiplier must be above 0
    {"ruleset/negative-modifier.json", "error"},
    {"ruleset/pbm-cut.json", "error"},
    {"ruleset/top-level-array.json", "error"},
    {"ruleset/truncated.json", "error"},
    {"campaign/two-players", "loads"},
    {"campaign/minimal", "loads"},
};
} // namespace

class TestFuzzRegressions : public QObject
{
    Q_OBJECT
private slots:
    void everyCorpusFolderHasInputs()
    {
        for (const QString &h : kHarnesses) {
            const QDir dir(corpusDir(h));
            QVERIFY2(dir.exists(), qPrintable(dir.path() + " is missing"));
            QVERIFY2(!dir.entryList(QDir::Files).isEmpty(), qPrintable(dir.path() + " is empty"));
        }
        // Every seed named above is still there (a renamed seed would silently lose its check).
        for (auto it = kExpected.begin(); it != kExpected.end(); ++it)
            QVERIFY2(QFile::exists(corpusDir(it.key().section('/', 0, 0)) + "/"
                                   + it.key().section('/', 1)),
                     qPrintable(it.key()));
    }

    void replay_data()
    {
        QTest::addColumn<QString>("harness");
        QTest::addColumn<QString>("file");
        for (const QString &h : kHarnesses) {
            const QDir dir(corpusDir(h));
            for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
                QTest::newRow(qPrintable(h + "/" + name)) << h << dir.filePath(name);
        }
    }
    void replay()
    {
        QFETCH(QString, harness);
        QFETCH(QString, file);
        static const QHash<QString, Harness> byName{
            {"mapfile", fuzzMapFile},           {"joverseer", fuzzJOverseer},
            {"ruleset", fuzzRuleset},           {"orders", fuzzOrders},
            {"costtablecsv", fuzzCostTableCsv}, {"tiled", fuzzTiled},
            {"campaign", fuzzCampaign},         {"ordersheader", fuzzOrdersHeader}};
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        // Traps (crashes the test) when the harness finds a broken promise.
        byName.value(harness)(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                              std::size_t(bytes.size()));
        const QString got = outcome(harness, bytes);
        QVERIFY2(!got.startsWith("bad"), qPrintable(got));
        const QString expected = kExpected.value(harness + "/" + QFileInfo(file).fileName());
        if (!expected.isEmpty())
            QCOMPARE(got, expected);
    }

    void everyHarnessIsReplayed()
    {
        // A new harness must be added above, or its crashes would not be replayed. The orders
        // file harness needs the CLI verbs: tests/cli/tst_fuzzordersfile.cpp replays it; the rolls
        // file's corpus is replayed by tests/core/tst_fuzzrollsfile.cpp.
        const QStringList files
            = QDir(testpaths::source("/tests/fuzz")).entryList({"fuzz_*.cpp"}, QDir::Files);
        QCOMPARE(files, QStringList({"fuzz_campaign.cpp", "fuzz_costtablecsv.cpp",
                                     "fuzz_joverseer.cpp", "fuzz_mapfile.cpp", "fuzz_orders.cpp",
                                     "fuzz_ordersfile.cpp", "fuzz_ordersheader.cpp",
                                     "fuzz_rollsfile.cpp", "fuzz_ruleset.cpp", "fuzz_tiled.cpp"}));
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
