// hexstride-cli table: one cost table as aligned text or CSV, by labels or ids, in the output
// language; --set-from writes a ruleset whose table takes a CSV's cells, listing each change,
// and refuses bad CSV with its line and column (writing nothing).
#include "support/clitestmaps.h"
#include "testpaths.h"

#include "clicommands.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetwriter.h"

#include <QFile>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;

namespace hexstride::cli {
int runTableVerb(VerbContext &ctx);
}

namespace {
hexstride::Ruleset load(const QString &path)
{
    const auto r = hexstride::loadRulesetFile(path);
    if (!r.ruleset)
        qFatal("%s", qPrintable(r.error));
    return *r.ruleset;
}

void write(const QString &path, const QString &text)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(text.toUtf8());
}

QProcessEnvironment english()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("LC_ALL", "C.UTF-8");
    env.insert("LANGUAGE", "en");
    return env;
}
} // namespace

class TestTableVerb : public QObject
{
    Q_OBJECT
private slots:
    void printsAlignedText()
    {
        const Run r = cli({"table", "pbm-strategic", "mixed"}, english());
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split('\n');
        QCOMPARE(lines[0].simplified(), QString("Mixed Army Movement Costs Fed Normal Cost Unfed "
                                                "Normal Cost Fed Road Cost Unfed Road Cost"));
        QVERIFY2(lines[2].startsWith("Plains "), qPrintable(r.out));
        QVERIFY2(lines[2].simplified() == "Plains 3 4 2 3", qPrintable(lines[2]));
        QVERIFY2(r.out.contains("Not allowed"), qPrintable(r.out));
        // The cells line up under the end of their column names.
        QCOMPARE(lines[2].size(), lines[0].size());
    }

    void printsCsvByIds()
    {
        const Run r = cli({"table", "pbm-strategic", "mixed", "--csv", "--ids"}, english());
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split("\r\n");
        QCOMPARE(lines[0], QString("mixed,fed-normal,unfed-normal,fed-road,unfed-road"));
        QCOMPARE(lines[2], QString("plains,3,4,2,3"));
        QCOMPARE(lines[7], QString("mountains,12,Not allowed,6,8"));
    }

    void printsInRussian()
    {
        QString out, err;
        QTextStream o(&out), e(&err);
        hexstride::cli::VerbContext ctx{
            {"hexstride-cli table", "pbm-strategic", "mixed", "--csv"}, o, e};
        const QLocale was;
        QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
        const int code = hexstride::cli::runTableVerb(ctx);
        QLocale::setDefault(was);
        o.flush();
        QCOMPARE(code, 0);
        const QStringList lines = out.split("\r\n");
        QCOMPARE(lines[0], QString("Смешанная армия,\"Сытые, без дороги\",\"Голодные, без дороги\","
                                   "\"Сытые, по дороге\",\"Голодные, по дороге\""));
        QCOMPARE(lines[7], QString("Горы,12,Нельзя,6,8"));
    }

