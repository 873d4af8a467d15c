#include "support/guitestutil.h"
#include "view/maprenderer.h"
#include "view/objectlayout.h"
#include "view/renderparams.h"
#include "view/vocabulary.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QTest>
#include <cmath>

using namespace hexstride;
using namespace hexstride::testing;

Q_DECLARE_METATYPE(hexstride::Orientation)

namespace {
bool near(QColor a, QColor b, int tolerance = 12)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
           && std::abs(a.blue() - b.blue()) <= tolerance;
}
QColor fromVocabulary(std::uint32_t rgb)
{
    return QColor::fromRgb(QRgb(rgb));
}

/// A paint device that draws nothing and counts what it is asked to draw: the letters of text
/// items and the paths (a path is where Qt outlines glyphs one by one).
class CountingEngine : public QPaintEngine
{
public:
    CountingEngine()
        : QPaintEngine(AllFeatures)
    {}
    qsizetype letters = 0;
    int paths = 0;
    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState &) override {}
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
    void drawTextItem(const QPointF &, const QTextItem &item) override
    {
        letters += item.text().size();
    }
    void drawPath(const QPainterPath &) override { ++paths; }
    Type type() const override { return User; }
};
class CountingDevice : public QPaintDevice
{
public:
    explicit CountingDevice(QSize size)
        : m_size(size)
    {}
    QPaintEngine *paintEngine() const override { return &m_engine; }
    const CountingEngine &counted() const { return m_engine; }

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth:
            return m_size.width();
        case PdmHeight:
            return m_size.height();
        case PdmDepth:
            return 32;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(devicePixelRatioFScale());
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        default:
            return QPaintDevice::metric(m);
        }
    }

private:
    QSize m_size;
    mutable CountingEngine m_engine;
};
} // namespace

/// Rendering facts checked in a QImage: colours at hex centres, river pixels on a side,
/// road pixels across a side. Expected colours come from the vocabulary (the input).
class TestMapRenderer : public QObject
{
    Q_OBJECT
private:
    QImage render(const HexMap &map, double zoom, MapVocabulary *vocabularyOut = nullptr,
                  RenderParams *paramsOut = nullptr)
    {
        const MapVocabulary v = vocabularyForMap(map, nullptr);
        const MapStyle style = MapStyle::build(map, v, "en");
        const RenderParams rp(map.shape(), zoom);
        QImage img(rp.sceneSize.toSize() + QSize(1, 1), QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::white);
        QPainter p(&img);
        MapRenderer(map, style).paintBase(p, rp, QRectF(QPointF(0, 0), rp.sceneSize));
        p.end();
        if (vocabularyOut)
            *vocabularyOut = v;
        if (paramsOut)
            *paramsOut = rp;
        return img;
    }

