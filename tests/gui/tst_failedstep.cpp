// The table and the map agree after a failed step (issue 30, §4): the steps after the one that
// fails keep the hexes the orders lead to, in the step table as on the map, not hexes counted
// from where the army stopped. Driven through the real main window at 1280 × 800: hexes clicked
// one by one (a step onto the sea in pbm-strategic; a step next to an enemy in
// battle-federations, which ends the move), the table's Hex column compared with the hexes
// worked out by hand, and the map's path (its drawn lines, the failed step's ✕ and the red
// dashes' pixels) through the same hexes.
#include "mainwindow.h"
#include "planner/planneroverlay.h"
#include "planner/planstepsmodel.h"
#include "support/guitestutil.h"
#include "support/plannertestutil.h"
#include "support/windowtestutil.h"

#include <QTest>

using namespace hexstride;
using namespace hexstride::testing;

class TestFailedStep : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    std::optional<PlannerDriver> m_planner;
    PlannerDriver &planner() { return *m_planner; }

    void showMap(const HexMap &m, QPoint centre)
    {
        QVERIFY(m_window->showMap(m, {}, true));
        m_window->selectTool(QStringLiteral("plan-movement"));
        QCoreApplication::processEvents();
        frameView(planner().view(), 1.0, planner().at(centre.x(), centre.y()));
    }
    /// Clicks the start, then each hex of `path` (each next to the one before: one step each).
    void clickPath(const QList<QPoint> &path)
    {
        PlannerDriver &p = planner();
        for (const QPoint &cr : path) {
            QVERIFY2(p.viewport()->rect().contains(p.centreOf(p.at(cr.x(), cr.y()))),
                     qPrintable(QString("%1,%2 not in view").arg(cr.x()).arg(cr.y())));
            p.click(p.at(cr.x(), cr.y()));
        }
        QCOMPARE(p.session()->orders().size(), path.size() - 1);
    }
    QStringList column(int column)
    {
        QStringList texts;
        const PlanStepsModel *model = planner().dock()->stepsModel();
        for (int row = 0; row < model->rowCount(); ++row)
            texts << model->index(row, column).data().toString();
        return texts;
    }
    /// The points the map's path line runs through, in order: the first turn's, the later
    /// turns' and the part not made, one after the other (each starts where the one before ends).
    QList<QPointF> drawnPath()
    {
        const PlannerOverlay::PathDrawing d
            = m_window->planner()->overlay()->pathDrawing(planner().view()->params());
        QList<QPointF> points;
        for (const QPolygonF &line : {d.executed, d.laterTurns, d.notExecuted}) {
            for (const QPointF &pt : line) {
                if (points.isEmpty() || points.constLast() != pt)
                    points << pt;
            }
        }
        return points;
    }
    QList<QPointF> centres(const QList<QPoint> &path)
    {
        QList<QPointF> points;
        for (const QPoint &cr : path)
            points << planner().view()->params().centre(planner().at(cr.x(), cr.y()));
        return points;
    }
    /// The map's label of a hex (its step's cost, or ✕), as drawn.
    QString drawnLabelAt(QPoint cr)
    {
        const QPointF c = planner().view()->params().centre(planner().at(cr.x(), cr.y()));
        for (const PathLabel &l :
             m_window->planner()->overlay()->pathDrawing(planner().view()->params()).labels) {
            if (l.anchor == c)
                return l.text;
        }
        return {};
    }
    /// Pixels of the red dashed line (the steps not made) on the segment between two hexes'
    /// centres, as the viewport shows it.
    int redPixelsBetween(QPoint a, QPoint b)
    {
        PlannerDriver &p = planner();
        const QImage shot = p.viewport()->grab().toImage();
        const QPointF from = p.centreOf(p.at(a.x(), a.y()));
        const QPointF to = p.centreOf(p.at(b.x(), b.y()));
        int red = 0;
        for (int i = 5; i <= 95; ++i) {
            const QPoint pt = (from + (to - from) * (i / 100.0)).toPoint();
            const QColor c = shot.pixelColor(pt);
            if (c.red() > 180 && c.green() < 90 && c.blue() < 90)
                ++red;
        }
        return red;
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        QVERIFY(openMainWindow(m_window, std::nullopt, {1280, 800}));
        m_planner.emplace(m_window.get());
    }
    void cleanup()
    {
        m_planner.reset();
        m_window.reset();
    }

    void stepOntoTheSeaInTheSecondTurn()
    {
        // pbm-strategic plains, 16 × 5; the sea at 9,2.
        HexMap m = plannerMap(*m_window, 16, 5);
        m.setTerrain(m.grid().toHex({9, 2}), std::uint8_t(m.terrains().indexOf("sea")));
        PlannerDriver &p = planner();
        showMap(m, {6, 2});
        // From 1,2 east along row 2 onto the sea and past it, then south-east twice: row 2 is
        // even (not shifted), so south-east of 10,2 is 10,3; row 3 is shifted, so south-east of
        // 10,3 is 11,4.
        const QList<QPoint> path{{1, 2}, {2, 2}, {3, 2}, {4, 2},  {5, 2},  {6, 2},
                                 {7, 2}, {8, 2}, {9, 2}, {10, 2}, {10, 3}, {11, 4}};
        clickPath(path);
        // A fed mixed army: plains 3 MP, 12 a turn, four steps a turn. Turn 1 ends on 5,2; turn
        // 2 makes 6,2, 7,2 and 8,2; the sea is not allowed; the three steps after it are not
        // made, and they stand where the orders lead, past the sea, not next to 8,2 where the
        // army stops.
        QCOMPARE(column(PlanStepsModel::HexColumn),
                 QStringList({"2,2", "3,2", "4,2", "5,2", "6,2", "7,2", "8,2", "9,2", "10,2",
                              "10,3", "11,4"}));
        QCOMPARE(column(PlanStepsModel::Status),
                 QStringList({"ok", "ok", "ok", "ok", "turn 2", "turn 2", "turn 2", "not allowed",
                              "not executed", "not executed", "not executed"}));
        QCOMPARE(p.session()->result().end, p.at(8, 2));
        // The map: the line through the same hexes, the ✕ on the sea, red dashes past it.
        QCOMPARE(drawnPath(), centres(path));
        QCOMPARE(drawnLabelAt({9, 2}), QString("✕"));
        QVERIFY(drawnLabelAt({10, 3}).isEmpty()); // a step not made has no label
        QTRY_VERIFY(redPixelsBetween({10, 3}, {11, 4}) > 10);
    }

    // walk12 #2: a click on a hex the unit cannot reach (the sea, not next to the path's end)
    // did nothing and said nothing. The planner says why: no step into the sea is allowed.
    void unreachableHexSaysWhy()
    {
        HexMap m = plannerMap(*m_window, 16, 5);
        m.setTerrain(m.grid().toHex({9, 2}), std::uint8_t(m.terrains().indexOf("sea")));
        PlannerDriver &p = planner();
        showMap(m, {6, 2});
        clickPath({{2, 2}, {3, 2}});
        p.click(p.at(9, 2));
        QCOMPARE(p.session()->orders().size(), 1); // nothing added
        const QString said = p.explanation();
        QVERIFY2(said.startsWith("No route to 9,2 for this unit: "), qPrintable(said));
        QVERIFY2(said.contains("Not allowed (Mixed Army Movement Costs: Seas/Coast"),
                 qPrintable(said));
        // A reachable hex after it plots as before, and the reason goes.
        p.click(p.at(5, 2));
        QCOMPARE(p.session()->orders().size(), 3);
        QVERIFY2(!p.explanation().contains("No route"), qPrintable(p.explanation()));
    }

    void enemyEndsTheMove()
    {
        // battle-federations, open ground, 16 × 5. "Meeting an enemy ends movement": a step into
        // a hex next to an enemy is made and the move ends there. The army of side A stands on
        // 2,2 (the click on it starts the plan from it, for its side), the enemy (side B) on 6,1.
        HexMap m = plannerMap(*m_window, 16, 5, "open", "battle-federations");
        m.units() << MapUnit{"Ours", "A", m.grid().toHex({2, 2}), {}, 10}
                  << MapUnit{"Enemy", "B", m.grid().toHex({6, 1}), {}, 10};
        PlannerDriver &p = planner();
        showMap(m, {6, 2});
        // East along row 2 from 2,2: 3,2, 4,2 and 5,2 are not next to 6,1 (row 2 is even: the
        // hexes north of 5,2 are 4,1 and 5,1); 6,2 is (its north-east is 6,1): the move ends
        // there. Then 7,2, south-east to 7,3 (row 2 even) and 8,4 (row 3 shifted): not made, at
        // the hexes the orders lead to.
        const QList<QPoint> path{{2, 2}, {3, 2}, {4, 2}, {5, 2}, {6, 2}, {7, 2}, {7, 3}, {8, 4}};
        clickPath(path);
        QCOMPARE(p.unitDock()->sideCombo()->currentText(), QString("A"));
        QCOMPARE(column(PlanStepsModel::HexColumn),
                 QStringList({"3,2", "4,2", "5,2", "6,2", "7,2", "7,3", "8,4"}));
        QCOMPARE(column(PlanStepsModel::Status).mid(4),
                 QStringList({"not executed", "not executed", "not executed"}));
        QCOMPARE(column(PlanStepsModel::Status).first(4).count("ok"), 4);
        QCOMPARE(p.session()->result().end, p.at(6, 2));
        QCOMPARE(drawnPath(), centres(path));
        QTRY_VERIFY(redPixelsBetween({7, 3}, {8, 4}) > 10);
    }
};

QTEST_MAIN(TestFailedStep)
#include "tst_failedstep.moc"
