#include "mapview.h"

#include "background/backgroundlayer.h"

#include "mapdocument.h"
#include "tools/abstracttool.h"
#include "tools/editorcontext.h"
#include "view/maprenderer.h"

#include <QElapsedTimer>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>
#include <algorithm>
#include <cmath>
#include <future>

namespace hexstride {

namespace {
constexpr int kMargin = 48; // free space around the map, in viewport pixels
const QColor kBackground(0x5f, 0x66, 0x6d);
} // namespace

MapView::MapView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    viewport()->setMouseTracking(true);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    viewport()->setAcceptDrops(false);
    setFocusPolicy(Qt::StrongFocus);
    setFrameShape(QFrame::NoFrame);
    horizontalScrollBar()->setSingleStep(32);
    verticalScrollBar()->setSingleStep(32);
}

MapView::~MapView() = default;

void MapView::setDocument(MapDocument *document, const MapStyle &style)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_style = style;
    if (document) {
        connect(document, &MapDocument::hexesChanged, this, &MapView::onHexesChanged);
        connect(document, &MapDocument::edgesChanged, this, &MapView::onEdgesChanged);
        connect(document, &MapDocument::labelsChanged, this, &MapView::rebuildHitIndex);
        connect(document, &MapDocument::unitsChanged, this, &MapView::rebuildHitIndex);
        connect(document, &MapDocument::mapReset, this, &MapView::rebuildAll);
    }
    rebuildAll();
}

void MapView::rebuildAll()
{
    m_cache.clear();
    m_renderer.reset();
    if (!m_document) {
        m_overview = {};
        viewport()->update();
        return;
    }
    m_renderer = std::make_unique<MapRenderer>(m_document->map(), m_style);
    m_params = RenderParams(m_document->map().shape(), m_params.zoom);
    m_params.hexNumbers = m_hexNumbers;
    m_params.frontSide = m_frontSide;
    // The overview, all a zoomed-out big map's first frame shows, is made on another thread
    // while the labels and units are indexed here (tens of ms each on a 2000 x 2000 map).
    const MapRenderer *renderer = m_renderer.get();
    auto overview
        = std::async(std::launch::async, [renderer] { return renderer->overviewImage(); });
    rebuildHitIndex();
    m_overview = overview.get();
    updateScrollBars();
    viewport()->update();
    emit visibleAreaChanged(visibleBaseRect());
}

void MapView::setHexNumbers(bool on)
{
    if (on == m_hexNumbers)
        return;
    m_hexNumbers = on;
    m_params.hexNumbers = on;
    m_cache.clear();
    viewport()->update();
}

void MapView::setFrontSide(const QString &side)
{
    if (side == m_frontSide)
        return;
    m_frontSide = side;
    m_params.frontSide = side;
    m_cache.clear();
    rebuildHitIndex();
}

void MapView::rebuildHitIndex()
{
    m_labelIndex.clear();
    m_unitIndex.clear();
    QList<DrawnObject> drawn;
    if (m_document) {
        const RenderParams base(m_document->map().shape(), 1.0);
        const auto &labels = m_document->map().labels();
        for (int i = 0; i < labels.size(); ++i) {
            const QRectF b = objectlayout::labelExtent(labels[i], base.centre(labels[i].hex));
            m_labelIndex.insert(i, {b.left(), b.top()}, {b.right(), b.bottom()});
            drawn.append({b, labels[i]});
        }
        const auto &units = m_document->map().units();
        m_unitDepths = objectlayout::stackDepths(m_document->map(), m_frontSide);
        for (int i = 0; i < units.size(); ++i) {
            const QRectF b = objectlayout::unitExtent(units[i], base.centre(units[i].hex),
                                                      m_unitDepths[std::size_t(i)]);
            m_unitIndex.insert(i, {b.left(), b.top()}, {b.right(), b.bottom()});
            drawn.append({b, units[i]});
        }
    }
    // Labels and units are drawn into the cached chunks: the chunks under what appeared,
    // moved, went away or changed (a unit's side, its figures) are drawn again, so a placed
    // label shows at once.
    if (m_renderer) {
        m_renderer->objectsChanged();
        // Zoomed out, one text may hide or show another anywhere (decluttering): redraw all.
        if (drawn.size() + m_drawnObjects.size() > 64
            || m_params.hexSize() < objectlayout::kDeclutterBelow) {
            m_cache.clear();
        } else {
            for (const DrawnObject &o : std::as_const(m_drawnObjects))
                if (!drawn.contains(o))
                    m_cache.invalidate(o.box);
            for (const DrawnObject &o : std::as_const(drawn))
                if (!m_drawnObjects.contains(o))
                    m_cache.invalidate(o.box);
        }
    }
    m_drawnObjects = drawn;
    viewport()->update();
}

