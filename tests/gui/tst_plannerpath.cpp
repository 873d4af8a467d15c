// The plotted path as drawn: one label per hex placed clear of other labels and of the line,
// a line to every clicked waypoint (dashed where the steps cannot be made), a marker where each
// turn ends; the reach bands with their legend, their View-menu toggle and their borders, and
// reach bands computed in a window around the path's end equal to a search of the whole map.
#include "mainwindow.h"
#include "mapdocument.h"
#include "movement/costgrid.h"
#include "movement/movementrules.h"
#include "movement/pathfinder.h"
#include "planner/pathlabels.h"
#include "planner/planner.h"
#include "planner/plannerdock.h"
#include "planner/planneroverlay.h"
#include "planner/plannersession.h"
#include "support/guitestutil.h"
#include "support/plannertestutil.h"
#include "support/windowtestutil.h"
#include "view/mapview.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QRandomGenerator>
#include <QTest>
#include <unordered_map>

using namespace hexstride;
using namespace hexstride::testing;

class TestPlannerPath : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    MapView *view() { return m_window->mapView(); }
    QWidget *viewport() { return view()->viewport(); }
    const HexMap &map() { return m_window->document()->map(); }
    PlannerSession *session() { return m_window->planner()->session(); }
    PlannerOverlay *overlay() { return m_window->planner()->overlay(); }
    Hex at(int col, int row) { return map().grid().toHex({col, row}); }
    QPoint centreOf(Hex h) { return view()->sceneToViewport(view()->params().centre(h)).toPoint(); }
    void click(Hex h) { QTest::mouseClick(viewport(), Qt::LeftButton, {}, centreOf(h)); }
    void showMap(const HexMap &m)
    {
        m_window->showMap(m, {}, true);
        view()->setZoom(2.0);
        view()->centreOn(at(6, 5));
        QCoreApplication::processEvents();
    }
    static bool crosses(const QRectF &box, QLineF line)
    {
        // A segment meets a box when an end is inside or it crosses one of the box's sides.
        if (box.contains(line.p1()) || box.contains(line.p2()))
            return true;
        const QLineF sides[] = {{box.topLeft(), box.topRight()},
                                {box.topRight(), box.bottomRight()},
                                {box.bottomRight(), box.bottomLeft()},
                                {box.bottomLeft(), box.topLeft()}};
        for (const QLineF &s : sides) {
            if (line.intersects(s, nullptr) == QLineF::BoundedIntersection)
                return true;
        }
        return false;
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        QVERIFY(openMainWindow(m_window, std::nullopt, {1400, 900}));
        showMap(plannerMap(*m_window, 14, 10));
        m_window->selectTool("plan-movement");
        view()->setFocus();
    }
    void cleanup() { m_window.reset(); }

    void oneLabelPerHexClearOfLabelsAndLine_data()
    {
        QTest::addColumn<double>("zoom");
        QTest::newRow("50 %") << 0.5;
        QTest::newRow("100 %") << 1.0;
        QTest::newRow("200 %") << 2.0;
        QTest::newRow("400 %") << 4.0;
    }
    void oneLabelPerHexClearOfLabelsAndLine()
    {
        QFETCH(double, zoom);
        // Out east four hexes and back west along the same row: every hex but the turning
        // point is entered twice.
        click(at(3, 5));
        click(at(7, 5));
        click(at(3, 5));
        QCOMPARE(session()->orderString(), QString("e, e, e, e, w, w, w, w"));
        view()->setZoom(zoom);
        view()->centreOn(at(5, 5));
        const PlannerOverlay::PathDrawing d = overlay()->pathDrawing(view()->params());
        QCOMPARE(d.labels.size(), 5); // (4,5) … (7,5) and back to the start (3,5)
        QStringList texts;
        for (const PathLabel &l : d.labels)
            texts << l.text;
        // (4,5) is entered by the first step (3/3) and again on the way back; its label shows both.
        const qsizetype first = texts.indexOf(QRegularExpression("^3/3, .+"));
        QVERIFY2(first >= 0, qPrintable(texts.join(" | ")));
        QCOMPARE(texts.filter(", ").size(), 3); // (4,5) … (6,5) twice; (7,5) and the start once
        for (qsizetype i = 0; i < d.labels.size(); ++i) {
            for (qsizetype j = i + 1; j < d.labels.size(); ++j)
                QVERIFY2(!d.labels[i].box.intersects(d.labels[j].box),
                         qPrintable(texts[i] + " over " + texts[j]));
        }
        // Clear of the line when there is room (from 100 % on: a hex is wider than a label).
        if (zoom >= 1.0) {
            const QPolygonF line = d.executed + d.notExecuted;
            for (const PathLabel &l : d.labels) {
                for (qsizetype k = 1; k < line.size(); ++k)
                    QVERIFY2(!crosses(l.box, QLineF(line[k - 1], line[k])),
                             qPrintable(l.text + " on the line"));
            }
        }
    }

    void lineReachesEveryWaypointDashedPastTheBudget()
    {
        // 12 MP a turn at 3 per plains hex: a waypoint eight hexes away is past the first turn's
        // reach only if the plan stops; an impassable hex in the way makes the rest not executable.
        HexMap m = plannerMap(*m_window, 14, 10);
        m.setTerrain(at(6, 5), std::uint8_t(m.terrains().indexOf("sea")));
        showMap(m);
        click(at(2, 5));
        session()->setOrderString("e, e, e, e, e, e, e, e");
        const PlannerOverlay::PathDrawing d = overlay()->pathDrawing(view()->params());
        QVERIFY(session()->result().executed < 8);
        QVERIFY(!d.notExecuted.isEmpty());
        // The line ends on the hex the last order leads to, not where the unit stops.
        QCOMPARE(d.notExecuted.last(), view()->params().centre(at(10, 5)));
        QCOMPARE(d.executed.first(), view()->params().centre(at(2, 5)));
        QCOMPARE(d.notExecuted.first(), d.executed.last()); // one line, in two styles
    }

    void markerWhereEachTurnEnds()
    {
        // A ruleset whose orders span turns: a marker with the turn's number on the hex where
        // the engine starts the next turn, and the last turn's on the plan's end, nowhere else.
        showMap(plannerMap(*m_window, 20, 10, "open", "strategic-commanders"));
        click(at(1, 5));
        QVERIFY(session()->setOrderString("e, e, e, e, e, e, e, e, e, e, e, e, e, e, e, e"));
        const QList<PlannedStep> &steps = session()->result().steps;
        const QList<Hex> hexes = session()->pathHexes();
        QList<QPair<QPointF, int>> expected;
        for (qsizetype i = 0; i + 1 < steps.size(); ++i) {
            if (steps[i].status == StepStatus::Ok && steps[i + 1].turn != steps[i].turn)
                expected.append({view()->params().centre(hexes[i + 1]), steps[i].turn});
        }
        QVERIFY2(!expected.isEmpty(), "the plan should span turns");
        QCOMPARE(steps.constLast().status, StepStatus::Ok);
        expected.append({view()->params().centre(hexes.constLast()), steps.constLast().turn});
        const PlannerOverlay::PathDrawing d = overlay()->pathDrawing(view()->params());
        QCOMPARE(d.turnEnds.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            QCOMPARE(d.turnEnds[i].box.center(), expected[i].first);
            QCOMPARE(d.turnEnds[i].turn, expected[i].second);
        }
    }

    void placementAvoidsPlacedBoxesAndSegments()
    {
        // Three labels on one anchor: each takes another position around it.
        QList<PathLabel> labels(3);
        for (PathLabel &l : labels) {
            l.anchor = {100, 100};
            l.size = {30, 12};
        }
        const QPolygonF line{{40, 100}, {160, 100}};
        placePathLabels(labels, {line}, {QRectF(85, 85, 30, 30)}, 4);
        for (qsizetype i = 0; i < labels.size(); ++i) {
            QVERIFY(!crosses(labels[i].box, QLineF(line[0], line[1])));
            QVERIFY(!labels[i].box.intersects(QRectF(85, 85, 30, 30)));
            for (qsizetype j = i + 1; j < labels.size(); ++j)
                QVERIFY(!labels[i].box.intersects(labels[j].box));
        }
    }

    void reachHasAViewMenuToggleAndALegend()
    {
        click(at(6, 5));
        QAction *toggle = m_window->planner()->planDock()->reachAction();
        QVERIFY(m_window->menuBar()->findChildren<QMenu *>().size() > 0);
        bool inViewMenu = false;
        for (QMenu *menu : m_window->menuBar()->findChildren<QMenu *>()) {
            if (menu->objectName() == "menuView" && menu->actions().contains(toggle))
                inViewMenu = true;
        }
        QVERIFY(inViewMenu);
        QVERIFY(!session()->reachVisible());
        QVERIFY(m_window->planner()->planDock()->reachLegend()->isHidden());
        toggle->trigger();
        QVERIFY(session()->reachVisible());
        QVERIFY(m_window->planner()->planDock()->reachLegend()->isVisible());
        // R from the map and the menu item stay in step.
        QTest::keyClick(viewport(), Qt::Key_R);
        QVERIFY(!session()->reachVisible());
        QVERIFY(!toggle->isChecked());
    }

    void reachBandsStandOutOnEveryTerrain()
    {
        // Each terrain of the ruleset in turn under the reach: along the band's border the
        // drawing shows a dark line and a light one, whatever the terrain colour.
        QStringList terrains;
        for (const FeatureDefinition &t : m_window->document()->ruleset()->vocabulary.terrains)
            terrains << t.id;
        QVERIFY(terrains.size() >= 5);
        for (const QString &terrain : std::as_const(terrains)) {
            if (terrain == "sea")
                continue;
            showMap(plannerMap(*m_window, 14, 10, terrain));
            session()->setStart(at(6, 5));
            session()->setReachVisible(true);
            if (session()->reachedNow().size() < 2)
                continue; // nothing to border (impassable ground)
            QImage img(viewport()->size(), QImage::Format_ARGB32_Premultiplied);
            viewport()->render(&img);
            int darkest = 255, lightest = 0;
            // Scan a row through the end: border pixels of the bands sit on it.
            const int y = centreOf(at(6, 5)).y() + 3;
            for (int x = 0; x < img.width(); ++x) {
                const int v = qGray(img.pixel(x, y));
                darkest = std::min(darkest, v);
                lightest = std::max(lightest, v);
            }
            QVERIFY2(darkest < 90 && lightest - darkest > 90,
                     qPrintable(QString("%1: %2..%3").arg(terrain).arg(darkest).arg(lightest)));
            session()->setReachVisible(false);
        }
    }

    void windowedReachEqualsTheWholeMapSearch()
    {
        // A map much larger than the reach, with rough patches, the end near a corner and in the
        // middle: bands and MP left equal the pathfinder's on the whole map's cost grid.
        HexMap m = plannerMap(*m_window, 150, 120);
        QRandomGenerator rng(13);
        const QStringList rough{"hills", "forest", "mountains", "swamp"};
        for (int row = 0; row < m.height(); ++row)
            for (int col = 0; col < m.width(); ++col)
                if (rng.bounded(100) < 35)
                    m.setTerrain(m.grid().toHex({col, row}),
                                 std::uint8_t(m.terrains().indexOf(rough[int(rng.bounded(4))])));
        showMap(m);
        MovementRules rules(m_window->document()->ruleset());
        const auto model = rules.model(map(), session()->profile());
        CostGrid grid(map().shape(), [&](Hex h, Direction d) { return model->cost(map(), h, d); });
        Pathfinder finder(grid);
        for (const Offset start : {Offset{3, 2}, Offset{75, 61}, Offset{148, 119}}) {
            const Hex end = at(start.col, start.row);
            session()->setStart(end);
            session()->setReachVisible(true);
            const int perTurn = session()->budget();
            std::unordered_map<Hex, int> expected;
            for (const ReachedHex &r :
                 finder.reachBands(end, perTurn, PlannerSession::kReachTurns).hexes)
                expected[r.hex] = r.turn + 1;
            for (const ReachedHex &r : finder.reach(end, perTurn).hexes)
                expected[r.hex] = 1;
            int reached = 0;
            for (int i = 0; i < map().hexCount(); ++i) {
                const Hex h = map().hexAtIndex(i);
                const auto it = expected.find(h);
                QCOMPARE(session()->reachBand(h), it == expected.end() ? 0 : it->second);
                reached += it != expected.end();
            }
            QVERIFY(reached > 20);
            session()->setReachVisible(false);
        }
    }
};

QTEST_MAIN(TestPlannerPath)
#include "tst_plannerpath.moc"
