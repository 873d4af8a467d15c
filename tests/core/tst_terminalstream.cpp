// hexstride-cli prints through TerminalLineDevice: a few lines at a time, each passed through
// terminalLines(), so that a verb's output is never held whole. What reaches the stream must be
// what terminalLines() makes of the whole text, however QTextStream cuts it into writes.
#include "text/terminalstream.h"
#include "text/terminaltext.h"

#include <QBuffer>
#include <QTest>
#include <QTextStream>

using hexstride::TerminalLineDevice;

namespace {
/// What the device passes on when `pieces` are written to it one by one.
QByteArray passedThrough(const QList<QByteArray> &pieces)
{
    QByteArray out;
    QBuffer target(&out);
    target.open(QIODevice::WriteOnly);
    {
        TerminalLineDevice device(&target);
        for (const QByteArray &p : pieces)
            device.write(p);
    } // finishes: the last line without a line break too
    return out;
}
} // namespace

class TestTerminalStream : public QObject
{
    Q_OBJECT

private slots:
    // Worked by hand: ESC becomes \x1b, a line break stays, "\r\n" stays, a lone CR is shown.
    void linesAreEscapedAsTheyPass()
    {
        QCOMPARE(passedThrough({"North\x1b[2J: 1005\n", "a\r\nb\rc"}),
                 QByteArray("North\\x1b[2J: 1005\na\r\nb\\rc"));
    }

    // A bidi override (e2 80 ae) and a tag character (f3 a0 81 81) among plain lines are shown
    // escaped, whatever the cut (probe 10, finding 12); "‒" (e2 80 92) is no control.
    void bidiAmongPlainLinesIsShown()
    {
        const QByteArray whole = QByteArray("West \xe2\x80\x92 ab\xe2\x80\xae"
                                            "cd\n")
                                 + QByteArray("x\xf3\xa0\x81\x81"
                                              "y\n");
        const QByteArray expected("West \xe2\x80\x92 ab\\u202ecd\nx\\U000e0041y\n");
        for (qsizetype cut = 1; cut < whole.size(); ++cut)
            QCOMPARE(passedThrough({whole.left(cut), whole.mid(cut)}), expected);
        QCOMPARE(passedThrough({"West \xe2\x80\x92\n"}), QByteArray("West \xe2\x80\x92\n"));
    }

    // Probe 9, finding 14: a machine format (CSV) to a file or a pipe passes byte for byte
    // while exact is set; the text before it (a line not ended yet too) and after it is
    // escaped.
    void exactPassesBytesAsTheyAre()
    {
        QByteArray out;
        QBuffer target(&out);
        target.open(QIODevice::WriteOnly);
        {
            TerminalLineDevice device(&target);
            device.write("before\tit");
            device.setExact(true);
            device.write("\"'\t=1\",\"a\rb\"\r\n\x1b");
            device.setExact(false);
            device.write("after\t\n");
        }
        QCOMPARE(out, QByteArray("before\\tit\"'\t=1\",\"a\rb\"\r\n\x1b"
                                 "after\\t\n"));
    }

    // Cut inside a UTF-8 character, between CR and LF, and in the middle of a line: the same
    // bytes come out as from one write.
    void cutsAnywhereGiveTheSameText()
    {
        const QByteArray whole = QString("«Всадники» \x1b 1913\r\nДругая строка\x7f\n"
                                         "без конца строки")
                                     .toUtf8();
        const QByteArray expected = terminalLinesUtf8(whole);
        for (qsizetype cut = 1; cut < whole.size(); ++cut)
            QCOMPARE(passedThrough({whole.left(cut), whole.mid(cut)}), expected);
    }

    // Plain lines pass as the bytes they are (issue 29: not decoded and encoded again), and a
    // C1 control (U+0085, bytes c2 85) among them is still shown escaped, whatever the cut; "Â"
    // (c3 82) and "¢" (c2 a2) are no controls.
    void plainLinesPassAsTheyAre()
    {
        const QByteArray plain = QString("«Всадники» ¢ Â 1913\r\n{\"a\": 1}\n").toUtf8();
        QCOMPARE(passedThrough({plain}), plain);
        const QByteArray c1 = plain + QString("NEL%1here\n").arg(QChar(0x85)).toUtf8();
        // By hand: U+0085 is shown as \x85.
        QCOMPARE(passedThrough({c1}), plain + "NEL\\x85here\n");
        for (qsizetype cut = 1; cut < c1.size(); ++cut)
            QCOMPARE(passedThrough({c1.left(cut), c1.mid(cut)}), terminalLinesUtf8(c1));
    }

    // A line longer than a piece (a JSON array on one line) is passed on before it ends, at a
    // character boundary: "Ж" is two bytes, so no cut may split one.
    void aLongLineIsPassedInPieces()
    {
        const QByteArray line = QString(TerminalLineDevice::kPiece, QChar(u'Ж')).toUtf8() + "\n";
        QList<QByteArray> pieces;
        for (qsizetype i = 0; i < line.size(); i += 1000)
            pieces << line.mid(i, 1000);
        QCOMPARE(passedThrough(pieces), line);
        // The same with two ESCs in front, so each piece is decoded to be escaped: a piece cut
        // inside a "Ж" would decode to U+FFFD. The first piece is passed when 66 writes of 1001
        // bytes (66,066) pass kPiece; its last byte, at the odd index 66,065, is the second
        // byte of a "Ж" (they start at even indexes after the two ESCs). By hand: ESC is shown
        // as the 4 bytes "\x1b".
        const QByteArray escaped = "\x1b\x1b" + line;
        QList<QByteArray> escapedPieces;
        for (qsizetype i = 0; i < escaped.size(); i += 1001)
            escapedPieces << escaped.mid(i, 1001);
        QCOMPARE(passedThrough(escapedPieces), "\\x1b\\x1b" + line);
    }

    // Through a QTextStream, as hexstride-cli prints.
    void aTextStreamOnTheDevice()
    {
        QByteArray passed;
        QBuffer target(&passed);
        target.open(QIODevice::WriteOnly);
        {
            TerminalLineDevice device(&target);
            QTextStream out(&device);
            for (int i = 0; i < 20000; ++i)
                out << "Army " << i << " \x1b[31m\n";
            out.flush();
        }
        // Each line: "Army " (5), the number, " ESC[31m" shown as " \x1b[31m" (9), "\n" (1).
        qint64 expected = 0;
        for (int i = 0; i < 20000; ++i)
            expected += 5 + QByteArray::number(i).size() + 9 + 1;
        QCOMPARE(qint64(passed.size()), expected);
        QVERIFY(passed.startsWith("Army 0 \\x1b[31m\nArmy 1 \\x1b[31m\n"));
    }

private:
    static QByteArray terminalLinesUtf8(const QByteArray &utf8)
    {
        return hexstride::terminalLines(QString::fromUtf8(utf8)).toUtf8();
    }
};

QTEST_GUILESS_MAIN(TestTerminalStream)
#include "tst_terminalstream.moc"
