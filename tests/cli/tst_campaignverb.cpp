// hexstride-cli campaign: a two-player game from nothing (docs/campaign.md). The map is
// clitest::pbmMap(), 30 × 20 plains (3 MP a hex): Elrond (Free) has the Army of the North on
// 1005 and the Riders on 1010; Sauron (Shadow) has the Watch on 2010, ten hexes east of the
// Riders: beyond sight (1 hex) of every Free army, so neither side's package or report may
// name the other's armies.
#include "exporting/campaignturn.h"
#include "io/mapfile.h"
#include "rules/rulesetlibrary.h"
#include "support/clitestmaps.h"
#include "testfiles.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QLockFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <string>
#include <tuple>

using namespace hexstride;
using namespace clitest;

namespace {
using testfiles::fileBytes;
using testfiles::writeFile;
} // namespace

class TestCampaignVerb : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    QString m_game; ///< the campaign folder
    QString m_id;   ///< its id, from campaign.json

    QString at(const QString &relative) const { return m_game + "/" + relative; }

    /// Elrond's orders for turn 1: the package's header, then `lines`.
    QString elrondOrders(const QByteArray &lines, const QString &name = "elrond.txt")
    {
        const QByteArray form = fileBytes(at("turn-001/players/Elrond/orders.txt"));
        const QByteArray header = form.left(form.indexOf("Army of the North"));
        const QString path = m_tmp.filePath(name);
        writeFile(path, header + lines);
        return path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        HexMap map = pbmMap();
        map.units() << MapUnit{"Army of the North", "Free", *map.parseLabel("1005"), {}, 1200}
                    << MapUnit{"Riders", "Free", *map.parseLabel("1010"), {}, 300}
                    << MapUnit{"Watch", "Shadow", *map.parseLabel("2010"), {}, 400};
        QVERIFY(saveMapFile(map, m_tmp.filePath("start.hexmap")).isEmpty());
        m_game = m_tmp.filePath("game");
        const Run r
            = cli({"campaign", "new", m_game, m_tmp.filePath("start.hexmap"), "--player",
                   "Elrond=Free", "--player", "Sauron=Shadow", "--title", "War", "--seed", "7"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.out, QString("Campaign made in %1: 2 players; each player's package is in "
                                "turn-001/players.\n")
                            .arg(m_game));
        const QJsonObject campaign = parseObject(QString::fromUtf8(fileBytes(at("campaign.json"))));
        QCOMPARE(campaign["turn"].toInt(), 1);
        QCOMPARE(campaign["seed"].toInt(), 7);
        m_id = campaign["id"].toString();
        QCOMPARE(m_id.size(), 32);
    }

    // probe16 Q10: every package held every relation of the map, an alliance of two other
    // sides too. Elrond's (Free) keeps how Free and Shadow regard each other, not what Shadow
    // and the Easterlings agreed.
    void aPackageTellsTheRelationsOfItsOwnSideOnly()
    {
        HexMap map = pbmMap();
        map.units() << MapUnit{"Army of the North", "Free", *map.parseLabel("1005"), {}, 1200}
                    << MapUnit{"Watch", "Shadow", *map.parseLabel("2010"), {}, 400}
                    << MapUnit{"Wainriders", "East", *map.parseLabel("2510"), {}, 400};
        map.sides().relations << SideRelationEntry{"Shadow", "East", SideRelation::Friendly}
                              << SideRelationEntry{"East", "Shadow", SideRelation::Friendly}
                              << SideRelationEntry{"Free", "Shadow", SideRelation::Hostile}
                              << SideRelationEntry{"Shadow", "Free", SideRelation::Hostile};
        const QString start = m_tmp.filePath("relations.hexmap");
        QVERIFY(saveMapFile(map, start).isEmpty());
        const QString game = m_tmp.filePath("relations-game");
        const Run r = cli({"campaign", "new", game, start, "--player", "Elrond=Free", "--player",
                           "Sauron=Shadow", "--player", "Khamul=East"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const MapLoadResult elrond = loadMapFile(game + "/turn-001/players/Elrond/map.hexmap");
        QVERIFY(elrond.map);
        QCOMPARE(elrond.map->sides().relations,
                 (QList<SideRelationEntry>{{"Free", "Shadow", SideRelation::Hostile},
                                           {"Shadow", "Free", SideRelation::Hostile}}));
        const MapLoadResult khamul = loadMapFile(game + "/turn-001/players/Khamul/map.hexmap");
        QVERIFY(khamul.map);
        QCOMPARE(khamul.map->sides().relations,
                 (QList<SideRelationEntry>{{"Shadow", "East", SideRelation::Friendly},
                                           {"East", "Shadow", SideRelation::Friendly}}));
        // The referee's map keeps them all.
        const MapLoadResult referee = loadMapFile(game + "/turn-001/map.hexmap");
        QVERIFY(referee.map);
        QCOMPARE(referee.map->sides().relations.size(), 4);
    }

    // probe16 Q09: campaign resolve refuses a turn whose armies would meet too often, as
    // resolve does, and writes nothing of it: 600 Free armies leave 1005 where 600 Shadow armies
    // stand (startTogetherStops), each meeting the 600: 360,000 meetings, more than
    // 250,000 + 4 × 1,200.
    void aTurnWhoseArmiesMeetTooOftenIsRefused()
    {
        HexMap map = pbmMap();
        const Hex crowded = *map.parseLabel("1005");
        for (int i = 0; i < 600; ++i)
            map.units() << MapUnit{QString("F%1").arg(i), "Free", crowded, {}, 100}
                        << MapUnit{QString("S%1").arg(i), "Shadow", crowded, {}, 100};
        const QString start = m_tmp.filePath("crowd.hexmap");
        QVERIFY(saveMapFile(map, start).isEmpty());
        const QString game = m_tmp.filePath("crowd-game");
        Run r = cli({"campaign", "new", game, start, "--player", "Elrond=Free", "--player",
                     "Sauron=Shadow"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QByteArray form = fileBytes(game + "/turn-001/players/Elrond/orders.txt");
        QByteArray orders = form.left(form.indexOf('\n', form.indexOf("# map-sha256:")) + 1);
        for (int i = 0; i < 600; ++i)
            orders += QString("F%1 | | | e\n").arg(i).toUtf8();
        writeFile(m_tmp.filePath("crowd.txt"), orders);
        r = cli({"campaign", "submit", game, m_tmp.filePath("crowd.txt")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = cli({"campaign", "resolve", game, "--allow-missing"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("too many armies meet in 1005: the turn's armies would meet more "
                                "than 254800 times"),
                 qPrintable(r.err));
        QVERIFY(!QFile::exists(game + "/turn-002"));
        QVERIFY(!QFile::exists(game + "/turn-001/resolution.txt"));
        QCOMPARE(parseObject(QString::fromUtf8(fileBytes(game + "/campaign.json")))["turn"].toInt(),
                 1);
    }

    void eachPlayerGetsAPackageOfWhatTheyKnow()
    {
        const QByteArray map = fileBytes(at("turn-001/players/Elrond/map.hexmap"));
        const QString digest = QCryptographicHash::hash(map, QCryptographicHash::Sha256).toHex();
        QCOMPARE(QString::fromUtf8(fileBytes(at("turn-001/players/Elrond/orders.txt"))),
                 QString("# Hexstride orders 1\n# campaign: %1\n# game: War\n# player: Elrond\n"
                         "# side: Free\n# turn: 1\n# map: map.hexmap\n# map-sha256: %2\n"
                         "Army of the North | | | \nRiders | | | \n")
                     .arg(m_id, digest));
        const MapLoadResult elrond = loadMapFile(at("turn-001/players/Elrond/map.hexmap"));
        QVERIFY(elrond.map);
        QCOMPARE(elrond.map->units().size(), 2); // the Watch is out of sight
        const MapLoadResult sauron = loadMapFile(at("turn-001/players/Sauron/map.hexmap"));
        QVERIFY(sauron.map);
        QCOMPARE(sauron.map->units().size(), 1);
        QCOMPARE(sauron.map->units()[0].name, QString("Watch"));
    }

    void badOrdersAreRefusedNamingTheLine_data()
    {
        QTest::addColumn<QByteArray>("lines");
        QTest::addColumn<QString>("message");
        // An enemy's army is neither named with its owner nor offered as a spelling: the
        // refusal goes back to Elrond, who never saw the Watch ("Wach" is nearer to "Watch"
        // than to Elrond's "Riders", 6 edits away, and to "Army of the North"). The Watch and
        // a name no unit has get the same message (probe16 Q05: it told whether it exists).
        QTest::newRow("other side")
            << QByteArray("Watch | | | w\n")
            << ":9: \"Watch\" is none of Elrond's armies (did you mean \"Riders\"?)\n";
        QTest::newRow("enemy misspelt")
            << QByteArray("Wach | | | w\n")
            << ":9: \"Wach\" is none of Elrond's armies (did you mean \"Riders\"?)\n";
        QTest::newRow("typo")
            << QByteArray("Ridres | | | e\n")
            << ":9: \"Ridres\" is none of Elrond's armies (did you mean \"Riders\"?)\n";
        QTest::newRow("twice") << QByteArray("Riders | | | e\nRiders | | | w\n")
                               << ":10: Riders: this army already has its orders on line 9";
        QTest::newRow("moved start") << QByteArray("Riders | 1510 | | e\n")
                                     << ":9: \"Riders\" stands in 1010: leave the start hex empty";
        QTest::newRow("own army") << QByteArray("Ents | 1210 | side=Free figures=5 | e\n")
                                  << ":9: \"Ents\" is none of Elrond's armies (did you mean";
        QTest::newRow("figures") << QByteArray("Riders | | figures=9000 | e\n")
                                 << ":9: \"Riders\" has 300 troop figures";
    }

    void badOrdersAreRefusedNamingTheLine()
    {
        QFETCH(QByteArray, lines);
        QFETCH(QString, message);
        const QString file = elrondOrders(lines, "bad.txt");
        const Run r = cli({"campaign", "submit", m_game, file});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(file + message), qPrintable(r.err));
        QVERIFY(!QFile::exists(at("turn-001/orders/Elrond.txt")));
    }

    // probe17 R04: a comment of a player's file carried an OSC/ESC sequence, NUL or a bidi
    // control into the referee's folder byte for byte; a `cat` of the filed copy retitled the
    // terminal. Refused in any line, comments and header included, at their column.
    void controlCharactersInAnyLineAreRefused_data()
    {
        QTest::addColumn<QByteArray>("lines");
        QTest::addColumn<QString>("message");
        const QString problem = "the line holds a %1: a player's orders file is plain text, its "
                                "comments too\n";
        QTest::newRow("OSC and ESC in a comment")
            << QByteArray("# \x1b]0;PWNED\x07\x1b[2J note\nRiders | | | e\n")
            << ":9:3: " + problem.arg("control character (\\x1b)");
        QTest::newRow("NUL in a comment") << QByteArray("Riders | | | e\n# a\0b\n", 21)
                                          << ":10:4: " + problem.arg("control character (\\x00)");
        QTest::newRow("bidi override in a comment")
            << QByteArray("#\xe2\x80\xae"
                          "e ,w :sredro\nRiders | | | e\n")
            << ":9:2: " + problem.arg("bidi control (\\u202e)");
        QTest::newRow("ESC in an orders line")
            << QByteArray("Riders | | | e\x1b[8m\n")
            << ":9:15: " + problem.arg("control character (\\x1b)");
    }
    void controlCharactersInAnyLineAreRefused()
    {
        QFETCH(QByteArray, lines);
        QFETCH(QString, message);
        const QString file = elrondOrders(lines, "controls.txt");
        const Run r = cli({"campaign", "submit", m_game, file});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.startsWith(file + message), qPrintable(r.err));
        QVERIFY(!QFile::exists(at("turn-001/orders/Elrond.txt")));
    }

    // probe19 T05: a soft hyphen or a zero-width space (what word processors and web pages put
    // in unseen) only hides itself: a comment may hold one, and the filed copy keeps it.
    void aCommentMayHoldAnInvisibleFormatCharacter()
    {
        const QByteArray comment = "# well\xc2\xad"
                                   "come, see you at the\xe2\x80\x8b ford\n";
        const QString file = elrondOrders(comment + "Riders | | | e\n", "shy.txt");
        const Run r = cli({"campaign", "submit", m_game, file, "--check"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.err, QString());
    }

    // probe17 R11 and R04: a lone CR ends a line, so "# (none)\rRiders | | | e" is a comment and
    // an order, as a terminal shows it; the copy the campaign files has ordinary line ends, so
    // that `cat` shows the referee the lines the turn carries out. Tabs are taken.
    void aLoneCarriageReturnEndsALineOfAPlayersFile()
    {
        const QString file = elrondOrders("# (none)\rRiders | | | e\r#\tnote\r\n", "cr.txt");
        QByteArray sent = fileBytes(file);
        const Run r = cli({"campaign", "submit", m_game, file});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.out,
                 QString("Elrond's orders for turn 1 taken in: 1 of 2 armies with orders.\n"));
        const QByteArray filed = fileBytes(at("turn-001/orders/Elrond.txt"));
        QVERIFY(!filed.contains('\r'));
        QCOMPARE(filed, sent.replace("\r\n", "\n").replace('\r', '\n'));
        QVERIFY(QFile::remove(at("turn-001/orders/Elrond.txt")));
        // A line separator after a comment's text is refused, not read as part of the comment.
        const QString separated
            = elrondOrders("# (none)\xe2\x80\xa8Riders | | | e\n", "separator.txt");
        const Run s = cli({"campaign", "submit", m_game, separated});
        QCOMPARE(s.code, 1);
        QVERIFY2(s.err.startsWith(separated
                                  + ":9: a line separator (U+2028) inside the line: save the "
                                    "file with ordinary line ends\n"),
                 qPrintable(s.err));
    }

    /// probe16 Q05: Elrond was never shown the Watch (Shadow, 2010): whatever his file says of
    /// it, the refusal is the one he gets for a name no unit has, without its hex or side.
    void refusalsTellNothingOfUnseenArmies_data()
    {
        // `line` and `message` with %1: the Watch's name (or a look-alike) and one no unit has.
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("enemy");
        QTest::addColumn<QString>("nobody");
        QTest::addColumn<QString>("message");
        const QString none = ":9: \"%1\" is none of Elrond's armies (did you mean \"Riders\"?)\n";
        QTest::newRow("orders") << "%1 | | | w\n"
                                << "Watch"
                                << "Wotch" << none;
        QTest::newRow("side=") << "%1 | | side=Free | w\n"
                               << "Watch"
                               << "Wotch" << none;
        QTest::newRow("look-alike new army") << "%1 | 2010 | side=Free figures=5 | e\n"
                                             << "watch"
                                             << "wotch" << none;
        QTest::newRow("joins=") << "Riders | | joins=%1 |\n"
                                << "Watch"
                                << "Wotch"
                                << ":9: Riders: joins=%1: no army of side Free has this name\n";
    }

    void refusalsTellNothingOfUnseenArmies()
    {
        QFETCH(QString, line);
        QFETCH(QString, enemy);
        QFETCH(QString, nobody);
        QFETCH(QString, message);
        for (const QString &name : {enemy, nobody}) {
            const QString file = elrondOrders(line.arg(name).toUtf8(), "unseen.txt");
            const Run r = cli({"campaign", "submit", m_game, file, "--check"});
            QCOMPARE(r.code, 1);
            QCOMPARE(r.err, file + message.arg(name));
            QVERIFY2(!r.err.contains("2010") && !r.err.contains("Shadow"), qPrintable(r.err));
        }
    }

    void badHeadersAreRefused()
    {
        const QByteArray form = fileBytes(at("turn-001/players/Elrond/orders.txt"));
        const struct
        {
            QByteArray from, to;
            QString message;
        } cases[] = {
            {"# turn: 1", "# turn: 2", ":6: these orders are for turn 2; the game is at turn 1"},
            // probe 15, P21: taken in before, as turn 1 and version 1.
            {"# turn: 1", "# turn: +1",
             ":6: turn: \"+1\" is not written as a plain number (the digits 0 to 9, without a "
             "sign or a leading zero)"},
            {"# Hexstride orders 1", "# Hexstride orders 01",
             ":1: version: \"01\" is not written as a plain number"},
            {m_id.toLatin1(), "0123", ":2: these orders are for another campaign, not for \"War\""},
            {"# player: Elrond", "# player: Elron",
             ":4: \"Elron\" is no player of this campaign (did you mean \"Elrond\"?)"},
            {"# side: Free", "# side: Shadow", ":5: Elrond plays Free, not Shadow"},
            {"# Hexstride orders 1\n", "", ":1: no orders header"},
        };
        for (const auto &c : cases) {
            QByteArray text = form;
            text.replace(c.from, c.to);
            const QString file = m_tmp.filePath("header.txt");
            writeFile(file, text);
            const Run r = cli({"campaign", "submit", m_game, file});
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.startsWith(file + c.message), qPrintable(r.err));
        }
        QVERIFY(!QFile::exists(at("turn-001/orders/Elrond.txt")));
    }

    void aTurnFromOrdersToReports()
    {
        // --check takes nothing in.
        const QString elrond = elrondOrders("Army of the North | | | e, e\nRiders | | | \n");
        Run r = cli({"campaign", "submit", m_game, elrond, "--check"});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString("Elrond's orders for turn 1 are good: 1 of 2 armies with "
                                "orders.\n"));
        QVERIFY(!QFile::exists(at("turn-001/orders/Elrond.txt")));
        r = cli({"campaign", "submit", m_game, elrond});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString("Elrond's orders for turn 1 taken in: 1 of 2 armies with "
                                "orders.\n"));
        r = cli({"campaign", "status", m_game});
        QCOMPARE(
            r.out,
            QString("War: turn 1. Units move in an order drawn with seed 8 (the ruleset's rule).\n"
                    "  ✔ Elrond (Free): orders taken in, 1 of 2 armies with orders\n"
                    "  ✘ Sauron (Shadow): no orders yet\n"
                    "Orders received from 1 of 2 players.\n"));
        r = cli({"campaign", "resolve", m_game});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("turn 1: no orders yet from Sauron"), qPrintable(r.err));
        QVERIFY(!QFile::exists(at("turn-002")));

        const QByteArray sauronForm = fileBytes(at("turn-001/players/Sauron/orders.txt"));
        writeFile(m_tmp.filePath("sauron.txt"),
                  sauronForm.left(sauronForm.indexOf("Watch")) + "Watch | | | w\n");
        r = cli({"campaign", "submit", m_game, m_tmp.filePath("sauron.txt")});
        QCOMPARE(r.code, 0);
        r = cli({"campaign", "resolve", m_game});
        QVERIFY2(r.code == 0, qPrintable(r.err));

        // The next turn: the army two hexes east, the Watch one west, the campaign at turn 2.
        const MapLoadResult next = loadMapFile(at("turn-002/map.hexmap"));
        QVERIFY(next.map);
        QCOMPARE(next.map->label(next.map->units()[0].hex), QString("1205"));
        QCOMPARE(next.map->label(next.map->units()[2].hex), QString("1910"));
        QCOMPARE(parseObject(QString::fromUtf8(fileBytes(at("campaign.json"))))["turn"].toInt(), 2);
        QVERIFY(fileBytes(at("turn-002/players/Elrond/orders.txt")).contains("# turn: 2\n"));

        // The same command again, as from the shell's history: nobody has sent orders for turn
        // 2, so it is refused even with --allow-missing, and turn 2 stays to be played.
        r = cli({"campaign", "resolve", m_game, "--allow-missing"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("turn 2: no player has sent orders, so every army would stand"),
                 qPrintable(r.err));
        QVERIFY(!QFile::exists(at("turn-003")));

        // Every army of a player is in its report, moved or not; no enemy it did not see.
        const QString elrondText = QString::fromUtf8(fileBytes(at("turn-001/reports/Elrond.txt")));
        // Turn N draws with the campaign's seed + N: a player who learnt a turn's seed could
        // replay every later draw, so only the referee's files tell it (probe 15, P09).
        QVERIFY2(elrondText.startsWith("War, turn 1: the report of Elrond (Free). Units moved in "
                                       "an order drawn by the referee (the ruleset's rule).\n"),
                 qPrintable(elrondText));
        QVERIFY(fileBytes(at("turn-001/resolution.txt")).contains("drawn with seed 8 "));
        const QDir reports(at("turn-001/reports"));
        const QStringList reportFiles = reports.entryList(QDir::Files);
        QCOMPARE(reportFiles.size(), 6); // text, JSON and picture of each player
        for (const QString &name : reportFiles)
            QVERIFY2(!fileBytes(reports.filePath(name)).contains("seed"), qPrintable(name));
        QVERIFY(elrondText.contains("Army of the North"));
        QVERIFY(elrondText.contains("Riders"));
        QVERIFY(!elrondText.contains("Watch"));
        // The picture's title names its turn, in the file as viewers read it (walk17 X15: every
        // turn's picture had the same title).
        QCOMPARE(QImage(at("turn-001/reports/Elrond.png")).text("Title"),
                 QString("War, turn 1: Free after the turn"));
        QVERIFY(!fileBytes(at("turn-001/reports/Elrond.json")).contains("Watch"));
        const QByteArray sauronJson = fileBytes(at("turn-001/reports/Sauron.json"));
        QVERIFY(sauronJson.contains("Watch"));
        QVERIFY(!sauronJson.contains("Riders") && !sauronJson.contains("Army of the North"));
        // The decisions file replays the turn; no battles: nobody met.
        QCOMPARE(parseObject(QString::fromUtf8(fileBytes(at("turn-001/decisions.json"))))["seed"]
                     .toInt(),
                 8); // the campaign's seed 7 + turn 1
        QCOMPARE(fileBytes(at("turn-001/battles.txt")), QByteArray());

        // Turn 1's orders can no longer be taken in: the game is at turn 2.
        r = cli({"campaign", "submit", m_game, elrond});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("these orders are for turn 1; the game is at turn 2"));
    }

    void aCampaignIsMadeInANewFolderOnly()
    {
        const Run r = cli(
            {"campaign", "new", m_game, m_tmp.filePath("start.hexmap"), "--player", "Elrond=Free"});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("a campaign is made in a new or empty folder"));
        const Run noArmy
            = cli({"campaign", "new", m_tmp.filePath("other"), m_tmp.filePath("start.hexmap"),
                   "--player", "Elrond=Free", "--player", "Saruman=White"});
        QCOMPARE(noArmy.code, 1);
        QVERIFY(noArmy.err.contains("Saruman has no army on the map (no unit of side \"White\")"));
        QVERIFY(!QFile::exists(m_tmp.filePath("other/campaign.json")));
    }

    // probe17 R08: a campaign that the disk cannot take (a file size limit of 0, SIGXFSZ
    // ignored, refuses every write as a full disk does) names the file asked for and the
    // system's reason, not the temporary `.hexstride-turn-*` folder, and leaves nothing.
    void aFullDiskNamesTheCampaignsFile()
    {
        const QString game = m_tmp.filePath("full");
        QProcess p;
        p.start("/bin/sh", {"-c",
                            "trap '' XFSZ; ulimit -f 0; exec \"$0\" campaign new \"$1\" \"$2\" "
                            "--player Elrond=Free --player Sauron=Shadow",
                            testpaths::cli(), game, m_tmp.filePath("start.hexmap")});
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(err.contains(game + "/campaign.json: cannot write: File too large"),
                 qPrintable(err));
        QVERIFY2(!err.contains(".hexstride-turn"), qPrintable(err));
        QVERIFY(!QFileInfo::exists(game));
    }

    // Probe 10, findings 13 and 25: players that show nothing, and more players than
    // campaign.json's reader takes (1,000), are refused before anything is written.
    void playersTheCampaignCouldNotHoldAreRefused()
    {
        const QString dir = m_tmp.filePath("refused");
        const Run blank = cli({"campaign", "new", dir, m_tmp.filePath("start.hexmap"), "--player",
                               QString(QChar(0x3164)) + "=Free", "--title", "Ring"});
        QCOMPARE(blank.code, 1);
        QVERIFY2(blank.err.contains("a player's name and side each need a visible character"),
                 qPrintable(blank.err));
        const Run bidi = cli({"campaign", "new", dir, m_tmp.filePath("start.hexmap"), "--player",
                              "Elrond=Free", "--title", QString(QChar(0x202e)) + "Ring"});
        QCOMPARE(bidi.code, 1);
        QVERIFY2(bidi.err.contains("--title \"\\u202eRing\": a title cannot hold"),
                 qPrintable(bidi.err));
        // probe13 Q09: an empty army list would give the player every army of the side.
        for (const QString &player : {QString("Elrond=Free:"), QString("Elrond=Free:,,")}) {
            const Run empty = cli({"campaign", "new", dir, m_tmp.filePath("start.hexmap"),
                                   "--player", player, "--player", "Sauron=Shadow"});
            QCOMPARE(empty.code, 2);
            QVERIFY2(empty.err.contains("--player \"" + player
                                        + "\": the army list after \":\" is empty; name the "
                                          "armies or leave out the \":\""),
                     qPrintable(empty.err));
        }
        // probe13 Q08: names equal after NFKC (é and e + U+0301) are one player's.
        const Run nfd = cli({"campaign", "new", dir, m_tmp.filePath("start.hexmap"), "--player",
                             QString(QChar(0xe9)) + "=Free", "--player",
                             QString("e") + QChar(0x301) + "=Shadow"});
        QCOMPARE(nfd.code, 1);
        QVERIFY2(nfd.err.contains("is already the name of another player"), qPrintable(nfd.err));
        // "Аnn" with a Cyrillic А is drawn as "Ann": one player to the eye, two to the resolver.
        const Run cyrillic
            = cli({"campaign", "new", dir, m_tmp.filePath("start.hexmap"), "--player", "Ann=Free",
                   "--player", QString(QChar(0x410)) + "nn=Shadow"});
        QCOMPARE(cyrillic.code, 1);
        QVERIFY2(cyrillic.err.contains("is already the name of another player"),
                 qPrintable(cyrillic.err));
        QVERIFY(!QFileInfo::exists(dir));
        QStringList many{"campaign", "new", dir, m_tmp.filePath("start.hexmap")};
        for (int i = 0; i < 101; ++i)
            many << "--player" << QString("P%1=Free").arg(i);
        const Run tooMany = cli(many);
        QCOMPARE(tooMany.code, 1);
        QVERIFY2(tooMany.err.contains("101 players: a campaign has at most 100"),
                 qPrintable(tooMany.err));
        QVERIFY(!QFileInfo::exists(dir + "/campaign.json"));
    }

    // probe14 Q06-Q09: messages that named the wrong cause, counted the wrong thing, quoted an
    // empty title or hid how a --player value was split.
    void probe14Messages()
    {
        const QString map = m_tmp.filePath("start.hexmap");
        // Q07: 200 characters outside the BMP (400 UTF-16 units) are 200 characters.
        const QString twoHundred = QString::fromUcs4(std::u32string(200, U'\U0001D54F').c_str());
        const QString titled = m_tmp.filePath("p14-title");
        Run r = cli({"campaign", "new", titled, map, "--player", "Elrond=Free", "--player",
                     "Sauron=Shadow", "--title", twoHundred});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = cli({"campaign", "new", m_tmp.filePath("p14-long"), map, "--player", "Elrond=Free",
                 "--title", twoHundred + "x"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(": a title of at most 200 characters, not 201"), qPrintable(r.err));
        // Q08: an untitled campaign is named by its folder.
        const QString untitled = m_tmp.filePath("p14-untitled");
        r = cli({"campaign", "new", untitled, map, "--player", "Elrond=Free", "--player",
                 "Sauron=Shadow"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QByteArray form = fileBytes(m_game + "/turn-001/players/Elrond/orders.txt");
        const QString other = m_tmp.filePath("p14-other.txt");
        writeFile(other, form); // the orders of the campaign "War", sent to the untitled one
        r = cli({"campaign", "submit", untitled, other});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.startsWith(other
                                  + ":2: these orders are for another campaign, not for "
                                    "the campaign in "
                                  + untitled + "\n"),
                 qPrintable(r.err));
        // Q06: a stray file in the next turn's folder is named; nothing was resolved.
        QVERIFY(QDir().mkpath(untitled + "/turn-002"));
        writeFile(untitled + "/turn-002/notes.txt", "notes\n");
        r = cli({"campaign", "resolve", untitled, "--allow-missing"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.endsWith(
                     untitled + "/turn-002/notes.txt is in the way: resolving turn 1 writes "
                     + untitled
                     + "/turn-002, which must not hold anything yet (a resolved turn is never "
                       "written again). If turn 1 was not resolved, move it elsewhere and "
                       "resolve again\n"),
                 qPrintable(r.err));
        QVERIFY(QFile::exists(untitled + "/turn-002/notes.txt"));
        // Q09: a value split where the user did not mean it says how it was read.
        HexMap colon = pbmMap();
        colon.units() << MapUnit{"North", "Free", *colon.parseLabel("1005"), {}, 1200}
                      << MapUnit{"Orcs", "East:Orcs", *colon.parseLabel("2010"), {}, 400};
        QVERIFY(saveMapFile(colon, m_tmp.filePath("colon.hexmap")).isEmpty());
        for (const auto &[value, name, side] :
             {std::tuple{QString("B=East:Orcs"), QString("B"), QString("East")},
              std::tuple{QString("A=B=Free"), QString("A"), QString("B=Free")}}) {
            r = cli({"campaign", "new", m_tmp.filePath("p14-colon"), m_tmp.filePath("colon.hexmap"),
                     "--player", "F=Free", "--player", value});
            QCOMPARE(r.code, 1);
            QCOMPARE(r.err, "--player \"" + value + "\": read as player \"" + name
                                + "\" (the text before the first \"=\") of side \"" + side
                                + "\" (up to the first \":\" after it; armies follow the "
                                  "\":\"), but the map has no side \""
                                + side
                                + "\". A player's name holding \"=\" or a side holding \":\" "
                                  "cannot be given with --player: make the campaign in the app "
                                  "(File ▸ New Campaign…) or rename the side in the map\n");
        }
        QVERIFY(!QFileInfo::exists(m_tmp.filePath("p14-colon")));
    }

    // Two players whose files would collide are named as players, not sides: Free and Shadow
    // are their sides (probe 9, finding 29).
    void collidingPlayersAreCalledPlayers()
    {
        const Run r
            = cli({"campaign", "new", m_tmp.filePath("collide"), m_tmp.filePath("start.hexmap"),
                   "--player", "A/B=Free", "--player", "A_B=Shadow"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("players \"A/B\" and \"A_B\" would both be reported in the files "
                                "A_B.*: rename one of them"),
                 qPrintable(r.err));
        QVERIFY(!r.err.contains("sides"));
        QVERIFY(!QFile::exists(m_tmp.filePath("collide/campaign.json")));
    }

    // A campaign folder's files are the folder's, not the user's: a FIFO in place of the turn's
    // map is refused at once (probe 9, finding 7; before, `campaign status` waited for ever).
    void aFifoInTheFolderIsRefused()
    {
        const QString dir = m_tmp.filePath("fifo-game");
        const Run made = cli({"campaign", "new", dir, m_tmp.filePath("start.hexmap"), "--player",
                              "Elrond=Free", "--player", "Sauron=Shadow"});
        QVERIFY2(made.code == 0, qPrintable(made.err));
        const QString map = dir + "/turn-001/map.hexmap";
        QVERIFY(QFile::remove(map));
        QCOMPARE(::mkfifo(QFile::encodeName(map).constData(), 0600), 0);
        const Run status = cli({"campaign", "status", dir});
        QCOMPARE(status.code, 1);
        QVERIFY2(status.err.contains(map + ": is not a regular file"), qPrintable(status.err));
    }

private:
    /// A new campaign of Elrond and Sauron in m_tmp/`name`; its folder.
    QString newGame(const QString &name)
    {
        const QString dir = m_tmp.filePath(name);
        const Run made = cli({"campaign", "new", dir, m_tmp.filePath("start.hexmap"), "--player",
                              "Elrond=Free", "--player", "Sauron=Shadow", "--title", "War"});
        if (made.code != 0)
            qWarning("%s", qPrintable(made.err));
        return dir;
    }

private slots:
    // Probe 11, N07: Elrond's orders filed by hand as Sauron's moved Elrond's army although
    // Elrond sent nothing, and counted as Sauron's. The header's player must be the file's.
    void ordersFiledUnderAnotherPlayerAreRefused()
    {
        const QString dir = newGame("swap");
        const QByteArray form = fileBytes(dir + "/turn-001/players/Elrond/orders.txt");
        writeFile(m_tmp.filePath("swap-elrond.txt"),
                  form.left(form.indexOf("Army of the North")) + "Riders | | | e, e\n");
        Run r = cli({"campaign", "submit", dir, m_tmp.filePath("swap-elrond.txt")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString sauron = dir + "/turn-001/orders/Sauron.txt";
        QVERIFY(QFile::rename(dir + "/turn-001/orders/Elrond.txt", sauron));
        r = cli({"campaign", "resolve", dir, "--allow-missing"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(sauron + ": filed as Sauron's orders, but its header names Elrond"),
                 qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(dir + "/turn-002"));
        QVERIFY(!QFileInfo::exists(dir + "/turn-001/reports"));
    }

    // Probe 11, N08: a part of the campaign folder that is a symbolic link out of it was read
    // and written through (the turn's reports went to the link's target; a turn map from
    // elsewhere made the next turn's map). Every command refuses it, naming the link.
    void linksOutOfTheFolderAreRefused_data()
    {
        QTest::addColumn<QString>("part");
        QTest::newRow("turn folder") << "turn-001";
        QTest::newRow("turn map") << "turn-001/map.hexmap";
        QTest::newRow("players folder") << "turn-001/players";
        QTest::newRow("a player's package") << "turn-001/players/Sauron";
        QTest::newRow("a package's orders form") << "turn-001/players/Sauron/orders.txt";
        QTest::newRow("campaign file") << "campaign.json";
    }
    void linksOutOfTheFolderAreRefused()
    {
        QFETCH(QString, part);
        static int game = 0;
        const QString dir = newGame(QString("links%1").arg(++game));
        const QString outside = m_tmp.filePath(QString("outside%1").arg(game));
        QVERIFY(QFile::rename(dir + "/" + part, outside));
        QVERIFY(QFile::link(outside, dir + "/" + part));
        const QString refused = dir + "/" + part
                                + ": is a symbolic link leading out of the campaign folder (to "
                                + outside + ")";
        for (const QStringList &args :
             {QStringList{"campaign", "status", dir},
              QStringList{"campaign", "resolve", dir, "--allow-no-orders"}}) {
            const Run r = cli(args);
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.contains(refused), qPrintable(args[1] + ": " + r.err));
        }
        QVERIFY(!QFileInfo::exists(dir + "/turn-002"));
        QVERIFY(!QFileInfo::exists(outside + "/reports"));
        QVERIFY(!QFileInfo::exists(outside + "/decisions.json"));
    }

    // A link that stays inside the folder is the folder's own part.
    void aLinkInsideTheFolderIsAllowed()
    {
        const QString dir = newGame("inside");
        QVERIFY(QFile::rename(dir + "/turn-001/players", dir + "/packages"));
        QVERIFY(QFile::link(dir + "/packages", dir + "/turn-001/players"));
        const Run r = cli({"campaign", "status", dir});
        QVERIFY2(r.code == 0, qPrintable(r.err));
    }

    // Probe 11, N10: the "# game:" line took control characters, CR, NUL, bidi controls and
    // 2,000,000 characters; it is checked as the title it repeats is.
    void badGameLinesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("game");
        QTest::addColumn<QString>("message");
        QTest::newRow("OSC 52") << QByteArray("W\x1b]52;c;ZXZpbA==\x07")
                                << ":3: game: \"W\\x1b]52;c;ZXZpbA==\\x07\" holds a control "
                                   "character (\\x1b)";
        QTest::newRow("C1 CSI") << QByteArray("W\xc2\x9b")
                                << ":3: game: \"W\\x9b\" holds a control character";
        QTest::newRow("NUL") << QByteArray("W\0ar", 4)
                             << ":3: game: \"W\\x00ar\" holds a control character";
        // probe17 R11: a lone CR ends the line (in the game's "A\rB", "B" is an orders line);
        // a line separator is no line end, and is refused.
        QTest::newRow("U+2028") << QByteArray("A\xe2\x80\xa8"
                                              "B")
                                << ":3: a line separator (U+2028) inside the line: save the file "
                                   "with ordinary line ends";
        QTest::newRow("bidi") << QByteArray("A\xe2\x80\xae"
                                            "B")
                              << ":3: game: \"A\\u202eB\" holds a bidi control (\\u202e)";
        QTest::newRow("2,000,000 characters")
            << QByteArray(2000000, 'W')
            << ":3: game: a title of at most 200 characters, not 2000000";
    }
    void badGameLinesAreRefused()
    {
        QFETCH(QByteArray, game);
        QFETCH(QString, message);
        QByteArray text = fileBytes(at("turn-001/players/Elrond/orders.txt"));
        if (text.isEmpty()) // the game is at turn 2 after aTurnFromOrdersToReports
            text = fileBytes(at("turn-002/players/Elrond/orders.txt"));
        QVERIFY(text.contains("# game: War\n"));
        text.replace("# game: War\n", "# game: " + game + "\n");
        const QString file = m_tmp.filePath("game.txt");
        writeFile(file, text);
        const Run r = cli({"campaign", "submit", m_game, file, "--check"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.startsWith(file + message), qPrintable(r.err.left(300)));
    }

    // probe20 U11: a contested hex the dice decided was explained to both players as "A moves
    // in: dice (seed 777001)": the campaign's seed + 1, from which a player works out every
    // later draw. The players' reports (text and JSON) name no seed; the referee's
    // decisions.json keeps it. A (West) in 1,1 and B (East) in 3,1, ten figures each, both
    // ordered into 2,1 (strategic-commanders: a tie of equal forces is rolled).
    void aContestDecidedByDiceNamesNoSeedToThePlayers()
    {
        using namespace hexstride;
        HexMap map(MapShape{6, 4, {}, LabelScheme::ColRow}, "strategic-commanders",
                   IdTable(QStringList{"open", "forest", "hills", "mountains", "water"}),
                   IdTable(QStringList{}), IdTable(QStringList{"river", "road"}), 0);
        map.units() << MapUnit{"A", "West", *map.parseLabel("1,1"), {}, 10}
                    << MapUnit{"B", "East", *map.parseLabel("3,1"), {}, 10};
        QVERIFY(saveMapFile(map, m_tmp.filePath("tie.hexmap")).isEmpty());
        const QString game = m_tmp.filePath("tie");
        Run r = cli({"campaign", "new", game, m_tmp.filePath("tie.hexmap"), "--player", "Ann=West",
                     "--player", "Bob=East", "--seed", "777000"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        for (const auto &[player, army, order] :
             {std::tuple{"Ann", "A", "e"}, std::tuple{"Bob", "B", "w"}}) {
            const QByteArray form = fileBytes(game + "/turn-001/players/" + player + "/orders.txt");
            const QString file = m_tmp.filePath(QString(player) + "-tie.txt");
            writeFile(file, form.left(form.indexOf(QByteArray(army) + " |")) + QByteArray(army)
                                + " | | | " + order + "\n");
            r = cli({"campaign", "submit", game, file});
            QVERIFY2(r.code == 0, qPrintable(r.err));
        }
        r = cli({"campaign", "resolve", game});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QDir reports(game + "/turn-001/reports");
        for (const QString name : {"Ann.txt", "Bob.txt", "Ann.json", "Bob.json"}) {
            const QByteArray report = fileBytes(reports.filePath(name));
            QVERIFY2(report.contains("moves in: dice (drawn with the turn's seed)"),
                     qPrintable(name + ": " + report));
            QVERIFY2(!report.contains("777001") && !report.contains("seed 7"), qPrintable(name));
        }
        QVERIFY(fileBytes(game + "/turn-001/decisions.json").contains("777001"));
    }

    // probe18 S11: a campaign folder had no lock: orders taken in while the turn was being
    // resolved were filed, told "taken in", and never used. While another process holds the
    // folder, submit and resolve wait a moment, then are refused naming it; nothing is filed.
    void aCampaignHeldByAnotherCommandIsNotChanged()
    {
        const QString game = m_tmp.filePath("held");
        Run r = cli({"campaign", "new", game, m_tmp.filePath("start.hexmap"), "--player",
                     "Elrond=Free", "--player", "Sauron=Shadow", "--title", "War", "--seed", "7"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QByteArray form = fileBytes(game + "/turn-001/players/Elrond/orders.txt");
        writeFile(m_tmp.filePath("held.txt"),
                  form.left(form.indexOf("Army of the North")) + "Army of the North | | | e\n");
        QLockFile other(game + "/.hexstride-campaign.lock");
        QVERIFY(other.tryLock(0));
        const QString held = QString("%1: another command is changing this campaign (process "
                                     "%2): try again when it has ended\n")
                                 .arg(game)
                                 .arg(QCoreApplication::applicationPid());
        // (Qt's own warning of a missing XDG_RUNTIME_DIR may come first: the verbs that draw
        // start a QGuiApplication.)
        r = cli({"campaign", "submit", game, m_tmp.filePath("held.txt")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.endsWith(held), qPrintable(r.err));
        QVERIFY(!QFile::exists(game + "/turn-001/orders/Elrond.txt"));
        r = cli({"campaign", "resolve", game, "--allow-no-orders"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.endsWith(held), qPrintable(r.err));
        QVERIFY(!QFile::exists(game + "/turn-002"));
        other.unlock();

        // A lock older than QLockFile's 30 seconds is still held while its process lives: a
        // turn may take longer to resolve (probe19 T01).
        QVERIFY(other.tryLock(0));
        {
            QFile lockFile(game + "/.hexstride-campaign.lock");
            QVERIFY(lockFile.open(QIODevice::ReadWrite));
            QVERIFY(lockFile.setFileTime(QDateTime::currentDateTime().addSecs(-40),
                                         QFileDevice::FileModificationTime));
        }
        r = cli({"campaign", "submit", game, m_tmp.filePath("held.txt")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.endsWith(held), qPrintable(r.err));
        QVERIFY(!QFile::exists(game + "/turn-001/orders/Elrond.txt"));
        other.unlock();

        // Opened at turn 1; another command resolves it; the orders are then refused, not filed
        // into the resolved turn.
        QString error;
        const auto folder = openCampaignFolder(game, &error);
        QVERIFY2(folder, qPrintable(error));
        r = cli({"campaign", "resolve", game, "--allow-no-orders"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const RulesetLibrary library;
        QString summary;
        const OrdersSubmission s = submitOrders(
            *folder, library, m_tmp.filePath("held.txt"),
            QString::fromUtf8(fileBytes(m_tmp.filePath("held.txt"))), true, &summary);
        QCOMPARE(s.errors, QStringList(QString("%1/campaign.json: the campaign is at turn 2 now, "
                                               "no longer turn 1 (another command resolved it "
                                               "meanwhile): open the campaign again")
                                           .arg(game)));
        QVERIFY(!QFile::exists(game + "/turn-001/orders/Elrond.txt"));
    }

    // probe19 T02, T03: what stands where the lock goes is named, at once: a FIFO blocked the
    // reading of its holder for good (the app froze), a folder or a link was "another command"
    // forever; a lock file that names no process says so.
    void whatStandsWhereTheLockGoesIsNamed_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("FIFO") << "fifo"
                              << ": is not a regular file (a device, pipe or socket). Remove it: "
                                 "the campaign's lock file goes there\n";
        QTest::newRow("folder") << "folder"
                                << ": is a folder, not a file. Remove it: the campaign's lock "
                                   "file goes there\n";
        QTest::newRow("link") << "link"
                              << ": is a symbolic link, not the campaign's lock file: remove it\n";
        QTest::newRow("no process") << "garbage"
                                    << ": names no process (a command stopped while it took the "
                                       "campaign): if no other command is changing the campaign, "
                                       "remove it\n";
    }

    void whatStandsWhereTheLockGoesIsNamed()
    {
        QFETCH(QString, kind);
        QFETCH(QString, message);
        const QString game = m_tmp.filePath("lock-" + kind);
        Run r = cli({"campaign", "new", game, m_tmp.filePath("start.hexmap"), "--player",
                     "Elrond=Free", "--player", "Sauron=Shadow", "--title", "War", "--seed", "7"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString lock = game + "/.hexstride-campaign.lock";
        if (kind == "fifo")
            QCOMPARE(mkfifo(QFile::encodeName(lock).constData(), 0600), 0);
        else if (kind == "folder")
            QVERIFY(QDir().mkdir(lock));
        else if (kind == "link")
            QVERIFY(QFile::link("../nowhere/x", lock));
        else
            writeFile(lock, "not a lock\n");
        r = cli({"campaign", "resolve", game, "--allow-no-orders"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.endsWith(lock + message), qPrintable(r.err));
        QVERIFY(!QFile::exists(game + "/turn-002"));
    }
};

QTEST_GUILESS_MAIN(TestCampaignVerb)
#include "tst_campaignverb.moc"
