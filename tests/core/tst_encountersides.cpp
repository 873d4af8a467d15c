// pbm-strategic's encounters with the map's sides table (docs/rulesets.md `encounters`,
// docs/rules/pbm-strategic.md §6.3–§6.6): an army is stopped in a hex holding an army of a side
// that is not friendly or tolerant to it (or to which it is neither), and in a hostile side's
// fortified population centre, armies first. Which stops apply, in which order and which
// relations pass are ruleset data; the relations and the owners are map data.
//
// Every case: "North" (side Free, 1200 troops) orders e e e from 2,2 on plains. A mixed army
// pays 3 MP a plains hex and has 12 MP, so alone it ends on 5,2 after 9 MP; stopped in 4,2 it
// has used 2 orders and its third step is blocked.
#include "movement/turnresolver.h"
#include "rules/rulesetwriter.h"
#include "support/rulesettestutil.h"

#include <QJsonArray>
#include <QTest>

using namespace hexstride;
using testutil::at;

namespace {
struct Turn
{
    std::shared_ptr<const Ruleset> ruleset = testutil::bundled("pbm-strategic");
    HexMap map = testutil::mapFor(*ruleset, 8, 5, "plains");
    QList<TurnOrders> orders;

    Turn()
    {
        TurnOrders o;
        o.name = "North";
        o.side = "Free";
        o.figures = 1200;
        o.start = at(map, 2, 2);
        o.orders = parseOrders("e e e", map.grid().orientation, ruleset->turns.holdTokens).tokens;
        orders << o;
    }
    Hex blocking() const { return at(map, 4, 2); }
    void addArmy(const QString &name, const QString &side)
    {
        map.units() << MapUnit{name, side, blocking(), {}, 400};
    }
    void addCentre(const QString &owner, bool fortified = true, bool centre = true)
    {
        if (centre)
            testutil::addHexFeature(map, blocking(), "town");
        if (fortified)
            testutil::addHexFeature(map, blocking(), "fortification");
        map.sides().setOwner(blocking(), owner);
    }
    TurnResolution resolve(const TurnChoices &choices = {}) const
    {
        return resolveTurn(MovementRules(ruleset), map, orders, choices);
    }
    void editSequence(const QString &key, const QJsonValue &value)
    {
        const RulesetLoadResult r = editRuleset(*ruleset, "turns.sequence." + key, value);
        if (!r.ruleset)
            qFatal("%s", qPrintable(r.error));
        ruleset = std::make_shared<const Ruleset>(*r.ruleset);
    }
};
} // namespace

class TestEncounterSides : public QObject
{
    Q_OBJECT
private slots:
    // §6.3: both ways must be friendly or tolerant for the army to pass.
    void armiesStopUnlessBothSidesPass_data()
    {
        QTest::addColumn<QString>("freeTowardShadow");
        QTest::addColumn<QString>("shadowTowardFree");
        QTest::addColumn<bool>("stopped");
        QTest::newRow("no table: hostile both ways") << ""
                                                     << "" << true;
        QTest::newRow("friendly and tolerant") << "friendly"
                                               << "tolerant" << false;
        QTest::newRow("tolerant both ways") << "tolerant"
                                            << "tolerant" << false;
        QTest::newRow("Free friendly, Shadow hostile") << "friendly"
                                                       << "" << true;
        QTest::newRow("Shadow friendly, Free hostile") << ""
                                                       << "friendly" << true;
    }
    void armiesStopUnlessBothSidesPass()
    {
        QFETCH(QString, freeTowardShadow);
        QFETCH(QString, shadowTowardFree);
        QFETCH(bool, stopped);
        Turn t;
        t.addArmy("Watch", "Shadow");
        if (!freeTowardShadow.isEmpty())
            t.map.sides().setRelation("Free", "Shadow", *parseSideRelation(freeTowardShadow));
        if (!shadowTowardFree.isEmpty())
            t.map.sides().setRelation("Shadow", "Free", *parseSideRelation(shadowTowardFree));
        const TurnResolution r = t.resolve();
        const ResolvedUnit &north = r.units.at(0);
        QCOMPARE(north.end, stopped ? at(t.map, 4, 2) : at(t.map, 5, 2));
        QCOMPARE(north.ordersUsed, stopped ? 2 : 3);
        // Stopped: the force-past decision with its normal outcome; passing: no decision and
        // nothing met (a side that lets it pass is no encounter).
        QCOMPARE(r.decisions.size(), stopped ? 1 : 0);
        QCOMPARE(north.events.isEmpty(), !stopped);
        if (stopped)
            QCOMPARE(north.plan.steps.at(2).reason->ruleId, QString("hostile-army"));
    }

