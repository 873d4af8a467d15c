// What a side learns after a turn (issue 36 §1): the hexes it sees (HexesInSight: the ruleset's
// radius, 1 where it gives none, cut at the map's border; nothing blocks sight) and which
// conflicts and decisions its report carries. Every expected set is worked out by hand.
//
// The map is 14 × 9, pointy-top, odd rows shifted right, labelled col,row. Neighbours of col,row:
// e col+1,row; w col-1,row; on an even row ne col,row-1, nw col-1,row-1, se col,row+1,
// sw col-1,row+1; on an odd row ne col+1,row-1, nw col,row-1, se col+1,row+1, sw col,row+1.
#include "movement/hexesinsight.h"
#include "movement/turnreport.h"
#include "movement/turnresolver.h"
#include "support/rulesettestutil.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

using namespace hexstride;
using testutil::at;

namespace {
ResolvedUnit standing(const HexMap &map, const QString &name, const QString &side, int col, int row)
{
    ResolvedUnit u;
    u.name = name;
    u.side = side;
    u.start = u.end = at(map, col, row);
    return u;
}

/// The hexes `side` sees, as sorted labels.
QStringList seenLabels(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                       const QString &side)
{
    QStringList out;
    const HexesInSight seen(map, ruleset, r, side);
    for (int row = 0; row < map.height(); ++row) {
        for (int col = 0; col < map.width(); ++col) {
            if (seen.contains(at(map, col, row)))
                out << map.label(at(map, col, row));
        }
    }
    if (seen.count() != out.size())
        out << QStringLiteral("(count %1)").arg(seen.count());
    out.sort();
    return out;
}

QStringList sorted(const QString &labels)
{
    QStringList out = labels.split(QLatin1Char(' '));
    out.sort();
    return out;
}

/// Hex distance across the plane, as the rules count it: the largest of the three axial
/// coordinate differences.
int planeDistance(Hex a, Hex b)
{
    const int dq = a.q - b.q, dr = a.r - b.r;
    return std::max({std::abs(dq), std::abs(dr), std::abs(dq + dr)});
}
/// A ruleset whose sight radius is `radius` (-1: the text gives none).
Ruleset withSight(int radius)
{
    Ruleset r = *testutil::bundled("pbm-strategic");
    r.turns.sequence.sightRadius = radius;
    return r;
}
} // namespace

class TestSideSight : public QObject
{
    Q_OBJECT
private slots:
    // One army of Free at 5,4 (an even row), one of Shadow at 10,6, one of Free overrun (removed)
    // at 9,1: Free sees around 5,4 only; the removed army sees nothing.
    void radiusGivesExactHexes_data()
    {
        QTest::addColumn<int>("radius");
        QTest::addColumn<QString>("expected");
        QTest::newRow("0: its own hex") << 0 << "5,4";
        QTest::newRow("1: the six neighbours") << 1 << "5,4 4,4 6,4 4,3 5,3 4,5 5,5";
        // Two rings: rows 2 and 6 three hexes (4..6), rows 3 and 5 four (3..6, the odd rows
        // shifted right), row 4 five (3..7): 19.
        QTest::newRow("2: two rings")
            << 2 << "4,2 5,2 6,2 3,3 4,3 5,3 6,3 3,4 4,4 5,4 6,4 7,4 3,5 4,5 5,5 6,5 4,6 5,6 6,6";
        QTest::newRow("none given: the neighbours") << -1 << "5,4 4,4 6,4 4,3 5,3 4,5 5,5";
    }
    void radiusGivesExactHexes()
    {
        QFETCH(int, radius);
        QFETCH(QString, expected);
        const Ruleset ruleset = withSight(radius);
        const HexMap map = testutil::mapFor(ruleset, 14, 9, "plains");
        TurnResolution r;
        r.units << standing(map, "North", "Free", 5, 4) << standing(map, "Watch", "Shadow", 10, 6);
        ResolvedUnit gone = standing(map, "Lost", "Free", 9, 1);
        gone.removed = true;
        r.units << gone;
        QCOMPARE(seenLabels(map, ruleset, r, "Free"), sorted(expected));
    }

    // At the corners the border cuts sight: 0,0 (even row) keeps e 1,0 and se 0,1; 13,8 (even
    // row, the last) keeps w 12,8, ne 13,7 and nw 12,7. A side with no army sees nothing.
    void borderCutsSight()
    {
        const Ruleset ruleset = withSight(1);
        const HexMap map = testutil::mapFor(ruleset, 14, 9, "plains");
        TurnResolution r;
        r.units << standing(map, "Corner", "Free", 0, 0) << standing(map, "Far", "Shadow", 13, 8);
        QCOMPARE(seenLabels(map, ruleset, r, "Free"), sorted("0,0 1,0 0,1"));
        QCOMPARE(seenLabels(map, ruleset, r, "Shadow"), sorted("13,8 12,8 13,7 12,7"));
        QVERIFY(seenLabels(map, ruleset, r, "Nobody").isEmpty());
    }

    // Nothing blocks sight: an army among mountains and sea sees the same seven hexes.
    void terrainDoesNotBlock()
    {
        const Ruleset ruleset = withSight(1);
        HexMap map = testutil::mapFor(ruleset, 14, 9, "mountains");
        testutil::setTerrain(map, at(map, 6, 4), "sea");
        TurnResolution r;
        r.units << standing(map, "North", "Free", 5, 4);
        QCOMPARE(seenLabels(map, ruleset, r, "Free"), sorted("5,4 4,4 6,4 4,3 5,3 4,5 5,5"));
    }

