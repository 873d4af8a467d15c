// The logic of the rulesets, move and explain verbs, called in-process on maps built in code
// (map files are read by loadMapFile, which lands on another branch).
#include "movementcommands.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmap.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

using namespace hexstride;
using namespace hexstride::cli;

namespace {
// A 30 × 20 pbm-strategic map labelled like Middle-earth (XXYY), all plains.
HexMap middleEarthLike()
{
    const QStringList t{"shore", "plains",    "hills", "forest", "desert",
                        "swamp", "mountains", "sea",   "ocean"};
    const QStringList h{"village", "town", "major-town", "city", "capital", "fortification"};
    const QStringList e{"minor-river", "major-river", "ford", "bridge", "road"};
    HexMap map(MapShape{30, 20, {}, LabelScheme::Numeric}, "pbm-strategic", IdTable(t), IdTable(h),
               IdTable(e), 1);
    return map;
}

QJsonObject parse(const QString &text)
{
    QJsonParseError err;
    const auto doc = QJsonDocument::fromJson(text.toUtf8(), &err);
    if (err.error != QJsonParseError::NoError)
        qFatal("bad JSON: %s\n%s", qPrintable(err.errorString()), qPrintable(text));
    return doc.object();
}

QSet<QString> keys(const QJsonObject &o)
{
    const QStringList k = o.keys();
    return QSet<QString>(k.begin(), k.end());
}
} // namespace

class TestMovementVerbs : public QObject
{
    Q_OBJECT
private slots:
    void moveJsonShape()
    {
        HexMap map = middleEarthLike();
        const Hex start = *map.parseLabel("2718");
        const Hex nw = neighbour(start, 2);
        map.setTerrain(nw, 3); // forest: 5 MP fed
        RulesetLibrary library;
        MoveRequest req;
        req.from = "2718";
        req.orders = "nw, h";
        req.json = true;
        const VerbOutput out = runMove(map, library, req);
        QCOMPARE(out.exitCode, 0);
        const QJsonObject o = parse(out.out);
        QCOMPARE(keys(o), (QSet<QString>{"steps", "total", "end", "executed"}));
        const QJsonArray steps = o["steps"].toArray();
        QCOMPARE(steps.size(), 2);
        const QJsonObject s = steps[0].toObject();
        QCOMPARE(keys(s), (QSet<QString>{"order", "from", "to", "cost", "total", "turn", "status",
                                         "reason", "explain"}));
        QCOMPARE(s["order"].toString(), QString("nw"));
        QCOMPARE(s["from"].toString(), QString("2718"));
        QCOMPARE(s["to"].toString(), map.label(nw));
        QCOMPARE(s["cost"].toInt(), 5);
        QCOMPARE(s["total"].toInt(), 5);
        QCOMPARE(s["turn"].toInt(), 1);
        QCOMPARE(s["status"].toString(), QString("ok"));
        QVERIFY(s["reason"].isNull());
        QVERIFY(!s["explain"].toArray().isEmpty());
        QCOMPARE(s["explain"].toArray()[0].toObject()["kind"].toString(), QString("base"));
        QCOMPARE(steps[1].toObject()["cost"].toInt(), 1);
        QCOMPARE(o["total"].toInt(), 6);
        QCOMPARE(o["end"].toString(), map.label(nw));
        QCOMPARE(o["executed"].toInt(), 2);
    }

    void moveTextOutput()
    {
        HexMap map = middleEarthLike();
        const Hex start = *map.parseLabel("1005");
        map.setTerrain(neighbour(start, 0),
                       6); // mountains: 12, more than is left after the first step
        RulesetLibrary library;
        MoveRequest req;
        req.from = "1005";
        req.orders = "w, e, e";
        const VerbOutput out = runMove(map, library, req);
        QCOMPARE(out.exitCode, 0);
        const QStringList lines = out.out.split('\n', Qt::SkipEmptyParts);
        QVERIFY2(lines[0].startsWith("1. w 1005 → 0905  cost 3  total 3  turn 1  ok"),
                 qPrintable(out.out));
        QVERIFY2(out.out.contains("2. e 0905 → 1005  cost 3  total 6  turn 1  ok"),
                 qPrintable(out.out));
        QVERIFY2(out.out.contains("3. e 1005 → 1105  cost 12  total 6  turn 1  not enough MP"),
                 qPrintable(out.out));
        QVERIFY2(out.out.contains("Costs 12 but only 6 left"), qPrintable(out.out));
        QVERIFY2(lines.last() == "Total 6, end 1005, 2 step(s) executed", qPrintable(lines.last()));
    }

