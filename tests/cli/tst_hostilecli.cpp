// hexstride-cli against hostile input (issue 14), run as the built program: endless devices,
// FIFOs as output, absurd render sizes, unknown output formats, empty imports, and convert
// keeping the map's custom ruleset (embedded, by path into another folder, in place).
#include "io/mapfile.h"
#include "support/clitestmaps.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {
const QString kData = testpaths::data();
const QString kExample = kData + QStringLiteral("/maps/example-3x2.json");

using clitest::cli;
using clitest::Run;

QString describe(const Run &r)
{
    return QStringLiteral("exit %1, stderr: %2").arg(r.code).arg(r.err);
}

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

bool writeJson(const QString &path, const QJsonObject &o)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(QJsonDocument(o).toJson()) > 0;
}

QJsonObject withoutLayers(QJsonObject o)
{
    o.remove("layers");
    o.remove("version"); // follows how the layers are stored (version 2: runs)
    return o;
}

QByteArray bundledRuleset(const QString &id)
{
    QFile f(testpaths::source("/resources/rulesets/") + id + QStringLiteral(".json"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TestHostileCli : public QObject
{
    Q_OBJECT
private slots:
    // Item 1: these read until std::bad_alloc and aborted.
    void endlessInputEndsWithAClearError_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("info /dev/zero")
            << QStringList{"info", "/dev/zero"} << "/dev/zero: the file is larger than 256 MB";
        QTest::newRow("orders /dev/zero") << QStringList{"orders", kExample, "/dev/zero"}
                                          << "/dev/zero: the file is larger than 16 MB";
        QTest::newRow("orders /dev/urandom") << QStringList{"orders", kExample, "/dev/urandom"}
                                             << "/dev/urandom: the file is larger than 16 MB";
        QTest::newRow("import /dev/zero")
            << QStringList{"import-joverseer", "/dev/zero", "/dev/zero", "/tmp/never.hexmap"}
            << "/dev/zero: the file is larger than 16 MB";
        QTest::newRow("check-ruleset /dev/zero") << QStringList{"check-ruleset", "/dev/zero"}
                                                 << "/dev/zero: the file is larger than 16 MB";
    }
    void endlessInputEndsWithAClearError()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run r = cli(args);
        QVERIFY2(r.code == 1 && r.err.contains(expected), qPrintable(describe(r)));
    }

    // Item 2: the temporary file was renamed over the FIFO (or, as root, over /dev/null).
    void convertRefusesToReplaceAFifo()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath("out.json");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const Run r = cli({"convert", kExample, fifo});
        QVERIFY2(r.code == 1 && r.err.contains("not a regular file"), qPrintable(describe(r)));
        struct stat st
        {
        };
        QVERIFY(::stat(QFile::encodeName(fifo).constData(), &st) == 0 && S_ISFIFO(st.st_mode));
    }

    // Item 3: --width 1000000 was clamped to 30000 px and took 31 s and 3.2 GB. A width over
    // the side's bound is refused as an option (probe18 S05: naming the range); one within it
    // whose image has too many pixels, by the size check naming both limits.
    void renderRefusesImagesBeyondTheLimit()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("huge.png");
        Run r = cli({"render", kExample, out, "--width", "1000000"});
        QVERIFY2(r.code == 1
                     && r.err.contains("--width \"1000000\": expected a whole number from 64 to "
                                       "30000"),
                 qPrintable(describe(r)));
        r = cli({"render", kExample, out, "--width", "30000"});
        QVERIFY2(r.code == 1 && r.err.contains("30000 pixels a side")
                     && r.err.contains("100 million pixels"),
                 qPrintable(describe(r)));
        QVERIFY(!QFile::exists(out));
    }

    // Item 6: an unknown output extension wrote a gzip map under that name.
    void unknownOutputFormatIsBadUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("convert .txt") << QStringList{"convert", kExample, "OUT.txt"};
        QTest::newRow("convert no suffix") << QStringList{"convert", kExample, "OUT"};
        QTest::newRow("import .png")
            << QStringList{"import-joverseer", "a.terrain", "a.traffic", "OUT.png"};
    }
    void unknownOutputFormatIsBadUsage()
    {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        args.last() = dir.filePath(args.last());
        const Run r = cli(args);
        QVERIFY2(r.code == 2 && r.err.contains("unknown output format") && r.err.contains(".hexmap")
                     && r.err.contains(".json"),
                 qPrintable(describe(r)));
        QVERIFY(!QFile::exists(args.last()));
    }

    void emptyJOverseerFilesAreAnError()
    {
        QTemporaryDir dir;
        for (const char *name : {"empty.terrain", "empty.traffic"}) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        const QString out = dir.filePath("out.hexmap");
        const Run r = cli({"import-joverseer", dir.filePath("empty.terrain"),
                           dir.filePath("empty.traffic"), out});
        QVERIFY2(r.code == 1 && r.err.contains("lists no hex"), qPrintable(describe(r)));
        QVERIFY(!QFile::exists(out));
    }

    // A negative multiplier is refused when the ruleset is read (the loader refuses what the
    // check calls an error), naming the field.
    void checkRulesetRefusesANegativeMultiplier()
    {
        QTemporaryDir dir;
        QJsonObject root = QJsonDocument::fromJson(bundledRuleset("pbm-strategic")).object();
        QJsonArray modifiers = root.value("modifiers").toArray();
        QJsonObject evasive = modifiers.first().toObject(); // "moving evasively doubles the cost"
        QCOMPARE(evasive.value("effect").toString(), QString("multiply"));
        evasive.insert("value", -2);
        modifiers.replace(0, evasive);
        root.insert("modifiers", modifiers);
        const QString path = dir.filePath("negative.json");
        QVERIFY(writeJson(path, root));
        const Run r = cli({"check-ruleset", path});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("modifiers[0].value: multiplies costs by -2"),
                 qPrintable(describe(r)));
    }

    // Item 7: convert dropped customRuleset; in place it destroyed the referee's ruleset.
    void convertKeepsAnEmbeddedRuleset()
    {
        QTemporaryDir dir;
        QJsonObject map = readJson(kExample);
        const QJsonObject embedded
            = QJsonDocument::fromJson(bundledRuleset("tabletop-inches")).object();
        map.insert("customRuleset", QJsonObject{{"embedded", embedded}});
        const QString in = dir.filePath("m.json");
        QVERIFY(writeJson(in, map));
        QCOMPARE(cli({"convert", in, dir.filePath("m.hexmap")}).code, 0);
        QCOMPARE(cli({"convert", dir.filePath("m.hexmap"), dir.filePath("back.json")}).code, 0);
        QCOMPARE(readJson(dir.filePath("back.json"))
                     .value("customRuleset")
                     .toObject()
                     .value("embedded")
                     .toObject(),
                 embedded);
        // In place: nothing lost (layers compared by their values, not by how they are packed).
        const QJsonObject before = readJson(in);
        QVERIFY(QFile::copy(in, dir.filePath("before.json")));
        QCOMPARE(cli({"convert", in, in}).code, 0);
        const QJsonObject after = readJson(in);
        QCOMPARE(withoutLayers(after), withoutLayers(before));
        const hexstride::MapLoadResult was = hexstride::loadMapFile(dir.filePath("before.json"));
        const hexstride::MapLoadResult is = hexstride::loadMapFile(in);
        QVERIFY(was.map && is.map);
        QVERIFY(*was.map == *is.map);
        QVERIFY(before.contains("customRuleset"));
    }

    void convertRewritesARulesetPathForTheNewFolder()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath("campaign/rules"));
        QVERIFY(QDir(dir.path()).mkpath("export/copies"));
        QFile rules(dir.filePath("campaign/rules/ours.json"));
        QVERIFY(rules.open(QIODevice::WriteOnly)
                && rules.write(bundledRuleset("tabletop-inches")) > 0);
        rules.close();
        QJsonObject map = readJson(kExample);
        map.insert("customRuleset", QJsonObject{{"path", "rules/ours.json"}});
        const QString in = dir.filePath("campaign/m.json");
        QVERIFY(writeJson(in, map));

        const QString out = dir.filePath("export/copies/m.json");
        const Run r = cli({"convert", in, out});
        QVERIFY2(r.code == 0, qPrintable(describe(r)));
        QCOMPARE(readJson(out).value("customRuleset").toObject().value("path").toString(),
                 QString("../../campaign/rules/ours.json"));
        // The copy's check finds the ruleset (a missing file would be an error).
        const Run check = cli({"check", out});
        QVERIFY2(!check.err.contains("missing"), qPrintable(describe(check)));

        // In place, the path stays as written.
        QCOMPARE(cli({"convert", in, in}).code, 0);
        QCOMPARE(readJson(in).value("customRuleset").toObject().value("path").toString(),
                 QString("rules/ours.json"));
    }
};

QTEST_GUILESS_MAIN(TestHostileCli)
#include "tst_hostilecli.moc"
