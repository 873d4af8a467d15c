// What `resolve` reads and `orders` checks (issue 29): one reader for both, so `orders` passes
// exactly the lines `resolve` moves; an army given orders twice, a name that is no unit of the
// map and a rolls-file answer that fits no decision of the turn are errors naming FILE:LINE,
// never silently accepted.
//
// The map (pbm-strategic, all plains) holds Watch of Minas (Shadow, 400 troops) on 1205. Army
// of the North, declared on its line (side=Free), orders e, e, e from 1005: on entering 1205 it
// meets the hostile army, the decision "force-past:1205:Army of the North:Watch of Minas"
// (choices stopped, force-past, overrun).
#include "movementcommands.h"
#include "resolvecommand.h"
#include "support/clitestmaps.h"

#include <QJsonArray>
#include <QTest>

using namespace hexstride;
using namespace hexstride::cli;
using namespace clitest;

namespace {
const QString kArmy = "Army of the North | 1005 | side=Free figures=1200 | e, e, e\n";
const QString kDecision = "force-past:1205:Army of the North:Watch of Minas";

HexMap turnMap()
{
    HexMap map = pbmMap();
    map.units() << MapUnit{"Watch of Minas", "Shadow", *map.parseLabel("1205"), {}, 400};
    return map;
}

VerbOutput resolve(const QString &orders, const QString &rolls = {})
{
    RulesetLibrary library;
    ResolveRequest req;
    req.mapPath = "turn.hexmap";
    req.ordersFile = "turn.txt";
    req.ordersText = orders;
    if (!rolls.isNull()) {
        req.rollsFile = "rolls.json";
        req.rollsText = rolls;
    }
    req.json = true;
    return runResolve(turnMap(), library, req);
}

VerbOutput check(const QString &orders)
{
    RulesetLibrary library;
    OrdersRequest req;
    req.mapPath = "turn.hexmap";
    req.fileName = "turn.txt";
    req.text = orders;
    req.json = true;
    return runOrders(turnMap(), library, req);
}
} // namespace

class TestResolveInputs : public QObject
{
    Q_OBJECT
private slots:
    // The player's format `resolve` takes (a map unit with its START left empty, side= and
    // figures= among the options) was refused line by line by `orders` before.
    void ordersAcceptsWhatResolveAccepts()
    {
        const QString orders = kArmy + "Watch of Minas | | | h\n";
        const VerbOutput resolved = resolve(orders);
        QCOMPARE(resolved.err, QString());
        QCOMPARE(resolved.exitCode, 0);
        const VerbOutput checked = check(orders);
        QCOMPARE(checked.err, QString());
        QCOMPARE(checked.exitCode, 0);
        const QJsonArray armies = parseObject(checked.out)["armies"].toArray();
        QCOMPARE(armies.size(), 2);
        QCOMPARE(armies[1].toObject()["name"].toString(), QString("Watch of Minas"));
        QCOMPARE(armies[1].toObject()["start"].toString(), QString("1205")); // the unit's hex
        QCOMPARE(armies[1].toObject()["line"].toInt(), 2);
        // Alone (`orders` does not meet other armies): three plains east, 1005 → 1305.
        QCOMPARE(armies[0].toObject()["end"].toString(), QString("1305"));
        QCOMPARE(armies[0].toObject()["spent"].toInt(), 9);
    }

    // The same bad lines, the same messages from both verbs.
    void badLinesAreNamedByBoth_data()
    {
        QTest::addColumn<QString>("orders");
        QTest::addColumn<QString>("expected");
        QTest::newRow("an army on two lines")
            << kArmy + "# again\nArmy of the North | 1105 | side=Free | w\n"
            << "turn.txt:3: Army of the North: this army already has its orders on line 1\n";
        QTest::newRow("a name that is no unit")
            << kArmy + "Watch of Minsa | | | h\n"
            << "turn.txt:2: Watch of Minsa: no unit of the map has this name (did you mean "
               "\"Watch of Minas\"? an army of its own needs side=)\n";
    }
    void badLinesAreNamedByBoth()
    {
        QFETCH(QString, orders);
        QFETCH(QString, expected);
        const VerbOutput resolved = resolve(orders);
        QCOMPARE(resolved.exitCode, 1);
        QCOMPARE(resolved.err, expected);
        // The good line is still resolved, once; the map's other army stands (no orders).
        const QJsonArray units = parseObject(resolved.printed())["units"].toArray();
        QCOMPARE(units.size(), 2);
        QCOMPARE(units[0].toObject()["name"].toString(), QString("Army of the North"));
        QCOMPARE(units[1].toObject()["name"].toString(), QString("Watch of Minas"));
        QCOMPARE(units[1].toObject()["steps"].toArray().size(), 0);
        const VerbOutput checked = check(orders);
        QCOMPARE(checked.exitCode, 1);
        QCOMPARE(checked.err, expected);
    }

