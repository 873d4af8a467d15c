// Where movement pauses (end of a period, a turn or battle round, the order list): the rules
// that forbid stopping apply at each pause; periods of one turn; a failed step costs nothing.
#include "movement/planevaluator.h"
#include "support/plantestutil.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;

namespace {
using testutil::runOrders;
using testutil::statuses;

QString repeat(const QString &order, int n)
{
    QStringList l;
    for (int i = 0; i < n; ++i)
        l << order;
    return l.join(QStringLiteral(", "));
}

const UnitProfile kSplit{
    {"sight", "dark-seeing"}, {"period", "split"}, {"passage-of-lines", "yes"}};
} // namespace

class TestMovementPauses : public QObject
{
    Q_OBJECT
private slots:
    // Rule: no stopping on a friend's co-ordinate, also where a battle round ends mid-list.
    void friendsHexAtRoundEnd()
    {
        const auto battle = testutil::bundled("battle-federations");
        HexMap map = testutil::mapFor(*battle, 6, 1, "open");
        map.units() << MapUnit{"Federation 2", "A", testutil::at(map, 3, 0), {}, 20};
        // Infantry, 6 SP, open ground 2: the third step uses the round's last points.
        const UnitProfile infantry{{"troop-type", "infantry"}};
        for (const QString &orders : {QStringLiteral("e, e, e"), QStringLiteral("e, e, e, e")}) {
            const PlanResult p
                = runOrders(battle, map, testutil::at(map, 0, 0), orders, infantry, "A");
            QCOMPARE(p.steps[2].status, StepStatus::Blocked);
            QCOMPARE(p.steps[2].reason->ruleId, QString("pass-friends"));
            QCOMPARE(p.end, testutil::at(map, 2, 0));
            QCOMPARE(p.total, 4);
            QCOMPARE(p.executed, 2);
        }
        const PlanResult four
            = runOrders(battle, map, testutil::at(map, 0, 0), "e, e, e, e", infantry, "A");
        QCOMPARE(statuses(four), (QStringList{"ok", "ok", "blocked", "not-executed"}));
    }

    // Rule: passing friends mid-round stays allowed.
    void friendsPassedWithinARound()
    {
        const auto battle = testutil::bundled("battle-federations");
        HexMap map = testutil::mapFor(*battle, 6, 1, "open");
        map.units() << MapUnit{"Federation 2", "A", testutil::at(map, 1, 0), {}, 20};
        const PlanResult p = runOrders(battle, map, testutil::at(map, 0, 0), "e, e, e, e",
                                       {{"troop-type", "infantry"}}, "A");
        QCOMPARE(statuses(p), (QStringList{"ok", "ok", "ok", "ok"}));
        QCOMPARE(p.steps[3].turn, 2);
    }

    // Rule: the day half of a split move may not end on an ally it passes through.
    void splitMoversDayHalfNotOnAlly()
    {
        const auto strategic = testutil::bundled("strategic-commanders");
        HexMap map = testutil::mapFor(*strategic, 10, 1, "open");
        map.units() << MapUnit{"Ally", "west", testutil::at(map, 6, 0), {}, 30};
        // Half of 12 move points per period, 1 a hex: the sixth step ends the day half.
        const PlanResult p
            = runOrders(strategic, map, testutil::at(map, 0, 0), repeat("e", 8), kSplit, "west");
        QCOMPARE(statuses(p), (QStringList{"ok", "ok", "ok", "ok", "ok", "blocked", "not-executed",
                                           "not-executed"}));
        QCOMPARE(p.steps[5].reason->ruleId, QString("passage-of-lines"));
        QCOMPARE(p.end, testutil::at(map, 5, 0));
        QCOMPARE(p.total, 5);
    }

    // Rule: a split move makes its two halves in the day and the night of the same turn.
    void splitMoveHalvesInOneTurn()
    {
        const auto strategic = testutil::bundled("strategic-commanders");
        const HexMap map = testutil::mapFor(*strategic, 20, 1, "open");
        const PlanResult p
            = runOrders(strategic, map, testutil::at(map, 0, 0), repeat("e", 13), kSplit, "west");
        QCOMPARE(p.executed, 13);
        QCOMPARE(p.steps[5].turn, 1);
        QCOMPARE(p.steps[5].period(), QString("day"));
        QCOMPARE(p.steps[6].turn, 1);
        QCOMPARE(p.steps[6].period(), QString("night"));
        QCOMPARE(p.steps[11].period(), QString("night"));
        QCOMPARE(p.steps[12].turn, 2);
        QCOMPARE(p.steps[12].period(), QString("day"));
        // A night mover moves in the night only: its whole move, then the next turn.
        const PlanResult night = runOrders(strategic, map, testutil::at(map, 0, 0), repeat("e", 13),
                                           {{"sight", "dark-seeing"}, {"period", "night"}}, "west");
        QCOMPARE(night.steps[11].period(), QString("night"));
        QCOMPARE(night.steps[11].turn, 1);
        QCOMPARE(night.steps[12].turn, 2);
    }

    // Rule: a failed step costs nothing and whatever follows it is not executed.
    void failedStepCostsNothing()
    {
        const auto strategic = testutil::bundled("strategic-commanders");
        HexMap map = testutil::mapFor(*strategic, 6, 1, "open");
        map.units() << MapUnit{"Other commander", "west", testutil::at(map, 2, 0), {}, 30};
        const PlanResult p
            = runOrders(strategic, map, testutil::at(map, 0, 0), "e, e, e, e", {}, "west");
        QCOMPARE(statuses(p), (QStringList{"ok", "blocked", "not-executed", "not-executed"}));
        QVERIFY(!p.steps[1].cost.has_value());
        QCOMPARE(p.steps[1].total, 1);
        QCOMPARE(p.total, 1);
        // Two friends in a row, stopping on neither: only the first step taken back is blocked.
        const auto battle = testutil::bundled("battle-federations");
        HexMap field = testutil::mapFor(*battle, 6, 1, "open");
        field.units() << MapUnit{"Federation 2", "A", testutil::at(field, 1, 0), {}, 20}
                      << MapUnit{"Federation 3", "A", testutil::at(field, 2, 0), {}, 20};
        const PlanResult back = runOrders(battle, field, testutil::at(field, 0, 0), "e, e",
                                          {{"troop-type", "infantry"}}, "A");
        QCOMPARE(statuses(back), (QStringList{"blocked", "not-executed"}));
        QCOMPARE(back.steps[0].total, 0);
        QCOMPARE(back.steps[1].total, 0);
        QVERIFY(!back.steps[1].cost.has_value());
    }
};

QTEST_GUILESS_MAIN(TestMovementPauses)
#include "tst_movementpauses.moc"
