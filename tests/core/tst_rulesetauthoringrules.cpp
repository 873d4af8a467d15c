// The designer's typed operations for rules (issue 17): the lists of rules edited item by item
// and the settings that appear once, each read back through the loader so that a refusal names
// the field at fault.
#include "rules/rulesetauthoring_rules.h"
#include "rules/rulesetwriter.h"
#include "support/authoringtestutil.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;
using testutil::enter;
using testutil::idsOf;
using testutil::unit;

namespace {

using Kind = Condition::Kind;

const Ruleset &pbm()
{
    static const auto r = testutil::bundled(QStringLiteral("pbm-strategic"));
    return *r;
}

const Ruleset &commanders()
{
    static const auto r = testutil::bundled(QStringLiteral("strategic-commanders"));
    return *r;
}

} // namespace

class TestRulesetAuthoringRules : public QObject
{
    Q_OBJECT
private slots:
    void prohibitionsAreAddedReplacedMovedAndRemoved()
    {
        const Prohibition sea{
            "no-sea", {"No sea", "Не по морю"}, enter({"sea", "ocean"}), {"§5.1", {}}};
        auto r = rulesetWithRule(pbm(), 0, sea);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(idsOf(r.ruleset->prohibitions), (QStringList{"no-sea", "mountain-to-mountain"}));
        QCOMPARE(r.ruleset->prohibitions.at(0), sea);

        r = rulesetWithRuleMoved<Prohibition>(*r.ruleset, 0, 1);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(idsOf(r.ruleset->prohibitions), (QStringList{"mountain-to-mountain", "no-sea"}));

        Prohibition changed = sea;
        changed.when = enter({"ocean"});
        r = rulesetWithRuleReplaced(*r.ruleset, 1, changed);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->prohibitions.at(1).when, enter({"ocean"}));

