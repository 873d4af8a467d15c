#pragma once

#include "map/hexmap.h"

#include <QObject>

namespace hexstride {

class MapView;

/// The map's tool tip over an owned hex: the side that owns its population centre and
/// fortification, where the referee looks. Installed before the resolved turn's overlay, whose
/// tips (conflicts, decisions) come first.
class OwnerToolTip : public QObject
{
    Q_OBJECT
public:
    explicit OwnerToolTip(MapView *view);

    /// The tip for hex `h`; empty where the hex has no owner.
    static QString text(const HexMap &map, Hex h);

protected:
    bool eventFilter(QObject *watched, QEvent *e) override;

private:
    MapView *m_view;
};

} // namespace hexstride
