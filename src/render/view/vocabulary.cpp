#include "vocabulary.h"

#include "rules/ruleset.h"

#include <QRegularExpression>

namespace hexstride {

namespace {
struct Look
{
    const char *id;
    const char *en;
    const char *ru;
    std::uint32_t colour;
    FillPattern pattern;
    const char *drawAs;
    double width;
};

// Built-in looks for common ids; colours chosen so neighbouring terrains stay distinguishable,
// patterns where colours are close (hills/rough, forest/jungle, swamp/marsh).
constexpr Look kTerrainLooks[] = {
    {"plains", "Plains", "Равнина", 0xc8d88a, FillPattern::Solid, "", 1},
    {"grassland", "Grassland", "Луга", 0xa9cf74, FillPattern::Solid, "", 1},
    {"clear", "Clear", "Открытая местность", 0xd6e0a0, FillPattern::Solid, "", 1},
    {"shore", "Shore", "Побережье", 0xe6d8a4, FillPattern::Dots, "", 1},
    {"hills", "Hills", "Холмы", 0xc9a66b, FillPattern::Hatch, "", 1},
    {"rough", "Rough", "Пересечённая местность", 0xb89a6a, FillPattern::Dots, "", 1},
    {"forest", "Forest", "Лес", 0x4f8a3c, FillPattern::Trees, "", 1},
    {"woods", "Woods", "Роща", 0x6aa24f, FillPattern::Trees, "", 1},
    {"jungle", "Jungle", "Джунгли", 0x2f6e35, FillPattern::CrossHatch, "", 1},
    {"desert", "Desert", "Пустыня", 0xf0d890, FillPattern::Dots, "", 1},
    {"swamp", "Swamp", "Болото", 0x7f9a6a, FillPattern::Marsh, "", 1},
    {"marsh", "Marsh", "Топь", 0x8fae7a, FillPattern::Marsh, "", 1},
    {"mountains", "Mountains", "Горы", 0x9a8776, FillPattern::Peaks, "", 1},
    {"impassable", "Impassable", "Непроходимо", 0x5c5148, FillPattern::CrossHatch, "", 1},
    {"sea", "Sea", "Море", 0x6fa8dc, FillPattern::Solid, "", 1},
    {"ocean", "Ocean", "Океан", 0x3d78b8, FillPattern::Waves, "", 1},
    {"lake", "Lake", "Озеро", 0x86bce6, FillPattern::Solid, "", 1},
    {"water", "Water", "Вода", 0x6fa8dc, FillPattern::Solid, "", 1},
    {"urban", "Urban", "Город", 0xb0b0b0, FillPattern::CrossHatch, "", 1},
    {"snow", "Snow", "Снег", 0xf4f6f8, FillPattern::Dots, "", 1},
};
constexpr Look kHexFeatureLooks[] = {
    {"village", "Village", "Деревня", 0x5a3a1a, FillPattern::Solid, "", 1},
    {"town", "Town", "Город", 0x6b2b14, FillPattern::Solid, "", 1},
    {"major-town", "Major town", "Крупный город", 0x6b2b14, FillPattern::Solid, "", 1},
    {"city", "City", "Большой город", 0x7a1010, FillPattern::Solid, "", 1},
    {"tower", "Tower", "Башня", 0x333344, FillPattern::Solid, "", 1},
    {"fort", "Fort", "Форт", 0x333344, FillPattern::Solid, "", 1},
    {"castle", "Castle", "Замок", 0x222233, FillPattern::Solid, "", 1},
    {"fortress", "Fortress", "Крепость", 0x222233, FillPattern::Solid, "", 1},
    {"port", "Port", "Порт", 0x1a3a6b, FillPattern::Solid, "", 1},
    {"harbour", "Harbour", "Гавань", 0x1a3a6b, FillPattern::Solid, "", 1},
};
constexpr Look kEdgeFeatureLooks[] = {
    {"minor-river", "Minor river", "Малая река", 0x3c7fd0, FillPattern::Solid, "river", 1.0},
    {"river", "River", "Река", 0x3c7fd0, FillPattern::Solid, "river", 1.4},
    {"major-river", "Major river", "Большая река", 0x2a64b8, FillPattern::Solid, "river", 2.0},
    {"stream", "Stream", "Ручей", 0x5a9ae0, FillPattern::Solid, "river", 0.6},
    {"ford", "Ford", "Брод", 0xd9c28a, FillPattern::Solid, "crossing", 1},
    {"bridge", "Bridge", "Мост", 0x7a4a22, FillPattern::Solid, "crossing", 1},
    {"road", "Road", "Дорога", 0x8b5a2b, FillPattern::Solid, "road", 1},
    {"track", "Track", "Тропа", 0xa07850, FillPattern::Solid, "road", 0.7},
    {"wall", "Wall", "Стена", 0x444444, FillPattern::Solid, "barrier", 1},
    {"cliff", "Cliff", "Обрыв", 0x5a4636, FillPattern::Solid, "barrier", 1},
    {"border", "Border", "Граница", 0xa03060, FillPattern::Solid, "barrier", 0.6},
};

template<std::size_t N>
FeatureDefinition definitionFor(const QString &id, const Look (&looks)[N], int index)
{
    for (const Look &l : looks) {
        if (id == QLatin1String(l.id))
            return {id,
                    {QString::fromUtf8(l.en), QString::fromUtf8(l.ru)},
                    l.colour,
                    l.pattern,
                    QString::fromLatin1(l.drawAs),
                    l.width};
    }
    // Unknown id: a readable name from the id and a colour that differs by index.
    QString name = id;
    name.replace(QLatin1Char('-'), QLatin1Char(' '));
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    QString russian = name;
    // The terrains a Tiled import makes of tiles that name none: "tile 7", "empty" (no tile).
    static const QRegularExpression tileId(QStringLiteral("^tile (\\d+)$"));
    if (const auto tile = tileId.match(id); tile.hasMatch())
        russian = QStringLiteral("Тайл %1").arg(tile.captured(1));
    else if (id == QLatin1String("empty"))
        russian = QStringLiteral("Без тайла");
    static constexpr std::uint32_t kSpare[]
        = {0xd98c8c, 0x8cc6d9, 0xc78cd9, 0xd9cf8c, 0x8cd9a0, 0xa08cd9, 0xd9a88c, 0x9ad98c};
    FeatureDefinition d{id, {name, russian}, kSpare[index % 8], FillPattern::Solid, {}, 1.0};
    if (id.contains(QLatin1String("river")) || id.contains(QLatin1String("stream")))
        d.drawAs = QStringLiteral("river"), d.colour = 0x3c7fd0;
    else if (id.contains(QLatin1String("road")) || id.contains(QLatin1String("track")))
        d.drawAs = QStringLiteral("road"), d.colour = 0x8b5a2b;
    else if (id.contains(QLatin1String("ford")) || id.contains(QLatin1String("bridge")))
        d.drawAs = QStringLiteral("crossing");
    return d;
}
} // namespace

namespace {
// The ruleset's definition of id, else a built-in look.
template<std::size_t N>
FeatureDefinition lookFor(const QString &id, const FeatureDefinition *defined,
                          const Look (&looks)[N], int index)
{
    return defined ? *defined : definitionFor(id, looks, index);
}
} // namespace

MapVocabulary vocabularyForMap(const HexMap &map, const Ruleset *ruleset)
{
    const MapVocabulary none;
    const MapVocabulary &known = ruleset ? ruleset->vocabulary : none;
    MapVocabulary v;
    for (int i = 0; i < map.terrains().size(); ++i) {
        const QString &id = map.terrains().id(i);
        FeatureDefinition d = lookFor(id, known.terrain(id), kTerrainLooks, i);
        // A colour the map gives a terrain of its own (a Tiled tile's): the ruleset's wins.
        const auto own = map.terrainColours().constFind(id);
        if (!known.terrain(id) && own != map.terrainColours().cend())
            d.colour = *own;
        v.terrains.append(d);
    }
    for (int i = 0; i < map.hexFeatureIds().size(); ++i) {
        const QString &id = map.hexFeatureIds().id(i);
        v.hexFeatures.append(lookFor(id, known.hexFeature(id), kHexFeatureLooks, i));
    }
    for (int i = 0; i < map.edgeFeatureIds().size(); ++i) {
        const QString &id = map.edgeFeatureIds().id(i);
        FeatureDefinition d = lookFor(id, known.edgeFeature(id), kEdgeFeatureLooks, i);
        if (d.drawAs.isEmpty())
            d.drawAs = QStringLiteral("barrier");
        v.edgeFeatures.append(d);
    }
    return v;
}

VocabularyIds idsForNewMap(const Ruleset &ruleset)
{
    VocabularyIds ids;
    for (const auto &d : ruleset.vocabulary.terrains)
        ids.terrains.ensure(d.id);
    for (const auto &d : ruleset.vocabulary.hexFeatures)
        ids.hexFeatures.ensure(d.id);
    for (const auto &d : ruleset.vocabulary.edgeFeatures)
        ids.edgeFeatures.ensure(d.id);
    return ids;
}

QStringList waterTerrainIds(const MapVocabulary &vocabulary)
{
    QStringList ids;
    for (const auto &t : vocabulary.terrains) {
        if (t.pattern == FillPattern::Waves)
            ids.append(t.id);
    }
    return ids;
}

MapCheckOptions mapCheckOptions(const HexMap &map, const Ruleset *ruleset, const QString &language)
{
    const MapVocabulary vocabulary = vocabularyForMap(map, ruleset);
    MapCheckOptions options
        = MapCheckOptions::fromVocabulary(vocabulary, waterTerrainIds(vocabulary), language);
    options.knownTerrains.clear();
    if (ruleset) {
        for (const FeatureDefinition &t : ruleset->vocabulary.terrains)
            options.knownTerrains.append(t.id);
        options.knownHexFeatures.emplace();
        for (const FeatureDefinition &f : ruleset->vocabulary.hexFeatures)
            options.knownHexFeatures->append(f.id);
        options.knownEdgeFeatures.emplace();
        for (const FeatureDefinition &f : ruleset->vocabulary.edgeFeatures)
            options.knownEdgeFeatures->append(f.id);
        options.ruleset = std::make_shared<const Ruleset>(*ruleset);
    }
    return options;
}

} // namespace hexstride
