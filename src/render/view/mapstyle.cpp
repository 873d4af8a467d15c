#include "mapstyle.h"

#include <QPainter>
#include <QPainterPath>

namespace hexstride {

namespace {
HexSymbol symbolFor(const QString &id)
{
    const auto has = [&](const char *s) { return id.contains(QLatin1String(s)); };
    if (has("village") || has("hamlet"))
        return HexSymbol::Dot;
    if (has("city") || has("capital") || has("major"))
        return HexSymbol::BigSquare;
    if (has("town"))
        return HexSymbol::Square;
    if (has("castle") || has("fort") || has("tower") || has("keep"))
        return HexSymbol::Fort;
    if (has("port") || has("harbo"))
        return HexSymbol::Anchor;
    return HexSymbol::Diamond;
}
} // namespace

QImage MapStyle::patternTile(FillPattern pattern, const QColor &base)
{
    if (pattern == FillPattern::Solid)
        return {};
    QImage tile(16, 16, QImage::Format_ARGB32_Premultiplied);
    tile.fill(Qt::transparent);
    QPainter p(&tile);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor ink = base.darker(150);
    p.setPen(QPen(ink, 1.1));
    p.setBrush(Qt::NoBrush);
    switch (pattern) {
    case FillPattern::Solid:
        break;
    case FillPattern::Dots:
        p.setBrush(ink);
        p.setPen(Qt::NoPen);
        p.drawEllipse(QPointF(4, 4), 1.1, 1.1);
        p.drawEllipse(QPointF(12, 12), 1.1, 1.1);
        break;
    case FillPattern::Trees: {
        p.setBrush(base.darker(135));
        QPainterPath tree;
        tree.moveTo(5, 2);
        tree.lineTo(9, 9);
        tree.lineTo(1, 9);
        tree.closeSubpath();
        p.drawPath(tree);
        p.drawPath(tree.translated(8, 7).translated(-0, 0));
        break;
    }
    case FillPattern::Hatch:
        p.drawLine(QPointF(0, 16), QPointF(16, 0));
        break;
    case FillPattern::CrossHatch:
        p.drawLine(QPointF(0, 16), QPointF(16, 0));
        p.drawLine(QPointF(0, 0), QPointF(16, 16));
        break;
    case FillPattern::Waves: {
        QPainterPath w;
        w.moveTo(0, 8);
        w.cubicTo(4, 4, 4, 4, 8, 8);
        w.cubicTo(12, 12, 12, 12, 16, 8);
        p.setPen(QPen(base.lighter(130), 1.1));
        p.drawPath(w);
        break;
    }
    case FillPattern::Peaks:
        p.setPen(QPen(ink, 1.3));
        p.drawPolyline(QPolygonF({QPointF(1, 12), QPointF(6, 3), QPointF(11, 12)}));
        p.drawLine(QPointF(6, 3), QPointF(8, 7));
        break;
    case FillPattern::Marsh:
        p.drawLine(QPointF(2, 11), QPointF(10, 11));
        p.drawLine(QPointF(6, 11), QPointF(6, 7));
        p.drawLine(QPointF(4, 11), QPointF(3, 8));
        p.drawLine(QPointF(8, 11), QPointF(9, 8));
        break;
    }
    return tile;
}

MapStyle MapStyle::build(const HexMap &map, const MapVocabulary &v, const QString &language)
{
    MapStyle s;
    s.terrainColour.fill(QColor(0xff, 0x00, 0xff)); // unknown ids stand out
    for (int i = 0; i < map.terrains().size() && i < 256; ++i) {
        const FeatureDefinition *d = v.terrain(map.terrains().id(i));
        if (!d) {
            s.terrainNames.append(map.terrains().id(i));
            continue;
        }
        s.terrainColour[std::size_t(i)] = QColor::fromRgb(QRgb(d->colour));
        s.terrainPattern[std::size_t(i)] = patternTile(d->pattern, s.terrainColour[std::size_t(i)]);
        s.terrainNames.append(d->name.in(language));
    }
    for (int i = 0; i < map.hexFeatureIds().size() && i < kMaxFeatureKinds; ++i) {
        const QString &id = map.hexFeatureIds().id(i);
        const FeatureDefinition *d = v.hexFeature(id);
        s.hexFeatures.append({d ? d->name.in(language) : id,
                              d ? QColor::fromRgb(QRgb(d->colour)) : QColor(Qt::black),
                              symbolFor(id)});
    }
    for (int i = 0; i < map.edgeFeatureIds().size() && i < kMaxFeatureKinds; ++i) {
        const QString &id = map.edgeFeatureIds().id(i);
        const FeatureDefinition *d = v.edgeFeature(id);
        EdgeLook look{d ? d->name.in(language) : id,
                      d ? QColor::fromRgb(QRgb(d->colour)) : QColor(Qt::darkGray),
                      EdgeDraw::Barrier, d ? d->width : 1.0, id.contains(QLatin1String("bridge"))};
        const QString hint = d ? d->drawAs : QString();
        const auto bit = FeatureMask(1u << i);
        if (hint == QLatin1String("river"))
            look.draw = EdgeDraw::River, s.rivers |= bit;
        else if (hint == QLatin1String("road"))
            look.draw = EdgeDraw::Road, s.roads |= bit;
        else if (hint == QLatin1String("crossing"))
            look.draw = EdgeDraw::Crossing, s.crossings |= bit;
        else
            s.barriers |= bit;
        s.edges.append(look);
    }
    return s;
}

QString MapStyle::terrainName(int index) const
{
    return index >= 0 && index < terrainNames.size() ? terrainNames.at(index) : QString();
}

} // namespace hexstride
