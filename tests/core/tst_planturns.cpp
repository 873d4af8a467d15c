// A plan over several turns evaluated turn by turn (issue 30, §1): where an order list is one
// turn, each turn's orders are the turn's list, from where the turn before ended; a turn that
// fails ends the plan.
#include "movement/orderparser.h"
#include "movement/planturns.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;

namespace {
QList<OrderToken> parse(const HexMap &map, const Ruleset &r, const QString &orders)
{
    return parseOrders(orders, map.grid().orientation, r.turns.holdTokens).tokens;
}
} // namespace

class TestPlanTurns : public QObject
{
    Q_OBJECT
private slots:
    // pbm-strategic, a fed mixed army (the defaults): 12 MP a turn, plains 3, a day of rest 1.
    void ordersSplitWhereTheyNoLongerFit_data()
    {
        QTest::addColumn<QString>("orders");
        QTest::addColumn<QList<int>>("turns");
        // 3+3+3+3 = 12 fill turn 1; the fifth step waits for turn 2.
        QTest::newRow("ten plains steps")
            << "e, e, e, e, e, e, e, e, e, e" << QList<int>{1, 1, 1, 1, 2, 2, 2, 2, 3, 3};
        // 3+3+3 = 9, a rest 1 → 10, a rest 1 → 11, the step (3 > 1 left) waits.
        QTest::newRow("rests fill a turn") << "e, e, e, h, h, e" << QList<int>{1, 1, 1, 1, 1, 2};
        // Twelve rests make a turn of 12 MP.
        QTest::newRow("thirteen rests") << "h, h, h, h, h, h, h, h, h, h, h, h, h"
                                        << QList<int>{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2};
        // Off the map after two steps (the map is 8 wide, the start on column 5): the turns of
        // the rest are unknown, they stay in the failing step's turn.
        QTest::newRow("off the map") << "e, e, e, e, e, e" << QList<int>{1, 1, 1, 1, 1, 1};
    }
    void ordersSplitWhereTheyNoLongerFit()
    {
        QFETCH(QString, orders);
        QFETCH(QList<int>, turns);
        const MovementRules rules(testutil::bundled("pbm-strategic"));
        const Ruleset &r = rules.ruleset();
        const bool offMap = QString(QTest::currentDataTag()) == "off the map";
        const HexMap map = testutil::mapFor(r, offMap ? 8 : 20, 4, "plains");
        const Hex start = testutil::at(map, offMap ? 5 : 1, 1);
        const UnitProfile profile = r.withDefaults({});
        const QList<OrderToken> tokens = parse(map, r, orders);
        QCOMPARE(turnsOfOrders(rules, map, start, tokens, profile), turns);
        const PlanResult plan = evaluatePlanInTurns(rules, map, start, tokens, profile);
        QCOMPARE(plan.steps.size(), tokens.size());
        int total = 0;
        for (qsizetype i = 0; i < plan.steps.size(); ++i) {
            const PlannedStep &s = plan.steps[i];
            QCOMPARE(s.turn, turns[i]);
            if (offMap && i >= 2) {
                QCOMPARE(s.status, i == 2 ? StepStatus::Blocked : StepStatus::NotExecuted);
                continue;
            }
            QCOMPARE(s.status, StepStatus::Ok);
            total += tokens[i].hold ? 1 : 3;
            QCOMPARE(s.total, total); // the running total of the whole plan
        }
        QCOMPARE(plan.total, total);
        QCOMPARE(plan.budget, 12);
        // The first step of a later turn says that it begins it.
        for (qsizetype i = 1; i < plan.steps.size(); ++i) {
            const bool begins = plan.steps[i].turn != plan.steps[i - 1].turn;
            bool says = false;
            for (const TraceItem &t : plan.steps[i].explain())
                says = says || (t.kind == TraceItem::Kind::NewTurn && t.result == turns[i]);
            QCOMPARE(says, begins);
        }
    }