    /// Pixels of ink (much darker than the hex's own colour at its centre) where a hex number
    /// is written: above the centre, within a third of the hex's size either side.
    static int inkAboveCentre(const QImage &img, const RenderParams &rp, Hex h)
    {
        const QPointF c = rp.centre(h);
        const double s = rp.hexSize();
        const int ground = qGray(img.pixel(c.toPoint()));
        int ink = 0;
        for (int y = int(c.y() - 0.78 * s); y <= int(c.y() - 0.3 * s); ++y) {
            for (int x = int(c.x() - 0.3 * s); x <= int(c.x() + 0.3 * s); ++x)
                ink += qGray(img.pixel(x, y)) < ground - 40;
        }
        return ink;
    }

private slots:
    // Hex numbers show from the zoom where the widest fits across a hex at the readable 7 px
    // (issue 30, §8), the size the print uses. A 40 × 30 map numbered XXYY: "4030", four digits
    // of about 0.6 of the font's size, 16.8 px at 7 px, fit across 80 % of a hex 21 px across,
    // 21 / √3 = 12.1 px from centre to corner: zoom 0.61. At 0.6 none, at 0.62 written.
    void hexNumbersFromWhereTheyFit()
    {
        const MapShape shape{
            40, 30, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::Numeric};
        const HexMap map(shape, "test", IdTable({"plains"}), IdTable(QStringList()),
                         IdTable(QStringList()), 0);
        const Hex h = shape.grid.toHex({10, 10});
        RenderParams below, at;
        const QImage small = render(map, 0.6, nullptr, &below);
        const QImage fits = render(map, 0.62, nullptr, &at);
        QVERIFY(!below.drawCoordinates());
        QVERIFY(at.drawCoordinates());
        QCOMPARE(inkAboveCentre(small, below, h), 0);
        QVERIFY(inkAboveCentre(fits, at, h) > 0);
        // The number as written fits across the hex with room to spare.
        QCOMPARE(at.coordinateFontPixels(), 7);
        QFont f = QGuiApplication::font();
        f.setPixelSize(at.coordinateFontPixels());
        QVERIFY2(QFontMetricsF(f).horizontalAdvance("4030") <= at.layout.width() - 2,
                 qPrintable(QString("%1 px in a hex %2 px across")
                                .arg(QFontMetricsF(f).horizontalAdvance("4030"))
                                .arg(at.layout.width())));
    }

    // walk17 X03: an elevation was written at the hex's bottom-left corner, over the number of
    // the hex below, and read as that hex's height. Now every pixel it changes lies inside its
    // own hex: 3 × 3 plains, elevation 3 on 1,1. Its light badge shows wherever hex numbers do
    // (walk18 #3: only from hexes of 30 px, where numbers show from 20 px, the 100 % zoom): pixels
    // lighter than the terrain appear.
    void anElevationIsWrittenInsideItsHex_data()
    {
        QTest::addColumn<double>("hexSize");
        QTest::newRow("40 px") << 40.0;
        QTest::newRow("20 px, 100 %") << 20.0;
    }

    void anElevationIsWrittenInsideItsHex()
    {
        QFETCH(double, hexSize);
        const MapShape shape{
            3, 3, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::Numeric};
        HexMap flat(shape, "test", IdTable({"plains"}), IdTable(QStringList()),
                    IdTable(QStringList()), 0);
        HexMap raised = flat;
        const Hex h = shape.grid.toHex({1, 1});
        raised.setElevation(h, 3);
        RenderParams rp;
        const double zoom = hexSize / RenderParams(shape, 1.0).hexSize();
        const QImage before = render(flat, zoom, nullptr, &rp);
        const QImage after = render(raised, zoom);
        QVERIFY(rp.drawCoordinates());
        QCOMPARE(after.size(), before.size());
        const QPolygonF hex = rp.polygon(h);
        int changed = 0, outside = 0, badge = 0;
        for (int y = 0; y < after.height(); ++y) {
            for (int x = 0; x < after.width(); ++x) {
                if (after.pixel(x, y) == before.pixel(x, y))
                    continue;
                ++changed;
                outside += !hex.containsPoint(QPointF(x + 0.5, y + 0.5), Qt::OddEvenFill);
                // The badge: near white, over the hex's light terrain as over dark.
                const QColor c = after.pixelColor(x, y), was = before.pixelColor(x, y);
                badge += c.lightness() > was.lightness() + 20;
            }
        }
        QVERIFY(changed > 10);
        QCOMPARE(outside, 0);
        QVERIFY2(badge > 4, qPrintable(QString::number(badge)));
    }

