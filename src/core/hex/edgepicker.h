#pragma once

#include "edge.h"
#include "orientation.h"
#include "pixellayout.h"

#include <memory>
#include <vector>

namespace hexstride {

/// The hex-side nearest to a point and how far the point is from it (pixels).
struct EdgePick
{
    EdgeId edge;
    Direction side = 0; ///< the side of `hex` the edge is
    Hex hex;            ///< the hex containing the point
    double distance = 0;
};

/// The edge nearest to a point in map pixels. The nearest side of any hex is always one of the
/// sides of the hex that contains the point, so only those six segments are measured.
EdgePick nearestEdge(const PixelLayout &layout, PointF p);

/// The on-map hexes (a width × height map in `grid`) whose centres lie inside the closed
/// polygon (a lasso drawn in map pixels). Uses Boost.Geometry; self-crossing lassos are
/// corrected to a valid polygon first.
std::vector<Hex> hexesInPolygon(const PixelLayout &layout, const HexGridLayout &grid, int width,
                                int height, const std::vector<PointF> &polygon);

/// The on-map hexes whose centres lie in the axis-aligned rectangle (x0,y0)-(x1,y1).
std::vector<Hex> hexesInRect(const PixelLayout &layout, const HexGridLayout &grid, int width,
                             int height, PointF a, PointF b);

/// The range of offset columns and rows whose hexes can touch a pixel rectangle (inclusive,
/// clamped to a width × height map; empty when first > last).
struct OffsetRange
{
    int col0 = 0, row0 = 0, col1 = -1, row1 = -1;
    bool isEmpty() const { return col1 < col0 || row1 < row0; }
};
OffsetRange offsetRangeFor(const PixelLayout &layout, const HexGridLayout &grid, int width,
                           int height, PointF a, PointF b);

/// An R-tree of boxes in map pixels, each with an id (labels, units): what is under the cursor,
/// what lies in the visible area.
class HitIndex
{
public:
    HitIndex();
    ~HitIndex();
    HitIndex(HitIndex &&) noexcept;
    HitIndex &operator=(HitIndex &&) noexcept;

    void clear();
    void insert(int id, PointF min, PointF max);
    /// Ids of boxes containing p, nearest box centre first.
    std::vector<int> at(PointF p) const;
    /// Ids of boxes intersecting the rectangle.
    std::vector<int> in(PointF min, PointF max) const;
    int size() const;

private:
    struct Tree;
    std::unique_ptr<Tree> m_tree;
};

} // namespace hexstride
