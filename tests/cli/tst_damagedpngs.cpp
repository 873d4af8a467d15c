// Damaged PNG backgrounds (probe 15, P19): libpng printed its own "libpng error: bad adaptive
// filter value", "IHDR: out of place", "ABCD: unhandled critical chunk" lines on standard error
// before our message. Our structure check now finds what libpng would stop at (row filters, the
// rows the header gives, a second IHDR, an unknown critical chunk, a palette that does not fit)
// and says it naming the file; libpng is never called on such a file.
#include "io/mapfile.h"
#include "support/clitestmaps.h"
#include "view/backgroundpainting.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

using namespace hexstride;
using namespace clitest;

namespace {
QByteArray bigEndian(quint32 v)
{
    const char bytes[4] = {char(v >> 24), char(v >> 16), char(v >> 8), char(v)};
    return QByteArray(bytes, 4);
}

/// One chunk: length, type, data and its CRC.
QByteArray chunk(const QByteArray &type, const QByteArray &data)
{
    const QByteArray typed = type + data;
    const auto crc = quint32(
        crc32(0L, reinterpret_cast<const Bytef *>(typed.constData()), uInt(typed.size())));
    return bigEndian(quint32(data.size())) + typed + bigEndian(crc);
}

QByteArray ihdr(quint32 width, quint32 height, int depth, int colour, bool interlaced = false)
{
    return chunk("IHDR", bigEndian(width) + bigEndian(height) + QByteArray(1, char(depth))
                             + char(colour) + '\0' + '\0' + char(interlaced));
}

/// An IDAT of `raw` (the rows with their filter bytes), zlib-compressed.
QByteArray idat(const QByteArray &raw)
{
    QByteArray packed(int(compressBound(uLong(raw.size()))), '\0');
    uLongf size = uLongf(packed.size());
    compress(reinterpret_cast<Bytef *>(packed.data()), &size,
             reinterpret_cast<const Bytef *>(raw.constData()), uLong(raw.size()));
    return chunk("IDAT", packed.left(int(size)));
}

const QByteArray kSignature("\x89PNG\r\n\x1a\n", 8);
const QByteArray kEnd = chunk("IEND", {});
// Two rows of a 4 × 2 grey picture: filter type 0, then four grey pixels.
const QByteArray kRows = QByteArray("\0\x80\x80\x80\x80\0\x40\x40\x40\x40", 10);
} // namespace

class TestDamagedPngs : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(f.fileName()));
        f.write(bytes);
        return f.fileName();
    }

private slots:
    void damagedPngsAreNamedWithoutLibpngsLines_data()
    {
        QTest::addColumn<QByteArray>("png");
        QTest::addColumn<QString>("why");
        QByteArray filter9 = kRows;
        filter9[5] = 9;
        QTest::newRow("row filter 9") << kSignature + ihdr(4, 2, 8, 0) + idat(filter9) + kEnd
                                      << "its PNG image data has a row of unknown filter type 9";
        // 0 to 4 (None, Sub, Up, Average, Paeth) are PNG's filter types: 5 is the first that is
        // not.
        QByteArray filter5 = kRows;
        filter5[5] = 5;
        QTest::newRow("row filter 5") << kSignature + ihdr(4, 2, 8, 0) + idat(filter5) + kEnd
                                      << "its PNG image data has a row of unknown filter type 5";
        QTest::newRow("one row of two")
            << kSignature + ihdr(4, 2, 8, 0) + idat(kRows.left(5)) + kEnd
            << "its PNG image data is cut short (fewer rows than its "
               "header gives)";
        QTest::newRow("two IHDR") << kSignature + ihdr(4, 2, 8, 0) + ihdr(4, 2, 8, 0) + idat(kRows)
                                         + kEnd
                                  << "its PNG header (IHDR) is given twice";
        QTest::newRow("unknown critical chunk")
            << kSignature + ihdr(4, 2, 8, 0) + chunk("ABCD", "x") + idat(kRows) + kEnd
            << "its PNG chunk 2 (ABCD) is critical but no PNG reader knows it";
        // 300 colours: libpng takes at most 256.
        QTest::newRow("palette of 300")
            << kSignature + ihdr(4, 2, 8, 3) + chunk("PLTE", QByteArray(900, '\x10')) + idat(kRows)
                   + kEnd
            << "its PNG palette (PLTE) holds 900 bytes, not 3 for each of at most 256 colours";
    }

    void damagedPngsAreNamedWithoutLibpngsLines()
    {
        QFETCH(QByteArray, png);
        QFETCH(QString, why);
        const QString file = write(QString("%1.png").arg(QTest::currentDataTag()), png);
        QString error;
        QVERIFY(readMapPicture(file, {}, error).isNull());
        QCOMPARE(error, file + ": cannot read the image (" + why + ")");

        HexMap map = pbmMap();
        map.setBackground(MapBackground{file, AffineMap{0.2, 0, 0, 0.2, 0, 0}, 1.0, true});
        const QString mapPath = m_dir.filePath("map.hexmap");
        QCOMPARE(saveMapFile(map, mapPath), QString());
        const Run r = cli({"render", mapPath, m_dir.filePath("out.png"), "--background"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(why), qPrintable(r.err));
        QVERIFY2(!r.err.contains("libpng"), qPrintable(r.err));
    }

    // The check follows the rows of every Adam7 pass: a 3 × 3 interlaced picture has rows in
    // passes 1, 4, 5, 6 and 7 only (2 + 2 + 3 + 2 × 2 + 4 = 15 bytes with the filter bytes).
    void wholePicturesStillRead_data()
    {
        QTest::addColumn<QByteArray>("png");
        QTest::addColumn<QSize>("size");
        QTest::newRow("4 x 2 grey")
            << kSignature + ihdr(4, 2, 8, 0) + idat(kRows) + kEnd << QSize(4, 2);
        QByteArray paeth = kRows; // 4, Paeth, the last filter type there is
        paeth[0] = 4;
        paeth[5] = 4;
        QTest::newRow("4 x 2 grey, Paeth rows")
            << kSignature + ihdr(4, 2, 8, 0) + idat(paeth) + kEnd << QSize(4, 2);
        QTest::newRow("3 x 3 interlaced")
            << kSignature + ihdr(3, 3, 8, 0, true) + idat(QByteArray(15, '\0')) + kEnd
            << QSize(3, 3);
        QTest::newRow("2 x 2 palette, 1 bit")
            << kSignature + ihdr(2, 2, 1, 3) + chunk("PLTE", QByteArray(6, '\x10'))
                   + idat(QByteArray(4, '\0')) + kEnd
            << QSize(2, 2);
    }

    void wholePicturesStillRead()
    {
        QFETCH(QByteArray, png);
        QFETCH(QSize, size);
        const QString file = write(QString("%1.png").arg(QTest::currentDataTag()), png);
        QString error;
        const QImage image = readMapPicture(file, {}, error);
        QVERIFY2(!image.isNull(), qPrintable(error));
        QCOMPARE(image.size(), size);
    }
};

QTEST_GUILESS_MAIN(TestDamagedPngs)
#include "tst_damagedpngs.moc"