    // Rule: each turn's orders are evaluated as `move` evaluates that turn's string.
    void eachTurnIsWhatMoveSays()
    {
        const MovementRules rules(testutil::bundled("pbm-strategic"));
        const Ruleset &r = rules.ruleset();
        HexMap map = testutil::mapFor(r, 20, 4, "plains");
        testutil::setTerrain(map, testutil::at(map, 6, 1), "mountains");
        const Hex start = testutil::at(map, 1, 1);
        const UnitProfile profile = r.withDefaults({});
        const QList<OrderToken> tokens = parse(map, r, "e, e, e, e, e, e, e, e");
        const PlanResult plan = evaluatePlanInTurns(rules, map, start, tokens, profile);
        const QList<int> turns = turnsOfOrders(rules, map, start, tokens, profile);
        Hex from = start;
        int totalBefore = 0;
        for (qsizetype first = 0; first < tokens.size();) {
            qsizetype last = first + 1;
            while (last < tokens.size() && turns[last] == turns[first])
                ++last;
            const PlanResult move
                = evaluateOrders(rules, map, from, tokens.mid(first, last - first), profile);
            for (qsizetype i = 0; i < move.steps.size(); ++i) {
                QCOMPARE(plan.steps[first + i].cost, move.steps[i].cost);
                QCOMPARE(plan.steps[first + i].status, move.steps[i].status);
                QCOMPARE(plan.steps[first + i].total, move.steps[i].total + totalBefore);
            }
            totalBefore += move.total;
            from = move.end;
            first = last;
        }
        QCOMPARE(plan.end, from);
        QVERIFY(turns.constLast() > 1);
    }

    // Rule: a turn whose orders fail ends the plan; the later turns' steps are not executed,
    // on the hexes the orders lead to. tabletop-inches: no moving through another unit, which
    // the split (costs without units) does not see.
    void aFailingTurnEndsThePlan()
    {
        const MovementRules rules(testutil::bundled("tabletop-inches"));
        const Ruleset &r = rules.ruleset();
        HexMap map = testutil::mapFor(r, 60, 3, "open");
        const Hex start = testutil::at(map, 1, 1);
        map.units() << MapUnit{"Other", "B", testutil::at(map, 3, 1), {}, 100};
        const UnitProfile profile = r.withDefaults({});
        const QList<OrderToken> tokens = parse(map, r, QStringLiteral("e, ").repeated(40) + "e");
        const QList<int> turns = turnsOfOrders(rules, map, start, tokens, profile);
        QVERIFY(turns.constLast() > 1);
        PlanContext ctx;
        ctx.side = QStringLiteral("A");
        const PlanResult plan = evaluatePlanInTurns(rules, map, start, tokens, profile, ctx);
        QCOMPARE(plan.executed, 1);
        QCOMPARE(plan.end, testutil::at(map, 2, 1));
        QCOMPARE(plan.steps[1].status, StepStatus::Blocked);
        for (qsizetype i = 2; i < plan.steps.size(); ++i) {
            QCOMPARE(plan.steps[i].status, StepStatus::NotExecuted);
            QVERIFY(!plan.steps[i].cost);
            QCOMPARE(plan.steps[i].turn, turns[i]);
            QCOMPARE(plan.steps[i].to, testutil::at(map, 2 + int(i), 1));
        }
    }

    // Where one order list goes on into later turns, the engine splits it: the same result.
    void spanningOrdersAreTheEngines()
    {
        const MovementRules rules(testutil::bundled("strategic-commanders"));
        const Ruleset &r = rules.ruleset();
        const HexMap map = testutil::mapFor(r, 30, 3, "open");
        const Hex start = testutil::at(map, 1, 1);
        const UnitProfile profile = r.withDefaults({});
        const QList<OrderToken> tokens = parse(map, r, QStringLiteral("e, ").repeated(20) + "e");
        const PlanResult a = evaluatePlanInTurns(rules, map, start, tokens, profile);
        const PlanResult b = evaluateOrders(rules, map, start, tokens, profile);
        QCOMPARE(a.steps.size(), b.steps.size());
        for (qsizetype i = 0; i < a.steps.size(); ++i) {
            QCOMPARE(a.steps[i].turn, b.steps[i].turn);
            QCOMPARE(a.steps[i].total, b.steps[i].total);
        }
        QVERIFY(b.steps.constLast().turn > 1);
    }
};

QTEST_GUILESS_MAIN(TestPlanTurns)
#include "tst_planturns.moc"
