#pragma once

#include "edge.h"
#include "edgechain.h"
#include "pixellayout.h"

#include <functional>
#include <optional>
#include <unordered_set>
#include <vector>

namespace hexstride {

/// A stroke along hex-sides (a river, a wall) that follows the pointer's whole path, however
/// fast the pointer moves: one connected line of sides through the hex corners, with no gap, no
/// branch, no side twice and no closed ring.
///
/// The segment between two pointer positions is walked in steps of kStep hex sizes, so the
/// result depends on the path, not on how often the pointer reports it. The line's end moves to
/// a new corner only when a sample is clearly nearer it (by kMargin hex sizes) than the end,
/// so wobble near a hex centre (where all six corners are equally far) does not flip the line
/// from one side of the hex to the other. The new corner is joined by the fewest sides through
/// corners the stroke has not touched, among equally short ways the one nearest the pointer's
/// path since the last corner. A corner the stroke already touched is never entered again: a
/// pointer going back over its line, or crossing it, adds nothing until it leaves it.
///
/// Plain geometry, no widgets: points are in the pixels of the layout given (the edge tool
/// passes its view's layout and the pointer in layout pixels).
class SideStroke
{
public:
    static constexpr double kStep = 0.2;      ///< sample spacing, hex sizes
    static constexpr double kMargin = 0.5;    ///< hysteresis, hex sizes
    static constexpr double kTolerance = 0.2; ///< corners this near the nearest are candidates
    static constexpr double kFinish = 0.25;   ///< see finish(), hex sizes
    static constexpr int kMaxJoin = 6;        ///< the longest walk to a new corner, sides

    /// `usable` says which sides may be drawn (on the map).
    SideStroke(const PixelLayout &layout, std::function<bool(EdgeId)> usable);

    /// Starts the stroke at p: its first side is the one nearest p (returned, or nothing when
    /// that side is not usable; the line then starts at the first corner it reaches).
    std::vector<EdgeId> begin(PointF p);
    /// The pointer moved on to p: the sides that join the line, in order.
    std::vector<EdgeId> moveTo(PointF p);
    /// The pointer was released at p: after moving there, the line ends on the side under the
    /// pointer (within kFinish hex sizes of it) when that side goes on from the line's end, so a
    /// drag let go on a side draws it although the pointer is not yet nearer its far corner.
    std::vector<EdgeId> finish(PointF p);
    /// The same stroke at another zoom: points already seen are scaled to the new hex size.
    void setLayout(const PixelLayout &layout);

    const PixelLayout &layout() const { return m_layout; }
    /// Every side of the stroke, from its start.
    const std::vector<EdgeId> &sides() const { return m_sides; }

private:
    std::vector<EdgeId> visit(PointF s);
    double detour(EdgeId e) const;

    PixelLayout m_layout;
    std::function<bool(EdgeId)> m_usable;
    std::vector<EdgeId> m_sides;
    std::unordered_set<CornerId> m_touched;
    /// Where the line goes on from: both ends of the first side until the pointer chooses one,
    /// none before the line has a corner.
    std::vector<CornerId> m_ends;
    std::optional<PointF> m_last;
    std::vector<PointF> m_trail; ///< samples since the line's end last moved
};

} // namespace hexstride
