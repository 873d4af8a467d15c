// strategic-commanders: scale and periods, one commander per hex, passage of lines (and
// unformed forces on contact), and the contested-hex examples of the text.
#include "movement/contest.h"
#include "movement/planevaluator.h"
#include "support/plantestutil.h"
#include "support/rulesettestutil.h"

#include <QRandomGenerator>
#include <QTest>
#include <numeric>

using namespace hexstride;

namespace {
std::shared_ptr<const Ruleset> strategic()
{
    static const auto r = testutil::bundled("strategic-commanders");
    return r;
}

PlanResult run(const HexMap &map, Hex start, const QString &orders, const UnitProfile &profile)
{
    return testutil::runOrders(strategic(), map, start, orders, profile, "west");
}
using testutil::statuses;
} // namespace

class TestStrategicRules : public QObject
{
    Q_OBJECT
private slots:
    void scaleAndPeriods()
    {
        const auto r = strategic();
        QCOMPARE(r->scale.unit, QString("mile"));
        QCOMPARE(r->scale.perHex, 6.0);
        QStringList periods, halves;
        for (const auto &p : r->turns.periods)
            (p.parent.isEmpty() ? periods : halves) << p.label.en;
        QCOMPARE(periods, (QStringList{"Day", "Night"}));
        QCOMPARE(halves, (QStringList{"Morning", "Afternoon", "Evening", "Night"}));
    }

    void lightSightedAndDarkSeeing()
    {
        MovementRules rules(strategic());
        const HexMap map = testutil::mapFor(*strategic(), 3, 1, "open");
        QVERIFY(!rules.checkProfile({{"sight", "light-sighted"}, {"period", "split"}}).isEmpty());
        QVERIFY(rules.checkProfile({{"sight", "dark-seeing"}, {"period", "night"}}).isEmpty());
        QCOMPARE(rules.model(map, {{"sight", "dark-seeing"}, {"period", "split"}})->allowance(), 6);
        QCOMPARE(rules.model(map, {{"sight", "dark-seeing"}, {"period", "night"}})->allowance(),
                 12);
    }

    void oneCommanderPerHex()
    {
        HexMap map = testutil::mapFor(*strategic(), 5, 1, "open");
        map.units() << MapUnit{"Ally", "west", testutil::at(map, 1, 0), {}, 30};
        const PlanResult p = run(map, testutil::at(map, 0, 0), "e e", {});
        QCOMPARE(statuses(p), (QStringList{"blocked", "not-executed"}));
        QCOMPARE(p.steps[0].reason->ruleId, QString("one-commander"));
    }

    void passageOfLines()
    {
        HexMap map = testutil::mapFor(*strategic(), 5, 2, "open");
        map.units() << MapUnit{"Ally", "west", testutil::at(map, 1, 0), {}, 30};
        const UnitProfile advanced{{"passage-of-lines", "yes"}};
        const PlanResult through = run(map, testutil::at(map, 0, 0), "e e", advanced);
        QCOMPARE(statuses(through), (QStringList{"ok", "ok"}));
        QCOMPARE(through.finalProfile.value("formed"), QString("yes"));
        const PlanResult stop = run(map, testutil::at(map, 0, 0), "e", advanced);
        QCOMPARE(statuses(stop), QStringList{"blocked"});
        QCOMPARE(stop.steps[0].reason->ruleId, QString("passage-of-lines"));
        // An enemy next to the ally's hex: contact during the passage, the force is unformed.
        map.units() << MapUnit{"Foe", "east", testutil::at(map, 1, 1), {}, 30};
        const PlanResult contact = run(map, testutil::at(map, 0, 0), "e e", advanced);
        QCOMPARE(contact.steps[0].explain().last().ruleId, QString("contact-in-passage"));
        QCOMPARE(contact.finalProfile.value("formed"), QString("no"));
        // §1.5: both forces become unformed, the stationary ally too.
        QCOMPARE(contact.otherUnitChanges.keys(), QStringList{"Ally"});
        QCOMPARE(contact.otherUnitChanges.value("Ally").value("formed"), QString("no"));
        QVERIFY(through.otherUnitChanges.isEmpty());
    }

