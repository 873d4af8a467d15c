// A stroke along hex-sides follows the pointer's whole path whatever its speed: one connected
// line, no ring, no gap, no side twice, and about as many sides as the path is long
// (issue 31 §1: a diagonal drag at 3 px per event drew 49 sides round 6 hexes).
#include "hex/edgechain.h"
#include "hex/sidestroke.h"

#include <QTest>

#include <cmath>
#include <numbers>
#include <unordered_map>
#include <unordered_set>

using namespace hexstride;

namespace {
using Path = std::vector<PointF>;

double lengthOf(const Path &path)
{
    double length = 0;
    for (std::size_t i = 1; i < path.size(); ++i)
        length += std::hypot(path[i].x - path[i - 1].x, path[i].y - path[i - 1].y);
    return length;
}

// The pointer events of a drag along `path`: one every `spacing` pixels of the way, plus the
// path's last point.
Path events(const Path &path, double spacing)
{
    Path out{path.front()};
    double due = spacing; // distance along the path of the next event
    double walked = 0;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const PointF a = path[i - 1], b = path[i];
        const double length = std::hypot(b.x - a.x, b.y - a.y);
        while (due <= walked + length) {
            const double t = (due - walked) / length;
            out.push_back({a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t});
            due += spacing;
        }
        walked += length;
    }
    out.push_back(path.back());
    return out;
}

// Every side the stroke gives back, in order, as the edge tool applies them.
std::vector<EdgeId> drag(SideStroke &stroke, const Path &points)
{
    std::vector<EdgeId> sides = stroke.begin(points.front());
    for (std::size_t i = 1; i < points.size(); ++i) {
        const std::vector<EdgeId> more = stroke.moveTo(points[i]);
        sides.insert(sides.end(), more.begin(), more.end());
    }
    return sides;
}

std::vector<EdgeId> drag(const PixelLayout &layout, const Path &points)
{
    SideStroke stroke(layout, [](EdgeId) { return true; });
    return drag(stroke, points);
}

// Why the sides are not one simple open line, or empty when they are: each side once, every
// corner shared by at most two sides, each side touching the one before it (no gap), and one
// more corner than sides (a connected line with two ends, no ring).
QString notOneLine(const std::vector<EdgeId> &sides)
{
    std::unordered_set<EdgeId> seen;
    std::unordered_map<CornerId, int> degree;
    for (std::size_t i = 0; i < sides.size(); ++i) {
        if (!seen.insert(sides[i]).second)
            return QString("side %1 twice").arg(i);
        const auto [a, b] = cornersOf(sides[i]);
        if (++degree[a] > 2 || ++degree[b] > 2)
            return QString("a branch at side %1").arg(i);
        if (i > 0) {
            const auto [c, d] = cornersOf(sides[i - 1]);
            if (!(a == c || a == d || b == c || b == d))
                return QString("a gap before side %1").arg(i);
        }
    }
    if (!sides.empty() && degree.size() != sides.size() + 1)
        return QString("a closed ring (%1 corners, %2 sides)").arg(degree.size()).arg(sides.size());
    return {};
}

// `count` points along f(t), t from t0 to t1: a smooth curve.
template<typename F>
Path curve(F f, double t0, double t1, int count = 2000)
{
    Path out;
    for (int i = 0; i <= count; ++i)
        out.push_back(f(t0 + (t1 - t0) * i / count));
    return out;
}

