#include "tileddata.h"

#include "gzip.h"
#include "messagetext.h"
#include "text/filltext.h"

#include <QCoreApplication>
#include <QHash>
#include <QtEndian>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <utility>

namespace hexstride::tiled {

namespace {
/// The first two items of `items` of one key (their indices), nullopt when the keys differ.
template<typename List, typename KeyOf>
std::optional<std::pair<qsizetype, qsizetype>> firstRepeat(const List &items, KeyOf keyOf)
{
    QHash<decltype(keyOf(items.first())), qsizetype> seen;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const auto key = keyOf(items[i]);
        if (const auto it = seen.constFind(key); it != seen.cend())
            return std::pair(it.value(), i);
        seen.insert(key, i);
    }
    return std::nullopt;
}

bool propertiesGivenOnce(const Properties &props, const QString &place, QString &error)
{
    const auto twice = firstRepeat(props, [](const Property &p) { return p.name; });
    if (!twice)
        return true;
    error = givenTwice(
        place, TiledText::tr("property \"%1\"").arg(quotedInput(props[twice->first].name)),
        TiledText::tr("properties %1 and %2").arg(twice->first + 1).arg(twice->second + 1));
    return false;
}

bool decodeCsv(const QByteArray &text, qsizetype count, std::vector<std::uint32_t> &out,
               QString &error)
{
    out.assign(static_cast<std::size_t>(count), 0);
    qsizetype n = 0;
    const char *p = text.constData();
    const char *end = p + text.size();
    while (p < end) {
        while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t'))
            ++p;
        if (p == end)
            break;
        std::uint64_t v = 0;
        const char *start = p;
        while (p < end && *p >= '0' && *p <= '9' && v <= 0xffffffffu)
            v = v * 10 + std::uint64_t(*p++ - '0');
        if (p == start || v > 0xffffffffu) {
            error = TiledText::tr("CSV data: expected a tile number at character %1")
                        .arg((start - text.constData()) + 1);
            return false;
        }
        if (n == count) {
            error = TiledText::tr("CSV data: more than the %1 tiles the layer holds").arg(count);
            return false;
        }
        out[static_cast<std::size_t>(n++)] = static_cast<std::uint32_t>(v);
        while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t'))
            ++p;
        if (p < end && *p == ',')
            ++p;
    }
    if (n != count) {
        error = TiledText::tr("CSV data: expected %1 tiles, found %2").arg(count).arg(n);
        return false;
    }
    return true;
}
} // namespace

bool decodeGids(const QString &encoding, const QString &compression, const QByteArray &text,
                qsizetype count, std::vector<std::uint32_t> &out, QString &error)
{
    if (encoding == QLatin1String("csv")) {
        if (!compression.isEmpty()) {
            error = TiledText::tr("CSV data cannot be compressed (compression \"%1\")")
                        .arg(quotedInput(compression));
            return false;
        }
        return decodeCsv(text, count, out, error);
    }
    if (encoding != QLatin1String("base64")) {
        error = encoding.isEmpty()
                    ? TiledText::tr(
                        "tiles stored as XML elements are not supported; save the map with CSV "
                        "or base64 layer data")
                    : TiledText::tr("unknown encoding \"%1\" (expected csv or base64)")
                          .arg(quotedInput(encoding));
        return false;
    }
    // Tiled's own reader skips white space anywhere in base64 (its files wrap long data and
    // indent it); anything else that is not base64 is refused.
    QByteArray packed = text;
    packed.removeIf([](char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; });
    const auto decoded
        = QByteArray::fromBase64Encoding(packed, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        error = TiledText::tr("the base64 data is malformed");
        return false;
    }
    const qsizetype bytes = count * 4;
    QByteArray raw;
    if (compression.isEmpty()) {
        raw = decoded.decoded;
    } else if (compression == QLatin1String("zlib") || compression == QLatin1String("gzip")) {
        QString why;
        raw.resize(bytes);
        if (!zip::inflateExact(decoded.decoded.constData(), decoded.decoded.size(), raw.data(),
                               bytes, why)) {
            error = TiledText::tr("%1 data: %2").arg(compression, why);
            return false;
        }
    } else {
        error = TiledText::tr("unsupported compression \"%1\" (expected zlib or gzip)")
                    .arg(quotedInput(compression));
        return false;
    }
    if (raw.size() != bytes) {
        error = TiledText::tr("expected %1 tiles (%2 bytes), the data holds %3 bytes")
                    .arg(count)
                    .arg(bytes)
                    .arg(raw.size());
        return false;
    }
    out.resize(static_cast<std::size_t>(count));
    for (qsizetype i = 0; i < count; ++i)
        out[static_cast<std::size_t>(i)] = qFromLittleEndian<quint32>(raw.constData() + i * 4);
    return true;
}

