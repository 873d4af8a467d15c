// The campaign file and the rules a campaign adds to a turn (docs/campaign.md): what reads,
// what is refused (naming the field), whose armies are whose, and the order units move in.
#include "campaign/campaign.h"
#include "campaign/movementorder.h"
#include "campaign/ordersheader.h"
#include "map/hexmap.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <string>

using namespace hexstride;

namespace {
const QByteArray kGood = R"({"format": "hexstride-campaign", "version": 1,
  "id": "0123456789abcdef0123456789abcdef",
  "title": "War", "ruleset": "pbm-strategic", "turn": 3, "movementOrder": "sides", "seed": 7,
  "players": [{"name": "Elrond", "side": "Free", "armies": ["Riders"]},
              {"name": "Gil-galad", "side": "Free"}, {"name": "Sauron", "side": "Shadow"}]})";

HexMap mapWithUnits()
{
    HexMap map(MapShape{6, 4, {}, LabelScheme::ColRow}, QStringLiteral("pbm-strategic"),
               IdTable(QStringList{QStringLiteral("plains")}), IdTable(QStringList{}),
               IdTable(QStringList{}), 0);
    // In the map's order: Watch (Shadow), Army (Free), Riders (Free), Orcs (Shadow).
    map.units() << MapUnit{QStringLiteral("Watch"), QStringLiteral("Shadow"), {}, {}, 400}
                << MapUnit{QStringLiteral("Army"), QStringLiteral("Free"), {}, {}, 1200}
                << MapUnit{QStringLiteral("Riders"), QStringLiteral("Free"), {}, {}, 300}
                << MapUnit{QStringLiteral("Orcs"), QStringLiteral("Shadow"), {}, {}, 800};
    return map;
}

QStringList names(const QList<TurnOrders> &orders)
{
    QStringList out;
    for (const TurnOrders &o : orders)
        out << o.name;
    return out;
}
} // namespace

class TestCampaignFile : public QObject
{
    Q_OBJECT

private slots:
    void limitsCountCharacters()
    {
        // probe14 Q07: U+1D54F (two UTF-16 units) is one character; a lone surrogate too;
        // "e" + U+0301 is two code points.
        const QString x = QString::fromUcs4(std::u32string(1, U'\U0001D54F').c_str());
        QCOMPARE(x.size(), 2);
        QCOMPARE(campaignTextLength(x), 1);
        QCOMPARE(campaignTextLength(QString(QChar(0xd835)) + "a"), 2);
        QCOMPARE(campaignTextLength(QString("e") + QChar(0x301)), 2);
        QCOMPARE(campaignTextLength(x.repeated(256)), 256);
        // 256 such characters make a name (512 units); 257 are refused as 257.
        QCOMPARE(campaignPlayerTextProblem(x.repeated(256)), QString());
        QCOMPARE(campaignPlayerTextProblem(x.repeated(257)),
                 QString("a player's name or side holds at most 256 characters, not 257"));
    }

    void goodFileReadsAndWritesBack()
    {
        QString error;
        const auto c = readCampaign(kGood, QStringLiteral("campaign.json"), &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->turn, 3);
        QCOMPARE(c->movementOrder, std::optional(MovementOrder::Sides));
        QCOMPARE(c->seed, 7u);
        QCOMPARE(c->players.size(), 3);
        QCOMPARE(c->players[0].armies, QStringList{QStringLiteral("Riders")});
        QCOMPARE(c->sides(), (QStringList{QStringLiteral("Free"), QStringLiteral("Shadow")}));
        const auto back = readCampaign(campaignFileBytes(*c), QStringLiteral("c"), &error);
        QVERIFY(back);
        QCOMPARE(*back, *c);
    }

