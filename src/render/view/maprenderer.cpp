#include "maprenderer.h"

#include "map/labellimit.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QRegion>
#include <array>
#include <cmath>
#include <numbers>

namespace hexstride {

namespace {
/// Whether light text on `background` has more contrast than dark text (WCAG's relative
/// luminance: for these two colours the contrasts are equal near 0.2).
bool readsBetterLight(const QColor &background)
{
    const auto linear
        = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    const double luminance = 0.2126 * linear(background.redF())
                             + 0.7152 * linear(background.greenF())
                             + 0.0722 * linear(background.blueF());
    return luminance < 0.2;
}

// The range widened by one hex, so that things reaching over a hex boundary (rivers on the
// shared side, roads to the neighbour's centre) are drawn in every chunk they touch.
OffsetRange widened(const OffsetRange &r, const MapShape &s)
{
    return {std::max(-1, r.col0 - 1), std::max(-1, r.row0 - 1), std::min(s.width, r.col1 + 1),
            std::min(s.height, r.row1 + 1)};
}
} // namespace

void MapRenderer::paint(QPainter &p, const RenderParams &rp, const QRectF &scene) const
{
    paintBase(p, rp, scene);
    paintLabels(p, rp, scene);
    paintUnits(p, rp, scene);
}

void MapRenderer::paintBase(QPainter &p, const RenderParams &rp, const QRectF &scene) const
{
    const OffsetRange r = rp.range(scene);
    if (r.isEmpty())
        return;
    paintTerrain(p, rp, r);
    paintEdges(p, rp, widened(r, rp.shape));
    if (rp.drawHexFeatures())
        paintHexFeatures(p, rp, r);
    if (rp.drawCoordinates())
        paintCoordinates(p, rp, r);
}

void MapRenderer::paintTerrain(QPainter &p, const RenderParams &rp, const OffsetRange &r) const
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(Qt::NoPen);
    const bool patterns = rp.drawPatterns();
    const HexGridLayout &g = m_map.grid();
    // Fills first (no antialiasing: adjacent hexes tile without seams), then pattern and
    // elevation overlays, then outlines.
    for (int row = r.row0; row <= r.row1; ++row) {
        for (int col = r.col0; col <= r.col1; ++col) {
            const Hex h = g.toHex({col, row});
            const std::uint8_t t = m_map.terrain(h);
            const QPolygonF poly = rp.polygon(h);
            p.setBrush(m_style.terrainColour[t]);
            p.drawPolygon(poly);
            if (patterns && !m_style.terrainPattern[t].isNull()) {
                p.setBrush(QBrush(m_style.terrainPattern[t]));
                p.drawPolygon(poly);
            }
            if (const int e = m_map.elevation(h)) {
                // Higher ground darker, depressions bluer: a quiet hint, numbers at high zoom.
                const int a = std::min(std::abs(e) * 22, 110);
                p.setBrush(e > 0 ? QColor(60, 40, 20, a) : QColor(20, 40, 120, a));
                p.drawPolygon(poly);
            }
        }
    }
    if (rp.drawOutlines()) {
        // One batched call; antialiasing only once hexes are large enough to show it.
        p.setRenderHint(QPainter::Antialiasing, rp.hexSize() >= 16);
        const double alpha
            = rp.darkOutlines ? 235.0 : std::clamp((rp.hexSize() - 7.0) * 12.0, 40.0, 110.0);
        const QColor ink
            = rp.darkOutlines ? QColor(0, 0, 0, int(alpha)) : QColor(40, 40, 30, int(alpha));
        p.setPen(QPen(ink, std::max(rp.hexSize() >= 30 ? 1.0 : 0.7, rp.thinnestLine)));
        p.setBrush(Qt::NoBrush);
        QList<QLineF> lines;
        lines.reserve((r.row1 - r.row0 + 1) * (r.col1 - r.col0 + 1) * 3 + 64);
        for (int row = r.row0; row <= r.row1; ++row) {
            for (int col = r.col0; col <= r.col1; ++col) {
                const Hex h = g.toHex({col, row});
                // Three sides per hex draw every shared side once; border hexes close their own.
                const bool border = col == 0 || row == 0 || col == rp.shape.width - 1
                                    || row == rp.shape.height - 1;
                const int sides = border ? 6 : 3;
                for (int i = 0; i < sides; ++i)
                    lines.append(QLineF(rp.corner(h, i), rp.corner(h, (i + 1) % 6)));
            }
        }
        p.drawLines(lines);
    }
    p.restore();
}