bool layerFitsMap(const Map &map, const QString &layerName, int width, int height, QString &error)
{
    if (width == map.width && height == map.height)
        return true;
    error = fillText(TiledText::tr("layer \"%1\" is %2×%3 tiles but the map is %4×%5; Hexstride "
                                   "reads tile layers as large as the map"),
                     {quotedInput(layerName), width, height, map.width, map.height});
    return false;
}

bool tilesetsStartApart(const Map &map, QString &error)
{
    QHash<int, qsizetype> startingAt; // firstgid → the first tileset starting there
    for (qsizetype j = 0; j < map.tilesets.size(); ++j) {
        const qsizetype i = startingAt.value(map.tilesets[j].firstGid, j);
        if (i == j) {
            startingAt.insert(map.tilesets[j].firstGid, j);
            continue;
        }
        error = fillText(TiledText::tr("tilesets %1 (\"%2\") and %3 (\"%4\") both start at gid "
                                       "%5; which of them a tile is from is unclear"),
                         {i + 1, quotedInput(map.tilesets[i].name), j + 1,
                          quotedInput(map.tilesets[j].name), map.tilesets[j].firstGid});
        return false;
    }
    return true;
}

QString givenTwice(const QString &place, const QString &what, const QString &whichTwo)
{
    return TiledText::tr("%1: %2 is given twice (%3); Hexstride reads one")
        .arg(place, what, whichTwo);
}

bool nothingGivenTwice(const Map &map, QString &error)
{
    if (!propertiesGivenOnce(map.properties, TiledText::tr("map"), error))
        return false;
    for (qsizetype i = 0; i < map.tilesets.size(); ++i) {
        const Tileset &ts = map.tilesets[i];
        const auto twice = firstRepeat(ts.tiles, [](const Tile &t) { return t.id; });
        if (twice) {
            error = givenTwice(
                TiledText::tr("tileset %1 (\"%2\")").arg(i + 1).arg(quotedInput(ts.name)),
                TiledText::tr("tile id %1").arg(ts.tiles[twice->first].id),
                TiledText::tr("entries %1 and %2 of its tiles")
                    .arg(twice->first + 1)
                    .arg(twice->second + 1));
            return false;
        }
        for (const Tile &t : ts.tiles) {
            const QString place = fillText(TiledText::tr("tileset %1 (\"%2\"), tile id %3"),
                                           {i + 1, quotedInput(ts.name), t.id});
            if (!propertiesGivenOnce(t.properties, place, error))
                return false;
        }
    }
    for (const Layer &layer : map.layers) {
        for (const Object &o : layer.objects) {
            if (!propertiesGivenOnce(o.properties, objectPlace(layer.name, o.id), error))
                return false;
        }
    }
    return true;
}

bool withinCaps(Map &map, qint64 tiles, qint64 items, QString &error)
{
    map.tilesRead += tiles;
    map.itemsRead += items;
    if (map.tilesRead > kMaxTilesRead) {
        error = TiledText::tr("the layers hold more than %1 tiles in all").arg(kMaxTilesRead);
        return false;
    }
    if (map.itemsRead > kMaxItemsRead) {
        error = TiledText::tr("the file holds more than %1 objects, tiles and properties")
                    .arg(kMaxItemsRead);
        return false;
    }
    return true;
}

