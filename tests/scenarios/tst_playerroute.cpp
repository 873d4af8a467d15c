// Issue 36 §2, the player's job: on the Middle-earth map (resources/maps/mepbm-1000.hexmap,
// opened with File ▸ Open) a player picks the movement planner on the tool bar, plots a route of
// five turns hex by hex with clicks at hex centres, reads this turn's orders in the planner,
// copies them with Copy, and sees the plan's later turns as later turns: the step table says
// "turn 2" … "turn 5", the per-turn lines list each turn's orders, and a numbered badge stands
// where each turn ends.
//
// Worked out by hand. The map is pbm-strategic, pointy-top, odd rows shifted right, labelled
// XXYY (column + 1, row + 1). Row 02 is an odd row; from an odd row "ne" is col + 1, row − 1.
// The terrain along the route (read from the map's picture and `hexstride-cli explain` of each
// side, none crossing a river or a road): 1402 shore; 1502, 1602, 1702 Hills & Rough;
// 1802 … 2702 plains; 2801, 2901 plains. A fed mixed army has 12 MP a turn; entering plains
// costs it 3 MP, Hills & Rough 5 (docs/rules/pbm-strategic.md, the mixed army's table, fed).
// A step that does not fit in the MP a turn has left is the next turn's first.
//
//   step  order  into  cost  turn  MP used in the turn
//    1    e      1502   5     1     5
//    2    e      1602   5     1    10
//    3    e      1702   5     2     5   (10 + 5 > 12)
//    4    e      1802   3     2     8
//    5    e      1902   3     2    11
//    6    e      2002   3     3     3   (11 + 3 > 12)
//    7-9  e      2102 … 2302  3 each  3  6, 9, 12
//   10-13 e      2402 … 2702  3 each  4  3, 6, 9, 12
//   14    ne     2801   3     5     3
//   15    e      2901   3     5     6
// Total 3 × 5 + 12 × 3 = 51 MP; turn 5 leaves 12 − 6 = 6 MP. Turn 1's orders: "e, e".
// Turns end on 1602 (turn 1), 1902 (2), 2302 (3), 2702 (4) and 2901 (the plan's end, turn 5).
#include "mainwindow.h"
#include "mapdocument.h"
#include "planner/planner.h"
#include "planner/plannerdock.h"
#include "planner/planneroverlay.h"
#include "planner/plannersession.h"
#include "planner/planstepsmodel.h"
#include "support/campaigntestutil.h"
#include "support/plannertestutil.h"
#include "support/windowtestutil.h"
#include "testpaths.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QLineEdit>
#include <QTableView>
#include <QToolButton>

using namespace hexstride;
using namespace hexstride::testing;

class TestPlayerRoute : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    Hex hex(const QString &label) const
    {
        const auto h = m_window->document()->map().parseLabel(label);
        return h ? *h : Hex{};
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void cleanupTestCase() { m_window.reset(); }

    void fiveTurnRouteOnMiddleEarth()
    {
        QVERIFY(openMainWindow(m_window, std::nullopt, {1280, 800}));
        // File ▸ Open, the map typed in the file dialog; the start map's changes are discarded.
        QAction *open = menuEntry(m_window.get(), "&File", "&Open…");
        QVERIFY(open);
        const QString map = testpaths::source("/resources/maps/mepbm-1000.hexmap");
        QVERIFY(answerDialogs([open] { open->trigger(); }, map, QMessageBox::Discard));
        QCOMPARE(m_window->document()->fileName(), map);
        QCOMPARE(m_window->document()->map().width(), 44);

        QVERIFY(clickToolButton(m_window.get(), "plan-movement"));
        PlannerDriver planner(m_window.get());
        QTRY_VERIFY_WITH_TIMEOUT(planner.dock()->isVisible(), 5000);
        frameView(planner.view(), 1.0, hex("2202"));
        const QStringList route{"1402", "1502", "1602", "1702", "1802", "1902", "2002", "2102",
                                "2202", "2302", "2402", "2502", "2602", "2702", "2801", "2901"};
        for (const QString &label : route) {
            QVERIFY2(planner.viewport()->rect().contains(planner.centreOf(hex(label))),
                     qPrintable(label));
            planner.click(hex(label));
        }

        // This turn's orders, as the Orders field shows them, and Copy puts them on the clipboard.
        PlannerDock *dock = planner.dock();
        QCOMPARE(dock->orderEdit()->text(), QString("e, e"));
        QGuiApplication::clipboard()->clear();
        QTest::mouseClick(dock->copyButton(), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), QString("e, e"));

        // The later turns as later turns: the per-turn lines, …
        QVERIFY(dock->ordersPerTurnLabel()->isVisible());
        QCOMPARE(dock->ordersPerTurnLabel()->text(),
                 QString("turn 1: e, e\nturn 2: e, e, e\nturn 3: e, e, e, e\n"
                         "turn 4: e, e, e, e\nturn 5: ne, e"));
        // … the step table's Turn and Status columns as the table shows them, …
        QTableView *table = dock->stepsView();
        QVERIFY(table->isVisible());
        QStringList turns, statuses;
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            turns << table->model()->index(row, PlanStepsModel::Turn).data().toString();
            statuses << table->model()->index(row, PlanStepsModel::Status).data().toString();
        }
        QCOMPARE(turns, (QStringList{"1", "1", "2", "2", "2", "3", "3", "3", "3", "4", "4", "4",
                                     "4", "5", "5"}));
        QCOMPARE(statuses, (QStringList{"ok", "ok", "turn 2", "turn 2", "turn 2", "turn 3",
                                        "turn 3", "turn 3", "turn 3", "turn 4", "turn 4", "turn 4",
                                        "turn 4", "turn 5", "turn 5"}));
        // … the totals, …
        QCOMPARE(dock->totalsLabel()->text(), QString("Total 51 MP, 6 left of 12 in turn 5"));
        // … and on the map a badge (the turn's number in white on a dark disc) where each turn
        // ends, none on a hex the path only passes: within the badge's disc round the hex centre
        // most pixels are dark (the white number and the antialiased rim are the rest); on a hex
        // the path passes, the path's light line and its label, hardly any.
        finishDeferredWork();
        const QImage shot = planner.viewport()->grab().toImage();
        const PlannerOverlay::PathDrawing drawn
            = m_window->planner()->overlay()->pathDrawing(planner.view()->params());
        QVERIFY(!drawn.turnEnds.isEmpty());
        const double radius = drawn.turnEnds.first().box.width() * 0.4;
        const auto darkShare = [&](const QString &label) {
            const QPoint c = planner.centreOf(hex(label)) * shot.devicePixelRatio();
            const int r = int(radius * shot.devicePixelRatio());
            int dark = 0, all = 0;
            for (int y = -r; y <= r; ++y) {
                for (int x = -r; x <= r; ++x) {
                    if (x * x + y * y > r * r)
                        continue;
                    const QColor p = shot.pixelColor(c + QPoint(x, y));
                    dark += p.red() < 70 && p.green() < 70 && p.blue() < 70;
                    ++all;
                }
            }
            return double(dark) / all;
        };
        for (const QString end : {"1602", "1902", "2302", "2702", "2901"})
            QVERIFY2(darkShare(end) > 0.4,
                     qPrintable(end + ": " + QString::number(darkShare(end))));
        for (const QString passed : {"1502", "1802", "2102", "2502", "2801"}) {
            QVERIFY2(darkShare(passed) < 0.05,
                     qPrintable(passed + ": " + QString::number(darkShare(passed))));
        }
    }
};

QTEST_MAIN(TestPlayerRoute)
#include "tst_playerroute.moc"
