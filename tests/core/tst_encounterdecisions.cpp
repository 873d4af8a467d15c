// pbm-strategic's encounter decisions (docs/rules/pbm-strategic.md §6.2, §6.5, §6.7): evasion,
// forcing past or overrunning, and stand-and-defend are moments the text gives no odds for, so
// the resolver reports each as a decision and applies the referee's answer; without one, the
// normal outcome (stopped). Which of them apply is ruleset data (encounterEvade,
// encounterDefend).
//
// "North" (side Free, 1200 troops) moves east along row 2 of plains from 2,2. A mixed army has
// 12 MP and pays 3 MP a plains hex, 6 MP moving evasively (doubled).
#include "movement/planevaluator.h"
#include "movement/turnordersfile.h"
#include "movement/turnreport.h"
#include "movement/turnresolver.h"
#include "movement/turntexts.h"
#include "rules/rulesetwriter.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;
using testutil::at;

namespace {
struct Turn
{
    std::shared_ptr<const Ruleset> ruleset = testutil::bundled("pbm-strategic");
    HexMap map = testutil::mapFor(*ruleset, 8, 5, "plains");
    TurnOrders north;

    explicit Turn(const QString &orders, const UnitProfile &profile = {})
    {
        north.name = "North";
        north.side = "Free";
        north.figures = 1200;
        north.start = at(map, 2, 2);
        north.profile = profile;
        north.orders
            = parseOrders(orders, map.grid().orientation, ruleset->turns.holdTokens).tokens;
    }
    TurnResolution resolve(const QMap<QString, QString> &answers = {},
                           const QList<TurnOrders> &others = {}) const
    {
        TurnChoices c;
        c.decisions = answers;
        return resolveTurn(MovementRules(ruleset), map, QList<TurnOrders>{north} + others, c);
    }
    /// A unit of the map given orders too (after North's, so it stands while North moves).
    TurnOrders ordersOf(const QString &name, const QString &orders,
                        const UnitProfile &extra = {}) const
    {
        TurnOrders o;
        for (const MapUnit &u : map.units()) {
            if (u.name == name) {
                o.name = u.name;
                o.side = u.side;
                o.figures = u.figures;
                o.start = u.hex;
                o.profile = u.profile;
            }
        }
        for (auto it = extra.cbegin(); it != extra.cend(); ++it)
            o.profile.insert(it.key(), it.value());
        o.orders = parseOrders(orders, map.grid().orientation, ruleset->turns.holdTokens).tokens;
        return o;
    }
    void editSequence(const QString &key, const QJsonValue &value)
    {
        const RulesetLoadResult r = editRuleset(*ruleset, "turns.sequence." + key, value);
        if (!r.ruleset)
            qFatal("%s", qPrintable(r.error));
        ruleset = std::make_shared<const Ruleset>(*r.ruleset);
    }
};

QStringList kinds(const TurnResolution &r)
{
    QStringList out;
    for (const TurnDecision &d : r.decisions)
        out << d.kind + "=" + d.chosen;
    return out;
}

const UnitProfile kEvasive{{"evasive", "yes"}};
/// `each` Free armies at 2,2 step e while `each` Shadow armies stand at (column, 2): why the
/// turn was refused, or nothing.
QString crowdRefusal(int each, int column)
{
    Turn t("e");
    QList<TurnOrders> movers;
    for (int i = 0; i < each; ++i) {
        t.map.units() << MapUnit{QString("S%1").arg(i), "Shadow", at(t.map, column, 2), {}, 100};
        TurnOrders o = t.north;
        o.name = QString("F%1").arg(i);
        o.figures = 100;
        movers << o;
    }
    return resolveTurn(MovementRules(t.ruleset), t.map, movers, TurnChoices{}).refused;
}
} // namespace

