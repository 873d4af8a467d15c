// The map after a resolved turn (movement/turnapply.h): what `resolve --write-map` and the app's
// Apply to Map write. Each plan must start where its unit ended, whether the turn's orders came
// from the plans or from an orders file (probe17 R07: an orders file left the plan at the old
// hex, and `check` and the next `resolve` refused the written map).
#include "movement/turnapply.h"
#include "movement/turnordersfile.h"
#include "movement/turnresolver.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;
using testutil::at;

class TestTurnApply : public QObject
{
    Q_OBJECT

private slots:
    void plansStartWhereTheirUnitsEnded_data()
    {
        QTest::addColumn<QString>("ordersFile"); // empty: the map's plans are the orders
        QTest::addColumn<QString>("aragornEnds");
        QTest::addColumn<QStringList>("plans"); // each plan: "NAME START ORDERS"
        // Aragorn stands in 2,2 with plan P (e, e), Gimli in 2,3 with plan G (w); the labels
        // are "col,row", the map pointy-top and open: e is the next column, w the one before.
        QTest::newRow("the plans' orders") << QString() << "4,2" << QStringList{"P 4,2 ", "G 1,3 "};
        // The file's orders were the turn's: P did not happen, it stays empty at the unit's
        // end hex. Gimli, not in the file, stood: G is untouched.
        QTest::newRow("a file moves Aragorn") << "Aragorn | | | e\n"
                                              << "3,2" << QStringList{"P 3,2 ", "G 2,3 w"};
        QTest::newRow("a file gives Aragorn no order") << "Aragorn | | |\n"
                                                       << "2,2" << QStringList{"P 2,2 ", "G 2,3 w"};
        QTest::newRow("a file moves both") << "Aragorn | | | e, e, e\nGimli | | | e\n"
                                           << "5,2" << QStringList{"P 5,2 ", "G 3,3 "};
    }

    void plansStartWhereTheirUnitsEnded()
    {
        QFETCH(QString, ordersFile);
        QFETCH(QString, aragornEnds);
        QFETCH(QStringList, plans);
        const auto ruleset = testutil::bundled("strategic-commanders");
        const MovementRules rules(ruleset);
        HexMap map = testutil::mapFor(*ruleset, 8, 5, "open");
        map.units() << MapUnit{"Aragorn", "West", at(map, 2, 2), {}, 10}
                    << MapUnit{"Gimli", "West", at(map, 2, 3), {}, 10};
        map.plans() << MovementPlan{"P", "Aragorn", at(map, 2, 2), {"e", "e"}, {}}
                    << MovementPlan{"G", "Gimli", at(map, 2, 3), {"w"}, {}};
        QList<TurnOrders> orders;
        if (ordersFile.isEmpty()) {
            QStringList errors;
            orders = turnOrdersFromPlans(*ruleset, map, &errors);
            QCOMPARE(errors, QStringList());
        } else {
            const TurnOrdersFile file = readTurnOrders(rules, map, ordersFile);
            QVERIFY(file.errors.isEmpty());
            orders = file.orders;
        }
        const TurnResolution r = resolveTurn(rules, map, orders);
        QCOMPARE(r.refused, QString());
        const HexMap after = mapAfterTurn(map, orders, r);
        QCOMPARE(after.label(after.units()[0].hex), aragornEnds);
        QStringList got;
        for (const MovementPlan &p : after.plans())
            got << p.name + ' ' + after.label(p.start) + ' ' + p.orders.join(", ");
        QCOMPARE(got, plans);
        // What `check` and the next `resolve` ask of the plans.
        QCOMPARE(planUnitProblems(after), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestTurnApply)
#include "tst_turnapply.moc"
