#include "turnoverlay.h"

#include "mapdocument.h"
#include "movement/turntexts.h"
#include "plaintext.h"
#include "planner/pathlabels.h"
#include "view/mapview.h"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace hexstride {

namespace {
/// Distinct colours for sides, readable on every terrain with a white casing under them.
const QColor kSides[]
    = {QColor(20, 60, 200), QColor(200, 30, 30), QColor(20, 140, 40), QColor(150, 40, 170),
       QColor(220, 120, 0), QColor(0, 140, 150), QColor(120, 80, 30), QColor(60, 60, 60)};
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
    const qsizetype i = std::max<qsizetype>(0, m_sides.indexOf(side));
    return kSides[std::size_t(i) % std::size(kSides)];
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

    // Every unit's path up to the frame, in its side's colour over a white casing.
    QList<PathLabel> labels;
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
        p.setPen(QPen(colour, std::max(1.5, size * 0.08)));
        p.drawEllipse(params.centre(u.start) + off, size * 0.5, size * 0.5);
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
        lines << line;
        PathLabel label;
        label.text = u.name;
        label.anchor = params.centre(at);
        labels << label;
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
        const QColor colour = sideColour(m_turn.units[i].side);
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