void MapRenderer::paintEdges(QPainter &p, const RenderParams &rp, const OffsetRange &r) const
{
    const MapStyle &s = m_style;
    const FeatureMask any = s.rivers | s.roads | s.crossings | s.barriers;
    if (!any)
        return;
    struct Item
    {
        EdgeId e;
        int bit;
    };
    std::vector<Item> roads, rivers, barriers, crossings;
    const HexGridLayout &g = m_map.grid();
    for (int row = r.row0; row <= r.row1; ++row) {
        for (int col = r.col0; col <= r.col1; ++col) {
            const Hex h = g.toHex({col, row});
            for (std::uint8_t d = 0; d < 3; ++d) {
                const EdgeId e{h, d};
                if (!m_map.containsEdge(e))
                    continue;
                FeatureMask m = m_map.edgeFeatures(e) & any;
                while (m) {
                    const int bit = std::countr_zero(unsigned(m));
                    m = FeatureMask(m & (m - 1));
                    const FeatureMask b = FeatureMask(1u << bit);
                    auto &list = (s.roads & b)       ? roads
                                 : (s.rivers & b)    ? rivers
                                 : (s.crossings & b) ? crossings
                                                     : barriers;
                    list.push_back({e, bit});
                }
            }
        }
    }
    if (roads.empty() && rivers.empty() && barriers.empty() && crossings.empty())
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    const double size = rp.hexSize();
    // Roads run from centre to centre through the side they cross.
    for (const Item &it : roads) {
        const auto &look = s.edges.at(it.bit);
        const auto [a, b] = hexesOf(it.e);
        QPen pen(look.colour, std::max(1.2, size * 0.11 * look.width), Qt::SolidLine, Qt::RoundCap);
        p.setPen(pen);
        p.drawLine(rp.centre(a), rp.centre(b));
    }
    // Rivers lie on the side itself; round caps join consecutive sides smoothly.
    for (const Item &it : rivers) {
        const auto &look = s.edges.at(it.bit);
        p.setPen(QPen(look.colour, std::max(1.3, size * 0.16 * look.width), Qt::SolidLine,
                      Qt::RoundCap, Qt::RoundJoin));
        p.drawLine(rp.corner(it.e.owner, it.e.dir), rp.corner(it.e.owner, it.e.dir + 1));
    }
    for (const Item &it : barriers) {
        const auto &look = s.edges.at(it.bit);
        p.setPen(
            QPen(look.colour, std::max(1.5, size * 0.14 * look.width), Qt::SolidLine, Qt::FlatCap));
        p.drawLine(rp.corner(it.e.owner, it.e.dir), rp.corner(it.e.owner, it.e.dir + 1));
    }
    // Crossings: a symbol on the side's midpoint, lying along the way across.
    for (const Item &it : crossings) {
        const auto &look = s.edges.at(it.bit);
        const auto [a, b] = hexesOf(it.e);
        const QPointF ca = rp.centre(a), cb = rp.centre(b);
        const QPointF mid = (ca + cb) / 2;
        const double angle = std::atan2(cb.y() - ca.y(), cb.x() - ca.x()) * 180.0 / M_PI;
        p.save();
        p.translate(mid);
        p.rotate(angle);
        const double len = std::max(6.0, size * 0.8), thick = std::max(3.5, size * 0.34);
        if (look.bridge) {
            p.setPen(QPen(QColor(40, 25, 10), std::max(1.0, size * 0.05)));
            p.setBrush(look.colour);
            p.drawRect(QRectF(-len / 2, -thick / 2, len, thick));
            p.drawLine(QPointF(-len / 2 - thick * 0.3, -thick / 2 - thick * 0.3),
                       QPointF(-len / 2, -thick / 2));
            p.drawLine(QPointF(len / 2 + thick * 0.3, -thick / 2 - thick * 0.3),
                       QPointF(len / 2, -thick / 2));
            p.drawLine(QPointF(-len / 2 - thick * 0.3, thick / 2 + thick * 0.3),
                       QPointF(-len / 2, thick / 2));
            p.drawLine(QPointF(len / 2 + thick * 0.3, thick / 2 + thick * 0.3),
                       QPointF(len / 2, thick / 2));
        } else {
            // A ford: stepping stones across the water.
            p.setPen(QPen(QColor(70, 55, 30), std::max(0.8, size * 0.035)));
            p.setBrush(look.colour);
            const double rr = thick * 0.32;
            for (int k = -1; k <= 1; ++k)
                p.drawEllipse(QPointF(k * len * 0.33, 0), rr, rr);
        }
        p.restore();
    }
    p.restore();
}

