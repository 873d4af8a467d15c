// The header of a player's orders file (docs/campaign.md): read back as written, a plain file
// without one, and every field that does not fit refused with its line.
#include "campaign/ordersheader.h"

#include <QTest>

using namespace hexstride;

class TestOrdersHeader : public QObject
{
    Q_OBJECT

private slots:
    void writtenHeaderReadsBack()
    {
        OrdersHeader h;
        h.campaign = QStringLiteral("c0ffee");
        h.game = QStringLiteral("War of the Ring");
        h.player = QStringLiteral("Элронд");
        h.side = QStringLiteral("Free");
        h.turn = 3;
        h.map = QStringLiteral("map.hexmap");
        h.mapSha256 = QString(64, QLatin1Char('a'));
        const QString text = ordersHeaderText(h);
        QCOMPARE(text, QStringLiteral("# Hexstride orders 1\n# campaign: c0ffee\n"
                                      "# game: War of the Ring\n# player: Элронд\n# side: Free\n"
                                      "# turn: 3\n# map: map.hexmap\n# map-sha256: ")
                           + QString(64, QLatin1Char('a')) + QStringLiteral("\n"));
        const OrdersHeaderRead read
            = readOrdersHeader(text + QStringLiteral("Army | | | nw, e\n# later comment\n"));
        QVERIFY(read.errors.isEmpty());
        QVERIFY(read.header.has_value());
        QCOMPARE(*read.header, h);
    }

    void emptyFieldsAndLineBreaksAreNotWritten()
    {
        OrdersHeader h;
        h.player = QStringLiteral("Bad\nname");
        QCOMPARE(ordersHeaderText(h), QStringLiteral("# Hexstride orders 1\n# player: Bad name\n"));
    }

    void aPlainOrdersFileHasNoHeader()
    {
        const OrdersHeaderRead read
            = readOrdersHeader(QStringLiteral("# Turn 7\n# player: Elrond\nArmy | 0101 | | e\n"));
        QVERIFY(!read.header.has_value());
        QVERIFY(read.errors.isEmpty());
        QVERIFY(!readOrdersHeader(QString()).header.has_value());
    }

    void headerEndsAtTheFirstLineThatIsNoComment()
    {
        const OrdersHeaderRead read = readOrdersHeader(QStringLiteral(
            "\r\n# HEXSTRIDE Orders 1\r\n# a note\r\n# Turn: 4\r\n\r\n# player: Later\r\n"));
        QVERIFY(read.header.has_value());
        QCOMPARE(read.header->turn, 4);
        QCOMPARE(read.header->player, QString()); // after the blank line: not the header
    }

    // probe17 R11: the header's lines are the orders reader's: a lone CR ends one.
    void aLoneCarriageReturnEndsAHeaderLine()
    {
        const OrdersHeaderRead read = readOrdersHeader(
            QStringLiteral("# Hexstride orders 1\r# player: Ann\r# game: A\rB\r# turn: 4\r"));
        QVERIFY(read.errors.isEmpty());
        QVERIFY(read.header.has_value());
        QCOMPARE(read.header->player, QString("Ann"));
        QCOMPARE(read.header->game, QString("A"));
        QCOMPARE(read.header->turn, 0); // after "B", an orders line: not the header
        QCOMPARE(read.fieldLine.value("game"), 3);
    }

