// Plan evaluation beyond one ruleset: clicked hex paths, explanation rendering in both
// languages, the budget override, destination rules and the step trace of the explained path.
#include "movement/planevaluator.h"
#include "movement/unitrules.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;

namespace {
std::shared_ptr<const Ruleset> pbm()
{
    static const auto r = testutil::bundled("pbm-strategic");
    return r;
}
} // namespace

class TestPlanEvaluation : public QObject
{
    Q_OBJECT
private slots:
    void clickedHexesLikeOrders()
    {
        HexMap map = testutil::mapFor(*pbm(), 5, 3, "plains");
        testutil::setTerrain(map, testutil::at(map, 2, 0), "hills");
        MovementRules rules(pbm());
        const QList<Hex> clicked{testutil::at(map, 0, 0), testutil::at(map, 1, 0),
                                 testutil::at(map, 2, 0)};
        const PlanResult byClicks = evaluateHexPath(rules, map, clicked, {});
        const PlanResult byOrders = evaluateOrders(
            rules, map, clicked[0], parseOrders("e e", Orientation::PointyTop, {}).tokens, {});
        QCOMPARE(byClicks.steps.size(), 2);
        QCOMPARE(byClicks.steps[0].order, QString("e"));
        QCOMPARE(byClicks.total, 8);
        QCOMPARE(byClicks.total, byOrders.total);
        QCOMPARE(byClicks.end, byOrders.end);
        // A hex that is not next to the previous one is a blocked step.
        const PlanResult jump = evaluateHexPath(
            rules, map, {clicked[0], testutil::at(map, 3, 0), testutil::at(map, 4, 0)}, {});
        QCOMPARE(stepStatusId(jump.steps[0].status), QString("blocked"));
        QCOMPARE(jump.steps[0].reason->kind, TraceItem::Kind::NotAdjacent);
        QCOMPARE(stepStatusId(jump.steps[1].status), QString("not-executed"));
    }

    void budgetOverride()
    {
        HexMap map = testutil::mapFor(*pbm(), 6, 1, "plains");
        MovementRules rules(pbm());
        PlanContext ctx;
        ctx.budget = 6;
        const PlanResult p
            = evaluateOrders(rules, map, testutil::at(map, 0, 0),
                             parseOrders("e e e", Orientation::PointyTop, {}).tokens, {}, ctx);
        QCOMPARE(p.executed, 2);
        QCOMPARE(p.budget, 6);
    }

    // Steps after a stop are the orders as given: each not-executed step goes from where the
    // plan stands, not from where the unit stopped (issue: the table listed neighbours of the
    // stopping hex while the map drew the plan). Budget 6 MP, plains 3 MP: the third "e"
    // (2,0 → 3,0) lacks points; the rest continue along row 0, a rest staying on its hex.
    void notExecutedStepsFollowThePlan()
    {
        HexMap map = testutil::mapFor(*pbm(), 8, 1, "plains");
        MovementRules rules(pbm());
        PlanContext ctx;
        ctx.budget = 6;
        const auto at = [&](int c) { return testutil::at(map, c, 0); };
        const PlanResult p = evaluateOrders(
            rules, map, at(0),
            parseOrders("e e e h e", Orientation::PointyTop, pbm()->turns.holdTokens).tokens, {},
            ctx);
        QCOMPARE(p.steps.size(), 5);
        QCOMPARE(p.end, at(2));
        QCOMPARE(p.steps[2].status, StepStatus::Insufficient);
        QCOMPARE(p.steps[2].from, at(2));
        QCOMPARE(p.steps[2].to, at(3));
        QCOMPARE(p.steps[3].status, StepStatus::NotExecuted);
        QCOMPARE(p.steps[3].from, at(3)); // the rest: on the planned hex
        QCOMPARE(p.steps[3].to, at(3));
        QCOMPARE(p.steps[4].status, StepStatus::NotExecuted);
        QCOMPARE(p.steps[4].from, at(3));
        QCOMPARE(p.steps[4].to, at(4));
    }

