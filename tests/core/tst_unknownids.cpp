// What a map holds that reads like one of its ruleset's ids but is not (probe17 R02, R06): a
// terrain "Forest" (the ruleset's is "forest"), a hex feature "Town", a hex-side feature
// "Major-river". No step enters or crosses them, the step says why, and the map check names each
// with the id it resembles. An id unlike any of the ruleset's ("lava") is costed by the rows that
// do not name it, as the ruleset says.
// By hand, pbm-strategic's fed mixed army (docs/rules/pbm-strategic.md §4.5): plains cost 3.
#include "i18n/translations.h"
#include "map/mapcheck.h"
#include "movement/stepcostmodel.h"
#include "support/rulesettestutil.h"

#include <QTest>

using namespace hexstride;
using namespace testutil;

namespace {
std::shared_ptr<const Ruleset> pbm()
{
    static const auto r = bundled("pbm-strategic");
    return r;
}
/// Four plains hexes in a row, 0,0 to 3,0: "Forest" on 2,0, "Town" on 3,0, "Major-river" on the
/// side between 0,0 and 1,0; the ruleset's own "village" on 1,0 and "road" between 2,0 and 3,0.
HexMap mapWithUnknownIds()
{
    HexMap m(MapShape{4, 1, {}, LabelScheme::ColRow}, QStringLiteral("pbm-strategic"),
             IdTable({"plains", "Forest"}), IdTable({"Town", "village"}),
             IdTable({"Major-river", "road"}));
    m.setTerrain(at(m, 2, 0), 1);
    m.setHexFeatures(at(m, 3, 0), 1);
    m.setHexFeatures(at(m, 1, 0), 2);             // a village: the ruleset's own
    m.setEdgeFeatures(edgeOf(at(m, 0, 0), 0), 1); // direction 0: east (pointy top)
    m.setEdgeFeatures(edgeOf(at(m, 2, 0), 0), 2); // a road: the ruleset's own
    return m;
}
QString whyNot(const StepCostModel &model, const HexMap &m, Hex from, Direction d)
{
    StepTrace trace;
    const int cost = model.evaluate(model.facts(m, from, neighbour(from, d), d), &trace);
    if (cost >= 0 || trace.isEmpty())
        return QStringLiteral("cost %1").arg(cost);
    return formatTraceItem(trace.last(), QStringLiteral("en"));
}
} // namespace

class TestUnknownIds : public QObject
{
    Q_OBJECT
private slots:
    void noStepEntersWhatTheRulesetDoesNotKnow()
    {
        const HexMap m = mapWithUnknownIds();
        const StepCostModel model(pbm(), m, pbm()->withDefaults({}));
        // The control: 1,0 → 0,0 crosses the river side; 0,0 itself is plains.
        QCOMPARE(model.cost(m, at(m, 1, 0), 3), -1);
        QCOMPARE(whyNot(model, m, at(m, 0, 0), 0),
                 QString("Not allowed: the map's hex-side feature \"Major-river\" is not the "
                         "ruleset's \"major-river\" (the spelling differs)"));
        QCOMPARE(model.cost(m, at(m, 1, 0), 0), -1);
        QCOMPARE(whyNot(model, m, at(m, 1, 0), 0),
                 QString("Not allowed: the map's terrain \"Forest\" is not the ruleset's "
                         "\"forest\" (the spelling differs)"));
        QCOMPARE(model.cost(m, at(m, 2, 0), 0), -1);
        QCOMPARE(whyNot(model, m, at(m, 2, 0), 0),
                 QString("Not allowed: the map's hex feature \"Town\" is not the ruleset's "
                         "\"town\" (the spelling differs)"));
        // Leaving them is not refused: 2,0 ("Forest") → 1,0 (plains) costs what plains cost.
        QCOMPARE(model.cost(m, at(m, 2, 0), 3), 3);
        QVERIFY(model.isTabulated()); // the table filled up front says the same as evaluate()
    }

    void anIdUnlikeTheRulesetsIsCostedByItsRows()
    {
        // tabletop-inches costs a terrain its rows do not name (tst_cli_io: plains, 1 a hex):
        // "lava" is such a terrain, not a misspelling.
        const auto tabletop = bundled("tabletop-inches");
        HexMap m(MapShape{2, 1, {}, LabelScheme::ColRow}, QStringLiteral("tabletop-inches"),
                 IdTable({"lava"}), IdTable(), IdTable());
        const StepCostModel model(tabletop, m, tabletop->withDefaults({}));
        QVERIFY(model.cost(m, at(m, 0, 0), 0) > 0);
    }

    void theCheckNamesEachWithItsLookAlike()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en")); // "1 hex"
        const HexMap m = mapWithUnknownIds();
        MapCheckOptions o = MapCheckOptions::fromVocabulary(pbm()->vocabulary, {"sea"}, "en");
        o.knownHexFeatures = QStringList{"town", "village"};
        o.knownEdgeFeatures = QStringList{"major-river", "road"};
        QStringList messages;
        for (const MapProblem &p : checkMap(m, o)) {
            if (p.kind == MapProblemKind::UnknownTerrain
                || p.kind == MapProblemKind::UnknownFeature)
                messages << p.message;
        }
        QCOMPARE(messages.size(), 3);
        QCOMPARE(messages[0], QString("2,0: terrain \"Forest\" is not in the ruleset (1 hex) "
                                      "(did you mean \"forest\"?)"));
        QCOMPARE(messages[1], QString("3,0: hex feature \"Town\" is not in the ruleset (1 hex) "
                                      "(did you mean \"town\"?)"));
        QVERIFY2(messages[2].endsWith(": hex-side feature \"Major-river\" is not in the ruleset (1 "
                                      "hex-side) (did you mean \"major-river\"?)"),
                 qPrintable(messages[2]));
        // Without the ruleset's feature lists the check says nothing of features.
        o.knownHexFeatures.reset();
        o.knownEdgeFeatures.reset();
        for (const MapProblem &p : checkMap(m, o))
            QVERIFY(p.kind != MapProblemKind::UnknownFeature);
    }
};

QTEST_MAIN(TestUnknownIds)
#include "tst_unknownids.moc"