std::vector<int> MapView::unitsAt(QPointF scene) const
{
    std::vector<int> out;
    if (!m_document)
        return out;
    const QPointF b = scene / zoom();
    for (int i : m_unitIndex.at({b.x(), b.y()})) {
        const MapUnit &u = m_document->map().units().at(i);
        const QPointF c = m_params.centre(u.hex);
        const int depth = unitDepth(i);
        if (objectlayout::unitBox(c, m_params.hexSize(), depth).contains(scene)
            || objectlayout::unitNameBox(u.name, c, m_params.hexSize(), depth).contains(scene))
            out.push_back(i);
    }
    return out;
}

std::vector<int> MapView::unitsIn(const QRectF &scene) const
{
    if (!m_document)
        return {};
    const QRectF b(scene.topLeft() / zoom(), scene.size() / zoom());
    return m_unitIndex.in({b.left(), b.top()}, {b.right(), b.bottom()});
}

int MapView::unitDepth(int unit) const
{
    return unit >= 0 && std::size_t(unit) < m_unitDepths.size() ? m_unitDepths[std::size_t(unit)]
                                                                : 0;
}

bool MapView::unitNameShown(int unit) const
{
    return m_renderer && m_renderer->unitNameShown(m_params, unit);
}

void MapView::setTool(AbstractTool *tool)
{
    if (m_tool == tool)
        return;
    if (m_tool) {
        disconnect(m_tool, nullptr, this, nullptr);
        m_tool->deactivated();
    }
    m_tool = tool;
    if (tool) {
        connect(tool, &AbstractTool::overlayChanged, viewport(), qOverload<>(&QWidget::update));
        viewport()->setCursor(tool->cursor());
    }
    viewport()->update();
    emit toolChanged(tool);
}

QPointF MapView::contentOffset() const
{
    const QSizeF s = m_params.sceneSize;
    const QSize vp = viewport()->size();
    const double x = s.width() + 2 * kMargin <= vp.width()
                         ? std::floor((vp.width() - s.width()) / 2)
                         : kMargin - horizontalScrollBar()->value();
    const double y = s.height() + 2 * kMargin <= vp.height()
                         ? std::floor((vp.height() - s.height()) / 2)
                         : kMargin - verticalScrollBar()->value();
    return {x, y};
}

QPointF MapView::viewportToScene(QPointF p) const
{
    return p - contentOffset();
}

QPointF MapView::sceneToViewport(QPointF p) const
{
    return p + contentOffset();
}

QRectF MapView::visibleSceneRect() const
{
    return QRectF(viewportToScene({0, 0}), QSizeF(viewport()->size()));
}

QRectF MapView::visibleBaseRect() const
{
    const QRectF r = visibleSceneRect();
    return {r.topLeft() / zoom(), r.size() / zoom()};
}

