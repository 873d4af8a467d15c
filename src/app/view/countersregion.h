#pragma once

#include <QList>
#include <QRectF>
#include <QRegion>

namespace hexstride {

class MapView;

/// A unit as the view draws it, in scene pixels at the view's zoom: its counter, and the name
/// under it (empty where it is not drawn at this zoom: too small, or left out as it would lie
/// over another text).
struct UnitFace
{
    int unit = -1; ///< index into the map's units
    QRectF counter;
    QRectF name;
};

/// The faces of the units drawn in a scene rectangle, wherever the map draws counters (hexes of
/// 7 pixels and more; below, units are marks). Found through the view's unit index, so a frame
/// costs the units in sight, not all the map's.
QList<UnitFace> unitFacesIn(const MapView &view, const QRectF &scene);
/// The viewport without the counters and the unit names drawn: what an overlay's paths are
/// clipped to, so that they pass under them and never hide an army's figures or name, at every
/// zoom (walk16 W05, walk17 X08, walk18 #1, walk19 #1: the line crossed the moving army's name).
QRegion outsideCounters(const MapView &view);

} // namespace hexstride
