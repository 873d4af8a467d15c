// The app's Map Check dock: it checks terrains against the map's ruleset (not the map's own
// vocabulary), lists one-sided import records (clickable, also after save and reopen), and
// follows the map so that it never lists a problem already fixed.
#include "docks/mapcheckdock.h"
#include "i18n/translations.h"
#include "io/joverseerimport.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "rules/rulesetmap.h"
#include "support/guitestutil.h"
#include "support/windowtestutil.h"
#include "tools/editorcontext.h"
#include "view/hexhighlight.h"
#include "view/mapview.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
int countOf(const MapCheckDock *dock, MapProblemKind kind)
{
    return int(std::count_if(dock->problems().begin(), dock->problems().end(),
                             [kind](const MapProblem &p) { return p.kind == kind; }));
}
} // namespace

class TestMapCheckDock : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    MapView *view() { return m_window->mapView(); }
    QWidget *viewport() { return view()->viewport(); }
    const HexMap &map() { return m_window->document()->map(); }
    MapCheckDock *dock() { return m_window->findChild<MapCheckDock *>(); }
    QListWidget *list() { return dock()->findChild<QListWidget *>(); }
    QPointF centreOf(Hex h) { return view()->sceneToViewport(view()->params().centre(h)); }

    void show(HexMap m)
    {
        m_window->showMap(std::move(m), {}, true);
        view()->setZoom(2.0);
        QCoreApplication::processEvents();
    }
    /// Map > Check Map (F7), as the user does it.
    void checkMapByMenu()
    {
        auto *action = m_window->findChild<QAction *>("actionCheckMap");
        QVERIFY(action);
        action->trigger();
        QVERIFY(dock()->isVisible());
    }
    /// 0101 records a road on its e side that 0201 does not list (see tst_onesidednotes).
    static HexMap imported()
    {
        const auto r = importJOverseerData("\"0101\",1\n\"0201\",1\n\"0102\",1\n", "t.terrain",
                                           "\"0101\",0,2,5\n", "t.traffic");
        return *r.map;
    }

