#include "mapcheck.h"
#include "mapcheck_p.h"
#include "sidespellings.h"

#include "io/messagetext.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <map>

namespace hexstride {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct MapCheckText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::MapCheck)
};
using mapcheckdetail::maskOf;
using mapcheckdetail::terrainFlags;
} // namespace

MapCheckOptions MapCheckOptions::fromVocabulary(const MapVocabulary &vocabulary,
                                                const QStringList &waterTerrains,
                                                const QString &language)
{
    MapCheckOptions o;
    o.waterTerrains = waterTerrains;
    for (const auto &t : vocabulary.terrains)
        o.knownTerrains.append(t.id);
    for (const auto &e : vocabulary.edgeFeatures) {
        if (!language.isEmpty() && !e.name.in(language).isEmpty())
            o.edgeFeatureNames.insert(e.id, e.name.in(language));
        if (e.drawAs == QLatin1String("river"))
            o.riverFeatures.append(e.id);
        else if (e.drawAs == QLatin1String("crossing"))
            o.crossingFeatures.append(e.id);
        else if (e.drawAs == QLatin1String("road"))
            o.roadFeatures.append(e.id);
    }
    return o;
}

namespace {
/// " (did you mean "forest"?)" where `id` reads like one of `known`, else nothing.
QString lookAlikeHint(const QString &id, const QStringList &known)
{
    const QString key = lookAlikeKey(id);
    for (const QString &k : known) {
        if (lookAlikeKey(k) == key)
            return MapCheckText::tr(" (did you mean \"%1\"?)").arg(k);
    }
    return {};
}

/// The hex and hex-side features the map holds and the ruleset does not know (probe17 R06: a
/// "Major-river" or "major-rivеr" was drawn, passed by the check and crossed by every army): no
/// step enters or crosses them (StepCostModel), and the check names each, where it first is.
void checkUnknownFeatures(const HexMap &map, const MapCheckOptions &options,
                          std::vector<MapProblem> &out)
{
    if (options.knownHexFeatures) {
        const IdTable &ids = map.hexFeatureIds();
        for (int bit = 0; bit < ids.size() && bit < kMaxFeatureKinds; ++bit) {
            if (options.knownHexFeatures->contains(ids.id(bit)))
                continue;
            std::optional<Hex> first;
            int count = 0;
            for (int i = 0; i < map.hexCount(); ++i) {
                if (map.hexFeatureLayer()[static_cast<std::size_t>(i)] & (1u << bit)) {
                    first = first ? first : map.hexAtIndex(i);
                    ++count;
                }
            }
            if (first)
                out.push_back(
                    {MapProblemKind::UnknownFeature, *first, std::nullopt,
                     MapCheckText::tr("%1: hex feature \"%2\" is not in the ruleset (%n hex(es))%3",
                                      nullptr, count)
                         .arg(map.label(*first), quotedInput(ids.id(bit)),
                              lookAlikeHint(ids.id(bit), *options.knownHexFeatures))});
        }
    }
    if (options.knownEdgeFeatures) {
        const IdTable &ids = map.edgeFeatureIds();
        struct Seen
        {
            std::optional<EdgeId> first;
            int count = 0;
        };
        std::vector<Seen> seen(static_cast<std::size_t>(ids.size()));
        map.forEachFeatureEdge([&](EdgeId e, FeatureMask m) {
            for (int bit = 0; bit < ids.size() && bit < kMaxFeatureKinds; ++bit) {
                if (!(m & (1u << bit)) || options.knownEdgeFeatures->contains(ids.id(bit)))
                    continue;
                Seen &s = seen[static_cast<std::size_t>(bit)];
                s.first = s.first ? s.first : e;
                ++s.count;
            }
        });
        for (int bit = 0; bit < ids.size(); ++bit) {
            const Seen &s = seen[static_cast<std::size_t>(bit)];
            if (!s.first)
                continue;
            const auto [a, b] = hexesOf(*s.first);
            const Hex place = map.contains(a) ? a : b;
            out.push_back({MapProblemKind::UnknownFeature, place, s.first,
                           MapCheckText::tr("%1: hex-side feature \"%2\" is not in the ruleset "
                                            "(%n hex-side(s))%3",
                                            nullptr, s.count)
                               .arg(map.label(place), quotedInput(ids.id(bit)),
                                    lookAlikeHint(ids.id(bit), *options.knownEdgeFeatures))});
        }
    }
}
} // namespace

