// The designer's typed edits of terrains, hex and edge features, unit options, their values and
// constraints (rules/rulesetauthoring_parts.h): each renames ids in every rule, keeps the
// ruleset loadable or says which field is at fault, and the map follows by id.
#include "rules/rulesetauthoring_parts.h"
#include "rules/rulesetwriter.h"
#include "support/rulesettestutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace hexstride;

namespace {

/// A small ruleset whose every rule names known ids, so that each test can say what changes.
const char *const kRuleset = R"({
  "format": "hexstride-ruleset", "version": 1, "id": "parts", "name": {"en": "Parts", "ru": "Parts"},
  "terrains": [
    {"id": "open", "name": {"en": "Open", "ru": "Открытая"}, "colour": "#c8dc96"},
    {"id": "forest", "name": {"en": "Forest", "ru": "Лес"}, "colour": "#2e7d32", "pattern": "trees"},
    {"id": "marsh", "name": {"en": "Marsh", "ru": "Болото"}, "colour": "#6a8f7a"}],
  "hexFeatures": [
    {"id": "town", "name": {"en": "Town", "ru": "Город"}, "colour": "#ff0000"},
    {"id": "well", "name": {"en": "Well", "ru": "Колодец"}, "colour": "#0000ff"}],
  "edgeFeatures": [
    {"id": "river", "name": {"en": "River", "ru": "Река"}, "colour": "#2060c0", "drawAs": "river"},
    {"id": "road", "name": {"en": "Road", "ru": "Дорога"}, "colour": "#806040", "drawAs": "road"},
    {"id": "ford", "name": {"en": "Ford", "ru": "Брод"}, "colour": "#80a0c0", "drawAs": "crossing"}],
  "unitOptions": [
    {"id": "troops", "label": {"en": "Troops", "ru": "Войска"}, "default": "foot",
     "choices": [{"id": "foot", "label": {"en": "Foot", "ru": "Пешие"}},
                 {"id": "horse", "label": {"en": "Horse", "ru": "Конные"}},
                 {"id": "guns", "label": {"en": "Guns", "ru": "Пушки"}}]},
    {"id": "tired", "label": {"en": "Tired", "ru": "Усталые"}, "flag": true, "default": "no"}],
  "constraints": [
    {"when": {"unit": {"troops": "guns"}}, "implies": {"tired": "yes"},
     "message": {"en": "guns tire", "ru": "пушки устают"}}],
  "allowances": [{"id": "all", "label": {"en": "All", "ru": "All"}, "points": 6, "source": "§1"}],
  "costTables": [{
    "id": "terrain", "label": {"en": "Terrain", "ru": "Terrain"}, "source": "§1",
    "columns": [{"id": "foot", "label": {"en": "Foot", "ru": "Foot"}, "when": {"unit": {"troops": ["foot", "guns"]}}},
                {"id": "horse", "label": {"en": "Horse", "ru": "Horse"}, "when": {"unit": {"troops": ["horse"]}}}],
    "rows": [{"id": "open", "label": {"en": "Open", "ru": "Open"}, "when": {"enter": ["open"]}, "cells": [1, 1]},
             {"id": "forest", "label": {"en": "Forest", "ru": "Forest"}, "when": {"enter": ["forest", "marsh"]}, "cells": [2, 3]},
             {"id": "marsh", "label": {"en": "Marsh", "ru": "Marsh"}, "when": {"enter": ["marsh"]}, "cells": [3, "no"]}]}],
  "modifiers": [
    {"id": "river", "label": {"en": "River", "ru": "River"}, "when": {"edgeHas": ["river"], "edgeLacks": ["ford"]},
     "effect": "add", "value": 2, "source": "§2"},
    {"id": "road", "label": {"en": "Road", "ru": "Road"}, "when": {"edgeHas": ["road", "ford"], "leaveLacks": ["well"]},
     "effect": "set", "value": 1, "source": "§2"}],
  "prohibitions": [{"id": "no-marsh-horse", "label": {"en": "No horse in marsh", "ru": "No horse in marsh"},
                    "when": {"enter": ["marsh"], "unit": {"troops": "horse"}}, "source": "§3"}],
  "stateChanges": [{"id": "tire", "label": {"en": "Tire", "ru": "Tire"}, "when": {"enterHas": ["town"]},
                    "set": {"tired": "yes"}, "source": "§4"}],
  "turns": {"name": {"en": "Turn", "ru": "Turn"}, "source": "§5"}
})";