    void badFilesNameTheField_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("format") << QByteArray("hexstride-campaign") << QByteArray("map")
                                << "campaign.json: format: expected \"hexstride-campaign\"";
        QTest::newRow("version") << QByteArray("\"version\": 1") << QByteArray("\"version\": 2")
                                 << "campaign.json: version: version 2 is newer than this "
                                    "Hexstride reads (1)";
        QTest::newRow("turn") << QByteArray("\"turn\": 3") << QByteArray("\"turn\": 0")
                              << "campaign.json: turn:";
        QTest::newRow("order") << QByteArray("\"sides\"") << QByteArray("\"dice\"")
                               << "campaign.json: movementOrder: \"dice\" is not ruleset, map, "
                                  "sides or random";
        QTest::newRow("seed") << QByteArray("\"seed\": 7") << QByteArray("\"seed\": -1")
                              << "campaign.json: seed: expected a whole number from 0 to "
                                 "4294967295";
        // Issue 29 (probe10 F20): Qt reads 3.0 and 7e0 as the integers 3 and 7.
        QTest::newRow("turn 3.0") << QByteArray("\"turn\": 3") << QByteArray("\"turn\": 3.0")
                                  << "campaign.json: turn: expected an integer, found 3.0";
        QTest::newRow("seed 7e0") << QByteArray("\"seed\": 7") << QByteArray("\"seed\": 7e0")
                                  << "campaign.json: seed: expected an integer, found 7e0";
        QTest::newRow("version 1E0")
            << QByteArray("\"version\": 1") << QByteArray("\"version\": 1E0")
            << "campaign.json: version: expected an integer, found 1E0";
        // Only the top level's spelling counts: a player's "seed" is an unknown key, not the
        // campaign's seed written 2.5.
        QTest::newRow("nested seed")
            << QByteArray("\"seed\": 7,\n  \"players\": [{\"name\": \"Elrond\", \"side\": "
                          "\"Free\", \"armies\": [\"Riders\"]}")
            << QByteArray("\"players\": [{\"name\": \"Elrond\", \"side\": \"Free\", "
                          "\"armies\": [\"Riders\"], \"seed\": 2.5}")
            << "campaign.json: players[0].seed: unknown key";
        QTest::newRow("same name") << QByteArray("Gil-galad") << QByteArray("elrond")
                                   << "campaign.json: players[1].name: \"elrond\" is already "
                                      "the name of another player";
        QTest::newRow("no side") << QByteArray("\"side\": \"Shadow\"")
                                 << QByteArray("\"side\": \" \"")
                                 << "campaign.json: players[2].side: expected a non-empty side";
        // probe13 Q04, Q08: the names and sides `campaign new` refuses are refused here too.
        QTest::newRow("name with ESC")
            << QByteArray("Gil-galad") << QByteArray("Gil\\u001b[2J")
            << "campaign.json: players[1].name: a player's name or side cannot hold a line break "
               "or another control character";
        QTest::newRow("name with NUL")
            << QByteArray("Gil-galad") << QByteArray("Gil\\u0000galad")
            << "campaign.json: players[1].name: a player's name or side cannot hold a line break "
               "or another control character";
        QTest::newRow("side with a bidi override")
            << QByteArray("\"side\": \"Shadow\"") << QByteArray("\"side\": \"Sha\\u202edow\"")
            << "campaign.json: players[2].side: a player's name or side cannot hold a line break "
               "or another control character";
        QTest::newRow("name of 257 characters")
            << QByteArray("Gil-galad") << QByteArray(257, 'g')
            << "campaign.json: players[1].name: a player's name or side holds at most 256 "
               "characters, not 257";
        QTest::newRow("invisible name")
            << QByteArray("Gil-galad") << QByteArray("\\u200d")
            << "campaign.json: players[1].name: a player's name and side each need a visible "
               "character";
        // Fullwidth U+FF25 is "E" after NFKC.
        QTest::newRow("same name after NFKC")
            << QByteArray("Gil-galad") << QByteArray("\\uff25lrond")
            << "campaign.json: players[1].name: \"\xef\xbc\xa5lrond\" is already the name of "
               "another player";
        // probe 15, P08: every player's report begins with the title.
        QTest::newRow("title with a line break")
            << QByteArray("\"War\"") << QByteArray("\"War\\nFORGED: Bob has sent his orders\"")
            << "campaign.json: title: a title cannot hold a line break or another control "
               "character";
        QTest::newRow("title with ESC") << QByteArray("\"War\"") << QByteArray("\"War\\u001b[2J\"")
                                        << "campaign.json: title: a title cannot hold a line break";
        QTest::newRow("title of 201 characters")
            << QByteArray("\"War\"") << "\"" + QByteArray(201, 'W') + "\""
            << "campaign.json: title: a title of at most 200 characters, not 201";
        QTest::newRow("invisible title")
            << QByteArray("\"War\"") << QByteArray("\"\\u3000\"")
            << "campaign.json: title: the title shows no visible character";
        QTest::newRow("army with a line break")
            << QByteArray("[\"Riders\"]") << QByteArray("[\"Riders\\nFORGED\"]")
            << "campaign.json: players[0].armies[0]: an army's name cannot hold a line break";
        QTest::newRow("unknown key") << QByteArray("\"armies\"") << QByteArray("\"army\"")
                                     << "campaign.json: players[0].army: unknown key";
        QTest::newRow("syntax") << QByteArray("\"turn\": 3,") << QByteArray("\"turn\": 3")
                                << "campaign.json: line 3"; // the id has a line of its own
    }

    void badFilesNameTheField()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        QByteArray text = kGood;
        QVERIFY(text.contains(from));
        text.replace(text.indexOf(from), from.size(), to);
        QString error;
        QVERIFY(!readCampaign(text, QStringLiteral("campaign.json"), &error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    void playersArmies()
    {
        QString error;
        const Campaign c = *readCampaign(kGood, QStringLiteral("c"), &error);
        const HexMap map = mapWithUnits();
        // Elrond names the Riders; Gil-galad has the Free units nobody else names.
        QCOMPARE(playerArmies(c, map, QStringLiteral("Elrond")), QStringList{"Riders"});
        QCOMPARE(playerArmies(c, map, QStringLiteral("Gil-galad")), QStringList{"Army"});
        QCOMPARE(playerArmies(c, map, QStringLiteral("Sauron")), (QStringList{"Watch", "Orcs"}));
        QCOMPARE(playerArmies(c, map, QStringLiteral("Nobody")), QStringList{});
        QVERIFY(campaignMapProblems(c, map).isEmpty());
        Campaign wrong = c;
        wrong.players[0].armies = {QStringLiteral("Orcs"), QStringLiteral("Ghosts")};
        wrong.players[1].armies = {QStringLiteral("Riders")};
        wrong.players[2].armies = {QStringLiteral("Watch"), QStringLiteral("Watch")};
        QCOMPARE(campaignMapProblems(wrong, map),
                 (QStringList{"Elrond's army \"Orcs\" is a unit of Shadow, not of Free",
                              "Elrond's army \"Ghosts\" is no unit of the map (did you mean "
                              "\"Riders\"?)",
                              // probe16 Q06: one player, not two.
                              "Sauron names \"Watch\" twice",
                              // Elrond's two armies are not Free units: his list names none.
                              "Elrond's list names no army of the map"}));
        // probe16 Q06: a look-alike of a unit of the player's side is suggested.
        Campaign lookAlike = c;
        lookAlike.players[2].armies = {QStringLiteral("watch")};
        QCOMPARE(campaignMapProblems(lookAlike, map),
                 (QStringList{"Sauron's army \"watch\" is no unit of the map (did you mean "
                              "\"Watch\"?)",
                              "Sauron's list names no army of the map"}));
        // walk15 #2: two Free players without an army list both took every Free army; one
        // army then carried out both players' orders.
        Campaign both = c;
        both.players[0].armies.clear();
        QCOMPARE(campaignMapProblems(both, map),
                 QStringList{"Elrond and Gil-galad would both command every army of side "
                             "\"Free\" that no other player names: give Gil-galad the armies of "
                             "its own"});
    }

    void armiesAnOrdersLineCannotNameAreProblems()
    {
        QString error;
        const Campaign c = *readCampaign(kGood, QStringLiteral("c"), &error);
        HexMap map = mapWithUnits();
        // A map made elsewhere: Gil-galad's army (named by no player, his as the side's rest)
        // holds an escape character, and one of Sauron's begins with "#", which would make
        // his orders line a comment: the army would silently stand.
        map.units()[map.unitIndex(QStringLiteral("Army"))].name = QStringLiteral("Army\x1b[2J");
        map.units()[map.unitIndex(QStringLiteral("Orcs"))].name = QStringLiteral("#2 Orcs");
        QCOMPARE(campaignMapProblems(c, map),
                 (QStringList{"Gil-galad's army \"Army\x1b[2J\": a name on an orders line cannot "
                              "hold \"|\", a line break or another control character",
                              "Sauron's army \"#2 Orcs\": an orders line that begins with \"#\" is "
                              "a comment"}));
    }

    void unitsMoveInTheCampaignsOrder()
    {
        QString error;
        Campaign c = *readCampaign(kGood, QStringLiteral("c"), &error);
        const HexMap map = mapWithUnits();
        // The files came in as: Orcs, Riders, Watch, Army.
        QList<TurnOrders> given;
        for (const auto &[name, side] : {std::pair{"Orcs", "Shadow"}, std::pair{"Riders", "Free"},
                                         std::pair{"Watch", "Shadow"}, std::pair{"Army", "Free"}}) {
            TurnOrders o;
            o.name = QString::fromLatin1(name);
            o.side = QString::fromLatin1(side);
            given << o;
        }
        const TurnSequence byMap;
        TurnSequence bySides;
        bySides.order = MovementOrder::Sides;
        c.movementOrder = MovementOrder::Map;
        QCOMPARE(names(orderedForTurn(given, map, c, bySides, 3)),
                 (QStringList{"Watch", "Army", "Riders", "Orcs"}));
        c.movementOrder = MovementOrder::Sides; // Free first: Elrond is listed first
        QCOMPARE(names(orderedForTurn(given, map, c, byMap, 3)),
                 (QStringList{"Army", "Riders", "Watch", "Orcs"}));
        // Without a choice of its own, the campaign takes the ruleset's order.
        c.movementOrder.reset();
        QCOMPARE(names(orderedForTurn(given, map, c, byMap, 3)),
                 (QStringList{"Watch", "Army", "Riders", "Orcs"}));
        QCOMPARE(names(orderedForTurn(given, map, c, bySides, 3)),
                 (QStringList{"Army", "Riders", "Watch", "Orcs"}));
        c.movementOrder = MovementOrder::Random;
        const QStringList drawn = names(orderedForTurn(given, map, c, byMap, 3));
        QCOMPARE(names(orderedForTurn(given, map, c, byMap, 3)), drawn); // the same draw again
        QStringList sorted = drawn;
        sorted.sort();
        QCOMPARE(sorted, (QStringList{"Army", "Orcs", "Riders", "Watch"}));
        // Another turn draws again: over turns 1..8, not every draw is the same.
        bool differs = false;
        for (int turn = 1; turn <= 8; ++turn)
            differs = differs || names(orderedForTurn(given, map, c, byMap, turn)) != drawn;
        QVERIFY(differs);
        QCOMPARE(turnSeed(c, 3), 10u);
    }

    void theOrderIsNamedWithWhoseRuleItIs()
    {
        QString error;
        Campaign c = *readCampaign(kGood, QStringLiteral("c"), &error); // seed 7, sides
        TurnStructure turns;
        turns.sequence.kind = SequenceKind::Encounters;
        turns.sequence.order = MovementOrder::Random;
        QCOMPARE(turnMovementText(c, turns, 3, MovementTextReader::Referee),
                 QString("side by side (Free, Shadow), in the order of the map's units within a "
                         "side (the campaign's choice)"));
        c.movementOrder.reset();
        QCOMPARE(turnMovementText(c, turns, 3, MovementTextReader::Referee),
                 QString("in an order drawn with seed 10 (the ruleset's rule)"));
        // A player's report draws the order without the seed: turn N uses seed + N (P09).
        QCOMPARE(turnMovementText(c, turns, 3, MovementTextReader::Player),
                 QString("in an order drawn by the referee (the ruleset's rule)"));
        turns.sequence.kind = SequenceKind::Simultaneous;
        QCOMPARE(turnMovementText(c, turns, 3, MovementTextReader::Referee),
                 QString("all at once, period by period (the ruleset's rule)"));
        turns.sequence.kind = SequenceKind::AlternatingSides;
        turns.sideOrder = {QStringLiteral("A"), QStringLiteral("B")};
        QCOMPARE(turnMovementText(c, turns, 3, MovementTextReader::Referee),
                 QString("side after side in the order A, B (the ruleset's rule)"));
    }

    void movementOrderIds_data()
    {
        QTest::addColumn<QByteArray>("id");
        QTest::addColumn<QString>("read"); // the id written back; empty: refused
        QTest::newRow("absent") << QByteArray() << "ruleset";
        QTest::newRow("ruleset") << QByteArray("ruleset") << "ruleset";
        QTest::newRow("random") << QByteArray("random") << "random";
        QTest::newRow("unknown") << QByteArray("initiative") << QString();
    }

    void movementOrderIds()
    {
        QFETCH(QByteArray, id);
        QFETCH(QString, read);
        QByteArray text = kGood;
        const QByteArray field = "\"movementOrder\": \"sides\", ";
        QVERIFY(text.contains(field));
        text.replace(field, id.isEmpty() ? QByteArray() : "\"movementOrder\": \"" + id + "\", ");
        QString error;
        const auto c = readCampaign(text, QStringLiteral("campaign.json"), &error);
        if (read.isEmpty()) {
            QVERIFY(!c);
            QCOMPARE(error, QString("campaign.json: movementOrder: \"initiative\" is not ruleset, "
                                    "map, sides or random"));
            return;
        }
        QVERIFY2(c, qPrintable(error));
        QVERIFY(campaignFileBytes(*c).contains("\"movementOrder\": \"" + read.toUtf8() + "\""));
    }

    // Issue 29 (probe9 finding 25): docs/campaign.md says the id is 32 hex digits;
    // "../../x" was taken.
    void idsThatAreNot32HexDigitsAreRefused_data()
    {
        QTest::addColumn<QByteArray>("id");
        QTest::newRow("path") << QByteArray("../../x");
        QTest::newRow("31 digits") << QByteArray("0123456789abcdef0123456789abcde");
        QTest::newRow("33 digits") << QByteArray("0123456789abcdef0123456789abcdef0");
        QTest::newRow("g") << QByteArray("0123456789abcdef0123456789abcdeg");
        QTest::newRow("empty") << QByteArray();
    }
    void idsThatAreNot32HexDigitsAreRefused()
    {
        QFETCH(QByteArray, id);
        QByteArray text = kGood;
        const QByteArray good = "0123456789abcdef0123456789abcdef";
        QVERIFY(text.contains(good));
        text.replace(good, id);
        QString error;
        QVERIFY(!readCampaign(text, QStringLiteral("campaign.json"), &error));
        QCOMPARE(error, QString("campaign.json: id: expected 32 hex digits"));
        // Upper case is still hex.
        text = kGood;
        text.replace(good, good.toUpper());
        QVERIFY2(readCampaign(text, QStringLiteral("campaign.json"), &error), qPrintable(error));
    }

    void turnFolders()
    {
        QCOMPARE(turnFolderName(1), QStringLiteral("turn-001"));
        QCOMPARE(turnFolderName(1234), QStringLiteral("turn-1234"));
        QCOMPARE(newCampaignId().size(), 32);
        QVERIFY(newCampaignId() != newCampaignId());
    }

    // probe18 S01: a campaign folder named by a relative path had its relative links named
    // with a target resolved against another folder ("../../elsewhere" from c/turn-001 named
    // as .../c/turn-001/elsewhere), and a link to a missing part of the folder was said to
    // lead out of it.
    void aLinkIsNamedWhereTheSystemResolvesIt_data()
    {
        QTest::addColumn<QString>("link");
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("message");
        const QString out = "%1: is a symbolic link leading out of the campaign folder (to "
                            "%2): a campaign reads and writes its own folder only; replace the "
                            "link by the folder or file itself";
        const QString missing = "%1: is a symbolic link that leads to %2, which does not exist: "
                                "remove the link, or replace it by the folder or file itself";
        QTest::newRow("a turn's part, two folders up")
            << "c/turn-001/reports"
            << "../../elsewhere" << out.arg("c/turn-001/reports", "ROOT/elsewhere");
        QTest::newRow("the next turn's folder, one folder up")
            << "c/turn-002"
            << "../elsewhere" << out.arg("c/turn-002", "ROOT/elsewhere");
        QTest::newRow("missing, inside the folder")
            << "c/turn-001/reports"
            << "../nowhere" << missing.arg("c/turn-001/reports", "ROOT/c/nowhere");
        QTest::newRow("missing, outside the folder")
            << "c/turn-001/reports"
            << "../../nowhere" << out.arg("c/turn-001/reports", "ROOT/nowhere");
        QTest::newRow("inside the folder") << "c/turn-001/reports"
                                           << "../turn-001" << QString();
    }
    void aLinkIsNamedWhereTheSystemResolvesIt()
    {
        QFETCH(QString, link);
        QFETCH(QString, target);
        QFETCH(QString, message);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString root = QFileInfo(tmp.path()).canonicalFilePath();
        QVERIFY(QDir(root).mkpath("c/turn-001") && QDir(root).mkpath("elsewhere"));
        QVERIFY(QFile::link(target, root + "/" + link));
        const QString was = QDir::currentPath();
        QVERIFY(QDir::setCurrent(root));
        const QString problem = campaignLinkProblem("c", 1);
        QVERIFY(QDir::setCurrent(was));
        QCOMPARE(problem, QString(message).replace("ROOT", root));
    }
};

QTEST_GUILESS_MAIN(TestCampaignFile)
#include "tst_campaignfile.moc"
