#include "edgefeaturetool.h"

#include "editorcontext.h"
#include "hex/edgechain.h"
#include "hex/hexshapes.h"
#include "mapdocument.h"
#include "mapedits.h"
#include "toolicons.h"
#include "view/mapview.h"

#include <QMouseEvent>
#include <QPainter>

namespace hexstride {

QString EdgeFeatureTool::id() const
{
    return m_eraser ? QStringLiteral("edge-eraser") : QStringLiteral("edge-feature");
}

QString EdgeFeatureTool::name() const
{
    return m_eraser ? tr("Edge Eraser") : tr("Edge Feature");
}

QString EdgeFeatureTool::toolTip() const
{
    return m_eraser ? tr("Remove every feature from the hex-sides you click or drag over")
                    : tr("Click near a hex-side to toggle the chosen river, road, ford, bridge or "
                         "wall; drag to draw edge after edge; Shift or right button removes");
}

QIcon EdgeFeatureTool::icon() const
{
    return toolIcon(m_eraser ? ToolIcon::Eraser : ToolIcon::Edge);
}

QKeySequence EdgeFeatureTool::shortcut() const
{
    return m_eraser ? QKeySequence(Qt::Key_X) : QKeySequence(Qt::Key_E);
}

bool EdgeFeatureTool::drawsAcross(const MapView *view) const
{
    const int bit = context()->edgeFeature();
    const auto &edges = view->style().edges;
    return !m_eraser && bit >= 0 && bit < edges.size() && edges.at(bit).draw == EdgeDraw::Road;
}

void EdgeFeatureTool::applyTo(MapView *view, const QList<EdgeId> &edges)
{
    MapDocument &doc = *view->document();
    if (m_eraser) {
        QList<std::pair<EdgeId, FeatureMask>> cleared;
        for (const EdgeId &e : edges)
            cleared.append({e, FeatureMask(0)});
        edits::setEdgeMasks(doc, cleared, m_strokeId, {EdgeStroke::Erase, {}});
        return;
    }
    const int bit = context()->edgeFeature();
    if (bit < 0 || bit >= kMaxFeatureKinds)
        return;
    const auto &looks = view->style().edges;
    const EdgeStroke stroke{m_on ? EdgeStroke::Draw : EdgeStroke::Remove,
                            bit < looks.size() ? looks.at(bit).name : QString()};
    edits::setEdgeFeature(doc, edges, FeatureMask(1u << bit), m_on, m_strokeId, stroke);
}

QList<EdgeId> EdgeFeatureTool::chainTo(const MapView *view, EdgeId to)
{
    if (!m_lastEdge)
        return {to};
    const HexMap &map = view->document()->map();
    CornerId end;
    const std::vector<EdgeId> chain = edgeChain(
        view->params().layout, *m_lastEdge, to, [&](EdgeId e) { return map.containsEdge(e); }, 400,
        m_lastCorner, &end);
    m_lastCorner = end;
    return QList<EdgeId>(chain.begin(), chain.end());
}

void EdgeFeatureTool::mousePressed(MapView *view, QMouseEvent *e, QPointF scene)
{
    if (e->button() != Qt::LeftButton && e->button() != Qt::RightButton)
        return;
    const HexMap &map = view->document()->map();
    const EdgePick pick = view->params().nearestEdge(scene);
    m_strokeId = edits::newStrokeId();
    m_lastHex = view->params().hexAt(scene);
    m_lastEdge = pick.edge;
    m_lastCorner.reset(); // the line may leave the first side at either end
    const int bit = context()->edgeFeature();
    const bool remove = e->button() == Qt::RightButton || (e->modifiers() & Qt::ShiftModifier);
    // The first edge decides: a click toggles, and the drag keeps that state.
    m_on = !remove
           && !(bit >= 0 && bit < kMaxFeatureKinds && map.containsEdge(pick.edge)
                && (map.edgeFeatures(pick.edge) & (1u << bit)));
    if (map.containsEdge(pick.edge))
        applyTo(view, {pick.edge});
}

void EdgeFeatureTool::mouseMoved(MapView *view, QMouseEvent *e, QPointF scene)
{
    const EdgePick pick = view->params().nearestEdge(scene);
    const std::optional<EdgeId> hover
        = view->document()->map().containsEdge(pick.edge) ? std::optional(pick.edge) : std::nullopt;
    if (hover != m_hover) {
        m_hover = hover;
        emit overlayChanged();
    }
    if (!m_strokeId || !(e->buttons() & (Qt::LeftButton | Qt::RightButton)))
        return;
    if (drawsAcross(view)) {
        // Roads: every hex boundary crossed on the way gets the road.
        const Hex h = view->params().hexAt(scene);
        if (m_lastHex && h != *m_lastHex) {
            const std::vector<Hex> line = hexLine(*m_lastHex, h);
            QList<EdgeId> edges;
            for (std::size_t i = 0; i + 1 < line.size(); ++i)
                edges.append(edgeOf(line[i], directionTo(line[i], line[i + 1])));
            applyTo(view, edges);
        }
        m_lastHex = h;
    } else if (hover && hover != m_lastEdge) {
        // Along the sides: only once the cursor is clearly nearer this side than the hex centre;
        // the sides between this pick and the last one are filled in along the corners, so the
        // line stays connected however fast the mouse moves and whatever the zoom.
        if (pick.distance < view->params().hexSize() * 0.4) {
            applyTo(view, chainTo(view, *hover));
            m_lastEdge = hover;
        }
    }
}

void EdgeFeatureTool::mouseReleased(MapView *, QMouseEvent *, QPointF)
{
    m_strokeId = 0;
    m_lastEdge.reset();
    m_lastCorner.reset();
    m_lastHex.reset();
}

void EdgeFeatureTool::mouseLeft(MapView *)
{
    m_hover.reset();
    emit overlayChanged();
}

void EdgeFeatureTool::paintOverlay(QPainter &p, const MapView &view) const
{
    if (!m_hover)
        return;
    const RenderParams &rp = view.params();
    const QPointF off = view.sceneToViewport({0, 0});
    const QPointF a = rp.corner(m_hover->owner, m_hover->dir) + off;
    const QPointF b = rp.corner(m_hover->owner, m_hover->dir + 1) + off;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const double w = std::max(4.0, rp.hexSize() * 0.2);
    p.setPen(QPen(QColor(0, 0, 0, 120), w + 3, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(a, b);
    p.setPen(QPen(m_eraser ? QColor(255, 90, 90) : QColor(255, 220, 40), w, Qt::SolidLine,
                  Qt::RoundCap));
    p.drawLine(a, b);
    p.restore();
}

} // namespace hexstride
