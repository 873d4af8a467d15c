// pbm-strategic beyond the tables: transitions, evasive after unfed, home orders, allowances,
// order evaluation statuses, warnings, defended sides and destination rules' data.
#include "movement/planevaluator.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;

namespace {
std::shared_ptr<const Ruleset> pbm()
{
    static const auto r = testutil::bundled("pbm-strategic");
    return r;
}

PlanResult run(const HexMap &map, Hex start, const QString &orders, const UnitProfile &profile,
               const PlanContext &ctx = {})
{
    MovementRules rules(pbm());
    const auto parsed = parseOrders(orders, map.grid().orientation, pbm()->turns.holdTokens);
    if (!parsed.error.isEmpty())
        qFatal("%s", qPrintable(parsed.error));
    return evaluateOrders(rules, map, start, parsed.tokens, profile, ctx);
}

QStringList statuses(const PlanResult &p)
{
    QStringList out;
    for (const auto &s : p.steps)
        out << stepStatusId(s.status);
    return out;
}
} // namespace

class TestPbmRules : public QObject
{
    Q_OBJECT
private slots:
    void mountainToMountain_data()
    {
        QTest::addColumn<QStringList>("edge");
        QTest::addColumn<QString>("fed");
        QTest::addColumn<int>("expected"); // -1 = blocked
        // §5.3: mountain to mountain only across a road or ford. The table's own cells still apply.
        QTest::newRow("bare edge") << QStringList{} << "yes" << -1;
        QTest::newRow("bridge only") << QStringList{"bridge"} << "yes" << -1;
        QTest::newRow("minor river") << QStringList{"minor-river"} << "yes" << -1;
        QTest::newRow("road") << QStringList{"road"} << "yes" << 6;
        QTest::newRow("road unfed") << QStringList{"road"} << "no" << 8;
        QTest::newRow("ford: table says not allowed") << QStringList{"ford"} << "yes" << -1;
        QTest::newRow("ford and road") << QStringList{"ford", "road"} << "yes" << 7;
        QTest::newRow("minor river and road") << QStringList{"minor-river", "road"} << "no" << 11;
    }
    void mountainToMountain()
    {
        QFETCH(QStringList, edge);
        QFETCH(QString, fed);
        QFETCH(int, expected);
        HexMap map = testutil::mapFor(*pbm(), 2, 1, "mountains");
        const Hex a = testutil::at(map, 0, 0);
        testutil::setEdge(map, a, 0, edge);
        const PlanResult p = run(map, a, "e", {{"fed", fed}});
        QCOMPARE(p.steps[0].cost.value_or(-1), expected);
        QCOMPARE(MovementRules(pbm()).stepCostFast(map, a, 0, {{"fed", fed}}), expected);
        if (expected < 0 && edge.isEmpty()) {
            QCOMPARE(p.steps[0].reason->kind, TraceItem::Kind::Prohibited);
            QCOMPARE(p.steps[0].reason->ruleId, QString("mountain-to-mountain"));
        }
    }

    void evasiveDoublesAfterUnfed_data()
    {
        QTest::addColumn<QString>("troops");
        QTest::addColumn<QString>("fed");
        QTest::addColumn<QString>("terrain");
        QTest::addColumn<QStringList>("edge");
        QTest::addColumn<int>("expected");
        // Unfed comes from the table's unfed column; evasive doubles that result.
        QTest::newRow("plains fed") << "mixed"
                                    << "yes"
                                    << "plains" << QStringList{} << 6;
        QTest::newRow("plains unfed") << "mixed"
                                      << "no"
                                      << "plains" << QStringList{} << 8;
        QTest::newRow("forest minor river unfed") << "mixed"
                                                  << "no"
                                                  << "forest" << QStringList{"minor-river"} << 20;
        QTest::newRow("cavalry road unfed") << "cavalry"
                                            << "no"
                                            << "plains" << QStringList{"road"} << 4;
        QTest::newRow("cavalry swamp bridge") << "cavalry"
                                              << "yes"
                                              << "swamp" << QStringList{"bridge"} << 12;
    }
    void evasiveDoublesAfterUnfed()
    {
        QFETCH(QString, troops);
        QFETCH(QString, fed);
        QFETCH(QString, terrain);
        QFETCH(QStringList, edge);
        QFETCH(int, expected);
        HexMap map = testutil::mapFor(*pbm(), 2, 1, "plains");
        const Hex a = testutil::at(map, 0, 0);
        testutil::setTerrain(map, testutil::at(map, 1, 0), terrain);
        testutil::setEdge(map, a, 0, edge);
        PlanContext ctx;
        ctx.budget = 99;
        const PlanResult p
            = run(map, a, "e", {{"troops", troops}, {"fed", fed}, {"evasive", "yes"}}, ctx);
        QCOMPARE(p.steps[0].cost.value_or(-1), expected);
        const StepTrace &t = p.steps[0].explain();
        QCOMPARE(t[0].kind, TraceItem::Kind::Base);
        QCOMPARE(t[1].kind, TraceItem::Kind::Modifier);
        QCOMPARE(t[1].ruleId, QString("evasive"));
        QCOMPARE(t[1].value, 2.0);
        QCOMPARE(t.last().kind, TraceItem::Kind::Final);
    }

