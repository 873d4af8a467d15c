#include "tiledtmx.h"

#include "messagetext.h"
#include "safefile.h"
#include "text/filltext.h"
#include "tileddata.h"
#include "tiledtmj.h"
#include "xmltags.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QStringTokenizer>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <algorithm>
#include <climits>
#include <cmath>
#include <utility>

namespace hexstride::tiled {

namespace {
constexpr qint64 kMaxTilesetBytes = safefile::kMaxRulesetBytes;

/// An object template's object, or why it was not read (see Object::templateProblem).
struct TemplateObject
{
    Object object;
    QString problem;
};
TemplateObject readTemplateFile(const QString &baseDir, const QString &file);

/// Walks one XML document; every failure becomes "line N: reason".
class Reader
{
public:
    Reader(const QByteArray &data, Map &counts)
        : x(data)
        , counts(counts)
    {}
    QXmlStreamReader x;
    Map &counts; ///< where objects, tiles, properties and gids are counted against the caps
    QString error;

    bool count(qint64 tiles, qint64 items)
    {
        QString why;
        return withinCaps(counts, tiles, items, why) || fail(why);
    }

    bool fail(const QString &why)
    {
        if (error.isEmpty())
            error = TiledText::tr("line %1: %2").arg(x.lineNumber()).arg(why);
        return false;
    }
    QString attr(const char *name) const
    {
        return x.attributes().value(QLatin1String(name)).toString();
    }
    bool intAttr(const char *name, int low, int high, int &out, bool required = true)
    {
        if (!x.attributes().hasAttribute(QLatin1String(name))) {
            if (required)
                return fail(TiledText::tr("<%1> has no \"%2\"")
                                .arg(quotedInput(x.name().toString()), QLatin1String(name)));
            return true;
        }
        QString why;
        if (!checkedInt(attr(name), low, high, QLatin1String(name), out, why))
            return fail(why);
        return true;
    }
    /// An object's coordinate or size, left as it is (0) when absent.
    bool realAttr(const char *name, const QString &layerName, int objectId, double &out)
    {
        if (!x.attributes().hasAttribute(QLatin1String(name)))
            return true;
        const QString text = attr(name);
        bool ok = false;
        const double v = text.toDouble(&ok);
        QString why;
        return checkedObjectNumber(ok ? std::optional(v) : std::nullopt, text, name, layerName,
                                   objectId, out, why)
               || fail(why);
    }
    bool xmlError()
    {
        if (x.hasError())
            return fail(x.errorString());
        return true;
    }

    /// The current element's own text (its children skipped, as readElementText's
    /// SkipChildElements), or false when its children nest deeper than kMaxSkippedNesting:
    /// QXmlStreamReader keeps every open element, so a file of millions of nested elements held
    /// gigabytes before it was refused (probe13 Q03).
    bool elementText(QString &text)
    {
        constexpr int kMaxSkippedNesting = 32;
        text.clear();
        int depth = 0;
        while (!x.atEnd()) {
            switch (x.readNext()) {
            case QXmlStreamReader::StartElement:
                if (++depth > kMaxSkippedNesting)
                    return fail(
                        TiledText::tr("elements nested more than %1 deep").arg(kMaxSkippedNesting));
                break;
            case QXmlStreamReader::EndElement:
                if (depth-- == 0)
                    return true;
                break;
            case QXmlStreamReader::Characters:
                if (depth == 0)
                    text += x.text();
                break;
            default:
                break;
            }
        }
        return xmlError();
    }
    /// Skips the current element and its children (bounded as elementText()).
    bool skipElement()
    {
        QString ignored;
        return elementText(ignored);
    }

    bool readProperties(Properties &out)
    {
        while (x.readNextStartElement()) {
            if (x.name() == QLatin1String("property")) {
                if (!count(0, 1))
                    return false;
                Property p{attr("name"), attr("type"), attr("value")};
                if (p.type.isEmpty())
                    p.type = QStringLiteral("string");
                const bool hasValue = x.attributes().hasAttribute(QLatin1String("value"));
                QString text;
                if (!elementText(text))
                    return false;
                if (!hasValue)
                    p.value = text; // multi-line strings are stored as element text
                out.append(p);
            } else {
                if (!skipElement())
                    return false;
            }
        }
        return xmlError();
    }

