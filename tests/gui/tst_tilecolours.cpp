// Tiled tiles that name no terrain (issue 16 §1): each becomes a terrain "tile N" drawn in its
// tile's average colour, in the app's map view, by the renderer (export, `render`) and after
// saving the map as a .hexmap and opening it again; the file's `terrainColours` is checked.
#include "documentsafety.h"
#include "i18n/translations.h"
#include "io/mapfile.h"
#include "io/mapjson.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "rules/rulesetlibrary.h"
#include "support/guitestutil.h"
#include "view/maprenderer.h"
#include "view/mapview.h"
#include "view/vocabulary.h"

#include <QDockWidget>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QPainter>
#include <QTabWidget>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
// Tile 1 (gid 1) is one flat colour; tile 2 is half blue, half yellow, whose average is worked
// out by hand: ((0 + 255) / 2, (0 + 255) / 2, (255 + 0) / 2) = (127.5, 127.5, 127.5) → 128.
const QColor kFlat(200, 40, 40);
const QColor kHalvesAverage(128, 128, 128);

/// A 2 x 2 pointy-top Tiled map over a tileset of two 32-px tiles that name no terrain:
/// row 0 is tile 1, row 1 tile 2.
QString writeTiledMap(const QTemporaryDir &dir)
{
    QImage tiles(64, 32, QImage::Format_ARGB32);
    tiles.fill(kFlat);
    QPainter p(&tiles);
    p.fillRect(QRect(32, 0, 16, 32), QColor(0, 0, 255));
    p.fillRect(QRect(48, 0, 16, 32), QColor(255, 255, 0));
    p.end();
    tiles.save(dir.filePath(QStringLiteral("tiles.png")));
    const QString path = dir.filePath(QStringLiteral("plain.tmx"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" orientation="hexagonal" renderorder="right-down" width="2" height="2"
     tilewidth="32" tileheight="32" infinite="0" hexsidelength="16" staggeraxis="y"
     staggerindex="odd">
 <tileset firstgid="1" name="plain" tilewidth="32" tileheight="32" tilecount="2" columns="2">
  <image source="tiles.png" width="64" height="32"/>
 </tileset>
 <layer id="1" name="terrain" width="2" height="2">
  <data encoding="csv">1,1,2,2</data>
 </layer>
</map>
)");
    return path;
}

/// The colour the renderer draws at the centre of hex (col, row), at 200 %.
QColor rendered(const HexMap &map, const MapStyle &style, int col, int row)
{
    const RenderParams rp(map.shape(), 2.0);
    QImage img(rp.sceneSize.toSize(), QImage::Format_RGB32);
    img.fill(Qt::black);
    QPainter p(&img);
    MapRenderer(map, style).paint(p, rp, QRectF(QPointF(0, 0), rp.sceneSize));
    p.end();
    return img.pixelColor(rp.centre(map.grid().toHex({col, row})).toPoint());
}
} // namespace

class TestTileColours : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

