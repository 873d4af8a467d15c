#include "tiledtmj.h"

#include "jsontext.h"
#include "messagetext.h"
#include "safefile.h"
#include "text/filltext.h"
#include "tileddata.h"
#include "tiledtmx.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <climits>
#include <cmath>

namespace hexstride::tiled {

namespace {
QString at(const QString &path, const char *key)
{
    return path.isEmpty() ? QLatin1String(key) : path + QLatin1Char('.') + QLatin1String(key);
}

QString index(const QString &path, qsizetype i)
{
    return fillText(QStringLiteral("%1[%2]"), {path, i});
}

/// An integer field; absent → `fallback` when not required.
bool intField(const QJsonObject &o, const QString &path, const char *key, int low, int high,
              int &out, QString &error, bool required = true)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() && !required)
        return true;
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || d != std::floor(d) || d < low || d > high) {
        error = fillText(TiledText::tr("%1: expected a whole number in %2..%3"),
                         {at(path, key), low, high});
        return false;
    }
    out = int(d);
    return true;
}

/// A JSON value as the file writes it, for a message ("{"x":"a","y":1}").
QString jsonText(const QJsonValue &v)
{
    const QByteArray wrapped = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
}

/// An object's coordinate or size, left as it is (0) when absent.
bool realField(const QJsonObject &o, const char *key, const QString &layerName, int objectId,
               double &out, QString &error)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return true;
    return checkedObjectNumber(v.isDouble() ? std::optional(v.toDouble()) : std::nullopt,
                               jsonText(v), key, layerName, objectId, out, error);
}

