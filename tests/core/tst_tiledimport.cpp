// Tiled maps written by hand (tests/data/tiled, each also read by Tiled 1.8.2 itself) import
// with the terrains, features, labels and elevation they show; hostile ones are refused.
#include "hex/edge.h"
#include "io/gzip.h"
#include "io/tiledfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;

Q_DECLARE_METATYPE(hexstride::HexGridLayout)

namespace {
QString data(const QString &name)
{
    return QStringLiteral(HEXSTRIDE_TEST_DATA_DIR "/tiled/") + name;
}

QString terrainAt(const HexMap &map, int col, int row)
{
    return map.terrains().id(map.terrainLayer()[std::size_t(row * map.width() + col)]);
}

/// The terrains of the hand-made 4 × 3 maps, row by row: gid 3 names no terrain, gid 0 is empty.
const QStringList kExpected{"clear", "forest", "tile 3", "water", //
                            "empty", "forest", "clear",  "water", //
                            "water", "tile 3", "forest", "clear"};

QStringList terrains(const HexMap &map)
{
    QStringList out;
    for (int row = 0; row < map.height(); ++row)
        for (int col = 0; col < map.width(); ++col)
            out << terrainAt(map, col, row);
    return out;
}

QString loadError(const QByteArray &text, bool json)
{
    return loadTiledData(text, QStringLiteral("hostile.tmx"), QString(), json).error;
}

QByteArray pointyMap(const QByteArray &size, const QByteArray &data)
{
    return "<map orientation=\"hexagonal\" " + size
           + " tilewidth=\"28\" tileheight=\"32\" hexsidelength=\"16\" staggeraxis=\"y\" "
             "staggerindex=\"odd\"><layer name=\"g\">"
           + data + "</layer></map>";
}
} // namespace

