// The Resolve Turn dock's replay (src/app/resolve/turnreplay.*) steps unit by unit, or side by
// side, in the order the core resolver moved them (TurnResolution::moveOrder), never in an
// order of its own: tabletop-inches §3.1 charging units first; battle-federations §1.2 army A's
// half-round before army B's whatever order the units are listed in.
#include "../core/support/turntestutil.h"
#include "resolve/turnreplay.h"

#include <QTest>

using namespace hexstride;

namespace {
struct Replayed
{
    TurnResolution resolution;
    TurnReplay replay;
};

Replayed replayOf(const QString &rulesetId, const QString &terrain,
                  const QList<testutil::EastwardMover> &movers)
{
    const testutil::EastwardTurn t = testutil::eastwardTurn(rulesetId, terrain, movers);
    Replayed out;
    out.resolution = t.resolve();
    out.replay = TurnReplay(*t.ruleset, out.resolution, "en");
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
