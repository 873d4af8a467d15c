// A player's turn as the player plays it (issue 28): File ▸ Open Orders on a turn package (a
// map and an orders.txt with its header), the player's armies listed in the planner, two of them
// planned by clicks, File ▸ Export Orders, the file written compared with text worked out by
// hand, checked by `hexstride-cli orders`, and opened again. Bad files change nothing.
#include "documentsafety.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "planner/planner.h"
#include "planner/plannerdock.h"
#include "planner/plannersession.h"
#include "planner/playerarmies.h"
#include "planner/unitdock.h"
#include "support/guitestutil.h"
#include "support/plannertestutil.h"
#include "support/windowtestutil.h"
#include "testpaths.h"
#include "view/mapview.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCryptographicHash>
#include <QFileDialog>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QTest>
#include <QTimer>

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
    f.write(text.toUtf8());
}
} // namespace

class TestPlayerOrders : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_warnings;

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
    QString answerFileDialog(QAction *a, const QString &path)
    {
        QString shownDir;
        const auto done = std::make_shared<bool>(false);
        std::function<void()> poll = [&, done] {
            if (*done)
                return;
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *files = qobject_cast<QFileDialog *>(modal)) {
                shownDir = files->directory().absolutePath();
                files->selectFile(path);
                QMetaObject::invokeMethod(files, "accept", Qt::QueuedConnection);
            } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                if (QAbstractButton *yes = box->button(QMessageBox::Yes))
                    yes->click();
            }
            QTimer::singleShot(20, poll);
        };
        QTimer::singleShot(0, poll);
        a->trigger();
        *done = true;
        return shownDir;
    }

    void newWindow()
    {
        QVERIFY(openMainWindow(m_window, testMap(6, 5), {1280, 800}));
        SafetyPrompts prompts;
        prompts.warn = [this](const QString &, const QString &text) { m_warnings << text; };
        prompts.confirm = [](const QString &, const QString &) { return true; };
        m_window->safety()->setPrompts(prompts);
        m_warnings.clear();
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
