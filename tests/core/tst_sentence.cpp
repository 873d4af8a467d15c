// The contest report's sentences (movement/sentence_p.h): a translated pattern read once and
// filled many times gives what QString::arg gives, whatever shape a translator gave it, alone,
// after other pieces, and as an argument of another sentence.
#include "movement/sentence_p.h"

#include <QTest>

using namespace hexstride::turnresolver;

class TestSentence : public QObject
{
    Q_OBJECT
private slots:
    void fillsAsArg_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<int>("args");
        for (const char *p : {"%1 moves in", "%1", "100% sure: %1", "%L1 moves", "trailing %1 %"})
            QTest::newRow(p) << QString(p) << 1;
        for (const char *p : {"%1 moves in: %2", "%2, then %1", "%1%2", "%1 and %1 again: %2",
                              "%3 %1", "%12 and %1", "%0 %1 %2", "%1 %2 %3", "% %1 %%2"})
            QTest::newRow(p) << QString(p) << 2;
    }
    void fillsAsArg()
    {
        QFETCH(QString, pattern);
        QFETCH(int, args);
        const Sentence sentence(pattern);
        // Arguments holding placeholders of their own are not read again.
        const QString a = "Army %2", b = "hex %1";
        const QString expected = args == 1 ? pattern.arg(a) : pattern.arg(a, b);
        QCOMPARE(args == 1 ? sentence({a}) : sentence({a, b}), expected);
        Pieces pieces;
        pieces.add(u"before; ");
        if (args == 1)
            sentence.addTo(pieces, {a});
        else
            sentence.addTo(pieces, {a, b});
        pieces.addKept(" after");
        QCOMPARE(pieces.text(), "before; " + expected + " after");
        // Within "%1 then %2 and more", as its %2.
        const Sentence outer("%1 then %2 and more");
        Pieces nested;
        outer.addTo(nested, 2, [&](Pieces &p, int i) {
            if (i == 0)
                p.add(b);
            else if (args == 1)
                sentence.addTo(p, {a});
            else
                sentence.addTo(p, {a, b});
        });
        QCOMPARE(nested.text(), QString("%1 then %2 and more").arg(b, expected));
    }
};

QTEST_GUILESS_MAIN(TestSentence)
#include "tst_sentence.moc"
