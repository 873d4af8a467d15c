// A side's report picture (sideImagePng, issue 36 §1) read where a player looks: at hex centres.
// Its own armies and the enemy armies in sight are drawn; an enemy army out of sight is not,
// and every hex out of sight is greyed.
//
// The map: tests/data/maps/plains-14x9.json (pbm-strategic, 14 × 9 plains, pointy-top, odd rows
// shifted right, labelled col,row). Where its hex centres fall in the picture, worked out by hand
// from sideImagePng and paintMapPage (the same derivation as the scenario suite's report picture):
// 1600 px wide, a unit of 16 px; the map area begins at (16, 72) and is 1568 px wide; the map is
// 14.5 hexes wide, so a hex is 1568 / 14.5 = 108.14 px across and its centre is at
// x = 16 + 108.14·(col + 0.5 + 0.5·(row odd)), y = 72 + 108.14/√3·(1 + 1.5·row).
// Plains are #b7d27a; out of sight, grey (128,128,128) at alpha 170 over them:
// 128·170/255 + c·85/255 per channel = (146.3, 155.3, 126.0).
#include "exporting/sidereports.h"
#include "io/mapfile.h"
#include "movement/turnresolver.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetmap.h"
#include "testpaths.h"

#include <QBuffer>
#include <QGuiApplication>
#include <QImage>
#include <QTemporaryFile>
#include <QTest>

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace hexstride;

namespace {
/// A device that refuses every write, as a full disk does.
class RefusingDevice : public QIODevice
{
public:
    RefusingDevice()
    {
        open(QIODevice::WriteOnly);
        setErrorString(QStringLiteral("No space left on device"));
    }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64) override { return -1; }
};

QPoint centre(int col, int row)
{
    const double across = 1568.0 / 14.5;
    return {int(16 + across * (col + 0.5 + 0.5 * (row % 2))),
            int(72 + across / std::sqrt(3.0) * (1 + 1.5 * row))};
}

const QColor kPlains(0xb7, 0xd2, 0x7a);
const QColor kGreyedPlains(146, 155, 126);

bool nearly(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) <= 1 && std::abs(a.green() - b.green()) <= 1
           && std::abs(a.blue() - b.blue()) <= 1;
}

ResolvedUnit standing(const HexMap &map, const QString &name, const QString &side, int col, int row)
{
    ResolvedUnit u;
    u.name = name;
    u.side = side;
    u.figures = 500;
    u.start = u.end = map.grid().toHex({col, row});
    return u;
}
} // namespace

class TestReportPicture : public QObject
{
    Q_OBJECT
    std::optional<HexMap> m_map;              ///< tests/data/maps/plains-14x9.json
    std::shared_ptr<const Ruleset> m_ruleset; ///< pbm-strategic

private slots:
    void initTestCase()
    {
        const MapLoadResult loaded = loadMapFile(testpaths::data("/maps/plains-14x9.json"));
        QVERIFY2(loaded.map, qPrintable(loaded.error));
        m_map = *loaded.map;
        m_ruleset = RulesetLibrary().ruleset(QStringLiteral("pbm-strategic"));
        QVERIFY(m_ruleset);
    }

