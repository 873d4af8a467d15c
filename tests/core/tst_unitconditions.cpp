// Conditions over unit options (issue 36 §1): `not`, `any` and `all` as truth tables, both as
// profileMatches reads them and as a compiled step condition folds them to constants, and where
// the rules use them: which allowance a unit gets, which profiles a constraint refuses and who
// moves first. Every expected value is worked out by hand.
//
// The ruleset is tabletop-inches: unit-type (default heavy-foot) and mode (default move). The
// two facts: H = "unit-type is heavy-horse", C = "mode is charge". The four profiles:
//   HC: heavy-horse, charge (H 1, C 1)    Hm: heavy-horse, move (H 1, C 0)
//   fC: heavy-foot, charge  (H 0, C 1)    fm: heavy-foot, move  (H 0, C 0)
#include "movement/movementrules.h"
#include "movement/turnresolver.h"
#include "rules/conditions.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;
using Kind = Condition::Kind;

namespace {
Condition unitIs(const QString &key, const QString &value)
{
    return Condition{Kind::Unit, {value}, key, 0, {}};
}
Condition notOf(const Condition &c)
{
    return Condition{Kind::Not, {}, {}, 0, {c}};
}
Condition anyOf(const QList<Condition> &cs)
{
    return Condition{Kind::Any, {}, {}, 0, cs};
}
Condition allOf(const QList<Condition> &cs)
{
    return Condition{Kind::All, {}, {}, 0, cs};
}
const Condition H = unitIs("unit-type", "heavy-horse");
const Condition C = unitIs("mode", "charge");

const QList<UnitProfile> kProfiles{
    {{"unit-type", "heavy-horse"}, {"mode", "charge"}},
    {{"unit-type", "heavy-horse"}, {"mode", "move"}},
    {{"unit-type", "heavy-foot"}, {"mode", "charge"}},
    {{"unit-type", "heavy-foot"}, {"mode", "move"}},
};

/// The condition's value for HC, Hm, fC, fm, as "1010".
QString truthRow(const Condition &c, const QHash<QString, Condition> &named = {})
{
    QString out;
    for (const UnitProfile &p : kProfiles)
        out += profileMatches(c, named, p) ? QLatin1Char('1') : QLatin1Char('0');
    return out;
}

/// A condition as a test table's cell (Condition itself cannot be a meta type: it holds a list
/// of itself).
struct Cell
{
    std::shared_ptr<const Condition> c;
    Cell(const Condition &condition = {})
        : c(std::make_shared<const Condition>(condition))
    {}
    const Condition &operator*() const { return *c; }
};

Ruleset tabletop()
{
    return *testutil::bundled("tabletop-inches");
}
} // namespace

Q_DECLARE_METATYPE(Cell)

class TestUnitConditions : public QObject
{
    Q_OBJECT
private slots:
    void truthTables_data()
    {
        QTest::addColumn<Cell>("condition");
        QTest::addColumn<QString>("row"); // HC Hm fC fm
        QTest::newRow("H") << Cell(H) << "1100";
        QTest::newRow("not H") << Cell(notOf(H)) << "0011";
        QTest::newRow("any(H, C)") << Cell(anyOf({H, C})) << "1110";
        QTest::newRow("all(H, C)") << Cell(allOf({H, C})) << "1000";
        QTest::newRow("all(not H, C)") << Cell(allOf({notOf(H), C})) << "0010";
        QTest::newRow("any(not H, not C)") << Cell(anyOf({notOf(H), notOf(C)})) << "0111";
        QTest::newRow("not any(H, C)") << Cell(notOf(anyOf({H, C}))) << "0001";
        QTest::newRow("not not C") << Cell(notOf(notOf(C))) << "1010";
        QTest::newRow("any() is never") << Cell(anyOf({})) << "0000";
        QTest::newRow("all() is always") << Cell(allOf({})) << "1111";
    }
    void truthTables()
    {
        QFETCH(Cell, condition);
        QFETCH(QString, row);
        QCOMPARE(truthRow(*condition), row);
        // The same through a named condition ("is").
        const QHash<QString, Condition> named{{"it", *condition}};
        QCOMPARE(truthRow(Condition{Kind::Named, {}, "it", 0, {}}, named), row);
    }

    // A step condition mixing a unit option with terrain folds the option to a constant for the
    // profile: all(C, enter impassable) is "enter impassable" for a charging unit and never for one
    // that moves; any(C, enter impassable) always for a charging unit; not C, a constant.
    void compiledStepConditionsFoldOptions_data()
    {
        QTest::addColumn<Cell>("condition");
        QTest::addColumn<QString>("row"); // impassable, open for fC; impassable, open for fm
        const Condition rough{Kind::EnterTerrain, {"impassable"}, {}, 0, {}};
        QTest::newRow("all(C, impassable)") << Cell(allOf({C, rough})) << "1000";
        QTest::newRow("any(C, impassable)") << Cell(anyOf({C, rough})) << "1110";
        QTest::newRow("not C") << Cell(notOf(C)) << "0011";
        QTest::newRow("all(not C, impassable)") << Cell(allOf({notOf(C), rough})) << "0010";
        QTest::newRow("any(not C, impassable)") << Cell(anyOf({notOf(C), rough})) << "1011";
        QTest::newRow("not all(C, impassable)") << Cell(notOf(allOf({C, rough}))) << "0111";
    }
    void compiledStepConditionsFoldOptions()
    {
        QFETCH(Cell, condition);
        QFETCH(QString, row);
        const Ruleset r = tabletop();
        const HexMap map = testutil::mapFor(r, 2, 1, "open");
        const int rough = map.terrains().indexOf("impassable");
        const int open = map.terrains().indexOf("open");
        QVERIFY(rough >= 0 && open >= 0);
        QString got;
        for (const UnitProfile &p : {kProfiles[2], kProfiles[3]}) {
            const CompiledCondition cc
                = CompiledCondition::compile(*condition, map, r.namedConditions, p, nullptr);
            for (const int terrain : {rough, open}) {
                StepFacts f;
                f.terrainEntered = std::uint8_t(terrain);
                got += cc.eval(f) ? QLatin1Char('1') : QLatin1Char('0');
            }
        }
        QCOMPARE(got, row);
    }

