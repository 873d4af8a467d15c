#include "backgroundpainting.h"

#include <QCoreApplication>
#include <QDir>
#include <QImageReader>
#include <QPainter>
#include <algorithm>

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
    p.drawImage(QPointF(0, 0), image);
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

QImage loadBackgroundImage(const QString &file, QString &error)
{
    QImageReader reader(file);
    // A scan is large: allow up to 256 megapixels-worth of bytes (Qt's default is 128 MB).
    QImageReader::setAllocationLimit(1024);
    QImage image = reader.read();
    if (image.isNull())
        error = RenderText::tr("%1: cannot read the background image (%2)")
                    .arg(QDir::toNativeSeparators(file), reader.errorString());
    return image;
}

} // namespace hexstride