    // Free's army at 5,4 sees 5,4 and its six neighbours (radius 1). Shadow's Watch at 6,4 is in
    // sight; Shadow's Hidden at 10,6 is not.
    void armiesInSightOnlyAndGreyOutside()
    {
        const HexMap &map = *m_map;
        const auto &ruleset = m_ruleset;
        TurnResolution r;
        r.rulesetId = "pbm-strategic";
        r.units << standing(map, "North", "Free", 5, 4) << standing(map, "Watch", "Shadow", 6, 4)
                << standing(map, "Hidden", "Shadow", 10, 6);
        QString error;
        const QImage free
            = QImage::fromData(sideImagePng(map, *ruleset, r, "Free", "en", &error), "PNG");
        QVERIFY2(!free.isNull(), qPrintable(error));
        QCOMPARE(free.size(), QSize(1600, 1123));
        const auto shown = [&](const QImage &image, int col, int row) {
            return image.pixelColor(centre(col, row));
        };
        const auto counter = [&](const QImage &image, int col, int row) {
            const QColor c = shown(image, col, row);
            return !nearly(c, kPlains) && !nearly(c, kGreyedPlains);
        };
        // In sight, nobody there: plains as they are.
        QVERIFY2(nearly(shown(free, 4, 4), kPlains), qPrintable(shown(free, 4, 4).name()));
        QVERIFY2(nearly(shown(free, 5, 5), kPlains), qPrintable(shown(free, 5, 5).name()));
        // Its own army and the enemy in sight: counters.
        QVERIFY2(counter(free, 5, 4), qPrintable(shown(free, 5, 4).name()));
        QVERIFY2(counter(free, 6, 4), qPrintable(shown(free, 6, 4).name()));
        // The enemy out of sight is not drawn: greyed plains there, as at 7,4 (two hexes east)
        // and at the far corner 12,1.
        QVERIFY2(nearly(shown(free, 10, 6), kGreyedPlains), qPrintable(shown(free, 10, 6).name()));
        QVERIFY2(nearly(shown(free, 7, 4), kGreyedPlains), qPrintable(shown(free, 7, 4).name()));
        QVERIFY2(nearly(shown(free, 12, 1), kGreyedPlains), qPrintable(shown(free, 12, 1).name()));

        // Shadow sees around 6,4 and 10,6: Free's army at 5,4 (a neighbour of 6,4) is drawn,
        // and Hidden's own hex shows its counter; 8,1 is out of its sight.
        const QImage shadow
            = QImage::fromData(sideImagePng(map, *ruleset, r, "Shadow", "en", &error), "PNG");
        QVERIFY2(!shadow.isNull(), qPrintable(error));
        QVERIFY2(counter(shadow, 5, 4), qPrintable(shown(shadow, 5, 4).name()));
        QVERIFY2(counter(shadow, 10, 6), qPrintable(shown(shadow, 10, 6).name()));
        QVERIFY2(nearly(shown(shadow, 11, 6), kPlains), qPrintable(shown(shadow, 11, 6).name()));
        QVERIFY2(nearly(shown(shadow, 8, 1), kGreyedPlains),
                 qPrintable(shown(shadow, 8, 1).name()));
    }

    // The picture is handed to a player on its own: its title (the band above the map, 72 px)
    // names the side and the game. Before, every side's picture of a map without a title said
    // only "Untitled map", the same pixels for both sides.
    void theTitleNamesTheSideAndTheGame()
    {
        const HexMap &map = *m_map;
        const auto &ruleset = m_ruleset;
        TurnResolution r;
        r.rulesetId = "pbm-strategic";
        r.units << standing(map, "North", "Free", 5, 4) << standing(map, "Watch", "Shadow", 6, 4);
        QString error;
        const auto titleBand = [&](const QString &side, const QString &game) {
            const QImage image
                = QImage::fromData(sideImagePng(map, *ruleset, r, side, "en", &error, game), "PNG");
            return image.copy(0, 0, image.width(), 72);
        };
        const QImage free = titleBand("Free", QString());
        QVERIFY2(!free.isNull(), qPrintable(error));
        QCOMPARE(titleBand("Free", QString()), free); // the same picture twice: the same title
        QVERIFY(titleBand("Shadow", QString()) != free);
        QVERIFY(titleBand("Free", "War of the Ring") != free);
        // Black ink in the band: a title is drawn.
        int ink = 0;
        for (int y = 0; y < free.height(); ++y)
            for (int x = 0; x < free.width(); ++x)
                ink += free.pixelColor(x, y).lightness() < 60;
        QVERIFY2(ink > 200, qPrintable(QString::number(ink)));
    }

