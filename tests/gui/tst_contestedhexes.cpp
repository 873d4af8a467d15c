// Simultaneous moves of strategic-commanders: the plans stored in a map resolved together,
// checked against the summary of the rule text (docs/rules/strategic-commanders.md): §3.1
// everyone in a period moves at once, a hex wanted by several forces goes to fewer troop
// figures, then more move points left, then more daily move points, then dice; §3.2 a winner
// that moves on frees the hex for the loser.
#include "../core/support/rulesettestutil.h"
#include "planner/contestedhexes.h"

#include <QTest>

using namespace hexstride;
using testutil::at;

namespace {
std::shared_ptr<const Ruleset> strategic()
{
    static const auto r = testutil::bundled("strategic-commanders");
    return r;
}

struct Mover
{
    QString name;
    QPoint start;
    QString orders;
    int figures;
    UnitProfile profile = {};
};

HexMap mapWith(const QList<Mover> &movers)
{
    HexMap m = testutil::mapFor(*strategic(), 14, 6, "open");
    for (const Mover &mv : movers) {
        const Hex h = at(m, mv.start.x(), mv.start.y());
        m.units() << MapUnit{mv.name, "West", h, mv.profile, mv.figures};
        m.plans() << MovementPlan{"plan " + mv.name, mv.name, h, mv.orders.split(' '), mv.profile};
    }
    return m;
}

QList<ContestedHex> resolve(const HexMap &m, std::optional<quint32> seed = std::nullopt)
{
    MovementRules rules(strategic());
    return contestedHexes(rules, m, "en", seed);
}

QString describe(const QList<ContestedHex> &cs)
{
    QStringList out;
    for (const auto &c : cs)
        out << QString("%1,%2 %3: %4").arg(c.hex.q).arg(c.hex.r).arg(c.periodLabel, c.explanation);
    return out.join(" | ");
}
} // namespace

class TestContestedHexes : public QObject
{
    Q_OBJECT
private slots:
    void fewerFiguresMoveInTheOtherStops()
    {
        // Both end in 4,2 during the day: 10 troop figures against 20.
        const HexMap m = mapWith({{"Aragorn", {2, 2}, "e e", 10}, {"Boromir", {6, 2}, "w w", 20}});
        const auto cs = resolve(m);
        QCOMPARE(cs.size(), 1);
        const ContestedHex &c = cs[0];
        QCOMPARE(c.hex, at(m, 4, 2));
        QCOMPARE(c.periodLabel, QString("Day 1"));
        QCOMPARE(c.movers, (QStringList{"Aragorn", "Boromir"}));
        QCOMPARE(c.winner, 0);
        QCOMPARE(c.occupant, 0);
        QCOMPARE(c.stopped.size(), 1);
        QCOMPARE(c.stopped[0].name, QString("Boromir"));
        QCOMPARE(c.stopped[0].stoppedAt, at(m, 5, 2)); // the hex before
        QVERIFY2(c.explanation.startsWith("Aragorn moves in: fewer troop figures"),
                 qPrintable(c.explanation));
        QVERIFY2(c.explanation.contains("Boromir stops in " + m.label(at(m, 5, 2))),
                 qPrintable(c.explanation));
    }

    void equalFiguresMoreMovePointsRemaining()
    {
        // Aragorn wanders first: 4 MP spent on entering 4,2, Boromir 2 (1 MP a hex of open
        // country).
        const HexMap m
            = mapWith({{"Aragorn", {2, 2}, "w e e e", 10}, {"Boromir", {6, 2}, "w w", 10}});
        const auto cs = resolve(m);
        QCOMPARE(cs.size(), 1);
        QCOMPARE(cs[0].occupant, 1);
        QVERIFY2(cs[0].explanation.startsWith("Boromir moves in: more move points remaining"),
                 qPrintable(cs[0].explanation));
    }

    void passingThroughIsContestedToo()
    {
        // Aragorn passes through 4,2 (it is not where he ends) when Boromir moves into it:
        // §3.1: several forces entering one hex at once.
        const HexMap m
            = mapWith({{"Aragorn", {2, 2}, "e e e e", 12}, {"Boromir", {4, 0}, "se sw", 6}});
        QCOMPARE(at(m, 4, 0).q, at(m, 4, 2).q + 1); // se then sw from 4,0 ends in 4,2
        const auto cs = resolve(m);
        QVERIFY2(cs.size() == 1, qPrintable(describe(cs)));
        QCOMPARE(cs[0].hex, at(m, 4, 2));
        // Boromir (6 figures) moves in and stays; Aragorn stops in 3,2 and goes no further.
        QCOMPARE(cs[0].occupant, 1);
        QCOMPARE(cs[0].stopped.size(), 1);
        QCOMPARE(cs[0].stopped[0].name, QString("Aragorn"));
        QCOMPARE(cs[0].stopped[0].stoppedAt, at(m, 3, 2));
    }

