// Our Tiled exports against the real thing: Debian's `tiled` package renders them with
// tmxrasterizer and reads and rewrites them with `tiled --export-map`, and what Tiled wrote reads
// back as the map we exported. Where the package is not installed the checks skip, saying so
// loudly; in CI (CI set), which installs it (scripts/setup.sh), they fail instead.
#include "../shared/missingtool.h"
#include "support/clitestmaps.h"
#include "testpaths.h"

#include "hex/edge.h"
#include "io/mapfile.h"

#include <QDir>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace hexstride;
using clitest::cli;

namespace {
const QString kData = testpaths::data();

/// A small map with something of everything: terrains, hex and side features (a run of three
/// sides and a border side), labels, elevation, a unit and a plan.
HexMap sampleMap(HexGridLayout grid)
{
    HexMap map(MapShape{6, 5, grid, LabelScheme::ColRow}, QStringLiteral("pbm-strategic"),
               IdTable({QStringLiteral("plains"), QStringLiteral("forest"), QStringLiteral("sea")}),
               IdTable({QStringLiteral("town"), QStringLiteral("city")}),
               IdTable({QStringLiteral("minor-river"), QStringLiteral("road")}));
    map.setTitle(QStringLiteral("Tiled check"));
    for (int i = 0; i < map.hexCount(); ++i)
        map.terrainLayer()[std::size_t(i)] = std::uint8_t(i % 3);
    const Hex a = grid.toHex({2, 2});
    map.setHexFeatures(a, 3);
    map.setElevation(a, 250);
    map.setElevation(grid.toHex({0, 4}), -5);
    for (int d : {0, 1, 2})
        map.setEdgeFeatures(edgeOf(a, d), 1);
    map.setEdgeFeatures(edgeOf(grid.toHex({0, 0}), 3), 2); // a border side
    map.labels().append(
        MapLabel{grid.toHex({1, 1}), QStringLiteral("Ford «old»"), 1.5, false, true, 0x2040a0});
    map.units().append(MapUnit{QStringLiteral("Army 1"), QStringLiteral("north"), a, {}, 300});
    map.plans().append(MovementPlan{QStringLiteral("plan"),
                                    QStringLiteral("Army 1"),
                                    a,
                                    {QStringLiteral("e"), QStringLiteral("h")},
                                    {}});
    return map;
}

/// The size of the picture Tiled draws of a W × H map (its hexagonal renderer): pointy-top
/// tiles 56 × 64, rows 48 apart, odd or even rows pushed 28 right; flat-top transposed.
QSize tiledPictureSize(Orientation o, int w, int h)
{
    if (o == Orientation::PointyTop)
        return {w * 56 + (h > 1 ? 28 : 0), h * 48 + 16};
    return {w * 48 + 16, h * 56 + (w > 1 ? 28 : 0)};
}

struct Tool
{
    int code = -1;
    QString output;
};

Tool runTool(const QString &program, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(60000))
        return {-1, QStringLiteral("%1 did not finish").arg(program)};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2,
            QString::fromUtf8(p.readAll())};
}
} // namespace

Q_DECLARE_METATYPE(hexstride::HexGridLayout)

