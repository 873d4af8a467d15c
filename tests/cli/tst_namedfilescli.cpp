// Nothing a map says can act (issue 29), on the command line: paths a map names (its background,
// its ruleset file, a Tiled map's tileset file and tileset picture) that are a FIFO, a device or
// a socket make no verb wait or read them; background images are PNG or JPEG by content and
// within a size limit; labels have a length cap; convert and resolve --write-map into another
// folder keep the background found.
#include "exporting/tiledtileset.h"
#include "io/mapfile.h"
#include "map/labellimit.h"
#include "support/clitestmaps.h"
#include "testpaths.h"
#include "view/backgroundpainting.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

#include "../shared/hostilepaths.h"

#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

using namespace hexstride;
using namespace clitest;
using namespace hexstride::testing;

namespace {

/// Runs hexstride-cli for at most 10 s: nothing when it did not finish (it is killed).
std::optional<Run> boundedCli(const QStringList &args)
{
    QProcess p;
    p.start(testpaths::cli(), args);
    if (!p.waitForFinished(10000)) {
        p.kill();
        p.waitForFinished(5000);
        return std::nullopt;
    }
    return Run{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2,
               QString::fromUtf8(p.readAllStandardOutput()),
               QString::fromUtf8(p.readAllStandardError())};
}

QString describe(const std::optional<Run> &r)
{
    return r ? QStringLiteral("exit %1: %2").arg(r->code).arg(r->err)
             : QStringLiteral("did not finish within 10 s");
}

bool writeText(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

/// The arguments of a verb on MAP (OUT in dir where it writes one).
QStringList verbArgs(const QString &verb, const QString &map, const QTemporaryDir &dir)
{
    if (verb == "render")
        return {"render", map, dir.filePath("out.png"), "--width", "300"};
    if (verb == "render --background")
        return {"render", map, dir.filePath("out.png"), "--width", "300", "--background"};
    if (verb == "convert")
        return {"convert", map, dir.filePath("out.json")};
    return {verb, map};
}

const QString kNotRegular = ": is not a regular file (a device, pipe or socket)";

/// A minimal PNG whose header says width × height (its pixels are missing): enough for a
/// reader that checks the size before decoding.
QByteArray pngHeaderOnly(quint32 width, quint32 height,
                         const char *depthColourAndRest = "0802000000") // 8-bit RGB, no interlace
{
    const auto crc32 = [](const QByteArray &data) {
        quint32 c = 0xffffffffu;
        for (const char ch : data) {
            c ^= quint8(ch);
            for (int k = 0; k < 8; ++k)
                c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1u)));
        }
        return c ^ 0xffffffffu;
    };
    const auto be32 = [](quint32 v) {
        QByteArray b(4, 0);
        for (int i = 0; i < 4; ++i)
            b[i] = char((v >> (24 - 8 * i)) & 0xff);
        return b;
    };
    QByteArray ihdr = QByteArray("IHDR") + be32(width) + be32(height);
    ihdr += QByteArray::fromHex(depthColourAndRest);
    QByteArray png = QByteArray::fromHex("89504e470d0a1a0a");
    png += be32(13) + ihdr + be32(crc32(ihdr));
    const QByteArray idat = QByteArray("IDAT") + QByteArray::fromHex("789c030000000001");
    png += be32(8) + idat + be32(crc32(idat)); // deflate of nothing: a reader stops at it
    png += be32(0) + QByteArray("IEND") + be32(crc32("IEND"));
    return png;
}

/// Within a JPEG's rounding of the colour.
bool near(QColor c, QColor colour)
{
    return qAbs(c.red() - colour.red()) < 8 && qAbs(c.green() - colour.green()) < 8
           && qAbs(c.blue() - colour.blue()) < 8;
}

int countColour(const QImage &img, QColor colour)
{
    int n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            n += near(QColor(img.pixel(x, y)), colour);
    return n;
}

/// An SVG that draws the PNG `href` (a file beside it) over its whole 100 × 100 area.
QByteArray svgWithImage(const QString &href)
{
    return QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" "
                          "xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"100\" "
                          "height=\"100\"><image x=\"0\" y=\"0\" width=\"100\" height=\"100\" "
                          "xlink:href=\"%1\"/></svg>")
        .arg(href)
        .toUtf8();
}

const QColor kScan(200, 30, 200);

} // namespace