    void traceRendersInBothLanguages()
    {
        HexMap map = testutil::mapFor(*pbm(), 2, 1, "plains");
        testutil::setTerrain(map, testutil::at(map, 1, 0), "forest");
        testutil::setEdge(map, testutil::at(map, 0, 0), 0, {"minor-river"});
        MovementRules rules(pbm());
        StepTrace trace;
        QCOMPARE(
            rules.explainStep(map, testutil::at(map, 0, 0), 0, {{"evasive", "yes"}}, {}, &trace),
            14);
        QCOMPARE(trace.size(), 3);
        const QString en = formatTraceItem(trace[0], "en");
        QVERIFY2(en.contains("Forest with Minor River") && en.contains("Fed Normal Cost")
                     && en.contains("7"),
                 qPrintable(en));
        const QString ru = formatTraceItem(trace[0], "ru");
        QVERIFY2(ru.contains(QString::fromUtf8("Лес + малая река")), qPrintable(ru));
        QVERIFY(formatTraceItem(trace[1], "en").contains("×2"));
        QVERIFY(formatTraceItem(trace[2], "en").contains("14"));
        const QJsonObject json = traceItemJson(trace[1], "en");
        QCOMPARE(json["kind"].toString(), QString("modifier"));
        QCOMPARE(json["rule"].toString(), QString("evasive"));
        QCOMPARE(json["result"].toDouble(), 14.0);
    }

    void prohibitionTraceNamesTheRule()
    {
        HexMap map = testutil::mapFor(*pbm(), 2, 1, "plains");
        testutil::setTerrain(map, testutil::at(map, 1, 0), "sea");
        MovementRules rules(pbm());
        StepTrace trace;
        QCOMPARE(rules.explainStep(map, testutil::at(map, 0, 0), 0, {}, {}, &trace), -1);
        QCOMPARE(trace.size(), 1);
        QCOMPARE(trace[0].kind, TraceItem::Kind::Prohibited);
        QVERIFY(formatTraceItem(trace[0], "en").contains("Seas/Coast"));
        trace.clear();
        QCOMPARE(rules.explainStep(map, testutil::at(map, 0, 0), 3, {}, {}, &trace), -1);
        QCOMPARE(trace[0].kind, TraceItem::Kind::OffMap);
    }

    void destinations()
    {
        HexMap map = testutil::mapFor(*pbm(), 20, 3, "plains");
        const Hex from = testutil::at(map, 0, 1);
        testutil::setTerrain(map, testutil::at(map, 5, 1), "sea");
        testutil::addHexFeature(map, testutil::at(map, 15, 1), "capital");
        MovementRules rules(pbm());
        const UnitProfile character{{"mover", "character"}};
        QVERIFY(checkDestination(rules, map, from, testutil::at(map, 12, 1), character).allowed);
        QVERIFY(!checkDestination(rules, map, from, testutil::at(map, 13, 1), character)
                     .allowed); // 13 hexes
        QVERIFY(
            !checkDestination(rules, map, from, testutil::at(map, 5, 1), character).allowed); // sea
        const UnitProfile capital{{"spell", "capital-return"}};
        QVERIFY(checkDestination(rules, map, from, testutil::at(map, 15, 1), capital).allowed);
        QVERIFY(!checkDestination(rules, map, from, testutil::at(map, 14, 1), capital).allowed);
        QVERIFY(
            checkDestination(rules, map, from, testutil::at(map, 19, 2), {{"spell", "teleport"}})
                .allowed);
        QCOMPARE(checkDestination(rules, map, from, testutil::at(map, 1, 1), {}).rule,
                 nullptr); // armies walk
        // pbm-strategic §1.2: no character move from a sea hex
        QVERIFY(!checkDestination(rules, map, testutil::at(map, 5, 1), testutil::at(map, 6, 1),
                                  character)
                     .allowed);
    }
};

QTEST_GUILESS_MAIN(TestPlanEvaluation)
#include "tst_planevaluation.moc"
