#include "countersregion.h"

#include "mapdocument.h"
#include "mapview.h"
#include "view/objectlayout.h"

namespace hexstride {

QList<QRectF> countersInSight(const MapView &view)
{
    QList<QRectF> out;
    const RenderParams &params = view.params();
    if (!view.document() || params.hexSize() < 12)
        return out;
    const HexMap &map = view.document()->map();
    const QPointF off = view.sceneToViewport({0, 0});
    const QRectF seen(QPointF(0, 0), QSizeF(view.viewport()->size()));
    const std::vector<int> depths = objectlayout::stackDepths(map);
    for (qsizetype i = 0; i < map.units().size(); ++i) {
        const QRectF box = objectlayout::unitBox(params.centre(map.units()[i].hex),
                                                 params.hexSize(), depths[std::size_t(i)])
                               .translated(off);
        if (box.intersects(seen))
            out << box;
    }
    return out;
}

QRegion outsideCounters(const MapView &view)
{
    QRegion region(QRect(QPoint(0, 0), view.viewport()->size()));
    for (const QRectF &box : countersInSight(view))
        region -= box.toAlignedRect();
    return region;
}

} // namespace hexstride
