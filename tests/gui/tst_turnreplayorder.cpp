// The Resolve Turn dock's replay (src/app/resolve/turnreplay.*) steps unit by unit, or side by
// side, in the order the core resolver moved them (TurnResolution::moveOrder), never in an
// order of its own: tabletop-inches §3.1 charging units first; battle-federations §1.2 army A's
// half-round before army B's whatever order the units are listed in.
#include "../core/support/rulesettestutil.h"
#include "resolve/turnreplay.h"

#include <QTest>

using namespace hexstride;
using testutil::at;

namespace {
struct Mover
{
    QString name;
    QString side;
    int row = 0;
    UnitProfile profile = {};
};

struct Replayed
{
    TurnResolution resolution;
    TurnReplay replay;
};

/// Each mover one step east from column 1 of its own row, on `terrain` (they never meet).
Replayed replayOf(const QString &rulesetId, const QString &terrain, const QList<Mover> &movers)
{
    const auto ruleset = testutil::bundled(rulesetId);
    const HexMap map = testutil::mapFor(*ruleset, 6, 8, terrain);
    QList<TurnOrders> orders;
    for (const Mover &m : movers) {
        TurnOrders o;
        o.name = m.name;
        o.side = m.side;
        o.start = at(map, 1, m.row);
        o.profile = m.profile;
        o.orders = parseOrders("e", map.grid().orientation, ruleset->turns.holdTokens).tokens;
        orders << o;
    }
    Replayed out;
    out.resolution = resolveTurn(MovementRules(ruleset), map, orders);
    out.replay = TurnReplay(*ruleset, out.resolution, "en");
    return out;
}
} // namespace

class TestTurnReplayOrder : public QObject
{
    Q_OBJECT
private slots:
    // Listed: Pikes (unit 0), Knights (unit 1, charging). Frames: Start, Knights, Pikes.
    void chargersReplayFirst()
    {
        const UnitProfile move{{"unit-type", "heavy-foot"}, {"mode", "move"}};
        const UnitProfile charge{{"unit-type", "heavy-foot"}, {"mode", "charge"}};
        const Replayed r = replayOf("tabletop-inches", "open",
                                    {{"Pikes", "Red", 0, move}, {"Knights", "Blue", 2, charge}});
        QCOMPARE(r.replay.frameCount(), 3);
        QCOMPARE(r.replay.label(1), QString("Knights"));
        QCOMPARE(r.replay.label(2), QString("Pikes"));
        QCOMPARE(r.replay.stepsShown(1, 1), 1); // Knights' step at frame 1
        QCOMPARE(r.replay.stepsShown(1, 0), 0); // Pikes not yet
        QCOMPARE(r.replay.stepsShown(2, 0), 1);
    }

    // Listed: Federation 1 of B (unit 0), then Federation 2 of A (unit 1). Army A's frame
    // comes first.
    void sidesReplayInTheRulesetsOrder()
    {
        const Replayed r = replayOf("battle-federations", "open",
                                    {{"Federation 1", "B", 0}, {"Federation 2", "A", 2}});
        QCOMPARE(r.replay.frameCount(), 3);
        QVERIFY2(r.replay.label(1).endsWith(": A"), qPrintable(r.replay.label(1)));
        QVERIFY2(r.replay.label(2).endsWith(": B"), qPrintable(r.replay.label(2)));
        QCOMPARE(r.replay.stepsShown(1, 1), 1);
        QCOMPARE(r.replay.stepsShown(1, 0), 0);
        QCOMPARE(r.replay.stepsShown(2, 0), 1);
    }
};

QTEST_GUILESS_MAIN(TestTurnReplayOrder)
#include "tst_turnreplayorder.moc"
