// The movement planner driven through the view: clicks, keys, the order string, hover
// explanations, reach and stored plans, checked against the engine and the pbm-strategic tables.
#include "../shared/missingtool.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "movement/costgrid.h"
#include "movement/pathfinder.h"
#include "movement/planevaluator.h"
#include "movement/planturns.h"
#include "movement/turnroute.h"
#include "planner/planner.h"
#include "planner/plannerdock.h"
#include "planner/planneroverlay.h"
#include "planner/plannersession.h"
#include "planner/planstepsmodel.h"
#include "planner/unitdock.h"
#include "rules/rulesetmap.h"
#include "support/guitestutil.h"
#include "support/plannertestutil.h"
#include "view/mapview.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <QToolTip>
#include <QUndoStack>
#include <unordered_set>

using namespace hexstride;
using namespace hexstride::testing;

class TestPlanner : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    MapView *view() { return m_window->mapView(); }
    QWidget *viewport() { return m_window->mapView()->viewport(); }
    const HexMap &map() { return m_window->document()->map(); }
    PlannerSession *session() { return m_window->planner()->session(); }
    PlannerDock *dock() { return m_window->planner()->planDock(); }
    Hex at(int col, int row) { return map().grid().toHex({col, row}); }
    QPoint centreOf(Hex h) { return view()->sceneToViewport(view()->params().centre(h)).toPoint(); }
    void click(Hex h, Qt::MouseButton b = Qt::LeftButton)
    {
        QTest::mouseClick(viewport(), b, {}, centreOf(h));
    }
    void hover(Hex h)
    {
        sendMouse(viewport(), QEvent::MouseMove, centreOf(h), Qt::NoButton, Qt::NoButton);
    }
    std::shared_ptr<const Ruleset> ruleset() { return m_window->document()->ruleset(); }

    /// The engine's own evaluation of an order string from a start, for comparison.
    PlanResult engine(Hex start, const QString &orders, const UnitProfile &profile = {})
    {
        MovementRules rules(ruleset());
        const auto parsed
            = parseOrders(orders, map().grid().orientation, ruleset()->turns.holdTokens);
        return evaluateOrders(rules, map(), start, parsed.tokens, profile);
    }
    void setRiver(Hex h, Direction d)
    {
        HexMap m = map();
        m.setEdgeFeatures(edgeOf(h, d),
                          FeatureMask(1u << m.edgeFeatureIds().indexOf("minor-river")));
        m_window->showMap(m, {}, true);
        prepareView();
    }
    void prepareView()
    {
        m_window->activateWindow();
        view()->setFocus();
        view()->setZoom(2.0);
        view()->centreOn(at(6, 5));
        QCoreApplication::processEvents();
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1400, 900);
        const auto pbm = m_window->rulesets().ruleset("pbm-strategic");
        QVERIFY(pbm);
        m_window->showMap(plannerMap(*pbm, 14, 10), {}, true);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        prepareView();
        m_window->selectTool("plan-movement");
        QVERIFY(m_window->planner()->overlay()->isActive());
    }
    void cleanup() { m_window.reset(); }

    void clicksPlotStepsWithTableCosts_data()
    {
        QTest::addColumn<bool>("fed");
        QTest::addColumn<bool>("river");
        QTest::addColumn<QList<int>>("costs"); // hand-checked from the pbm-strategic table
        QTest::addColumn<QList<int>>("turns"); // of 12 MP a turn
        QTest::newRow("plains fed") << true << false << QList<int>{3, 3, 3} << QList<int>{1, 1, 1};
        QTest::newRow("plains unfed")
            << false << false << QList<int>{4, 4, 4} << QList<int>{1, 1, 1};
        QTest::newRow("minor river fed")
            << true << true << QList<int>{3, 5, 3} << QList<int>{1, 1, 1};
        // 4 + 7 = 11: the third step (4 > 1 MP left) is made in turn 2.
        QTest::newRow("minor river unfed")
            << false << true << QList<int>{4, 7, 4} << QList<int>{1, 1, 2};
    }
    void clicksPlotStepsWithTableCosts()
    {
        QFETCH(bool, fed);
        QFETCH(bool, river);
        QFETCH(QList<int>, costs);
        QFETCH(QList<int>, turns);
        if (river)
            setRiver(at(4, 5), 0); // east side of (4,5)
        if (!fed) {
            QCOMPARE(session()->profile().value("fed"), QString("yes")); // the ruleset's default
            tickOption(m_window->planner()->unitDock(), "fed");
            QCOMPARE(session()->profile().value("fed"), QString("no"));
        }
        click(at(3, 5));
        click(at(4, 5));
        click(at(5, 5));
        click(at(6, 5));
        QCOMPARE(session()->orderString(), QString("e, e, e"));
        const qsizetype firstTurn = turns.count(1);
        QCOMPARE(dock()->orderEdit()->text(),
                 QStringList(firstTurn, QStringLiteral("e")).join(QStringLiteral(", ")));
        const PlanResult &r = session()->result();
        QCOMPARE(r.steps.size(), 3);
        int total = 0;
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(r.steps[i].cost.value_or(-1), costs[i]);
            QCOMPARE(r.steps[i].status, StepStatus::Ok);
            QCOMPARE(r.steps[i].turn, turns[i]);
            total += costs[i];
            QCOMPARE(r.steps[i].total, total);
        }
        QCOMPARE(r.executed, 3);
        // The first turn's orders are what `move` evaluates for them.
        const PlanResult expected = engine(
            at(3, 5), QStringList(firstTurn, QStringLiteral("e")).join(QStringLiteral(", ")),
            {{"fed", fed ? "yes" : "no"}});
        QCOMPARE(expected.executed, int(firstTurn));
        for (int i = 0; i < firstTurn; ++i)
            QCOMPARE(r.steps[i].cost, expected.steps[i].cost);
        // The side panel lists them with the same numbers.
        auto *model = dock()->stepsModel();
        QCOMPARE(model->rowCount(), 3);
        QCOMPARE(model->index(2, PlanStepsModel::Total).data().toInt(), total);
        QCOMPARE(model->index(1, PlanStepsModel::Cost).data().toInt(), costs[1]);
        QCOMPARE(model->index(2, PlanStepsModel::Status).data().toString(),
                 turns[2] == 1 ? QString("ok") : QString("turn 2"));
    }

    // Rule: a split move makes its day half and its night half in the same turn.
    void splitMoveHalvesShowInOneTurn()
    {
        const auto strategic = m_window->rulesets().ruleset("strategic-commanders");
        QVERIFY(strategic);
        m_window->showMap(mapForRuleset(*strategic, {16, 4, {}, LabelScheme::ColRow}, "open"), {},
                          true);
        prepareView();
        session()->setStart(at(1, 1));
        session()->setProfile({{"sight", "dark-seeing"}, {"period", "split"}});
        QVERIFY(session()->setOrderString("e, e, e, e, e, e, e, e"));
        auto *model = dock()->stepsModel();
        QCOMPARE(model->index(5, PlanStepsModel::Turn).data().toString(), QString("1 · Day"));
        QCOMPARE(model->index(6, PlanStepsModel::Turn).data().toString(), QString("1 · Night"));
        QCOMPARE(session()->mpLeft(), 4); // 6 a period, 2 steps made by night
    }

    void nonAdjacentClickAddsCheapestRoute()
    {
        click(at(2, 2));
        click(at(8, 2));
        QCOMPARE(session()->orders().size(), 6);
        QCOMPARE(session()->pathEnd(), std::optional<Hex>(at(8, 2)));
        // 18 > 12: four plains steps at 3 fill turn 1, the last two are turn 2's (an order
        // list is one turn: the plan is submitted turn by turn).
        QCOMPARE(session()->result().executed, 6);
        QCOMPARE(session()->result().total, 18);
        QCOMPARE(session()->result().steps[3].turn, 1);
        QCOMPARE(session()->result().steps[4].turn, 2);
        QCOMPARE(session()->result().steps[5].status, StepStatus::Ok);
        QCOMPARE(dock()->stepsModel()->index(4, PlanStepsModel::Status).data().toString(),
                 QString("turn 2"));
        QCOMPARE(dock()->orderEdit()->text(), QString("e, e, e, e"));
    }

    void backspaceRightClickHoldAndEscape()
    {
        click(at(3, 3));
        click(at(4, 3));
        click(at(5, 3));
        QTest::keyClick(viewport(), Qt::Key_Backspace);
        QCOMPARE(session()->orderString(), QString("e"));
        QTest::keyClick(viewport(), Qt::Key_H);
        QCOMPARE(session()->orderString(), QString("e, h"));
        QCOMPARE(session()->result().steps[1].cost.value_or(-1), 1); // a day of rest costs 1
        click(at(9, 9), Qt::RightButton);
        QCOMPARE(session()->orderString(), QString("e"));
        QTest::keyClick(viewport(), Qt::Key_Escape);
        QVERIFY(!session()->start());
        QVERIFY(session()->orders().isEmpty());
    }

    void hoverShowsPreviewAndExplanation()
    {
        setRiver(at(4, 5), 0);
        m_window->selectTool("plan-movement");
        click(at(3, 5));
        click(at(4, 5));
        hover(at(5, 5)); // neighbour of the end across the minor river
        // The table's row for plains across a minor river says 5 ("Plains with Minor River").
        const QString text = dock()->explanationLabel()->text();
        QVERIFY2(text.startsWith(
                     "Mixed Army Movement Costs: Plains with Minor River, Fed Normal Cost → 5"),
                 qPrintable(text));
        hover(at(8, 5));
        const auto &preview = m_window->planner()->overlay()->preview();
        QVERIFY(preview);
        QCOMPARE(preview->hexes.back(), at(8, 5));
        QCOMPARE(preview->cost, 5 + 3 + 3 + 3);
        // Hovering a step of the path explains that step.
        hover(at(4, 5));
        QVERIFY2(dock()->explanationLabel()->text().startsWith(
                     "Mixed Army Movement Costs: Plains, Fed Normal Cost → 3"),
                 qPrintable(dock()->explanationLabel()->text()));
        // Evasive doubles the cost: the modifier shows with its factor and result.
        tickOption(m_window->planner()->unitDock(), "evasive");
        hover(at(3, 6));
        hover(at(4, 5));
        const QString evasive = dock()->explanationLabel()->text();
        QVERIFY2(evasive.startsWith("Mixed Army Movement Costs: Plains, Fed Normal Cost → 3 · ")
                     && evasive.contains("Moving evasively doubles the cost ×2 → 6"),
                 qPrintable(evasive));
    }

    void typedOrdersShowOnMapAndBadTokensArePointedOut()
    {
        click(at(5, 5));
        QLineEdit *edit = dock()->orderEdit();
        edit->clear();
        const int undoBefore = session()->undoStack()->count();
        QTest::keyClicks(edit, "nw, nw, e, h");
        QCOMPARE(session()->orders().size(), 4);
        // The typed string is one step of the plan's history, not one per key.
        QCOMPARE(session()->undoStack()->count(), undoBefore + 1);
        session()->undoStack()->undo();
        QVERIFY(session()->orders().isEmpty());
        session()->undoStack()->redo();
        QCOMPARE(session()->orders().size(), 4);
        QVERIFY(dock()->errorLabel()->isHidden());
        const PlanResult expected = engine(at(5, 5), "nw, nw, e, h");
        QCOMPARE(expected.executed, 4);
        QCOMPARE(session()->pathEnd(), std::optional<Hex>(expected.end));
        QCOMPARE(session()->result().total, expected.total);

        edit->clear();
        QTest::keyClicks(edit, "nw, xx, e");
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY(!dock()->errorLabel()->isHidden());
        QVERIFY2(dock()->errorLabel()->text().contains("xx"),
                 qPrintable(dock()->errorLabel()->text()));
        QCOMPARE(edit->selectedText(), QString("xx"));
        QCOMPARE(edit->selectionStart(), 4);
        QCOMPARE(session()->orders().size(), 1); // "nw" before the bad token stays on the map
    }

    // The planner's keys work wherever the focus is in the main window (guide: shortcuts page).
    // After Copy or a row of the steps table takes the focus, R shows the reach instead of
    // switching to Rectangle Select, Backspace takes back the last step, H adds a rest and Esc
    // clears the plan; in the typed orders field the same keys are typed.
    void plannerKeysWorkWhereverTheFocusIs()
    {
        const auto orderTexts = [this] {
            QStringList texts;
            for (const OrderToken &t : session()->orders())
                texts << t.text;
            return texts;
        };
        click(at(5, 5));
        click(at(6, 5));
        click(at(7, 5));
        QCOMPARE(orderTexts(), (QStringList{"e", "e"}));
        auto *copy = dock()->findChild<QToolButton *>("copyOrders");
        QVERIFY(copy);
        QTest::mouseClick(copy, Qt::LeftButton);
        copy->setFocus(); // a click on a tool button gives it the focus on some styles only
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(copy));
        QTest::keyClick(copy, Qt::Key_R);
        QVERIFY(session()->reachVisible());
        QCOMPARE(view()->tool()->name(), QString("Plan Movement"));
        QTest::keyClick(copy, Qt::Key_H);
        QCOMPARE(orderTexts(), (QStringList{"e", "e", "h"}));
        QTest::keyClick(copy, Qt::Key_Backspace);
        QCOMPARE(orderTexts(), (QStringList{"e", "e"}));

        QTableView *table = dock()->stepsView();
        table->setFocus();
        table->selectRow(0);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(table));
        QTest::keyClick(table, Qt::Key_6); // east, from the path's end 7,5
        QCOMPARE(orderTexts(), (QStringList{"e", "e", "e"}));
        QTest::keyClick(table, Qt::Key_R);
        QVERIFY(!session()->reachVisible());
        QCOMPARE(view()->tool()->name(), QString("Plan Movement"));

        // Typed into the orders field, "h" is a letter of the text, not a rest.
        auto *edit = dock()->findChild<QLineEdit *>("orderString");
        edit->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(edit));
        const QString typed = edit->text();
        QTest::keyClick(edit, Qt::Key_End);
        QTest::keyClicks(edit, ", h");
        QCOMPARE(edit->text(), typed + ", h");

        QTest::keyClick(table, Qt::Key_Escape);
        QVERIFY(session()->orders().isEmpty());
    }

    // A tool change keeps the map point at the view's centre where it was on screen: the
    // planner's docks open on the left and used to push the map about 400 px, so the next click
    // landed on another hex. Zoomed in on a large map so that it can scroll both ways.
    void aToolChangeKeepsTheMapUnderTheCentre()
    {
        m_window->showMap(plannerMap(*ruleset(), 80, 60), {}, true);
        view()->setZoom(2.0);
        view()->centreOn(at(40, 30));
        for (const QString &tool :
             {QString("terrain-brush"), QString("plan-movement"), QString("terrain-brush")}) {
            QWidget *vp = viewport();
            const QPoint centre = vp->rect().center();
            const QPoint global = vp->mapToGlobal(centre);
            const QPointF scene = view()->viewportToScene(centre);
            m_window->selectTool(tool);
            QApplication::processEvents();
            const QPoint now = vp->mapToGlobal(view()->sceneToViewport(scene).toPoint());
            QVERIFY2((now - global).manhattanLength() <= 2,
                     qPrintable(QString("%1: %2,%3 moved to %4,%5")
                                    .arg(tool)
                                    .arg(global.x())
                                    .arg(global.y())
                                    .arg(now.x())
                                    .arg(now.y())));
        }
    }

    void reachOverlayMatchesPathfinder()
    {
        click(at(6, 5));
        QTest::keyClick(viewport(), Qt::Key_R);
        QVERIFY(session()->reachVisible());
        MovementRules rules(ruleset());
        const auto model = rules.model(map(), {});
        const HexMap &m = map();
        CostGrid grid(m.shape(), [&](Hex h, Direction d) { return model->cost(m, h, d); });
        Pathfinder finder(grid);
        const ReachArea area = finder.reach(at(6, 5), 12);
        std::unordered_set<Hex> expected;
        for (const ReachedHex &r : area.hexes)
            expected.insert(r.hex);
        const QList<Hex> shown = session()->reachedNow();
        QVERIFY(std::unordered_set<Hex>(shown.cbegin(), shown.cend()) == expected);
        QCOMPARE(expected.size(), 61); // plains at 3 MP: four steps, 1 + 6 + 12 + 18 + 24 hexes
        QTest::keyClick(viewport(), Qt::Key_R);
        QVERIFY(!session()->reachVisible());
        QVERIFY(session()->reachedNow().isEmpty());
    }

    void plansPersistThroughSaveAndUndo()
    {
        click(at(3, 3));
        click(at(4, 3));
        click(at(4, 4));
        dock()->saveAsPlan("Alpha");
        QCOMPARE(map().plans().size(), 1);
        QCOMPARE(dock()->plansModel()->rowCount(), 1);
        QCOMPARE(map().plans()[0].orders, session()->orderString().split(", "));
        dock()->plansModel()->setData(dock()->plansModel()->index(0), "Beta");
        QCOMPARE(map().plans()[0].name, QString("Beta"));
        m_window->document()->undoStack()->undo();
        QCOMPARE(map().plans()[0].name, QString("Alpha"));
        m_window->document()->undoStack()->redo();

        const QString path = m_dir.filePath("plans.hexmap");
        QCOMPARE(saveMapFile(map(), path), QString());
        const QStringList orders = map().plans()[0].orders;
        const MapLoadResult loaded = loadMapFile(path);
        QVERIFY(loaded.map);
        QCOMPARE(loaded.map->plans().size(), 1);
        QCOMPARE(loaded.map->plans()[0].name, QString("Beta"));
        QCOMPARE(loaded.map->plans()[0].orders, orders);
        QCOMPARE(loaded.map->plans()[0].start, at(3, 3));

        m_window->showMap(*loaded.map, path, true);
        prepareView();
        QCOMPARE(session()->start(), std::optional<Hex>());
        dock()->plansModel()->activatePlan(0);
        QCOMPARE(session()->start(), std::optional<Hex>(at(3, 3)));
        QCOMPARE(session()->orderString(), orders.join(", "));
        dock()->plansModel()->deletePlan(0);
        QCOMPARE(map().plans().size(), 0);
    }

    void characterMovesWithinTwelveHexesNotToSea()
    {
        HexMap m = plannerMap(*ruleset(), 30, 10);
        m.setTerrain(m.grid().toHex({10, 5}), std::uint8_t(m.terrains().indexOf("sea")));
        m_window->showMap(m, {}, true);
        view()->setZoom(0.8);
        view()->centreOn(at(15, 5));
        QCoreApplication::processEvents();
        auto *mover
            = qobject_cast<QComboBox *>(m_window->planner()->unitDock()->optionWidget("mover"));
        QVERIFY(mover);
        mover->setCurrentIndex(mover->findData("character"));
        emit mover->activated(mover->currentIndex());
        QCOMPARE(session()->profile().value("mover"), QString("character"));
        QVERIFY(session()->destinationRule());
        click(at(5, 5));
        click(at(17, 5)); // 12 hexes east
        QCOMPARE(session()->destination(), std::optional<Hex>(at(17, 5)));
        QVERIFY(session()->checkDestinationTo(at(17, 5)).allowed);
        QVERIFY(!dock()->totalsLabel()->text().contains("not allowed"));
        // pbm-strategic §1.5: the clicked hex is the character's order (its label, as an
        // orders file writes it), one step there across the sea at 10,5, costing nothing.
        const QString label = m_window->document()->map().label(at(17, 5));
        QTRY_COMPARE_WITH_TIMEOUT(dock()->orderEdit()->text(), label, 5000);
        QCOMPARE(session()->result().end, at(17, 5));
        QCOMPARE(session()->result().steps.size(), 1);
        QCOMPARE(session()->result().steps[0].cost, std::optional<int>(0));
        click(at(18, 5)); // 13 hexes
        QVERIFY(!session()->checkDestinationTo(at(18, 5)).allowed);
        QVERIFY2(dock()->totalsLabel()->text().contains("12"),
                 qPrintable(dock()->totalsLabel()->text()));
        click(at(10, 5)); // sea
        QVERIFY(!session()->checkDestinationTo(at(10, 5)).allowed);
        QVERIFY(dock()->totalsLabel()->text().contains("not allowed"));
        QCOMPARE(session()->orders().size(), 1); // the destination, never a path
        QCOMPARE(session()->result().end, at(5, 5));
    }

    void compareFedAgainstUnfed()
    {
        UnitDock *units = m_window->planner()->unitDock();
        units->compareButton()->click(); // keeps the default (fed) profile for comparison
        QVERIFY(session()->compareProfile());
        tickOption(units, "fed");
        click(at(3, 5));
        click(at(4, 5));
        click(at(5, 5));
        auto *model = dock()->stepsModel();
        QCOMPARE(model->columnCount(), int(PlanStepsModel::ColumnCount));
        QCOMPARE(model->index(0, PlanStepsModel::Cost).data().toInt(), 4);        // unfed
        QCOMPARE(model->index(0, PlanStepsModel::CompareCost).data().toInt(), 3); // fed
        QCOMPARE(model->index(1, PlanStepsModel::Difference).data().toString(), QString("-1"));
        units->compareButton()->click();
        QVERIFY(!session()->compareProfile());
        QCOMPARE(model->columnCount(), int(PlanStepsModel::CompareCost));
    }

    void draggingAWaypointReroutesLive_data()
    {
        QTest::addColumn<QList<QPoint>>("clicks"); // col,row of each click; the first is the start
        QTest::addColumn<int>("waypoint");         // which clicked hex is dragged
        QTest::addColumn<QList<QPoint>>("trail");  // hexes the mouse passes over, the last is kept
        QTest::newRow("middle waypoint")
            << QList<QPoint>{{2, 3}, {6, 3}, {6, 8}} << 1 << QList<QPoint>{{7, 3}, {8, 2}, {9, 5}};
        QTest::newRow("the end") << QList<QPoint>{{2, 3}, {6, 3}} << 1
                                 << QList<QPoint>{{6, 4}, {7, 7}};
        QTest::newRow("the start")
            << QList<QPoint>{{2, 3}, {6, 3}, {6, 8}} << 0 << QList<QPoint>{{2, 4}, {1, 7}};
    }
    void draggingAWaypointReroutesLive()
    {
        QFETCH(QList<QPoint>, clicks);
        QFETCH(int, waypoint);
        QFETCH(QList<QPoint>, trail);
        // Mountains across the middle make the cheapest routes bend.
        HexMap m = map();
        for (int row = 1; row <= 6; ++row)
            m.setTerrain(m.grid().toHex({5, row}), std::uint8_t(m.terrains().indexOf("mountains")));
        m_window->showMap(m, {}, true);
        prepareView();
        for (const QPoint &c : clicks)
            click(at(c.x(), c.y()));
        const QList<Hex> before = session()->pathHexes();
        const QString ordersBefore = session()->orderString();
        const int undoBefore = session()->undoStack()->count();
        // Positions of the clicked hexes in the path, found by walking it (each click's hex is
        // the first time the path reaches it after the previous one).
        QList<int> positions{0};
        for (int i = 1; i < clicks.size(); ++i)
            positions << int(
                before.indexOf(at(clicks[i].x(), clicks[i].y()), positions.last() + 1));
        const Hex pressed = at(clicks[waypoint].x(), clicks[waypoint].y());

        // A drag cursor over a waypoint, the planner's own elsewhere.
        hover(at(11, 8));
        QCOMPARE(viewport()->cursor().shape(), Qt::PointingHandCursor);
        hover(pressed);
        QCOMPARE(viewport()->cursor().shape(), Qt::OpenHandCursor);

        MovementRules rules(ruleset());
        const auto model = rules.model(map(), session()->profile());
        const HexMap &cur = map();
        CostGrid grid(cur.shape(), [&](Hex h, Direction d) { return model->cost(cur, h, d); });
        Pathfinder finder(grid);
        const TurnClock clock = TurnClock::of(rules.ruleset(), session()->profile(), *model);
        auto expectedPath = [&](Hex to) {
            // Untouched legs as they were; the two legs at the waypoint: the engine's route by
            // turns through it.
            const bool hasPrev = waypoint > 0, hasNext = waypoint + 1 < clicks.size();
            const Hex prev = hasPrev ? before[positions[waypoint - 1]] : to;
            const Hex next = hasNext ? before[positions[waypoint + 1]] : to;
            // Counting turns from where the plan stands at prev, as `route --via` would.
            std::vector<int> costs;
            for (int i = 1; hasPrev && i <= positions[waypoint - 1]; ++i)
                costs.push_back(
                    grid.stepCost(before[i - 1], directionTo(before[i - 1], before[i])));
            const TurnState state = turnStateAfter(costs, clock.perPeriod).value_or(TurnState{});
            std::optional<Route> r
                = hasPrev && hasNext
                      ? routeByTurns(finder, clock, prev, std::span<const Hex>(&to, 1), next, state)
                      : routeByTurns(finder, clock, prev, {}, next, state);
            QList<Hex> path = hasPrev ? before.mid(0, positions[waypoint - 1]) : QList<Hex>();
            path += QList<Hex>(r->hexes.cbegin(), r->hexes.cend());
            if (hasNext)
                path += before.mid(positions[waypoint + 1] + 1);
            return path;
        };

        QTest::mousePress(viewport(), Qt::LeftButton, {}, centreOf(pressed));
        QCOMPARE(session()->orderString(), ordersBefore); // a press alone changes nothing
        for (const QPoint &c : trail) {
            const Hex to = at(c.x(), c.y());
            QTest::mouseMove(viewport(), centreOf(to));
            // Live: the plan follows the mouse while the button is down.
            QCOMPARE(session()->pathHexes(), expectedPath(to));
            QCOMPARE(session()->undoStack()->count(), undoBefore);
        }
        const Hex dropped = at(trail.last().x(), trail.last().y());
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, centreOf(dropped));
        const QList<Hex> after = session()->pathHexes();
        QCOMPARE(after, expectedPath(dropped));
        QVERIFY(after != before);
        // The costs are the engine's for the new orders, submitted turn by turn.
        MovementRules turnRules(ruleset());
        const PlanResult expected
            = evaluatePlanInTurns(turnRules, map(), after.first(),
                                  parseOrders(session()->orderString(), map().grid().orientation,
                                              ruleset()->turns.holdTokens)
                                      .tokens,
                                  session()->profile());
        QCOMPARE(session()->result().total, expected.total);
        QCOMPARE(session()->result().end, expected.end);
        // The dragged hex is a waypoint again where it was dropped.
        QCOMPARE(session()->waypointAt(dropped), waypoint);

        // One undo step for the whole drag, through the window's Undo (Ctrl+Z) while planning.
        QCOMPARE(session()->undoStack()->count(), undoBefore + 1);
        QTest::keyClick(viewport(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(session()->pathHexes(), before);
        QCOMPARE(session()->orderString(), ordersBefore);
        session()->undoStack()->redo();
        QCOMPARE(session()->pathHexes(), after);
    }

    void restsStayWithTheirWaypointWhenDragging()
    {
        click(at(2, 2));
        click(at(5, 2));
        QTest::keyClick(viewport(), Qt::Key_H); // a rest at 5,2
        click(at(8, 2));
        QCOMPARE(session()->orderString(), QString("e, e, e, h, e, e, e"));
        // Drag the middle waypoint one row down: its rest comes along, between the new legs.
        QTest::mousePress(viewport(), Qt::LeftButton, {}, centreOf(at(5, 2)));
        QTest::mouseMove(viewport(), centreOf(at(5, 3)));
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, centreOf(at(5, 3)));
        const QStringList orders = session()->orderString().split(", ");
        const QList<Hex> path = session()->pathHexes();
        const int rest = int(orders.indexOf("h"));
        QVERIFY2(rest > 0 && orders.count("h") == 1, qPrintable(session()->orderString()));
        QCOMPARE(path[rest], at(5, 3)); // the rest is taken at the moved waypoint
        QCOMPARE(path[rest + 1], at(5, 3));
        QCOMPARE(path.first(), at(2, 2));
        QCOMPARE(path.last(), at(8, 2));
    }

    void clickOnAWaypointStillAddsTheRouteToIt()
    {
        click(at(2, 2));
        click(at(5, 2));
        click(at(5, 5));
        const int steps = int(session()->orders().size());
        click(at(5, 2)); // back to the middle waypoint: the route there is added
        QCOMPARE(session()->pathEnd(), std::optional<Hex>(at(5, 2)));
        QVERIFY(session()->orders().size() > steps);
        QTest::keyClick(viewport(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(int(session()->orders().size()), steps);
    }

    // strategic-commanders: "both forces are considered unformed" when a passage of lines meets
    // an enemy; the panel says so of the stationary ally, with the ruleset's names.
    void passageOfLinesShowsTheAllyUnformed()
    {
        const auto rules = m_window->rulesets().ruleset("strategic-commanders");
        QVERIFY(rules);
        HexMap m = plannerMap(*rules, 10, 8, "open");
        // Even rows: the enemy touches the ally's hex but not the start.
        m.units() << MapUnit{"Ally", "West", m.grid().toHex({5, 4}), {}, 30}
                  << MapUnit{"Foe", "East", m.grid().toHex({5, 5}), {}, 30};
        m_window->showMap(m, {}, true);
        prepareView();
        UnitProfile profile = session()->profile();
        profile.insert("passage-of-lines", "yes");
        session()->setProfile(profile);
        session()->setSide("West");
        click(at(4, 4));
        QLineEdit *edit = dock()->orderEdit();
        edit->clear();
        QTest::keyClicks(edit, "e, e");
        QCOMPARE(session()->result().otherUnitChanges.keys(), QStringList{"Ally"});
        const QString text = dock()->totalsLabel()->text();
        QVERIFY2(text.contains("Ally becomes: Formed: No"), qPrintable(text));
    }

    void simultaneousMovesShowWhoGetsTheContestedHex()
    {
        const auto rules = m_window->rulesets().ruleset("strategic-commanders");
        QVERIFY(rules);
        HexMap m = plannerMap(*rules, 10, 6, "open");
        const Hex a = m.grid().toHex({2, 2}), b = m.grid().toHex({6, 2});
        m.units() << MapUnit{"Aragorn", "West", a, {}, 10} << MapUnit{"Boromir", "West", b, {}, 20};
        m.plans() << MovementPlan{"plan A", "Aragorn", a, {"e", "e"}, {}}
                  << MovementPlan{"plan B", "Boromir", b, {"w", "w"}, {}};
        m_window->showMap(m, {}, true);
        const QString text = dock()->contestedLabel()->text();
        // strategic-commanders §3.1: fewer troop figures move in
        QVERIFY2(text.contains(m.label(m.grid().toHex({4, 2}))), qPrintable(text));
        QVERIFY2(text.contains("Aragorn moves in"), qPrintable(text));
        QVERIFY2(text.contains("fewer troop figures"), qPrintable(text));
        // Equal figures: the one with more move points left wins.
        m.units()[1].figures = 10;
        m.plans()[1].orders = QStringList{"w", "w"};
        m.plans()[0].orders = QStringList{"w", "e", "e", "e"};
        m_window->showMap(m, {}, true);
        QVERIFY2(dock()->contestedLabel()->text().contains("Boromir moves in: more move points"),
                 qPrintable(dock()->contestedLabel()->text()));
        // The loser stops in the hex before, said in the panel and ringed on the map.
        QVERIFY2(dock()->contestedLabel()->text().contains("Aragorn stops in "
                                                           + m.label(m.grid().toHex({3, 2}))),
                 qPrintable(dock()->contestedLabel()->text()));
        // On the map: hovering the contested hex tells who gets it and why.
        QCoreApplication::processEvents(); // the map's new size and place, as a user sees it
        hover(m.grid().toHex({4, 2}));
        QVERIFY2(dock()->explanationLabel()->text().startsWith(
                     "Day 1: Boromir moves in: more move points"),
                 qPrintable(dock()->explanationLabel()->text()));

        // Passing through counts, not only where plans end: Aragorn crosses 4,2 on his way.
        m.units()[1].figures = 20;
        m.units()[1].hex = m.plans()[1].start = m.grid().toHex({4, 0});
        m.plans()[1].orders = QStringList{"se", "sw"};
        m.plans()[0].orders = QStringList{"e", "e", "e", "e"};
        m_window->showMap(m, {}, true);
        QVERIFY2(
            dock()->contestedLabel()->text().contains(m.label(m.grid().toHex({4, 2})) + ", Day 1"),
            qPrintable(dock()->contestedLabel()->text()));
        QVERIFY2(
            dock()->contestedLabel()->text().contains("Aragorn moves on, then Boromir moves in"),
            qPrintable(dock()->contestedLabel()->text()));

        // A tie for the dice: left to the players, or rolled with the seed set in the panel.
        m.units()[1].figures = 10;
        m.units()[1].hex = m.plans()[1].start = b;
        m.plans()[1].orders = QStringList{"w", "w"};
        m.plans()[0].orders = QStringList{"e", "e"};
        m_window->showMap(m, {}, true);
        QVERIFY2(dock()->contestedLabel()->text().contains("roll dice"),
                 qPrintable(dock()->contestedLabel()->text()));
        dock()->diceSeedBox()->setValue(7);
        QCOMPARE(session()->diceSeed(), std::optional<quint32>(7));
        QVERIFY2(dock()->contestedLabel()->text().contains("dice (drawn with the turn's seed)"),
                 qPrintable(dock()->contestedLabel()->text()));
        QCOMPARE(session()->contested().size(), 1);
        QVERIFY(session()->contested()[0].occupant >= 0);
    }

    void regionRepaintsMatchAFullRepaint()
    {
        // What the screen shows after the overlay's scattered updates must equal a full repaint.
        QTest::keyClick(viewport(), Qt::Key_R);
        click(at(3, 4));
        click(at(5, 4));
        QCoreApplication::processEvents();
        for (int col : {9, 7, 10, 4, 8})
            hover(at(col, 7));
        QCoreApplication::processEvents();
        QScreen *screen = m_window->screen();
        const QPoint topLeft = viewport()->mapToGlobal(QPoint(0, 0));
        const auto grab = [&] {
            // A hover's tool tip (its own window, over the map) is no part of the map's paint.
            QToolTip::hideText();
            return screen
                ->grabWindow(0, topLeft.x(), topLeft.y(), viewport()->width(), viewport()->height())
                .toImage();
        };
        // The updates settle first (a slow machine may still have some queued): the same
        // picture twice, 50 ms apart.
        QImage partial = grab();
        if (partial.isNull())
            HEXSTRIDE_SKIP_OUTSIDE_CI("this platform cannot grab the screen");
        for (int i = 0; i < 40; ++i) {
            QTest::qWait(50);
            const QImage again = grab();
            if (again == partial)
                break;
            partial = again;
        }
        viewport()->repaint();
        const QImage full = grab();
        QCOMPARE(partial.size(), full.size());
        QVERIFY(partial == full);
    }

    void modelsPassTheTester()
    {
        QAbstractItemModelTester steps(dock()->stepsModel(),
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester plans(dock()->plansModel(),
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);
        click(at(3, 3));
        click(at(7, 3));
        dock()->saveAsPlan("One");
        dock()->saveAsPlan("Two");
        QTest::keyClick(viewport(), Qt::Key_Backspace);
        dock()->plansModel()->deletePlan(0);
        QCOMPARE(dock()->plansModel()->rowCount(), 1);
    }
};

QTEST_MAIN(TestPlanner)
#include "tst_planner.moc"