    bool readTileset(Tileset &ts)
    {
        ts.name = attr("name");
        if (!intAttr("tilewidth", 0, 1 << 16, ts.tileWidth, false)
            || !intAttr("tileheight", 0, 1 << 16, ts.tileHeight, false)
            || !intAttr("tilecount", 0, 1 << 24, ts.tileCount, false)
            || !intAttr("columns", 0, 1 << 24, ts.columns, false)
            || !intAttr("margin", 0, 1 << 16, ts.margin, false)
            || !intAttr("spacing", 0, 1 << 16, ts.spacing, false))
            return false;
        const bool columnsGiven = x.attributes().hasAttribute(QLatin1String("columns"));
        while (x.readNextStartElement()) {
            if (x.name() == QLatin1String("image")) {
                ts.image = attr("source");
                if (!intAttr("width", 0, 1 << 24, ts.imageWidth, false)
                    || !intAttr("height", 0, 1 << 24, ts.imageHeight, false))
                    return false;
                if (!skipElement())
                    return false;
            } else if (x.name() == QLatin1String("tile")) {
                if (!count(0, 1))
                    return false;
                Tile t;
                if (!intAttr("id", 0, 1 << 28, t.id))
                    return false;
                t.type = x.attributes().hasAttribute(QLatin1String("class")) ? attr("class")
                                                                             : attr("type");
                while (x.readNextStartElement()) {
                    if (x.name() == QLatin1String("properties")) {
                        if (!readProperties(t.properties))
                            return false;
                    } else if (x.name() == QLatin1String("image")) {
                        t.image = attr("source");
                        if (!skipElement())
                            return false;
                    } else {
                        if (!skipElement())
                            return false;
                    }
                }
                ts.tiles.append(t);
            } else {
                if (!skipElement())
                    return false;
            }
        }
        if (!columnsGiven)
            ts.columns = tilesetColumns(ts);
        return xmlError();
    }

    bool readData(const Map &map, Layer &layer, QList<Chunk> &chunks, bool infinite)
    {
        const QString encoding = attr("encoding");
        const QString compression = attr("compression");
        QString why;
        if (!infinite) {
            QString text;
            if (!elementText(text))
                return false;
            if (!xmlError() || !count(qint64(map.width) * map.height, 0))
                return false;
            if (!decodeGids(encoding, compression, text.toLatin1(),
                            qsizetype(map.width) * map.height, layer.gids, why))
                return fail(TiledText::tr("layer \"%1\": %2").arg(quotedInput(layer.name), why));
            return true;
        }
        while (x.readNextStartElement()) {
            if (x.name() != QLatin1String("chunk")) {
                if (!skipElement())
                    return false;
                continue;
            }
            Chunk c;
            if (!intAttr("x", -(1 << 24), 1 << 24, c.x) || !intAttr("y", -(1 << 24), 1 << 24, c.y)
                || !intAttr("width", 1, kMaxSide, c.width)
                || !intAttr("height", 1, kMaxSide, c.height))
                return false;
            QString text;
            if (!elementText(text))
                return false;
            if (!count(qint64(c.width) * c.height, 0))
                return false;
            if (!decodeGids(encoding, compression, text.toLatin1(), qsizetype(c.width) * c.height,
                            c.gids, why))
                return fail(fillText(TiledText::tr("layer \"%1\": chunk %2,%3: %4"),
                                     {quotedInput(layer.name), c.x, c.y, why}));
            if (chunks.size() > kMaxSide * 4)
                return fail(
                    TiledText::tr("layer \"%1\": too many chunks").arg(quotedInput(layer.name)));
            chunks.append(std::move(c));
        }
        return xmlError();
    }

