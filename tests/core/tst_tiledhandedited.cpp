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

MapLoadResult load(const QByteArray &text, bool json)
{
    return loadTiledData(text, json ? QStringLiteral("m.tmj") : QStringLiteral("m.tmx"), QString(),
                         json);
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
        const MapLoadResult r = load(text, json);
        QVERIFY2(!r.map, "read, not refused");
        QCOMPARE(r.error, expected);
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
};

QTEST_GUILESS_MAIN(TestTiledHandEdited)
#include "tst_tiledhandedited.moc"