    // Walking out ring by ring inside the map measures the same distance as counting across
    // the plane, in both orientations and both parities: every hex of random maps is seen
    // exactly when some army of the side is within the radius of it.
    void everyHexWithinTheRadiusOfAnArmy_data()
    {
        QTest::addColumn<int>("orientation");
        QTest::addColumn<int>("parity");
        for (int o : {0, 1})
            for (int p : {0, 1})
                QTest::addRow("orientation %d parity %d", o, p) << o << p;
    }

    void everyHexWithinTheRadiusOfAnArmy()
    {
        QFETCH(int, orientation);
        QFETCH(int, parity);
        QRandomGenerator rng(1234 + orientation * 2 + parity);
        for (int round = 0; round < 40; ++round) {
            const int radius = rng.bounded(0, 7);
            const Ruleset rules = withSight(radius);
            const MapShape shape{rng.bounded(1, 14),
                                 rng.bounded(1, 14),
                                 {Orientation(orientation), OffsetParity(parity)},
                                 LabelScheme::ColRow};
            const HexMap map = mapForRuleset(rules, shape, QStringLiteral("plains"));
            TurnResolution r;
            for (int u = rng.bounded(0, 4); u > 0; --u)
                r.units << standing(map, "army", rng.bounded(2) ? "West" : "East",
                                    rng.bounded(map.width()), rng.bounded(map.height()));
            const HexesInSight seen(map, rules, r, "West");
            for (int row = 0; row < map.height(); ++row) {
                for (int col = 0; col < map.width(); ++col) {
                    const Hex h = map.grid().toHex({col, row});
                    bool near = false;
                    for (const ResolvedUnit &u : std::as_const(r.units))
                        near = near || (u.side == "West" && planeDistance(u.end, h) <= radius);
                    QVERIFY2(seen.contains(h) == near,
                             qPrintable(QString("%1,%2 radius %3").arg(col).arg(row).arg(radius)));
                }
            }
            // Nothing beyond the border is seen, an army's own next hex there neither.
            for (const Offset off :
                 {Offset{-1, 0}, Offset{map.width(), 0}, Offset{0, -1}, Offset{0, map.height()}})
                QVERIFY(!seen.contains(map.grid().toHex(off)));
        }
    }
    // strategic-commanders: West's army from 2,2 ("e e") and East's from 6,2 ("w w"), 10 figures
    // each, both want 4,2: a tie left to the dice (a decision), a conflict. North's army far away
    // at 10,5 stays. West's and East's reports tell of the conflict and the decision; North's of
    // neither, and each report lists only its own army.
    void conflictsAndDecisionsReachTheSidesInvolved()
    {
        const auto ruleset = testutil::bundled("strategic-commanders");
        const HexMap map = testutil::mapFor(*ruleset, 14, 6, "open");
        QList<TurnOrders> orders;
        const auto order = [&](const QString &name, const QString &side, int col, int row,
                               const QString &text) {
            TurnOrders o;
            o.name = name;
            o.side = side;
            o.figures = 10;
            o.start = at(map, col, row);
            o.orders = parseOrders(text, map.grid().orientation, ruleset->turns.holdTokens).tokens;
            orders << o;
        };
        order("Westerners", "West", 2, 2, "e e");
        order("Easterners", "East", 6, 2, "w w");
        order("Northerners", "North", 10, 5, "h");
        const TurnResolution r = resolveTurn(MovementRules(ruleset), map, orders);
        QCOMPARE(r.conflicts.size(), 1);
        QCOMPARE(r.decisions.size(), 1);
        const auto count = [&](const QString &side, const char *key) {
            return resolutionJson(map, *ruleset, r, "en", side).value(key).toArray().size();
        };
        for (const QString &side : {QString("West"), QString("East")}) {
            QCOMPARE(count(side, "conflicts"), 1);
            QCOMPARE(count(side, "decisions"), 1);
            QCOMPARE(count(side, "units"), 1);
        }
        QCOMPARE(count("North", "conflicts"), 0);
        QCOMPARE(count("North", "decisions"), 0);
        QCOMPARE(count("North", "units"), 1);
        // The referee's report (no side) has everything.
        const QJsonObject all = resolutionJson(map, *ruleset, r, "en");
        QCOMPARE(all.value("conflicts").toArray().size(), 1);
        QCOMPARE(all.value("decisions").toArray().size(), 1);
        QCOMPARE(all.value("units").toArray().size(), 3);
        // The text report says the same: West's names the question, North's does not.
        QVERIFY(resolutionText(map, r, "en", QString("West")).contains("4,2"));
        QVERIFY(!resolutionText(map, r, "en", QString("North")).contains("Westerners"));
        // A player reads the decision in words; the referee's list keeps its id, which the
        // rolls file answers (walk12 #14: "Decision dice:4,2:…: Who moves…" in a player's report).
        const QString id = r.decisionId(r.decisions[0]);
        QVERIFY2(id.startsWith("dice:4,2:"), qPrintable(id));
        for (const QString &side : {QString("West"), QString("East")}) {
            const QString text = resolutionText(map, r, "en", side);
            QVERIFY2(text.contains("Decision: Who moves into 4,2 first: "), qPrintable(text));
            QVERIFY2(!text.contains("dice:"), qPrintable(text));
        }
        const QString referee = resolutionText(map, r, "en");
        QVERIFY2(referee.contains("Decision " + id + ": Who moves into 4,2 first: "),
                 qPrintable(referee));
    }
};

QTEST_GUILESS_MAIN(TestSideSight)
#include "tst_sidesight.moc"
