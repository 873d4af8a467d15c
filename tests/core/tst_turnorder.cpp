// The order in which units move one after another is the resolver's, from ruleset data
// (TurnResolution::moveOrder): tabletop-inches §3.1 charging units first (`first`), then the
// others in the listed order; battle-federations §1.2 the sides in the ruleset's order
// (`sides`: A, then B), federations by number; pbm-strategic the listed order; nothing where
// all move at once (strategic-commanders). The app's replay follows it (tests/gui).
#include "movement/turnresolver.h"
#include "support/rulesettestutil.h"

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

/// Each mover one step east from column 1 of its own row (they never meet).
QList<int> moveOrderOf(const QString &rulesetId, const QList<Mover> &movers)
{
    const auto ruleset = testutil::bundled(rulesetId);
    const HexMap map = testutil::mapFor(*ruleset, 6, 8, ruleset->vocabulary.terrains[0].id);
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
    return resolveTurn(MovementRules(ruleset), map, orders).moveOrder;
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
