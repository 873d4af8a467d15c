#pragma once

#include "abstracttool.h"
#include "hex/hex.h"

#include <QSet>
#include <optional>

namespace hexstride {

inline size_t qHash(Hex h, size_t seed = 0)
{
    return ::qHash((qint64(h.q) << 32) ^ quint32(h.r), seed);
}

/// Base of the tools that paint hexes in strokes (terrain brush, elevation, hex features):
/// press starts a stroke, dragging applies the brush along the line from the last hex (no gaps
/// when the mouse moves fast), release ends it; every hex is touched once per stroke and the
/// whole stroke is one undo step. The preview outlines the hexes under the brush.
class HexStrokeTool : public AbstractTool
{
    Q_OBJECT
public:
    using AbstractTool::AbstractTool;

    void mousePressed(MapView *view, QMouseEvent *e, QPointF scene) override;
    void mouseMoved(MapView *view, QMouseEvent *e, QPointF scene) override;
    void mouseReleased(MapView *view, QMouseEvent *e, QPointF scene) override;
    void mouseLeft(MapView *view) override;
    void paintOverlay(QPainter &p, const MapView &view) const override;

protected:
    /// Applies the tool to hexes (on the map, not yet touched in this stroke).
    /// `erase` is true for the right button or with Shift held.
    virtual void apply(const QList<Hex> &hexes, int strokeId, bool erase) = 0;
    virtual int radius() const;
    /// Whether the stroke is made with the right button (not Shift and the left).
    bool rightButton() const { return m_rightButton; }

private:
    void strokeTo(MapView *view, Hex h);

    std::optional<Hex> m_hover;
    std::optional<Hex> m_last;
    QSet<Hex> m_touched;
    int m_strokeId = 0;
    bool m_erase = false;
    bool m_rightButton = false;
};

} // namespace hexstride
