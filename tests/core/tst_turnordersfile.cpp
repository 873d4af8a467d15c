// Orders-file errors name their place one way for `orders` and `resolve`: FILE:LINE, plus the
// column of a bad order token, the way compilers do (docs/orders-format.md).
#include "movement/turnordersfile.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;
using testutil::at;

namespace {
/// An 8 × 6 pbm-strategic map (labels "col,row") with two units.
HexMap unitsMap(const Ruleset &ruleset)
{
    HexMap map = testutil::mapFor(ruleset, 8, 6, "plains");
    map.units() << MapUnit{"Riders of Rohan", "Free", at(map, 1, 1), {}, 600}
                << MapUnit{"Watch of Minas", "Shadow", at(map, 3, 2), {}, 400};
    return map;
}

QStringList messages(const TurnOrdersFile &file)
{
    QStringList out;
    for (const OrdersFileError &e : file.errors)
        out << ordersFileErrorText("turn.txt", e);
    return out;
}
} // namespace

class TestTurnOrdersFile : public QObject
{
    Q_OBJECT
private slots:
    void errorPlace_data()
    {
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a bad line") << 3 << 0 << "turn.txt:3: Aragorn: no such hex";
        QTest::newRow("a bad order token") << 12 << 27 << "turn.txt:12:27: Aragorn: no such hex";
    }
    void errorPlace()
    {
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, expected);
        QCOMPARE(ordersFileErrorText("turn.txt", {line, column, "Aragorn: no such hex"}), expected);
    }

    // Issue 29: one army on two lines moved as two armies contesting a hex. The second line
    // is the error, the first one stands.
    void armyOnTwoLines()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        const HexMap map = unitsMap(*ruleset);
        const TurnOrdersFile file = readTurnOrders(MovementRules(ruleset), map,
                                                   "Riders of Rohan | | | e\n"
                                                   "# the referee's note\n"
                                                   "Riders of Rohan | 2,2 | | w\n");
        QCOMPARE(file.orders.size(), 1);
        QCOMPARE(file.lines, QList<int>({1}));
        QCOMPARE(file.orders[0].start, at(map, 1, 1)); // the unit's hex: START left empty
        QCOMPARE(messages(file), QStringList({"turn.txt:3: Riders of Rohan: this army already has "
                                              "its orders on line 1"}));
    }

    // Probe 11, N06: a KEY=VALUE given twice on one line was taken silently, the last one
    // winning ("side=West side=East" made an East army). An error naming both, the line ignored.
    void optionGivenTwiceOnOneLine()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        const HexMap map = unitsMap(*ruleset);
        const TurnOrdersFile file
            = readTurnOrders(MovementRules(ruleset), map,
                             "Army of the North | 5,4 | side=Free side=Shadow | w\n"
                             "Riders of Rohan | | figures=1 troops=cavalry figures=900 | e\n"
                             "Watch of Minas | | x=1 x=1 | e\n",
                             OrdersArmies::MapOrOwn);
        QVERIFY(file.orders.isEmpty());
        QCOMPARE(messages(file),
                 QStringList({"turn.txt:1: Army of the North: \"side=Free\" and \"side=Shadow\": "
                              "side= is given twice on one line",
                              "turn.txt:2: Riders of Rohan: \"figures=1\" and \"figures=900\": "
                              "figures= is given twice on one line",
                              "turn.txt:3: Watch of Minas: \"x=1\" and \"x=1\": x= is given "
                              "twice on one line"}));
    }

    // Issue 29: a name that is no unit of the map marched as a side-less army of its own. Now
    // an error suggesting the nearest name ("Ryders" → "Riders": one letter; "Watch of Minas"
    // shares almost nothing); an army declared with side= is still an army of its own.
    void unknownUnitNamesTheNearest()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        const HexMap map = unitsMap(*ruleset);
        const TurnOrdersFile file
            = readTurnOrders(MovementRules(ruleset), map,
                             "Ryders of Rohan | 2,2 | | e\n"
                             "watch of minas | | | h\n"
                             "Army of the North | 5,4 | side=Free figures=1200 | w\n");
        QCOMPARE(messages(file),
                 QStringList({"turn.txt:1: Ryders of Rohan: no unit of the map has this name "
                              "(did you mean \"Riders of Rohan\"? an army of its own needs side=)",
                              "turn.txt:2: watch of minas: no unit of the map has this name (did "
                              "you mean \"Watch of Minas\"? an army of its own needs side=)"}));
        QCOMPARE(file.orders.size(), 1);
        QCOMPARE(file.orders[0].name, QString("Army of the North"));
        QCOMPARE(file.orders[0].side, QString("Free"));
        QCOMPARE(file.orders[0].figures, 1200);
        QCOMPARE(file.orders[0].start, at(map, 5, 4));
        QCOMPARE(file.lines, QList<int>({3}));
    }

    // A map without units: the file lists the armies, each with its start (`orders` checking a
    // player's orders on a bare map).
    void bareMapTakesEveryArmy()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        const HexMap map = testutil::mapFor(*ruleset, 8, 6, "plains");
        const TurnOrdersFile file = readTurnOrders(MovementRules(ruleset), map,
                                                   "Anyone | 2,2 | | e\nOther | 4,4 | | w\n");
        QCOMPARE(messages(file), QStringList());
        QCOMPARE(file.orders.size(), 2);
        QCOMPARE(file.orders[1].start, at(map, 4, 4));
    }

    // A START spelled another way than the map writes hexes is refused, naming the spelling
    // expected (probe 10, F18: "3,-0" moved an army from 3,0).
    void startInTheMapsOwnSpelling()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        const HexMap map = testutil::mapFor(*ruleset, 8, 6, "plains");
        const TurnOrdersFile file = readTurnOrders(MovementRules(ruleset), map,
                                                   "Anyone | 3,-0 | | e\nOther | +4,4 | | w\n");
        QCOMPARE(messages(file),
                 QStringList({"turn.txt:1: Anyone: start hex: \"3,-0\" is not how this map writes "
                              "a hex: write it \"3,0\" (labels are col,row)",
                              "turn.txt:2: Other: start hex: \"+4,4\" is not how this map writes "
                              "a hex: write it \"4,4\" (labels are col,row)"}));
        QCOMPARE(file.orders.size(), 0);
    }

    // Probe 10, F20: "side=" alone made a side-less army; figures= has the map's cap.
    void emptySideAndFiguresPastTheCapAreRefused()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        const HexMap map = testutil::mapFor(*ruleset, 8, 6, "plains");
        const TurnOrdersFile file
            = readTurnOrders(MovementRules(ruleset), map,
                             "Newbie | 5,5 | side= figures=3 | e\n"
                             "Big | 4,4 | side=Free figures=100000001 | w\n"
                             "Fine | 3,3 | side=Free figures=100000000 | w\n");
        QCOMPARE(messages(file),
                 QStringList({"turn.txt:1: Newbie: \"side=\": expected KEY=VALUE (side= a name, "
                              "figures= a whole number from 0 to 100000000)",
                              "turn.txt:2: Big: \"figures=100000001\": expected KEY=VALUE (side= "
                              "a name, figures= a whole number from 0 to 100000000)"}));
        QCOMPARE(file.orders.size(), 1);
    }

    // probe13 Q14: ASCII spaces around START are ignored, a line or no-break space is no hex.
    void startFollowedByAUnicodeSpaceIsNoHex()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        const HexMap map = unitsMap(*ruleset);
        const TurnOrdersFile file
            = readTurnOrders(MovementRules(ruleset), map,
                             QString("Riders of Rohan | 1,1") + QChar(0x2028)
                                 + " | | e\nWatch of Minas | " + QChar(0xa0) + "3,2 | | w\n");
        QCOMPARE(file.orders.size(), 0);
        QCOMPARE(file.errors.size(), 2);
        QCOMPARE(file.errors[0].line, 1);
        QCOMPARE(file.errors[1].line, 2);
        const TurnOrdersFile spaces
            = readTurnOrders(MovementRules(ruleset), map, "Riders of Rohan |  1,1\t | | e\n");
        QCOMPARE(messages(spaces), QStringList());
        QCOMPARE(spaces.orders.size(), 1);
    }

    // probe13 Q02: an army the map does not hold becomes a unit of the map after the turn: its
    // name and side= follow a map unit's rules.
    void newArmiesFollowAUnitsRules()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        const HexMap map = testutil::mapFor(*ruleset, 8, 6, "plains");
        const QString longName(300, 'G');
        const TurnOrdersFile file = readTurnOrders(
            MovementRules(ruleset), map,
            QString("Ghost\x1b[2J | 5,5 | side=Free | e\n") + longName + " | 4,4 | side=Free | w\n"
                + "Wraith | 3,3 | side=W" + QChar(0x202e) + "est | w\nFine | 3,3 | side=Free | w\n"
                + "Twin | 3,3 | side=FREE | w\n");
        QCOMPARE(messages(file),
                 // probe18 S09: a control character is named at its column before the fields.
                 QStringList({"turn.txt:1:6: a control character (U+001B), which many editors "
                              "do not show: delete it",
                              "turn.txt:2: " + longName
                                  + ": the text has 300 characters; a unit's name or side holds "
                                    "at most 256",
                              "turn.txt:3: Wraith: side=: a side cannot hold a line break, a "
                              "bidirectional override or another control character",
                              // probe14 Q04: one side written two ways.
                              "turn.txt:5: Twin: side=: \"FREE\" reads as the side \"Free\" but is "
                              "written otherwise (letter case, width, accents, another alphabet or "
                              "characters that show nothing): write one side "
                              "one way"}));
        QCOMPARE(file.orders.size(), 1);
        QCOMPARE(file.orders[0].name, QString("Fine"));
    }

    // probe15 P13: a new army whose name reads as a map unit's ("riders of rohan", or with a
    // variation selector) is a slip, not an army of its own.
    void newArmiesThatReadAsAMapUnitAreRefused()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        const HexMap map = unitsMap(*ruleset);
        const QString selector = "Watch of Minas" + QString(QChar(0xfe0f));
        const TurnOrdersFile file
            = readTurnOrders(MovementRules(ruleset), map,
                             "riders of rohan | 1,1 | side=Free | e\n" + selector
                                 + " | 3,2 | side=Free | w\nScouts | 3,2 | side=Free | w\n");
        const QString twin = "\", the name of another unit, but is written otherwise: give the two "
                             "units names that read differently";
        QCOMPARE(messages(file),
                 QStringList({"turn.txt:1: riders of rohan: \"riders of rohan\" reads as \"Riders "
                              "of Rohan"
                                  + twin,
                              "turn.txt:2: " + selector + ": \"" + selector
                                  + "\" reads as \"Watch of Minas" + twin}));
        QCOMPARE(file.orders.size(), 1);
        QCOMPARE(file.orders[0].name, QString("Scouts"));
    }

    // probe13 Q02: bytes that are not UTF-8 are refused with their line and column (columns in
    // characters), never replaced by U+FFFD.
    void invalidUtf8IsRefusedWithItsPlace_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        QTest::newRow("valid") << QByteArray("\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80 | 1,1 | | e\n")
                               << QString();
        QTest::newRow("overlong '/'") << QByteArray("A | 1,1 | | e\nGhost\xc0\xaf | 5,5 | | e\n")
                                      << "turn.txt:2:6: the text is not valid UTF-8";
        // U+00A9 in three bytes where two do: overlong, though above U+007F.
        QTest::newRow("overlong three-byte ©")
            << QByteArray("\xe0\x82\xa9") << "turn.txt:1:1: the text is not valid UTF-8";
        QTest::newRow("surrogate after é")
            << QByteArray("\xc3\xa9x\xed\xa0\x80") << "turn.txt:1:3: the text is not valid UTF-8";
        QTest::newRow("above U+10FFFF")
            << QByteArray("\xf4\x90\x80\x80") << "turn.txt:1:1: the text is not valid UTF-8";
        QTest::newRow("FF") << QByteArray("a\nb\nc\xff")
                            << "turn.txt:3:2: the text is not valid UTF-8";
        QTest::newRow("cut at the end")
            << QByteArray("ab\xe2\x82") << "turn.txt:1:3: the text is not valid UTF-8";
        QTest::newRow("overlong 3-byte")
            << QByteArray("\xe0\x80\xaf") << "turn.txt:1:1: the text is not valid UTF-8";
        // probe17 R11: the lines counted as the reader counts them, a lone CR ending one too.
        QTest::newRow("after CR line ends")
            << QByteArray("a\rb\r\nc\rd\xff") << "turn.txt:4:2: the text is not valid UTF-8";
        // probe18 S09: UTF-16 without a byte order mark is valid UTF-8 with a NUL after each
        // letter; it is named as what it is, at its first NUL.
        const QString text = "# Turn 1\nRiders of Rohan | | | e\n";
        const QByteArray utf16(reinterpret_cast<const char *>(text.utf16()), text.size() * 2);
        QTest::newRow("UTF-16 without BOM")
            << utf16 << "turn.txt:1:2: the text looks like UTF-16: save it as UTF-8";
        // Russian text in UTF-16 has NULs only after its Latin characters (here 14 of 64
        // bytes): still more than one byte in eight.
        const QString russian = "# Ход 1\nВсадники Рохана | | | в\n";
        QTest::newRow("Russian UTF-16 without BOM")
            << QByteArray(reinterpret_cast<const char *>(russian.utf16()), russian.size() * 2)
            << "turn.txt:1:2: the text looks like UTF-16: save it as UTF-8";
        QTest::newRow("one NUL is no UTF-16") << QByteArray("A | 1,1 | | e\0\n", 15) << QString();
    }
    void invalidUtf8IsRefusedWithItsPlace()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        QCOMPARE(ordersFileUtf8Problem("turn.txt", bytes), message);
    }

    // probe17 R11: a file of CR line ends (classic-Mac editors, some mail clients) that began
    // with a comment was one comment: every order dropped without a word. A lone CR ends a
    // line, as LF and CRLF do, wherever it stands.
    void aLoneCarriageReturnEndsALine()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        const HexMap map = unitsMap(*ruleset);
        const TurnOrdersFile file
            = readTurnOrders(MovementRules(ruleset), map,
                             "# Turn 7, Free\rRiders of Rohan | | | e, e\r\n# note\r"
                             "Watch of Minas | | | w\r");
        QCOMPARE(messages(file), QStringList());
        QCOMPARE(file.orders.size(), 2);
        QCOMPARE(file.lines, QList<int>({2, 4}));
        QCOMPARE(file.orders[0].name, QString("Riders of Rohan"));
        QCOMPARE(file.orders[0].orders.size(), 2);
        QCOMPARE(file.orders[1].name, QString("Watch of Minas"));
    }

    // probe18 S09: a line that holds a character editors show as nothing — a second byte
    // order mark, a DOS Ctrl-Z, a stray NUL — is refused before its fields are read, naming the
    // character at its column ("expected 4 fields … found 1" was said of a line that reads
    // "# Turn 1" or nothing at all). A referee's comment keeps its characters (R04).
    void anInvisibleCharacterIsNamedBeforeTheFields()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        const HexMap map = unitsMap(*ruleset);
        const QString text = QChar(0xfeff) + QString("# Turn 1, Free\nRiders of Rohan | | | e\n")
                             + QString("Watch of Minas | | ") + QChar(0) + " | w\n# a\x1a note\n"
                             + "\x1a";
        const TurnOrdersFile file = readTurnOrders(MovementRules(ruleset), map, text);
        const QString invisible = ", which many editors do not show: delete it";
        QCOMPARE(
            messages(file),
            QStringList({"turn.txt:1:1: a byte order mark (U+FEFF) inside the file" + invisible,
                         "turn.txt:3:20: a control character (U+0000)" + invisible,
                         "turn.txt:5:1: a control character (U+001A)" + invisible}));
        QCOMPARE(file.lines, QList<int>({2}));
    }

    // probe17 R11: a character some editors show as a line break, which no reader takes for
    // one, is refused naming its line, in a comment too (there it hid the orders after it).
    void aLineBreakInsideALineIsRefused_data()
    {
        QTest::addColumn<QString>("breakChar");
        QTest::addColumn<QString>("name");
        QTest::newRow("U+2028") << QString(QChar(0x2028)) << "a line separator (U+2028)";
        QTest::newRow("U+2029") << QString(QChar(0x2029)) << "a paragraph separator (U+2029)";
        QTest::newRow("NEL") << QString(QChar(0x85)) << "a next-line character (NEL, U+0085)";
        QTest::newRow("VT") << "\v"
                            << "a vertical tab (U+000B)";
        QTest::newRow("FF") << "\f"
                            << "a form feed (U+000C)";
    }
    void aLineBreakInsideALineIsRefused()
    {
        QFETCH(QString, breakChar);
        QFETCH(QString, name);
        const auto ruleset = testutil::bundled("pbm-strategic");
        const HexMap map = unitsMap(*ruleset);
        const QString text = "Riders of Rohan | | | e\n# Turn 7" + breakChar
                             + "Watch of Minas | | | w\nWatch of Minas | | | e" + breakChar + "e\n";
        const TurnOrdersFile file = readTurnOrders(MovementRules(ruleset), map, text);
        const QString problem = name + " inside the line: save the file with ordinary line ends";
        QCOMPARE(messages(file), QStringList({"turn.txt:2: " + problem, "turn.txt:3: " + problem}));
        QCOMPARE(file.lines, QList<int>({1}));
    }

    // probe17 R04: a player's file is filed for the referee, who reads it on a terminal: an
    // escape, a NUL or a bidi control in any line of it, comments and header included, is
    // refused at its column; a tab is taken. A referee's own file keeps its comments as they
    // are.
    void aPlayersLineHoldsNoControlCharacter_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("message");
        const QString problem = "the line holds a %1: a player's orders file is plain text, its "
                                "comments too";
        QTest::newRow("OSC in a comment")
            << "# \x1b]0;PWNED\x07\x1b[2J note"
            << "turn.txt:2:3: " + problem.arg("control character (\\x1b)");
        QTest::newRow("NUL in a comment")
            << QString("# a") + QChar(0) + "b"
            << "turn.txt:2:4: " + problem.arg("control character (\\x00)");
        QTest::newRow("C1 CSI in a comment")
            << QString("#") + QChar(0x9b) + "2J"
            << "turn.txt:2:2: " + problem.arg("control character (\\x9b)");
        QTest::newRow("bidi override in a comment")
            << QString("# ") + QChar(0x202e) + "e ,w"
            << "turn.txt:2:3: " + problem.arg("bidi control (\\u202e)");
        QTest::newRow("ESC in an orders line")
            << "Watch of Minas | | | w\x1b[2K"
            << "turn.txt:2:23: " + problem.arg("control character (\\x1b)");
        QTest::newRow("tabs") << "#\tnote\t" << QString();
        // probe19 T05: invisible format characters only hide themselves.
        QTest::newRow("soft hyphen, zero-width space and word joiner in a comment")
            << "# well" + QString(QChar(0xad)) + "come" + QChar(0x200b) + QChar(0x2060)
            << QString();
    }
    void aPlayersLineHoldsNoControlCharacter()
    {
        QFETCH(QString, line);
        QFETCH(QString, message);
        const auto ruleset = testutil::bundled("pbm-strategic");
        const HexMap map = unitsMap(*ruleset);
        const QString text = "Riders of Rohan | | | e\n" + line + "\n";
        OrdersPlayerView player;
        player.side = "Free";
        player.refuseArmy = [](const QString &) { return QString(); };
        const TurnOrdersFile players
            = readTurnOrders(MovementRules(ruleset), map, text, OrdersArmies::MapOnly, &player);
        QCOMPARE(messages(players), message.isEmpty() ? QStringList() : QStringList{message});
        QCOMPARE(players.lines, QList<int>({1}));
        // The referee's reader takes the same comment (an orders line refuses a name with a
        // control character on its own terms).
        const TurnOrdersFile referees = readTurnOrders(MovementRules(ruleset), map, text);
        if (line.startsWith('#'))
            QCOMPARE(messages(referees), QStringList());
    }

    // Probe 12, P04: every line may hold 10,000 orders, but not the file: 1,000,000 orders in
    // all are taken, one more and nothing of the file is (790 full lines took 30.7 s, 2.77 GB).
    void ordersInAllAreBounded()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        const HexMap map = testutil::mapFor(*ruleset, 8, 6, "plains");
        QStringList full;
        for (int i = 0; i < 5000; ++i)
            full << "e"
                 << "w";
        QString text;
        for (int i = 0; i < 100; ++i)
            text += QStringLiteral("A%1 | 1,1 | side=Free | ").arg(i) + full.join(", ") + "\n";
        const TurnOrdersFile atTheCap = readTurnOrders(MovementRules(ruleset), map, text);
        QCOMPARE(messages(atTheCap), QStringList());
        QCOMPARE(atTheCap.orders.size(), 100);
        QCOMPARE(atTheCap.orders.last().orders.size(), 10000);
        // "A100 | 1,1 | side=Free | " is 25 characters: the orders begin in column 26.
        text += "A100 | 1,1 | side=Free | e\n";
        const TurnOrdersFile past = readTurnOrders(MovementRules(ruleset), map, text);
        QCOMPARE(messages(past),
                 QStringList({"turn.txt:101:26: A100: the file's orders pass 1000000 in all here "
                              "(at most 1000000 in all the lines together); nothing in the file "
                              "is taken"}));
        QCOMPARE(past.orders.size(), 0);
        QCOMPARE(past.lines.size(), 0);
    }

    void nearestName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("candidates");
        QTest::addColumn<QString>("expected");
        const QStringList armies{"Riders of Rohan", "Watch of Minas", "Army of the North"};
        QTest::newRow("one letter") << "Ryders of Rohan" << armies << "Riders of Rohan";
        QTest::newRow("case aside") << "ARMY OF THE NORTH" << armies << "Army of the North";
        QTest::newRow("one dropped") << "Watch of Mins" << armies << "Watch of Minas";
        // "ab" → "abc": 1 insertion; → "xb": 1 substitution; a tie keeps the first.
        QTest::newRow("tie: the first") << "ab" << QStringList{"abc", "xb"} << "abc";
        // Candidates skipped by a lower bound or by a row that cannot beat the best (probe11
        // N15) still give the nearest. From "abcd": "zzzz" 4, "abcdefgh" 4 insertions, "badc" 2
        // (its letters' counts are equal: no bound from them), "abdd" 1, "bacd" 2.
        QTest::newRow("same letters, order differs")
            << "abcd" << QStringList{"zzzz", "abcdefgh", "badc", "abdd", "bacd"} << "abdd";
        // "ab" 2 deletions, "bacd" 2 (a swap is two edits), "cdab" 4: the first of the tie.
        QTest::newRow("bounds keep the first of a tie")
            << "abcd" << QStringList{"ab", "bacd", "cdab"} << "ab";
        QTest::newRow("none") << "Lost" << QStringList() << "";
    }
    void nearestName()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, candidates);
        QFETCH(QString, expected);
        QCOMPARE(hexstride::nearestName(name, candidates), expected);
    }
};

QTEST_GUILESS_MAIN(TestTurnOrdersFile)
#include "tst_turnordersfile.moc"