    void badFieldsNameTheirLine_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("newer version")
            << "# Hexstride orders 2\n"
            << 1 << "orders header version 2: this Hexstride reads version 1";
        QTest::newRow("turn zero") << "# Hexstride orders 1\n# turn: 0\n"
                                   << 2 << "turn: \"0\" is not a turn number (1 to 999999)";
        QTest::newRow("turn words") << "# Hexstride orders 1\n# side: Free\n# turn: three\n"
                                    << 3 << "turn: \"three\" is not a turn number (1 to 999999)";
        QTest::newRow("map path") << "# Hexstride orders 1\n# map: ../../etc/passwd\n"
                                  << 2
                                  << "map: \"../../etc/passwd\" is not a file name; the map must "
                                     "be a file in the orders file's folder";
        QTest::newRow("map dots") << "# Hexstride orders 1\n# map: ..\n"
                                  << 2
                                  << "map: \"..\" is not a file name; the map must be a file in "
                                     "the orders file's folder";
        // Probe 9, finding 26: markup, and a name longer than any map's, were taken.
        QTest::newRow("map markup") << "# Hexstride orders 1\n# map: <img src=x>\n"
                                    << 2
                                    << "map: \"<img src=x>\" is not a file name; the map must be "
                                       "a file in the orders file's folder";
        QTest::newRow("map too long")
            << "# Hexstride orders 1\n# turn: 2\n# map: " + QString(1 << 20, 'm') + ".hexmap\n"
            << 3 << "map: a file name of at most 100 characters, not 1048583";
        QTest::newRow("map bidi override")
            << "# Hexstride orders 1\n# map: map" + QString(QChar(0x202e)) + "pamxeh.json\n"
            << 2
            << "map: \"map" + QString(QChar(0x202e))
                   + "pamxeh.json\" is not a file name; the map must be a file in the orders "
                     "file's folder";
        // Probe 11, N10: the game line took what the map line refuses.
        QTest::newRow("game escape")
            << "# Hexstride orders 1\n# game: W\x1b]52;c;ZXZpbA==\x07\n"
            << 2
            << "game: \"W\\x1b]52;c;ZXZpbA==\\x07\" holds a control character (\\x1b): a title is "
               "one line of plain text";
        // probe17 R11: a lone CR ends the line (aLoneCarriageReturnEndsAHeaderLine); what
        // editors show as a line break but no reader takes for one is refused.
        QTest::newRow("game line separator")
            << "# Hexstride orders 1\n# game: A\u2028B\n"
            << 2
            << "a line separator (U+2028) inside the line: save the file with ordinary line ends";
        QTest::newRow("player, form feed at the end")
            << "# Hexstride orders 1\n# player: Ann\f\n"
            << 2 << "a form feed (U+000C) inside the line: save the file with ordinary line ends";
        QTest::newRow("game NEL")
            << "# Hexstride orders 1\n# game: A" + QString(QChar(0x85)) + "B\n"
            << 2
            << "a next-line character (NEL, U+0085) inside the line: save the file with "
               "ordinary line ends";
        QTest::newRow("game NUL") << "# Hexstride orders 1\n# game: A" + QString(QChar(0)) + "B\n"
                                  << 2
                                  << "game: \"A\\x00B\" holds a control character (\\x00): a "
                                     "title is one line of plain text";
        QTest::newRow("game bidi")
            << "# Hexstride orders 1\n# game: A" + QString(QChar(0x202e)) + "B\n"
            << 2
            << "game: \"A\\u202eB\" holds a bidi control (\\u202e): a title is one line of "
               "plain text";
        // probe19 T05: a soft hyphen is none of those; named as what it is.
        QTest::newRow("game soft hyphen")
            << "# Hexstride orders 1\n# game: well" + QString(QChar(0xad)) + "come\n"
            << 2
            << "game: \"well\\xadcome\" holds an invisible format character (\\xad): a "
               "title is one line of plain text";
        QTest::newRow("game empty") << "# Hexstride orders 1\n# game:\n"
                                    << 2
                                    << "game: no title (leave the line out for a game without "
                                       "one)";
        QTest::newRow("game too long")
            << "# Hexstride orders 1\n# game: " + QString(201, 'g') + "\n"
            << 2 << "game: a title of at most 200 characters, not 201";
        // probe 15, P21: numbers as campaign.json and rolls files take them, digits only.
        const QString plain = ": \"%1\" is not written as a plain number (the digits 0 to 9, "
                              "without a sign or a leading zero)";
        QTest::newRow("version 01") << "\n# Hexstride orders 01\n"
                                    << 2 << "version" + plain.arg("01");
        QTest::newRow("version +1") << "# Hexstride orders +1\n"
                                    << 1 << "version" + plain.arg("+1");
        QTest::newRow("turn +1") << "# Hexstride orders 1\n# turn: +1\n"
                                 << 2 << "turn" + plain.arg("+1");
        QTest::newRow("turn 01") << "# Hexstride orders 1\n# side: Free\n# turn: 01\n"
                                 << 3 << "turn" + plain.arg("01");
        QTest::newRow("digest") << "# Hexstride orders 1\n# map-sha256: 12ab\n"
                                << 2 << "map-sha256: expected 64 hexadecimal digits";
        QTest::newRow("twice") << "# Hexstride orders 1\n# player: A\n#Player: B\n"
                               << 3 << "player: given twice (first on line 2)";
    }

    void badFieldsNameTheirLine()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, message);
        const OrdersHeaderRead read = readOrdersHeader(text);
        QVERIFY(!read.header.has_value());
        QCOMPARE(read.errors.size(), 1);
        QCOMPARE(read.errors[0].line, line);
        QCOMPARE(read.errors[0].message, message);
    }

    void aTitleOfTheLongestLengthIsTaken()
    {
        const OrdersHeaderRead read
            = readOrdersHeader("# Hexstride orders 1\n# game: " + QString(200, 'g') + "\n");
        QVERIFY(read.errors.isEmpty());
        QCOMPARE(read.header->game, QString(200, 'g'));
    }

    void plainFileNames()
    {
        QVERIFY(isPlainFileName(QStringLiteral("map turn 3.hexmap")));
        QVERIFY(!isPlainFileName(QStringLiteral("a/b.hexmap")));
        QVERIFY(!isPlainFileName(QStringLiteral("a\\b.hexmap")));
        QVERIFY(!isPlainFileName(QStringLiteral("C:map")));
        QVERIFY(!isPlainFileName(QStringLiteral("map\x01")));
        QVERIFY(!isPlainFileName(QString()));
        QVERIFY(!isPlainFileName(QStringLiteral("<b>map</b>.hexmap")));
        QVERIFY(!isPlainFileName(QStringLiteral("map?.hexmap")));
        QVERIFY(!isPlainFileName(QStringLiteral("map\".hexmap")));
        QVERIFY(isPlainFileName(QString(100, 'm')));
        QVERIFY(!isPlainFileName(QString(101, 'm')));
    }
};

QTEST_GUILESS_MAIN(TestOrdersHeader)
#include "tst_ordersheader.moc"