Ruleset parts()
{
    const RulesetLoadResult r = loadRuleset(kRuleset);
    if (!r.ruleset)
        qFatal("%s", qPrintable(r.error));
    return *r.ruleset;
}

QByteArray json(const Ruleset &r)
{
    return QJsonDocument(rulesetToJson(r)).toJson(QJsonDocument::Compact);
}

FeatureSpec feature(const QString &id, const LocalizedText &name, const QString &colour,
                    const QString &pattern = "solid", const QString &drawAs = {}, double width = 1)
{
    return {id, name, colour, pattern, drawAs, width};
}

UnitOptionSpec option(const QString &id, const LocalizedText &label, bool flag,
                      const QList<OptionChoice> &choices, const QString &defaultValue,
                      const QString &scope = "unit")
{
    return {id, label, flag, choices, defaultValue, scope, {}};
}

QStringList ids(const QList<FeatureDefinition> &defs)
{
    QStringList out;
    for (const FeatureDefinition &d : defs)
        out << d.id;
    return out;
}

} // namespace

class TestRulesetAuthoringParts : public QObject
{
    Q_OBJECT
private slots:
    void addsFeaturesOfEachPart()
    {
        const Ruleset r = parts();
        const RulesetLoadResult hex
            = rulesetWithFeature(r, VocabularyPart::HexFeature,
                                 feature("inn", {"Inn", "Трактир"}, "#aa5500", "dots", "symbol"));
        QVERIFY2(hex.ruleset, qPrintable(hex.error));
        QCOMPARE(ids(hex.ruleset->vocabulary.hexFeatures), QStringList({"town", "well", "inn"}));
        QCOMPARE(hex.ruleset->vocabulary.hexFeature("inn")->name.ru, "Трактир");
        QCOMPARE(hex.ruleset->vocabulary.hexFeature("inn")->drawAs, "symbol");

        const RulesetLoadResult edge = rulesetWithFeature(
            r, VocabularyPart::EdgeFeature,
            feature("wall", {"Wall", "Стена"}, "#444444", "solid", "barrier", 2.0));
        QVERIFY2(edge.ruleset, qPrintable(edge.error));
        QCOMPARE(edge.ruleset->vocabulary.edgeFeature("wall")->width, 2.0);

        const RulesetLoadResult terrain = rulesetWithFeature(
            r, VocabularyPart::Terrain, feature("sand", {"Sand", "Песок"}, "#e0d090", "dots"));
        QVERIFY2(terrain.ruleset, qPrintable(terrain.error));
        QCOMPARE(ids(terrain.ruleset->vocabulary.terrains).last(), "sand");
    }

    void refusesBadFeaturesNamingTheField()
    {
        const Ruleset r = parts();
        const RulesetLoadResult duplicate = rulesetWithFeature(
            r, VocabularyPart::HexFeature, feature("town", {"Town 2", "Город 2"}, "#aa5500"));
        QVERIFY(!duplicate.ruleset);
        QVERIFY2(duplicate.error.startsWith("hexFeatures[2].id"), qPrintable(duplicate.error));
        const RulesetLoadResult colour = rulesetWithFeature(
            r, VocabularyPart::HexFeature, feature("inn", {"Inn", "Трактир"}, "orange"));
        QVERIFY2(colour.error.startsWith("hexFeatures[2].colour"), qPrintable(colour.error));
        const RulesetLoadResult undrawn = rulesetWithFeature(
            r, VocabularyPart::EdgeFeature, feature("wall", {"Wall", "Стена"}, "#444444"));
        QVERIFY2(undrawn.error.startsWith("edgeFeatures[3].drawAs"), qPrintable(undrawn.error));
        const RulesetLoadResult pattern
            = rulesetWithEditedFeature(r, VocabularyPart::Terrain, "forest",
                                       feature("forest", {"Forest", "Лес"}, "#2e7d32", "stripes"));
        QVERIFY2(pattern.error.startsWith("terrains[1].pattern"), qPrintable(pattern.error));
    }

