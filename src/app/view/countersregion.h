#pragma once

#include <QList>
#include <QRectF>
#include <QRegion>

namespace hexstride {

class MapView;

/// The map's unit counters as the view draws them, in viewport pixels: those in sight, where
/// their figures can be read at all (hexes of 12 pixels and more; a map seen whole draws them a
/// few pixels wide, and thousands of them would make each frame slow).
QList<QRectF> countersInSight(const MapView &view);
/// The viewport without those counters: what an overlay's paths are clipped to, so that they
/// pass under the counters the map draws and never hide an army's figures (walk16 W05, walk17
/// X08).
QRegion outsideCounters(const MapView &view);

} // namespace hexstride
