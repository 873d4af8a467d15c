#include "planneroverlay.h"

#include "plannersession.h"
#include "view/countersregion.h"
#include "view/mapview.h"
#include "view/objectlayout.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QSet>

namespace hexstride {

namespace {
const QColor kPathOk(20, 60, 200);
/// A later turn's steps: the same blue, lighter (its orders are given in that turn).
const QColor kPathLater(80, 130, 230);
const QColor kPathBad(220, 30, 30);
const QColor kPreview(255, 255, 255);
/// One colour per band after the first: yellow, orange, red, far from every terrain green.
const QColor kBands[] = {QColor(255, 220, 0), QColor(255, 130, 0), QColor(220, 30, 60)};
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
    QRegion r = regionOf(std::vector<Hex>(hexes.cbegin(), hexes.cend()));
    if (!m_view)
        return r;
    // Labels and markers may stand beside their hexes.
    const PathDrawing d = pathDrawing(m_view->params());
    for (const PathLabel &l : d.labels)
        r += l.box.toAlignedRect().adjusted(-2, -2, 2, 2);
    for (const PathDrawing::Marker &m : d.turnEnds)
        r += m.box.toAlignedRect().adjusted(-3, -3, 3, 3);
    return r;
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
    // The preview under the path: it starts at the path's end, where the last turn's badge is.
    paintPreview(p, view);
    paintPath(p, view);
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
        p.drawText(box, Qt::AlignCenter,
                   p.fontMetrics().elidedText(who, Qt::ElideRight, int(box.width())));
    }
}

