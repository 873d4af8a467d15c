// Hex-side features as a Tiled user sees them: one coloured object layer per kind, no object
// names, rivers along the side and roads, bridges and fords from hex centre to hex centre; read
// back in the new shape and the old one, with a warning naming the object for a line that does
// not follow the hexes and for a class the ruleset lacks.
#include "hex/edge.h"
#include "io/tiledfile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;

namespace {
const HexGridLayout kPointyOdd{Orientation::PointyTop, OffsetParity::OddShifted};

/// How the ruleset draws the three kinds, given here by hand (not asked of the renderer).
MapVocabulary handVocabulary()
{
    MapVocabulary v;
    v.edgeFeatures = {
        {"minor-river", {"Minor river", "Малая река"}, 0x3c7fd0, FillPattern::Solid, "river", 1},
        {"road", {"Road", "Дорога"}, 0x8b5a2b, FillPattern::Solid, "road", 1},
        {"bridge", {"Bridge", "Мост"}, 0x7a4a22, FillPattern::Solid, "crossing", 1},
    };
    return v;
}

/// A 3 × 2 pointy-top map, odd rows shifted: a river on the east side of (0, 0), a road from
/// (1, 0) east to (2, 0) and on south-east to (2, 1), a bridge from (0, 1) east to (1, 1), a
/// town in (1, 1) and elevation 5 in (0, 0).
HexMap handMap()
{
    HexMap map(
        MapShape{3, 2, kPointyOdd, LabelScheme::ColRow}, QStringLiteral("pbm-strategic"),
        IdTable({QStringLiteral("plains")}), IdTable({QStringLiteral("town")}),
        IdTable({QStringLiteral("minor-river"), QStringLiteral("road"), QStringLiteral("bridge")}));
    const auto at = [&](int col, int row) { return map.grid().toHex({col, row}); };
    map.setEdgeFeatures(edgeOf(at(0, 0), directionTo(at(0, 0), at(1, 0))), 1);
    map.setEdgeFeatures(edgeOf(at(1, 0), directionTo(at(1, 0), at(2, 0))), 2);
    map.setEdgeFeatures(edgeOf(at(2, 0), directionTo(at(2, 0), at(2, 1))), 2);
    map.setEdgeFeatures(edgeOf(at(0, 1), directionTo(at(0, 1), at(1, 1))), 4);
    map.setHexFeatures(at(1, 1), 1);
    map.setElevation(at(0, 0), 5);
    return map;
}

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// A 3 × 2 pointy-top map of 56 × 64 tiles (side 32), odd rows shifted, with OBJECTS in one
/// object layer named "rivers". Hex centres: (0, 0) at (28, 32), (1, 0) at (84, 32), (2, 0) at
/// (140, 32), (0, 1) at (56, 80), (1, 1) at (112, 80), (2, 1) at (168, 80).
QByteArray mapWithObjects(const QByteArray &objects, const QByteArray &hexstrideProperty = {})
{
    QByteArray properties;
    if (!hexstrideProperty.isEmpty())
        properties = "<properties><property name=\"hexstride\" value=\"" + hexstrideProperty
                     + "\"/></properties>";
    return "<map orientation=\"hexagonal\" width=\"3\" height=\"2\" tilewidth=\"56\" "
           "tileheight=\"64\" hexsidelength=\"32\" staggeraxis=\"y\" staggerindex=\"odd\">"
           + properties
           + "<layer name=\"terrain\" width=\"3\" height=\"2\"><data encoding=\"csv\">"
             "0,0,0,0,0,0</data></layer><objectgroup name=\"rivers\">"
           + objects + "</objectgroup></map>";
}

/// The map read as one of the ruleset pbm-strategic (its river, road and town are known).
MapLoadResult load(const QByteArray &tmx, const QString &ruleset = QStringLiteral("pbm-strategic"))
{
    tiled::ImportOptions options;
    options.rulesetId = ruleset;
    return loadTiledData(tmx, QStringLiteral("drawn.tmx"), QString(), false, options);
}

int sideCount(const HexMap &map)
{
    int n = 0;
    map.forEachFeatureEdge([&](EdgeId, FeatureMask) { ++n; });
    return n;
}
} // namespace

