#include "tiledconvert.h"

#include "hex/edge.h"
#include "jsontext.h"
#include "map/labellimit.h"
#include "map/sidespellings.h"
#include "mapjson.h"
#include "messagetext.h"
#include "text/filltext.h"
#include "tileddata.h"
#include "tiledgeometry.h"
#include "tiledlayers_p.h"
#include "tiledsides.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>

namespace hexstride::tiled {

namespace {
/// Builds the dense layers and features of the imported map before the map itself exists (its
/// id tables grow as tiles and objects name new ids).
class Importer
{
public:
    Importer(const Map &t, const ImportOptions &opt, const QJsonObject &rest)
        : t(t)
        , opt(opt)
        , g(Geometry::of(t))
    {
        const QJsonObject ids = rest.value(QLatin1String("ids")).toObject();
        const auto list = [&](const char *key) {
            QStringList out;
            for (const QJsonValue &v : ids.value(QLatin1String(key)).toArray())
                out.append(v.toString());
            return out;
        };
        terrains = IdTable(list("terrains"));
        hexFeatures = IdTable(list("hexFeatures"));
        edgeFeatures = IdTable(list("edgeFeatures"));
        grid = HexGridLayout{g.staggerY ? Orientation::PointyTop : Orientation::FlatTop,
                             g.oddShifted ? OffsetParity::OddShifted : OffsetParity::EvenShifted};
    }

    const Map &t;
    const ImportOptions &opt;
    Geometry g;
    HexGridLayout grid;
    IdTable terrains, hexFeatures, edgeFeatures;
    ImportResult result;
    QString error;
    QSet<QString> usedTileMapNames; ///< tile-map names a tile of the map took
    std::vector<std::uint8_t> terrain;
    std::vector<FeatureMask> hexMasks;
    std::vector<std::int16_t> elevation;
    QHash<int, QString> elevationGivenBy; ///< hex index → the object that gave its elevation
    QList<QPair<EdgeId, int>> edges;
    QList<MapLabel> labels;

    bool onMap(Offset o) const
    {
        return o.col >= 0 && o.row >= 0 && o.col < t.width && o.row < t.height;
    }
    int index(Offset o) const { return o.row * t.width + o.col; }

    /// The tileset a gid belongs to: the one of the greatest firstgid not above it, or none.
    const Tileset *tilesetOf(std::uint32_t gid) const
    {
        const Tileset *ts = nullptr;
        for (const Tileset &s : t.tilesets) {
            if (std::uint32_t(s.firstGid) <= gid && (!ts || s.firstGid > ts->firstGid))
                ts = &s;
        }
        return ts;
    }

    /// Whether a (non-zero) gid is a tile of its tileset: below its tile count when the file
    /// gives one, else one of its listed tiles or (an image of unknown size) any.
    bool hasTile(std::uint32_t gid) const
    {
        const Tileset *ts = tilesetOf(gid);
        if (!ts)
            return false;
        const std::uint32_t local = gid - std::uint32_t(ts->firstGid);
        if (ts->tileCount > 0)
            return local < std::uint32_t(ts->tileCount);
        if (!ts->image.isEmpty())
            return true;
        return std::any_of(ts->tiles.cbegin(), ts->tiles.cend(),
                           [&](const Tile &tile) { return std::uint32_t(tile.id) == local; });
    }

    /// Each `tile N` of the tile map names a tile of the map's tilesets.
    bool checkTileMap()
    {
        for (auto it = opt.tileMap.cbegin(); it != opt.tileMap.cend(); ++it) {
            if (!it.key().startsWith(QLatin1String("tile ")))
                continue;
            bool number = false;
            const qulonglong gid = it.key().mid(5).toULongLong(&number);
            if (number && gid > 0 && gid < 0x10000000u && hasTile(std::uint32_t(gid)))
                continue;
            const QString place = it->place.isEmpty() ? TiledText::tr("tile map") : it->place;
            error = TiledText::tr("%1: there is no %2 in the map's tilesets")
                        .arg(place, quotedInput(it.key()));
            return false;
        }
        return true;
    }

