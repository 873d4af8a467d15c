// The referee's turn resolver (movement/turnresolver.h): each sequencing kind of the bundled
// rulesets against the summaries of their rule texts (docs/rules/), each tie-breaker of a
// contested hex by its rule id, the cavalry note, encounters as decisions, and units that never
// meet moving exactly as each alone.
#include "movement/turnapply.h"
#include "movement/turnreport.h"
#include "movement/turnresolver.h"
#include "movement/turntexts.h"
#include "rules/rulesetwriter.h"
#include "support/rulesettestutil.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using namespace hexstride;
using testutil::at;

namespace {
struct Mover
{
    QString name;
    QString side;
    QPoint start;
    QString orders;
    int figures = 0;
    UnitProfile profile = {};
};

struct Turn
{
    std::shared_ptr<const Ruleset> ruleset;
    HexMap map;
    QList<TurnOrders> orders;
};

} // namespace
Q_DECLARE_METATYPE(Turn)
namespace {

Turn turnOf(const QString &rulesetId, const QString &terrain, const QList<Mover> &movers,
            int width = 14, int height = 6)
{
    Turn t{testutil::bundled(rulesetId), {}, {}};
    t.map = testutil::mapFor(*t.ruleset, width, height, terrain);
    for (const Mover &m : movers) {
        TurnOrders o;
        o.name = m.name;
        o.side = m.side;
        o.figures = m.figures;
        o.start = at(t.map, m.start.x(), m.start.y());
        o.profile = m.profile;
        o.orders
            = parseOrders(m.orders, t.map.grid().orientation, t.ruleset->turns.holdTokens).tokens;
        t.orders << o;
    }
    return t;
}

/// The movers stand on the map too (as units with plans do), so that each one's plan alone
/// sees the others where the turn starts.
Turn onMap(Turn t)
{
    for (const TurnOrders &o : std::as_const(t.orders))
        t.map.units() << MapUnit{o.name, o.side, o.start, o.profile, o.figures};
    return t;
}

TurnResolution resolve(const Turn &t, const TurnChoices &choices = {})
{
    return resolveTurn(MovementRules(t.ruleset), t.map, t.orders, choices);
}

const ResolvedUnit &unit(const TurnResolution &r, const QString &name)
{
    const int i = r.unitIndex(name);
    if (i < 0)
        qFatal("no unit %s", qPrintable(name));
    return r.units[i];
}
} // namespace