class TestEncounterDecisions : public QObject
{
    Q_OBJECT
private slots:
    // probe16 Q09: armies crowded in one place meet every other one (4,000 armies: 4 million
    // meetings, 43 s and 1.1 GB). 600 Free armies at 2,2 each step e into 3,2, where 600 Shadow
    // armies stand: each mover meets the 600 (and is stopped): 360,000 meetings, more than
    // 250,000 + 4 × 1,200 = 254,800. The turn is refused naming the hex; one army fewer on each
    // side than the bound allows is resolved.
    void aCrowdMeetingTooOftenIsRefused_data()
    {
        QTest::addColumn<int>("each");
        QTest::addColumn<QString>("refused");
        QTest::newRow("600 and 600")
            << 600
            << "too many armies meet in 3,2: the turn's armies would meet more than 254800 times "
               "(250000, and 4 more for each of its 1200 armies); the turn is not resolved";
        // 500 × 500 = 250,000 meetings: within 250,000 + 4 × 1,000.
        QTest::newRow("500 and 500") << 500 << QString();
        // 502 × 502 = 252,004 meetings: past 250,000, within 250,000 + 4 × 1,004 = 254,016.
        QTest::newRow("502 and 502") << 502 << QString();
    }
    void aCrowdMeetingTooOftenIsRefused()
    {
        QFETCH(int, each);
        QFETCH(QString, refused);
        QCOMPARE(crowdRefusal(each, 3), refused);
    }

    // The meetings of armies that start together count too: 600 Free armies leave 2,2 where 600
    // Shadow armies stand, each meeting the 600 there (startTogetherStops): 360,000 meetings,
    // more than 254,800, and none in 3,2 (the Shadow armies stand).
    void aCrowdLeavingItsStartHexIsRefused()
    {
        QCOMPARE(crowdRefusal(600, 2),
                 QString("too many armies meet in 2,2: the turn's armies would meet more than "
                         "254800 times (250000, and 4 more for each of its 1200 armies); the turn "
                         "is not resolved"));
    }

    // A force-past decision does not hold its id: the resolution makes it when asked, with the
    // map's own labels. On a numeric map 3,2 (col 3, row 2 counted from 0) is "0403" (col + 1,
    // row + 1, two digits each); answered by that id, North forces past Watch and goes on to 4,2.
    void decisionIdsMadeWhenAskedWithTheMapsLabels()
    {
        Turn t("e e");
        t.map = mapForRuleset(*t.ruleset, {8, 5, {}, LabelScheme::Numeric}, "plains");
        t.map.units() << MapUnit{"Watch", "Shadow", at(t.map, 3, 2), {}, 400};
        const TurnResolution plain = t.resolve();
        QCOMPARE(kinds(plain), QStringList{"force-past=stopped"});
        QVERIFY(plain.decisions[0].id.isEmpty()); // not held by each of a big turn's decisions
        QCOMPARE(plain.decisionId(plain.decisions[0]), QString("force-past:0403:North:Watch"));
        const TurnResolution past = t.resolve({{"force-past:0403:North:Watch", "force-past"}});
        QCOMPARE(kinds(past), QStringList{"force-past=force-past"});
        QCOMPARE(past.units[0].end, at(t.map, 4, 2));
    }

    // Two armies stopped in one hex by the same army share the stop's reason (one item, not one
    // each: a big turn stops 82,000 armies). North ("e e" from 2,2) enters 3,2 where Watch
    // stands and is stopped there (its 2nd step blocked); South ("e e e" from 1,2, the same
    // side, moving after it) enters 2,2 then 3,2 and is stopped there by Watch too (its 3rd step
    // blocked). Both reasons read "stopped in 3,2 (Watch)".
    void armiesStoppedAlikeShareTheReason()
    {
        Turn t("e e");
        t.map.units() << MapUnit{"Watch", "Shadow", at(t.map, 3, 2), {}, 400};
        TurnOrders south = t.north;
        south.name = "South";
        south.start = at(t.map, 1, 2);
        south.orders
            = parseOrders("e e e", t.map.grid().orientation, t.ruleset->turns.holdTokens).tokens;
        const TurnResolution r = t.resolve({}, {south});
        QCOMPARE(r.units[0].end, at(t.map, 3, 2));
        QCOMPARE(r.units[1].end, at(t.map, 3, 2));
        const PlannedStep &north = r.units[0].plan.steps[1];
        const PlannedStep &after = r.units[1].plan.steps[2];
        QCOMPARE(north.status, StepStatus::Blocked);
        QCOMPARE(after.status, StepStatus::Blocked);
        QCOMPARE(north.reason->label.in("en"), QString("stopped in 3,2 (Watch)"));
        QCOMPARE(after.reason->label.in("en"), QString("stopped in 3,2 (Watch)"));
        QCOMPARE(&*after.reason, &*north.reason);
    }

