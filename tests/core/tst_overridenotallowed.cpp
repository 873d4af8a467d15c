// A `set` modifier with "overridesNotAllowed" gives its cost where the table says "not allowed"
// (a causeway costs 1 whatever the terrain); a plain one does not, and rules that forbid a step
// still forbid it. Costs worked out by hand from tests/data/rulesets/causeway-fen.json:
//   table "Terrain": Fen = Foot 4, Mounted "no"; Open = Foot 2, Mounted 1
//   modifiers: Stream +2 (order 0); Causeway = 1, overrides (order 10); Road = 1 (order 10)
#include "movement/compacttrace.h"
#include "movement/stepcostmodel.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmap.h"
#include "rules/rulesetwriter.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace hexstride;

namespace {

enum Terrain : std::uint8_t { Open, Forest, Hill, Fen, Heath };
enum Edge : FeatureMask { Stream = 1, Ford = 2, Bridge = 4, Causeway = 8, Road = 16 };

QJsonObject causewayJson()
{
    QFile f(testpaths::source("/tests/data/rulesets/causeway-fen.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("causeway-fen.json missing");
    return QJsonDocument::fromJson(f.readAll()).object();
}

RulesetLoadResult load(const QJsonObject &o)
{
    return loadRuleset(QJsonDocument(o).toJson(), QStringLiteral("causeway-fen.json"));
}

/// The cost and trace of entering `entered` from Open across an edge with `edge`.
struct Step
{
    int cost;
    StepTrace trace;
};

Step step(const Ruleset &ruleset, const QString &mount, Terrain entered, FeatureMask edge)
{
    const auto r = std::make_shared<const Ruleset>(ruleset);
    const HexMap map = mapForRuleset(*r, MapShape{1, 1, {}, LabelScheme::ColRow}, {});
    const StepCostModel model(r, map, r->withDefaults({{"mount", mount}}));
    Step s;
    s.cost = model.evaluate(StepFacts{Open, entered, 0, 0, edge, 0, 0}, &s.trace);
    // The fast path answers the same (its table is filled by evaluate()).
    if (model.evaluate(StepFacts{Open, entered, 0, 0, edge, 0, 0}, nullptr) != s.cost)
        qFatal("evaluate with and without a trace disagree");
    return s;
}

QStringList kinds(const StepTrace &trace)
{
    QStringList out;
    for (const TraceItem &i : trace)
        out << traceKindId(i.kind);
    return out;
}

} // namespace

class TestOverrideNotAllowed : public QObject
{
    Q_OBJECT
private slots:
    void costs_data()
    {
        QTest::addColumn<QString>("mount");
        QTest::addColumn<int>("entered");
        QTest::addColumn<int>("edge");
        QTest::addColumn<int>("cost");
        QTest::addColumn<QStringList>("trace");
        const QStringList lifted{"override", "final"};
        // Mounted into Fen: the cell says "no"; the causeway makes it 1.
        QTest::newRow("causeway lifts not allowed")
            << "mounted" << int(Fen) << int(Causeway) << 1 << lifted;
        QTest::newRow("no causeway: not allowed")
            << "mounted" << int(Fen) << 0 << -1 << QStringList{"prohibited"};
        // Road is a plain `set 1`: it has no cost to change, the prohibition stays.
        QTest::newRow("road keeps not allowed")
            << "mounted" << int(Fen) << int(Road) << -1 << QStringList{"prohibited"};
        // Stream +2 comes first but has no cost to add to; the causeway then gives 1.
        QTest::newRow("stream before the causeway")
            << "mounted" << int(Fen) << int(Stream | Causeway) << 1 << lifted;
        // Foot into Fen: 4, the causeway sets 1 as any set modifier does.
        QTest::newRow("foot by causeway")
            << "foot" << int(Fen) << int(Causeway) << 1 << QStringList{"base", "modifier", "final"};
        QTest::newRow("foot by road")
            << "foot" << int(Fen) << int(Road) << 1 << QStringList{"base", "modifier", "final"};
        // Foot across a stream into Fen: 4 + 2 = 6.
        QTest::newRow("foot across stream")
            << "foot" << int(Fen) << int(Stream) << 6 << QStringList{"base", "modifier", "final"};
        QTest::newRow("mounted open")
            << "mounted" << int(Open) << 0 << 1 << QStringList{"base", "final"};
    }
    void costs()
    {
        QFETCH(QString, mount);
        QFETCH(int, entered);
        QFETCH(int, edge);
        QFETCH(int, cost);
        QFETCH(QStringList, trace);
        const RulesetLoadResult r = load(causewayJson());
        QVERIFY2(r.ruleset, qPrintable(r.error));
        const Step s = step(*r.ruleset, mount, Terrain(entered), FeatureMask(edge));
        QCOMPARE(s.cost, cost);
        QCOMPARE(kinds(s.trace), trace);
    }

    // The why-panel's line and explain's sentence name the modifier and the cell it lifts.
    void explanations()
    {
        const RulesetLoadResult r = load(causewayJson());
        QVERIFY2(r.ruleset, qPrintable(r.error));
        const Step s = step(*r.ruleset, "mounted", Fen, Causeway);
        QCOMPARE(compactTrace(s.trace, "en"), QString("Causeway: 1 (otherwise not allowed)"));
        QCOMPARE(formatTraceItem(s.trace[0], "en"),
                 QString("Causeway: costs 1 whatever the table says (Fen, Mounted: not allowed)"));
        const QJsonObject json = traceItemJson(s.trace[0], "en");
        QCOMPARE(json["kind"].toString(), QString("override"));
        QCOMPARE(json["rule"].toString(), QString("causeway"));
        QCOMPARE(json["result"].toDouble(), 1.0);
    }

    // Modifiers after the override change the cost it gave; a prohibiting modifier or a
    // prohibition rule still forbids the step.
    void laterRulesStillApply_data()
    {
        QTest::addColumn<QString>("extra");
        QTest::addColumn<int>("cost");
        QTest::addColumn<QString>("lastKind");
        // Muddy causeway: +1 after the causeway's 1 → 2.
        QTest::newRow("add after")
            << R"({"id": "mud", "label": {"en": "Mud", "ru": "Грязь"}, "when": {"edgeHas": ["causeway"]}, "effect": "add", "value": 1, "order": 20, "source": "§3"})"
            << 2 << "final";
        // A prohibiting modifier before the causeway still forbids: the step is not allowed.
        QTest::newRow("prohibit before")
            << R"({"id": "flooded", "label": {"en": "Flooded", "ru": "Затоплено"}, "when": {"edgeHas": ["causeway"]}, "effect": "prohibit", "order": 0, "source": "§3"})"
            << -1 << "prohibited";
        QTest::newRow("prohibit after")
            << R"({"id": "flooded", "label": {"en": "Flooded", "ru": "Затоплено"}, "when": {"edgeHas": ["causeway"]}, "effect": "prohibit", "order": 20, "source": "§3"})"
            << -1 << "prohibited";
    }
    void laterRulesStillApply()
    {
        QFETCH(QString, extra);
        QFETCH(int, cost);
        QFETCH(QString, lastKind);
        QJsonObject o = causewayJson();
        QJsonArray modifiers = o["modifiers"].toArray();
        modifiers << QJsonDocument::fromJson(extra.toUtf8()).object();
        o["modifiers"] = modifiers;
        const RulesetLoadResult r = load(o);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        const Step s = step(*r.ruleset, "mounted", Fen, Causeway);
        QCOMPARE(s.cost, cost);
        QCOMPARE(traceKindId(s.trace.constLast().kind), lastKind);
    }

    void prohibitionRuleStillForbids()
    {
        QJsonObject o = causewayJson();
        o["prohibitions"] = QJsonArray{QJsonDocument::fromJson(R"({"id": "no-horses-in-fen",
            "label": {"en": "No horses in the fen", "ru": "Коням в топь нельзя"},
            "when": {"enter": ["fen"], "unit": {"mount": "mounted"}}, "source": "§3"})")
                                           .object()};
        const RulesetLoadResult r = load(o);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        const Step s = step(*r.ruleset, "mounted", Fen, Causeway);
        QCOMPARE(s.cost, -1);
        QCOMPARE(s.trace.constFirst().ruleId, QString("no-horses-in-fen"));
    }

    void loaderRefusesBadValues_data()
    {
        QTest::addColumn<QString>("effect");
        QTest::addColumn<QJsonValue>("flag");
        QTest::addColumn<QString>("error");
        QTest::newRow("add") << "add" << QJsonValue(true)
                             << "causeway-fen.json: modifiers[1].overridesNotAllowed: only a "
                                "\"set\" modifier can override \"not allowed\" (this one is "
                                "\"add\")";
        QTest::newRow("multiply")
            << "multiply" << QJsonValue(true)
            << "causeway-fen.json: modifiers[1].overridesNotAllowed: only a \"set\" modifier can "
               "override \"not allowed\" (this one is \"multiply\")";
        QTest::newRow("not a boolean")
            << "set" << QJsonValue("yes")
            << "causeway-fen.json: modifiers[1].overridesNotAllowed: expected true or false";
    }
    void loaderRefusesBadValues()
    {
        QFETCH(QString, effect);
        QFETCH(QJsonValue, flag);
        QFETCH(QString, error);
        QJsonObject o = causewayJson();
        QJsonArray modifiers = o["modifiers"].toArray();
        QJsonObject causeway = modifiers[1].toObject();
        causeway["effect"] = effect;
        causeway["value"] = 2;
        causeway["overridesNotAllowed"] = flag;
        modifiers[1] = causeway;
        o["modifiers"] = modifiers;
        const RulesetLoadResult r = load(o);
        QVERIFY(!r.ruleset);
        QCOMPARE(r.error, error);
    }

    // The writer keeps the flag (and writes nothing for plain modifiers).
    void roundTrip()
    {
        const RulesetLoadResult r = load(causewayJson());
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QVERIFY(r.ruleset->modifiers[1].overridesNotAllowed);
        const QJsonObject written = QJsonDocument::fromJson(writeRuleset(*r.ruleset)).object();
        const QJsonArray modifiers = written["modifiers"].toArray();
        QCOMPARE(modifiers[1].toObject()["overridesNotAllowed"].toBool(), true);
        QVERIFY(!modifiers[2].toObject().contains("overridesNotAllowed"));
        const RulesetLoadResult again = load(written);
        QVERIFY2(again.ruleset, qPrintable(again.error));
        QCOMPARE(*again.ruleset, *r.ruleset);
    }
};

QTEST_GUILESS_MAIN(TestOverrideNotAllowed)
#include "tst_overridenotallowed.moc"
