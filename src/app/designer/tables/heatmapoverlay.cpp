#include "heatmapoverlay.h"

#include "costtablemodel.h"
#include "heatmappreview.h"
#include "mapdocument.h"
#include "movement/stepcostmodel.h"
#include "rules/profiletext.h"
#include "tools/editorcontext.h"
#include "view/mapview.h"

#include <QPainter>

namespace hexstride {

namespace {
const QColor kNotAllowed(0x80, 0x80, 0x80, 190);
const QColor kHatch(0x30, 0x30, 0x30);
constexpr int kAlpha = 165; // the terrain stays recognisable under the colours
} // namespace

HeatMapOverlay::HeatMapOverlay(EditorContext *context, MapView *view, QObject *parent)
    : MapOverlay(parent)
    , m_view(view)
{
    connect(context, &EditorContext::documentChanged, this, &HeatMapOverlay::bind);
    bind(context->document());
    view->addOverlay(this);
}

HeatMapOverlay::~HeatMapOverlay() = default;

void HeatMapOverlay::bind(MapDocument *document)
{
    for (const auto &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_document = document;
    if (document) {
        m_connections << connect(document, &MapDocument::rulesetChanged, this,
                                 &HeatMapOverlay::invalidate)
                      << connect(document, &MapDocument::mapReset, this,
                                 &HeatMapOverlay::invalidate)
                      << connect(document, &MapDocument::hexesChanged, this,
                                 [this](const QList<Hex> &hexes) {
                                     // A hex's terrain and features change the cost of the steps
                                     // into it and out of it.
                                     QList<Hex> around;
                                     for (Hex h : hexes) {
                                         around << h;
                                         for (Direction d = 0; d < kDirectionCount; ++d)
                                             around << neighbour(h, d);
                                     }
                                     recomputeAround(around);
                                 })
                      << connect(document, &MapDocument::edgesChanged, this,
                                 [this](const QList<EdgeId> &edges) {
                                     QList<Hex> around;
                                     for (EdgeId e : edges) {
                                         const auto [a, b] = hexesOf(e);
                                         around << a << b;
                                     }
                                     recomputeAround(around);
                                 });
    }
    invalidate();
}

void HeatMapOverlay::setShown(bool shown)
{
    if (shown == m_shown)
        return;
    m_shown = shown;
    if (shown && !m_valid)
        recomputeAll();
    emit changedAll();
    emit shownChanged(shown);
}

void HeatMapOverlay::setProfile(const UnitProfile &profile)
{
    if (profile == m_profile)
        return;
    m_profile = profile;
    invalidate();
}

void HeatMapOverlay::retranslate()
{
    // The key's texts: repainted in the new language.
    if (m_shown)
        emit changedAll();
}

void HeatMapOverlay::invalidate()
{
    m_valid = false;
    m_model.reset();
    if (m_shown) {
        recomputeAll();
        emit changedAll();
    }
}

void HeatMapOverlay::recomputeAll()
{
    m_costs.clear();
    m_model.reset();
    m_overview = QImage();
    m_valid = true;
    if (!m_document || !m_document->ruleset())
        return;
    const auto &ruleset = m_document->ruleset();
    const HexMap &map = m_document->map();
    m_model = std::make_unique<StepCostModel>(ruleset, map, ruleset->withDefaults(m_profile));
    m_costs.resize(std::size_t(map.hexCount()));
    for (int i = 0; i < map.hexCount(); ++i)
        m_costs[std::size_t(i)] = computeAt(map.hexAtIndex(i));
    updateRange();
}

int HeatMapOverlay::computeAt(Hex h) const
{
    return m_model ? entryCost(*m_model, m_document->map(), h) : -1;
}

bool HeatMapOverlay::updateRange()
{
    CostRamp ramp = CostRamp::of(m_costs);
    std::swap(ramp, m_ramp);
    return !(ramp == m_ramp);
}

void HeatMapOverlay::recomputeAround(const QList<Hex> &hexes)
{
    if (!m_valid || !m_model || !m_document)
        return;
    const HexMap &map = m_document->map();
    if (m_costs.size() != std::size_t(map.hexCount())) {
        // The map was reshaped and its reset is still to come: start over now.
        invalidate();
        return;
    }
    QList<Hex> differ;
    for (Hex h : hexes) {
        if (!map.contains(h))
            continue;
        const int c = computeAt(h);
        int &slot = m_costs[std::size_t(map.indexOf(h))];
        if (c != slot) {
            slot = c;
            differ << h;
        }
    }
    if (differ.isEmpty() || !m_shown)
        return;
    m_overview = QImage();
    // A new cheapest or dearest value rescales every colour.
    if (updateRange())
        emit changedAll();
    else
        emit changed(regionOf(differ));
}

std::optional<int> HeatMapOverlay::valueAt(Hex h) const
{
    if (!m_shown || !m_valid || !m_document || !m_model || !m_document->map().contains(h)
        || m_costs.size() != std::size_t(m_document->map().hexCount()))
        return std::nullopt;
    return m_costs[std::size_t(m_document->map().indexOf(h))];
}

QColor HeatMapOverlay::colourOf(int cost) const
{
    if (cost < 0)
        return kNotAllowed;
    QColor c = QColor::fromHsvF(m_ramp.hue(cost), 0.8, 0.95);
    c.setAlpha(kAlpha);
    return c;
}

QRegion HeatMapOverlay::regionOf(const QList<Hex> &hexes) const
{
    QRegion r;
    if (!m_view)
        return r;
    for (Hex h : hexes)
        r += m_view->params().hexBounds(h).toAlignedRect().adjusted(-1, -1, 1, 1);
    return r;
}

void HeatMapOverlay::paint(QPainter &p, const MapView &view, const QRegion &dirty) const
{
    if (!m_shown || !m_model || view.document() != m_document)
        return;
    const HexMap &map = m_document->map();
    if (m_costs.size() != std::size_t(map.hexCount()))
        return; // reshaped: the reset that follows recomputes and repaints
    const RenderParams &params = view.params();
    const QPointF off = view.sceneToViewport({0, 0});
    p.save();
    if (params.useOverview()) {
        // Hexes of a pixel or less: one pixel per hex, like the view's own overview.
        if (m_overview.isNull()) {
            m_overview = QImage(map.width(), map.height(), QImage::Format_ARGB32);
            for (int i = 0; i < map.hexCount(); ++i)
                m_overview.setPixelColor(i % map.width(), i / map.width(),
                                         colourOf(m_costs[std::size_t(i)]));
        }
        p.drawImage(QRectF(off, params.sceneSize), m_overview);
    } else {
        const QRect box = dirty.boundingRect();
        const OffsetRange range
            = params.range(QRectF(view.viewportToScene(box.topLeft()), QSizeF(box.size())));
        const bool numbers = params.hexSize() >= 16.0;
        QFont font = p.font();
        font.setPixelSize(std::max(8, int(params.hexSize() * 0.45)));
        font.setBold(true);
        p.setFont(font);
        for (int row = std::max(0, range.row0); row <= std::min(range.row1, map.height() - 1);
             ++row) {
            for (int col = std::max(0, range.col0); col <= std::min(range.col1, map.width() - 1);
                 ++col) {
                const Hex h = map.grid().toHex({col, row});
                // Only the hexes being repainted: a scattered update would clip the others away.
                if (!dirty.intersects(params.hexBounds(h).translated(off).toAlignedRect()))
                    continue;
                const int cost = m_costs[std::size_t(row * map.width() + col)];
                const QPolygonF poly = params.polygon(h).translated(off);
                p.setPen(Qt::NoPen);
                p.setBrush(colourOf(cost));
                p.drawPolygon(poly);
                if (cost < 0) {
                    p.setBrush(QBrush(kHatch, Qt::DiagCrossPattern));
                    p.drawPolygon(poly);
                } else if (numbers) {
                    p.setPen(Qt::black);
                    p.drawText(params.hexBounds(h).translated(off), Qt::AlignCenter,
                               QString::number(cost));
                }
            }
        }
    }
    p.restore();
    if (dirty.intersects(legendRect(view)))
        paintLegend(p, view);
}

QString HeatMapOverlay::profileSummary() const
{
    // The choices that differ from the ruleset's defaults, as the designer names them.
    const auto ruleset = m_document ? m_document->ruleset() : nullptr;
    if (!ruleset)
        return {};
    const QString text = profileChoicesText(*ruleset, m_profile, designerstyle::language());
    return text.isEmpty() ? tr("for the default unit") : tr("for %1").arg(text);
}

QRect HeatMapOverlay::legendRect(const MapView &view) const
{
    const QFontMetrics fm(view.font());
    const int h = fm.height() * 4 + 24;
    const int w = std::clamp(std::max(fm.horizontalAdvance(tr("Cost of entering a hex (MP)")),
                                      fm.horizontalAdvance(profileSummary()))
                                 + 20,
                             220, std::max(220, view.viewport()->width() - 16));
    return QRect(8, view.viewport()->height() - h - 8, w, h);
}

void HeatMapOverlay::paintLegend(QPainter &p, const MapView &view) const
{
    // The key: the ramp from the cheapest to the dearest hex of the map, and "not allowed".
    const QRect r = legendRect(view);
    const QFontMetrics fm(view.font());
    p.save();
    p.setFont(view.font());
    p.setPen(QColor(0x60, 0x60, 0x60));
    p.setBrush(QColor(255, 255, 255, 225));
    p.drawRoundedRect(r, 4, 4);
    p.setPen(Qt::black);
    const int line = fm.height();
    int y = r.top() + 6;
    p.drawText(QRect(r.left() + 10, y, r.width() - 20, line), Qt::AlignLeft | Qt::AlignVCenter,
               tr("Cost of entering a hex (MP)"));
    y += line;
    p.drawText(QRect(r.left() + 10, y, r.width() - 20, line), Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(profileSummary(), Qt::ElideRight, r.width() - 20));
    y += line + 4;
    // A block a cost, cheapest on the left, each labelled where its block holds the number.
    const QRect bar(r.left() + 10, y, r.width() - 20, line);
    const qsizetype steps = std::max<qsizetype>(m_ramp.costs.size(), 1);
    for (qsizetype i = 0; i < m_ramp.costs.size(); ++i) {
        const int left = bar.left() + int(bar.width() * i / steps);
        const int right = bar.left() + int(bar.width() * (i + 1) / steps);
        const QRect block(left, bar.top(), right - left, bar.height());
        const int cost = m_ramp.costs[i];
        p.fillRect(block, QColor::fromHsvF(m_ramp.hue(cost), 0.8, 0.95));
        const QString number = QString::number(cost);
        if (fm.horizontalAdvance(number) + 4 <= block.width() || i == 0 || i == steps - 1)
            p.drawText(block, Qt::AlignCenter, number);
    }
    y += line + 4;
    const QRect swatch(r.left() + 10, y, line * 2, line);
    p.fillRect(swatch, kNotAllowed);
    p.fillRect(swatch, QBrush(kHatch, Qt::DiagCrossPattern));
    p.drawText(QRect(swatch.right() + 8, y, r.width() - swatch.width() - 28, line),
               Qt::AlignLeft | Qt::AlignVCenter, tr("not allowed"));
    p.restore();
}

} // namespace hexstride