void MapRenderer::paintSymbol(QPainter &p, HexSymbol sym, QPointF c, double size,
                              const QColor &colour) const
{
    const double k = size * 0.34;
    p.setPen(QPen(QColor(255, 255, 255, 200), std::max(0.8, size * 0.05)));
    p.setBrush(colour);
    switch (sym) {
    case HexSymbol::Dot:
        p.drawEllipse(c, k * 0.6, k * 0.6);
        break;
    case HexSymbol::Square:
        p.drawRect(QRectF(c.x() - k * 0.7, c.y() - k * 0.7, k * 1.4, k * 1.4));
        break;
    case HexSymbol::BigSquare:
        p.drawRect(QRectF(c.x() - k, c.y() - k, 2 * k, 2 * k));
        p.drawEllipse(c, k * 0.45, k * 0.45);
        break;
    case HexSymbol::Fort: {
        // A tower with crenellations.
        QPolygonF t;
        const double w = k, h = k;
        t << QPointF(-w, h) << QPointF(-w, -h) << QPointF(-w / 2, -h) << QPointF(-w / 2, -h * 0.6)
          << QPointF(0, -h * 0.6) << QPointF(0, -h) << QPointF(w / 2, -h)
          << QPointF(w / 2, -h * 0.6) << QPointF(w, -h * 0.6) << QPointF(w, h);
        p.drawPolygon(t.translated(c));
        break;
    }
    case HexSymbol::Anchor:
        p.drawEllipse(c, k * 0.8, k * 0.8);
        p.drawLine(c + QPointF(0, -k * 0.8), c + QPointF(0, k * 0.8));
        break;
    case HexSymbol::Diamond:
        p.drawPolygon(QPolygonF(
            {c + QPointF(0, -k), c + QPointF(k, 0), c + QPointF(0, k), c + QPointF(-k, 0)}));
        break;
    }
}

void MapRenderer::paintHexFeatures(QPainter &p, const RenderParams &rp, const OffsetRange &r) const
{
    if (m_style.hexFeatures.isEmpty())
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    const HexGridLayout &g = m_map.grid();
    const double size = rp.hexSize();
    for (int row = r.row0; row <= r.row1; ++row) {
        for (int col = r.col0; col <= r.col1; ++col) {
            const Hex h = g.toHex({col, row});
            FeatureMask m = m_map.hexFeatures(h);
            if (!m)
                continue;
            const int n = std::popcount(unsigned(m));
            int k = 0;
            const QPointF c = rp.centre(h);
            while (m) {
                const int bit = std::countr_zero(unsigned(m));
                m = FeatureMask(m & (m - 1));
                if (bit >= m_style.hexFeatures.size())
                    continue;
                const auto &look = m_style.hexFeatures.at(bit);
                // Several features share the hex side by side.
                const double dx = n > 1 ? (k - (n - 1) / 2.0) * size * 0.5 : 0;
                paintSymbol(p, look.symbol, c + QPointF(dx, -size * 0.08), size, look.colour);
                ++k;
            }
        }
    }
    p.restore();
}

QRectF MapRenderer::hexFeatureArea(const RenderParams &rp, Hex h) const
{
    const int n = std::popcount(unsigned(m_map.hexFeatures(h)));
    if (n == 0)
        return {};
    // As paintHexFeatures places them: side by side half a hex apart, 0.08 of a hex above the
    // centre, each symbol within 0.34 of a hex of its middle, its white rim included.
    const double size = rp.hexSize();
    const double half = (n - 1) / 2.0 * size * 0.5 + size * 0.34 + std::max(0.8, size * 0.05);
    const double high = size * 0.34 + std::max(0.8, size * 0.05);
    const QPointF c = rp.centre(h) + QPointF(0, -size * 0.08);
    return {c.x() - half, c.y() - high, 2 * half, 2 * high};
}

