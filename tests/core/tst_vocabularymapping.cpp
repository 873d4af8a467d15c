// Changing a map's ruleset keeps the map: each terrain and feature goes where the mapping says
// (suggested by id, then by name), removed ones go, nothing else changes (issue 18 §6).
#include "map/vocabularymapping.h"

#include <QTest>

using namespace hexstride;

namespace {
FeatureDefinition def(const QString &id, const QString &en, const QString &ru = {})
{
    FeatureDefinition d;
    d.id = id;
    d.name = {en, ru};
    return d;
}
MapVocabulary oldVocabulary()
{
    MapVocabulary v;
    v.terrains = {def("plains", "Plains"), def("wood", "Forest", "Лес"), def("lava", "Lava")};
    v.hexFeatures = {def("town", "Town"), def("shrine", "Shrine")};
    v.edgeFeatures = {def("river", "River"), def("road", "Road"), def("trail", "Trail")};
    return v;
}
MapVocabulary newVocabulary()
{
    MapVocabulary v;
    v.terrains = {def("sea", "Sea"), def("forest", "forest", "лес"), def("plains", "Open ground")};
    v.hexFeatures = {def("city", "City"), def("town", "Village")};
    v.edgeFeatures = {def("road", "Road"), def("minor-river", "River")};
    return v;
}
} // namespace

class TestVocabularyMapping : public QObject
{
    Q_OBJECT
private slots:
    void suggestsByIdThenName()
    {
        const VocabularyMapping m = suggestMapping(oldVocabulary(), newVocabulary());
        QCOMPARE(m.terrains, (std::vector<int>{2, 1, VocabularyMapping::kRemove}));
        QCOMPARE(m.hexFeatures, (std::vector<int>{1, VocabularyMapping::kRemove}));
        QCOMPARE(m.edgeFeatures, (std::vector<int>{1, 0, VocabularyMapping::kRemove}));
    }

    void remapsEveryLayerAndKeepsTheRest()
    {
        const MapVocabulary from = oldVocabulary();
        HexMap map(MapShape{4, 3, {}, LabelScheme::Numeric}, "old",
                   IdTable({"plains", "wood", "lava"}), IdTable({"town", "shrine"}),
                   IdTable({"river", "road", "trail"}), 0);
        const Hex a = map.hexAtIndex(1), b = map.hexAtIndex(2), c = map.hexAtIndex(5);
        map.setTerrain(a, 1);
        map.setTerrain(b, 2);
        map.setElevation(c, 3);
        map.setHexFeatures(a, 0b11);
        map.setEdgeFeatures(edgeOf(c, 0), 0b111);
        map.labels().append({a, "Greywell"});
        map.units().append({"Host", {}, b, {}, 40});
        map.setTitle("Campaign");
        const VocabularyMapping m = suggestMapping(from, newVocabulary());
        const HexMap out = remappedMap(map, "new", newVocabulary(), m, 0);
        QCOMPARE(out.rulesetId(), QString("new"));
        QCOMPARE(out.terrains().ids(), (QStringList{"sea", "forest", "plains"}));
        QCOMPARE(out.terrain(map.hexAtIndex(0)), 2); // plains → plains
        QCOMPARE(out.terrain(a), 1);                 // wood → forest (by name)
        QCOMPARE(out.terrain(b), 0);                 // lava removed → the fill
        QCOMPARE(out.elevation(c), 3);
        QCOMPARE(out.hexFeatures(a), FeatureMask(0b10));             // town kept, shrine removed
        QCOMPARE(out.edgeFeatures(edgeOf(c, 0)), FeatureMask(0b11)); // river, road; trail removed
        QCOMPARE(out.labels(), map.labels());
        QCOMPARE(out.units(), map.units());
        QCOMPARE(out.title(), QString("Campaign"));
        QCOMPARE(out.shape(), map.shape());
    }
};

QTEST_GUILESS_MAIN(TestVocabularyMapping)
#include "tst_vocabularymapping.moc"
