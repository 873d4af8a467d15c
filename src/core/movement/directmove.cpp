#include "directmove.h"

#include "costgrid.h"
#include "hex/hexshapes.h"
#include "pathfinder.h"

namespace hexstride {

QList<Hex> directedPath(const MovementRules &rules, const HexMap &map, Hex from, Hex to,
                        const UnitProfile &profile)
{
    QList<Hex> path;
    if (rules.ruleset().destinationMovement != QLatin1String("direct-then-around")
        || !map.contains(from) || !map.contains(to))
        return path;
    const auto model = rules.model(map, profile);
    path << from;
    Hex here = from;
    // Each straight step brings the unit one hex closer, so the loop ends.
    while (here != to) {
        const std::vector<Hex> line = hexLine(here, to);
        const Hex next = line[1];
        if (model->cost(map, here, directionTo(here, next)) >= 0) {
            path << next;
            here = next;
            continue;
        }
        // An obstacle: around it by the cheapest route for this profile.
        const CostGrid grid(map.shape(),
                            [&](Hex h, Direction d) { return model->cost(map, h, d); });
        Pathfinder finder(grid);
        const std::optional<Route> around = finder.route(here, to);
        if (!around)
            return path;
        for (std::size_t i = 1; i < around->hexes.size(); ++i)
            path << around->hexes[i];
        return path;
    }
    return path;
}

} // namespace hexstride