    // §6.4: a fortified population centre stops the army when its owner is not friendly or
    // tolerant to the army's side (the owner's way only); it cannot be forced past, so there
    // is no decision.
    void hostileFortifiedCentreStops_data()
    {
        QTest::addColumn<QString>("owner");
        QTest::addColumn<QString>("ownerTowardFree");
        QTest::addColumn<bool>("fortified");
        QTest::addColumn<bool>("centre");
        QTest::addColumn<bool>("stopped");
        QTest::newRow("Shadow's, hostile") << "Shadow"
                                           << "" << true << true << true;
        QTest::newRow("Shadow's, tolerant to Free") << "Shadow"
                                                    << "tolerant" << true << true << false;
        QTest::newRow("Free's own") << "Free"
                                    << "" << true << true << false;
        QTest::newRow("nobody's") << ""
                                  << "" << true << true << false;
        QTest::newRow("not fortified") << "Shadow"
                                       << "" << false << true << false;
        QTest::newRow("a fortification but no centre") << "Shadow"
                                                       << "" << true << false << false;
    }
    void hostileFortifiedCentreStops()
    {
        QFETCH(QString, owner);
        QFETCH(QString, ownerTowardFree);
        QFETCH(bool, fortified);
        QFETCH(bool, centre);
        QFETCH(bool, stopped);
        Turn t;
        t.addCentre(owner, fortified, centre);
        if (!ownerTowardFree.isEmpty())
            t.map.sides().setRelation(owner, "Free", *parseSideRelation(ownerTowardFree));
        // Free regarding Shadow as hostile does not matter for a centre: only the owner's view.
        const TurnResolution r = t.resolve();
        const ResolvedUnit &north = r.units.at(0);
        QCOMPARE(north.end, stopped ? at(t.map, 4, 2) : at(t.map, 5, 2));
        QVERIFY(r.decisions.isEmpty());
        if (stopped) {
            QCOMPARE(north.plan.steps.at(2).status, StepStatus::Blocked);
            QCOMPARE(north.plan.steps.at(2).reason->ruleId, QString("fortified-centre"));
            QCOMPARE(north.events.constLast().kind, QString("stopped"));
            QCOMPARE(north.events.constLast().other, QString("Shadow"));
        }
    }

    // §6.6: the armies try first, then the centre. Forcing past the army (the referee's
    // answer) still leaves the centre, which stops it; reversed in the ruleset, the centre
    // stops it before any army is asked (no decision at all).
    void armiesBeforeCentresInTheRulesetsOrder()
    {
        Turn t;
        t.addArmy("Watch", "Shadow");
        t.addCentre("Shadow");
        const TurnResolution plain = t.resolve();
        QCOMPARE(plain.units[0].end, at(t.map, 4, 2));
        QCOMPARE(plain.units[0].plan.steps.at(2).reason->ruleId, QString("hostile-army"));
        QCOMPARE(plain.decisions.size(), 1);

        TurnChoices past;
        past.decisions.insert(plain.decisionId(plain.decisions[0]), "force-past");
        const TurnResolution forced = t.resolve(past);
        QCOMPARE(forced.units[0].end, at(t.map, 4, 2));
        QCOMPARE(forced.units[0].plan.steps.at(2).reason->ruleId, QString("fortified-centre"));
        QCOMPARE(forced.units[0].events.at(1).kind, QString("forced-past"));

        t.editSequence("encounterStops", QJsonArray{"fortified-centre", "hostile-army"});
        const TurnResolution reversed = t.resolve();
        QCOMPARE(reversed.units[0].end, at(t.map, 4, 2));
        QCOMPARE(reversed.units[0].plan.steps.at(2).reason->ruleId, QString("fortified-centre"));
        QVERIFY(reversed.decisions.isEmpty());
    }

    // The stop rules and the passing relations are data: without "tolerant" in encounterPass
    // a tolerant side stops the army; without the centre in encounterStops a centre does not.
    void stopsAndPassingRelationsAreRulesetData()
    {
        Turn t;
        t.addArmy("Watch", "Shadow");
        t.map.sides().setRelation("Free", "Shadow", SideRelation::Tolerant);
        t.map.sides().setRelation("Shadow", "Free", SideRelation::Tolerant);
        QCOMPARE(t.resolve().units[0].end, at(t.map, 5, 2));
        t.editSequence("encounterPass", QJsonArray{"friendly"});
        QCOMPARE(t.resolve().units[0].end, at(t.map, 4, 2));

        Turn c;
        c.addCentre("Shadow");
        QCOMPARE(c.resolve().units[0].end, at(c.map, 4, 2));
        c.editSequence("encounterStops", QJsonArray{"hostile-army"});
        QCOMPARE(c.resolve().units[0].end, at(c.map, 5, 2));
    }

    void aBadRelationInTheRulesetIsNamed()
    {
        const auto r = testutil::bundled("pbm-strategic");
        const RulesetLoadResult bad
            = editRuleset(*r, "turns.sequence.encounterPass", QJsonArray{"allied"});
        QVERIFY(!bad.ruleset);
        QVERIFY2(bad.error.contains("turns.sequence.encounterPass"), qPrintable(bad.error));
        QVERIFY2(bad.error.contains("\"allied\""), qPrintable(bad.error));
        const RulesetLoadResult back = loadRuleset(writeRuleset(*r));
        QVERIFY2(back.ruleset, qPrintable(back.error));
        QCOMPARE(back.ruleset->turns.sequence.encounterPass, (QStringList{"friendly", "tolerant"}));
    }
};

QTEST_GUILESS_MAIN(TestEncounterSides)
#include "tst_encountersides.moc"