    void blockedStepHasNullCost()
    {
        HexMap map = middleEarthLike();
        const Hex start = *map.parseLabel("0101");
        RulesetLibrary library;
        MoveRequest req;
        req.from = "0101";
        req.orders = "w e";
        req.json = true;
        const VerbOutput out = runMove(map, library, req);
        QCOMPARE(out.exitCode, 0);
        const QJsonArray steps = parse(out.out)["steps"].toArray();
        QCOMPARE(steps[0].toObject()["status"].toString(), QString("blocked"));
        QVERIFY(steps[0].toObject()["cost"].isNull());
        QVERIFY(steps[0].toObject()["to"].isNull());
        QVERIFY(!steps[0].toObject()["reason"].toString().isEmpty());
        QCOMPARE(steps[1].toObject()["status"].toString(), QString("not-executed"));
        QCOMPARE(parse(out.out)["end"].toString(), map.label(start));
    }

    void badInputNamesTheToken_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("orders");
        QTest::addColumn<QStringList>("unit");
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("named");
        QTest::newRow("unknown direction") << "2718"
                                           << "nw, nx, e" << QStringList{} << ""
                                           << "\"nx\"";
        QTest::newRow("north on a pointy map") << "2718"
                                               << "n" << QStringList{} << ""
                                               << "\"n\"";
        QTest::newRow("empty order") << "2718"
                                     << "nw,,e" << QStringList{} << ""
                                     << "position 4";
        QTest::newRow("bad option name") << "2718"
                                         << "e" << QStringList{"food=no"} << ""
                                         << "\"food\"";
        QTest::newRow("bad option value") << "2718"
                                          << "e" << QStringList{"fed=maybe"} << ""
                                          << "\"maybe\"";
        QTest::newRow("no equals sign") << "2718"
                                        << "e" << QStringList{"fed"} << ""
                                        << "\"fed\"";
        QTest::newRow("start off the map") << "4040"
                                           << "e" << QStringList{} << ""
                                           << "\"4040\"";
        QTest::newRow("malformed start") << "27x8"
                                         << "e" << QStringList{} << ""
                                         << "\"27x8\"";
        QTest::newRow("unknown ruleset") << "2718"
                                         << "e" << QStringList{} << "chess"
                                         << "\"chess\"";
    }
    void badInputNamesTheToken()
    {
        QFETCH(QString, from);
        QFETCH(QString, orders);
        QFETCH(QStringList, unit);
        QFETCH(QString, ruleset);
        QFETCH(QString, named);
        const HexMap map = middleEarthLike();
        RulesetLibrary library;
        MoveRequest req;
        req.from = from;
        req.orders = orders;
        req.unitArgs = unit;
        req.rulesetId = ruleset;
        const VerbOutput out = runMove(map, library, req);
        QCOMPARE(out.exitCode, 1);
        QVERIFY2(out.err.contains(named), qPrintable(out.err));
        QVERIFY(out.out.isEmpty());
    }

    void explainStep()
    {
        HexMap map = middleEarthLike();
        const Hex start = *map.parseLabel("1010");
        map.setTerrain(neighbour(start, 0), 5);   // swamp
        map.setEdgeFeatures(edgeOf(start, 0), 1); // minor river
        RulesetLibrary library;
        ExplainRequest req;
        req.from = "1010";
        req.direction = "e";
        req.unitArgs = {"fed=no", "evasive=yes"};
        req.json = true;
        const VerbOutput out = runExplain(map, library, req);
        QCOMPARE(out.exitCode, 0);
        const QJsonObject o = parse(out.out);
        QCOMPARE(o["cost"].toInt(), 22); // Swamp with Minor River unfed 11, evasive × 2
        const QJsonArray items = o["explain"].toArray();
        QStringList kinds;
        for (const auto &i : items)
            kinds << i.toObject()["kind"].toString();
        QCOMPARE(kinds, (QStringList{"base", "modifier", "final"}));
        QVERIFY(items[0].toObject()["text"].toString().contains("Swamp with Minor River"));

        req.json = false;
        req.language = "ru";
        const VerbOutput ru = runExplain(map, library, req);
        QVERIFY2(ru.out.contains(QString::fromUtf8("Болото + малая река")), qPrintable(ru.out));

        req.direction = "up";
        const VerbOutput bad = runExplain(map, library, req);
        QCOMPARE(bad.exitCode, 1);
        QVERIFY(bad.err.contains("\"up\""));
    }

    // A causeway overrides the table's "not allowed": explain names it and the cell it lifts
    // (tests/data/rulesets/causeway-fen.json: Fen, Mounted "no"; Causeway = 1, overriding).
    void explainOverride()
    {
        const QString file = testpaths::source("/tests/data/rulesets/causeway-fen.json");
        const RulesetLoadResult loaded = loadRulesetFile(file);
        QVERIFY2(loaded.ruleset, qPrintable(loaded.error));
        HexMap map = mapForRuleset(*loaded.ruleset, MapShape{6, 6, {}, LabelScheme::Numeric});
        const Hex start = *map.parseLabel("0303");
        const Hex fen = neighbour(start, 0);
        map.setTerrain(fen, 3); // fen
        RulesetLibrary library;
        ExplainRequest req;
        req.rulesetId = file;
        req.from = "0303";
        req.direction = directionName(map.grid().orientation, 0);
        req.unitArgs = {"mount=mounted"};
        const VerbOutput no = runExplain(map, library, req);
        QCOMPARE(no.exitCode, 0);
        QCOMPARE(no.out, QString("0303 → %1: not allowed\n  Not allowed (Terrain: Fen, Mounted)\n")
                             .arg(map.label(fen)));
        map.setEdgeFeatures(edgeOf(start, 0), 8); // causeway
        const VerbOutput out = runExplain(map, library, req);
        QCOMPARE(out.exitCode, 0);
        QCOMPARE(out.out,
                 QString("0303 → %1: 1\n  Causeway: costs 1 whatever the table says (Fen, Mounted: "
                         "not allowed)\n  Cost 1\n")
                     .arg(map.label(fen)));
        req.json = true;
        const QJsonArray items = parse(runExplain(map, library, req).out)["explain"].toArray();
        QCOMPARE(items[0].toObject()["kind"].toString(), QString("override"));
        QCOMPARE(items[0].toObject()["rule"].toString(), QString("causeway"));
        QCOMPARE(items[0].toObject()["result"].toDouble(), 1.0);
    }

    void rulesetsListsOptions()
    {
        RulesetLibrary library;
        const VerbOutput out = runRulesets(library, true, "en");
        QCOMPARE(out.exitCode, 0);
        const QJsonArray all = QJsonDocument::fromJson(out.out.toUtf8()).array();
        QStringList ids;
        QJsonObject pbm;
        for (const auto &r : all) {
            ids << r.toObject()["id"].toString();
            if (ids.last() == "pbm-strategic")
                pbm = r.toObject();
        }
        QVERIFY(ids.contains("pbm-strategic"));
        QHash<QString, QStringList> values;
        QHash<QString, QString> defaults;
        for (const auto &o : pbm["options"].toArray()) {
            for (const auto &v : o.toObject()["values"].toArray())
                values[o.toObject()["id"].toString()] << v.toObject()["id"].toString();
            defaults[o.toObject()["id"].toString()] = o.toObject()["default"].toString();
        }
        QCOMPARE(values["troops"], (QStringList{"mixed", "cavalry"}));
        QCOMPARE(values["fed"], (QStringList{"yes", "no"}));
        QCOMPARE(values["evasive"], (QStringList{"yes", "no"}));
        QCOMPARE(values["march"], (QStringList{"normal", "forced"}));
        QCOMPARE(defaults["fed"], QString("yes"));
    }
};

QTEST_GUILESS_MAIN(TestMovementVerbs)
#include "tst_movementverbs.moc"
