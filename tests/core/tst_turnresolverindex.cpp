// The turn resolver's fast path against the straightforward one: on random maps crowded with
// units that meet (contests, encounters, overruns, units left where they stand), finding the
// units through the resolver's index gives exactly what scanning every unit at every step gives
// (TurnChoices::scanUnits), for every sequencing kind of the bundled rulesets.
#include "movement/turnresolver.h"
#include "support/randommap.h"
#include "support/randomplans.h"
#include "support/rulesettestutil.h"

#include <QRandomGenerator>
#include <QTest>

using namespace hexstride;

namespace {
using hexstride::testutil::hexText;

/// Everything a unit's turn holds, one line per part.
QStringList unitLines(const ResolvedUnit &u)
{
    QStringList out{u.name + ' ' + u.side + ' ' + hexText(u.start) + ' ' + hexText(u.end) + ' '
                    + QString::number(u.ordersUsed) + ' ' + QString::number(u.removed)};
    out << hexstride::testutil::planLines(u.plan);
    for (const TurnEvent &e : u.events)
        out << QString("event %1 %2 %3 %4 %5")
                   .arg(e.kind, hexText(e.hex))
                   .arg(e.step)
                   .arg(e.reason, e.other);
    return out;
}

QStringList conflictLines(const TurnConflict &k)
{
    QStringList stopped;
    for (const auto &[name, at] : k.stopped)
        stopped << name + ' ' + hexText(at);
    QStringList indexes;
    for (int i : k.unitIndexes)
        indexes << QString::number(i);
    return {QString("conflict %1 %2 %3 %4 %5")
                .arg(hexText(k.hex))
                .arg(k.turn)
                .arg(k.period)
                .arg(k.periodId, k.periodLabel),
            k.units.join('|') + ' ' + indexes.join('|'),
            QString("%1 %2 %3").arg(k.winner).arg(k.occupant).arg(k.rule),
            k.ruleTrail.join('|'),
            stopped.join('|'),
            k.explanation};
}

QStringList decisionLines(const TurnResolution &r, const TurnDecision &d)
{
    return {r.decisionId(d),
            d.kind,
            d.unit,
            hexText(d.hex),
            d.units.join('|'),
            d.choices.join('|'),
            d.chosen,
            d.source,
            QString("%1 %2").arg(d.figures).arg(d.otherFigures)};
}

/// The whole resolution as lines: two resolutions are the same when their lines are.
QStringList resolutionLines(const TurnResolution &r)
{
    QStringList out{r.rulesetId};
    for (const ResolvedUnit &u : r.units)
        out << unitLines(u);
    for (const TurnConflict &k : r.conflicts)
        out << conflictLines(k);
    for (const TurnDecision &d : r.decisions)
        out << decisionLines(r, d);
    return out;
}

/// Where two resolutions first differ (empty when they do not).
QString firstDifference(const TurnResolution &a, const TurnResolution &b)
{
    const QStringList x = resolutionLines(a);
    const QStringList y = resolutionLines(b);
    for (qsizetype i = 0; i < std::max(x.size(), y.size()); ++i) {
        if (x.value(i) != y.value(i))
            return QString("line %1:\n  index: %2\n  scan:  %3").arg(i).arg(x.value(i), y.value(i));
    }
    return {};
}

struct Crowd
{
    HexMap map;
    QList<TurnOrders> orders;
};

/// A small random map crowded with units of three sides: most move (some also stand on the map
/// as units, some do not), a few only stand there.
Crowd crowdOf(const Ruleset &r, quint32 seed)
{
    QRandomGenerator rng(seed);
    Crowd c{::testutil::mapFor(r, 16, 12, {}), {}};
    hexstride::testutil::randomLayers(rng, c.map);
    const QStringList dirs{"e", "w", "ne", "nw", "se", "sw"};
    const auto anyHex = [&] { return c.map.hexAtIndex(rng.bounded(c.map.hexCount())); };
    for (int i = 0; i < 60; ++i) {
        TurnOrders o;
        o.name = QString("Unit %1").arg(i + 1);
        o.side = QString("Side %1").arg(rng.bounded(3));
        o.figures = int(rng.bounded(1, 8)); // few values: ties for every criterion
        o.start = anyHex();
        o.profile = hexstride::testutil::randomProfileOf(rng, r);
        if (rng.bounded(5) > 0) {
            c.map.units() << MapUnit{o.name, o.side, o.start, o.profile, o.figures};
            if (rng.bounded(6) == 0)
                continue; // it only stands there
        }
        QStringList text;
        for (int k = rng.bounded(1, 10); k > 0; --k)
            text << (rng.bounded(8) == 0 && !r.turns.holdTokens.isEmpty()
                         ? r.turns.holdTokens.first()
                         : dirs[rng.bounded(6)]);
        o.orders = parseOrders(text.join(' '), c.map.grid().orientation, r.turns.holdTokens).tokens;
        c.orders << o;
    }
    return c;
}

/// Three referees: none (normal outcomes, open ties), dice from `seed`, and every decision
/// answered in turn with each of its choices (force past, overrun, who moves in first, …).
QList<TurnChoices> refereesOf(const MovementRules &rules, const Crowd &c, quint32 seed)
{
    TurnChoices none, dice, answered;
    dice.seed = seed;
    const TurnResolution first = resolveTurn(rules, c.map, c.orders);
    for (qsizetype k = 0; k < first.decisions.size(); ++k) {
        const TurnDecision &d = first.decisions[k];
        if (!d.choices.isEmpty())
            answered.decisions.insert(first.decisionId(d), d.choices[k % d.choices.size()]);
    }
    return {none, dice, answered};
}

/// The turn resolved with `choices`, and where it differs from the same turn with `otherWay` set
/// in them (another way to the same result: scanning units, settling every contest afresh).
std::pair<TurnResolution, QString> resolvedBothWays(const MovementRules &rules, const Crowd &c,
                                                    TurnChoices choices,
                                                    bool TurnChoices::*otherWay)
{
    TurnResolution first = resolveTurn(rules, c.map, c.orders, choices);
    choices.*otherWay = true;
    const QString diff = firstDifference(first, resolveTurn(rules, c.map, c.orders, choices));
    return {std::move(first), diff};
}
} // namespace