void MapRenderer::paintCoordinates(QPainter &p, const RenderParams &rp, const OffsetRange &r) const
{
    p.save();
    const HexLabeler labeler = m_map.labeler();
    // The font shrinks with the hexes once the widest number would not fit across one.
    QFont f = p.font();
    f.setPixelSize(rp.coordinateFontPixels());
    p.setFont(f);
    const int alpha = rp.hexNumbers ? 200 : 150;
    const QColor dark(30, 30, 30, alpha), light(250, 250, 250, alpha);
    const double size = rp.hexSize();
    for (int row = r.row0; row <= r.row1; ++row) {
        for (int col = r.col0; col <= r.col1; ++col) {
            const Hex h = m_map.grid().toHex({col, row});
            const QPointF c = rp.centre(h);
            // Light numbers on dark terrain (forest, deep water: walk14 #20), dark elsewhere.
            p.setPen(readsBetterLight(m_style.terrainColour[m_map.terrain(h)]) ? light : dark);
            const QRectF box(c.x() - size, c.y() - size * 0.82, 2 * size, size * 0.4);
            p.drawText(box, Qt::AlignHCenter | Qt::AlignTop, labeler.label({col, row}));
            // A hex's height shows wherever its number does, in the same font (walk18 #3).
            if (const int e = m_map.elevation(h); e != 0)
                paintElevation(p, c, size, e);
        }
    }
    p.restore();
}

void MapRenderer::paintElevation(QPainter &p, QPointF centre, double size, int elevation) const
{
    // Inside its own hex, under the middle, on a light badge: at the bottom-left corner it stood
    // over the number of the hex below and read as that hex's height, and was lost on dark
    // mountains (walk17 X03). The hex is 0.48 of its size wide either side at this height.
    const QString text = QString::number(elevation);
    const QFontMetricsF fm(p.font());
    const double w = fm.horizontalAdvance(text) + 4, h = fm.height();
    const QRectF badge(centre.x() - w / 2, centre.y() + size * 0.72 - h, w, h);
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, 200));
    p.drawRoundedRect(badge, 2, 2);
    p.setPen(QColor(30, 30, 30));
    p.drawText(badge, Qt::AlignCenter, text);
    p.restore();
}

void MapRenderer::objectsChanged()
{
    m_shownZoom = -1;
}

bool MapRenderer::unitNameShown(const RenderParams &rp, int unit) const
{
    const std::vector<char> &names = shown(rp).unitNames;
    return unit >= 0 && std::size_t(unit) < names.size() && names[std::size_t(unit)];
}

const objectlayout::Shown &MapRenderer::shown(const RenderParams &rp) const
{
    // Decluttering looks at every label, so it is worked out once per zoom, not per chunk.
    if (m_shownZoom != rp.zoom || m_shownFrontSide != rp.frontSide
        || m_shown.labels.size() != std::size_t(m_map.labels().size())
        || m_shown.unitNames.size() != std::size_t(m_map.units().size())) {
        m_shown = objectlayout::shownAt(m_map, rp);
        m_shownZoom = rp.zoom;
        m_shownFrontSide = rp.frontSide;
    }
    return m_shown;
}

namespace {
/// Calls draw(i) for the given indexes below `count`, or for every index when none are given.
template<typename Draw>
void forEachIndex(const std::vector<int> *ids, qsizetype count, Draw draw)
{
    if (!ids) {
        for (int i = 0; i < count; ++i)
            draw(i);
        return;
    }
    for (int i : *ids) {
        if (i >= 0 && i < count)
            draw(i);
    }
}
} // namespace

namespace {
/// The letters of `text`, drawn from x = `left`, whose advance reaches into `scene`, with a
/// letter more on either side for the halo and kerning: {first index, count}. A surrogate pair
/// is never cut.
std::pair<qsizetype, qsizetype> visibleLetters(const QFontMetricsF &fm, const QString &text,
                                               double left, const QRectF &scene)
{
    qsizetype first = 0, end = text.size();
    double x = left;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const double next = x + fm.horizontalAdvance(text.at(i));
        if (next < scene.left())
            first = i;
        if (x > scene.right()) {
            end = std::min(text.size(), i + 1);
            break;
        }
        x = next;
    }
    if (first > 0 && text.at(first).isLowSurrogate())
        --first;
    if (end < text.size() && text.at(end).isLowSurrogate())
        ++end;
    return {first, end - first};
}

/// Text taller than this (pixels) is drawn from the letters' outlines rather than from Qt's
/// glyph cache, which keeps letters up to about this size.
constexpr double kLargestCachedText = 64;

