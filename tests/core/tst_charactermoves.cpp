// pbm-strategic §1 (characters, docs/rules/pbm-strategic.md §1.1–§1.8): a character is ordered to a
// destination hex, not along directions. The destination is within 12 hexes and not a sea hex; what
// lies between does not matter (across the sea); a character in a sea hex cannot move so; it meets
// nobody on its way and is met by nobody passing, only where a move ends; a character that joined
// an army moves with it. The rule is the ruleset's data ("destinations", character-move), not C++
// that names the ruleset.
//
// The map (hand-made): 20 columns × 8 rows of plains, labels "CCRR" (column and row from 1),
// pointy-top, so that along a row the distance is the difference of the columns. Columns 6 to
// 10 ("06RR"…"10RR") are sea on every row: a strait no army can cross (Seas/Coast is "no" in
// every column of both cost tables). Gandalf (Free) starts in 0304, on the west shore.
#include "movement/destinationmoves.h"
#include "movement/planevaluator.h"
#include "movement/turnordersfile.h"
#include "movement/turnreport.h"
#include "movement/turnresolver.h"
#include "support/rulesettestutil.h"

#include <QTest>
#include <QTextStream>

using namespace hexstride;

namespace {
struct Strait
{
    std::shared_ptr<const Ruleset> ruleset = testutil::bundled("pbm-strategic");
    HexMap map
        = mapForRuleset(*ruleset, {20, 8, {}, LabelScheme::Numeric}, QStringLiteral("plains"));
    MovementRules rules{ruleset};

    Strait()
    {
        for (int col = 5; col <= 9; ++col) {
            for (int row = 0; row < 8; ++row)
                testutil::setTerrain(map, map.grid().toHex({col, row}), "sea");
        }
    }
    Hex hex(const QString &label) const { return *map.parseLabel(label); }
    TurnOrders unit(const QString &name, const QString &side, const QString &start,
                    const QString &orders, const UnitProfile &profile, int figures = 0) const
    {
        TurnOrders o;
        o.name = name;
        o.side = side;
        o.figures = figures;
        o.start = hex(start);
        o.profile = profile;
        const ParsedOrders parsed = parseUnitOrders(orders, *ruleset, map, profile);
        if (!parsed.error.isEmpty())
            qFatal("%s", qPrintable(parsed.error));
        o.orders = parsed.tokens;
        return o;
    }
    TurnOrders character(const QString &name, const QString &side, const QString &start,
                         const QString &orders) const
    {
        return unit(name, side, start, orders, {{"mover", "character"}});
    }
    PlanResult move(const TurnOrders &o) const
    {
        PlanContext ctx;
        ctx.side = o.side;
        return evaluateOrders(rules, map, o.start, o.orders, o.profile, ctx);
    }
    TurnResolution resolve(const QList<TurnOrders> &orders) const
    {
        return resolveTurn(rules, map, orders);
    }
};

QStringList events(const ResolvedUnit &u)
{
    QStringList out;
    for (const TurnEvent &e : u.events)
        out << e.kind + ":" + e.other;
    return out;
}

const UnitProfile kArmy{{"mover", "army"}};
} // namespace

class TestCharacterMoves : public QObject
{
    Q_OBJECT
private slots:
    // §1.1, §1.5: 0304 → 1304 is 10 hexes along row 4, across the strait (columns 6–10 are sea).
    // The character goes there in one step that costs nothing; an army could not take one step into
    // the sea.
    void destinationAcrossTheSea()
    {
        Strait s;
        const TurnOrders gandalf = s.character("Gandalf", "Free", "0304", "1304");
        QCOMPARE(gandalf.orders.size(), 1);
        QCOMPARE(gandalf.orders[0].destination, std::optional<Hex>(s.hex("1304")));
        const PlanResult plan = s.move(gandalf);
        QCOMPARE(plan.end, s.hex("1304"));
        QCOMPARE(plan.steps.size(), 1);
        QCOMPARE(plan.steps[0].status, StepStatus::Ok);
        QCOMPARE(plan.steps[0].cost, std::optional<int>(0));
        QCOMPARE(plan.steps[0].explain().constLast().kind, TraceItem::Kind::Destination);
        QCOMPARE(plan.steps[0].explain().constLast().ruleId, QString("character-move"));

        const TurnResolution r = s.resolve({gandalf});
        QCOMPARE(r.units[0].end, s.hex("1304"));

        // The same hexes for an army: the first step east of 0504 is the sea, "no".
        const PlanResult army = s.move(s.unit("North", "Free", "0504", "e", kArmy, 1200));
        QCOMPARE(army.steps[0].status, StepStatus::Blocked);
        QCOMPARE(army.end, s.hex("0504"));
    }