class TestTiledTools : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    /// The sample map saved as JSON and converted by hexstride-cli to OUT.
    void exportSample(HexGridLayout grid, const QString &out, HexMap &map)
    {
        map = sampleMap(grid);
        const QString json = m_dir.filePath(QStringLiteral("sample.json"));
        QCOMPARE(saveMapFile(map, json), QString());
        const auto r = cli({QStringLiteral("convert"), json, out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
    }

private slots:
    void layouts_data()
    {
        QTest::addColumn<HexGridLayout>("grid");
        QTest::addColumn<QString>("suffix");
        for (const auto o : {Orientation::PointyTop, Orientation::FlatTop}) {
            for (const auto p : {OffsetParity::OddShifted, OffsetParity::EvenShifted}) {
                for (const char *suffix : {"tmx", "tmj"})
                    QTest::newRow(
                        qPrintable(QStringLiteral("%1 %2 %3")
                                       .arg(orientationId(o), parityId(p), QLatin1String(suffix))))
                        << HexGridLayout{o, p} << QString::fromLatin1(suffix);
            }
        }
    }

    void tmxrasterizerDrawsOurExport_data() { layouts_data(); }
    void tmxrasterizerDrawsOurExport()
    {
        const QString rasterizer = QStandardPaths::findExecutable(QStringLiteral("tmxrasterizer"));
        if (rasterizer.isEmpty())
            HEXSTRIDE_SKIP_OUTSIDE_CI("tmxrasterizer not found: install Debian's `tiled` package "
                                      "to check exports against Tiled's own renderer");
        QFETCH(HexGridLayout, grid);
        QFETCH(QString, suffix);
        HexMap map;
        const QString out = m_dir.filePath(QStringLiteral("drawn.") + suffix);
        exportSample(grid, out, map);
        QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("drawn.terrains.png"))));
        const QString png
            = m_dir.filePath(QStringLiteral("drawn-") + suffix + QStringLiteral(".png"));
        const Tool t = runTool(rasterizer, {out, png});
        QVERIFY2(t.code == 0, qPrintable(t.output));
        const QImage image(png);
        QVERIFY2(!image.isNull(), "tmxrasterizer wrote no PNG");
        QCOMPARE(image.size(), tiledPictureSize(grid.orientation, map.width(), map.height()));
        // The tileset was found and drawn: the centre of hex (0, 0) has the first terrain's tile
        // (opaque), not the empty background.
        const QPoint centre
            = grid.orientation == Orientation::PointyTop ? QPoint(28, 32) : QPoint(32, 28);
        QCOMPARE(qAlpha(image.pixel(centre)), 255);
    }

    void tiledRewritesOurExportAndWeReadItBack_data() { layouts_data(); }
    void tiledRewritesOurExportAndWeReadItBack()
    {
        const QString tiled = QStandardPaths::findExecutable(QStringLiteral("tiled"));
        if (tiled.isEmpty())
            HEXSTRIDE_SKIP_OUTSIDE_CI("tiled not found: install Debian's `tiled` package to check "
                                      "exports against Tiled's own reader");
        QFETCH(HexGridLayout, grid);
        QFETCH(QString, suffix);
        HexMap map;
        const QString ours = m_dir.filePath(QStringLiteral("ours.") + suffix);
        exportSample(grid, ours, map);
        const QString theirs = m_dir.filePath(QStringLiteral("theirs.") + suffix);
        const Tool t = runTool(
            tiled, {QStringLiteral("--export-map"),
                    suffix == QLatin1String("tmx") ? QStringLiteral("tmx") : QStringLiteral("json"),
                    ours, theirs});
        QVERIFY2(t.code == 0, qPrintable(t.output));
        const MapLoadResult back = loadMapFile(theirs);
        QVERIFY2(back.map, qPrintable(back.error));
        QVERIFY(back.map->terrainLayer() == map.terrainLayer());
        QVERIFY(back.map->edgeLayer() == map.edgeLayer());
        QVERIFY(back.map->hexFeatureLayer() == map.hexFeatureLayer());
        QVERIFY(back.map->elevationLayer() == map.elevationLayer());
        QVERIFY(back.map->labels() == map.labels());
        QVERIFY(*back.map == map);
    }

    // Probe 9, finding 30: convert to .tmx says which label loses its control characters (the
    // ESC is shown escaped on stderr) and still writes the map; .tmj keeps them, silently.
    void cliConvertNamesALabelTmxCannotHold()
    {
        HexMap map = sampleMap(HexGridLayout{});
        map.labels().append(MapLabel{HexGridLayout{}.toHex({3, 3}), QStringLiteral("A\x1b[2JB")});
        const QString json = m_dir.filePath(QStringLiteral("esc.json"));
        QCOMPARE(saveMapFile(map, json), QString());
        const QString tmx = m_dir.filePath(QStringLiteral("esc.tmx"));
        const auto r = cli({QStringLiteral("convert"), json, tmx});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.err, tmx
                            + QStringLiteral(": label \"A\\x1b[2JB\" in 3,3: XML cannot hold its "
                                             "control characters; the .tmx file has the label "
                                             "without them\n"));
        QVERIFY(QFile::exists(tmx));
        // JSON holds every character: no word about the label (the .tmx's tileset picture, of
        // the same name, is replaced, and said so).
        const auto tmj = cli({QStringLiteral("convert"), json, m_dir.filePath("esc.tmj")});
        QCOMPARE(tmj.code, 0);
        QCOMPARE(tmj.err, m_dir.filePath("esc.terrains.png")
                              + QStringLiteral(": replaced by the Tiled map's tileset picture\n"));
    }

    // Probe 15, P11: the .tmx and its tileset picture are written all or none. A .tmx that
    // cannot be written (a folder or a FIFO in its place) leaves the user's own picture as it was.
    void cliConvertWritesTheMapAndItsPictureTogether_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("folder") << "folder";
        QTest::newRow("FIFO") << "fifo";
    }
    void cliConvertWritesTheMapAndItsPictureTogether()
    {
        QFETCH(QString, kind);
        const QString json = m_dir.filePath("pair.json");
        QCOMPARE(saveMapFile(sampleMap(HexGridLayout{}), json), QString());
        const QString tmx = m_dir.filePath(kind + ".tmx");
        const QString picture = m_dir.filePath(kind + ".terrains.png");
        if (kind == "folder")
            QVERIFY(QDir(m_dir.path()).mkdir(kind + ".tmx"));
        else
            QCOMPARE(::mkfifo(QFile::encodeName(tmx).constData(), 0600), 0);
        QFile own(picture);
        QVERIFY(own.open(QIODevice::WriteOnly));
        own.write("my own picture");
        own.close();
        const auto r = cli({QStringLiteral("convert"), json, tmx});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.startsWith(tmx + ": is "), qPrintable(r.err));
        QVERIFY2(!r.err.contains("replaced"), qPrintable(r.err));
        QVERIFY(own.open(QIODevice::ReadOnly));
        QCOMPARE(own.readAll(), QByteArray("my own picture"));
        QCOMPARE(QDir(m_dir.path()).entryList({kind + "*"}, QDir::AllEntries | QDir::System).size(),
                 2); // the target and the picture, no staging left behind
    }

    void cliMapsTilesOntoTerrains()
    {
        const QString tileMap = m_dir.filePath(QStringLiteral("tiles.txt"));
        QFile f(tileMap);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# tiles of the hand-made map\ntile 3 = hills\nempty = sea\n");
        f.close();
        const QString out = m_dir.filePath(QStringLiteral("mapped.json"));
        const auto r = cli({QStringLiteral("convert"), QStringLiteral("--tile-map"), tileMap,
                            QStringLiteral("--ruleset"), QStringLiteral("pbm-strategic"),
                            kData + QStringLiteral("/tiled/pointy-odd-csv.tmx"), out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const MapLoadResult m = loadMapFile(out);
        QVERIFY2(m.map, qPrintable(m.error));
        QVERIFY(m.map->terrains().ids().contains(QStringLiteral("hills")));
        QVERIFY(!m.map->terrains().ids().contains(QStringLiteral("tile 3")));
        QCOMPARE(m.map->terrains().id(m.map->terrainLayer()[4]), QStringLiteral("sea"));
    }

    // probe17 R11: a tile map of CR line ends that began with a comment was one comment, taken
    // with exit 0 and nothing mapped; a line separator after a comment's text is refused.
    void cliReadsATileMapLineByLineAsAViewerShowsIt_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("CR") << QByteArray("# tiles\rtile 3 = hills\rempty = sea\r") << QString();
        QTest::newRow("CR and CRLF")
            << QByteArray("# tiles\r\ntile 3 = hills\rempty = sea") << QString();
        QTest::newRow("U+2028") << QByteArray("# tiles\xe2\x80\xa8tile 3 = hills\nempty = sea\n")
                                << ":1: a line separator (U+2028) inside the line: save the file "
                                   "with ordinary line ends\n";
        QTest::newRow("FF") << QByteArray("# tiles\ntile 3 = hills\fempty = sea\n")
                            << ":2: a form feed (U+000C) inside the line: save the file with "
                               "ordinary line ends\n";
        // probe17 R05: bytes that are not UTF-8 were read as U+FFFD ("there is no tile 2\ufffd").
        QTest::newRow("Latin-1") << QByteArray("# tiles\ntile 3 = hills\nempty = s\xe9\n")
                                 << ":3:10: the text is not valid UTF-8 (save it as UTF-8)\n";
        QTest::newRow("CP1251") << QByteArray("# tiles\n\xcb\xe5\xf1 = hills\n")
                                << ":2:1: the text is not valid UTF-8 (save it as UTF-8)\n";
    }
    void cliReadsATileMapLineByLineAsAViewerShowsIt()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        const QString tileMap = m_dir.filePath(QStringLiteral("line-ends.txt"));
        QFile f(tileMap);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();
        const QString out = m_dir.filePath(QStringLiteral("line-ends.json"));
        QFile::remove(out);
        const auto r = cli({QStringLiteral("convert"), QStringLiteral("--tile-map"), tileMap,
                            QStringLiteral("--ruleset"), QStringLiteral("pbm-strategic"),
                            kData + QStringLiteral("/tiled/pointy-odd-csv.tmx"), out});
        if (!error.isEmpty()) {
            QCOMPARE(r.code, 1);
            QCOMPARE(r.err, tileMap + error);
            QVERIFY(!QFile::exists(out));
            return;
        }
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const MapLoadResult m = loadMapFile(out);
        QVERIFY2(m.map, qPrintable(m.error));
        QVERIFY(m.map->terrains().ids().contains(QStringLiteral("hills")));
        QVERIFY(!m.map->terrains().ids().contains(QStringLiteral("tile 3")));
        QCOMPARE(m.map->terrains().id(m.map->terrainLayer()[4]), QStringLiteral("sea"));
    }

    void cliRefusesATileMapTerrainTheRulesetLacks()
    {
        const QString tileMap = m_dir.filePath(QStringLiteral("bad-tiles.txt"));
        QFile f(tileMap);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# tiles of the hand-made map\ntile 3 = hills\nempty = sea\n");
        f.close();
        const QString out = m_dir.filePath(QStringLiteral("refused.json"));
        // The default ruleset, battle-federations, has hills but no sea.
        const auto r = cli({QStringLiteral("convert"), QStringLiteral("--tile-map"), tileMap,
                            kData + QStringLiteral("/tiled/pointy-odd-csv.tmx"), out});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err, QStringLiteral("%1:3: \"empty = sea\": the ruleset \"battle-federations\" "
                                       "has no terrain \"sea\" (its terrains: open, forest, hills, "
                                       "swamp, lake)\n")
                            .arg(tileMap));
        QVERIFY(!QFile::exists(out));
    }

    void cliRefusesAnUnknownRuleset()
    {
        const QString out = m_dir.filePath(QStringLiteral("unknown-ruleset.json"));
        const auto r
            = cli({QStringLiteral("convert"), QStringLiteral("--ruleset"), QStringLiteral("pbm"),
                   kData + QStringLiteral("/tiled/pointy-odd-csv.tmx"), out});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.startsWith(
                     QStringLiteral("ruleset \"pbm\": no bundled ruleset has this id (bundled: ")),
                 qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }

    // Tiled's own hexagonal-mini.tmx (a Tiled 1.0 file: its tileset gives no `columns`): every
    // tile named by its own colour. Expected: the average of each 18 × 18 square of hexmini.png
    // (5 columns: tile N at ((N − 1) mod 5, (N − 1) div 5)), weighted by alpha, worked out with
    // a PNG decoder written apart from Hexstride (Python's zlib and struct).
    void cliColoursTheTilesOfTiledsHexagonalMini()
    {
        const auto r
            = cli({QStringLiteral("convert"), kData + QStringLiteral("/tiled/hexagonal-mini.tmx"),
                   m_dir.filePath(QStringLiteral("mini.hexmap"))});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QList<QPair<int, QString>> expected{
            {2, "#d2b616"},  {3, "#68ac2b"},  {4, "#6c8732"},  {5, "#80936f"},  {7, "#8e8e8e"},
            {8, "#5f822d"},  {9, "#337628"},  {10, "#2a6d2e"}, {11, "#c7aa6e"}, {12, "#919591"},
            {13, "#359c3f"}, {14, "#2088f1"}, {15, "#909967"}, {16, "#889332"}, {17, "#92882f"}};
        for (const auto &[tile, colour] : expected) {
            const QString line = QStringLiteral("tiles \"tile %1\" name no terrain (average colour "
                                                "%2)")
                                     .arg(tile)
                                     .arg(colour);
            QVERIFY2(r.err.contains(line), qPrintable(line + QStringLiteral(" in:\n") + r.err));
        }
        QCOMPARE(r.err.count(QStringLiteral("name no terrain")), expected.size());
    }

    void cliNamesUnmappedTilesWithTheirColour()
    {
        const auto r
            = cli({QStringLiteral("convert"), kData + QStringLiteral("/tiled/flat-even-zlib.tmx"),
                   m_dir.filePath(QStringLiteral("unmapped.hexmap"))});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        // The third square of tests/data/tiled/terrains.png is rgb(150, 100, 60).
        QVERIFY2(r.err.contains(QStringLiteral("\"tile 3\""))
                     && r.err.contains(QStringLiteral("#96643c")),
                 qPrintable(r.err));
    }

    // A river drawn by hand in Tiled, off the hexes (tests/core/tst_tiledsides.cpp works out
    // the same two segments), and a road class the ruleset lacks: convert says where both are.
    void cliNamesTheObjectsItSnapsOrDoesNotKnow()
    {
        const QString in = m_dir.filePath(QStringLiteral("drawn.tmx"));
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("<map orientation=\"hexagonal\" width=\"3\" height=\"2\" tilewidth=\"56\" "
                "tileheight=\"64\" hexsidelength=\"32\" staggeraxis=\"y\" "
                "staggerindex=\"odd\"><layer name=\"terrain\" width=\"3\" height=\"2\">"
                "<data encoding=\"csv\">0,0,0,0,0,0</data></layer>"
                "<objectgroup name=\"rivers\"><object id=\"7\" type=\"minor-river\" "
                "x=\"30\" y=\"20\"><polyline points=\"0,0 30,20 26,60\"/></object>"
                "</objectgroup><objectgroup name=\"roads\"><object id=\"8\" type=\"raod\" "
                "x=\"28\" y=\"32\"><polyline points=\"0,0 56,0\"/></object></objectgroup>"
                "</map>");
        f.close();
        const auto r = cli({QStringLiteral("convert"), QStringLiteral("--ruleset"),
                            QStringLiteral("pbm-strategic"), in,
                            m_dir.filePath(QStringLiteral("drawn.hexmap"))});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(
                     in
                     + QStringLiteral(": layer \"rivers\", object 7: 2 segments of the line "
                                      "neither follow a hex-side nor run from hex centre to hex "
                                      "centre (the first: segment 1); each is read as the side "
                                      "nearest its middle\n")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(in
                                + QStringLiteral(": layer \"roads\", object 8: class \"raod\" "
                                                 "is no hex-side feature of the ruleset "
                                                 "\"pbm-strategic\"")),
                 qPrintable(r.err));
    }

    void cliRefusesAnOrthogonalMap()
    {
        const auto r
            = cli({QStringLiteral("convert"), kData + QStringLiteral("/tiled/orthogonal.tmx"),
                   m_dir.filePath(QStringLiteral("no.hexmap"))});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(
                     QStringLiteral("orthogonal.tmx: the map's orientation is \"orthogonal\"")),
                 qPrintable(r.err));
    }
};

QTEST_MAIN(TestTiledTools)
#include "tst_tiledtools.moc"
