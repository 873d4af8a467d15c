#include "mapjson.h"

#include "backgroundjson.h"
#include "layercodec.h"
#include "sidesjson.h"
#include "terraincoloursjson.h"

#include <QJsonArray>

namespace hexstride {

namespace {
QJsonObject profileToJson(const UnitProfile &p)
{
    QJsonObject o;
    for (auto it = p.cbegin(); it != p.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}
} // namespace

QJsonObject mapToJson(const HexMap &map, LayerEncoding encoding)
{
    const bool runsWhereLong = encoding == LayerEncoding::RunsWhereLong;
    const MapShape &s = map.shape();
    QJsonObject root;
    root.insert(QStringLiteral("format"), QLatin1String(kMapFormatId));
    root.insert(QStringLiteral("writer"), QStringLiteral("hexstride " HEXSTRIDE_VERSION));
    root.insert(QStringLiteral("title"), map.title());
    root.insert(QStringLiteral("ruleset"), map.rulesetId());
    root.insert(QStringLiteral("shape"),
                QJsonObject{{QStringLiteral("width"), s.width},
                            {QStringLiteral("height"), s.height},
                            {QStringLiteral("orientation"), orientationId(s.grid.orientation)},
                            {QStringLiteral("parity"), parityId(s.grid.parity)},
                            {QStringLiteral("labels"), labelSchemeId(s.labels)}});
    root.insert(
        QStringLiteral("ids"),
        QJsonObject{
            {QStringLiteral("terrains"), QJsonArray::fromStringList(map.terrains().ids())},
            {QStringLiteral("hexFeatures"), QJsonArray::fromStringList(map.hexFeatureIds().ids())},
            {QStringLiteral("edgeFeatures"),
             QJsonArray::fromStringList(map.edgeFeatureIds().ids())}});
    const QJsonObject layers{
        {QStringLiteral("terrain"), layercodec::encode8(map.terrainLayer(), runsWhereLong)},
        {QStringLiteral("elevation"), layercodec::encode16(map.elevationLayer(), runsWhereLong)},
        {QStringLiteral("hexFeatures"), layercodec::encode16(map.hexFeatureLayer(), runsWhereLong)},
        {QStringLiteral("edges"), layercodec::encode16(map.edgeLayer(), runsWhereLong)}};
    root.insert(QStringLiteral("layers"), layers);
    // The oldest version that reads the file, so that older Hexstride still opens what it can:
    // layers stored as runs came with version 2.
    bool runs = false;
    for (const QString &key : layers.keys())
        runs = runs
               || layers.value(key).toObject().value(QLatin1String("encoding"))
                      == QLatin1String("runs");
    root.insert(QStringLiteral("version"), runs ? 2 : 1);

    QJsonArray labels;
    const MapLabel plain;
    for (const MapLabel &l : map.labels()) {
        QJsonObject o{{QStringLiteral("hex"), map.label(l.hex)}, {QStringLiteral("text"), l.text}};
        // Only what differs from a plain label, so older files stay as they were.
        if (l.scale != plain.scale)
            o.insert(QStringLiteral("size"), l.scale);
        if (l.bold != plain.bold)
            o.insert(QStringLiteral("bold"), l.bold);
        if (l.italic != plain.italic)
            o.insert(QStringLiteral("italic"), l.italic);
        if (l.colour != plain.colour)
            o.insert(QStringLiteral("colour"),
                     QStringLiteral("#%1").arg(l.colour & 0xffffff, 6, 16, QLatin1Char('0')));
        labels.append(o);
    }
    root.insert(QStringLiteral("labels"), labels);

    QJsonArray units;
    for (const MapUnit &u : map.units()) {
        units.append(QJsonObject{{QStringLiteral("name"), u.name},
                                 {QStringLiteral("side"), u.side},
                                 {QStringLiteral("hex"), map.label(u.hex)},
                                 {QStringLiteral("profile"), profileToJson(u.profile)},
                                 {QStringLiteral("figures"), u.figures}});
    }
    root.insert(QStringLiteral("units"), units);

    QJsonArray plans;
    for (const MovementPlan &p : map.plans()) {
        plans.append(QJsonObject{{QStringLiteral("name"), p.name},
                                 {QStringLiteral("unit"), p.unit},
                                 {QStringLiteral("start"), map.label(p.start)},
                                 {QStringLiteral("orders"), QJsonArray::fromStringList(p.orders)},
                                 {QStringLiteral("profile"), profileToJson(p.profile)}});
    }
    root.insert(QStringLiteral("plans"), plans);

    // Written only when there are notes, and only those that still hold: a file never keeps
    // a note about a side the referee has since edited.
    QJsonArray oneSided;
    for (const OneSidedFeatureNote &n : map.oneSidedNotes()) {
        if (!oneSidedNoteHolds(map, n))
            continue;
        QStringList asImported;
        for (int b = 0; b < map.edgeFeatureIds().size(); ++b) {
            if (n.asImported & (1u << b))
                asImported.append(map.edgeFeatureIds().id(b));
        }
        oneSided.append(QJsonObject{
            {QStringLiteral("hex"), map.label(n.hex)},
            {QStringLiteral("side"), directionName(s.grid.orientation, n.side)},
            {QStringLiteral("feature"), map.edgeFeatureIds().id(n.feature)},
            {QStringLiteral("sideAsImported"), QJsonArray::fromStringList(asImported)}});
    }
    if (!oneSided.isEmpty())
        root.insert(QStringLiteral("oneSidedFeatures"), oneSided);
    if (!map.reviewedProblems().isEmpty())
        root.insert(QStringLiteral("reviewedProblems"),
                    QJsonArray::fromStringList(map.reviewedProblems()));
    writeBackground(root, map.background());
    writeSides(root, map);
    writeTerrainColours(root, map);
    return root;
}

} // namespace hexstride