    void renamesATerrainInEveryRule()
    {
        const Ruleset r = parts();
        FeatureSpec woods = featureSpec(*r.vocabulary.terrain("forest"));
        QCOMPARE(woods.colour, "#2e7d32");
        QCOMPARE(woods.pattern, "trees");
        woods.id = "woods";
        woods.name = {"Woods", "Роща"};
        const RulesetLoadResult renamed
            = rulesetWithEditedFeature(r, VocabularyPart::Terrain, "forest", woods);
        QVERIFY2(renamed.ruleset, qPrintable(renamed.error));
        const Ruleset &w = *renamed.ruleset;
        QCOMPARE(ids(w.vocabulary.terrains), QStringList({"open", "woods", "marsh"}));
        QCOMPARE(w.vocabulary.terrain("woods")->name.ru, "Роща");
        QCOMPARE(w.costTables[0].rows[1].when.children[0].ids, QStringList({"woods", "marsh"}));
        QVERIFY(!json(w).contains("\"forest\"]"));
        // Renamed back, it is the ruleset it was.
        FeatureSpec forest = woods;
        forest.id = "forest";
        forest.name = {"Forest", "Лес"};
        const RulesetLoadResult back
            = rulesetWithEditedFeature(w, VocabularyPart::Terrain, "woods", forest);
        QVERIFY2(back.ruleset, qPrintable(back.error));
        QCOMPARE(*back.ruleset, r);
    }

    void renamesFeaturesInConditions()
    {
        const Ruleset r = parts();
        FeatureSpec crossing = featureSpec(*r.vocabulary.edgeFeature("ford"));
        crossing.id = "crossing";
        const RulesetLoadResult edge
            = rulesetWithEditedFeature(r, VocabularyPart::EdgeFeature, "ford", crossing);
        QVERIFY2(edge.ruleset, qPrintable(edge.error));
        const QByteArray text = json(*edge.ruleset);
        QVERIFY(text.contains("\"edgeLacks\":[\"crossing\"]"));
        QVERIFY(text.contains("\"edgeHas\":[\"road\",\"crossing\"]"));

        FeatureSpec spring = featureSpec(*r.vocabulary.hexFeature("well"));
        spring.id = "spring";
        const RulesetLoadResult hex
            = rulesetWithEditedFeature(r, VocabularyPart::HexFeature, "well", spring);
        QVERIFY2(hex.ruleset, qPrintable(hex.error));
        QVERIFY(json(*hex.ruleset).contains("\"leaveLacks\":[\"spring\"]"));
    }

    void refusesARenameOntoAnotherId()
    {
        const Ruleset r = parts();
        FeatureSpec spec = featureSpec(*r.vocabulary.terrain("forest"));
        spec.id = "marsh";
        const RulesetLoadResult clash
            = rulesetWithEditedFeature(r, VocabularyPart::Terrain, "forest", spec);
        QVERIFY(!clash.ruleset);
        QVERIFY2(clash.error.startsWith("terrains[1].id"), qPrintable(clash.error));
        const RulesetLoadResult missing
            = rulesetWithEditedFeature(r, VocabularyPart::Terrain, "jungle", spec);
        QVERIFY2(missing.error.contains("jungle"), qPrintable(missing.error));
    }

    void movesEntries()
    {
        const Ruleset r = parts();
        const RulesetLoadResult moved
            = rulesetWithFeatureMoved(r, VocabularyPart::Terrain, "marsh", 0);
        QVERIFY2(moved.ruleset, qPrintable(moved.error));
        QCOMPARE(ids(moved.ruleset->vocabulary.terrains), QStringList({"marsh", "open", "forest"}));
        const RulesetLoadResult last
            = rulesetWithFeatureMoved(r, VocabularyPart::EdgeFeature, "river", 99);
        QCOMPARE(ids(last.ruleset->vocabulary.edgeFeatures),
                 QStringList({"road", "ford", "river"}));
        const RulesetLoadResult option = rulesetWithUnitOptionMoved(r, "tired", 0);
        QCOMPARE(option.ruleset->unitOptions[0].id, "tired");
        const RulesetLoadResult value = rulesetWithOptionValueMoved(r, "troops", "guns", 0);
        QCOMPARE(value.ruleset->option("troops")->choices[0].id, "guns");
        QCOMPARE(value.ruleset->option("troops")->defaultValue, "foot");
    }

