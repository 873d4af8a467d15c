// Fractional step costs: each rounding rule of the ruleset format (up, down, nearest) on costs
// that a ×1.5 modifier or a fraction of an allowance not divisible by 3 produce; modifiers
// applied in their declared order; scale conversion of allowances, road bonus and ranges that
// are not multiples of the hex size. Every expected value is worked out by hand in the row's
// comment from the ruleset written beside it; no bundled ruleset produces fractions.
#include "support/rulesettestutil.h"

#include "movement/planevaluator.h"
#include "movement/unitrules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace hexstride;
using testutil::at;

namespace {
QJsonObject text(const QString &en)
{
    return {{"en", en}, {"ru", en}};
}

// A ruleset with one terrain (plain, base cost `base`), a road edge feature and the given
// modifiers, rounding and allowance. Units have a "slow" flag the modifiers can test.
QJsonObject rulesetJson(double base, const QJsonArray &modifiers, const QString &rounding,
                        double allowance)
{
    const QJsonObject assumed{{"assumed", "test"}};
    return QJsonObject{
        {"format", "hexstride-ruleset"},
        {"version", 1},
        {"id", "rounding-test"},
        {"name", text("Rounding test")},
        {"terrains",
         QJsonArray{QJsonObject{{"id", "plain"}, {"name", text("Plain")}, {"colour", "#00ff00"}}}},
        {"edgeFeatures",
         QJsonArray{QJsonObject{
             {"id", "road"}, {"name", text("Road")}, {"colour", "#888888"}, {"drawAs", "road"}}}},
        {"unitOptions",
         QJsonArray{QJsonObject{
             {"id", "slow"}, {"label", text("Slow")}, {"flag", true}, {"default", "yes"}}}},
        {"allowances",
         QJsonArray{QJsonObject{
             {"id", "a"}, {"label", text("A")}, {"points", allowance}, {"source", assumed}}}},
        {"costTables",
         QJsonArray{QJsonObject{
             {"id", "t"},
             {"label", text("T")},
             {"columns", QJsonArray{QJsonObject{{"id", "c"}, {"label", text("C")}}}},
             {"rows", QJsonArray{QJsonObject{{"id", "plain"},
                                             {"label", text("Plain")},
                                             {"when", QJsonObject{{"enter", QJsonArray{"plain"}}}},
                                             {"cells", QJsonArray{base}}}}},
             {"source", assumed}}}},
        {"modifiers", modifiers},
        {"rounding", rounding},
        {"minimumStepCost", 1},
        {"turns", QJsonObject{{"name", text("Turn")}, {"source", assumed}}}};
}

QJsonObject modifier(const QString &id, const QString &effect, double value, int order = 0)
{
    return {{"id", id},
            {"label", text(id)},
            {"when", QJsonObject{{"unit", QJsonObject{{"slow", "yes"}}}}},
            {"effect", effect},
            {"value", value},
            {"order", order},
            {"source", QJsonObject{{"assumed", "test"}}}};
}

std::shared_ptr<const Ruleset> load(const QJsonObject &json)
{
    const auto r = loadRuleset(QJsonDocument(json).toJson(), "rounding-test.json");
    if (!r.ruleset)
        qFatal("%s", qPrintable(r.error));
    return std::make_shared<const Ruleset>(*r.ruleset);
}

// The cost of one step east on an all-plain map, by the fast path and by the explained path
// (they must agree); the explained path's trace is returned too.
int stepCost(const std::shared_ptr<const Ruleset> &ruleset, StepTrace *trace = nullptr)
{
    const MovementRules rules(ruleset);
    const HexMap map = testutil::mapFor(*ruleset, 3, 1, "plain");
    StepTrace local;
    const int explained = rules.explainStep(map, at(map, 0, 0), 0, {}, {}, trace ? trace : &local);
    const int fast = rules.stepCostFast(map, at(map, 0, 0), 0, {});
    if (explained != fast)
        qWarning("explained %d, fast %d", explained, fast);
    return explained == fast ? fast : -100;
}
} // namespace