QString str(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

/// One property's value as text; `type` becomes "class", "array" or "null" for a value that is
/// not text (a string property's value read as "" would be lost without a word).
void readPropertyValue(const QJsonValue &value, Property &prop)
{
    if (prop.type.isEmpty())
        prop.type = QStringLiteral("string");
    if (value.isObject() || value.isArray() || value.isNull())
        prop.type = value.isObject()  ? QStringLiteral("class")
                    : value.isArray() ? QStringLiteral("array")
                                      : QStringLiteral("null");
    else if (value.isBool())
        prop.value = value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    else if (value.isDouble())
        prop.value = QString::number(value.toDouble(), 'g', 17);
    else
        prop.value = value.toString();
}

/// An element's properties: Tiled 1.2's list of {name, type, value}, or Tiled 1.0's object of
/// name → value with the types in `propertytypes`, which Tiled still reads (probe15 P22: the
/// `hexstride` property of such a map was dropped without a word).
Properties readProperties(const QJsonObject &o)
{
    Properties out;
    const QJsonValue given = o.value(QLatin1String("properties"));
    if (given.isObject()) {
        const QJsonObject byName = given.toObject();
        const QJsonObject types = o.value(QLatin1String("propertytypes")).toObject();
        for (auto it = byName.begin(); it != byName.end(); ++it) {
            Property prop{it.key(), types.value(it.key()).toString(), {}};
            readPropertyValue(it.value(), prop);
            out.append(prop);
        }
        return out;
    }
    for (const QJsonValue &v : given.toArray()) {
        const QJsonObject p = v.toObject();
        Property prop{str(p, "name"), str(p, "type"), {}};
        readPropertyValue(p.value(QLatin1String("value")), prop);
        out.append(prop);
    }
    return out;
}

QJsonArray writeProperties(const Properties &props)
{
    QJsonArray out;
    for (const Property &p : props) {
        QJsonValue value(p.value);
        if (p.type == QLatin1String("int"))
            value = p.value.toLongLong();
        else if (p.type == QLatin1String("float"))
            value = p.value.toDouble();
        else if (p.type == QLatin1String("bool"))
            value = p.value == QLatin1String("true");
        out.append(QJsonObject{{QStringLiteral("name"), p.name},
                               {QStringLiteral("type"), p.type},
                               {QStringLiteral("value"), value}});
    }
    return out;
}

QString typeOf(const QJsonObject &o)
{
    return o.contains(QLatin1String("class")) ? str(o, "class") : str(o, "type");
}

bool readTilesetObject(const QJsonObject &o, const QString &path, Tileset &ts, QString &error)
{
    ts.name = str(o, "name");
    ts.image = str(o, "image");
    if (!intField(o, path, "tilewidth", 0, 1 << 16, ts.tileWidth, error, false)
        || !intField(o, path, "tileheight", 0, 1 << 16, ts.tileHeight, error, false)
        || !intField(o, path, "tilecount", 0, 1 << 24, ts.tileCount, error, false)
        || !intField(o, path, "columns", 0, 1 << 24, ts.columns, error, false)
        || !intField(o, path, "imagewidth", 0, 1 << 24, ts.imageWidth, error, false)
        || !intField(o, path, "imageheight", 0, 1 << 24, ts.imageHeight, error, false)
        || !intField(o, path, "margin", 0, 1 << 16, ts.margin, error, false)
        || !intField(o, path, "spacing", 0, 1 << 16, ts.spacing, error, false))
        return false;
    if (!o.contains(QLatin1String("columns")))
        ts.columns = tilesetColumns(ts);
    const QJsonArray tiles = o.value(QLatin1String("tiles")).toArray();
    for (qsizetype i = 0; i < tiles.size(); ++i) {
        const QJsonObject t = tiles[i].toObject();
        Tile tile;
        if (!intField(t, index(at(path, "tiles"), i), "id", 0, 1 << 28, tile.id, error))
            return false;
        tile.type = typeOf(t);
        tile.properties = readProperties(t);
        tile.image = str(t, "image");
        ts.tiles.append(tile);
    }
    return true;
}

bool readGidField(Map &map, const QJsonObject &o, const QString &path, const QString &encoding,
                  const QString &compression, qsizetype count, std::vector<std::uint32_t> &out,
                  QString &error)
{
    const QJsonValue data = o.value(QLatin1String("data"));
    QString why;
    if (!withinCaps(map, count, 0, why)) {
        error = at(path, "data") + QStringLiteral(": ") + why;
        return false;
    }
    if (data.isString()) {
        if (!decodeGids(encoding, compression, data.toString().toLatin1(), count, out, why)) {
            error = at(path, "data") + QStringLiteral(": ") + why;
            return false;
        }
        return true;
    }
    const QJsonArray array = data.toArray();
    if (!data.isArray() || array.size() != count) {
        error = fillText(TiledText::tr("%1: expected %2 tiles"), {at(path, "data"), count});
        return false;
    }
    out.resize(std::size_t(count));
    for (qsizetype i = 0; i < count; ++i) {
        const double d = array[i].toDouble(-1);
        if (d < 0 || d > 4294967295.0 || d != std::floor(d)) {
            error = TiledText::tr("%1: expected a tile number").arg(index(at(path, "data"), i));
            return false;
        }
        out[std::size_t(i)] = std::uint32_t(d);
    }
    return true;
}

/// The object templates (.tj) a map's objects name, each read once, as tilesets are read: a
/// regular file beside the map, bounded (probe20 U04).
struct Templates
{
    struct Read
    {
        QJsonObject object;
        QString problem;
    };
    QString baseDir;
    QHash<QString, Read> byFile;

    const Read &operator[](const QString &file)
    {
        auto it = byFile.constFind(file);
        if (it != byFile.cend())
            return *it;
        Read r;
        QByteArray bytes;
        QJsonDocument doc;
        if (byFile.size() >= kMaxTemplates)
            r.problem
                = TiledText::tr("the map names more than %1 object templates").arg(kMaxTemplates);
        else if (QFileInfo(file).suffix().toLower() != QLatin1String("tj"))
            r.problem = TiledText::tr("a .tmj map's templates are read from .tj files");
        else if (safefile::readFileBounded(QDir(baseDir).filePath(file), kMaxTemplateBytes, bytes,
                                           r.problem, safefile::NamedBy::File)
                 && parseJsonText(bytes, doc, r.problem)) {
            r.object = doc.object().value(QLatin1String("object")).toObject();
            if (!doc.isObject() || r.object.isEmpty())
                r.problem = TiledText::tr("not a Tiled object template: expected an object with "
                                          "an \"object\"");
        }
        return *byFile.insert(file, r);
    }
};

bool readObjectArray(const QJsonArray &objects, const QString &path, Map &map, Layer &layer,
                     Templates &templates, QString &error)
{
    if (!withinCaps(map, 0, objects.size(), error))
        return false;
    for (qsizetype i = 0; i < objects.size(); ++i) {
        QJsonObject j = objects[i].toObject();
        Object o;
        // An object made from a template: the template's object, the instance's keys over it.
        Properties templateProperties;
        if (const QString file = str(j, "template"); !file.isEmpty()) {
            const Templates::Read &t = templates[file];
            o.templateFile = file;
            o.templateProblem = t.problem;
            templateProperties = readProperties(t.object);
            QJsonObject merged = t.object;
            for (auto it = j.begin(); it != j.end(); ++it)
                merged.insert(it.key(), it.value());
            j = merged;
        }
        if (!intField(j, index(path, i), "id", 0, INT_MAX, o.id, error, false))
            return false;
        o.name = str(j, "name");
        o.type = typeOf(j);
        QString why;
        if (!realField(j, "x", layer.name, o.id, o.x, why)
            || !realField(j, "y", layer.name, o.id, o.y, why)
            || !realField(j, "width", layer.name, o.id, o.width, why)
            || !realField(j, "height", layer.name, o.id, o.height, why)) {
            error = index(path, i) + QStringLiteral(": ") + why;
            return false;
        }
        o.point = j.value(QLatin1String("point")).toBool();
        const QJsonValue polylineValue = j.value(QLatin1String("polyline"));
        if (!polylineValue.isUndefined() && !polylineValue.isArray()) {
            error = TiledText::tr("%1: expected an array of points")
                        .arg(at(index(path, i), "polyline"));
            return false;
        }
        const QJsonArray polyline = polylineValue.toArray();
        if (!withinCaps(map, 0, polyline.size(), error))
            return false;
        for (qsizetype k = 0; k < polyline.size(); ++k) {
            // The same check as the XML reader's: two finite numbers, else the map is refused.
            const QJsonObject p = polyline[k].toObject();
            const auto coordinate = [&](const char *key) -> std::optional<double> {
                const QJsonValue v = p.value(QLatin1String(key));
                return v.isDouble() ? std::optional(v.toDouble()) : std::nullopt;
            };
            Point point;
            if (!checkedPoint(coordinate("x"), coordinate("y"), o.id, jsonText(polyline[k]), point,
                              why)) {
                error = index(at(index(path, i), "polyline"), k) + QStringLiteral(": ") + why;
                return false;
            }
            o.polyline.append(point);
        }
        if (j.contains(QLatin1String("text"))) {
            const QJsonObject t = j.value(QLatin1String("text")).toObject();
            o.isText = true;
            o.text = str(t, "text");
            o.bold = t.value(QLatin1String("bold")).toBool();
            o.italic = t.value(QLatin1String("italic")).toBool();
            o.colour = str(t, "color");
            if (!intField(t, at(index(path, i), "text"), "pixelsize", 1, 10000, o.pixelSize, error,
                          false))
                return false;
        }
        o.properties
            = overriddenProperties(templateProperties, readProperties(objects[i].toObject()));
        layer.objects.append(o);
    }
    return true;
}

bool readLayerArray(const QJsonArray &layers, const QString &path, bool infinite, Map &map,
                    QList<QList<Chunk>> &chunks, Templates &templates, QString &error,
                    int depth = 0)
{
    for (qsizetype i = 0; i < layers.size(); ++i) {
        const QJsonObject j = layers[i].toObject();
        const QString here = index(path, i);
        const QString type = str(j, "type");
        if (type == QLatin1String("group")) {
            if (depth > 32) {
                error = TiledText::tr("%1: groups nested too deep").arg(here);
                return false;
            }
            if (!readLayerArray(j.value(QLatin1String("layers")).toArray(), at(here, "layers"),
                                infinite, map, chunks, templates, error, depth + 1))
                return false;
            continue;
        }
        Layer layer;
        layer.name = str(j, "name");
        layer.properties = readProperties(j);
        const QString encoding
            = j.contains(QLatin1String("encoding")) ? str(j, "encoding") : QStringLiteral("csv");
        const QString compression = str(j, "compression");
        if (type == QLatin1String("tilelayer")) {
            QList<Chunk> layerChunks;
            if (!infinite) {
                int width = map.width;
                int height = map.height;
                if (!intField(j, here, "width", 0, kMaxSide, width, error, false)
                    || !intField(j, here, "height", 0, kMaxSide, height, error, false)
                    || !layerFitsMap(map, layer.name, width, height, error))
                    return false;
                if (!readGidField(map, j, here, encoding, compression,
                                  qsizetype(map.width) * map.height, layer.gids, error))
                    return false;
            } else {
                const QJsonArray cs = j.value(QLatin1String("chunks")).toArray();
                if (cs.size() > kMaxSide * 4) {
                    error = TiledText::tr("%1: too many chunks").arg(here);
                    return false;
                }
                for (qsizetype c = 0; c < cs.size(); ++c) {
                    const QJsonObject co = cs[c].toObject();
                    const QString cp = index(at(here, "chunks"), c);
                    Chunk chunk;
                    if (!intField(co, cp, "x", -(1 << 24), 1 << 24, chunk.x, error)
                        || !intField(co, cp, "y", -(1 << 24), 1 << 24, chunk.y, error)
                        || !intField(co, cp, "width", 1, kMaxSide, chunk.width, error)
                        || !intField(co, cp, "height", 1, kMaxSide, chunk.height, error)
                        || !readGidField(map, co, cp, encoding, compression,
                                         qsizetype(chunk.width) * chunk.height, chunk.gids, error))
                        return false;
                    layerChunks.append(std::move(chunk));
                }
            }
            chunks.append(layerChunks);
        } else if (type == QLatin1String("objectgroup")) {
            layer.kind = Layer::Kind::Objects;
            layer.colour = str(j, "color");
            if (!readObjectArray(j.value(QLatin1String("objects")).toArray(), at(here, "objects"),
                                 map, layer, templates, error))
                return false;
        } else {
            continue; // image layers
        }
        map.layers.append(std::move(layer));
    }
    return true;
}
} // namespace

