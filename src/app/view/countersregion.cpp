#include "countersregion.h"

#include "mapdocument.h"
#include "mapview.h"
#include "view/objectlayout.h"

namespace hexstride {

QList<UnitFace> unitFacesIn(const MapView &view, const QRectF &scene)
{
    QList<UnitFace> out;
    const RenderParams &params = view.params();
    if (!view.document() || !params.drawUnits())
        return out;
    const HexMap &map = view.document()->map();
    const double size = params.hexSize();
    const bool namesDrawn = size >= objectlayout::kUnitNamesFrom;
    for (int i : view.unitsIn(scene)) {
        if (i < 0 || i >= map.units().size())
            continue;
        const MapUnit &unit = map.units()[i];
        const QPointF c = params.centre(unit.hex);
        const int depth = view.unitDepth(i);
        UnitFace face{i, objectlayout::unitBox(c, size, depth), {}};
        if (namesDrawn && !unit.name.isEmpty() && view.unitNameShown(i))
            face.name = objectlayout::unitNameBox(unit.name, c, size, depth);
        if (face.counter.intersects(scene) || face.name.intersects(scene))
            out << face;
    }
    return out;
}

QRegion outsideCounters(const MapView &view)
{
    QRegion region(QRect(QPoint(0, 0), view.viewport()->size()));
    const QRectF seen = view.visibleSceneRect();
    const QPointF off = view.sceneToViewport({0, 0});
    for (const UnitFace &face : unitFacesIn(view, seen)) {
        region -= face.counter.translated(off).toAlignedRect();
        if (!face.name.isEmpty())
            region -= face.name.translated(off).toAlignedRect();
    }
    return region;
}

} // namespace hexstride