    /// The terrain a gid stands for, added to the table when new.
    int terrainOf(std::uint32_t gid)
    {
        QString name;
        const Tileset *ts = tilesetOf(gid);
        const Tile *tile = nullptr;
        if (ts) {
            for (const Tile &candidate : ts->tiles) {
                if (candidate.id == int(gid - std::uint32_t(ts->firstGid)))
                    tile = &candidate;
            }
        }
        if (tile) {
            const QString named = propertyValue(tile->properties, QStringLiteral("terrain"));
            name = named.isEmpty() ? tile->type : named;
            if (!name.isEmpty() && !opt.knownTerrains.isEmpty() && !opt.knownTerrains.contains(name)
                && terrains.indexOf(name) < 0) {
                result.warnings.append(notATerrainWarning(name, !named.isEmpty(), gid));
                name.clear();
            }
        }
        if (name.isEmpty()) {
            name = gid == 0 ? QStringLiteral("empty") : QStringLiteral("tile %1").arg(gid);
            if (opt.tileMap.contains(name))
                usedTileMapNames.insert(name);
            name = opt.tileMap.value(name, TileMapEntry{name, {}}).terrain;
            if (name.startsWith(QLatin1String("tile ")) && terrains.indexOf(name) < 0)
                result.tileTerrains.append(tileTerrain(name, ts, gid));
        }
        const int i = terrains.ensure(name);
        if (i >= kMaxTerrainKinds) {
            error
                = TiledText::tr(
                      "the map has more than %1 kinds of tile; Hexstride holds %1 terrains at most")
                      .arg(kMaxTerrainKinds);
            return -1;
        }
        return i;
    }

    /// Why a tile's class (or `terrain` property) is read as "tile N": it is no terrain of the
    /// ruleset, naming the ruleset's id it reads like ("Forest", "forеst": "forest").
    QString notATerrainWarning(const QString &name, bool property, std::uint32_t gid) const
    {
        const QString tileName = QStringLiteral("tile %1").arg(gid);
        const QString key = lookAlikeKey(name);
        for (const QString &known : opt.knownTerrains) {
            if (lookAlikeKey(known) != key)
                continue;
            return (property ? TiledText::tr("tile property \"terrain\" \"%1\" is not the "
                                             "ruleset's \"%2\"; the tile is read as \"%3\"")
                             : TiledText::tr("tile class \"%1\" is not the ruleset's \"%2\"; "
                                             "the tile is read as \"%3\""))
                .arg(quotedInput(name), known, tileName);
        }
        return (property ? TiledText::tr("tile property \"terrain\" \"%1\" is no terrain of the "
                                         "ruleset; the tile is read as \"%2\"")
                         : TiledText::tr("tile class \"%1\" is no terrain of the ruleset; the "
                                         "tile is read as \"%2\""))
            .arg(quotedInput(name), tileName);
    }

    /// A warning for each line of the tile map that no tile of the map took, naming the line.
    void warnUnusedTileMapLines()
    {
        for (auto it = opt.tileMap.cbegin(); it != opt.tileMap.cend(); ++it) {
            if (usedTileMapNames.contains(it.key()))
                continue;
            const QString place = it->place.isEmpty() ? TiledText::tr("tile map") : it->place;
            result.warnings.append(
                TiledText::tr("%1: \"%2\" is no tile of the map that names no terrain; the "
                              "line is not used")
                    .arg(place, quotedInput(it.key())));
        }
    }

    TileTerrain tileTerrain(const QString &name, const Tileset *ts, std::uint32_t gid) const
    {
        TileTerrain tt{name, {}, 0, 0, 0, 0};
        if (!ts || ts->image.isEmpty() || ts->tileWidth <= 0 || ts->tileHeight <= 0)
            return tt;
        const int local = int(gid - std::uint32_t(ts->firstGid));
        const int columns = std::max(1, ts->columns);
        tt.image = QDir(ts->baseDir).filePath(ts->image);
        tt.x = ts->margin + (local % columns) * (ts->tileWidth + ts->spacing);
        tt.y = ts->margin + (local / columns) * (ts->tileHeight + ts->spacing);
        tt.width = ts->tileWidth;
        tt.height = ts->tileHeight;
        return tt;
    }

