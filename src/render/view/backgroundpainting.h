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

/// Reads a background image file; a null image and a translated reason when it cannot.
QImage loadBackgroundImage(const QString &file, QString &error);

} // namespace hexstride
