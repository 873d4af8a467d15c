#pragma once

#include "largepagealloc.h"
#include "map/hexmap.h"

#include <array>
#include <cstdint>
#include <vector>

namespace hexstride {

/// The step costs of a whole map for one unit, precomputed so that searches (reach, cost
/// fields, routes) touch nothing but small flat arrays.
///
/// Cells are indexed by a padded axial index: the axial bounding box of the map's hexes plus a
/// one-cell border, row by row (r), so the six neighbours of a cell are constant offsets and a
/// step off the map lands on a border or off-map cell whose cost is never read (steps leading
/// there are stored as blocked). Each cell holds six step costs (one byte each, 255 = blocked),
/// padded to 8 bytes so one load fetches them all.
///
/// The costs come from a callback `int cost(Hex from, Direction d)`: ≥ 1, or -1 when the step is
/// not allowed; values above kMaxStepCost are stored as blocked (no allowance is that large).
/// The callback is only called for steps between two on-map hexes. A cost of 0 is stored as
/// blocked too: every search relies on steps costing at least 1.
class CostGrid
{
public:
    static constexpr std::uint8_t kBlocked = 255;
    static constexpr int kMaxStepCost = 254;

    CostGrid() = default;
    template<typename StepCost>
    CostGrid(const MapShape &shape, StepCost &&cost);

    const MapShape &shape() const { return m_shape; }
    bool contains(Hex h) const
    {
        const int cell = rawCellOf(h);
        return cell >= 0 && m_onMap[static_cast<std::size_t>(cell)];
    }
    /// The cell of an on-map hex, or -1.
    int cellOf(Hex h) const { return contains(h) ? rawCellOf(h) : -1; }
    Hex hexOf(int cell) const { return {cell % m_stride + m_qOrigin, cell / m_stride + m_rOrigin}; }
    /// Cells including the padding; arrays indexed by cell have this size.
    int cellCount() const { return static_cast<int>(m_steps.size()); }
    /// Cell offset of the neighbour in direction d.
    int neighbourOffset(Direction d) const { return m_offsets[static_cast<std::size_t>(d)]; }
    /// Axial coordinates of cell 0 and the row length: hexOf(cell) without a division when the
    /// caller tracks (column, row) itself.
    int qOrigin() const { return m_qOrigin; }
    int rOrigin() const { return m_rOrigin; }
    int stride() const { return m_stride; }
    int rows() const { return m_rows; }

    /// The cost of the step from h in direction d, or -1 when it is not allowed or leaves the map.
    int stepCost(Hex from, Direction d) const
    {
        const int cell = cellOf(from);
        if (cell < 0)
            return -1;
        const std::uint8_t c = m_steps[static_cast<std::size_t>(cell)][static_cast<std::size_t>(d)];
        return c == kBlocked ? -1 : c;
    }
    /// The six step costs of a cell (255 = blocked); two padding bytes follow.
    const std::uint8_t *stepsAt(int cell) const
    {
        return m_steps[static_cast<std::size_t>(cell)].data();
    }

    /// Smallest and largest cost of any allowed step; both 0 when no step is allowed.
    int minStepCost() const;
    int maxStepCost() const;

    /// Recomputes the twelve steps that touch h (out of it and into it), e.g. after an edit of
    /// its terrain. After an edit of an edge's features, update both hexes of the edge.
    template<typename StepCost>
    void updateHex(Hex h, StepCost &&cost);

private:
    using Steps = std::array<std::uint8_t, 8>;

    void initGeometry(const MapShape &shape);
    int rawCellOf(Hex h) const
    {
        const int q = h.q - m_qOrigin;
        const int r = h.r - m_rOrigin;
        if (q < 0 || r < 0 || q >= m_stride || r >= m_rows)
            return -1;
        return r * m_stride + q;
    }
    void store(int cell, Direction d, int cost);
    template<typename StepCost>
    void computeStep(int cell, Hex h, Direction d, StepCost &cost);

    MapShape m_shape;
    int m_qOrigin = 0;
    int m_rOrigin = 0;
    int m_stride = 0;
    int m_rows = 0;
    std::array<int, kDirectionCount> m_offsets{};
    std::vector<Steps, LargePageAllocator<Steps>> m_steps;
    std::vector<std::uint8_t> m_onMap;
    /// How many allowed steps have each cost, so min/max survive updateHex().
    std::array<std::int64_t, 256> m_histogram{};
};

template<typename StepCost>
CostGrid::CostGrid(const MapShape &shape, StepCost &&cost)
{
    initGeometry(shape);
    for (int row = 0; row < shape.height; ++row) {
        for (int col = 0; col < shape.width; ++col) {
            const Hex h = shape.grid.toHex({col, row});
            const int cell = rawCellOf(h);
            for (Direction d = 0; d < kDirectionCount; ++d)
                computeStep(cell, h, d, cost);
        }
    }
}

template<typename StepCost>
void CostGrid::computeStep(int cell, Hex h, Direction d, StepCost &cost)
{
    const auto n = static_cast<std::size_t>(cell + m_offsets[static_cast<std::size_t>(d)]);
    store(cell, d, m_onMap[n] ? cost(h, d) : -1);
}

template<typename StepCost>
void CostGrid::updateHex(Hex h, StepCost &&cost)
{
    const int cell = cellOf(h);
    if (cell < 0)
        return;
    for (Direction d = 0; d < kDirectionCount; ++d) {
        computeStep(cell, h, d, cost);
        const int n = cell + m_offsets[static_cast<std::size_t>(d)];
        if (m_onMap[static_cast<std::size_t>(n)])
            computeStep(n, neighbour(h, d), opposite(d), cost);
    }
}

} // namespace hexstride