    bool readTerrain()
    {
        const std::size_t n = std::size_t(t.width) * std::size_t(t.height);
        terrain.assign(n, 0);
        hexMasks.assign(n, 0);
        elevation.assign(n, 0);
        const Layer *source = nullptr;
        for (const Layer &l : t.layers) {
            if (l.kind != Layer::Kind::Tiles)
                continue;
            if (!source || (l.name == layers::terrain() && source->name != layers::terrain()))
                source = &l;
        }
        if (!source) {
            // Read on, every hex would be "empty": a map that is not the one in the file.
            error = TiledText::tr("the map has no tile layer; Hexstride takes the terrain from "
                                  "a tile layer");
            return false;
        }
        const auto number = [&](const Layer &l) { return int(&l - t.layers.data()) + 1; };
        for (const Layer &l : t.layers) {
            if (l.kind != Layer::Kind::Tiles || &l == source)
                continue;
            // Two layers of one name are told apart by their place in the file (probe19 T07).
            result.warnings.append(
                l.name == source->name
                    ? fillText(TiledText::tr("tile layer \"%1\" (layer %2 of the file) is not "
                                             "read: the terrain comes from the layer of the same "
                                             "name before it (layer %3)"),
                               {quotedInput(l.name), number(l), number(*source)})
                    : TiledText::tr("tile layer \"%1\" is not read: the terrain comes from "
                                    "layer \"%2\"")
                          .arg(quotedInput(l.name), quotedInput(source->name)));
        }
        // The tiles' terrains in the tileset's order (as the palette then lists them), not in
        // the order the map first uses them.
        std::map<std::uint32_t, int> known;
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint32_t gid = source->gids[i] & ~kGidFlagMask;
            if (!known.emplace(gid, -1).second)
                continue;
            // Bounded: a tile map may give many tiles one terrain, but not this many.
            if (known.size() > std::size_t(kMaxTerrainKinds) * 256) {
                error = TiledText::tr("the map has more than %1 kinds of tile; Hexstride holds %1 "
                                      "terrains at most")
                            .arg(kMaxTerrainKinds);
                return false;
            }
            // A gid no tile has would become a terrain "tile N" of nothing.
            // (A map with no tileset at all keeps its gids as they are: there is nothing to
            // hold them against.)
            if (gid != 0 && !t.tilesets.isEmpty() && !hasTile(gid)) {
                error
                    = fillText(TiledText::tr("layer \"%1\", cell %2 (column %3, row %4): gid %5 is "
                                             "no tile of any tileset"),
                               {quotedInput(source->name), i, i % std::size_t(t.width),
                                i / std::size_t(t.width), gid});
                return false;
            }
        }
        for (auto &[gid, index] : known) {
            index = terrainOf(gid);
            if (index < 0)
                return false;
        }
        for (std::size_t i = 0; i < n; ++i)
            terrain[i] = std::uint8_t(known.at(source->gids[i] & ~kGidFlagMask));
        return true;
    }

    /// The feature's bit, added when new; -1 with `error` set to `tooMany` past the 16 bits.
    int featureBit(IdTable &table, const QString &id, const QString &tooMany)
    {
        const int bit = table.ensure(id);
        if (bit >= kMaxFeatureKinds)
            error = tooMany.arg(kMaxFeatureKinds);
        return bit < kMaxFeatureKinds ? bit : -1;
    }

    void edgeFeaturePlace(const QString &id, const QString &where)
    {
        if (!result.edgeFeaturePlaces.contains(id))
            result.edgeFeaturePlaces.insert(id, where);
    }
    void hexFeaturePlace(const QString &id, const QString &where)
    {
        if (!result.hexFeaturePlaces.contains(id))
            result.hexFeaturePlaces.insert(id, where);
    }

