// Map check: drawing mistakes (issue 18 §7). Driven by the vocabulary's drawing hints and the
// ruleset's movement rules, never by which ruleset it is.
#include "hex/edgechain.h"
#include "mapcheck.h"
#include "mapcheck_p.h"
#include "movement/stepcostmodel.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>
#include <unordered_map>

namespace hexstride {

namespace {
struct DrawingCheckText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::MapCheck)
};

// The on-map hex of an edge and the side it is of that hex.
std::pair<Hex, Direction> placeOf(const HexMap &map, EdgeId e)
{
    const auto [a, b] = hexesOf(e);
    return map.contains(a) ? std::pair{a, Direction(e.dir)} : std::pair{b, Direction(e.dir + 3)};
}

void riverGaps(const HexMap &map, const MapCheckOptions &options, std::vector<MapProblem> &out)
{
    const FeatureMask rivers = mapcheckdetail::maskOf(map.edgeFeatureIds(), options.riverFeatures);
    if (!rivers)
        return;
    const std::vector<char> water
        = mapcheckdetail::terrainFlags(map.terrains(), options.waterTerrains);
    // River sides grouped into pieces that meet at corners (union-find).
    std::vector<EdgeId> sides;
    map.forEachFeatureEdge([&](EdgeId e, FeatureMask m) {
        if (m & rivers)
            sides.push_back(e);
    });
    std::vector<int> parent(sides.size());
    for (std::size_t i = 0; i < sides.size(); ++i)
        parent[i] = int(i);
    const auto root = [&](int i) {
        while (parent[std::size_t(i)] != i)
            i = parent[std::size_t(i)] = parent[std::size_t(parent[std::size_t(i)])];
        return i;
    };
    std::unordered_map<CornerId, int> firstAt;
    for (std::size_t i = 0; i < sides.size(); ++i) {
        const auto [c0, c1] = cornersOf(sides[i]);
        for (const CornerId c : {c0, c1}) {
            const auto [it, added] = firstAt.emplace(c, int(i));
            if (!added)
                parent[std::size_t(root(int(i)))] = root(it->second);
        }
    }
    // A piece is fine when it reaches the map's edge or water (a river may start at a lake
    // or run off the map); a hex at one of its corners tells.
    const auto endsWell = [&](EdgeId e) {
        const auto [c0, c1] = cornersOf(e);
        for (const CornerId c : {c0, c1}) {
            for (const EdgeId side : edgesAt(c)) {
                const auto [a, b] = hexesOf(side);
                for (const Hex h : {a, b}) {
                    if (!map.contains(h) || water[map.terrain(h)])
                        return true;
                }
            }
        }
        return false;
    };
    std::unordered_map<int, std::vector<std::size_t>> pieces;
    for (std::size_t i = 0; i < sides.size(); ++i)
        pieces[root(int(i))].push_back(i);
    std::vector<std::pair<int, MapProblem>> found; // map index of the hex, for the order
    for (const auto &[r, members] : pieces) {
        if (members.size() > 2)
            continue;
        if (std::any_of(members.begin(), members.end(),
                        [&](std::size_t i) { return endsWell(sides[i]); }))
            continue;
        const EdgeId first = sides[*std::min_element(members.begin(), members.end())];
        const auto [hex, side] = placeOf(map, first);
        found.push_back(
            {map.indexOf(hex),
             {MapProblemKind::RiverGap, hex, first,
              DrawingCheckText::tr("%1: a river piece of %n side(s) joins no other river "
                                   "(a gap in the river?)",
                                   nullptr, int(members.size()))
                  .arg(map.label(hex))}});
    }
    std::sort(found.begin(), found.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    for (auto &[index, problem] : found)
        out.push_back(std::move(problem));
}

// Closed rings of river sides round one, two or three hexes (issue 31 §1): what a stroke drawn
// round and round leaves, never a river's course. A ring is reported once, for the fewest hexes
// it closes round (a ring round one hex is not reported again round it and its neighbour).
void riverRings(const HexMap &map, const MapCheckOptions &options, std::vector<MapProblem> &out)
{
    const FeatureMask rivers = mapcheckdetail::maskOf(map.edgeFeatureIds(), options.riverFeatures);
    if (!rivers)
        return;
    const auto isRiver
        = [&](EdgeId e) { return map.containsEdge(e) && (map.edgeFeatures(e) & rivers); };
    // Which of a hex's six sides are river, one bit per direction.
    const auto riverSides = [&](Hex h) {
        int bits = 0;
        for (Direction d = 0; d < kDirectionCount; ++d)
            bits |= isRiver(edgeOf(h, d)) ? 1 << d : 0;
        return bits;
    };
    // Every side between the region and the rest of the map is river.
    const auto ringedRound = [&](const std::vector<Hex> &region) {
        for (const Hex h : region) {
            for (Direction d = 0; d < kDirectionCount; ++d) {
                const Hex n = neighbour(h, d);
                if (std::find(region.begin(), region.end(), n) == region.end()
                    && !isRiver(edgeOf(h, d)))
                    return false;
            }
        }
        return true;
    };
    const auto report = [&](const std::vector<Hex> &region) {
        const Hex first = *std::min_element(region.begin(), region.end(), [&](Hex a, Hex b) {
            return map.indexOf(a) < map.indexOf(b);
        });
        return std::pair{map.indexOf(first),
                         MapProblem{MapProblemKind::RiverRing, first, std::nullopt,
                                    DrawingCheckText::tr("%1: river sides close a ring round "
                                                         "%n hex(es) (drawn round and round?)",
                                                         nullptr, int(region.size()))
                                        .arg(map.label(first))}};
    };
    std::vector<std::pair<int, MapProblem>> found; // map index of the hex, for the order
    const auto mayBeInside = [](int bits) { return std::popcount(unsigned(bits)) >= 4; };
    for (int i = 0; i < map.hexCount(); ++i) {
        const Hex h = map.hexAtIndex(i);
        const int bits = riverSides(h);
        if (!mayBeInside(bits)) // inside a ring round three hexes or fewer: 4 river sides or more
            continue;
        if (bits == 0b111111) {
            found.push_back(report({h}));
            continue;
        }
        // Two hexes: each with all but the side between them (neighbours 0..2: each pair once).
        for (Direction d = 0; d < 3; ++d) {
            const Hex n = neighbour(h, d);
            if (map.contains(n) && bits == (0b111111 & ~(1 << d))
                && riverSides(n) == (0b111111 & ~(1 << opposite(d))))
                found.push_back(report({h, n}));
        }
        // Three hexes round a corner (corner 0 or 1 of h: each corner once), when no one or
        // two of them are ringed already.
        for (int c = 0; c < 2; ++c) {
            const Hex a = neighbour(h, (c + 5) % 6), b = neighbour(h, c);
            if (!map.contains(a) || !map.contains(b) || !ringedRound({h, a, b}))
                continue;
            if (ringedRound({h}) || ringedRound({a}) || ringedRound({b}) || ringedRound({h, a})
                || ringedRound({h, b}) || ringedRound({a, b}))
                continue;
            found.push_back(report({h, a, b}));
        }
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const auto &x, const auto &y) { return x.first < y.first; });
    for (auto &[index, problem] : found)
        out.push_back(std::move(problem));
}

