// A river dragged with the edge tool is one connected line whatever the zoom and the speed of
// the mouse: a scripted 30-hex path with one mouse event per hex (a fast drag) leaves no gap at
// three zooms, and the stroke is one undo step named with its length (issue 18 §2).
#include "mainwindow.h"
#include "mapdocument.h"
#include "support/guitestutil.h"
#include "support/windowtestutil.h"
#include "tools/editorcontext.h"
#include "view/mapview.h"

#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <functional>
#include <numeric>

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
    // Corners (as painted) where exactly one river side ends: 2 for a line without spurs.
    int looseEnds(const QList<EdgeId> &sides)
    {
        const RenderParams &rp = view()->params();
        QList<QPointF> ends;
        QList<int> count;
        for (const EdgeId &e : sides) {
            for (const QPointF c : {rp.corner(e.owner, e.dir), rp.corner(e.owner, e.dir + 1)}) {
                qsizetype i = 0;
                while (i < ends.size() && (ends[i] - c).manhattanLength() >= 0.5)
                    ++i;
                if (i == ends.size()) {
                    ends << c;
                    count << 0;
                }
                ++count[i];
            }
        }
        return int(std::count(count.begin(), count.end(), 1));
    }
    // Groups of river sides joined at their corners (as painted): 1 means no gap.
    int pieces(const QList<EdgeId> &sides)
    {
        const RenderParams &rp = view()->params();
        const auto ends = [&](EdgeId e) {
            return std::pair{rp.corner(e.owner, e.dir), rp.corner(e.owner, e.dir + 1)};
        };
        const auto near = [](QPointF a, QPointF b) { return (a - b).manhattanLength() < 0.5; };
        QList<int> group(sides.size());
        std::iota(group.begin(), group.end(), 0);
        const std::function<int(int)> root
            = [&](int i) { return group[i] == i ? i : root(group[i]); };
        for (int i = 0; i < sides.size(); ++i) {
            for (int j = i + 1; j < sides.size(); ++j) {
                const auto [a0, a1] = ends(sides[i]);
                const auto [b0, b1] = ends(sides[j]);
                if (near(a0, b0) || near(a0, b1) || near(a1, b0) || near(a1, b1))
                    group[root(i)] = root(j);
            }
        }
        int n = 0;
        for (int i = 0; i < sides.size(); ++i)
            n += root(i) == i;
        return n;
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

        QList<EdgeId> river;
        map().forEachFeatureEdge([&](EdgeId e, FeatureMask m) {
            if (m & 1)
                river.append(e);
        });
        for (const Hex h : path)
            QVERIFY2(river.contains(edgeOf(h, 1)), qPrintable(map().label(h)));
        QCOMPARE(pieces(river), 1);
        QCOMPARE(looseEnds(river), 2);           // one line through every pick, no spurs
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
};

QTEST_MAIN(TestEdgeStroke)
#include "tst_edgestroke.moc"
