#include "mapjson.h"

#include "backgroundjson.h"
#include "jsonfields.h"
#include "layercodec.h"
#include "map/labellimit.h"
#include "map/mapcheck.h"
#include "map/sidespellings.h"
#include "map/unitedits.h"
#include "messagetext.h"
#include "sidesjson.h"
#include "terraincoloursjson.h"
#include "text/filltext.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <array>
#include <cstring>
#include <functional>
#include <future>

namespace hexstride {

namespace {
UnitProfile profileFromJson(const QJsonObject &o)
{
    UnitProfile p;
    for (auto it = o.begin(); it != o.end(); ++it)
        p.insert(it.key(), it.value().toString());
    return p;
}

std::optional<IdTable> readIds(JsonFields &f, const QJsonObject &ids, const QString &key,
                               int maxCount, bool needOne)
{
    const QString path = JsonFields::join(QStringLiteral("ids"), key);
    const auto list = f.stringList(ids, QStringLiteral("ids"), key);
    if (!list)
        return std::nullopt;
    if (list->size() > maxCount || (needOne && list->isEmpty())) {
        f.fail(path, QCoreApplication::translate("hexstride::io", "expected %1..%2 ids, found %3")
                         .arg(needOne ? 1 : 0)
                         .arg(maxCount)
                         .arg(list->size()));
        return std::nullopt;
    }
    QSet<QString> seen;
    for (qsizetype i = 0; i < list->size(); ++i) {
        const QString &id = list->at(i);
        if (id.isEmpty() || seen.contains(id)) {
            f.fail(JsonFields::index(path, i),
                   QCoreApplication::translate("hexstride::io", "id \"%1\" is empty or repeated")
                       .arg(id));
            return std::nullopt;
        }
        seen.insert(id);
    }
    return IdTable(*list);
}

} // namespace

std::optional<Hex> readHex(JsonFields &f, const HexMap &map, const QJsonObject &o,
                           const QString &path, const QString &key)
{
    const auto text = f.string(o, path, key);
    if (!text)
        return std::nullopt;
    const auto hex = map.parseLabel(*text);
    if (!hex) {
        f.fail(JsonFields::join(path, key), map.labelProblem(*text));
        return std::nullopt;
    }
    return hex;
}

namespace {
/// A label's optional size and style: "size" (0.25..8 × the normal size), "bold", "italic",
/// "colour" ("#rrggbb").
bool readLabelStyle(JsonFields &f, const QJsonObject &o, const QString &path, MapLabel &label)
{
    const auto bad = [&](const char *key, const QString &reason) {
        return f.fail(JsonFields::join(path, QLatin1String(key)), reason);
    };
    if (o.contains(QStringLiteral("size"))) {
        const QJsonValue v = o.value(QStringLiteral("size"));
        if (!v.isDouble() || v.toDouble() < kMinLabelScale || v.toDouble() > kMaxLabelScale)
            return bad("size", fillText(QCoreApplication::translate(
                                            "hexstride::io", "expected a number from %1 to %2"),
                                        {kMinLabelScale, kMaxLabelScale}));
        label.scale = v.toDouble();
    }
    for (const auto &[key, flag] :
         {std::pair{"bold", &label.bold}, std::pair{"italic", &label.italic}}) {
        if (!o.contains(QLatin1String(key)))
            continue;
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isBool())
            return bad(key, QCoreApplication::translate("hexstride::io", "expected true or false"));
        *flag = v.toBool();
    }
    if (o.contains(QStringLiteral("colour"))) {
        const QString c = o.value(QStringLiteral("colour")).toString();
        bool ok = c.size() == 7 && c.startsWith(QLatin1Char('#'));
        const uint rgb = ok ? c.mid(1).toUInt(&ok, 16) : 0;
        if (!ok)
            return bad("colour", QCoreApplication::translate("hexstride::io",
                                                             "expected a colour like \"#1e1914\""));
        label.colour = rgb;
    }
    return true;
}

bool checkTerrain(JsonFields &f, const HexMap &map);
bool checkHexFeatures(JsonFields &f, const HexMap &map);
bool checkEdges(JsonFields &f, const HexMap &map, bool quick);

// Decodes and checks the four layers and, meanwhile, runs `alongside` (the reading of labels,
// units and the rest, which needs none of the layers' values) on this thread. Its fault counts
// after any fault of the layers, as when it ran after them.
bool readLayers(JsonFields &f, const QJsonObject &root, HexMap &map, LayerDecoding decoding,
                const std::function<bool(JsonFields &)> &alongside)
{
    const auto layers = f.object(root, QString(), QStringLiteral("layers"));
    if (!layers)
        return false;
    const auto layer = [&](const char *key) {
        return f.object(*layers, QStringLiteral("layers"), QLatin1String(key));
    };
    const auto t = layer("terrain");
    const auto e = layer("elevation");
    const auto hf = layer("hexFeatures");
    const auto ed = layer("edges");
    if (!f.ok())
        return false;
    f.onlyKeys(*layers, QStringLiteral("layers"), {"terrain", "elevation", "hexFeatures", "edges"});
    for (const auto &[obj, key] :
         {std::pair{&*t, "terrain"}, {&*e, "elevation"}, {&*hf, "hexFeatures"}, {&*ed, "edges"}})
        f.onlyKeys(*obj, JsonFields::join(QStringLiteral("layers"), QLatin1String(key)),
                   {"encoding", "size", "data"});
    if (!f.ok())
        return false;
    // Four independent zlib streams: decoded and checked side by side on threads of their own,
    // unless asked for one thread. As with one thread, a layer that cannot be decoded is
    // reported first, in file order, then a value out of range. The map is new: its layers are
    // all zero (terrain too, see below), so runs of zero need not be written.
    const std::array<const char *, 4> names{"terrain", "elevation", "hexFeatures", "edges"};
    const bool parallel = decoding == LayerDecoding::Parallel;
    const auto target = parallel ? layercodec::Target::Zeroed : layercodec::Target::Any;
    std::array<QString, 4> why;
    std::array<JsonFields, 4> checks;
    const std::array<std::function<bool()>, 4> decode{
        [&] {
            return layercodec::decode8(*t, map.terrainLayer(), why[0], target)
                   && checkTerrain(checks[0], map);
        },
        [&] { return layercodec::decode16(*e, map.elevationLayer(), why[1], target); },
        [&] {
            return layercodec::decode16(*hf, map.hexFeatureLayer(), why[2], target)
                   && checkHexFeatures(checks[2], map);
        },
        [&] {
            return layercodec::decode16(*ed, map.edgeLayer(), why[3], target)
                   && checkEdges(checks[3], map, parallel);
        }};
    std::array<std::future<bool>, 4> layerDone;
    for (std::size_t i = 0; i < layerDone.size(); ++i)
        layerDone[i] = std::async(parallel ? std::launch::async : std::launch::deferred, decode[i]);
    JsonFields rest;
    const bool restRead = parallel && alongside(rest);
    std::array<bool, 4> decoded{};
    for (std::size_t i = 0; i < layerDone.size(); ++i)
        decoded[i] = layerDone[i].get();
    for (std::size_t i = 0; i < decoded.size(); ++i) {
        if (!decoded[i] && !why[i].isEmpty())
            return f.fail(QString(),
                          QStringLiteral("layers.%1.").arg(QLatin1String(names[i])) + why[i]);
    }
    for (const JsonFields &check : checks) {
        if (!check.ok())
            return f.fail(QString(), check.error());
    }
    if (!(parallel ? restRead : alongside(rest)))
        return f.fail(QString(), rest.error());
    return true;
}

// Every index in the layers must name an id of the map's tables, every edge a side of the map:
// one check per layer, run where the layer was decoded.
FeatureMask allowedBits(int count)
{
    return static_cast<FeatureMask>((1u << count) - 1u);
}

bool checkTerrain(JsonFields &f, const HexMap &map)
{
    const auto &terrain = map.terrainLayer();
    const auto terrainCount = static_cast<std::uint8_t>(map.terrains().size());
    for (std::size_t i = 0; i < terrain.size(); ++i) {
        if (terrain[i] >= terrainCount) {
            return f.fail(
                QStringLiteral("layers.terrain"),
                fillText(QCoreApplication::translate(
                             "hexstride::io",
                             "hex %1 has terrain index %2, but ids.terrains has %n entry(ies)",
                             nullptr, int(terrainCount)),
                         {map.label(map.hexAtIndex(static_cast<int>(i))), terrain[i]}));
        }
    }
    return true;
}

bool checkHexFeatures(JsonFields &f, const HexMap &map)
{
    const FeatureMask hexMask = allowedBits(map.hexFeatureIds().size());
    const auto &hexFeatures = map.hexFeatureLayer();
    for (std::size_t i = 0; i < hexFeatures.size(); ++i) {
        if (hexFeatures[i] & ~hexMask) {
            return f.fail(
                QStringLiteral("layers.hexFeatures"),
                fillText(QCoreApplication::translate(
                             "hexstride::io",
                             "hex %1 has feature bits %2, but ids.hexFeatures has %n entry(ies)",
                             nullptr, int(map.hexFeatureIds().size())),
                         {map.label(map.hexAtIndex(static_cast<int>(i))),
                          TextArg::formatted(hexFeatures[i], 0, 2)}));
        }
    }
    return true;
}

// True when no edge can fail the check below, found without visiting every edge (24 MB on a
// 2000 x 2000 map): no value has a bit beyond the mask, and no side off the map, which only
// the ring of hexes around the map can own (EdgeId), has a feature.
bool edgesPlainlyValid(const HexMap &map, FeatureMask edgeMask)
{
    const std::vector<FeatureMask> &layer = map.edgeLayer();
    std::uint64_t any = 0; // four values at a time
    std::size_t i = 0;
    for (; i + 4 <= layer.size(); i += 4) {
        std::uint64_t four = 0;
        std::memcpy(&four, layer.data() + i, sizeof four);
        any |= four;
    }
    for (; i < layer.size(); ++i)
        any |= layer[i];
    if (FeatureMask(any | any >> 16 | any >> 32 | any >> 48) & ~edgeMask)
        return false;
    const auto offMapFeature = [&](int col, int row) {
        const Hex h = map.grid().toHex({col, row});
        for (std::uint8_t dir = 0; dir < 3; ++dir) {
            const EdgeId e{h, dir};
            if (!map.containsEdge(e) && map.edgeFeatures(e))
                return true;
        }
        return false;
    };
    for (int col = -1; col <= map.width(); ++col) {
        if (offMapFeature(col, -1) || offMapFeature(col, map.height()))
            return false;
    }
    for (int row = 0; row < map.height(); ++row) {
        if (offMapFeature(-1, row) || offMapFeature(map.width(), row))
            return false;
    }
    return true;
}

// quick: try edgesPlainlyValid first (off: edge by edge only, the way before, kept as the
// reference that tests and bench_view compare with).
bool checkEdges(JsonFields &f, const HexMap &map, bool quick)
{
    const FeatureMask edgeMask = allowedBits(map.edgeFeatureIds().size());
    if (quick && edgesPlainlyValid(map, edgeMask))
        return true;
    // Something is wrong: edge by edge, for the first fault in the layer's order.
    bool good = true;
    map.forEachFeatureEdge([&](EdgeId e, FeatureMask m) {
        if (!good)
            return;
        if (map.containsEdge(e) && !(m & ~edgeMask))
            return;
        const Offset o = map.grid().toOffset(e.owner);
        const QString where = QStringLiteral("%1,%2 %3")
                                  .arg(o.col)
                                  .arg(o.row)
                                  .arg(directionName(map.grid().orientation, e.dir));
        if (!map.containsEdge(e)) {
            good = f.fail(QStringLiteral("layers.edges"),
                          QCoreApplication::translate("hexstride::io",
                                                      "the edge at offset %1 lies outside the map")
                              .arg(where));
        } else if (m & ~edgeMask) {
            good = f.fail(QStringLiteral("layers.edges"),
                          fillText(QCoreApplication::translate(
                                       "hexstride::io",
                                       "the edge at offset %1 has feature bits %2, but "
                                       "ids.edgeFeatures has %n entry(ies)",
                                       nullptr, int(map.edgeFeatureIds().size())),
                                   {where, TextArg::formatted(m, 0, 2)}));
        }
    });
    return good;
}

/// The optional `oneSidedFeatures` notes of an import (docs/file-format.md).
bool readOneSidedNotes(JsonFields &f, const QJsonObject &root, HexMap &map)
{
    const QString key = QStringLiteral("oneSidedFeatures");
    const auto notes = f.array(root, QString(), key, true);
    if (!notes)
        return false;
    const IdTable &ids = map.edgeFeatureIds();
    const auto featureBit = [&](const QString &id, const QString &path) -> int {
        const int bit = ids.indexOf(id);
        if (bit < 0)
            f.fail(path, QCoreApplication::translate("hexstride::io",
                                                     "\"%1\" is not one of ids.edgeFeatures")
                             .arg(id));
        return bit;
    };
    for (qsizetype i = 0; i < notes->size(); ++i) {
        const QString path = JsonFields::index(key, i);
        if (!notes->at(i).isObject())
            return f.fail(path, QCoreApplication::translate("hexstride::io", "expected an object"));
        const QJsonObject o = notes->at(i).toObject();
        if (!f.onlyKeys(o, path, {"hex", "side", "feature", "sideAsImported"}))
            return false;
        const auto hex = readHex(f, map, o, path, QStringLiteral("hex"));
        const auto side = f.string(o, path, QStringLiteral("side"));
        const auto feature = f.string(o, path, QStringLiteral("feature"));
        const auto asImported = f.stringList(o, path, QStringLiteral("sideAsImported"));
        if (!f.ok())
            return false;
        const auto dir = parseDirection(map.grid().orientation, *side);
        if (!dir) {
            QStringList names;
            for (Direction d = 0; d < kDirectionCount; ++d)
                names.append(directionName(map.grid().orientation, d));
            return f.fail(
                JsonFields::join(path, QStringLiteral("side")),
                QCoreApplication::translate("hexstride::io", "\"%1\" is not a side of a hex (%2)")
                    .arg(*side, names.join(QStringLiteral(", "))));
        }
        OneSidedFeatureNote note{*hex, *dir, 0, 0};
        note.feature = featureBit(*feature, JsonFields::join(path, QStringLiteral("feature")));
        for (qsizetype k = 0; k < asImported->size() && f.ok(); ++k) {
            const int bit = featureBit(
                asImported->at(k),
                JsonFields::index(JsonFields::join(path, QStringLiteral("sideAsImported")), k));
            if (bit >= 0)
                note.asImported = static_cast<FeatureMask>(note.asImported | (1u << bit));
        }
        if (!f.ok())
            return false;
        if (!(note.asImported & (1u << note.feature)))
            return f.fail(
                JsonFields::join(path, QStringLiteral("sideAsImported")),
                QCoreApplication::translate("hexstride::io", "does not contain the feature \"%1\"")
                    .arg(*feature));
        map.oneSidedNotes().append(note);
    }
    return true;
}

/// The common label, {"hex": …, "text": …} with a hex of the map, read without the paths and
/// messages of a fault: true only when readLabel would read it so; anything else is left to it.
bool plainLabel(const HexMap &map, const QJsonObject &o, MapLabel &label)
{
    if (o.size() != 2)
        return false;
    const QJsonValue hex = o.value(QLatin1String("hex"));
    const QJsonValue text = o.value(QLatin1String("text"));
    if (!hex.isString() || !text.isString())
        return false;
    const auto h = map.parseLabel(hex.toString());
    if (!h)
        return false;
    label = MapLabel{*h, text.toString()};
    return true;
}

/// One element of `labels`; path names it in a fault.
bool readLabel(JsonFields &f, const HexMap &map, const QJsonObject &o, const QString &path,
               MapLabel &label)
{
    if (!f.onlyKeys(o, path, {"hex", "text", "size", "bold", "italic", "colour"}))
        return false;
    const auto hex = readHex(f, map, o, path, QStringLiteral("hex"));
    const auto text = f.string(o, path, QStringLiteral("text"));
    if (!f.ok())
        return false;
    label = MapLabel{*hex, *text};
    return readLabelStyle(f, o, path, label);
}

// quick: plain labels read by plainLabel (off: every label by readLabel, the way before).
bool readSparse(JsonFields &f, const QJsonObject &root, HexMap &map, bool quick)
{
    const QString labelsKey = QStringLiteral("labels");
    const auto labels = f.array(root, QString(), QStringLiteral("labels"), true);
    const auto units = f.array(root, QString(), QStringLiteral("units"), true);
    const auto plans = f.array(root, QString(), QStringLiteral("plans"), true);
    if (!f.ok())
        return false;
    const auto element = [&](const QJsonArray &arr, const QString &path,
                             qsizetype i) -> std::optional<QJsonObject> {
        if (!arr.at(i).isObject()) {
            f.fail(JsonFields::index(path, i),
                   QCoreApplication::translate("hexstride::io", "expected an object"));
            return std::nullopt;
        }
        return arr.at(i).toObject();
    };
    map.labels().reserve(labels->size());
    for (qsizetype i = 0; i < labels->size(); ++i) {
        const auto o = element(*labels, labelsKey, i);
        if (!o)
            return false;
        // A big map has tens of thousands of labels: the plain ones are read at once, the path
        // naming one is only made for the others.
        MapLabel label;
        if (!(quick && plainLabel(map, *o, label))
            && !readLabel(f, map, *o, JsonFields::index(labelsKey, i), label))
            return false;
        map.labels().append(label);
    }
    // Orders, plans and reports name a unit by its name: two units of one name, or one
    // without a name, could not be told apart (the first index of each name, for the message).
    QHash<QString, qsizetype> unitIndexByName;
    unitIndexByName.reserve(units->size());
    SideSpellings sides;
    LookAlikeNames unitNames;
    for (qsizetype i = 0; i < units->size(); ++i) {
        const QString path = JsonFields::index(QStringLiteral("units"), i);
        const auto o = element(*units, QStringLiteral("units"), i);
        if (!o || !f.onlyKeys(*o, path, {"name", "side", "hex", "profile", "figures"}))
            return false;
        const auto name = f.string(*o, path, QStringLiteral("name"));
        const auto side = f.string(*o, path, QStringLiteral("side"), true);
        const auto hex = readHex(f, map, *o, path, QStringLiteral("hex"));
        const auto profile = f.stringMap(*o, path, QStringLiteral("profile"));
        const auto figures = f.integer(*o, path, QStringLiteral("figures"), 0, kMaxUnitFigures);
        if (!f.ok())
            return false;
        if (const QString problem = unitNameProblem(*name); !problem.isEmpty())
            return f.fail(JsonFields::join(path, QStringLiteral("name")), problem);
        QString sideProblem = unitSideProblem(*side);
        if (sideProblem.isEmpty())
            sideProblem = sides.add(*side);
        if (!sideProblem.isEmpty())
            return f.fail(JsonFields::join(path, QStringLiteral("side")), sideProblem);
        if (const auto it = unitIndexByName.constFind(*name); it != unitIndexByName.cend())
            return f.fail(JsonFields::join(path, QStringLiteral("name")),
                          fillText(QCoreApplication::translate(
                                       "hexstride::io", "\"%1\" is already the name of units[%2]"),
                                   {*name, *it}));
        // probe15 P13: "aragorn", "Ａragorn" or "Аragorn" (Cyrillic А) beside "Aragorn" are
        // two armies to the resolver and one to the eye.
        if (const auto twin = unitNames.twinOf(*name))
            return f.fail(
                JsonFields::join(path, QStringLiteral("name")),
                fillText(QCoreApplication::translate(
                             "hexstride::io",
                             "\"%1\" reads as \"%2\", the name of units[%3], but is "
                             "written otherwise: give the two units names that read "
                             "differently"),
                         {quotedInput(*name), quotedInput(*twin), unitIndexByName.value(*twin)}));
        unitNames.add(*name);
        unitIndexByName.insert(*name, i);
        map.units().append(MapUnit{*name, *side, *hex, profileFromJson(*profile), *figures});
    }
    qsizetype ordersInAll = 0;
    for (qsizetype i = 0; i < plans->size(); ++i) {
        const QString path = JsonFields::index(QStringLiteral("plans"), i);
        const auto o = element(*plans, QStringLiteral("plans"), i);
        if (!o || !f.onlyKeys(*o, path, {"name", "unit", "start", "orders", "profile"}))
            return false;
        // Counted before the orders are read: one plan, and all of them together, are bounded.
        const qsizetype count = o->value(QStringLiteral("orders")).toArray().size();
        ordersInAll += count;
        if (count > kMaxOrders || ordersInAll > kMaxOrdersInAll)
            return f.fail(
                JsonFields::join(path, QStringLiteral("orders")),
                count > kMaxOrders
                    ? QCoreApplication::translate("hexstride::io",
                                                  "%1 orders; a plan holds at most %2")
                          .arg(count)
                          .arg(kMaxOrders)
                    : QCoreApplication::translate(
                          "hexstride::io",
                          "the plans' orders pass %1 in all here (at most %1 in all the plans "
                          "together)")
                          .arg(kMaxOrdersInAll));
        const auto name = f.string(*o, path, QStringLiteral("name"));
        const auto unit = f.string(*o, path, QStringLiteral("unit"), true);
        const auto start = readHex(f, map, *o, path, QStringLiteral("start"));
        const auto orders = f.stringList(*o, path, QStringLiteral("orders"));
        const auto profile = f.stringMap(*o, path, QStringLiteral("profile"));
        if (!f.ok())
            return false;
        map.plans().append(MovementPlan{*name, *unit, *start, *orders, profileFromJson(*profile)});
    }
    if (root.contains(QStringLiteral("reviewedProblems"))) {
        const auto reviewed = f.stringList(root, QString(), QStringLiteral("reviewedProblems"));
        if (!f.ok())
            return false;
        // Older files name the hexes by column and row: read them as the map's labels.
        map.reviewedProblems() = movedProblemKeys(map, map, *reviewed);
    }
    return readOneSidedNotes(f, root, map) && readSides(f, root, map);
}
} // namespace

