// The map as a Tiled map (toTiled): what a Tiled user sees of it, layer by layer.
#include "tiledconvert.h"

#include "hex/edge.h"
#include "mapjson.h"
#include "tiledgeometry.h"
#include "tiledlayers_p.h"

#include <QHash>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace hexstride::tiled {

namespace {
using Segment = std::pair<PointF, PointF>;

/// The two corners of the side an edge is, in Tiled's pixels.
Segment sideEnds(const Geometry &g, const HexGridLayout &grid, EdgeId e)
{
    const auto [a, b] = hexesOf(e);
    const Offset oa = grid.toOffset(a);
    const PointF ca = g.centre(oa), cb = g.centre(grid.toOffset(b));
    const PointF mid{(ca.x + cb.x) / 2, (ca.y + cb.y) / 2};
    auto corners = g.corners(oa);
    // The side's two corners are equally near its middle: they keep the clockwise order.
    std::stable_sort(corners.begin(), corners.end(), [&](PointF p, PointF q) {
        return std::hypot(p.x - mid.x, p.y - mid.y) < std::hypot(q.x - mid.x, q.y - mid.y);
    });
    return {corners[0], corners[1]};
}

/// The way across an edge, from the centre of one hex to the centre of the other.
Segment centreToCentre(const Geometry &g, const HexGridLayout &grid, EdgeId e)
{
    const auto [a, b] = hexesOf(e);
    return {g.centre(grid.toOffset(a)), g.centre(grid.toOffset(b))};
}

/// Joins segments into as few polylines as a walk finds: from every loose end (or branch)
/// first, then around what is left (closed loops).
QList<QList<PointF>> chainSegments(const std::vector<Segment> &segments)
{
    using Key = QPair<qint64, qint64>;
    const auto key = [](PointF p) { return Key(std::llround(p.x * 4), std::llround(p.y * 4)); };
    QHash<Key, QList<int>> at;
    for (int i = 0; i < int(segments.size()); ++i) {
        at[key(segments[std::size_t(i)].first)].append(i);
        at[key(segments[std::size_t(i)].second)].append(i);
    }
    std::vector<bool> used(segments.size(), false);
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
            const auto &s = segments[std::size_t(next)];
            cur = key(s.first) == key(cur) ? s.second : s.first;
            line.append(cur);
        }
        if (line.size() > 1)
            lines.append(line);
    };
    for (int pass = 0; pass < 2; ++pass) {
        for (std::size_t i = 0; i < segments.size(); ++i) {
            for (PointF end : {segments[i].first, segments[i].second}) {
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

/// A point without a name: Tiled shows an object's name over the map, and the class (or the
/// property) already says what it is.
Object pointObject(int id, const QString &type, PointF p)
{
    Object o;
    o.id = id;
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

Layer objectLayer(const QString &name, const QString &colour = {})
{
    Layer l;
    l.kind = Layer::Kind::Objects;
    l.name = name;
    l.colour = colour;
    return l;
}

/// One object layer per hex-side feature kind, in the colour the ruleset draws it with: those
/// drawn along the side (rivers, walls) first, then those drawn across it (roads, bridges,
/// fords), centre to centre, on top.
QList<Layer> edgeFeatureLayers(const HexMap &map, const Geometry &g,
                               const MapVocabulary &vocabulary, int &nextId)
{
    QList<Layer> along, across;
    for (int bit = 0; bit < map.edgeFeatureIds().size(); ++bit) {
        const QString &id = map.edgeFeatureIds().id(bit);
        const FeatureDefinition *look = vocabulary.edgeFeature(id);
        const bool crossing = look && drawnAcrossTheSide(*look);
        Layer layer = objectLayer(id, look ? colourText(look->colour) : QString());
        std::vector<Segment> segments;
        map.forEachFeatureEdge([&](EdgeId e, FeatureMask m) {
            if (m & (1u << bit))
                segments.push_back(crossing ? centreToCentre(g, map.grid(), e)
                                            : sideEnds(g, map.grid(), e));
        });
        for (const QList<PointF> &line : chainSegments(segments)) {
            Object o;
            o.id = nextId++;
            o.type = id;
            o.x = line.first().x;
            o.y = line.first().y;
            for (PointF p : line)
                o.polyline.append(Point{p.x - o.x, p.y - o.y});
            layer.objects.append(o);
        }
        (crossing ? across : along).append(layer);
    }
    return along + across;
}
} // namespace

bool drawnAcrossTheSide(const FeatureDefinition &edgeFeature)
{
    return edgeFeature.drawAs == QLatin1String("road")
           || edgeFeature.drawAs == QLatin1String("crossing");
}

std::pair<int, int> exportTileSize(Orientation o)
{
    const int corners = kExportHexSide * 2;
    return o == Orientation::PointyTop ? std::pair{kExportHexAcross, corners}
                                       : std::pair{corners, kExportHexAcross};
}

Map toTiled(const HexMap &map, const MapRulesetRef &customRuleset, const QString &tilesetImage,
            const MapVocabulary &vocabulary)
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
    // U+FFFE and U+FFFF are no XML characters: a .tmx would lose them from a title or a side
    // (probe 10, F23). They stand only inside JSON strings, where \ufffe and \uffff say the same.
    QString carried = QString::fromUtf8(QJsonDocument(rest).toJson(QJsonDocument::Compact));
    carried.replace(QChar(0xfffe), QLatin1String("\\ufffe"))
        .replace(QChar(0xffff), QLatin1String("\\uffff"));
    t.properties.append(
        Property{QLatin1String(kHexstrideProperty), QStringLiteral("string"), carried});

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
    terrain.name = layers::terrain();
    terrain.gids.reserve(map.terrainLayer().size());
    for (std::uint8_t v : map.terrainLayer())
        terrain.gids.push_back(std::uint32_t(v) + 1);
    t.layers.append(std::move(terrain));

    const Geometry g = Geometry::of(t);
    int nextId = 1;
    t.layers.append(edgeFeatureLayers(map, g, vocabulary, nextId));
    Layer features = objectLayer(layers::hexFeatures());
    Layer elevation = objectLayer(layers::elevation());
    for (int i = 0; i < map.hexCount(); ++i) {
        const PointF c = g.centre(map.grid().toOffset(map.hexAtIndex(i)));
        const FeatureMask mask = map.hexFeatureLayer()[std::size_t(i)];
        for (int bit = 0; bit < map.hexFeatureIds().size(); ++bit) {
            if (mask & (1u << bit))
                features.objects.append(pointObject(nextId++, map.hexFeatureIds().id(bit), c));
        }
        if (const int level = map.elevationLayer()[std::size_t(i)]) {
            Object o = pointObject(nextId++, QString(), c);
            o.properties.append(Property{QStringLiteral("elevation"), QStringLiteral("int"),
                                         QString::number(level)});
            elevation.objects.append(o);
        }
    }
    Layer labels = objectLayer(layers::labels());
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
        o.pixelSize = std::max(1, int(std::lround(layers::kLabelPixels * l.scale)));
        o.properties.append(Property{QStringLiteral("scale"), QStringLiteral("float"),
                                     QString::number(l.scale, 'g', 17)});
        labels.objects.append(o);
    }
    t.layers << features << labels << elevation;
    return t;
}

} // namespace hexstride::tiled