    void removesFeaturesFromLists()
    {
        const Ruleset r = parts();
        // Ford: leaves the road's list; the river's "lacks ford" holds everywhere and goes.
        const RulesetLoadResult ford
            = rulesetWithoutFeature(r, VocabularyPart::EdgeFeature, "ford");
        QVERIFY2(ford.ruleset, qPrintable(ford.error));
        QCOMPARE(ids(ford.ruleset->vocabulary.edgeFeatures), QStringList({"river", "road"}));
        const QByteArray text = json(*ford.ruleset);
        QVERIFY(text.contains("\"edgeHas\":[\"road\"]"));
        QVERIFY(!text.contains("edgeLacks"));
        // Marsh: its row goes, the forest row no longer names it, the prohibition needs it.
        const RulesetLoadResult marsh = rulesetWithoutFeature(r, VocabularyPart::Terrain, "marsh");
        QVERIFY(!marsh.ruleset);
        QVERIFY2(marsh.error.startsWith("prohibitions[0].when.enter"), qPrintable(marsh.error));
    }

    void removingAFeatureARuleNeedsIsRefusedAtTheRule()
    {
        const Ruleset r = parts();
        const RulesetLoadResult river
            = rulesetWithoutFeature(r, VocabularyPart::EdgeFeature, "river");
        QVERIFY(!river.ruleset);
        QVERIFY2(river.error.startsWith("modifiers[0].when.edgeHas"), qPrintable(river.error));
        QVERIFY2(river.error.contains("river"), qPrintable(river.error));
        const RulesetLoadResult town = rulesetWithoutFeature(r, VocabularyPart::HexFeature, "town");
        QVERIFY2(town.error.startsWith("stateChanges[0].when.enterHas"), qPrintable(town.error));
    }

    void removesCostTableAxesSelectedByTheIdAlone()
    {
        const Ruleset r = parts();
        Ruleset noProhibition = r;
        noProhibition.prohibitions.clear();
        const RulesetLoadResult marsh
            = rulesetWithoutFeature(noProhibition, VocabularyPart::Terrain, "marsh");
        QVERIFY2(marsh.ruleset, qPrintable(marsh.error));
        const CostTable &t = marsh.ruleset->costTables[0];
        QCOMPARE(t.rows.size(), 2);
        QCOMPARE(t.rows[1].id, "forest");
        QCOMPARE(t.rows[1].when.children[0].ids, QStringList({"forest"}));
    }

    void removesAxesThatNameTheIdAloneBesideOtherTests()
    {
        // A row entered into marsh for horses only: with marsh gone no step can pick it, so it
        // goes too (as the twin rows of a terrain added "like" another do).
        Ruleset r = parts();
        r.prohibitions.clear();
        QJsonObject json = rulesetToJson(r);
        QJsonArray tables = json["costTables"].toArray();
        QJsonObject table = tables[0].toObject();
        QJsonArray rows = table["rows"].toArray();
        rows.append(
            QJsonObject{{"id", "marsh-horse"},
                        {"label", QJsonObject{{"en", "Marsh, horse"}, {"ru", "Болото, конница"}}},
                        {"when", QJsonObject{{"enter", QJsonArray{"marsh"}},
                                             {"unit", QJsonObject{{"troops", "horse"}}}}},
                        {"cells", QJsonArray{4, 4}}});
        table["rows"] = rows;
        tables[0] = table;
        json["costTables"] = tables;
        const RulesetLoadResult withRow = loadRuleset(QJsonDocument(json).toJson());
        QVERIFY2(withRow.ruleset, qPrintable(withRow.error));
        const RulesetLoadResult marsh
            = rulesetWithoutFeature(*withRow.ruleset, VocabularyPart::Terrain, "marsh");
        QVERIFY2(marsh.ruleset, qPrintable(marsh.error));
        QCOMPARE(marsh.ruleset->costTables[0].rows.size(), 2);
        QCOMPARE(marsh.ruleset->costTables[0].rows.last().id, "forest");
    }

