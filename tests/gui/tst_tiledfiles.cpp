// File ▸ Open reads Tiled maps; Save As writes them, after saying what Tiled cannot show, and
// writes nothing when the user declines.
#include "dialogs/rulesetchangedialog.h"
#include "documentsafety.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "support/guitestutil.h"
#include "testpaths.h"

#include <QComboBox>
#include <QLabel>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testing;

class TestTiledFiles : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_questions;
    bool m_answer = true;

private slots:
    void initTestCase() { isolateSettings(m_settings); }
    void init()
    {
        m_window = std::make_unique<MainWindow>();
        SafetyPrompts p;
        p.warn = [](const QString &title, const QString &text) {
            QFAIL(qPrintable(title + ": " + text));
        };
        p.confirm = [this](const QString &, const QString &text) {
            m_questions << text;
            return m_answer;
        };
        m_window->safety()->setPrompts(p);
        m_questions.clear();
        m_answer = true;
    }
    void cleanup() { m_window.reset(); }

    void opensATiledMap()
    {
        QVERIFY(m_window->openFile(testpaths::data("/tiled/flat-even-zlib.tmx")));
        const HexMap &map = m_window->document()->map();
        QCOMPARE(map.width(), 4);
        QCOMPARE(map.grid().orientation, Orientation::FlatTop);
        QCOMPARE(map.terrains().id(map.terrainLayer()[1]), QStringLiteral("forest"));
    }

    void tilesWithoutTerrainAreMappedOntoTheRulesets()
    {
        // The hand-made map's tiles name "clear", "forest" and "water"; one names nothing
        // ("tile 3") and empty cells are "empty": the mapping dialog opens for them.
        QVERIFY(m_window->openFile(testpaths::data("/tiled/flat-even-zlib.tmx")));
        auto *dialog = m_window->findChild<RulesetChangeDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        const auto &terrains = dialog->choices(0);
        QCOMPARE(terrains.size(), m_window->document()->map().terrains().size());
        for (QComboBox *choice : terrains)
            choice->setCurrentIndex(choice->count() - 1);
        dialog->accept();
        const HexMap &map = m_window->document()->map();
        const auto ruleset = m_window->rulesets().ruleset(map.rulesetId());
        QVERIFY(ruleset);
        for (const QString &id : map.terrains().ids())
            QVERIFY2(ruleset->vocabulary.terrain(id), qPrintable(id));
        // One undo step brings the tiles back.
        m_window->document()->undoStack()->undo();
        QVERIFY(m_window->document()->map().terrains().ids().contains(QStringLiteral("tile 3")));
    }

    // Tiled's hexagonal-mini.tmx: 15 tiles, none naming a terrain; in the file, tile 15 comes
    // first. The dialog lists them by tile number, each with the hexes it covers, counted apart
    // from Hexstride (Python's zlib and struct over the layer's base64): tile 2 101, 3 18, 4 7,
    // 5 40, 7 13, 8 9, 9 5, 10 31, 11 10, 12 3, 13 49, 14 94, 15 6, 16 8, 17 6 (400 hexes),
    // and with its picture: tile 14's is water, rgb(28, 141, 255) around the middle of its
    // 18 × 18 square of hexmini.png (the 4th column of the 3rd row), decoded by the same hand.
    void tileMappingShowsEachTileByNumberWithItsPictureAndCount()
    {
        QVERIFY(m_window->openFile(testpaths::data("/tiled/hexagonal-mini.tmx")));
        auto *dialog = m_window->findChild<RulesetChangeDialog *>();
        QVERIFY(dialog);
        const QList<QPair<int, int>> expected{{2, 101}, {3, 18},  {4, 7},   {5, 40},  {7, 13},
                                              {8, 9},   {9, 5},   {10, 31}, {11, 10}, {12, 3},
                                              {13, 49}, {14, 94}, {15, 6},  {16, 8},  {17, 6}};
        // The rows say it all: no paragraph listing the 15 tiles again below them.
        QVERIFY(dialog->findChild<QLabel *>("changeSummary")->isHidden());
        const QList<QLabel *> names = dialog->findChildren<QLabel *>("rowName");
        QCOMPARE(names.size(), expected.size()); // no hex or hex-side features
        for (int i = 0; i < expected.size(); ++i) {
            // "hexes" with the English catalogue, "hex(es)" without it.
            const QString start
                = QString("Tile %1 (%2 hex").arg(expected[i].first).arg(expected[i].second);
            QVERIFY2(names[i]->text().startsWith(start), qPrintable(names[i]->text()));
        }
        const QList<QLabel *> pictures = dialog->findChildren<QLabel *>("tilePicture");
        QCOMPARE(pictures.size(), expected.size());
        const QImage water = pictures[11]->pixmap().toImage();
        QVERIFY(!water.isNull());
        const QColor middle = water.pixelColor(water.width() / 2, water.height() / 2);
        QVERIFY2(std::abs(middle.red() - 28) <= 8 && std::abs(middle.green() - 141) <= 8
                     && std::abs(middle.blue() - 255) <= 8,
                 qPrintable(middle.name()));
        // The row shown for tile 14 chooses for the map's terrain "tile 14", whatever the order.
        const int tile14 = m_window->document()->map().terrains().indexOf("tile 14");
        QCOMPARE(names[11]->buddy(), dialog->choices(0)[tile14]);
    }

    void savesATiledMapAfterSayingWhatTiledCannotShow()
    {
        HexMap map = testMap(5, 4);
        map.units().append(
            MapUnit{QStringLiteral("Guard"), QStringLiteral("a"), map.hexAtIndex(3), {}, 10});
        QVERIFY(m_window->showRecovered(map, m_dir.filePath(QStringLiteral("start.hexmap"))));
        const QString path = m_dir.filePath(QStringLiteral("out.tmx"));
        QVERIFY(m_window->saveFile(path));
        QCOMPARE(m_questions.size(), 1);
        QVERIFY2(m_questions[0].contains(QStringLiteral("1 unit")), qPrintable(m_questions[0]));
        QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("out.terrains.png"))));
        const MapLoadResult back = loadMapFile(path);
        QVERIFY2(back.map, qPrintable(back.error));
        QVERIFY(*back.map == map);
    }

    void declinedSaveWritesNothing()
    {
        QVERIFY(m_window->showRecovered(testMap(3, 3), m_dir.filePath(QStringLiteral("x.hexmap"))));
        m_answer = false;
        const QString path = m_dir.filePath(QStringLiteral("declined.tmj"));
        QVERIFY(!m_window->saveFile(path));
        QCOMPARE(m_questions.size(), 1);
        QVERIFY(!QFile::exists(path));
        // Our own formats ask nothing.
        QVERIFY(m_window->saveFile(m_dir.filePath(QStringLiteral("plain.hexmap"))));
        QCOMPARE(m_questions.size(), 1);
    }
};

QTEST_MAIN(TestTiledFiles)
#include "tst_tiledfiles.moc"
