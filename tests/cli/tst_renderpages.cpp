// Printed maps players can use (issue 18 §5): hex numbers, a fixed scale (one inch a hex)
// tiled over pages with a key page, from `hexstride-cli render --hex-numbers --hex-size 25.4mm
// --pages` and the same functions the app prints with.
#include "exporting/pagetiling.h"
#include "io/mapfile.h"
#include "movementcommands.h"
#include "renderpages.h"
#include "support/clitestmaps.h"
#include "view/renderparams.h"

#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;
using namespace hexstride::cli;
using namespace clitest;

namespace {
int pdfPages(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QString text = QString::fromLatin1(f.readAll());
    return int(text.count(QRegularExpression("/Type\\s*/Page(?![a-zA-Z])")));
}
} // namespace

class TestRenderPages : public QObject
{
    Q_OBJECT
private slots:
    void hexSizes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("mm");
        QTest::newRow("mm") << "25.4mm" << 25.4;
        QTest::newRow("inch") << "1in" << 25.4;
        QTest::newRow("cm") << "2cm" << 20.0;
        QTest::newRow("bare") << "15" << 15.0;
        QTest::newRow("spaces, case") << " 0.75 IN " << 19.05;
        QTest::newRow("too small") << "1mm" << -1.0;
        QTest::newRow("too big") << "30cm" << -1.0;
        QTest::newRow("feet") << "1ft" << -1.0;
        QTest::newRow("words") << "large" << -1.0;
    }
    void hexSizes()
    {
        QFETCH(QString, text);
        QFETCH(double, mm);
        const auto got = parseHexSize(text);
        if (mm < 0)
            QVERIFY(!got);
        else
            QVERIFY2(got && qFuzzyCompare(*got, mm), qPrintable(text));
    }

    void pageGridCoversEveryHexWhole()
    {
        // 1 inch a hex at 150 dpi on the map area of an A4 page.
        const HexMap map = pbmMap();
        const double dotsPerMm = 150 / 25.4;
        const QSizeF area(190 * dotsPerMm, 260 * dotsPerMm);
        const PageGrid grid = pageGrid(map, 25.4, 10, area, dotsPerMm);
        const RenderParams rp(map.shape(), grid.zoom);
        // Neighbouring centres one inch apart.
        const QPointF a = rp.centre(map.hexAtIndex(0)),
                      b = rp.centre(neighbour(map.hexAtIndex(0), 0));
        QVERIFY(std::abs(QLineF(a, b).length() - 150.0) < 0.5);
        // 30 columns an inch apart need about 30 inches: more than 3 sheets across.
        QVERIFY(grid.cols >= 4);
        QVERIFY(grid.rows >= 2);
        for (int i = 0; i < map.hexCount(); ++i) {
            const QRectF hex = rp.hexBounds(map.hexAtIndex(i));
            bool whole = false;
            for (int r = 0; r < grid.rows && !whole; ++r)
                for (int c = 0; c < grid.cols && !whole; ++c)
                    whole = grid.tileAt(c, r).contains(hex);
            QVERIFY2(whole, qPrintable(map.label(map.hexAtIndex(i))));
        }
        QCOMPARE(PageGrid::pageName(0, 0), QString("A1"));
        QCOMPARE(PageGrid::pageName(2, 1), QString("B3"));
        QCOMPARE(PageGrid::pageName(0, 26), QString("AA1"));
    }

    void tiledPdfHasEveryPageAndAKey()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath("map.pdf");
        ExportOptions options;
        options.hexSizeMm = 25.4;
        options.hexNumbers = true;
        RulesetLibrary library;
        QCOMPARE(runRender(pbmMap(), library, pdf, options, "en").exitCode, 0);
        const int pages = pdfPages(pdf);
        QVERIFY2(pages >= 9,
                 qPrintable(QString::number(pages))); // at least 4 × 2 tiles and the key
        // Fitted: one page.
        options.hexSizeMm = 0;
        const QString one = dir.filePath("one.pdf");
        QCOMPARE(runRender(pbmMap(), library, one, options, "en").exitCode, 0);
        QCOMPARE(pdfPages(one), 1);
    }

    void commandLine()
    {
        QTemporaryDir dir;
        const QString map = dir.filePath("map.json");
        QCOMPARE(saveMapFile(pbmMap(), map), QString());
        const Run ok = clitest::cli({"render", map, dir.filePath("out.pdf"), "--hex-numbers",
                                     "--hex-size", "25.4mm", "--pages"});
        QCOMPARE(ok.code, 0);
        QVERIFY(pdfPages(dir.filePath("out.pdf")) >= 9);
        const Run png = clitest::cli({"render", map, dir.filePath("out.png"), "--pages"});
        QCOMPARE(png.code, 2);
        QVERIFY2(png.err.contains("need a .pdf output"), qPrintable(png.err));
        const Run feet = clitest::cli({"render", map, dir.filePath("x.pdf"), "--hex-size", "1ft"});
        QCOMPARE(feet.code, 2);
        QVERIFY2(feet.err.contains("--hex-size \"1ft\""), qPrintable(feet.err));
    }

    // Probe 12, P08: a map at a scale that takes more than 500 sheets is refused at once with
    // the count (a 2000 × 2000 map at an inch a hex ran past 20 s). The 30 × 20 map at 200 mm a
    // hex: about 6 m × 3.5 m of map on sheets of under 19 × 26 cm that overlap by a hex.
    void tooManyPagesAreRefused()
    {
        QTemporaryDir dir;
        const QString map = dir.filePath("map.json");
        QCOMPARE(saveMapFile(pbmMap(), map), QString());
        const QString out = dir.filePath("huge.pdf");
        const Run r = clitest::cli({"render", map, out, "--hex-size", "200mm", "--pages"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("at 200 mm a hex the map takes ")
                     && r.err.contains(" pages; at most 500 are printed: choose a hex size of "
                                       "at most "),
                 qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
        // Within the bound as before (the same map at an inch a hex: at least 9 sheets).
        QCOMPARE(clitest::cli({"render", map, out, "--hex-size", "25.4mm", "--pages"}).code, 0);
    }

    // probe20 U07: the page count bounded the sheets, not the work: a 2000 × 1500 map at 3 mm a
    // hex took 481 sheets, 117 s, 575 MB and wrote a 515 MB PDF. Now the hexes on all sheets
    // are bounded too, and such a map is refused before a page is drawn, naming what to do; the
    // hex size the page-count refusal names does print.
    void tooManyHexesAreRefusedAtOnce()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("o.pdf");
        QElapsedTimer timer;
        timer.start();
        const Run r = clitest::cli({"render", testpaths::data("/maps/open-2000x1500.hexmap"), out,
                                    "--pages", "--hex-size", "3mm"});
        QCOMPARE(r.code, 1);
        const QString refused = "the map has 2000 × 1500 hexes: over pages at 3 mm a hex, the "
                                "smallest size, they come to ";
        const QString choose = " hexes, and at most 400000 are printed over pages: print the map "
                               "fitted to one page, or as a picture";
        QVERIFY2(r.err.contains(refused) && r.err.contains(choose), qPrintable(r.err));
        // At a size of too many pages the same: no smaller size would print it either.
        const Run large = clitest::cli({"render", testpaths::data("/maps/open-2000x1500.hexmap"),
                                        out, "--pages", "--hex-size", "200mm"});
        QCOMPARE(large.code, 1);
        QVERIFY2(large.err.contains(refused) && large.err.contains(choose), qPrintable(large.err));
        QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(!QFile::exists(out));

        const QString map = dir.filePath("map.json");
        QCOMPARE(saveMapFile(pbmMap(), map), QString());
        const Run big = clitest::cli({"render", map, out, "--hex-size", "200mm", "--pages"});
        const QRegularExpression fits("choose a hex size of at most ([0-9.]+) mm");
        const QString size = fits.match(big.err).captured(1);
        QVERIFY2(!size.isEmpty(), qPrintable(big.err));
        QCOMPARE(clitest::cli({"render", map, out, "--hex-size", size + "mm", "--pages"}).code, 0);
        QVERIFY(QFile::exists(out));
        const QString larger = QString::number(size.toDouble() + 0.5) + "mm";
        QCOMPARE(
            clitest::cli({"render", map, dir.filePath("no.pdf"), "--hex-size", larger, "--pages"})
                .code,
            1);
    }
};

QTEST_MAIN(TestRenderPages)
#include "tst_renderpages.moc"
