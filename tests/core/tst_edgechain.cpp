// Hex corners and chains of hex-sides through them: a stroke along the sides is one connected
// line whatever the distance between two picks (issue 18 §2).
#include "hex/edgechain.h"
#include "hex/edgepicker.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <unordered_map>

using namespace hexstride;

namespace {
bool samePoint(PointF a, PointF b)
{
    return std::abs(a.x - b.x) < 1e-6 && std::abs(a.y - b.y) < 1e-6;
}
PointF cornerPoint(const PixelLayout &l, CornerId c)
{
    return l.corner(c.hex, c.index);
}
bool touch(EdgeId a, EdgeId b)
{
    const auto [a0, a1] = cornersOf(a);
    const auto [b0, b1] = cornersOf(b);
    return a0 == b0 || a0 == b1 || a1 == b0 || a1 == b1;
}
const std::function<bool(EdgeId)> anySide = [](EdgeId) { return true; };
} // namespace

class TestEdgeChain : public QObject
{
    Q_OBJECT
private slots:
    void orientations_data()
    {
        QTest::addColumn<int>("orientation");
        QTest::newRow("pointy") << int(Orientation::PointyTop);
        QTest::newRow("flat") << int(Orientation::FlatTop);
    }

    void cornersAreWhereTheyArePainted_data() { orientations_data(); }
    void cornersAreWhereTheyArePainted()
    {
        QFETCH(int, orientation);
        const PixelLayout layout{Orientation(orientation), 20.0};
        for (int q = -3; q <= 3; ++q) {
            for (int r = -3; r <= 3; ++r) {
                for (int i = 0; i < 6; ++i) {
                    const CornerId c = cornerOf({q, r}, i);
                    QVERIFY(c.index < 2);
                    QVERIFY(samePoint(cornerPoint(layout, c), layout.corner({q, r}, i)));
                    // Each of the three sides meeting there has the corner as an end.
                    for (const EdgeId e : edgesAt(c)) {
                        const auto [a, b] = layout.side(e.owner, e.dir);
                        QVERIFY(samePoint(a, cornerPoint(layout, c))
                                || samePoint(b, cornerPoint(layout, c)));
                    }
                }
            }
        }
    }

    void knownChains()
    {
        const PixelLayout layout{Orientation::PointyTop, 20.0};
        const Hex h{2, 3};
        QVERIFY(edgeChain(layout, edgeOf(h, 0), edgeOf(h, 0), anySide).empty());
        // Sides 0 and 1 of a hex meet at its corner 1: nothing between them.
        QCOMPARE(edgeChain(layout, edgeOf(h, 0), edgeOf(h, 1), anySide),
                 std::vector<EdgeId>{edgeOf(h, 1)});
        // From side 0 to the opposite side 3: half way round the hex, three sides either way
        // (round the hex, or outward along the neighbours' sides is longer).
        QCOMPARE(edgeChain(layout, edgeOf(h, 0), edgeOf(h, 3), anySide).size(), std::size_t(3));
        // With sides 1 and 2 unusable, the chain goes round the other way: sides 5, 4, 3.
        const auto chain = edgeChain(layout, edgeOf(h, 0), edgeOf(h, 3), [&](EdgeId e) {
            return !(e == edgeOf(h, 1) || e == edgeOf(h, 2));
        });
        QCOMPARE(chain, (std::vector<EdgeId>{edgeOf(h, 5), edgeOf(h, 4), edgeOf(h, 3)}));
        // Nothing usable: the far side alone.
        QCOMPARE(edgeChain(layout, edgeOf(h, 0), edgeOf({9, 3}, 0), [](EdgeId) { return false; }),
                 std::vector<EdgeId>{edgeOf({9, 3}, 0)});
    }

    void aStrokeGoesThroughEveryPickWithoutSpurs_data() { orientations_data(); }
    void aStrokeGoesThroughEveryPickWithoutSpurs()
    {
        // A fast drag along a wave: one pick every 50 px (2.5 hexes), each chain going on from
        // the far corner of the last side, as the edge tool does.
        QFETCH(int, orientation);
        const PixelLayout layout{Orientation(orientation), 20.0};
        std::vector<EdgeId> picks;
        for (double x = 0; x <= 600; x += 50)
            picks.push_back(nearestEdge(layout, {x, 80 * std::sin(x / 90)}).edge);
        std::vector<EdgeId> stroke{picks.front()};
        std::optional<CornerId> at;
        for (std::size_t i = 1; i < picks.size(); ++i) {
            CornerId end;
            const auto chain = edgeChain(layout, picks[i - 1], picks[i], anySide, 400, at, &end);
            at = end;
            stroke.insert(stroke.end(), chain.begin(), chain.end());
        }
        // A simple line: every corner touched by at most two of its sides, two ends.
        std::unordered_map<CornerId, int> degree;
        for (const EdgeId e : stroke) {
            const auto [a, b] = cornersOf(e);
            ++degree[a];
            ++degree[b];
        }
        int ends = 0;
        for (const auto &[corner, n] : degree) {
            QVERIFY(n <= 2);
            ends += n == 1;
        }
        QCOMPARE(ends, 2);
        for (const EdgeId p : picks)
            QVERIFY(std::find(stroke.begin(), stroke.end(), p) != stroke.end());
    }

    void randomChainsAreConnected_data() { orientations_data(); }
    void randomChainsAreConnected()
    {
        QFETCH(int, orientation);
        const PixelLayout layout{Orientation(orientation), 20.0};
        QRandomGenerator rng(18 + orientation);
        for (int round = 0; round < 300; ++round) {
            const EdgeId from{{int(rng.bounded(12)), int(rng.bounded(12))},
                              std::uint8_t(rng.bounded(3))};
            const EdgeId to{{int(rng.bounded(12)), int(rng.bounded(12))},
                            std::uint8_t(rng.bounded(3))};
            const std::vector<EdgeId> chain = edgeChain(layout, from, to, anySide);
            if (from == to) {
                QVERIFY(chain.empty());
                continue;
            }
            QCOMPARE(chain.back(), to);
            QVERIFY(touch(from, chain.front()));
            for (std::size_t i = 0; i + 1 < chain.size(); ++i)
                QVERIFY(touch(chain[i], chain[i + 1]));
            // Never longer than twice the hex distance plus a hex's round (a loose bound that a
            // wandering search would break).
            QVERIFY(int(chain.size()) <= 2 * distance(from.owner, to.owner) + 6);
        }
    }
};

QTEST_GUILESS_MAIN(TestEdgeChain)
#include "tst_edgechain.moc"