    void editsUnitOptionsAndRenamesThemEverywhere()
    {
        const Ruleset r = parts();
        UnitOptionSpec arm = unitOptionSpec(*r.option("troops"));
        QCOMPARE(arm.choices.size(), 3);
        arm.id = "arm";
        arm.label = {"Arm", "Род войск"};
        arm.choices[0].id = "infantry"; // renamed by position
        arm.defaultValue = "infantry";
        const RulesetLoadResult edited = rulesetWithEditedUnitOption(r, "troops", arm);
        QVERIFY2(edited.ruleset, qPrintable(edited.error));
        const QByteArray text = json(*edited.ruleset);
        QVERIFY(!text.contains("troops"));
        QVERIFY(text.contains("\"arm\":[\"infantry\",\"guns\"]"));
        QCOMPARE(edited.ruleset->option("arm")->label.ru, "Род войск");
        QCOMPARE(edited.ruleset->constraints[0].when.children[0].children[0].key, "arm");

        UnitOptionSpec weary = unitOptionSpec(*r.option("tired"));
        QVERIFY(weary.flag);
        weary.id = "weary";
        const RulesetLoadResult flag = rulesetWithEditedUnitOption(r, "tired", weary);
        QVERIFY2(flag.ruleset, qPrintable(flag.error));
        QCOMPARE(flag.ruleset->stateChanges[0].set.value("weary"), "yes");
        QCOMPARE(flag.ruleset->constraints[0].implies.value("weary"), "yes");
    }

    void editsAnOptionsValuesInOneEdit()
    {
        // Values reordered, one renamed and one removed, said by the ids they had.
        Ruleset r = parts();
        r.constraints.clear();
        UnitOptionSpec spec = unitOptionSpec(*r.option("troops"));
        spec.choices = {{"horse", {"Horse", "Конные"}}, {"walk", {"Walk", "Пешком"}}};
        spec.renamedFrom = {"horse", "foot"};
        spec.defaultValue = "walk";
        const RulesetLoadResult edited = rulesetWithEditedUnitOption(r, "troops", spec);
        QVERIFY2(edited.ruleset, qPrintable(edited.error));
        QCOMPARE(edited.ruleset->option("troops")->choices.size(), 2);
        QCOMPARE(edited.ruleset->costTables[0].columns[0].when.children[0].children[0].ids,
                 QStringList({"walk"}));
        QCOMPARE(edited.ruleset->prohibitions[0].when.children[1].children[0].ids,
                 QStringList({"horse"}));
        // Removing the value a column names alone is refused at that column.
        spec.choices = {{"foot", {"Foot", "Пешие"}}, {"guns", {"Guns", "Пушки"}}};
        spec.renamedFrom = {"foot", "guns"};
        spec.defaultValue = "foot";
        const RulesetLoadResult refused = rulesetWithEditedUnitOption(r, "troops", spec);
        QVERIFY2(refused.error.startsWith("costTables[0].columns[1].when.unit.troops"),
                 qPrintable(refused.error));
    }

    void addsAndRemovesOptions()
    {
        const Ruleset r = parts();
        const RulesetLoadResult added
            = rulesetWithUnitOption(r, option("night", {"Night", "Ночь"}, true, {}, "no", "game"));
        QVERIFY2(added.ruleset, qPrintable(added.error));
        QCOMPARE(added.ruleset->option("night")->scope, "game");
        const RulesetLoadResult removed = rulesetWithoutUnitOption(*added.ruleset, "night");
        QVERIFY2(removed.ruleset, qPrintable(removed.error));
        QCOMPARE(*removed.ruleset, r);

        const RulesetLoadResult badDefault = rulesetWithUnitOption(
            r, option("march", {"March", "Марш"}, false, {{"slow", {"Slow", "Медленно"}}}, "fast"));
        QVERIFY2(badDefault.error.startsWith("unitOptions[2].default"),
                 qPrintable(badDefault.error));
        const RulesetLoadResult noValues
            = rulesetWithUnitOption(r, option("march", {"March", "Марш"}, false, {}, "fast"));
        QVERIFY2(noValues.error.startsWith("unitOptions[2].choices"), qPrintable(noValues.error));
        // A rule names "tired": the loader says where.
        const RulesetLoadResult used = rulesetWithoutUnitOption(r, "tired");
        QVERIFY(!used.ruleset);
        QVERIFY2(used.error.startsWith("constraints[0].implies.tired"), qPrintable(used.error));
    }

