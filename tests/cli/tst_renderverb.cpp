// The render verb in-process (under a QGuiApplication, as main() makes for it): facts about the
// image — its size, that the map and the legend are drawn — and valid SVG and PDF files.
#include "io/mapfile.h"
#include "movementcommands.h"
#include "support/clitestmaps.h"
#include "view/maprenderer.h"
#include "view/renderparams.h"
#include "view/vocabulary.h"

#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <unistd.h>

using namespace hexstride;
using namespace hexstride::cli;
using namespace clitest;

namespace {
HexMap riverMap()
{
    HexMap map = pbmMap();
    map.setTitle("Test Marches");
    for (int col = 1; col <= 30; ++col) {
        for (int row = 1; row <= 6; ++row)
            map.setTerrain(
                *map.parseLabel(
                    QString("%1%2").arg(col, 2, 10, QChar('0')).arg(row, 2, 10, QChar('0'))),
                Sea);
    }
    map.setTerrain(*map.parseLabel("1510"), Forest);
    map.setEdgeFeatures(edgeOf(*map.parseLabel("1010"), 0), MinorRiver);
    return map;
}

/// Rows of the image that hold anything but white, between y0 and y1.
int nonWhiteRows(const QImage &img, int y0, int y1)
{
    int rows = 0;
    for (int y = y0; y < y1; ++y) {
        for (int x = 0; x < img.width(); ++x) {
            if (img.pixel(x, y) != qRgb(255, 255, 255)) {
                ++rows;
                break;
            }
        }
    }
    return rows;
}

int pixelsNear(const QImage &img, QRgb colour, int tolerance)
{
    int n = 0;
    for (int y = 0; y < img.height(); ++y) {
        for (int x = 0; x < img.width(); ++x) {
            const QRgb p = img.pixel(x, y);
            if (qAbs(qRed(p) - qRed(colour)) <= tolerance
                && qAbs(qGreen(p) - qGreen(colour)) <= tolerance
                && qAbs(qBlue(p) - qBlue(colour)) <= tolerance)
                ++n;
        }
    }
    return n;
}
} // namespace

