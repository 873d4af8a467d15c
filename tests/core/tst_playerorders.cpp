// A player's orders file as the planner reads and writes it (issue 28): each line the plan of an
// army of the map, written back with this turn's orders, options only where they differ.
#include "io/playerorders.h"
#include "movement/movementrules.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;
using testutil::at;

namespace {
/// A 12 × 6 pbm-strategic plains map (labels "col,row"): two Free armies and a Shadow one.
HexMap armiesMap(const Ruleset &ruleset)
{
    HexMap map = testutil::mapFor(ruleset, 12, 6, "plains");
    map.units() << MapUnit{"Riders", "Free", at(map, 1, 1), {{"troops", "cavalry"}}, 600}
                << MapUnit{"Watch", "Shadow", at(map, 3, 4), {}, 400}
                << MapUnit{"Host", "Free", at(map, 1, 3), {}, 900};
    return map;
}

OrdersHeader freeHeader()
{
    OrdersHeader h;
    h.player = "Elrond";
    h.side = "Free";
    h.turn = 3;
    h.map = "map.hexmap";
    return h;
}

const QString kHeader = "# Hexstride orders 1\n# player: Elrond\n# side: Free\n# turn: 3\n"
                        "# map: map.hexmap\n";
} // namespace

class TestPlayerOrders : public QObject
{
    Q_OBJECT
private slots:
    // Host (mixed, fed) plans six steps east on plains at 3 MP each with 12 MP a turn: four fit
    // the first turn (12 MP), the last two are next turn's, so the line gives "e, e, e, e".
    // Riders plans unfed: the army is cavalry and fed by default, so only fed=no is written.
    // The Shadow army is not the player's: no line.
    void writesEveryArmyOfTheSide()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        const MovementRules rules(ruleset);
        HexMap map = armiesMap(*ruleset);
        map.plans() << MovementPlan{"Host's march",
                                    "Host",
                                    at(map, 1, 3),
                                    {"e", "e", "e", "e", "e", "e"},
                                    {}}
                    << MovementPlan{"Riders",
                                    "Riders",
                                    at(map, 1, 1),
                                    {"se", "h"},
                                    {{"troops", "cavalry"}, {"fed", "no"}}};
        const PlayerOrdersText out = playerOrdersText(rules, map, freeHeader());
        QCOMPARE(out.error, QString());
        QCOMPARE(out.armies, 2);
        QCOMPARE(out.text, kHeader
                               + "Riders | | fed=no | se, h\n"
                                 "Host | | | e, e, e, e\n");
    }

    void anArmyWithoutAPlanHasEmptyOrders()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        const HexMap map = armiesMap(*ruleset);
        const PlayerOrdersText out = playerOrdersText(MovementRules(ruleset), map, freeHeader());
        QCOMPARE(out.text, kHeader + "Riders | | |\nHost | | |\n");
    }

    // A campaign player with some of the side's armies writes only those; a plan that starts
    // off its army's hex is refused where the header names a campaign (it would be refused when
    // the referee takes the file in).
    void aCampaignPlayersFormLimitsTheLines()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        const MovementRules rules(ruleset);
        HexMap map = armiesMap(*ruleset);
        QCOMPARE(playerOrdersText(rules, map, freeHeader(), {"Host"}).text,
                 kHeader + "Host | | |\n");
        OrdersHeader campaign = freeHeader();
        campaign.campaign = "c0ffee";
        map.plans() << MovementPlan{"Riders", "Riders", at(map, 2, 1), {"se"}, {}};
        const PlayerOrdersText out = playerOrdersText(rules, map, campaign);
        QCOMPARE(out.text, QString());
        QCOMPARE(out.error, QString("The plan of \"Riders\" starts in 2,1, but the army stands in "
                                    "1,1: in a campaign an army's orders start where it stands."));
    }

    // What was written reads back as the same plans (a start off the army's hex included).
    void readsBackWhatItWrote()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        const MovementRules rules(ruleset);
        HexMap map = armiesMap(*ruleset);
        map.plans() << MovementPlan{"Riders",
                                    "Riders",
                                    at(map, 2, 1),
                                    {"se", "h"},
                                    ruleset->withDefaults({{"troops", "cavalry"}, {"fed", "no"}})};
        const QString text = playerOrdersText(rules, map, freeHeader()).text;
        QCOMPARE(text, kHeader + "Riders | 2,1 | fed=no | se, h\nHost | | |\n");
        const PlayerOrdersRead read = readPlayerOrders(rules, map, text, "orders.txt");
        QCOMPARE(read.errors, QStringList());
        QCOMPARE(read.header, std::optional<OrdersHeader>(freeHeader()));
        QCOMPARE(read.plans.size(), 2);
        QCOMPARE(read.plans[0], map.plans()[0]);
        QCOMPARE(read.plans[1].unit, QString("Host"));
        QCOMPARE(read.plans[1].start, at(map, 1, 3));
        QVERIFY(read.plans[1].orders.isEmpty());
    }

    void badFilesReadNothing_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown army")
            << kHeader + "Riders | | | e\nRidders of Rohan | | | e\n"
            << "orders.txt:7: Ridders of Rohan: no unit of the map has this name (did you mean "
               "\"Riders\"?)";
        QTest::newRow("an army of its own")
            << "Riders | | | e\nOrcs | 2,2 | side=Free | e\n"
            << "orders.txt:2: Orcs: no unit of the map has this name (did you mean \"Watch\"?)";
        QTest::newRow("another side's army")
            << kHeader + "Watch | | | e\n"
            << "orders.txt:6: Watch: an army of Shadow, not of Free (the side of this file)";
        QTest::newRow("map in a folder") << "# Hexstride orders 1\n# map: ../map.hexmap\n"
                                         << "orders.txt:2: map: \"../map.hexmap\" is not a file "
                                            "name; the map must be a file in the orders file's "
                                            "folder";
        QTest::newRow("newer header") << "# Hexstride orders 2\nRiders | | | e\n"
                                      << "orders.txt:1: orders header version 2: this Hexstride "
                                         "reads version 1";
    }
    void badFilesReadNothing()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        const auto ruleset = testutil::bundled("pbm-strategic");
        const PlayerOrdersRead read
            = readPlayerOrders(MovementRules(ruleset), armiesMap(*ruleset), text, "orders.txt");
        QCOMPARE(read.errors, QStringList{error});
        QVERIFY(read.plans.isEmpty());
    }

    void aNameTheLineCannotHoldIsRefused()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        HexMap map = armiesMap(*ruleset);
        map.units()[0].name = "Riders | of Rohan";
        const PlayerOrdersText out = playerOrdersText(MovementRules(ruleset), map, freeHeader());
        QVERIFY(out.text.isEmpty());
        QVERIFY2(out.error.contains("Riders | of Rohan"), qPrintable(out.error));
    }
};

QTEST_GUILESS_MAIN(TestPlayerOrders)
#include "tst_playerorders.moc"