/// One line of text in `ink` with a halo round its letters that keeps it readable on any
/// terrain, its baseline from `origin`; only the letters within `scene` are drawn. The halo is
/// the text drawn `halo` pixels off in eight directions: Qt draws text from its glyph cache,
/// where outlining the letters' paths cost milliseconds a letter (a map of long labels took
/// minutes). Returns the rectangle the letters drawn take.
QRectF drawHaloText(QPainter &p, const QFont &font, QPointF origin, const QString &text,
                    const QColor &ink, const QColor &halo, double haloWidth, const QRectF &scene)
{
    const QFontMetricsF fm(font);
    const auto [first, count] = visibleLetters(fm, text, origin.x(), scene);
    const QString shown = text.mid(first, count);
    const QPointF at = origin + QPointF(fm.horizontalAdvance(text.left(first)), 0);
    const double d = haloWidth / 2, diagonal = d / std::numbers::sqrt2;
    if (fm.height() > kLargestCachedText) {
        // Too large for the glyph cache: each drawText fills the letters' outlines, so the
        // outline is made once, its halo one stroke (nine fills of a 200-pixel letter took
        // 7 ms each).
        QPainterPath letters;
        letters.addText(at, font, shown);
        p.strokePath(letters, QPen(halo, haloWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.fillPath(letters, ink);
        return QRectF(at.x() - d, at.y() - fm.ascent() - d, fm.horizontalAdvance(shown) + 2 * d,
                      fm.height() + 2 * d);
    }
    p.setFont(font);
    p.setPen(halo);
    for (const QPointF off : {QPointF(d, 0), QPointF(-d, 0), QPointF(0, d), QPointF(0, -d),
                              QPointF(diagonal, diagonal), QPointF(-diagonal, diagonal),
                              QPointF(diagonal, -diagonal), QPointF(-diagonal, -diagonal)})
        p.drawText(at + off, shown);
    p.setPen(ink);
    p.drawText(at, shown);
    return QRectF(at.x() - d, at.y() - fm.ascent() - d, fm.horizontalAdvance(shown) + 2 * d,
                  fm.height() + 2 * d);
}
} // namespace

void MapRenderer::paintLabels(QPainter &p, const RenderParams &rp, const QRectF &scene,
                              const std::vector<int> *ids) const
{
    if (m_map.labels().isEmpty())
        return;
    const std::vector<char> &shownLabels = shown(rp).labels;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    const QFont base = p.font();
    // Bounded: a letter costs its area nine times over (the halo), and labels may lie on one
    // another by the thousand (3,000 long labels drawn large took minutes): one picture draws
    // letters over at most kLabelInkPerPicture times its own area, later labels are left out.
    double ink = kLabelInkPerPicture * scene.width() * scene.height();
    m_labelsLeftOut = 0;
    const auto draw = [&](int i) {
        const MapLabel &l = m_map.labels().at(i);
        if (!shownLabels[std::size_t(i)])
            return;
        const QRectF box = objectlayout::labelBox(l, rp.centre(l.hex), rp.hexSize());
        if (!box.intersects(scene))
            return;
        if (ink <= 0) {
            ++m_labelsLeftOut;
            return;
        }
        // A halo keeps the text readable on any terrain.
        const QFont f = objectlayout::labelFont(base, l, rp.hexSize());
        const QFontMetricsF fm(f);
        // Bounded: a megabyte of text would take seconds and gigabytes.
        const QString text = drawnLabelText(l.text);
        const QPointF origin(box.center().x() - fm.horizontalAdvance(text) / 2,
                             box.top() + fm.ascent());
        const QColor colour = QColor::fromRgb(QRgb(l.colour));
        const QColor halo
            = colour.lightnessF() > 0.6 ? QColor(20, 20, 20, 200) : QColor(255, 255, 240, 220);
        // A large label reaches into the hexes around its own: their towns and castles stay
        // in sight, the label's letters go round them.
        // The areas are rectangles: a region adds them in about linear time, where subtracting
        // paths grows with the square of their number.
        QRegion uncovered;
        if (rp.drawHexFeatures()) {
            const OffsetRange under = rp.range(box.intersected(scene));
            for (int row = under.row0; row <= under.row1; ++row) {
                for (int col = under.col0; col <= under.col1; ++col) {
                    const Hex h = m_map.grid().toHex({col, row});
                    const QRectF area = h == l.hex ? QRectF() : hexFeatureArea(rp, h);
                    if (area.intersects(box))
                        uncovered += area.toAlignedRect();
                }
            }
        }
        p.save();
        if (!uncovered.isEmpty()) {
            const QRectF letters(origin.x(), box.top(), fm.horizontalAdvance(text), fm.height());
            const QRectF allowed = letters.united(box).adjusted(-4, -4, 4, 4);
            p.setClipRegion(QRegion(allowed.intersected(scene).toAlignedRect()) - uncovered,
                            Qt::IntersectClip);
        }
        const QRectF drawn
            = drawHaloText(p, f, origin, text, colour, halo, 3.0, scene).intersected(scene);
        ink -= drawn.width() * drawn.height();
        p.restore();
    };
    forEachIndex(ids, m_map.labels().size(), draw);
    p.restore();
}

void MapRenderer::paintUnits(QPainter &p, const RenderParams &rp, const QRectF &scene,
                             const std::vector<int> *ids) const
{
    if (m_map.units().isEmpty())
        return;
    if (!rp.drawUnits()) {
        paintUnitMarks(p, rp, scene, ids);
        return;
    }
    const std::vector<char> &shownNames = shown(rp).unitNames;
    const std::vector<int> &depths = shown(rp).unitDepths;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    const QFont base = p.font();
    const auto draw = [&](int i) {
        const MapUnit &u = m_map.units().at(i);
        const QPointF centre = rp.centre(u.hex);
        const int depth = depths[std::size_t(i)];
        const QRectF box = objectlayout::unitBox(centre, rp.hexSize(), depth);
        const QRectF nameBox = objectlayout::unitNameBox(u.name, centre, rp.hexSize(), depth);
        if (!box.intersects(scene) && !nameBox.intersects(scene))
            return;
        const QColor c = objectlayout::sideColour(u.side);
        p.setPen(QPen(c.darker(170), std::max(1.0, rp.hexSize() * 0.05)));
        p.setBrush(c);
        p.drawRoundedRect(box, box.height() * 0.18, box.height() * 0.18);
        // A NATO-like crossed box for an army on top, the whole figure count under it: its font
        // shrinks until the number fits (never cut); too small to read, it is left out.
        p.setPen(QPen(c.darker(220), std::max(0.8, rp.hexSize() * 0.035)));
        const QRectF inner = objectlayout::unitSymbolBox(box);
        p.setBrush(Qt::NoBrush);
        p.drawRect(inner);
        p.drawLine(inner.topLeft(), inner.bottomRight());
        p.drawLine(inner.bottomLeft(), inner.topRight());
        if (u.figures > 0) {
            const QString figures = QString::number(u.figures);
            const QFont f = objectlayout::figuresFont(base, box, figures);
            if (f.pixelSize() >= objectlayout::kSmallestFigures) {
                p.setFont(f);
                p.setPen(Qt::black);
                p.drawText(objectlayout::figuresBox(box), Qt::AlignCenter, figures);
            }
        }
        if (shownNames[std::size_t(i)] && !u.name.isEmpty()) {
            const QFont f = objectlayout::unitNameFont(base, rp.hexSize());
            const QFontMetricsF fm(f);
            const QString name = drawnLabelText(u.name);
            drawHaloText(p, f,
                         QPointF(nameBox.center().x() - fm.horizontalAdvance(name) / 2,
                                 nameBox.top() + fm.ascent()),
                         name, QColor(20, 20, 20), QColor(255, 255, 240, 220), 2.5, scene);
        }
    };
    // A stack is drawn from the bottom up: the counter on top is the one seen whole.
    std::vector<int> order;
    if (ids) {
        order = *ids;
    } else {
        order.resize(std::size_t(m_map.units().size()));
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = int(i);
    }
    std::erase_if(order, [&](int i) { return i < 0 || i >= m_map.units().size(); });
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return depths[std::size_t(a)] < depths[std::size_t(b)]; });
    forEachIndex(&order, m_map.units().size(), draw);
    p.restore();
}

