#include "turnoverlay.h"

#include "view/countersregion.h"

#include "mapdocument.h"
#include "movement/turntexts.h"
#include "plaintext.h"
#include "planner/pathlabels.h"
#include "view/mapview.h"
#include "view/objectlayout.h"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QPainter>
#include <QRegion>
#include <QToolTip>

#include <algorithm>

namespace hexstride {

namespace {
const QColor kContest(255, 140, 0);
} // namespace

TurnOverlay::TurnOverlay(MapView *view, QObject *parent)
    : MapOverlay(parent)
    , m_view(view)
{
    view->viewport()->installEventFilter(this);
}

void TurnOverlay::setTurn(const TurnResolution &turn, const TurnReplay &replay)
{
    m_turn = turn;
    m_replay = replay;
    m_sides.clear();
    for (const ResolvedUnit &u : turn.units) {
        if (!m_sides.contains(u.side))
            m_sides << u.side;
    }
    m_frame = replay.frameCount() - 1;
    emit changedAll();
}

void TurnOverlay::setFrame(int frame)
{
    if (frame == m_frame)
        return;
    m_frame = frame;
    emit changedAll();
}

void TurnOverlay::setShown(bool shown)
{
    if (shown == m_shown)
        return;
    m_shown = shown;
    emit changedAll();
}

QColor TurnOverlay::sideColour(const QString &side) const
{
    // The editor's counters and the report pictures' colour of the side (walk12 #4: the
    // overlay had a palette of its own, West blue here and brown on the map).
    return objectlayout::sideColour(side);
}

QString TurnOverlay::toolTipAt(Hex h) const
{
    QStringList lines;
    for (const TurnConflict &c : m_turn.conflicts) {
        if (c.hex == h)
            lines << tr("%1, %2: %3 — rule: %4")
                         .arg(c.periodLabel, c.units.join(QStringLiteral(", ")), c.explanation,
                              turntexts::rule(c.rule));
    }
    for (const TurnDecision &d : m_turn.decisions) {
        if (d.hex == h && m_view && m_view->document())
            lines << tr("%1 → %2 (%3)")
                         .arg(turntexts::question(m_view->document()->map(), d),
                              turntexts::outcome(d), turntexts::source(d.source));
    }
    return lines.join(QLatin1Char('\n'));
}

bool TurnOverlay::eventFilter(QObject *watched, QEvent *e)
{
    if (m_shown && m_view && e->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(e);
        const Hex h = m_view->params().hexAt(m_view->viewportToScene(help->pos()));
        const QString tip = toolTipAt(h);
        if (!tip.isEmpty()) {
            QToolTip::showText(help->globalPos(), plainToolTip(tip), m_view->viewport());
            return true;
        }
    }
    return MapOverlay::eventFilter(watched, e);
}

void TurnOverlay::paint(QPainter &p, const MapView &view, const QRegion &) const
{
    m_badges.clear();
    if (!m_shown || !view.document())
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const RenderParams &params = view.params();
    const QPointF off = view.sceneToViewport({0, 0});
    const double size = params.hexSize();
    const double width = std::max(2.0, size * 0.15);
    const bool turnOver = m_frame >= m_replay.frameCount() - 1;

    // Contested hexes under the paths: outlined in orange, red rings where losers stopped.
    for (const TurnConflict &c : m_turn.conflicts) {
        p.setPen(QPen(kContest, std::max(2.0, size * 0.14)));
        p.setBrush(QColor(255, 140, 0, 50));
        p.drawPolygon(params.polygon(c.hex).translated(off));
        if (!turnOver)
            continue;
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(220, 30, 30), std::max(2.0, size * 0.1), Qt::DotLine));
        for (const auto &stopped : c.stopped)
            p.drawEllipse(params.centre(stopped.second) + off, size * 0.6, size * 0.6);
    }

    // Every unit's path up to the frame, in its side's colour over a white casing, under the
    // counters the map draws: a path's end dot and casing went across them and hid a stood
    // army's figures (walk16 W05: "80" gone, "100" read "1_0").
    const QRegion clip = outsideCounters(view);
    QList<PathLabel> labels;
    QStringList labelSides;
    QList<QPolygonF> lines;
    for (qsizetype i = 0; i < m_turn.units.size(); ++i) {
        const ResolvedUnit &u = m_turn.units[i];
        const int shown = m_replay.stepsShown(m_frame, int(i));
        QPolygonF line{params.centre(u.start)};
        Hex at = u.start;
        for (int k = 0; k < shown && k < u.plan.steps.size(); ++k) {
            const PlannedStep &s = u.plan.steps[k];
            if (s.status != StepStatus::Ok)
                break;
            line << params.centre(s.to);
            at = s.to;
        }
        const QColor colour = sideColour(u.side);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(colour, objectlayout::startRingPen(size)));
        const double ring = objectlayout::startRingRadius(size); // round the counter
        p.drawEllipse(params.centre(u.start) + off, ring, ring);
        p.save();
        p.setClipRegion(clip);
        if (line.size() > 1) {
            const QPolygonF shifted = line.translated(off);
            p.setPen(QPen(QColor(255, 255, 255, 170), width + 2, Qt::SolidLine, Qt::RoundCap,
                          Qt::RoundJoin));
            p.drawPolyline(shifted);
            p.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            p.drawPolyline(shifted);
        }
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawEllipse(params.centre(at) + off, size * 0.3, size * 0.3);
        p.restore();
        lines << line;
        // The map draws the unit's own counter and name where it stands: a badge there would
        // say the name twice (walk12 #4). Only a unit the replay moved away gets one.
        const auto standsThere = [&](const MapUnit &m) { return m.name == u.name && m.hex == at; };
        if (std::ranges::any_of(view.document()->map().units(), standsThere))
            continue;
        PathLabel label;
        label.text = u.name;
        label.anchor = params.centre(at);
        labels << label;
        labelSides << u.side;
    }
    if (size < 8) {
        p.restore();
        return;
    }
    // Unit names beside their current hexes, placed as the planner places its step labels.
    QFont font = p.font();
    font.setPixelSize(std::clamp(int(size * 0.42), 7, 14));
    font.setBold(true);
    p.setFont(font);
    const QFontMetricsF fm(font);
    for (PathLabel &l : labels)
        l.size = QSizeF(fm.horizontalAdvance(l.text) + fm.height() * 0.5, fm.height() * 1.1);
    placePathLabels(labels, lines, {}, size * 0.12 + width / 2);
    for (qsizetype i = 0; i < labels.size(); ++i) {
        const QColor colour = sideColour(labelSides[i]);
        m_badges << labels[i].text;
        const QRectF box = labels[i].box.translated(off);
        p.setPen(QPen(colour, 1));
        p.setBrush(QColor(255, 255, 255, 225));
        p.drawRoundedRect(box, 3, 3);
        p.setPen(colour);
        p.drawText(box, Qt::AlignCenter, labels[i].text);
    }
    p.restore();
}

} // namespace hexstride
