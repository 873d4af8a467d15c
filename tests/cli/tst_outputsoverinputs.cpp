// Issue 29, probe10 F00–F03, F08, F17, F22: no verb writes its output over one of its inputs (the
// files it names and the files the map names), compared as the system sees them; an interrupted
// turn leaves nothing that blocks the next; messages name the system's reason. probe12 P01–P03,
// P12: the thumbnail writes no file but its output, a Tiled map's picture never replaces an input,
// every map writer chooses the format by the suffix, no turn output replaces a link.
//
// Each case's expected outcome is worked out by hand: the input's bytes unchanged, exit 1, a
// message naming both files.
#include "io/mapfile.h"
#include "support/clitestmaps.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;
using namespace clitest;

namespace {
QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

/// A PNG of 2 × 2 pixels (a valid background image).
QByteArray tinyPng()
{
    QImage image(2, 2, QImage::Format_RGB32);
    image.fill(Qt::darkGreen);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

/// A process id that is no process's: a child that has ended.
qint64 deadPid()
{
    QProcess p;
    p.start(QStringLiteral("true"), {});
    if (!p.waitForStarted())
        return 0;
    const qint64 pid = p.processId();
    p.waitForFinished();
    return pid;
}
} // namespace

class TestOutputsOverInputs : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_case = 0;

    /// A fresh folder for one case.
    QString folder()
    {
        const QString dir = m_dir.filePath(QStringLiteral("case%1").arg(++m_case));
        QDir().mkpath(dir);
        return dir;
    }