    // Two armies stopped in one hex by different armies each keep their own stopper. Watch and
    // Guard (Shadow, map order) stand on 3,2. North ("e e" from 2,2) is asked which tries first
    // (§6.6): answered Guard, which stops it there (force-past: default, stopped). South ("e e e"
    // from 1,2, moving after it) is asked too: left open, Watch (first in map order) tries first
    // and stops it there. North's 2nd step reads "stopped in 3,2 (Guard)", South's 3rd "stopped
    // in 3,2 (Watch)": a stop made by another army in the same hex is not shared.
    void armiesStoppedByDifferentArmiesKeepTheirOwnStopper()
    {
        Turn t("e e");
        t.map.units() << MapUnit{"Watch", "Shadow", at(t.map, 3, 2), {}, 400}
                      << MapUnit{"Guard", "Shadow", at(t.map, 3, 2), {}, 400};
        TurnOrders south = t.north;
        south.name = "South";
        south.start = at(t.map, 1, 2);
        south.orders
            = parseOrders("e e e", t.map.grid().orientation, t.ruleset->turns.holdTokens).tokens;
        const TurnResolution r = t.resolve({{"first-blocker:3,2:North", "Guard"}}, {south});
        QCOMPARE(kinds(r), (QStringList{"first-blocker=Guard", "force-past=stopped",
                                        "first-blocker=", "force-past=stopped"}));
        QCOMPARE(r.units[0].end, at(t.map, 3, 2));
        QCOMPARE(r.units[1].end, at(t.map, 3, 2));
        const PlannedStep &north = r.units[0].plan.steps[1];
        const PlannedStep &after = r.units[1].plan.steps[2];
        QCOMPARE(north.status, StepStatus::Blocked);
        QCOMPARE(after.status, StepStatus::Blocked);
        QCOMPARE(north.reason->label.in("en"), QString("stopped in 3,2 (Guard)"));
        QCOMPARE(after.reason->label.in("en"), QString("stopped in 3,2 (Watch)"));
        QCOMPARE(r.units[0].events.constLast().kind, QString("stopped"));
        QCOMPARE(r.units[0].events.constLast().other, QString("Guard"));
        QCOMPARE(r.units[1].events.constLast().kind, QString("stopped"));
        QCOMPARE(r.units[1].events.constLast().other, QString("Watch"));
    }

    // §6.2: moving evasively ("e e": 6 + 6 = 12 MP) into 3,2 where a hostile army stands, with
    // an order left. Evasion is asked first (stopped), then forcing past (stopped): it ends on
    // 3,2. Evaded, nobody asks it to force past and it goes on to 4,2.
    void evadingAnArmy()
    {
        Turn t("e e", kEvasive);
        t.map.units() << MapUnit{"Watch", "Shadow", at(t.map, 3, 2), {}, 400};
        const TurnResolution plain = t.resolve();
        QCOMPARE(plain.units[0].end, at(t.map, 3, 2));
        QCOMPARE(kinds(plain), (QStringList{"evade=stopped", "force-past=stopped"}));
        QCOMPARE(plain.decisions[0].id, QString("evade:3,2:North:Watch"));
        QCOMPARE(plain.decisions[0].choices, (QStringList{"stopped", "evaded"}));
        QCOMPARE(plain.decisions[0].source, QString("default"));

        const TurnResolution evaded = t.resolve({{"evade:3,2:North:Watch", "evaded"}});
        QCOMPARE(evaded.units[0].end, at(t.map, 4, 2));
        QCOMPARE(kinds(evaded), QStringList{"evade=evaded"});
        QCOMPARE(evaded.units[0].events.constLast().kind, QString("evaded"));
        QCOMPARE(evaded.units[0].events.constLast().other, QString("Watch"));

        // Not moving evasively: no evasion to ask about (12 MP for "e e" at 3 MP a hex).
        Turn open("e e");
        open.map.units() = t.map.units();
        QCOMPARE(kinds(open.resolve()), QStringList{"force-past=stopped"});
    }

