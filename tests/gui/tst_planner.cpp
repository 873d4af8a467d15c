// The movement planner driven through the view: clicks, keys, the order string, hover
// explanations, reach and stored plans, checked against the engine and the pbm-strategic tables.
#include "support/guitestutil.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "movement/costgrid.h"
#include "movement/pathfinder.h"
#include "movement/planevaluator.h"
#include "planner/planner.h"
#include "planner/plannerdock.h"
#include "planner/plannersession.h"
#include "planner/planneroverlay.h"
#include "planner/planstepsmodel.h"
#include "planner/unitdock.h"
#include "view/mapview.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QTest>
#include <unordered_set>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
/// A pbm-strategic map of plains with the ruleset's own ids.
HexMap pbmMap(const Ruleset &r, int w = 14, int h = 10, const QString &fill = "plains")
{
    QStringList t, hf, e;
    for (const auto &d : r.vocabulary.terrains)
        t << d.id;
    for (const auto &d : r.vocabulary.hexFeatures)
        hf << d.id;
    for (const auto &d : r.vocabulary.edgeFeatures)
        e << d.id;
    MapShape shape{w, h, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::ColRow};
    return HexMap(shape, r.id, IdTable(t), IdTable(hf), IdTable(e), static_cast<std::uint8_t>(t.indexOf(fill)));
}
} // namespace

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
    void click(Hex h, Qt::MouseButton b = Qt::LeftButton) { QTest::mouseClick(viewport(), b, {}, centreOf(h)); }
    void hover(Hex h) { sendMouse(viewport(), QEvent::MouseMove, centreOf(h), Qt::NoButton, Qt::NoButton); }
    std::shared_ptr<const Ruleset> ruleset() { return m_window->document()->ruleset(); }

    /// The engine's own evaluation of an order string from a start, for comparison.
    PlanResult engine(Hex start, const QString &orders, const UnitProfile &profile = {})
    {
        MovementRules rules(ruleset());
        const auto parsed = parseOrders(orders, map().grid().orientation, ruleset()->turns.holdTokens);
        return evaluateOrders(rules, map(), start, parsed.tokens, profile);
    }
    void setRiver(Hex h, Direction d)
    {
        HexMap m = map();
        m.setEdgeFeatures(edgeOf(h, d), FeatureMask(1u << m.edgeFeatureIds().indexOf("minor-river")));
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
        m_window->showMap(pbmMap(*pbm), {}, true);
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
        QTest::addColumn<int>("executed");     // of 12 MP
        QTest::newRow("plains fed") << true << false << QList<int>{3, 3, 3} << 3;
        QTest::newRow("plains unfed") << false << false << QList<int>{4, 4, 4} << 3;
        QTest::newRow("minor river fed") << true << true << QList<int>{3, 5, 3} << 3;
        QTest::newRow("minor river unfed") << false << true << QList<int>{4, 7, 4} << 2; // 15 > 12
    }
    void clicksPlotStepsWithTableCosts()
    {
        QFETCH(bool, fed);
        QFETCH(bool, river);
        QFETCH(QList<int>, costs);
        QFETCH(int, executed);
        if (river)
            setRiver(at(4, 5), 0); // east side of (4,5)
        if (!fed) {
            auto *box = qobject_cast<QCheckBox *>(m_window->planner()->unitDock()->optionWidget("fed"));
            QVERIFY(box);
            QVERIFY(box->isChecked()); // the ruleset's default
            box->click();
            QCOMPARE(session()->profile().value("fed"), QString("no"));
        }
        click(at(3, 5));
        click(at(4, 5));
        click(at(5, 5));
        click(at(6, 5));
        QCOMPARE(session()->orderString(), QString("e, e, e"));
        QCOMPARE(dock()->orderEdit()->text(), QString("e, e, e"));
        const PlanResult &r = session()->result();
        QCOMPARE(r.steps.size(), 3);
        int total = 0;
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(r.steps[i].cost.value_or(-1), costs[i]);
            if (i < executed) {
                total += costs[i];
                QCOMPARE(r.steps[i].total, total);
            } else {
                QCOMPARE(r.steps[i].status, StepStatus::Insufficient);
            }
        }
        QCOMPARE(r.executed, executed);
        const PlanResult expected = engine(at(3, 5), "e, e, e", {{"fed", fed ? "yes" : "no"}});
        QCOMPARE(r.total, expected.total);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(r.steps[i].cost, expected.steps[i].cost);
        // The side panel lists them with the same numbers.
        auto *model = dock()->stepsModel();
        QCOMPARE(model->rowCount(), 3);
        QCOMPARE(model->index(executed - 1, PlanStepsModel::Total).data().toInt(), total);
        QCOMPARE(model->index(1, PlanStepsModel::Cost).data().toInt(), costs[1]);
    }

    void nonAdjacentClickAddsCheapestRoute()
    {
        click(at(2, 2));
        click(at(8, 2));
        QCOMPARE(session()->orders().size(), 6);
        QCOMPARE(session()->result().steps[5].status, StepStatus::NotExecuted);
        QCOMPARE(session()->result().total, 12); // four plains steps at 3 fit in 12 MP
        QCOMPARE(session()->pathEnd(), std::optional<Hex>(at(8, 2)));
        // 18 > 12: the order ends at the first unaffordable step (orders do not span turns).
        QCOMPARE(session()->result().executed, 4);
        QCOMPARE(session()->result().steps[4].status, StepStatus::Insufficient);
        QVERIFY(dock()->stepsModel()->index(4, PlanStepsModel::Status).data().toString().contains("MP"));
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
        QVERIFY2(text.startsWith("Plains with Minor River 5"), qPrintable(text));
        hover(at(8, 5));
        const auto &preview = m_window->planner()->overlay()->preview();
        QVERIFY(preview);
        QCOMPARE(preview->hexes.back(), at(8, 5));
        QCOMPARE(preview->cost, 5 + 3 + 3 + 3);
        // Hovering a step of the path explains that step.
        hover(at(4, 5));
        QVERIFY2(dock()->explanationLabel()->text().startsWith("Plains 3"), qPrintable(dock()->explanationLabel()->text()));
        // Evasive doubles the cost: the modifier shows with its factor and result.
        qobject_cast<QCheckBox *>(m_window->planner()->unitDock()->optionWidget("evasive"))->click();
        hover(at(3, 6));
        hover(at(4, 5));
        const QString evasive = dock()->explanationLabel()->text();
        QVERIFY2(evasive.startsWith("Plains 3 · ") && evasive.contains("×2 → 6"), qPrintable(evasive));
    }

    void typedOrdersShowOnMapAndBadTokensArePointedOut()
    {
        click(at(5, 5));
        QLineEdit *edit = dock()->orderEdit();
        edit->clear();
        QTest::keyClicks(edit, "nw, nw, e, h");
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
        QVERIFY2(dock()->errorLabel()->text().contains("xx"), qPrintable(dock()->errorLabel()->text()));
        QCOMPARE(edit->selectedText(), QString("xx"));
        QCOMPARE(edit->selectionStart(), 4);
        QCOMPARE(session()->orders().size(), 1); // "nw" before the bad token stays on the map
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
        HexMap m = pbmMap(*ruleset(), 30, 10);
        m.setTerrain(m.grid().toHex({10, 5}), std::uint8_t(m.terrains().indexOf("sea")));
        m_window->showMap(m, {}, true);
        view()->setZoom(0.8);
        view()->centreOn(at(15, 5));
        QCoreApplication::processEvents();
        auto *mover = qobject_cast<QComboBox *>(m_window->planner()->unitDock()->optionWidget("mover"));
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
        click(at(18, 5)); // 13 hexes
        QVERIFY(!session()->checkDestinationTo(at(18, 5)).allowed);
        QVERIFY2(dock()->totalsLabel()->text().contains("12"), qPrintable(dock()->totalsLabel()->text()));
        click(at(10, 5)); // sea
        QVERIFY(!session()->checkDestinationTo(at(10, 5)).allowed);
        QVERIFY(dock()->totalsLabel()->text().contains("not allowed"));
        QVERIFY(session()->orders().isEmpty()); // no path for a character move
    }

    void compareFedAgainstUnfed()
    {
        UnitDock *units = m_window->planner()->unitDock();
        units->compareButton()->click(); // keeps the default (fed) profile for comparison
        QVERIFY(session()->compareProfile());
        qobject_cast<QCheckBox *>(units->optionWidget("fed"))->click();
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

    void simultaneousMovesShowWhoGetsTheContestedHex()
    {
        const auto rules = m_window->rulesets().ruleset("strategic-commanders");
        QVERIFY(rules);
        HexMap m = pbmMap(*rules, 10, 6, "open");
        const Hex a = m.grid().toHex({2, 2}), b = m.grid().toHex({6, 2});
        m.units() << MapUnit{"Aragorn", "West", a, {}, 10} << MapUnit{"Boromir", "West", b, {}, 20};
        m.plans() << MovementPlan{"plan A", "Aragorn", a, {"e", "e"}, {}}
                  << MovementPlan{"plan B", "Boromir", b, {"w", "w"}, {}};
        m_window->showMap(m, {}, true);
        const QString text = dock()->contestedLabel()->text();
        // "the force with the fewer number of figures moves into the hex"
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
        const QImage partial = screen->grabWindow(0, topLeft.x(), topLeft.y(), viewport()->width(), viewport()->height()).toImage();
        if (partial.isNull())
            QSKIP("this platform cannot grab the screen");
        viewport()->repaint();
        const QImage full = screen->grabWindow(0, topLeft.x(), topLeft.y(), viewport()->width(), viewport()->height()).toImage();
        QCOMPARE(partial.size(), full.size());
        QVERIFY(partial == full);
    }

    void modelsPassTheTester()
    {
        QAbstractItemModelTester steps(dock()->stepsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester plans(dock()->plansModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
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