    /// Reads an <object> into `o`: what the element gives replaces what `o` holds (an object
    /// made from a template starts as the template's object, probe20 U04).
    bool readObject(const QString &layerName, Object &o)
    {
        const auto given
            = [&](const char *name) { return x.attributes().hasAttribute(QLatin1String(name)); };
        if (given("name"))
            o.name = attr("name");
        if (given("class") || given("type"))
            o.type = given("class") ? attr("class") : attr("type");
        if (!realAttr("x", layerName, o.id, o.x) || !realAttr("y", layerName, o.id, o.y)
            || !realAttr("width", layerName, o.id, o.width)
            || !realAttr("height", layerName, o.id, o.height))
            return false;
        QSet<QString> shapes; // <text>, <point>, <polyline>: one each
        while (x.readNextStartElement()) {
            const QString element = x.name().toString();
            // A second <text> would replace the first without a word, a second <polyline>
            // would run on from the first (probe19 T07).
            if (element != QLatin1String("properties") && shapes.contains(element))
                return fail(TiledText::tr("layer \"%1\", object %2 has two <%3> elements; an "
                                          "object has one")
                                .arg(quotedInput(layerName), QString::number(o.id), element));
            shapes.insert(element);
            if (x.name() == QLatin1String("properties")) {
                Properties own;
                if (!readProperties(own))
                    return false;
                o.properties = overriddenProperties(o.properties, own);
            } else if (x.name() == QLatin1String("point")) {
                o.point = true;
                if (!skipElement())
                    return false;
            } else if (x.name() == QLatin1String("polyline")) {
                const QString points = attr("points");
                o.polyline.clear(); // the object's own line, not the template's
                for (const QStringView pair : qTokenize(points, u' ', Qt::SkipEmptyParts)) {
                    const qsizetype comma = pair.indexOf(u',');
                    const auto coordinate = [&](QStringView text) -> std::optional<double> {
                        bool ok = false;
                        const double v = text.toDouble(&ok);
                        return ok && comma >= 0 ? std::optional(v) : std::nullopt;
                    };
                    Point p;
                    QString why;
                    if (!checkedPoint(coordinate(pair.left(comma)), coordinate(pair.mid(comma + 1)),
                                      o.id, pair.toString(), p, why))
                        return fail(why);
                    if (!count(0, 1))
                        return false;
                    o.polyline.append(p);
                }
                if (!skipElement())
                    return false;
            } else if (x.name() == QLatin1String("text")) {
                o.isText = true;
                o.bold = attr("bold") == QLatin1String("1");
                o.italic = attr("italic") == QLatin1String("1");
                o.colour = attr("color");
                o.pixelSize = Object().pixelSize;
                if (!intAttr("pixelsize", 1, 10000, o.pixelSize, false))
                    return false;
                if (!elementText(o.text))
                    return false;
            } else {
                if (!skipElement())
                    return false;
            }
        }
        return xmlError();
    }

    /// A finite map's tile layer as large as the map (its width and height, when given).
    bool layerSized(const Map &map, const QString &layerName)
    {
        int width = map.width;
        int height = map.height;
        QString why;
        if (!intAttr("width", 0, kMaxSide, width, false)
            || !intAttr("height", 0, kMaxSide, height, false))
            return false;
        return layerFitsMap(map, layerName, width, height, why) || fail(why);
    }

    /// Reads on to the end of the document: a second root element, or anything but comments
    /// after the first, is an error (Tiled's reader stops at the first; probe15 P22).
    bool documentEnds()
    {
        while (!x.atEnd())
            x.readNext();
        return xmlError();
    }

    /// The object of the template `file` under the instance's id, the template named; each
    /// template file is read once.
    Object templateObject(const QString &baseDir, const QString &file, int id)
    {
        auto it = templates.constFind(file);
        if (it == templates.cend() && templates.size() >= kMaxTemplates)
            it = templates.insert(file, {{},
                                         TiledText::tr("the map names more than %1 object "
                                                       "templates")
                                             .arg(kMaxTemplates)});
        else if (it == templates.cend())
            it = templates.insert(file, readTemplateFile(baseDir, file));
        Object o = it->object;
        o.id = id;
        o.templateFile = file;
        o.templateProblem = it->problem;
        return o;
    }
    QHash<QString, TemplateObject> templates;

