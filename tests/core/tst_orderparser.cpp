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
        QTest::newRow("hold not in this ruleset") << "e, home" << pointy << "home" << 4;
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

    // walk12 #12: the direction letters the Russian interface shows are read wherever orders are
    // read (the planner's field, orders files, --orders), whatever the interface language.
    void readsOrderDirections_data()
    {
        QTest::addColumn<int>("orientation");
        QTest::addColumn<QString>("token");
        QTest::addColumn<int>("direction"); // -1: no direction
        const int pointy = int(Orientation::PointyTop);
        const int flat = int(Orientation::FlatTop);
        // Pointy-top: 0 e (В), 1 ne (СВ), 2 nw (СЗ), 3 w (З), 4 sw (ЮЗ), 5 se (ЮВ).
        QTest::newRow("pointy e") << pointy << "e" << 0;
        QTest::newRow("pointy NE") << pointy << "NE" << 1;
        QTest::newRow("pointy Nw") << pointy << "Nw" << 2;
        QTest::newRow("pointy В") << pointy << QStringLiteral("В") << 0;
        QTest::newRow("pointy СВ") << pointy << QStringLiteral("СВ") << 1;
        QTest::newRow("pointy СЗ") << pointy << QStringLiteral("СЗ") << 2;
        QTest::newRow("pointy З") << pointy << QStringLiteral("З") << 3;
        QTest::newRow("pointy ЮЗ") << pointy << QStringLiteral("ЮЗ") << 4;
        QTest::newRow("pointy ЮВ") << pointy << QStringLiteral("ЮВ") << 5;
        QTest::newRow("pointy з") << pointy << QStringLiteral("з") << 3;
        QTest::newRow("pointy юз") << pointy << QStringLiteral("юз") << 4;
        QTest::newRow("pointy Св") << pointy << QStringLiteral("Св") << 1;
        // No north or south on pointy-top hexes, in either language.
        QTest::newRow("pointy С") << pointy << QStringLiteral("С") << -1;
        QTest::newRow("pointy Ю") << pointy << QStringLiteral("Ю") << -1;
        QTest::newRow("pointy n") << pointy << "n" << -1;
        QTest::newRow("pointy s") << pointy << "s" << -1;
        // Latin look-alikes of the Russian letters are no Russian letters (C, B Latin).
        QTest::newRow("pointy Latin CB") << pointy << "CB" << -1;
        QTest::newRow("pointy Latin B") << pointy << "B" << -1;
        QTest::newRow("pointy ЗЮ") << pointy << QStringLiteral("ЗЮ") << -1;
        QTest::newRow("pointy ВВ") << pointy << QStringLiteral("ВВ") << -1;
        QTest::newRow("pointy empty") << pointy << "" << -1;
        // Flat-top: 0 se (ЮВ), 1 ne (СВ), 2 n (С), 3 nw (СЗ), 4 sw (ЮЗ), 5 s (Ю).
        QTest::newRow("flat n") << flat << "n" << 2;
        QTest::newRow("flat S") << flat << "S" << 5;
        QTest::newRow("flat С") << flat << QStringLiteral("С") << 2;
        QTest::newRow("flat с") << flat << QStringLiteral("с") << 2;
        QTest::newRow("flat Ю") << flat << QStringLiteral("Ю") << 5;
        QTest::newRow("flat ЮВ") << flat << QStringLiteral("ЮВ") << 0;
        QTest::newRow("flat СВ") << flat << QStringLiteral("СВ") << 1;
        QTest::newRow("flat сз") << flat << QStringLiteral("сз") << 3;
        QTest::newRow("flat ЮЗ") << flat << QStringLiteral("ЮЗ") << 4;
        // No east or west on flat-top hexes.
        QTest::newRow("flat В") << flat << QStringLiteral("В") << -1;
        QTest::newRow("flat З") << flat << QStringLiteral("З") << -1;
        QTest::newRow("flat e") << flat << "e" << -1;
        QTest::newRow("flat w") << flat << "w" << -1;
    }
    void readsOrderDirections()
    {
        QFETCH(int, orientation);
        QFETCH(QString, token);
        QFETCH(int, direction);
        const auto d = readOrderDirection(Orientation(orientation), token);
        QCOMPARE(d.value_or(-1), direction);
        if (direction >= 0) {
            // One reader for every order list: the same token parsed as orders.
            const ParsedOrders p = parseOrders(token, Orientation(orientation), {"h"});
            QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
            QCOMPARE(p.tokens.size(), 1);
            QCOMPARE(p.tokens[0].direction, direction);
        }
    }

    // Russian letters read in an English interface (a referee reading a Russian player's file):
    // the tokens carry the game's names, which files are written in; the game's name in
    // capitals stays as written.
    void russianLettersInOrders()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        const ParsedOrders p
            = parseOrders(QStringLiteral("З, юз,СВ, h NW"), Orientation::PointyTop, {"h"});
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QCOMPARE(p.tokens.size(), 5);
        // Pointy-top: 1 ne, 2 nw, 3 w, 4 sw.
        QCOMPARE(p.tokens[0].direction, 3);
        QCOMPARE(p.tokens[1].direction, 4);
        QCOMPARE(p.tokens[2].direction, 1);
        QVERIFY(p.tokens[3].hold);
        QCOMPARE(p.tokens[4].direction, 2);
        QCOMPARE(p.tokens[0].text, QString("w"));
        QCOMPARE(p.tokens[1].text, QString("sw"));
        QCOMPARE(p.tokens[2].text, QString("ne"));
        QCOMPARE(p.tokens[4].text, QString("NW"));
        QCOMPARE(p.tokens[0].position, 1);
        QCOMPARE(p.tokens[1].position, 4);
        QCOMPARE(p.tokens[2].position, 7); // "З, юз," is six characters
        QCOMPARE(p.tokens[3].position, 11);
        QCOMPARE(p.tokens[4].position, 13);
        // An error in English lists the game's names, and the hold as the steps table writes it.
        const ParsedOrders bad = parseOrders(QStringLiteral("e, x"), Orientation::PointyTop, {"h"});
        QCOMPARE(bad.error, QString("unknown order \"x\" at position 4 (order 2); expected one "
                                    "of: ne, e, se, sw, w, nw, h, rest"));
    }

    // walk15 #9: the steps table writes a hold as "rest" («отдых» in Russian); either word, any
    // case and whatever the interface language, is the ruleset's hold, kept as its first token.
    // Without a hold in the ruleset it is no order.
    void theTablesWordForAHoldIsAHold()
    {
        const ParsedOrders p = parseOrders(QStringLiteral("e, Отдых, REST, home"),
                                           Orientation::PointyTop, {"h", "home"});
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QCOMPARE(p.tokens.size(), 4);
        for (int i = 1; i < 4; ++i)
            QVERIFY(p.tokens[i].hold);
        QCOMPARE(p.tokens[1].text, QString("h"));
        QCOMPARE(p.tokens[2].text, QString("h"));
        QCOMPARE(p.tokens[3].text, QString("home"));
        const ParsedOrders none
            = parseOrders(QStringLiteral("e, отдых"), Orientation::PointyTop, {});
        QCOMPARE(none.errorToken, QString("отдых"));
    }

    // The letters the Russian interface shows (its catalogue) are the ones read, in both
    // orientations; a name the orientation lacks (С, north, on pointy-top hexes) is an error at
    // its position that lists both notations.
    void theInterfaceShowsWhatIsRead()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
        for (const Orientation o : {Orientation::PointyTop, Orientation::FlatTop}) {
            for (Direction d = 0; d < kDirectionCount; ++d) {
                const QString shown = localizedDirectionName(o, d);
                QCOMPARE(shown, russianDirectionLetters(o, d));
                QCOMPARE(readOrderDirection(o, shown).value_or(-1), d);
            }
        }
        const ParsedOrders north
            = parseOrders(QStringLiteral("В, С"), Orientation::PointyTop, {"h"});
        QCOMPARE(north.errorPosition, 4);
        QVERIFY2(north.error.contains("sw") && north.error.contains(QStringLiteral("ЮЗ")),
                 qPrintable(north.error));
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
    }
};

QTEST_GUILESS_MAIN(TestOrderParser)
#include "tst_orderparser.moc"
