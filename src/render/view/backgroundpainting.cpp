#include "backgroundpainting.h"

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
    const QSize size = reader.size();
    if (!size.isValid()) {
        error = RenderText::tr("%1: cannot read the image (%2)").arg(shown, reader.errorString());
        return {};
    }
    if (size.width() > kMaxPictureSide || size.height() > kMaxPictureSide
        || qint64(size.width()) * size.height() > kMaxPicturePixels) {
        error = RenderText::tr("%1: the image is %2 × %3 pixels; the limit is %4 million pixels "
                               "and %5 pixels a side: scale it down")
                    .arg(shown)
                    .arg(size.width())
                    .arg(size.height())
                    .arg(kMaxPicturePixels / 1000000)
                    .arg(kMaxPictureSide);
        return {};
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
    // The cap above, at 4 bytes a pixel, fits Qt's own limit (its default is 128 MB).
    QImageReader::setAllocationLimit(int(kMaxPicturePixels * 4 / (1024 * 1024)) + 1);
    QSize decoded = size;
    if (!how.clip.isEmpty()) {
        reader.setClipRect(how.clip);
        decoded = how.clip.intersected(QRect(QPoint(0, 0), size)).size();
    } else if (const double scale = pictureDecodeScale(size, how); scale < 1) {
        decoded = QSize(std::max(1, int(std::ceil(size.width() * scale))),
                        std::max(1, int(std::ceil(size.height() * scale))));
        reader.setScaledSize(decoded);
    }
    QImage image = reader.read();
    if (image.isNull()) {
        error = RenderText::tr("%1: cannot read the image (%2)").arg(shown, reader.errorString());
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
