// `route` counts turns (issue 11, §6): the fewest turns first, then the fewest MP, and one
// order string per turn in the text output, in the language of the output.
#include "../core/support/rulesettestutil.h"
#include "../core/support/turnsmap.h"
#include "support/clitestmaps.h"

#include "io/mapfile.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;
using namespace hexstride;

namespace {
/// The map of the planner's test (tests/core/support/turnsmap.h), saved for the CLI: south of
/// the line from 0,1 to 3,1 the cheapest route by MP (23 MP in three turns of 12 MP), north the
/// one with the fewest turns (24 MP in two).
QString savedTurnsMap(const QTemporaryDir &dir)
{
    const HexMap m = hexstride::testutil::routeByTurnsMap(*::testutil::bundled("pbm-strategic"));
    const QString path = dir.filePath("turns.json");
    if (!saveMapFile(m, path).isEmpty())
        qFatal("cannot save %s", qPrintable(path));
    return path;
}
} // namespace

class TestRouteByTurns : public QObject
{
    Q_OBJECT
private slots:
    // Rule: fewest turns first, then fewest MP; one order string per turn.
    void fewestTurnsThenOneOrderStringPerTurn()
    {
        QTemporaryDir dir;
        const QString map = savedTurnsMap(dir);
        const Run r = cliIn("en", {"route", map, "--from", "0,1", "--to", "3,1"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("Route: 0,1 → 1,0 → 2,0 → 2,1 → 3,1"), qPrintable(r.out));
        QVERIFY2(r.out.contains("Total 24"), qPrintable(r.out));
        QVERIFY2(r.out.contains("Orders: turn 1: ne; turn 2: e, se, e"), qPrintable(r.out));
        const QJsonObject o = parseObject(
            cliIn("en", {"route", map, "--from", "0,1", "--to", "3,1", "--json"}).out);
        QCOMPARE(o["turns"].toInt(), 2);
        QCOMPARE(o["ordersPerTurn"].toArray().size(), 2);
        QCOMPARE(o["ordersPerTurn"].toArray()[0].toString(), QString("ne"));
    }

    // Rule: the per-turn strings are labelled in the language of the output («ход 1: …»).
    void perTurnStringsInRussian()
    {
        QTemporaryDir dir;
        const Run r = cliIn("ru", {"route", savedTurnsMap(dir), "--from", "0,1", "--to", "3,1"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("ход 1: ne; ход 2: e, se, e"), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestRouteByTurns)
#include "tst_routebyturns.moc"