    void homeOrderIsADayOfRest()
    {
        HexMap map = testutil::mapFor(*pbm(), 3, 1, "plains");
        const Hex a = testutil::at(map, 0, 0);
        const PlanResult p = run(map, a, "h, e, home", {});
        QCOMPARE(statuses(p), (QStringList{"ok", "ok", "ok"}));
        QCOMPARE(p.steps[0].cost.value_or(-1), 1);
        QCOMPARE(p.steps[0].to, a);
        QCOMPARE(p.steps[1].total, 4);
        QCOMPARE(p.total, 5);
        QCOMPARE(p.end, testutil::at(map, 1, 0));
        QCOMPARE(p.executed, 3);
    }

    void orderStopsAtFirstUnaffordableStep()
    {
        // 12 MP: plains 3 + 3 + 3 = 9, a forest (5) does not fit, the next plains is not executed.
        HexMap map = testutil::mapFor(*pbm(), 6, 1, "plains");
        testutil::setTerrain(map, testutil::at(map, 4, 0), "forest");
        const PlanResult p = run(map, testutil::at(map, 0, 0), "e e e e e", {});
        QCOMPARE(statuses(p), (QStringList{"ok", "ok", "ok", "insufficient", "not-executed"}));
        QCOMPARE(p.steps[3].cost.value_or(-1), 5);
        QCOMPARE(p.steps[3].reason->kind, TraceItem::Kind::Insufficient);
        QCOMPARE(p.total, 9);
        QCOMPARE(p.executed, 3);
        QCOMPARE(p.end, testutil::at(map, 3, 0));
        QCOMPARE(p.budget, 12);
        // Forced march gives 14: the forest fits, then 14 - 14 = 0 left for the last plains.
        const PlanResult forced
            = run(map, testutil::at(map, 0, 0), "e e e e e", {{"march", "forced"}});
        QCOMPARE(statuses(forced), (QStringList{"ok", "ok", "ok", "ok", "insufficient"}));
        QCOMPARE(forced.total, 14);
    }

    void blockedStepEndsOrder()
    {
        HexMap map = testutil::mapFor(*pbm(), 4, 1, "plains");
        testutil::setEdge(map, testutil::at(map, 1, 0), 0, {"major-river"});
        const PlanResult p = run(map, testutil::at(map, 0, 0), "e e e", {});
        QCOMPARE(statuses(p), (QStringList{"ok", "blocked", "not-executed"}));
        QVERIFY(!p.steps[1].cost);
        QCOMPARE(p.steps[1].reason->row.en, QString("Major River"));
    }

    void offMapStepIsBlocked()
    {
        HexMap map = testutil::mapFor(*pbm(), 2, 2, "plains");
        const PlanResult p = run(map, testutil::at(map, 0, 0), "w, e", {});
        QCOMPARE(statuses(p), (QStringList{"blocked", "not-executed"}));
        QCOMPARE(p.steps[0].reason->kind, TraceItem::Kind::OffMap);
        QCOMPARE(p.end, testutil::at(map, 0, 0));
    }

    void allowances_data()
    {
        QTest::addColumn<UnitProfile>("profile");
        QTest::addColumn<int>("allowance");
        QTest::newRow("army") << UnitProfile{} << 12;
        QTest::newRow("force march") << UnitProfile{{"march", "forced"}} << 14;
        QTest::newRow("long stride") << UnitProfile{{"spell", "long-stride"}} << 14;
        QTest::newRow("fast stride") << UnitProfile{{"spell", "fast-stride"}} << 16;
        QTest::newRow("path mastery") << UnitProfile{{"spell", "path-mastery"}} << 19;
        QTest::newRow("character") << UnitProfile{{"mover", "character"}} << 12;
    }
    void allowances()
    {
        QFETCH(UnitProfile, profile);
        QFETCH(int, allowance);
        const HexMap map = testutil::mapFor(*pbm(), 2, 1, "plains");
        QCOMPARE(MovementRules(pbm()).model(map, profile)->allowance(), allowance);
    }