void MapView::updateScrollBars()
{
    const QSize vp = viewport()->size();
    const int w = int(std::ceil(m_params.sceneSize.width())) + 2 * kMargin;
    const int h = int(std::ceil(m_params.sceneSize.height())) + 2 * kMargin;
    horizontalScrollBar()->setPageStep(vp.width());
    verticalScrollBar()->setPageStep(vp.height());
    horizontalScrollBar()->setRange(0, std::max(0, w - vp.width()));
    verticalScrollBar()->setRange(0, std::max(0, h - vp.height()));
}

void MapView::setZoom(double z, QPointF anchor)
{
    z = std::clamp(z, kMinZoom, kMaxZoom);
    if (!m_document || qFuzzyCompare(z, zoom()))
        return;
    const QPointF baseAnchor = viewportToScene(anchor) / zoom();
    m_params = RenderParams(m_document->map().shape(), z);
    m_params.hexNumbers = m_hexNumbers;
    m_params.frontSide = m_frontSide;
    updateScrollBars();
    // Keep the point under the anchor where it was.
    const QPointF scene = baseAnchor * z;
    horizontalScrollBar()->setValue(int(std::lround(scene.x() + kMargin - anchor.x())));
    verticalScrollBar()->setValue(int(std::lround(scene.y() + kMargin - anchor.y())));
    viewport()->update();
    emit zoomChanged(z);
    emit visibleAreaChanged(visibleBaseRect());
}

void MapView::setZoom(double z)
{
    setZoom(z, QPointF(viewport()->width() / 2.0, viewport()->height() / 2.0));
}

void MapView::zoomIn()
{
    setZoom(zoom() * 1.25);
}

void MapView::zoomOut()
{
    setZoom(zoom() / 1.25);
}

void MapView::zoomToFit()
{
    if (!m_document)
        return;
    if (!isVisible()) {
        m_fitPending = true;
        return;
    }
    m_fitPending = false;
    const RenderParams base(m_document->map().shape(), 1.0);
    const QSize vp = viewport()->size();
    double z = std::min((vp.width() - 2.0 * kMargin) / base.sceneSize.width(),
                        (vp.height() - 2.0 * kMargin) / base.sceneSize.height());
    // Small maps are not blown up beyond twice their size.
    z = std::min(z, 2.0);
    setZoom(z);
    centreOnBase(QPointF(base.sceneSize.width() / 2, base.sceneSize.height() / 2));
}

void MapView::centreOnBase(QPointF base)
{
    const QPointF scene = base * zoom();
    horizontalScrollBar()->setValue(
        int(std::lround(scene.x() + kMargin - viewport()->width() / 2.0)));
    verticalScrollBar()->setValue(
        int(std::lround(scene.y() + kMargin - viewport()->height() / 2.0)));
}

