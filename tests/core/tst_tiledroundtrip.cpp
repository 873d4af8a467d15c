// Hexstride → Tiled → Hexstride loses nothing: random maps of every layout, with every field a
// map holds, written as .tmx and .tmj and read back identical; the Tiled attributes are the ones
// Tiled's documentation prescribes for the layout.
#include "io/mappaths.h"
#include "io/tiledfile.h"
#include "support/randommap.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testutil;

Q_DECLARE_METATYPE(hexstride::HexGridLayout)

class TestTiledRoundTrip : public QObject
{
    Q_OBJECT

private slots:
    // Probe 9, finding 30: XML 1.0 cannot hold a label's ESC; the .tmx export dropped it without
    // a word. Tab, line feed and carriage return are XML characters; .tmj holds everything.
    void tmxExportNamesLabelsItCannotHold()
    {
        const HexGridLayout grid{};
        HexMap map(MapShape{4, 4, grid, LabelScheme::ColRow}, QStringLiteral("pbm-strategic"),
                   IdTable(QStringList{QStringLiteral("plains")}), IdTable(QStringList{}),
                   IdTable(QStringList{}));
        map.labels() << MapLabel{grid.toHex({1, 2}), QStringLiteral("A\x1b[2J\x1b[HB")}
                     << MapLabel{grid.toHex({0, 0}), QStringLiteral("tab\there\nand\rthere")}
                     << MapLabel{grid.toHex({2, 0}), QStringLiteral("bell\x07")};
        QCOMPARE(map.label(grid.toHex({1, 2})), QStringLiteral("1,2")); // col,row from 0
        QCOMPARE(tiledExportLosses(map, QStringLiteral("out.TMX")),
                 (QStringList{QStringLiteral("label \"A\\x1b[2J\\x1b[HB\" in 1,2: XML cannot hold "
                                             "its control characters; the .tmx file has the "
                                             "label without them"),
                              QStringLiteral("label \"bell\\x07\" in 2,0: XML cannot hold its "
                                             "control characters; the .tmx file has the label "
                                             "without them")}));
        QCOMPARE(tiledExportLosses(map, QStringLiteral("out.tmj")), QStringList());
        QCOMPARE(tiledExportLosses(map, QStringLiteral("out.hexmap")), QStringList());
    }

