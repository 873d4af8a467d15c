#include "io/gzip.h"
#include "io/mapfile.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <zlib.h>

#include <csignal>
#include <sys/resource.h>

using namespace hexstride;

Q_DECLARE_METATYPE(hexstride::MapShape)

namespace {
const QString kData = testpaths::data();

// A map with something in every layer and sparse list, varied by a seed.
HexMap sampleMap(MapShape shape, unsigned seed)
{
    HexMap map(shape, "some-rules", IdTable({"grass", "wood", "water"}),
               IdTable({"village", "keep"}), IdTable({"river", "road", "wall"}));
    map.setTitle("Tëst map ✓");
    std::uint32_t x = seed * 2654435761u + 1;
    const auto next = [&x] { return x = x * 1664525u + 1013904223u, x >> 8; };
    for (int i = 0; i < map.hexCount(); ++i) {
        const Hex h = map.hexAtIndex(i);
        map.setTerrain(h, static_cast<std::uint8_t>(next() % 3));
        map.setElevation(h, static_cast<int>(next() % 2000) - 1000);
        map.setHexFeatures(h, static_cast<FeatureMask>(next() % 4));
        for (Direction d = 0; d < kDirectionCount; ++d) {
            if (next() % 5 == 0)
                map.setEdgeFeatures(edgeOf(h, d), static_cast<FeatureMask>(1 + next() % 7));
        }
    }
    const Hex a = map.hexAtIndex(0);
    const Hex b = map.hexAtIndex(map.hexCount() - 1);
    map.labels() = {MapLabel{a, "North gate"}, MapLabel{b, "Ford \"Ώ\""}};
    map.units() = {MapUnit{"1st Foot", "north", b, {{"fed", "yes"}, {"mode", "march"}}, 12},
                   MapUnit{"Scouts", "", a, {}, 0}};
    map.plans() = {MovementPlan{"march", "1st Foot", b, {"ne", "e", "h"}, {{"fed", "no"}}}};
    // Stored by the map's labels (a file's older "column,row" form is read into them).
    map.reviewedProblems() = {"isolated-land " + map.label(map.grid().toHex({1, 1})),
                              "one-sided-import " + map.label(map.grid().toHex({0, 0})) + " ne"};
    return map;
}
} // namespace

