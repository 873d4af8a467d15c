// probe14 Q01, Q02: JPEGs whose decoding costs far more than their bytes (a progressive header
// that promises 16000 × 16000 pixels, thousands of scans, a scan holding less data than its
// header's size needs) are refused by the structure check before libjpeg sees them, naming the
// limit; realistic files (a 6000 × 4000 progressive RGB or CMYK photo, 100 scans) still pass.
//
// Every JPEG here is made byte by byte, so its cost is worked out by hand: one grey (or 3 or 4
// colour) component at 1 × 1 sampling, a quantisation table of ones, a Huffman table with the
// one symbol 0 (code "0", one bit), every coefficient 0 (mid-grey, 128).
#include "io/imagecheck.h"
#include "view/backgroundpainting.h"

#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;

namespace {
QByteArray segment(uchar kind, const QByteArray &body)
{
    const int length = int(body.size()) + 2;
    QByteArray s("\xff");
    s += char(kind);
    s += char(length >> 8);
    s += char(length & 255);
    return s + body;
}

QByteArray big16(int v)
{
    return QByteArray(1, char(v >> 8)) + char(v & 255);
}

/// SOI, a quantisation table of ones, the frame (kind C0 or C2) of `components` 1 × 1
/// components, and Huffman tables (DC 0 and AC 0) of the one symbol 0.
QByteArray head(uchar sof, int width, int height, int components = 1)
{
    QByteArray frame = QByteArray(1, 8) + big16(height) + big16(width) + char(components);
    for (int c = 1; c <= components; ++c)
        frame += QByteArray(1, char(c)) + char(0x11) + char(0);
    QByteArray oneSymbol(16, 0);
    oneSymbol[0] = 1; // one code of 1 bit
    oneSymbol += char(0);
    return QByteArray("\xff\xd8", 2) + segment(0xdb, QByteArray(1, 0) + QByteArray(64, 1))
           + segment(sof, frame) + segment(0xc4, QByteArray(1, 0x00) + oneSymbol)
           + segment(0xc4, QByteArray(1, 0x10) + oneSymbol);
}

/// A scan header of `components` components (ids 1…) and its spectral selection and
/// successive approximation.
QByteArray scan(int components, int ss, int se, int ahal)
{
    QByteArray body(1, char(components));
    for (int c = 1; c <= components; ++c)
        body += QByteArray(1, char(c)) + char(0);
    body += char(ss);
    body += char(se);
    body += char(ahal);
    return segment(0xda, body);
}

const QByteArray eoi("\xff\xd9", 2);

QString fault(const QByteArray &bytes)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return rasterStructureFault(buffer, "jpeg");
}

/// A progressive grey JPEG of `width` × `height`: a DC scan (point transform 1), then
/// `refinements` DC refinement scans; each scan one bit a block, so `dataBytes` zero bytes each
/// (64 × 64 pixels: 64 blocks, 8 bytes).
QByteArray progressive(int width, int height, int refinements, int dataBytes)
{
    QByteArray bytes = head(0xc2, width, height) + scan(1, 0, 0, 0x01) + QByteArray(dataBytes, 0);
    for (int i = 0; i < refinements; ++i)
        bytes += scan(1, 0, 0, 0x10) + QByteArray(dataBytes, 0);
    return bytes + eoi;
}
} // namespace

class TestJpegBounds : public QObject
{
    Q_OBJECT
private slots:
    void wholeFilesPass()
    {
        // Baseline 64 × 64 grey: 64 blocks of DC "0" and EOB "0", 128 bits = 16 zero bytes.
        const QByteArray baseline
            = head(0xc0, 64, 64) + scan(1, 0, 63, 0) + QByteArray(16, 0) + eoi;
        QCOMPARE(fault(baseline), QString());
        // The same made progressive: one DC scan of 64 bits (8 bytes), 99 refinements (100 scans).
        QCOMPARE(fault(progressive(64, 64, 99, 8)), QString());
        // The files are real JPEGs: Qt reads both as 64 × 64 of grey 128 (DC 0 + level shift).
        for (const QByteArray &bytes : {baseline, progressive(64, 64, 0, 8)}) {
            const QImage image = QImage::fromData(bytes, "JPEG");
            QCOMPARE(image.size(), QSize(64, 64));
            QCOMPARE(qGray(image.pixel(10, 50)), 128);
        }
        // A 6000 × 4000 progressive photo, RGB and CMYK at full colour resolution: 750 × 500
        // blocks a component, 128 bytes each: 144,000,000 and 192,000,000 bytes of
        // coefficients, under 256 MB (268,435,456). Its interleaved DC scan: one bit for each of
        // 750 × 500 × 3 (or 4) blocks = 140,625 (187,500) bytes.
        QCOMPARE(fault(head(0xc2, 6000, 4000, 3) + scan(3, 0, 0, 0) + QByteArray(140625, 0) + eoi),
                 QString());
        QCOMPARE(fault(head(0xc2, 6000, 4000, 4) + scan(4, 0, 0, 0) + QByteArray(187500, 0) + eoi),
                 QString());
    }