    // §6.4 with §6.2: a hostile fortified centre cannot be forced past, only evaded.
    void evadingAFortifiedCentre()
    {
        Turn t("e e", kEvasive);
        testutil::addHexFeature(t.map, at(t.map, 3, 2), "town");
        testutil::addHexFeature(t.map, at(t.map, 3, 2), "fortification");
        t.map.sides().setOwner(at(t.map, 3, 2), "Shadow");
        const TurnResolution plain = t.resolve();
        QCOMPARE(plain.units[0].end, at(t.map, 3, 2));
        QCOMPARE(kinds(plain), QStringList{"evade=stopped"});
        QCOMPARE(plain.decisions[0].id, QString("evade:3,2:North:Shadow"));
        const TurnResolution evaded = t.resolve({{"evade:3,2:North:Shadow", "evaded"}});
        QCOMPARE(evaded.units[0].end, at(t.map, 4, 2));
        // Issue 28 §4: the centre's owner is told of the army it stopped, even with no army
        // of its own anywhere; not of the one that slipped past.
        QCOMPARE(plain.centreStops.size(), 1);
        QCOMPARE(resolutionText(t.map, plain, "en", QString("Shadow")),
                 QString("North (Free) stopped at the centre of Shadow in 3,2\n"));
        QCOMPARE(resolutionJson(t.map, *t.ruleset, plain, "en", QString("Shadow"))["centreStops"]
                     .toArray()
                     .size(),
                 1);
        QVERIFY(evaded.centreStops.isEmpty());
        QVERIFY(resolutionText(t.map, evaded, "en", QString("Shadow")).isEmpty());

        // Evasion is ruleset data: without encounterEvade the centre simply stops it.
        t.editSequence("encounterEvade", QString(""));
        QCOMPARE(t.resolve({{"evade:3,2:North:Shadow", "evaded"}}).units[0].end, at(t.map, 3, 2));
    }

    // §6.7: "Guard" (Shadow) on 4,2 defends "w": the w side of 4,2 and its neighbours nw, sw.
    // North's second step 3,2 → 4,2 crosses it: a decision before the side. Stopped (normal):
    // North stays on 3,2 after one order. Forcing past, it enters 4,2 where Guard stands and
    // is asked again as for any hostile army (§6.3, stopped there). Overrunning the defender
    // removes it, and North goes on to 5,2 (9 MP).
    void standAndDefend()
    {
        Turn t("e e e");
        t.map.units() << MapUnit{"Guard", "Shadow", at(t.map, 4, 2), {{"defend", "w"}}, 300};
        const TurnResolution plain = t.resolve();
        QCOMPARE(plain.units[0].end, at(t.map, 3, 2));
        QCOMPARE(plain.units[0].ordersUsed, 1);
        QCOMPARE(plain.units[0].plan.steps.at(1).status, StepStatus::Blocked);
        QCOMPARE(plain.units[0].plan.steps.at(1).reason->ruleId, QString("defend"));
        QCOMPARE(kinds(plain), QStringList{"defended-side=stopped"});
        QCOMPARE(plain.decisionId(plain.decisions[0]), QString("defended-side:3,2:North:Guard"));
        QVERIFY(turntexts::question(t.map, plain.decisions[0]).contains("1200"));
        QVERIFY(turntexts::question(t.map, plain.decisions[0]).contains("300"));

        const TurnResolution past = t.resolve({{"defended-side:3,2:North:Guard", "force-past"}});
        QCOMPARE(past.units[0].end, at(t.map, 4, 2));
        QCOMPARE(kinds(past), (QStringList{"defended-side=force-past", "force-past=stopped"}));

        const TurnResolution over = t.resolve({{"defended-side:3,2:North:Guard", "overrun"}});
        QCOMPARE(over.units[0].end, at(t.map, 5, 2));
        QCOMPARE(kinds(over), QStringList{"defended-side=overrun"});

        // A side that lets Free pass (both ways) does not defend against it.
        t.map.sides().setRelation("Free", "Shadow", SideRelation::Tolerant);
        t.map.sides().setRelation("Shadow", "Free", SideRelation::Friendly);
        const TurnResolution allied = t.resolve();
        QCOMPARE(allied.units[0].end, at(t.map, 5, 2));
        QVERIFY(allied.decisions.isEmpty());

        // Stand-and-defend is ruleset data: without encounterDefend only the army in the hex
        // stops North (on 4,2).
        Turn without("e e e");
        without.map.units() << t.map.units();
        without.editSequence("encounterDefend", false);
        QCOMPARE(kinds(without.resolve()), QStringList{"force-past=stopped"});
        QCOMPARE(without.resolve().units[0].end, at(t.map, 4, 2));
    }