    // probe19 T09: a map at the format's bound, 2000 × 2000, whose hexes are under a pixel in
    // the picture, is greyed through a mask of a pixel a hex, laid brick by brick under the
    // hexes (4 million polygons took 2 s a side). What the side sees and what it does not are
    // where they were. The army at 1000,1000 sees 30 hexes around (the radius set here).
    //
    // Pointy-top, odd rows shifted: 2000.5 hexes wide (√3·s each), 3000.5·s high; the picture
    // 1600 × (⌊1600 · 3000.5 / (2000.5·√3)⌋ = 1385, + ⌊16 · 14.5⌋ = 232) = 1617, so a unit of
    // 16.17 px; the map area from (16.17, 72.77), 1567.66 wide (its height, 1617 − 72.77 −
    // a legend row of 4 units − 16.17 = 1463.4, is more than 1567.66 · 0.866 = 1357.6). A hex
    // is 1567.66 / 2000.5 = 0.7836 px across: x = 16.17 + 0.7836·(col + 0.5 + 0.5·(row odd)),
    // y = 72.77 + 0.7836/√3·(1 + 1.5·row).
    //
    // Flat-top, even columns shifted: 3000.5·s wide, 2000.5·√3·s high; the picture 1600 ×
    // (⌊1600 · 1.1548⌋ = 1847, + 232) = 2079, a unit of 20.79; the map area from (20.79, 93.56),
    // 1558.42 wide (height left 2079 − 93.56 − 83.16 − 20.79 = 1881.5 > 1558.42 · 1.1548 =
    // 1799.7). s = 1558.42 / 3000.5 = 0.5194 px, a hex √3·s = 0.8996 px high:
    // x = 20.79 + 0.5194·(1 + 1.5·col), y = 93.56 + 0.8996·(0.5 + row + 0.5·(col even)).
    void aMapAtTheBoundIsGreyedWhereItIsOutOfSight_data()
    {
        QTest::addColumn<Orientation>("orientation");
        QTest::addColumn<OffsetParity>("parity");
        QTest::addColumn<QSize>("size");
        QTest::newRow("pointy-top")
            << Orientation::PointyTop << OffsetParity::OddShifted << QSize(1600, 1617);
        QTest::newRow("flat-top") << Orientation::FlatTop << OffsetParity::EvenShifted
                                  << QSize(1600, 2079);
    }
    void aMapAtTheBoundIsGreyedWhereItIsOutOfSight()
    {
        QFETCH(Orientation, orientation);
        QFETCH(OffsetParity, parity);
        QFETCH(QSize, size);
        const HexMap map = mapForRuleset(
            *m_ruleset, {2000, 2000, {orientation, parity}, LabelScheme::ColRow}, "plains");
        Ruleset wide = *m_ruleset;
        wide.turns.sequence.sightRadius = 30;
        TurnResolution r;
        r.rulesetId = "pbm-strategic";
        r.units << standing(map, "North", "Free", 1000, 1000);
        QString error;
        const QImage image
            = QImage::fromData(sideImagePng(map, wide, r, "Free", "en", &error), "PNG");
        QVERIFY2(!image.isNull(), qPrintable(error));
        QCOMPARE(image.size(), size);
        const bool pointy = orientation == Orientation::PointyTop;
        const auto shown = [&](int col, int row) {
            const double x = pointy ? 16.17 + 0.7836 * (col + 0.5 + 0.5 * (row % 2))
                                    : 20.79 + 0.5194 * (1 + 1.5 * col);
            const double y = pointy ? 72.77 + 0.7836 / std::sqrt(3.0) * (1 + 1.5 * row)
                                    : 93.56 + 0.8996 * (0.5 + row + 0.5 * (col % 2 == 0));
            return image.pixelColor(int(x), int(y));
        };
        const auto check = [&](int col, int row, const QColor &expected) {
            const QColor c = shown(col, row);
            return nearly(c, expected) ? QString()
                                       : QString("%1,%2: %3 (expected %4)")
                                             .arg(col)
                                             .arg(row)
                                             .arg(c.name(), expected.name());
        };
        // 20 hexes east and south: in sight, plains as they are (the army's mark is further in).
        for (const QString &wrong : {check(1020, 1000, kPlains), check(1000, 1020, kPlains),
                                     check(980, 1000, kPlains), check(1000, 980, kPlains)})
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        // 45 hexes away and the far corner: greyed.
        for (const QString &wrong :
             {check(1045, 1000, kGreyedPlains), check(1000, 1045, kGreyedPlains),
              check(955, 1000, kGreyedPlains), check(1000, 955, kGreyedPlains),
              check(1990, 1990, kGreyedPlains), check(5, 5, kGreyedPlains)})
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        // Along the lines the bricks follow (a row of pointy-top hexes, a column of flat-top
        // ones), the edge of sight falls between 28 hexes (seen) and 33 (not), 4 px apart.
        const QString seen28 = pointy ? check(1028, 1000, kPlains) : check(1000, 1028, kPlains);
        const QString greyed33
            = pointy ? check(1033, 1000, kGreyedPlains) : check(1000, 1033, kGreyedPlains);
        QVERIFY2(seen28.isEmpty(), qPrintable(seen28));
        QVERIFY2(greyed33.isEmpty(), qPrintable(greyed33));
    }

