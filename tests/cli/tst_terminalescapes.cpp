// Nothing a map says can act on the referee's terminal (issue 29 §2): hexstride-cli shows the
// control characters of names from a map or an orders file escaped (`\x1b`, `\n`…) in its text
// output and its side reports; --json output stays JSON that reads back the names as written.
#include "io/mapfile.h"
#include "support/clitestmaps.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;
using namespace clitest;

namespace {
// ESC [2J clears the screen; ESC ]0;…BEL sets the window's title; U+009B is the one-character
// CSI of C1, 0x7f DEL.
const QString kWatch = QString("Watch\x1b[2J") + QChar(0x9b) + "2J" + QChar(0x7f);
const QString kWatchShown = "Watch\\x1b[2J\\x9b2J\\x7f";
const QString kNorth = "North\x1b]0;pwned\x07";
// probe18 S09: an orders line holding a control character is refused before its fields, the
// character named by its code at its column (the name is never echoed).
const QString kNorthRefused
    = ":1:6: a control character (U+001B), which many editors do not show: delete it";

/// True when `text` holds no control character but line breaks.
bool noRawControls(const QString &text)
{
    for (const QChar c : text) {
        if ((c.unicode() < 0x20 && c != '\n') || (c.unicode() >= 0x7f && c.unicode() <= 0x9f))
            return false;
    }
    return true;
}
} // namespace

