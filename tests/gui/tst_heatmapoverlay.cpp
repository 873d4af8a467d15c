// The heat map on the main map view: toggled from the View menu (with its shortcut) and from
// the designer, showing for each hex the cost of entering it for the profile chosen in the
// designer, the same cost the movement engine gives a one-step plan into that hex; it follows
// table edits, profile changes and map edits at once, and marks hexes no step may enter.
#include "designer/costtabledesigner.h"
#include "designer/designerpages.h"
#include "designer/forms/profilechooser.h"
#include "designer/tables/heatmapoverlay.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "mapedits.h"
#include "movement/planevaluator.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmap.h"
#include "support/guitestutil.h"
#include "support/windowtestutil.h"
#include "testpaths.h"
#include "view/mapview.h"

#include <QCheckBox>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QTableView>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
Ruleset bundledPbm()
{
    const auto r = loadRulesetFile(testpaths::source("/resources/rulesets/pbm-strategic.json"));
    if (!r.ruleset)
        qFatal("%s", qPrintable(r.error));
    return *r.ruleset;
}

/// All plains, the ruleset's own ids.
HexMap plainsMap(const Ruleset &r)
{
    return mapForRuleset(r, {8, 6, {}, LabelScheme::ColRow}, "plains");
}

const UnitProfile kFedMixed{{"troops", "mixed"}, {"fed", "yes"}};
} // namespace

class TestHeatMapOverlay : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_settings;
    std::unique_ptr<MainWindow> m_window;

    MapDocument *doc() { return m_window->document(); }
    HeatMapOverlay *overlay() { return m_window->heatMapOverlay(); }
    QAction *toggle() { return m_window->findChild<QAction *>("actionHeatMap"); }
    Hex at(int col, int row) { return doc()->map().grid().toHex({col, row}); }

    /// The engine's cost of entering `h`: the cheapest one-step plan into it from a neighbour,
    /// -1 when every such plan fails.
    int engineEntryCost(Hex h, const UnitProfile &profile)
    {
        const MovementRules rules(doc()->ruleset());
        int best = -1;
        for (Direction d = 0; d < kDirectionCount; ++d) {
            const Hex from = neighbour(h, d);
            if (!doc()->map().contains(from))
                continue;
            const PlanResult plan = evaluateHexPath(rules, doc()->map(), {from, h}, profile);
            const std::optional<int> cost = plan.steps.value(0).cost;
            if (cost && (best < 0 || *cost < best))
                best = *cost;
        }
        return best;
    }
    void typeInto(QTableView *view, const QModelIndex &index, const QString &text)
    {
        view->setCurrentIndex(index);
        view->edit(index);
        QLineEdit *editor = nullptr;
        for (QLineEdit *e : view->findChildren<QLineEdit *>()) {
            if (!e->isHidden())
                editor = e;
        }
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, text);
        QTest::keyClick(editor, Qt::Key_Return);
        QCoreApplication::processEvents();
    }

