#pragma once

#include "hex/hex.h"
#include "mapoverlay.h"

#include <QPointer>
#include <QTimer>
#include <optional>

namespace hexstride {

/// A hex shown for a few seconds with a thick ring, to catch the eye after the view jumped
/// there (a map-check problem chosen from its list).
class HexHighlight : public MapOverlay
{
    Q_OBJECT
public:
    static constexpr int kDurationMs = 3000;
    explicit HexHighlight(MapView *view, QObject *parent = nullptr);

    void flash(Hex h);
    std::optional<Hex> hex() const { return m_hex; }

    void paint(QPainter &p, const MapView &view, const QRegion &dirty) const override;

private:
    QRegion regionOfHex() const;

    QPointer<MapView> m_view;
    std::optional<Hex> m_hex;
    QTimer m_timer;
};

} // namespace hexstride