QColor PlannerOverlay::reachColour(int band, double fractionLeft)
{
    if (band <= 1) {
        // More MP left: a stronger green.
        return QColor(40, 220, 60, 70 + int(110 * std::clamp(fractionLeft, 0.0, 1.0)));
    }
    QColor c = kBands[std::min(band - 2, 2)];
    c.setAlpha(110);
    return c;
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
    // Fills first, then the borders between bands on top: a dark line with the band's own
    // colour inside it, visible on light and dark terrain alike.
    QList<QLineF> borders;
    QList<int> borderBands;
    p.setPen(Qt::NoPen);
    for (int row = std::max(0, range.row0); row <= std::min(range.row1, map.height() - 1); ++row) {
        for (int col = std::max(0, range.col0); col <= std::min(range.col1, map.width() - 1);
             ++col) {
            const Hex h = map.grid().toHex({col, row});
            const int band = m_session->reachBand(h);
            // Hexes outside a scattered update would only be clipped away.
            // (Grown by the border's half width: a border can reach into the update.)
            if (band == 0
                || !dirty.intersects(
                    params.hexBounds(h).translated(off).toAlignedRect().adjusted(-3, -3, 3, 3)))
                continue;
            p.setBrush(reachColour(band, double(m_session->reachMpLeft(h)) / budget));
            p.drawPolygon(params.polygon(h).translated(off));
            for (Direction d = 0; d < kDirectionCount; ++d) {
                const int other = m_session->reachBand(neighbour(h, d));
                if (other != band) {
                    // The same opaque line whichever side draws it (a partial repaint may draw
                    // only one side): the inner band's colour, from the smaller end point.
                    QPointF a = params.corner(h, d) + off, b = params.corner(h, (d + 1) % 6) + off;
                    if (std::pair(b.x(), b.y()) < std::pair(a.x(), a.y()))
                        std::swap(a, b);
                    borders << QLineF(a, b);
                    borderBands << (other == 0 ? band : std::min(band, other));
                }
            }
        }
    }
    if (borders.isEmpty() || params.hexSize() < 5)
        return;
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(Qt::black, 3.5, Qt::SolidLine, Qt::RoundCap));
    p.drawLines(borders);
    for (qsizetype i = 0; i < borders.size(); ++i) {
        QColor c = reachColour(borderBands[i]);
        c.setAlpha(255);
        p.setPen(QPen(c, 1.5, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(borders[i]);
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
        for (int row = std::max(0, visible.row0); row <= std::min(visible.row1, map.height() - 1);
             ++row) {
            for (int col = std::max(0, visible.col0);
                 col <= std::min(visible.col1, map.width() - 1); ++col) {
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
    p.setPen(QPen(kPathOk, objectlayout::startRingPen(size)));
    p.setBrush(Qt::NoBrush);
    const double ring = objectlayout::startRingRadius(size); // round the counter, not over it
    p.drawEllipse(params.centre(*start) + off, ring, ring);
    if (const auto dest = m_session->destination()) {
        const bool ok = m_session->checkDestinationTo(*dest).allowed;
        p.setPen(
            QPen(ok ? kPathOk : kPathBad, std::max(2.0, size * 0.15), Qt::DashLine, Qt::RoundCap));
        p.drawLine(params.centre(*start) + off, params.centre(*dest) + off);
        p.drawEllipse(params.centre(*dest) + off, size * 0.45, size * 0.45);
    }
}

namespace {
QFont labelFont(double hexSize)
{
    QFont font;
    // Not under 9 px: at 52 %, 7 px digits made "3/60" read "3/00" (walk19 #2).
    font.setPixelSize(std::clamp(int(hexSize * 0.42), 9, 16));
    font.setBold(true);
    return font;
}

/// "3/6" for a step made (cost / running total), "7✕" for the step that cannot be made for
/// want of MP, "✕" when it is not allowed at all; nothing for the steps after it (not executed:
/// the dashed red line says so).
QString stepLabel(const PlannedStep &s)
{
    if (s.status == StepStatus::NotExecuted)
        return {};
    if (!s.cost)
        return QStringLiteral("✕");
    return s.status == StepStatus::Ok ? QStringLiteral("%1/%2").arg(*s.cost).arg(s.total)
                                      : QStringLiteral("%1✕").arg(*s.cost);
}
} // namespace

PlannerOverlay::PathDrawing PlannerOverlay::pathDrawing(const RenderParams &params) const
{
    PathDrawing d;
    const QList<Hex> hexes = m_session->pathHexes();
    if (hexes.isEmpty() || m_session->destinationRule())
        return d;
    const QList<PlannedStep> &steps = m_session->result().steps;
    const double size = params.hexSize();
    d.lineWidth = std::max(2.0, size * 0.15);
    // The line follows the plan's own hexes (the orders from the start), so that it reaches
    // every clicked waypoint even past the point where the unit has to stop.
    qsizetype made = 0;
    while (made < steps.size() && steps[made].status == StepStatus::Ok)
        ++made;
    qsizetype firstTurn = 0; // steps made in the first turn
    while (firstTurn < made && steps[firstTurn].turn <= 1)
        ++firstTurn;
    for (qsizetype i = 0; i < hexes.size(); ++i) {
        const QPointF c = params.centre(hexes[i]);
        if (i <= firstTurn)
            d.executed << c;
        if (i >= firstTurn && i <= made)
            d.laterTurns << c;
        if (i >= made)
            d.notExecuted << c;
    }
    if (d.laterTurns.size() < 2)
        d.laterTurns.clear();
    if (d.notExecuted.size() < 2)
        d.notExecuted.clear();
    // A badge where each turn ends, after the last step made in it (as Wesnoth numbers a
    // planned path); the plan's last turn too, when it spans turns.
    const double markerSize = std::clamp(size * 0.65, 13.0, 24.0);
    const bool spans = made > 0 && steps[made - 1].turn > 1;
    // The units near the path (wherever counters are drawn): the turns' badges keep off their
    // counters, the steps' labels off their counters and names (walk17 X08, walk18 #1: "9" hid
    // an enemy's counter at 52 %, "3/97" its name).
    QList<QRectF> counters;
    QList<QRectF> names;
    if (m_view) {
        QSet<int> near;
        for (Hex h : hexes) {
            const QPointF c = params.centre(h);
            const QRectF around(c.x() - 1.5 * size, c.y() - 1.5 * size, 3 * size, 3 * size);
            for (const UnitFace &face : unitFacesIn(*m_view, around)) {
                if (near.contains(face.unit))
                    continue;
                near.insert(face.unit);
                counters << face.counter;
                if (!face.name.isEmpty())
                    names << face.name;
            }
        }
    }
    for (qsizetype i = 0; i < made && i + 1 < hexes.size(); ++i) {
        const bool turnEnds = (i + 1 < steps.size() && steps[i + 1].turn != steps[i].turn)
                              || (spans && i + 1 == made);
        if (turnEnds) {
            const QPointF c = params.centre(hexes[i + 1]);
            QRectF box(c.x() - markerSize / 2, c.y() - markerSize / 2, markerSize, markerSize);
            // Two digits get a wider badge: "10" stays inside it (walk18 #1, Russian).
            if (steps[i].turn >= 10)
                box.adjust(-markerSize * 0.2, 0, markerSize * 0.2, 0);
            // Over a counter the badge sits beside its top right corner instead, both read
            // whole at every zoom (walk17 X08, walk18 #1).
            for (const QRectF &counter : std::as_const(counters)) {
                if (counter.intersects(box))
                    box.moveBottomLeft(counter.topRight());
            }
            d.turnEnds.append({box, steps[i].turn});
        }
    }
    if (size < 8)
        return d; // no room for text: the line and markers only
    // One label per hex: a hex entered twice (a route doubling back, a rest) lists both steps,
    // each in its own colour.
    QList<Hex> labelHexes;
    QList<PathLabel> labels;
    for (qsizetype i = 0; i < steps.size() && i + 1 < hexes.size(); ++i) {
        const QString text = stepLabel(steps[i]);
        if (text.isEmpty())
            continue;
        const Hex h = hexes[i + 1];
        qsizetype k = labelHexes.indexOf(h);
        if (k < 0) {
            k = labelHexes.size();
            labelHexes << h;
            labels << PathLabel();
        }
        const PathLabel::Kind kind = steps[i].status != StepStatus::Ok ? PathLabel::Kind::Failed
                                     : steps[i].turn > 1               ? PathLabel::Kind::LaterTurn
                                                                       : PathLabel::Kind::Made;
        labels[k].parts.append({text, kind});
        labels[k].failed = labels[k].failed || kind == PathLabel::Kind::Failed;
    }
    const QFontMetricsF fm(labelFont(size));
    for (qsizetype k = 0; k < labelHexes.size(); ++k) {
        PathLabel &label = labels[k];
        QStringList texts;
        for (const PathLabel::Part &part : std::as_const(label.parts))
            texts << part.text;
        label.text = texts.join(QStringLiteral(", "));
        label.anchor = params.centre(labelHexes[k]);
        label.size
            = QSizeF(fm.horizontalAdvance(label.text) + fm.height() * 0.5, fm.height() * 1.1);
        d.labels << label;
    }
    QList<QRectF> obstacles;
    for (const PathDrawing::Marker &m : std::as_const(d.turnEnds))
        obstacles << m.box;
    obstacles << counters << names;
    placePathLabels(d.labels, {d.executed, d.laterTurns, d.notExecuted}, obstacles,
                    size * 0.12 + d.lineWidth / 2);
    return d;
}

void PlannerOverlay::paintPath(QPainter &p, const MapView &view) const
{
    const auto start = m_session->start();
    if (!start)
        return;
    const RenderParams &params = view.params();
    const QPointF off = view.sceneToViewport({0, 0});
    const double size = params.hexSize();
    // The start ring, the path, its waypoints and its turns' badges pass under the counters and
    // names the map draws: a ring and a "2" sat on an enemy army's counter and hid its figures
    // (walk17 X08), the ring crossed the moving army's own name (walk19 #1).
    p.save();
    p.setClipRegion(outsideCounters(view));
    p.setPen(QPen(kPathOk, objectlayout::startRingPen(size)));
    p.setBrush(Qt::NoBrush);
    const double ring = objectlayout::startRingRadius(size); // round the counter, not over it
    p.drawEllipse(params.centre(*start) + off, ring, ring);
    // Waypoints (the hexes clicked, the end) ringed: the handles to drag.
    const QList<Hex> hexes = m_session->pathHexes();
    p.setBrush(QColor(255, 255, 255, 140));
    p.setPen(QPen(kPathOk, std::max(1.5, size * 0.08)));
    for (int pos : m_session->waypointPositions()) {
        if (pos > 0 && pos < hexes.size())
            p.drawEllipse(params.centre(hexes[pos]) + off, size * 0.45, size * 0.45);
    }

    const PathDrawing d = pathDrawing(params);
    p.setBrush(Qt::NoBrush);
    // Under each line a light casing: the line stays visible on dark and light terrain alike.
    const auto drawLine = [&](const QPolygonF &line, const QColor &colour, Qt::PenStyle style) {
        if (line.size() < 2)
            return;
        const QPolygonF shifted = line.translated(off);
        p.setPen(QPen(QColor(255, 255, 255, 170), d.lineWidth + 2, Qt::SolidLine, Qt::RoundCap,
                      Qt::RoundJoin));
        p.drawPolyline(shifted);
        QPen pen(colour, d.lineWidth, style, Qt::FlatCap, Qt::RoundJoin);
        if (style == Qt::CustomDashLine)
            pen.setDashPattern({4, 1.5}); // long dashes: a later turn, not a failure
        p.setPen(pen);
        p.drawPolyline(shifted);
    };
    drawLine(d.executed, kPathOk, Qt::SolidLine);
    drawLine(d.laterTurns, kPathLater, Qt::CustomDashLine);
    // What cannot be made is dashed, not only red: it reads without colour too.
    drawLine(d.notExecuted, kPathBad, Qt::DashLine);

    QFont font = labelFont(size);
    font.setPixelSize(std::max(
        7,
        int(std::min(d.turnEnds.isEmpty() ? 10.0 : d.turnEnds.first().box.height() * 0.7, 16.0))));
    p.setFont(font);
    for (const PathDrawing::Marker &m : d.turnEnds) {
        // A turn's end: a dark disc with its number, ringed in yellow.
        p.setPen(QPen(QColor(255, 200, 0), 2));
        p.setBrush(QColor(30, 30, 30, 230));
        p.drawEllipse(m.box.translated(off));
        p.setPen(Qt::white);
        p.drawText(m.box.translated(off), Qt::AlignCenter, QString::number(m.turn));
    }
    p.restore();
    p.setFont(labelFont(size));
    const QFontMetricsF fm(p.font());
    for (const PathLabel &l : d.labels) {
        const QRectF box = l.box.translated(off);
        p.setPen(QPen(l.failed ? kPathBad : kPathOk, 1));
        p.setBrush(QColor(255, 255, 255, 225));
        p.drawRoundedRect(box, 3, 3);
        // Each step's part in its colour: a failed step does not make the others look failed.
        double x = box.center().x() - fm.horizontalAdvance(l.text) / 2;
        for (qsizetype i = 0; i < l.parts.size(); ++i) {
            const PathLabel::Part &part = l.parts[i];
            const QString text
                = i + 1 < l.parts.size() ? part.text + QStringLiteral(", ") : part.text;
            p.setPen(part.kind == PathLabel::Kind::Failed      ? kPathBad
                     : part.kind == PathLabel::Kind::LaterTurn ? kPathLater
                                                               : kPathOk);
            const double w = fm.horizontalAdvance(text);
            p.drawText(QRectF(x, box.top(), w + 1, box.height()), Qt::AlignVCenter | Qt::AlignLeft,
                       text);
            x += w;
        }
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
    p.setPen(QPen(QColor(0, 0, 0, 120), std::max(3.0, size * 0.14), Qt::SolidLine, Qt::RoundCap,
                  Qt::RoundJoin));
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
