// Proof that the designer's editing operations are complete (issue 17, §3): each bundled
// ruleset is rebuilt from a blank one through the typed operations only (no JSON, no loader on
// hand-written text). The rebuild is generic: it reads the bundled ruleset's value and replays
// it part by part, as a designer would fill the forms. The result must be the same ruleset,
// write the same file and cost every step of the real sample map alike for every profile.
#include "movement/planevaluator.h"
#include "rules/rulesetauthoring.h"
#include "rules/rulesetauthoring_parts.h"
#include "rules/rulesetauthoring_rules.h"
#include "rules/rulesetauthoring_tables.h"
#include "rules/rulesetwriter.h"
#include "support/authoringtestutil.h"
#include "support/rulesettestutil.h"
#include "support/samplemap.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using namespace hexstride;
using testutil::idsOf;

namespace {

/// Steps per profile evaluated in full (trace, warnings, stops) with a fixed seed; every step's
/// cost is compared on the whole map besides.
constexpr int kExplainedStepsPerProfile = 300;

/// Applies operations in turn; the first refusal is kept with what was being done.
class Replay
{
public:
    Ruleset ruleset;
    QString error;

    bool operator()(const RulesetLoadResult &result, const QString &what)
    {
        if (!error.isEmpty())
            return false;
        if (!result.ruleset) {
            error = what + QStringLiteral(": ") + result.error;
            return false;
        }
        ruleset = *result.ruleset;
        return true;
    }
};

/// An id for a blank ruleset's starting item that the target does not use.
QString freshId(const QString &id, const QStringList &taken)
{
    QString out = QStringLiteral("blank-") + id;
    while (taken.contains(out))
        out += QLatin1Char('-');
    return out;
}

void namedIn(const Condition &c, QSet<QString> &out)
{
    if (c.kind == Condition::Kind::Named)
        out.insert(c.key);
    for (const Condition &child : c.children)
        namedIn(child, out);
}

void replayVocabulary(Replay &run, const Ruleset &target)
{
    for (const VocabularyPart part :
         {VocabularyPart::Terrain, VocabularyPart::HexFeature, VocabularyPart::EdgeFeature}) {
        const QList<FeatureDefinition> &want = vocabularyPart(target, part);
        const QStringList before = idsOf(vocabularyPart(run.ruleset, part));
        for (const FeatureDefinition &d : want) {
            if (before.contains(d.id))
                run(rulesetWithEditedFeature(run.ruleset, part, d.id, featureSpec(d)),
                    QStringLiteral("edit feature ") + d.id);
            else
                run(rulesetWithFeature(run.ruleset, part, featureSpec(d)),
                    QStringLiteral("add feature ") + d.id);
        }
        for (const QString &id : before) {
            if (!idsOf(want).contains(id))
                run(rulesetWithoutFeature(run.ruleset, part, id),
                    QStringLiteral("remove feature ") + id);
        }
        for (int i = 0; i < want.size(); ++i)
            run(rulesetWithFeatureMoved(run.ruleset, part, want[i].id, i),
                QStringLiteral("move feature ") + want[i].id);
    }
}

void replayOptions(Replay &run, const Ruleset &target)
{
    for (const UnitOption &o : target.unitOptions) {
        run(rulesetWithUnitOption(run.ruleset, unitOptionSpec(o)),
            QStringLiteral("add option ") + o.id);
        run(rulesetWithOptionSource(run.ruleset, o.id, o.source),
            QStringLiteral("option source ") + o.id);
    }
    for (const OptionConstraint &c : target.constraints)
        run(rulesetWithConstraint(run.ruleset, c), QStringLiteral("add constraint"));
}

/// Named conditions, each after those it uses.
void replayNamedConditions(Replay &run, const Ruleset &target)
{
    QStringList pending = target.namedConditions.keys();
    pending.sort();
    while (!pending.isEmpty() && run.error.isEmpty()) {
        const qsizetype before = pending.size();
        for (qsizetype i = 0; i < pending.size(); ++i) {
            QSet<QString> uses;
            namedIn(target.namedConditions.value(pending[i]), uses);
            bool ready = true;
            for (const QString &n : uses)
                ready = ready && run.ruleset.namedConditions.contains(n);
            if (!ready)
                continue;
            run(rulesetWithNamedCondition(run.ruleset, pending[i],
                                          target.namedConditions.value(pending[i])),
                QStringLiteral("named condition ") + pending[i]);
            pending.removeAt(i--);
        }
        if (pending.size() == before)
            run.error = QStringLiteral("named conditions refer to each other: ")
                        + pending.join(QStringLiteral(", "));
    }
}

/// A list that the blank ruleset already starts with items of (allowances): its own items are
/// renamed out of the way, the target's inserted before them, then they are removed.
template<typename Rule, typename List>
void replayOverStarters(Replay &run, const QList<Rule> &want, List list)
{
    const qsizetype starters = list(run.ruleset).size();
    for (qsizetype i = 0; i < starters; ++i) {
        Rule renamed = list(run.ruleset)[i];
        renamed.id = freshId(renamed.id, idsOf(want));
        run(rulesetWithRuleReplaced(run.ruleset, i, renamed), QStringLiteral("rename starter"));
    }
    for (qsizetype i = 0; i < want.size(); ++i)
        run(rulesetWithRule(run.ruleset, i, want[i]), QStringLiteral("add ") + want[i].id);
    for (qsizetype i = 0; i < starters; ++i)
        run(rulesetWithoutRule<Rule>(run.ruleset, want.size()), QStringLiteral("remove starter"));
}

/// A list the blank ruleset starts without: each item appended.
template<typename Rule, typename List>
void replayList(Replay &run, const QList<Rule> &want, List list)
{
    for (const Rule &rule : want)
        run(rulesetWithRule(run.ruleset, list(run.ruleset).size(), rule),
            QStringLiteral("add ") + rule.id);
}

void replayTables(Replay &run, const Ruleset &target)
{
    const qsizetype starters = run.ruleset.costTables.size();
    for (qsizetype i = 0; i < starters; ++i) {
        CostTableHeader renamed = CostTableHeader::of(run.ruleset.costTables[i]);
        renamed.id = freshId(renamed.id, idsOf(target.costTables));
        run(rulesetWithCostTableHeader(run.ruleset, i, renamed), QStringLiteral("rename table"));
    }
    for (qsizetype i = 0; i < target.costTables.size(); ++i) {
        const CostTable &t = target.costTables[i];
        const QString what = QStringLiteral("table ") + t.id;
        run(rulesetWithCostTable(run.ruleset, i, CostTableHeader::of(t), t.columns[0], t.rows[0],
                                 t.cells[0][0]),
            what);
        for (qsizetype c = 1; c < t.columns.size(); ++c)
            run(rulesetWithCostAxis(run.ruleset, i, TableAxis::Columns, c, t.columns[c]), what);
        for (qsizetype r = 1; r < t.rows.size(); ++r)
            run(rulesetWithCostAxis(run.ruleset, i, TableAxis::Rows, r, t.rows[r], t.cells[r]),
                what);
        for (qsizetype c = 1; c < t.columns.size(); ++c)
            run(rulesetWithCostCell(run.ruleset, i, 0, c, t.cells[0][c]), what);
    }
    for (qsizetype i = 0; i < starters; ++i)
        run(rulesetWithoutCostTable(run.ruleset, target.costTables.size()),
            QStringLiteral("remove starter table"));
}

/// The whole replay, in the order a designer must fill the forms: what rules name comes first.
Replay rebuild(const Ruleset &target)
{
    Replay run;
    run(newRuleset(nullptr, target.id, target.name), QStringLiteral("new ruleset"));
    run(rulesetWithInfo(run.ruleset, {target.name, target.description, target.sourceText}),
        QStringLiteral("names"));
    replayVocabulary(run, target);
    replayOptions(run, target);
    replayNamedConditions(run, target);
    replayOverStarters(run, target.allowances, [](const Ruleset &r) { return r.allowances; });
    replayTables(run, target);
    replayList(run, target.prohibitions, [](const Ruleset &r) { return r.prohibitions; });
    replayList(run, target.modifiers, [](const Ruleset &r) { return r.modifiers; });
    replayList(run, target.stateChanges, [](const Ruleset &r) { return r.stateChanges; });
    replayList(run, target.stopRules, [](const Ruleset &r) { return r.stopRules; });
    replayList(run, target.occupancy, [](const Ruleset &r) { return r.occupancy; });
    replayList(run, target.destinations, [](const Ruleset &r) { return r.destinations; });
    replayList(run, target.ranges, [](const Ruleset &r) { return r.ranges; });
    replayList(run, target.chances, [](const Ruleset &r) { return r.chances; });
    run(rulesetWithStepCosts(run.ruleset, target.rounding, target.minimumStepCost),
        QStringLiteral("step costs"));
    run(rulesetWithMinimumMove(run.ruleset, target.minimumMove), QStringLiteral("minimum move"));
    run(rulesetWithScale(run.ruleset, target.scale), QStringLiteral("scale"));
    run(rulesetWithContest(run.ruleset, target.contest), QStringLiteral("contest"));
    run(rulesetWithDefend(run.ruleset, target.defend), QStringLiteral("defend"));
    run(rulesetWithDestinationMovement(run.ruleset, target.destinationMovement,
                                       target.destinationMovementSource),
        QStringLiteral("destination movement"));
    run(rulesetWithSetup(run.ruleset, target.setupRequiresEnterable, target.setupSource),
        QStringLiteral("setup"));
    replayList(run, target.turns.periods, [](const Ruleset &r) { return r.turns.periods; });
    run(rulesetWithTurnRules(run.ruleset, target.turns), QStringLiteral("turns"));
    return run;
}

QString profileKey(const UnitProfile &p)
{
    QStringList parts;
    for (auto it = p.cbegin(); it != p.cend(); ++it)
        parts << it.key() + QLatin1Char('=') + it.value();
    return parts.join(QLatin1Char(','));
}

} // namespace