bool readTmj(const QByteArray &data, const QString &baseDir, Map &out, QString &error)
{
    QJsonDocument doc;
    if (!parseJsonText(data, doc, error))
        return false;
    const QJsonObject root = doc.object();
    if (!doc.isObject()
        || (root.contains(QLatin1String("type")) && str(root, "type") != QLatin1String("map"))) {
        error = TiledText::tr("not a Tiled map: expected a JSON object of type \"map\"");
        return false;
    }
    out.orientation = str(root, "orientation");
    if (out.orientation != QLatin1String("hexagonal")) {
        error = notHexagonal(out.orientation);
        return false;
    }
    out.staggerAxis = str(root, "staggeraxis");
    out.staggerIndex = str(root, "staggerindex");
    const QJsonValue infiniteValue = root.value(QLatin1String("infinite"));
    if (!infiniteValue.isUndefined() && !infiniteValue.isBool()) {
        error = TiledText::tr("infinite: expected true or false, got %1")
                    .arg(quotedInput(jsonText(infiniteValue)));
        return false;
    }
    const bool infinite = infiniteValue.toBool();
    const int low = infinite ? 0 : 1;
    if (!intField(root, {}, "width", low, kMaxSide, out.width, error)
        || !intField(root, {}, "height", low, kMaxSide, out.height, error)
        || !intField(root, {}, "tilewidth", 1, 4096, out.tileWidth, error)
        || !intField(root, {}, "tileheight", 1, 4096, out.tileHeight, error)
        || !intField(root, {}, "hexsidelength", 0, 4096, out.hexSideLength, error, false))
        return false;
    out.properties = readProperties(root);
    const QJsonArray tilesets = root.value(QLatin1String("tilesets")).toArray();
    for (qsizetype i = 0; i < tilesets.size(); ++i) {
        const QJsonObject t = tilesets[i].toObject();
        const QString path = index(QStringLiteral("tilesets"), i);
        Tileset ts;
        ts.baseDir = baseDir;
        if (!intField(t, path, "firstgid", 1, int(~kGidFlagMask), ts.firstGid, error))
            return false;
        const QString source = str(t, "source");
        const int firstGid = ts.firstGid;
        if (!source.isEmpty() ? !readExternalTileset(baseDir, source, ts, error)
                              : !readTilesetObject(t, path, ts, error))
            return false;
        ts.firstGid = firstGid;
        out.tilesets.append(ts);
    }
    QList<QList<Chunk>> chunks;
    Templates templates{baseDir, {}};
    if (!readLayerArray(root.value(QLatin1String("layers")).toArray(), QStringLiteral("layers"),
                        infinite, out, chunks, templates, error))
        return false;
    if (infinite && !assembleChunks(out, chunks, error))
        return false;
    return true;
}

