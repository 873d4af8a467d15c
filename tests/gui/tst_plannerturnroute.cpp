// The planner's automatic routing counts turns as `hexstride-cli route` does (issue 11, §6):
// a click on a far hex plots the route with the fewest turns, then the fewest MP, the same
// route the core gives the CLI, and the dock shows one order string per turn.
#include "../core/support/turnsmap.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "movement/costgrid.h"
#include "movement/pathfinder.h"
#include "movement/turnroute.h"
#include "planner/planner.h"
#include "planner/plannerdock.h"
#include "planner/planneroverlay.h"
#include "planner/plannersession.h"
#include "support/guitestutil.h"
#include "support/windowtestutil.h"
#include "testpaths.h"
#include "view/mapview.h"

#include <QLabel>
#include <QLineEdit>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testing;

class TestPlannerTurnRoute : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    MapView *view() { return m_window->mapView(); }
    const HexMap &map() { return m_window->document()->map(); }
    PlannerSession *session() { return m_window->planner()->session(); }
    Hex at(int col, int row) { return map().grid().toHex({col, row}); }
    QPoint centreOf(Hex h) { return view()->sceneToViewport(view()->params().centre(h)).toPoint(); }
    void click(Hex h) { QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, centreOf(h)); }

    /// The route-by-turns map (tests/core/support/turnsmap.h): by MP the cheapest route goes
    /// south in three turns, by turns the northern one takes two.
    HexMap turnsMap()
    {
        return hexstride::testutil::routeByTurnsMap(*m_window->rulesets().ruleset("pbm-strategic"));
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        QVERIFY(openMainWindow(m_window));
        m_window->showMap(turnsMap(), {}, true); // the map needs the window's rulesets
        frameView(view(), 2.0, at(2, 1));
        m_window->selectTool("plan-movement");
        view()->setFocus();
    }
    void cleanup() { m_window.reset(); }

    // Rule: routes take the fewest turns first, then the fewest MP; the planner's automatic
    // route is the one the core gives `hexstride-cli route`.
    void autoRouteTakesFewestTurns()
    {
        click(at(0, 1));
        click(at(3, 1));
        QCOMPARE(session()->orderString(), QString("ne, e, se, e"));
        QCOMPARE(session()->pathHexes(),
                 (QList<Hex>{at(0, 1), at(1, 0), at(2, 0), at(2, 1), at(3, 1)}));
        // The same search the CLI's route verb makes, on the same map and profile.
        const auto model = session()->model();
        const CostGrid grid(map().shape(),
                            [&](Hex h, Direction d) { return model->cost(map(), h, d); });
        Pathfinder finder(grid);
        const TurnClock clock
            = TurnClock::of(session()->rules()->ruleset(), session()->profile(), *model);
        const auto core = routeByTurns(finder, clock, at(0, 1), {}, at(3, 1));
        QVERIFY(core);
        QCOMPARE(QList<Hex>(core->hexes.begin(), core->hexes.end()), session()->pathHexes());
        QCOMPARE(core->cost, 24);
        QCOMPARE(core->turns.back(), 2);
        // The MP-only search would have gone south, 23 MP in three turns.
        const auto cheapest = finder.route(at(0, 1), at(3, 1));
        QCOMPARE(cheapest->cost, 23);
        QCOMPARE(cheapest->hexes[1], at(1, 2));
    }

    // Rule (probe20 U09): the automatic route sees the armies as `move` does: on the
    // strategic-commanders map with B (East) in 5,4, a click on 3,4 then 6,4 goes round B
    // (4 MP: se, e, e, ne) instead of through it (e, e, e), and every step is made.
    void autoRouteGoesRoundAnEnemyCommander()
    {
        const MapLoadResult file = loadMapFile(testpaths::data("/maps/commanders-8x6.json"));
        QVERIFY2(file.map, qPrintable(file.error));
        m_window->showMap(*file.map, {}, true);
        const Hex from = *map().parseLabel("3,4"), to = *map().parseLabel("6,4");
        frameView(view(), 2.0, from);
        click(from);
        click(to);
        QCOMPARE(session()->orderString(), QString("se, e, e, ne"));
        QCOMPARE(session()->result().executed, 4);
        QCOMPARE(session()->result().total, 4);
        QCOMPARE(session()->result().end, to);
    }

    // Rule: the hover preview is the route a click would plot.
    void previewIsTheRouteAClickPlots()
    {
        click(at(0, 1));
        const auto preview = session()->previewTo(at(3, 1));
        QVERIFY(preview);
        QCOMPARE(QList<Hex>(preview->hexes.begin(), preview->hexes.end()),
                 (QList<Hex>{at(0, 1), at(1, 0), at(2, 0), at(2, 1), at(3, 1)}));
    }

    // Rule: one order string per turn, "turn 1: …; turn 2: …", what a player submits each turn.
    void ordersTextShowsOneStringPerTurn()
    {
        QLabel *perTurn = m_window->planner()->planDock()->ordersPerTurnLabel();
        click(at(0, 1));
        click(at(1, 0));
        QCOMPARE(perTurn->text(), QString()); // one turn: the order line says it all
        QVERIFY(perTurn->isHidden());
        // The leg goes on from the plan's end, with the MP of turn 1 all spent.
        click(at(3, 1));
        QCOMPARE(session()->orderStringsPerTurn(), (QStringList{"ne", "e, se, e"}));
        // One turn a line, the words of `route`'s "Orders: turn 1: ne; turn 2: e, se, e".
        QCOMPARE(perTurn->text(), QString("turn 1: ne\nturn 2: e, se, e"));
        QCOMPARE(formatOrdersPerTurn(session()->orderStringsPerTurn()),
                 QString("turn 1: ne; turn 2: e, se, e"));
        QVERIFY(perTurn->isVisible());
        // The Orders field holds turn 1's orders: what to submit now.
        QCOMPARE(m_window->planner()->planDock()->orderEdit()->text(), QString("ne"));
    }
};

QTEST_MAIN(TestPlannerTurnRoute)
#include "tst_plannerturnroute.moc"
