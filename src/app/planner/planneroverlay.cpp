#include "planneroverlay.h"

#include "plannersession.h"
#include "view/mapview.h"

#include <QPainter>
#include <QPainterPath>

namespace hexstride {

namespace {
const QColor kPathOk(20, 60, 200);
const QColor kPathBad(220, 30, 30);
const QColor kPreview(255, 255, 255);
/// Later turns fade out: one colour per band after the first.
const QColor kBands[] = {QColor(255, 200, 0, 70), QColor(255, 140, 0, 55), QColor(200, 80, 0, 45)};
} // namespace

PlannerOverlay::PlannerOverlay(PlannerSession *session, MapView *view, QObject *parent)
    : MapOverlay(parent)
    , m_session(session)
    , m_view(view)
{
    connect(session, &PlannerSession::planChanged, this, &PlannerOverlay::onPlanChanged);
    connect(session, &PlannerSession::reachChanged, this, [this] {
        if (m_active)
            emit changedAll();
    });
    connect(session, &PlannerSession::contestedChanged, this, [this] {
        if (m_active)
            emit changedAll();
    });
    connect(view, &MapView::zoomChanged, this, [this] { m_pathRegion = pathRegion(); });
}

void PlannerOverlay::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (!active)
        m_preview.reset();
    m_pathRegion = pathRegion();
    emit changedAll();
    emit activeChanged(active);
}

QRegion PlannerOverlay::regionOf(const std::vector<Hex> &hexes, std::size_t from) const
{
    QRegion r;
    if (!m_view)
        return r;
    const RenderParams &params = m_view->params();
    for (std::size_t i = from; i < hexes.size(); ++i)
        r += params.hexBounds(hexes[i]).toAlignedRect().adjusted(-3, -3, 3, 3);
    return r;
}

QRegion PlannerOverlay::previewRegion() const
{
    return m_preview ? regionOf(m_preview->hexes) : QRegion();
}

QRegion PlannerOverlay::pathRegion() const
{
    const QList<Hex> hexes = m_session->pathHexes();
    return regionOf(std::vector<Hex>(hexes.cbegin(), hexes.cend()));
}

void PlannerOverlay::onPlanChanged()
{
    if (m_active && m_session->destinationRule()) {
        // The range and the destination line cover a large area: repaint everything.
        m_preview.reset();
        m_pathRegion = pathRegion();
        emit changedAll();
        return;
    }
    const QRegion now = m_active ? pathRegion() : QRegion();
    QRegion dirty = m_pathRegion + now + previewRegion();
    m_pathRegion = now;
    // The preview starts at the path's end: recompute it.
    m_preview.reset();
    if (m_active && m_hovered && m_previewEnabled)
        m_preview = m_session->previewTo(*m_hovered);
    dirty += previewRegion();
    emit changed(dirty);
}

void PlannerOverlay::setPreviewEnabled(bool enabled)
{
    if (enabled == m_previewEnabled)
        return;
    m_previewEnabled = enabled;
    const QRegion old = previewRegion();
    m_preview.reset();
    if (enabled && m_active && m_hovered)
        m_preview = m_session->previewTo(*m_hovered);
    emit changed(old + previewRegion());
}

void PlannerOverlay::setHovered(std::optional<Hex> h)
{
    if (h == m_hovered)
        return;
    m_hovered = h;
    if (!m_active || !m_previewEnabled)
        return;
    std::optional<Route> old = std::move(m_preview);
    m_preview.reset();
    if (h)
        m_preview = m_session->previewTo(*h);
    // Routes from one cost field form a tree: the old and the new one share their beginning and
    // are drawn the same there (dashes included). Repaint from the last hex they share on.
    std::size_t common = 0;
    if (old && m_preview) {
        const std::size_t n = std::min(old->hexes.size(), m_preview->hexes.size());
        while (common < n && old->hexes[common] == m_preview->hexes[common])
            ++common;
    }
    const std::size_t from = common > 0 ? common - 1 : 0;
    QRegion dirty;
    if (old)
        dirty += regionOf(old->hexes, from);
    if (m_preview)
        dirty += regionOf(m_preview->hexes, from);
    emit changed(dirty);
}

void PlannerOverlay::paint(QPainter &p, const MapView &view, const QRegion &dirty) const
{
    if (!m_active || !view.document())
        return;
    p.save();
    const QRect box = dirty.boundingRect();
    const QRectF scene(view.viewportToScene(box.topLeft()), QSizeF(box.size()));
    if (m_session->reachVisible())
        paintReach(p, view, dirty);
    if (m_session->destinationRule()) {
        paintDestinations(p, view, scene);
        p.restore();
        return;
    }
    p.setRenderHint(QPainter::Antialiasing);
    paintContested(p, view);
    paintPath(p, view);
    paintPreview(p, view);
    p.restore();
}