// The test paths, in layout pixels, each 25 to 45 hex sizes long.
std::vector<std::pair<const char *, Path>> testPaths(const PixelLayout &l)
{
    const double s = l.size;
    const double w = 30 * s;
    std::vector<std::pair<const char *, Path>> paths;
    paths.push_back({"horizontal", {{0.3 * s, 0.2 * s}, {w, 0.2 * s}}});
    paths.push_back({"vertical", {{0.1 * s, 0.3 * s}, {0.1 * s, w}}});
    paths.push_back({"diagonal", {{0, 0}, {0.7 * w, 0.7 * w}}});
    paths.push_back({"shallow diagonal", {{5, 3}, {0.8 * w, -0.45 * w}}});
    paths.push_back({"sine", curve(
                                 [&](double x) {
                                     return PointF{x, 4 * s * std::sin(x / (4.5 * s))};
                                 },
                                 0, w)});
    // Nine tenths of a circle of radius 8: it does not close.
    paths.push_back(
        {"open circle arc", curve(
                                [&](double a) {
                                    return PointF{8 * s * std::cos(a), 8 * s * std::sin(a)};
                                },
                                0, 1.8 * std::numbers::pi)});
    // Straight through the centres of 25 hexes in a row, and zig-zag down through 25 centres.
    Path row, column, border;
    Hex h{0, 0}, v{0, 0}, b{0, 0};
    for (int i = 0; i < 25; ++i) {
        row.push_back(l.centre(h));
        h = neighbour(h, 0);
        column.push_back(l.centre(v));
        v = neighbour(v, i % 2 ? 5 : 4);
    }
    paths.push_back({"through a row of centres", row});
    paths.push_back({"zig-zag through centres", column});
    paths.push_back({"through centres, diagonally", {l.centre({0, 0}), l.centre({20, -10})}});
    // Along hex borders: pointy-top along the tops of a row (corners 2, 1 of each hex, going
    // east), flat-top up the right of a column (corners 0, 1, going north).
    const bool pointy = l.orientation == Orientation::PointyTop;
    for (int i = 0; i < 20; ++i) {
        border.push_back(l.corner(b, pointy ? 2 : 0));
        border.push_back(l.corner(b, 1));
        b = neighbour(b, pointy ? 0 : 2);
    }
    paths.push_back({"along hex borders", border});
    return paths;
}
} // namespace

class TestSideStroke : public QObject
{
    Q_OBJECT
private slots:
    void layouts_data()
    {
        QTest::addColumn<int>("orientation");
        QTest::addColumn<double>("size");
        for (const double size : {10.0, 20.0, 37.0}) {
            QTest::addRow("pointy %g", size) << int(Orientation::PointyTop) << size;
            QTest::addRow("flat %g", size) << int(Orientation::FlatTop) << size;
        }
    }

    void anyPathAtAnySpeedIsOneLine_data() { layouts_data(); }
    void anyPathAtAnySpeedIsOneLine()
    {
        // Bounds, with L the path's length in hex sizes (a side is one hex size long):
        // at most 2 L + 2 sides (a line along hex borders needs about L: 2 sides for each
        // √3 of a hex row; going round a hex centre 3 sides for 2), and at least L / 2 for
        // paths over two hexes (the line keeps up with the pointer). The same path at 3 and at
        // 40 px per event: at most 2 sides apart.
        QFETCH(int, orientation);
        QFETCH(double, size);
        const PixelLayout layout{Orientation(orientation), size};
        for (const auto &[name, path] : testPaths(layout)) {
            const double length = lengthOf(path) / size;
            std::unordered_map<int, int> counts;
            for (const double spacing : {1.0, 3.0, 10.0, 40.0, 60.0}) {
                const std::vector<EdgeId> sides = drag(layout, events(path, spacing));
                const QString where = QString("%1 at %2 px: %3 sides, path %4 hexes long")
                                          .arg(name)
                                          .arg(spacing)
                                          .arg(sides.size())
                                          .arg(length, 0, 'f', 1);
                const QString why = notOneLine(sides);
                QVERIFY2(why.isEmpty(), qPrintable(where + ": " + why));
                QVERIFY2(double(sides.size()) <= 2 * length + 2, qPrintable(where));
                QVERIFY2(length <= 2 || double(sides.size()) >= length / 2, qPrintable(where));
                counts[int(spacing)] = int(sides.size());
            }
            QVERIFY2(std::abs(counts[3] - counts[40]) <= 2,
                     qPrintable(QString("%1: %2 sides at 3 px, %3 at 40 px")
                                    .arg(name)
                                    .arg(counts[3])
                                    .arg(counts[40])));
        }
    }

