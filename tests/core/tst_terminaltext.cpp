// Strings from files written to a terminal (issue 29 §2): every control character shows as an
// escape, so that a unit named with ESC sequences cannot clear the referee's screen.
#include "io/messagetext.h"
#include "text/isolatedtext.h"
#include "text/terminaltext.h"

#include <QTest>

using namespace hexstride;

class TestTerminalText : public QObject
{
    Q_OBJECT
private slots:
    void escapes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field"); // terminalText()
        QTest::addColumn<QString>("lines"); // terminalLines(): '\n' kept
        // Each expected string is written out by hand: C0 as \xHH (two lower-case hex digits)
        // but for \t, \n and \r; DEL and C1 (U+0080–U+009F) as \xHH too.
        QTest::newRow("plain") << "Army of the North"
                               << "Army of the North"
                               << "Army of the North";
        QTest::newRow("clear screen") << "\x1b[2JEvil"
                                      << "\\x1b[2JEvil"
                                      << "\\x1b[2JEvil";
        QTest::newRow("window title") << "a\x1b]0;pwned\x07z"
                                      << "a\\x1b]0;pwned\\x07z"
                                      << "a\\x1b]0;pwned\\x07z";
        QTest::newRow("line breaks") << "one\ntwo\r\tthree"
                                     << "one\\ntwo\\r\\tthree"
                                     << "one\ntwo\\r\\tthree";
        // CSV ends its records with CRLF: kept by terminalLines(); a lone CR is escaped.
        QTest::newRow("CRLF") << "a,b\r\nc\rd\r"
                              << "a,b\\r\\nc\\rd\\r"
                              << "a,b\r\nc\\rd\\r";
        QTest::newRow("NUL and US") << QString(QChar(0)) + QChar(0x1f) << "\\x00\\x1f"
                                    << "\\x00\\x1f";
        QTest::newRow("DEL") << "rub\x7fout"
                             << "rub\\x7fout"
                             << "rub\\x7fout";
        // U+009B is the one-character CSI; U+00A0 (no-break space) is no control.
        QTest::newRow("C1") << QString(QChar(0x80)) + QChar(0x9b) + "2J" + QChar(0x9f) + QChar(0xa0)
                            << QString("\\x80\\x9b2J\\x9f") + QChar(0xa0)
                            << QString("\\x80\\x9b2J\\x9f") + QChar(0xa0);
        // U+2028 and U+2029 break lines in some terminals (probe 9, finding 27); NEL is C1.
        QTest::newRow("separators")
            << QString("a") + QChar(0x2028) + "b" + QChar(0x2029) + "c" + QChar(0x85)
            << "a\\u2028b\\u2029c\\x85"
            << "a\\u2028b\\u2029c\\x85";
        // Probe 10, finding 12: a bidi override reverses the rest of the referee's line, and
        // invisible format characters make two names look alike. Shown as \uHHHH (four lower-case
        // digits), a tag character beyond the BMP as \UHHHHHHHH; ZWJ (U+200D) is kept.
        QTest::newRow("bidi override") << QString("abc") + QChar(0x202e) + "dcba"
                                       << "abc\\u202edcba"
                                       << "abc\\u202edcba";
        QTest::newRow("isolates and marks")
            << QString(QChar(0x2066)) + "x" + QChar(0x2069) + QChar(0x200e) + QChar(0x061c)
            << "\\u2066x\\u2069\\u200e\\u061c"
            << "\\u2066x\\u2069\\u200e\\u061c";
        QTest::newRow("invisible")
            << QString(QChar(0xfeff)) + "Ara" + QChar(0xad) + "gorn" + QChar(0x200b) + QChar(0xffff)
            << "\\ufeffAra\\xadgorn\\u200b\\uffff"
            << "\\ufeffAra\\xadgorn\\u200b\\uffff";
        QTest::newRow("tag character") << QString("A") + QChar(0xdb40) + QChar(0xdc41) + "B"
                                       << "A\\U000e0041B"
                                       << "A\\U000e0041B";
        QTest::newRow("joiners kept") << QString("a") + QChar(0x200d) + "b" + QChar(0x200c) + "c"
                                      << QString("a") + QChar(0x200d) + "b" + QChar(0x200c) + "c"
                                      << QString("a") + QChar(0x200d) + "b" + QChar(0x200c) + "c";
        QTest::newRow("letters kept") << "Минас\\Тирит ★"
                                      << "Минас\\Тирит ★"
                                      << "Минас\\Тирит ★";
    }
    void escapes()
    {
        QFETCH(QString, text);
        QFETCH(QString, field);
        QFETCH(QString, lines);
        QCOMPARE(terminalText(text), field);
        QCOMPARE(terminalLines(text), lines);
    }

    void pathsStayOnTheirLine()
    {
        // quotedPath: escaped like terminalText; over 200 characters, the first 99 and the last
        // 100 with "…" between.
        QCOMPARE(quotedPath("dir/ok\n.png"), QString("dir/ok\\n.png"));
        const QString longPath = QString(150, 'a') + QString(150, 'b') + ".png";
        QCOMPARE(quotedPath(longPath), QString(99, 'a') + "…" + QString(96, 'b') + ".png");
        QCOMPARE(quotedPath(QString(200, 'c')), QString(200, 'c'));
    }

    void fileNamesAreIsolatedInSentences()
    {
        // probe13 Q11: "\u202eevil.json" inside "%1, autosaved %2" reversed the words after it.
        // Isolated: FSI, the override shown as the CLI shows it, PDI.
        const QChar fsi(0x2068), pdi(0x2069);
        QCOMPARE(isolatedText(QString(QChar(0x202e)) + "evil.json"),
                 fsi + QString("\\u202eevil.json") + pdi);
        // A PDI of its own cannot close the isolate early: it is escaped too.
        QCOMPARE(isolatedText(QString("a") + pdi + QChar(0x202e) + "b"),
                 fsi + QString("a\\u2069\\u202eb") + pdi);
        // Hebrew letters stay as they are, inside the isolate; empty stays empty.
        QCOMPARE(isolatedText(QString::fromUtf8("מפה.json")),
                 fsi + QString::fromUtf8("מפה.json") + pdi);
        QCOMPARE(isolatedText(QString()), QString());
    }

    void jsonKeepsItsValue()
    {
        // JSON escapes C0 itself; DEL and C1 become \u escapes, which read back the same.
        const QString json = "{\"name\": \"a" + QString(QChar(0x7f)) + QChar(0x9b) + "b\"}\n";
        QCOMPARE(terminalJson(json), QString("{\"name\": \"a\\u007f\\u009bb\"}\n"));
    }
};

QTEST_GUILESS_MAIN(TestTerminalText)
#include "tst_terminaltext.moc"