    void terrainColourAtHexCentres_data()
    {
        QTest::addColumn<Orientation>("orientation");
        QTest::newRow("pointy") << Orientation::PointyTop;
        QTest::newRow("flat") << Orientation::FlatTop;
    }
    void terrainColourAtHexCentres()
    {
        QFETCH(Orientation, orientation);
        HexMap map = testMap(8, 6, orientation);
        const Hex sea = map.grid().toHex({3, 2});
        map.setTerrain(sea, 2);
        MapVocabulary v;
        RenderParams rp;
        const QImage img = render(map, 1.5, &v, &rp);
        const QColor plains = fromVocabulary(v.terrain("plains")->colour);
        const QColor seaColour = fromVocabulary(v.terrain("sea")->colour);
        QVERIFY(near(img.pixelColor(rp.centre(sea).toPoint()), seaColour));
        QVERIFY(near(img.pixelColor(rp.centre(map.grid().toHex({5, 4})).toPoint()), plains));
        QVERIFY(!near(seaColour, plains));
    }

    void riverPixelsLieAlongTheSide()
    {
        HexMap map = testMap(8, 6);
        const Hex h = map.grid().toHex({3, 3});
        map.setEdgeFeatures(edgeOf(h, 0), 1); // minor river on the east side
        MapVocabulary v;
        RenderParams rp;
        const QImage img = render(map, 2.0, &v, &rp);
        const QColor river = fromVocabulary(v.edgeFeature("minor-river")->colour);
        const QPointF a = rp.corner(h, 0), b = rp.corner(h, 1);
        for (double t : {0.2, 0.5, 0.8}) {
            const QPointF p = a + (b - a) * t;
            QVERIFY2(near(img.pixelColor(p.toPoint()), river, 20), qPrintable(QString::number(t)));
        }
        // Not on the opposite side, nor at the centre.
        QVERIFY(
            !near(img.pixelColor(((rp.corner(h, 3) + rp.corner(h, 4)) / 2).toPoint()), river, 20));
        QVERIFY(!near(img.pixelColor(rp.centre(h).toPoint()), river, 20));
    }

    void riverLiesAlongEachSide_data()
    {
        QTest::addColumn<Orientation>("orientation");
        QTest::addColumn<int>("side");
        for (int d = 0; d < kDirectionCount; ++d) {
            QTest::newRow(qPrintable(QString("pointy %1").arg(d))) << Orientation::PointyTop << d;
            QTest::newRow(qPrintable(QString("flat %1").arg(d))) << Orientation::FlatTop << d;
        }
    }
    void riverLiesAlongEachSide()
    {
        QFETCH(Orientation, orientation);
        QFETCH(int, side);
        HexMap map = testMap(8, 6, orientation);
        const Hex h = map.grid().toHex({3, 3});
        map.setEdgeFeatures(edgeOf(h, side), 1); // minor river
        MapVocabulary v;
        RenderParams rp;
        const QImage img = render(map, 2.0, &v, &rp);
        const QColor river = fromVocabulary(v.edgeFeature("minor-river")->colour);
        // The side between two hexes is halfway between their centres, across the line joining
        // them, and as long as the centres' distance / sqrt(3).
        auto along = [&](Direction d, double t) {
            const QPointF c = rp.centre(h), n = rp.centre(neighbour(h, d));
            const QPointF across = n - c;
            const double length = std::hypot(across.x(), across.y());
            const QPointF perpendicular(-across.y() / length, across.x() / length);
            return ((c + n) / 2 + perpendicular * (t * length / std::sqrt(3.0))).toPoint();
        };
        for (double t : {-0.3, 0.0, 0.3})
            QVERIFY2(near(img.pixelColor(along(side, t)), river, 20),
                     qPrintable(QString::number(t)));
        for (Direction other = 0; other < kDirectionCount; ++other) {
            if (other != side)
                QVERIFY2(!near(img.pixelColor(along(other, 0.0)), river, 20),
                         qPrintable(QString::number(other)));
        }
    }

