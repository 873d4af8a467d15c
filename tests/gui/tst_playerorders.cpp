// A player's turn as the player plays it (issue 28): File ▸ Open Orders on a turn package (a
// map and an orders.txt with its header), the player's armies listed in the planner, two of them
// planned by clicks, File ▸ Export Orders, the file written compared with text worked out by
// hand, checked by `hexstride-cli orders`, and opened again. Bad files change nothing.
#include "documentsafety.h"
#include "i18n/translations.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "planner/planner.h"
#include "planner/plannerdock.h"
#include "planner/plannersession.h"
#include "planner/playerarmies.h"
#include "planner/unitdock.h"
#include "support/campaigntestutil.h"
#include "support/filedialogtestutil.h"
#include "support/guitestutil.h"
#include "support/plannertestutil.h"
#include "support/windowtestutil.h"
#include "testpaths.h"
#include "view/mapview.h"
#include "view/objectlayout.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCryptographicHash>
#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QPushButton>
#include <QStatusBar>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeText(const QString &path, const QString &text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text.toUtf8().replace("<FF>", "\xff")); // <FF>: a byte no UTF-8 text holds
}
} // namespace

class TestPlayerOrders : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_warnings;
    int m_discardQuestions = 0;  ///< "unsaved changes" questions answered Discard
    QStringList m_sideQuestions; ///< the sides Export Orders offered

    QString package(const char *file = "") const
    {
        return m_dir.filePath(QString("turn2/") + file);
    }
    QAction *action(const char *name) { return m_window->findChild<QAction *>(name); }
    MapView *view() { return m_window->mapView(); }
    const HexMap &map() { return m_window->document()->map(); }
    PlannerSession *session() { return m_window->planner()->session(); }
    QListView *armiesView() { return m_window->planner()->unitDock()->armiesView(); }
    Hex at(int col, int row) { return map().grid().toHex({col, row}); }
    void click(Hex h)
    {
        const QPoint p = view()->sceneToViewport(view()->params().centre(h)).toPoint();
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, p);
    }
    void clickArmy(int row) { PlannerDriver(m_window.get()).pickArmy(row); }
    QStringList armiesShown() { return PlannerDriver(m_window.get()).armiesShown(); }

    /// Triggers `a` and answers its file dialog with `path`, as a user types it, and the question
    /// whether to replace the file with Yes.
    QString answerFileDialog(QAction *a, const QString &path, QString *suggested = nullptr)
    {
        QString shownDir;
        const auto done = std::make_shared<bool>(false);
        std::function<void()> poll = [&, done] {
            if (*done)
                return;
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *files = qobject_cast<QFileDialog *>(modal)) {
                shownDir = files->directory().absolutePath();
                if (suggested && suggested->isEmpty()) // what it offered, not what was typed
                    *suggested = files->selectedFiles().value(0);
                typeFileName(files, path);
                QMetaObject::invokeMethod(files, "accept", Qt::QueuedConnection);
            } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                if (QAbstractButton *yes = box->button(QMessageBox::Yes))
                    yes->click();
                if (QAbstractButton *discard = box->button(QMessageBox::Discard)) {
                    ++m_discardQuestions;
                    discard->click();
                }
            } else if (auto *input = qobject_cast<QInputDialog *>(modal);
                       input && !input->property("answered").toBool()) {
                // Export Orders' "Orders for the armies of:", noted once (a poll may come again
                // before the queued accept closes it).
                input->setProperty("answered", true);
                m_sideQuestions << input->comboBoxItems();
                input->setTextValue(QStringLiteral("Free"));
                QMetaObject::invokeMethod(input, "accept", Qt::QueuedConnection);
            }
            QTimer::singleShot(20, poll);
        };
        QTimer::singleShot(0, poll);
        a->trigger();
        *done = true;
        return shownDir;
    }

    /// Opens the package's blank form (three Free armies) by File ▸ Open Orders, the view
    /// framed on the armies. Returns the header.
    QString openBlankForm()
    {
        const QString header = makePackage();
        writeText(package("orders.txt"),
                  header + "Army of the North | | |\nRiders of Rohan | | |\nGarrison | | |\n");
        answerFileDialog(action("actionOpenOrders"), package("orders.txt"));
        if (!m_warnings.isEmpty() || !m_window->planner()->playerArmies()->rowCount())
            return {};
        frameView(view(), 2.0, at(6, 5));
        // Active, so that the menu shortcuts (Ctrl+S, Ctrl+Q) reach the window.
        QApplication::setActiveWindow(m_window.get());
        if (!QTest::qWaitForWindowActive(m_window.get()))
            return {};
        return header;
    }
    /// Opens a plain map of one's own (no orders file), picks Rangers (6,6) in the planner and
    /// plots it west twice, by clicks. Returns the map's path (empty when it failed).
    QString planRangersWestTwiceOnAPlainMap()
    {
        const QString plain = makePlainMap();
        if (plain.isEmpty() || !m_window->openFile(plain))
            return {};
        m_window->selectTool("plan-movement");
        QComboBox *units = m_window->planner()->unitDock()->unitCombo();
        units->setCurrentIndex(units->findText("Rangers", Qt::MatchStartsWith));
        emit units->activated(units->currentIndex());
        frameView(view(), 2.0, at(6, 5));
        click(at(5, 6));
        click(at(4, 6));
        return plain;
    }
    /// The plans the map file on disk holds, "unit: orders" each.
    QStringList plansOnDisk()
    {
        QStringList out;
        const MapLoadResult r = loadMapFile(package("map.hexmap"));
        for (const MovementPlan &p : r.map->plans())
            out << p.unit + ": " + p.orders.join(", ");
        return out;
    }

    void newWindow()
    {
        QVERIFY(openMainWindow(m_window, testMap(6, 5), {1280, 800}));
        SafetyPrompts prompts;
        prompts.warn = [this](const QString &, const QString &text) { m_warnings << text; };
        prompts.confirm = [](const QString &, const QString &) { return true; };
        m_window->safety()->setPrompts(prompts);
        m_warnings.clear();
        m_discardQuestions = 0;
        m_sideQuestions.clear();
    }

    /// The turn package: a 14 × 10 plains map (pbm-strategic, labels col,row) with three Free
    /// armies and a Shadow one, and the orders template the referee hands out.
    QString makePackage()
    {
        QDir(package()).removeRecursively();
        QDir().mkpath(package());
        HexMap m = plannerMap(*m_window->rulesets().ruleset("pbm-strategic"), 14, 10);
        const auto hex = [&m](int c, int r) { return m.grid().toHex({c, r}); };
        m.units() << MapUnit{"Army of the North", "Free", hex(4, 4), {}, 1200}
                  << MapUnit{"Riders of Rohan", "Free", hex(6, 6), {}, 600}
                  << MapUnit{"Watch of Minas", "Shadow", hex(10, 7), {}, 400}
                  << MapUnit{"Garrison", "Free", hex(8, 2), {}, 300};
        if (!saveMapFile(m, package("map.hexmap")).isEmpty())
            return {};
        const QString sha = QString::fromLatin1(
            QCryptographicHash::hash(readAll(package("map.hexmap")), QCryptographicHash::Sha256)
                .toHex());
        return "# Hexstride orders 1\n# campaign: c0ffee\n# game: Test War\n# player: Elrond\n"
               "# side: Free\n# turn: 2\n# map: map.hexmap\n# map-sha256: "
               + sha + "\n";
    }

    /// A plain map (no orders file) beside the package: two Free armies of other names than
    /// the package's and a Shadow one. Returns its path.
    QString makePlainMap()
    {
        QDir().mkpath(m_dir.filePath("plain"));
        HexMap m = plannerMap(*m_window->rulesets().ruleset("pbm-strategic"), 14, 10);
        const auto hex = [&m](int c, int r) { return m.grid().toHex({c, r}); };
        m.units() << MapUnit{"Host of Gondor", "Free", hex(4, 4), {}, 1500}
                  << MapUnit{"Rangers", "Free", hex(6, 6), {}, 400}
                  << MapUnit{"Haradrim", "Shadow", hex(10, 7), {}, 1100};
        const QString path = m_dir.filePath("plain/vale.hexmap");
        return saveMapFile(m, path).isEmpty() ? path : QString();
    }
    QString plainHeader(const QString &path)
    {
        const QString sha = QString::fromLatin1(
            QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256).toHex());
        return "# Hexstride orders 1\n# side: Free\n# map: vale.hexmap\n# map-sha256: " + sha
               + "\n";
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init() { newWindow(); }
    void cleanup() { m_window.reset(); }

    void openPlanExportReopen()
    {
        const QString header = makePackage();
        QVERIFY(!header.isEmpty());
        writeText(package("orders.txt"),
                  header + "Army of the North | | |\nRiders of Rohan | | |\nGarrison | | |\n");
        QAbstractItemModelTester tester(m_window->planner()->playerArmies());

        answerFileDialog(action("actionOpenOrders"), package("orders.txt"));
        QCOMPARE(m_warnings, QStringList());
        QCOMPARE(QFileInfo(m_window->document()->fileName()).fileName(), QString("map.hexmap"));
        QTRY_VERIFY_WITH_TIMEOUT(armiesView()->isVisible(), 5000);
        // The Free armies in the map's order, none planned yet; the Shadow army is not listed.
        QCOMPARE(armiesShown(),
                 (QStringList{"Army of the North: no orders yet", "Riders of Rohan: no orders yet",
                              "Garrison: no orders yet"}));
        frameView(view(), 2.0, at(6, 5));

        // Army of the North (4,4) east twice; Riders of Rohan (6,6) west twice: plains at 3 MP
        // a step with 12 MP a turn, all in this turn.
        clickArmy(0);
        QCOMPARE(session()->unitName(), QString("Army of the North"));
        click(at(5, 4));
        click(at(6, 4));
        QCOMPARE(session()->orderString(), QString("e, e"));
        clickArmy(1);
        QCOMPARE(session()->unitName(), QString("Riders of Rohan"));
        click(at(5, 6));
        click(at(4, 6));
        QCOMPARE(armiesShown(), (QStringList{"Army of the North: e, e", "Riders of Rohan: w, w",
                                             "Garrison: no orders yet"}));

        // Export starts at the file read and overwrites it with the plans.
        const QString dir = answerFileDialog(action("actionExportOrders"), package("orders.txt"));
        QCOMPARE(m_warnings, QStringList());
        QCOMPARE(dir, QDir(package()).absolutePath());
        const QString expected = header
                                 + "Army of the North | | | e, e\n"
                                   "Riders of Rohan | | | w, w\n"
                                   "Garrison | | |\n";
        QCOMPARE(QString::fromUtf8(readAll(package("orders.txt"))), expected);

        // The referee's pre-check takes the file as it is.
        QProcess cli;
        cli.start(testpaths::cli(), {"orders", package("map.hexmap"), package("orders.txt")});
        QVERIFY(cli.waitForFinished(60000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());

        // Another window, the map as the referee sent it (no plans): the file brings them back.
        QVERIFY(loadMapFile(package("map.hexmap")).map->plans().isEmpty());
        m_window.reset();
        newWindow();
        answerFileDialog(action("actionOpenOrders"), package("orders.txt"));
        QCOMPARE(m_warnings, QStringList());
        QTRY_VERIFY_WITH_TIMEOUT(armiesView()->isVisible(), 5000);
        QCOMPARE(armiesShown(), (QStringList{"Army of the North: e, e", "Riders of Rohan: w, w",
                                             "Garrison: no orders yet"}));
        QCOMPARE(map().plans().size(), 2);
        QCOMPARE(map().plans()[1].orders, (QStringList{"w", "w"}));
        QCOMPARE(session()->unitName(), QString("Army of the North"));
        QCOMPARE(session()->orderString(), QString("e, e"));
    }

    // Issue 28: the plan on screen is work. Army of the North (4,4) planned by two clicks east,
    // no other army picked after it: the title says the map has changes ("*"), Ctrl+Q asks, and
    // Save writes the plan into the package's map.
    void planOnScreenIsSavedOnQuit()
    {
        QVERIFY(!openBlankForm().isEmpty());
        QVERIFY(!m_window->isWindowModified());
        // Every package's map is map.hexmap: the title names the header's player and turn.
        QCOMPARE(m_window->windowTitle(), QString("map.hexmap[*] (Elrond, turn 2) — Hexstride"));
        clickArmy(0);
        click(at(5, 4));
        click(at(6, 4));
        QCOMPARE(session()->orderString(), QString("e, e"));
        QVERIFY(m_window->isWindowModified());
        QStringList asked;
        answerDialogs(
            [this] { QTest::keyClick(view()->viewport(), Qt::Key_Q, Qt::ControlModifier); }, {},
            QMessageBox::Save, &asked);
        // The name isolated (FSI … PDI: a file name cannot reorder the sentence, probe13 Q11).
        QCOMPARE(asked,
                 QStringList{"The map \"\u2068map.hexmap\u2069\" has unsaved changes. Save them?"});
        QVERIFY(!m_window->isVisible());
        QCOMPARE(plansOnDisk(), QStringList{"Army of the North: e, e"});
    }

    // Two armies planned, the second still on screen: Save keeps both.
    void saveKeepsThePlanOnScreen()
    {
        QVERIFY(!openBlankForm().isEmpty());
        clickArmy(0);
        click(at(5, 4));
        click(at(6, 4));
        clickArmy(1);
        click(at(5, 6));
        click(at(4, 6));
        QTest::keyClick(view()->viewport(), Qt::Key_S, Qt::ControlModifier);
        QCOMPARE(plansOnDisk(), (QStringList{"Army of the North: e, e", "Riders of Rohan: w, w"}));
        QVERIFY(!m_window->isWindowModified());
    }

    // Saved plans survive opening the blank form again: its empty lines give no orders, so the
    // plans of the map stay, and merely opening changes nothing.
    void reopeningTheFormKeepsSavedPlans()
    {
        QVERIFY(!openBlankForm().isEmpty());
        clickArmy(0);
        click(at(5, 4));
        click(at(6, 4));
        clickArmy(1);
        click(at(5, 6));
        click(at(4, 6));
        QTest::keyClick(view()->viewport(), Qt::Key_S, Qt::ControlModifier);
        QVERIFY(!m_window->isWindowModified());

        answerFileDialog(action("actionOpenOrders"), package("orders.txt"));
        QCOMPARE(m_warnings, QStringList());
        QCOMPARE(armiesShown(), (QStringList{"Army of the North: e, e", "Riders of Rohan: w, w",
                                             "Garrison: no orders yet"}));
        QCOMPARE(m_window->planner()->planDock()->plansView()->model()->rowCount(), 2);
        QVERIFY(!m_window->isWindowModified());
        QVERIFY(!m_window->document()->isModified());
    }

    // Exported orders keep the work: opening the next turn's package asks nothing, and last
    // turn's package map is not written. Export suggests "<player>-turn-<N>.txt" beside the
    // form (the header's player Elrond, turn 2), not the form's own name.
    void exportedOrdersAreNotAskedAbout()
    {
        QVERIFY(!openBlankForm().isEmpty());
        const QByteArray mapBefore = readAll(package("map.hexmap"));
        clickArmy(0);
        click(at(5, 4));
        click(at(6, 4));
        QString suggested;
        answerFileDialog(action("actionExportOrders"), package("Elrond-turn-2.txt"), &suggested);
        QCOMPARE(m_warnings, QStringList());
        QCOMPARE(suggested, QDir(package()).absoluteFilePath("Elrond-turn-2.txt"));
        QVERIFY(QString::fromUtf8(readAll(package("Elrond-turn-2.txt")))
                    .contains("Army of the North | | | e, e\n"));
        QVERIFY(!m_window->isWindowModified());

        // The next turn's package, in another folder.
        const QString next = m_dir.filePath("turn3");
        QDir(next).removeRecursively();
        QVERIFY(QDir().mkpath(next));
        QVERIFY(QFile::copy(package("map.hexmap"), next + "/map.hexmap"));
        QVERIFY(QFile::copy(package("orders.txt"), next + "/orders.txt"));
        QStringList asked;
        answerDialogs([this] { action("actionOpenOrders")->trigger(); }, next + "/orders.txt",
                      QMessageBox::Save, &asked);
        QCOMPARE(asked, QStringList());
        QCOMPARE(m_window->document()->fileName(), next + "/map.hexmap");
        QCOMPARE(readAll(package("map.hexmap")), mapBefore);
    }

    /// The package with one more (Shadow) army at `c`,`r`, first or last in the map's order,
    /// its blank form opened.
    void openFormWithEnemyAt(int c, int r, bool first)
    {
        const QString header = makePackage();
        QVERIFY(!header.isEmpty());
        MapLoadResult loaded = loadMapFile(package("map.hexmap"));
        const MapUnit enemy{"Host of Mordor", "Shadow", loaded.map->grid().toHex({c, r}), {}, 800};
        if (first)
            loaded.map->units().prepend(enemy);
        else
            loaded.map->units().append(enemy);
        QVERIFY(saveMapFile(*loaded.map, package("map.hexmap")).isEmpty());
        const QString sha = QString::fromLatin1(
            QCryptographicHash::hash(readAll(package("map.hexmap")), QCryptographicHash::Sha256)
                .toHex());
        writeText(package("orders.txt"),
                  QString(header).replace(QRegularExpression("map-sha256: [0-9a-f]+"),
                                          "map-sha256: " + sha)
                      + "Army of the North | | |\nRiders of Rohan | | |\nGarrison | | |\n");
        answerFileDialog(action("actionOpenOrders"), package("orders.txt"));
        QCOMPARE(m_warnings, QStringList());
        frameView(view(), 2.0, at(6, 5));
    }

    // A Shadow army stands in the hex of Riders of Rohan (6,6), listed first in the map: a
    // Ctrl+click there starts the Free player's plan with the Free army, not the enemy's.
    void ownArmyIsPickedInASharedHex()
    {
        openFormWithEnemyAt(6, 6, true);
        const QPoint p = view()->sceneToViewport(view()->params().centre(at(6, 6))).toPoint();
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, Qt::ControlModifier, p);
        QCOMPARE(session()->unitName(), QString("Riders of Rohan"));
        QCOMPARE(session()->side(), QString("Free"));
    }

    // A Shadow army listed after Garrison stands in its hex (8,2): the Free player sees the
    // Garrison's counter on top. A stack fans out up and to the right, so the top counter's
    // upper right corner is seen whole; 8 % in from its right and 12 % down from its top lies
    // outside the counter under it (shifted 0.16 hex sizes left, wider than 8 % of 1.1 sizes)
    // and off the symbol and the figures: the fill of the Free side's colour.
    void ownCounterIsOnTop()
    {
        openFormWithEnemyAt(8, 2, false);
        const QRectF top = objectlayout::unitBox(view()->params().centre(at(8, 2)),
                                                 view()->params().hexSize(), 1);
        const QPoint corner = view()
                                  ->sceneToViewport({top.right() - top.width() * 0.08,
                                                     top.top() + top.height() * 0.12})
                                  .toPoint();
        QVERIFY(view()->viewport()->rect().contains(corner));
        QTRY_COMPARE_WITH_TIMEOUT(view()->viewport()->grab().toImage().pixelColor(corner).name(),
                                  objectlayout::sideColour("Free").name(), 5000);
    }

    // Zoomed in on the far corner (13,9), picking Army of the North (4,4) in "Your armies"
    // brings its hex into view.
    void pickedArmyIsScrolledTo()
    {
        QVERIFY(!openBlankForm().isEmpty());
        frameView(view(), 4.0, at(13, 9));
        const auto shown = [this](Hex h) {
            return view()->viewport()->rect().contains(
                view()->sceneToViewport(view()->params().centre(h)).toPoint());
        };
        QVERIFY(!shown(at(4, 4)));
        clickArmy(0);
        QCOMPARE(session()->unitName(), QString("Army of the North"));
        QVERIFY(shown(at(4, 4)));
    }

    // walk12 #19: in Russian, Export Orders offered "Алиса-turn-1.txt", half in English. The
    // header's player Elrond and turn 2 make «Elrond-ход-2.txt».
    void exportedOrdersAreNamedInTheInterfacesLanguage()
    {
        QVERIFY(!openBlankForm().isEmpty());
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
        QCoreApplication::processEvents();
        clickArmy(0);
        click(at(5, 4));
        QString suggested;
        answerFileDialog(action("actionExportOrders"), package("x.txt"), &suggested);
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCoreApplication::processEvents();
        QCOMPARE(suggested,
                 QDir(package()).absoluteFilePath(QString::fromUtf8("Elrond-ход-2.txt")));
    }

    // walk12 #23: after File ▸ Open Orders the chosen army (the first, Army of the North at
    // 4,4) was left where the view happened to be, here zoomed in on the far corner (13,9).
    void openOrdersScrollsToTheChosenArmy()
    {
        const QString header = makePackage();
        QVERIFY(!header.isEmpty());
        writeText(package("orders.txt"),
                  header + "Army of the North | | |\nRiders of Rohan | | |\nGarrison | | |\n");
        QVERIFY(m_window->openFile(package("map.hexmap")));
        frameView(view(), 4.0, at(13, 9));
        const auto shown = [this](Hex h) {
            return view()->viewport()->rect().contains(
                view()->sceneToViewport(view()->params().centre(h)).toPoint());
        };
        QVERIFY(!shown(at(4, 4)));
        answerFileDialog(action("actionOpenOrders"), package("orders.txt"));
        QCOMPARE(m_warnings, QStringList());
        QCOMPARE(session()->unitName(), QString("Army of the North"));
        QTRY_VERIFY_WITH_TIMEOUT(shown(at(4, 4)), 5000);
    }

    // An orders file dropped on the map opens as File ▸ Open Orders does: no question, no
    // "JSON syntax error", the armies listed.
    void droppedOrdersFileOpensAsOrders()
    {
        const QString header = makePackage();
        QVERIFY(!header.isEmpty());
        writeText(package("orders.txt"),
                  header + "Army of the North | | | e, e\nRiders of Rohan | | |\nGarrison | | |\n");
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(package("orders.txt"))});
        const QPoint at = view()->mapTo(m_window.get(), view()->rect().center());
        QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QStringList asked;
        answerDialogs([&] { QApplication::sendEvent(m_window.get(), &drop); }, {},
                      QMessageBox::Cancel, &asked);
        QCOMPARE(asked, QStringList());
        QCOMPARE(m_warnings, QStringList());
        QCOMPARE(m_window->document()->fileName(), package("map.hexmap"));
        QTRY_VERIFY_WITH_TIMEOUT(armiesView()->isVisible(), 5000);
        QCOMPARE(armiesShown(),
                 (QStringList{"Army of the North: e, e", "Riders of Rohan: no orders yet",
                              "Garrison: no orders yet"}));
    }

    // walk12 #12: a player's orders file written with the Russian letters the planner shows
    // opens (English interface) with the orders in the game's notation.
    void ordersInRussianLettersOpen()
    {
        const QString header = makePackage();
        QVERIFY(!header.isEmpty());
        writeText(package("orders.txt"), header
                                             + QStringLiteral("Army of the North | | | В, в\n"
                                                              "Riders of Rohan | | | З, юз\n"
                                                              "Garrison | | |\n"));
        answerFileDialog(action("actionOpenOrders"), package("orders.txt"));
        QCOMPARE(m_warnings, QStringList());
        QTRY_VERIFY_WITH_TIMEOUT(armiesView()->isVisible(), 5000);
        QCOMPARE(armiesShown(), (QStringList{"Army of the North: e, e", "Riders of Rohan: w, sw",
                                             "Garrison: no orders yet"}));
    }

    // walk12 #30: a package's orders opened earlier limited Export Orders on the next map to the
    // package's armies: none of them is on it, and a file of no army line was written, said
    // "orders for 0 armies". The side's armies of the map opened are exported.
    void exportAfterAPackageHasTheNewMapsArmies()
    {
        QVERIFY(!openBlankForm().isEmpty());
        const QString plain = makePlainMap();
        QVERIFY(!plain.isEmpty());
        answerFileDialog(m_window->findChild<QAction *>("actionOpen"), plain);
        QCOMPARE(m_window->document()->fileName(), plain);
        const QString out = m_dir.filePath("plain/free.txt");
        answerFileDialog(action("actionExportOrders"), out);
        QCOMPARE(m_warnings, QStringList());
        QCOMPARE(m_sideQuestions, (QStringList{"Free", "Shadow"}));
        QCOMPARE(QString::fromUtf8(readAll(out)),
                 plainHeader(plain) + "Host of Gondor | | |\nRangers | | |\n");
    }

    // walk12 #1/#11: on a map opened without orders, the first Export Orders wrote the plan on
    // screen as empty orders (the side was not the player's yet when the plan was kept).
    void firstExportHasThePlanOnScreen()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en")); // "1 army"
        const QString plain = planRangersWestTwiceOnAPlainMap();
        QVERIFY(!plain.isEmpty());
        QCOMPARE(session()->unitName(), QString("Rangers"));
        QCOMPARE(session()->orderString(), QString("w, w"));
        const QString out = m_dir.filePath("plain/first.txt");
        answerFileDialog(action("actionExportOrders"), out);
        QCOMPARE(m_warnings, QStringList());
        QCOMPARE(QString::fromUtf8(readAll(out)),
                 plainHeader(plain) + "Host of Gondor | | |\nRangers | | | w, w\n");
        // walk17 X15: two lines, one army with orders (it said "the orders of 2 armies").
        const QString said = m_window->statusBar()->currentMessage();
        QVERIFY2(said.endsWith(": orders for 1 army, 1 standing"), qPrintable(said));
    }

    // walk16 W13: Cancel in Export Orders' file dialog left the plan on screen "saved in the
    // map" (a change of the map) and the planner on the chosen side's armies.
    void aCancelledExportChangesNothing()
    {
        const QString plain = planRangersWestTwiceOnAPlainMap();
        QVERIFY(!plain.isEmpty());
        const QString sideBefore = m_window->planner()->playerArmies()->side();
        // walk17 X01: the cancel left "Redo Keep the Orders" on the Edit menu and the plan's own
        // steps could no longer be undone; while the file dialog was open the map already held
        // the plan.
        QUndoStack *mapHistory = m_window->document()->undoStack();
        const int mapSteps = mapHistory->count();
        QUndoStack *planHistory = session()->undoStack();
        const int planSteps = planHistory->count(), planIndex = planHistory->index();
        QVERIFY(planHistory->canUndo());
        qsizetype plansWhileAsked = -1;
        const auto done = std::make_shared<bool>(false);
        bool cancelled = false;
        std::function<void()> poll = [&, done] {
            if (*done)
                return;
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *files = qobject_cast<QFileDialog *>(modal)) {
                cancelled = true;
                plansWhileAsked = map().plans().size();
                QMetaObject::invokeMethod(files, "reject", Qt::QueuedConnection);
            } else if (auto *input = qobject_cast<QInputDialog *>(modal);
                       input && !input->property("answered").toBool()) {
                input->setProperty("answered", true);
                input->setTextValue(QStringLiteral("Free"));
                QMetaObject::invokeMethod(input, "accept", Qt::QueuedConnection);
            }
            QTimer::singleShot(20, poll);
        };
        QTimer::singleShot(0, poll);
        action("actionExportOrders")->trigger();
        *done = true;
        QVERIFY(cancelled);
        QCOMPARE(map().plans().size(), 0);
        QVERIFY(!m_window->document()->isModified());
        QCOMPARE(m_window->planner()->playerArmies()->side(), sideBefore);
        QCOMPARE(session()->orderString(), QString("w, w")); // the plan on screen stays
        QCOMPARE(plansWhileAsked, 0);
        QCOMPARE(mapHistory->count(), mapSteps);
        QVERIFY(!mapHistory->canRedo());
        QCOMPARE(planHistory->count(), planSteps);
        QCOMPARE(planHistory->index(), planIndex);
        QVERIFY(!menuEntry(m_window.get(), "&Edit", "&Redo Keep the Orders of “Rangers”"));
    }

    // walk15 #6: on a map of one's own, the plan Export Orders keeps in the map ("Plans saved in
    // the map") is a change of the map: one undo step, the title's "*", and opening another map
    // asks; after a second export too (the first one's header is no campaign's turn).
    void exportedPlansOfAnOwnMapAreAskedAbout()
    {
        const QString plain = planRangersWestTwiceOnAPlainMap();
        QVERIFY(!plain.isEmpty());
        const QString out = m_dir.filePath("plain/own.txt");
        answerFileDialog(action("actionExportOrders"), out);
        QCOMPARE(m_warnings, QStringList());
        QCOMPARE(map().plans().size(), 1);
        QVERIFY(m_window->document()->isModified());
        QVERIFY(m_window->isWindowModified());
        QVERIFY(menuEntry(m_window.get(), "&Edit", "&Undo Keep the Orders of “Rangers”"));

        answerFileDialog(action("actionExportOrders"), out);
        QVERIFY(m_window->isWindowModified());
        QVERIFY(!makePackage().isEmpty());
        answerFileDialog(m_window->findChild<QAction *>("actionOpen"), package("map.hexmap"));
        QCOMPARE(m_discardQuestions, 1);
        QCOMPARE(m_window->document()->fileName(), package("map.hexmap"));
    }

    // walk12 #29: File > Open with a plan not saved asked "Save them?" before the file dialog
    // and again after it, although the first answer was Discard.
    void openAsksOnceAboutUnsavedChanges()
    {
        QVERIFY(!openBlankForm().isEmpty());
        clickArmy(0);
        click(at(5, 4));
        QVERIFY(m_window->planner()->playerArmies()->hasWorkAtStake());
        const QString plain = makePlainMap();
        QVERIFY(!plain.isEmpty());
        answerFileDialog(m_window->findChild<QAction *>("actionOpen"), plain);
        QCOMPARE(m_window->document()->fileName(), plain);
        QCOMPARE(m_discardQuestions, 1);
    }

    void badFilesChangeNothing_data()
    {
        QTest::addColumn<QString>("lines");
        QTest::addColumn<QString>("message");
        QTest::newRow("map in another folder")
            << "# Hexstride orders 1\n# side: Free\n# map: ../turn2/map.hexmap\nGarrison | | |\n"
            << "orders.txt:3: map: \"../turn2/map.hexmap\" is not a file name; the map must be a "
               "file in the orders file's folder";
        QTest::newRow("no such army")
            << "HEADER"
               "Garrison | | | e\nRiders of Gondor | | | w\n"
            << "orders.txt:10: Riders of Gondor: no unit of the map has this name (did you mean "
               "\"Riders of Rohan\"?)";
        QTest::newRow("newer header") << "# Hexstride orders 2\n# side: Free\nGarrison | | |\n"
                                      << "orders.txt:1: orders header version 2: this Hexstride "
                                         "reads version 1";
        // fixq13b: the app decoded such bytes as U+FFFD without a word, as the CLI no longer did.
        QTest::newRow("not UTF-8") << "# Hexstride orders 1\n# side: Free\nGarr<FF>ison | | |\n"
                                   << package("orders.txt") + ":3:5: the text is not valid UTF-8";
    }
    void badFilesChangeNothing()
    {
        QFETCH(QString, lines);
        QFETCH(QString, message);
        const QString header = makePackage();
        QVERIFY(!header.isEmpty());
        writeText(package("orders.txt"), QString(lines).replace("HEADER", header));
        const MapDocument *before = m_window->document();
        const HexMap mapBefore = map();
        answerFileDialog(action("actionOpenOrders"), package("orders.txt"));
        QCOMPARE(m_warnings, QStringList{message});
        QCOMPARE(m_window->document(), before);
        QVERIFY(map() == mapBefore);
        QVERIFY(m_window->planner()->playerArmies()->side().isEmpty());
        QVERIFY(armiesView()->isHidden());
    }
};

QTEST_MAIN(TestPlayerOrders)
#include "tst_playerorders.moc"