    void roundTripGivesTheSameRuleset()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath("mixed.csv"), out = dir.filePath("new.json");
        const Run printed = cli({"table", "pbm-strategic", "mixed", "--csv"}, english());
        QCOMPARE(printed.code, 0);
        write(csv, printed.out);
        const Run r
            = cli({"table", "pbm-strategic", "mixed", "--set-from", csv, "--out", out}, english());
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.out, QString("0 cells changed; wrote %1.\n").arg(out));
        QVERIFY(load(out) == load(":/rulesets/pbm-strategic.json"));
    }

    void oneEditedCellIsTheOnlyChange()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath("mixed.csv"), out = dir.filePath("new.json");
        const QString printed = cli({"table", "pbm-strategic", "mixed", "--csv"}, english()).out;
        QVERIFY(printed.contains("\r\nPlains,3,4,2,3\r\n"));
        write(csv, QString(printed).replace("\r\nPlains,3,4,2,3\r\n", "\r\nPlains,3,5,2,3\r\n"));
        const Run r
            = cli({"table", "pbm-strategic", "mixed", "--set-from", csv, "--out", out}, english());
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(
            r.out,
            QString("Plains / Unfed Normal Cost: 4 → 5\n1 cell changed; wrote %1.\n").arg(out));
        hexstride::Ruleset expected = load(":/rulesets/pbm-strategic.json");
        QCOMPARE(expected.costTables[0].id, QString("mixed"));
        expected.costTables[0].cells[1][1].value = 5;
        QVERIFY(load(out) == expected);
    }

    void badCsvIsRefusedWithItsPlace_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("named");
        QTest::newRow("unknown row") << "x,fed-normal\nplains,3\natlantis,4\n"
                                     << "line 3, column 1: no row \"atlantis\"";
        QTest::newRow("unknown column") << "x,fed-normal,by-air\n"
                                        << "line 1, column 3: no column \"by-air\"";
        QTest::newRow("bad number") << "x,fed-normal,fed-road\nplains,3,two\n"
                                    << "line 2, column 3 (Mixed Army Movement Costs: Plains, Fed "
                                       "Road Cost): \"two\" is not";
        QTest::newRow("below zero") << "x,fed-normal\nplains,-3\n"
                                    << "line 2, column 2 (Mixed Army Movement Costs: Plains, Fed "
                                       "Normal Cost): -3 is below zero";
        // Probe 9, finding 23: with a comma separator a decimal comma is no number.
        QTest::newRow("decimal comma") << "x,fed-normal\nplains,\"4,5\"\n"
                                       << "line 2, column 2 (Mixed Army Movement Costs: Plains, "
                                          "Fed Normal Cost): \"4,5\" is not a number of MP: in a "
                                          "file separated by commas, write a decimal point (4.5)";
        QTest::newRow("above the ceiling")
            << "x,fed-normal\nplains,1e308\n"
            << "line 2, column 2 (Mixed Army Movement Costs: Plains, Fed Normal Cost): 1e308 is "
               "more than the largest cost, "
               "1000000 MP";
    }
    void badCsvIsRefusedWithItsPlace()
    {
        QFETCH(QString, text);
        QFETCH(QString, named);
        QTemporaryDir dir;
        const QString csv = dir.filePath("bad.csv"), out = dir.filePath("new.json");
        write(csv, text);
        const Run r
            = cli({"table", "pbm-strategic", "mixed", "--set-from", csv, "--out", out}, english());
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }

    // probe17 R05: a Latin-1 CSV, or a CP1251 one as a Russian Excel saves it, was read with
    // U+FFFD in it and refused as 'no row "For\ufffdt"'.
    void csvNotInUtf8IsCalledSo_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("place");
        QTest::newRow("Latin-1 Forêt") << QByteArray("x,fed-normal\nFor\xeat,3\n") << ":2:4: ";
        QTest::newRow("CP1251 Лес") << QByteArray("x,\xcb\xe5\xf1\nplains,3\n") << ":1:3: ";
    }
    void csvNotInUtf8IsCalledSo()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, place);
        QTemporaryDir dir;
        const QString csv = dir.filePath("excel.csv"), out = dir.filePath("new.json");
        QFile f(csv);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();
        const Run r
            = cli({"table", "pbm-strategic", "mixed", "--set-from", csv, "--out", out}, english());
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err, csv + place + "the text is not valid UTF-8 (save it as UTF-8)\n");
        QVERIFY(!QFile::exists(out));
    }

    void hugeCellIsQuotedShort()
    {
        // A 5 MB cell: the message quotes its first 79 characters and "…", not 5 MB.
        QTemporaryDir dir;
        const QString csv = dir.filePath("huge.csv"), out = dir.filePath("new.json");
        write(csv, "x,fed-normal\nplains," + QString(5 << 20, 'x') + "\n");
        const Run r
            = cli({"table", "pbm-strategic", "mixed", "--set-from", csv, "--out", out}, english());
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err, QString("%1: line 2, column 2 (Mixed Army Movement Costs: Plains, Fed "
                                "Normal Cost): \"%2…\" is not a "
                                "number of MP nor \"Not allowed\"\n")
                            .arg(csv, QString(79, 'x')));
        QVERIFY(!QFile::exists(out));
    }

    // OWASP's advice on CSV injection: labels a spreadsheet would run as formulas are written
    // with a single quote before them, quoted; --set-from reads them back as they were.
    void formulaLabelsAreGuardedAndReadBack()
    {
        QTemporaryDir dir;
        const QString ruleset = dir.filePath("formulas.json"), csv = dir.filePath("t.csv"),
                      out = dir.filePath("new.json");
        hexstride::Ruleset r = load(":/rulesets/pbm-strategic.json");
        QCOMPARE(r.costTables[0].id, QString("mixed"));
        r.costTables[0].label.en = "=1+2";
        r.costTables[0].columns[0].label.en = "-Fed";
        r.costTables[0].rows[0].label.en = "@SUM(A1)";
        QVERIFY(hexstride::saveRulesetFile(r, ruleset).isEmpty());
        const Run printed = cli({"table", ruleset, "mixed", "--csv"}, english());
        QCOMPARE(printed.code, 0);
        // The first row of the table is Shore: 3, 4, 2, 3.
        QVERIFY2(printed.out.startsWith("\"'=1+2\",\"'-Fed\",Unfed Normal Cost,Fed Road Cost,"
                                        "Unfed Road Cost\r\n\"'@SUM(A1)\",3,4,2,3\r\n"),
                 qPrintable(printed.out));
        write(csv, printed.out);
        const Run back
            = cli({"table", ruleset, "mixed", "--set-from", csv, "--out", out}, english());
        QVERIFY2(back.code == 0, qPrintable(back.err));
        QCOMPARE(back.out, QString("0 cells changed; wrote %1.\n").arg(out));
        // The aligned text shows the labels as they are, without the guard.
        const Run aligned = cli({"table", ruleset, "mixed"}, english());
        QVERIFY2(aligned.out.startsWith("=1+2"), qPrintable(aligned.out));
    }

    // Probe 15, P10: spreadsheets whose list separator is ';' (Russian, German) split an
    // unquoted field there; the rest, "=cmd|…", would be a formula. Any ';' is quoted.
    void semicolonsAreQuoted()
    {
        QTemporaryDir dir;
        const QString ruleset = dir.filePath("semicolon.json");
        hexstride::Ruleset r = load(":/rulesets/pbm-strategic.json");
        r.costTables[0].columns[0].label.en = "MP;=cmd|'/c calc'!A1";
        QVERIFY(hexstride::saveRulesetFile(r, ruleset).isEmpty());
        const Run printed = cli({"table", ruleset, "mixed", "--csv"}, english());
        QCOMPARE(printed.code, 0);
        QVERIFY2(printed.out.startsWith(
                     "Mixed Army Movement Costs,\"MP;=cmd|'/c calc'!A1\",Unfed Normal Cost,"),
                 qPrintable(printed.out));
    }

    // Probe 9, finding 14: CSV written to a file or a pipe is byte for byte, and a label with a
    // leading space or U+00A0 comes back from --set-from as it was. A tab, CR or LF in a label
    // no longer loads (probe15 P07: a line break forged lines of `move` output): refused, named.
    void labelsComeBackAsTheyWere_data()
    {
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("refused");
        QTest::newRow("tab") << "\t=1"
                             << "U+0009";
        QTest::newRow("carriage return") << "\r=1"
                                         << "U+000D";
        QTest::newRow("line feed") << "\n=1"
                                   << "U+000A";
        QTest::newRow("leading space") << " =1+2" << QString();
        QTest::newRow("no-break space") << QString(QChar(0xa0)) + "=1" << QString();
        QTest::newRow("tab inside") << "Fed\tNormal"
                                    << "U+0009";
        QTest::newRow("formula after a semicolon") << "MP;=cmd|'/c calc'!A1" << QString();
    }
    void labelsComeBackAsTheyWere()
    {
        QFETCH(QString, label);
        QFETCH(QString, refused);
        QTemporaryDir dir;
        const QString ruleset = dir.filePath("labels.json"), csv = dir.filePath("t.csv"),
                      out = dir.filePath("new.json");
        hexstride::Ruleset r = load(":/rulesets/pbm-strategic.json");
        QCOMPARE(r.costTables[0].id, QString("mixed"));
        r.costTables[0].columns[0].label.en = label;
        QVERIFY(hexstride::saveRulesetFile(r, ruleset).isEmpty());
        const Run printed = cli({"table", ruleset, "mixed", "--csv"}, english());
        if (!refused.isEmpty()) {
            QCOMPARE(printed.code, 1);
            QVERIFY2(printed.err.contains("costTables[0].columns[0].label.en: holds the control "
                                          "or invisible character "
                                          + refused),
                     qPrintable(printed.err));
            return;
        }
        QCOMPARE(printed.code, 0);
        QVERIFY2(printed.out.contains(label), qPrintable(printed.out));
        QVERIFY2(!printed.out.contains("\\"), qPrintable(printed.out));
        // Shore's first cell, in the column of that label, 3 → 5: the label must match.
        const QString shore = "\r\nShore,3,4,2,3\r\n";
        QVERIFY2(printed.out.contains(shore), qPrintable(printed.out));
        write(csv, QString(printed.out).replace(shore, "\r\nShore,5,4,2,3\r\n"));
        const Run back
            = cli({"table", ruleset, "mixed", "--set-from", csv, "--out", out}, english());
        QVERIFY2(back.code == 0, qPrintable(back.err));
        QVERIFY2(back.out.endsWith(QString("1 cell changed; wrote %1.\n").arg(out)),
                 qPrintable(back.out));
        hexstride::Ruleset expected = r;
        expected.costTables[0].cells[0][0].value = 5;
        QVERIFY(load(out) == expected);
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("named");
        QTest::newRow("unknown table")
            << QStringList{"table", "pbm-strategic", "boats"} << 1 << "No cost table \"boats\"";
        QTest::newRow("unknown ruleset")
            << QStringList{"table", "no-such-rules", "mixed"} << 1 << "no-such-rules";
        QTest::newRow("set-from without out")
            << QStringList{"table", "pbm-strategic", "mixed", "--set-from", "x.csv"} << 2
            << "--set-from and --out go together";
        QTest::newRow("missing csv") << QStringList{"table",
                                                    "pbm-strategic",
                                                    "mixed",
                                                    "--set-from",
                                                    "/nonexistent.csv",
                                                    "--out",
                                                    "/tmp/never-written.json"}
                                     << 1 << "/nonexistent.csv";
        // Endless input ends with a clear error, not a read until memory runs out.
        QTest::newRow("endless csv")
            << QStringList{"table", "pbm-strategic",          "mixed", "--set-from", "/dev/zero",
                           "--out", "/tmp/never-written.json"}
            << 1 << "/dev/zero: the file is larger than 8 MB";
        QTest::newRow("endless ruleset") << QStringList{"table", "/dev/zero", "mixed"} << 1
                                         << "/dev/zero: the file is larger than 16 MB";
    }
    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, named);
        const Run r = cli(args, english());
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
    }

    void rulesetFile()
    {
        const Run r = cli({"table", testpaths::source("/resources/rulesets/pbm-strategic.json"),
                           "mixed", "--csv", "--ids"},
                          english());
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith("mixed,fed-normal"));
    }
};

QTEST_GUILESS_MAIN(TestTableVerb)
#include "tst_tableverb.moc"