    // The rolls file's answers must fit the turn's decisions: before, a misspelt id or choice
    // was dropped without a word and the default outcome applied.
    void rollsMustFitTheDecisions_data()
    {
        QTest::addColumn<QString>("rolls");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown id")
            << "{\n  \"seed\": 7,\n  \"decisions\": {\n    \"" + kDecision.chopped(1)
                   + "sa\": \"force-past\"\n  }\n}\n"
            << "rolls.json:4: decisions." + kDecision.chopped(1)
                   + "sa: no such decision in this turn (did you mean \"" + kDecision + "\"?)";
        QTest::newRow("not a choice")
            << "{\"decisions\": {\"" + kDecision + "\": \"pass\"}}"
            << "rolls.json:1: decisions." + kDecision
                   + ": \"pass\" is not one of its choices (stopped, force-past, overrun)";
        // probe 15, P17: an empty list answered nothing, so its id went unchecked (exit 0).
        QTest::newRow("empty list, no such decision")
            << "{\"decisions\": {\"dice:2,2:0:0\": []}}"
            << "rolls.json: decisions.dice:2,2:0:0: an empty list answers nothing (a tie's dice: "
               "the names of its armies, in the order they move in)";
        QTest::newRow("empty list, a decision")
            << "{\"decisions\": {\"" + kDecision + "\": []}}"
            << "rolls.json: decisions." + kDecision
                   + ": an empty list answers nothing (a tie's dice: the names of its armies, in "
                     "the order they move in)";
    }
    void rollsMustFitTheDecisions()
    {
        QFETCH(QString, rolls);
        QFETCH(QString, expected);
        const VerbOutput out = resolve(kArmy, rolls);
        QCOMPARE(out.exitCode, 1);
        QCOMPARE(out.err.trimmed(), expected);
        QCOMPARE(out.printed(), QString());
        // The right answer is taken: forced past, 1005 → 1305.
        const VerbOutput good
            = resolve(kArmy, "{\"decisions\": {\"" + kDecision + "\": \"force-past\"}}");
        QCOMPARE(good.exitCode, 0);
        QCOMPARE(parseObject(good.printed())["units"].toArray()[0].toObject()["end"].toString(),
                 QString("1305"));
    }

