#pragma once

#include "hex.h"
#include "orientation.h"

#include <array>

namespace hexstride {

/// A point in map pixel space (QtCore-free so core stays widget- and GUI-free).
struct PointF
{
    double x = 0;
    double y = 0;
};

/// Converts between hexes and pixels for one orientation and hex size (centre to corner).
/// Hex (0, 0) is centred on the origin.
struct PixelLayout
{
    Orientation orientation = Orientation::PointyTop;
    double size = 20.0;

    PointF centre(Hex h) const;
    /// The hex containing a pixel (cube rounding).
    Hex hexAt(PointF p) const;
    /// Corner i of hex h, i = 0..5; corner i and i+1 bound the side facing direction i.
    PointF corner(Hex h, int i) const;
    std::array<PointF, 6> corners(Hex h) const;
    /// The two end points of the side of h facing direction d.
    std::pair<PointF, PointF> side(Hex h, Direction d) const;
    double width() const;  ///< horizontal extent of one hex
    double height() const; ///< vertical extent of one hex
};

/// Rounds fractional cube coordinates to the nearest hex.
Hex roundHex(double q, double r);

} // namespace hexstride