class TestTiledImport : public QObject
{
    Q_OBJECT

private slots:
    void terrainsOfEveryEncodingAndLayout_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<HexGridLayout>("grid");
        const HexGridLayout pointyOdd{Orientation::PointyTop, OffsetParity::OddShifted};
        QTest::newRow("xml csv, external tsx") << "pointy-odd-csv.tmx" << pointyOdd;
        QTest::newRow("xml base64 zlib, flat even")
            << "flat-even-zlib.tmx"
            << HexGridLayout{Orientation::FlatTop, OffsetParity::EvenShifted};
        QTest::newRow("json base64 gzip, flat odd")
            << "flat-odd-gzip.tmj" << HexGridLayout{Orientation::FlatTop, OffsetParity::OddShifted};
        QTest::newRow("json base64, pointy even")
            << "pointy-even-base64.tmj"
            << HexGridLayout{Orientation::PointyTop, OffsetParity::EvenShifted};
        // Chunks from row -1: renumbered from 0, the odd rows are the shifted ones again.
        QTest::newRow("infinite, chunks") << "pointy-infinite.tmx" << pointyOdd;
    }
    void terrainsOfEveryEncodingAndLayout()
    {
        QFETCH(QString, file);
        QFETCH(HexGridLayout, grid);
        QList<tiled::TileTerrain> made;
        const MapLoadResult r = loadTiledMap(data(file), {}, &made);
        QVERIFY2(r.map, qPrintable(r.error));
        QCOMPARE(r.map->width(), 4);
        QCOMPARE(r.map->height(), 3);
        QCOMPARE(r.map->grid(), grid);
        QCOMPARE(terrains(*r.map), kExpected);
        QCOMPARE(r.map->rulesetId(), QStringLiteral("battle-federations")); // first bundled by name
        // The tile that names no terrain: its picture is the third square of the tileset image.
        QCOMPARE(made.size(), 1);
        QCOMPARE(made[0].terrain, QStringLiteral("tile 3"));
        QCOMPARE(QFileInfo(made[0].image).fileName(), QStringLiteral("terrains.png"));
        QCOMPARE(made[0].x, 64);
        QCOMPARE(made[0].width, 32);
    }

    void objectsBecomeFeaturesLabelsAndElevation()
    {
        const MapLoadResult r = loadTiledMap(data(QStringLiteral("pointy-odd-csv.tmx")));
        QVERIFY2(r.map, qPrintable(r.error));
        const HexMap &m = *r.map;
        const Hex town = m.grid().toHex({2, 1});
        QCOMPARE(m.hexFeatureIds().ids(), QStringList{"town"});
        QCOMPARE(m.hexFeatures(town), FeatureMask(1));
        QCOMPARE(m.labels().size(), 1);
        QCOMPARE(m.labels()[0].hex, m.grid().toHex({0, 0}));
        QCOMPARE(m.labels()[0].text, QStringLiteral("Ford"));
        QCOMPARE(m.labels()[0].colour, 0xff0000u);
        QVERIFY(m.labels()[0].bold);
        const Hex a = m.grid().toHex({0, 0}), b = m.grid().toHex({1, 0});
        QCOMPARE(m.edgeFeatureIds().ids(), QStringList{"river"});
        QCOMPARE(m.edgeFeatures(edgeOf(a, directionTo(a, b))), FeatureMask(1));
        int sides = 0;
        m.forEachFeatureEdge([&](EdgeId, FeatureMask) { ++sides; });
        QCOMPARE(sides, 1);
        QCOMPARE(m.elevation(m.grid().toHex({3, 2})), 3);
        QCOMPARE(m.elevation(m.grid().toHex({2, 2})), 0);
    }

    void tileMapRenamesTiles()
    {
        tiled::ImportOptions opt;
        opt.tileMap.insert(QStringLiteral("tile 3"), QStringLiteral("hills"));
        opt.tileMap.insert(QStringLiteral("empty"), QStringLiteral("water"));
        const MapLoadResult r = loadTiledMap(data(QStringLiteral("flat-odd-gzip.tmj")), opt);
        QVERIFY2(r.map, qPrintable(r.error));
        QCOMPARE(terrainAt(*r.map, 2, 0), QStringLiteral("hills"));
        QCOMPARE(terrainAt(*r.map, 0, 1), QStringLiteral("water"));
    }

    void knownTerrainsOnlyAreTaken()
    {
        tiled::ImportOptions opt;
        opt.knownTerrains = QStringList{"clear", "water"}; // no "forest" in this ruleset
        const MapLoadResult r = loadTiledMap(data(QStringLiteral("pointy-odd-csv.tmx")), opt);
        QVERIFY2(r.map, qPrintable(r.error));
        QCOMPARE(terrainAt(*r.map, 0, 0), QStringLiteral("clear"));
        QCOMPARE(terrainAt(*r.map, 1, 0), QStringLiteral("tile 2"));
    }

    void nonHexagonalMapsAreRefusedByName()
    {
        const MapLoadResult r = loadTiledMap(data(QStringLiteral("orthogonal.tmx")));
        QVERIFY(!r.map);
        QVERIFY2(r.error.contains(QStringLiteral("orthogonal.tmx")), qPrintable(r.error));
        QVERIFY2(r.error.contains(QStringLiteral("hexagonal Tiled maps only")),
                 qPrintable(r.error));
    }

    void hostileInputGivesClearErrors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("json");
        QTest::addColumn<QString>("expected");
        const QByteArray size = "width=\"2\" height=\"1\"";
        QTest::newRow("huge") << pointyMap("width=\"100000\" height=\"100000\"", "") << false
                              << "width: expected a whole number in 1..2000";
        QTest::newRow("bad base64") << pointyMap(size, "<data encoding=\"base64\">@@@@</data>")
                                    << false << "the base64 data is malformed";
        QTest::newRow("too few csv") << pointyMap(size, "<data encoding=\"csv\">1</data>") << false
                                     << "expected 2 tiles, found 1";
        QTest::newRow("not a number") << pointyMap(size, "<data encoding=\"csv\">1,x</data>")
                                      << false << "expected a tile number";
        // 2 tiles are 8 bytes; this stream inflates to 64 MB.
        const QByteArray bomb
            = zip::zlibCompress(QByteArray(64 << 20, '\0').constData(), 64 << 20, 9).toBase64();
        QTest::newRow("zlib bomb")
            << pointyMap(size, "<data encoding=\"base64\" compression=\"zlib\">" + bomb + "</data>")
            << false << "layer \"g\": zlib data:";
        QTest::newRow("xml syntax")
            << QByteArray("<map orientation=\"hexagonal\"><layer") << false << "line 1:";
        QTest::newRow("json huge") << QByteArray("{\"orientation\":\"hexagonal\",\"width\":1e12}")
                                   << true << "width: expected a whole number";
        QTest::newRow("json short data") << QByteArray(
            "{\"orientation\":\"hexagonal\",\"width\":2,\"height\":1,\"tilewidth\":28,"
            "\"tileheight\":32,\"staggeraxis\":\"y\",\"staggerindex\":\"odd\","
            "\"layers\":[{\"type\":\"tilelayer\",\"data\":[1]}]}")
                                         << true << "layers[0].data: expected 2 tiles";
        QTest::newRow("missing tileset")
            << QByteArray("<map orientation=\"hexagonal\" width=\"1\" height=\"1\" tilewidth=\"2\" "
                          "tileheight=\"2\"><tileset firstgid=\"1\" source=\"nowhere.tsx\"/></map>")
            << false << "tileset nowhere.tsx:";
        QByteArray groups = pointyMap(size, "<data encoding=\"csv\">0,0</data>");
        groups.replace("<layer", QByteArray("<group>").repeated(40) + "<layer");
        QTest::newRow("deep groups") << groups << false << "groups nested too deep";
        // Five layers of 2000 × 2000 tiles, each a few kilobytes of zlib: 80 MB of gids.
        const QByteArray zeros
            = zip::zlibCompress(QByteArray(2000 * 2000 * 4, '\0').constData(), 2000 * 2000 * 4, 9)
                  .toBase64();
        QByteArray layers;
        for (int i = 0; i < 5; ++i)
            layers += "<layer name=\"l\"><data encoding=\"base64\" compression=\"zlib\">" + zeros
                      + "</data></layer>";
        QTest::newRow("too many tiles in all")
            << pointyMap("width=\"2000\" height=\"2000\"", "<data encoding=\"csv\"></data>")
                   .replace("<layer name=\"g\"><data encoding=\"csv\"></data></layer>", layers)
            << false << "more than 16000000 tiles in all";
        QTest::newRow("bad stagger axis") << QByteArray(
            "<map orientation=\"hexagonal\" width=\"1\" height=\"1\" tilewidth=\"2\" "
            "tileheight=\"2\" staggeraxis=\"z\"><layer><data encoding=\"csv\">0</data>"
            "</layer></map>") << false << "staggeraxis: expected x or y";
    }
    void hostileInputGivesClearErrors()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, json);
        QFETCH(QString, expected);
        const QString error = loadError(text, json);
        QVERIFY2(error.startsWith(QStringLiteral("hostile.tmx: ")), qPrintable(error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestTiledImport)
#include "tst_tiledimport.moc"