    void hostileArmyAndFortificationWarn()
    {
        HexMap map = testutil::mapFor(*pbm(), 4, 1, "plains");
        map.units() << MapUnit{"Orcs", "dark", testutil::at(map, 1, 0), {}, 100};
        testutil::addHexFeature(map, testutil::at(map, 2, 0), "fortification");
        testutil::addHexFeature(map, testutil::at(map, 2, 0), "town"); // §6.4: a fortified centre
        map.sides().setOwner(testutil::at(map, 2, 0), "dark");
        PlanContext ctx;
        ctx.side = "free";
        const PlanResult p = run(map, testutil::at(map, 0, 0), "e e", {}, ctx);
        QCOMPARE(statuses(p), (QStringList{"ok", "ok"}));
        QStringList first, second;
        for (const auto &w : p.steps[0].warnings())
            first << w.ruleId;
        for (const auto &w : p.steps[1].warnings())
            second << w.ruleId;
        QCOMPARE(first, (QStringList{"hostile-army", "force-past"}));
        QCOMPARE(second, QStringList{"fortified-centre"});
        // §6.4 speaks of fortified population centres: a fortification alone is no centre.
        HexMap bare = testutil::mapFor(*pbm(), 2, 1, "plains");
        testutil::addHexFeature(bare, testutil::at(bare, 1, 0), "fortification");
        bare.sides().setOwner(testutil::at(bare, 1, 0), "dark");
        QVERIFY(run(bare, testutil::at(bare, 0, 0), "e", {}, ctx).steps[0].warnings().isEmpty());
        // A friendly army gives no warning.
        ctx.side = "dark";
        const PlanResult friendly = run(map, testutil::at(map, 0, 0), "e", {}, ctx);
        QVERIFY(friendly.steps[0].warnings().isEmpty());
    }

    void evasiveChanceWarning()
    {
        HexMap map = testutil::mapFor(*pbm(), 3, 1, "plains");
        testutil::addHexFeature(map, testutil::at(map, 1, 0), "fortification");
        testutil::addHexFeature(map, testutil::at(map, 1, 0), "village");
        map.sides().setOwner(testutil::at(map, 1, 0), "dark");
        const PlanResult p = run(map, testutil::at(map, 0, 0), "e", {{"evasive", "yes"}});
        QStringList ids;
        for (const auto &w : p.steps[0].warnings())
            ids << w.ruleId;
        QCOMPARE(ids, (QStringList{"fortified-centre", "evasive-success"}));
    }

    // §6.4: a fortified centre stops armies of nations that are not friendly or tolerant to
    // its owner. The planner warns exactly where the turn resolver would stop the army
    // (ownerStops in movement/sidepassage.h): not its owner's own armies, not armies its owner
    // lets pass, and nobody at a centre without an owner.
    void fortifiedCentreWarnsOnlyWhereItsOwnerStops_data()
    {
        QTest::addColumn<QString>("owner");
        QTest::addColumn<QString>("ownerRegardsMover");
        QTest::addColumn<QString>("moverRegardsOwner");
        QTest::addColumn<bool>("warned");
        QTest::newRow("hostile owner") << "dark"
                                       << ""
                                       << "" << true;
        QTest::newRow("own centre") << "free"
                                    << ""
                                    << "" << false;
        QTest::newRow("nobody's centre") << ""
                                         << ""
                                         << "" << false;
        QTest::newRow("owner tolerates the mover") << "dark"
                                                   << "tolerant"
                                                   << "" << false;
        QTest::newRow("owner is friendly to the mover") << "dark"
                                                        << "friendly"
                                                        << "" << false;
        // The owner's way counts: the mover's own goodwill does not open the gates.
        QTest::newRow("only the mover is friendly") << "dark"
                                                    << ""
                                                    << "friendly" << true;
    }
    void fortifiedCentreWarnsOnlyWhereItsOwnerStops()
    {
        QFETCH(QString, owner);
        QFETCH(QString, ownerRegardsMover);
        QFETCH(QString, moverRegardsOwner);
        QFETCH(bool, warned);
        HexMap map = testutil::mapFor(*pbm(), 2, 1, "plains");
        const Hex centre = testutil::at(map, 1, 0);
        testutil::addHexFeature(map, centre, "fortification");
        testutil::addHexFeature(map, centre, "town");
        map.sides().setOwner(centre, owner);
        if (!ownerRegardsMover.isEmpty())
            map.sides().setRelation(owner, "free", *parseSideRelation(ownerRegardsMover));
        if (!moverRegardsOwner.isEmpty())
            map.sides().setRelation("free", owner, *parseSideRelation(moverRegardsOwner));
        PlanContext ctx;
        ctx.side = "free";
        const PlanResult p = run(map, testutil::at(map, 0, 0), "e", {}, ctx);
        QCOMPARE(statuses(p), QStringList{"ok"});
        QStringList ids;
        for (const auto &w : p.steps[0].warnings())
            ids << w.ruleId;
        QCOMPARE(ids, warned ? QStringList{"fortified-centre"} : QStringList{});
    }

