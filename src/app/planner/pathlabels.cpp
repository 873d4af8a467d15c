#include "pathlabels.h"

#include <boost/geometry.hpp>
#include <boost/geometry/geometries/box.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/segment.hpp>
#include <boost/geometry/index/rtree.hpp>
#include <iterator>
#include <limits>

namespace bg = boost::geometry;
namespace bgi = boost::geometry::index;

namespace hexstride {

namespace {
using BPoint = bg::model::d2::point_xy<double>;
using BBox = bg::model::box<BPoint>;
using BSegment = bg::model::segment<BPoint>;

BBox toBox(const QRectF &r)
{
    return {{r.left(), r.top()}, {r.right(), r.bottom()}};
}

/// Directions to try, in order of preference: above and below read best next to a line that
/// mostly runs sideways on a hex map, then the diagonals, then the sides.
constexpr struct
{
    double dx, dy;
} kPositions[] = {{0, -1}, {0, 1}, {1, -1}, {1, 1}, {-1, -1}, {-1, 1}, {1, 0}, {-1, 0}};
} // namespace

void placePathLabels(QList<PathLabel> &labels, const QList<QPolygonF> &lines,
                     const QList<QRectF> &obstacles, double spacing)
{
    bgi::rtree<BBox, bgi::rstar<16>> placed;
    for (const QRectF &r : obstacles)
        placed.insert(toBox(r));
    bgi::rtree<BSegment, bgi::rstar<16>> segments;
    for (const QPolygonF &line : lines) {
        for (qsizetype i = 1; i < line.size(); ++i) {
            if (line[i - 1] != line[i])
                segments.insert(
                    BSegment({line[i - 1].x(), line[i - 1].y()}, {line[i].x(), line[i].y()}));
        }
    }
    for (PathLabel &label : labels) {
        const double w = label.size.width();
        const double h = label.size.height();
        QRectF best;
        int bestCollisions = std::numeric_limits<int>::max();
        for (const double ring : {1.0, 2.2, 3.4}) {
            for (const auto &pos : kPositions) {
                // The box's near edge `spacing` away from the anchor, centred on the direction.
                const QPointF centre = label.anchor
                                       + QPointF(pos.dx * (w / 2 + spacing) * ring,
                                                 pos.dy * (h / 2 + spacing) * ring);
                const QRectF box(centre.x() - w / 2, centre.y() - h / 2, w, h);
                const BBox b = toBox(box.adjusted(-1, -1, 1, 1));
                // Labels weigh more than the line: a label hidden under another is lost.
                const auto labelHits
                    = std::distance(placed.qbegin(bgi::intersects(b)), placed.qend());
                const auto lineHits
                    = std::distance(segments.qbegin(bgi::intersects(b)), segments.qend());
                const int collisions = int(labelHits * 4 + lineHits);
                if (collisions < bestCollisions) {
                    bestCollisions = collisions;
                    best = box;
                }
                if (collisions == 0)
                    break;
            }
            if (bestCollisions == 0)
                break;
        }
        label.box = best;
        placed.insert(toBox(best));
    }
}

} // namespace hexstride
