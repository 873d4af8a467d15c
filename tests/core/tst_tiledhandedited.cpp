// Tiled files edited by hand or made by a script hold what Tiled's editor never writes; where
// reading on would change the map without a word, the import refuses them, naming the place, in
// .tmx and .tmj alike (probe18 S02, S03):
// - an object's x, y, width or height that is no finite number was read as 0 (a label landed on
//   hex 0,0) or called "off the map";
// - a tileset's tile id, a tile's or object's property, or an infinite map's cell (two chunks
//   over it) given twice was taken with one of the two winning.
// Each map is 2 × 1 pointy hexes of 28 × 32 pixels: hex 0,0 is centred at 14,16, hex 1,0 at 42,16.
#include "io/tiledfile.h"

#include <QTest>

using namespace hexstride;

namespace {
const QByteArray kTileset = "<tileset firstgid=\"1\" name=\"t\" tilewidth=\"28\" tileheight=\"32\" "
                            "tilecount=\"2\"/>";

/// A finite .tmx map of two open hexes; `tiles` and `objects` go into its tileset and an object
/// layer "o".
QByteArray xmlMap(const QByteArray &tiles, const QByteArray &objects)
{
    return "<map orientation=\"hexagonal\" width=\"2\" height=\"1\" tilewidth=\"28\" "
           "tileheight=\"32\" hexsidelength=\"16\" staggeraxis=\"y\" staggerindex=\"odd\">"
           "<tileset firstgid=\"1\" name=\"t\" tilewidth=\"28\" tileheight=\"32\" tilecount=\"2\">"
           + tiles
           + "</tileset><layer name=\"g\"><data encoding=\"csv\">1,1</data></layer>"
             "<objectgroup name=\"o\">"
           + objects + "</objectgroup></map>";
}

/// The same map as a .tmj.
QByteArray jsonMap(const QByteArray &tiles, const QByteArray &objects)
{
    return "{\"orientation\":\"hexagonal\",\"width\":2,\"height\":1,\"tilewidth\":28,"
           "\"tileheight\":32,\"hexsidelength\":16,\"staggeraxis\":\"y\",\"staggerindex\":\"odd\","
           "\"tilesets\":[{\"firstgid\":1,\"name\":\"t\",\"tilewidth\":28,\"tileheight\":32,"
           "\"tilecount\":2,\"tiles\":["
           + tiles
           + "]}],\"layers\":[{\"type\":\"tilelayer\",\"name\":\"g\",\"data\":[1,1]},"
             "{\"type\":\"objectgroup\",\"name\":\"o\",\"objects\":["
           + objects + "]}]}";
}

/// An infinite .tmx map of one tile layer "g" holding `chunks`.
QByteArray xmlChunks(const QByteArray &chunks)
{
    return "<map orientation=\"hexagonal\" width=\"0\" height=\"0\" tilewidth=\"28\" "
           "tileheight=\"32\" hexsidelength=\"16\" staggeraxis=\"y\" staggerindex=\"odd\" "
           "infinite=\"1\">"
           + kTileset + "<layer name=\"g\"><data encoding=\"csv\">" + chunks
           + "</data></layer></map>";
}

/// The same as a .tmj.
QByteArray jsonChunks(const QByteArray &chunks)
{
    return "{\"orientation\":\"hexagonal\",\"width\":0,\"height\":0,\"tilewidth\":28,"
           "\"tileheight\":32,\"hexsidelength\":16,\"staggeraxis\":\"y\",\"staggerindex\":\"odd\","
           "\"infinite\":true,\"tilesets\":[{\"firstgid\":1,\"name\":\"t\",\"tilewidth\":28,"
           "\"tileheight\":32,\"tilecount\":2}],\"layers\":[{\"type\":\"tilelayer\",\"name\":\"g\","
           "\"chunks\":["
           + chunks + "]}]}";
}

MapLoadResult load(const QByteArray &text, bool json)
{
    return loadTiledData(text, json ? QStringLiteral("m.tmj") : QStringLiteral("m.tmx"), QString(),
                         json);
}

/// Why the file is refused, or "read, not refused".
QString refusal(const QByteArray &text, bool json)
{
    const MapLoadResult r = load(text, json);
    return r.map ? QStringLiteral("read, not refused") : r.error;
}
} // namespace