    // probe19 T04: a one-column map 200 hexes long got a picture 1600 wide and 185,292 high,
    // refused ("choose a smaller width", an option resolve lacks): no report, its campaign stuck.
    // The picture now fits 1600 × 2400, narrower where the map is long (64 pixels at least).
    void aLongNarrowMapGetsAPictureThatFits()
    {
        // 1 × 40 fits 1600 × 2400 (a hex about 60 pixels across); 1 × 200 is written 64 wide.
        for (const int length : {40, 200}) {
            const HexMap strip = mapForRuleset(*m_ruleset,
                                               {1,
                                                length,
                                                {Orientation::PointyTop, OffsetParity::OddShifted},
                                                LabelScheme::ColRow},
                                               QStringLiteral("plains"));
            TurnResolution r;
            r.rulesetId = "pbm-strategic";
            r.units << standing(strip, "North", "Free", 0, 10);
            QString error;
            const QImage image = QImage::fromData(
                sideImagePng(strip, *m_ruleset, r, "Free", "en", &error, QString()), "PNG");
            QVERIFY2(!image.isNull(), qPrintable(error));
            const QString size = QString("%1 × %2").arg(image.width()).arg(image.height());
            if (length == 40)
                QVERIFY2(image.height() <= 2400 && image.width() < 1600, qPrintable(size));
            else
                QVERIFY2(image.width() == 64, qPrintable(size));
        }
    }

    // Issue 29 (perf16): a side's picture file is written into the file as it is compressed
    // (streamed), not made whole and held first (3 MB a side of 100,000 order lines), and its
    // bytes are sideImagePng's.
    void thePictureIsWrittenIntoItsFileAsItIsCompressed()
    {
        const HexMap &map = *m_map;
        TurnResolution r;
        r.rulesetId = "pbm-strategic";
        r.units << standing(map, "North", "Free", 5, 4) << standing(map, "Watch", "Shadow", 6, 4);
        const QList<TurnOutputFile> files
            = sideReportFilesAt(map, *m_ruleset, r, "Free", "en", "Free");
        const auto png = std::find_if(files.cbegin(), files.cend(),
                                      [](const TurnOutputFile &f) { return f.path == "Free.png"; });
        QVERIFY(png != files.cend());
        QVERIFY(png->write); // before: made whole (png->make)
        QBuffer written;
        written.open(QIODevice::WriteOnly);
        QString error;
        QVERIFY2(png->write(written, &error), qPrintable(error));
        const QByteArray whole = sideImagePng(map, *m_ruleset, r, "Free", "en", &error);
        QVERIFY2(!whole.isEmpty(), qPrintable(error));
        QCOMPARE(written.data(), whole);
    }

    // probe16 Q12: a file that refuses the picture's bytes (a full disk) made libpng print
    // "libpng error: Write Error" on stderr itself, twice, before our message. Now nothing of
    // libpng's is printed and the message says why.
    void aRefusedWritePrintsNothingOfLibpngs()
    {
        const HexMap &map = *m_map;
        TurnResolution r;
        r.rulesetId = "pbm-strategic";
        r.units << standing(map, "North", "Free", 5, 4);
        const QList<TurnOutputFile> files
            = sideReportFilesAt(map, *m_ruleset, r, "Free", "en", "Free");
        const auto png = std::find_if(files.cbegin(), files.cend(),
                                      [](const TurnOutputFile &f) { return f.path == "Free.png"; });
        QVERIFY(png != files.cend() && png->write);
        RefusingDevice full;
        QString error;
        QTemporaryFile caught;
        QVERIFY(caught.open());
        // stderr into `caught` while the picture is written: libpng prints with fprintf.
        std::fflush(stderr);
        const int savedStderr = dup(STDERR_FILENO);
        dup2(caught.handle(), STDERR_FILENO);
        const bool written = png->write(full, &error);
        std::fflush(stderr);
        dup2(savedStderr, STDERR_FILENO);
        close(savedStderr);
        caught.seek(0);
        QCOMPARE(caught.readAll(), QByteArray());
        QVERIFY(!written);
        QCOMPARE(error, QString("Free: cannot write the picture: No space left on device"));
    }
};

QTEST_MAIN(TestReportPicture)
#include "tst_reportpicture.moc"