class TestMapFile : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip_data()
    {
        QTest::addColumn<MapShape>("shape");
        QTest::addColumn<bool>("plain");
        for (const auto o : {Orientation::PointyTop, Orientation::FlatTop}) {
            for (const auto p : {OffsetParity::OddShifted, OffsetParity::EvenShifted}) {
                for (const auto l : {LabelScheme::ColRow, LabelScheme::Numeric}) {
                    for (const bool plain : {false, true}) {
                        const QString name = QStringLiteral("%1 %2 %3 %4")
                                                 .arg(orientationId(o), parityId(p),
                                                      labelSchemeId(l), plain ? "json" : "gzip");
                        QTest::newRow(qPrintable(name))
                            << MapShape{7, 5, HexGridLayout{o, p}, l} << plain;
                    }
                }
            }
        }
        QTest::newRow("1x1") << MapShape{1, 1, {}, LabelScheme::ColRow} << false;
        QTest::newRow("wide numeric") << MapShape{120, 3, {}, LabelScheme::Numeric} << false;
    }
    void roundTrip()
    {
        QFETCH(MapShape, shape);
        QFETCH(bool, plain);
        const HexMap map = sampleMap(shape, 7);
        QTemporaryDir dir;
        const QString path = dir.filePath(plain ? "m.json" : "m.hexmap");
        QCOMPARE(saveMapFile(map, path), QString());
        const MapLoadResult loaded = loadMapFile(path);
        QVERIFY2(loaded.map, qPrintable(loaded.error));
        QVERIFY(*loaded.map == map);
        // Also through memory, both encodings.
        QVERIFY(*loadMapData(serializeMap(map, !plain), "mem").map == map);
    }

    void plainJsonIsJson()
    {
        const HexMap map = sampleMap(MapShape{4, 4, {}, LabelScheme::ColRow}, 1);
        const QByteArray json = serializeMap(map, true);
        QCOMPARE(json.at(0), '{');
        QVERIFY(json.contains("\"format\": \"hexstride-map\""));
        // Version 2 exactly when a layer is stored as runs (docs/file-format.md).
        QCOMPARE(json.contains("\"version\": 2"), json.contains("\"encoding\": \"runs\""));
        QVERIFY(json.contains("\"version\": 1") || json.contains("\"version\": 2"));
        QVERIFY(json.contains("\"writer\": \"hexstride 0.1.0\""));
    }

    // zcat must show the JSON: decompress with zlib directly, not with our helpers.
    void gzipReadableByZlib()
    {
        const HexMap map = sampleMap(MapShape{9, 6, {}, LabelScheme::Numeric}, 3);
        const QByteArray gz = serializeMap(map, false);
        QVERIFY(gz.size() > 2);
        QCOMPARE(static_cast<unsigned char>(gz[0]), 0x1f);
        QCOMPARE(static_cast<unsigned char>(gz[1]), 0x8b);
        z_stream zs{};
        QCOMPARE(inflateInit2(&zs, 15 + 16), Z_OK);
        QByteArray out(1 << 20, '\0');
        zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(gz.constData()));
        zs.avail_in = static_cast<uInt>(gz.size());
        zs.next_out = reinterpret_cast<Bytef *>(out.data());
        zs.avail_out = static_cast<uInt>(out.size());
        QCOMPARE(inflate(&zs, Z_FINISH), Z_STREAM_END);
        out.resize(static_cast<qsizetype>(zs.total_out));
        inflateEnd(&zs);
        QCOMPARE(out, serializeMap(map, true));
    }

    // The documented example (docs/file-format.md), checked against values written by hand.
    void documentedExample_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("json") << "example-3x2.json";
        QTest::newRow("gzip") << "example-3x2.hexmap";
    }
    void documentedExample()
    {
        QFETCH(QString, file);
        const MapLoadResult r = loadMapFile(kData + "/maps/" + file);
        QVERIFY2(r.map, qPrintable(r.error));
        const HexMap &m = *r.map;
        QCOMPARE(m.width(), 3);
        QCOMPARE(m.height(), 2);
        QCOMPARE(m.title(), QString("Example"));
        QCOMPARE(m.rulesetId(), QString("tabletop-inches"));
        QCOMPARE(m.terrains().ids(), QStringList({"plains", "forest", "sea", "hills"}));
        const auto at = [&](int col, int row) { return m.grid().toHex({col, row}); };
        QCOMPARE(m.terrains().id(m.terrain(at(2, 0))), QString("forest"));
        QCOMPARE(m.terrains().id(m.terrain(at(0, 1))), QString("sea"));
        QCOMPARE(m.terrains().id(m.terrain(at(2, 1))), QString("hills"));
        QCOMPARE(m.elevation(at(1, 1)), -1);
        QCOMPARE(m.elevation(at(2, 1)), 3);
        QCOMPARE(m.hexFeatures(at(0, 0)), FeatureMask(1));
        QCOMPARE(m.hexFeatures(at(1, 1)), FeatureMask(2));
        // Road east of 0,0, seen from 1,0 as its west side.
        QCOMPARE(m.edgeFeatures(at(1, 0), *parseDirection(Orientation::PointyTop, "w")),
                 FeatureMask(2));
        QCOMPARE(m.edgeFeatures(at(1, 0), *parseDirection(Orientation::PointyTop, "e")),
                 FeatureMask(1));
        // 1,1 is on an odd (shifted) row: its ne neighbour is 2,0, which sees the side as sw.
        QCOMPARE(m.edgeFeatures(at(2, 0), *parseDirection(Orientation::PointyTop, "sw")),
                 FeatureMask(3));
        int featureEdges = 0;
        m.forEachFeatureEdge([&](EdgeId, FeatureMask) { ++featureEdges; });
        QCOMPARE(featureEdges, 3);
        QCOMPARE(m.labels().size(), 1);
        QCOMPARE(m.labels()[0].hex, at(0, 0));
        QCOMPARE(m.units().size(), 1);
        QCOMPARE(m.units()[0].figures, 12);
        QCOMPARE(m.units()[0].profile.value("mode"), QString("move"));
        QCOMPARE(m.plans()[0].orders, QStringList({"ne", "e"}));
        QCOMPARE(m.plans()[0].start, at(1, 1));
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected"); // a part of the message: the place of the fault
        QTest::newRow("empty") << "empty.hexmap"
                               << "empty";
        QTest::newRow("truncated gzip") << "truncated-gzip.hexmap"
                                        << "truncated";
        QTest::newRow("gzip of non-JSON") << "gzip-not-json.hexmap"
                                          << "line 1, column 2";
        QTest::newRow("top-level array") << "top-level-array.json"
                                         << "JSON object at the top level";
        QTest::newRow("layers is an array") << "layers-array.json"
                                            << "layers: expected an object";
        QTest::newRow("shape missing") << "shape-missing.json"
                                       << "shape: expected an object";
        QTest::newRow("newer version") << "version-newer.json"
                                       << "version: the file has format version 3";
        QTest::newRow("width 0") << "width-zero.json"
                                 << "shape.width: 0 is out of range";
        QTest::newRow("height 1e9") << "height-1e9.json"
                                    << "shape.height: 1000000000 is out of range";
        QTest::newRow("terrain wrong length") << "terrain-wrong-length.json"
                                              << "layers.terrain.size: expected 6";
        QTest::newRow("edges wrong length") << "edges-wrong-length.json"
                                            << "layers.edges.size: expected 120";
        QTest::newRow("unknown terrain") << "unknown-terrain.json"
                                         << "layers.terrain: hex 1,1 has terrain index 7";
        QTest::newRow("unknown hex feature") << "unknown-hex-feature.json"
                                             << "layers.hexFeatures: hex 1,1";
        QTest::newRow("unknown edge feature") << "unknown-edge-feature.json"
                                              << "layers.edges: the edge at offset 0,0 e";
        QTest::newRow("edge outside") << "edge-outside.json"
                                      << "offset -1,-1 e lies outside the map";
        QTest::newRow("NaN") << "width-nan.json"
                             << "line 8, column 14";
        QTest::newRow("string for number") << "width-string.json"
                                           << "shape.width: expected an integer, found a string";
        QTest::newRow("fraction") << "figures-fraction.json"
                                  << "units[0].figures: expected an integer";
        // units[0] and units[2] are both "1st Foot": the second one is named, with the first.
        QTest::newRow("unit name twice") << "unit-name-twice.json"
                                         << "units[2].name: \"1st Foot\" is already the name of "
                                            "units[0]";
        QTest::newRow("unit name blank") << "unit-name-empty.json"
                                         << "units[1].name: a unit needs a name";
        QTest::newRow("label off map") << "label-off-map.json"
                                       << "labels[0].hex: \"5,0\"";
        QTest::newRow("not base64") << "layer-not-base64.json"
                                    << "layers.terrain.data: not valid base64";
        QTest::newRow("reviewed problem not a string") << "reviewed-not-string.json"
                                                       << "reviewedProblems[1]: expected a string";
    }
    void badInput()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const QString path = kData + "/bad-maps/" + file;
        QVERIFY(QFile::exists(path));
        const MapLoadResult r = loadMapFile(path);
        QVERIFY(!r.map);
        QVERIFY2(r.error.startsWith(path + ": "), qPrintable(r.error));
        QVERIFY2(r.error.contains(expected), qPrintable(r.error));
    }

    // The layers are decoded side by side (issue 13, S7): the same map as one after another,
    // and with two damaged layers the first in file order is still the one reported.
    void parallelDecodingReadsTheSameMap()
    {
        const HexMap map = sampleMap({37, 23, {}, LabelScheme::ColRow}, 7);
        const QByteArray bytes = serializeMap(map, false);
        const MapLoadResult parallel = loadMapData(bytes, "m", LayerDecoding::Parallel);
        const MapLoadResult serial = loadMapData(bytes, "m", LayerDecoding::Serial);
        QVERIFY2(parallel.map && serial.map, qPrintable(parallel.error + serial.error));
        QVERIFY(*parallel.map == map);
        QVERIFY(*serial.map == map);
    }
    void firstDamagedLayerIsReported_data()
    {
        QTest::addColumn<int>("decoding");
        QTest::newRow("parallel") << int(LayerDecoding::Parallel);
        QTest::newRow("serial") << int(LayerDecoding::Serial);
    }
    void firstDamagedLayerIsReported()
    {
        QFETCH(int, decoding);
        QJsonObject root = QJsonDocument::fromJson(
                               serializeMap(sampleMap({9, 6, {}, LabelScheme::ColRow}, 3), true))
                               .object();
        QJsonObject layers = root.value("layers").toObject();
        for (const char *key : {"elevation", "edges"}) {
            QJsonObject layer = layers.value(QLatin1String(key)).toObject();
            layer.insert("data", "AAAA"); // valid base64, not a zlib stream
            layers.insert(QLatin1String(key), layer);
        }
        root.insert("layers", layers);
        for (int run = 0; run < 20; ++run) {
            const MapLoadResult r
                = loadMapData(QJsonDocument(root).toJson(), "m.json", LayerDecoding(decoding));
            QVERIFY(!r.map);
            QVERIFY2(r.error.startsWith("m.json: layers.elevation.data: "), qPrintable(r.error));
        }
    }

    // The reader's quick test of the edge layer (bits and sides off the map) agrees with the
    // edge-by-edge check: one feature at every stored place in turn, both layouts, both
    // decodings; a feature bit beyond the map's edge features is refused wherever it is.
    void everyStoredEdgeCheckedAsBefore()
    {
        for (const HexGridLayout grid :
             {HexGridLayout{Orientation::PointyTop, OffsetParity::OddShifted},
              HexGridLayout{Orientation::FlatTop, OffsetParity::EvenShifted}}) {
            const HexMap empty({4, 3, grid, LabelScheme::ColRow}, "r", IdTable({"grass"}),
                               IdTable(), IdTable({"river", "road"}));
            for (std::size_t i = 0; i < empty.edgeLayer().size(); ++i) {
                for (const FeatureMask mask : {FeatureMask(2), FeatureMask(4)}) {
                    HexMap map = empty;
                    map.edgeLayer()[i] = mask;
                    bool onMap = false;
                    map.forEachFeatureEdge(
                        [&](EdgeId e, FeatureMask) { onMap = map.containsEdge(e); });
                    const QByteArray bytes = serializeMap(map, false);
                    for (const LayerDecoding decoding :
                         {LayerDecoding::Parallel, LayerDecoding::Serial}) {
                        const MapLoadResult r = loadMapData(bytes, "m", decoding);
                        const char *why = !onMap      ? "lies outside the map"
                                          : mask == 4 ? "has feature bits 100"
                                                      : nullptr;
                        if (!why) {
                            QVERIFY2(r.map && *r.map == map, qPrintable(r.error));
                        } else {
                            QVERIFY2(!r.map && r.error.contains(why), qPrintable(r.error));
                        }
                    }
                }
            }
        }
    }

    // Labels, units and the rest are read while the layers decode: a damaged layer is still
    // reported before a bad label, and a bad label alone the same way either way.
    void layerFaultBeforeLabelFault_data()
    {
        QTest::addColumn<int>("decoding");
        QTest::addColumn<bool>("damagedLayer");
        QTest::addColumn<QString>("expected");
        for (const auto &[name, decoding] : {std::pair{"parallel", LayerDecoding::Parallel},
                                             std::pair{"serial", LayerDecoding::Serial}}) {
            QTest::addRow("%s, damaged layer", name)
                << int(decoding) << true << QStringLiteral("m.json: layers.edges.data: ");
            QTest::addRow("%s, label only", name)
                << int(decoding) << false << QStringLiteral("m.json: labels[1].hex: ");
        }
    }
    void layerFaultBeforeLabelFault()
    {
        QFETCH(int, decoding);
        QFETCH(bool, damagedLayer);
        QFETCH(QString, expected);
        QJsonObject root = QJsonDocument::fromJson(
                               serializeMap(sampleMap({9, 6, {}, LabelScheme::ColRow}, 3), true))
                               .object();
        root.insert("labels", QJsonArray{QJsonObject{{"hex", "1,1"}, {"text", "fine"}},
                                         QJsonObject{{"hex", "99,99"}, {"text", "off the map"}}});
        if (damagedLayer) {
            QJsonObject layers = root.value("layers").toObject();
            QJsonObject edges = layers.value("edges").toObject();
            edges.insert("data", "AAAA"); // valid base64, not a zlib stream
            layers.insert("edges", edges);
            root.insert("layers", layers);
        }
        for (int run = 0; run < 20; ++run) {
            const MapLoadResult r
                = loadMapData(QJsonDocument(root).toJson(), "m.json", LayerDecoding(decoding));
            QVERIFY(!r.map);
            QVERIFY2(r.error.startsWith(expected), qPrintable(r.error));
        }
    }

    // A stream that inflates far beyond any real map is refused without inflating it all.
    void gzipBombRefused()
    {
        const QByteArray spaces(300 * 1024 * 1024, ' ');
        const QByteArray bomb = zip::gzipCompress(spaces, 9);
        QVERIFY(bomb.size() < 1024 * 1024);
        const MapLoadResult r = loadMapData(bomb, "bomb.hexmap");
        QVERIFY(!r.map);
        QVERIFY2(r.error.contains("size limit"), qPrintable(r.error));
    }

    // Huge claimed dimensions fail on the shape, before any layer is sized.
    void hugeDimensionsRejectedEarly()
    {
        const QByteArray json = R"({"format":"hexstride-map","version":1,"ruleset":"x",
            "shape":{"width":2001,"height":2000,"orientation":"pointy","parity":"odd","labels":"col,row"},
            "ids":{"terrains":["a"],"hexFeatures":[],"edgeFeatures":[]},"layers":{}})";
        const MapLoadResult r = loadMapData(json, "big.json");
        QVERIFY(!r.map);
        QVERIFY2(r.error.contains("shape.width: 2001 is out of range 1..2000"),
                 qPrintable(r.error));
    }

    // A failed save leaves the previous file as it was. The write is made to fail with a file
    // size limit, which also holds for root (CI runs as root, so permissions would not do).
    void failedSaveKeepsOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("keep.hexmap");
        const HexMap first = sampleMap(MapShape{3, 3, {}, LabelScheme::ColRow}, 1);
        QCOMPARE(saveMapFile(first, path), QString());
        QFile old(path);
        QVERIFY(old.open(QIODevice::ReadOnly));
        const QByteArray before = old.readAll();
        old.close();

        const HexMap bigger = sampleMap(MapShape{200, 200, {}, LabelScheme::ColRow}, 2);
        rlimit saved{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
        const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit small = saved;
        small.rlim_cur = static_cast<rlim_t>(before.size() + 100);
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        const QString error = saveMapFile(bigger, path);
        setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, previousHandler);

        QVERIFY2(error.startsWith(path + ": "), qPrintable(error));
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 QStringList({"keep.hexmap"})); // no temp left
    }

    void saveIntoMissingDirectoryFails()
    {
        const QString path = "/nonexistent-dir-hexstride/x.hexmap";
        const QString error
            = saveMapFile(sampleMap(MapShape{2, 2, {}, LabelScheme::ColRow}, 1), path);
        QVERIFY(error.startsWith(path));
    }

    // Probe 12, P04: a plan holds at most 10,000 orders and all the plans of a map 1,000,000
    // (999 plans of 10,000 took 39 s and 2.4 GB to resolve, and 14 s for `info`).
    void planOrdersAreBounded()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("plans.json");
        HexMap map = sampleMap(MapShape{6, 4, {}, LabelScheme::ColRow}, 3);
        QStringList full;
        for (int i = 0; i < 5000; ++i)
            full << "e"
                 << "w";
        map.plans().clear();
        for (int i = 0; i < 100; ++i)
            map.plans() << MovementPlan{
                QStringLiteral("p%1").arg(i), "", map.hexAtIndex(0), full, {}};
        QCOMPARE(saveMapFile(map, path), QString());
        const MapLoadResult atTheCap = loadMapFile(path);
        QVERIFY2(atTheCap.map, qPrintable(atTheCap.error));
        QCOMPARE(atTheCap.map->plans().size(), 100);

        map.plans() << MovementPlan{"one more", "", map.hexAtIndex(0), {"e"}, {}};
        QCOMPARE(saveMapFile(map, path), QString());
        const MapLoadResult past = loadMapFile(path);
        QVERIFY(!past.map);
        QCOMPARE(past.error, path
                                 + ": plans[100].orders: the plans' orders pass 1000000 in all "
                                   "here (at most 1000000 in all the plans together)");

        map.plans() = {MovementPlan{"long", "", map.hexAtIndex(0), full + QStringList{"h"}, {}}};
        QCOMPARE(saveMapFile(map, path), QString());
        const MapLoadResult tooLong = loadMapFile(path);
        QVERIFY(!tooLong.map);
        QCOMPARE(tooLong.error,
                 path + ": plans[0].orders: 10001 orders; a plan holds at most 10000");
    }

    void bigMapRoundTrips()
    {
        // Timings of this save and load are measured by benchmarks/bench_fileio, not here.
        const HexMap map = sampleMap(MapShape{1000, 1000, {}, LabelScheme::ColRow}, 5);
        QTemporaryDir dir;
        const QString path = dir.filePath("big.hexmap");
        QCOMPARE(saveMapFile(map, path), QString());
        const MapLoadResult r = loadMapFile(path);
        QVERIFY(r.map && *r.map == map);
    }

    void denseBytesPerHex()
    {
        const HexMap map(MapShape{2000, 2000, {}, LabelScheme::ColRow}, "r", IdTable({"a"}), {},
                         {});
        const double perHex = static_cast<double>(map.denseBytes()) / map.hexCount();
        qInfo("2000x2000 map: %zu dense bytes, %.2f bytes/hex", map.denseBytes(), perHex);
        QVERIFY(perHex <= 16.0);
    }
};

QTEST_GUILESS_MAIN(TestMapFile)
#include "tst_mapfile.moc"