    // §6.5: only a larger army may overrun ("a smaller army"; overrunSmallerOnly). North
    // (150 troops) enters 3,2 where Watch (350) stands with an order left: forcing past may be
    // decided, overrunning may not; with 351 troops it may. Equal sizes: no overrun.
    void onlyALargerArmyMayOverrun()
    {
        const auto choicesWith = [](int northFigures, int watchFigures, bool ruleOn) {
            Turn t("e e");
            t.north.figures = northFigures;
            t.map.units() << MapUnit{"Watch", "Shadow", at(t.map, 3, 2), {}, watchFigures};
            if (!ruleOn)
                t.editSequence("overrunSmallerOnly", false);
            const TurnResolution r = t.resolve({{"force-past:3,2:North:Watch", "overrun"}});
            return r.decisions.value(0).choices.join(' ') + "=" + r.decisions.value(0).chosen;
        };
        QCOMPARE(choicesWith(150, 350, true), QString("stopped force-past=stopped"));
        QCOMPARE(choicesWith(350, 350, true), QString("stopped force-past=stopped"));
        QCOMPARE(choicesWith(351, 350, true), QString("stopped force-past overrun=overrun"));
        QCOMPARE(choicesWith(150, 350, false), QString("stopped force-past overrun=overrun"));
        // The same for a defender of a side: Guard (300) defends w of 4,2 against North (150).
        Turn d("e e e");
        d.north.figures = 150;
        d.map.units() << MapUnit{"Guard", "Shadow", at(d.map, 4, 2), {{"defend", "w"}}, 300};
        QCOMPARE(d.resolve().decisions.value(0).choices, (QStringList{"stopped", "force-past"}));
    }

    // §6.5 step 2: only an army with movement left tries to leave the hex. A rest (h) after
    // entering an enemy's hex is no attempt to leave: no force-past decision, it ends on 3,2.
    // Moving on after the rest is one.
    void aRestIsNotLeaving()
    {
        Turn rest("e h");
        rest.map.units() << MapUnit{"Watch", "Shadow", at(rest.map, 3, 2), {}, 400};
        const TurnResolution stays = rest.resolve();
        QCOMPARE(stays.units[0].end, at(rest.map, 3, 2));
        QCOMPARE(kinds(stays), QStringList());
        QCOMPARE(stays.units[0].events.value(0).kind, QString("met"));

        Turn onwards("e h e");
        onwards.map.units() = rest.map.units();
        const TurnResolution tries = onwards.resolve();
        QCOMPARE(kinds(tries), QStringList{"force-past=stopped"});
        QCOMPARE(tries.units[0].end, at(rest.map, 3, 2));
    }

    // Issue 35 §3 (our reading of §6.2, "less likely to appear"): Watch (Shadow, resting on
    // 3,2) is slipped past by North moving evasively. Evaded, Watch's side learns nothing of
    // North: no "met" for Watch, no evasion decision in Shadow's report, North's name nowhere
    // in it. Stopped, Watch met North and Shadow is told of both decisions. With
    // evasionTellsObstacle (ruleset data) Watch meets North even when North slips past.
    void anEvaderIsUnseenByTheArmyItSlipsPast()
    {
        Turn t("e e", kEvasive);
        t.map.units() << MapUnit{"Watch", "Shadow", at(t.map, 3, 2), {}, 400};
        const TurnOrders watch = t.ordersOf("Watch", "h");
        const auto metBy = [](const ResolvedUnit &u) {
            QStringList out;
            for (const TurnEvent &e : u.events) {
                if (e.kind == "met")
                    out << e.other;
            }
            return out;
        };
        const TurnResolution evaded = t.resolve({{"evade:3,2:North:Watch", "evaded"}}, {watch});
        QCOMPARE(evaded.units[0].end, at(t.map, 4, 2));
        QCOMPARE(metBy(evaded.units[0]), QStringList{"Watch"}); // North saw Watch
        QCOMPARE(metBy(evaded.units[1]), QStringList());
        const QString shadowText = resolutionText(t.map, evaded, "en", QString("Shadow"));
        QVERIFY2(!shadowText.contains("North"), qPrintable(shadowText));
        const QJsonObject shadowJson
            = resolutionJson(t.map, *t.ruleset, evaded, "en", QString("Shadow"));
        QCOMPARE(shadowJson["decisions"].toArray().size(), 0);
        QVERIFY(!QJsonDocument(shadowJson).toJson().contains("North"));
        // The referee's report and North's side tell all (North's in words, without the id).
        const QString freeText = resolutionText(t.map, evaded, "en", QString("Free"));
        QVERIFY2(freeText.contains("Decision: May North, moving evasively, slip past Watch in "
                                   "3,2? → slips past"),
                 qPrintable(freeText));
        QVERIFY2(!freeText.contains("evade:3,2"), qPrintable(freeText));
        QVERIFY(resolutionText(t.map, evaded, "en", std::nullopt).contains("evade:3,2"));

        const TurnResolution stopped = t.resolve({}, {watch});
        QCOMPARE(stopped.units[0].end, at(t.map, 3, 2));
        QCOMPARE(metBy(stopped.units[1]), QStringList{"North"});
        QCOMPARE(resolutionJson(t.map, *t.ruleset, stopped, "en", QString("Shadow"))["decisions"]
                     .toArray()
                     .size(),
                 2); // evade=stopped, force-past=stopped

        t.editSequence("evasionTellsObstacle", true);
        const TurnResolution told = t.resolve({{"evade:3,2:North:Watch", "evaded"}}, {watch});
        QCOMPARE(told.units[0].end, at(t.map, 4, 2));
        QCOMPARE(metBy(told.units[1]), QStringList{"North"});
        QCOMPARE(resolutionJson(t.map, *t.ruleset, told, "en", QString("Shadow"))["decisions"]
                     .toArray()
                     .size(),
                 1);
    }