    // Probe 10, F23: the title and the side names ride in the "hexstride" property, whose JSON
    // XML holds, but U+FFFE and U+FFFF are no XML characters: the .tmx writer dropped them
    // without a word ("A\uffffB" came back "AB"). The property escapes them; both come back.
    void tmxKeepsNonCharactersOfTheCarriedFields()
    {
        const HexGridLayout grid{};
        HexMap map(MapShape{4, 4, grid, LabelScheme::ColRow}, QStringLiteral("pbm-strategic"),
                   IdTable(QStringList{QStringLiteral("plains")}), IdTable(QStringList{}),
                   IdTable(QStringList{}));
        const QString odd = QStringLiteral("A") + QChar(0xffff) + QStringLiteral("B")
                            + QChar(0xfffe) + QStringLiteral("\x1b[2J");
        map.setTitle(odd);
        // A side holds no control character nor noncharacter (probe13 Q07): the title carries
        // them; the unit keeps a plain side.
        map.units() << MapUnit{
            QStringLiteral("Aragorn"), QStringLiteral("West"), grid.toHex({1, 1}), {}, 10};
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("map.tmx"));
        QCOMPARE(tiledExportLosses(map, path), QStringList());
        QCOMPARE(saveTiledMap(map, path, {}, {}), QString());
        const MapLoadResult r = loadTiledMap(path);
        QVERIFY2(r.map, qPrintable(r.error));
        QCOMPARE(r.map->title(), odd);
        QCOMPARE(r.map->units().value(0).side, QString("West"));
    }

    void everyFieldSurvives_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<HexGridLayout>("grid");
        QTest::addColumn<QString>("suffix");
        for (const auto o : {Orientation::PointyTop, Orientation::FlatTop}) {
            for (const auto p : {OffsetParity::OddShifted, OffsetParity::EvenShifted}) {
                for (const char *suffix : {"tmx", "tmj"}) {
                    for (int seed = 1; seed <= 6; ++seed) {
                        const QString name
                            = QStringLiteral("%1 %2 %3 seed %4")
                                  .arg(orientationId(o), parityId(p), QLatin1String(suffix))
                                  .arg(seed);
                        QTest::newRow(qPrintable(name))
                            << seed << HexGridLayout{o, p} << QString::fromLatin1(suffix);
                    }
                }
            }
        }
    }
    void everyFieldSurvives()
    {
        QFETCH(int, seed);
        QFETCH(HexGridLayout, grid);
        QFETCH(QString, suffix);
        QRandomGenerator rng(quint32(seed * 7919 + int(grid.orientation) * 31 + int(grid.parity)));
        const LabelScheme labels = seed % 2 ? LabelScheme::ColRow : LabelScheme::Numeric;
        HexMap map = randomMap(rng, grid, labels);
        if (map.edgeFeatureIds().size() > 0) {
            // A note that still holds: its side carries exactly the mask it notes.
            const Hex hex = map.hexAtIndex(rng.bounded(map.hexCount()));
            const int side = rng.bounded(6);
            const auto mask = FeatureMask(map.edgeFeatures(edgeOf(hex, side)) | 1u);
            map.setEdgeFeatures(edgeOf(hex, side), mask);
            map.oneSidedNotes().append(OneSidedFeatureNote{hex, side, 0, mask});
        }
        MapRulesetRef ruleset;
        if (seed % 3 == 0)
            ruleset.embedded = QJsonObject{{QStringLiteral("id"), randomText(rng, 10)},
                                           {QStringLiteral("costs"), QJsonArray{rng.bounded(9)}}};
        else if (seed % 3 == 1)
            ruleset.path = QStringLiteral("rules/%1.json").arg(seed);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("map.") + suffix);
        QCOMPARE(saveTiledMap(map, path, ruleset, QByteArray("not a real png")), QString());
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("map.terrains.png"))));
        const MapLoadResult r = loadTiledMap(path);
        QVERIFY2(r.map, qPrintable(r.error));
        QVERIFY2(*r.map == map, qPrintable(firstDifference(*r.map, map)));
        QVERIFY(r.map->oneSidedNotes() == map.oneSidedNotes());
        QCOMPARE(r.customRuleset, ruleset);
        // Only what a .json map naming the same (missing) background is warned about.
        QCOMPARE(r.warnings, backgroundPathWarnings(map, path));
    }

    void layoutAttributesAsTiledCountsThem_data()
    {
        QTest::addColumn<HexGridLayout>("grid");
        QTest::addColumn<QString>("expected");
        // Pointy-top hexes stagger rows (axis y), flat-top ones columns (axis x); the index says
        // which rows or columns, counted from 0, are pushed by half a hex.
        QTest::newRow("pointy odd")
            << HexGridLayout{Orientation::PointyTop, OffsetParity::OddShifted}
            << "tilewidth=\"56\" tileheight=\"64\" infinite=\"0\" "
               "hexsidelength=\"32\" staggeraxis=\"y\" staggerindex=\"odd\"";
        QTest::newRow("flat even")
            << HexGridLayout{Orientation::FlatTop, OffsetParity::EvenShifted}
            << "tilewidth=\"64\" tileheight=\"56\" infinite=\"0\" "
               "hexsidelength=\"32\" staggeraxis=\"x\" staggerindex=\"even\"";
    }
    void layoutAttributesAsTiledCountsThem()
    {
        QFETCH(HexGridLayout, grid);
        QFETCH(QString, expected);
        HexMap map(MapShape{5, 3, grid, LabelScheme::ColRow}, QStringLiteral("r"),
                   IdTable({QStringLiteral("clear"), QStringLiteral("forest")}), IdTable(),
                   IdTable());
        map.setTerrain(map.grid().toHex({4, 2}), 1);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("m.tmx"));
        QCOMPARE(saveTiledMap(map, path, {}, {}), QString());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY2(text.contains(expected), qPrintable(text.left(600)));
        QVERIFY(text.contains(QStringLiteral("width=\"5\" height=\"3\"")));
        // One tile per terrain, the last hex the second one (gid 2).
        QVERIFY(text.contains(QStringLiteral("tilecount=\"2\"")));
        QVERIFY(text.contains(QStringLiteral("1,1,1,1,1,\n1,1,1,1,1,\n1,1,1,1,2\n")));
    }
};

QTEST_GUILESS_MAIN(TestTiledRoundTrip)
#include "tst_tiledroundtrip.moc"
