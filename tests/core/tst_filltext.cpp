// fillText(): every placeholder of a message filled in one pass, so that a "%1" inside a name is
// shown as written (probe 13, Q01), and numbers written as the single QString::arg wrote them.
#include "text/filltext.h"

#include <QLocale>
#include <QTest>

using namespace hexstride;

class TestFillText : public QObject
{
    Q_OBJECT
private slots:
    void fills_data()
    {
        QTest::addColumn<QString>("got");
        QTest::addColumn<QString>("expected");
        const QString name = QStringLiteral("X%1X%2X%L1X");
        QTest::newRow("plain") << fillText(u"%1 (%2): %3",
                                           {QStringLiteral("Aragorn"), QStringLiteral("West"), 3})
                               << "Aragorn (West): 3";
        // Chained, the side went into the name and "%3" stayed: "XWestX3XWestX (%2): %3"…
        QTest::newRow("placeholders in a name")
            << fillText(u"%1 (%2): spent %3", {name, QStringLiteral("W%2W"), 3})
            << "X%1X%2X%L1X (W%2W): spent 3";
        QTest::newRow("order of the numbers, not of the text")
            << fillText(u"%2 before %1", {QStringLiteral("one"), QStringLiteral("two")})
            << "two before one";
        QTest::newRow("the same placeholder twice")
            << fillText(u"joins=%1: %1 joins %2", {QStringLiteral("A%1"), QStringLiteral("B")})
            << "joins=A%1: A%1 joins B";
        QTest::newRow("gaps: the lowest first")
            << fillText(u"%3-%7", {QStringLiteral("a"), QStringLiteral("b")}) << "a-b";
        QTest::newRow("a value short: kept") << fillText(u"%1 %2 %3", {1, 2}) << "1 2 %3";
        QTest::newRow("percent signs that are no placeholders")
            << fillText(u"50% of %1 %% %x", {7}) << "50% of 7 %% %x";
        QTest::newRow("a placeholder at the end") << fillText(u"a %", {1}) << "a %";
        QTest::newRow("two digits")
            << fillText(u"%10|%1", {QStringLiteral("a"), QStringLiteral("b")}) << "b|a";
        QTest::newRow("negative and wide integers")
            << fillText(u"%1 %2 %3", {-5, qint64(12345678901), std::size_t(7)})
            << "-5 12345678901 7";
        QTest::newRow("a double as .arg(double) writes it")
            << fillText(u"%1 %2", {2.5, 1.0 / 3}) << "2.5 0.333333";
        QTest::newRow("field width and format")
            << fillText(u"[%1][%2][%3]", {TextArg::formatted(7, 4), TextArg::formatted(5, 0, 2),
                                          TextArg::formatted(1000.0, 0, 'f', 0)})
            << "[   7][101][1000]";
        QTest::newRow("Latin-1 and views")
            << fillText(u"%1.%2", {QLatin1String("key"), QStringView(u"v%1")}) << "key.v%1";
    }
    void fills()
    {
        QFETCH(QString, got);
        QFETCH(QString, expected);
        QCOMPARE(got, expected);
    }

    // %L: the locale's digits and separators for a number, as .arg(int) writes them; a text is
    // the same either way.
    void localizedNumbers()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German));
        const QString got = fillText(u"%L1 %1 %L2 %L3", {1234567, 2.5, QStringLiteral("a%1")});
        QLocale::setDefault(before);
        QCOMPARE(got, QStringLiteral("1.234.567 1234567 2,5 a%1"));
    }
};

QTEST_GUILESS_MAIN(TestFillText)
#include "tst_filltext.moc"