    void passageOfLinesOnlyThroughStationaryAllies_data()
    {
        QTest::addColumn<QStringList>("allyOrders");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QString>("rule");
        // §1.4: through a stationary ally's hex, not stopping there; an ally with a move planned
        // is not stationary, and §1.3: no passing through another commander's hex.
        QTest::newRow("no plan: stationary")
            << QStringList{} << QStringList{"ok", "ok"} << QString();
        QTest::newRow("holding: stationary")
            << QStringList{"h"} << QStringList{"ok", "ok"} << QString();
        QTest::newRow("moving ally") << QStringList{"ne"} << QStringList{"blocked", "not-executed"}
                                     << QString("one-commander");
        QTest::newRow("moving after a hold")
            << QStringList{"h", "e"} << QStringList{"blocked", "not-executed"}
            << QString("one-commander");
    }
    void passageOfLinesOnlyThroughStationaryAllies()
    {
        QFETCH(QStringList, allyOrders);
        QFETCH(QStringList, expected);
        QFETCH(QString, rule);
        HexMap map = testutil::mapFor(*strategic(), 5, 2, "open");
        const Hex allyHex = testutil::at(map, 1, 0);
        map.units() << MapUnit{"Ally", "west", allyHex, {}, 30};
        if (!allyOrders.isEmpty())
            map.plans() << MovementPlan{"ally's plan", "Ally", allyHex, allyOrders, {}};
        // A plan of some other unit says nothing about the ally.
        map.plans() << MovementPlan{"other", "Someone else", testutil::at(map, 3, 1), {"w"}, {}};
        const PlanResult p
            = run(map, testutil::at(map, 0, 0), "e e", {{"passage-of-lines", "yes"}});
        QCOMPARE(statuses(p), expected);
        if (!rule.isEmpty())
            QCOMPARE(p.steps[0].reason->ruleId, rule);
    }

    void contestedHexes_data()
    {
        QTest::addColumn<QList<int>>("figures");
        QTest::addColumn<QList<int>>("remaining");
        QTest::addColumn<QList<int>>("daily");
        QTest::addColumn<int>("winner");
        QTest::addColumn<int>("decidedBy");
        // §3.1: fewer troop figures first
        QTest::newRow("fewer figures")
            << QList<int>{12, 8} << QList<int>{1, 5} << QList<int>{10, 10} << 1 << 0;
        // §3.1: on equal figures, more move points left
        QTest::newRow("then more MP remaining")
            << QList<int>{8, 8} << QList<int>{3, 5} << QList<int>{10, 10} << 1 << 1;
        // §3.1: then more daily move points
        QTest::newRow("then more daily MP")
            << QList<int>{8, 8} << QList<int>{5, 5} << QList<int>{12, 10} << 0 << 2;
        // §3.1: then dice (no seed: reported)
        QTest::newRow("tie for the dice")
            << QList<int>{8, 8} << QList<int>{5, 5} << QList<int>{10, 10} << -1 << -1;
        QTest::newRow("three forces")
            << QList<int>{8, 8, 9} << QList<int>{2, 4, 9} << QList<int>{1, 1, 1} << 1 << 1;
    }
    void contestedHexes()
    {
        QFETCH(QList<int>, figures);
        QFETCH(QList<int>, remaining);
        QFETCH(QList<int>, daily);
        QFETCH(int, winner);
        QFETCH(int, decidedBy);
        QList<Contender> cs;
        for (int i = 0; i < figures.size(); ++i)
            cs << Contender{QString::number(i), figures[i], remaining[i], daily[i]};
        const ContestOutcome o = resolveContest(*strategic()->contest, cs);
        QCOMPARE(o.winner, winner);
        QCOMPARE(o.decidedBy, decidedBy);
        if (winner < 0)
            QCOMPARE(o.tied, (QList<int>{0, 1}));
    }

    void diceWithSeedAreReproducible()
    {
        const QList<Contender> cs{{"a", 8, 5, 10}, {"b", 8, 5, 10}};
        const ContestOutcome first = resolveContest(*strategic()->contest, cs, 7u);
        QVERIFY(first.winner == 0 || first.winner == 1);
        QCOMPARE(first.decidedBy, 3);
        for (int i = 0; i < 5; ++i)
            QCOMPARE(resolveContest(*strategic()->contest, cs, 7u).winner, first.winner);
        // Both outcomes happen over seeds: it is a roll, not a rule.
        QSet<int> seen;
        for (quint32 seed = 0; seed < 64; ++seed)
            seen.insert(resolveContest(*strategic()->contest, cs, seed).winner);
        QCOMPARE(seen.size(), 2);
    }

