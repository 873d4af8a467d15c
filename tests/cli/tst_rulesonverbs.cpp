// One rules truth on every verb: the map's own ruleset (`customRuleset`, overridden by --ruleset,
// an error when it does not load), the turn, period and round of each step, set-up rules.
#include "support/clitestmaps.h"
#include "testpaths.h"

#include "io/mapfile.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmap.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;
using namespace hexstride;

namespace {
QJsonObject bundledRulesetJson(const QString &id)
{
    QFile f(testpaths::source("/resources/rulesets/") + id + QStringLiteral(".json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read ruleset %s", qPrintable(id));
    return QJsonDocument::fromJson(f.readAll()).object();
}

/// pbm-strategic with every numeric cost cell set to 1 (its plains cost 2 to 4 bundled).
QJsonObject everythingCostsOne()
{
    QJsonObject r = bundledRulesetJson(QStringLiteral("pbm-strategic"));
    QJsonArray tables = r.value("costTables").toArray();
    for (qsizetype t = 0; t < tables.size(); ++t) {
        QJsonObject table = tables[t].toObject();
        QJsonArray rows = table.value("rows").toArray();
        for (qsizetype i = 0; i < rows.size(); ++i) {
            QJsonObject row = rows[i].toObject();
            QJsonArray cells = row.value("cells").toArray();
            for (qsizetype c = 0; c < cells.size(); ++c) {
                if (cells[c].isDouble())
                    cells[c] = 1;
                else if (cells[c].isObject() && cells[c].toObject().value("value").isDouble()) {
                    QJsonObject cell = cells[c].toObject();
                    cell.insert("value", 1);
                    cells[c] = cell;
                }
            }
            row.insert("cells", cells);
            rows[i] = row;
        }
        table.insert("rows", rows);
        tables[t] = table;
    }
    r.insert("costTables", tables);
    return r;
}

/// A ruleset with one bad cell: costTables[0].rows[1].cells[0].
QJsonObject brokenRuleset()
{
    QJsonObject r = bundledRulesetJson(QStringLiteral("pbm-strategic"));
    QJsonArray tables = r.value("costTables").toArray();
    QJsonObject table = tables[0].toObject();
    QJsonArray rows = table.value("rows").toArray();
    QJsonObject row = rows[1].toObject();
    QJsonArray cells = row.value("cells").toArray();
    cells[0] = QStringLiteral("maybe");
    row.insert("cells", cells);
    rows[1] = row;
    table.insert("rows", rows);
    tables[0] = table;
    r.insert("costTables", tables);
    return r;
}

QString saveMap(const QTemporaryDir &dir, const QString &name, const MapRulesetRef &ref)
{
    const QString path = dir.filePath(name);
    const QString error = saveMapFile(pbmMap(), path, ref);
    if (!error.isEmpty())
        qFatal("%s", qPrintable(error));
    return path;
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QJsonObject &o)
{
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(name));
    f.write(QJsonDocument(o).toJson());
    return f.fileName();
}

/// Every verb that evaluates a map, with arguments after the map file.
QList<std::pair<QString, QStringList>> everyVerb(const QTemporaryDir &dir)
{
    QFile orders(dir.filePath("orders.txt"));
    if (!orders.open(QIODevice::WriteOnly))
        qFatal("cannot write orders");
    orders.write("North | 0505 | | e, e, e\n");
    orders.close();
    return {{"move", {"--from", "0505", "--orders", "e, e, e"}},
            {"explain", {"--from", "0505", "--dir", "e"}},
            {"reach", {"--from", "0505", "--budget", "2"}},
            {"route", {"--from", "0505", "--to", "0805"}},
            {"orders", {orders.fileName()}},
            {"check", {}},
            {"render", {dir.filePath("out.svg")}}};
}

Run runVerb(const QString &verb, const QString &map, const QStringList &rest,
            const QStringList &extra = {})
{
    QStringList args{verb, map};
    if (verb == "orders" || verb == "render")
        args << rest.first() << rest.mid(1);
    else
        args << rest;
    return cli(args + extra);
}
} // namespace