private slots:
    void initTestCase()
    {
        isolateSettings(m_dir);
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en")); // "1 open problem"
    }
    void init() { QVERIFY(openMainWindow(m_window)); }
    void cleanup() { m_window.reset(); }

    // The map's vocabulary lists every id the map uses, "lava" included: only the ruleset
    // can say that it is unknown.
    void terrainsAreCheckedAgainstTheMapsRuleset()
    {
        MapShape shape{8, 6, {}, LabelScheme::Numeric};
        HexMap m(shape, "pbm-strategic", IdTable({"plains", "lava"}), IdTable(), IdTable(), 0);
        m.setTerrain(*m.parseLabel("0304"), 1);
        show(m);
        QVERIFY(m_window->document()->ruleset());
        checkMapByMenu();
        QCOMPARE(countOf(dock(), MapProblemKind::UnknownTerrain), 1);
        QVERIFY(list()->item(0)->text().contains("lava"));
        QVERIFY(list()->item(0)->text().startsWith("0304"));

        // A ruleset of the map's own that knows lava: the list follows at once.
        Ruleset custom = *m_window->document()->ruleset();
        FeatureDefinition lava;
        lava.id = "lava";
        custom.vocabulary.terrains.append(lava);
        m_window->document()->setRuleset(std::make_shared<const Ruleset>(custom));
        QTRY_COMPARE(dock()->problemCount(), 0);
    }

    // Rule: a federation may not be set up on terrain it is blocked from (the CLI's check too).
    void unitsWhereTheyMayNotStartAreListed()
    {
        const auto battle = m_window->rulesets().ruleset("battle-federations");
        QVERIFY(battle);
        HexMap m = mapForRuleset(*battle, {6, 4, {}, LabelScheme::ColRow}, "open");
        const Hex wood = m.grid().toHex({2, 1});
        m.setTerrain(wood, std::uint8_t(m.terrains().indexOf("forest")));
        m.units() << MapUnit{"Federation 7", "A", wood, {{"troop-type", "cavalry"}}, 10}
                  << MapUnit{"Federation 8", "A", wood, {{"troop-type", "light-cavalry"}}, 10};
        show(m);
        checkMapByMenu();
        QCOMPARE(countOf(dock(), MapProblemKind::ForbiddenStart), 1);
        QVERIFY(list()->item(0)->text().contains("Federation 7"));
    }

    void oneSidedRecordsAreListedAndClickable()
    {
        show(imported());
        checkMapByMenu();
        QCOMPARE(countOf(dock(), MapProblemKind::OneSidedImport), 1);
        const int row = 0;
        // The ruleset's name of the feature, in the interface language (English here).
        QCOMPARE(list()->item(row)->text(),
                 QString("0101: Road on the E side was recorded from this hex only on import"));
        m_window->editorContext()->setSelection({});
        view()->centreOn(*map().parseLabel("3030"));
        QTest::mouseClick(list()->viewport(), Qt::LeftButton, {},
                          list()->visualItemRect(list()->item(row)).center());
        const Hex h0101 = *map().parseLabel("0101");
        QCOMPARE(m_window->editorContext()->selection(), QList<Hex>{h0101});
        QVERIFY(viewport()->rect().contains(centreOf(h0101).toPoint()));
    }

    // The referee edits the side (adds a river with the edge tool): the record no longer
    // shows; undo brings it back.
    void editingTheSideEndsTheRecord()
    {
        show(imported());
        checkMapByMenu();
        QCOMPARE(countOf(dock(), MapProblemKind::OneSidedImport), 1);
        const Hex h = *map().parseLabel("0101");
        const Direction east = *parseDirection(Orientation::PointyTop, "e");
        view()->centreOn(h);
        QCoreApplication::processEvents();
        m_window->selectTool("edge-feature");
        m_window->editorContext()->setEdgeFeature(map().edgeFeatureIds().indexOf("minor-river"));
        const QPointF a = centreOf(h), b = centreOf(neighbour(h, east));
        const QPointF nearSide = a + (b - a) * 0.45;
        sendMouse(viewport(), QEvent::MouseMove, nearSide, Qt::NoButton, Qt::NoButton);
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, nearSide.toPoint());
        QVERIFY(map().edgeFeatures(h, east)
                & (1u << map().edgeFeatureIds().indexOf("minor-river")));
        QTRY_COMPARE(countOf(dock(), MapProblemKind::OneSidedImport), 0);
        m_window->document()->undoStack()->undo();
        QTRY_COMPARE(countOf(dock(), MapProblemKind::OneSidedImport), 1);
    }

    void recordsSurviveSaveAndReopen()
    {
        show(imported());
        const QString path = m_dir.filePath("imported.hexmap");
        QVERIFY(m_window->saveFile(path));
        m_window.reset();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->openFile(path));
        checkMapByMenu();
        QCOMPARE(countOf(dock(), MapProblemKind::OneSidedImport), 1);
        QVERIFY(list()->item(0)->text().startsWith("0101: "));
    }

    // probe17 R12: the dock said "No problems found" of plans that `hexstride-cli check` lists
    // and the turn refuses. Both now run one core check: the same texts, the same count. Such a
    // problem has no hex to go to and is fixed, not reviewed: it has no tick box.
    void plansTheTurnRefusesAreListedAsCheckListsThem()
    {
        const auto ruleset = m_window->rulesets().ruleset("strategic-commanders");
        QVERIFY(ruleset);
        HexMap m = mapForRuleset(*ruleset, {8, 6, {}, LabelScheme::ColRow}, "open");
        const auto at = [&](int col, int row) { return m.grid().toHex({col, row}); };
        m.units() << MapUnit{"Aragorn", "West", at(2, 2), {}, 10}
                  << MapUnit{"Gimli", "West", at(2, 3), {}, 10};
        m.plans() << MovementPlan{"P", "Aragorn", at(2, 2), {"up"}, {}}
                  << MovementPlan{"G", "Gimli", at(1, 3), {"e"}, {}};
        const QString path = m_dir.filePath("plans.json");
        QCOMPARE(saveMapFile(m, path), QString());
        QVERIFY(m_window->openFile(path));
        checkMapByMenu();
        // As `check` prints them: the plans against their units first, then their orders.
        QCOMPARE(dock()->problemCount(), 2);
        QCOMPARE(list()->item(0)->text(),
                 QString("plans[1].start: 1,3 is not where its unit \"Gimli\" stands (2,3)"));
        QCOMPARE(list()->item(1)->text(),
                 QString("plan \"P\": unknown order \"up\" at position 1 (order 1); expected one "
                         "of: ne, e, se, sw, w, nw"));
        QCOMPARE(dock()->summary()->text(), QString("2 open problems"));
        QVERIFY(!(list()->item(0)->flags() & Qt::ItemIsUserCheckable));
        // A click goes nowhere (there is no hex) and marks nothing.
        QSignalSpy goes(dock(), &MapCheckDock::problemActivated);
        QTest::mouseClick(list()->viewport(), Qt::LeftButton, {},
                          list()->visualItemRect(list()->item(1)).center());
        QCOMPARE(goes.count(), 0);
        QCOMPARE(map().reviewedProblems(), QStringList());
    }

    /// Two islands in a sea: two "land cut off" problems.
    static HexMap twoIslands()
    {
        MapShape shape{10, 8, {}, LabelScheme::ColRow};
        HexMap m(shape, "pbm-strategic", IdTable({"plains", "sea"}), IdTable(), IdTable(), 1);
        m.setTerrain(m.grid().toHex({2, 2}), 0);
        m.setTerrain(m.grid().toHex({6, 5}), 0);
        return m;
    }

    void problemsMarkedReviewedAreKeptAndCounted()
    {
        show(twoIslands());
        checkMapByMenu();
        QCOMPARE(dock()->problemCount(), 2);
        QCOMPARE(dock()->summary()->text(), QString("2 open problems"));
        // The referee ticks the second island: kept on purpose.
        QListWidgetItem *second = list()->item(1);
        QVERIFY(second->flags() & Qt::ItemIsUserCheckable);
        second->setCheckState(Qt::Checked);
        QTRY_COMPARE(dock()->reviewedCount(), 1);
        QCOMPARE(dock()->summary()->text(), QString("1 open problem, 1 reviewed"));
        QVERIFY(m_window->document()->isModified());
        QCOMPARE(map().reviewedProblems(), QStringList{"isolated-land 6,5"});
        // Open ones first: the reviewed one is last and ticked.
        QCOMPARE(list()->item(1)->checkState(), Qt::Checked);
        QVERIFY(list()->item(1)->text().startsWith(map().label(map().grid().toHex({6, 5}))));
        // Kept in the map file.
        const QString path = m_dir.filePath("islands.hexmap");
        QVERIFY(m_window->saveFile(path));
        m_window.reset();
        init();
        QVERIFY(m_window->openFile(path));
        checkMapByMenu();
        QCOMPARE(dock()->reviewedCount(), 1);
        QCOMPARE(dock()->problemCount(), 2);
        // Undoable: open again.
        list()->item(1)->setCheckState(Qt::Unchecked);
        QTRY_COMPARE(dock()->reviewedCount(), 0);
        m_window->document()->undoStack()->undo();
        QTRY_COMPARE(dock()->reviewedCount(), 1);
    }

    void doubleClickCentresAndFlashesTheHex()
    {
        show(twoIslands());
        checkMapByMenu();
        const Hex island = map().grid().toHex({6, 5});
        view()->centreOn(map().grid().toHex({0, 0}));
        view()->setZoom(4.0);
        QCoreApplication::processEvents();
        const QRect row = list()->visualItemRect(list()->item(1));
        // A double click as the system sends it: a press and release, then the double click.
        const QPoint at = row.center() + QPoint(row.width() / 4, 0);
        QTest::mouseClick(list()->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(list()->viewport(), Qt::LeftButton, {}, at);
        QVERIFY(viewport()->rect().contains(centreOf(island).toPoint()));
        auto *highlight = m_window->findChild<HexHighlight *>();
        QVERIFY(highlight);
        QCOMPARE(highlight->hex(), std::optional<Hex>(island));
        // The flash is drawn: ring pixels around the hex differ from the plain map.
        QImage img(viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        viewport()->render(&img);
        // Out along the +x ray, from the hex's side (0.87 of its size for pointy-top hexes) to
        // twice its size.
        const double size = view()->params().hexSize();
        bool ringSeen = false;
        for (int x = int(size * 0.87); x < int(size * 2) && !ringSeen; ++x) {
            const QColor ring = img.pixelColor(centreOf(island).toPoint() + QPoint(x, 0));
            ringSeen = ring.red() > 150 && ring.blue() > 100 && ring.green() < 120;
        }
        QVERIFY(ringSeen);
        // Gone after a few seconds.
        QTRY_VERIFY_WITH_TIMEOUT(!highlight->hex(), HexHighlight::kDurationMs + 2000);
    }

    // The ring round a flashed problem leaves the hex's sides as they were, the reported one
    // too: every pixel on and beside each of the six sides is the same before and during the
    // flash. At 13 px a hex the ring used to cross the corners (its dark pen from 11 px out).
    void ringLeavesTheReportedSideVisible()
    {
        show(imported());
        const Hex h = map().grid().toHex({0, 0}); // 0101, its e side reported
        view()->setZoom(view()->zoom() * 13.0 / view()->params().hexSize());
        view()->centreOn(h);
        QCoreApplication::processEvents();
        QCOMPARE(qRound(view()->params().hexSize()), 13);
        QImage before(viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        viewport()->render(&before);
        m_window->findChild<HexHighlight *>()->flash(h);
        QImage during(viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        viewport()->render(&during);
        QVERIFY(before != during); // the ring is there
        const QPointF off = view()->sceneToViewport({0, 0});
        int changed = 0;
        for (int i = 0; i < 6; ++i) {
            const QPointF a = view()->params().corner(h, i) + off;
            const QPointF b = view()->params().corner(h, (i + 1) % 6) + off;
            for (double t = 0; t <= 1.0; t += 0.05) {
                const QPointF on = a + (b - a) * t;
                for (int dx = -1; dx <= 1; ++dx) {
                    for (int dy = -1; dy <= 1; ++dy) {
                        const QPoint px = on.toPoint() + QPoint(dx, dy);
                        changed += before.pixel(px) != during.pixel(px);
                    }
                }
            }
        }
        QCOMPARE(changed, 0);
    }

    // walk12 #22: the map check stayed open under the planner after a player's orders were
    // opened, its table squeezed to a few rows. It steps aside while planning, with its
    // findings, and is back when an editing tool is picked.
    void theCheckStepsAsideWhilePlanning()
    {
        show(imported());
        checkMapByMenu();
        const int found = dock()->problemCount();
        QVERIFY(found > 0);
        m_window->selectTool("plan-movement");
        QTRY_VERIFY(!dock()->isVisible());
        m_window->selectTool("terrain-brush");
        QTRY_VERIFY(dock()->isVisible());
        QCOMPARE(dock()->problemCount(), found);
    }

    // Findings of the previous map are not shown for the next one.
    void anotherMapReplacesTheFindings()
    {
        show(imported());
        checkMapByMenu();
        QVERIFY(dock()->problemCount() > 0);
        show(testMap());
        QCOMPARE(dock()->problemCount(), 0);
        QCOMPARE(list()->count(), 0);
    }
};

QTEST_MAIN(TestMapCheckDock)
#include "tst_mapcheckdock.moc"
