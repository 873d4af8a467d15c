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
    /// How a part of a label is drawn: a step made now, one of a later turn, one that fails.
    enum class Kind : unsigned char { Made, LaterTurn, Failed };
    struct Part
    {
        QString text;
        Kind kind = Kind::Made;
    };
    QString text;        ///< the whole text (the parts joined by ", " where there are parts)
    bool failed = false; ///< drawn in the colour of steps that cannot be made
    QList<Part> parts;   ///< each step's text in its own colour; empty: `text` in one colour
    QPointF anchor;
    QSizeF size;
    QRectF box; ///< set by placePathLabels()
};

/// Places each label on the first of a ring of positions around its anchor (above, below,
/// the four diagonals, the sides, then twice and three times as far: a wide unit name below
/// and a turn's badge above leave room only there at small zooms) where it covers neither a label
/// placed before it, nor a box in `obstacles` (markers), nor a segment of the path line. Placed
/// boxes go into a Boost.Geometry R-tree, so each try is a logarithmic query. When every
/// position collides, the one that covers the fewest labels and segments is taken.
/// `spacing` is the gap between anchor and label (a fraction of the hex size suits).
void placePathLabels(QList<PathLabel> &labels, const QList<QPolygonF> &lines,
                     const QList<QRectF> &obstacles, double spacing);

} // namespace hexstride
