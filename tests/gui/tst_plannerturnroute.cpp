// The planner's automatic routing counts turns as `hexstride-cli route` does (issue 11, §6):
// a click on a far hex plots the route with the fewest turns, then the fewest MP, the same
// route the core gives the CLI, and the dock shows one order string per turn.
#include "mainwindow.h"
#include "mapdocument.h"
#include "movement/costgrid.h"
#include "movement/pathfinder.h"
#include "movement/turnroute.h"
#include "planner/planner.h"
#include "planner/plannerdock.h"
#include "planner/planneroverlay.h"
#include "planner/plannersession.h"
#include "rules/rulesetmap.h"
#include "support/guitestutil.h"
#include "view/mapview.h"

#include <QLabel>
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

    /// Pointy-top, odd rows shifted; sea (no way for armies) but for these hexes (mixed fed
    /// army, 12 MP: plains 3, swamp 6, hills 5, mountains 12):
    ///   row 0:   .  plains  mountains  hills      .
    ///   row 1:     plains  swamp  .  mountains  .        start (0,1), target (3,1)
    ///   row 2:   .  .  swamp  mountains  .
    /// The cheapest route by MP, north (3 + 12 + 5 + 12 = 32 MP), takes four turns (3 | 12 | 5
    /// | 12); the southern one (6 + 6 + 12 + 12 = 36 MP) three (6 + 6 | 12 | 12).
    HexMap turnsMap()
    {
        const auto pbm = m_window->rulesets().ruleset("pbm-strategic");
        HexMap m = mapForRuleset(
            *pbm, {6, 4, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::ColRow},
            "sea");
        const auto set = [&](int col, int row, const QString &terrain) {
            m.setTerrain(m.grid().toHex({col, row}),
                         static_cast<std::uint8_t>(m.terrains().indexOf(terrain)));
        };
        set(1, 0, "plains");
        set(2, 0, "mountains");
        set(3, 0, "hills");
        set(0, 1, "plains");
        set(1, 1, "swamp");
        set(3, 1, "mountains");
        set(2, 2, "swamp");
        set(3, 2, "mountains");
        return m;
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1200, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->showMap(turnsMap(), {}, true);
        view()->setZoom(2.0);
        view()->centreOn(at(2, 1));
        QCoreApplication::processEvents();
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
        QCOMPARE(session()->orderString(), QString("e, se, e, ne"));
        QCOMPARE(session()->pathHexes(),
                 (QList<Hex>{at(0, 1), at(1, 1), at(2, 2), at(3, 2), at(3, 1)}));
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
        QCOMPARE(core->cost, 36);
        QCOMPARE(core->turns.back(), 3);
        // The MP-only search would have gone north, 32 MP in four turns.
        const auto cheapest = finder.route(at(0, 1), at(3, 1));
        QCOMPARE(cheapest->cost, 32);
        QCOMPARE(cheapest->hexes[1], at(1, 0));
    }

    // Rule: the hover preview is the route a click would plot.
    void previewIsTheRouteAClickPlots()
    {
        click(at(0, 1));
        const auto preview = session()->previewTo(at(3, 1));
        QVERIFY(preview);
        QCOMPARE(QList<Hex>(preview->hexes.begin(), preview->hexes.end()),
                 (QList<Hex>{at(0, 1), at(1, 1), at(2, 2), at(3, 2), at(3, 1)}));
    }

    // Rule: one order string per turn, "turn 1: …; turn 2: …", what a player submits each turn.
    void ordersTextShowsOneStringPerTurn()
    {
        QLabel *perTurn = m_window->planner()->planDock()->ordersPerTurnLabel();
        click(at(0, 1));
        click(at(1, 1));
        QVERIFY(perTurn->isHidden()); // one turn: the order line says it all
        click(at(3, 1));
        QCOMPARE(session()->orderStringsPerTurn(), (QStringList{"e, se", "e", "ne"}));
        QCOMPARE(perTurn->text(), QString("turn 1: e, se; turn 2: e; turn 3: ne"));
        QVERIFY(perTurn->isVisible());
    }
};

QTEST_MAIN(TestPlannerTurnRoute)
#include "tst_plannerturnroute.moc"