    void roadCrossesTheSideMidpoint()
    {
        HexMap map = testMap(8, 6);
        const Hex h = map.grid().toHex({3, 3});
        map.setEdgeFeatures(edgeOf(h, 4), 2); // road to the south-west neighbour
        MapVocabulary v;
        RenderParams rp;
        const QImage img = render(map, 2.0, &v, &rp);
        const QColor road = fromVocabulary(v.edgeFeature("road")->colour);
        const QPointF c = rp.centre(h), n = rp.centre(neighbour(h, 4));
        for (double t : {0.25, 0.5, 0.75})
            QVERIFY2(near(img.pixelColor((c + (n - c) * t).toPoint()), road, 20),
                     qPrintable(QString::number(t)));
        // The side's end points (corners) are not on the road.
        QVERIFY(!near(img.pixelColor(rp.corner(h, 4).toPoint()), road, 20));
    }

    void crossingSymbolSitsOnTheEdge()
    {
        HexMap map = testMap(8, 6);
        const Hex h = map.grid().toHex({3, 3});
        map.setEdgeFeatures(edgeOf(h, 0), 1 | 8); // river with a bridge
        MapVocabulary v;
        RenderParams rp;
        const QImage img = render(map, 2.0, &v, &rp);
        const QPointF mid = (rp.corner(h, 0) + rp.corner(h, 1)) / 2;
        QVERIFY(near(img.pixelColor(mid.toPoint()), fromVocabulary(v.edgeFeature("bridge")->colour),
                     25));
    }

    void overviewHasOnePixelPerHex()
    {
        HexMap map = testMap(9, 7);
        map.setTerrain(map.grid().toHex({4, 5}), 2);
        const MapVocabulary v = vocabularyForMap(map, nullptr);
        const MapStyle style = MapStyle::build(map, v, "en");
        const QImage img = MapRenderer(map, style).overviewImage();
        QCOMPARE(img.size(), QSize(9, 7));
        QCOMPARE(img.pixelColor(4, 5).rgb(), fromVocabulary(v.terrain("sea")->colour).rgb());
    }

    // The overview straight from the layers (issue 13, S7) shows what the hex-by-hex reference
    // shows: a river on a side the hex owns, then a feature in the hex, then a road (the
    // terrain darker), else the terrain.
    // A label four times the usual size reaches over the hex below its own: the town there is
    // drawn whole, every pixel of its symbol as without the label. (The label's own hex feature
    // may lie under it.)
    void aLargeLabelLeavesTheNextHexsFeatureInSight()
    {
        HexMap map = testMap(10, 8);
        const Hex own = map.grid().toHex({4, 3}), below = map.grid().toHex({4, 4});
        map.setHexFeatures(below, 1); // the town
        const MapVocabulary v = vocabularyForMap(map, nullptr);
        const MapStyle style = MapStyle::build(map, v, "en");
        const RenderParams rp(map.shape(), 2.0);
        const auto draw = [&](const HexMap &m) {
            QImage img(rp.sceneSize.toSize() + QSize(1, 1), QImage::Format_ARGB32_Premultiplied);
            img.fill(Qt::white);
            QPainter p(&img);
            MapRenderer(m, style).paint(p, rp, QRectF(QPointF(0, 0), rp.sceneSize));
            return img;
        };
        const QImage plain = draw(map);
        map.labels().append({own, QStringLiteral("MMMMMMMMMMMM"), 4.0});
        const QImage labelled = draw(map);
        // The label's box holds the town's centre (0.08 of a hex above the hex's centre).
        const QPointF town = rp.centre(below) - QPointF(0, rp.hexSize() * 0.08);
        QVERIFY(objectlayout::labelBox(map.labels().first(), rp.centre(own), rp.hexSize())
                    .contains(town));
        QVERIFY(plain != labelled);
        // The town's square: 0.2 of a hex round its centre is inside it (it reaches 0.24).
        const int r = int(rp.hexSize() * 0.2);
        int differ = 0;
        for (int dy = -r; dy <= r; ++dy)
            for (int dx = -r; dx <= r; ++dx)
                differ += plain.pixel(town.toPoint() + QPoint(dx, dy))
                          != labelled.pixel(town.toPoint() + QPoint(dx, dy));
        QCOMPARE(differ, 0);
    }