class TestRenderVerb : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void pngHasMapTitleAndLegend()
    {
        RulesetLibrary library;
        const QString png = m_dir.filePath("map.png");
        const VerbOutput out = runRender(riverMap(), library, png, 600, "en");
        QCOMPARE(out.exitCode, 0);
        QVERIFY2(out.err.isEmpty(), qPrintable(out.err));
        QImage img(png);
        QVERIFY(!img.isNull());
        QCOMPARE(img.width(), 600);
        QVERIFY(img.height() > 300);
        // Title band (top 4.5 units of 1/100 of the page's longer side), the legend at the bottom.
        const int unit = qMax(img.width(), img.height()) / 100;
        QVERIFY(nonWhiteRows(img, 0, int(unit * 4.5)) > 0);
        QVERIFY(nonWhiteRows(img, img.height() - 8 * unit, img.height()) > unit);
        // Plains, sea and forest colours of the ruleset all appear.
        RulesetLibrary lib;
        const auto rs = lib.ruleset("pbm-strategic");
        QVERIFY(rs);
        for (const char *id : {"plains", "sea"}) {
            const QColor c = QColor::fromRgb(rs->vocabulary.terrain(id)->colour);
            QVERIFY2(pixelsNear(img, c.rgb(), 6) > 500, id);
        }
    }

    void widthIsHonoured()
    {
        RulesetLibrary library;
        const QString png = m_dir.filePath("small.png");
        QCOMPARE(runRender(riverMap(), library, png, 200, "en").exitCode, 0);
        QCOMPARE(QImage(png).width(), 200);
    }

    void svgAndPdfAreValid()
    {
        RulesetLibrary library;
        const QString svg = m_dir.filePath("map.svg");
        const QString pdf = m_dir.filePath("map.pdf");
        QCOMPARE(runRender(riverMap(), library, svg, 2000, "en").exitCode, 0);
        QCOMPARE(runRender(riverMap(), library, pdf, 2000, "en").exitCode, 0);
        QFile s(svg);
        QVERIFY(s.open(QIODevice::ReadOnly));
        const QByteArray svgText = s.readAll();
        QVERIFY(svgText.startsWith("<?xml"));
        QVERIFY(svgText.contains("<svg"));
        QVERIFY(svgText.contains("Test Marches"));
        QVERIFY(svgText.trimmed().endsWith("</svg>"));
        QFile p(pdf);
        QVERIFY(p.open(QIODevice::ReadOnly));
        const QByteArray pdfData = p.readAll();
        QVERIFY(pdfData.startsWith("%PDF-"));
        QVERIFY(pdfData.trimmed().endsWith("%%EOF"));
        QVERIFY(pdfData.size() > 2000);
    }

    // A map's title is text in the SVG's <title> (issue 29): markup in it closes nothing and
    // adds no element (Qt's SVG writer puts the title in as it is).
    void svgTitleIsText()
    {
        RulesetLibrary library;
        HexMap map = riverMap();
        map.setTitle("A</title><script>alert(1)</script><title>&");
        const QString svg = m_dir.filePath("titled.svg");
        QCOMPARE(runRender(map, library, svg, 600, "en").exitCode, 0);
        QFile s(svg);
        QVERIFY(s.open(QIODevice::ReadOnly));
        const QByteArray text = s.readAll();
        QVERIFY2(!text.contains("<script>"), text.left(600).constData());
        QVERIFY2(text.contains(
                     "<title>A&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;title&gt;&amp;"
                     "</title>"),
                 text.left(600).constData());
    }

    // Probe 10, finding 11: characters XML 1.0 cannot hold (ESC, VT, U+FFFF) in a title or a
    // label made the SVG ill-formed. They are left out; the rest of the text stays.
    void svgHoldsNoCharacterXmlRefuses()
    {
        RulesetLibrary library;
        HexMap map = riverMap();
        map.setTitle(QString("A\x1b]8;;http://evil/\x1b\\click\x0b") + QChar(0xffff) + "Z");
        map.labels() << MapLabel{map.grid().toHex({1, 1}), QString("Ford\x0c") + QChar(0xffff)};
        const QString svg = m_dir.filePath("controls.svg");
        QCOMPARE(runRender(map, library, svg, 600, "en").exitCode, 0);
        QFile s(svg);
        QVERIFY(s.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&s);
        QString title;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"title")
                title = xml.readElementText();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(title, QString("A]8;;http://evil/\\clickZ"));
    }

    void badOutputs()
    {
        RulesetLibrary library;
        const VerbOutput wrongType
            = runRender(riverMap(), library, m_dir.filePath("map.bmpx"), 600, "en");
        QCOMPARE(wrongType.exitCode, 2);
        QVERIFY(wrongType.err.contains("map.bmpx"));
        const VerbOutput noDir
            = runRender(riverMap(), library, "/nonexistent/dir/map.png", 600, "en");
        QCOMPARE(noDir.exitCode, 1);
        QVERIFY2(noDir.err.contains("/nonexistent/dir/map.png"), qPrintable(noDir.err));
    }

    // render writes as every other writer does (probe 9, finding 12): into a temporary file
    // renamed into place, so that a failure leaves nothing half-written, and the message gives
    // "cannot write" with the system's reason (before: Qt's "Cannot open device for writing" or
    // "Unknown error", and a truncated PNG on a full disk).
    void aFailedWriteSaysWhyAndLeavesNothing_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::newRow("png") << "png";
        QTest::newRow("svg") << "svg";
        QTest::newRow("pdf") << "pdf";
    }
    void aFailedWriteSaysWhyAndLeavesNothing()
    {
        QFETCH(QString, suffix);
        RulesetLibrary library;
        // A file where the output's folder should be: no file can be made in it.
        QFile notADir(m_dir.filePath("not-a-folder"));
        QVERIFY(notADir.open(QIODevice::WriteOnly));
        notADir.close();
        const QString out = notADir.fileName() + "/map." + suffix;
        const VerbOutput r = runRender(riverMap(), library, out, 600, "en");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(out + ": cannot write: "), qPrintable(r.err));
    }

    void anOldImageStaysWholeUntilTheNewOneIsWritten()
    {
        // The new image replaces the old one whole (a rename): never written into it in place,
        // so a hard link to the old file keeps the old bytes.
        RulesetLibrary library;
        const QString out = m_dir.filePath("linked.png");
        const QString other = m_dir.filePath("linked-other.png");
        QFile old(out);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old bytes");
        old.close();
        QVERIFY(::link(QFile::encodeName(out).constData(), QFile::encodeName(other).constData())
                == 0);
        const VerbOutput r = runRender(riverMap(), library, out, 600, "en");
        QCOMPARE(r.exitCode, 0);
        QFile kept(other);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("old bytes"));
        QVERIFY(!QImage(out).isNull());
    }

