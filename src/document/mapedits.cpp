#include "mapedits.h"

#include "commands/changeedgefeaturescommand.h"
#include "commands/changeelevationcommand.h"
#include "commands/changehexfeaturescommand.h"
#include "commands/paintterraincommand.h"

#include "i18n/translations.h"
#include "rules/ruleset.h"

#include <atomic>
#include <deque>

namespace hexstride::edits {

int newStrokeId()
{
    static std::atomic<int> next{1};
    return next++;
}

namespace {
/// The terrain's name in the interface language when asked (after a language switch too), from
/// the document's ruleset; its id where the ruleset does not name it.
std::function<QString()> terrainName(const MapDocument &doc, std::uint8_t terrain)
{
    const IdTable &ids = doc.map().terrains();
    const QString id = terrain < ids.size() ? ids.id(terrain) : QString::number(terrain);
    LocalizedText name;
    if (doc.ruleset())
        if (const FeatureDefinition *d = doc.ruleset()->vocabulary.terrain(id))
            name = d->name;
    return [id, name] {
        const QString n = name.in(uiLanguage());
        return n.isEmpty() ? id : n;
    };
}
} // namespace

bool paintTerrain(MapDocument &doc, const QList<Hex> &hexes, std::uint8_t terrain, int strokeId,
                  PaintTerrainCommand::How how)
{
    const HexMap &map = doc.map();
    PaintTerrainCommand::Changes changes;
    for (Hex h : hexes) {
        if (map.contains(h) && map.terrain(h) != terrain)
            changes.set(map.indexOf(h), map.terrain(h), terrain);
    }
    if (changes.isEmpty())
        return false;
    doc.undoStack()->push(new PaintTerrainCommand(&doc, strokeId, std::move(changes), how,
                                                  terrainName(doc, terrain)));
    return true;
}

static bool changeElevation(MapDocument &doc, const QList<Hex> &hexes, int strokeId,
                            const std::function<int(int)> &level)
{
    const HexMap &map = doc.map();
    ChangeElevationCommand::Changes changes;
    for (Hex h : hexes) {
        if (!map.contains(h))
            continue;
        const int before = map.elevation(h);
        const auto after = static_cast<std::int16_t>(std::clamp(level(before), -32768, 32767));
        if (after != before)
            changes.set(map.indexOf(h), static_cast<std::int16_t>(before), after);
    }
    if (changes.isEmpty())
        return false;
    doc.undoStack()->push(new ChangeElevationCommand(&doc, strokeId, std::move(changes)));
    return true;
}

bool setElevation(MapDocument &doc, const QList<Hex> &hexes, int level, int strokeId)
{
    return changeElevation(doc, hexes, strokeId, [level](int) { return level; });
}

bool addElevation(MapDocument &doc, const QList<Hex> &hexes, int delta, int strokeId)
{
    return changeElevation(doc, hexes, strokeId, [delta](int v) { return v + delta; });
}

bool setHexFeature(MapDocument &doc, const QList<Hex> &hexes, FeatureMask mask, bool on,
                   int strokeId)
{
    const HexMap &map = doc.map();
    ChangeHexFeaturesCommand::Changes changes;
    for (Hex h : hexes) {
        if (!map.contains(h))
            continue;
        const FeatureMask before = map.hexFeatures(h);
        const auto after = static_cast<FeatureMask>(on ? before | mask : before & ~mask);
        if (after != before)
            changes.set(map.indexOf(h), before, after);
    }
    if (changes.isEmpty())
        return false;
    doc.undoStack()->push(new ChangeHexFeaturesCommand(&doc, strokeId, std::move(changes)));
    return true;
}

bool setEdgeFeature(MapDocument &doc, const QList<EdgeId> &edges, FeatureMask mask, bool on,
                    int strokeId, const EdgeStroke &stroke)
{
    QList<std::pair<EdgeId, FeatureMask>> masks;
    for (EdgeId e : edges) {
        if (!doc.map().containsEdge(e))
            continue;
        const FeatureMask before = doc.map().edgeFeatures(e);
        masks.append({e, static_cast<FeatureMask>(on ? before | mask : before & ~mask)});
    }
    return setEdgeMasks(doc, masks, strokeId, stroke);
}

bool setEdgeMasks(MapDocument &doc, const QList<std::pair<EdgeId, FeatureMask>> &edges,
                  int strokeId, const EdgeStroke &stroke)
{
    const HexMap &map = doc.map();
    ChangeEdgeFeaturesCommand::Changes changes;
    for (const auto &[e, after] : edges) {
        if (!map.containsEdge(e))
            continue;
        const FeatureMask before = map.edgeFeatures(e);
        if (after != before)
            changes.set(e, before, after);
    }
    if (changes.isEmpty())
        return false;
    doc.undoStack()->push(
        new ChangeEdgeFeaturesCommand(&doc, strokeId, std::move(changes), stroke));
    return true;
}

bool floodFill(MapDocument &doc, Hex start, std::uint8_t terrain)
{
    const HexMap &map = doc.map();
    if (!map.contains(start) || map.terrain(start) == terrain)
        return false;
    const std::uint8_t from = map.terrain(start);
    std::vector<char> seen(static_cast<std::size_t>(map.hexCount()), 0);
    QList<Hex> region;
    std::deque<Hex> queue{start};
    seen[static_cast<std::size_t>(map.indexOf(start))] = 1;
    while (!queue.empty()) {
        const Hex h = queue.front();
        queue.pop_front();
        region.append(h);
        for (Direction d = 0; d < kDirectionCount; ++d) {
            const Hex n = neighbour(h, d);
            if (!map.contains(n) || map.terrain(n) != from)
                continue;
            auto &s = seen[static_cast<std::size_t>(map.indexOf(n))];
            if (!s) {
                s = 1;
                queue.push_back(n);
            }
        }
    }
    return paintTerrain(doc, region, terrain, 0, PaintTerrainCommand::How::FloodFill);
}

} // namespace hexstride::edits
