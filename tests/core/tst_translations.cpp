#include "i18n/quantities.h"
#include "i18n/translations.h"
#include "io/layercodec.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetwriter.h"
#include "testpaths.h"

#include <QJsonObject>

#include <QCoreApplication>
#include <QTest>

using namespace hexstride;

class TestTranslations : public QObject
{
    Q_OBJECT
private slots:
    void cleanup()
    {
        installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    }

    void russianIsInstalled()
    {
        QCOMPARE(installTranslations(*QCoreApplication::instance(), QLocale(QLocale::Russian)),
                 QStringLiteral("ru"));
        QCOMPARE(installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English)),
                 QStringLiteral("en"));
    }

    void russianPlurals_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("hexes");
        QTest::addColumn<QString>("points");
        QTest::addColumn<QString>("turns");
        // ОД does not decline (glossary: MP = ОД) and stays on the number's line.
        QTest::newRow("1") << 1 << "1\u00a0гекс"
                           << "1\u00a0ОД"
                           << "1 ход";
        QTest::newRow("2") << 2 << "2\u00a0гекса"
                           << "2\u00a0ОД"
                           << "2 хода";
        QTest::newRow("5") << 5 << "5\u00a0гексов"
                           << "5\u00a0ОД"
                           << "5 ходов";
        QTest::newRow("11") << 11 << "11\u00a0гексов"
                            << "11\u00a0ОД"
                            << "11 ходов";
        QTest::newRow("21") << 21 << "21\u00a0гекс"
                            << "21\u00a0ОД"
                            << "21 ход";
        QTest::newRow("104") << 104 << "104\u00a0гекса"
                             << "104\u00a0ОД"
                             << "104 хода";
    }
    void russianPlurals()
    {
        QFETCH(int, n);
        QFETCH(QString, hexes);
        QFETCH(QString, points);
        QFETCH(QString, turns);
        installTranslations(*QCoreApplication::instance(), QLocale(QLocale::Russian));
        QCOMPARE(hexCount(n), hexes);
        QCOMPARE(movementPoints(n), points);
        QCOMPARE(turnCount(n), turns);
    }

    void byteCountsAgreeWithTheirNumber_data()
    {
        QTest::addColumn<int>("bytes");
        QTest::addColumn<QString>("russian");
        QTest::addColumn<QString>("english");
        QTest::newRow("1") << 1 << "size: ожидается 1\u00a0байт, получено 7"
                           << "size: expected 1 byte, got 7";
        QTest::newRow("3") << 3 << "size: ожидается 3\u00a0байта, получено 7"
                           << "size: expected 3 bytes, got 7";
        QTest::newRow("5") << 5 << "size: ожидается 5\u00a0байт, получено 7"
                           << "size: expected 5 bytes, got 7";
    }
    void byteCountsAgreeWithTheirNumber()
    {
        // A layer whose declared size is not the map's: the message counts bytes in words that
        // agree with the number (the catalogue once had «%1 байт» for every number).
        QFETCH(int, bytes);
        QFETCH(QString, russian);
        QFETCH(QString, english);
        const QJsonObject layer{{"encoding", "raw"}, {"size", 7}, {"data", ""}};
        std::vector<std::uint8_t> out(static_cast<std::size_t>(bytes));
        QString error;
        installTranslations(*QCoreApplication::instance(), QLocale(QLocale::Russian));
        QVERIFY(!layercodec::decode8(layer, out, error));
        QCOMPARE(error, russian);
        installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
        QVERIFY(!layercodec::decode8(layer, out, error));
        QCOMPARE(error, english);
    }

    // LANGUAGE=ru with LC_ALL=C shows Russian words: the numbers follow them (walk7 saw "2.5"
    // in the Russian designer). Decimal comma in Russian, point in C and English.
    void numbersFollowTheWordsShown()
    {
        QCOMPARE(numberLocale(QLocale::c(), "ru").toString(2.5), QString("2,5"));
        QCOMPARE(numberLocale(QLocale::c(), "en").toString(2.5), QString("2.5"));
        const QLocale russia(QLocale::Russian, QLocale::Russia);
        QCOMPARE(numberLocale(russia, "ru"), russia);
        const QLocale german(QLocale::German, QLocale::Germany);
        QCOMPARE(numberLocale(german, "en"), german); // English words keep the system's numbers
    }

    // walk12 #20: the Russian refusal of a negative cost kept English quotes round "no" («…
    // либо "no" (нельзя)»): the sentence is Russian and says what to type, the token no.
    void aRefusedCostSaysInRussianToTypeNo()
    {
        const auto bundled
            = loadRulesetFile(testpaths::source("/resources/rulesets/pbm-strategic.json"));
        QVERIFY(bundled.ruleset);
        installTranslations(*QCoreApplication::instance(), QLocale(QLocale::Russian));
        const QString error
            = editRuleset(*bundled.ruleset, "costTables[0].rows[1].cells[0]", -3).error;
        installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
        QVERIFY2(error.contains(QString::fromUtf8("-3 — отрицательное число: стоимость — 0 или "
                                                  "больше; чтобы запретить ход, напишите no")),
                 qPrintable(error));
    }

    void englishPlurals()
    {
        QCOMPARE(hexCount(1), QStringLiteral("1 hex"));
        QCOMPARE(hexCount(5), QStringLiteral("5 hexes"));
        QCOMPARE(turnCount(1), QStringLiteral("1 turn"));
        QCOMPARE(turnCount(2), QStringLiteral("2 turns"));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
