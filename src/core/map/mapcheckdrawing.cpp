// Map check: drawing mistakes (issue 18 §7). Driven by the vocabulary's drawing hints and the
// ruleset's movement rules, never by which ruleset it is.
#include "hex/edgechain.h"
#include "mapcheck.h"
#include "mapcheck_p.h"
#include "movement/stepcostmodel.h"

#include <QCoreApplication>

#include <algorithm>
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

void uncrossableRoads(const HexMap &map, const MapCheckOptions &options,
                      std::vector<MapProblem> &out)
{
    const FeatureMask roads = mapcheckdetail::maskOf(map.edgeFeatureIds(), options.roadFeatures);
    if (!roads || !options.ruleset)
        return;
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
        if (model.cost(map, a, e.dir) >= 0 || model.cost(map, b, opposite(e.dir)) >= 0)
            return;
        QStringList names;
        for (int bit = 0; bit < map.edgeFeatureIds().size() && bit < kMaxFeatureKinds; ++bit) {
            if ((m & ~roads) & (1u << bit)) {
                const QString id = map.edgeFeatureIds().id(bit);
                names << options.edgeFeatureNames.value(id, id);
            }
        }
        const auto [hex, side] = placeOf(map, e);
        const QString what
            = names.isEmpty()
                  ? DrawingCheckText::tr("%1: a road on the %2 side leads where no unit "
                                         "may step")
                        .arg(map.label(hex), localizedDirectionName(map.grid().orientation, side))
                  : DrawingCheckText::tr("%1: a road crosses %3 on the %2 side, which may "
                                         "not be crossed there (a bridge or ford missing?)")
                        .arg(map.label(hex), localizedDirectionName(map.grid().orientation, side),
                             names.join(QStringLiteral(", ")));
        out.push_back({MapProblemKind::RoadNotCrossable, hex, e, what});
    });
}
} // namespace

void checkDrawing(const HexMap &map, const MapCheckOptions &options, std::vector<MapProblem> &out)
{
    riverGaps(map, options, out);
    uncrossableRoads(map, options, out);
}

} // namespace hexstride
