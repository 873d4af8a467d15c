// Starting as a player: the first start's three ways in, later starts reopening the last map
// and tool, choosing the moving unit and its side from the map, the planner's docks in the
// View menu stepping aside for editing tools, the planner from the keyboard, Help ▸ Keyboard
// Shortcuts, and File ▸ Export Image's extension and options dialog.
#include "designer/costtabledesigner.h"
#include "dialogs/rulesetchangedialog.h"
#include "dialogs/shortcutsdialog.h"
#include "dialogs/welcomedialog.h"
#include "exporting/exportoptionsdialog.h"
#include "i18n/translations.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "planner/planner.h"
#include "planner/plannerdock.h"
#include "planner/plannersession.h"
#include "planner/plannertool.h"
#include "planner/unitdock.h"
#include "support/guitestutil.h"
#include "support/plannertestutil.h"
#include "support/windowtestutil.h"
#include "testpaths.h"
#include "tools/editorcontext.h"
#include "view/mapview.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testing;

class TestPlayerStart : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    PlannerSession *session() { return m_window->planner()->session(); }
    QWidget *viewport() { return m_window->mapView()->viewport(); }
    Hex at(int col, int row) { return m_window->document()->map().grid().toHex({col, row}); }
    WelcomeDialog *welcome() { return m_window->findChild<WelcomeDialog *>(); }
    QMenu *menu(const char *name) { return m_window->menuBar()->findChild<QMenu *>(name); }
    HexMap pbmMap() { return plannerMap(*m_window, 14, 10); }
    void newWindow() { QVERIFY(openMainWindow(m_window, std::nullopt, {1280, 820})); }
    /// Help > Keyboard Shortcuts, chosen from the menu; the dialog it opens (null if none).
    ShortcutsDialog *openShortcutsDialog()
    {
        for (QAction *a : menu("menuHelp")->actions()) {
            if (a->objectName() == "actionKeyboardShortcuts") {
                a->trigger();
                return m_window->findChild<ShortcutsDialog *>();
            }
        }
        return nullptr;
    }
    /// A window closed the way a user closes it (settings written).
    void closeWindow()
    {
        m_window->close();
        m_window.reset();
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init() { QSettings().clear(); }
    void cleanup() { m_window.reset(); }

    void firstStartOffersThreeWaysIn_data()
    {
        QTest::addColumn<int>("way");
        QTest::addColumn<QString>("tool");
        QTest::newRow("plan a move") << int(WelcomeDialog::PlanMove) << "plan-movement";
        QTest::newRow("draw a map") << int(WelcomeDialog::DrawMap) << "terrain-brush";
        QTest::newRow("check cost tables") << int(WelcomeDialog::CheckCostTables) << "";
    }
    void firstStartOffersThreeWaysIn()
    {
        QFETCH(int, way);
        QFETCH(QString, tool);
        newWindow();
        m_window->startUp({});
        QVERIFY(welcome());
        QVERIFY(welcome()->isVisible());
        QVERIFY(m_window->document()->map().hexCount() > 100); // the sample map
        QVERIFY(m_window->document()->fileName().isEmpty());
        welcome()->button(WelcomeDialog::Way(way))->click();
        QCoreApplication::processEvents();
        if (!tool.isEmpty())
            QCOMPARE(m_window->currentTool()->id(), tool);
        else
            QVERIFY(m_window->costTableDesigner()->isVisible());
        if (way == WelcomeDialog::PlanMove)
            QVERIFY(m_window->planner()->planDock()->isVisible());
    }

    void theWelcomeNamesTheMapAskedFor()
    {
        // A first start on a map of one's own: the welcome does not call it the sample map.
        const QString path = m_dir.filePath("border-campaign.hexmap");
        newWindow(); // pbmMap() takes the ruleset from the window's library
        QVERIFY(saveMapFile(pbmMap(), path).isEmpty());
        m_window->startUp(path);
        QVERIFY(welcome());
        const QString intro = welcome()->findChild<QLabel *>()->text();
        QVERIFY2(intro.contains("border-campaign.hexmap"), qPrintable(intro));
        QVERIFY(!intro.contains("sample"));
    }

    void aTiledMapToMapHasNoWelcomeOverItsMapping()
    {
        // A first start on Tiled's hexagonal-mini.tmx, whose tiles name no terrain: the tile
        // mapping dialog opens, and the welcome waits for the next start instead of covering it.
        newWindow();
        m_window->startUp(testpaths::data("/tiled/hexagonal-mini.tmx"));
        QVERIFY(m_window->findChild<RulesetChangeDialog *>());
        QVERIFY(!welcome());
        QVERIFY(!WelcomeDialog::welcomed());
    }

    void laterStartsReopenTheLastMapAndTool()
    {
        const QString path = m_dir.filePath("campaign.hexmap");
        newWindow();
        m_window->startUp({});
        welcome()->button(WelcomeDialog::PlanMove)->click();
        QVERIFY(m_window->showMap(pbmMap(), {}, true));
        QVERIFY(m_window->saveFile(path));
        m_window->selectTool("plan-movement");
        closeWindow();

        newWindow();
        m_window->startUp({});
        QVERIFY(!welcome()); // offered once
        QCOMPARE(m_window->document()->fileName(), path);
        QCOMPARE(m_window->currentTool()->id(), QString("plan-movement"));
        closeWindow();

        // The setting off: the sample map again.
        WelcomeDialog::setReopenLastAtStart(false);
        newWindow();
        m_window->startUp({});
        QVERIFY(m_window->document()->fileName() != path);
    }

    // walk15 #4: quit while planning; at the next start the planner comes back, and the
    // drawing tools bring back the docks it hid (they came back only through View).
    void afterARestartInThePlannerEditingDocksComeBack()
    {
        const auto shownDocks = [this] {
            QStringList shown;
            for (const QDockWidget *d : m_window->findChildren<QDockWidget *>())
                if (d->isVisible())
                    shown << d->windowTitle();
            return shown;
        };
        newWindow();
        QVERIFY(m_window->showMap(pbmMap(), {}, true));
        const QStringList editing = shownDocks();
        QVERIFY2(editing.contains("Palette") && editing.contains("Undo History"),
                 qPrintable(editing.join(", ")));
        m_window->selectTool("plan-movement");
        QVERIFY(!shownDocks().contains("Palette"));
        closeWindow();

        newWindow();
        QCOMPARE(m_window->currentTool()->id(), QString("plan-movement"));
        QVERIFY(!shownDocks().contains("Palette"));
        m_window->selectTool("terrain-brush");
        QCOMPARE(shownDocks(), editing);
    }

    void unitFromTheMapOrANewArmyAndSideFromTheMapsSides()
    {
        newWindow();
        HexMap m = pbmMap();
        const auto hex = [&m](int col, int row) { return m.grid().toHex({col, row}); };
        m.units() << MapUnit{"Army 1", "Free", hex(3, 3), {}, 100}
                  << MapUnit{"Army 2", "Dark", hex(8, 6), {}, 100}
                  << MapUnit{"Scouts", "Free", hex(10, 2), {}, 10};
        QVERIFY(m_window->showMap(m, {}, true));
        m_window->selectTool("plan-movement");
        UnitDock *dock = m_window->planner()->unitDock();
        QComboBox *units = dock->unitCombo();
        QCOMPARE(units->count(), 4);
        QVERIFY2(units->itemText(0).contains("new army"), qPrintable(units->itemText(0)));
        QComboBox *sides = dock->sideCombo();
        QVERIFY(!sides->isEditable());
        QStringList listed;
        for (int i = 1; i < sides->count(); ++i)
            listed << sides->itemData(i).toString();
        QCOMPARE(listed, QStringList({"Dark", "Free"}));
        // Picking a side from the list is the session's side.
        sides->setCurrentIndex(sides->findData("Dark"));
        emit sides->activated(sides->currentIndex());
        QCOMPARE(session()->side(), QString("Dark"));
        // Picking a unit takes its side.
        units->setCurrentIndex(1);
        emit units->activated(1);
        QCOMPARE(session()->unitName(), QString("Army 1"));
        QCOMPARE(sides->currentData().toString(), QString("Free"));
    }

    void plannerDocksInTheViewMenuStepAsideWhileEditing()
    {
        newWindow();
        QVERIFY(m_window->showMap(pbmMap(), {}, true));
        PlannerDock *plan = m_window->planner()->planDock();
        UnitDock *unit = m_window->planner()->unitDock();
        QVERIFY(menu("menuView")->actions().contains(plan->toggleViewAction()));
        QVERIFY(menu("menuView")->actions().contains(unit->toggleViewAction()));
        m_window->selectTool("plan-movement");
        QVERIFY(plan->isVisible() && unit->isVisible());
        m_window->selectTool("terrain-brush");
        QVERIFY(!plan->isVisible() && !unit->isVisible());
        // Closed while planning: stays closed when planning again; the View menu opens it.
        m_window->selectTool("plan-movement");
        unit->toggleViewAction()->trigger();
        QVERIFY(!unit->isVisible());
        m_window->selectTool("terrain-brush");
        m_window->selectTool("plan-movement");
        QVERIFY(!unit->isVisible());
        QVERIFY(plan->isVisible());
        unit->toggleViewAction()->trigger();
        QVERIFY(unit->isVisible());
    }

    void everyPlannerActionFromTheKeyboard()
    {
        newWindow();
        QVERIFY(m_window->showMap(pbmMap(), {}, true));
        m_window->mapView()->setZoom(2.0);
        m_window->selectTool("plan-movement");
        m_window->mapView()->setFocus();
        // Enter starts at the selected hex.
        m_window->editorContext()->setSelection({at(5, 5)});
        QTest::keyClick(viewport(), Qt::Key_Return);
        QCOMPARE(session()->start(), std::optional<Hex>(at(5, 5)));
        // The keypad compass adds steps: 6 east, 9 north-east, 3 south-east, 4 west.
        QTest::keyClick(viewport(), Qt::Key_6);
        QTest::keyClick(viewport(), Qt::Key_9, Qt::KeypadModifier);
        QTest::keyClick(viewport(), Qt::Key_3);
        QTest::keyClick(viewport(), Qt::Key_4);
        QCOMPARE(session()->orderString(), QString("e, ne, se, w"));
        // North does not exist on pointy-top hexes: nothing added.
        QTest::keyClick(viewport(), Qt::Key_8);
        QCOMPARE(session()->orderString(), QString("e, ne, se, w"));
        QTest::keyClick(viewport(), Qt::Key_H);
        QVERIFY(session()->orderString().endsWith(", h"));
        QTest::keyClick(viewport(), Qt::Key_Backspace);
        QCOMPARE(session()->orderString(), QString("e, ne, se, w"));
        QTest::keyClick(viewport(), Qt::Key_Z, Qt::ControlModifier); // undo the removal
        QVERIFY(session()->orderString().endsWith(", h"));
        QTest::keyClick(viewport(), Qt::Key_R);
        QVERIFY(session()->reachVisible());
        QTest::keyClick(viewport(), Qt::Key_Escape);
        QVERIFY(!session()->start());
    }

    void keyboardShortcutsListsEveryShortcut()
    {
        newWindow();
        QVERIFY(m_window->showMap(pbmMap(), {}, true));
        ShortcutsDialog *dialog = openShortcutsDialog();
        QVERIFY(dialog && dialog->isVisible());
        QStringList keys;
        for (const auto &[k, what] : dialog->rows())
            keys << k;
        // Every action of the window with a shortcut is listed, with its keys.
        for (QAction *a : m_window->findChildren<QAction *>()) {
            if (!a->shortcut().isEmpty() && !a->text().isEmpty())
                QVERIFY2(keys.contains(a->shortcut().toString(QKeySequence::NativeText)),
                         qPrintable(a->text()));
        }
        // And the planner's own keys.
        for (const auto &[k, what] : PlannerTool::keyHelp())
            QVERIFY2(keys.contains(k), qPrintable(k));
        QVERIFY(keys.contains("P")); // Plan Movement
    }

    // walk12 #25: in Russian the rows were of very uneven height (Ctrl+Z and Ctrl+Shift+S tall,
    // Ctrl+Q squeezed). Every row one line high, every action's text whole in its column.
    void keyboardShortcutsRowsAreEven()
    {
        newWindow();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
        QCoreApplication::processEvents();
        ShortcutsDialog *dialog = openShortcutsDialog();
        QVERIFY(dialog && dialog->isVisible());
        auto *table = dialog->findChild<QTableWidget *>();
        QVERIFY(table && table->rowCount() > 10);
        QCoreApplication::processEvents();
        QList<int> heights;
        QStringList cut;
        const QFontMetrics fm(table->font());
        for (int r = 0; r < table->rowCount(); ++r) {
            heights << table->rowHeight(r);
            for (int c = 0; c < 2; ++c)
                if (fm.horizontalAdvance(table->item(r, c)->text()) > table->columnWidth(c))
                    cut << table->item(r, c)->text();
        }
        dialog->close();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCoreApplication::processEvents();
        QCOMPARE(*std::min_element(heights.begin(), heights.end()),
                 *std::max_element(heights.begin(), heights.end()));
        QVERIFY(heights.first() >= fm.height());
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(" | ")));
    }

    void exportAddsTheFiltersExtension_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QString>("expected");
        QTest::newRow("none, png") << "/tmp/export-test"
                                   << "PNG image (*.png)"
                                   << "/tmp/export-test.png";
        QTest::newRow("none, pdf") << "/tmp/export-test"
                                   << "PDF document (*.pdf)"
                                   << "/tmp/export-test.pdf";
        QTest::newRow("has it") << "/tmp/a.png"
                                << "PNG image (*.png)"
                                << "/tmp/a.png";
        QTest::newRow("upper case") << "/tmp/a.SVG"
                                    << "SVG drawing (*.svg)"
                                    << "/tmp/a.SVG";
        QTest::newRow("dotted name") << "/tmp/map.v2"
                                     << "PNG image (*.png)"
                                     << "/tmp/map.v2.png";
        QTest::newRow("cancelled") << ""
                                   << "PNG image (*.png)"
                                   << "";
        // A typed suffix of another offered format picks that format (it was vale.svg.png).
        QTest::newRow("svg typed, png filter") << "/tmp/vale.svg"
                                               << "PNG image (*.png)"
                                               << "/tmp/vale.svg";
        QTest::newRow("pdf typed, svg filter") << "/tmp/vale.Pdf"
                                               << "SVG drawing (*.svg)"
                                               << "/tmp/vale.Pdf";
    }
    void exportAddsTheFiltersExtension()
    {
        QFETCH(QString, path);
        QFETCH(QString, filter);
        QFETCH(QString, expected);
        const QString filters("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)");
        QCOMPARE(ExportOptionsDialog::withFilterExtension(path, filter, filters), expected);
    }

    void exportOptionsTitledAndLabelled_data()
    {
        QTest::addColumn<bool>("png");
        QTest::newRow("png") << true;
        QTest::newRow("svg or pdf") << false;
    }
    void exportOptionsTitledAndLabelled()
    {
        QFETCH(bool, png);
        ExportOptionsDialog dialog(ExportOptionsDialog::Purpose::Export, png);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.windowTitle(), QString("Export Options"));
        // Every visible field has a label; no two visible widgets overlap.
        QList<QWidget *> shown;
        for (QWidget *w : dialog.findChildren<QWidget *>()) {
            if (w->isVisible() && w->parentWidget() == &dialog)
                shown << w;
        }
        for (QWidget *w : std::as_const(shown)) {
            if (qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSpinBox *>(w)) {
                bool labelled = false;
                for (QLabel *l : dialog.findChildren<QLabel *>())
                    labelled = labelled || l->buddy() == w;
                QVERIFY2(labelled, w->metaObject()->className());
            }
            for (QWidget *other : std::as_const(shown)) {
                if (other != w)
                    QVERIFY2(!w->geometry().intersects(other->geometry()),
                             qPrintable(QString("%1 over %2")
                                            .arg(w->metaObject()->className(),
                                                 other->metaObject()->className())));
            }
        }
    }
};

QTEST_MAIN(TestPlayerStart)
#include "tst_playerstart.moc"
