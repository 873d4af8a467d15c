// strategic-commanders §1.3/§1.4 in the turn resolver: one commander per hex at any time, and
// no moving through another commander's hex — except, in the advanced game, through a
// stationary allied force (passage of lines), which may be passed mid-period but not stopped
// on: at a pause (the end of the order list here) the mover stops in the hex before.
//
// "Mover" (West) orders east from 2,2 by day (12 MP, 1 MP an open hex); "Holder" stands still
// on 4,2 (no orders: a stationary force).
#include "movement/turnresolver.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;
using testutil::at;

namespace {
TurnResolution resolve(const QString &orders, const QString &holderSide, bool passageOfLines,
                       HexMap *mapOut = nullptr)
{
    const auto ruleset = testutil::bundled("strategic-commanders");
    HexMap map = testutil::mapFor(*ruleset, 8, 5, "open");
    map.units() << MapUnit{"Holder", holderSide, at(map, 4, 2), {}, 10};
    TurnOrders mover;
    mover.name = "Mover";
    mover.side = "West";
    mover.figures = 10;
    mover.start = at(map, 2, 2);
    mover.profile = {{"period", "day"}, {"passage-of-lines", passageOfLines ? "yes" : "no"}};
    mover.orders = parseOrders(orders, map.grid().orientation, ruleset->turns.holdTokens).tokens;
    if (mapOut)
        *mapOut = map;
    return resolveTurn(MovementRules(ruleset), map, {mover});
}
} // namespace

class TestCommanderPassage : public QObject
{
    Q_OBJECT
private slots:
    void passingThroughAndStopping_data()
    {
        QTest::addColumn<QString>("orders");
        QTest::addColumn<QString>("holderSide");
        QTest::addColumn<bool>("passage");
        QTest::addColumn<QPoint>("end");
        QTest::addColumn<QString>("blockedBy"); // the rule of the first blocked step, if any
        // §1.3: the step into 4,2 is not allowed; Mover stays on 3,2 after one step.
        QTest::newRow("basic game: no moving through")
            << "e e e"
            << "West" << false << QPoint(3, 2) << "one-commander";
        // §1.4: through the stationary ally mid-period, on to 5,2 (3 MP).
        QTest::newRow("passage of lines: through an ally") << "e e e"
                                                           << "West" << true << QPoint(5, 2) << "";
        // §1.4: but not stopping on it: the order list ends on 4,2, so it stops on 3,2.
        QTest::newRow("passage of lines: not stopping on it")
            << "e e"
            << "West" << true << QPoint(3, 2) << "passage-of-lines";
        // §1.4 speaks of allied forces only.
        QTest::newRow("passage of lines: not through an enemy")
            << "e e e"
            << "East" << true << QPoint(3, 2) << "one-commander";
    }
    void passingThroughAndStopping()
    {
        QFETCH(QString, orders);
        QFETCH(QString, holderSide);
        QFETCH(bool, passage);
        QFETCH(QPoint, end);
        QFETCH(QString, blockedBy);
        HexMap map;
        const TurnResolution r = resolve(orders, holderSide, passage, &map);
        const ResolvedUnit &mover = r.units.at(0);
        QCOMPARE(map.label(mover.end), map.label(at(map, end.x(), end.y())));
        QString firstBlocked;
        for (const PlannedStep &s : mover.plan.steps) {
            if (s.status == StepStatus::Blocked && s.reason) {
                firstBlocked = s.reason->ruleId;
                break;
            }
        }
        QCOMPARE(firstBlocked, blockedBy);
        // Holder never moves; nothing is contested (only one force moves).
        QVERIFY(r.conflicts.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCommanderPassage)
#include "tst_commanderpassage.moc"
