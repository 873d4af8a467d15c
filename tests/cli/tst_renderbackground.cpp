// `hexstride-cli render --background` (issue 16 §2): the map's background image is drawn as the
// map file places it, only when asked; a map without one, or a missing image, is bad input
// that names the map and the field.
#include "io/mapfile.h"
#include "support/clitestmaps.h"

#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;
using namespace clitest;

namespace {
const QColor kScan(200, 30, 200);

int scanColoured(const QImage &img)
{
    int n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const QColor c(img.pixel(x, y));
            n += qAbs(c.red() - kScan.red()) < 8 && qAbs(c.green() - kScan.green()) < 8
                 && qAbs(c.blue() - kScan.blue()) < 8;
        }
    return n;
}
} // namespace

class TestRenderBackground : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_withScan;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QImage scan(300, 200, QImage::Format_RGB32);
        scan.fill(kScan);
        QVERIFY(scan.save(m_dir.filePath("scan.png")));
        HexMap map = pbmMap();
        // Over the top left of the map, shown in full (only the image where it lies).
        map.setBackground(MapBackground{"scan.png", AffineMap{0.05, 0, 0, 0.05, 0, 0}, 1.0, false});
        m_withScan = m_dir.filePath("traced.hexmap");
        QCOMPARE(saveMapFile(map, m_withScan), QString());
    }

    void drawnOnlyWhenAsked()
    {
        const QString plain = m_dir.filePath("plain.png");
        const QString traced = m_dir.filePath("traced.png");
        QCOMPARE(cli({"render", m_withScan, plain, "--width", "600"}).code, 0);
        const Run r = cli({"render", m_withScan, traced, "--width", "600", "--background"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(scanColoured(QImage(plain)), 0);
        // Hidden in the editor (visible false), drawn all the same when asked by name: a
        // 15 x 10 hex-size patch of a 30-hex-wide map is many pixels.
        QVERIFY2(scanColoured(QImage(traced)) > 5000,
                 qPrintable(QString::number(scanColoured(QImage(traced)))));
    }

    void mapWithoutBackground()
    {
        const QString path = m_dir.filePath("none.hexmap");
        QCOMPARE(saveMapFile(pbmMap(), path), QString());
        const Run r = cli({"render", path, m_dir.filePath("none.png"), "--background"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("none.hexmap") && r.err.contains("no background image"),
                 qPrintable(r.err));
    }

    void missingImage()
    {
        HexMap map = pbmMap();
        map.setBackground(MapBackground{"lost/scan.png", {}, 0.5, true});
        const QString path = m_dir.filePath("lost.hexmap");
        QCOMPARE(saveMapFile(map, path), QString());
        const Run r = cli({"render", path, m_dir.filePath("lost.png"), "--background"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("background.path") && r.err.contains("scan.png"),
                 qPrintable(r.err));
        // Without the option the missing image does not matter.
        QCOMPARE(cli({"render", path, m_dir.filePath("lost.png")}).code, 0);
    }
};

QTEST_GUILESS_MAIN(TestRenderBackground)
#include "tst_renderbackground.moc"
