#include "backgroundpainting.h"

#include "io/imagecheck.h"
#include "text/filltext.h"

#include "io/safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QImageReader>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace hexstride {

namespace {
struct RenderText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::render)
};
} // namespace

QTransform backgroundToScene(const AffineMap &m, const RenderParams &rp)
{
    const double s = rp.hexSize();
    return QTransform(m.m11, m.m12, m.m21, m.m22, m.dx, m.dy) * QTransform::fromScale(s, s)
           * QTransform::fromTranslate(-rp.origin.x(), -rp.origin.y());
}

void paintBackgroundImage(QPainter &p, const RenderParams &rp, const MapBackground &background,
                          const QImage &image)
{
    if (image.isNull() || !background.visible || background.opacity <= 0)
        return;
    p.save();
    p.setOpacity(p.opacity() * background.opacity);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.setTransform(backgroundToScene(background.imageToMap, rp), true);
    // At the picture's whole size also when it was decoded smaller (readMapPicture).
    p.drawImage(QRectF(QPointF(0, 0), image.deviceIndependentSize()), image);
    p.restore();
}

AffineMap fitBackgroundToMap(QSize image, const MapShape &shape)
{
    const RenderParams rp(shape, 1.0);
    const double unit = rp.hexSize();
    if (image.isEmpty())
        return {};
    const double s
        = std::min(rp.sceneSize.width() / image.width(), rp.sceneSize.height() / image.height())
          / unit;
    return AffineMap{s, 0, 0, s, rp.origin.x() / unit, rp.origin.y() / unit};
}