    void followsTheBorderThePointerFollows()
    {
        // Pointy-top, size 20: hex (q, 0) is centred at (34.64 q, 0); its corner 2 (top) at
        // (34.64 q, -20), corner 1 at (34.64 q + 17.32, -10). The pointer runs east at
        // y = -15, between the two, from x = 6 (nearest side: the ne side of hex 0) to
        // x = 144.6 (0.3 of a hex past the top corner of hex 4). The line is the zig-zag along
        // the row's top: ne of hex 0, then nw and ne of hexes 1, 2, 3, and nw of hex 4 (its
        // ne side's far corner, at x = 155.9, is still farther than the margin).
        const PixelLayout layout{Orientation::PointyTop, 20.0};
        const std::vector<EdgeId> expected{edgeOf({0, 0}, 1), edgeOf({1, 0}, 2), edgeOf({1, 0}, 1),
                                           edgeOf({2, 0}, 2), edgeOf({2, 0}, 1), edgeOf({3, 0}, 2),
                                           edgeOf({3, 0}, 1), edgeOf({4, 0}, 2)};
        for (const double spacing : {1.0, 3.0, 40.0, 200.0})
            QCOMPARE(drag(layout, events({{6, -15}, {144.6, -15}}, spacing)), expected);
    }

    void releaseEndsOnTheSideUnderThePointer()
    {
        // The drag above, let go at its last point: 1.3 px from the ne side of hex 4 (0.07 of a
        // hex size, within kFinish), which goes on from the line's end (hex 4's top corner):
        // that side ends the line.
        const PixelLayout layout{Orientation::PointyTop, 20.0};
        SideStroke stroke(layout, [](EdgeId) { return true; });
        drag(stroke, events({{6, -15}, {144.6, -15}}, 3));
        QCOMPARE(stroke.finish({144.6, -15}), std::vector<EdgeId>{edgeOf({4, 0}, 1)});
        QCOMPARE(stroke.sides().size(), std::size_t(9));
        // Let go at hex 4's centre instead: no side within kFinish, nothing more.
        SideStroke centre(layout, [](EdgeId) { return true; });
        drag(centre, events({{6, -15}, {144.6, -15}}, 3));
        QCOMPARE(centre.finish(layout.centre({4, 0})), std::vector<EdgeId>{});
        QCOMPARE(centre.sides().size(), std::size_t(8));
        // A click (press and release at one point) keeps its one side.
        SideStroke click(layout, [](EdgeId) { return true; });
        QCOMPARE(click.begin({6, -15}), std::vector<EdgeId>{edgeOf({0, 0}, 1)});
        QCOMPARE(click.finish({6, -15}), std::vector<EdgeId>{});
        QCOMPARE(click.sides().size(), std::size_t(1));
    }

    void wobbleNearACentreDrawsNothingMore()
    {
        // The pointer circles a hex centre, 0.2 of a hex size off it (all six corners stay
        // between 0.8 and 1.2 sizes away, never 0.5 nearer than another): only the first side.
        for (const Orientation o : {Orientation::PointyTop, Orientation::FlatTop}) {
            const PixelLayout layout{o, 20.0};
            const PointF c = layout.centre({3, 2});
            const Path hover = curve(
                [&](double a) {
                    return PointF{c.x + 4 * std::cos(a), c.y + 4 * std::sin(1.3 * a)};
                },
                0, 120);
            for (const double spacing : {1.0, 3.0})
                QCOMPARE(drag(layout, events(hover, spacing)).size(), std::size_t(1));
        }
    }

    void aShakyHandDrawsOneLine()
    {
        // A horizontal drag 30 hexes long, each event up to 0.2 sizes above or below the line:
        // one line, within the bounds of the straight path (30 hexes: 15 to 62 sides).
        for (const Orientation o : {Orientation::PointyTop, Orientation::FlatTop}) {
            const PixelLayout layout{o, 20.0};
            Path shaky;
            quint32 seed = 31;
            for (int i = 0; i <= 600; ++i) {
                seed = seed * 1103515245u + 12345u;
                const double jitter = ((seed >> 16) % 1000 / 1000.0 - 0.5) * 8;
                shaky.push_back({i * 1.0, 2 + jitter});
            }
            const std::vector<EdgeId> sides = drag(layout, shaky);
            QVERIFY2(notOneLine(sides).isEmpty(), qPrintable(notOneLine(sides)));
            QVERIFY2(sides.size() >= 15 && sides.size() <= 62,
                     qPrintable(QString::number(sides.size())));
        }
    }

