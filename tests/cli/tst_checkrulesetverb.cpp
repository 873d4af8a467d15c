// hexstride-cli check-ruleset: the designer's consistency warnings from the command line, with
// how far the search got; a cut search says so and where; bad arguments are named.
#include "support/clitestmaps.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;

class TestCheckRulesetVerb : public QObject
{
    Q_OBJECT
private slots:
    void bundledRulesetsAreSearchedCompletely_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("warnings");
        // The explained warnings of tests/core/tst_rulesetcheck.cpp.
        QTest::newRow("pbm-strategic") << "pbm-strategic" << 2;
        QTest::newRow("battle-federations") << "battle-federations" << 1;
        QTest::newRow("tactical-formations") << "tactical-formations" << 0;
        QTest::newRow("strategic-commanders") << "strategic-commanders" << 1;
        QTest::newRow("tabletop-inches") << "tabletop-inches" << 1;
    }
    void bundledRulesetsAreSearchedCompletely()
    {
        QFETCH(QString, id);
        QFETCH(int, warnings);
        const Run r = cli({"check-ruleset", id, "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = parseObject(r.out);
        QCOMPARE(o["ruleset"].toString(), id);
        QCOMPARE(o["warnings"].toArray().size(), warnings);
        const QJsonObject search = o["search"].toObject();
        QVERIFY(search["complete"].toBool());
        QCOMPARE(search["profilesChecked"].toInt(), search["profilesTotal"].toInt());
        QVERIFY(!search.contains("stoppedAt"));
    }

    void textNamesEachWarningAndTheSearch()
    {
        const Run r = cli({"check-ruleset", "pbm-strategic"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("terrains[7]: No unit can enter Sea"), qPrintable(r.out));
        QVERIFY2(r.out.contains("Searched all 44 unit profile"), qPrintable(r.out));
    }

    void cutSearchSaysWhere()
    {
        const Run r = cli({"check-ruleset", "pbm-strategic", "--budget", "1"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(
                     "The search was cut after 0 of 44 unit profiles (next: the default unit)"),
                 qPrintable(r.out));
        QVERIFY2(!r.out.contains("No unit can enter"), qPrintable(r.out));
        const QJsonObject search
            = parseObject(
                  cli({"check-ruleset", "pbm-strategic", "--budget", "1", "--json"}).out)["search"]
                  .toObject();
        QVERIFY(!search["complete"].toBool());
        QCOMPARE(search["stoppedAt"].toString(), QString("the default unit"));
    }

    void rulesetFile()
    {
        const Run r
            = cli({"check-ruleset", testpaths::source("/resources/rulesets/tabletop-inches.json")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("terrains[1]"), qPrintable(r.out));
    }

    // An allowance after the catch-all "Every unit" is never used: check-ruleset says which,
    // after which, and where.
    void shadowedEntryIsNamed()
    {
        QFile source(testpaths::source("/tests/data/rulesets/causeway-fen.json"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(source.readAll()).object();
        const QJsonArray allowances = o["allowances"].toArray();
        o["allowances"] = QJsonArray{allowances[1], allowances[0]}; // Every unit, then Mounted
        QTemporaryDir dir;
        const QString path = dir.filePath("shadowed.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(o).toJson());
        f.close();
        const Run r = cli({"check-ruleset", path});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString("allowances[1]: Allowances: entry 2 \"Mounted\" is never used: "
                                "entry 1 \"Every unit\" is checked first and matches everywhere "
                                "it does\n1 warning.\nSearched all 2 unit profiles.\n"));
        const QJsonObject json = parseObject(cli({"check-ruleset", path, "--json"}).out);
        const QJsonObject w = json["warnings"].toArray()[0].toObject();
        QCOMPARE(w["kind"].toString(), QString("shadowed-entry"));
        QCOMPARE(w["path"].toString(), QString("allowances[1]"));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("named");
        QTest::newRow("unknown id")
            << QStringList{"check-ruleset", "no-such-rules"} << 1 << "no-such-rules";
        QTest::newRow("bad budget")
            << QStringList{"check-ruleset", "pbm-strategic", "--budget", "lots"} << 1 << "\"lots\"";
        QTest::newRow("no ruleset") << QStringList{"check-ruleset"} << 2 << "check-ruleset";
    }
    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, named);
        const Run r = cli(args);
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
    }

    // A folder named as the ruleset said "unknown ruleset" (probe 11, N13).
    void aFolderIsNotARuleset()
    {
        QTemporaryDir dir;
        for (const QString &name : {dir.path(), dir.path() + "/"}) {
            const Run r = cli({"check-ruleset", name});
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.contains(name + ": is a folder, not a file"), qPrintable(r.err));
        }
    }

    void badRulesetFileIsNamed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("broken.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"hexstride-ruleset\", ");
        f.close();
        const Run r = cli({"check-ruleset", path});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("broken.json"), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCheckRulesetVerb)
#include "tst_checkrulesetverb.moc"