    // Issue 35 §2: an option on a unit's orders line is its option for the turn as an obstacle
    // too. Guard (Shadow, 300, on 4,2) has no defend option on the map; its orders line gives
    // defend=w (and a rest). North's "e e e" crosses the w side of 4,2 at its second step: the
    // defended-side decision (stopped) leaves North on 3,2, as with the option on the map.
    // Without the line's option North enters 4,2 and is stopped there by Guard (force-past).
    void optionsOnAnOrdersLineMakeTheObstacle()
    {
        Turn t("e e e");
        t.map.units() << MapUnit{"Guard", "Shadow", at(t.map, 4, 2), {}, 300};
        const TurnResolution defended
            = t.resolve({}, {t.ordersOf("Guard", "h", {{"defend", "w"}})});
        QCOMPARE(kinds(defended), QStringList{"defended-side=stopped"});
        QCOMPARE(defended.units[0].end, at(t.map, 3, 2));
        const TurnResolution open = t.resolve({}, {t.ordersOf("Guard", "h")});
        QCOMPARE(kinds(open), QStringList{"force-past=stopped"});
        QCOMPARE(open.units[0].end, at(t.map, 4, 2));
        // figures= on the line is what the mover meets: Guard at 1300 may not be overrun by
        // North's 1200 (overrunSmallerOnly).
        TurnOrders big = t.ordersOf("Guard", "h");
        big.figures = 1300;
        QCOMPARE(t.resolve({}, {big}).decisions.value(0).choices,
                 (QStringList{"stopped", "force-past"}));
        QCOMPARE(t.resolve({}, {t.ordersOf("Guard", "h")}).decisions.value(0).choices,
                 (QStringList{"stopped", "force-past", "overrun"}));
    }

    // Issue 35 §2: side= may not be given per turn to a unit of the map (it would be one side
    // as a mover and another as an obstacle); repeating the map's side is harmless; an army
    // of its own declares its side.
    void sideOnAnOrdersLineIsAnError()
    {
        Turn t("e");
        t.map.units() << MapUnit{"Guard", "Shadow", at(t.map, 4, 2), {}, 300};
        const MovementRules rules(t.ruleset);
        const TurnOrdersFile changed = readTurnOrders(rules, t.map, "Guard | | side=Free | h\n");
        QCOMPARE(changed.orders.size(), 0);
        QCOMPARE(changed.errors.size(), 1);
        QCOMPARE(changed.errors[0].line, 1);
        QVERIFY2(changed.errors[0].message.contains("side=Free")
                     && changed.errors[0].message.contains("Shadow"),
                 qPrintable(changed.errors[0].message));
        const TurnOrdersFile same = readTurnOrders(rules, t.map, "Guard | | side=Shadow | h\n");
        QCOMPARE(same.errors.size(), 0);
        QCOMPARE(same.orders.value(0).side, QString("Shadow"));
        const TurnOrdersFile own
            = readTurnOrders(rules, t.map, "Raiders | 1,1 | side=Free figures=50 | e\n");
        QCOMPARE(own.errors.size(), 0);
        QCOMPARE(own.orders.value(0).side, QString("Free"));
    }

