#pragma once

// What a side does not see, greyed on its report picture (sidereports.cpp).
class QPainter;
class QTransform;

namespace hexstride {

class HexMap;
class HexesInSight;

/// Greys every hex of `map` out of `seen` on a page paintMapPage drew (`toPage`: its transform
/// from the map's scene at zoom 1 to the page). Hexes of 2 px or more are greyed one polygon
/// each; smaller ones (a 2000 × 2000 map's) through a picture of a pixel a hex, a pixel a brick
/// under its hex.
void greyOutOfSight(QPainter &p, const QTransform &toPage, const HexMap &map,
                    const HexesInSight &seen);

} // namespace hexstride