    // §1.4, §1.6: Watch (Shadow, 400 troops) stands in 1304. Gandalf arrives there and the two
    // meet; nobody is asked to force past or overrun anybody (the character's move ends there).
    void destinationHoldingAnEnemyArmy()
    {
        Strait s;
        const TurnOrders gandalf = s.character("Gandalf", "Free", "0304", "1304");
        const TurnOrders watch = s.unit("Watch", "Shadow", "1304", "", kArmy, 400);
        const TurnResolution r = s.resolve({gandalf, watch});
        QCOMPARE(r.units[0].end, s.hex("1304"));
        QCOMPARE(r.units[1].end, s.hex("1304"));
        QVERIFY(r.decisions.isEmpty());
        QCOMPARE(events(r.units[0]), QStringList{"met:Watch"});
        QCOMPARE(events(r.units[1]), QStringList{"met:Gandalf"});
    }

    // §1.4, §1.6: on its way a character meets nobody: Watch in 1304 stands between 0304 and 1504
    // (12 hexes), and Gandalf passes it unmet. An army that goes on through a character's hex
    // does not meet it either: North (1200 troops, "e e" = 3 + 3 MP of plains) passes Saruman
    // (Shadow) in 1204 and ends in 1304, with no force-past asked.
    void nobodyIsMetOnTheWay()
    {
        Strait s;
        const TurnOrders gandalf = s.character("Gandalf", "Free", "0304", "1504");
        const TurnOrders watch = s.unit("Watch", "Shadow", "1304", "", kArmy, 400);
        TurnResolution r = s.resolve({gandalf, watch});
        QCOMPARE(r.units[0].end, s.hex("1504"));
        QVERIFY(r.units[0].events.isEmpty());
        QVERIFY(r.units[1].events.isEmpty());

        const TurnOrders north = s.unit("North", "Free", "1104", "e e", kArmy, 1200);
        const TurnOrders saruman = s.character("Saruman", "Shadow", "1204", "");
        r = s.resolve({north, saruman});
        QCOMPARE(r.units[0].end, s.hex("1304"));
        QVERIFY(r.decisions.isEmpty());
        QVERIFY(r.units[0].events.isEmpty());
        QVERIFY(r.units[1].events.isEmpty());
    }

    // §1.1: the destination may not be a sea hex (0804 is in the strait): the order fails and
    // the character stays in 0304.
    void seaDestinationRefused()
    {
        Strait s;
        const PlanResult plan = s.move(s.character("Gandalf", "Free", "0304", "0804"));
        QCOMPARE(plan.steps[0].status, StepStatus::Blocked);
        QCOMPARE(plan.end, s.hex("0304"));
        QVERIFY(formatTraceItem(*plan.steps[0].reason, "en").contains("sea"));
    }

    // §1.2: a character in a sea hex (0804) cannot move this way, even to land 5 hexes off.
    void characterAtSeaRefused()
    {
        Strait s;
        const PlanResult plan = s.move(s.character("Gandalf", "Free", "0804", "1304"));
        QCOMPARE(plan.steps[0].status, StepStatus::Blocked);
        QCOMPARE(plan.end, s.hex("0804"));
        QVERIFY(formatTraceItem(*plan.steps[0].reason, "en").contains("start from sea"));
    }

    // §1.1: 0304 → 1504 is 12 hexes (allowed, above); 0304 → 1604 is 13: refused.
    void beyondTwelveHexesRefused()
    {
        Strait s;
        QCOMPARE(s.move(s.character("Gandalf", "Free", "0304", "1504")).end, s.hex("1504"));
        const PlanResult plan = s.move(s.character("Gandalf", "Free", "0304", "1604"));
        QCOMPARE(plan.steps[0].status, StepStatus::Blocked);
        QCOMPARE(plan.end, s.hex("0304"));
        QVERIFY(formatTraceItem(*plan.steps[0].reason, "en").contains("13 hexes away"));
    }

