// The guide's Resolve Turn picture is taken on a bundled map (resources/maps/resolve-tour.json),
// data like every ruleset: it must load, use a ruleset whose moves are simultaneous, and give
// the turn it promises (a hex won by fewer troop figures, a tie left to the referee, a force
// moving by night).
#include "io/mapfile.h"
#include "movement/turnreport.h"
#include "movement/turnresolver.h"
#include "rules/rulesetlibrary.h"

#include <QTest>

using namespace hexstride;

namespace {
const TurnConflict *conflictAt(const TurnResolution &r, Hex hex)
{
    for (const TurnConflict &c : r.conflicts) {
        if (c.hex == hex)
            return &c;
    }
    return nullptr;
}
} // namespace

class TestResolveTourMap : public QObject
{
    Q_OBJECT
private slots:
    void theTourMapGivesTheTurnItPromises()
    {
        const MapLoadResult loaded = loadMapFile(":/maps/resolve-tour.json");
        QVERIFY2(loaded.map, qPrintable(loaded.error));
        const HexMap &map = *loaded.map;
        RulesetLibrary library;
        const auto ruleset = library.ruleset(map.rulesetId());
        QVERIFY(ruleset);
        QCOMPARE(ruleset->turns.sequence.kind, SequenceKind::Simultaneous);
        QCOMPARE(map.units().size(), 5);
        QCOMPARE(map.plans().size(), 5);

        QStringList errors;
        const QList<TurnOrders> orders = turnOrdersFromPlans(*ruleset, map, &errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        QCOMPARE(orders.size(), 5);
        const TurnResolution r = resolveTurn(MovementRules(ruleset), map, orders);
        const auto at = [&](int col, int row) { return map.grid().toHex({col, row}); };

        // Aragorn (10 figures) and Boromir (20) both enter 6,2: fewer figures move in.
        const TurnConflict *won = conflictAt(r, at(6, 2));
        QVERIFY(won);
        QCOMPARE(won->rule, QString("fewer-figures"));
        QCOMPARE(won->units.value(won->winner), QString("Aragorn"));
        // Gimli and Legolas, 10 figures each and level on every rule, tie for 5,6: the
        // referee's decision (or the dice).
        const TurnConflict *tied = conflictAt(r, at(5, 6));
        QVERIFY(tied);
        QCOMPARE(tied->winner, -1);
        QCOMPARE(r.decisions.size(), 1);
        QCOMPARE(r.decisions[0].kind, QString("dice"));
        QCOMPARE(r.decisions[0].choices, (QStringList{"Gimli", "Legolas"}));
        // Gorbag moves by night, away from the others.
        const int gorbag = r.unitIndex("Gorbag");
        QVERIFY(gorbag >= 0);
        QCOMPARE(orders[gorbag].profile.value("period"), QString("night"));
        QVERIFY(r.units[gorbag].end != r.units[gorbag].start);
        QVERIFY(r.units[gorbag].events.isEmpty());

        // walk14 #5: East's report (Boromir lost 6,2) read "Not allowed: contested hex: fewer
        // troop figures", as if Boromir had fewer, and the open tie said "open" twice. The rule
        // (docs/rules/strategic-commanders.md §3.1): the hex goes to the force with fewer troop
        // figures. The lines a player reads, worked out from that:
        const QString east = resolutionText(map, r, "en", QString("East"));
        QVERIFY2(east.contains("  2. w 7,2 → 6,2: Not allowed: the contested hex went to the "
                               "force with fewer troop figures (leaders, heroes, wizards and "
                               "trolls do not count)\n"),
                 qPrintable(east));
        QVERIFY2(east.contains("Decision: Who moves into 5,6 first: Gimli, Legolas? → open: "
                               "roll the dice\n"),
                 qPrintable(east));
    }
};

QTEST_GUILESS_MAIN(TestResolveTourMap)
#include "tst_resolvetourmap.moc"