std::vector<MapProblem> checkMap(const HexMap &map, const MapCheckOptions &options)
{
    std::vector<MapProblem> out;
    const FeatureMask rivers = maskOf(map.edgeFeatureIds(), options.riverFeatures);
    const FeatureMask crossings = maskOf(map.edgeFeatureIds(), options.crossingFeatures);
    const FeatureMask roads = maskOf(map.edgeFeatureIds(), options.roadFeatures);
    const std::vector<char> water = terrainFlags(map.terrains(), options.waterTerrains);
    const auto isWater = [&](Hex h) { return map.contains(h) && water[map.terrain(h)]; };

    // Import notes, while their side is still as imported (an edit of the side answers them).
    for (const OneSidedFeatureNote &n : map.oneSidedNotes()) {
        if (!oneSidedNoteHolds(map, n))
            continue;
        out.push_back(
            {MapProblemKind::OneSidedImport, n.hex, edgeOf(n.hex, n.side),
             MapCheckText::tr("%1: %2 on the %3 side was recorded from this hex only on import")
                 .arg(map.label(n.hex),
                      options.edgeFeatureNames.value(map.edgeFeatureIds().id(n.feature),
                                                     map.edgeFeatureIds().id(n.feature)),
                      sideName(map.grid().orientation, n.side))});
    }

    std::vector<MapProblem> crossingProblems, roadProblems;
    map.forEachFeatureEdge([&](EdgeId e, FeatureMask m) {
        const auto [a, b] = hexesOf(e);
        const Hex place = map.contains(a) ? a : b;
        if ((m & crossings) && !(m & rivers)) {
            crossingProblems.push_back(
                {MapProblemKind::CrossingWithoutRiver, place, e,
                 MapCheckText::tr("%1: a ford or bridge on the %2 side has no river")
                     .arg(map.label(place),
                          sideName(map.grid().orientation, place == a ? e.dir : e.dir + 3))});
        }
        if ((m & roads) && (isWater(a) || isWater(b))) {
            const Hex wet = isWater(a) ? a : b;
            roadProblems.push_back(
                {MapProblemKind::RoadIntoWater, wet, e,
                 MapCheckText::tr("%1: a road runs into the water").arg(map.label(wet))});
        }
    });
    out.insert(out.end(), crossingProblems.begin(), crossingProblems.end());
    out.insert(out.end(), roadProblems.begin(), roadProblems.end());
    checkDrawing(map, options, out);

    // Land with no land neighbour: usually a stray click of the brush.
    for (int i = 0; i < map.hexCount(); ++i) {
        const Hex h = map.hexAtIndex(i);
        if (isWater(h))
            continue;
        bool hasNeighbour = false;
        bool hasLand = false;
        for (Direction d = 0; d < kDirectionCount && !hasLand; ++d) {
            const Hex n = neighbour(h, d);
            if (!map.contains(n))
                continue;
            hasNeighbour = true;
            hasLand = !isWater(n);
        }
        if (hasNeighbour && !hasLand)
            out.push_back(
                {MapProblemKind::IsolatedLand, h, std::nullopt,
                 MapCheckText::tr("%1: land cut off from all other land").arg(map.label(h))});
    }

    if (!options.knownTerrains.isEmpty()) {
        std::map<int, std::pair<Hex, int>> unknown; // terrain index → first hex, count
        const std::vector<char> known = terrainFlags(map.terrains(), options.knownTerrains);
        for (int i = 0; i < map.hexCount(); ++i) {
            const std::uint8_t t = map.terrainLayer()[static_cast<std::size_t>(i)];
            if (known[t])
                continue;
            auto it = unknown.find(t);
            if (it == unknown.end())
                unknown.emplace(t, std::pair{map.hexAtIndex(i), 1});
            else
                ++it->second.second;
        }
        for (const auto &[t, where] : unknown) {
            const QString id
                = t < map.terrains().size() ? map.terrains().id(t) : QString::number(t);
            out.push_back({MapProblemKind::UnknownTerrain, where.first, std::nullopt,
                           MapCheckText::tr("%1: terrain \"%2\" is not in the ruleset "
                                            "(%n hex(es))%3",
                                            nullptr, where.second)
                               .arg(map.label(where.first), quotedInput(id),
                                    lookAlikeHint(id, options.knownTerrains))});
        }
    }
    checkUnknownFeatures(map, options, out);
    const QStringList reviewed = movedProblemKeys(map, map, map.reviewedProblems());
    for (MapProblem &p : out)
        p.reviewed = reviewed.contains(problemKey(map, p));
    return out;
}