std::optional<HexMap> mapFromJson(const QJsonObject &root, QString &error, LayerDecoding decoding)
{
    JsonFields f;
    const auto format = f.string(root, QString(), QStringLiteral("format"));
    if (format && *format != QLatin1String(kMapFormatId))
        f.fail(QStringLiteral("format"),
               QCoreApplication::translate("hexstride::io", "expected \"%1\", found \"%2\"")
                   .arg(QLatin1String(kMapFormatId), *format));
    const auto version = f.integer(root, QString(), QStringLiteral("version"), 1, 1000000);
    if (version && *version > kMapFormatVersion) {
        f.fail(QStringLiteral("version"),
               QCoreApplication::translate(
                   "hexstride::io",
                   "the file has format version %1, newer than this Hexstride reads (%2); "
                   "please update Hexstride")
                   .arg(*version)
                   .arg(kMapFormatVersion));
    }
    const auto title = f.string(root, QString(), QStringLiteral("title"), true);
    const auto ruleset = f.string(root, QString(), QStringLiteral("ruleset"));

    // Shape first: everything large is sized from it, and only after it passed.
    const auto shapeObj = f.object(root, QString(), QStringLiteral("shape"));
    MapShape shape;
    if (shapeObj) {
        const QString sp = QStringLiteral("shape");
        const auto w = f.integer(*shapeObj, sp, QStringLiteral("width"), 1, kMaxMapSide);
        const auto h = f.integer(*shapeObj, sp, QStringLiteral("height"), 1, kMaxMapSide);
        const auto orientation = f.string(*shapeObj, sp, QStringLiteral("orientation"));
        const auto parity = f.string(*shapeObj, sp, QStringLiteral("parity"));
        const auto labels = f.string(*shapeObj, sp, QStringLiteral("labels"));
        if (f.ok()) {
            const auto o = parseOrientation(*orientation);
            const auto p = parseParity(*parity);
            const auto l = parseLabelScheme(*labels);
            if (!o)
                f.fail(QStringLiteral("shape.orientation"),
                       QCoreApplication::translate("hexstride::io",
                                                   "expected \"pointy\" or \"flat\""));
            else if (!p)
                f.fail(
                    QStringLiteral("shape.parity"),
                    QCoreApplication::translate("hexstride::io", "expected \"odd\" or \"even\""));
            else if (!l)
                f.fail(QStringLiteral("shape.labels"),
                       QCoreApplication::translate("hexstride::io",
                                                   "expected \"col,row\" or \"xxyy\""));
            else
                shape = MapShape{*w, *h, HexGridLayout{*o, *p}, *l};
        }
    }
    const auto ids = f.object(root, QString(), QStringLiteral("ids"));
    std::optional<IdTable> terrains, hexFeatures, edgeFeatures;
    if (shapeObj)
        f.onlyKeys(*shapeObj, QStringLiteral("shape"),
                   {"width", "height", "orientation", "parity", "labels"});
    if (ids)
        f.onlyKeys(*ids, QStringLiteral("ids"), {"terrains", "hexFeatures", "edgeFeatures"});
    f.onlyKeys(root, QString(),
               {"format", "version", "writer", "title", "ruleset", "shape", "ids", "layers",
                "labels", "units", "plans", "customRuleset", "oneSidedFeatures", "reviewedProblems",
                "background", "sides", "terrainColours"});
    if (ids && f.ok()) {
        terrains = readIds(f, *ids, QStringLiteral("terrains"), kMaxTerrainKinds, true);
        hexFeatures = readIds(f, *ids, QStringLiteral("hexFeatures"), kMaxFeatureKinds, false);
        edgeFeatures = readIds(f, *ids, QStringLiteral("edgeFeatures"), kMaxFeatureKinds, false);
    }
    if (!f.ok()) {
        error = f.error();
        return std::nullopt;
    }
    // Every layer zero-filled, terrain index 0 as well (readLayers relies on it).
    HexMap map(shape, *ruleset, *terrains, *hexFeatures, *edgeFeatures, 0);
    map.setTitle(*title);
    MapBackground background;
    // One thread (LayerDecoding::Serial) also takes no shortcut: the reader's way before, the
    // reference the parallel way is tested and measured against.
    const bool quick = decoding == LayerDecoding::Parallel;
    const auto sparse = [&](JsonFields &fields) { return readSparse(fields, root, map, quick); };
    if (!readLayers(f, root, map, decoding, sparse) || !readBackground(f, root, background)
        || !readTerrainColours(f, root, map)) {
        error = f.error();
        return std::nullopt;
    }
    map.setBackground(background);
    return map;
}

} // namespace hexstride