void PlannerOverlay::paintContested(QPainter &p, const MapView &view) const
{
    const QList<ContestedHex> &contested = m_session->contested();
    if (contested.isEmpty())
        return;
    const RenderParams &params = view.params();
    const QPointF off = view.sceneToViewport({0, 0});
    const double size = params.hexSize();
    QFont font = p.font();
    font.setPixelSize(std::clamp(int(size * 0.4), 7, 14));
    p.setFont(font);
    for (const ContestedHex &c : contested) {
        // The contested hex outlined in orange, with who ends up there ("?" for the dice).
        p.setPen(QPen(QColor(255, 140, 0), std::max(2.0, size * 0.14)));
        p.setBrush(QColor(255, 140, 0, 50));
        p.drawPolygon(params.polygon(c.hex).translated(off));
        // Forces that do not get in: a red ring where they stop.
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(kPathBad, std::max(2.0, size * 0.1), Qt::DotLine));
        for (const StoppedForce &s : c.stopped)
            p.drawEllipse(params.centre(s.stoppedAt) + off, size * 0.6, size * 0.6);
        if (size < 8)
            continue;
        const QString who = c.occupant >= 0 ? c.movers[c.occupant] : QStringLiteral("?");
        const QPointF centre = params.centre(c.hex) + off;
        const QRectF box(centre.x() - size * 1.5, centre.y() - size * 1.25, 3 * size, size * 0.6);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 140, 0, 220));
        p.drawRoundedRect(box, 3, 3);
        p.setPen(Qt::black);
        p.drawText(box, Qt::AlignCenter, p.fontMetrics().elidedText(who, Qt::ElideRight, int(box.width())));
    }
}

void PlannerOverlay::paintReach(QPainter &p, const MapView &view, const QRegion &dirty) const
{
    const QRect box = dirty.boundingRect();
    const QRectF scene(view.viewportToScene(box.topLeft()), QSizeF(box.size()));
    const RenderParams &params = view.params();
    if (params.useOverview())
        return;
    const HexMap &map = view.document()->map();
    const OffsetRange range = params.range(scene);
    const int budget = std::max(1, m_session->budget());
    const QPointF off = view.sceneToViewport({0, 0});
    p.setPen(Qt::NoPen);
    for (int row = std::max(0, range.row0); row <= std::min(range.row1, map.height() - 1); ++row) {
        for (int col = std::max(0, range.col0); col <= std::min(range.col1, map.width() - 1); ++col) {
            const Hex h = map.grid().toHex({col, row});
            const int band = m_session->reachBand(h);
            // Hexes outside a scattered update would only be clipped away.
            if (band == 0 || !dirty.intersects(params.hexBounds(h).translated(off).toAlignedRect()))
                continue;
            if (band == 1) {
                // More MP left: a stronger green.
                const int left = m_session->reachMpLeft(h);
                const int alpha = 40 + 110 * std::clamp(left, 0, budget) / budget;
                p.setBrush(QColor(40, 200, 60, alpha));
            } else {
                p.setBrush(kBands[std::min(band - 2, 2)]);
            }
            p.drawPolygon(params.polygon(h).translated(off));
        }
    }
}

void PlannerOverlay::paintDestinations(QPainter &p, const MapView &view, const QRectF &scene) const
{
    const auto start = m_session->start();
    if (!start)
        return;
    const RenderParams &params = view.params();
    const HexMap &map = view.document()->map();
    const QPointF off = view.sceneToViewport({0, 0});
    const int range = m_session->destinationRule()->maxDistance;
    if (range >= 0 && !params.useOverview()) {
        // Every hex of the range: allowed ones tinted blue, refused ones (sea) red.
        const OffsetRange visible = params.range(scene);
        p.setPen(Qt::NoPen);
        for (int row = std::max(0, visible.row0); row <= std::min(visible.row1, map.height() - 1); ++row) {
            for (int col = std::max(0, visible.col0); col <= std::min(visible.col1, map.width() - 1); ++col) {
                const Hex h = map.grid().toHex({col, row});
                if (distance(*start, h) > range)
                    continue;
                const bool ok = m_session->checkDestinationTo(h).allowed;
                p.setBrush(ok ? QColor(60, 140, 255, 70) : QColor(230, 40, 40, 80));
                p.drawPolygon(params.polygon(h).translated(off));
            }
        }
    }
    p.setRenderHint(QPainter::Antialiasing);
    const double size = params.hexSize();
    p.setPen(QPen(kPathOk, std::max(2.0, size * 0.12)));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(params.centre(*start) + off, size * 0.55, size * 0.55);
    if (const auto dest = m_session->destination()) {
        const bool ok = m_session->checkDestinationTo(*dest).allowed;
        p.setPen(QPen(ok ? kPathOk : kPathBad, std::max(2.0, size * 0.15), Qt::DashLine, Qt::RoundCap));
        p.drawLine(params.centre(*start) + off, params.centre(*dest) + off);
        p.drawEllipse(params.centre(*dest) + off, size * 0.45, size * 0.45);
    }
}