class TestTurnResolverIndex : public QObject
{
    Q_OBJECT
private slots:
    void indexResolvesAsScanning_data()
    {
        QTest::addColumn<QString>("id");
        for (const QString id :
             {"strategic-commanders", "pbm-strategic", "battle-federations", "tabletop-inches"})
            QTest::newRow(qPrintable(id)) << id;
    }
    void indexResolvesAsScanning()
    {
        QFETCH(QString, id);
        const auto ruleset = ::testutil::bundled(id);
        const MovementRules rules(ruleset);
        int conflicts = 0, decisions = 0;
        for (quint32 seed = 1; seed <= 8; ++seed) {
            const Crowd c = crowdOf(*ruleset, seed);
            for (const TurnChoices &choices : refereesOf(rules, c, seed)) {
                const auto [indexed, diff]
                    = resolvedBothWays(rules, c, choices, &TurnChoices::scanUnits);
                QVERIFY2(diff.isEmpty(), qPrintable(QString("seed %1: %2").arg(seed).arg(diff)));
                conflicts += int(indexed.conflicts.size());
                decisions += int(indexed.decisions.size());
            }
        }
        // The maps are crowded enough that the units meet.
        if (ruleset->turns.sequence.kind == SequenceKind::Simultaneous)
            QVERIFY(conflicts > 0);
        if (ruleset->turns.sequence.kind == SequenceKind::Encounters)
            QVERIFY(decisions > 0);
    }
    // The simultaneous kind looks again only at the contests whose forces were stopped elsewhere
    // since it last settled them: the same turn as settling every contest in every round.
    void skippingSettledContestsChangesNothing()
    {
        const auto ruleset = ::testutil::bundled("strategic-commanders");
        const MovementRules rules(ruleset);
        int conflicts = 0;
        for (quint32 seed = 1; seed <= 8; ++seed) {
            const Crowd c = crowdOf(*ruleset, seed);
            TurnChoices choices;
            choices.seed = seed;
            const auto [skipping, diff]
                = resolvedBothWays(rules, c, choices, &TurnChoices::settleEveryContest);
            QVERIFY2(diff.isEmpty(), qPrintable(QString("seed %1: %2").arg(seed).arg(diff)));
            conflicts += int(skipping.conflicts.size());
        }
        QVERIFY(conflicts > 0);
    }
    // The conflicts reported are told from the outcome each contest recorded when it was last
    // settled: the same texts, winners, rules and dice as settling every one of them afresh, for
    // every kind of referee (no dice, a seed, every decision answered).
    void reportFromRecordedOutcomes()
    {
        const auto ruleset = ::testutil::bundled("strategic-commanders");
        const MovementRules rules(ruleset);
        int passedThrough = 0, diced = 0;
        for (quint32 seed = 11; seed <= 22; ++seed) {
            const Crowd c = crowdOf(*ruleset, seed);
            for (const TurnChoices &choices : refereesOf(rules, c, seed)) {
                const auto [recorded, diff]
                    = resolvedBothWays(rules, c, choices, &TurnChoices::settleEveryContest);
                QVERIFY2(diff.isEmpty(), qPrintable(QString("seed %1: %2").arg(seed).arg(diff)));
                for (const TurnConflict &k : recorded.conflicts) {
                    passedThrough += k.ruleTrail.size() > 1;
                    diced += k.ruleTrail.contains("dice");
                }
            }
        }
        // The turns have cavalry passing through and ties the dice decide.
        QVERIFY(passedThrough > 0);
        QVERIFY(diced > 0);
    }
};

QTEST_GUILESS_MAIN(TestTurnResolverIndex)
#include "tst_turnresolverindex.moc"
