#include "demomap.h"

#include "hex/hexshapes.h"

#include <QCoreApplication>
#include <cmath>

namespace hexstride {

namespace {
enum Terrain : std::uint8_t { Plains, Shore, Hills, Forest, Desert, Swamp, Mountains, Sea, Ocean };
enum EdgeBit : FeatureMask { MinorRiver = 1, MajorRiver = 2, Ford = 4, Bridge = 8, Road = 16 };
enum HexBit : FeatureMask { Village = 1, Town = 2, City = 4, Castle = 8 };

double noise(int c, int r)
{
    return std::sin(c * 0.11) + std::sin(r * 0.13 + c * 0.05) + 0.6 * std::sin((c + r) * 0.31)
           + 0.4 * std::sin(c * 0.7 - r * 0.45);
}
} // namespace

HexMap makeDemoMap(int width, int height)
{
    MapShape shape{
        width, height, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::Numeric};
    HexMap map(
        shape, QStringLiteral("demo"),
        IdTable({QStringLiteral("plains"), QStringLiteral("shore"), QStringLiteral("hills"),
                 QStringLiteral("forest"), QStringLiteral("desert"), QStringLiteral("swamp"),
                 QStringLiteral("mountains"), QStringLiteral("sea"), QStringLiteral("ocean")}),
        IdTable({QStringLiteral("village"), QStringLiteral("town"), QStringLiteral("city"),
                 QStringLiteral("castle")}),
        IdTable({QStringLiteral("minor-river"), QStringLiteral("major-river"),
                 QStringLiteral("ford"), QStringLiteral("bridge"), QStringLiteral("road")}),
        Plains);
    map.setTitle(QCoreApplication::translate("hexstride::DemoMap", "Demo map"));
    const HexGridLayout &g = map.grid();

    for (int row = 0; row < height; ++row) {
        for (int col = 0; col < width; ++col) {
            const int border = std::min({col, row, width - 1 - col, height - 1 - row});
            const double n = noise(col, row);
            const double m = std::sin(col * 0.23 + 1.0) * std::cos(row * 0.19);
            std::uint8_t t = Plains;
            if (border < 1 || n < -1.9)
                t = Ocean;
            else if (border < 3 || n < -1.5)
                t = Sea;
            else if (border < 4 || n < -1.25)
                t = Shore;
            else if (n > 1.9)
                t = Mountains;
            else if (n > 1.3)
                t = Hills;
            else if (m > 0.55)
                t = Forest;
            else if (m < -0.7)
                t = n > 0 ? Desert : Swamp;
            map.setTerrain(g.toHex({col, row}), t);
            if (t == Hills || t == Mountains)
                map.setElevation(g.toHex({col, row}), t == Mountains ? 3 : 1);
        }
    }
    const auto isSea = [&](Hex h) { return map.contains(h) && map.terrain(h) >= Sea; };

    // Rivers: the boundary between the hexes above and below a wavy line is a continuous chain
    // of hex-sides. One river every 30 rows; the eastern half is a major river.
    for (int base = 12; base < height - 6; base += 30) {
        const auto above = [&](Hex h) {
            const Offset o = g.toOffset(h);
            return o.row < base + int(std::lround(3 * std::sin(o.col * 0.18 + base)));
        };
        for (int col = 3; col < width - 3; ++col) {
            for (int row = std::max(0, base - 5); row < std::min(height, base + 5); ++row) {
                const Hex h = g.toHex({col, row});
                if (!above(h) || isSea(h))
                    continue;
                for (Direction d = 0; d < kDirectionCount; ++d) {
                    const Hex n = neighbour(h, d);
                    const Offset no = g.toOffset(n);
                    if (!map.contains(n) || above(n) || isSea(n) || no.col < 3
                        || no.col >= width - 3)
                        continue;
                    map.setEdgeFeatures(edgeOf(h, d), col < width / 2 ? MinorRiver : MajorRiver);
                }
            }
        }
    }

    // Towns every so often on land, joined by roads from centre to centre.
    QList<Hex> towns;
    for (int row = 6; row < height - 5; row += 11) {
        for (int col = 6 + (row % 3) * 4; col < width - 5; col += 13) {
            const Hex h = g.toHex({col, row});
            if (isSea(h))
                continue;
            const int k = int(towns.size());
            map.setHexFeatures(h, k % 5 == 0   ? City
                                  : k % 3 == 0 ? Castle | Town
                                  : k % 2      ? Village
                                               : Town);
            towns.append(h);
            map.labels().append(
                {h, QCoreApplication::translate("hexstride::DemoMap", "Town %1").arg(k + 1)});
        }
    }
    const int perRow = std::max(1, (width - 11) / 13);
    bool bridge = true;
    for (int i = 0; i + 1 < towns.size(); ++i) {
        for (int j : {i + 1, i + perRow}) {
            if (j >= towns.size() || distance(towns[i], towns[j]) > 20)
                continue;
            const std::vector<Hex> line = hexLine(towns[i], towns[j]);
            for (std::size_t s = 0; s + 1 < line.size(); ++s) {
                if (isSea(line[s]) || isSea(line[s + 1]))
                    break;
                const EdgeId e = edgeOf(line[s], directionTo(line[s], line[s + 1]));
                FeatureMask m = map.edgeFeatures(e) | Road;
                if (m & (MinorRiver | MajorRiver)) {
                    m |= bridge ? Bridge : Ford;
                    bridge = !bridge;
                }
                map.setEdgeFeatures(e, m);
            }
        }
    }
    for (int i = 0; i < towns.size() && i < 6; ++i) {
        MapUnit u;
        u.name = QCoreApplication::translate("hexstride::DemoMap", "Army %1").arg(i + 1);
        u.side = i % 2 ? QStringLiteral("west") : QStringLiteral("east");
        u.hex = neighbour(towns[i], 0);
        u.figures = 10 * (i + 1);
        if (map.contains(u.hex))
            map.units().append(u);
    }
    return map;
}

} // namespace hexstride
