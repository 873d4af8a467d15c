#include "heatmappreview.h"

#include "hex/pixellayout.h"
#include "movement/stepcostmodel.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace hexstride {

int entryCost(const StepCostModel &model, const HexMap &map, Hex h)
{
    int best = -1;
    for (Direction d = 0; d < kDirectionCount; ++d) {
        const Hex from = neighbour(h, d);
        if (!map.contains(from))
            continue;
        const int c = model.cost(map, from, opposite(d));
        if (c >= 0 && (best < 0 || c < best))
            best = c;
    }
    return best;
}

std::vector<int> entryCosts(const std::shared_ptr<const Ruleset> &ruleset, const HexMap &map,
                            const UnitProfile &profile)
{
    std::vector<int> out(std::size_t(map.hexCount()), -1);
    if (!ruleset)
        return out;
    const StepCostModel model(ruleset, map, ruleset->withDefaults(profile));
    for (int i = 0; i < map.hexCount(); ++i)
        out[std::size_t(i)] = entryCost(model, map, map.hexAtIndex(i));
    return out;
}

HeatMapPreview::HeatMapPreview(QWidget *parent)
    : QWidget(parent)
{
    setMinimumSize(200, 150);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

CostRamp CostRamp::of(const std::vector<int> &costs)
{
    CostRamp ramp;
    for (int c : costs) {
        if (c >= 0)
            ramp.costs << c;
    }
    std::sort(ramp.costs.begin(), ramp.costs.end());
    ramp.costs.erase(std::unique(ramp.costs.begin(), ramp.costs.end()), ramp.costs.end());
    return ramp;
}

double CostRamp::hue(int cost) const
{
    const auto at = std::lower_bound(costs.cbegin(), costs.cend(), cost);
    const qsizetype rank = at - costs.cbegin();
    const double t = costs.size() > 1 ? double(rank) / double(costs.size() - 1) : 0.0;
    return (1.0 - std::min(t, 1.0)) * 0.33; // green → yellow → red
}

QList<int> keyCosts(const CostRamp &ramp, int most)
{
    const QList<int> &all = ramp.costs;
    if (all.size() <= most || most < 2)
        return all.mid(0, std::max(most, 0));
    QList<int> out;
    for (int k = 0; k < most; ++k)
        out << all[qsizetype(k) * (all.size() - 1) / (most - 1)];
    return out;
}

void HeatMapPreview::update(const std::shared_ptr<const Ruleset> &ruleset, const HexMap *map,
                            const UnitProfile &profile)
{
    m_hasMap = map != nullptr;
    if (map) {
        m_map = *map;
        m_costs = entryCosts(ruleset, m_map, profile);
    } else {
        m_costs.clear();
    }
    m_ramp = CostRamp::of(m_costs);
    QWidget::update();
}

void HeatMapPreview::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    if (!m_hasMap || m_costs.empty())
        return;
    const PixelLayout layout{m_map.grid().orientation, 10.0};
    double x0 = 1e18, y0 = 1e18, x1 = -1e18, y1 = -1e18;
    for (int i = 0; i < m_map.hexCount(); ++i) {
        const PointF c = layout.centre(m_map.hexAtIndex(i));
        x0 = std::min(x0, c.x), y0 = std::min(y0, c.y), x1 = std::max(x1, c.x),
        y1 = std::max(y1, c.y);
    }
    const int keyHeight = fontMetrics().height() + 8;
    const QRectF area = QRectF(rect()).adjusted(4, 4, -4, -4 - keyHeight);
    const double w = x1 - x0 + layout.width(), h = y1 - y0 + layout.height();
    const double scale = std::min(area.width() / w, area.height() / h);
    p.setRenderHint(QPainter::Antialiasing, false);
    const QPointF origin(area.left() + layout.width() / 2 * scale,
                         area.top() + layout.height() / 2 * scale);
    p.translate(origin);
    p.scale(scale, scale);
    p.translate(-x0, -y0);
    for (int i = 0; i < m_map.hexCount(); ++i) {
        const auto corners = layout.corners(m_map.hexAtIndex(i));
        QPolygonF poly;
        for (const PointF &c : corners)
            poly << QPointF(c.x, c.y);
        const int cost = m_costs[std::size_t(i)];
        p.setPen(Qt::NoPen);
        p.setBrush(colourOf(cost));
        p.drawPolygon(poly);
        if (cost < 0) {
            p.setBrush(QBrush(QColor(0x40, 0x40, 0x40), Qt::DiagCrossPattern));
            p.drawPolygon(poly);
        }
    }
    p.resetTransform();
    // Each hex's cost written in it where the hexes are large enough to hold it.
    const double hexWidthPx = layout.width() * scale;
    m_costsWritten = hexWidthPx >= 2.2 * fontMetrics().horizontalAdvance(QStringLiteral("00"));
    if (m_costsWritten) {
        p.setPen(Qt::black);
        for (int i = 0; i < m_map.hexCount(); ++i) {
            const int cost = m_costs[std::size_t(i)];
            if (cost < 0)
                continue;
            const PointF c = layout.centre(m_map.hexAtIndex(i));
            const QPointF at = origin + QPointF(c.x - x0, c.y - y0) * scale;
            p.drawText(
                QRectF(at.x() - hexWidthPx / 2, at.y() - hexWidthPx / 2, hexWidthPx, hexWidthPx),
                Qt::AlignCenter, QString::number(cost));
        }
    }
    paintKey(p, keyHeight);
}

QColor HeatMapPreview::colourOf(int cost) const
{
    if (cost < 0)
        return QColor(0x90, 0x90, 0x90);
    return QColor::fromHsvF(m_ramp.hue(cost), 0.75, 0.92);
}

void HeatMapPreview::paintKey(QPainter &p, int keyHeight)
{
    // The key: a swatch for each cost on the map (as many as fit) and "not allowed".
    const QString notAllowed = tr("not allowed");
    const auto widthOf
        = [&](const QString &text) { return 18 + fontMetrics().horizontalAdvance(text) + 16; };
    QList<int> shown;
    for (int most = 12; most >= 2; --most) {
        shown = keyCosts(m_ramp, most);
        int total = 6 + widthOf(notAllowed);
        for (int c : std::as_const(shown))
            total += widthOf(tr("%1 MP").arg(c));
        if (total <= width())
            break;
    }
    m_keyTexts.clear();
    const int y = height() - keyHeight + 2;
    int x = 6;
    const auto swatch = [&](const QColor &c, const QString &text, bool hatch) {
        const QRect r(x, y + 2, 14, keyHeight - 8);
        p.fillRect(r, c);
        if (hatch)
            p.fillRect(r, QBrush(QColor(0x40, 0x40, 0x40), Qt::DiagCrossPattern));
        p.setPen(palette().text().color());
        p.drawText(x + 18, y + fontMetrics().ascent() + 2, text);
        x += widthOf(text);
        m_keyTexts << text;
    };
    for (int c : std::as_const(shown))
        swatch(colourOf(c), tr("%1 MP").arg(c), false);
    swatch(colourOf(-1), notAllowed, true);
}

} // namespace hexstride
