// What is printed and exported on paper: every legend name whole in the output's language (an
// A4 sheet, a 3000 px PNG), the key page's sheet grid on the paper, and hex outlines thick
// enough to see on a printed sheet, darker on request.
#include "exporting/mapexporter.h"
#include "exporting/pagetiling.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetmap.h"
#include "support/guitestutil.h"
#include "view/mapstyle.h"
#include "view/renderparams.h"
#include "view/vocabulary.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
/// A pbm-strategic map all of hills: its legend has one name, "Hills & Rough" in English and
/// «Холмистая местность» in Russian (the ruleset's names).
HexMap hillsMap(int w = 12, int h = 8, const QString &terrain = QStringLiteral("hills"))
{
    const RulesetLibrary library;
    const auto pbm = library.ruleset(QStringLiteral("pbm-strategic"));
    return mapForRuleset(*pbm, {w, h, {}, LabelScheme::Numeric}, terrain);
}
MapStyle styleIn(const HexMap &map, const QString &language)
{
    const RulesetLibrary library;
    const auto pbm = library.ruleset(QStringLiteral("pbm-strategic"));
    return MapStyle::build(map, vocabularyForMap(map, pbm.get()), language);
}
bool ink(QRgb c)
{
    return qGray(c) < 110;
}
} // namespace

class TestPrintLegend : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    /// The legend's one name is drawn whole: the page's bottom band (a row of 3 units and a
    /// unit below, a unit = 1/100 of the page's longer side) holds ink from where the name
    /// starts (the swatch of 2 units from 1 unit in, then 0.6 of a unit) to at least 95 % of
    /// the name's width in the legend font (1.3 units; the same font the page is drawn with).
    static void checkNameWhole(const QImage &page, const QString &name)
    {
        const double unit = std::max(page.width(), page.height()) / 100.0;
        QFont f = QGuiApplication::font();
        f.setPixelSize(int(unit * 1.3));
        const double advance = QFontMetricsF(f, &page).horizontalAdvance(name);
        const int start = int(unit * 3.6);
        int right = -1;
        for (int y = page.height() - int(unit * 4); y < page.height(); ++y)
            for (int x = start; x < page.width(); ++x)
                if (ink(page.pixel(x, y)))
                    right = std::max(right, x);
        QVERIFY2(right >= start + advance * 0.95,
                 qPrintable(QStringLiteral("%1: ink to %2, the name ends at %3")
                                .arg(name)
                                .arg(right - start)
                                .arg(advance)));
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }

    void legendNamesAreWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("name");
        QTest::newRow("en") << "en" << QStringLiteral("Hills & Rough");
        QTest::newRow("ru") << "ru" << QStringLiteral("Холмистая местность");
    }
    // An A4 sheet, portrait, at 127 dpi (1050 × 1485): six columns of 11 units left the name
    // 8 units (125 px) and cut it.
    void legendNamesAreWhole()
    {
        QFETCH(QString, language);
        QFETCH(QString, name);
        const HexMap map = hillsMap();
        QImage page(1050, 1485, QImage::Format_ARGB32_Premultiplied);
        QPainter p(&page);
        ExportOptions o;
        o.title = false;
        paintMapPage(p, QSizeF(page.size()), map, styleIn(map, language), o);
        p.end();
        checkNameWhole(page, name);
    }

    // The same in a PNG 3000 px wide, landscape: a unit is 30 px, a name had 400 px.
    void pngLegendNamesAreWhole_data() { legendNamesAreWhole_data(); }
    void pngLegendNamesAreWhole()
    {
        QFETCH(QString, language);
        QFETCH(QString, name);
        const HexMap map = hillsMap(40, 12);
        ExportOptions o;
        o.widthPx = 3000;
        o.title = false;
        const QString path = m_dir.filePath(language + ".png");
        QCOMPARE(exportMap(map, styleIn(map, language), path, o), QString());
        const QImage png(path);
        QCOMPARE(png.width(), 3000);
        checkNameWhole(png.convertToFormat(QImage::Format_ARGB32), name);
    }

    // The key page's sheet grid (red) stays on the paper: a map 30 hexes wide at an inch a
    // hex needs four sheets across, the last reaching past the map's edge. Drawn on a sheet
    // inside a larger image, no red pixel lies outside the sheet.
    void keyPageGridStaysOnThePaper()
    {
        const HexMap map = hillsMap(30, 10);
        constexpr double dotsPerMm = 4;
        const QRectF sheet(100, 100, 210 * dotsPerMm, 297 * dotsPerMm);
        QImage img(int(sheet.width()) + 200, int(sheet.height()) + 200,
                   QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::white);
        QPainter p(&img);
        ExportOptions o;
        o.hexSizeMm = 25.4;
        const int pages = paintTiledPages(
            p, sheet, dotsPerMm, [] { return true; }, map, styleIn(map, "en"), o);
        p.end();
        QVERIFY(pages > 4);
        int redOnSheet = 0, redOff = 0;
        for (int y = 0; y < img.height(); ++y) {
            for (int x = 0; x < img.width(); ++x) {
                const QColor c = img.pixelColor(x, y);
                if (c.red() > 150 && c.green() < 60 && c.blue() < 60)
                    ++(sheet.contains(QPointF(x + 0.5, y + 0.5)) ? redOnSheet : redOff);
            }
        }
        QVERIFY(redOnSheet > 100);
        QCOMPARE(redOff, 0);
    }

    // Hex outlines on paper: at 600 dpi (23.6 dots a mm) a printed outline is at least 0.12 mm,
    // about 3 dots, and the darker option makes it 0.2 mm (about 5 dots) of black. Counted
    // along the line through two neighbouring hex centres, across the side between them.
    void printedOutlinesAreSeen()
    {
        const HexMap map = hillsMap(6, 4, QStringLiteral("plains")); // no pattern
        const auto across = [&](bool dark) {
            QImage page(2000, 1400, QImage::Format_ARGB32_Premultiplied);
            page.setDotsPerMeterX(int(600 / 0.0254));
            page.setDotsPerMeterY(int(600 / 0.0254));
            QPainter p(&page);
            ExportOptions o;
            o.title = false;
            o.legend = false;
            o.darkOutlines = dark;
            const QTransform placed
                = paintMapPage(p, QSizeF(page.size()), map, styleIn(map, "en"), o);
            p.end();
            const RenderParams base(map.shape(), 1.0);
            const QPointF a = placed.map(base.centre(map.grid().toHex({2, 2})));
            const QPointF b = placed.map(base.centre(map.grid().toHex({3, 2})));
            // The middle half between the centres: the side and the hills' colour round it.
            const QRgb ground = page.pixel(a.toPoint() + QPoint(int((b.x() - a.x()) / 4), 0));
            int dots = 0;
            for (int x = int(a.x() + (b.x() - a.x()) / 4); x < int(b.x() - (b.x() - a.x()) / 4);
                 ++x)
                dots += qGray(page.pixel(x, int(a.y()))) < qGray(ground) - 40;
            return dots;
        };
        QVERIFY2(across(false) >= 2, qPrintable(QString::number(across(false))));
        QVERIFY2(across(true) >= 4, qPrintable(QString::number(across(true))));
    }
};

QTEST_MAIN(TestPrintLegend)
#include "tst_printlegend.moc"