void uncrossableRoads(const HexMap &map, const MapCheckOptions &options,
                      std::vector<MapProblem> &out)
{
    const FeatureMask roads = mapcheckdetail::maskOf(map.edgeFeatureIds(), options.roadFeatures);
    if (!roads || !options.ruleset)
        return;
    const FeatureMask rivers = mapcheckdetail::maskOf(map.edgeFeatureIds(), options.riverFeatures);
    const FeatureMask crossings
        = mapcheckdetail::maskOf(map.edgeFeatureIds(), options.crossingFeatures);
    const auto namesOf = [&](FeatureMask features) {
        QStringList names;
        for (int bit = 0; bit < map.edgeFeatureIds().size() && bit < kMaxFeatureKinds; ++bit) {
            if (features & (1u << bit)) {
                const QString id = map.edgeFeatureIds().id(bit);
                names << options.edgeFeatureNames.value(id, id);
            }
        }
        return names.join(QStringLiteral(", "));
    };
    const std::vector<char> water
        = mapcheckdetail::terrainFlags(map.terrains(), options.waterTerrains);
    // The ruleset's default unit: what most maps are drawn for. Roads into water are reported
    // as such already.
    const StepCostModel model(options.ruleset, map, options.ruleset->withDefaults({}));
    map.forEachFeatureEdge([&](EdgeId e, FeatureMask m) {
        if (!(m & roads))
            return;
        const auto [a, b] = hexesOf(e);
        if (!map.contains(a) || !map.contains(b) || water[map.terrain(a)] || water[map.terrain(b)])
            return;
        const auto [hex, side] = placeOf(map, e);
        if (model.cost(map, a, e.dir) >= 0 || model.cost(map, b, opposite(e.dir)) >= 0) {
            // Crossable at a cost, but a road meets a river at a bridge or a ford (as every one
            // of the Middle-earth data's 25 does): one missing is a gap in the drawing (walk15 #5).
            if ((m & rivers) && !(m & crossings))
                out.push_back(
                    {MapProblemKind::RoadOverRiver, hex, e,
                     DrawingCheckText::tr("%1: the road on the %2 side crosses a river (%3) "
                                          "with no bridge or ford")
                         .arg(map.label(hex), sideName(map.grid().orientation, side),
                              namesOf(m & rivers))});
            return;
        }
        const QString names = namesOf(m & ~roads);
        const QString what
            = names.isEmpty()
                  ? DrawingCheckText::tr("%1: a road on the %2 side leads where no unit "
                                         "may step")
                        .arg(map.label(hex), sideName(map.grid().orientation, side))
                  : DrawingCheckText::tr("%1: the road on the %2 side crosses what may not be "
                                         "crossed there (%3): a bridge or ford missing?")
                        .arg(map.label(hex), sideName(map.grid().orientation, side), names);
        out.push_back({MapProblemKind::RoadNotCrossable, hex, e, what});
    });
}
} // namespace

void checkDrawing(const HexMap &map, const MapCheckOptions &options, std::vector<MapProblem> &out)
{
    riverGaps(map, options, out);
    riverRings(map, options, out);
    uncrossableRoads(map, options, out);
}

} // namespace hexstride