void PlannerOverlay::paintPath(QPainter &p, const MapView &view) const
{
    const auto start = m_session->start();
    if (!start)
        return;
    const RenderParams &params = view.params();
    const QPointF off = view.sceneToViewport({0, 0});
    const double size = params.hexSize();
    p.setPen(QPen(kPathOk, std::max(2.0, size * 0.12)));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(params.centre(*start) + off, size * 0.55, size * 0.55);
    // Waypoints (the hexes clicked, the end) ringed: the handles to drag (the cost label
    // covers the centre, the ring shows around it).
    const QList<Hex> hexes = m_session->pathHexes();
    p.setBrush(QColor(255, 255, 255, 140));
    p.setPen(QPen(kPathOk, std::max(1.5, size * 0.08)));
    for (int pos : m_session->waypointPositions()) {
        if (pos > 0)
            p.drawEllipse(params.centre(hexes[pos]) + off, size * 0.45, size * 0.45);
    }

    QFont font = p.font();
    font.setPixelSize(std::clamp(int(size * 0.45), 7, 16));
    font.setBold(true);
    p.setFont(font);
    const PlanResult &r = m_session->result();
    int turn = 1;
    for (const PlannedStep &s : r.steps) {
        const QPointF a = params.centre(s.from) + off;
        const QPointF b = params.centre(s.to) + off;
        const bool ok = s.status == StepStatus::Ok;
        const QColor c = ok ? kPathOk : kPathBad;
        if (s.from != s.to) {
            QPen pen(c, std::max(2.0, size * 0.15), ok ? Qt::SolidLine : Qt::DashLine, Qt::RoundCap);
            p.setPen(pen);
            p.drawLine(a, b);
        }
        if (ok && s.turn != turn) {
            // A turn boundary: a ring on the hex where the new turn begins.
            turn = s.turn;
            p.setPen(QPen(QColor(255, 200, 0), std::max(2.0, size * 0.15)));
            p.drawEllipse(a, size * 0.7, size * 0.7);
        }
        if (size < 8)
            continue;
        const QString text = s.cost ? (ok ? QStringLiteral("%1/%2").arg(*s.cost).arg(s.total)
                                          : QStringLiteral("%1✕").arg(*s.cost))
                                    : QStringLiteral("✕");
        const QRectF box(b.x() - size, b.y() - size * 0.35, 2 * size, size * 0.7);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 210));
        p.drawRoundedRect(box.adjusted(size * 0.15, 0, -size * 0.15, 0), 3, 3);
        p.setPen(c);
        p.drawText(box, Qt::AlignCenter, text);
    }
}

void PlannerOverlay::paintPreview(QPainter &p, const MapView &view) const
{
    if (!m_preview || m_preview->hexes.size() < 2)
        return;
    const RenderParams &params = view.params();
    const QPointF off = view.sceneToViewport({0, 0});
    const double size = params.hexSize();
    QPolygonF line;
    for (Hex h : m_preview->hexes)
        line << params.centre(h) + off;
    p.setPen(QPen(QColor(0, 0, 0, 120), std::max(3.0, size * 0.14), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolyline(line);
    p.setPen(QPen(kPreview, std::max(1.5, size * 0.08), Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolyline(line);
    if (size < 8)
        return;
    const QPointF end = line.constLast();
    const QRectF box(end.x() - size, end.y() - size * 0.35, 2 * size, size * 0.7);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 170));
    p.drawRoundedRect(box.adjusted(size * 0.15, 0, -size * 0.15, 0), 3, 3);
    p.setPen(Qt::white);
    p.drawText(box, Qt::AlignCenter, QStringLiteral("+%1").arg(m_preview->cost));
}

} // namespace hexstride