namespace {
/// Why a reader could not read the picture: its own reason, or (Qt's PNG and JPEG readers say
/// only "Unknown error" for a broken header or truncated data) what that means.
QString readerFault(const QImageReader &reader, const QByteArray &format)
{
    if (reader.error() != QImageReader::UnknownError)
        return reader.errorString();
    return RenderText::tr("its %1 data is damaged or cut short: the picture cannot be decoded")
        .arg(QString::fromLatin1(format).toUpper());
}

/// Whether Qt's PNG reader scales this picture as it decodes it, a row at a time, told from
/// its header: 8-bit colour (RGB, RGBA, grey with alpha) not interlaced. Every other kind
/// (grey, palette, 16-bit, interlaced) it decodes whole at its own depth and scales after,
/// through a copy at 4 or 8 bytes a pixel: a 16-bit grey 10000 × 10000 took 1.2 GB.
bool pngScaledWhileDecoding(QIODevice &device)
{
    // The reader has read on since: read the start again and put the position back.
    const qint64 at = device.pos();
    if (!device.seek(0))
        return false;
    const QByteArray head = device.read(29); // signature, IHDR's length and type, its 13 bytes
    device.seek(at);
    if (head.size() < 29 || head.mid(12, 4) != "IHDR")
        return false;
    const int depth = quint8(head.at(24)), colourType = quint8(head.at(25));
    const bool interlaced = head.at(28) != 0;
    return depth == 8 && (colourType == 2 || colourType == 4 || colourType == 6) && !interlaced;
}

/// The bytes Qt's PNG reader holds a picture in when it decodes it whole, told from its header:
/// 1 a pixel for grey and palette, 2 for 16-bit grey, 8 for 16-bit colour, 4 otherwise.
qint64 pngWholeDecodedBytes(QIODevice &device, QSize size)
{
    const qint64 at = device.pos();
    if (!device.seek(0))
        return -1;
    const QByteArray head = device.read(29);
    device.seek(at);
    if (head.size() < 29 || head.mid(12, 4) != "IHDR")
        return -1;
    const int depth = quint8(head.at(24)), colourType = quint8(head.at(25));
    const bool grey = colourType == 0, palette = colourType == 3;
    const int perPixel = depth == 16 ? (grey ? 2 : 8) : (grey || palette ? 1 : 4);
    return qint64(size.width()) * size.height() * perPixel;
}

/// How many bytes of compressed pixel data (IDAT chunks) a PNG holds, and the most its header's
/// pixels can need: each row unfiltered (a filter byte more; Adam7's passes add at most two
/// bytes to 15/8 of the rows) in deflate's stored blocks (5 bytes in 65,535), and 64 KB more
/// for odd encoders. Past that the file inflates to more than its pixels (a 2 × 2 picture
/// whose data inflated to 500 MB took seconds); {-1, 0} when the chunks cannot be walked.
std::pair<qint64, qint64> pngDataAndNeed(QIODevice &device)
{
    const qint64 at = device.pos();
    qint64 data = 0, need = -1;
    if (device.seek(8)) {
        for (;;) {
            const QByteArray head = device.read(8);
            if (head.size() < 8)
                break;
            const auto u32 = [](const QByteArray &b, int i) {
                return qint64(quint8(b[i])) << 24 | quint8(b[i + 1]) << 16 | quint8(b[i + 2]) << 8
                       | quint8(b[i + 3]);
            };
            const qint64 length = u32(head, 0);
            const QByteArray type = head.mid(4, 4);
            if (type == "IHDR" && length == 13) {
                const QByteArray h = device.peek(13);
                if (h.size() < 13)
                    break;
                const qint64 width = u32(h, 0), height = u32(h, 4);
                const int depth = quint8(h[8]), colourType = quint8(h[9]);
                const int channels = colourType == 2   ? 3
                                     : colourType == 4 ? 2
                                     : colourType == 6 ? 4
                                                       : 1;
                const qint64 row = (width * channels * depth + 7) / 8;
                qint64 raw = height * (row + 1);
                if (h[12] != 0)
                    raw += 4 * height + 14;
                need = raw + (raw / 65535 + 1) * 5 + 6 + 65536;
            } else if (type == "IDAT") {
                data += length;
            } else if (type == "IEND") {
                break;
            }
            if (!device.seek(device.pos() + length + 4)) // the data and its CRC
                break;
        }
    }
    device.seek(at);
    return {need < 0 ? -1 : data, need};
}

/// `image` scaled smoothly to `size`, a band of rows at a time: Qt scales a grey or palette
/// picture through a whole copy at 4 or 8 bytes a pixel; a band's copy is small.
QImage scaledInBands(const QImage &image, QSize size)
{
    const QImage::Format format
        = image.hasAlphaChannel() ? QImage::Format_ARGB32_Premultiplied : QImage::Format_RGB32;
    QImage out(size, format);
    if (out.isNull())
        return {};
    out.fill(Qt::transparent);
    constexpr int kBandRows = 64; // rows of the result made at a time
    QPainter p(&out);
    p.setCompositionMode(QPainter::CompositionMode_Source);
    for (int y0 = 0; y0 < size.height(); y0 += kBandRows) {
        const int y1 = std::min(size.height(), y0 + kBandRows);
        const int from = int(qint64(y0) * image.height() / size.height());
        const int to = std::max(from + 1, int(qint64(y1) * image.height() / size.height()));
        const QImage band
            = image.copy(0, from, image.width(), to - from)
                  .convertToFormat(format)
                  .scaled(size.width(), y1 - y0, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        p.drawImage(0, y0, band);
    }
    p.end();
    return out;
}

/// Opens a picture a map names and checks it (readMapPicture) without decoding it: the reader
/// set on the opened device, and the picture's size; an invalid size and why when refused.
QSize openMapPicture(QFile &device, QImageReader &reader, QString &error)
{
    const QString shown = QDir::toNativeSeparators(device.fileName());
    if (!safefile::openNamedFile(device, error))
        return {};
    // By the bytes, not the name: an SVG called scan.png is still an SVG (and would read the
    // files it names).
    reader.setDevice(&device);
    reader.setDecideFormatFromContent(true);
    const QByteArray format = reader.format().toLower();
    if (format != "png" && format != "jpeg" && format != "jpg") {
        error = RenderText::tr("%1: not a PNG or JPEG image (%2)")
                    .arg(shown, format.isEmpty() ? RenderText::tr("unknown format")
                                                 : QString::fromLatin1(format).toUpper());
        return {};
    }
    // A broken file is told by our own check, before the library prints its own lines.
    const qint64 at = device.pos();
    if (const QString fault = rasterStructureFault(device, format); !fault.isEmpty()) {
        error = RenderText::tr("%1: cannot read the image (%2)").arg(shown, fault);
        return {};
    }
    device.seek(at);
    const QSize size = reader.size();
    if (!size.isValid()) {
        error = RenderText::tr("%1: cannot read the image (%2)")
                    .arg(shown, readerFault(reader, format));
        return {};
    }
    if (size.width() > kMaxPictureSide || size.height() > kMaxPictureSide
        || qint64(size.width()) * size.height() > kMaxPicturePixels) {
        error = fillText(
            RenderText::tr("%1: the image is %2 × %3 pixels; the limit is %4 million pixels "
                           "and %5 pixels a side: scale it down"),
            {shown, size.width(), size.height(), kMaxPicturePixels / 1000000, kMaxPictureSide});
        return {};
    }
    if (format == "png") {
        if (const auto [data, need] = pngDataAndNeed(device); data > need) {
            error = fillText(
                RenderText::tr("%1: the image holds %2 bytes of compressed pixels where its "
                               "%3 × %4 pixels need at most %5: it is damaged or made to "
                               "exhaust the reader"),
                {shown, data, size.width(), size.height(), need});
            return {};
        }
    }
    return size;
}
} // namespace

QSize mapPictureSize(const QString &file, QString &error)
{
    QFile device(file);
    QImageReader reader;
    return openMapPicture(device, reader, error);
}

QImage readMapPicture(const QString &file, const PictureReading &how, QString &error)
{
    const QString shown = QDir::toNativeSeparators(file);
    QFile device(file);
    QImageReader reader;
    const QSize size = openMapPicture(device, reader, error);
    if (!size.isValid())
        return {};
    const QByteArray format = reader.format(); // the reader forgets it when reading fails
    // The cap above, at 4 bytes a pixel, fits Qt's own limit (its default is 128 MB).
    QImageReader::setAllocationLimit(int(kMaxPicturePixels * 4 / (1024 * 1024)) + 1);
    QSize decoded = size;
    bool scaleAfter = false;
    if (!how.clip.isEmpty()) {
        reader.setClipRect(how.clip);
        decoded = how.clip.intersected(QRect(QPoint(0, 0), size)).size();
    } else if (const double scale = pictureDecodeScale(size, how); scale < 1) {
        decoded = QSize(std::max(1, int(std::ceil(size.width() * scale))),
                        std::max(1, int(std::ceil(size.height() * scale))));
        scaleAfter = reader.format().toLower() == "png" && !pngScaledWhileDecoding(device);
        // Decoded whole at its own depth before it is scaled: bounded (probe 10, F06).
        if (const qint64 bytes = scaleAfter ? pngWholeDecodedBytes(device, size) : 0;
            bytes > kMaxWholeDecodedPngBytes) {
            error = fillText(
                RenderText::tr("%1: this kind of PNG (grey, palette, 16-bit or interlaced) is "
                               "decoded whole: %2 × %3 pixels take %4 MB, the limit is %5 MB; "
                               "save it as 8-bit RGB, not interlaced, or scale it down"),
                {shown, size.width(), size.height(), (bytes + (1 << 20) - 1) >> 20,
                 kMaxWholeDecodedPngBytes >> 20});
            return {};
        }
        if (!scaleAfter)
            reader.setScaledSize(decoded);
    }
    // Every bound passed: the rows libpng would stop at are told by us, not by its own line.
    if (format.toLower() == "png")
        if (const QString fault = pngImageDataFault(device); !fault.isEmpty()) {
            error = RenderText::tr("%1: cannot read the image (%2)").arg(shown, fault);
            return {};
        }
    QImage image = reader.read();
    if (scaleAfter && !image.isNull())
        image = scaledInBands(image, decoded);
    if (image.isNull()) {
        error = RenderText::tr("%1: cannot read the image (%2)")
                    .arg(shown, readerFault(reader, format));
        return {};
    }
    // Drawn at the size of the whole picture, whatever resolution it was decoded at.
    if (decoded != size && how.clip.isEmpty())
        image.setDevicePixelRatio(double(image.width()) / size.width());
    return image;
}

double backgroundDrawScale(const AffineMap &imageToMap, const RenderParams &rp)
{
    const QTransform t = backgroundToScene(imageToMap, rp);
    return std::max(std::hypot(t.m11(), t.m12()), std::hypot(t.m21(), t.m22()));
}

double pictureDecodeScale(QSize size, const PictureReading &how)
{
    double scale = how.drawScale > 0 && how.drawScale < 1 ? how.drawScale : 1.0;
    const double pixels = double(size.width()) * size.height();
    if (how.maxPixels > 0 && pixels * scale * scale > double(how.maxPixels))
        scale = std::sqrt(double(how.maxPixels) / pixels);
    return scale;
}

QImage loadBackgroundImage(const QString &file, QString &error, double drawScale, qint64 maxPixels)
{
    return readMapPicture(file, PictureReading{drawScale, {}, maxPixels}, error);
}

} // namespace hexstride