private:
    QTemporaryDir m_dir;

    // Labels piled on one another are bounded by the picture, not by their number (issue 29's
    // probe F09: 3,000 labels of 256 letters at size 8 ran past 60 s). 300 labels of 256 W at
    // size 8 on one hex of a 10 × 8 pointy map at zoom 1 (s = 20): the scene is 8 rows,
    // 7 × 1.5 s + 2 s = 250 px high; the font is 8 × Qt's 9-px floor (over 0.42 × 20) = 72 px.
    // Each label is wider than the scene, so it paints the scene's whole width, at least 72 px
    // and at most 250 px high; 8 scenes' area of letters holds at most 8 × 250 / 72 = 27.8 such
    // rows (28 labels with the one that crosses the line) and at least 8: 272 to 292 left out.
    void pilesOfLabelsStopAtTheInkOfEightPictures()
    {
        MapShape shape{
            10, 8, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::ColRow};
        HexMap map(shape, "test", IdTable({"plains"}), IdTable({"town"}), IdTable({"road"}), 0);
        const MapStyle style = MapStyle::build(map, vocabularyForMap(map, nullptr), "en");
        const RenderParams rp(map.shape(), 1.0);
        const auto leftOut = [&](const HexMap &m) {
            QImage img(rp.sceneSize.toSize(), QImage::Format_ARGB32_Premultiplied);
            QPainter p(&img);
            const MapRenderer renderer(m, style);
            renderer.paint(p, rp, QRectF(QPointF(0, 0), rp.sceneSize));
            return renderer.labelsLeftOut();
        };
        // Ten short labels side by side: all drawn.
        for (int col = 0; col < 10; ++col)
            map.labels().append({map.grid().toHex({col, 1}), QStringLiteral("Ford"), 1.0});
        QCOMPARE(leftOut(map), 0);
        map.labels().clear();
        for (int i = 0; i < 300; ++i)
            map.labels().append({map.grid().toHex({4, 3}), QString(256, QLatin1Char('W')), 8.0});
        const int n = leftOut(map);
        QVERIFY2(n >= 272 && n <= 292, qPrintable(QString::number(n)));

        // render says so, and still writes the picture.
        RulesetLibrary library;
        const QString png = m_dir.filePath("piled.png");
        const VerbOutput out = runRender(map, library, png, 600, "en");
        QCOMPARE(out.exitCode, 0);
        QVERIFY2(out.err.startsWith(png + ": warning: ")
                     && out.err.endsWith(" label(s) not drawn: the labels lie on one another over "
                                         "more than 8 times the picture's area\n"),
                 qPrintable(out.err));
        QVERIFY(!QImage(png).isNull());
    }
};

QTEST_MAIN(TestRenderVerb)
#include "tst_renderverb.moc"