    // probe14 Q03: ids joined the names with ":", so X:Y against Z and X against Y:Z were one
    // id, "force-past:1205:X:Y:Z", and one answer decided both. A name's ":" is written "\:".
    // Z and Y:Z (Shadow, 400 troops) stand in 1205; X:Y and X (Free, 1200: enough to force
    // past) march e, e, e from 1005 through it. Who
    // tries first to stop each is answered (Z stops X:Y, Y:Z stops X), then only X:Y's
    // force-past against Z: X's against Y:Z is not answered and takes its normal outcome,
    // "stopped", and so does X:Y's against Y:Z once past Z (five decisions, four ids before).
    void namesWithColonsKeepTheirDecisionsApart()
    {
        RulesetLibrary library;
        ResolveRequest req;
        req.mapPath = "turn.hexmap";
        req.ordersFile = "turn.txt";
        HexMap map = pbmMap();
        map.units() << MapUnit{"Z", "Shadow", *map.parseLabel("1205"), {}, 400}
                    << MapUnit{"Y:Z", "Shadow", *map.parseLabel("1205"), {}, 400};
        req.ordersText = "X:Y | 1005 | side=Free figures=1200 | e, e, e\n"
                         "X | 1005 | side=Free figures=1200 | e, e, e\n";
        req.rollsFile = "rolls.json";
        req.rollsText = R"({"decisions": {"first-blocker:1205:X\\:Y": "Z",
                                           "first-blocker:1205:X": "Y:Z",
                                           "force-past:1205:X\\:Y:Z": "force-past"}})";
        req.json = true;
        const VerbOutput out = runResolve(map, library, req);
        QCOMPARE(out.err, QString());
        QCOMPARE(out.exitCode, 0);
        QStringList decided;
        for (const QJsonValue &d : parseObject(out.printed())["decisions"].toArray())
            decided << d["id"].toString() + " = " + d["chosen"].toString() + " ("
                           + d["source"].toString() + ")";
        decided.sort();
        QCOMPARE(decided, QStringList({"first-blocker:1205:X = Y:Z (decision)",
                                       "first-blocker:1205:X\\:Y = Z (decision)",
                                       "force-past:1205:X:Y\\:Z = stopped (default)",
                                       "force-past:1205:X\\:Y:Y\\:Z = stopped (default)",
                                       "force-past:1205:X\\:Y:Z = force-past (decision)"}));
    }

    // Issue 29 (probe11 N15): each unknown id's suggestion measured it against every decision of
    // the turn, so 1,000 answers that no longer arise on a 10,000-line turn took 16.8 s. The
    // first 20 unknown ids (in the file's id order) get a suggestion, the others the plain
    // message: the check stays linear in the turn and the file.
    void unknownRollsIdsGetFewSuggestions()
    {
        QString rolls = "{\"decisions\": {";
        for (int i = 1; i <= 25; ++i) {
            rolls += QStringLiteral("%1\"%2:%3\": \"force-past\"")
                         .arg(i > 1 ? ", " : "", kDecision)
                         .arg(i, 2, 10, QLatin1Char('0'));
        }
        rolls += "}}";
        const VerbOutput out = resolve(kArmy, rolls);
        QCOMPARE(out.exitCode, 1);
        const QStringList lines = out.err.trimmed().split('\n');
        QCOMPARE(lines.size(), 25);
        const QString suggested
            = ": no such decision in this turn (did you mean \"" + kDecision + "\"?)";
        for (int i = 0; i < 20; ++i) {
            QCOMPARE(lines[i], "rolls.json:1: decisions." + kDecision
                                   + QStringLiteral(":%1").arg(i + 1, 2, 10, QLatin1Char('0'))
                                   + suggested);
        }
        for (int i = 20; i < 25; ++i) {
            QCOMPARE(lines[i], "rolls.json:1: decisions." + kDecision
                                   + QStringLiteral(":%1").arg(i + 1)
                                   + ": no such decision in this turn");
        }
        QCOMPARE(out.printed(), QString());
    }

    // Issue 29 (probe9 findings 1 and 13): the map's own plans and profiles are checked as an
    // orders file's lines are. Watch of Minas has troops=archers (pbm-strategic's troops are
    // mixed or cavalry); a plan names "Nobody", no unit of the map. resolve refuses both,
    // naming them; check lists them as problems.
    void mapPlansAndProfilesAreCheckedByResolveAndCheck()
    {
        HexMap map = turnMap();
        map.units()[0].profile.insert("troops", "archers");
        map.plans() << MovementPlan{"p", "Nobody", *map.parseLabel("1005"), {"e"}, {}};
        RulesetLibrary library;
        ResolveRequest req;
        req.mapPath = "turn.hexmap";
        const VerbOutput resolved = runResolve(map, library, req);
        QCOMPARE(resolved.exitCode, 1);
        QCOMPARE(resolved.err,
                 QString("turn.hexmap: units[0].profile: \"archers\" is not a value of unit option "
                         "\"troops\" (values: mixed, cavalry)\n"
                         "turn.hexmap: plans[0].unit: \"Nobody\" is no unit of the map\n"));
        QVERIFY2(!resolved.out.contains("Nobody"), qPrintable(resolved.out));

        const VerbOutput checked = runCheck(map, library, false, {}, "turn.hexmap");
        QCOMPARE(checked.exitCode, 1);
        QCOMPARE(checked.out, QString("plans[0].unit: \"Nobody\" is no unit of the map\n"
                                      "units[0].profile: \"archers\" is not a value of unit "
                                      "option \"troops\" (values: mixed, cavalry)\n"
                                      "2 problem(s) found.\n")); // no English plural loaded
    }

    // Probe 15, P15: check said "No problems found." for a plan whose order resolve refuses;
    // both read the plans through turnOrdersFromPlans now.
    void aPlanResolveRefusesIsListedByCheck()
    {
        HexMap map = turnMap();
        map.plans() << MovementPlan{"P", map.units()[0].name, map.units()[0].hex, {"e", "up"}, {}};
        RulesetLibrary library;
        ResolveRequest req;
        req.mapPath = "turn.hexmap";
        const VerbOutput resolved = runResolve(map, library, req);
        QCOMPARE(resolved.exitCode, 1);
        QVERIFY2(resolved.err.startsWith("turn.hexmap: plan \"P\": unknown order \"up\""),
                 qPrintable(resolved.err));
        const VerbOutput checked = runCheck(map, library, false, {}, "turn.hexmap");
        QCOMPARE(checked.exitCode, 1);
        QVERIFY2(checked.out.startsWith("plan \"P\": unknown order \"up\""),
                 qPrintable(checked.out));
        QVERIFY2(checked.out.endsWith("\n1 problem(s) found.\n"), qPrintable(checked.out));
    }

    // Issue 29 (probe9 finding 18): a map's own unknown ruleset id was reported as
    // "--ruleset: unknown ruleset …", blaming an option the user did not give.
    void aMapsUnknownRulesetIdNamesTheMapsField()
    {
        HexMap map = turnMap();
        map.setRulesetId("no-such-rules");
        RulesetLibrary library;
        ResolveRequest req;
        req.mapPath = "turn.hexmap";
        const VerbOutput r = runResolve(map, library, req);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err, QString("turn.hexmap: ruleset: no bundled ruleset has the id "
                                "\"no-such-rules\" (give one with --ruleset ID|FILE)\n"));
        req.rulesetId = "nope"; // given on the command line: the option is named
        QVERIFY2(runResolve(map, library, req).err.startsWith("--ruleset: "), "option");
    }
};

QTEST_GUILESS_MAIN(TestResolveInputs)
#include "tst_resolveinputs.moc"