    void standAndDefendWarnsOnDefendedSides()
    {
        // An enemy army at (2,1) defends "w": the west side and the two adjacent (nw, sw).
        HexMap map = testutil::mapFor(*pbm(), 4, 3, "plains");
        const Hex defender = testutil::at(map, 2, 1);
        map.units() << MapUnit{"Guard", "dark", defender, {{"defend", "w"}}, 50};
        PlanContext ctx;
        ctx.side = "free";
        auto warned = [&](Hex from, const QString &order) {
            const PlanResult p = run(map, from, order, {}, ctx);
            for (const auto &w : p.steps[0].warnings()) {
                if (w.kind == TraceItem::Kind::Defended)
                    return true;
            }
            return false;
        };
        QVERIFY(warned(neighbour(defender, 3), "e"));  // across the west side
        QVERIFY(warned(neighbour(defender, 2), "se")); // across the north-west side
        QVERIFY(warned(neighbour(defender, 4), "ne")); // across the south-west side
        QVERIFY(!warned(neighbour(defender, 0), "w")); // the east side is not defended
        QVERIFY(!warned(neighbour(defender, 5), "nw"));
    }

    void destinationRulesAreData()
    {
        const auto r = pbm();
        QStringList ids;
        for (const auto &d : r->destinations)
            ids << d.id;
        QCOMPARE(ids, (QStringList{"character-move", "capital-return", "major-return",
                                   "return-true", "teleport"}));
        QCOMPARE(r->destinations[0].maxDistance, 12);
        QCOMPARE(r->destinations[0].forbidTerrains, (QStringList{"sea", "ocean"}));
        QCOMPARE(r->destinations[1].requireHexFeatures, QStringList{"capital"});
        QCOMPARE(r->destinations[4].maxDistance, -1);
    }

    void fixedIds()
    {
        const auto r = pbm();
        QStringList t, h, e;
        for (const auto &d : r->vocabulary.terrains)
            t << d.id;
        for (const auto &d : r->vocabulary.hexFeatures)
            h << d.id;
        for (const auto &d : r->vocabulary.edgeFeatures)
            e << d.id;
        QCOMPARE(t, (QStringList{"shore", "plains", "hills", "forest", "desert", "swamp",
                                 "mountains", "sea", "ocean"}));
        QCOMPARE(
            h, (QStringList{"village", "town", "major-town", "city", "capital", "fortification"}));
        QCOMPARE(e, (QStringList{"minor-river", "major-river", "ford", "bridge", "road"}));
        for (const char *o : {"troops", "fed", "evasive", "march"})
            QVERIFY(r->option(o));
    }

    void profileErrorsNameTheToken()
    {
        MovementRules rules(pbm());
        QVERIFY(rules.checkProfile({{"fed", "no"}}).isEmpty());
        QVERIFY(rules.checkProfile({{"feed", "no"}}).contains("\"feed\""));
        QVERIFY(rules.checkProfile({{"troops", "elephants"}}).contains("\"elephants\""));
    }

    void fastPathIsTabulatedAndAgrees()
    {
        HexMap map = testutil::mapFor(*pbm(), 8, 8, "plains");
        // Every combination of terrain and edge features around one hex, against evaluate().
        MovementRules rules(pbm());
        const auto model
            = rules.model(map, {{"troops", "cavalry"}, {"fed", "no"}, {"evasive", "yes"}});
        QVERIFY(model->isTabulated());
        int checked = 0;
        for (int tl = 0; tl < map.terrains().size(); ++tl) {
            for (int te = 0; te < map.terrains().size(); ++te) {
                for (int mask = 0; mask < 32; ++mask) {
                    StepFacts f;
                    f.terrainLeft = std::uint8_t(tl);
                    f.terrainEntered = std::uint8_t(te);
                    f.edge = FeatureMask(mask);
                    const Hex a = testutil::at(map, 3, 3);
                    map.setTerrain(a, std::uint8_t(tl));
                    map.setTerrain(neighbour(a, 1), std::uint8_t(te));
                    map.setEdgeFeatures(edgeOf(a, 1), FeatureMask(mask));
                    QCOMPARE(model->cost(map, a, 1), model->evaluate(f, nullptr));
                    ++checked;
                }
            }
        }
        QCOMPARE(checked, 9 * 9 * 32);
    }
};

QTEST_GUILESS_MAIN(TestPbmRules)
#include "tst_pbmrules.moc"
