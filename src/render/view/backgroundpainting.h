#pragma once

#include "map/mapbackground.h"
#include "renderparams.h"

#include <QImage>
#include <QTransform>

class QPainter;

namespace hexstride {

class MapRenderer;

/// Image pixels → scene pixels of these render parameters (the zoom and the map's origin).
QTransform backgroundToScene(const AffineMap &imageToMap, const RenderParams &rp);

/// Draws a map's background image over what is already painted of the scene, with the
/// background's opacity: over an opaque map this is the image showing through the map, as if
/// it lay under a map drawn at (1 − opacity). Nothing when the image is null or hidden.
/// The painter is in scene coordinates.
void paintBackgroundImage(QPainter &p, const RenderParams &rp, const MapBackground &background,
                          const QImage &image);

/// A first placement for a new image: upright, scaled to fit the map's extent, at its top left.
AffineMap fitBackgroundToMap(QSize image, const MapShape &shape);

/// The largest picture a map may name (a background image, a Tiled tileset picture): Hexstride
/// holds it at 4 bytes a pixel, so 100 million pixels are about 400 MB. docs/file-format.md.
constexpr qint64 kMaxPicturePixels = qint64(100) * 1000 * 1000;
constexpr int kMaxPictureSide = 30000;
/// The most pixels the app decodes of a background (about 64 MB at 4 bytes a pixel): a larger
/// scan is held scaled down to this, and drawn at its whole size. docs/guide (Background Image).
constexpr qint64 kMaxShownPicturePixels = qint64(4096) * 4096;
/// The most bytes a PNG that Qt decodes whole before it is scaled down (grey, palette, 16-bit or
/// interlaced: pngScaledWhileDecoding) may take decoded: 64 MiB, e.g. 8-bit grey 8192 × 8192 or
/// 16-bit grey 5792 × 5792. A larger one drawn scaled down is refused (a 16-bit grey
/// 10000 × 10000 took 200 MB decoded): docs/file-format.md.
constexpr qint64 kMaxWholeDecodedPngBytes = qint64(64) * 1024 * 1024;

/// How a picture a map names is to be read.
struct PictureReading
{
    /// Scene pixels per image pixel where it is drawn (backgroundDrawScale): below 1 the
    /// picture is decoded at that scale (a JPEG decodes so without ever holding the whole).
    /// The image read keeps its full size as its device-independent size.
    double drawScale = 1.0;
    QRect clip; ///< only this part (a tile of a tileset picture); empty: the whole picture
    /// At most this many pixels decoded (0: no cap other than drawScale): a larger picture is
    /// decoded at the scale that fits them, like a smaller drawScale.
    qint64 maxPixels = 0;
};

/// Reads a picture a map file names: a regular file only (safefile::openNamedFile), PNG or
/// JPEG by its content whatever its name says (an SVG would read the files it names), at most
/// kMaxPicturePixels. A null image and a translated reason ("PATH: …") when it cannot.
QImage readMapPicture(const QString &file, const PictureReading &how, QString &error);
/// The size of such a picture, checked as readMapPicture checks it, without decoding it.
QSize mapPictureSize(const QString &file, QString &error);

/// The most scene pixels one pixel of the background covers at these render parameters.
double backgroundDrawScale(const AffineMap &imageToMap, const RenderParams &rp);

/// The scale a picture of `size` pixels is decoded at (1: whole): `how.drawScale` where it is
/// below 1, smaller still where more than `how.maxPixels` would be decoded.
double pictureDecodeScale(QSize size, const PictureReading &how);

/// Reads a background image file (readMapPicture); a null image and a translated reason when
/// it cannot. drawScale and maxPixels: see PictureReading.
QImage loadBackgroundImage(const QString &file, QString &error, double drawScale = 1.0,
                           qint64 maxPixels = 0);

} // namespace hexstride
