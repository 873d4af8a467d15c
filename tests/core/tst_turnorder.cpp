// The order in which units move one after another is the resolver's, from ruleset data
// (TurnResolution::moveOrder): tabletop-inches §3.1 charging units first (`first`), then the
// others in the listed order; battle-federations §1.2 the sides in the ruleset's order
// (`sides`: A, then B), federations by number; pbm-strategic the listed order; nothing where
// all move at once (strategic-commanders). The app's replay follows it (tests/gui).
#include "support/turntestutil.h"

#include <QTest>

using namespace hexstride;

namespace {
QList<int> moveOrderOf(const QString &rulesetId, const QList<testutil::EastwardMover> &movers)
{
    const auto ruleset = testutil::bundled(rulesetId);
    return testutil::eastwardTurn(rulesetId, ruleset->vocabulary.terrains[0].id, movers)
        .resolve()
        .moveOrder;
}
} // namespace

class TestTurnOrder : public QObject
{
    Q_OBJECT
private slots:
    void chargersFirst()
    {
        const UnitProfile move{{"unit-type", "heavy-foot"}, {"mode", "move"}};
        const UnitProfile charge{{"unit-type", "heavy-foot"}, {"mode", "charge"}};
        // Listed: Pikes (0), Knights (1, charging), Archers (2), Lancers (3, charging).
        const QList<int> order = moveOrderOf("tabletop-inches", {{"Pikes", "Red", 0, move},
                                                                 {"Knights", "Blue", 2, charge},
                                                                 {"Archers", "Red", 4, move},
                                                                 {"Lancers", "Red", 6, charge}});
        QCOMPARE(order, (QList<int>{1, 3, 0, 2}));
    }

    void sidesInTheRulesetsOrder()
    {
        // Listed: Federation 1 of B (0), Federation 10 of A (1), Federation 2 of A (2).
        const QList<int> order = moveOrderOf(
            "battle-federations",
            {{"Federation 1", "B", 0}, {"Federation 10", "A", 2}, {"Federation 2", "A", 4}});
        QCOMPARE(order, (QList<int>{2, 1, 0}));
    }

    void listedOrderOrAllAtOnce()
    {
        QCOMPARE(moveOrderOf("pbm-strategic", {{"B", "Free", 0}, {"A", "Shadow", 2}}),
                 (QList<int>{0, 1}));
        QVERIFY(
            moveOrderOf("strategic-commanders", {{"B", "West", 0}, {"A", "East", 2}}).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTurnOrder)
#include "tst_turnorder.moc"