class TestNamedFilesCli : public QObject
{
    Q_OBJECT
private slots:
    // ---- 1. no file read through a map ------------------------------------------------------

    void hostileBackground_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("verb");
        for (const auto &[kind, name] :
             {std::pair{Kind::Fifo, "fifo"}, std::pair{Kind::Device, "/dev/zero"},
              std::pair{Kind::Socket, "socket"}})
            for (const char *verb : {"render --background", "render", "info", "check", "convert"})
                QTest::addRow("%s %s", name, verb) << int(kind) << QString(verb);
    }
    // Read only by render --background: an error naming the field and the path. The map reader
    // warns (convert prints it); the other verbs do as they do without the background.
    void hostileBackground()
    {
        QFETCH(int, kind);
        QFETCH(QString, verb);
        QTemporaryDir dir;
        const QString hostile = hostilePath(dir, Kind(kind));
        const QString clean = dir.filePath("clean.hexmap");
        QCOMPARE(saveMapFile(pbmMap(), clean), QString());
        HexMap map = pbmMap();
        map.setBackground(MapBackground{hostile, {}, 0.5, true});
        const QString path = dir.filePath("map.hexmap");
        QCOMPARE(saveMapFile(map, path), QString());
        const auto r = boundedCli(verbArgs(verb, path, dir));
        QVERIFY2(r, "did not finish within 10 s");
        if (verb == "render --background") {
            QCOMPARE(r->code, 1);
            QVERIFY2(r->err.contains(path + ": background.path: " + hostile + kNotRegular),
                     qPrintable(r->err));
        } else if (verb == "convert") {
            QCOMPARE(r->code, 0);
            QVERIFY2(r->err.contains(path + ": background.path: " + hostile + kNotRegular
                                     + "; the image is not read"),
                     qPrintable(r->err));
        } else {
            const auto baseline = boundedCli(verbArgs(verb, clean, dir));
            QVERIFY(baseline);
            QCOMPARE(r->code, baseline->code);
            QCOMPARE(r->out, QString(baseline->out).replace(clean, path));
        }
    }

    void hostileRulesetPath_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("verb");
        for (const auto &[kind, name] :
             {std::pair{Kind::Fifo, "fifo"}, std::pair{Kind::Device, "/dev/zero"},
              std::pair{Kind::Socket, "socket"}})
            for (const char *verb : {"render", "check", "info", "convert"})
                QTest::addRow("%s %s", name, verb) << int(kind) << QString(verb);
    }
    // render and check read the map's ruleset: refused at once, naming the field and the path
    // (a FIFO hung them, /dev/zero was read up to 16 MB). info names it and warns that it could
    // not be read; convert only names it.
    void hostileRulesetPath()
    {
        QFETCH(int, kind);
        QFETCH(QString, verb);
        QTemporaryDir dir;
        const QString hostile = hostilePath(dir, Kind(kind));
        const QString path = dir.filePath("map.hexmap");
        QCOMPARE(saveMapFile(pbmMap(), path, MapRulesetRef{{}, hostile}), QString());
        const auto r = boundedCli(verbArgs(verb, path, dir));
        QVERIFY2(r, "did not finish within 10 s");
        if (verb == "render" || verb == "check") {
            QVERIFY2(r->err.contains(path + ": customRuleset.path: " + hostile + kNotRegular),
                     qPrintable(r->err));
            if (verb == "render") {
                QCOMPARE(r->code, 1);
            } else { // check says so and checks the map against the bundled ruleset
                const QString clean = dir.filePath("clean.hexmap");
                QCOMPARE(saveMapFile(pbmMap(), clean), QString());
                const auto baseline = boundedCli(verbArgs(verb, clean, dir));
                QVERIFY(baseline);
                QCOMPARE(r->code, baseline->code);
                QCOMPARE(r->out, QString(baseline->out).replace(clean, path));
            }
        } else if (verb == "info") { // issue 29 (probe11 N13): it says so, the rest as it is
            QVERIFY2(r->code == 0, qPrintable(describe(r)));
            QVERIFY2(r->err.contains("warning: ") && r->err.contains(hostile + kNotRegular),
                     qPrintable(r->err));
        } else {
            QVERIFY2(r->code == 0, qPrintable(describe(r)));
            QVERIFY2(!r->err.contains("customRuleset"), qPrintable(r->err));
        }
        if (verb == "convert") { // named as it was (an absolute path stays)
            const MapLoadResult copy = loadMapFile(dir.filePath("out.json"));
            QVERIFY2(copy.map, qPrintable(copy.error));
            QCOMPARE(copy.customRuleset.path, hostile);
        }
    }

    void hostileTiledFiles_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("verb");
        for (const auto &[kind, name] :
             {std::pair{Kind::Fifo, "fifo"}, std::pair{Kind::Device, "/dev/zero"},
              std::pair{Kind::Socket, "socket"}})
            for (const char *field : {"tileset", "tileset image"})
                for (const char *verb : {"render", "info", "check", "convert"})
                    QTest::addRow("%s %s %s", name, field, verb)
                        << int(kind) << QString(field) << QString(verb);
    }
    // An external tileset file is needed: every verb stops with the error. A tileset picture
    // only colours "tile N" terrains: the verbs go on without it, convert says why.
    void hostileTiledFiles()
    {
        QFETCH(int, kind);
        QFETCH(QString, field);
        QFETCH(QString, verb);
        QTemporaryDir dir;
        const QString hostile = hostilePath(dir, Kind(kind));
        const QString path = dir.filePath("map.tmx");
        QVERIFY(writeText(path, field == "tileset" ? tmx({}, hostile) : tmx(hostile)));
        const auto r = boundedCli(verbArgs(verb, path, dir));
        QVERIFY2(r, "did not finish within 10 s");
        if (field == "tileset") {
            QCOMPARE(r->code, 1);
            QVERIFY2(r->err.contains(path + ": ") && r->err.contains("tileset " + hostile + ": ")
                         && r->err.contains(hostile + kNotRegular),
                     qPrintable(r->err));
        } else if (verb == "convert") {
            QCOMPARE(r->code, 0);
            QVERIFY2(r->err.contains(path + ": tileset image: " + hostile + kNotRegular),
                     qPrintable(r->err));
        } else { // as with a picture that is missing
            QVERIFY(QDir(dir.path()).mkdir("baseline"));
            const QString missing = dir.filePath("baseline/map.tmx");
            QVERIFY(writeText(missing, tmx("missing.png")));
            const auto baseline = boundedCli(verbArgs(verb, missing, dir));
            QVERIFY(baseline);
            QCOMPARE(r->code, baseline->code);
            QCOMPARE(r->out, QString(baseline->out).replace(missing, path));
        }
    }

    // ---- 2. backgrounds and tile pictures: raster only, by content ---------------------------

    void svgBackgroundsAreRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("SVG named .png") << "scan.png";
        QTest::newRow("SVG that draws a local PNG") << "scan.svg";
    }
    // Qt's SVG reader drew an SVG named .png, and pulled the local PNG it names into the render.
    void svgBackgroundsAreRefused()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        QImage secret(10, 10, QImage::Format_RGB32);
        secret.fill(kScan);
        QVERIFY(secret.save(dir.filePath("secret.png")));
        QVERIFY(writeText(dir.filePath(name), svgWithImage("secret.png")));
        HexMap map = pbmMap();
        map.setBackground(MapBackground{name, AffineMap{0.2, 0, 0, 0.2, 0, 0}, 1.0, true});
        const QString path = dir.filePath("map.hexmap");
        QCOMPARE(saveMapFile(map, path), QString());
        const auto r = boundedCli(verbArgs("render --background", path, dir));
        QVERIFY2(r, "did not finish within 10 s");
        QCOMPARE(r->code, 1);
        QVERIFY2(r->err.contains(path + ": background.path: " + dir.filePath(name)
                                 + ": not a PNG or JPEG image (SVG)"),
                 qPrintable(r->err));
        QVERIFY(!QFile::exists(dir.filePath("out.png")));

        // The reader of every picture a map names, tile pictures too.
        QString error;
        QVERIFY(readMapPicture(dir.filePath(name), {}, error).isNull());
        QCOMPARE(error, dir.filePath(name) + ": not a PNG or JPEG image (SVG)");
    }

    // A PNG and a JPEG are read whatever their names; the JPEG named .png too.
    void rasterImagesAreReadByContent()
    {
        QTemporaryDir dir;
        QImage scan(40, 20, QImage::Format_RGB32);
        scan.fill(kScan);
        QVERIFY(scan.save(dir.filePath("a.png"), "PNG"));
        QVERIFY(scan.save(dir.filePath("jpeg-named.png"), "JPEG", 100));
        for (const char *name : {"a.png", "jpeg-named.png"}) {
            QString error;
            const QImage image = readMapPicture(dir.filePath(name), {}, error);
            QVERIFY2(!image.isNull(), qPrintable(error));
            QCOMPARE(image.size(), QSize(40, 20));
            QCOMPARE(countColour(image, kScan), 40 * 20);
        }
    }

    // A PNG cut short and one whose header says 0 pixels wide: Qt's reader says only "Unknown
    // error", after libpng's own lines on standard error that name no file (probe 11, N12).
    // The message names the file and what is wrong.
    void brokenPicturesSayWhat()
    {
        QTemporaryDir dir;
        QImage scan(40, 20, QImage::Format_RGB32);
        scan.fill(kScan);
        QVERIFY(scan.save(dir.filePath("whole.png"), "PNG"));
        QFile whole(dir.filePath("whole.png"));
        QVERIFY(whole.open(QIODevice::ReadOnly));
        const QByteArray bytes = whole.readAll();
        QByteArray zeroWide = bytes;
        zeroWide.replace(16, 4, QByteArray(4, '\0')); // IHDR's width: bytes 16-19
        QByteArray zeroWideCrc = zeroWide;            // … and its CRC (bytes 29-32) made again
        const quint32 crc
            = quint32(crc32(0L, reinterpret_cast<const Bytef *>(zeroWide.data() + 12), 17));
        for (int i = 0; i < 4; ++i)
            zeroWideCrc[29 + i] = char(crc >> (24 - 8 * i));
        QVERIFY(writeText(dir.filePath("cut.png"), bytes.chopped(12))); // without IEND
        QVERIFY(writeText(dir.filePath("zero.png"), zeroWide));
        QVERIFY(writeText(dir.filePath("zerocrc.png"), zeroWideCrc));
        // Its signature and header, then its end: no image data at all.
        QVERIFY(writeText(dir.filePath("noidat.png"), bytes.left(33) + bytes.right(12)));
        // A JPEG of its start and one segment only (probe11 N12: libjpeg's lines, then ours).
        QVERIFY(writeText(dir.filePath("head.jpg"),
                          QByteArray("\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01"
                                     "\x00\x01\x00\x00",
                                     20)));
        // A whole JPEG without its end (FF D9): Qt would draw its cut rows grey.
        QVERIFY(scan.save(dir.filePath("whole.jpg"), "JPEG"));
        QFile wholeJpeg(dir.filePath("whole.jpg"));
        QVERIFY(wholeJpeg.open(QIODevice::ReadOnly));
        const QByteArray jpeg = wholeJpeg.readAll();
        QVERIFY(jpeg.endsWith("\xff\xd9"));
        QVERIFY(writeText(dir.filePath("cut.jpg"), jpeg.chopped(2)));
        // Issue 29 (probe11 N12): our own check says what is wrong before libpng is called.
        const QList<std::pair<QString, QString>> broken{
            {"cut.jpg", "its JPEG data is cut short (no end of image, EOI)"},
            {"cut.png", "its PNG data is cut short (no IEND chunk)"},
            {"zero.png", "its PNG chunk 1 (IHDR) is damaged (its CRC does not match)"},
            {"zerocrc.png", "its PNG header gives 0 × 20 pixels (1 to 1,000,000 a side)"},
            {"noidat.png", "its PNG image data (IDAT) is missing"},
            {"head.jpg", "its JPEG data is damaged or cut short before the image data"}};
        for (const auto &[name, why] : broken) {
            QString error;
            QVERIFY(readMapPicture(dir.filePath(name), {}, error).isNull());
            QCOMPARE(error, dir.filePath(name) + ": cannot read the image (" + why + ")");
        }
        HexMap map = pbmMap();
        map.setBackground(MapBackground{"zero.png", AffineMap{0.2, 0, 0, 0.2, 0, 0}, 1.0, true});
        const QString path = dir.filePath("map.hexmap");
        QCOMPARE(saveMapFile(map, path), QString());
        const auto r = boundedCli(verbArgs("render --background", path, dir));
        QVERIFY2(r, "did not finish within 10 s");
        QCOMPARE(r->code, 1);
        QVERIFY2(r->err.contains("(its PNG chunk 1 (IHDR) is damaged"), qPrintable(r->err));
        // Qt's own "qt.gui.imageio: libpng warning" lines are filtered out, and libpng's own
        // error line (printed by the library itself) no longer comes: our check refused first.
        QVERIFY2(!r->err.contains("qt.gui.imageio"), qPrintable(r->err));
        QVERIFY2(!r->err.contains("libpng"), qPrintable(r->err));
    }

    // ---- 3. bounded background decode --------------------------------------------------------

    void picturesOverTheLimitAreRefused_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        // 10001 × 10000 = 100,010,000 pixels, over 100 million; 30001 a side is over 30000.
        QTest::newRow("100.01 million pixels") << 10001 << 10000;
        QTest::newRow("16000 x 16000") << 16000 << 16000;
        QTest::newRow("30001 a side") << 30001 << 10;
    }
    // Refused from the header, before any pixel is decoded (a 16000 × 16000 scan cost 1 GB).
    void picturesOverTheLimitAreRefused()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QTemporaryDir dir;
        QVERIFY(writeText(dir.filePath("huge.png"), pngHeaderOnly(width, height)));
        HexMap map = pbmMap();
        map.setBackground(MapBackground{"huge.png", {}, 0.5, true});
        const QString path = dir.filePath("map.hexmap");
        QCOMPARE(saveMapFile(map, path), QString());
        const auto r = boundedCli(verbArgs("render --background", path, dir));
        QVERIFY2(r, "did not finish within 10 s");
        QCOMPARE(r->code, 1);
        QVERIFY2(r->err.contains(QString("%1: background.path: %2: the image is %3 × %4 pixels; "
                                         "the limit is 100 million pixels and 30000 pixels a "
                                         "side: scale it down")
                                     .arg(path, dir.filePath("huge.png"))
                                     .arg(width)
                                     .arg(height)),
                 qPrintable(r->err));
    }

    // Decoded at the scale it is drawn at, and drawn over its whole size all the same: a 400 ×
    // 200 picture at a quarter is 100 × 50 pixels that stand for 400 × 200.
    void backgroundsAreDecodedAtTheScaleDrawn()
    {
        QTemporaryDir dir;
        QImage scan(400, 200, QImage::Format_RGB32);
        scan.fill(kScan);
        QVERIFY(scan.save(dir.filePath("scan.jpg"), "JPEG", 100));
        QString error;
        const QImage quarter = loadBackgroundImage(dir.filePath("scan.jpg"), error, 0.25);
        QVERIFY2(!quarter.isNull(), qPrintable(error));
        QCOMPARE(quarter.size(), QSize(100, 50));
        QCOMPARE(quarter.deviceIndependentSize(), QSizeF(400, 200));

        // Drawn where the whole image goes: at zoom 0.25 a hex is 5 pixels (20 at 100 %), so
        // 0.05 hexes a pixel puts each image pixel on a quarter scene pixel. Shifted by the
        // scene's origin, the image covers scene pixels x 0..99, y 0..49.
        const HexMap map = pbmMap();
        const RenderParams rp(map.shape(), 0.25);
        const double s = rp.hexSize();
        const MapBackground b{"scan.jpg",
                              AffineMap{0.05, 0, 0, 0.05, rp.origin.x() / s, rp.origin.y() / s},
                              1.0, true};
        QCOMPARE(backgroundDrawScale(b.imageToMap, rp), 0.25);
        QImage canvas(200, 100, QImage::Format_RGB32);
        canvas.fill(Qt::white);
        QPainter p(&canvas);
        paintBackgroundImage(p, rp, b, quarter);
        p.end();
        QVERIFY(near(QColor(canvas.pixel(50, 25)), kScan));
        QVERIFY(near(QColor(canvas.pixel(98, 48)), kScan));
        QCOMPARE(QColor(canvas.pixel(101, 25)), QColor(Qt::white));
        QCOMPARE(QColor(canvas.pixel(50, 51)), QColor(Qt::white));
    }

    // A 16-bit grey PNG is one Qt decodes whole and scaled through a copy at 8 bytes a pixel
    // (10000 × 10000 took 1.2 GB): now scaled a band at a time, still 100 × 50 pixels for a
    // quarter of 400 × 200, each the grey of the file (0x8080 of 0xffff is 128 of 255).
    void greyPicturesAreScaledInBands()
    {
        QTemporaryDir dir;
        QImage scan(400, 200, QImage::Format_Grayscale16);
        scan.fill(QColor::fromRgba64(0x8080, 0x8080, 0x8080));
        QVERIFY(scan.save(dir.filePath("grey16.png"), "PNG"));
        QString error;
        const QImage quarter = loadBackgroundImage(dir.filePath("grey16.png"), error, 0.25);
        QVERIFY2(!quarter.isNull(), qPrintable(error));
        QCOMPARE(quarter.size(), QSize(100, 50));
        QCOMPARE(quarter.deviceIndependentSize(), QSizeF(400, 200));
        QCOMPARE(quarter.pixel(0, 0), qRgb(128, 128, 128));
        QCOMPARE(quarter.pixel(99, 49), qRgb(128, 128, 128));
    }

    // A PNG Qt decodes whole before scaling (grey, palette, 16-bit, interlaced) is bounded by
    // what it takes decoded (probe 10, F06: a 16-bit grey 10000 × 10000, 200 MB, took 1.2 GB in
    // the app): 10000 × 10000 × 2 bytes = 190.7 MiB, over 64 MiB, refused from the header;
    // 5000 × 5000 × 2 = 47.7 MiB is not (the header-only file then fails to decode).
    void pngsDecodedWholeAreBounded_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<QByteArray>("kind");
        QTest::addColumn<QString>("expected"); // "": not refused for its size
        QTest::newRow("16-bit grey 10000") << 10000 << QByteArray("1000000000")
                                           << "this kind of PNG (grey, palette, 16-bit or "
                                              "interlaced) is decoded whole: 10000 × 10000 pixels "
                                              "take 191 MB, the limit is 64 MB; save it as 8-bit "
                                              "RGB, not interlaced, or scale it down";
        QTest::newRow("16-bit grey 5000") << 5000 << QByteArray("1000000000") << "";
        // 8-bit grey: 1 byte a pixel, 9000 × 9000 = 77.2 MiB.
        QTest::newRow("8-bit grey 9000") << 9000 << QByteArray("0800000000")
                                         << "9000 × 9000 pixels take 78 MB, the limit is 64 MB";
    }
    void pngsDecodedWholeAreBounded()
    {
        QFETCH(int, side);
        QFETCH(QByteArray, kind);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QVERIFY(writeText(dir.filePath("scan.png"), pngHeaderOnly(side, side, kind.constData())));
        QString error;
        QVERIFY(loadBackgroundImage(dir.filePath("scan.png"), error, 0.1).isNull());
        if (expected.isEmpty())
            QVERIFY2(!error.contains("decoded whole"), qPrintable(error));
        else
            QVERIFY2(error.contains(expected), qPrintable(error));
    }

    // More compressed data than the pixels can need is refused from the chunks' lengths, before
    // anything inflates (a 2 × 2 picture whose data inflated to 500 MB took 9 to 18 s as a
    // tileset). 2 × 2 8-bit RGB: rows of 6 bytes and a filter byte, 14 bytes; in stored blocks
    // 5 + 14 and zlib's 6: 25, and 65,536 to spare: 65,561. The file holds 8 + 100,000.
    void pngDataPastItsPixelsIsRefused()
    {
        QTemporaryDir dir;
        QByteArray png = pngHeaderOnly(2, 2);
        const QByteArray extra = QByteArray("IDAT") + QByteArray(100000, '\0');
        // Its CRC right, so that the chunk is whole and only its length is at fault.
        const quint32 crc
            = quint32(crc32(0L, reinterpret_cast<const Bytef *>(extra.data()), uInt(extra.size())));
        QByteArray stored(4, '\0');
        for (int i = 0; i < 4; ++i)
            stored[i] = char(crc >> (24 - 8 * i));
        png.insert(png.size() - 12, QByteArray::fromHex("000186a0") + extra + stored);
        QVERIFY(writeText(dir.filePath("bomb.png"), png));
        QString error;
        QVERIFY(readMapPicture(dir.filePath("bomb.png"), {}, error).isNull());
        QCOMPARE(error, dir.filePath("bomb.png")
                            + ": the image holds 100008 bytes of compressed pixels where its 2 × 2 "
                              "pixels need at most 65561: it is damaged or made to exhaust the "
                              "reader");
    }

    // Tiles only give colours: each tileset picture is read once for all its tiles, and one over
    // 16 million pixels (5000 × 4000 = 20 million) is a warning naming it, never decoded.
    void tilesetPicturesAreBounded()
    {
        QTemporaryDir dir;
        QImage sheet(112, 64, QImage::Format_RGB32);
        sheet.fill(QColor(200, 0, 0));
        QPainter(&sheet).fillRect(56, 0, 56, 64, QColor(0, 0, 200));
        QVERIFY(sheet.save(dir.filePath("sheet.png"), "PNG"));
        QVERIFY(writeText(dir.filePath("huge.png"), pngHeaderOnly(5000, 4000)));
        const QList<tiled::TileTerrain> tiles{{"tile 1", dir.filePath("sheet.png"), 0, 0, 56, 64},
                                              {"tile 2", dir.filePath("sheet.png"), 56, 0, 56, 64},
                                              {"tile 3", dir.filePath("huge.png"), 0, 0, 56, 64}};
        QStringList problems;
        const QList<QColor> colours = averageTileColours(tiles, &problems);
        QCOMPARE(colours.size(), 3);
        QCOMPARE(colours.at(0), QColor(200, 0, 0));
        QCOMPARE(colours.at(1), QColor(0, 0, 200));
        QVERIFY(!colours.at(2).isValid());
        QCOMPARE(problems, QStringList({QString(), QString(),
                                        dir.filePath("huge.png")
                                            + ": the tileset picture is 5000 × 4000 pixels; "
                                              "tileset pictures are read up to 16 million pixels "
                                              "(their tiles only give colours)"}));
    }

    // ---- 4. bounded labels -------------------------------------------------------------------

    // A 1 MB label made render run past 40 s (and gigabytes): now the map is refused at once.
    void labelOverTheCapIsRefused()
    {
        QTemporaryDir dir;
        HexMap map = pbmMap();
        map.labels().append(MapLabel{*map.parseLabel("1005"), QString(1 << 20, QChar('x'))});
        const QString path = dir.filePath("map.hexmap");
        QCOMPARE(saveMapFile(map, path), QString());
        const auto r = boundedCli(verbArgs("render", path, dir));
        QVERIFY2(r, "did not finish within 10 s");
        QCOMPARE(r->code, 1);
        QVERIFY2(r->err.contains(path
                                 + ": labels[0] (hex 1005): the text has 1048576 characters; a "
                                   "label holds at most 256"),
                 qPrintable(r->err));
        QCOMPARE(drawnLabelText(QString(1 << 20, QChar('x'))).size(), kMaxLabelChars);
    }

    // ---- 5. relative background paths rebased -----------------------------------------------

    void copiesInAnotherFolderFindTheBackground_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::newRow("convert") << "convert";
        QTest::newRow("resolve --write-map") << "resolve";
    }
    // Map and scan in A, the copy in B (a sibling): the copy names "../A/scan.png" and its
    // render draws the scan.
    void copiesInAnotherFolderFindTheBackground()
    {
        QFETCH(QString, verb);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath("A") && QDir(dir.path()).mkpath("B"));
        QImage scan(300, 200, QImage::Format_RGB32);
        scan.fill(kScan);
        QVERIFY(scan.save(dir.filePath("A/scan.png")));
        HexMap map = pbmMap();
        map.setBackground(MapBackground{"scan.png", AffineMap{0.05, 0, 0, 0.05, 0, 0}, 1.0, true});
        map.units() << MapUnit{"Riders", "Free", *map.parseLabel("1005"), {}, 300};
        map.plans() << MovementPlan{
            "Riders' plan", "Riders", *map.parseLabel("1005"), {"e", "e"}, {}};
        const QString in = dir.filePath("A/map.hexmap");
        QCOMPARE(saveMapFile(map, in), QString());
        const QString out = dir.filePath("B/copy.hexmap");
        const auto r
            = boundedCli(verb == "convert" ? QStringList{"convert", in, out}
                                           : QStringList{"resolve", in, "--write-map", out});
        QVERIFY2(r && r->code == 0, qPrintable(describe(r)));
        const MapLoadResult copy = loadMapFile(out);
        QVERIFY2(copy.map, qPrintable(copy.error));
        QCOMPARE(copy.map->background().path, QString("../A/scan.png"));
        QVERIFY2(copy.warnings.isEmpty(), qPrintable(copy.warnings.join('\n')));
        const QString png = dir.filePath("B/copy.png");
        const auto drawn = boundedCli({"render", out, png, "--width", "600", "--background"});
        QVERIFY2(drawn && drawn->code == 0, qPrintable(describe(drawn)));
        QVERIFY(countColour(QImage(png), kScan) > 5000);
    }
};

QTEST_GUILESS_MAIN(TestNamedFilesCli)
#include "tst_namedfilescli.moc"
