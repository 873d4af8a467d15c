#pragma once

#include "hex/pixellayout.h"

#include <QString>
#include <optional>
#include <vector>

namespace hexstride {

/// An affine map of the plane: (x, y) → (m11·x + m21·y + dx, m12·x + m22·y + dy), the same
/// convention as QTransform (core has no QtGui).
struct AffineMap
{
    double m11 = 1, m12 = 0, m21 = 0, m22 = 1, dx = 0, dy = 0;

    PointF apply(PointF p) const
    {
        return {m11 * p.x + m21 * p.y + dx, m12 * p.x + m22 * p.y + dy};
    }
    double determinant() const { return m11 * m22 - m12 * m21; }
    /// The inverse map; nothing when it collapses the plane onto a line or a point.
    std::optional<AffineMap> inverted() const;
    /// This map moved by (x, y) afterwards.
    AffineMap translated(double x, double y) const;
    friend bool operator==(const AffineMap &, const AffineMap &) = default;
};

/// The map that takes each `from` point to the `to` point of the same index: two pairs give a
/// similarity (shift, turn and one scale: no skew), three give the full affine map (it fixes a
/// scan stretched more one way than the other). Nothing when the points do not define one
/// (two equal points, three in a line) or the counts are not 2 or 3.
std::optional<AffineMap> affineFromPoints(const std::vector<PointF> &from,
                                          const std::vector<PointF> &to);

/// A scanned or drawn map shown under the hexes, to trace it (File ▸ Background Image…).
/// `imageToMap` takes image pixels to map units: a PixelLayout of size 1 (centre to corner),
/// hex (0, 0) centred on the origin, so the placement does not depend on the zoom.
struct MapBackground
{
    QString path; ///< the image file, relative to the map file's folder (or absolute)
    AffineMap imageToMap;
    double opacity = 0.5; ///< 0 = hidden under the map, 1 = only the image shows
    bool visible = true;

    bool isEmpty() const { return path.isEmpty(); }
    friend bool operator==(const MapBackground &, const MapBackground &) = default;
};

/// The centre of hex h in map units (the space of MapBackground::imageToMap).
PointF mapUnitCentre(Orientation orientation, Hex h);

} // namespace hexstride