    bool readObject(const Layer &layer, const Object &o)
    {
        const QString where = objectPlace(layer.name, o.id);
        // probe20 U04: a template instance holds only what it overrides; its class, text or
        // shape may stand in the template alone, so one whose template was not read is named
        // for what it is, not guessed at.
        if (!o.templateProblem.isEmpty()) {
            result.warnings.append(
                fillText(TiledText::tr("%1 is made from the object template %2, which is not "
                                       "read (%3); the object is not read (in Tiled, select it "
                                       "and choose Detach Template, then save the map again)"),
                         {where, quotedPath(o.templateFile), o.templateProblem}));
            return true;
        }
        const PointF anchor{o.x + o.width / 2, o.y + o.height / 2};
        const Offset at = g.nearestTwo(anchor).first;
        if (!o.polyline.isEmpty()) {
            if (o.type.isEmpty()) {
                result.warnings.append(
                    TiledText::tr("%1: a line without a class (the hex-side feature it "
                                  "draws) is not read")
                        .arg(where));
                return true;
            }
            const int bit = featureBit(
                edgeFeatures, o.type,
                TiledText::tr(
                    "more than %1 kinds of hex-side feature; Hexstride holds %1 at most"));
            if (bit < 0)
                return false;
            edgeFeaturePlace(o.type, where);
            QList<int> snapped;
            for (qsizetype i = 0; i + 1 < o.polyline.size(); ++i) {
                const PointF p{o.x + o.polyline[i].x, o.y + o.polyline[i].y};
                const PointF q{o.x + o.polyline[i + 1].x, o.y + o.polyline[i + 1].y};
                const SegmentSides s = segmentSides(g, grid, p, q);
                const auto onTheMap = [&](EdgeId e) {
                    const auto [a, b] = hexesOf(e);
                    return onMap(grid.toOffset(a)) || onMap(grid.toOffset(b));
                };
                if (s.fit == SegmentSides::Fit::NoSide
                    || std::none_of(s.sides.begin(), s.sides.end(), onTheMap)) {
                    result.warnings.append(
                        fillText(TiledText::tr("%1: segment %2 is not along a side of the map's "
                                               "hexes; it is not read"),
                                 {where, i + 1}));
                    continue;
                }
                if (s.fit == SegmentSides::Fit::Snapped)
                    snapped.append(int(i + 1));
                for (EdgeId e : s.sides)
                    edges.append({e, bit});
            }
            if (!snapped.isEmpty())
                result.warnings.append(
                    TiledText::tr("%1: %n segment(s) of the line neither follow a hex-side nor "
                                  "run from hex centre to hex centre (the first: segment %2); "
                                  "each is read as the side nearest its middle",
                                  nullptr, int(snapped.size()))
                        .arg(where, QString::number(snapped.first())));
            return true;
        }
        if (!onMap(at)) {
            result.warnings.append(TiledText::tr("%1 is off the map; it is not read").arg(where));
            return true;
        }
        if (o.isText) {
            MapLabel l;
            l.hex = grid.toHex(at);
            l.text = o.text;
            l.bold = o.bold;
            l.italic = o.italic;
            const auto colour = parseColour(o.colour);
            l.colour = colour.value_or(0x000000); // Tiled's text is black unless set
            if (!colour && !o.colour.isEmpty())
                result.warnings.append(
                    TiledText::tr("%1: colour \"%2\" is not #RRGGBB or #AARRGGBB; the label is "
                                  "black")
                        .arg(where, quotedInput(o.colour)));
            bool ok = false;
            const QString given = propertyValue(o.properties, QStringLiteral("scale"));
            const double scale = given.toDouble(&ok);
            ok = ok && std::isfinite(scale) && scale > 0;
            l.scale = ok ? scale : o.pixelSize / double(layers::kLabelPixels);
            if (!ok && !given.isEmpty())
                result.warnings.append(
                    TiledText::tr("%1: scale \"%2\" is not a number above 0; the label takes "
                                  "the size of its text")
                        .arg(where, quotedInput(given)));
            // A size the map cannot hold is named here, at its object (probe19 T06: the map's
            // reader blamed it on a "hexstride" property the file did not have).
            if (l.scale < kMinLabelScale || l.scale > kMaxLabelScale) {
                const double drawn = std::clamp(l.scale, kMinLabelScale, kMaxLabelScale);
                result.warnings.append(
                    fillText(TiledText::tr("%1: the label's size, %2 times the normal size, is "
                                           "outside %3 to %4; it is drawn at %5"),
                             {where, l.scale, kMinLabelScale, kMaxLabelScale, drawn}));
                l.scale = drawn;
            }
            labels.append(l);
            return true;
        }
        const QString level = propertyValue(o.properties, QStringLiteral("elevation"));
        if (!level.isEmpty() || layer.name == layers::elevation()) {
            int v = 0;
            QString why;
            if (!checkedInt(level.isEmpty() ? o.name : level, -32768, 32767,
                            QStringLiteral("elevation"), v, why)) {
                error = where + QStringLiteral(": ") + why;
                return false;
            }
            // A second elevation would replace the first without a word (probe15 P22).
            const QString earlier = elevationGivenBy.value(index(at));
            if (!earlier.isEmpty()) {
                error = fillText(TiledText::tr("%1 and %2 both give the elevation of the hex at "
                                               "column %3, row %4; a hex has one"),
                                 {earlier, where, at.col, at.row});
                return false;
            }
            elevationGivenBy.insert(index(at), where);
            elevation[std::size_t(index(at))] = std::int16_t(v);
            return true;
        }
        if (o.type.isEmpty()) {
            result.warnings.append(
                TiledText::tr("%1: an object without a class (the hex feature it marks) "
                              "is not read")
                    .arg(where));
            return true;
        }
        hexFeaturePlace(o.type, where);
        const int bit = featureBit(
            hexFeatures, o.type,
            TiledText::tr("more than %1 kinds of hex feature; Hexstride holds %1 at most"));
        if (bit < 0)
            return false;
        hexMasks[std::size_t(index(at))] |= FeatureMask(1u << bit);
        return true;
    }
};
} // namespace