    // What the planner shows of the same rule (an outside user's walk: a plan out of a hex
    // shared with an enemy showed no warning, then the turn stopped it): the step that leaves
    // 2,2 warns with the rule that may stop it there (hostile-army); a rest first moves the
    // warning to the step that leaves; a friendly army, or the rule switched off, gives none.
    void thePlannerWarnsOfLeavingAHexSharedWithAnEnemy()
    {
        Turn t("e e");
        t.map.units() << MapUnit{"North", "Free", at(t.map, 2, 2), {}, 1200}
                      << MapUnit{"Watch", "Shadow", at(t.map, 2, 2), {}, 400};
        const auto warningsOf = [&](const Turn &turn, const QString &orders) {
            const PlanResult plan = evaluateOrders(
                MovementRules(turn.ruleset), turn.map, at(turn.map, 2, 2),
                parseOrders(orders, turn.map.grid().orientation, turn.ruleset->turns.holdTokens)
                    .tokens,
                {}, PlanContext{"Free", std::nullopt, nullptr});
            QStringList out;
            for (const PlannedStep &s : plan.steps) {
                QStringList ids;
                for (const TraceItem &w : s.warnings())
                    ids << w.ruleId;
                out << ids.join(',');
            }
            return out;
        };
        QCOMPARE(warningsOf(t, "e e"), (QStringList{"hostile-army", ""}));
        QCOMPARE(warningsOf(t, "h e"), (QStringList{"", "hostile-army"}));
        Turn friends("e e");
        friends.map.units() << MapUnit{"North", "Free", at(t.map, 2, 2), {}, 1200}
                            << MapUnit{"Guard", "Free", at(t.map, 2, 2), {}, 400};
        QCOMPARE(warningsOf(friends, "e e"), (QStringList{"", ""}));
        t.editSequence("startTogetherStops", false);
        QCOMPARE(warningsOf(t, "e e"), (QStringList{"", ""}));
    }

    // Issue 35 §4, our reading of §6.6 (startTogetherStops): North starts on 2,2 where Watch
    // (Shadow, 400) stopped it last turn. Its "e e" first leaves 2,2: Watch tries to stop it
    // there (force-past at 2,2, stopped by default): it stays on 2,2, no order executed, the
    // first step blocked. Forcing past it walks on to 4,2 (3 + 3 MP). A rest first ("h e")
    // leaves at its second step. Without the rule it walks out freely.
    void armiesThatStartTogetherMeetOnLeaving()
    {
        Turn t("e e");
        t.map.units() << MapUnit{"Watch", "Shadow", at(t.map, 2, 2), {}, 400};
        const TurnResolution held = t.resolve();
        QCOMPARE(kinds(held), QStringList{"force-past=stopped"});
        QCOMPARE(held.decisionId(held.decisions[0]), QString("force-past:2,2:North:Watch"));
        QCOMPARE(held.units[0].end, at(t.map, 2, 2));
        QCOMPARE(held.units[0].ordersUsed, 0);
        QCOMPARE(held.units[0].plan.steps.at(0).status, StepStatus::Blocked);
        QCOMPARE(held.units[0].plan.steps.at(1).status, StepStatus::NotExecuted);
        // The not-executed step keeps the hexes as ordered: 3,2 → 4,2.
        QCOMPARE(held.units[0].plan.steps.at(1).to, at(t.map, 4, 2));

        const TurnResolution past = t.resolve({{"force-past:2,2:North:Watch", "force-past"}});
        QCOMPARE(past.units[0].end, at(t.map, 4, 2));

        Turn rest("h e");
        rest.map.units() = t.map.units();
        const TurnResolution afterRest = rest.resolve();
        QCOMPARE(kinds(afterRest), QStringList{"force-past=stopped"});
        QCOMPARE(afterRest.units[0].ordersUsed, 1);
        QCOMPARE(afterRest.units[0].end, at(t.map, 2, 2));

        // A friendly army in the start hex does not hold it.
        Turn friends("e e");
        friends.map.units() << MapUnit{"Guard", "Free", at(t.map, 2, 2), {}, 400};
        QCOMPARE(friends.resolve().units[0].end, at(t.map, 4, 2));

        t.editSequence("startTogetherStops", false);
        const TurnResolution free = t.resolve();
        QVERIFY(free.decisions.isEmpty());
        QCOMPARE(free.units[0].end, at(t.map, 4, 2));
    }