    void editsOptionValues()
    {
        const Ruleset r = parts();
        const RulesetLoadResult added
            = rulesetWithOptionValue(r, "troops", {"boats", {"Boats", "Лодки"}});
        QVERIFY2(added.ruleset, qPrintable(added.error));
        QCOMPARE(added.ruleset->option("troops")->choices.last().label.ru, "Лодки");
        const RulesetLoadResult flag
            = rulesetWithOptionValue(r, "tired", {"very", {"Very", "Очень"}});
        QVERIFY2(flag.error.startsWith("unitOptions[1].choices"), qPrintable(flag.error));

        const RulesetLoadResult renamed = rulesetWithEditedOptionValue(
            r, "troops", "foot", {"infantry", {"Infantry", "Пехота"}});
        QVERIFY2(renamed.ruleset, qPrintable(renamed.error));
        QCOMPARE(renamed.ruleset->option("troops")->defaultValue, "infantry");
        QVERIFY(json(*renamed.ruleset).contains("\"troops\":[\"infantry\",\"guns\"]"));
        const RulesetLoadResult clash
            = rulesetWithEditedOptionValue(r, "troops", "foot", {"horse", {"Horse", "Конь"}});
        QVERIFY2(clash.error.contains("already"), qPrintable(clash.error));
    }

    void removesOptionValues()
    {
        const Ruleset r = parts();
        Ruleset noConstraint = r;
        noConstraint.constraints.clear();
        const RulesetLoadResult guns = rulesetWithoutOptionValue(noConstraint, "troops", "guns");
        QVERIFY2(guns.ruleset, qPrintable(guns.error));
        QCOMPARE(guns.ruleset->costTables[0].columns[0].when.children[0].children[0].ids,
                 QStringList({"foot"}));
        // The horse column and the prohibition name horse alone; foot is the default.
        const RulesetLoadResult horse = rulesetWithoutOptionValue(r, "troops", "horse");
        QVERIFY2(horse.error.startsWith("costTables[0].columns[1].when.unit.troops"),
                 qPrintable(horse.error));
        const RulesetLoadResult foot = rulesetWithoutOptionValue(noConstraint, "troops", "foot");
        QVERIFY2(foot.error.startsWith("unitOptions[0].default"), qPrintable(foot.error));
    }

    void editsConstraints()
    {
        const Ruleset r = parts();
        OptionConstraint forbid;
        forbid.forbid
            = Condition{Condition::Kind::All,
                        {},
                        {},
                        0,
                        {Condition{Condition::Kind::All,
                                   {},
                                   {},
                                   0,
                                   {Condition{Condition::Kind::Unit, {"horse"}, "troops", 0, {}},
                                    Condition{Condition::Kind::Unit, {"yes"}, "tired", 0, {}}}}}};
        forbid.message = {"horses are never tired", "кони не устают"};
        const RulesetLoadResult added = rulesetWithConstraint(r, forbid);
        QVERIFY2(added.ruleset, qPrintable(added.error));
        QCOMPARE(added.ruleset->constraints.size(), 2);
        QCOMPARE(added.ruleset->constraints[1].message.ru, "кони не устают");
        const RulesetLoadResult moved = rulesetWithConstraintMoved(*added.ruleset, 1, 0);
        QCOMPARE(moved.ruleset->constraints[0].message.en, "horses are never tired");
        OptionConstraint bad = forbid;
        bad.forbid.children[0].children[0].ids = {"camel"};
        const RulesetLoadResult refused = rulesetWithEditedConstraint(r, 0, bad);
        QVERIFY2(refused.error.startsWith("constraints[0].forbid.unit.troops"),
                 qPrintable(refused.error));
        const RulesetLoadResult removed = rulesetWithoutConstraint(*added.ruleset, 1);
        QCOMPARE(*removed.ruleset, r);
        QVERIFY(!rulesetWithoutConstraint(r, 5).ruleset);
    }