private slots:
    void initTestCase() { isolateSettings(m_settings); }
    void init()
    {
        QVERIFY(openMainWindow(m_window, plainsMap(bundledPbm()), {1000, 700}));
        QVERIFY(overlay());
        QVERIFY(toggle());
    }
    void cleanup() { m_window.reset(); }

    void toggledFromTheViewMenuWithAShortcut()
    {
        QCOMPARE(toggle()->shortcut(), QKeySequence("Ctrl+Shift+H"));
        auto *view = m_window->menuBar()->findChild<QMenu *>("menuView");
        QVERIFY(view && view->actions().contains(toggle()));
        QVERIFY(!overlay()->isShown());
        QVERIFY(!overlay()->valueAt(at(3, 3)));
        QTest::keySequence(m_window.get(), QKeySequence("Ctrl+Shift+H"));
        QVERIFY(toggle()->isChecked());
        QVERIFY(overlay()->isShown());
        QVERIFY(overlay()->valueAt(at(3, 3)));
        // The designer's check box follows, and switches it off again.
        QCheckBox *box = m_window->costTableDesigner()->heatMapPage()->showOnMap();
        QVERIFY(box->isEnabled());
        QVERIFY(box->isChecked());
        box->setChecked(false);
        QVERIFY(!toggle()->isChecked());
        QVERIFY(!overlay()->isShown());
    }

    void valuesAreTheEnginesCostsAndFollowEdits()
    {
        CostTableDesigner *d = m_window->costTableDesigner();
        HeatMapPage *page = d->heatMapPage();
        page->showOnMap()->setChecked(true);
        QVERIFY(overlay()->isShown());
        page->profile()->setValue("troops", "mixed");
        page->profile()->setValue("fed", "yes");
        QCOMPARE(overlay()->profile().value("troops"), QString("mixed"));
        const Hex h = at(3, 3);
        // Plains, fed, no road: 3 MP as printed.
        QCOMPARE(engineEntryCost(h, kFedMixed), 3);
        QCOMPARE(overlay()->valueAt(h), std::optional<int>(3));

        // A table edit in the designer: the overlay follows at once.
        QTableView *table = d->tableView(0);
        typeInto(table, table->model()->index(1, 0), "7");
        QCOMPARE(engineEntryCost(h, kFedMixed), 7);
        QCOMPARE(overlay()->valueAt(h), std::optional<int>(7));
        doc()->undoStack()->undo();
        QCOMPARE(overlay()->valueAt(h), std::optional<int>(3));

        // Another profile: unfed costs more.
        page->profile()->setValue("fed", "no");
        const UnitProfile unfed{{"troops", "mixed"}, {"fed", "no"}};
        // Plains, unfed, no road: 4 MP as printed.
        QCOMPARE(engineEntryCost(h, unfed), 4);
        QCOMPARE(overlay()->valueAt(h), std::optional<int>(4));
        QVERIFY2(overlay()->profileSummary().contains("Fed: No"),
                 qPrintable(overlay()->profileSummary()));

        // A map edit: sea may not be entered by armies.
        const int sea = int(doc()->map().terrains().indexOf("sea"));
        QVERIFY(sea >= 0);
        edits::paintTerrain(*doc(), {h}, std::uint8_t(sea));
        QCOMPARE(engineEntryCost(h, unfed), -1);
        QCOMPARE(overlay()->valueAt(h), std::optional<int>(-1));
        // Its neighbours are entered from plains still.
        const Hex next = at(4, 3);
        QCOMPARE(overlay()->valueAt(next), std::optional<int>(engineEntryCost(next, unfed)));
    }

    void valuesAreThePrintedTablesCells_data()
    {
        QTest::addColumn<QString>("fed");
        QTest::addColumn<int>("plains");
        QTest::addColumn<int>("forest");
        QTest::addColumn<int>("plainsMinorRiver");
        QTest::addColumn<int>("forestMinorRiver");
        // Mixed Army Movement Costs, normal (no road) columns, entered from plains.
        QTest::newRow("fed") << "yes" << 3 << 5 << 5 << 7;
        QTest::newRow("unfed") << "no" << 4 << 7 << 7 << 10;
    }
    void valuesAreThePrintedTablesCells()
    {
        QFETCH(QString, fed);
        QFETCH(int, plains);
        QFETCH(int, forest);
        QFETCH(int, plainsMinorRiver);
        QFETCH(int, forestMinorRiver);
        const auto forestId = std::uint8_t(doc()->map().terrains().indexOf("forest"));
        const int river = doc()->map().edgeFeatureIds().indexOf("minor-river");
        QVERIFY(river >= 0);
        // Hexes far enough apart that every neighbour of each is plain plains.
        const Hex woods = at(5, 1), riverPlains = at(1, 3), riverWoods = at(5, 4);
        QVERIFY(edits::paintTerrain(*doc(), {woods, riverWoods}, forestId));
        QList<EdgeId> sides;
        for (Direction d = 0; d < kDirectionCount; ++d)
            sides << edgeOf(riverPlains, d) << edgeOf(riverWoods, d);
        QVERIFY(edits::setEdgeFeature(*doc(), sides, FeatureMask(1u << river), true));
        HeatMapPage *page = m_window->costTableDesigner()->heatMapPage();
        page->showOnMap()->setChecked(true);
        page->profile()->setValue("troops", "mixed");
        page->profile()->setValue("fed", fed);
        QCOMPARE(overlay()->valueAt(at(3, 3)), std::optional<int>(plains));
        QCOMPARE(overlay()->valueAt(woods), std::optional<int>(forest));
        QCOMPARE(overlay()->valueAt(riverPlains), std::optional<int>(plainsMinorRiver));
        QCOMPARE(overlay()->valueAt(riverWoods), std::optional<int>(forestMinorRiver));
    }

    void paintsTheHexesAndAKey()
    {
        MapView *view = m_window->mapView();
        view->setZoom(1.5);
        view->centreOn(at(3, 3));
        QCoreApplication::processEvents();
        const QPoint centre
            = view->sceneToViewport(view->params().centre(at(3, 3))).toPoint() + QPoint(0, 8);
        const QImage before = view->viewport()->grab().toImage();
        toggle()->setChecked(true);
        const QImage after = view->viewport()->grab().toImage();
        QVERIFY(before.pixelColor(centre) != after.pixelColor(centre));
        // The key in the corner, over the map.
        const QRect key = overlay()->legendRect(*view);
        QVERIFY(view->viewport()->rect().contains(key));
        QVERIFY(before.copy(key) != after.copy(key));
        // Only the hexes in the repainted part are drawn.
        QImage layer(view->viewport()->size(), QImage::Format_ARGB32);
        layer.fill(Qt::transparent);
        const QRect one = view->params()
                              .hexBounds(at(3, 3))
                              .translated(view->sceneToViewport({0, 0}))
                              .toAlignedRect();
        {
            QPainter p(&layer);
            overlay()->paint(p, *view, QRegion(one));
        }
        const QPoint other = view->sceneToViewport(view->params().centre(at(5, 3))).toPoint();
        QVERIFY(layer.pixelColor(centre).alpha() > 0);
        QCOMPARE(layer.pixelColor(other).alpha(), 0);
        if (qEnvironmentVariableIsSet("HEXSTRIDE_SCREENSHOT_DIR"))
            after.save(qEnvironmentVariable("HEXSTRIDE_SCREENSHOT_DIR") + "/heatmap.png");
    }
};

QTEST_MAIN(TestHeatMapOverlay)
#include "tst_heatmapoverlay.moc"
