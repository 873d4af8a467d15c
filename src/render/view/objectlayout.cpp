#include "objectlayout.h"

#include "hex/edgepicker.h"
#include "map/labellimit.h"

#include <QFontMetricsF>
#include <QHash>

#include <algorithm>
#include <cmath>

namespace hexstride::objectlayout {

namespace {
// The text boxes are estimated from the font size (6 px of halo and slack included) so that
// they need no QGuiApplication; the extents are generous enough for wide letters.
double estimatedWidth(QStringView text, double pixelSize, bool bold)
{
    return pixelSize * (bold ? 0.64 : 0.58) * double(text.size()) + 6;
}
double labelPixelSize(const MapLabel &label, double hexSize)
{
    return std::max(9.0, hexSize * 0.42) * label.scale;
}
double unitNamePixelSize(double hexSize)
{
    return std::max(8.0, hexSize * 0.26);
}
QRectF scaledToBase(const QRectF &r, QPointF centre, QPointF baseCentre, double zoom)
{
    return {baseCentre + (r.topLeft() - centre) / zoom, r.size() / zoom};
}
} // namespace

QColor sideColour(const QString &side)
{
    if (side.isEmpty())
        return QColor(90, 90, 90);
    const auto h = int(qHash(side) % 360);
    return QColor::fromHsv(h, 150, 190);
}

QFont labelFont(const QFont &base, const MapLabel &label, double hexSize)
{
    QFont f = base;
    f.setPixelSize(std::max(1, int(labelPixelSize(label, hexSize))));
    f.setBold(label.bold);
    f.setItalic(label.italic);
    return f;
}

QFont unitNameFont(const QFont &base, double hexSize)
{
    QFont f = base;
    f.setPixelSize(int(unitNamePixelSize(hexSize)));
    f.setBold(false);
    return f;
}

QRectF labelBox(const MapLabel &label, QPointF c, double size)
{
    const double fh = labelPixelSize(label, size);
    const double w = estimatedWidth(drawnLabelText(label.text), fh, label.bold);
    return {c.x() - w / 2, c.y() + size * 0.25, w, fh * 1.35};
}

QRectF unitBox(QPointF c, double size, int depth)
{
    // Wide enough for a five-digit figure count under the symbol at 100 %. A stack fans out
    // up and to the right, each counter raised by the height of the figures under it: every
    // counter's figure count is seen whole, as a wargamer reads a stack (walk12 #24: raised by
    // 0.16 only, the top counter hid the one under it). Past the third, counters lie on the
    // third.
    const double w = size * 1.1, h = size * 0.75;
    const double up = size * kStackRise * std::min(depth, 2);
    const double right = size * 0.16 * std::min(depth, 2);
    return {c.x() - w / 2 + right, c.y() - h / 2 + size * 0.05 - up, w, h};
}

std::vector<int> stackDepths(const HexMap &map, const QString &frontSide)
{
    const QList<MapUnit> &units = map.units();
    std::vector<int> out(std::size_t(units.size()), 0);
    QHash<QPair<int, int>, int> seen;
    // The other sides' units first, then the front side's on top of them.
    for (const bool front : {false, true}) {
        for (qsizetype i = 0; i < units.size(); ++i) {
            const MapUnit &u = units[i];
            if (front == (!frontSide.isEmpty() && u.side == frontSide))
                out[std::size_t(i)] = seen[{u.hex.q, u.hex.r}]++;
        }
    }
    return out;
}

double startRingRadius(double hexSize)
{
    // The counter (unitBox, depth 0) reaches 0.55 across and 0.425 down: its corner lies 0.695
    // from the centre. The ring's inner edge (radius less half the pen) clears it.
    return hexSize * 0.78;
}

double startRingPen(double hexSize)
{
    return std::max(2.0, hexSize * 0.1);
}

QRectF unitSymbolBox(const QRectF &counter)
{
    return counter.adjusted(counter.width() * 0.3, counter.height() * 0.1, -counter.width() * 0.3,
                            -counter.height() * 0.6);
}

QRectF figuresBox(const QRectF &counter)
{
    return counter.adjusted(counter.width() * 0.05, counter.height() * 0.42,
                            -counter.width() * 0.05, -counter.height() * 0.04);
}

QFont figuresFont(const QFont &base, const QRectF &counter, const QString &figures)
{
    QFont f = base;
    f.setBold(true);
    f.setPixelSize(std::max(1, int(figuresBox(counter).height())));
    const double room = figuresBox(counter).width();
    // Shrink until the measured text fits: pixel sizes round, so measure again.
    for (int guard = 0; guard < 8 && f.pixelSize() > 1; ++guard) {
        const double wide = QFontMetricsF(f).horizontalAdvance(figures);
        if (wide <= room)
            break;
        f.setPixelSize(std::max(1, std::min(f.pixelSize() - 1, int(f.pixelSize() * room / wide))));
    }
    if (f.pixelSize() >= kSmallestFigures)
        return f;
    // Too small to read: at the smallest readable size, the digits drawn closer together, down
    // to three quarters of their spacing (walk19 #5: at 80 % "800" showed, "1200" was left out).
    QFont closer = f;
    closer.setPixelSize(kSmallestFigures);
    const double wide = QFontMetricsF(closer).horizontalAdvance(figures);
    if (wide * 0.75 > room)
        return f;
    closer.setLetterSpacing(QFont::PercentageSpacing,
                            std::min(100.0, std::floor(100 * room / wide)));
    return QFontMetricsF(closer).horizontalAdvance(figures) <= room ? closer : f;
}

QRectF unitNameBox(const QString &name, QPointF c, double size, int depth)
{
    const QRectF counter = unitBox(c, size);
    const double fh = unitNamePixelSize(size);
    const double w = estimatedWidth(name, fh, false);
    return {counter.center().x() - w / 2, counter.bottom() + 1 + depth * fh * 1.35, w, fh * 1.35};
}

QRectF labelExtent(const MapLabel &label, QPointF baseCentre)
{
    // Text shrinks slower than the map when zooming out (a minimum font size), so a label is
    // widest, in map terms, at the smallest size it is drawn at.
    const double z = kLabelExtentFrom / RenderParams::kBaseHexSize;
    const QPointF c = baseCentre * z;
    const QRectF atSmallest = scaledToBase(labelBox(label, c, kLabelExtentFrom), c, baseCentre, z);
    const QRectF atBase = labelBox(label, baseCentre, RenderParams::kBaseHexSize);
    const QRectF r = atSmallest.united(atBase);
    return r.adjusted(-r.width() * 0.25, -4, r.width() * 0.25, 4);
}

QRectF unitExtent(const MapUnit &unit, QPointF baseCentre, int depth)
{
    const double z = kUnitNamesFrom / RenderParams::kBaseHexSize;
    const QPointF c = baseCentre * z;
    const QRectF atSmallest
        = scaledToBase(unitNameBox(unit.name, c, kUnitNamesFrom, depth), c, baseCentre, z);
    const QRectF r
        = atSmallest.united(unitNameBox(unit.name, baseCentre, RenderParams::kBaseHexSize, depth))
              .united(unitBox(baseCentre, RenderParams::kBaseHexSize, depth));
    return r.adjusted(-r.width() * 0.25, -4, r.width() * 0.25, 4);
}

Shown shownAt(const HexMap &map, const RenderParams &rp)
{
    Shown s;
    s.unitDepths = stackDepths(map, rp.frontSide);
    s.labels.assign(std::size_t(map.labels().size()), 1);
    s.unitNames.assign(std::size_t(map.units().size()),
                       rp.drawUnits() && rp.hexSize() >= kUnitNamesFrom ? 1 : 0);
    if (rp.hexSize() >= kDeclutterBelow)
        return s;
    HitIndex taken;
    const auto place = [&](char &shown, const QRectF &box, int id) {
        if (!shown)
            return;
        if (!taken.in({box.left(), box.top()}, {box.right(), box.bottom()}).empty()) {
            shown = 0;
            return;
        }
        taken.insert(id, {box.left(), box.top()}, {box.right(), box.bottom()});
    };
    const auto &labels = map.labels();
    // The referee makes the names that matter larger (and bold): they win the room.
    std::vector<int> order(std::size_t(labels.size()));
    for (int i = 0; i < labels.size(); ++i)
        order[std::size_t(i)] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const MapLabel &la = labels[a], &lb = labels[b];
        if (la.scale != lb.scale)
            return la.scale > lb.scale;
        return la.bold && !lb.bold;
    });
    for (int i : order)
        place(s.labels[std::size_t(i)], labelBox(labels[i], rp.centre(labels[i].hex), rp.hexSize()),
              i);
    const auto &units = map.units();
    for (int i = 0; i < units.size(); ++i)
        place(s.unitNames[std::size_t(i)],
              unitNameBox(units[i].name, rp.centre(units[i].hex), rp.hexSize(),
                          s.unitDepths[std::size_t(i)]),
              int(labels.size()) + i);
    return s;
}

} // namespace hexstride::objectlayout
