// The background image of a map: the transform from aligned points, the `background` field of
// the file (kept, checked, rebased on convert) and a missing image as a warning only.
#include "io/mapfile.h"
#include "io/mapjson.h"
#include "map/mapbackground.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace hexstride;

Q_DECLARE_METATYPE(std::vector<hexstride::PointF>)

namespace {
HexMap smallMap()
{
    MapShape shape{3, 2, {}, LabelScheme::ColRow};
    return HexMap(shape, QStringLiteral("pbm-strategic"),
                  IdTable({QStringLiteral("plains"), QStringLiteral("forest")}), IdTable(),
                  IdTable(), 0);
}

bool near(PointF a, PointF b)
{
    return std::abs(a.x - b.x) < 1e-9 && std::abs(a.y - b.y) < 1e-9;
}

QJsonObject withBackground(const QJsonValue &background)
{
    QJsonObject root = mapToJson(smallMap());
    root.insert(QStringLiteral("background"), background);
    return root;
}

QJsonObject goodBackground()
{
    return QJsonObject{{QStringLiteral("path"), QStringLiteral("scan.png")},
                       {QStringLiteral("transform"), QJsonArray{0.5, 0, 0, 0.5, -3, 2}},
                       {QStringLiteral("opacity"), 0.25},
                       {QStringLiteral("visible"), false}};
}
} // namespace

class TestMapBackground : public QObject
{
    Q_OBJECT
private slots:
    void pointsGiveTheTransform_data()
    {
        QTest::addColumn<std::vector<PointF>>("from");
        QTest::addColumn<std::vector<PointF>>("to");
        // Targets written out by hand for a known placement of the image.
        QTest::newRow("shift and half scale")
            << std::vector<PointF>{{0, 0}, {10, 0}} << std::vector<PointF>{{3, 4}, {8, 4}};
        QTest::newRow("quarter turn")
            << std::vector<PointF>{{0, 0}, {10, 0}} << std::vector<PointF>{{1, 1}, {1, 11}};
        QTest::newRow("skewed scan, three points")
            << std::vector<PointF>{{0, 0}, {100, 0}, {0, 100}}
            << std::vector<PointF>{{5, 5}, {7, 5}, {5.5, 8}};
    }
    void pointsGiveTheTransform()
    {
        QFETCH(std::vector<PointF>, from);
        QFETCH(std::vector<PointF>, to);
        const auto m = affineFromPoints(from, to);
        QVERIFY(m);
        for (std::size_t i = 0; i < from.size(); ++i)
            QVERIFY2(near(m->apply(from[i]), to[i]), qPrintable(QString::number(i)));
        const auto inv = m->inverted();
        QVERIFY(inv);
        QVERIFY(near(inv->apply(to[0]), from[0]));
    }
    void twoPointsKeepShapes()
    {
        // Two points cannot tell a skew: a square of the image stays a square.
        const auto m = affineFromPoints({{0, 0}, {10, 0}}, {{0, 0}, {0, 20}});
        QVERIFY(m);
        QVERIFY(near(m->apply({0, 10}), {-20, 0}));
    }
    void pointsThatCannotPlaceIt()
    {
        QVERIFY(!affineFromPoints({{1, 1}, {1, 1}}, {{0, 0}, {5, 5}}));
        QVERIFY(!affineFromPoints({{0, 0}, {1, 1}, {2, 2}}, {{0, 0}, {5, 5}, {1, 0}}));
        QVERIFY(!affineFromPoints({{0, 0}}, {{0, 0}}));
        QVERIFY(!affineFromPoints({{0, 0}, {1, 0}}, {{0, 0}}));
    }