    void progressiveCoefficientsBounded()
    {
        // Q01: a header of 16000 × 16000 grey: 2000 × 2000 blocks × 128 bytes = 512,000,000
        // bytes = 488.3 MiB, shown rounded up: 489 MB.
        QCOMPARE(
            fault(progressive(16000, 16000, 0, 8)),
            QString("it is a JPEG of 16000 × 16000 pixels decoded in several scans (progressive), "
                    "which takes 489 MB where the limit is 256 MB: save it as a baseline JPEG or "
                    "scale it down"));
        // 9999 × 9999 in RGB (the probe's bomb): 1250 × 1250 × 3 × 128 = 600,000,000 = 573 MB.
        QCOMPARE(
            fault(head(0xc2, 9999, 9999, 3) + scan(3, 0, 0, 0) + QByteArray(8, 0) + eoi),
            QString("it is a JPEG of 9999 × 9999 pixels decoded in several scans (progressive), "
                    "which takes 573 MB where the limit is 256 MB: save it as a baseline JPEG or "
                    "scale it down"));
        // A sequential file whose first scan holds one of its 3 colours is held whole too.
        QCOMPARE(
            fault(head(0xc0, 9999, 9999, 3) + scan(1, 0, 63, 0) + QByteArray(8, 0) + eoi),
            QString("it is a JPEG of 9999 × 9999 pixels decoded in several scans (progressive), "
                    "which takes 573 MB where the limit is 256 MB: save it as a baseline JPEG or "
                    "scale it down"));
    }

    void scansBounded()
    {
        // Q02: 101 scans (1 + 100 refinements) of a 64 × 64 picture.
        QCOMPARE(
            fault(progressive(64, 64, 100, 8)),
            QString(
                "its JPEG data holds more than 100 scans (a progressive JPEG needs a few dozen): "
                "it is damaged or made to exhaust the reader"));
    }

    void shortScanRefused()
    {
        // A header of 256 × 256 over the data of 64 × 64: 32 × 32 = 1024 blocks need 1024 bits
        // = 128 bytes; the baseline scan holds 16, the progressive DC scan 8.
        QCOMPARE(
            fault(head(0xc0, 256, 256) + scan(1, 0, 63, 0) + QByteArray(16, 0) + eoi),
            QString("its JPEG data is cut short: scan 1 holds 16 bytes where the 256 × 256 pixels "
                    "its header gives need at least 128"));
        QCOMPARE(
            fault(progressive(256, 256, 3, 8)),
            QString(
                "its JPEG data is cut short: scan 1 holds 8 bytes where the 256 × 256 pixels its "
                "header gives need at least 128"));
        // A DC refinement scan cut short (scan 3 of 4): 64 blocks need 8 bytes, it holds 5.
        const QByteArray cut = head(0xc2, 64, 64) + scan(1, 0, 0, 0x01) + QByteArray(8, 0)
                               + scan(1, 0, 0, 0x10) + QByteArray(8, 0) + scan(1, 0, 0, 0x10)
                               + QByteArray(5, 0) + scan(1, 0, 0, 0x10) + QByteArray(8, 0) + eoi;
        QCOMPARE(
            fault(cut),
            QString("its JPEG data is cut short: scan 3 holds 5 bytes where the 64 × 64 pixels its "
                    "header gives need at least 8"));
        // A stuffed FF 00 is one byte of data; restart markers none: FF 00 + 7 zero bytes pass.
        QCOMPARE(fault(head(0xc2, 64, 64) + scan(1, 0, 0, 0x01) + QByteArray("\xff\x00\xff\xd0", 4)
                       + QByteArray(7, 0) + eoi),
                 QString());
    }

    void mapPictureNamesFile()
    {
        // Backgrounds and tileset pictures both read through readMapPicture: refused at once,
        // naming the file, before anything is decoded.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("bomb.jpg");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(progressive(64, 64, 100, 8));
        file.close();
        QString error;
        QVERIFY(readMapPicture(path, {}, error).isNull());
        QCOMPARE(error, path
                            + ": cannot read the image (its JPEG data holds more than 100 scans "
                              "(a progressive JPEG needs a few dozen): it is damaged or made to "
                              "exhaust the reader)");
        QVERIFY(!mapPictureSize(path, error).isValid());
    }
};

QTEST_GUILESS_MAIN(TestJpegBounds)
#include "tst_jpegbounds.moc"
