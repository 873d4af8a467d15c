#include "heatmappreview.h"

#include "hex/pixellayout.h"
#include "movement/stepcostmodel.h"

#include <QPainter>
#include <QPainterPath>
#include <tuple>

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

std::pair<int, int> allowedCostRange(const std::vector<int> &costs)
{
    int lo = 0, hi = 0;
    bool first = true;
    for (int c : costs) {
        if (c < 0)
            continue;
        lo = first ? c : std::min(lo, c);
        hi = first ? c : std::max(hi, c);
        first = false;
    }
    return {lo, hi};
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
    std::tie(m_min, m_max) = allowedCostRange(m_costs);
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
    p.translate(area.left() + layout.width() / 2 * scale, area.top() + layout.height() / 2 * scale);
    p.scale(scale, scale);
    p.translate(-x0, -y0);
    auto colourOf = [this](int cost) {
        if (cost < 0)
            return QColor(0x90, 0x90, 0x90);
        const double t = m_max > m_min ? double(cost - m_min) / (m_max - m_min) : 0.0;
        return QColor::fromHsvF((1.0 - t) * 0.33, 0.75, 0.92); // green → yellow → red
    };
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
    // The key: the cheapest and dearest costs and "not allowed".
    const int y = height() - keyHeight + 2;
    int x = 6;
    const auto swatch = [&](const QColor &c, const QString &text, bool hatch) {
        const QRect r(x, y + 2, 14, keyHeight - 8);
        p.fillRect(r, c);
        if (hatch)
            p.fillRect(r, QBrush(QColor(0x40, 0x40, 0x40), Qt::DiagCrossPattern));
        p.setPen(palette().text().color());
        p.drawText(x + 18, y + fontMetrics().ascent() + 2, text);
        x += 18 + fontMetrics().horizontalAdvance(text) + 16;
    };
    swatch(colourOf(m_min), tr("%1 MP").arg(m_min), false);
    swatch(colourOf(m_max), tr("%1 MP").arg(m_max), false);
    swatch(colourOf(-1), tr("not allowed"), true);
}

} // namespace hexstride
