// Order strings: direction names per orientation, hold tokens, separators, and errors that
// name the offending token and its position.
#include "i18n/translations.h"
#include "movement/orderparser.h"

#include <QTest>

using namespace hexstride;

class TestOrderParser : public QObject
{
    Q_OBJECT
private slots:
    void parses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("orientation");
        QTest::addColumn<QList<int>>("directions"); // -1 = hold
        QTest::addColumn<QList<int>>("positions");
        const int pointy = int(Orientation::PointyTop);
        const int flat = int(Orientation::FlatTop);
        // Pointy-top: 0 e, 1 ne, 2 nw, 3 w, 4 sw, 5 se.
        QTest::newRow("game example")
            << "nw, nw, e, h" << pointy << QList<int>{2, 2, 0, -1} << QList<int>{1, 5, 9, 12};
        QTest::newRow("spaces only")
            << "ne se sw w" << pointy << QList<int>{1, 5, 4, 3} << QList<int>{1, 4, 7, 10};
        QTest::newRow("upper case and home")
            << "NW,Home , E" << pointy << QList<int>{2, -1, 0} << QList<int>{1, 4, 11};
        QTest::newRow("empty") << "" << pointy << QList<int>{} << QList<int>{};
        QTest::newRow("blank") << "   " << pointy << QList<int>{} << QList<int>{};
        // Flat-top: 0 se, 1 ne, 2 n, 3 nw, 4 sw, 5 s.
        QTest::newRow("flat-top names")
            << "n, s, ne, nw" << flat << QList<int>{2, 5, 1, 3} << QList<int>{1, 4, 7, 11};
    }
    void parses()
    {
        QFETCH(QString, text);
        QFETCH(int, orientation);
        QFETCH(QList<int>, directions);
        QFETCH(QList<int>, positions);
        const ParsedOrders p = parseOrders(text, Orientation(orientation), {"h", "home"});
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QCOMPARE(p.tokens.size(), directions.size());
        for (int i = 0; i < directions.size(); ++i) {
            QCOMPARE(p.tokens[i].hold, directions[i] < 0);
            if (directions[i] >= 0)
                QCOMPARE(p.tokens[i].direction, directions[i]);
            QCOMPARE(p.tokens[i].position, positions[i]);
        }
    }

    void errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("orientation");
        QTest::addColumn<QString>("token");
        QTest::addColumn<int>("position");
        const int pointy = int(Orientation::PointyTop);
        const int flat = int(Orientation::FlatTop);
        QTest::newRow("unknown token") << "nw, nx, e" << pointy << "nx" << 5;
        QTest::newRow("north on pointy-top") << "ne, n" << pointy << "n" << 5;
        QTest::newRow("east on flat-top") << "n, e" << flat << "e" << 4;
        QTest::newRow("hold not in this ruleset") << "e, rest" << pointy << "rest" << 4;
        QTest::newRow("glued tokens") << "nwnw" << pointy << "nwnw" << 1;
        QTest::newRow("double comma") << "nw,,e" << pointy << "," << 4;
        QTest::newRow("leading comma") << ", e" << pointy << "," << 1;
        QTest::newRow("trailing comma") << "e," << pointy << "," << 2;
    }
    void errors()
    {
        QFETCH(QString, text);
        QFETCH(int, orientation);
        QFETCH(QString, token);
        QFETCH(int, position);
        const ParsedOrders p = parseOrders(text, Orientation(orientation), {"h"});
        QVERIFY(!p.error.isEmpty());
        QVERIFY(p.tokens.isEmpty());
        QCOMPARE(p.errorToken, token);
        QCOMPARE(p.errorPosition, position);
        QVERIFY2(p.error.contains(QString::number(position)), qPrintable(p.error));
        if (token != ",")
            QVERIFY2(p.error.contains("\"" + token + "\""), qPrintable(p.error));
    }

    // Issue 29 (probe11 N02): a plan of 1,000,000 orders took 28.7 s to resolve. An order list
    // holds at most kMaxOrders (10,000) orders: 10,000 "e, " pass; one more, an "h" at position
    // 3 * 10,000 + 1 = 30,001, is refused by its number and position.
    void ordersAreCappedAtTenThousand()
    {
        QCOMPARE(kMaxOrders, 10000);
        QString text;
        for (int k = 0; k < 10000; ++k)
            text += QStringLiteral("e, ");
        const ParsedOrders full = parseOrders(text.chopped(2), Orientation::PointyTop, {"h"});
        QVERIFY2(full.error.isEmpty(), qPrintable(full.error));
        QCOMPARE(full.tokens.size(), 10000);
        const ParsedOrders over = parseOrders(text + "h, e", Orientation::PointyTop, {"h"});
        QCOMPARE(over.tokens.size(), 0);
        QCOMPARE(over.errorToken, QString("h"));
        QCOMPARE(over.errorPosition, 30001);
        QCOMPARE(over.error, QString("more than 10000 orders (order 10001 at position 30001): no "
                                     "ruleset lets a unit carry out that many"));
    }

    // Typed orders (the planner's field) take the names the interface shows as well: in
    // Russian В (east), ЮЗ (south-west), СВ (north-east), any case; the tokens carry the game's
    // names. Files keep the game's notation only.
    void typedOrdersTakeTheInterfaceNames()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
        const ParsedOrders typed
            = parseTypedOrders(QStringLiteral("В, юз,СВ, h"), Orientation::PointyTop, {"h"});
        QVERIFY2(typed.error.isEmpty(), qPrintable(typed.error));
        QCOMPARE(typed.tokens.size(), 4);
        // Pointy-top: 0 e, 1 ne, 4 sw.
        QCOMPARE(typed.tokens[0].direction, 0);
        QCOMPARE(typed.tokens[1].direction, 4);
        QCOMPARE(typed.tokens[2].direction, 1);
        QVERIFY(typed.tokens[3].hold);
        QCOMPARE(typed.tokens[0].text, QString("e"));
        QCOMPARE(typed.tokens[1].text, QString("sw"));
        QCOMPARE(typed.tokens[2].text, QString("ne"));
        QCOMPARE(typed.tokens[2].position, 7); // "В, юз," is six characters
        // A name the orientation lacks (С, north, on pointy-top hexes) is an error at its
        // position that lists both notations.
        const ParsedOrders north
            = parseTypedOrders(QStringLiteral("В, С"), Orientation::PointyTop, {"h"});
        QCOMPARE(north.errorPosition, 4);
        QVERIFY2(north.error.contains("sw") && north.error.contains(QStringLiteral("ЮЗ")),
                 qPrintable(north.error));
        // A file's orders: the game's names only.
        QCOMPARE(parseOrders(QStringLiteral("В"), Orientation::PointyTop, {"h"}).errorPosition, 1);
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
    }
};

QTEST_GUILESS_MAIN(TestOrderParser)
#include "tst_orderparser.moc"