class TestTurnResolver : public QObject
{
    Q_OBJECT
private slots:
    void bundledRulesetsNameTheirSequence_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("kind");
        QTest::newRow("strategic-commanders §3.1: simultaneous")
            << "strategic-commanders" << int(SequenceKind::Simultaneous);
        QTest::newRow("battle-federations §1.2: alternating half-rounds")
            << "battle-federations" << int(SequenceKind::AlternatingSides);
        QTest::newRow("pbm-strategic §6.6: encounters")
            << "pbm-strategic" << int(SequenceKind::Encounters);
        QTest::newRow("tabletop-inches §3.1: declared order")
            << "tabletop-inches" << int(SequenceKind::InOrder);
        QTest::newRow("tactical-formations: one after another (assumed)")
            << "tactical-formations" << int(SequenceKind::InOrder);
    }
    void bundledRulesetsNameTheirSequence()
    {
        QFETCH(QString, id);
        QFETCH(int, kind);
        QCOMPARE(int(testutil::bundled(id)->turns.sequence.kind), kind);
    }

    // The sequence is ruleset data: written and read back the same, a bad kind named by path.
    void sequenceRoundTripAndErrors()
    {
        for (const QString &id : {QString("pbm-strategic"), QString("tabletop-inches"),
                                  QString("battle-federations")}) {
            const auto r = testutil::bundled(id);
            const RulesetLoadResult back = loadRuleset(writeRuleset(*r));
            QVERIFY2(back.ruleset, qPrintable(back.error));
            QVERIFY(back.ruleset->turns.sequence == r->turns.sequence);
        }
        const auto r = testutil::bundled("pbm-strategic");
        const RulesetLoadResult bad
            = editRuleset(*r, "turns.sequence.kind", QJsonValue(QString("random")));
        QVERIFY(!bad.ruleset);
        QVERIFY2(bad.error.contains("turns.sequence.kind"), qPrintable(bad.error));
        const RulesetLoadResult unknownStop
            = editRuleset(*r, "turns.sequence.encounterStops", QJsonValue(QString("nope")));
        QVERIFY(!unknownStop.ruleset);
        QVERIFY2(unknownStop.error.contains("turns.sequence.encounterStops"),
                 qPrintable(unknownStop.error));
    }

    // strategic-commanders §3.1: fewer troop figures move in; the other stops before the hex.
    void simultaneousFewerFigures()
    {
        const Turn t = turnOf(
            "strategic-commanders", "open",
            {{"Aragorn", "West", {2, 2}, "e e", 10}, {"Boromir", "West", {6, 2}, "w w", 20}});
        const TurnResolution r = resolve(t);
        QCOMPARE(r.conflicts.size(), 1);
        QCOMPARE(r.conflicts[0].rule, QString("fewer-figures"));
        QCOMPARE(r.conflicts[0].hex, at(t.map, 4, 2));
        QCOMPARE(r.conflicts[0].units[r.conflicts[0].winner], QString("Aragorn"));
        QCOMPARE(unit(r, "Aragorn").end, at(t.map, 4, 2));
        QCOMPARE(unit(r, "Boromir").end, at(t.map, 5, 2));
        // The refused step is blocked by the rule that decided; the unit used one order.
        const PlannedStep &refused = unit(r, "Boromir").plan.steps.at(1);
        QCOMPARE(refused.status, StepStatus::Blocked);
        QCOMPARE(refused.reason->ruleId, QString("fewer-figures"));
        QCOMPARE(unit(r, "Boromir").ordersUsed, 1);
        QCOMPARE(unit(r, "Boromir").events.at(0).kind, QString("contest-lost"));
        QCOMPARE(unit(r, "Aragorn").events.at(0).kind, QString("contest-won"));
    }

    // §3.1: equal figures: more move points remaining after entering.
    void simultaneousMoreMpLeft()
    {
        const Turn t = turnOf(
            "strategic-commanders", "open",
            {{"Aragorn", "West", {2, 2}, "w e e e", 10}, {"Boromir", "West", {6, 2}, "w w", 10}});
        const TurnResolution r = resolve(t);
        QCOMPARE(r.conflicts.size(), 1);
        QCOMPARE(r.conflicts[0].rule, QString("more-mp-left"));
        QCOMPARE(unit(r, "Boromir").end, at(t.map, 4, 2));
        QCOMPARE(unit(r, "Aragorn").end, at(t.map, 3, 2));
    }

    // §3.1: equal figures and points left: more daily move points (a split move has 6 a period,
    // §2.4, against 12).
    void simultaneousMoreDailyMp()
    {
        const Turn t = turnOf("strategic-commanders", "open",
                              {{"Split", "West", {3, 2}, "e", 10, {{"period", "split"}}},
                               {"Daily", "West", {5, 2}, "e w e w e w w", 10}});
        const TurnResolution r = resolve(t);
        QCOMPARE(r.conflicts.size(), 1);
        QCOMPARE(r.conflicts[0].hex, at(t.map, 4, 2));
        QCOMPARE(r.conflicts[0].rule, QString("more-daily-mp"));
        QCOMPARE(unit(r, "Daily").end, at(t.map, 4, 2));
        QCOMPARE(unit(r, "Split").end, at(t.map, 3, 2));
    }

    // §3.1: still level: dice. Without a seed or a decision the tie stays open and neither moves
    // in (two commanders in one hex is what §1.3 forbids: the safe outcome); a decision
    // from the rolls file picks the winner; a seed rolls reproducibly and the roll is named.
    void simultaneousDice()
    {
        const Turn t = turnOf(
            "strategic-commanders", "open",
            {{"Aragorn", "West", {2, 2}, "e e", 10}, {"Boromir", "West", {6, 2}, "w w", 10}});
        const TurnResolution open = resolve(t);
        QCOMPARE(open.conflicts.size(), 1);
        QCOMPARE(open.conflicts[0].winner, -1);
        QCOMPARE(open.decisions.size(), 1);
        QCOMPARE(open.decisions[0].kind, QString("dice"));
        QCOMPARE(open.decisions[0].source, QString("open"));
        QCOMPARE(open.decisions[0].choices, (QStringList{"Aragorn", "Boromir"}));
        QCOMPARE(unit(open, "Aragorn").end, at(t.map, 3, 2));
        QCOMPARE(unit(open, "Boromir").end, at(t.map, 5, 2));
        QCOMPARE(unit(open, "Boromir").plan.steps.at(1).status, StepStatus::Blocked);
        QCOMPARE(unit(open, "Boromir").plan.steps.at(1).reason->ruleId, QString("dice"));
        QVERIFY2(open.conflicts[0].explanation.contains("Boromir stops in 5,2"),
                 qPrintable(open.conflicts[0].explanation));

        for (const QString &winner : {QString("Aragorn"), QString("Boromir")}) {
            TurnChoices referee;
            referee.decisions.insert(open.decisionId(open.decisions[0]), winner);
            const TurnResolution r = resolve(t, referee);
            QCOMPARE(r.conflicts[0].rule, QString("dice"));
            QCOMPARE(r.conflicts[0].units[r.conflicts[0].occupant], winner);
            QCOMPARE(r.decisions[0].source, QString("decision"));
            const QString loser = winner == "Aragorn" ? "Boromir" : "Aragorn";
            QVERIFY(unit(r, loser).end != at(t.map, 4, 2));
        }
        QSet<QString> winners;
        for (quint32 seed = 1; seed <= 32; ++seed) {
            TurnChoices dice;
            dice.seed = seed;
            const TurnResolution r = resolve(t, dice);
            QCOMPARE(r.decisions[0].source, QString("seed"));
            QCOMPARE(resolve(t, dice).decisions[0].chosen, r.decisions[0].chosen);
            winners.insert(r.decisions[0].chosen);
        }
        QCOMPARE(winners.size(), 2);
    }

    // §3.2 (the cavalry note): the winner moves on in the same period, the hex is free again and
    // the loser moves into it after all.
    void simultaneousCavalryNote()
    {
        const Turn t = turnOf(
            "strategic-commanders", "open",
            {{"Cavalry", "West", {2, 2}, "e e e e", 6}, {"Infantry", "West", {4, 0}, "se sw", 12}});
        const TurnResolution r = resolve(t);
        QCOMPARE(r.conflicts.size(), 1);
        QCOMPARE(r.conflicts[0].ruleTrail.value(0), QString("fewer-figures"));
        QCOMPARE(r.conflicts[0].units[r.conflicts[0].occupant], QString("Infantry"));
        QCOMPARE(unit(r, "Infantry").end, at(t.map, 4, 2));
        QCOMPARE(unit(r, "Cavalry").end, at(t.map, 6, 2));
    }

    // The event each unit of a contested hex gets, worked out by hand. The cavalry note: Cavalry
    // (6 figures) wins 4,2 on its second step ("e e": 2,2 → 3,2 → 4,2) and moves on; Infantry
    // (12) moves in on its second step ("se sw": 4,0 → 4,1 → 4,2, row 1 odd). Both won the hex:
    // one moved in first, the other holds it. A tie left to the dice: both lost it (neither moves
    // in). The referee's dice: the winner won, the other lost.
    void contestEventsOfEachUnit()
    {
        const auto eventsOf = [](const TurnResolution &r, const QString &name) {
            QStringList out;
            for (const TurnEvent &e : unit(r, name).events)
                out << QString("%1 %2,%3 step %4 %5")
                           .arg(e.kind)
                           .arg(e.hex.q)
                           .arg(e.hex.r)
                           .arg(e.step)
                           .arg(e.reason);
            return out;
        };
        const Turn cavalry = turnOf(
            "strategic-commanders", "open",
            {{"Cavalry", "West", {2, 2}, "e e e e", 6}, {"Infantry", "West", {4, 0}, "se sw", 12}});
        const TurnResolution moved = resolve(cavalry);
        // Hex 4,2 (row 2) is axial q = 4 - 1 = 3, r = 2.
        QCOMPARE(eventsOf(moved, "Cavalry"), QStringList{"contest-won 3,2 step 1 fewer-figures"});
        QCOMPARE(eventsOf(moved, "Infantry"), QStringList{"contest-won 3,2 step 1 fewer-figures"});
        QCOMPARE(turntexts::event(cavalry.map, unit(moved, "Infantry").events.at(0)),
                 QString("won 4,2"));

        const Turn level = turnOf(
            "strategic-commanders", "open",
            {{"Aragorn", "West", {2, 2}, "e e", 10}, {"Boromir", "West", {6, 2}, "w w", 10}});
        const TurnResolution open = resolve(level);
        QCOMPARE(eventsOf(open, "Aragorn"), QStringList{"contest-lost 3,2 step 1 "});
        QCOMPARE(eventsOf(open, "Boromir"), QStringList{"contest-lost 3,2 step 1 "});
        TurnChoices referee;
        referee.decisions.insert(open.decisionId(open.decisions.value(0)), "Boromir");
        const TurnResolution decided = resolve(level, referee);
        QCOMPARE(eventsOf(decided, "Boromir"), QStringList{"contest-won 3,2 step 1 dice"});
        QCOMPARE(eventsOf(decided, "Aragorn"), QStringList{"contest-lost 3,2 step 1 dice"});
        QCOMPARE(turntexts::event(level.map, unit(decided, "Aragorn").events.at(0)),
                 QString("lost 4,2"));
    }

    // A contest's explanation names who moved in and by which rule, who moved on, a tie left for
    // the dice, and where each loser stopped.
    void simultaneousContestExplanations()
    {
        const Turn cavalry = turnOf(
            "strategic-commanders", "open",
            {{"Cavalry", "West", {2, 2}, "e e e e", 6}, {"Infantry", "West", {4, 0}, "se sw", 12}});
        QCOMPARE(resolve(cavalry).conflicts.value(0).explanation,
                 QString("Cavalry moves in: fewer troop figures (leaders, heroes, wizards and "
                         "trolls do not count); Cavalry moves on, then Infantry moves in"));

        const Turn mpLeft = turnOf(
            "strategic-commanders", "open",
            {{"Aragorn", "West", {2, 2}, "w e e e", 10}, {"Boromir", "West", {6, 2}, "w w", 10}});
        QCOMPARE(resolve(mpLeft).conflicts.value(0).explanation,
                 "Boromir moves in: more move points remaining; Aragorn stops in "
                     + mpLeft.map.label(at(mpLeft.map, 3, 2)));

        const Turn level = turnOf(
            "strategic-commanders", "open",
            {{"Aragorn", "West", {2, 2}, "e e", 10}, {"Boromir", "West", {6, 2}, "w w", 10}});
        const TurnResolution open = resolve(level);
        // Until the dice are rolled neither moves in: both stop before the hex.
        QCOMPARE(open.conflicts.value(0).explanation,
                 QString("a tie: roll dice (Aragorn, Boromir); Aragorn stops in 3,2; Boromir "
                         "stops in 5,2"));
        TurnChoices referee;
        referee.decisions.insert(open.decisionId(open.decisions.value(0)), "Aragorn");
        QCOMPARE(resolve(level, referee).conflicts.value(0).explanation,
                 "Aragorn moves in: dice (the referee's decision); Boromir stops in "
                     + level.map.label(at(level.map, 5, 2)));
        TurnChoices dice;
        dice.seed = 7;
        const TurnResolution rolled = resolve(level, dice);
        const bool aragorn = rolled.decisions.value(0).chosen == "Aragorn";
        QCOMPARE(rolled.conflicts.value(0).explanation,
                 QString("%1 moves in: dice (drawn with the turn's seed); %2 stops in %3")
                     .arg(aragorn ? "Aragorn" : "Boromir", aragorn ? "Boromir" : "Aragorn",
                          level.map.label(at(level.map, aragorn ? 5 : 3, 2))));
    }

    // Level forces that each move on through the hex they tie for (§3.2): the dice decide one
    // after another who moves in next, each roll among those not yet chosen. Worked out by hand:
    // five forces of 10 figures in 2,2, each "e" into 3,2 and then on in its own direction. The
    // referee chooses C, A, E; the fourth roll (B or D) is left open, so B and D stay in 2,2.
    // With a seed every roll is made: four rolls, the last force moves in alone. The tie is one
    // decision (issue 29, probe11 N01: a decision a roll, each listing the forces left, grew
    // with the square of the tie): its choices the tie, its order who moved in.
    void tiedForcesMovingOnRollOneAfterAnother()
    {
        const Turn t = turnOf("strategic-commanders", "open",
                              {{"A", "West", {2, 2}, "e e", 10},
                               {"B", "East", {2, 2}, "e ne", 10},
                               {"C", "West", {2, 2}, "e se", 10},
                               {"D", "East", {2, 2}, "e nw", 10},
                               {"E", "West", {2, 2}, "e sw", 10}});
        const QString hex = t.map.label(at(t.map, 3, 2));
        const TurnResolution open = resolve(t);
        QCOMPARE(open.decisions.size(), 1);
        const QString id = open.decisionId(open.decisions[0]);
        QVERIFY2(id.startsWith("dice:" + hex + ":") && id.endsWith(":0"), qPrintable(id));
        QCOMPARE(open.decisions[0].rolls, 1);
        QCOMPARE(open.decisions[0].order, QStringList());
        const QString prefix = id.chopped(1);
        QCOMPARE(tieRollId(id, 2), prefix + "2");
        // Only a tie's own spelling of its first roll: "01" or "+1" names no roll.
        QCOMPARE(tieRollId(prefix + "01", 0), QString());
        QCOMPARE(tieRollId(prefix + "+1", 0), QString());
        TurnChoices referee;
        referee.decisions.insert(prefix + "0", "C");
        referee.decisions.insert(prefix + "1", "A");
        referee.decisions.insert(prefix + "2", "E");
        const TurnResolution r = resolve(t, referee);
        QCOMPARE(r.decisions.size(), 1);
        const TurnDecision &d = r.decisions[0];
        QCOMPARE(r.decisionId(d), id);
        QCOMPARE(d.choices, (QStringList{"A", "B", "C", "D", "E"}));
        QCOMPARE(d.units, d.choices);
        QCOMPARE(d.chosen, QString("C"));
        QCOMPARE(d.order, (QStringList{"C", "A", "E"}));
        QCOMPARE(d.rolls, 4); // C, A, E and the open one
        QCOMPARE(d.source, QString("decision"));
        QCOMPARE(turntexts::question(t.map, d), "Who moves into " + hex + " first: A, B, C, D, E?");
        QCOMPARE(turntexts::outcome(d), QString("C, then A, then E"));
        QCOMPARE(r.conflicts.size(), 1);
        QCOMPARE(r.conflicts[0].ruleTrail, (QStringList{"dice", "dice", "dice"}));
        QCOMPARE(unit(r, "B").end, at(t.map, 2, 2));
        QCOMPARE(unit(r, "D").end, at(t.map, 2, 2));
        QCOMPARE(unit(r, "A").end, at(t.map, 4, 2));

        TurnChoices dice;
        dice.seed = 11;
        const TurnResolution rolled = resolve(t, dice);
        QCOMPARE(rolled.decisions.size(), 1);
        const TurnDecision &seeded = rolled.decisions[0];
        QCOMPARE(seeded.choices, (QStringList{"A", "B", "C", "D", "E"}));
        QCOMPARE(seeded.source, QString("seed"));
        QCOMPARE(seeded.rolls, 4);
        QStringList notChosen{"A", "B", "C", "D", "E"};
        for (const QString &name : seeded.order)
            QVERIFY(notChosen.removeOne(name));
        QCOMPARE(notChosen.size(), 1); // the last moves in alone, no roll
        QCOMPARE(rolled.conflicts.value(0).ruleTrail.size(), 5);
        QCOMPARE(rolled.conflicts.value(0).ruleTrail.last(), QString()); // alone: no rule
    }

    // Issue 29 (probe11 N01): a tie of n level forces that each move on, rolled with a seed,
    // made a decision a roll, each listing the forces left (n, n - 1, …) in its choices, units,
    // unit and question: the square of the tie. Now one decision: the tie's n names in its
    // choices (its units the same list) and once in its unit and question, its picks in order.
    // Sixty forces in 2,2 tie for 3,2 and move on in five directions: here the dice are rolled
    // until a winner cannot move on (its next hex taken), at least twice.
    void aTiesDecisionGrowsWithTheTieNotItsSquare()
    {
        QList<Mover> movers;
        const QStringList on{"e e", "e ne", "e se", "e nw", "e sw"};
        for (int i = 0; i < 60; ++i)
            movers << Mover{QString("F%1").arg(i), i % 2 ? "East" : "West", {2, 2}, on[i % 5], 10};
        const Turn t = turnOf("strategic-commanders", "open", movers);
        const Hex tied = at(t.map, 3, 2);
        TurnChoices dice;
        dice.seed = 5;
        const TurnResolution r = resolve(t, dice);
        QList<const TurnDecision *> here;
        for (const TurnDecision &d : r.decisions) {
            if (d.hex == tied)
                here << &d;
        }
        QCOMPARE(here.size(), 1);
        const TurnDecision &d = *here[0];
        QCOMPARE(d.choices.size(), 60);
        QCOMPARE(d.units, d.choices);
        QVERIFY2(d.order.size() >= 2, qPrintable(d.order.join(", ")));
        QCOMPARE(d.rolls, d.order.size()); // every roll made: the seed
        QCOMPARE(QSet<QString>(d.order.cbegin(), d.order.cend()).size(), d.order.size());
        // "F0, F1, …, F59": 10 names of 2 characters, 50 of 3, 59 separators of 2.
        const qsizetype listed = 10 * 2 + 50 * 3 + 59 * 2;
        QCOMPARE(d.unit.size(), listed);
        QCOMPARE(turntexts::question(t.map, d).size(),
                 listed + ("Who moves into " + t.map.label(tied) + " first: ?").size());
    }

    // Issue 29 (probe10 F20): Qt reads a seed written 1e3 or 7.0 as the integer 1000 or 7.
    void aRollsFilesSeedIsWrittenAsAnInteger_data()
    {
        QTest::addColumn<QString>("seed");
        QTest::addColumn<bool>("read");
        QTest::newRow("1000") << "1000" << true;
        QTest::newRow("1e3") << "1e3" << false;
        QTest::newRow("7.0") << "7.0" << false;
        QTest::newRow("7E0") << "7E0" << false;
    }
    void aRollsFilesSeedIsWrittenAsAnInteger()
    {
        QFETCH(QString, seed);
        QFETCH(bool, read);
        QString error;
        const auto rolls
            = readRollsFile("{\"decisions\": {}, \"seed\": " + seed + "}", "rolls.json", &error);
        QCOMPARE(bool(rolls), read);
        if (read)
            QCOMPARE(rolls->seed, std::optional<quint32>(1000));
        else
            QCOMPARE(error,
                     QString("rolls.json: seed: expected a whole number from 0 to 4294967295"));
    }

    // A rolls file answers a tie with a list (who moves in first, then next): its names answer
    // the tie's rolls one after another, as a file answering each roll by its id (the format
    // of before one decision a tie) does; a later roll's name must be one still to move in.
    void aTieIsAnsweredByAListOrByItsRolls()
    {
        const Turn t = turnOf("strategic-commanders", "open",
                              {{"A", "West", {2, 2}, "e e", 10},
                               {"B", "East", {2, 2}, "e ne", 10},
                               {"C", "West", {2, 2}, "e se", 10}});
        const QString id = resolve(t).decisions.value(0).id;
        const QString prefix = id.chopped(1);
        QString error;
        const auto list = readRollsFile("{\"decisions\": {\"" + id + "\": [\"B\", \"C\"]}}",
                                        "rolls.json", &error);
        QVERIFY2(list, qPrintable(error));
        const auto byRoll
            = readRollsFile("{\"decisions\": {\"" + id + "\": \"B\", \"" + prefix + "1\": \"C\"}}",
                            "rolls.json", &error);
        QVERIFY2(byRoll, qPrintable(error));
        QCOMPARE(list->decisions, byRoll->decisions);
        const TurnResolution r = resolve(t, *list);
        QCOMPARE(r.decisions.value(0).order, (QStringList{"B", "C"}));
        QCOMPARE(r.decisions.value(0).rolls, 2); // A then moves in alone
        QCOMPARE(rollsFileProblems(*list, r, "rolls.json", {}), QStringList());
        QCOMPARE(unit(r, "A").end, at(t.map, 4, 2));

        // B twice: the second roll is among A and C.
        TurnChoices twice;
        twice.decisions.insert(id, "B");
        twice.decisions.insert(prefix + "1", "B");
        QCOMPARE(rollsFileProblems(twice, resolve(t, twice), "rolls.json", {}),
                 QStringList{"rolls.json: decisions." + prefix
                             + "1: \"B\" is not one of the tie's armies still to move in (" + id
                             + " of A, B, C)"});
        // A list that answers a roll given by its id too, and a list of something else.
        QVERIFY(!readRollsFile("{\"decisions\": {\"" + id + "\": [\"B\", \"C\"], \"" + prefix
                                   + "1\": \"C\"}}",
                               "rolls.json", &error));
        QCOMPARE(error,
                 "rolls.json: decisions." + prefix + "1: answered twice (also by a tie's list)");
        QVERIFY(
            !readRollsFile("{\"decisions\": {\"" + id + "\": [\"B\", 3]}}", "rolls.json", &error));
        QCOMPARE(error, "rolls.json: decisions." + id + "[1]: expected a string (a unit's name)");
        QVERIFY(!readRollsFile("{\"decisions\": {\"force-past:1:A:B\": [\"B\"]}}", "rolls.json",
                               &error));
        QCOMPARE(error, "rolls.json: decisions.force-past:1:A:B: expected a string (the choice; a "
                        "tie's dice: a list of names)");
    }

    // strategic-commanders §1.3: one commander per hex at every pause: a force moving by night
    // into the hex another took by day (and holds) stops before it.
    void simultaneousOnePerHexAtPauses()
    {
        const Turn t = turnOf("strategic-commanders", "open",
                              {{"Day", "West", {2, 2}, "e e", 10, {{"period", "day"}}},
                               {"Night",
                                "West",
                                {6, 2},
                                "w w",
                                10,
                                {{"sight", "dark-seeing"}, {"period", "night"}}}});
        const TurnResolution r = resolve(t);
        QCOMPARE(r.conflicts.size(), 1);
        QCOMPARE(r.conflicts[0].rule, QString("one-per-hex"));
        QCOMPARE(r.conflicts[0].periodId, QString("night"));
        QCOMPARE(unit(r, "Day").end, at(t.map, 4, 2));
        QCOMPARE(unit(r, "Night").end, at(t.map, 5, 2));
        QCOMPARE(unit(r, "Night").plan.steps.at(1).reason->ruleId, QString("one-per-hex"));
    }

    // strategic-commanders §1.3 with §3.1 and §3.2: one commander a hex at any time, and every
    // move of a period happens at once; a commander that leaves its hex in a period frees it
    // for that period (as a winner moving on frees a contested hex), so another may end its
    // move there or pass through in the same period.
    void simultaneousLeaverFreesItsHex_data()
    {
        QTest::addColumn<QString>("orders");
        QTest::addColumn<QPoint>("end");
        QTest::newRow("ends in the hex left") << "e e" << QPoint(4, 2);
        QTest::newRow("passes through the hex left") << "e e e e" << QPoint(6, 2);
    }
    void simultaneousLeaverFreesItsHex()
    {
        QFETCH(QString, orders);
        QFETCH(QPoint, end);
        const Turn t = onMap(turnOf(
            "strategic-commanders", "open",
            {{"Leaver", "West", {4, 2}, "ne", 10}, {"Follower", "West", {2, 2}, orders, 10}}));
        const TurnResolution r = resolve(t);
        QCOMPARE(r.conflicts.size(), 0);
        QCOMPARE(unit(r, "Follower").end, at(t.map, end.x(), end.y()));
        QCOMPARE(unit(r, "Follower").ordersUsed, int(orders.split(' ').size()));
        QCOMPARE(unit(r, "Leaver").end, unit(r, "Leaver").plan.steps.at(0).to);
        // The same with units found by scanning (the benchmark's baseline).
        TurnChoices scan;
        scan.scanUnits = true;
        QCOMPARE(resolve(t, scan).units[1].end, at(t.map, end.x(), end.y()));
    }

    // §1.3: two commanders that would trade hexes meet on the way: neither gets through.
    void simultaneousTradingHexesMeetOnTheWay()
    {
        const Turn t
            = onMap(turnOf("strategic-commanders", "open",
                           {{"East", "West", {4, 2}, "w", 10}, {"West", "West", {3, 2}, "e", 10}}));
        const TurnResolution r = resolve(t);
        QCOMPARE(unit(r, "East").end, at(t.map, 4, 2));
        QCOMPARE(unit(r, "West").end, at(t.map, 3, 2));
    }

    // §1.3: a commander that leaves only by night still stands in its hex all day: a force
    // moving by day is refused before it.
    void simultaneousLeaverByNightHoldsItsHexByDay()
    {
        const Turn t = onMap(turnOf(
            "strategic-commanders", "open",
            {{"Leaver", "West", {4, 2}, "ne", 10, {{"sight", "dark-seeing"}, {"period", "night"}}},
             {"Follower", "West", {2, 2}, "e e", 10, {{"period", "day"}}}}));
        const TurnResolution r = resolve(t);
        QCOMPARE(unit(r, "Follower").end, at(t.map, 3, 2));
        QCOMPARE(unit(r, "Follower").plan.steps.at(1).reason->ruleId, QString("one-commander"));
    }

    // §1.3 and §3.1: a commander that loses the hex it was leaving for stays where it stood;
    // the force that counted on its leaving stops before that hex (one-per-hex).
    void simultaneousLeaverStoppedBeforeLeavingHoldsItsHex()
    {
        Turn t = turnOf("strategic-commanders", "open",
                        {{"Leaver", "West", {4, 2}, "ne", 10},
                         {"Follower", "West", {2, 2}, "e e", 10},
                         {"Rival", "East", {0, 0}, "w", 5}});
        const Orientation o = t.map.grid().orientation;
        const Hex target = neighbour(at(t.map, 4, 2), *parseDirection(o, "ne"));
        t.orders[2].start = neighbour(target, *parseDirection(o, "e")); // "w" enters target
        t = onMap(t);
        const TurnResolution r = resolve(t);
        QCOMPARE(unit(r, "Rival").end, target); // fewer figures (§3.1)
        QCOMPARE(unit(r, "Leaver").end, at(t.map, 4, 2));
        QCOMPARE(unit(r, "Follower").end, at(t.map, 3, 2));
        const auto held
            = std::find_if(r.conflicts.cbegin(), r.conflicts.cend(),
                           [](const TurnConflict &k) { return k.rule == "one-per-hex"; });
        QVERIFY(held != r.conflicts.cend());
        QCOMPARE(held->hex, at(t.map, 4, 2));
        QCOMPARE(held->units, (QStringList{"Leaver", "Follower"}));
        QCOMPARE(unit(r, "Follower").plan.steps.at(1).status, StepStatus::Blocked);
    }

    // battle-federations §1.2: army A's federations move in the first half-round, then army
    // B's, each in federation number order (listed order does not matter).
    void alternatingHalfRounds()
    {
        const Turn t = turnOf("battle-federations", "open",
                              {{"Federation 1", "B", {6, 2}, "w w", 10},
                               {"Federation 10", "A", {2, 2}, "e e", 10},
                               {"Federation 2", "A", {4, 0}, "se sw", 10}});
        const TurnResolution r = resolve(t);
        // Federation 2 of A moves before Federation 10 of A and takes 4,2; Federation 10 may
        // pass a friend but not stop on it (§3): it stops before.
        QCOMPARE(unit(r, "Federation 2").end, at(t.map, 4, 2));
        QVERIFY(unit(r, "Federation 10").end != at(t.map, 4, 2));
        // Army B moves last: it meets the enemy next to 4,2 and stops there.
        QCOMPARE(unit(r, "Federation 1").end, at(t.map, 5, 2));
    }

    // pbm-strategic §6.3/§6.6: an army entering a hostile army's hex with movement left is
    // stopped there, unless the referee decides it forces past or overruns (§6.5).
    void encountersStopForcePastOverrun()
    {
        Turn t = turnOf("pbm-strategic", "plains",
                        {{"Army of the North", "Free", {2, 2}, "e e e", 1200}});
        t.map.units() << MapUnit{"Watch of Minas", "Shadow", at(t.map, 4, 2), {}, 400};
        const TurnResolution stopped = resolve(t);
        const ResolvedUnit &north = unit(stopped, "Army of the North");
        QCOMPARE(north.end, at(t.map, 4, 2));
        QCOMPARE(north.ordersUsed, 2);
        QCOMPARE(north.plan.steps.at(2).status, StepStatus::Blocked);
        QCOMPARE(north.plan.steps.at(2).reason->ruleId, QString("hostile-army"));
        QCOMPARE(stopped.decisions.size(), 1);
        QCOMPARE(stopped.decisions[0].kind, QString("force-past"));
        QCOMPARE(stopped.decisions[0].chosen, QString("stopped"));
        QCOMPARE(stopped.decisions[0].source, QString("default"));
        QVERIFY(turntexts::question(t.map, stopped.decisions[0]).contains("1200"));
        QVERIFY(turntexts::question(t.map, stopped.decisions[0]).contains("400"));

        TurnChoices past;
        past.decisions.insert(stopped.decisionId(stopped.decisions[0]), "force-past");
        const TurnResolution forced = resolve(t, past);
        QCOMPARE(unit(forced, "Army of the North").end, at(t.map, 5, 2));
        QCOMPARE(forced.decisions[0].source, QString("decision"));

        TurnChoices over;
        over.decisions.insert(stopped.decisionId(stopped.decisions[0]), "overrun");
        const TurnResolution overrun = resolve(t, over);
        QCOMPARE(unit(overrun, "Army of the North").end, at(t.map, 5, 2));
        QCOMPARE(unit(overrun, "Army of the North").events.constLast().kind, QString("overran"));
        QCOMPARE(overrun.decisions[0].units, (QStringList{"Army of the North", "Watch of Minas"}));
    }

    // pbm-strategic §6.6: an army that ends its move in the hostile hex is not stopped (it
    // does not try to leave): no decision, both are told they met.
    void encounterAtTheEndIsNoDecision()
    {
        Turn t = turnOf("pbm-strategic", "plains", {{"Army", "Free", {2, 2}, "e e", 100}});
        t.map.units() << MapUnit{"Foe", "Shadow", at(t.map, 4, 2), {}, 100};
        const TurnResolution r = resolve(t);
        QCOMPARE(unit(r, "Army").end, at(t.map, 4, 2));
        QVERIFY(r.decisions.isEmpty());
        QCOMPARE(unit(r, "Army").events.at(0).kind, QString("met"));
    }

    // pbm-strategic §6.6: with two hostile armies, which tries first is random: a decision.
    void encountersTwoBlockersOrderIsADecision()
    {
        Turn t = turnOf("pbm-strategic", "plains", {{"Army", "Free", {2, 2}, "e e e", 100}});
        t.map.units() << MapUnit{"Foe A", "Shadow", at(t.map, 4, 2), {}, 100}
                      << MapUnit{"Foe B", "Shadow", at(t.map, 4, 2), {}, 100};
        const TurnResolution r = resolve(t);
        QCOMPARE(r.decisions.at(0).kind, QString("first-blocker"));
        QCOMPARE(r.decisions.at(0).choices, (QStringList{"Foe A", "Foe B"}));
        TurnChoices c;
        c.decisions.insert(r.decisionId(r.decisions.at(0)), "Foe B");
        const TurnResolution b = resolve(t, c);
        QCOMPARE(b.decisionId(b.decisions.at(1)).endsWith(":Foe B"), true);
    }

    // Orders handed over to be used up (as the CLI does: each unit's parsed orders released once
    // it has moved) resolve as orders lent, with a unit of the map that has none (it stands, is
    // met and overrun) and movers that meet it one after another.
    void ordersUsedUpResolveAsLent_data()
    {
        QTest::addColumn<Turn>("turn");
        Turn north = turnOf("pbm-strategic", "plains",
                            {{"Army of the North", "Free", {2, 2}, "e e e", 1200},
                             {"Riders", "Free", {2, 3}, "ne e e", 300}});
        north.map.units() << MapUnit{"Watch of Minas", "Shadow", at(north.map, 4, 2), {}, 400};
        QTest::addRow("encounters") << north;
        Turn federations = turnOf(
            "battle-federations", "open",
            {{"Federation 1", "B", {6, 2}, "w w", 10}, {"Federation 10", "A", {2, 2}, "e e", 10}});
        federations.map.units() << MapUnit{"Federation 2", "A", at(federations.map, 4, 2), {}, 10};
        QTest::addRow("alternating") << federations;
    }
    void ordersUsedUpResolveAsLent()
    {
        QFETCH(Turn, turn);
        const MovementRules rules(turn.ruleset);
        TurnChoices over; // every army that may overrun does
        const TurnResolution plain = resolveTurn(rules, turn.map, turn.orders);
        for (const TurnDecision &d : plain.decisions) {
            if (d.choices.contains("overrun"))
                over.decisions.insert(plain.decisionId(d), "overrun");
        }
        const TurnResolution lent = resolveTurn(rules, turn.map, turn.orders, over);
        QList<TurnOrders> given = turn.orders;
        const TurnResolution usedUp = resolveTurn(rules, turn.map, std::move(given), over);
        QVERIFY(given.isEmpty());
        QCOMPARE(usedUp.units.size(), lent.units.size());
        QCOMPARE(usedUp.units.size(), turn.orders.size() + 1); // the standing unit too
        for (qsizetype i = 0; i < lent.units.size(); ++i) {
            const ResolvedUnit &a = usedUp.units[i];
            const ResolvedUnit &b = lent.units[i];
            QCOMPARE(a.name, b.name);
            QCOMPARE(a.end, b.end);
            QCOMPARE(a.ordersUsed, b.ordersUsed);
            QCOMPARE(a.removed, b.removed);
            QCOMPARE(a.plan.steps.size(), b.plan.steps.size());
            for (qsizetype k = 0; k < a.plan.steps.size(); ++k) {
                QCOMPARE(a.plan.steps[k].order, b.plan.steps[k].order);
                QCOMPARE(a.plan.steps[k].status, b.plan.steps[k].status);
                QCOMPARE(a.plan.steps[k].reason, b.plan.steps[k].reason);
            }
            QCOMPARE(a.events.size(), b.events.size());
        }
        QCOMPARE(usedUp.decisions.size(), lent.decisions.size());
        for (qsizetype i = 0; i < lent.decisions.size(); ++i)
            QCOMPARE(usedUp.decisions[i].chosen, lent.decisions[i].chosen);
        QCOMPARE(usedUp.battles.size(), lent.battles.size());
        QCOMPARE(usedUp.moveOrder, lent.moveOrder);
    }

    // tabletop-inches §3.1: charging units move first, then the others, each unit completing
    // its move before the next (§3.4: no moving through another unit).
    void declaredOrderChargersFirst()
    {
        const Turn t = turnOf(
            "tabletop-inches", "open",
            {{"Pikes", "Red", {2, 2}, "e e", 0, {{"unit-type", "heavy-foot"}, {"mode", "move"}}},
             {"Knights",
              "Blue",
              {6, 2},
              "w w",
              0,
              {{"unit-type", "heavy-foot"}, {"mode", "charge"}}}});
        const TurnResolution r = resolve(t);
        QCOMPARE(unit(r, "Knights").end, at(t.map, 4, 2));
        QCOMPARE(unit(r, "Pikes").end, at(t.map, 3, 2));
    }

    // The property: units far apart resolve exactly as `move` evaluates each alone, whatever
    // the sequencing kind.
    void unitsThatNeverMeetMoveAsAlone_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("terrain");
        QTest::addColumn<QString>("profileKey");
        QTest::addColumn<QString>("profileValue");
        QTest::newRow("simultaneous") << "strategic-commanders"
                                      << "open"
                                      << ""
                                      << "";
        QTest::newRow("alternating") << "battle-federations"
                                     << "open"
                                     << ""
                                     << "";
        QTest::newRow("encounters") << "pbm-strategic"
                                    << "plains"
                                    << ""
                                    << "";
        QTest::newRow("in-order") << "tabletop-inches"
                                  << "open"
                                  << "unit-type"
                                  << "heavy-foot";
        // pbm-strategic §1: characters ordered to a destination hex (within 6 of their block's
        // centre, so that none reaches another block), with armies in the other blocks.
        QTest::newRow("characters") << "pbm-strategic"
                                    << "plains"
                                    << "mover"
                                    << "character";
    }
    void unitsThatNeverMeetMoveAsAlone()
    {
        QFETCH(QString, id);
        QFETCH(QString, terrain);
        QFETCH(QString, profileKey);
        QFETCH(QString, profileValue);
        const auto ruleset = testutil::bundled(id);
        HexMap map = testutil::mapFor(*ruleset, 120, 40, terrain);
        QRandomGenerator rng(20261201);
        const QStringList dirs{"e", "w", "ne", "nw", "se", "sw"};
        QList<TurnOrders> orders;
        // Each unit in its own 20×20 block, at most 6 steps from its block's centre.
        for (int bx = 0; bx < 6; ++bx) {
            for (int by = 0; by < 2; ++by) {
                TurnOrders o;
                o.name = QString("Unit %1").arg(bx * 2 + by + 1);
                o.side = by == 0 ? "A" : "B";
                o.figures = int(rng.bounded(1, 30));
                o.start = at(map, bx * 20 + 10, by * 20 + 10);
                QStringList text;
                for (int k = 0; k < 6; ++k)
                    text << dirs[int(rng.bounded(6))];
                o.orders
                    = parseOrders(text.join(' '), map.grid().orientation, ruleset->turns.holdTokens)
                          .tokens;
                // Characters (every other block): one destination order, a hex within 6.
                const bool character = profileKey == "mover" && by == 1;
                if (!profileKey.isEmpty() && (profileKey != "mover" || character))
                    o.profile.insert(profileKey, profileValue);
                if (character) {
                    const Hex to = at(map, bx * 20 + 10 + int(rng.bounded(-3, 4)),
                                      by * 20 + 10 + int(rng.bounded(-3, 4)));
                    o.orders = {OrderToken{map.label(to), 1, false, -1, to}};
                }
                orders << o;
            }
        }
        const MovementRules rules(ruleset);
        const TurnResolution r = resolveTurn(rules, map, orders);
        QVERIFY(r.conflicts.isEmpty());
        QVERIFY(r.decisions.isEmpty());
        for (int i = 0; i < orders.size(); ++i) {
            PlanContext ctx;
            ctx.side = orders[i].side;
            const PlanResult alone = evaluateOrders(rules, map, orders[i].start, orders[i].orders,
                                                    orders[i].profile, ctx);
            QCOMPARE(r.units[i].end, alone.end);
            QCOMPARE(r.units[i].plan.total, alone.total);
            QCOMPARE(r.units[i].plan.steps.size(), alone.steps.size());
            for (int s = 0; s < alone.steps.size(); ++s) {
                QCOMPARE(r.units[i].plan.steps[s].status, alone.steps[s].status);
                QCOMPARE(r.units[i].plan.steps[s].to, alone.steps[s].to);
            }
        }
    }

    void turnOrdersFromPlansTakeTheUnitsSideAndFigures()
    {
        const auto ruleset = testutil::bundled("strategic-commanders");
        HexMap map = testutil::mapFor(*ruleset, 8, 4, "open");
        map.units() << MapUnit{"Aragorn", "West", at(map, 2, 2), {}, 7};
        map.plans() << MovementPlan{"plan", "Aragorn", at(map, 2, 2), {"e", "e"}, {}}
                    << MovementPlan{"bad", "", at(map, 1, 1), {"up"}, {}};
        QStringList errors;
        const QList<TurnOrders> o = turnOrdersFromPlans(*ruleset, map, &errors);
        QCOMPARE(o.size(), 1);
        QCOMPARE(o[0].side, QString("West"));
        QCOMPARE(o[0].figures, 7);
        QCOMPARE(o[0].orders.size(), 2);
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors[0].contains("bad"));
    }

    // Issue 29 (probe9 finding 1): a plan is its unit's orders. One naming no unit moved a
    // phantom army, a second plan made the unit contest a hex with itself, a start away from
    // the unit teleported it. Each is refused, named, and left out of the turn.
    void plansThatAreNoArmysOrdersAreRefused_data()
    {
        QTest::addColumn<QList<MovementPlan>>("plans");
        QTest::addColumn<QStringList>("errors");
        QTest::addColumn<QStringList>("moving");
        // Aragorn stands in 2,2 and Boromir in 5,1 (the map labels "col,row").
        const QStringList ee{"e", "e"};
        QTest::newRow("phantom") << QList<MovementPlan>{{"p", "Nobody", {}, ee, {}}}
                                 << QStringList{"plans[0].unit: \"Nobody\" is no unit of the map"}
                                 << QStringList{};
        QTest::newRow("two plans for one unit")
            << QList<MovementPlan>{{"p", "Aragorn", {}, ee, {}}, {"q", "Aragorn", {}, ee, {}}}
            << QStringList{"plans[1]: \"Aragorn\" already moves by plans[0]: one plan an army"}
            << QStringList{"Aragorn"};
        QTest::newRow("start away from the unit")
            << QList<MovementPlan>{{"p", "Aragorn", {0, 1}, ee, {}}}
            << QStringList{"plans[0].start: 0,1 is not where its unit \"Aragorn\" stands (2,2)"}
            << QStringList{};
        QTest::newRow("no unit, a unit's name")
            << QList<MovementPlan>{{"Boromir", "", {}, ee, {}}}
            << QStringList{"plans[0]: the plan has no unit, but its name \"Boromir\" is a unit's: "
                           "give it \"unit\": \"Boromir\""}
            << QStringList{};
        QTest::newRow("two unit-less plans of one name")
            << QList<MovementPlan>{{"Scout", "", {}, ee, {}}, {"Scout", "", {}, ee, {}}}
            << QStringList{"plans[1]: \"Scout\" already moves by plans[0]: one plan an army"}
            << QStringList{"Scout"};
        // probe13 Q02: a plan without a unit moves as an army of its name (a unit of the map
        // after the turn): the name follows a unit's rules.
        QTest::newRow("no unit, a name with a line break")
            << QList<MovementPlan>{{"A\nB", "", {}, ee, {}}}
            << QStringList{"plans[0].name: a name on an orders line cannot hold \"|\", a line "
                           "break or another control character"}
            << QStringList{};
        QTest::newRow("no unit, 257 characters")
            << QList<MovementPlan>{{QString(257, 'x'), "", {}, ee, {}}}
            << QStringList{"plans[0].name: the text has 257 characters; a unit's name or side "
                           "holds at most 256"}
            << QStringList{};
        QTest::newRow("no unit, nothing visible")
            << QList<MovementPlan>{{QString(QChar(0x200d)), "", {}, ee, {}}}
            << QStringList{"plans[0].name: the name has no visible character"} << QStringList{};
        // probe16 Q03: names that read alike are two armies or two plans to the program and
        // one to the eye (U+0410 is the Cyrillic А).
        QTest::newRow("no unit, a look-alike of a unit's name")
            << QList<MovementPlan>{{"aragorn", "", {}, ee, {}},
                                   {QString::fromUtf8("\u0410ragorn"), "", {}, ee, {}}}
            << QStringList{"plans[0].name: \"aragorn\" reads as \"Aragorn\", a unit's name, but "
                           "is written otherwise: give the plan a name that reads differently, "
                           "or \"unit\": \"Aragorn\"",
                           QString::fromUtf8("plans[1].name: \"\u0410ragorn\" reads as "
                                             "\"Aragorn\", a unit's name, but is written "
                                             "otherwise: give the plan a name that reads "
                                             "differently, or \"unit\": \"Aragorn\"")}
            << QStringList{};
        QTest::newRow("two plans of one name")
            << QList<MovementPlan>{{"P", "Aragorn", {}, ee, {}}, {"P", "Boromir", {}, ee, {}}}
            << QStringList{"plans[1].name: \"P\" is already the name of plans[0]: give each "
                           "plan a name of its own"}
            << QStringList{"Aragorn"};
        QTest::newRow("two plans whose names read alike")
            << QList<MovementPlan>{{"Raid", "", {}, ee, {}}, {"RAID", "", {}, ee, {}}}
            << QStringList{"plans[1].name: \"RAID\" reads as \"Raid\", the name of plans[0], "
                           "but is written otherwise: give the two plans names that read "
                           "differently"}
            << QStringList{"Raid"};
        QTest::newRow("a unit's plan may have any name")
            << QList<MovementPlan>{{"A\nB", "Aragorn", {}, ee, {}}} << QStringList{}
            << QStringList{"Aragorn"};
        QTest::newRow("both right")
            << QList<MovementPlan>{{"p", "Aragorn", {}, ee, {}}, {"Scout", "", {}, ee, {}}}
            << QStringList{} << QStringList{"Aragorn", "Scout"};
    }

    void plansThatAreNoArmysOrdersAreRefused()
    {
        QFETCH(QList<MovementPlan>, plans);
        QFETCH(QStringList, errors);
        QFETCH(QStringList, moving);
        const auto ruleset = testutil::bundled("strategic-commanders");
        HexMap map = testutil::mapFor(*ruleset, 8, 4, "open");
        map.units() << MapUnit{"Aragorn", "West", at(map, 2, 2), {}, 7}
                    << MapUnit{"Boromir", "East", at(map, 5, 1), {}, 3};
        for (MovementPlan &p : plans) {
            // An unset start is its unit's hex (or 1,3 for a plan without one).
            if (p.start == Hex{})
                p.start = p.unit == "Aragorn" ? at(map, 2, 2) : at(map, 1, 3);
            else
                p.start = at(map, p.start.q, p.start.r);
        }
        map.plans() = plans;
        QStringList got;
        const QList<TurnOrders> o = turnOrdersFromPlans(*ruleset, map, &got);
        QCOMPARE(got, errors);
        QCOMPARE(planUnitProblems(map), errors);
        QStringList names;
        for (const TurnOrders &t : o)
            names << t.name;
        QCOMPARE(names, moving);
    }
    /// A side's picture keeps only some units of the map after the turn (its own and those in
    /// sight) and makes no map unit of the others: the same units in the same order as the
    /// whole map after the turn filtered, a name given twice and an overrun unit included.
    void theMapAfterTheTurnKeepsOnlyTheUnitsAsked()
    {
        const auto ruleset = testutil::bundled("strategic-commanders");
        HexMap map = testutil::mapFor(*ruleset, 8, 4, "open");
        map.units() << MapUnit{"Standing", "East", at(map, 1, 1), {}, 4}
                    << MapUnit{"Mover", "East", at(map, 2, 1), {}, 5}
                    << MapUnit{"Victim", "West", at(map, 3, 1), {}, 2};
        const auto resolved = [&](const QString &name, const QString &side, QPoint end) {
            ResolvedUnit u;
            u.name = name;
            u.side = side;
            u.end = at(map, end.x(), end.y());
            return u;
        };
        TurnResolution r;
        r.units << resolved("Mover", "East", {6, 1})  // on the map: moves out of sight
                << resolved("North", "West", {1, 2})  // new, West
                << resolved("Twice", "East", {2, 2})  // new, in sight where it first ended
                << resolved("South", "East", {7, 3})  // new, out of sight
                << resolved("Twice", "East", {7, 0})  // the same name: ends out of sight
                << resolved("Raider", "East", {3, 1}) // overruns Victim
                << resolved("Lost", "West", {0, 3});  // overrun itself
        r.units[5].events << TurnEvent{"overran", at(map, 3, 1), 0, {}, "Victim"};
        r.units[6].removed = true;
        const auto keep = [&](const MapUnit &u) {
            return u.side == "West" || map.grid().toOffset(u.hex).col < 4; // West sees cols 0-3
        };
        HexMap whole = mapAfterTurn(map, {}, r);
        whole.units().removeIf([&](const MapUnit &u) { return !keep(u); });
        const HexMap kept = mapAfterTurn(map, {}, r, keep);
        QStringList names;
        for (const MapUnit &u : kept.units())
            names << u.name;
        QCOMPARE(names, (QStringList{"Standing", "North", "Raider"}));
        QCOMPARE(kept.units(), whole.units());
    }
};

QTEST_GUILESS_MAIN(TestTurnResolver)
#include "tst_turnresolver.moc"
