// The undo text of a resize names what fell off the map, with plural forms (issue 18 §1).
#include "commands/replacemapcommand.h"
#include "i18n/translations.h"

#include <QTest>

using namespace hexstride;

class TestResizeText : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    }
    void text_data()
    {
        QTest::addColumn<int>("hexes");
        QTest::addColumn<int>("sides");
        QTest::addColumn<int>("labels");
        QTest::addColumn<int>("units");
        QTest::addColumn<QString>("expected");
        QTest::newRow("nothing") << 0 << 0 << 0 << 0 << "Resize Map";
        QTest::newRow("one hex") << 1 << 0 << 0 << 0 << "Resize: 1 hex removed";
        QTest::newRow("issue") << 212 << 37 << 0 << 0
                               << "Resize: 212 hexes and 37 hex-sides removed";
        QTest::newRow("one side") << 30 << 1 << 0 << 0 << "Resize: 30 hexes and 1 hex-side removed";
        QTest::newRow("all") << 40 << 2 << 1 << 3
                             << "Resize: 40 hexes, 2 hex-sides, 1 label and 3 units removed";
    }
    void text()
    {
        QFETCH(int, hexes);
        QFETCH(int, sides);
        QFETCH(int, labels);
        QFETCH(int, units);
        QFETCH(QString, expected);
        QCOMPARE(ReplaceMapCommand::resizeText({hexes, sides, labels, units}), expected);
    }
};

QTEST_GUILESS_MAIN(TestResizeText)
#include "tst_resizetext.moc"