    void theMapFollowsRenamesAndRemovals()
    {
        const Ruleset r = parts();
        HexMap map = testutil::mapFor(r, 4, 3, "open");
        testutil::setTerrain(map, testutil::at(map, 1, 1), "forest");
        testutil::setTerrain(map, testutil::at(map, 2, 1), "forest");
        map.setHexFeatures(testutil::at(map, 0, 0),
                           FeatureMask(1u << map.hexFeatureIds().indexOf("well")));
        map.setEdgeFeatures(edgeOf(testutil::at(map, 1, 1), 0),
                            FeatureMask(1u << map.edgeFeatureIds().indexOf("river")));
        map.units().append(MapUnit{
            "1st", "red", testutil::at(map, 1, 1), {{"troops", "foot"}, {"tired", "no"}}, 0});
        map.plans().append(
            MovementPlan{"p", "1st", testutil::at(map, 1, 1), {"e"}, {{"troops", "guns"}}});
        QCOMPARE(mapUses(map, VocabularyPart::Terrain, "forest"), 2);
        QCOMPARE(mapUses(map, VocabularyPart::HexFeature, "well"), 1);
        QCOMPARE(mapUses(map, VocabularyPart::EdgeFeature, "river"), 1);
        QCOMPARE(mapUses(map, VocabularyPart::EdgeFeature, "road"), 0);
        QCOMPARE(profilesUsing(map, "troops"), 2);
        QCOMPARE(profilesUsing(map, "troops", "guns"), 1);

        FeatureSpec woods = featureSpec(*r.vocabulary.terrain("forest"));
        woods.id = "woods";
        const Ruleset renamed
            = *rulesetWithEditedFeature(r, VocabularyPart::Terrain, "forest", woods).ruleset;
        MapRenames renames;
        renames.terrains.insert("forest", "woods");
        renames.hexFeatures.insert("well", QString()); // taken off
        renames.options.insert("tired", QString());    // dropped
        renames.values["troops"].insert("guns", "foot");
        const HexMap after = mapForRulesetEdit(map, renamed, renames);
        QCOMPARE(after.terrains().ids(), QStringList({"open", "woods", "marsh"}));
        QCOMPARE(mapUses(after, VocabularyPart::Terrain, "woods"), 2);
        QCOMPARE(int(after.terrain(testutil::at(after, 1, 1))), after.terrains().indexOf("woods"));
        QCOMPARE(mapUses(after, VocabularyPart::HexFeature, "well"), 0);
        QCOMPARE(mapUses(after, VocabularyPart::EdgeFeature, "river"), 1);
        QCOMPARE(after.units()[0].profile, UnitProfile({{"troops", "foot"}}));
        QCOMPARE(after.plans()[0].profile, UnitProfile({{"troops", "foot"}}));
        QCOMPARE(after.rulesetId(), "parts");
    }

    void bundledRulesetsSurviveARenameAndBack()
    {
        // Every id of every part of a real ruleset, renamed and renamed back: the same ruleset.
        const auto r = testutil::bundled("tactical-formations");
        for (VocabularyPart part :
             {VocabularyPart::Terrain, VocabularyPart::HexFeature, VocabularyPart::EdgeFeature}) {
            for (const FeatureDefinition &d : vocabularyPart(*r, part)) {
                FeatureSpec spec = featureSpec(d);
                spec.id = d.id + "-x";
                const RulesetLoadResult there = rulesetWithEditedFeature(*r, part, d.id, spec);
                QVERIFY2(there.ruleset, qPrintable(there.error));
                spec.id = d.id;
                const RulesetLoadResult back
                    = rulesetWithEditedFeature(*there.ruleset, part, d.id + "-x", spec);
                QVERIFY2(back.ruleset, qPrintable(back.error));
                QVERIFY2(*back.ruleset == *r, qPrintable(d.id));
            }
        }
        for (const UnitOption &o : r->unitOptions) {
            UnitOptionSpec spec = unitOptionSpec(o);
            spec.id = o.id + "-x";
            const RulesetLoadResult there = rulesetWithEditedUnitOption(*r, o.id, spec);
            QVERIFY2(there.ruleset, qPrintable(there.error));
            QVERIFY(!json(*there.ruleset).contains("\"" + o.id.toUtf8() + "\":"));
            spec.id = o.id;
            const RulesetLoadResult back
                = rulesetWithEditedUnitOption(*there.ruleset, o.id + "-x", spec);
            QVERIFY2(back.ruleset, qPrintable(back.error));
            QVERIFY2(*back.ruleset == *r, qPrintable(o.id));
        }
    }
};

QTEST_GUILESS_MAIN(TestRulesetAuthoringParts)
#include "tst_rulesetauthoringparts.moc"