    // Allowances, first match: 20 for all(H, C), 12 for all(not H, C), 16 for
    // any(H, light-horse), 9 for the rest (all()). A profile given in part takes the defaults:
    // {} is fm, {mode: charge} is fC.
    void allowancesMatchOptions()
    {
        Ruleset r = tabletop();
        const auto allowance = [](const QString &id, const Condition &when, int points) {
            Allowance a;
            a.id = id;
            a.when = when;
            a.points = points;
            return a;
        };
        r.allowances = {allowance("horse-charge", allOf({H, C}), 20),
                        allowance("foot-charge", allOf({notOf(H), C}), 12),
                        allowance("horse", anyOf({H, unitIs("unit-type", "light-horse")}), 16),
                        allowance("rest", allOf({}), 9)};
        const auto ruleset = std::make_shared<const Ruleset>(r);
        const MovementRules rules(ruleset);
        const HexMap map = testutil::mapFor(r, 2, 1, "open");
        const auto idOf = [&](const UnitProfile &p) {
            const auto *a = rules.profileRules(map, p)->model->allowanceRule();
            return a ? a->id : QString("none");
        };
        QCOMPARE(idOf(kProfiles[0]), QString("horse-charge"));
        QCOMPARE(idOf(kProfiles[1]), QString("horse"));
        QCOMPARE(idOf(kProfiles[2]), QString("foot-charge"));
        QCOMPARE(idOf(kProfiles[3]), QString("rest"));
        QCOMPARE(idOf({{"unit-type", "light-horse"}}), QString("horse"));
        QCOMPARE(idOf({}), QString("rest"));
        QCOMPARE(idOf({{"mode", "charge"}}), QString("foot-charge"));
        // 20 inches at 3 inches a hex: 6 hexes (rounded down).
        QCOMPARE(rules.profileRules(map, kProfiles[0])->model->allowance(), 6);
    }

    // A constraint forbidding all(heavy-foot, C): refused for fC and for {mode: charge} (heavy
    // foot by default); HC, Hm, fm and {} pass. The bundled one (no charge for catapults,
    // cannons and wagons) refuses wagons charging only.
    void constraintsRefuseByOptions()
    {
        Ruleset r = tabletop();
        const auto bundled = std::make_shared<const Ruleset>(r);
        QVERIFY(!MovementRules(bundled)
                     .checkProfile({{"unit-type", "wagons"}, {"mode", "charge"}})
                     .isEmpty());
        QVERIFY(MovementRules(bundled)
                    .checkProfile({{"unit-type", "wagons"}, {"mode", "move"}})
                    .isEmpty());
        OptionConstraint c;
        c.forbid = allOf({unitIs("unit-type", "heavy-foot"), C});
        c.message = {"heavy foot may not charge", "тяжёлая пехота не атакует"};
        r.constraints = {c};
        const MovementRules rules(std::make_shared<const Ruleset>(r));
        QString refused;
        for (const UnitProfile &p : kProfiles)
            refused += rules.checkProfile(p).isEmpty() ? QLatin1Char('0') : QLatin1Char('1');
        QCOMPARE(refused, QString("0010"));
        QVERIFY(rules.checkProfile({}).isEmpty());
        QCOMPARE(rules.checkProfile({{"mode", "charge"}}),
                 QString("not allowed: heavy foot may not charge"));
    }

    // Who moves first (turns.sequence.first), in the order of the orders otherwise. With
    // first = "mode is move" (the default), a unit given no options moves before a charging one;
    // with first = not C the same; with first = all(H, C) only HC goes first.
    void firstMoversByOptions_data()
    {
        QTest::addColumn<Cell>("first");
        QTest::addColumn<QList<int>>("order");
        // The orders: 0 fC, 1 {} (fm), 2 HC, 3 Hm.
        QTest::newRow("mode is move") << Cell(unitIs("mode", "move")) << QList<int>{1, 3, 0, 2};
        QTest::newRow("not C") << Cell(notOf(C)) << QList<int>{1, 3, 0, 2};
        QTest::newRow("all(H, C)") << Cell(allOf({H, C})) << QList<int>{2, 0, 1, 3};
        QTest::newRow("any(H, C)") << Cell(anyOf({H, C})) << QList<int>{0, 2, 3, 1};
    }
    void firstMoversByOptions()
    {
        QFETCH(Cell, first);
        QFETCH(QList<int>, order);
        Ruleset r = tabletop();
        r.turns.sequence.first = *first;
        const auto ruleset = std::make_shared<const Ruleset>(r);
        const HexMap map = testutil::mapFor(r, 8, 2, "open");
        QList<TurnOrders> units;
        const QList<UnitProfile> profiles{kProfiles[2], {}, kProfiles[0], kProfiles[1]};
        for (int i = 0; i < profiles.size(); ++i) {
            TurnOrders o;
            o.name = QString("unit %1").arg(i);
            o.side = "A";
            o.start = testutil::at(map, 2 * i, 0);
            o.profile = profiles[i];
            units << o;
        }
        QCOMPARE(resolveTurn(MovementRules(ruleset), map, units).moveOrder, order);
    }
};

QTEST_GUILESS_MAIN(TestUnitConditions)
#include "tst_unitconditions.moc"
