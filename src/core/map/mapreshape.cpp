#include "mapreshape.h"

#include "mapcheck.h"

#include <array>

#include <QCoreApplication>

namespace hexstride {

namespace {
/// The translation context of what a reshape dropped.
struct MapReshapeText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::MapReshape)
};
} // namespace

QString reshapeLossesText(const ReshapeLosses &losses)
{
    // Each count gets its own plural form, so the counts are joined from separate texts.
    QStringList removed;
    if (losses.hexes)
        removed << MapReshapeText::tr("%n hex(es)", nullptr, losses.hexes);
    if (losses.sides)
        removed << MapReshapeText::tr("%n hex-side(s)", nullptr, losses.sides);
    if (losses.labels)
        removed << MapReshapeText::tr("%n label(s)", nullptr, losses.labels);
    if (losses.units)
        removed << MapReshapeText::tr("%n unit(s)", nullptr, losses.units);
    if (losses.plans)
        removed << MapReshapeText::tr("%n plan(s)", nullptr, losses.plans);
    if (losses.owners)
        removed << MapReshapeText::tr("%n hex owner(s)", nullptr, losses.owners);
    if (losses.reviewed)
        removed << MapReshapeText::tr("%n reviewed problem(s)", nullptr, losses.reviewed);
    if (removed.size() < 2)
        return removed.value(0);
    const QString last = removed.takeLast();
    return MapReshapeText::tr("%1 and %2", "a list of removed things")
        .arg(removed.join(MapReshapeText::tr(", ")), last);
}

HexMap reshapedMap(const HexMap &map, MapShape shape, int shiftCol, int shiftRow, std::uint8_t fill,
                   ReshapeLosses *losses)
{
    ReshapeLosses lost;
    HexMap out(shape, map.rulesetId(), map.terrains(), map.hexFeatureIds(), map.edgeFeatureIds(),
               fill);
    const HexGridLayout &from = map.grid();
    const HexGridLayout &to = shape.grid;
    const auto moved = [&](Hex h) {
        const Offset o = from.toOffset(h);
        return to.toHex({o.col + shiftCol, o.row + shiftRow});
    };
    // The map-level fields stay whole (probe20 U10: the background and the terrain colours of a
    // Tiled import were dropped). The background moves with the hexes, so that the scan stays
    // under the hexes it was aligned to: by how far the first hex moved, in map units.
    out.setTitle(map.title());
    out.terrainColours() = map.terrainColours();
    const Hex first = map.hexAtIndex(0);
    const PointF before = mapUnitCentre(from.orientation, first);
    const PointF after = mapUnitCentre(to.orientation, moved(first));
    MapBackground background = map.background();
    background.imageToMap
        = background.imageToMap.translated(after.x - before.x, after.y - before.y);
    out.setBackground(background);
    for (int i = 0; i < map.hexCount(); ++i) {
        const Hex h = map.hexAtIndex(i);
        const Hex n = moved(h);
        if (!out.contains(n)) {
            ++lost.hexes;
            continue;
        }
        out.setTerrain(n, map.terrain(h));
        out.setElevation(n, map.elevation(h));
        out.setHexFeatures(n, map.hexFeatures(h));
    }
    map.forEachFeatureEdge([&](EdgeId e, FeatureMask m) {
        // Move both hexes of the edge and find the side between them in the new layout.
        const auto [a, b] = hexesOf(e);
        const Hex na = moved(a);
        const Hex nb = moved(b);
        const Direction d = directionTo(na, nb);
        const EdgeId ne = edgeOf(na, d < 0 ? 0 : d);
        if (d < 0 || !out.containsEdge(ne)) {
            ++lost.sides;
            return;
        }
        out.setEdgeFeatures(ne, m);
    });
    for (MapLabel l : map.labels()) {
        l.hex = moved(l.hex);
        if (out.contains(l.hex))
            out.labels().append(l);
        else
            ++lost.labels;
    }
    for (MapUnit u : map.units()) {
        u.hex = moved(u.hex);
        if (out.contains(u.hex))
            out.units().append(u);
        else
            ++lost.units;
    }
    for (MovementPlan p : map.plans()) {
        p.start = moved(p.start);
        if (out.contains(p.start))
            out.plans().append(p);
        else
            ++lost.plans;
    }
    // One-sided import notes move with their side; their side's mask moved with it above.
    for (OneSidedFeatureNote n : map.oneSidedNotes()) {
        const Hex across = moved(neighbour(n.hex, n.side));
        n.hex = moved(n.hex);
        n.side = directionTo(n.hex, across);
        if (n.side >= 0 && out.contains(n.hex))
            out.oneSidedNotes().append(n);
    }
    // The sides table names sides, not hexes; owners move with their hexes.
    out.sides().relations = map.sides().relations;
    for (HexOwner o : map.sides().owners) {
        o.hex = moved(o.hex);
        if (out.contains(o.hex))
            out.sides().owners.append(o);
        else
            ++lost.owners;
    }
    // Reviewed map-check problems move with their hexes and take the new labels.
    out.reviewedProblems() = movedProblemKeys(map, out, map.reviewedProblems(), shiftCol, shiftRow);
    lost.reviewed = int(map.reviewedProblems().size() - out.reviewedProblems().size());
    if (losses)
        *losses = lost;
    return out;
}

HexGridLayout shiftedLayout(HexGridLayout grid, int shiftCol, int shiftRow)
{
    const int alongOffsetAxis = grid.orientation == Orientation::PointyTop ? shiftRow : shiftCol;
    if (alongOffsetAxis % 2 != 0)
        grid.parity = grid.parity == OffsetParity::OddShifted ? OffsetParity::EvenShifted
                                                              : OffsetParity::OddShifted;
    return grid;
}

ResizeResult resizedMap(const HexMap &map, int width, int height, int shiftCol, int shiftRow,
                        std::uint8_t fill)
{
    MapShape shape = map.shape();
    shape.width = width;
    shape.height = height;
    shape.grid = shiftedLayout(map.grid(), shiftCol, shiftRow);
    ResizeResult r;
    r.map = reshapedMap(map, shape, shiftCol, shiftRow, fill, &r.losses);
    return r;
}

std::uint8_t mostCommonTerrain(const HexMap &map)
{
    std::array<int, 256> counts{};
    for (const std::uint8_t t : map.terrainLayer())
        ++counts[t];
    std::size_t best = 0;
    for (std::size_t t = 1; t < counts.size(); ++t) {
        if (counts[t] > counts[best])
            best = t;
    }
    return std::uint8_t(best);
}

} // namespace hexstride
