#include "testpaths.h"
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
const QString kData = testpaths::data();

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &args, const QString &language = "en")
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("LANGUAGE", language);
    env.insert("LC_ALL", "C.UTF-8");
    p.setProcessEnvironment(env);
    p.start(testpaths::cli(), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}
} // namespace

class TestCliIo : public QObject
{
    Q_OBJECT
private slots:
    void infoText()
    {
        const Run r = cli({"info", kData + "/maps/example-3x2.json"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("3 × 2"));
        QVERIFY(r.out.contains("tabletop-inches"));
        QVERIFY(r.out.contains("col,row"));
        QVERIFY(r.out.contains("pointy"));
    }

    // Text output speaks the reader's language: terrains and features by the ruleset's Russian
    // names, a step's status in words (the JSON keeps the ids). example-3x2: plains plains forest
    // / sea plains hills; a village and a town; 2 river and 2 road sides (docs/file-format.md).
    // walk12 #18: with LANGUAGE=ru and LANG=C.UTF-8 (no LC_ALL) the words were Russian and
    // the numbers English: "1,200 гексов, около 13.7 кБ" in the New Map dialog, "1,200" here.
    // A 40 × 30 map of plains (plains-14x9 grown, new hexes its own terrain): 1 200 plains, in
    // Russian with a no-break space between the thousands.
    void russianWordsWriteRussianNumbers()
    {
        QTemporaryDir dir;
        const QString big = dir.filePath("big.json");
        QCOMPARE(cli({"reshape", kData + "/maps/plains-14x9.json", big, "--width", "40", "--height",
                      "30"})
                     .code,
                 0);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove("LC_ALL");
        env.remove("LC_NUMERIC");
        env.insert("LANG", "C.UTF-8");
        env.insert("LANGUAGE", "ru");
        p.setProcessEnvironment(env);
        p.start(testpaths::cli(), {"info", big});
        QVERIFY(p.waitForFinished(60000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(out.contains(QString::fromUtf8("Равнины")), qPrintable(out));
        QVERIFY2(out.contains(QString::fromUtf8("1\u00a0200\n")), qPrintable(out));
        QVERIFY2(!out.contains("1,200"), qPrintable(out));
    }

    void textOutputInRussianHasNoIds()
    {
        const Run info = cli({"info", kData + "/maps/example-3x2.json"}, "ru");
        QCOMPARE(info.code, 0);
        for (const char *line :
             {"  Равнина          3\n", "  Лес              1\n", "  Море             1\n",
              "  Холмы            1\n", "  Деревня          1\n", "  Река             2\n",
              "  Дорога           2\n"})
            QVERIFY2(info.out.contains(QString::fromUtf8(line)), line);
        for (const char *id : {"plains", "forest", "village", "river", "road"})
            QVERIFY2(!info.out.contains(id), id);

        // 1,1 east to 2,1 costs 1 (one hex); the next step leaves the map; the third is not
        // carried out.
        const Run move = cli(
            {"move", kData + "/maps/example-3x2.json", "--from", "1,1", "--orders", "e, e, e"},
            "ru");
        QCOMPARE(move.code, 0);
        const QStringList lines = move.out.split('\n');
        QVERIFY2(lines.value(0).endsWith(QString::fromUtf8("ход 1  выполнен")),
                 qPrintable(move.out));
        QVERIFY2(lines.filter(QString::fromUtf8("2. e 2,1"))
                     .value(0)
                     .endsWith(QString::fromUtf8("нельзя")),
                 qPrintable(move.out));
        QVERIFY2(lines.filter(QString::fromUtf8("3. e"))
                     .value(0)
                     .endsWith(QString::fromUtf8("не выполнен")),
                 qPrintable(move.out));
        // The total says its unit and where the army is: 1 MP, at 2,1, one step made.
        QVERIFY2(lines.contains(QString::fromUtf8("Итого 1\u00a0ОД, отряд в 2,1, выполнен "
                                                  "1\u00a0шаг")),
                 qPrintable(move.out));
        for (const char *id : {" ok", "blocked", "not-executed", "insufficient"})
            QVERIFY2(!move.out.contains(id), id);
    }

    // The steps a unit did not make are said once each: a failed step gives its reason without
    // saying "not allowed" twice, and the steps not executed after it share one line that keeps
    // the plan's hexes. example-3x2 (3 wide): 1,1 east is 2,1 (1 MP); the next east leaves the
    // map at 3,1; the two orders after it would go 3,1 → 4,1 → 5,1, off the map.
    void unfinishedStepsAreSaidOnce()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("turn.txt");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Scouts | 1,1 | side=Blue | e, e, e, e\n");
        f.close();
        for (const char *verb : {"orders", "resolve"}) {
            const Run en = cli({verb, kData + "/maps/example-3x2.json", file});
            QCOMPARE(en.code, 0);
            const QStringList lines = en.out.split('\n');
            QVERIFY2(
                lines.contains("  2. e 2,1 → (off the map): Not allowed: the step leaves the map"),
                qPrintable(en.out));
            QVERIFY2(lines.contains("  3–4. e, e 3,1 → (off the map): 2 steps not executed"),
                     qPrintable(en.out));
            const Run ru = cli({verb, kData + "/maps/example-3x2.json", file}, "ru");
            QVERIFY2(ru.out.split('\n').contains(QString::fromUtf8(
                         "  3–4. e, e 3,1 → (за краем карты): 2 шага не выполнены")),
                     qPrintable(ru.out));
            QVERIFY2(!ru.out.contains(QString::fromUtf8("нельзя — Нельзя")), qPrintable(ru.out));
        }
    }

    // `move --orders` is typed by a person, as the planner's orders field is: the planner takes
    // «В» for e, so the CLI does too (one rules truth); the step is shown in the game's notation.
    // example-3x2: 1,1 east is 2,1 (pointy, odd rows shifted), one hex for 1.
    void typedOrdersTakeTheDirectionNamesShown()
    {
        const Run move = cli({"move", kData + "/maps/example-3x2.json", "--from", "1,1", "--orders",
                              QString::fromUtf8("В")},
                             "ru");
        QCOMPARE(move.code, 0);
        QVERIFY2(move.out.startsWith(QString::fromUtf8("1. e 1,1 → 2,1  стоимость 1  итого 1")),
                 qPrintable(move.out + move.err));
    }

    void infoJson()
    {
        const Run r = cli({"info", "--json", kData + "/maps/example-3x2.hexmap"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o["width"].toInt(), 3);
        QCOMPARE(o["height"].toInt(), 2);
        QCOMPARE(o["orientation"].toString(), QString("pointy"));
        QCOMPARE(o["labels"].toString(), QString("col,row"));
        QCOMPARE(o["ruleset"].toString(), QString("tabletop-inches"));
        // Terrain row 0: plains plains forest; row 1: sea plains hills (docs/file-format.md).
        QCOMPARE(o["terrains"].toObject()["plains"].toInt(), 3);
        QCOMPARE(o["terrains"].toObject()["hills"].toInt(), 1);
        // river: 1,0|2,0 and the ne side of 1,1; road: 0,0|1,0 and the ne side of 1,1.
        QCOMPARE(o["edgeFeatures"].toObject()["river"].toInt(), 2);
        QCOMPARE(o["edgeFeatures"].toObject()["road"].toInt(), 2);
    }

    void badInputs_data()
    {
        QTest::addColumn<QString>("file");
        const QStringList files = QDir(kData + "/bad-maps").entryList(QDir::Files);
        QVERIFY(files.size() >= 15);
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << f;
    }
    void badInputs()
    {
        QFETCH(QString, file);
        const QString path = kData + "/bad-maps/" + file;
        const Run r = cli({"info", path});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.startsWith(path + ": "), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void missingFile()
    {
        const Run r = cli({"info", "/no/such/map.hexmap"});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("/no/such/map.hexmap"));
    }

    void usage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("info without map") << QStringList{"info"};
        QTest::newRow("info two maps") << QStringList{"info", "a", "b"};
        QTest::newRow("info unknown option") << QStringList{"info", "--bogus", "a"};
        QTest::newRow("convert one arg") << QStringList{"convert", "a"};
        QTest::newRow("import two args") << QStringList{"import-joverseer", "a", "b"};
        QTest::newRow("import unknown option")
            << QStringList{"import-joverseer", "--xml", "a", "b", "c"};
        QTest::newRow("unknown verb") << QStringList{"frobnicate"};
    }
    void usage()
    {
        QFETCH(QStringList, args);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY(!r.err.isEmpty());
    }

    void help_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::newRow("info") << "info";
        QTest::newRow("convert") << "convert";
        QTest::newRow("import-joverseer") << "import-joverseer";
    }
    void help()
    {
        QFETCH(QString, verb);
        const Run r = cli({verb, "--help"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(verb));
        QVERIFY(r.out.contains("--help"));
    }

    void convertRoundTrip()
    {
        QTemporaryDir dir;
        const QString json = dir.filePath("a.json");
        const QString gz = dir.filePath("b.hexmap");
        QCOMPARE(cli({"convert", kData + "/maps/example-3x2.hexmap", json}).code, 0);
        QCOMPARE(cli({"convert", json, gz}).code, 0);
        QFile j(json), g(gz);
        QVERIFY(j.open(QIODevice::ReadOnly) && g.open(QIODevice::ReadOnly));
        QCOMPARE(j.read(1), QByteArray("{"));
        QCOMPARE(g.read(2), QByteArray("\x1f\x8b"));
        const Run a = cli({"info", "--json", json});
        const Run b = cli({"info", "--json", gz});
        QCOMPARE(a.code, 0);
        QCOMPARE(QJsonDocument::fromJson(a.out.toUtf8())["terrains"],
                 QJsonDocument::fromJson(b.out.toUtf8())["terrains"]);
    }

    void convertBadInput()
    {
        QTemporaryDir dir;
        const QString in = kData + "/bad-maps/truncated-gzip.hexmap";
        const Run r = cli({"convert", in, dir.filePath("x.json")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.startsWith(in));
        QVERIFY(!QFile::exists(dir.filePath("x.json")));
    }

    void importJOverseer()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("m.hexmap");
        const Run r = cli({"import-joverseer", "--json", kData + "/mepbm/1000.terrain",
                           kData + "/mepbm/1000.traffic", out});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o["hexesListed"].toInt(), 1716);
        QCOMPARE(o["sideRecords"].toInt(), 1422); // lines of 1000.traffic
        QVERIFY(!o["oneSided"].toArray().isEmpty());
        const QJsonObject first = o["oneSided"].toArray().first().toObject();
        QCOMPARE(first["hex"].toString(), QString("0704"));
        QCOMPARE(first["sideName"].toString(), QString("ne"));
        const Run info = cli({"info", "--json", out});
        QCOMPARE(info.code, 0);
        QCOMPARE(QJsonDocument::fromJson(info.out.toUtf8())["labels"].toString(), QString("xxyy"));

        const Run text = cli({"import-joverseer", kData + "/mepbm/1000.terrain",
                              kData + "/mepbm/1000.traffic", out});
        QCOMPARE(text.code, 0);
        QVERIFY(text.err.contains("0704"));
    }

    // The one-sided records stay with the imported map file: `check` lists each of them with
    // its hex and side, without the import's warnings at hand.
    void checkListsOneSidedRecordsOfAnImport()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("m.hexmap");
        const Run imported = cli({"import-joverseer", "--json", kData + "/mepbm/1000.terrain",
                                  kData + "/mepbm/1000.traffic", out});
        QCOMPARE(imported.code, 0);
        const QJsonArray oneSided
            = QJsonDocument::fromJson(imported.out.toUtf8()).object()["oneSided"].toArray();
        QVERIFY(!oneSided.isEmpty());

        const Run r = cli({"check", "--json", out});
        QCOMPARE(r.code, 1);
        const QJsonArray problems
            = QJsonDocument::fromJson(r.out.toUtf8()).object()["problems"].toArray();
        QStringList listed;
        for (const auto &p : problems) {
            const QJsonObject o = p.toObject();
            if (o["kind"].toString() == "one-sided-import")
                listed << o["hex"].toString() + " " + o["edge"].toObject()["dir"].toString();
        }
        QStringList expected;
        for (const auto &w : oneSided)
            expected << w.toObject()["hex"].toString() + " " + w.toObject()["sideName"].toString();
        listed.sort();
        expected.sort();
        QCOMPARE(listed, expected);
        QVERIFY(listed.contains("0704 ne"));
    }

