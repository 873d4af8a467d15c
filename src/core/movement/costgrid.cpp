#include "costgrid.h"

#include <algorithm>
#include <climits>

namespace hexstride {

void CostGrid::initGeometry(const MapShape &shape)
{
    m_shape = shape;
    int qMin = INT_MAX, qMax = INT_MIN, rMin = INT_MAX, rMax = INT_MIN;
    // The axial box of a rectangle is set by its border rows and columns.
    for (int row = 0; row < shape.height; ++row) {
        for (int col : {0, shape.width - 1}) {
            const Hex h = shape.grid.toHex({col, row});
            qMin = std::min(qMin, h.q);
            qMax = std::max(qMax, h.q);
            rMin = std::min(rMin, h.r);
            rMax = std::max(rMax, h.r);
        }
    }
    for (int col = 0; col < shape.width; ++col) {
        for (int row : {0, shape.height - 1}) {
            const Hex h = shape.grid.toHex({col, row});
            qMin = std::min(qMin, h.q);
            qMax = std::max(qMax, h.q);
            rMin = std::min(rMin, h.r);
            rMax = std::max(rMax, h.r);
        }
    }
    // One cell of padding on every side: every on-map cell's neighbours exist in the array.
    m_qOrigin = qMin - 1;
    m_rOrigin = rMin - 1;
    m_stride = qMax - qMin + 3;
    m_rows = rMax - rMin + 3;
    for (Direction d = 0; d < kDirectionCount; ++d) {
        const Hex v = kAxialDirections[static_cast<std::size_t>(d)];
        m_offsets[static_cast<std::size_t>(d)] = v.r * m_stride + v.q;
    }
    const auto cells = static_cast<std::size_t>(m_stride) * static_cast<std::size_t>(m_rows);
    Steps blocked;
    blocked.fill(kBlocked);
    m_steps.assign(cells, blocked);
    m_onMap.assign(cells, 0);
    for (int row = 0; row < shape.height; ++row) {
        for (int col = 0; col < shape.width; ++col)
            m_onMap[static_cast<std::size_t>(rawCellOf(shape.grid.toHex({col, row})))] = 1;
    }
    m_histogram.fill(0);
}

void CostGrid::store(int cell, Direction d, int cost)
{
    std::uint8_t &slot = m_steps[static_cast<std::size_t>(cell)][static_cast<std::size_t>(d)];
    if (slot != kBlocked)
        --m_histogram[slot];
    // Zero or negative costs would break every search; they are treated as not allowed.
    slot = cost >= 1 && cost <= kMaxStepCost ? static_cast<std::uint8_t>(cost) : kBlocked;
    if (slot != kBlocked)
        ++m_histogram[slot];
}

int CostGrid::minStepCost() const
{
    for (int c = 1; c <= kMaxStepCost; ++c) {
        if (m_histogram[static_cast<std::size_t>(c)] > 0)
            return c;
    }
    return 0;
}

int CostGrid::maxStepCost() const
{
    for (int c = kMaxStepCost; c >= 1; --c) {
        if (m_histogram[static_cast<std::size_t>(c)] > 0)
            return c;
    }
    return 0;
}

} // namespace hexstride
