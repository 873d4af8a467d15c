// The contest report's sentences (movement/contestoutcome_p.h): a translated pattern read once
// and filled many times gives what QString::arg gives, whatever shape a translator gave it.
#include "movement/contestoutcome_p.h"

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
        QString appended = "before; ";
        if (args == 1)
            sentence.appendTo(appended, {a});
        else
            sentence.appendTo(appended, {a, b});
        QCOMPARE(appended, "before; " + expected);
    }
};

QTEST_GUILESS_MAIN(TestSentence)
#include "tst_sentence.moc"
