#include "tiledconvert.h"

#include "hex/edge.h"
#include "jsontext.h"
#include "mapjson.h"
#include "messagetext.h"
#include "tileddata.h"
#include "tiledgeometry.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace hexstride::tiled {

namespace {
// Layer names of an export; the importer goes by each object's shape, not by these.
const QString kTerrainLayer = QStringLiteral("terrain");
const QString kEdgeLayer = QStringLiteral("hex-side features");
const QString kHexFeatureLayer = QStringLiteral("hex features");
const QString kLabelLayer = QStringLiteral("labels");
const QString kElevationLayer = QStringLiteral("elevation");
constexpr int kLabelPixels = 14; ///< the text size of a label of scale 1

/// The two corners of the side an edge is, in Tiled's pixels.
std::pair<PointF, PointF> sideEnds(const Geometry &g, const HexGridLayout &grid, EdgeId e)
{
    const auto [a, b] = hexesOf(e);
    const Offset oa = grid.toOffset(a);
    const PointF ca = g.centre(oa), cb = g.centre(grid.toOffset(b));
    const PointF mid{(ca.x + cb.x) / 2, (ca.y + cb.y) / 2};
    auto corners = g.corners(oa);
    std::sort(corners.begin(), corners.end(), [&](PointF p, PointF q) {
        return std::hypot(p.x - mid.x, p.y - mid.y) < std::hypot(q.x - mid.x, q.y - mid.y);
    });
    return {corners[0], corners[1]};
}

/// Joins sides into as few polylines as a walk finds: from every loose end (or branch) first,
/// then around what is left (closed loops).
QList<QList<PointF>> chainSides(const std::vector<std::pair<PointF, PointF>> &sides)
{
    using Key = QPair<qint64, qint64>;
    const auto key = [](PointF p) { return Key(std::llround(p.x * 4), std::llround(p.y * 4)); };
    QHash<Key, QList<int>> at;
    for (int i = 0; i < int(sides.size()); ++i) {
        at[key(sides[std::size_t(i)].first)].append(i);
        at[key(sides[std::size_t(i)].second)].append(i);
    }
    std::vector<bool> used(sides.size(), false);
    QList<QList<PointF>> lines;
    const auto walkFrom = [&](PointF start) {
        QList<PointF> line{start};
        PointF cur = start;
        for (;;) {
            int next = -1;
            for (int i : at.value(key(cur))) {
                if (!used[std::size_t(i)]) {
                    next = i;
                    break;
                }
            }
            if (next < 0)
                break;
            used[std::size_t(next)] = true;
            const auto &s = sides[std::size_t(next)];
            cur = key(s.first) == key(cur) ? s.second : s.first;
            line.append(cur);
        }
        if (line.size() > 1)
            lines.append(line);
    };
    for (int pass = 0; pass < 2; ++pass) {
        for (std::size_t i = 0; i < sides.size(); ++i) {
            for (PointF end : {sides[i].first, sides[i].second}) {
                if (pass == 0 && at.value(key(end)).size() == 2)
                    continue;
                while (true) {
                    const auto &list = at.value(key(end));
                    if (std::none_of(list.begin(), list.end(),
                                     [&](int k) { return !used[std::size_t(k)]; }))
                        break;
                    walkFrom(end);
                }
            }
        }
    }
    return lines;
}

Object pointObject(int id, const QString &type, PointF p)
{
    Object o;
    o.id = id;
    o.name = type;
    o.type = type;
    o.x = p.x;
    o.y = p.y;
    o.point = true;
    return o;
}

QString colourText(std::uint32_t c)
{
    return QStringLiteral("#%1").arg(c & 0xffffff, 6, 16, QLatin1Char('0'));
}
} // namespace

std::pair<int, int> exportTileSize(Orientation o)
{
    const int corners = kExportHexSide * 2;
    return o == Orientation::PointyTop ? std::pair{kExportHexAcross, corners}
                                       : std::pair{corners, kExportHexAcross};
}

