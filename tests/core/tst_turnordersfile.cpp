// Orders-file errors name their place one way for `orders` and `resolve`: FILE:LINE, plus the
// column of a bad order token, the way compilers do (docs/orders-format.md).
#include "movement/turnordersfile.h"

#include <QTest>

using namespace hexstride;

class TestTurnOrdersFile : public QObject
{
    Q_OBJECT
private slots:
    void errorPlace_data()
    {
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a bad line") << 3 << 0 << "turn.txt:3: Aragorn: no such hex";
        QTest::newRow("a bad order token") << 12 << 27 << "turn.txt:12:27: Aragorn: no such hex";
    }
    void errorPlace()
    {
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, expected);
        QCOMPARE(ordersFileErrorText("turn.txt", {line, column, "Aragorn: no such hex"}), expected);
    }
};

QTEST_GUILESS_MAIN(TestTurnOrdersFile)
#include "tst_turnordersfile.moc"
