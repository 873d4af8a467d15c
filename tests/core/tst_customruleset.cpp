// A map's own ruleset in the map file: embedded or referenced by path, old files unchanged,
// a missing file reported with the map, the field and the file looked for.
#include "io/mapfile.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetwriter.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;

namespace {
Ruleset bundled(const QString &id)
{
    const auto r = loadRulesetFile(testpaths::source("/resources/rulesets/") + id + ".json");
    if (!r.ruleset)
        qFatal("%s", qPrintable(r.error));
    return *r.ruleset;
}
HexMap smallMap()
{
    MapShape shape{3, 2, {}, LabelScheme::ColRow};
    return HexMap(shape, "pbm-strategic", IdTable({"plains", "forest"}), IdTable(),
                  IdTable({"road"}), 0);
}
} // namespace

class TestCustomRuleset : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
private slots:
    void oldFilesHaveNone()
    {
        const MapLoadResult r = loadMapFile(testpaths::data("/maps/example-3x2.json"));
        QVERIFY2(r.map, qPrintable(r.error));
        QVERIFY(r.customRuleset.isEmpty());
        // And saving without one writes no field.
        QVERIFY(!serializeMap(*r.map, true).contains("customRuleset"));
    }

    void embeddedRoundTrips()
    {
        Ruleset edited = bundled("pbm-strategic");
        edited.costTables[0].cells[1][0].value = 8;
        const QString path = m_dir.filePath("embedded.hexmap");
        QCOMPARE(saveMapFile(smallMap(), path, MapRulesetRef{rulesetToJson(edited), {}}),
                 QString());
        const MapLoadResult r = loadMapFile(path);
        QVERIFY2(r.map, qPrintable(r.error));
        QVERIFY(!r.customRuleset.embedded.isEmpty());
        const RulesetLoadResult rules = resolveCustomRuleset(r.customRuleset, path);
        QVERIFY2(rules.ruleset, qPrintable(rules.error));
        QVERIFY(*rules.ruleset == edited);
    }

    void referencedByRelativePath()
    {
        QDir(m_dir.path()).mkpath("rules");
        Ruleset edited = bundled("pbm-strategic");
        edited.allowances[0].points = 20;
        QCOMPARE(saveRulesetFile(edited, m_dir.filePath("rules/campaign.json")), QString());
        const QString path = m_dir.filePath("referenced.json");
        QCOMPARE(saveMapFile(smallMap(), path, MapRulesetRef{{}, "rules/campaign.json"}),
                 QString());
        const MapLoadResult r = loadMapFile(path);
        QVERIFY2(r.map, qPrintable(r.error));
        QCOMPARE(r.customRuleset.path, QString("rules/campaign.json"));
        const RulesetLoadResult rules = resolveCustomRuleset(r.customRuleset, path);
        QVERIFY2(rules.ruleset, qPrintable(rules.error));
        QCOMPARE(rules.ruleset->allowances[0].points, 20);
    }

    void missingFileIsAClearError()
    {
        const QString path = m_dir.filePath("dangling.json");
        QCOMPARE(saveMapFile(smallMap(), path, MapRulesetRef{{}, "nowhere/rules.json"}), QString());
        const MapLoadResult r = loadMapFile(path);
        QVERIFY2(r.map, qPrintable(r.error)); // the map itself loads
        const RulesetLoadResult rules = resolveCustomRuleset(r.customRuleset, path);
        QVERIFY(!rules.ruleset);
        QVERIFY2(rules.error.contains("dangling.json") && rules.error.contains("customRuleset.path")
                     && rules.error.contains("nowhere/rules.json")
                     && rules.error.contains("missing"),
                 qPrintable(rules.error));
    }

    void malformedFieldIsRefused_data()
    {
        QTest::addColumn<QByteArray>("field");
        QTest::addColumn<QString>("error");
        QTest::newRow("not object") << QByteArray("3") << "customRuleset: expected an object";
        QTest::newRow("both") << QByteArray(R"({"path": "a.json", "embedded": {"id": "x"}})")
                              << "exactly one";
        QTest::newRow("neither") << QByteArray("{}") << "exactly one";
        QTest::newRow("empty path") << QByteArray(R"({"path": ""})") << "customRuleset.path";
        QTest::newRow("unknown key")
            << QByteArray(R"({"file": "a.json"})") << "customRuleset.file: unknown key";
    }
    void malformedFieldIsRefused()
    {
        QFETCH(QByteArray, field);
        QFETCH(QString, error);
        QByteArray json = serializeMap(smallMap(), true);
        json.replace("\"format\":", "\"customRuleset\": " + field + ",\n    \"format\":");
        const MapLoadResult r = loadMapData(json, "bad.json");
        QVERIFY(!r.map);
        QVERIFY2(r.error.startsWith("bad.json: ") && r.error.contains(error), qPrintable(r.error));
    }

    void badEmbeddedRulesetNamesTheField()
    {
        QJsonObject broken = rulesetToJson(bundled("pbm-strategic"));
        broken.insert("rounding", "sideways");
        const RulesetLoadResult rules
            = resolveCustomRuleset(MapRulesetRef{broken, {}}, "campaign.hexmap");
        QVERIFY(!rules.ruleset);
        QVERIFY2(rules.error.startsWith("campaign.hexmap: customRuleset.embedded: rounding"),
                 qPrintable(rules.error));
    }
};

QTEST_GUILESS_MAIN(TestCustomRuleset)
#include "tst_customruleset.moc"
