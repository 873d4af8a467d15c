#include "edgefeaturetool.h"

#include "editorcontext.h"
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

void EdgeFeatureTool::mousePressed(MapView *view, QMouseEvent *e, QPointF scene)
{
    if (e->button() != Qt::LeftButton && e->button() != Qt::RightButton)
        return;
    const HexMap &map = view->document()->map();
    const EdgePick pick = view->params().nearestEdge(scene);
    m_strokeId = edits::newStrokeId();
    m_lastHex = view->params().hexAt(scene);
    m_sideStroke.emplace(view->params().layout,
                         [view](EdgeId e) { return view->document()->map().containsEdge(e); });
    m_sideStroke->begin(view->params().toLayout(scene)); // its first side is pick.edge
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
    } else if (m_sideStroke) {
        // Along the sides: the line follows the pointer's path from the last event to this one,
        // so it is the same at any speed and zoom (see SideStroke).
        const RenderParams &rp = view->params();
        if (rp.layout.size != m_sideStroke->layout().size)
            m_sideStroke->setLayout(rp.layout);
        const std::vector<EdgeId> sides = m_sideStroke->moveTo(rp.toLayout(scene));
        if (!sides.empty())
            applyTo(view, QList<EdgeId>(sides.begin(), sides.end()));
    }
}

void EdgeFeatureTool::mouseReleased(MapView *view, QMouseEvent *, QPointF scene)
{
    if (m_strokeId && m_sideStroke && !drawsAcross(view)) {
        // The line ends on the side under the pointer (see SideStroke::finish()).
        const RenderParams &rp = view->params();
        if (rp.layout.size != m_sideStroke->layout().size)
            m_sideStroke->setLayout(rp.layout);
        const std::vector<EdgeId> sides = m_sideStroke->finish(rp.toLayout(scene));
        if (!sides.empty())
            applyTo(view, QList<EdgeId>(sides.begin(), sides.end()));
    }
    m_strokeId = 0;
    m_sideStroke.reset();
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