class TestCostRounding : public QObject
{
    Q_OBJECT
private slots:
    void multiplyByOneAndAHalf_data()
    {
        QTest::addColumn<QString>("rounding");
        QTest::addColumn<double>("base");
        QTest::addColumn<int>("expected");
        // base × 1.5 = 1.5: up → 2, down → 1, nearest → 2 (halves go up).
        QTest::newRow("1.5 up") << "up" << 1.0 << 2;
        QTest::newRow("1.5 down") << "down" << 1.0 << 1;
        QTest::newRow("1.5 nearest") << "nearest" << 1.0 << 2;
        // 3 × 1.5 = 4.5: 5, 4, 5.
        QTest::newRow("4.5 up") << "up" << 3.0 << 5;
        QTest::newRow("4.5 down") << "down" << 3.0 << 4;
        QTest::newRow("4.5 nearest") << "nearest" << 3.0 << 5;
        // 2 × 1.5 = 3 exactly: 3 under every rule.
        QTest::newRow("3 up") << "up" << 2.0 << 3;
        QTest::newRow("3 down") << "down" << 2.0 << 3;
        QTest::newRow("3 nearest") << "nearest" << 2.0 << 3;
        // A fractional cell: 2.2 × 1.5 = 3.3: 4, 3, 3.
        QTest::newRow("3.3 up") << "up" << 2.2 << 4;
        QTest::newRow("3.3 down") << "down" << 2.2 << 3;
        QTest::newRow("3.3 nearest") << "nearest" << 2.2 << 3;
        // 0.5 × 1.5 = 0.75: up 1, nearest 1, down 0 → raised to the minimum step cost 1.
        QTest::newRow("0.75 down, minimum") << "down" << 0.5 << 1;
        QTest::newRow("0.75 nearest") << "nearest" << 0.5 << 1;
    }
    void multiplyByOneAndAHalf()
    {
        QFETCH(QString, rounding);
        QFETCH(double, base);
        QFETCH(int, expected);
        const auto r
            = load(rulesetJson(base, {modifier("half-again", "multiply", 1.5)}, rounding, 12));
        QCOMPARE(stepCost(r), expected);
    }

    void thirdOfAnAllowance_data()
    {
        QTest::addColumn<QString>("rounding");
        QTest::addColumn<double>("allowance");
        QTest::addColumn<int>("expected");
        // base 1 + allowance / 3.
        // 10 / 3 = 3.33…, cost 4.33…: up 5, down 4, nearest 4.
        QTest::newRow("10 up") << "up" << 10.0 << 5;
        QTest::newRow("10 down") << "down" << 10.0 << 4;
        QTest::newRow("10 nearest") << "nearest" << 10.0 << 4;
        // 11 / 3 = 3.66…, cost 4.66…: up 5, down 4, nearest 5.
        QTest::newRow("11 up") << "up" << 11.0 << 5;
        QTest::newRow("11 down") << "down" << 11.0 << 4;
        QTest::newRow("11 nearest") << "nearest" << 11.0 << 5;
        // 9 / 3 = 3 (0.333… × 9 in doubles), cost 4 under every rule: no spurious 5 or 3.
        QTest::newRow("9 up") << "up" << 9.0 << 4;
        QTest::newRow("9 down") << "down" << 9.0 << 4;
        QTest::newRow("9 nearest") << "nearest" << 9.0 << 4;
        // 7 / 3 = 2.33…, cost 3.33…: up 4, down 3, nearest 3.
        QTest::newRow("7 up") << "up" << 7.0 << 4;
        QTest::newRow("7 down") << "down" << 7.0 << 3;
    }
    void thirdOfAnAllowance()
    {
        QFETCH(QString, rounding);
        QFETCH(double, allowance);
        QFETCH(int, expected);
        const auto r = load(rulesetJson(1, {modifier("third", "fraction", 0.3333333333333333)},
                                        rounding, allowance));
        QCOMPARE(stepCost(r), expected);
    }

    void roundingIsExplained()
    {
        // 1 × 1.5 = 1.5 rounded up to 2: the trace shows the rounding from 1.5 to 2.
        const auto r = load(rulesetJson(1, {modifier("half-again", "multiply", 1.5)}, "up", 12));
        StepTrace trace;
        QCOMPARE(stepCost(r, &trace), 2);
        bool found = false;
        for (const TraceItem &item : trace) {
            if (item.kind == TraceItem::Kind::Rounding) {
                QCOMPARE(item.value, 1.5);
                QCOMPARE(item.result, 2.0);
                found = true;
            }
        }
        QVERIFY(found);
    }

    void modifiersApplyInTheirOrder_data()
    {
        QTest::addColumn<int>("addOrder");
        QTest::addColumn<int>("multiplyOrder");
        QTest::addColumn<int>("expected");
        // base 2, "+1" and "×1.5", rounding up.
        // add first: (2 + 1) × 1.5 = 4.5 → 5. Multiply first: 2 × 1.5 + 1 = 4.
        QTest::newRow("add first") << 1 << 2 << 5;
        QTest::newRow("multiply first") << 2 << 1 << 4;
    }
    void modifiersApplyInTheirOrder()
    {
        QFETCH(int, addOrder);
        QFETCH(int, multiplyOrder);
        QFETCH(int, expected);
        // File order is always multiply then add: only "order" decides.
        const QJsonArray modifiers{modifier("times", "multiply", 1.5, multiplyOrder),
                                   modifier("plus", "add", 1, addOrder)};
        QCOMPARE(stepCost(load(rulesetJson(2, modifiers, "up", 12))), expected);
    }