ImportResult fromTiled(const Map &t, const ImportOptions &opt, QString &error)
{
    if (t.staggerAxis != QLatin1String("x") && t.staggerAxis != QLatin1String("y")) {
        error = TiledText::tr("staggeraxis: expected x or y, got \"%1\"")
                    .arg(quotedInput(t.staggerAxis));
        return {};
    }
    if (t.staggerIndex != QLatin1String("odd") && t.staggerIndex != QLatin1String("even")) {
        error = TiledText::tr("staggerindex: expected odd or even, got \"%1\"")
                    .arg(quotedInput(t.staggerIndex));
        return {};
    }
    if (t.width < 1 || t.height < 1) {
        error = TiledText::tr("the map has no tiles");
        return {};
    }
    if (!tilesetsStartApart(t, error) || !nothingGivenTwice(t, error))
        return {};
    const QString property = QLatin1String(kHexstrideProperty);
    const auto carrier = std::find_if(t.properties.cbegin(), t.properties.cend(),
                                      [&](const Property &p) { return p.name == property; });
    // A JSON object as the value (a "class" property) reads as no text at all: the map's
    // units, plans and ruleset would be lost without a word (probe 12, P10).
    if (carrier != t.properties.cend() && carrier->type != QLatin1String("string")) {
        error = TiledText::tr("map property \"%1\" is a %2 property; Hexstride reads a string "
                              "property holding JSON")
                    .arg(property, quotedInput(carrier->type));
        return {};
    }
    QJsonObject rest;
    const QString carried = propertyValue(t.properties, property);
    if (!carried.isEmpty()) {
        QJsonDocument doc;
        QString why;
        if (!parseJsonText(carried.toUtf8(), doc, why) || !doc.isObject()) {
            error = TiledText::tr("map property \"%1\": %2")
                        .arg(QLatin1String(kHexstrideProperty),
                             why.isEmpty() ? TiledText::tr("expected a JSON object") : why);
            return {};
        }
        rest = doc.object();
    }
    Importer in(t, opt, rest);
    if (!in.checkTileMap() || !in.readTerrain()) {
        error = in.error;
        return {};
    }
    in.warnUnusedTileMapLines();
    for (const Layer &layer : t.layers) {
        for (const Object &o : layer.objects) {
            if (!in.readObject(layer, o)) {
                error = in.error;
                return {};
            }
        }
    }
    const QJsonObject shapeJson = rest.value(QLatin1String("shape")).toObject();
    const LabelScheme scheme = parseLabelScheme(shapeJson.value(QLatin1String("labels")).toString())
                                   .value_or(LabelScheme::ColRow);
    HexMap map(MapShape{t.width, t.height, in.grid, scheme},
               rest.contains(QLatin1String("ruleset")) ? QString() : opt.rulesetId, in.terrains,
               in.hexFeatures, in.edgeFeatures);
    map.terrainLayer() = std::move(in.terrain);
    map.hexFeatureLayer() = std::move(in.hexMasks);
    map.elevationLayer() = std::move(in.elevation);
    for (const auto &[edge, bit] : in.edges) {
        if (map.containsEdge(edge))
            map.setEdgeFeatures(edge, FeatureMask(map.edgeFeatures(edge) | (1u << bit)));
    }
    map.labels() = in.labels;
    map.setTitle(opt.title);

    // The carried fields go back through the map reader, which checks every one of them.
    QJsonObject doc = mapToJson(map);
    for (auto it = rest.begin(); it != rest.end(); ++it) {
        if (it.key() != QLatin1String("shape") && it.key() != QLatin1String("ids")
            && it.key() != QLatin1String("layers") && it.key() != QLatin1String("labels"))
            doc.insert(it.key(), it.value());
    }
    QString why;
    auto checked = mapFromJson(doc, why);
    MapRulesetRef custom;
    if (!checked || !readCustomRuleset(doc, custom, why)) {
        error
            = TiledText::tr("map property \"%1\": %2").arg(QLatin1String(kHexstrideProperty), why);
        return {};
    }
    in.result.map = std::move(checked);
    in.result.customRuleset = custom;
    return std::move(in.result);
}

} // namespace hexstride::tiled