class TestTiledHandEdited : public QObject
{
    Q_OBJECT

private slots:
    void objectNumbersMustBeFinite_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("json");
        QTest::addColumn<QString>("expected");
        const auto xmlText = [](const QByteArray &attributes) {
            return xmlMap({}, "<object id=\"4\" " + attributes + "><text>Ford</text></object>");
        };
        const QString xmlBad = "m.tmx: line 1: layer \"o\", object 4: bad %1 \"%2\" (expected a "
                               "number)";
        QTest::newRow("xml text x abc") << xmlText("x=\"abc\" y=\"16\" width=\"40\" height=\"20\"")
                                        << false << xmlBad.arg("x", "abc");
        QTest::newRow("xml text y abc") << xmlText("x=\"16\" y=\"abc\" width=\"40\" height=\"20\"")
                                        << false << xmlBad.arg("y", "abc");
        QTest::newRow("xml text width 40px")
            << xmlText("x=\"16\" y=\"16\" width=\"40px\" height=\"20\"") << false
            << xmlBad.arg("width", "40px");
        QTest::newRow("xml text height empty")
            << xmlText("x=\"16\" y=\"16\" width=\"40\" height=\"\"") << false
            << xmlBad.arg("height", "");
        const auto xmlPoint = [](const QByteArray &x) {
            return xmlMap({}, "<object id=\"4\" type=\"town\" x=\"" + x
                                  + "\" y=\"16\"><point/></object>");
        };
        for (const char *x : {"abc", "16px", "1e400", "nan", "inf", "-inf", "0x10"})
            QTest::newRow(qPrintable(QStringLiteral("xml point x %1").arg(x)))
                << xmlPoint(x) << false << xmlBad.arg("x", x);
        QTest::newRow("xml polyline x abc")
            << xmlMap({}, "<object id=\"4\" type=\"road\" x=\"abc\" y=\"16\">"
                          "<polyline points=\"0,0 28,0\"/></object>")
            << false << xmlBad.arg("x", "abc");
        const auto jsonText = [](const QByteArray &x) {
            return jsonMap({}, "{\"id\":4,\"x\":" + x
                                   + ",\"y\":16,\"width\":40,\"height\":20,"
                                     "\"text\":{\"text\":\"Ford\"}}");
        };
        const QString jsonBad = "m.tmj: layers[1].objects[0]: layer \"o\", object 4: bad %1 "
                                "\"%2\" (expected a number)";
        QTest::newRow("json text x string")
            << jsonText("\"abc\"") << true << jsonBad.arg("x", "\"abc\"");
        QTest::newRow("json text x string of digits")
            << jsonText("\"16\"") << true << jsonBad.arg("x", "\"16\"");
        QTest::newRow("json text x null") << jsonText("null") << true << jsonBad.arg("x", "null");
        QTest::newRow("json text x true") << jsonText("true") << true << jsonBad.arg("x", "true");
        QTest::newRow("json text x array") << jsonText("[16]") << true << jsonBad.arg("x", "[16]");
        QTest::newRow("json point height string")
            << jsonMap({}, "{\"id\":4,\"type\":\"town\",\"x\":16,\"y\":16,\"height\":\"h\","
                           "\"point\":true}")
            << true << jsonBad.arg("height", "\"h\"");
        QTest::newRow("json polyline y null")
            << jsonMap({}, "{\"id\":4,\"type\":\"road\",\"x\":0,\"y\":null,"
                           "\"polyline\":[{\"x\":0,\"y\":0},{\"x\":28,\"y\":0}]}")
            << true << jsonBad.arg("y", "null");
    }
    void objectNumbersMustBeFinite()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, json);
        QFETCH(QString, expected);
        QCOMPARE(refusal(text, json), expected);
    }

    /// The control: numbers (white space around them too, as Tiled's own reader takes them) and
    /// absent fields (0, as in Tiled) still read; a text 20 wide at x 30 lands on hex 1,0 (its
    /// middle at 40), at x 0 on hex 0,0 (its middle at 10).
    void objectNumbersThatAreNumbersRead_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("json");
        QTest::addColumn<int>("col");
        QTest::newRow("xml x 30") << xmlMap({}, "<object id=\"4\" x=\"30\" y=\"0\" width=\"20\" "
                                                "height=\"32\"><text>Ford</text></object>")
                                  << false << 1;
        QTest::newRow("xml x 3e1, no y") << xmlMap({}, "<object id=\"4\" x=\" 3e1 \" width=\"20\" "
                                                       "height=\"32\"><text>Ford</text></object>")
                                         << false << 1;
        QTest::newRow("xml no x, no height")
            << xmlMap({}, "<object id=\"4\" y=\"16\" width=\"20\"><text>Ford</text></object>")
            << false << 0;
        QTest::newRow("json x 30") << jsonMap({}, "{\"id\":4,\"x\":30,\"y\":0,\"width\":20,"
                                                  "\"height\":32,\"text\":{\"text\":\"Ford\"}}")
                                   << true << 1;
        QTest::newRow("json no x, no height")
            << jsonMap({}, "{\"id\":4,\"y\":16,\"width\":20,\"text\":{\"text\":\"Ford\"}}") << true
            << 0;
    }
    void objectNumbersThatAreNumbersRead()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, json);
        QFETCH(int, col);
        const MapLoadResult r = load(text, json);
        QVERIFY2(r.map, qPrintable(r.error));
        QCOMPARE(r.map->labels().size(), 1);
        QCOMPARE(r.map->grid().toOffset(r.map->labels().first().hex).col, col);
    }

    void givenTwiceIsRefused_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("json");
        QTest::addColumn<QString>("expected");
        const QString tail = "; Hexstride reads one";
        QTest::newRow("xml tile id twice")
            << xmlMap("<tile id=\"1\" type=\"open\"/><tile id=\"0\" type=\"open\"/>"
                      "<tile id=\"1\" type=\"water\"/>",
                      {})
            << false
            << "m.tmx: tileset 1 (\"t\"): tile id 1 is given twice (entries 1 and 3 of its tiles)"
                   + tail;
        QTest::newRow("json tile id twice")
            << jsonMap("{\"id\":0,\"type\":\"open\"},{\"id\":0,\"type\":\"water\"}", {}) << true
            << "m.tmj: tileset 1 (\"t\"): tile id 0 is given twice (entries 1 and 2 of its tiles)"
                   + tail;
        QTest::newRow("xml tile property twice")
            << xmlMap("<tile id=\"0\"><properties><property name=\"terrain\" value=\"open\"/>"
                      "<property name=\"note\" value=\"x\"/>"
                      "<property name=\"terrain\" value=\"water\"/></properties></tile>",
                      {})
            << false
            << "m.tmx: tileset 1 (\"t\"), tile id 0: property \"terrain\" is given twice "
               "(properties 1 and 3)"
                   + tail;
        QTest::newRow("json tile property twice")
            << jsonMap("{\"id\":1,\"properties\":[{\"name\":\"terrain\",\"value\":\"open\"},"
                       "{\"name\":\"terrain\",\"value\":\"water\"}]}",
                       {})
            << true
            << "m.tmj: tileset 1 (\"t\"), tile id 1: property \"terrain\" is given twice "
               "(properties 1 and 2)"
                   + tail;
        QTest::newRow("xml object property twice")
            << xmlMap({}, "<object id=\"3\" x=\"16\" y=\"16\"><point/><properties>"
                          "<property name=\"elevation\" type=\"int\" value=\"3\"/>"
                          "<property name=\"elevation\" type=\"int\" value=\"9\"/>"
                          "</properties></object>")
            << false
            << "m.tmx: layer \"o\", object 3: property \"elevation\" is given twice (properties "
               "1 and 2)"
                   + tail;
        QTest::newRow("json object property twice")
            << jsonMap({}, "{\"id\":3,\"x\":16,\"y\":16,\"point\":true,\"properties\":["
                           "{\"name\":\"elevation\",\"type\":\"int\",\"value\":3},"
                           "{\"name\":\"elevation\",\"type\":\"int\",\"value\":9}]}")
            << true
            << "m.tmj: layer \"o\", object 3: property \"elevation\" is given twice (properties "
               "1 and 2)"
                   + tail;
        QTest::newRow("xml map property twice")
            << xmlMap({}, {}).replace("<tileset", "<properties><property name=\"a\" value=\"1\"/>"
                                                  "<property name=\"a\" value=\"2\"/>"
                                                  "</properties><tileset")
            << false << "m.tmx: map: property \"a\" is given twice (properties 1 and 2)" + tail;
        const QByteArray ones(4, '1');
        QTest::newRow("xml chunk twice")
            << xmlChunks("<chunk x=\"0\" y=\"0\" width=\"2\" height=\"2\">1,1,1,1</chunk>"
                         "<chunk x=\"0\" y=\"0\" width=\"2\" height=\"2\">2,2,2,2</chunk>")
            << false
            << "m.tmx: layer \"g\": cell 0,0 is given twice (chunks 1 and 2, at 0,0 and 0,0)"
                   + tail;
        QTest::newRow("xml chunks overlapping")
            << xmlChunks("<chunk x=\"-2\" y=\"0\" width=\"2\" height=\"1\">1,1</chunk>"
                         "<chunk x=\"0\" y=\"0\" width=\"3\" height=\"3\">1,1,1,1,1,1,1,1,1</chunk>"
                         "<chunk x=\"2\" y=\"1\" width=\"2\" height=\"2\">2,2,2,2</chunk>")
            << false
            << "m.tmx: layer \"g\": cell 2,1 is given twice (chunks 2 and 3, at 0,0 and 2,1)"
                   + tail;
        QTest::newRow("json chunks overlapping")
            << jsonChunks("{\"x\":0,\"y\":0,\"width\":2,\"height\":2,\"data\":[1,1,1,1]},"
                          "{\"x\":1,\"y\":-1,\"width\":2,\"height\":2,\"data\":[2,2,2,2]}")
            << true
            << "m.tmj: layer \"g\": cell 1,0 is given twice (chunks 1 and 2, at 0,0 and 1,-1)"
                   + tail;
    }
    void givenTwiceIsRefused()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, json);
        QFETCH(QString, expected);
        QCOMPARE(refusal(text, json), expected);
    }

    /// The control: chunks side by side, and the same property name on two tiles or objects,
    /// read.
    void givenOnceReads()
    {
        const MapLoadResult chunks
            = load(jsonChunks("{\"x\":0,\"y\":0,\"width\":2,\"height\":1,\"data\":[1,1]},"
                              "{\"x\":2,\"y\":0,\"width\":1,\"height\":2,\"data\":[2,2]},"
                              "{\"x\":0,\"y\":1,\"width\":2,\"height\":1,\"data\":[1,2]}"),
                   true);
        QVERIFY2(chunks.map, qPrintable(chunks.error));
        QCOMPARE(chunks.map->width(), 3);
        QCOMPARE(chunks.map->height(), 2);
        const QByteArray terrain = "<properties><property name=\"terrain\" value=\"T\"/>"
                                   "</properties>";
        const MapLoadResult tiles = load(
            xmlMap("<tile id=\"0\">" + QByteArray(terrain).replace("T", "open") + "</tile>"
                       + "<tile id=\"1\">" + QByteArray(terrain).replace("T", "water") + "</tile>",
                   "<object id=\"3\" x=\"14\" y=\"16\"><point/><properties><property "
                   "name=\"elevation\" value=\"2\"/></properties></object><object id=\"5\" "
                   "x=\"42\" y=\"16\"><point/><properties><property name=\"elevation\" "
                   "value=\"4\"/></properties></object>"),
            false);
        QVERIFY2(tiles.map, qPrintable(tiles.error));
        QCOMPARE(tiles.map->elevationLayer(), (std::vector<std::int16_t>{2, 4}));
    }
};

QTEST_GUILESS_MAIN(TestTiledHandEdited)
#include "tst_tiledhandedited.moc"