    void fileKeepsEveryField()
    {
        QString error;
        const auto map = mapFromJson(withBackground(goodBackground()), error);
        QVERIFY2(map, qPrintable(error));
        const MapBackground &b = map->background();
        QCOMPARE(b.path, QStringLiteral("scan.png"));
        QCOMPARE(b.imageToMap, (AffineMap{0.5, 0, 0, 0.5, -3, 2}));
        QCOMPARE(b.opacity, 0.25);
        QCOMPARE(b.visible, false);
        QCOMPARE(mapToJson(*map).value(QStringLiteral("background")).toObject(), goodBackground());
    }
    void noBackgroundWritesNoField()
    {
        QVERIFY(!mapToJson(smallMap()).contains(QStringLiteral("background")));
    }

    void badFieldsNameThePlace_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("where");
        QTest::newRow("flat transform")
            << "transform" << QJsonValue(QJsonArray{1, 2, 2, 4, 0, 0}) << "background.transform";
        QTest::newRow("five numbers")
            << "transform" << QJsonValue(QJsonArray{1, 0, 0, 1, 0}) << "background.transform";
        QTest::newRow("text in transform")
            << "transform" << QJsonValue(QJsonArray{1, 0, 0, 1, 0, QStringLiteral("x")})
            << "background.transform";
        QTest::newRow("opacity above 1") << "opacity" << QJsonValue(1.5) << "background.opacity";
        QTest::newRow("visible as text")
            << "visible" << QJsonValue(QStringLiteral("yes")) << "background.visible";
        QTest::newRow("empty path") << "path" << QJsonValue(QString()) << "background.path";
        // Probe 10: a determinant past the largest double, a NUL inside the file name.
        QTest::newRow("huge transform")
            << "transform" << QJsonValue(QJsonArray{1e308, 0, 0, 1e308, 0, 0})
            << "background.transform: the transform stretches the image beyond any map";
        QTest::newRow("NUL in path") << "path" << QJsonValue(QString("ok.png") + QChar(0) + ".svg")
                                     << "background.path: a file name cannot hold a NUL character";
        QTest::newRow("unknown key") << "scale" << QJsonValue(2) << "background.scale";
    }
    void badFieldsNameThePlace()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, where);
        QJsonObject background = goodBackground();
        background.insert(key, value);
        QString error;
        QVERIFY(!mapFromJson(withBackground(background), error));
        QVERIFY2(error.startsWith(
                     where.contains(QStringLiteral(": ")) ? where : where + QStringLiteral(": ")),
                 qPrintable(error));
    }

    void missingImageIsAWarning()
    {
        QTemporaryDir dir;
        HexMap map = smallMap();
        map.setBackground(MapBackground{QStringLiteral("scans/map.png"), {}, 0.5, true});
        const QString path = dir.filePath(QStringLiteral("map.hexmap"));
        QCOMPARE(saveMapFile(map, path), QString());
        MapLoadResult r = loadMapFile(path);
        QVERIFY2(r.map, qPrintable(r.error));
        QCOMPARE(r.warnings.size(), 1);
        QVERIFY2(r.warnings[0].contains(QStringLiteral("background.path")),
                 qPrintable(r.warnings[0]));
        QVERIFY(r.warnings[0].contains(QStringLiteral("scans/map.png")));

        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("scans")));
        QFile image(dir.filePath(QStringLiteral("scans/map.png")));
        QVERIFY(image.open(QIODevice::WriteOnly));
        image.close();
        r = loadMapFile(path);
        QVERIFY(r.map);
        QCOMPARE(r.warnings, QStringList());
    }

    void convertRebasesThePath()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("campaign/scans")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("exports")));
        HexMap map = smallMap();
        map.setBackground(MapBackground{QStringLiteral("scans/map.png"), {}, 0.5, true});
        const QString from = dir.filePath(QStringLiteral("campaign/map.hexmap"));
        const QString to = dir.filePath(QStringLiteral("exports/map.json"));
        QCOMPARE(saveMapFile(map, from), QString());
        QCOMPARE(convertMapFile(from, to), QString());
        const MapLoadResult r = loadMapFile(to);
        QVERIFY(r.map);
        QCOMPARE(r.map->background().path, QStringLiteral("../campaign/scans/map.png"));
    }
};

QTEST_GUILESS_MAIN(TestMapBackground)
#include "tst_mapbackground.moc"