QString problemKey(const HexMap &map, const MapProblem &problem)
{
    QString key = problemKindId(problem.kind) + QLatin1Char(' ') + map.label(problem.hex);
    if (problem.edge) {
        const auto [a, b] = hexesOf(*problem.edge);
        const Direction d = problem.hex == a ? problem.edge->dir : problem.edge->dir + 3;
        key += QLatin1Char(' ') + directionName(map.grid().orientation, d);
    }
    return key;
}

QStringList movedProblemKeys(const HexMap &from, const HexMap &to, const QStringList &keys,
                             int shiftCol, int shiftRow)
{
    static const QRegularExpression colRow(QStringLiteral("^(\\d+),(\\d+)$"));
    QStringList out;
    for (const QString &key : keys) {
        // "<kind> <hex>" or "<kind> <hex> <side>".
        QStringList parts = key.split(QLatin1Char(' '));
        std::optional<Offset> at;
        if (parts.size() >= 2) {
            if (const std::optional<Hex> h = from.parseLabel(parts[1]))
                at = from.grid().toOffset(*h);
            else if (const QRegularExpressionMatch m = colRow.match(parts[1]);
                     m.hasMatch()
                     && from.contains(Offset{m.captured(1).toInt(), m.captured(2).toInt()}))
                at = Offset{m.captured(1).toInt(), m.captured(2).toInt()};
            else if (shiftCol == 0 && shiftRow == 0 && to.parseLabel(parts[1]))
                at = to.grid().toOffset(*to.parseLabel(parts[1]));
        }
        if (!at) {
            out << key;
            continue;
        }
        const Hex moved = to.grid().toHex({at->col + shiftCol, at->row + shiftRow});
        if (!to.contains(moved))
            continue;
        parts[1] = to.label(moved);
        out << parts.join(QLatin1Char(' '));
    }
    return out;
}

QString problemKindId(MapProblemKind kind)
{
    switch (kind) {
    case MapProblemKind::OneSidedImport:
        return QStringLiteral("one-sided-import");
    case MapProblemKind::CrossingWithoutRiver:
        return QStringLiteral("crossing-without-river");
    case MapProblemKind::RoadIntoWater:
        return QStringLiteral("road-into-water");
    case MapProblemKind::IsolatedLand:
        return QStringLiteral("isolated-land");
    case MapProblemKind::UnknownTerrain:
        return QStringLiteral("unknown-terrain");
    case MapProblemKind::UnknownFeature:
        return QStringLiteral("unknown-feature");
    case MapProblemKind::ForbiddenStart:
        return QStringLiteral("forbidden-start");
    case MapProblemKind::RiverGap:
        return QStringLiteral("river-gap");
    case MapProblemKind::RoadNotCrossable:
        return QStringLiteral("road-not-crossable");
    case MapProblemKind::CrowdedHex:
        return QStringLiteral("crowded-hex");
    case MapProblemKind::RiverRing:
        return QStringLiteral("river-ring");
    case MapProblemKind::RoadOverRiver:
        return QStringLiteral("road-over-river");
    case MapProblemKind::UnitsAndPlans:
        return QStringLiteral("units-and-plans");
    }
    return {};
}

} // namespace hexstride