bool readTsj(const QByteArray &data, Tileset &ts, QString &error)
{
    QJsonDocument doc;
    if (!parseJsonText(data, doc, error))
        return false;
    if (!doc.isObject()) {
        error = TiledText::tr("not a Tiled tileset: expected a JSON object");
        return false;
    }
    return readTilesetObject(doc.object(), {}, ts, error);
}

QByteArray writeTmj(const Map &map)
{
    QJsonObject root{{QStringLiteral("type"), QStringLiteral("map")},
                     {QStringLiteral("version"), QStringLiteral("1.8")},
                     {QStringLiteral("orientation"), map.orientation},
                     {QStringLiteral("renderorder"), QStringLiteral("right-down")},
                     {QStringLiteral("width"), map.width},
                     {QStringLiteral("height"), map.height},
                     {QStringLiteral("tilewidth"), map.tileWidth},
                     {QStringLiteral("tileheight"), map.tileHeight},
                     {QStringLiteral("hexsidelength"), map.hexSideLength},
                     {QStringLiteral("staggeraxis"), map.staggerAxis},
                     {QStringLiteral("staggerindex"), map.staggerIndex},
                     {QStringLiteral("infinite"), false},
                     {QStringLiteral("compressionlevel"), -1}};
    if (!map.properties.isEmpty())
        root.insert(QStringLiteral("properties"), writeProperties(map.properties));
    QJsonArray tilesets;
    for (const Tileset &ts : map.tilesets) {
        QJsonArray tiles;
        for (const Tile &t : ts.tiles) {
            QJsonObject tile{{QStringLiteral("id"), t.id}, {QStringLiteral("type"), t.type}};
            if (!t.properties.isEmpty())
                tile.insert(QStringLiteral("properties"), writeProperties(t.properties));
            tiles.append(tile);
        }
        tilesets.append(QJsonObject{{QStringLiteral("firstgid"), ts.firstGid},
                                    {QStringLiteral("name"), ts.name},
                                    {QStringLiteral("tilewidth"), ts.tileWidth},
                                    {QStringLiteral("tileheight"), ts.tileHeight},
                                    {QStringLiteral("tilecount"), ts.tileCount},
                                    {QStringLiteral("columns"), ts.columns},
                                    {QStringLiteral("image"), ts.image},
                                    {QStringLiteral("imagewidth"), ts.imageWidth},
                                    {QStringLiteral("imageheight"), ts.imageHeight},
                                    {QStringLiteral("margin"), 0},
                                    {QStringLiteral("spacing"), 0},
                                    {QStringLiteral("tiles"), tiles}});
    }
    root.insert(QStringLiteral("tilesets"), tilesets);
    QJsonArray layers;
    int layerId = 0, objectCount = 0;
    for (const Layer &l : map.layers) {
        QJsonObject layer{{QStringLiteral("id"), ++layerId}, {QStringLiteral("name"), l.name},
                          {QStringLiteral("x"), 0},          {QStringLiteral("y"), 0},
                          {QStringLiteral("opacity"), 1},    {QStringLiteral("visible"), true}};
        if (!l.properties.isEmpty())
            layer.insert(QStringLiteral("properties"), writeProperties(l.properties));
        if (l.kind == Layer::Kind::Tiles) {
            QJsonArray data;
            for (std::uint32_t gid : l.gids)
                data.append(qint64(gid));
            layer.insert(QStringLiteral("type"), QStringLiteral("tilelayer"));
            layer.insert(QStringLiteral("width"), map.width);
            layer.insert(QStringLiteral("height"), map.height);
            layer.insert(QStringLiteral("data"), data);
        } else {
            QJsonArray objects;
            for (const Object &o : l.objects) {
                ++objectCount;
                QJsonObject j{
                    {QStringLiteral("id"), o.id},         {QStringLiteral("name"), o.name},
                    {QStringLiteral("type"), o.type},     {QStringLiteral("x"), o.x},
                    {QStringLiteral("y"), o.y},           {QStringLiteral("width"), o.width},
                    {QStringLiteral("height"), o.height}, {QStringLiteral("rotation"), 0},
                    {QStringLiteral("visible"), true}};
                if (o.point)
                    j.insert(QStringLiteral("point"), true);
                if (!o.polyline.isEmpty()) {
                    QJsonArray points;
                    for (const Point &p : o.polyline)
                        points.append(
                            QJsonObject{{QStringLiteral("x"), p.x}, {QStringLiteral("y"), p.y}});
                    j.insert(QStringLiteral("polyline"), points);
                }
                if (o.isText) {
                    QJsonObject t{{QStringLiteral("text"), o.text},
                                  {QStringLiteral("wrap"), true},
                                  {QStringLiteral("pixelsize"), o.pixelSize},
                                  {QStringLiteral("halign"), QStringLiteral("center")},
                                  {QStringLiteral("valign"), QStringLiteral("center")}};
                    if (!o.colour.isEmpty())
                        t.insert(QStringLiteral("color"), o.colour);
                    if (o.bold)
                        t.insert(QStringLiteral("bold"), true);
                    if (o.italic)
                        t.insert(QStringLiteral("italic"), true);
                    j.insert(QStringLiteral("text"), t);
                }
                if (!o.properties.isEmpty())
                    j.insert(QStringLiteral("properties"), writeProperties(o.properties));
                objects.append(j);
            }
            layer.insert(QStringLiteral("type"), QStringLiteral("objectgroup"));
            if (!l.colour.isEmpty())
                layer.insert(QStringLiteral("color"), l.colour);
            layer.insert(QStringLiteral("draworder"), QStringLiteral("topdown"));
            layer.insert(QStringLiteral("objects"), objects);
        }
        layers.append(layer);
    }
    root.insert(QStringLiteral("layers"), layers);
    root.insert(QStringLiteral("nextlayerid"), layerId + 1);
    root.insert(QStringLiteral("nextobjectid"), objectCount + 1);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace hexstride::tiled