    bool readLayers(Map &map, const QString &baseDir, QList<QList<Chunk>> &chunks, bool infinite,
                    int depth = 0)
    {
        if (depth > 32)
            return fail(TiledText::tr("groups nested too deep"));
        while (x.readNextStartElement()) {
            const auto name = x.name();
            if (name == QLatin1String("properties")) {
                if (!readProperties(map.properties))
                    return false;
            } else if (name == QLatin1String("tileset")) {
                Tileset ts;
                ts.baseDir = baseDir;
                if (!intAttr("firstgid", 1, int(~kGidFlagMask), ts.firstGid))
                    return false;
                const QString source = attr("source");
                if (!source.isEmpty()) {
                    if (!skipElement())
                        return false;
                    const int firstGid = ts.firstGid;
                    QString why;
                    if (!readExternalTileset(baseDir, source, ts, why))
                        return fail(why);
                    ts.firstGid = firstGid;
                } else if (!readTileset(ts)) {
                    return false;
                }
                map.tilesets.append(ts);
            } else if (name == QLatin1String("layer")) {
                Layer layer;
                layer.name = attr("name");
                if (!infinite && !layerSized(map, layer.name))
                    return false;
                QList<Chunk> layerChunks;
                bool dataRead = false;
                while (x.readNextStartElement()) {
                    if (x.name() == QLatin1String("properties")) {
                        if (!readProperties(layer.properties))
                            return false;
                    } else if (x.name() == QLatin1String("data")) {
                        // A second <data> would replace the first without a word (probe 12).
                        if (std::exchange(dataRead, true))
                            return fail(TiledText::tr("layer \"%1\" has two <data> elements; a "
                                                      "tile layer has one")
                                            .arg(quotedInput(layer.name)));
                        if (!readData(map, layer, layerChunks, infinite))
                            return false;
                    } else {
                        if (!skipElement())
                            return false;
                    }
                }
                if (!infinite && layer.gids.empty())
                    return fail(
                        TiledText::tr("layer \"%1\" has no data").arg(quotedInput(layer.name)));
                chunks.append(layerChunks);
                map.layers.append(std::move(layer));
            } else if (name == QLatin1String("objectgroup")) {
                Layer layer;
                layer.kind = Layer::Kind::Objects;
                layer.name = attr("name");
                layer.colour = attr("color");
                while (x.readNextStartElement()) {
                    if (x.name() == QLatin1String("properties")) {
                        if (!readProperties(layer.properties))
                            return false;
                    } else if (x.name() == QLatin1String("object")) {
                        Object o;
                        if (!count(0, 1) || !intAttr("id", 0, INT_MAX, o.id, false))
                            return false;
                        if (const QString file = attr("template"); !file.isEmpty())
                            o = templateObject(baseDir, file, o.id);
                        if (!readObject(layer.name, o))
                            return false;
                        layer.objects.append(o);
                    } else {
                        if (!skipElement())
                            return false;
                    }
                }
                map.layers.append(std::move(layer));
            } else if (name == QLatin1String("group")) {
                if (!readLayers(map, baseDir, chunks, infinite,
                                depth + 1)) // layers of a group, flattened
                    return false;
            } else {
                if (!skipElement())
                    return false;
            }
        }
        return xmlError();
    }
};

void writeProperties(QXmlStreamWriter &w, const Properties &props)
{
    if (props.isEmpty())
        return;
    w.writeStartElement(QStringLiteral("properties"));
    for (const Property &p : props) {
        w.writeStartElement(QStringLiteral("property"));
        w.writeAttribute(QStringLiteral("name"), p.name);
        if (p.type != QLatin1String("string"))
            w.writeAttribute(QStringLiteral("type"), p.type);
        if (p.value.contains(QLatin1Char('\n')))
            w.writeCharacters(p.value);
        else
            w.writeAttribute(QStringLiteral("value"), p.value);
        w.writeEndElement();
    }
    w.writeEndElement();
}

QString number(double v)
{
    return QString::number(v, 'g', 17);
}
} // namespace

namespace {
/// Refuses an element of more attributes than a Tiled file has, before Qt's reader spends
/// seconds on it.
bool attributesWithinCap(const QByteArray &data, QString &error)
{
    if (const qsizetype line = xmltags::firstCrowdedElement(data)) {
        error = TiledText::tr("line %1: an element with more than %2 attributes")
                    .arg(line)
                    .arg(xmltags::kMaxAttributes);
        return false;
    }
    return true;
}
} // namespace

bool readTmx(const QByteArray &data, const QString &baseDir, Map &out, QString &error)
{
    if (!attributesWithinCap(data, error))
        return false;
    Reader r(data, out);
    if (!r.x.readNextStartElement() || r.x.name() != QLatin1String("map")) {
        r.xmlError();
        error = r.error.isEmpty() ? TiledText::tr("not a Tiled map: expected a <map> element")
                                  : r.error;
        return false;
    }
    out.orientation = r.attr("orientation");
    out.staggerAxis = r.attr("staggeraxis");
    out.staggerIndex = r.attr("staggerindex");
    const QString infiniteText = r.attr("infinite");
    if (!infiniteText.isEmpty() && infiniteText != QLatin1String("0")
        && infiniteText != QLatin1String("1")) {
        error = TiledText::tr("line %1: infinite: expected 0 or 1, got \"%2\"")
                    .arg(r.x.lineNumber())
                    .arg(quotedInput(infiniteText));
        return false;
    }
    const bool infinite = infiniteText == QLatin1String("1");
    if (out.orientation != QLatin1String("hexagonal")) {
        error = notHexagonal(out.orientation);
        return false;
    }
    const int sizeLow = infinite ? 0 : 1;
    if (!r.intAttr("width", sizeLow, kMaxSide, out.width)
        || !r.intAttr("height", sizeLow, kMaxSide, out.height)
        || !r.intAttr("tilewidth", 1, 4096, out.tileWidth)
        || !r.intAttr("tileheight", 1, 4096, out.tileHeight)
        || !r.intAttr("hexsidelength", 0, 4096, out.hexSideLength, false)) {
        error = r.error;
        return false;
    }
    QList<QList<Chunk>> chunks;
    if (!r.readLayers(out, baseDir, chunks, infinite) || !r.documentEnds()) {
        error = r.error;
        return false;
    }
    if (infinite && !assembleChunks(out, chunks, error))
        return false;
    return true;
}

bool readTsx(const QByteArray &data, Tileset &ts, QString &error)
{
    Map counts; // a tileset file has caps of its own (and is at most 16 MB)
    if (!attributesWithinCap(data, error))
        return false;
    Reader r(data, counts);
    if (!r.x.readNextStartElement() || r.x.name() != QLatin1String("tileset")) {
        r.xmlError();
        error = r.error.isEmpty()
                    ? TiledText::tr("not a Tiled tileset: expected a <tileset> element")
                    : r.error;
        return false;
    }
    if (!r.readTileset(ts) || !r.documentEnds()) {
        error = r.error;
        return false;
    }
    return true;
}

namespace {
/// Reads a .tx template beside the map as a tileset is read (a regular file, bounded): its
/// <object>, or why not.
TemplateObject readTemplateFile(const QString &baseDir, const QString &file)
{
    TemplateObject out;
    if (QFileInfo(file).suffix().toLower() != QLatin1String("tx")) {
        out.problem = TiledText::tr("a .tmx map's templates are read from .tx files");
        return out;
    }
    QByteArray bytes;
    if (!safefile::readFileBounded(QDir(baseDir).filePath(file), kMaxTemplateBytes, bytes,
                                   out.problem, safefile::NamedBy::File))
        return out;
    Map counts; // a template has caps of its own
    if (!attributesWithinCap(bytes, out.problem))
        return out;
    Reader r(bytes, counts);
    bool found = false;
    if (r.x.readNextStartElement() && r.x.name() == QLatin1String("template")) {
        while (r.x.readNextStartElement()) {
            if (r.x.name() == QLatin1String("object") && !found) {
                found = true;
                if (!r.readObject(QString(), out.object))
                    break;
            } else if (!r.skipElement()) {
                break;
            }
        }
    }
    if (r.error.isEmpty() && !found)
        r.fail(TiledText::tr("not a Tiled object template: expected <template> with an <object>"));
    if (r.error.isEmpty())
        r.documentEnds();
    out.problem = r.error;
    return out;
}
} // namespace

bool readExternalTileset(const QString &baseDir, const QString &source, Tileset &ts, QString &error)
{
    const QString path = QDir(baseDir).filePath(source);
    QByteArray bytes;
    QString why;
    if (!safefile::readFileBounded(path, kMaxTilesetBytes, bytes, why, safefile::NamedBy::File)) {
        error = TiledText::tr("tileset %1: %2").arg(quotedInput(source), why);
        return false;
    }
    ts.baseDir = QFileInfo(path).absolutePath();
    ts.file = path;
    const QString suffix = QFileInfo(path).suffix().toLower();
    const bool ok = suffix == QLatin1String("tsj") || suffix == QLatin1String("json")
                        ? readTsj(bytes, ts, why)
                        : readTsx(bytes, ts, why);
    if (!ok)
        error = TiledText::tr("tileset %1: %2").arg(quotedInput(source), why);
    return ok;
}

QByteArray writeTmx(const Map &map)
{
    QByteArray out;
    QXmlStreamWriter w(&out);
    w.setAutoFormatting(true);
    w.setAutoFormattingIndent(1);
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("map"));
    w.writeAttribute(QStringLiteral("version"), QStringLiteral("1.8"));
    w.writeAttribute(QStringLiteral("orientation"), map.orientation);
    w.writeAttribute(QStringLiteral("renderorder"), QStringLiteral("right-down"));
    w.writeAttribute(QStringLiteral("width"), QString::number(map.width));
    w.writeAttribute(QStringLiteral("height"), QString::number(map.height));
    w.writeAttribute(QStringLiteral("tilewidth"), QString::number(map.tileWidth));
    w.writeAttribute(QStringLiteral("tileheight"), QString::number(map.tileHeight));
    w.writeAttribute(QStringLiteral("infinite"), QStringLiteral("0"));
    w.writeAttribute(QStringLiteral("hexsidelength"), QString::number(map.hexSideLength));
    w.writeAttribute(QStringLiteral("staggeraxis"), map.staggerAxis);
    w.writeAttribute(QStringLiteral("staggerindex"), map.staggerIndex);
    w.writeAttribute(QStringLiteral("nextlayerid"), QString::number(map.layers.size() + 1));
    int objects = 0;
    for (const Layer &l : map.layers)
        objects += int(l.objects.size());
    w.writeAttribute(QStringLiteral("nextobjectid"), QString::number(objects + 1));
    writeProperties(w, map.properties);
    for (const Tileset &ts : map.tilesets) {
        w.writeStartElement(QStringLiteral("tileset"));
        w.writeAttribute(QStringLiteral("firstgid"), QString::number(ts.firstGid));
        w.writeAttribute(QStringLiteral("name"), ts.name);
        w.writeAttribute(QStringLiteral("tilewidth"), QString::number(ts.tileWidth));
        w.writeAttribute(QStringLiteral("tileheight"), QString::number(ts.tileHeight));
        w.writeAttribute(QStringLiteral("tilecount"), QString::number(ts.tileCount));
        w.writeAttribute(QStringLiteral("columns"), QString::number(ts.columns));
        w.writeStartElement(QStringLiteral("image"));
        w.writeAttribute(QStringLiteral("source"), ts.image);
        w.writeAttribute(QStringLiteral("width"), QString::number(ts.imageWidth));
        w.writeAttribute(QStringLiteral("height"), QString::number(ts.imageHeight));
        w.writeEndElement();
        for (const Tile &t : ts.tiles) {
            w.writeStartElement(QStringLiteral("tile"));
            w.writeAttribute(QStringLiteral("id"), QString::number(t.id));
            if (!t.type.isEmpty())
                w.writeAttribute(QStringLiteral("type"), t.type); // Tiled 1.8 reads `type`
            writeProperties(w, t.properties);
            w.writeEndElement();
        }
        w.writeEndElement();
    }
    int layerId = 0;
    for (const Layer &l : map.layers) {
        const bool tiles = l.kind == Layer::Kind::Tiles;
        w.writeStartElement(tiles ? QStringLiteral("layer") : QStringLiteral("objectgroup"));
        w.writeAttribute(QStringLiteral("id"), QString::number(++layerId));
        w.writeAttribute(QStringLiteral("name"), l.name);
        if (!tiles && !l.colour.isEmpty())
            w.writeAttribute(QStringLiteral("color"), l.colour);
        if (tiles) {
            w.writeAttribute(QStringLiteral("width"), QString::number(map.width));
            w.writeAttribute(QStringLiteral("height"), QString::number(map.height));
        }
        writeProperties(w, l.properties);
        if (tiles) {
            QString csv;
            csv.reserve(qsizetype(l.gids.size()) * 3);
            for (std::size_t i = 0; i < l.gids.size(); ++i) {
                if (i % std::size_t(map.width) == 0)
                    csv += QLatin1Char('\n');
                csv += QString::number(l.gids[i]);
                if (i + 1 < l.gids.size())
                    csv += QLatin1Char(',');
            }
            w.writeStartElement(QStringLiteral("data"));
            w.writeAttribute(QStringLiteral("encoding"), QStringLiteral("csv"));
            w.writeCharacters(csv + QLatin1Char('\n'));
            w.writeEndElement();
        }
        for (const Object &o : l.objects) {
            w.writeStartElement(QStringLiteral("object"));
            w.writeAttribute(QStringLiteral("id"), QString::number(o.id));
            if (!o.name.isEmpty())
                w.writeAttribute(QStringLiteral("name"), o.name);
            if (!o.type.isEmpty())
                w.writeAttribute(QStringLiteral("type"), o.type);
            w.writeAttribute(QStringLiteral("x"), number(o.x));
            w.writeAttribute(QStringLiteral("y"), number(o.y));
            if (o.width > 0 || o.height > 0) {
                w.writeAttribute(QStringLiteral("width"), number(o.width));
                w.writeAttribute(QStringLiteral("height"), number(o.height));
            }
            writeProperties(w, o.properties);
            if (o.point)
                w.writeEmptyElement(QStringLiteral("point"));
            if (!o.polyline.isEmpty()) {
                QStringList points;
                for (const Point &p : o.polyline)
                    points.append(number(p.x) + QLatin1Char(',') + number(p.y));
                w.writeEmptyElement(QStringLiteral("polyline"));
                w.writeAttribute(QStringLiteral("points"), points.join(QLatin1Char(' ')));
            }
            if (o.isText) {
                w.writeStartElement(QStringLiteral("text"));
                w.writeAttribute(QStringLiteral("pixelsize"), QString::number(o.pixelSize));
                w.writeAttribute(QStringLiteral("wrap"), QStringLiteral("1"));
                if (!o.colour.isEmpty())
                    w.writeAttribute(QStringLiteral("color"), o.colour);
                if (o.bold)
                    w.writeAttribute(QStringLiteral("bold"), QStringLiteral("1"));
                if (o.italic)
                    w.writeAttribute(QStringLiteral("italic"), QStringLiteral("1"));
                w.writeAttribute(QStringLiteral("halign"), QStringLiteral("center"));
                w.writeAttribute(QStringLiteral("valign"), QStringLiteral("center"));
                w.writeCharacters(o.text);
                w.writeEndElement();
            }
            w.writeEndElement();
        }
        w.writeEndElement();
    }
    w.writeEndElement();
    w.writeEndDocument();
    return out;
}

} // namespace hexstride::tiled