    void goingBackOverTheLineAddsNothing()
    {
        // East 10 hexes and back again to the start, then on round: no side twice, no branch;
        // the way back along the line adds nothing.
        const PixelLayout layout{Orientation::PointyTop, 20.0};
        const double w = 10 * layout.width();
        SideStroke stroke(layout, [](EdgeId) { return true; });
        const std::vector<EdgeId> there = drag(stroke, events({{5, 3}, {w, 3}}, 3));
        std::vector<EdgeId> back;
        for (const PointF p : events({{w, 3}, {5, 3}}, 3)) {
            const auto more = stroke.moveTo(p);
            back.insert(back.end(), more.begin(), more.end());
        }
        QCOMPARE(back.size(), std::size_t(0));
        QCOMPARE(stroke.sides(), there);
        // A full circle back to its start closes no ring either.
        const Path circle = curve(
            [](double a) {
                return PointF{160 * std::cos(a), 160 * std::sin(a)};
            },
            0, 2.2 * std::numbers::pi);
        const std::vector<EdgeId> round = drag(layout, events(circle, 3));
        QVERIFY2(notOneLine(round).isEmpty(), qPrintable(notOneLine(round)));
        QVERIFY(round.size() > 40); // 2.2 π × 8 = 55 hex sizes of way
    }

    void staysOnUsableSides()
    {
        // Only sides of hexes within 4 of hex (0, 0) may be drawn (a small map): a drag from
        // the middle far out and back in keeps to them and stays one line.
        const PixelLayout layout{Orientation::FlatTop, 20.0};
        const auto usable = [](EdgeId e) {
            const auto [a, b] = hexesOf(e);
            return distance(a, {0, 0}) <= 4 && distance(b, {0, 0}) <= 4;
        };
        SideStroke stroke(layout, usable);
        const std::vector<EdgeId> sides
            = drag(stroke, events({{3, 2}, {400, 150}, {-50, -120}}, 3));
        QVERIFY2(notOneLine(sides).isEmpty(), qPrintable(notOneLine(sides)));
        bool reachesTheEdge = false; // a side of the line lies on a hex 4 from (0, 0)
        for (const EdgeId e : sides) {
            QVERIFY(usable(e));
            const auto [a, b] = hexesOf(e);
            reachesTheEdge = reachesTheEdge || distance(a, {0, 0}) == 4 || distance(b, {0, 0}) == 4;
        }
        QVERIFY(reachesTheEdge);
        // Starting off the usable sides: the line begins at the first corner it can use.
        SideStroke outside(layout, usable);
        QCOMPARE(outside.begin({500, 0}), std::vector<EdgeId>{});
        const std::vector<EdgeId> in = drag(outside, events({{500, 0}, {0, 0}}, 3));
        QVERIFY2(notOneLine(in).isEmpty(), qPrintable(notOneLine(in)));
        QVERIFY(in.size() > 4);
        for (const EdgeId e : in)
            QVERIFY(usable(e));
    }

    void zoomingMidStrokeKeepsTheLine()
    {
        // Half the drag at size 20, the rest at size 40 (the view zoomed in; the pointer's
        // layout pixels double): the same sides as the whole drag at size 20.
        const PixelLayout small{Orientation::PointyTop, 20.0};
        const PixelLayout large{Orientation::PointyTop, 40.0};
        const Path path = events({{4, 7}, {300, 200}, {600, 90}}, 3);
        const std::vector<EdgeId> whole = drag(small, path);
        SideStroke stroke(small, [](EdgeId) { return true; });
        std::vector<EdgeId> zoomed = stroke.begin(path.front());
        for (std::size_t i = 1; i < path.size(); ++i) {
            const bool later = i >= path.size() / 2;
            if (i == path.size() / 2)
                stroke.setLayout(large);
            const PointF p = later ? PointF{path[i].x * 2, path[i].y * 2} : path[i];
            const auto more = stroke.moveTo(p);
            zoomed.insert(zoomed.end(), more.begin(), more.end());
        }
        QCOMPARE(zoomed, whole);
    }
};

QTEST_GUILESS_MAIN(TestSideStroke)
#include "tst_sidestroke.moc"