    /// In `dir`: bg.png, rs.json (the bundled pbm-strategic ruleset) and map.json naming both
    /// by relative paths, with two units of two sides.
    QString mapWithFiles(const QString &dir)
    {
        write(dir + "/bg.png", tinyPng());
        const QByteArray rules
            = contents(testpaths::source("/resources/rulesets/pbm-strategic.json"));
        write(dir + "/rs.json", rules);
        write(dir + "/rs2.json", rules); // given with --ruleset FILE
        HexMap map = pbmMap();
        map.units() << MapUnit{"North Host", "North", *map.parseLabel("0202"), {}, 800}
                    << MapUnit{"South Host", "South", *map.parseLabel("2515"), {}, 700};
        map.setBackground(MapBackground{"bg.png", AffineMap{0.2, 0, 0, 0.2, 0, 0}, 0.5, true});
        const QString path = dir + "/map.json";
        if (!saveMapFile(map, path, MapRulesetRef{{}, "rs.json"}).isEmpty())
            qFatal("cannot save the map");
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    /// F01–F03: every writer refuses an output that is one of its inputs, before writing.
    void outputOntoInputIsRefused_data()
    {
        QTest::addColumn<QStringList>("args"); // %D: the case's folder
        QTest::addColumn<QString>("link");     // made first: %D/link -> %D/target ("" none)
        QTest::addColumn<QString>("linkTarget");
        QTest::addColumn<QString>("input"); // the input file that must stay as it was
        QTest::addColumn<QString>("named"); // what the message names besides the output
        QTest::addRow("render over the map through a link")
            << QStringList{"render", "%D/map.json", "%D/out.png"} << "out.png"
            << "map.json"
            << "map.json"
            << "map.json";
        QTest::addRow("render --background over the background")
            << QStringList{"render", "%D/map.json", "%D/./bg.png", "--background"} << ""
            << ""
            << "bg.png"
            << "bg.png";
        QTest::addRow("convert over the map's ruleset file")
            << QStringList{"convert", "%D/map.json", "%D/./rs.json"} << ""
            << ""
            << "rs.json"
            << "rs.json";
        QTest::addRow("units --output through a link to the ruleset")
            << QStringList{"units", "add",    "%D/map.json", "Newbie",   "--hex",
                           "0505",  "--side", "North",       "--output", "%D/o6.json"}
            << "o6.json"
            << "rs.json"
            << "rs.json"
            << "rs.json";
        QTest::addRow("reshape through a link to the background")
            << QStringList{"reshape", "%D/map.json", "%D/r.json", "--width", "20"} << "r.json"
            << "bg.png"
            << "bg.png"
            << "bg.png";
        QTest::addRow("resolve --write-map over --ruleset FILE")
            << QStringList{"resolve",     "%D/map.json", "--ruleset",
                           "%D/rs2.json", "--write-map", "%D/./rs2.json"}
            << ""
            << ""
            << "rs2.json"
            << "rs2.json";
        QTest::addRow("resolve --write-map onto a link") // probe12 P12
            << QStringList{"resolve", "%D/map.json", "--write-map", "%D/w.json"} << "w.json"
            << "rs2.json"
            << "rs2.json"
            << "w.json";
        QTest::addRow("render --thumbnail over the map")
            << QStringList{"render", "%D/map.json", "%D/map.json", "--thumbnail", "64"} << ""
            << ""
            << "map.json"
            << "map.json";
        QTest::addRow("convert .tmx whose tileset picture is the background")
            << QStringList{"convert", "%D/map.json", "%D/bg.tmx"} << "bg.terrains.png"
            << "bg.png"
            << "bg.png"
            << "bg.png";
        QTest::addRow("table --out over --set-from")
            << QStringList{"table",    "pbm-strategic", "mixed",     "--set-from",
                           "%D/t.csv", "--out",         "%D/./t.csv"}
            << ""
            << ""
            << "t.csv"
            << "t.csv";
    }
    void outputOntoInputIsRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, link);
        QFETCH(QString, linkTarget);
        QFETCH(QString, input);
        QFETCH(QString, named);
        const QString dir = folder();
        mapWithFiles(dir);
        // The table as it is: a CSV that --set-from takes (no cell changed).
        write(dir + "/t.csv", cli({"table", "pbm-strategic", "mixed", "--csv"}).out.toUtf8());
        if (!link.isEmpty())
            QVERIFY(QFile::link(dir + "/" + linkTarget, dir + "/" + link));
        const QByteArray before = contents(dir + "/" + input);
        const QStringList entries
            = QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        for (QString &a : args)
            a.replace("%D", dir);
        const Run r = cli(args);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
        QVERIFY2(r.err.contains("would overwrite") || r.err.contains("symbolic link"),
                 qPrintable(r.err));
        QCOMPARE(contents(dir + "/" + input), before);
        // Nothing written beside: no new file, no link replaced.
        QCOMPARE(QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 entries);
        if (!link.isEmpty())
            QCOMPARE(QFileInfo(dir + "/" + link).symLinkTarget(), dir + "/" + linkTarget);
    }

    /// The output's own folder reached through a link is still the same file.
    void outputThroughALinkedFolderIsTheInput()
    {
        const QString dir = folder();
        const QString map = mapWithFiles(dir);
        QVERIFY(QFile::link(dir, dir + "/again"));
        const QByteArray before = contents(dir + "/bg.png");
        const Run r = cli({"render", map, dir + "/again/bg.png", "--background"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("would overwrite"), qPrintable(r.err));
        QCOMPARE(contents(dir + "/bg.png"), before);
    }

    /// A background the map names but that is not there yet is an input all the same: `render`
    /// must not make it (the next render would draw the map over its own picture). Named by
    /// another spelling, so only the comparison of names can tell (no file to compare yet).
    void aMissingInputIsStillAnInput()
    {
        const QString dir = folder();
        const QString map = mapWithFiles(dir);
        QVERIFY(QFile::remove(dir + "/bg.png"));
        const Run r = cli({"render", map, dir + "/./bg.png"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("would overwrite"), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(dir + "/bg.png"));
    }

    /// F03 (lower): campaign resolve --rolls naming the turn's own decisions.json.
    void campaignRollsFileIsNotTheDecisions()
    {
        const QString dir = folder();
        HexMap map = pbmMap();
        map.units() << MapUnit{"North Host", "North", *map.parseLabel("0202"), {}, 800}
                    << MapUnit{"South Host", "South", *map.parseLabel("2515"), {}, 700};
        QVERIFY(saveMapFile(map, dir + "/start.hexmap").isEmpty());
        const QString game = dir + "/game";
        Run r = cli({"campaign", "new", game, dir + "/start.hexmap", "--player", "A=North",
                     "--player", "B=South", "--seed", "3"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString rolls = game + "/turn-001/decisions.json";
        write(rolls, "{\"decisions\": {}}");
        r = cli({"campaign", "resolve", game, "--allow-no-orders", "--rolls", rolls});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("would overwrite") && r.err.contains("decisions.json"),
                 qPrintable(r.err));
        QCOMPARE(contents(rolls), QByteArray("{\"decisions\": {}}"));
        QVERIFY(!QFileInfo::exists(game + "/turn-002"));
    }

    /// F00/F08: the staging folder a killed run left (its pid gone) does not block the turn,
    /// and the next run removes it.
    void debrisOfAKilledRunIsRemoved()
    {
        const QString dir = folder();
        HexMap map = pbmMap();
        map.units() << MapUnit{"North Host", "North", *map.parseLabel("0202"), {}, 800}
                    << MapUnit{"South Host", "South", *map.parseLabel("2515"), {}, 700};
        QVERIFY(saveMapFile(map, dir + "/start.hexmap").isEmpty());
        const QString game = dir + "/game";
        Run r = cli({"campaign", "new", game, dir + "/start.hexmap", "--player", "A=North",
                     "--player", "B=South", "--seed", "3"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const qint64 pid = deadPid();
        QVERIFY(pid > 0);
        // What an interrupted run leaves: staging folders in the turn and in its reports.
        const QString staged = QString(".hexstride-turn-%1-AbC123").arg(pid);
        QVERIFY(QDir().mkpath(game + "/turn-001/reports/" + staged));
        // Each with the marker a run writes first (probe13 Q10), naming what it staged.
        write(game + "/turn-001/reports/" + staged + "/.hexstride-staging", "A.txt\n");
        write(game + "/turn-001/reports/" + staged + "/A.txt", "North's report");
        QVERIFY(QDir().mkpath(game + "/turn-001/" + staged));
        write(game + "/turn-001/" + staged + "/.hexstride-staging", "");
        r = cli({"campaign", "resolve", game, "--allow-no-orders"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(game + "/turn-001/reports/" + staged));
        QVERIFY(!QFileInfo::exists(game + "/turn-001/" + staged));
        QVERIFY(QFileInfo::exists(game + "/turn-001/reports/A.txt"));
        QVERIFY(QFileInfo::exists(game + "/turn-002/map.hexmap"));

        // resolve --report-dir: the same.
        const QString reports = dir + "/reports";
        QVERIFY(QDir().mkpath(reports + "/" + staged));
        write(reports + "/" + staged + "/.hexstride-staging", "North.txt\n");
        r = cli({"resolve", dir + "/start.hexmap", "--report-dir", reports});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(QDir(reports).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 (QStringList{"North.json", "North.png", "North.txt", "South.json", "South.png",
                              "South.txt"}));
    }

    /// F08: more sides than a campaign's 100 players: refused before anything is written.
    void tooManySidesAreRefused()
    {
        const QString dir = folder();
        HexMap map = pbmMap();
        for (int i = 0; i < 101; ++i)
            map.units() << MapUnit{
                QString("U%1").arg(i),
                QString("S%1").arg(i),
                *map.parseLabel(QString::asprintf("%02d%02d", i % 30 + 1, (i / 30) % 20 + 1)),
                {},
                1};
        QVERIFY(saveMapFile(map, dir + "/many.hexmap").isEmpty());
        const Run r = cli({"resolve", dir + "/many.hexmap", "--report-dir", dir + "/rep"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("101 sides") && r.err.contains("at most 100"), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(dir + "/rep"));
    }

    /// F17: a write refused by the system names the system's reason, not "Unknown error". A
    /// file size limit (ulimit -f, SIGXFSZ ignored) makes the writes fail as a full disk does.
    void aFailedWriteSaysWhy()
    {
        const QString dir = folder();
        HexMap map = pbmMap();
        map.units() << MapUnit{"North Host", "North", *map.parseLabel("0202"), {}, 800};
        QVERIFY(saveMapFile(map, dir + "/m.hexmap").isEmpty());
        QProcess p;
        p.start("/bin/sh", {"-c",
                            "trap '' XFSZ; ulimit -f 2; exec \"$0\" resolve \"$1\" "
                            "--report-dir \"$2\"",
                            testpaths::cli(), dir + "/m.hexmap", dir + "/rep"});
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(err.contains("File too large"), qPrintable(err));
        QVERIFY2(!err.contains("Unknown error"), qPrintable(err));
        QVERIFY(!QFileInfo::exists(dir + "/rep"));
    }

    /// F22: a loop of links as the ruleset file is called a loop, not "missing".
    void aLinkLoopIsNotMissing()
    {
        const QString dir = folder();
        QVERIFY(QFile::link(dir + "/b.json", dir + "/a.json"));
        QVERIFY(QFile::link(dir + "/a.json", dir + "/b.json"));
        QVERIFY(saveMapFile(pbmMap(), dir + "/m.json", MapRulesetRef{{}, "a.json"}).isEmpty());
        const Run r = cli({"resolve", dir + "/m.json"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("loop of symbolic links"), qPrintable(r.err));
        QVERIFY2(!r.err.contains("missing"), qPrintable(r.err));
    }
    /// probe12 P01: the thumbnail is drawn in memory and written atomically: a file named like
    /// the old fixed temporary (OUT.hexstride-thumbnail.png) is the user's, never touched.
    void thumbnailWritesNoOtherFile()
    {
        const QString dir = folder();
        const QString map = mapWithFiles(dir);
        const QString named = dir + "/x.png.hexstride-thumbnail.png"; // a map of that name
        write(named, contents(map));
        write(dir + "/z.png.hexstride-thumbnail.png", "precious");
        QVERIFY(QFile::link(map, dir + "/t.png.hexstride-thumbnail.png"));
        const QByteArray mapBytes = contents(map);
        Run r = cli({"render", "--thumbnail", "64", named, dir + "/x.png"});
        QCOMPARE(r.code, 0);
        QCOMPARE(contents(named), mapBytes);
        r = cli({"render", "--thumbnail", "64", map, dir + "/z.png"});
        QCOMPARE(r.code, 0);
        QCOMPARE(contents(dir + "/z.png.hexstride-thumbnail.png"), QByteArray("precious"));
        r = cli({"render", "--thumbnail", "64", map, dir + "/t.png"});
        QCOMPARE(r.code, 0);
        QCOMPARE(QFileInfo(dir + "/t.png.hexstride-thumbnail.png").symLinkTarget(), map);
        for (const char *out : {"/x.png", "/z.png", "/t.png"}) {
            const QImage thumb(dir + out);
            QVERIFY2(!thumb.isNull() && thumb.width() <= 64 && thumb.height() <= 64, out);
            QVERIFY(thumb.width() == 64 || thumb.height() == 64);
        }
        QCOMPARE(contents(map), mapBytes);
        // Nothing but the three thumbnails was made.
        QCOMPARE(
            QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
            QStringList({"bg.png", "map.json", "rs.json", "rs2.json", "t.png",
                         "t.png.hexstride-thumbnail.png", "x.png", "x.png.hexstride-thumbnail.png",
                         "z.png", "z.png.hexstride-thumbnail.png"}));
        // A refusal names the output the user gave, and leaves nothing (30000 px square: more
        // pixels than a PNG may have; a larger --thumbnail is refused as an option).
        r = cli({"render", "--thumbnail", "30000", map, dir + "/big.png"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(dir + "/big.png: "), qPrintable(r.err));
        QVERIFY2(!r.err.contains("hexstride-thumbnail"), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(dir + "/big.png"));
    }

    /// probe12 P02: a Tiled map's tileset picture never replaces the map being converted, nor
    /// an external tileset the map reads; "replaced by the picture" is said only once true.
    void tiledPictureNeverReplacesAnInput()
    {
        const QString dir = folder();
        const QString map = mapWithFiles(dir);
        const QString pic = dir + "/pw.terrains.png"; // the map under the picture's name
        write(pic, contents(map));
        const QByteArray mapBytes = contents(pic);
        Run r = cli({"convert", pic, dir + "/pw.tmx"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("would overwrite"), qPrintable(r.err));
        QCOMPARE(contents(pic), mapBytes);
        QVERIFY(!QFileInfo::exists(dir + "/pw.tmx"));
        r = cli({"convert", pic, dir + "/pw.tmj"});
        QCOMPARE(r.code, 1);
        QCOMPARE(contents(pic), mapBytes);

        // An external tileset (a .tsx by content) under the picture's name.
        const QByteArray tsx = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                               "<tileset version=\"1.8\" name=\"t\" tilewidth=\"28\" "
                               "tileheight=\"32\" tilecount=\"1\" columns=\"1\">\n"
                               " <image source=\"bg.png\" width=\"28\" height=\"32\"/>\n"
                               "</tileset>\n";
        write(dir + "/t.terrains.png", tsx);
        write(dir + "/in.tmx",
              "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
              "<map version=\"1.8\" orientation=\"hexagonal\" renderorder=\"right-down\" "
              "width=\"2\" height=\"2\" tilewidth=\"28\" tileheight=\"32\" infinite=\"0\" "
              "hexsidelength=\"16\" staggeraxis=\"y\" staggerindex=\"odd\">\n"
              " <tileset firstgid=\"1\" source=\"t.terrains.png\"/>\n"
              " <layer id=\"1\" name=\"ground\" width=\"2\" height=\"2\">\n"
              "  <data encoding=\"csv\">\n1,1,\n1,1\n</data>\n </layer>\n</map>\n");
        r = cli({"convert", dir + "/in.tmx", dir + "/t.tmx"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("would overwrite"), qPrintable(r.err));
        QCOMPARE(contents(dir + "/t.terrains.png"), tsx);
        QVERIFY(!QFileInfo::exists(dir + "/t.tmx"));
        // Nor when such a Tiled map is reshaped or edited in place.
        QVERIFY(QFile::copy(dir + "/in.tmx", dir + "/t.tmx"));
        const QByteArray tmx = contents(dir + "/t.tmx");
        r = cli({"reshape", dir + "/t.tmx", dir + "/t.tmx", "--width", "3"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("would overwrite"), qPrintable(r.err));
        QCOMPARE(contents(dir + "/t.terrains.png"), tsx);
        QCOMPARE(contents(dir + "/t.tmx"), tmx);
        QVERIFY(QFile::remove(dir + "/t.tmx"));

        // The picture's place is a folder: refused, and nothing said about replacing it.
        QVERIFY(QDir().mkpath(dir + "/dw.terrains.png"));
        r = cli({"convert", map, dir + "/dw.tmx"});
        QCOMPARE(r.code, 1);
        QVERIFY2(!r.err.contains("replaced by"), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(dir + "/dw.tmx"));
    }

    /// probe12 P03: every map writer chooses the format by OUT's suffix, as convert does: a
    /// Tiled map edited in place stays a Tiled map; an unknown suffix is refused.
    void mapWritersFollowTheSuffix()
    {
        const QString dir = folder();
        const QString map = mapWithFiles(dir);
        for (const QString suffix : {"tmx", "tmj"}) {
            const QString tiled = dir + "/m." + suffix;
            QCOMPARE(cli({"convert", map, tiled}).code, 0);
            const QByteArray head = suffix == "tmx" ? "<?xml" : "{";
            Run r = cli({"units", "add", tiled, "Newbie", "--hex", "0505", "--side", "North"});
            QCOMPARE(r.code, 0);
            QVERIFY2(contents(tiled).startsWith(head), contents(tiled).left(20).constData());
            r = cli({"units", "list", tiled});
            QCOMPARE(r.code, 0);
            QVERIFY2(r.out.contains("Newbie"), qPrintable(r.out));
            QCOMPARE(cli({"units", "remove", tiled, "Newbie"}).code, 0);
            QVERIFY(contents(tiled).startsWith(head));
            const QString reshaped = dir + "/r." + suffix;
            QCOMPARE(cli({"reshape", map, reshaped, "--width", "20"}).code, 0);
            QVERIFY(contents(reshaped).startsWith(head));
            QVERIFY(QFileInfo::exists(dir + "/r.terrains.png"));
            r = cli({"info", reshaped});
            QCOMPARE(r.code, 0);
            // A turn's map is .hexmap or .json: a Tiled one is convert's, refused up front.
            r = cli({"resolve", map, "--write-map", dir + "/w." + suffix});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("convert"), qPrintable(r.err));
            QVERIFY(!QFileInfo::exists(dir + "/w." + suffix));
        }
        const QStringList before
            = QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        for (const QStringList &args :
             {QStringList{"reshape", map, dir + "/o.png", "--width", "20"},
              QStringList{"units", "add", map, "Newbie", "--hex", "0505", "--side", "North",
                          "--output", dir + "/o.txt"},
              QStringList{"resolve", map, "--write-map", dir + "/o.png"}}) {
            const Run r = cli(args);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("unknown output format"), qPrintable(r.err));
        }
        QCOMPARE(QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 before);
    }

    /// probe12 P12: a report inside --report-dir that is a symbolic link is refused, not
    /// replaced, and nothing of the turn is written.
    void aReportOntoALinkIsRefused()
    {
        const QString dir = folder();
        const QString map = mapWithFiles(dir);
        QVERIFY(QDir().mkpath(dir + "/rep"));
        QVERIFY(QFile::link(dir + "/rs2.json", dir + "/rep/North.txt"));
        const QByteArray before = contents(dir + "/rs2.json");
        const Run r = cli({"resolve", map, "--report-dir", dir + "/rep"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("symbolic link"), qPrintable(r.err));
        QCOMPARE(QFileInfo(dir + "/rep/North.txt").symLinkTarget(), dir + "/rs2.json");
        QCOMPARE(contents(dir + "/rs2.json"), before);
        QCOMPARE(
            QDir(dir + "/rep").entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
            QStringList{"North.txt"});
    }
};

QTEST_GUILESS_MAIN(TestOutputsOverInputs)
#include "tst_outputsoverinputs.moc"
