#include "edgepicker.h"

#include <boost/geometry.hpp>
#include <boost/geometry/geometries/box.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#include <boost/geometry/geometries/segment.hpp>
#include <boost/geometry/index/rtree.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace bg = boost::geometry;
namespace bgi = boost::geometry::index;

namespace hexstride {

namespace {
using BPoint = bg::model::d2::point_xy<double>;
using BSegment = bg::model::segment<BPoint>;
using BPolygon = bg::model::polygon<BPoint>;
using BBox = bg::model::box<BPoint>;

BPoint toB(PointF p)
{
    return {p.x, p.y};
}
} // namespace

EdgePick nearestEdge(const PixelLayout &layout, PointF p)
{
    const Hex h = layout.hexAt(p);
    EdgePick best{edgeOf(h, 0), 0, h, std::numeric_limits<double>::max()};
    for (Direction d = 0; d < kDirectionCount; ++d) {
        const auto [a, b] = layout.side(h, d);
        const double dist = bg::distance(toB(p), BSegment(toB(a), toB(b)));
        if (dist < best.distance)
            best = {edgeOf(h, d), d, h, dist};
    }
    return best;
}

OffsetRange offsetRangeFor(const PixelLayout &layout, const HexGridLayout &grid, int width,
                           int height, PointF a, PointF b)
{
    const double x0 = std::min(a.x, b.x), x1 = std::max(a.x, b.x);
    const double y0 = std::min(a.y, b.y), y1 = std::max(a.y, b.y);
    OffsetRange r{std::numeric_limits<int>::max(), std::numeric_limits<int>::max(),
                  std::numeric_limits<int>::min(), std::numeric_limits<int>::min()};
    for (const PointF c : {PointF{x0, y0}, PointF{x1, y0}, PointF{x0, y1}, PointF{x1, y1}}) {
        const Offset o = grid.toOffset(layout.hexAt(c));
        r.col0 = std::min(r.col0, o.col);
        r.col1 = std::max(r.col1, o.col);
        r.row0 = std::min(r.row0, o.row);
        r.row1 = std::max(r.row1, o.row);
    }
    // One hex of margin covers the half-hex shifts of alternate rows or columns.
    r.col0 = std::max(0, r.col0 - 1);
    r.row0 = std::max(0, r.row0 - 1);
    r.col1 = std::min(width - 1, r.col1 + 1);
    r.row1 = std::min(height - 1, r.row1 + 1);
    return r;
}

std::vector<Hex> hexesInRect(const PixelLayout &layout, const HexGridLayout &grid, int width,
                             int height, PointF a, PointF b)
{
    const double x0 = std::min(a.x, b.x), x1 = std::max(a.x, b.x);
    const double y0 = std::min(a.y, b.y), y1 = std::max(a.y, b.y);
    std::vector<Hex> out;
    const OffsetRange r = offsetRangeFor(layout, grid, width, height, a, b);
    for (int row = r.row0; row <= r.row1; ++row) {
        for (int col = r.col0; col <= r.col1; ++col) {
            const Hex h = grid.toHex({col, row});
            const PointF c = layout.centre(h);
            if (c.x >= x0 && c.x <= x1 && c.y >= y0 && c.y <= y1)
                out.push_back(h);
        }
    }
    return out;
}

std::vector<Hex> hexesInPolygon(const PixelLayout &layout, const HexGridLayout &grid, int width,
                                int height, const std::vector<PointF> &polygon)
{
    std::vector<Hex> out;
    if (polygon.size() < 3)
        return out;
    BPolygon poly;
    for (const PointF &p : polygon)
        bg::append(poly.outer(), toB(p));
    bg::correct(poly); // closes the ring and fixes its orientation
    BBox box;
    bg::envelope(poly, box);
    const OffsetRange r
        = offsetRangeFor(layout, grid, width, height, {box.min_corner().x(), box.min_corner().y()},
                         {box.max_corner().x(), box.max_corner().y()});
    for (int row = r.row0; row <= r.row1; ++row) {
        for (int col = r.col0; col <= r.col1; ++col) {
            const Hex h = grid.toHex({col, row});
            if (bg::covered_by(toB(layout.centre(h)), poly))
                out.push_back(h);
        }
    }
    return out;
}

struct HitIndex::Tree
{
    bgi::rtree<std::pair<BBox, int>, bgi::quadratic<16>> tree;
};

HitIndex::HitIndex()
    : m_tree(std::make_unique<Tree>())
{}
HitIndex::~HitIndex() = default;
HitIndex::HitIndex(HitIndex &&) noexcept = default;
HitIndex &HitIndex::operator=(HitIndex &&) noexcept = default;

void HitIndex::clear()
{
    m_tree->tree.clear();
}

void HitIndex::insert(int id, PointF min, PointF max)
{
    m_tree->tree.insert({BBox(toB(min), toB(max)), id});
}

std::vector<int> HitIndex::at(PointF p) const
{
    std::vector<std::pair<BBox, int>> hits;
    m_tree->tree.query(bgi::intersects(toB(p)), std::back_inserter(hits));
    const auto centreDistance = [&](const BBox &b) {
        BPoint c;
        bg::centroid(b, c);
        return bg::distance(c, toB(p));
    };
    std::sort(hits.begin(), hits.end(), [&](const auto &a, const auto &b) {
        return centreDistance(a.first) < centreDistance(b.first);
    });
    std::vector<int> ids;
    for (const auto &h : hits)
        ids.push_back(h.second);
    return ids;
}

std::vector<int> HitIndex::in(PointF min, PointF max) const
{
    std::vector<std::pair<BBox, int>> hits;
    m_tree->tree.query(bgi::intersects(BBox(toB(min), toB(max))), std::back_inserter(hits));
    std::vector<int> ids;
    for (const auto &h : hits)
        ids.push_back(h.second);
    std::sort(ids.begin(), ids.end());
    return ids;
}

int HitIndex::size() const
{
    return static_cast<int>(m_tree->tree.size());
}

} // namespace hexstride