Map toTiled(const HexMap &map, const MapRulesetRef &customRuleset, const QString &tilesetImage)
{
    Map t;
    t.orientation = QStringLiteral("hexagonal");
    const bool pointy = map.grid().orientation == Orientation::PointyTop;
    t.staggerAxis = pointy ? QStringLiteral("y") : QStringLiteral("x");
    t.staggerIndex = map.grid().parity == OffsetParity::OddShifted ? QStringLiteral("odd")
                                                                   : QStringLiteral("even");
    std::tie(t.tileWidth, t.tileHeight) = exportTileSize(map.grid().orientation);
    t.hexSideLength = kExportHexSide;
    t.width = map.width();
    t.height = map.height();

    // What Tiled has no notion of rides along as one JSON property; the layers below hold the rest.
    QJsonObject rest = mapToJson(map);
    for (const char *drawn : {"layers", "labels", "writer"})
        rest.remove(QLatin1String(drawn));
    writeCustomRuleset(rest, customRuleset);
    t.properties.append(
        Property{QLatin1String(kHexstrideProperty), QStringLiteral("string"),
                 QString::fromUtf8(QJsonDocument(rest).toJson(QJsonDocument::Compact))});

    const int kinds = map.terrains().size();
    Tileset ts;
    ts.name = QStringLiteral("hexstride terrains");
    ts.tileWidth = t.tileWidth;
    ts.tileHeight = t.tileHeight;
    ts.tileCount = kinds;
    ts.columns = kinds;
    ts.image = tilesetImage;
    ts.imageWidth = kinds * t.tileWidth;
    ts.imageHeight = t.tileHeight;
    for (int i = 0; i < kinds; ++i)
        ts.tiles.append(Tile{
            i,
            map.terrains().id(i),
            {Property{QStringLiteral("terrain"), QStringLiteral("string"), map.terrains().id(i)}},
            {}});
    t.tilesets.append(ts);

    Layer terrain;
    terrain.name = kTerrainLayer;
    terrain.gids.reserve(map.terrainLayer().size());
    for (std::uint8_t v : map.terrainLayer())
        terrain.gids.push_back(std::uint32_t(v) + 1);
    t.layers.append(std::move(terrain));

    const Geometry g = Geometry::of(t);
    int nextId = 1;
    Layer edges{Layer::Kind::Objects, kEdgeLayer, {}, {}, {}};
    for (int bit = 0; bit < map.edgeFeatureIds().size(); ++bit) {
        std::vector<std::pair<PointF, PointF>> sides;
        map.forEachFeatureEdge([&](EdgeId e, FeatureMask m) {
            if (m & (1u << bit))
                sides.push_back(sideEnds(g, map.grid(), e));
        });
        for (const QList<PointF> &line : chainSides(sides)) {
            Object o;
            o.id = nextId++;
            o.name = o.type = map.edgeFeatureIds().id(bit);
            o.x = line.first().x;
            o.y = line.first().y;
            for (PointF p : line)
                o.polyline.append(Point{p.x - o.x, p.y - o.y});
            edges.objects.append(o);
        }
    }
    Layer features{Layer::Kind::Objects, kHexFeatureLayer, {}, {}, {}};
    Layer elevation{Layer::Kind::Objects, kElevationLayer, {}, {}, {}};
    for (int i = 0; i < map.hexCount(); ++i) {
        const PointF c = g.centre(map.grid().toOffset(map.hexAtIndex(i)));
        const FeatureMask mask = map.hexFeatureLayer()[std::size_t(i)];
        for (int bit = 0; bit < map.hexFeatureIds().size(); ++bit) {
            if (mask & (1u << bit))
                features.objects.append(pointObject(nextId++, map.hexFeatureIds().id(bit), c));
        }
        if (const int level = map.elevationLayer()[std::size_t(i)]) {
            Object o = pointObject(nextId++, QString::number(level), c);
            o.type.clear();
            o.properties.append(Property{QStringLiteral("elevation"), QStringLiteral("int"),
                                         QString::number(level)});
            elevation.objects.append(o);
        }
    }
    Layer labels{Layer::Kind::Objects, kLabelLayer, {}, {}, {}};
    for (const MapLabel &l : map.labels()) {
        const PointF c = g.centre(map.grid().toOffset(l.hex));
        Object o;
        o.id = nextId++;
        // Three hexes wide, centred on the hex: a town's name fits on one line.
        o.width = 3.0 * t.tileWidth;
        o.height = t.tileHeight;
        o.x = c.x - o.width / 2;
        o.y = c.y - o.height / 2;
        o.isText = true;
        o.text = l.text;
        o.bold = l.bold;
        o.italic = l.italic;
        o.colour = colourText(l.colour);
        o.pixelSize = std::max(1, int(std::lround(kLabelPixels * l.scale)));
        o.properties.append(Property{QStringLiteral("scale"), QStringLiteral("float"),
                                     QString::number(l.scale, 'g', 17)});
        labels.objects.append(o);
    }
    t.layers << edges << features << labels << elevation;
    return t;
}

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
    std::vector<std::uint8_t> terrain;
    std::vector<FeatureMask> hexMasks;
    std::vector<std::int16_t> elevation;
    QList<QPair<EdgeId, int>> edges;
    QList<MapLabel> labels;

    bool onMap(Offset o) const
    {
        return o.col >= 0 && o.row >= 0 && o.col < t.width && o.row < t.height;
    }
    int index(Offset o) const { return o.row * t.width + o.col; }

    /// The terrain a gid stands for, added to the table when new.
    int terrainOf(std::uint32_t gid)
    {
        QString name;
        const Tileset *ts = nullptr;
        for (const Tileset &s : t.tilesets) {
            if (std::uint32_t(s.firstGid) <= gid && (!ts || s.firstGid > ts->firstGid))
                ts = &s;
        }
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
                && terrains.indexOf(name) < 0)
                name.clear();
        }
        if (name.isEmpty()) {
            name = gid == 0 ? QStringLiteral("empty") : QStringLiteral("tile %1").arg(gid);
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
            if (!source || (l.name == kTerrainLayer && source->name != kTerrainLayer))
                source = &l;
        }
        if (!source) {
            // Read on, every hex would be "empty": a map that is not the one in the file.
            error = TiledText::tr("the map has no tile layer; Hexstride takes the terrain from "
                                  "a tile layer");
            return false;
        }
        for (const Layer &l : t.layers) {
            if (l.kind == Layer::Kind::Tiles && &l != source)
                result.warnings.append(
                    TiledText::tr("tile layer \"%1\" is not read: the terrain comes from "
                                  "layer \"%2\"")
                        .arg(quotedInput(l.name), quotedInput(source->name)));
        }
        QHash<std::uint32_t, int> known;
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint32_t gid = source->gids[i] & ~kGidFlagMask;
            auto it = known.find(gid);
            if (it == known.end()) {
                const int v = terrainOf(gid);
                if (v < 0)
                    return false;
                it = known.insert(gid, v);
            }
            terrain[i] = std::uint8_t(*it);
        }
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

    bool readObject(const Layer &layer, const Object &o)
    {
        const QString where
            = TiledText::tr("layer \"%1\", object %2").arg(quotedInput(layer.name)).arg(o.id);
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
            for (qsizetype i = 0; i + 1 < o.polyline.size(); ++i) {
                const PointF mid{o.x + (o.polyline[i].x + o.polyline[i + 1].x) / 2,
                                 o.y + (o.polyline[i].y + o.polyline[i + 1].y) / 2};
                const auto [a, b] = g.nearestTwo(mid);
                const Hex ha = grid.toHex(a), hb = grid.toHex(b);
                const Direction d = directionTo(ha, hb);
                if (d < 0 || (!onMap(a) && !onMap(b))) {
                    result.warnings.append(
                        TiledText::tr("%1: segment %2 is not along a side of the map's "
                                      "hexes; it is not read")
                            .arg(where)
                            .arg(i + 1));
                    continue;
                }
                edges.append({edgeOf(ha, d), bit});
            }
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
            l.colour = parseColour(o.colour).value_or(0x000000); // Tiled's text is black unless set
            bool ok = false;
            const double scale = propertyValue(o.properties, QStringLiteral("scale")).toDouble(&ok);
            l.scale = ok && std::isfinite(scale) && scale > 0 ? scale
                                                              : o.pixelSize / double(kLabelPixels);
            labels.append(l);
            return true;
        }
        const QString level = propertyValue(o.properties, QStringLiteral("elevation"));
        if (!level.isEmpty() || layer.name == kElevationLayer) {
            int v = 0;
            QString why;
            if (!checkedInt(level.isEmpty() ? o.name : level, -32768, 32767,
                            QStringLiteral("elevation"), v, why)) {
                error = where + QStringLiteral(": ") + why;
                return false;
            }
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
    QJsonObject rest;
    const QString carried = propertyValue(t.properties, QLatin1String(kHexstrideProperty));
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
    if (!in.readTerrain()) {
        error = in.error;
        return {};
    }
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