    void importMalformed()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath("bad.terrain");
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("\"0101\",1\n\"0102\",banana\n");
        f.close();
        const Run r = cli(
            {"import-joverseer", bad, kData + "/mepbm/1000.traffic", dir.filePath("o.hexmap")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.startsWith(bad + ": line 2:"), qPrintable(r.err));
    }

    void bundledSampleMatchesImport()
    {
        const Run r
            = cli({"info", "--json", testpaths::source("/resources/maps/mepbm-1000.hexmap")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o["title"].toString(), QString("Middle-earth PBM — 1000"));
        QCOMPARE(o["hexes"].toInt(), 1716);
    }

    // Output that cannot be written (a full disk) is lost: the verb fails and says so (probe 9,
    // finding 11). Before, `info MAP > /dev/full` exited 0 without a word.
    void aFailedWriteToStandardOutputFails_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("info") << QStringList{"info", kData + "/maps/example-3x2.json"};
        QTest::newRow("info --json")
            << QStringList{"info", kData + "/maps/example-3x2.json", "--json"};
    }
    void aFailedWriteToStandardOutputFails()
    {
        QFETCH(QStringList, args);
        if (!QFileInfo::exists("/dev/full"))
            QSKIP("no /dev/full");
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LANGUAGE", "en");
        env.insert("LC_ALL", "C.UTF-8");
        p.setProcessEnvironment(env);
        p.setStandardOutputFile("/dev/full");
        p.start(testpaths::cli(), args);
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(err.contains("standard output: cannot write: No space left on device"),
                 qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestCliIo)
#include "tst_cli_io.moc"