class TestRulesOnVerbs : public QObject
{
    Q_OBJECT
private slots:
    void mapsOwnCostsOnEveryMovementVerb_data()
    {
        QTest::addColumn<bool>("byPath");
        QTest::newRow("embedded") << false;
        QTest::newRow("by path") << true;
    }
    // Rule: a map's own cost table is the one every verb charges.
    void mapsOwnCostsOnEveryMovementVerb()
    {
        QFETCH(bool, byPath);
        QTemporaryDir dir;
        MapRulesetRef ref;
        if (byPath)
            ref.path = QFileInfo(writeFile(dir, "ones.json", everythingCostsOne())).fileName();
        else
            ref.embedded = everythingCostsOne();
        const QString map = saveMap(dir, "m.json", ref);

        Run r = cli({"move", map, "--from", "0505", "--orders", "e, e, e", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(parseObject(r.out).value("total").toInt(), 3);
        r = cli({"explain", map, "--from", "0505", "--dir", "e", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(parseObject(r.out).value("cost").toInt(), 1);
        r = cli({"reach", map, "--from", "0505", "--budget", "2", "--json"});
        QCOMPARE(r.code, 0);
        // One MP a hex: the hexes within two steps (1 + 6 + 12).
        QCOMPARE(parseObject(r.out).value("count").toInt(), 19);
        r = cli({"route", map, "--from", "0505", "--to", "0805", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(parseObject(r.out).value("total").toInt(), 3);
        const auto verbs = everyVerb(dir);
        r = runVerb("orders", map, verbs[4].second, {"--json"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("\"spent\": 3"), qPrintable(r.out));
        r = cli({"check", map});
        QCOMPARE(r.code, 0);
        QVERIFY2(!r.err.contains("customRuleset"), qPrintable(r.err));
    }

    // Rule: --ruleset chooses over the map's own ruleset (an id or a file).
    void rulesetOptionOverridesMapsOwn()
    {
        QTemporaryDir dir;
        const QString map = saveMap(dir, "m.json", MapRulesetRef{everythingCostsOne(), {}});
        Run r = cli({"move", map, "--from", "0505", "--orders", "e", "--json", "--ruleset",
                     "pbm-strategic"});
        QCOMPARE(r.code, 0);
        QCOMPARE(parseObject(r.out).value("total").toInt(), 3); // bundled plains, fed, mixed troops
        const QString ones = writeFile(dir, "ones.json", everythingCostsOne());
        const QString bundled = saveMap(dir, "plain.json", {});
        r = cli({"move", bundled, "--from", "0505", "--orders", "e", "--json", "--ruleset", ones});
        QCOMPARE(r.code, 0);
        QCOMPARE(parseObject(r.out).value("total").toInt(), 1);
    }

    void brokenOwnRulesetIsAnError_data()
    {
        QTest::addColumn<bool>("byPath");
        QTest::newRow("embedded") << false;
        QTest::newRow("by path") << true;
    }
    // Rule: a map's own ruleset that does not load stops every verb; check names it and goes on.
    void brokenOwnRulesetIsAnError()
    {
        QFETCH(bool, byPath);
        QTemporaryDir dir;
        MapRulesetRef ref;
        if (byPath)
            ref.path = QFileInfo(writeFile(dir, "broken.json", brokenRuleset())).fileName();
        else
            ref.embedded = brokenRuleset();
        const QString map = saveMap(dir, "m.json", ref);
        for (const auto &[verb, rest] : everyVerb(dir)) {
            const Run r = runVerb(verb, map, rest);
            QVERIFY2(r.err.contains("customRuleset")
                         && r.err.contains("costTables[0].rows[1].cells[0]"),
                     qPrintable(verb + ": " + r.err));
            if (verb == "check")
                QVERIFY2(r.err.contains("pbm-strategic"), qPrintable(r.err)); // says what stands in
            else
                QVERIFY2(r.code == 1, qPrintable(verb + ": " + r.err));
        }
    }

    // Rule: each step names its turn, and its period or battle round where the rules have them.
    void stepsCarryTurnPeriodAndRound()
    {
        QTemporaryDir dir;
        const QString split = dir.filePath("split.json");
        const auto strategic
            = loadRulesetFile(testpaths::source("/resources/rulesets/strategic-commanders.json"));
        QVERIFY(strategic.ruleset);
        QCOMPARE(
            saveMapFile(mapForRuleset(*strategic.ruleset, {20, 1, {}, LabelScheme::ColRow}, "open"),
                        split),
            QString());
        Run r = cli({"move", split, "--from", "0,0", "--orders", "e, e, e, e, e, e, e", "--unit",
                     "sight=dark-seeing", "--unit", "period=split", "--json"});
        QCOMPARE(r.code, 0);
        QJsonArray steps = parseObject(r.out).value("steps").toArray();
        QCOMPARE(steps[5].toObject().value("period").toString(), QString("day"));
        QCOMPARE(steps[6].toObject().value("period").toString(), QString("night"));
        QCOMPARE(steps[6].toObject().value("turn").toInt(), 1);
        QVERIFY(!steps[6].toObject().contains("round"));

        const QString field = dir.filePath("field.json");
        const auto battle
            = loadRulesetFile(testpaths::source("/resources/rulesets/battle-federations.json"));
        QVERIFY(battle.ruleset);
        QCOMPARE(
            saveMapFile(mapForRuleset(*battle.ruleset, {10, 1, {}, LabelScheme::ColRow}, "open"),
                        field),
            QString());
        r = cli({"move", field, "--from", "0,0", "--orders", "e, e, e, e", "--unit",
                 "troop-type=infantry", "--json"});
        QCOMPARE(r.code, 0);
        steps = parseObject(r.out).value("steps").toArray();
        QCOMPARE(steps[3].toObject().value("round").toInt(), 2);
        QCOMPARE(steps[3].toObject().value("turn").toInt(), 2);
    }

    // Rule: a federation may not be set up on terrain it is blocked from.
    void startingWhereBlockedIsReported()
    {
        QTemporaryDir dir;
        const auto battle
            = loadRulesetFile(testpaths::source("/resources/rulesets/battle-federations.json"));
        QVERIFY(battle.ruleset);
        HexMap map = mapForRuleset(*battle.ruleset, {6, 3, {}, LabelScheme::ColRow}, "open");
        const Hex wood = map.grid().toHex({2, 1});
        map.setTerrain(wood, std::uint8_t(map.terrains().indexOf("forest")));
        map.units() << MapUnit{"Federation 4", "A", wood, {{"troop-type", "cavalry"}}, 10}
                    << MapUnit{"Federation 5",
                               "A",
                               map.grid().toHex({0, 0}),
                               {{"troop-type", "cavalry"}},
                               10};
        const QString path = dir.filePath("field.json");
        QCOMPARE(saveMapFile(map, path), QString());

        Run r = cli({"check", path, "--json"});
        QCOMPARE(r.code, 1);
        const QJsonArray problems = parseObject(r.out).value("problems").toArray();
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems[0].toObject().value("kind").toString(), QString("forbidden-start"));
        QCOMPARE(problems[0].toObject().value("hex").toString(), QString("2,1"));
        QVERIFY(problems[0].toObject().value("message").toString().contains("Federation 4"));

        const QStringList cavalry{"--from", "2,1", "--unit", "troop-type=cavalry"};
        for (const QStringList &verb :
             {QStringList{"move", path, "--orders", "e"}, QStringList{"reach", path},
              QStringList{"route", path, "--to", "4,1"}}) {
            r = cli(verb + cavalry);
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.contains("--from 2,1") && r.err.contains("may not start"),
                     qPrintable(r.err));
        }
        // Light cavalry may be set up in a forest.
        r = cli(
            {"move", path, "--orders", "e", "--from", "2,1", "--unit", "troop-type=light-cavalry"});
        QCOMPARE(r.code, 0);
    }

    // Rule (strategic-commanders §1.3): one commander a hex. Two on 2,1 are reported with both
    // names; one alone on 0,0 is not. A ruleset without the rule (pbm-strategic) lets armies
    // share a hex.
    void twoCommandersInOneHexAreReported()
    {
        QTemporaryDir dir;
        for (const char *id : {"strategic-commanders", "pbm-strategic"}) {
            const auto rules
                = loadRulesetFile(testpaths::source("/resources/rulesets/") + id + ".json");
            QVERIFY(rules.ruleset);
            const QString land = QByteArray(id) == "pbm-strategic" ? "plains" : "open";
            HexMap map = mapForRuleset(*rules.ruleset, {4, 3, {}, LabelScheme::ColRow}, land);
            const Hex shared = map.grid().toHex({2, 1});
            map.units() << MapUnit{"Aragorn", "West", shared, {}, 10}
                        << MapUnit{"Boromir", "West", shared, {}, 10}
                        << MapUnit{"Faramir", "West", map.grid().toHex({0, 0}), {}, 10};
            const QString path = dir.filePath(QString::fromLatin1(id) + ".json");
            QCOMPARE(saveMapFile(map, path), QString());
            const Run r = cli({"check", path, "--json"});
            const QJsonArray problems = parseObject(r.out).value("problems").toArray();
            QStringList crowded;
            for (const QJsonValue &p : problems) {
                if (p.toObject().value("kind").toString() == "crowded-hex")
                    crowded << p.toObject().value("hex").toString() + " "
                                   + p.toObject().value("message").toString();
            }
            if (QByteArray(id) == "pbm-strategic") {
                QCOMPARE(crowded, QStringList());
                continue;
            }
            QCOMPARE(r.code, 1);
            QCOMPARE(crowded.size(), 1);
            QVERIFY2(crowded[0].startsWith("2,1 ") && crowded[0].contains("Aragorn, Boromir"),
                     qPrintable(crowded[0]));
        }
    }

    // Rule: heavy equipment implies crewed weapons, listed by `rulesets` and refused when
    // contradicted.
    void heavyEquipmentImpliesACrew()
    {
        Run r = cli({"rulesets", "--json"});
        QCOMPARE(r.code, 0);
        bool listed = false;
        for (const QJsonValue &v : QJsonDocument::fromJson(r.out.toUtf8()).array()) {
            for (const QJsonValue &c : v.toObject().value("constraints").toArray())
                listed
                    = listed
                      || c.toObject().value("implies").toObject().value("crewed-weapons").toString()
                             == "yes";
        }
        QVERIFY(listed);
        QTemporaryDir dir;
        const auto tactical
            = loadRulesetFile(testpaths::source("/resources/rulesets/tactical-formations.json"));
        QVERIFY(tactical.ruleset);
        const QString path = dir.filePath("t.json");
        QCOMPARE(
            saveMapFile(mapForRuleset(*tactical.ruleset, {4, 1, {}, LabelScheme::ColRow}, "clear"),
                        path),
            QString());
        r = cli({"move", path, "--from", "0,0", "--orders", "e", "--unit", "heavy-equipment=yes",
                 "--unit", "crewed-weapons=no"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("crewed-weapons"), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestRulesOnVerbs)
#include "tst_rulesonverbs.moc"
