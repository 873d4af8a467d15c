// A river dragged with the edge tool is one connected line whatever the zoom and the speed of
// the mouse: a scripted 30-hex path with one mouse event per hex (a fast drag) leaves no gap at
// three zooms, and the stroke is one undo step named with its length (issue 18 §2). A smooth
// curve at a normal hand speed (3 px between events) draws one line too, no rings round the
// hexes it passes (issue 31 §1).
#include "hex/edgechain.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "support/edgelinetestutil.h"
#include "support/guitestutil.h"
#include "support/windowtestutil.h"
#include "tools/editorcontext.h"
#include "view/mapview.h"

#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <numbers>

using namespace hexstride;
using namespace hexstride::testing;

class TestEdgeStroke : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    MapView *view() { return m_window->mapView(); }
    const HexMap &map() { return m_window->document()->map(); }
    Hex at(int col, int row) { return map().grid().toHex({col, row}); }
    QPointF centreOf(Hex h) { return view()->sceneToViewport(view()->params().centre(h)); }
    QPointF nearSide(Hex h, Direction d)
    {
        const QPointF a = centreOf(h), b = centreOf(neighbour(h, d));
        return a + (b - a) * 0.45;
    }
    // 30 hexes: 15 steps east, then 15 steps down, alternately south-east and south-west.
    QList<Hex> scriptedPath()
    {
        QList<Hex> path{at(3, 2)};
        for (int i = 0; i < 29; ++i)
            path.append(neighbour(path.last(), i < 15 ? 0 : (i % 2 ? 5 : 4)));
        return path;
    }
    QList<EdgeId> riverSides() { return sidesWithFeature(map(), 0); }
    int pieces(const QList<EdgeId> &sides) { return testing::pieces(view()->params(), sides); }
    int looseEnds(const QList<EdgeId> &sides)
    {
        return testing::looseEnds(view()->params(), sides);
    }
    int branchPoints(const QList<EdgeId> &sides)
    {
        return testing::branchPoints(view()->params(), sides);
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }

    void fastDragLeavesNoGap_data()
    {
        QTest::addColumn<double>("zoom");
        QTest::newRow("59 %") << 0.59;
        QTest::newRow("121 %") << 1.21;
        QTest::newRow("90 %") << 0.9;
    }
    void fastDragLeavesNoGap()
    {
        QFETCH(double, zoom);
        QVERIFY(openMainWindow(m_window, testMap(30, 24), {1600, 1100}));
        frameView(view(), zoom, at(11, 9));
        m_window->selectTool("edge-feature");
        m_window->editorContext()->setEdgeFeature(0); // minor river
        const QList<Hex> path = scriptedPath();
        QWidget *vp = view()->viewport();
        // One mouse event per hex, near its north-east side: the speed of a quick drag.
        sendMouse(vp, QEvent::MouseButtonPress, nearSide(path.first(), 1), Qt::LeftButton,
                  Qt::LeftButton);
        for (const Hex h : path)
            sendMouse(vp, QEvent::MouseMove, nearSide(h, 1), Qt::NoButton, Qt::LeftButton);
        sendMouse(vp, QEvent::MouseButtonRelease, nearSide(path.last(), 1), Qt::LeftButton,
                  Qt::NoButton);

        const QList<EdgeId> river = riverSides();
        // The line follows the pointer: every place it went is within 3/4 of a hex size of
        // the line (it runs along the borders of the hexes the pointer crossed).
        const RenderParams &rp = view()->params();
        for (const Hex h : path) {
            const PointF at = rp.toLayout(view()->viewportToScene(nearSide(h, 1)));
            double nearest = 1e9;
            for (const EdgeId &e : river) {
                const auto [a, b] = rp.layout.side(e.owner, e.dir);
                nearest = std::min(nearest, distanceToSegment(at, a, b));
            }
            QVERIFY2(nearest <= 0.75 * rp.hexSize(), qPrintable(map().label(h)));
        }
        QCOMPARE(pieces(river), 1);
        QCOMPARE(looseEnds(river), 2);           // one line, no spurs
        QVERIFY(river.size() < 3 * path.size()); // connected, not wandering
        QUndoStack *stack = m_window->document()->undoStack();
        QCOMPARE(stack->count(), 1);
        QVERIFY2(stack->text(0).contains(QString::number(river.size())),
                 qPrintable(stack->text(0)));
        QVERIFY2(stack->text(0).contains(view()->style().edges.at(0).name),
                 qPrintable(stack->text(0)));

        // Erasing along the same path is as connected: nothing of the river is left.
        m_window->selectTool("edge-eraser");
        sendMouse(vp, QEvent::MouseButtonPress, nearSide(path.first(), 1), Qt::LeftButton,
                  Qt::LeftButton);
        for (const Hex h : path)
            sendMouse(vp, QEvent::MouseMove, nearSide(h, 1), Qt::NoButton, Qt::LeftButton);
        sendMouse(vp, QEvent::MouseButtonRelease, nearSide(path.last(), 1), Qt::LeftButton,
                  Qt::NoButton);
        int left = 0;
        map().forEachFeatureEdge([&](EdgeId, FeatureMask) { ++left; });
        QCOMPARE(left, 0);
        QCOMPARE(stack->count(), 2);
        m_window.reset();
    }

    void smoothStrokeIsOneLineAtAnySpeed_data()
    {
        QTest::addColumn<double>("spacing");
        QTest::newRow("3 px") << 3.0;
        QTest::newRow("10 px") << 10.0;
        QTest::newRow("40 px") << 40.0;
    }
    void smoothStrokeIsOneLineAtAnySpeed()
    {
        // At 100 % (hexes 20 px from centre to corner) a wavy diagonal from hex 3,3 to hex
        // 22,17, 26 hexes apart: 19 columns of 34.6 px across and 14 rows of 30 px down, 781 px
        // or 39 hex sizes straight, a little more with the waves (1.5 waves of 30 px). One
        // mouse event every `spacing` pixels of it.
        QFETCH(double, spacing);
        QVERIFY(openMainWindow(m_window, testMap(30, 24), {1600, 1100}));
        frameView(view(), 1.0, at(12, 10));
        m_window->selectTool("edge-feature");
        m_window->editorContext()->setEdgeFeature(0); // minor river
        const QPointF a = centreOf(at(3, 3)), b = centreOf(at(22, 17));
        const QPointF across
            = QPointF(-(b - a).y(), (b - a).x()) / std::hypot(b.x() - a.x(), b.y() - a.y());
        QList<QPointF> curve;
        for (int i = 0; i <= 1000; ++i) {
            const double t = i / 1000.0;
            curve << a + (b - a) * t + across * 30.0 * std::sin(t * 3 * std::numbers::pi);
        }
        QList<QPointF> events{curve.first()};
        double length = 0, due = spacing;
        for (qsizetype i = 1; i < curve.size(); ++i) {
            length += std::hypot(curve[i].x() - curve[i - 1].x(), curve[i].y() - curve[i - 1].y());
            if (length >= due) {
                events << curve[i];
                due += spacing;
            }
        }
        events << curve.last();
        const double hexes = length / view()->params().hexSize();
        QVERIFY2(hexes > 35 && hexes < 45, qPrintable(QString::number(hexes)));

        QWidget *vp = view()->viewport();
        sendMouse(vp, QEvent::MouseButtonPress, events.first(), Qt::LeftButton, Qt::LeftButton);
        for (const QPointF p : events)
            sendMouse(vp, QEvent::MouseMove, p, Qt::NoButton, Qt::LeftButton);
        sendMouse(vp, QEvent::MouseButtonRelease, events.last(), Qt::LeftButton, Qt::NoButton);

        const QList<EdgeId> river = riverSides();
        const QString count = QString("%1 sides for %2 hexes of way").arg(river.size()).arg(hexes);
        QCOMPARE(pieces(river), 1);       // no gap
        QCOMPARE(branchPoints(river), 0); // no branch
        QCOMPARE(looseEnds(river), 2);    // with the two above: one open line, no ring
        // About as long as the way: at most 2 sides per hex size of it, at least one per two.
        QVERIFY2(river.size() <= 2 * hexes + 2 && river.size() >= hexes / 2, qPrintable(count));
        QUndoStack *stack = m_window->document()->undoStack();
        QCOMPARE(stack->count(), 1);
        stack->undo();
        QCOMPARE(riverSides().size(), 0);
        m_window.reset();
    }
};

QTEST_MAIN(TestEdgeStroke)
#include "tst_edgestroke.moc"