bool assembleChunks(Map &map, const QList<QList<Chunk>> &chunks, QString &error)
{
    qint64 minX = LLONG_MAX, minY = LLONG_MAX, maxX = LLONG_MIN, maxY = LLONG_MIN;
    for (const auto &layer : chunks) {
        for (const Chunk &c : layer) {
            minX = std::min<qint64>(minX, c.x);
            minY = std::min<qint64>(minY, c.y);
            maxX = std::max<qint64>(maxX, qint64(c.x) + c.width);
            maxY = std::max<qint64>(maxY, qint64(c.y) + c.height);
        }
    }
    if (minX == LLONG_MAX) {
        error = TiledText::tr("the infinite map has no chunks");
        return false;
    }
    if (maxX - minX > kMaxSide || maxY - minY > kMaxSide) {
        error = TiledText::tr("the infinite map's chunks span %1 × %2 tiles, more than %3 × %3")
                    .arg(maxX - minX)
                    .arg(maxY - minY)
                    .arg(kMaxSide);
        return false;
    }
    map.width = int(maxX - minX);
    map.height = int(maxY - minY);
    int chunkLayer = 0;
    // A cell's chunk (1 the first), 0 when none; a layer holds at most kMaxSide * 4 + 1 chunks.
    static_assert(kMaxSide * 4 + 1 <= UINT16_MAX);
    std::vector<std::uint16_t> coveredBy;
    for (Layer &layer : map.layers) {
        if (layer.kind != Layer::Kind::Tiles)
            continue;
        const std::size_t cells = std::size_t(map.width) * std::size_t(map.height);
        layer.gids.assign(cells, 0);
        coveredBy.assign(cells, 0);
        const QList<Chunk> layerChunks = chunks.value(chunkLayer++);
        for (qsizetype k = 0; k < layerChunks.size(); ++k) {
            const Chunk &c = layerChunks[k];
            for (int r = 0; r < c.height; ++r) {
                for (int col = 0; col < c.width; ++col) {
                    const std::size_t at = std::size_t(c.y - minY + r) * std::size_t(map.width)
                                           + std::size_t(c.x - minX + col);
                    if (coveredBy[at] != 0) {
                        const Chunk &earlier = layerChunks[coveredBy[at] - 1];
                        error = givenTwice(
                            TiledText::tr("layer \"%1\"").arg(quotedInput(layer.name)),
                            TiledText::tr("cell %1,%2").arg(c.x + col).arg(c.y + r),
                            fillText(TiledText::tr("chunks %1 and %2, at %3,%4 and %5,%6"),
                                     {coveredBy[at], k + 1, earlier.x, earlier.y, c.x, c.y}));
                        return false;
                    }
                    coveredBy[at] = std::uint16_t(k + 1);
                    layer.gids[at]
                        = c.gids[std::size_t(r) * std::size_t(c.width) + std::size_t(col)];
                }
            }
        }
    }
    // Tile (minX, minY) becomes (0, 0): objects move by its pixel origin.
    const bool staggerY = map.staggerAxis == QLatin1String("y");
    const double stepX = staggerY ? map.tileWidth : (map.tileWidth + map.hexSideLength) / 2.0;
    const double stepY = staggerY ? (map.tileHeight + map.hexSideLength) / 2.0 : map.tileHeight;
    for (Layer &layer : map.layers) {
        for (Object &o : layer.objects) {
            o.x -= double(minX) * stepX;
            o.y -= double(minY) * stepY;
        }
    }
    if ((staggerY ? minY : minX) % 2 != 0)
        map.staggerIndex = map.staggerIndex == QLatin1String("odd") ? QStringLiteral("even")
                                                                    : QStringLiteral("odd");
    return true;
}

bool checkedInt(const QString &text, int low, int high, const QString &field, int &out,
                QString &error)
{
    bool ok = false;
    const qint64 v = text.trimmed().toLongLong(&ok);
    if (!ok || v < low || v > high) {
        error = fillText(TiledText::tr("%1: expected a whole number in %2..%3, got \"%4\""),
                         {field, low, high, quotedInput(text)});
        return false;
    }
    out = int(v);
    return true;
}

bool checkedPoint(std::optional<double> x, std::optional<double> y, int objectId,
                  const QString &shown, Point &out, QString &error)
{
    if (!x || !y || !std::isfinite(*x) || !std::isfinite(*y)) {
        error = TiledText::tr("object %1: bad polyline point \"%2\" (expected two numbers, x "
                              "and y)")
                    .arg(objectId)
                    .arg(quotedInput(shown));
        return false;
    }
    out = Point{*x, *y};
    return true;
}

QString objectPlace(const QString &layerName, int objectId)
{
    return fillText(TiledText::tr("layer \"%1\", object %2"), {quotedInput(layerName), objectId});
}

bool checkedObjectNumber(std::optional<double> value, const QString &shown, const char *field,
                         const QString &layerName, int objectId, double &out, QString &error)
{
    if (!value || !std::isfinite(*value)) {
        error
            = TiledText::tr("%1: bad %2 \"%3\" (expected a number)")
                  .arg(objectPlace(layerName, objectId), QLatin1String(field), quotedInput(shown));
        return false;
    }
    out = *value;
    return true;
}

int tilesetColumns(const Tileset &ts)
{
    if (ts.tileWidth <= 0 || ts.imageWidth <= 0)
        return 0;
    return std::max(0, (ts.imageWidth - ts.margin + ts.spacing) / (ts.tileWidth + ts.spacing));
}

QString notHexagonal(const QString &orientation)
{
    return TiledText::tr(
               "the map's orientation is \"%1\"; Hexstride reads hexagonal Tiled maps only")
        .arg(quotedInput(orientation));
}

std::optional<std::uint32_t> parseColour(const QString &text)
{
    if (!text.startsWith(QLatin1Char('#')) || (text.size() != 7 && text.size() != 9))
        return std::nullopt;
    bool ok = false;
    const uint v = text.mid(1).toUInt(&ok, 16);
    if (!ok)
        return std::nullopt;
    return v & 0xffffffu;
}

Properties overriddenProperties(const Properties &base, const Properties &own)
{
    Properties out;
    for (const Property &p : base) {
        if (std::none_of(own.begin(), own.end(),
                         [&](const Property &q) { return q.name == p.name; }))
            out.append(p);
    }
    return out + own;
}

QString propertyValue(const Properties &props, const QString &name)
{
    for (const Property &p : props) {
        if (p.name == name)
            return p.value;
    }
    return {};
}

} // namespace hexstride::tiled