class TestTerminalEscapes : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_map, m_orders;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        HexMap map = pbmMap();
        map.setTitle("Title\x1b[2J\nsecond line");
        // A map's unit name cannot hold control characters (no orders line could name it): the
        // hostile text is its side's.
        // probe13 Q07: the side may not either; the hostile text is the orders file's army name,
        // which the orders reader refuses (Q02; probe18 S09: by its control character).
        map.units() << MapUnit{"Watch", "Shadow", *map.parseLabel("1205"), {}, 400};
        m_map = m_dir.filePath("turn.hexmap");
        QCOMPARE(saveMapFile(map, m_map), QString());
        // 1005 → 1105 → 1205, where the hostile army stands (tst_resolveverb).
        QFile orders(m_dir.filePath("orders.txt"));
        QVERIFY(orders.open(QIODevice::WriteOnly));
        orders.write((kNorth + " | 1005 | side=Free figures=1200 | e, e, e\n").toUtf8());
        m_orders = orders.fileName();
    }

    // probe13 Q02: an army name with control characters is refused, quoted escaped; nothing raw
    // reaches the terminal, no report is written.
    void resolveRefusesTheNameEscaped()
    {
        const QString dir = m_dir.filePath("reports");
        for (const QStringList &extra :
             {QStringList{}, QStringList{"--json"}, QStringList{"--report-dir", dir}}) {
            const Run r = clitest::cli(QStringList{"resolve", m_map, m_orders} + extra);
            QCOMPARE(r.code, 1);
            QVERIFY2(noRawControls(r.out) && noRawControls(r.err), qPrintable(r.out + r.err));
            QVERIFY2(r.err.contains(kNorthRefused), qPrintable(r.err));
        }
        QVERIFY(!QFileInfo::exists(dir + "/Free.txt"));
        Q_UNUSED(kWatchShown);
    }

    void ordersRefusesTheNameEscaped()
    {
        QFile plain(m_dir.filePath("plain.txt"));
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.write((kNorth + " | 1005 | side=Free | e\n").toUtf8());
        plain.close();
        const Run r = clitest::cli({"orders", m_map, plain.fileName()});
        QCOMPARE(r.code, 1);
        QVERIFY2(noRawControls(r.out) && noRawControls(r.err), qPrintable(r.out + r.err));
        QVERIFY2(r.err.contains(kNorthRefused), qPrintable(r.err));
    }

    void infoKeepsAFieldOnItsLine()
    {
        const Run r = clitest::cli({"info", m_map});
        QCOMPARE(r.code, 0);
        QVERIFY2(noRawControls(r.out), qPrintable(r.out));
        // The title's own line break is shown as \n: the title stays one line.
        QVERIFY2(r.out.contains("Title: Title\\x1b[2J\\nsecond line\n"), qPrintable(r.out));
    }

    void anErrorQuotingALineShowsItEscaped()
    {
        // A start hex not on the map: the message names the unit.
        QFile bad(m_dir.filePath("bad.txt"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write((kNorth + " | 9999 | side=Free | e\n").toUtf8());
        bad.close();
        const Run r = clitest::cli({"orders", m_map, bad.fileName()});
        QCOMPARE(r.code, 1);
        QVERIFY2(noRawControls(r.err), qPrintable(r.err));
        QVERIFY2(r.err.contains(kNorthRefused), qPrintable(r.err));
    }
};

// A line break inside a name from a file (probe 9, findings 3, 10, 15, 27): the name stays on
// its line in every text output, so that no one can forge a line of the referee's output or of
// another side's report.
class TestEchoedFileText : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_map, m_sideMap;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        HexMap map = pbmMap();
        map.setTitle(QString("A") + QChar(0x2028) + "B" + QChar(0x2029) + "C" + QChar(0x85) + "D");
        // A unit's name cannot hold a line break (no orders line could name it); its side can.
        map.units() << MapUnit{"A", "We", *map.parseLabel("1005"), {}, 400};
        m_map = m_dir.filePath("turn.hexmap");
        QCOMPARE(saveMapFile(map, m_map), QString());
        // probe13 Q07: a side with a line break is refused when the map is read, quoted escaped.
        map.units()[0].side = "We\r\nFORGED LINE";
        m_sideMap = m_dir.filePath("side.hexmap");
        QCOMPARE(saveMapFile(map, m_sideMap), QString());
    }

    void aSideWithALineBreakIsRefusedOnItsLine()
    {
        const QString dir = m_dir.filePath("reports");
        for (const QStringList &extra : {QStringList{}, QStringList{"--report-dir", dir}}) {
            const Run r = clitest::cli(QStringList{"resolve", m_sideMap} + extra);
            QCOMPARE(r.code, 1);
            QVERIFY2(!r.out.contains("\nFORGED") && !r.err.contains("\nFORGED"),
                     qPrintable(r.out + r.err));
            QVERIFY2(r.err.contains("units[0].side: a side cannot hold a line break"),
                     qPrintable(r.err));
        }
        QVERIFY(!QFileInfo::exists(dir));
    }

    void lineAndParagraphSeparatorsAreEscaped()
    {
        const Run r = clitest::cli({"info", m_map});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("Title: A\\u2028B\\u2029C\\x85D\n"), qPrintable(r.out));
    }

    void aPathFromAFileStaysOnItsLine()
    {
        // background.path "zz\n.png" (no such file): render --background names it escaped.
        const QString plain = m_dir.filePath("plain.json");
        QCOMPARE(saveMapFile(pbmMap(), plain), QString());
        QFile in(plain);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(in.readAll()).object();
        in.close();
        o["background"] = QJsonObject{{"path", "zz\n.png"},
                                      {"transform", QJsonArray{0.1, 0, 0, 0.1, 0, 0}},
                                      {"opacity", 0.5},
                                      {"visible", true}};
        const QString mapPath = m_dir.filePath("nlpath.json");
        QFile out(mapPath);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(o).toJson());
        out.close();
        const Run r = clitest::cli({"render", mapPath, m_dir.filePath("x.png"), "--background"});
        QCOMPARE(r.code, 1);
        QVERIFY2(!r.err.contains("\n.png"), qPrintable(r.err));
        QVERIFY2(r.err.contains("zz\\n.png: cannot open"), qPrintable(r.err));
    }

    // Echoed file text is cut to 80 characters in every message (probe 9, finding 16): before,
    // a 1 MB decision id in a rolls file and a 300,000-character ruleset id were echoed whole.
    void longEchoesAreCut()
    {
        QFile rolls(m_dir.filePath("rolls.json"));
        QVERIFY(rolls.open(QIODevice::WriteOnly));
        rolls.write("{\"decisions\": {\"" + QByteArray(100000, 'Z') + "\": \"x\"}}");
        rolls.close();
        const Run r = clitest::cli({"resolve", m_map, "--rolls", rolls.fileName()});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("decisions." + QString(79, 'Z') + "…: no such decision"),
                 qPrintable(r.err.left(2000)));
        QVERIFY2(r.err.size() < 1000, qPrintable(r.err.left(2000)));

        const Run id = clitest::cli({"resolve", m_map, "--ruleset", QString(5000, 'r')});
        QCOMPARE(id.code, 1);
        QVERIFY2(id.err.contains("unknown ruleset \"" + QString(79, 'r') + "…\""),
                 qPrintable(id.err.left(2000)));
        QVERIFY2(id.err.size() < 1000, qPrintable(id.err.left(2000)));
    }

    // A NUL in a path from a file (probe 9, finding 17): before, render drew "ok.png" for
    // "ok.png\0.svg" and exited 0 with Qt's "Broken filename passed to function".
    void aNulInAPathIsRefusedNamingIt()
    {
        QImage picture(4, 4, QImage::Format_RGB32);
        picture.fill(Qt::white);
        QVERIFY(picture.save(m_dir.filePath("ok.png")));
        const QString plain = m_dir.filePath("plain-nul.json");
        QCOMPARE(saveMapFile(pbmMap(), plain), QString());
        QFile in(plain);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(in.readAll()).object();
        in.close();
        o["background"] = QJsonObject{{"path", QString("ok.png") + QChar(0) + ".svg"},
                                      {"transform", QJsonArray{0.1, 0, 0, 0.1, 0, 0}},
                                      {"opacity", 0.5},
                                      {"visible", true}};
        const QString mapPath = m_dir.filePath("nulpath.json");
        QFile out(mapPath);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(o).toJson());
        out.close();
        // Refused when the map is read (probe 10, finding 24: `info` exited 0 with Qt's warning).
        for (const QStringList &args :
             {QStringList{"render", mapPath, m_dir.filePath("nul.png"), "--background"},
              QStringList{"info", mapPath}}) {
            const Run r = clitest::cli(args);
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.contains("background.path: a file name cannot hold a NUL character"),
                     qPrintable(r.err));
            QVERIFY2(!r.err.contains("Broken filename"), qPrintable(r.err));
        }
    }

    // A file name with a line break, as a player may name an attachment (probe 15, P06): every
    // message naming the file shows it escaped (`\n`), from the command line or from a file.
    void aFileNameWithALineBreakStaysOnItsLine_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString f = m_dir.filePath("ann\nFORGED x");
        QTest::newRow("info") << QStringList{"info", f + ".hexmap"};
        QTest::newRow("check, bad JSON") << QStringList{"check", f + ".bad.json"};
        QTest::newRow("check-ruleset") << QStringList{"check-ruleset", f + ".bad.json"};
        QTest::newRow("orders") << QStringList{"orders", m_map, f + ".txt"};
        QTest::newRow("resolve") << QStringList{"resolve", m_map, f + ".txt"};
        QTest::newRow("rolls") << QStringList{"resolve", m_map, "--rolls", f + ".rolls.json"};
        QTest::newRow("report-dir") << QStringList{"resolve", m_map, "--report-dir", f + ".hexmap"};
        QTest::newRow("render") << QStringList{"render", m_map, f + ".bmp"};
        QTest::newRow("write-map") << QStringList{"resolve", m_map, "--write-map", f + ".bmp"};
        QTest::newRow("import-joverseer") << QStringList{
            "import-joverseer", f + ".bad.json", f + ".bad.json", m_dir.filePath("jo.hexmap")};
        QTest::newRow("campaign submit")
            << QStringList{"campaign", "submit", m_dir.filePath("nlgame"), f + ".txt"};
    }

    void aFileNameWithALineBreakStaysOnItsLine()
    {
        QFETCH(QStringList, args);
        const QString f = m_dir.filePath("ann\nFORGED x");
        if (!QFileInfo::exists(f + ".hexmap")) {
            QVERIFY(QFile::copy(m_map, f + ".hexmap"));
            const std::pair<QString, QByteArray> files[]
                = {{".bad.json", "{bad"},
                   {".txt", "A | | | e, up\n"},
                   {".rolls.json", "{\"decisions\": {\"zz\": \"a\"}}"}};
            for (const auto &[suffix, bytes] : files) {
                QFile file(f + suffix);
                QVERIFY(file.open(QIODevice::WriteOnly));
                file.write(bytes);
            }
            QCOMPARE(clitest::cli(
                         {"campaign", "new", m_dir.filePath("nlgame"), m_map, "--player", "Ann=We"})
                         .code,
                     0);
        }
        const Run r = clitest::cli(args);
        const QString all = r.out + r.err;
        QVERIFY2(!all.contains("\nFORGED"), qPrintable(all));
        QVERIFY2(all.contains("ann\\nFORGED x"), qPrintable(all));
    }

    // probe16 Q01: a line break in a command-line argument is quoted as "↵" in every message
    // that echoes it, whatever the verb or option; before, "FORGED…" began a line of its own.
    void anArgumentWithALineBreakStaysOnItsLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        const QString out = m_dir.filePath("forged-out.hexmap");
        const QString camp = m_dir.filePath("forged-camp");
        QTest::newRow("reshape --fill")
            << QStringList{"reshape", m_map, out, "--fill", "plains\nFORGED"}
            << "--fill: the map has no terrain \"plains↵FORGED\"";
        QTest::newRow("reshape --fill CR")
            << QStringList{"reshape", m_map, out, "--fill", "plains\rFORGED"}
            << "--fill: the map has no terrain \"plains↵FORGED\"";
        QTest::newRow("reshape --width")
            << QStringList{"reshape", m_map, out, "--width", "4\nFORGED"}
            << "--width \"4↵FORGED\": expected a whole number from 1 to 2000";
        QTest::newRow("units add") << QStringList{"units", "add",   m_map,  "New\nFORGED", "--side",
                                                  "We",    "--hex", "1105", "--output",    out}
                                   << "\"New↵FORGED\": a name on an orders line cannot hold";
        QTest::newRow("units edit --name")
            << QStringList{"units", "edit", m_map, "A", "--name", "New\nFORGED", "--output", out}
            << "\"New↵FORGED\": a name on an orders line cannot hold";
        QTest::newRow("units remove")
            << QStringList{"units", "remove", m_map, "Nobody\nFORGED", "--output", out}
            << "Nobody↵FORGED: no unit of the map has this name";
        QTest::newRow("--unit value")
            << QStringList{"reach", m_map, "--from", "1005", "--unit", "mover=x\nFORGED"}
            << "--unit: \"x↵FORGED\" is not a value of unit option \"mover\"";
        QTest::newRow("--unit key")
            << QStringList{"reach", m_map, "--from", "1005", "--unit", "mo\nFORGED=army"}
            << "--unit: unknown unit option \"mo↵FORGED\"";
        QTest::newRow("--unit no =")
            << QStringList{"reach", m_map, "--from", "1005", "--unit", "x\nFORGED"}
            << "--unit \"x↵FORGED\": expected KEY=VALUE";
        QTest::newRow("table") << QStringList{"table", "pbm-strategic", "t\nFORGED"}
                               << "No cost table \"t↵FORGED\" in pbm-strategic";
        QTest::newRow("campaign new army")
            << QStringList{"campaign", "new", camp, m_map, "--player", "Ann=We:A\nFORGED"}
            << "Ann's army \"A↵FORGED\" is no unit of the map";
        // Past the first 20 unknown armies, none is given a near name (the other branch).
        QString twentyFirst = "Ann=We:";
        for (int i = 0; i < 20; ++i)
            twentyFirst += QString("N%1,").arg(i);
        QTest::newRow("campaign new army, no near name")
            << QStringList{"campaign", "new", camp, m_map, "--player", twentyFirst + "Z\nFORGED"}
            << "Ann's army \"Z↵FORGED\" is no unit of the map";
        QTest::newRow("campaign new --movement-order")
            << QStringList{"campaign",         "new",      camp, m_map, "--player", "Ann=We",
                           "--movement-order", "x\nFORGED"}
            << "--movement-order \"x↵FORGED\": expected ruleset, map, sides or random";
        QTest::newRow("campaign new --seed")
            << QStringList{"campaign", "new",    camp,     m_map,
                           "--player", "Ann=We", "--seed", "1\nFORGED"}
            << "--seed \"1↵FORGED\": expected a whole number from 0 to 4294967295";
        QTest::newRow("explain --dir")
            << QStringList{"explain", m_map, "--from", "1005", "--dir", "e\nFORGED"}
            << "--dir \"e↵FORGED\": not a direction of this map";
        QTest::newRow("verb") << QStringList{"re\nFORGED"} << "Unknown verb \"re↵FORGED\".";
    }

    void anArgumentWithALineBreakStaysOnItsLine()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run r = clitest::cli(args);
        QVERIFY2(r.code > 0, qPrintable(r.err));
        const QString all = r.out + '\n' + r.err;
        for (const QString &line : all.split(QRegularExpression("[\r\n]")))
            QVERIFY2(!line.startsWith("FORGED"), qPrintable(all));
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(m_dir.filePath("forged-out.hexmap")));
    }

    // probe17 R01: Qt's parser quotes an unknown option as typed; its line break is shown as
    // "↵" like any other argument's, in English and Russian, and the usage error stays exit 2.
    void anUnknownOptionWithALineBreakStaysOnItsLine_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        const QStringList longOption{"info", m_map, "--x\nFORGED: turn.hexmap: No problems found."};
        const QStringList shortOptions{"check", m_map, "-x\r\nFORGED"};
        QTest::newRow("long") << "en" << longOption
                              << "Unknown option 'x↵FORGED: turn.hexmap: No problems found.'.";
        QTest::newRow("short") << "en" << shortOptions
                               << "Unknown options: x, ↵, ↵, F, O, R, G, E, D.";
        QTest::newRow("long, Russian")
            << "ru" << longOption << "«x↵FORGED: turn.hexmap: No problems found.»";
        QTest::newRow("short, Russian") << "ru" << shortOptions << "x, ↵, ↵, F, O, R, G, E, D";
    }

    void anUnknownOptionWithALineBreakStaysOnItsLine()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run r = clitest::cliIn(language, args);
        QCOMPARE(r.code, 2);
        const QString all = r.out + '\n' + r.err;
        for (const QString &line : all.split(QRegularExpression("[\r\n]")))
            QVERIFY2(!line.startsWith("FORGED") && !line.startsWith(", F"), qPrintable(all));
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    }

    void campaignNewRefusesControlsInPlayersAndTitle()
    {
        const Run player = clitest::cli(
            {"campaign", "new", m_dir.filePath("c1"), m_map, "--player", "A\nB=We\nst"});
        QCOMPARE(player.code, 1);
        QVERIFY2(player.err.contains("--player \"A↵B=We↵st\": a player's name or side cannot hold "
                                     "a line break or another control character"),
                 qPrintable(player.err));
        QVERIFY(!QFileInfo::exists(m_dir.filePath("c1")));
        const Run title = clitest::cli({"campaign", "new", m_dir.filePath("c2"), m_map, "--player",
                                        "Ann=We\nst", "--title", "T\x1b[2J"});
        QCOMPARE(title.code, 1);
        QVERIFY2(title.err.contains("--title \"T\\x1b[2J\": a title cannot hold"),
                 qPrintable(title.err));
        QVERIFY(!QFileInfo::exists(m_dir.filePath("c2")));
    }
};

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    TestTerminalEscapes escapes;
    TestEchoedFileText lineBreaks;
    return QTest::qExec(&escapes, argc, argv) | QTest::qExec(&lineBreaks, argc, argv);
}
#include "tst_terminalescapes.moc"