    // A label's cost is bounded by the part of it that is drawn (issue 29's probe: 100 labels
    // of 256 letters took 20 s, each letter outlined as a path). 256 W on a 10 × 8 map at
    // zoom 1: the scene is 10.5 hexes of √3 × s across, 18.2 s; the font is 0.42 s, where a W is
    // wider than half the font's size, 0.21 s: at most 18.2 / 0.21 + 2 = 89 letters reach into
    // the scene, drawn 9 times (8 for the halo, once in ink): 801 letters at most, and no
    // path, where all 256 would be 2304.
    void aLongLabelCostsOnlyWhatIsDrawn()
    {
        HexMap map = testMap(10, 8);
        const MapStyle style = MapStyle::build(map, vocabularyForMap(map, nullptr), "en");
        const RenderParams rp(map.shape(), 1.0);
        const auto count = [&](const HexMap &m) {
            CountingDevice device(rp.sceneSize.toSize());
            QPainter p(&device);
            MapRenderer(m, style).paint(p, rp, QRectF(QPointF(0, 0), rp.sceneSize));
            p.end();
            return std::pair(device.counted().letters, device.counted().paths);
        };
        const auto [lettersBefore, pathsBefore] = count(map);
        map.labels().append({map.grid().toHex({4, 3}), QString(256, QLatin1Char('W')), 1.0});
        const auto [letters, paths] = count(map);
        QCOMPARE(paths, pathsBefore);
        QVERIFY2(letters - lettersBefore > 9 * 10 && letters - lettersBefore <= 801,
                 qPrintable(QString::number(letters - lettersBefore)));
    }

    void overviewFromTheLayersMatchesHexByHex_data()
    {
        QTest::addColumn<Orientation>("orientation");
        QTest::newRow("pointy") << Orientation::PointyTop;
        QTest::newRow("flat") << Orientation::FlatTop;
    }
    void overviewFromTheLayersMatchesHexByHex()
    {
        QFETCH(Orientation, orientation);
        HexMap map = testMap(11, 8, orientation);
        const auto at = [&](int col, int row) { return map.grid().toHex({col, row}); };
        const auto bit = [&](const char *id) {
            return FeatureMask(1u << map.edgeFeatureIds().indexOf(QString::fromLatin1(id)));
        };
        map.setTerrain(at(2, 2), 1);
        map.setEdgeFeatures(edgeOf(at(2, 2), 1), bit("minor-river"));
        map.setEdgeFeatures(edgeOf(at(5, 3), 2), bit("road"));
        map.setTerrain(at(5, 3), 1);
        map.setHexFeatures(at(7, 6), 1);
        map.setEdgeFeatures(edgeOf(at(7, 6), 0), bit("road"));
        map.setTerrain(at(10, 7), 2);
        const MapVocabulary v = vocabularyForMap(map, nullptr);
        const MapStyle style = MapStyle::build(map, v, "en");
        const MapRenderer renderer(map, style);
        const QImage img = renderer.overviewImage();
        QCOMPARE(img, renderer.overviewImageHexByHex());
        const QColor forest = fromVocabulary(v.terrain("forest")->colour);
        QCOMPARE(img.pixel(2, 2), qRgb(0x3c, 0x7f, 0xd0));
        QCOMPARE(img.pixel(5, 3), forest.darker(125).rgb());
        QCOMPARE(img.pixel(7, 6), qRgb(0x5a, 0x20, 0x10));
        QCOMPARE(img.pixel(10, 7), fromVocabulary(v.terrain("sea")->colour).rgb());
        QCOMPARE(img.pixel(0, 0), fromVocabulary(v.terrain("plains")->colour).rgb());
    }
};

QTEST_MAIN(TestMapRenderer)
#include "tst_maprenderer.moc"