        r = rulesetWithoutRule<Prohibition>(*r.ruleset, 0);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(idsOf(r.ruleset->prohibitions), QStringList{"no-sea"});
    }

    void aRuleIsRefusedAtTheFieldAtFault()
    {
        const Prohibition lava{"lava", {"Lava", "Лава"}, enter({"lava"}), {"§5.1", {}}};
        auto r = rulesetWithRule(pbm(), 1, lava);
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("prohibitions[1].when") && r.error.contains("lava"),
                 qPrintable(r.error));

        // Ids are unique across the rules.
        const StopRule clash{
            "mountain-to-mountain", {"S", "S"}, enter({"sea"}), StopEffect::Warn, {"§1", {}}};
        r = rulesetWithRule(pbm(), 0, clash);
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("stopRules[0].id"), qPrintable(r.error));

        r = rulesetWithoutRule<Allowance>(pbm(), 9);
        QCOMPARE(r.error, QString("allowances[9]: no such item in the ruleset"));
        r = rulesetWithRule(pbm(), -1, lava);
        QCOMPARE(r.error, QString("prohibitions[-1]: no such item in the ruleset"));
    }

    void modifiersKeepTheirOrderAndNameKnownTables()
    {
        Modifier late{
            "late", {"Late", "Поздно"}, unit("fed", {"no"}), ModifierEffect::Add, 1, {}, {}, 20, {},
            false,  {"§4", {}}};
        Modifier early = late;
        early.id = "early";
        early.order = -5;
        auto r = rulesetWithRule(pbm(), 0, late);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        r = rulesetWithRule(*r.ruleset, r.ruleset->modifiers.size(), early);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        // Inserted first and last, applied by their order (evasive's is 10).
        QCOMPARE(idsOf(r.ruleset->modifiers), (QStringList{"early", "evasive", "late"}));

        early.tables = {"mixed", "navy"};
        r = rulesetWithRuleReplaced(*r.ruleset, 0, early);
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("modifiers[0].tables") && r.error.contains("navy"),
                 qPrintable(r.error));
    }

    void allowancesAndTheirEveryStepBonus()
    {
        Allowance a{"scouts",  {"Scouts", "Разведчики"}, unit("mover", {"character"}), -1, 0, {},
                    {"§2", {}}};
        auto r = rulesetWithRule(pbm(), 0, a);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->allowances.at(0).points, -1); // unlimited
        a.points = 12;
        a.bonus = 2;
        a.bonusEveryStep = enter({"plains"});
        r = rulesetWithRuleReplaced(*r.ruleset, 0, a);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->allowances.at(0), a);
    }

    void removingAStopRuleTheTurnsNameIsRefused()
    {
        const qsizetype hostile = idsOf(pbm().stopRules).indexOf("hostile-army");
        QVERIFY(hostile >= 0);
        const auto r = rulesetWithoutRule<StopRule>(pbm(), hostile);
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("turns.sequence.encounterStops"), qPrintable(r.error));
    }

    void stateChangesOccupancyDestinationsRangesAndChances()
    {
        StateChange s{"shaken",        {"Shaken", "Расстроен"},
                      enter({"open"}), {{"formed", "no"}},
                      {"§1", {}},      false};
        auto r = rulesetWithRule(commanders(), 1, s);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->stateChanges.at(1), s);
        s.set = {{"formed", "maybe"}};
        r = rulesetWithRuleReplaced(commanders(), 0, s);
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("stateChanges[0].set.formed"), qPrintable(r.error));

        OccupancyRule o{"no-stack",
                        {"No stacking", "Без скоплений"},
                        Condition{Kind::All, {}, {}, 0, {{Kind::EnterUnit, {}, "friend", 0, {}}}},
                        true,
                        false,
                        {"§1", {}}};
        o.noStopAt = int(Pause::Turn);
        r = rulesetWithRule(commanders(), 0, o);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->occupancy.at(0), o);
        QVERIFY(r.ruleset->occupancy.at(0).forbidsStopAt(Pause::Turn));
        QVERIFY(!r.ruleset->occupancy.at(0).forbidsStopAt(Pause::Period));

        DestinationRule d{
            "recall", {"Recall", "Отзыв"}, unit("mover", {"character"}), 8, {"sea"}, {}, {"town"},
            true,     {"§7", {}}};
        r = rulesetWithRule(pbm(), 0, d);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->destinations.at(0), d);
        d.requireHexFeatures = {"castle-in-the-air"};
        r = rulesetWithRuleReplaced(pbm(), 0, d);
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("destinations[0].requireHexFeatures"), qPrintable(r.error));

        const RangeRule range{"bow", {"Bow", "Лук"}, {}, 3, {"§9", {}}};
        r = rulesetWithRule(pbm(), 0, range);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->ranges, QList<RangeRule>{range});

        const ChanceWarning chance{"storm", {"Storm", "Буря"}, enter({"ocean"}), {"§8", {}}};
        r = rulesetWithRule(pbm(), pbm().chances.size(), chance);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->chances.last(), chance);
    }

    void turnPeriodsAndTheTurnsOtherSettings()
    {
        const TurnPeriod dusk{"dusk", {"Dusk", "Сумерки"}, "day", std::nullopt};
        auto r = rulesetWithRule(commanders(), 2, dusk);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->turns.periods.at(2), dusk);

        // A half-period names a period listed before it.
        r = rulesetWithRule(commanders(), 0, dusk);
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("turns.periods[0].parent"), qPrintable(r.error));

        TurnStructure t = commanders().turns;
        t.periods.clear(); // not what this operation edits
        t.sequence.kind = SequenceKind::Simultaneous;
        t.sequence.onePerHex = true;
        t.holdTokens = {"rest"};
        t.holdCost = 2;
        t.holdLabel = {"Rest", "Отдых"};
        r = rulesetWithTurnRules(commanders(), t);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->turns.periods, commanders().turns.periods);
        QCOMPARE(r.ruleset->turns.sequence.kind, SequenceKind::Simultaneous);
        QVERIFY(r.ruleset->turns.sequence.onePerHex);
        QCOMPARE(r.ruleset->turns.holdCost, 2);

        t.sequence.encounterStops = {"nowhere"};
        r = rulesetWithTurnRules(commanders(), t);
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("turns.sequence.encounterStops"), qPrintable(r.error));
    }

    void theMovementOrderIsARuleWithItsSource()
    {
        // pbm-strategic draws a new order every turn, assumed (its text is silent, §6.11).
        QCOMPARE(pbm().turns.sequence.order, MovementOrder::Random);
        QVERIFY(pbm().turns.sequence.orderSource.isAssumed());
        QCOMPARE(commanders().turns.sequence.order, MovementOrder::Map);

        TurnStructure t = pbm().turns;
        t.sequence.order = MovementOrder::Sides;
        t.sequence.orderSource = SourceRef{QStringLiteral("§6.6"), {}};
        auto r = rulesetWithTurnRules(pbm(), t);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->turns.sequence.order, MovementOrder::Sides);
        QCOMPARE(r.ruleset->turns.sequence.orderSource.item, QStringLiteral("§6.6"));
        // A rule says where it comes from.
        t.sequence.orderSource = {};
        r = rulesetWithTurnRules(pbm(), t);
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("turns.sequence.order.source"), qPrintable(r.error));
        // The map's order with no source is the default, not written.
        t.sequence.order = MovementOrder::Map;
        r = rulesetWithTurnRules(pbm(), t);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QVERIFY(!writeRuleset(*r.ruleset).contains("\"by\""));
    }

    void anUnknownMovementOrderIsRefused()
    {
        QByteArray json = writeRuleset(pbm());
        const QByteArray by = "\"by\": \"random\"";
        QVERIFY(json.contains(by));
        json.replace(by, "\"by\": \"initiative\"");
        const RulesetLoadResult r = loadRuleset(json, QString());
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("turns.sequence.order.by: expected one of: map, sides, random"),
                 qPrintable(r.error));
    }

    void namedConditions()
    {
        const Condition wet = enter({"swamp", "sea"});
        auto r = rulesetWithNamedCondition(pbm(), "wet", wet);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->namedConditions.value("wet"), wet);

        r = rulesetWithNamedCondition(pbm(), "loop", Condition{Kind::Named, {}, "loop", 0, {}});
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("conditions.loop"), qPrintable(r.error));

        // A name the rules still use cannot go.
        const QString used = pbm().namedConditions.keys().first();
        r = rulesetWithoutNamedCondition(pbm(), used);
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.contains(used), qPrintable(r.error));
        r = rulesetWithoutNamedCondition(pbm(), "wet");
        QCOMPARE(r.error, QString("conditions.wet: no such item in the ruleset"));
    }

    void aNamedConditionIsRenamedWhereverItIsUsed()
    {
        // pbm-strategic uses "crossing-minor-river" in cost-table rows; add a use in another
        // named condition (a list of names), a prohibition and a stop rule.
        const Condition minor{Kind::Named, {}, "crossing-minor-river", 0, {}};
        const Condition major{Kind::Named, {}, "crossing-major-river", 0, {}};
        auto r = rulesetWithNamedCondition(pbm(), "any-river",
                                           Condition{Kind::Any, {}, {}, 0, {minor, major}});
        QVERIFY2(r.ruleset, qPrintable(r.error));
        r = rulesetWithRule(*r.ruleset, 0,
                            Prohibition{"no-minor", {"No minor", "Нет"}, minor, {"§5.1", {}}});
        QVERIFY2(r.ruleset, qPrintable(r.error));
        StopRule stop;
        stop.id = "stop-minor";
        stop.label = {"Stop", "Стоп"};
        stop.when = minor;
        stop.source = {"§5.2", {}};
        r = rulesetWithRule(*r.ruleset, 0, stop);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        const Ruleset before = *r.ruleset;

        r = rulesetWithNamedConditionRenamed(before, "crossing-minor-river", "minor-crossing");
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QVERIFY(!r.ruleset->namedConditions.contains("crossing-minor-river"));
        QCOMPARE(r.ruleset->namedConditions.value("minor-crossing"),
                 before.namedConditions.value("crossing-minor-river"));
        // Every use, wherever it is, now says the new name: the file form is the old one with
        // the name replaced (the name appears nowhere else in it).
        QString text = QString::fromUtf8(writeRuleset(before));
        QVERIFY(text.count("\"crossing-minor-river\"") > 10);
        text.replace("\"crossing-minor-river\"", "\"minor-crossing\"");
        const RulesetLoadResult expected = loadRuleset(text.toUtf8());
        QVERIFY2(expected.ruleset, qPrintable(expected.error));
        QVERIFY(*r.ruleset == *expected.ruleset);

        // tactical-formations uses "dismounted" in rules of several kinds.
        const auto formations = testutil::bundled(QStringLiteral("tactical-formations"));
        r = rulesetWithNamedConditionRenamed(*formations, "dismounted", "on-foot");
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QString formationsText = QString::fromUtf8(writeRuleset(*formations));
        formationsText.replace("\"dismounted\"", "\"on-foot\"");
        QVERIFY(*r.ruleset == *loadRuleset(formationsText.toUtf8()).ruleset);

        // A name that is taken or unknown is refused.
        r = rulesetWithNamedConditionRenamed(pbm(), "crossing-minor-river", "crossing-plain");
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("conditions.crossing-plain"), qPrintable(r.error));
        r = rulesetWithNamedConditionRenamed(pbm(), "wet", "dry");
        QCOMPARE(r.error, QString("conditions.wet: no such item in the ruleset"));
    }

    void settingsThatAppearOnce()
    {
        auto r
            = rulesetWithInfo(pbm(), {{"Mine", "Мой"}, {"About", "О нём"}, "docs/rules/mine.md"});
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->name.ru, QString("Мой"));
        QCOMPARE(r.ruleset->sourceText, QString("docs/rules/mine.md"));

        r = rulesetWithStepCosts(pbm(), "nearest", 2);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->rounding, QString("nearest"));
        QCOMPARE(r.ruleset->minimumStepCost, 2);
        r = rulesetWithStepCosts(pbm(), "sideways", 1);
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("rounding:"), qPrintable(r.error));

        const MapScale scale{"mile", 5, true, {"§1", {}}};
        r = rulesetWithScale(pbm(), scale);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->scale, scale);
        r = rulesetWithScale(pbm(), MapScale{"mile", 0, false, {"§1", {}}});
        QCOMPARE(r.error, QString("scale.perHex: expected a positive number"));
        r = rulesetWithScale(commanders(), MapScale{});
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->scale, MapScale{});

        const MinimumMove one{1, enter({"sea"}), {"§3", {}}};
        r = rulesetWithMinimumMove(pbm(), one);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->minimumMove, one);

        ContestRule contest{{{"figures", true, {"Figures", "Фигуры"}}}, true, false, {"§6", {}}};
        r = rulesetWithContest(pbm(), contest);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->contest, std::optional<ContestRule>(contest));
        contest.criteria[0].key = "luck";
        r = rulesetWithContest(pbm(), contest);
        QVERIFY2(r.error.startsWith("contest.criteria[0].key"), qPrintable(r.error));
        r = rulesetWithContest(commanders(), std::nullopt);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QVERIFY(!r.ruleset->contest);

        r = rulesetWithDefend(pbm(), DefendRule{"stance", 1, {"D", "D"}, {"§1", {}}});
        QVERIFY2(r.error.startsWith("defend.option"), qPrintable(r.error));
        // pbm-strategic's turn stops movers at defended sides (sequence.encounterDefend): the
        // defend rule can go only once the sequencing no longer asks for it.
        r = rulesetWithDefend(pbm(), std::nullopt);
        QVERIFY2(r.error.startsWith("turns.sequence.encounterDefend"), qPrintable(r.error));
        TurnStructure turns = pbm().turns;
        turns.sequence.encounterDefend = false;
        r = rulesetWithTurnRules(pbm(), turns);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        r = rulesetWithDefend(*r.ruleset, std::nullopt);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QVERIFY(!r.ruleset->defend);

        r = rulesetWithDestinationMovement(pbm(), "direct-then-around", {"§2", {}});
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->destinationMovement, QString("direct-then-around"));
        r = rulesetWithDestinationMovement(pbm(), "teleport", {"§2", {}});
        QVERIFY2(r.error.startsWith("destinationMovement.mode"), qPrintable(r.error));

        r = rulesetWithOptionSource(pbm(), "fed", {"§3.1", {}});
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->option("fed")->source.item, QString("§3.1"));
        r = rulesetWithOptionSource(pbm(), "mood", {"§3.1", {}});
        QCOMPARE(r.error, QString("unitOptions.mood: no such item in the ruleset"));

        r = rulesetWithSetup(pbm(), true, {{}, {"chosen", "выбрано"}});
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QVERIFY(r.ruleset->setupRequiresEnterable);
        QCOMPARE(r.ruleset->setupSource.assumed, (LocalizedText{"chosen", "выбрано"}));
    }
};

QTEST_GUILESS_MAIN(TestRulesetAuthoringRules)
#include "tst_rulesetauthoringrules.moc"