private slots:
    void initTestCase() { isolateSettings(m_settings); }
    void init()
    {
        m_window = std::make_unique<MainWindow>();
        SafetyPrompts p;
        p.warn = [](const QString &title, const QString &text) {
            QFAIL(qPrintable(title + ": " + text));
        };
        p.confirm = [](const QString &, const QString &) { return true; };
        m_window->safety()->setPrompts(p);
    }
    void cleanup() { m_window.reset(); }

    void tileTerrainsAreDrawnInTheirTilesColours()
    {
        m_window->resize(1000, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->openFile(writeTiledMap(m_dir)));
        const HexMap &map = m_window->document()->map();
        QCOMPARE(map.terrains().id(map.terrainLayer()[0]), QStringLiteral("tile 1"));
        QCOMPARE(map.terrains().id(map.terrainLayer()[2]), QStringLiteral("tile 2"));
        QCOMPARE(map.terrainColours().value(QStringLiteral("tile 1")), kFlat.rgb() & 0xffffff);
        QCOMPARE(map.terrainColours().value(QStringLiteral("tile 2")),
                 kHalvesAverage.rgb() & 0xffffff);

        // The app's view: its chunks at 200 %, read at the hexes' centres.
        MapView *view = m_window->mapView();
        view->setZoom(2.0);
        QImage frame(view->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        for (int i = 0; i < 20; ++i) {
            view->viewport()->render(&frame);
            if (view->lastFrameComplete())
                break;
        }
        const auto onScreen = [&](int col, int row) {
            const QPointF c = view->params().centre(map.grid().toHex({col, row}));
            return frame.pixelColor(view->sceneToViewport(c).toPoint());
        };
        QCOMPARE(onScreen(0, 0).rgb(), kFlat.rgb());
        QCOMPARE(onScreen(1, 1).rgb(), kHalvesAverage.rgb());

        // The renderer that exports and `render` use, with the map's ruleset.
        const auto ruleset = m_window->rulesets().ruleset(map.rulesetId());
        const MapStyle style
            = MapStyle::build(map, vocabularyForMap(map, ruleset.get()), QStringLiteral("en"));
        QCOMPARE(rendered(map, style, 0, 0).rgb(), kFlat.rgb());
        QCOMPARE(rendered(map, style, 1, 1).rgb(), kHalvesAverage.rgb());
    }

    void coloursAreSavedWithTheMap()
    {
        QVERIFY(m_window->openFile(writeTiledMap(m_dir)));
        const QString saved = m_dir.filePath(QStringLiteral("plain.json"));
        QVERIFY(saveMapFile(m_window->document()->map(), saved).isEmpty());
        QFile f(saved);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject colours = QJsonDocument::fromJson(f.readAll())
                                        .object()
                                        .value(QStringLiteral("terrainColours"))
                                        .toObject();
        QCOMPARE(colours.value(QStringLiteral("tile 1")).toString(), QStringLiteral("#c82828"));
        QCOMPARE(colours.value(QStringLiteral("tile 2")).toString(), QStringLiteral("#808080"));
        const MapLoadResult again = loadMapFile(saved);
        QVERIFY2(again.map, qPrintable(again.error));
        QCOMPARE(*again.map, m_window->document()->map());
    }

    void aBadColourOrTerrainIsNamed_data()
    {
        QTest::addColumn<QJsonValue>("colours");
        QTest::addColumn<QString>("message");
        QTest::newRow("not a colour")
            << QJsonValue(QJsonObject{{QStringLiteral("plains"), QStringLiteral("red")}})
            << QStringLiteral("terrainColours.plains: expected a colour like \"#1e1914\"");
        QTest::newRow("not a terrain")
            << QJsonValue(QJsonObject{{QStringLiteral("lava"), QStringLiteral("#ff0000")}})
            << QStringLiteral("terrainColours.lava: not a terrain of the map's ids.terrains");
        QTest::newRow("not an object") << QJsonValue(3) << QStringLiteral("terrainColours");
    }
    void aBadColourOrTerrainIsNamed()
    {
        QFETCH(QJsonValue, colours);
        QFETCH(QString, message);
        QJsonObject root = mapToJson(testMap(3, 2));
        root.insert(QStringLiteral("terrainColours"), colours);
        QString error;
        QVERIFY(!mapFromJson(root, error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    void theRulesetsColourWins()
    {
        const RulesetLibrary library;
        const auto ruleset = library.ruleset(library.ids().value(0));
        QVERIFY(ruleset && ruleset->vocabulary.terrains.size() > 0);
        const QString defined = ruleset->vocabulary.terrains.at(0).id;
        HexMap map(MapShape{3, 2, {}, LabelScheme::ColRow}, library.ids().value(0),
                   IdTable({defined, QStringLiteral("tile 4")}), IdTable(), IdTable(), 0);
        map.terrainColours().insert(defined, 0x123456);
        map.terrainColours().insert(QStringLiteral("tile 4"), 0xabcdef);
        const MapVocabulary v = vocabularyForMap(map, ruleset.get());
        QCOMPARE(v.terrains.at(0).colour, ruleset->vocabulary.terrains.at(0).colour);
        QCOMPARE(v.terrains.at(1).colour, 0xabcdefu);
    }

    // The palette lists the tiles' terrains in the tileset's order (no tile, tile 1, tile 2),
    // not in the order the map first uses them (here tile 2, no tile, tile 1), and names them
    // in the interface's language.
    void thePaletteListsTilesInTheTilesetsOrder_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("entries");
        QTest::newRow("en") << "en" << QStringList{"Empty", "Tile 1", "Tile 2"};
        QTest::newRow("ru") << "ru" << QStringList{"Без тайла", "Тайл 1", "Тайл 2"};
    }
    void thePaletteListsTilesInTheTilesetsOrder()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, entries);
        applyLanguage(*QCoreApplication::instance(), language);
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QString path = writeTiledMap(m_dir);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QByteArray text = f.readAll().replace("1,1,2,2", "2,0,1,2");
        QVERIFY(f.resize(0) && f.write(text) == text.size());
        f.close();
        QVERIFY(m_window->openFile(path));
        auto *palette = m_window->findChild<QDockWidget *>(QStringLiteral("paletteDock"));
        QVERIFY(palette);
        auto *tabs = palette->findChild<QTabWidget *>();
        QVERIFY(tabs);
        auto *terrains = qobject_cast<QListWidget *>(tabs->widget(0));
        QVERIFY(terrains);
        QStringList shown;
        for (int i = 0; i < terrains->count(); ++i)
            shown << terrains->item(i)->text();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCOMPARE(shown, entries);
    }
};

QTEST_MAIN(TestTileColours)
#include "tst_tilecolours.moc"
