// The planner's view of other armies follows the map's sides table as the turn resolver does
// (one rules truth): for pbm-strategic, whose encounters let friendly and tolerant sides pass
// (turns.sequence.encounterPass), an army of a side that passes both ways is no "enemy" for the
// step's rules, so entering its hex carries no "hostile-army" warning; without passing
// relations in the ruleset, any other side stays an enemy whatever the table says.
//
// Every case: "North" (side Free) orders e e e from 2,2 on plains; "Watch" (side Shadow) stands
// on 4,2, the hex the second step enters.
#include "movement/orderparser.h"
#include "movement/planevaluator.h"
#include "movement/unitindex.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;
using testutil::at;

namespace {
struct Board
{
    std::shared_ptr<const Ruleset> ruleset;
    HexMap map;

    explicit Board(const QString &rulesetId, const QString &terrain)
        : ruleset(testutil::bundled(rulesetId))
        , map(testutil::mapFor(*ruleset, 8, 5, terrain))
    {
        map.units() << MapUnit{"Watch", "Shadow", at(map, 4, 2), {}, 400};
    }
    void relate(const QString &freeTowardShadow, const QString &shadowTowardFree)
    {
        const auto relation = [](const QString &id) { return *parseSideRelation(id); };
        if (!freeTowardShadow.isEmpty())
            map.sides().setRelation("Free", "Shadow", relation(freeTowardShadow));
        if (!shadowTowardFree.isEmpty())
            map.sides().setRelation("Shadow", "Free", relation(shadowTowardFree));
    }
    // Whether the step into the Watch's hex carries the given warning, planned with and
    // without the resolver's unit index (both must agree).
    bool secondStepWarns(const QString &ruleId) const
    {
        const UnitIndex index(map, QString());
        bool warned[2] = {false, false};
        for (int withIndex = 0; withIndex < 2; ++withIndex) {
            PlanContext ctx;
            ctx.side = "Free";
            ctx.units = withIndex ? &index : nullptr;
            const PlanResult plan = evaluateOrders(
                MovementRules(ruleset), map, at(map, 2, 2),
                parseOrders("e e e", map.grid().orientation, ruleset->turns.holdTokens).tokens, {},
                ctx);
            for (const TraceItem &w : plan.steps.value(1).warnings())
                warned[withIndex] = warned[withIndex] || w.ruleId == ruleId;
        }
        if (warned[0] != warned[1])
            qFatal("the index and the scan disagree");
        return warned[0];
    }
};
} // namespace

class TestPlannerSides : public QObject
{
    Q_OBJECT
private slots:
    void hostileArmyWarningFollowsTheSidesTable_data()
    {
        QTest::addColumn<QString>("freeTowardShadow");
        QTest::addColumn<QString>("shadowTowardFree");
        QTest::addColumn<bool>("warned");
        QTest::newRow("no table: hostile") << ""
                                           << "" << true;
        QTest::newRow("tolerant both ways") << "tolerant"
                                            << "tolerant" << false;
        QTest::newRow("friendly and tolerant") << "friendly"
                                               << "tolerant" << false;
        QTest::newRow("tolerant one way only") << "tolerant"
                                               << "" << true;
    }
    void hostileArmyWarningFollowsTheSidesTable()
    {
        QFETCH(QString, freeTowardShadow);
        QFETCH(QString, shadowTowardFree);
        QFETCH(bool, warned);
        Board b("pbm-strategic", "plains");
        b.relate(freeTowardShadow, shadowTowardFree);
        QCOMPARE(b.secondStepWarns("hostile-army"), warned);
    }

    // battle-federations names no passing relations: a friendly table entry does not make
    // another side's troops friends, so stopping on them stays "entering an enemy".
    void withoutPassingRelationsAnotherSideStaysAnEnemy()
    {
        Board b("battle-federations", "open");
        QVERIFY(b.ruleset->turns.sequence.encounterPass.isEmpty());
        const Hex from = at(b.map, 3, 2);
        const Hex to = at(b.map, 4, 2);
        const std::uint8_t before = unitFactsOf(*b.ruleset, b.map, from, to, "Free", from);
        b.relate("friendly", "friendly");
        const std::uint8_t after = unitFactsOf(*b.ruleset, b.map, from, to, "Free", from);
        QCOMPARE(after, before);
        QVERIFY(after & EnterEnemy);
        QVERIFY(!(after & EnterFriend));
    }
};

QTEST_GUILESS_MAIN(TestPlannerSides)
#include "tst_plannersides.moc"