    // Issue 28 §4, the battles list: North ends its "e" on 3,2 where Watch (Shadow, 400)
    // stands (no order left: nobody stops it). One battle, on 3,2, North then Watch (Watch
    // is a unit of the map without orders: it stands, after the units given orders). A
    // tolerant-and-friendly Shadow is no battle; an army overrun leaves none behind.
    void hostileArmiesTogetherAreABattle()
    {
        Turn t("e");
        t.map.units() << MapUnit{"Watch", "Shadow", at(t.map, 3, 2), {}, 400};
        const TurnResolution r = t.resolve();
        QCOMPARE(r.units.size(), 2);
        QCOMPARE(r.units[1].name, QString("Watch"));
        QCOMPARE(r.units[1].end, at(t.map, 3, 2));
        QCOMPARE(r.battles.size(), 1);
        QCOMPARE(r.battles[0].hex, at(t.map, 3, 2));
        QCOMPARE(r.battles[0].units, (QList<int>{0, 1}));
        // (No English catalogue is loaded here: plurals read "(s)"; the CLI's read "troops".)
        QCOMPARE(resolutionText(t.map, r, "en", QString("Shadow")),
                 QString("Watch (Shadow): stood in 3,2, without orders\n"
                         "  met North in 3,2\n"
                         "Battle in 3,2: North (Free, 1200 troop(s)), Watch (Shadow, 400 "
                         "troop(s))\n"));
        const QJsonArray battles
            = resolutionJson(t.map, *t.ruleset, r, "en", QString("Free"))["battles"].toArray();
        QCOMPARE(battles.size(), 1);
        QCOMPARE(battles[0].toObject()["hex"].toString(), QString("3,2"));
        QCOMPARE(battles[0].toObject()["units"].toArray()[1].toObject()["figures"].toInt(), 400);

        t.map.sides().setRelation("Free", "Shadow", SideRelation::Tolerant);
        t.map.sides().setRelation("Shadow", "Free", SideRelation::Friendly);
        QVERIFY(t.resolve().battles.isEmpty());

        Turn over("e e");
        over.map.units() << MapUnit{"Watch", "Shadow", at(over.map, 3, 2), {}, 400};
        const TurnResolution overran = over.resolve({{"force-past:3,2:North:Watch", "overrun"}});
        QVERIFY(overran.units[1].removed);
        QVERIFY(overran.battles.isEmpty());
        // The overrun army's side is told: Watch met North and was overrun by it.
        QStringList watchEvents;
        for (const TurnEvent &e : overran.units[1].events)
            watchEvents << e.kind + ":" + e.other;
        QCOMPARE(watchEvents, (QStringList{"met:North", "overrun:North"}));
    }

    void badEncounterKeysAreNamed()
    {
        const auto pbm = testutil::bundled("pbm-strategic");
        const RulesetLoadResult evade
            = editRuleset(*pbm, "turns.sequence.encounterEvade", QString("luck"));
        QVERIFY(!evade.ruleset);
        QVERIFY2(evade.error.contains("turns.sequence.encounterEvade"), qPrintable(evade.error));
        QVERIFY2(evade.error.contains("\"luck\""), qPrintable(evade.error));
        // strategic-commanders has no stand-and-defend rule to apply.
        const auto sc = testutil::bundled("strategic-commanders");
        const RulesetLoadResult defend = editRuleset(*sc, "turns.sequence.encounterDefend", true);
        QVERIFY(!defend.ruleset);
        QVERIFY2(defend.error.contains("turns.sequence.encounterDefend"), qPrintable(defend.error));
        const RulesetLoadResult back = loadRuleset(writeRuleset(*pbm));
        QVERIFY2(back.ruleset, qPrintable(back.error));
        QCOMPARE(back.ruleset->turns.sequence.encounterEvade, QString("evasive-success"));
        QVERIFY(back.ruleset->turns.sequence.encounterDefend);
        QVERIFY(back.ruleset->turns.sequence.overrunSmallerOnly);
        QVERIFY(back.ruleset->turns.sequence.startTogetherStops);
        QVERIFY(!back.ruleset->turns.sequence.evasionTellsObstacle);
        const RulesetLoadResult tells
            = editRuleset(*pbm, "turns.sequence.evasionTellsObstacle", true);
        QVERIFY2(tells.ruleset, qPrintable(tells.error));
        QVERIFY(
            loadRuleset(writeRuleset(*tells.ruleset)).ruleset->turns.sequence.evasionTellsObstacle);
    }
};

QTEST_GUILESS_MAIN(TestEncounterDecisions)
#include "tst_encounterdecisions.moc"
