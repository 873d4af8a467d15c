#pragma once

#include <QList>
#include <QPolygonF>
#include <QRectF>
#include <QSizeF>
#include <QString>

namespace hexstride {

/// A label to place next to a point of the path (a hex centre), and where it went.
struct PathLabel
{
    QString text;
    bool failed = false; ///< drawn in the colour of steps that cannot be made
    QPointF anchor;
    QSizeF size;
    QRectF box; ///< set by placePathLabels()
};

/// Places each label on the first of a ring of positions around its anchor (above, below,
/// the four diagonals, the sides, then twice as far) where it covers neither a label placed
/// before it, nor a box in `obstacles` (markers), nor a segment of the path line. Placed
/// boxes go into a Boost.Geometry R-tree, so each try is a logarithmic query. When every
/// position collides, the one that covers the fewest labels and segments is taken.
/// `spacing` is the gap between anchor and label (a fraction of the hex size suits).
void placePathLabels(QList<PathLabel> &labels, const QList<QPolygonF> &lines,
                     const QList<QRectF> &obstacles, double spacing);

} // namespace hexstride
