#include "hexhighlight.h"

#include "mapview.h"

#include <QPainter>

namespace hexstride {

HexHighlight::HexHighlight(MapView *view, QObject *parent)
    : MapOverlay(parent)
    , m_view(view)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(kDurationMs);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        const QRegion old = regionOfHex();
        m_hex.reset();
        emit changed(old);
    });
}

namespace {
constexpr double kOuterPen = 6;

/// The ring's radius: at least a finger's width on screen whatever the zoom, and its dark pen
/// wholly outside the hex's corners and a river drawn on its sides (at most a quarter of a hex
/// wide), so the side a problem reports stays in sight.
double ringRadius(double hexSize)
{
    return std::max(14.0, hexSize * 1.25 + kOuterPen / 2 + 2);
}
} // namespace

QRegion HexHighlight::regionOfHex() const
{
    if (!m_hex || !m_view)
        return {};
    // The ring stands outside the hex.
    const double size = m_view->params().hexSize();
    const double margin = ringRadius(size) + kOuterPen - size * 0.8;
    return m_view->params()
        .hexBounds(*m_hex)
        .adjusted(-margin, -margin, margin, margin)
        .toAlignedRect();
}

void HexHighlight::flash(Hex h)
{
    QRegion dirty = regionOfHex();
    m_hex = h;
    dirty += regionOfHex();
    m_timer.start();
    emit changed(dirty);
}

void HexHighlight::paint(QPainter &p, const MapView &view, const QRegion &) const
{
    if (!m_hex)
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QPointF off = view.sceneToViewport({0, 0});
    const QPointF c = view.params().centre(*m_hex) + off;
    // Dark outside, bright inside.
    const double r = ringRadius(view.params().hexSize());
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(0, 0, 0, 200), kOuterPen));
    p.drawEllipse(c, r, r);
    p.setPen(QPen(QColor(255, 60, 200), 3));
    p.drawEllipse(c, r, r);
    p.restore();
}

} // namespace hexstride