class TestRulesetRebuild : public QObject
{
    Q_OBJECT
private slots:
    void rebuildsEachBundledRuleset_data()
    {
        QTest::addColumn<QString>("id");
        for (const char *id : {"pbm-strategic", "battle-federations", "strategic-commanders",
                               "tabletop-inches", "tactical-formations"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }

    // Every part of a ruleset can be made with the designer's operations: the rebuilt ruleset
    // is the bundled one, value for value, and writes the same file.
    void rebuildsEachBundledRuleset()
    {
        QFETCH(QString, id);
        const auto bundled = testutil::bundled(id);
        const Replay run = rebuild(*bundled);
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
        QCOMPARE(writeRuleset(run.ruleset), writeRuleset(*bundled));
        QVERIFY(run.ruleset == *bundled);
    }

    void rebuiltRulesetsCostTheSampleMapAlike_data() { rebuildsEachBundledRuleset_data(); }

    // Rule (issue 17, §3): the rebuilt ruleset evaluates every step of the real sample map for
    // every profile (the default and each option value on its own) as the bundled file does:
    // every step's cost (not allowed included) on the whole map; for a sample of steps per
    // profile (fixed seed) the whole explanation, warnings and stops too.
    void rebuiltRulesetsCostTheSampleMapAlike()
    {
        QFETCH(QString, id);
        const auto bundled = testutil::bundled(id);
        const Replay run = rebuild(*bundled);
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
        const MovementRules original(bundled);
        const MovementRules rebuilt(std::make_shared<const Ruleset>(run.ruleset));
        const HexMap map = testutil::sampleMapFor(*bundled);
        QRandomGenerator rng(17);
        int steps = 0, notAllowed = 0, explained = 0;
        const QList<UnitProfile> profiles = testutil::profilesOf(original);
        QVERIFY(profiles.size() > (bundled->unitOptions.isEmpty() ? 0 : 1));
        for (const UnitProfile &profile : profiles) {
            const auto a = original.model(map, profile);
            const auto b = rebuilt.model(map, profile);
            for (int i = 0; i < map.hexCount(); ++i) {
                const Hex h = map.hexAtIndex(i);
                for (Direction d = 0; d < kDirectionCount; ++d) {
                    const int cost = a->cost(map, h, d);
                    QVERIFY2(b->cost(map, h, d) == cost,
                             qPrintable(QStringLiteral("%1 %2: %3 direction %4")
                                            .arg(id, profileKey(profile), map.label(h))
                                            .arg(d)));
                    ++steps;
                    notAllowed += cost < 0 ? 1 : 0;
                }
            }
            for (int i = 0; i < kExplainedStepsPerProfile; ++i) {
                const Hex from = map.grid().toHex(
                    {int(rng.bounded(map.width())), int(rng.bounded(map.height()))});
                const Hex to = neighbour(from, Direction(rng.bounded(kDirectionCount)));
                if (!map.contains(to))
                    continue;
                const PlanResult x = evaluateHexPath(original, map, {from, to}, profile);
                const PlanResult y = evaluateHexPath(rebuilt, map, {from, to}, profile);
                QCOMPARE(y.steps.size(), x.steps.size());
                for (qsizetype s = 0; s < x.steps.size(); ++s) {
                    QCOMPARE(y.steps[s].cost, x.steps[s].cost);
                    QCOMPARE(y.steps[s].status, x.steps[s].status);
                    QCOMPARE(y.steps[s].reason, x.steps[s].reason);
                    QCOMPARE(y.steps[s].explain(), x.steps[s].explain());
                    QCOMPARE(y.steps[s].warnings(), x.steps[s].warnings());
                }
                QCOMPARE(y.finalProfile, x.finalProfile);
                ++explained;
            }
        }
        QVERIFY2(steps > 1000, qPrintable(QString::number(steps)));
        QVERIFY(explained > 100);
        qInfo("%s: %d steps compared, %d not allowed, %d explained", qPrintable(id), steps,
              notAllowed, explained);
    }
};

QTEST_GUILESS_MAIN(TestRulesetRebuild)
#include "tst_rulesetrebuild.moc"