    // §1.3, §1.7 (and §6.5 for the overrun): Aragorn has joined North in 1204; North goes "e e" (3
    // + 3 MP) to 1404, and Aragorn ends there with it. Overrun with its army, the character falls
    // with it.
    void joinedCharacterMovesWithItsArmy()
    {
        Strait s;
        TurnOrders aragorn = s.character("Aragorn", "Free", "1204", "");
        aragorn.joins = "North";
        const TurnOrders north = s.unit("North", "Free", "1204", "e e", kArmy, 1200);
        TurnResolution r = s.resolve({aragorn, north});
        QCOMPARE(r.units[1].end, s.hex("1404"));
        QCOMPARE(r.units[0].end, s.hex("1404"));
        QVERIFY(!r.units[0].removed);
        // The report says it moved with its army, not that it stood without orders.
        QCOMPARE(r.units[0].joined, QString("North"));
        QString text;
        QTextStream out(&text);
        writeResolutionText(out, s.map, r, "en", std::nullopt);
        out.flush();
        QVERIFY2(text.startsWith("Aragorn (Free): 1204 → 1404 with North, whose army it joined\n"),
                 qPrintable(text));

        // Mordor (3000 troops) goes "w w w" (9 MP) from 1404 through 1304 and 1204, where
        // North (1200) stands with Aragorn and tries to stop it leaving; the referee has Mordor
        // overrun North (the larger army may): Aragorn falls with it, and Mordor ends in 1104.
        TurnOrders standing = north;
        standing.orders.clear();
        const TurnOrders mordor = s.unit("Mordor", "Shadow", "1404", "w w w", kArmy, 3000);
        TurnChoices overrun;
        overrun.decisions.insert("force-past:1204:Mordor:North", "overrun");
        r = resolveTurn(s.rules, s.map, {mordor, aragorn, standing}, overrun);
        QCOMPARE(r.units[0].end, s.hex("1104"));
        QVERIFY(r.units[2].removed);
        QVERIFY(r.units[1].removed);
    }

    // §1.5, §1.7 in the orders file: "Gandalf | | mover=character | 1304" is a destination order;
    // the same for an army is an error that names its line; joins= goes with no orders, to an army
    // in the same hex.
    void ordersFileLines()
    {
        Strait s;
        s.map.units() << MapUnit{"Gandalf", "Free", s.hex("0304"), {{"mover", "character"}}, 0}
                      << MapUnit{"North", "Free", s.hex("1204"), {}, 1200}
                      << MapUnit{"Aragorn", "Free", s.hex("1204"), {{"mover", "character"}}, 0}
                      << MapUnit{"Frodo", "Free", s.hex("0304"), {{"mover", "character"}}, 0};
        const TurnOrdersFile f = readTurnOrders(s.rules, s.map,
                                                "Gandalf | | | 1304\n"
                                                "North | | | 1404\n"
                                                "Aragorn | | joins=North | \n"
                                                "Frodo | | joins=North | \n");
        QCOMPARE(f.orders.size(), 2);
        QCOMPARE(f.orders[0].orders[0].destination, std::optional<Hex>(s.hex("1304")));
        QCOMPARE(f.orders[1].joins, QString("North"));
        QCOMPARE(f.errors.size(), 2);
        QCOMPARE(f.errors[0].line, 2);
        QVERIFY(f.errors[0].message.contains("\"1404\" is a destination order"));
        QCOMPARE(f.errors[1].line, 4);
        QVERIFY(f.errors[1].message.contains("stands in 1204, not in 0304"));
        // Direction orders read as before.
        const TurnOrdersFile d = readTurnOrders(s.rules, s.map, "North | | | e, e\n");
        QVERIFY(d.errors.isEmpty());
        QCOMPARE(d.orders[0].orders.size(), 2);
        QVERIFY(!d.orders[0].orders[0].destination);
        QCOMPARE(d.orders[0].orders[0].text, QString("e"));
    }

