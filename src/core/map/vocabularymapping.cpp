#include "vocabularymapping.h"

#include "backgroundremap.h"
#include "mapreshape.h"

#include <array>
#include <cmath>
#include <functional>
#include <limits>

namespace hexstride {

namespace {
bool sameName(const LocalizedText &a, const LocalizedText &b)
{
    const auto eq = [](const QString &x, const QString &y) {
        return !x.isEmpty() && x.compare(y, Qt::CaseInsensitive) == 0;
    };
    return eq(a.en, b.en) || eq(a.ru, b.ru);
}

/// How far apart two relative costs are: their ratio, either way up (0 for equal).
double costDistance(double a, double b)
{
    return std::abs(std::log(a) - std::log(b));
}

/// How an entry of `from` is matched against the entries of `to` beyond its id and name.
struct Matcher
{
    std::function<QString(const FeatureDefinition &)> kind;
    /// How far two entries of the same kind are apart (smaller is closer), or NaN if unknown.
    std::function<double(const FeatureDefinition &, const FeatureDefinition &)> distance;
    bool byDistanceAlone = false; ///< step 4: terrains of known cost match without a kind
};

/// The index of the entry of `to` closest to `f` among those `eligible` accepts, the first on a
/// tie or when no distance is known; kRemove if none is eligible.
int closest(const FeatureDefinition &f, const QList<FeatureDefinition> &to, const Matcher &m,
            const std::function<bool(const FeatureDefinition &)> &eligible)
{
    int best = VocabularyMapping::kRemove;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (int i = 0; i < to.size(); ++i) {
        if (!eligible(to[i]))
            continue;
        const double d = m.distance(f, to[i]);
        const double key = std::isnan(d) ? std::numeric_limits<double>::max() : d;
        if (best < 0 || key < bestDistance) {
            best = i;
            bestDistance = key;
        }
    }
    return best;
}

int suggestOne(const FeatureDefinition &f, const QList<FeatureDefinition> &to, const Matcher &m)
{
    for (int i = 0; i < to.size(); ++i)
        if (to[i].id == f.id)
            return i;
    for (int i = 0; i < to.size(); ++i)
        if (sameName(to[i].name, f.name))
            return i;
    const QString kind = m.kind(f);
    if (!kind.isEmpty()) {
        const int sameKind
            = closest(f, to, m, [&](const FeatureDefinition &t) { return m.kind(t) == kind; });
        if (sameKind >= 0)
            return sameKind;
    }
    if (m.byDistanceAlone)
        return closest(f, to, m,
                       [&](const FeatureDefinition &t) { return !std::isnan(m.distance(f, t)); });
    return VocabularyMapping::kRemove;
}

std::vector<int> suggest(const QList<FeatureDefinition> &from, const QList<FeatureDefinition> &to,
                         const Matcher &m)
{
    std::vector<int> out;
    for (const FeatureDefinition &f : from)
        out.push_back(suggestOne(f, to, m));
    return out;
}

IdTable idsOf(const QList<FeatureDefinition> &defs)
{
    QStringList ids;
    for (const FeatureDefinition &d : defs)
        ids << d.id;
    return IdTable(ids);
}

int mapped(const std::vector<int> &table, int index)
{
    return index >= 0 && std::size_t(index) < table.size() ? table[std::size_t(index)]
                                                           : VocabularyMapping::kRemove;
}

FeatureMask remapMask(FeatureMask m, const std::vector<int> &table)
{
    FeatureMask out = 0;
    for (int bit = 0; bit < kMaxFeatureKinds; ++bit) {
        const int to = (m & (1u << bit)) ? mapped(table, bit) : VocabularyMapping::kRemove;
        if (to >= 0 && to < kMaxFeatureKinds)
            out = FeatureMask(out | (1u << to));
    }
    return out;
}
} // namespace

QString terrainKind(const FeatureDefinition &terrain)
{
    switch (terrain.pattern) {
    case FillPattern::Solid:
    case FillPattern::Dots:
        return {};
    case FillPattern::Waves:
        return QStringLiteral("water");
    case FillPattern::Trees:
        return QStringLiteral("trees");
    case FillPattern::Hatch:
        return QStringLiteral("hatch");
    case FillPattern::CrossHatch:
        return QStringLiteral("crosshatch");
    case FillPattern::Peaks:
        return QStringLiteral("peaks");
    case FillPattern::Marsh:
        return QStringLiteral("marsh");
    }
    return {};
}

QString featureKind(const FeatureDefinition &feature)
{
    // "symbol" says how a feature is drawn, not what it is: a town, a bridge and a fire are all
    // symbols, and a town suggested as a bridge changed maps unseen (walk14 #2).
    return feature.drawAs == QLatin1String("symbol") ? QString() : feature.drawAs;
}

VocabularyMapping suggestMapping(const MapVocabulary &from, const MapVocabulary &to,
                                 const TerrainCosts &fromCosts, const TerrainCosts &toCosts)
{
    const double unknown = std::numeric_limits<double>::quiet_NaN();
    const Matcher terrains{terrainKind,
                           [&](const FeatureDefinition &a, const FeatureDefinition &b) {
                               const double ca = fromCosts.value(a.id, unknown);
                               const double cb = toCosts.value(b.id, unknown);
                               return ca > 0 && cb > 0 ? costDistance(ca, cb) : unknown;
                           },
                           true};
    const Matcher features{featureKind,
                           [](const FeatureDefinition &a, const FeatureDefinition &b) {
                               return std::abs(a.width - b.width);
                           },
                           false};
    return {suggest(from.terrains, to.terrains, terrains),
            suggest(from.hexFeatures, to.hexFeatures, features),
            suggest(from.edgeFeatures, to.edgeFeatures, features)};
}

HexMap remappedMap(const HexMap &map, const QString &rulesetId, const MapVocabulary &to,
                   const VocabularyMapping &mapping, int fillTerrain)
{
    HexMap out(map.shape(), rulesetId, idsOf(to.terrains), idsOf(to.hexFeatures),
               idsOf(to.edgeFeatures), std::uint8_t(std::max(0, fillTerrain)));
    out.setTitle(map.title());
    // Whole layers at a time: a per-value table is faster than per-hex lookups on big maps.
    std::array<std::uint8_t, 256> terrain{};
    for (int t = 0; t < 256; ++t) {
        const int n = mapped(mapping.terrains, t);
        terrain[std::size_t(t)]
            = std::uint8_t(n >= 0 && n < to.terrains.size() ? n : std::max(0, fillTerrain));
    }
    for (std::size_t i = 0; i < map.terrainLayer().size(); ++i)
        out.terrainLayer()[i] = terrain[map.terrainLayer()[i]];
    out.elevationLayer() = map.elevationLayer();
    for (std::size_t i = 0; i < map.hexFeatureLayer().size(); ++i)
        out.hexFeatureLayer()[i] = remapMask(map.hexFeatureLayer()[i], mapping.hexFeatures);
    for (std::size_t i = 0; i < map.edgeLayer().size(); ++i)
        if (map.edgeLayer()[i])
            out.edgeLayer()[i] = remapMask(map.edgeLayer()[i], mapping.edgeFeatures);
    out.labels() = map.labels();
    out.units() = map.units();
    out.plans() = map.plans();
    out.sides() = map.sides();
    // The scan under the map stays (probe20 U10: a ruleset change dropped it), and so do the
    // colours of the terrains the new ruleset still has (a colour belongs to its terrain id).
    out.setBackground(map.background());
    for (auto it = map.terrainColours().cbegin(); it != map.terrainColours().cend(); ++it) {
        if (out.terrains().indexOf(it.key()) >= 0)
            out.terrainColours().insert(it.key(), it.value());
    }
    for (OneSidedFeatureNote n : map.oneSidedNotes()) {
        n.feature = mapped(mapping.edgeFeatures, n.feature);
        n.asImported = remapMask(n.asImported, mapping.edgeFeatures);
        if (n.feature >= 0)
            out.oneSidedNotes().append(n);
    }
    return out;
}

HexMap remappedOntoBackground(const HexMap &map, const QString &rulesetId, const MapVocabulary &to,
                              const VocabularyMapping &mapping)
{
    const std::uint8_t background = mostCommonTerrain(map);
    const int fill = std::size_t(background) < mapping.terrains.size()
                         ? std::max(0, mapping.terrains[background])
                         : 0;
    return remappedMap(map, rulesetId, to, mapping, fill);
}

} // namespace hexstride