    void aContestAmongSomeContendersIgnoresTheOthers()
    {
        // The turn resolver settles a hex again without the forces stopped elsewhere: only those
        // named take part, and the outcome names contenders by their place in the whole list.
        const QList<Contender> cs{
            {"a", 4, 1, 1}, {"b", 12, 5, 10}, {"c", 8, 5, 10}, {"d", 8, 7, 10}};
        const ContestRule &rule = *strategic()->contest;
        QCOMPARE(resolveContest(rule, cs).winner, 0); // "a" has the fewest figures
        const QList<int> withoutA{1, 2, 3};
        const ContestOutcome o = resolveContestAmong(rule, cs, withoutA);
        QCOMPARE(o.winner, 3); // "c" and "d" tie on figures; "d" has more MP left
        QCOMPARE(o.decidedBy, 1);
        const QList<int> bAndC{1, 2};
        QCOMPARE(resolveContestAmong(rule, cs, bAndC).winner, 2);
        const QList<int> cTwice{2, 2};
        QCOMPARE(resolveContestAmong(rule, cs, cTwice).tied, (QList<int>{2, 2}));
        const QList<int> onlyB{1};
        QCOMPARE(resolveContestAmong(rule, cs, onlyB).winner, 1);
    }

    void winnerMovingOnFreesTheHex()
    {
        // §3.2: a winner that moves on (cavalry) leaves the hex to the loser.
        const QList<Contender> cs{{"infantry", 12, 2, 8}, {"cavalry", 6, 9, 16}};
        QCOMPARE(occupantAfterContest(*strategic()->contest, cs, {false, false}), 1);
        QCOMPARE(occupantAfterContest(*strategic()->contest, cs, {false, true}), 0);
        // A rule without that note keeps the hex for the winner's move only.
        ContestRule strict = *strategic()->contest;
        strict.winnerFreesHexOnMovingOn = false;
        QCOMPARE(occupantAfterContest(strict, cs, {false, true}), 1);
    }

    // The turn's line of forces into one hex, worked out by hand: "a" has the fewest figures;
    // "d" and "e" tie on everything; then "d" (when "e" is taken) beats "c" on MP left; "c"
    // beats "b" on figures; "b" is alone.
    void contestLineTakesThemInTheRulesOrder()
    {
        const QList<Contender> cs{
            {"a", 4, 1, 1}, {"b", 12, 5, 10}, {"c", 8, 5, 10}, {"d", 8, 7, 10}, {"e", 8, 7, 10}};
        ContestLine line(*strategic()->contest, cs);
        const auto front = [&] {
            const ContestLine::Front f = line.front();
            return QString("%1 %2 %3").arg(f.winner).arg(f.decidedBy).arg(f.tied);
        };
        QCOMPARE(line.left(), 5);
        QCOMPARE(front(), QString("0 0 0"));
        line.take(0);
        QCOMPARE(front(), QString("-1 -1 2"));
        QCOMPARE(line.tied(), (QList<int>{3, 4}));
        QCOMPARE(line.tiedAt(0), 3);
        QCOMPARE(line.tiedAt(1), 4);
        const qsizetype tie = line.tieId();
        line.take(4); // the dice chose "e"
        QCOMPARE(front(), QString("3 1 0"));
        QCOMPARE(line.tieId(), tie); // still the tie's group, one left
        line.take(3);
        QCOMPARE(front(), QString("2 0 0"));
        line.take(2);
        QCOMPARE(front(), QString("1 -1 0"));
        line.take(1);
        QCOMPARE(line.left(), 0);
    }

    // The line gives what the rule applied again to all those left gives (resolveContestAmong,
    // the way contests were settled before), on random forces with few values so that they tie
    // often, whichever of a tie is taken.
    void contestLineAgreesWithTheRuleAppliedAgain()
    {
        QRandomGenerator rng(29);
        const ContestRule &rule = *strategic()->contest;
        for (int round = 0; round < 300; ++round) {
            QList<Contender> cs;
            const int n = int(rng.bounded(1, 40));
            for (int i = 0; i < n; ++i)
                cs << Contender{QString::number(i), int(rng.bounded(1, 4)), int(rng.bounded(0, 3)),
                                int(rng.bounded(1, 3))};
            ContestLine line(rule, cs);
            QList<int> left(n);
            std::iota(left.begin(), left.end(), 0);
            while (!left.isEmpty()) {
                const ContestOutcome o = resolveContestAmong(rule, cs, left);
                const ContestLine::Front f = line.front();
                QCOMPARE(line.left(), left.size());
                QCOMPARE(f.winner, o.winner);
                QCOMPARE(f.decidedBy, o.decidedBy);
                QCOMPARE(f.tied, o.tied.size());
                if (f.tied > 0)
                    QCOMPARE(line.tied(), o.tied);
                for (qsizetype k = 0; k < f.tied; ++k)
                    QCOMPARE(line.tiedAt(k), o.tied[k]);
                const int w
                    = o.winner >= 0 ? o.winner : o.tied[int(rng.bounded(int(o.tied.size())))];
                line.take(w);
                left.removeOne(w);
            }
            QCOMPARE(line.left(), 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestStrategicRules)
#include "tst_strategicrules.moc"