void MapRenderer::paintUnitMarks(QPainter &p, const RenderParams &rp, const QRectF &scene,
                                 const std::vector<int> *ids) const
{
    // Too small for a counter: a dot in the side's colour, a dark rim round it, larger than
    // the hex so that it is seen on a whole campaign map.
    const double r = std::max(2.5, rp.hexSize() * 0.6);
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    const auto draw = [&](int i) {
        const MapUnit &u = m_map.units().at(i);
        const QPointF c = rp.centre(u.hex);
        if (!QRectF(c.x() - r - 1, c.y() - r - 1, 2 * r + 2, 2 * r + 2).intersects(scene))
            return;
        const QColor colour = objectlayout::sideColour(u.side);
        p.setPen(QPen(colour.darker(220), 1.0));
        p.setBrush(colour);
        p.drawEllipse(c, r, r);
    };
    forEachIndex(ids, m_map.units().size(), draw);
    p.restore();
}

void MapRenderer::paintEveryHex(QPainter &p, const RenderParams &rp) const
{
    const OffsetRange all{0, 0, m_map.width() - 1, m_map.height() - 1};
    paintTerrain(p, rp, all);
    paintEdges(p, rp, widened(all, rp.shape));
    if (rp.drawHexFeatures())
        paintHexFeatures(p, rp, all);
}

