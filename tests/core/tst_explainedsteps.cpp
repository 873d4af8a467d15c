// What plan evaluation remembers between steps and plans gives what working everything out
// afresh gives: explained step costs shared per fact combination (StepCostModel::explained),
// the rules compiled once per profile (MovementRules::profileRules), and the unit index's
// empty-slot shortcut (UnitIndex::at).
#include "movement/unitindex.h"
#include "support/randommap.h"
#include "support/randomplans.h"
#include "support/rulesettestutil.h"

#include <QRandomGenerator>
#include <QTest>

using namespace hexstride;

namespace {
const QStringList kRulesets{"strategic-commanders", "pbm-strategic", "battle-federations",
                            "tabletop-inches", "tactical-formations"};

/// A map of the ruleset's ids with random terrain, features, sides and elevations (rises far
/// beyond what a model tabulates).
HexMap randomMapFor(const Ruleset &r, QRandomGenerator &rng)
{
    HexMap map = ::testutil::mapFor(r, 24, 18, {});
    hexstride::testutil::randomLayers(rng, map);
    return map;
}

/// Random values of the ruleset's options, flags too (passage of lines, evasive movement…).
UnitProfile randomOptions(QRandomGenerator &rng, const Ruleset &r)
{
    UnitProfile p = hexstride::testutil::randomProfileOf(rng, r);
    for (const UnitOption &o : r.unitOptions) {
        if (o.flag && rng.bounded(2) == 0)
            p.insert(o.id, rng.bounded(2) ? "yes" : "no");
    }
    return p;
}

/// Random orders of the ruleset's vocabulary: directions, now and then a hold.
QList<OrderToken> randomOrders(QRandomGenerator &rng, const Ruleset &r)
{
    const QStringList dirs{"e", "w", "ne", "nw", "se", "sw"};
    QStringList text;
    for (int k = rng.bounded(1, 14); k > 0; --k)
        text << (rng.bounded(8) == 0 && !r.turns.holdTokens.isEmpty() ? r.turns.holdTokens.first()
                                                                      : dirs[rng.bounded(6)]);
    return parseOrders(text.join(' '), Orientation::PointyTop, r.turns.holdTokens).tokens;
}
} // namespace