    void winnerMovingOnLetsTheOtherIn()
    {
        // The cavalry note: the winner (fewer figures) continues its move in the same period,
        // the hex is free again and the other force moves into it.
        const HexMap m
            = mapWith({{"Cavalry", {2, 2}, "e e e e", 6}, {"Infantry", {4, 0}, "se sw", 12}});
        const auto cs = resolve(m);
        QVERIFY2(cs.size() == 1, qPrintable(describe(cs)));
        QCOMPARE(cs[0].winner, 0);
        QCOMPARE(cs[0].occupant, 1);
        QVERIFY(cs[0].stopped.isEmpty());
        QVERIFY2(cs[0].explanation.startsWith("Cavalry moves in: fewer troop figures"),
                 qPrintable(cs[0].explanation));
        QVERIFY2(cs[0].explanation.endsWith("; Cavalry moves on, then Infantry moves in"),
                 qPrintable(cs[0].explanation));
    }

    void aTieIsForTheDiceRolledWithASeed()
    {
        // Same figures, same move points remaining (2 spent each), same daily move points.
        const HexMap m = mapWith({{"Aragorn", {2, 2}, "e e", 10}, {"Boromir", {6, 2}, "w w", 10}});
        const auto open = resolve(m);
        QCOMPARE(open.size(), 1);
        QCOMPARE(open[0].winner, -1);
        QCOMPARE(open[0].occupant, -1);
        // Before the dice are rolled neither moves in (one commander a hex): both stop before it.
        QCOMPARE(open[0].stopped.size(), 2);
        QVERIFY2(open[0].explanation.contains("roll dice (Aragorn, Boromir)"),
                 qPrintable(open[0].explanation));
        QSet<int> winners;
        for (quint32 seed = 1; seed <= 32; ++seed) {
            const auto rolled = resolve(m, seed);
            QCOMPARE(rolled.size(), 1);
            QVERIFY(rolled[0].occupant == 0 || rolled[0].occupant == 1);
            QVERIFY2(rolled[0].explanation.contains("dice (drawn with the turn's seed)"),
                     qPrintable(rolled[0].explanation));
            QCOMPARE(rolled[0].stopped.size(), 1);                      // the loser stops
            QCOMPARE(resolve(m, seed)[0].occupant, rolled[0].occupant); // reproducible
            winners.insert(rolled[0].occupant);
        }
        QCOMPARE(winners.size(), 2); // a roll, not a rule
    }

    void onlyMovesOfTheSamePeriodContest()
    {
        // A dark-seeing force moving at night does not contest a hex with a force that moved by
        // day: it passes 4,2 at night and ends beyond it.
        const UnitProfile night{{"sight", "dark-seeing"}, {"period", "night"}};
        const HexMap m
            = mapWith({{"Aragorn", {2, 2}, "e e", 10}, {"Gorbag", {6, 2}, "w w w", 20, night}});
        QVERIFY2(resolve(m).isEmpty(), qPrintable(describe(resolve(m))));
        // Ending the night where Aragorn has stood since the day breaks §1.3 (one commander a
        // hex): not a contest, but Gorbag stops before the hex all the same.
        const HexMap held
            = mapWith({{"Aragorn", {2, 2}, "e e", 10}, {"Gorbag", {6, 2}, "w w", 20, night}});
        const auto h = resolve(held);
        QVERIFY2(h.size() == 1 && h[0].explanation.contains("Aragorn holds"),
                 qPrintable(describe(h)));
        QCOMPARE(h[0].stopped.value(0).stoppedAt, at(held, 5, 2));
        const UnitProfile day{{"sight", "dark-seeing"}, {"period", "day"}};
        const HexMap same
            = mapWith({{"Aragorn", {2, 2}, "e e", 10}, {"Gorbag", {6, 2}, "w w", 20, day}});
        QCOMPARE(resolve(same).size(), 1);
        // Night against night: the contest is in the night period.
        const HexMap both = mapWith(
            {{"Shagrat", {2, 2}, "e e", 10, night}, {"Gorbag", {6, 2}, "w w", 20, night}});
        const auto cs = resolve(both);
        QCOMPARE(cs.size(), 1);
        QCOMPARE(cs[0].periodLabel, QString("Night 1"));
    }

    void aStoppedForceMakesNoLaterMoves()
    {
        // Aragorn loses 4,2 to Boromir and stops in 3,2: he never reaches 6,2, so Gimli's move
        // into 6,2 is not contested.
        const HexMap m = mapWith({{"Aragorn", {2, 2}, "e e e e", 12},
                                  {"Boromir", {4, 0}, "se sw", 6},
                                  {"Gimli", {8, 2}, "w w", 20}});
        const auto cs = resolve(m);
        QVERIFY2(cs.size() == 1, qPrintable(describe(cs)));
        QCOMPARE(cs[0].hex, at(m, 4, 2));
        // Without Boromir, Aragorn and Gimli would contest 6,2 (Aragorn: fewer figures).
        const HexMap two
            = mapWith({{"Aragorn", {2, 2}, "e e e e", 12}, {"Gimli", {8, 2}, "w w", 20}});
        const auto cs2 = resolve(two);
        QCOMPARE(cs2.size(), 1);
        QCOMPARE(cs2[0].hex, at(two, 6, 2));
        QCOMPARE(cs2[0].movers[cs2[0].occupant], QString("Aragorn"));
    }
};

QTEST_GUILESS_MAIN(TestContestedHexes)
#include "tst_contestedhexes.moc"