namespace {
/// What one pixel of the overview shows of a hex: a river on any of its sides wins, then a
/// feature in the hex, then a road (the terrain darker), else the terrain.
enum class OverviewShade { Terrain, Road, River, HexFeature };

OverviewShade overviewShade(FeatureMask sides, FeatureMask hexFeatures, const MapStyle &style)
{
    if (sides & style.rivers)
        return OverviewShade::River;
    if (hexFeatures)
        return OverviewShade::HexFeature;
    if (sides & style.roads)
        return OverviewShade::Road;
    return OverviewShade::Terrain;
}

const QRgb kOverviewRiver = qRgb(0x3c, 0x7f, 0xd0);
const QRgb kOverviewHexFeature = qRgb(0x5a, 0x20, 0x10);
} // namespace

QRgb MapRenderer::overviewPixel(Hex h) const
{
    const FeatureMask sides = FeatureMask(m_map.edgeFeatures(h, 0) | m_map.edgeFeatures(h, 1)
                                          | m_map.edgeFeatures(h, 2));
    const QColor &terrain = m_style.terrainColour[m_map.terrain(h)];
    switch (overviewShade(sides, m_map.hexFeatures(h), m_style)) {
    case OverviewShade::River:
        return kOverviewRiver;
    case OverviewShade::HexFeature:
        return kOverviewHexFeature;
    case OverviewShade::Road:
        return terrain.darker(125).rgb();
    case OverviewShade::Terrain:
        break;
    }
    return terrain.rgb();
}

QImage MapRenderer::overviewImage() const
{
    // Part of the first frame of a big map (issue 13, S7): straight from the layers, row by row,
    // each terrain's colours worked out once rather than once per hex.
    std::array<QRgb, 256> plain{}, road{};
    for (std::size_t t = 0; t < plain.size(); ++t) {
        plain[t] = m_style.terrainColour[t].rgb();
        road[t] = m_style.terrainColour[t].darker(125).rgb();
    }
    const int width = m_map.width();
    QImage img(width, m_map.height(), QImage::Format_RGB32);
    const std::uint8_t *terrain = m_map.terrainLayer().data();
    const FeatureMask *hexFeatures = m_map.hexFeatureLayer().data();
    for (int row = 0; row < m_map.height(); ++row) {
        auto *line = reinterpret_cast<QRgb *>(img.scanLine(row));
        // The three sides a hex owns, in the edge layer's order (see HexMap::edgeIndex).
        const FeatureMask *sides
            = m_map.edgeLayer().data() + (std::size_t(row + 1) * std::size_t(width + 2) + 1) * 3;
        for (int col = 0; col < width; ++col, sides += 3, ++terrain, ++hexFeatures) {
            switch (
                overviewShade(FeatureMask(sides[0] | sides[1] | sides[2]), *hexFeatures, m_style)) {
            case OverviewShade::River:
                line[col] = kOverviewRiver;
                break;
            case OverviewShade::HexFeature:
                line[col] = kOverviewHexFeature;
                break;
            case OverviewShade::Road:
                line[col] = road[*terrain];
                break;
            case OverviewShade::Terrain:
                line[col] = plain[*terrain];
                break;
            }
        }
    }
    return img;
}

QImage MapRenderer::overviewImageHexByHex() const
{
    QImage img(m_map.width(), m_map.height(), QImage::Format_RGB32);
    for (int row = 0; row < m_map.height(); ++row) {
        auto *line = reinterpret_cast<QRgb *>(img.scanLine(row));
        for (int col = 0; col < m_map.width(); ++col)
            line[col] = overviewPixel(m_map.grid().toHex({col, row}));
    }
    return img;
}

} // namespace hexstride