class TestTiledSides : public QObject
{
    Q_OBJECT

private slots:
    void tmxHasOneColouredLayerPerKindAndNoNames()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("m.tmx"));
        QCOMPARE(saveTiledMap(handMap(), path, {}, {}, handVocabulary()), QString());
        const QString text = readText(path);
        // Layers: terrain (1), then the kind drawn along the side, then those drawn across it,
        // in id order (minor-river 2, road 3, bridge 4); then hex features, labels, elevation.
        QVERIFY2(text.contains("<objectgroup id=\"2\" name=\"minor-river\" color=\"#3c7fd0\">"),
                 qPrintable(text));
        QVERIFY(text.contains("<objectgroup id=\"3\" name=\"road\" color=\"#8b5a2b\">"));
        QVERIFY(text.contains("<objectgroup id=\"4\" name=\"bridge\" color=\"#7a4a22\">"));
        QVERIFY(text.contains("<objectgroup id=\"5\" name=\"hex features\">"));
        QVERIFY(text.contains("<objectgroup id=\"7\" name=\"elevation\">"));
        // The river: the east side of (0, 0), from its upper right corner (28 + 28, 32 − 16)
        // down to its lower right one (56, 48).
        QVERIFY(text.contains("<object id=\"1\" type=\"minor-river\" x=\"56\" y=\"16\">"));
        QVERIFY(text.contains("<polyline points=\"0,0 0,32\"/>"));
        // The road: centre of (1, 0) (84, 32), centre of (2, 0) (140, 32), centre of (2, 1)
        // (168, 80), relative to the first.
        QVERIFY(text.contains("<object id=\"2\" type=\"road\" x=\"84\" y=\"32\">"));
        QVERIFY(text.contains("<polyline points=\"0,0 56,0 84,48\"/>"));
        // The bridge: centre of (0, 1) (56, 80) to centre of (1, 1) (112, 80).
        QVERIFY(text.contains("<object id=\"3\" type=\"bridge\" x=\"56\" y=\"80\">"));
        QVERIFY(text.contains("<polyline points=\"0,0 56,0\"/>"));
        // Points: the elevation of (0, 0) (hex index 0) comes before the town of (1, 1).
        QVERIFY(text.contains("<object id=\"4\" x=\"28\" y=\"32\">"));
        QVERIFY(text.contains("<object id=\"5\" type=\"town\" x=\"112\" y=\"80\">"));
        // No object has a name for Tiled to show over the map.
        QCOMPARE(text.count(QRegularExpression(QStringLiteral("<object [^>]*name="))), 0);
    }

    void tmjHasTheSameLayers()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("m.tmj"));
        QCOMPARE(saveTiledMap(handMap(), path, {}, {}, handVocabulary()), QString());
        const QJsonArray layers
            = QJsonDocument::fromJson(readText(path).toUtf8())[QLatin1String("layers")].toArray();
        QCOMPARE(layers.size(), 7);
        QCOMPARE(layers[2][QLatin1String("name")].toString(), QStringLiteral("road"));
        QCOMPARE(layers[2][QLatin1String("color")].toString(), QStringLiteral("#8b5a2b"));
        const QJsonObject road = layers[2][QLatin1String("objects")][0].toObject();
        QCOMPARE(road[QLatin1String("name")].toString(), QString());
        QCOMPARE(road[QLatin1String("x")].toDouble(), 84.0);
        QCOMPARE(road[QLatin1String("polyline")][2][QLatin1String("y")].toDouble(), 48.0);
    }

    void newShapeReadsBackWithoutAWarning()
    {
        QTemporaryDir dir;
        for (const char *suffix : {"tmx", "tmj"}) {
            const QString path = dir.filePath(QStringLiteral("m.") + QLatin1String(suffix));
            const HexMap map = handMap();
            QCOMPARE(saveTiledMap(map, path, {}, {}, handVocabulary()), QString());
            const MapLoadResult r = loadTiledMap(path);
            QVERIFY2(r.map, qPrintable(r.error));
            QVERIFY(r.map->edgeLayer() == map.edgeLayer());
            QVERIFY(*r.map == map);
            QCOMPARE(r.warnings, QStringList());
        }
    }

    // An export of Hexstride before this change: every kind in one layer, named, the road along
    // the side it crosses (the east side of (1, 0): corners (112, 16) and (112, 48)).
    void oldExportsStillRead()
    {
        const MapLoadResult r = load(mapWithObjects(
            "<object id=\"1\" name=\"minor-river\" type=\"minor-river\" x=\"56\" y=\"16\">"
            "<polyline points=\"0,0 0,32\"/></object>"
            "<object id=\"2\" name=\"road\" type=\"road\" x=\"112\" y=\"16\">"
            "<polyline points=\"0,0 0,32\"/></object>"));
        QVERIFY2(r.map, qPrintable(r.error));
        const HexMap &m = *r.map;
        const Hex a = m.grid().toHex({0, 0}), b = m.grid().toHex({1, 0}),
                  c = m.grid().toHex({2, 0});
        QCOMPARE(m.edgeFeatureIds().ids(), (QStringList{"minor-river", "road"}));
        QCOMPARE(m.edgeFeatures(edgeOf(a, directionTo(a, b))), FeatureMask(1));
        QCOMPARE(m.edgeFeatures(edgeOf(b, directionTo(b, c))), FeatureMask(2));
        QCOMPARE(sideCount(m), 2);
        QCOMPARE(r.warnings, QStringList());
    }

    // One straight road from the centre of (0, 0) (28, 32) to the centre of (2, 0) (140, 32)
    // crosses two sides: (0, 0)–(1, 0) and (1, 0)–(2, 0).
    void aRoadAcrossSeveralHexesCrossesEachSide()
    {
        const MapLoadResult r = load(mapWithObjects("<object id=\"4\" type=\"road\" x=\"28\" "
                                                    "y=\"32\"><polyline points=\"0,0 112,0\"/>"
                                                    "</object>"));
        QVERIFY2(r.map, qPrintable(r.error));
        const HexMap &m = *r.map;
        const Hex a = m.grid().toHex({0, 0}), b = m.grid().toHex({1, 0}),
                  c = m.grid().toHex({2, 0});
        QCOMPARE(m.edgeFeatures(edgeOf(a, directionTo(a, b))), FeatureMask(1));
        QCOMPARE(m.edgeFeatures(edgeOf(b, directionTo(b, c))), FeatureMask(1));
        QCOMPARE(sideCount(m), 2);
        QCOMPARE(r.warnings, QStringList());
    }

    // Drawn by hand: segment 1 from (30, 20) to (60, 40) (middle (45, 30), between the centres
    // of (0, 0) and (1, 0), but its ends 16 and more pixels from the side's corners (56, 16)
    // and (56, 48), tolerance 0.15 × 56 = 8.4); segment 2 from (60, 40) to (56, 80), the centre
    // of (0, 1) (its other end is no centre: not across; middle (58, 60), whose nearest centres
    // are (0, 1)'s, 404 away squared, and (1, 0)'s, 1460 (then (0, 0)'s, 1684); its ends far
    // from that side's corners (56, 48) and (84, 64)). Both are read as the side nearest their
    // middle, and the object is named once.
    void aLineOffTheHexesIsNamedInAWarning()
    {
        const MapLoadResult r = load(mapWithObjects("<object id=\"7\" type=\"minor-river\" "
                                                    "x=\"30\" y=\"20\"><polyline points=\"0,0 "
                                                    "30,20 26,60\"/></object>"));
        QVERIFY2(r.map, qPrintable(r.error));
        QCOMPARE(r.warnings,
                 QStringList{"drawn.tmx: layer \"rivers\", object 7: 2 segment(s) of the line "
                             "neither follow a hex-side nor run from hex centre to hex centre "
                             "(the first: segment 1); each is read as the side nearest its "
                             "middle"});
        const HexMap &m = *r.map;
        const Hex a = m.grid().toHex({0, 0}), b = m.grid().toHex({1, 0}),
                  c = m.grid().toHex({0, 1});
        QCOMPARE(m.edgeFeatures(edgeOf(a, directionTo(a, b))), FeatureMask(1));
        QCOMPARE(m.edgeFeatures(edgeOf(c, directionTo(c, b))), FeatureMask(1));
        QCOMPARE(sideCount(m), 2);
    }

    // pbm-strategic's hex-side features are minor-river, major-river, ford, bridge and road,
    // its hex features village, town, major-town, city, capital and fortification, in this
    // order in resources/rulesets/pbm-strategic.json.
    void aClassTheRulesetLacksIsNamedInAWarning()
    {
        const MapLoadResult r
            = load(mapWithObjects("<object id=\"3\" type=\"road\" x=\"28\" y=\"32\"><polyline "
                                  "points=\"0,0 56,0\"/></object>"
                                  "<object id=\"8\" type=\"raod\" x=\"84\" y=\"32\"><polyline "
                                  "points=\"0,0 56,0\"/></object>"
                                  "<object id=\"9\" type=\"raod\" x=\"56\" y=\"80\"><polyline "
                                  "points=\"0,0 56,0\"/></object>"
                                  "<object id=\"11\" type=\"castle\" x=\"112\" y=\"80\"><point/>"
                                  "</object>"),
                   QStringLiteral("pbm-strategic"));
        QVERIFY2(r.map, qPrintable(r.error));
        // Each class once, at the first object that has it.
        QCOMPARE(
            r.warnings,
            (QStringList{"drawn.tmx: layer \"rivers\", object 8: class \"raod\" is no "
                         "hex-side feature of the ruleset \"pbm-strategic\" (its hex-side "
                         "features: minor-river, major-river, ford, bridge, road); it is "
                         "read as a feature of the map's own",
                         "drawn.tmx: layer \"rivers\", object 11: class \"castle\" is no "
                         "hex feature of the ruleset \"pbm-strategic\" (its hex features: "
                         "village, town, major-town, city, capital, fortification); it is read "
                         "as a feature of the map's own"}));
        QCOMPARE(r.map->edgeFeatureIds().ids(), (QStringList{"road", "raod"}));
    }
};

QTEST_GUILESS_MAIN(TestTiledSides)
#include "tst_tiledsides.moc"