    void allowanceAndRoadBonusInScaleUnits_data()
    {
        QTest::addColumn<int>("points");
        QTest::addColumn<int>("bonus");
        QTest::addColumn<bool>("roadAllTheWay");
        QTest::addColumn<int>("expectedBudget");
        // 3 inches a hex, every hex costs 1; the bonus needs road on every step.
        // 10 in = 3 hexes (3.33 rounded down); with the 2 in bonus 12 in = 4 hexes.
        QTest::newRow("10+2 on road") << 10 << 2 << true << 4;
        QTest::newRow("10+2 off road") << 10 << 2 << false << 3;
        // 11 in = 3 hexes (3.67 rounded down, not 4); 11 + 1 = 12 in = 4 hexes on road.
        QTest::newRow("11+1 on road") << 11 << 1 << true << 4;
        QTest::newRow("11+1 off road") << 11 << 1 << false << 3;
        // 10 + 1 = 11 in is still 3 hexes: the bonus adds nothing.
        QTest::newRow("10+1 on road") << 10 << 1 << true << 3;
        // 8 in = 2 hexes; 8 + 4 = 12 in = 4 hexes (the bonus alone, 4 in, would be only 1).
        QTest::newRow("8+4 on road") << 8 << 4 << true << 4;
        QTest::newRow("8+4 off road") << 8 << 4 << false << 2;
    }
    void allowanceAndRoadBonusInScaleUnits()
    {
        QFETCH(int, points);
        QFETCH(int, bonus);
        QFETCH(bool, roadAllTheWay);
        QFETCH(int, expectedBudget);
        QJsonObject json = rulesetJson(1, {}, "up", points);
        json["scale"] = QJsonObject{{"unit", "inch"},
                                    {"perHex", 3},
                                    {"allowancesInScaleUnits", true},
                                    {"source", QJsonObject{{"assumed", "test"}}}};
        QJsonObject allowance = json["allowances"].toArray().at(0).toObject();
        allowance["bonus"] = bonus;
        allowance["bonusEveryStep"] = QJsonObject{{"edgeHas", QJsonArray{"road"}}};
        json["allowances"] = QJsonArray{allowance};
        const auto ruleset = load(json);
        const MovementRules rules(ruleset);
        HexMap map = testutil::mapFor(*ruleset, 8, 1, "plain");
        QList<Hex> path{at(map, 0, 0)};
        for (int col = 1; col < 8; ++col) {
            path << at(map, col, 0);
            if (roadAllTheWay || col != 2)
                testutil::setEdge(map, at(map, col - 1, 0), 0, {"road"});
        }
        const PlanResult plan = evaluateHexPath(rules, map, path, {});
        QCOMPARE(plan.budget, expectedBudget);
        QCOMPARE(plan.executed, expectedBudget);
        QCOMPARE(plan.total, expectedBudget);
        QCOMPARE(plan.end, at(map, expectedBudget, 0));
    }

    void rangesInScaleUnits_data()
    {
        QTest::addColumn<double>("inches");
        QTest::addColumn<bool>("inScaleUnits");
        QTest::addColumn<int>("expectedHexes");
        // 3 inches a hex, rounded down: 8 in = 2 hexes, 5 in = 1, 9 in = 3, 2 in = 0.
        QTest::newRow("8 in") << 8.0 << true << 2;
        QTest::newRow("5 in") << 5.0 << true << 1;
        QTest::newRow("9 in") << 9.0 << true << 3;
        QTest::newRow("2 in") << 2.0 << true << 0;
        // Without allowancesInScaleUnits the value already counts hexes.
        QTest::newRow("8 hexes") << 8.0 << false << 8;
    }
    void rangesInScaleUnits()
    {
        QFETCH(double, inches);
        QFETCH(bool, inScaleUnits);
        QFETCH(int, expectedHexes);
        QJsonObject json = rulesetJson(1, {}, "up", 12);
        json["scale"] = QJsonObject{{"unit", "inch"},
                                    {"perHex", 3},
                                    {"allowancesInScaleUnits", inScaleUnits},
                                    {"source", QJsonObject{{"assumed", "test"}}}};
        json["ranges"] = QJsonArray{QJsonObject{{"id", "bow-missile"},
                                                {"label", text("Bow")},
                                                {"value", inches},
                                                {"source", QJsonObject{{"assumed", "test"}}}}};
        const auto ruleset = load(json);
        QCOMPARE(rangeInHexes(*ruleset, {}, "missile"), expectedHexes);
        // The hexes around a centre within n hexes: 3n(n + 1) of them on a large map.
        const HexMap map = testutil::mapFor(*ruleset, 20, 20, "plain");
        QCOMPARE(hexesInRange(MovementRules(ruleset), map, at(map, 10, 10), {}).size(),
                 3 * expectedHexes * (expectedHexes + 1));
    }
};

QTEST_GUILESS_MAIN(TestCostRounding)
#include "tst_costrounding.moc"