void MapView::placeSceneAt(QPointF scene, QPointF at)
{
    const QPointF now = sceneToViewport(scene);
    horizontalScrollBar()->setValue(horizontalScrollBar()->value()
                                    + int(std::lround(now.x() - at.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value()
                                  + int(std::lround(now.y() - at.y())));
}

void MapView::centreOn(Hex h)
{
    centreOnBase(m_params.centre(h) / zoom());
}

void MapView::ensureVisible(Hex h, int margin)
{
    const QRectF hex = m_params.hexBounds(h).translated(contentOffset());
    const QRectF room = QRectF(viewport()->rect());
    // The margin shrinks on a viewport too small for it, so that the hex itself still fits.
    const double mx = std::clamp((room.width() - hex.width()) / 2, 0.0, double(margin));
    const double my = std::clamp((room.height() - hex.height()) / 2, 0.0, double(margin));
    const QRectF wanted = hex.adjusted(-mx, -my, mx, my);
    double dx = 0, dy = 0;
    if (wanted.left() < room.left())
        dx = wanted.left() - room.left();
    else if (wanted.right() > room.right())
        dx = wanted.right() - room.right();
    if (wanted.top() < room.top())
        dy = wanted.top() - room.top();
    else if (wanted.bottom() > room.bottom())
        dy = wanted.bottom() - room.bottom();
    if (dx != 0)
        horizontalScrollBar()->setValue(
            horizontalScrollBar()->value()
            + int(std::lround(dx < 0 ? std::floor(dx) : std::ceil(dx))));
    if (dy != 0)
        verticalScrollBar()->setValue(verticalScrollBar()->value()
                                      + int(std::lround(dy < 0 ? std::floor(dy) : std::ceil(dy))));
}

void MapView::resizeEvent(QResizeEvent *e)
{
    QAbstractScrollArea::resizeEvent(e);
    updateScrollBars();
    if (m_fitPending && isVisible())
        zoomToFit();
    emit visibleAreaChanged(visibleBaseRect());
}

void MapView::scrollContentsBy(int, int)
{
    viewport()->update();
    emit visibleAreaChanged(visibleBaseRect());
}

const QImage &MapView::chunk(int cx, int cy)
{
    const ChunkCache::Key key{ChunkCache::zoomKey(zoom()), cx, cy};
    constexpr int n = ChunkCache::kChunkSize;
    // A chunk drawn over a stand-in for its background is drawn again once the piece is made.
    if (const QImage *img = m_cache.find(key);
        img
        && !(m_backgroundLayer && m_backgroundLayer->standInReplaceable({cx * n, cy * n, n, n})))
        return *img;
    // Opaque chunks blit as plain copies.
    QImage img(n, n, QImage::Format_RGB32);
    img.fill(kBackground);
    {
        QPainter p(&img);
        p.translate(-cx * n, -cy * n);
        const QRectF rect(cx * n, cy * n, n, n);
        m_renderer->paintBase(p, m_params, rect);
        if (m_backgroundLayer) // the scan, under labels and units, kept with the chunk
            m_backgroundLayer->paintIntoChunk(p, rect.toRect());
        // Labels and units that reach into this chunk are drawn whole and clipped by it, so
        // they join seamlessly with the neighbouring chunks.
        const QRectF b(rect.topLeft() / zoom(), rect.size() / zoom());
        // Zoomed far out, texts and marks are larger than their indexed extents: every one is
        // looked at (the renderer skips those that miss the chunk).
        if (m_params.hexSize() >= objectlayout::kLabelExtentFrom) {
            const std::vector<int> ids
                = m_labelIndex.in({b.left(), b.top()}, {b.right(), b.bottom()});
            m_renderer->paintLabels(p, m_params, rect, &ids);
        } else {
            m_renderer->paintLabels(p, m_params, rect);
        }
        if (const int leftOut = m_renderer->labelsLeftOut(); leftOut > 0)
            emit labelsLeftOut(leftOut);
        if (m_params.drawUnits()) {
            const std::vector<int> ids
                = m_unitIndex.in({b.left(), b.top()}, {b.right(), b.bottom()});
            m_renderer->paintUnits(p, m_params, rect, &ids);
        } else {
            m_renderer->paintUnits(p, m_params, rect);
        }
    }
    m_cache.insert(key, std::move(img));
    return *m_cache.find(key);
}

void MapView::renderScene(QPainter &p, const QRectF &scene)
{
    if (m_renderer)
        m_renderer->paint(p, m_params, scene);
}

void MapView::paintEvent(QPaintEvent *event)
{
    QPainter p(viewport());
    p.fillRect(event->rect(), kBackground);
    if (!m_document || !m_renderer)
        return;
    const QRectF sceneRect(QPointF(0, 0), m_params.sceneSize);
    const QRectF dirty(viewportToScene(event->rect().topLeft()), QSizeF(event->rect().size()));
    const QRectF visible = dirty.intersected(sceneRect);
    if (visible.isEmpty())
        return;
    const QPointF off = contentOffset();
    m_lastFrameComplete = true;
    p.save();
    p.translate(off);
    if (m_params.useOverview()) {
        p.setRenderHint(QPainter::SmoothPixmapTransform, zoom() < 0.08);
        p.drawImage(sceneRect, m_overview);
        // The names and the units show on the whole map too.
        m_renderer->paintLabels(p, m_params, visible);
        if (const int leftOut = m_renderer->labelsLeftOut(); leftOut > 0)
            emit labelsLeftOut(leftOut);
        m_renderer->paintUnits(p, m_params, visible);
    } else {
        constexpr int n = ChunkCache::kChunkSize;
        const int cx0 = int(std::floor(visible.left() / n)),
                  cx1 = int(std::floor(visible.right() / n));
        const int cy0 = int(std::floor(visible.top() / n)),
                  cy1 = int(std::floor(visible.bottom() / n));
        // Chunks sit on whole pixels of the viewport so that blits are plain copies.
        const QPoint origin = off.toPoint();
        p.restore();
        p.save();
        const QRegion region = event->region();
        if (region.rectCount() > 1 && region.rectCount() <= 128) {
            // A scattered update (an overlay's changed hexes): blit only the parts of the
            // chunks inside each rectangle instead of whole chunks over the bounding box.
            const QRect sceneBox
                = QRectF(sceneToViewport({0, 0}), m_params.sceneSize).toAlignedRect();
            for (const QRect &r : region) {
                const QRect vr = r & sceneBox;
                if (vr.isEmpty())
                    continue;
                const QPoint s0 = vr.topLeft() - origin, s1 = vr.bottomRight() - origin;
                for (int cy = std::max(cy0, s0.y() / n); cy <= std::min(cy1, s1.y() / n); ++cy) {
                    for (int cx = std::max(cx0, s0.x() / n); cx <= std::min(cx1, s1.x() / n);
                         ++cx) {
                        const QRect chunkRect(origin + QPoint(cx * n, cy * n), QSize(n, n));
                        const QRect part = chunkRect & vr;
                        if (!part.isEmpty())
                            p.drawImage(part, chunk(cx, cy), part.translated(-chunkRect.topLeft()));
                    }
                }
            }
        } else {
            p.setClipRect(QRectF(sceneToViewport(visible.topLeft()), visible.size()));
            // A frame after a zoom or a long jump may need many new chunks (each takes tens of
            // milliseconds at mid zoom): it renders them only within a time budget and shows
            // the rest from the overview image, then asks for another frame to fill them in,
            // so that zooming and panning stay fluid on a large map.
            QElapsedTimer spent;
            spent.start();
            const qint64 zoomKey = ChunkCache::zoomKey(zoom());
            const double sx = m_overview.width() / m_params.sceneSize.width();
            const double sy = m_overview.height() / m_params.sceneSize.height();
            bool complete = true, refine = false;
            for (int cy = cy0; cy <= cy1; ++cy) {
                for (int cx = cx0; cx <= cx1; ++cx) {
                    const QPoint at = origin + QPoint(cx * n, cy * n);
                    const ChunkCache::Key key{zoomKey, cx, cy};
                    const QRect sceneChunk(cx * n, cy * n, n, n);
                    const bool budgetLeft = spent.elapsed() < kChunkBudgetMs;
                    if (!budgetLeft && m_backgroundLayer && m_cache.contains(key)
                        && m_backgroundLayer->hasStandIn(sceneChunk)) {
                        // Drawing it again with its background piece waits for the next frame.
                        p.drawImage(at, *m_cache.find(key));
                    } else if (m_cache.contains(key) || budgetLeft || m_overview.isNull()) {
                        p.drawImage(at, chunk(cx, cy));
                    } else {
                        complete = false;
                        refine = true;
                        p.drawImage(QRectF(at, QSizeF(n, n)), m_overview,
                                    QRectF(cx * n * sx, cy * n * sy, n * sx, n * sy));
                        continue;
                    }
                    // A stand-in whose piece the worker still makes: its repaint asks for the
                    // frame (no frames in a row until then).
                    if (m_backgroundLayer && m_backgroundLayer->hasStandIn(sceneChunk)) {
                        complete = false;
                        refine = refine || m_backgroundLayer->standInReplaceable(sceneChunk);
                    }
                }
            }
            m_lastFrameComplete = complete;
            if (refine && !m_refineQueued) {
                m_refineQueued = true;
                QTimer::singleShot(0, this, [this] {
                    m_refineQueued = false;
                    viewport()->update();
                });
            }
        }
        p.restore();
        p.save();
        p.translate(off);
    }
    if (m_backgroundLayer)
        m_backgroundLayer->paint(p, visible);
    paintSelection(p, visible);
    p.restore();
    for (const QPointer<MapOverlay> &o : std::as_const(m_underlays)) {
        if (o)
            o->paint(p, *this, event->region());
    }
    if (m_overlay)
        m_overlay->paint(p, *this, event->region());
    if (m_tool)
        m_tool->paintOverlay(p, *this);
}

void MapView::setBackgroundLayer(BackgroundLayer *layer)
{
    m_backgroundLayer = layer;
    viewport()->update();
}

void MapView::setOverlay(MapOverlay *overlay)
{
    if (m_overlay)
        disconnect(m_overlay, nullptr, this, nullptr);
    m_overlay = overlay;
    if (overlay) {
        connect(overlay, &MapOverlay::changed, this, &MapView::updateSceneRegion);
        connect(overlay, &MapOverlay::changedAll, viewport(), qOverload<>(&QWidget::update));
    }
    viewport()->update();
}

void MapView::addOverlay(MapOverlay *overlay)
{
    if (!overlay || m_underlays.contains(overlay))
        return;
    m_underlays << overlay;
    connect(overlay, &MapOverlay::changed, this, &MapView::updateSceneRegion);
    connect(overlay, &MapOverlay::changedAll, viewport(), qOverload<>(&QWidget::update));
    viewport()->update();
}

void MapView::updateSceneRegion(const QRegion &sceneRegion)
{
    if (sceneRegion.isEmpty())
        return;
    viewport()->update(sceneRegion.translated(contentOffset().toPoint()));
}

void MapView::paintSelection(QPainter &p, const QRectF &visible) const
{
    const EditorContext *context = m_context;
    if (!context || context->selection().isEmpty())
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(40, 120, 255, 70));
    for (Hex h : context->selection()) {
        if (m_params.hexBounds(h).intersects(visible))
            p.drawPolygon(m_params.polygon(h));
    }
    p.restore();
}

void MapView::invalidateBase(const QRectF &baseRect)
{
    m_cache.invalidate(baseRect);
    const QRectF scene(baseRect.topLeft() * zoom(), baseRect.size() * zoom());
    viewport()->update(QRectF(sceneToViewport(scene.topLeft()), scene.size())
                           .toAlignedRect()
                           .adjusted(-2, -2, 2, 2));
}

void MapView::onHexesChanged(const QList<Hex> &hexes)
{
    if (hexes.isEmpty() || !m_renderer)
        return;
    const RenderParams base(m_document->map().shape(), 1.0);
    QRectF bounds;
    for (Hex h : hexes) {
        bounds = bounds.united(base.hexBounds(h));
        const Offset o = m_document->map().grid().toOffset(h);
        m_overview.setPixel(o.col, o.row, m_renderer->overviewPixel(h));
    }
    // Neighbours' roads and rivers reach into a changed hex: one hex of margin.
    const double m = base.hexSize() * 2;
    invalidateBase(bounds.adjusted(-m, -m, m, m));
}

void MapView::onEdgesChanged(const QList<EdgeId> &edges)
{
    if (edges.isEmpty() || !m_renderer)
        return;
    const RenderParams base(m_document->map().shape(), 1.0);
    QRectF bounds;
    for (const EdgeId &e : edges) {
        const auto [a, b] = hexesOf(e);
        bounds = bounds.united(base.hexBounds(a)).united(base.hexBounds(b));
        for (Hex h : {a, b}) {
            if (m_document->map().contains(h)) {
                const Offset o = m_document->map().grid().toOffset(h);
                m_overview.setPixel(o.col, o.row, m_renderer->overviewPixel(h));
            }
        }
    }
    const double m = base.hexSize();
    invalidateBase(bounds.adjusted(-m, -m, m, m));
}

void MapView::wheelEvent(QWheelEvent *e)
{
    if (e->modifiers() & Qt::ShiftModifier) {
        QAbstractScrollArea::wheelEvent(e);
        return;
    }
    const int delta = e->angleDelta().y();
    if (delta == 0)
        return;
    setZoom(zoom() * std::pow(1.0015, delta), e->position());
    updateHover(e->position());
    e->accept();
}

void MapView::mousePressEvent(QMouseEvent *e)
{
    if (e->button() == Qt::MiddleButton || (e->button() == Qt::LeftButton && m_spaceDown)) {
        m_panning = true;
        m_panLast = e->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        return;
    }
    if (m_tool && m_document)
        m_tool->mousePressed(this, e, viewportToScene(e->position()));
}

void MapView::mouseMoveEvent(QMouseEvent *e)
{
    if (m_panning) {
        const QPoint d = e->position().toPoint() - m_panLast;
        m_panLast = e->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        return;
    }
    updateHover(e->position());
    if (m_tool && m_document)
        m_tool->mouseMoved(this, e, viewportToScene(e->position()));
}

void MapView::mouseReleaseEvent(QMouseEvent *e)
{
    if (m_panning) {
        m_panning = false;
        viewport()->setCursor(m_spaceDown ? QCursor(Qt::OpenHandCursor)
                              : m_tool    ? m_tool->cursor()
                                          : QCursor());
        return;
    }
    if (m_tool && m_document)
        m_tool->mouseReleased(this, e, viewportToScene(e->position()));
}

void MapView::updateHover(QPointF viewportPos)
{
    if (!m_document)
        return;
    const Hex h = m_params.hexAt(viewportToScene(viewportPos));
    std::optional<Hex> hovered;
    if (m_document->map().contains(h))
        hovered = h;
    if (hovered != m_hovered) {
        m_hovered = hovered;
        emit hoveredHexChanged(hovered);
    }
}

void MapView::leaveEvent(QEvent *e)
{
    QAbstractScrollArea::leaveEvent(e);
    if (m_tool)
        m_tool->mouseLeft(this);
    if (m_hovered) {
        m_hovered.reset();
        emit hoveredHexChanged(std::nullopt);
    }
}

void MapView::keyPressEvent(QKeyEvent *e)
{
    const int step = 64;
    switch (e->key()) {
    case Qt::Key_Space:
        if (!e->isAutoRepeat()) {
            m_spaceDown = true;
            viewport()->setCursor(Qt::OpenHandCursor);
        }
        return;
    case Qt::Key_Left:
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - step);
        return;
    case Qt::Key_Right:
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() + step);
        return;
    case Qt::Key_Up:
        verticalScrollBar()->setValue(verticalScrollBar()->value() - step);
        return;
    case Qt::Key_Down:
        verticalScrollBar()->setValue(verticalScrollBar()->value() + step);
        return;
    default:
        break;
    }
    QAbstractScrollArea::keyPressEvent(e);
}

void MapView::keyReleaseEvent(QKeyEvent *e)
{
    if (e->key() == Qt::Key_Space && !e->isAutoRepeat()) {
        m_spaceDown = false;
        viewport()->setCursor(m_tool ? m_tool->cursor() : QCursor());
        return;
    }
    QAbstractScrollArea::keyReleaseEvent(e);
}

void MapView::setEditorContext(EditorContext *context)
{
    if (m_context)
        disconnect(m_context, nullptr, this, nullptr);
    m_context = context;
    if (context)
        connect(context, &EditorContext::selectionChanged, viewport(),
                qOverload<>(&QWidget::update));
}

} // namespace hexstride