    // Issue 29 (probe9 finding 21): joins= to a unit that itself joins another was accepted: two
    // characters joining each other both "travelled with" the other and neither moved. Each
    // such line is an error naming the other line; the army's own line stands.
    void joiningAJoinerIsAnError()
    {
        Strait s;
        s.map.units() << MapUnit{"North", "Free", s.hex("1204"), {}, 1200}
                      << MapUnit{"Aragorn", "Free", s.hex("1204"), {{"mover", "character"}}, 0}
                      << MapUnit{"Frodo", "Free", s.hex("1204"), {{"mover", "character"}}, 0}
                      << MapUnit{"Sam", "Free", s.hex("1204"), {{"mover", "character"}}, 0};
        const TurnOrdersFile f = readTurnOrders(s.rules, s.map,
                                                "North | | | e\n"
                                                "Aragorn | | joins=Frodo | \n"
                                                "Frodo | | joins=Sam | \n"
                                                "Sam | | joins=Frodo | \n");
        QCOMPARE(f.orders.size(), 1);
        QCOMPARE(f.orders[0].name, QString("North"));
        QCOMPARE(f.errors.size(), 3);
        QCOMPARE(f.errors[0].line, 2);
        QCOMPARE(f.errors[0].message, QString("Aragorn: joins=Frodo: Frodo joins Sam itself (line "
                                              "3); a unit joins an army that moves on its own"));
        QCOMPARE(f.errors[1].line, 3);
        QCOMPARE(f.errors[1].message, QString("Frodo: joins=Sam: Sam joins Frodo itself (line 4); "
                                              "a unit joins an army that moves on its own"));
        QCOMPARE(f.errors[2].line, 4);
        QCOMPARE(f.errors[2].message, QString("Sam: joins=Frodo: Frodo joins Sam itself (line 3); "
                                              "a unit joins an army that moves on its own"));
    }

    // probe16 Q02: joins= to an army of another side was taken, and the unit rode inside the
    // army it then fought. An army is one side's: a friendly side's army is refused too, and
    // so is a new army of another side; the line of the same side stands.
    void joiningAnArmyOfAnotherSideIsAnError()
    {
        Strait s;
        s.map.sides().setRelation("Free", "Elves", SideRelation::Friendly);
        s.map.sides().setRelation("Elves", "Free", SideRelation::Friendly);
        s.map.units() << MapUnit{"North", "Free", s.hex("1204"), {}, 1200}
                      << MapUnit{"Boromir", "Shadow", s.hex("1204"), {}, 300}
                      << MapUnit{"Lorien", "Elves", s.hex("1204"), {}, 300}
                      << MapUnit{"Gimli", "Free", s.hex("1204"), {{"mover", "character"}}, 0}
                      << MapUnit{"Legolas", "Free", s.hex("1204"), {{"mover", "character"}}, 0}
                      << MapUnit{"Aragorn", "Free", s.hex("1204"), {{"mover", "character"}}, 0};
        const TurnOrdersFile f = readTurnOrders(s.rules, s.map,
                                                "Gimli | | joins=Boromir |\n"
                                                "Legolas | | joins=Lorien |\n"
                                                "Raider | 1204 | side=Shadow joins=North |\n"
                                                "Aragorn | | joins=North |\n");
        QCOMPARE(f.orders.size(), 1);
        QCOMPARE(f.orders[0].name, QString("Aragorn"));
        QCOMPARE(f.errors.size(), 3);
        QCOMPARE(f.errors[0].line, 1);
        QCOMPARE(f.errors[0].message,
                 QString("Gimli: joins=Boromir: Boromir is an army of another side"));
        QCOMPARE(f.errors[1].line, 2);
        QCOMPARE(f.errors[1].message,
                 QString("Legolas: joins=Lorien: Lorien is an army of another side"));
        QCOMPARE(f.errors[2].line, 3);
        QCOMPARE(f.errors[2].message,
                 QString("Raider: joins=North: North is an army of another side"));
    }

    // The resolver keeps the same rule for orders it is given by other means: a Shadow
    // character whose joins= names the Free army North stays where it stands.
    void theResolverJoinsNoArmyOfAnotherSide()
    {
        Strait s;
        TurnOrders spy = s.character("Spy", "Shadow", "1204", "");
        spy.joins = "North";
        const TurnOrders north = s.unit("North", "Free", "1204", "e e", kArmy, 1200);
        const TurnResolution r = s.resolve({spy, north});
        QCOMPARE(r.units[1].end, s.hex("1404"));
        QCOMPARE(r.units[0].end, s.hex("1204"));
        QCOMPARE(r.units[0].joined, QString());
    }
};

QTEST_GUILESS_MAIN(TestCharacterMoves)
#include "tst_charactermoves.moc"