class TestExplainedSteps : public QObject
{
    Q_OBJECT
private slots:
    void explainedStepsAreEvaluatedOnes_data()
    {
        QTest::addColumn<QString>("id");
        for (const QString &id : kRulesets)
            QTest::newRow(qPrintable(id)) << id;
    }
    // Every fact combination, unit bits included (battle-federations' costs read them), asked
    // twice: once worked out, once remembered; both as evaluate() with a trace.
    void explainedStepsAreEvaluatedOnes()
    {
        QFETCH(QString, id);
        const auto ruleset = ::testutil::bundled(id);
        const MovementRules rules(ruleset);
        QRandomGenerator rng(11);
        const HexMap map = randomMapFor(*ruleset, rng);
        int remembered = 0;
        for (int p = 0; p < 4; ++p) {
            const auto model = rules.model(map, randomOptions(rng, *ruleset));
            for (int i = 0; i < 6000; ++i) {
                const Hex from = map.hexAtIndex(rng.bounded(map.hexCount()));
                const Direction d = rng.bounded(6);
                if (!map.contains(neighbour(from, d)))
                    continue;
                StepFacts f = model->facts(map, from, neighbour(from, d), d);
                f.units = std::uint8_t(rng.bounded(256));
                StepTrace expected;
                const int cost = model->evaluate(f, &expected);
                StepTrace got[2];
                for (StepTrace &trace : got) {
                    QCOMPARE(model->explained(f, trace), cost);
                    QCOMPARE(hexstride::testutil::traceTexts(trace),
                             hexstride::testutil::traceTexts(expected));
                    QVERIFY(trace == expected);
                }
                remembered += got[0].isSharedWith(got[1]) ? 1 : 0;
            }
        }
        QVERIFY(remembered > 1000); // the second answer was the first one's list
    }
    // A trace that already holds items gets the step's appended, as evaluate() appends them.
    void explainedAppendsToAFilledTrace()
    {
        const auto ruleset = ::testutil::bundled("pbm-strategic");
        const MovementRules rules(ruleset);
        const HexMap map = ::testutil::mapFor(*ruleset, 4, 4, "plains");
        const auto model = rules.model(map, {});
        const Hex from = ::testutil::at(map, 1, 1);
        const StepFacts f = model->facts(map, from, neighbour(from, 0), 0);
        const TraceItem first{TraceItem::Kind::Hold, "first", {}, {}, {}, {}, 0, 0};
        StepTrace expected{first}, got{first};
        QCOMPARE(model->explained(f, got), model->evaluate(f, &expected));
        QVERIFY(got == expected);
        QCOMPARE(got.size(), expected.size());
        QVERIFY(got.size() > 1);
    }
    void plansEvaluateAsWithFreshRules_data() { explainedStepsAreEvaluatedOnes_data(); }
    // Random plans evaluated with rules whose caches are warm (one MovementRules for all, units
    // of many profiles: state changes, passages, periods) give what rules made for each plan give.
    void plansEvaluateAsWithFreshRules()
    {
        QFETCH(QString, id);
        const auto ruleset = ::testutil::bundled(id);
        const MovementRules warm(ruleset);
        QRandomGenerator rng(5);
        HexMap map = randomMapFor(*ruleset, rng);
        for (int i = 0; i < 40; ++i) {
            map.units() << MapUnit{QString("Unit %1").arg(i), QString("Side %1").arg(i % 3),
                                   map.hexAtIndex(rng.bounded(map.hexCount())),
                                   randomOptions(rng, *ruleset), 1};
        }
        const UnitIndex index(map, ruleset->defend ? ruleset->defend->option : QString());
        for (int plan = 0; plan < 60; ++plan) {
            const MapUnit &u = map.units()[rng.bounded(int(map.units().size()))];
            const QList<OrderToken> orders = randomOrders(rng, *ruleset);
            PlanContext ctx;
            ctx.side = u.side;
            ctx.units = plan % 2 ? &index : nullptr;
            const PlanResult fresh
                = evaluateOrders(MovementRules(ruleset), map, u.hex, orders, u.profile, ctx);
            for (int again = 0; again < 2; ++again) {
                const PlanResult cached = evaluateOrders(warm, map, u.hex, orders, u.profile, ctx);
                QCOMPARE(hexstride::testutil::planLines(cached),
                         hexstride::testutil::planLines(fresh));
            }
        }
    }
    // One profile asked for again, an equal one, another, and the same on a map of other ids:
    // each gets the model of its own options and vocabulary.
    void profileRulesFollowProfileAndVocabulary()
    {
        const auto ruleset = ::testutil::bundled("pbm-strategic");
        const MovementRules rules(ruleset);
        const HexMap plains = ::testutil::mapFor(*ruleset, 4, 4, "plains");
        const UnitProfile army, forced{{"march", "forced"}};
        const auto a = rules.profileRules(plains, army);
        const auto f = rules.profileRules(plains, forced);
        QCOMPARE(a->model->allowance(), 12);
        QCOMPARE(f->model->allowance(), 14);
        QCOMPARE(f->profile.value("march"), "forced");
        QVERIFY(rules.profileRules(plains, UnitProfile{{"march", "forced"}}) == f);
        QVERIFY(rules.profileRules(plains, army) == a);
        // The same options on a map whose terrain ids differ: the conditions read other indexes.
        HexMap other(plains.shape(), ruleset->id, IdTable(QStringList{"sea", "plains"}),
                     plains.hexFeatureIds(), plains.edgeFeatureIds(), 1);
        const auto o = rules.profileRules(other, army);
        QVERIFY(o != a);
        const StepFacts step{1, 1, 0, 0, 0, 0, 0};
        QCOMPARE(o->model->evaluate(step, nullptr),
                 MovementRules(ruleset).model(other, army)->evaluate(step, nullptr));
    }
    // Units added, moved and taken off, many on hexes 256 apart (which share a slot): at()
    // finds on every hex exactly the units a plain list says stand there, in map order.
    void unitIndexFindsWhatStandsThere()
    {
        const auto ruleset = ::testutil::bundled("strategic-commanders");
        HexMap map = ::testutil::mapFor(*ruleset, 4, 4, {});
        QList<Hex> hexes; // a few hexes and their slot-mates 256 and 512 away
        for (int q = 0; q < 4; ++q) {
            for (int r = 0; r < 4; ++r) {
                for (int k = 0; k < 9; ++k)
                    hexes << Hex{q + 256 * (k % 3), r - 256 * (k / 3)};
            }
        }
        QRandomGenerator rng(3);
        const auto anyHex = [&] { return hexes[rng.bounded(int(hexes.size()))]; };
        for (int i = 0; i < 40; ++i)
            map.units() << MapUnit{QString::number(i), {}, anyHex(), {}, 1};
        UnitIndex index(map);
        QList<Hex> where;
        for (const MapUnit &u : map.units())
            where << u.hex;
        const Hex off{-1000, -1000};
        for (int step = 0; step < 1500; ++step) {
            const int i = rng.bounded(int(where.size()));
            if (rng.bounded(4) == 0) {
                const Hex from = rng.bounded(2) ? where[i] : anyHex(); // or where it is not
                index.remove(i, from);
                if (from == where[i])
                    where[i] = off;
            } else {
                const Hex to = anyHex();
                index.move(i, where[i], to); // from off the map: put back
                where[i] = to;
            }
            for (const Hex h : std::as_const(hexes)) {
                QList<int> expected;
                for (int k = 0; k < where.size(); ++k) {
                    if (where[k] == h)
                        expected << k;
                }
                QCOMPARE(index.at(h), expected);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestExplainedSteps)
#include "tst_explainedsteps.moc"
