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

QRegion HexHighlight::regionOfHex() const
{
    if (!m_hex || !m_view)
        return {};
    // The ring stands a little outside the hex.
    const double margin = m_view->params().hexSize() * 0.5 + 6;
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
    // At least a finger's width on screen whatever the zoom: dark outside, bright inside.
    const double r = std::max(14.0, view.params().hexSize() * 1.2);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(0, 0, 0, 200), 6));
    p.drawEllipse(c, r, r);
    p.setPen(QPen(QColor(255, 60, 200), 3));
    p.drawEllipse(c, r, r);
    p.restore();
}

} // namespace hexstride
