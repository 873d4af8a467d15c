#pragma once

#include "chunkcache.h"
#include "hex/edgepicker.h"
#include "mapdocument.h"
#include "tools/abstracttool.h"
#include "tools/editorcontext.h"
#include "view/mapoverlay.h"
#include "view/mapstyle.h"
#include "view/renderparams.h"

#include <QAbstractScrollArea>
#include <QPointer>
#include <memory>
#include <variant>

namespace hexstride {

class BackgroundLayer;
class MapRenderer;

/// The map canvas. Paints only the visible part: terrain and edges come from an LRU cache of
/// 512 px chunks rendered on demand, labels and units are drawn live from an R-tree query, and
/// when hexes get smaller than a few pixels a one-pixel-per-hex overview image stands in.
/// Zoom follows the wheel around the cursor; panning by middle drag, space + drag, scroll bars
/// and arrow keys. Left and right mouse buttons go to the current tool.
class MapView : public QAbstractScrollArea
{
    Q_OBJECT
public:
    static constexpr double kMinZoom = 0.02;
    static constexpr double kMaxZoom = 8.0;

    explicit MapView(QWidget *parent = nullptr);
    ~MapView() override;

    void setDocument(MapDocument *document, const MapStyle &style);
    MapDocument *document() const { return m_document; }
    const MapStyle &style() const { return m_style; }
    const RenderParams &params() const { return m_params; }
    const QImage &overviewImage() const { return m_overview; }
    ChunkCache &chunkCache() { return m_cache; }
    /// False when the last frame showed placeholders for chunks not rendered yet (they follow
    /// in the next frames, see paintEvent).
    bool lastFrameComplete() const { return m_lastFrameComplete; }
    /// Time a frame may spend rendering new chunks before the rest wait for the next frames.
    static constexpr int kChunkBudgetMs = 12;

    /// The selection shown comes from here.
    void setEditorContext(EditorContext *context);
    void setTool(AbstractTool *tool);
    AbstractTool *tool() const { return m_tool; }
    /// An overlay painted above the map (not owned); its changed() signal repaints its region.
    void setOverlay(MapOverlay *overlay);
    MapOverlay *overlay() const { return m_overlay; }
    /// A further overlay (not owned), painted under the one of setOverlay(), in the order added.
    void addOverlay(MapOverlay *overlay);
    /// The background image shown through the map (not owned; null: none).
    void setBackgroundLayer(BackgroundLayer *layer);
    /// Repaints a region given in scene pixels (at the current zoom).
    void updateSceneRegion(const QRegion &sceneRegion);

    double zoom() const { return m_params.zoom; }
    /// Zooms keeping the scene point under `anchor` (viewport pixels) in place.
    void setZoom(double zoom, QPointF anchor);
    void setZoom(double zoom);
    void zoomIn();
    void zoomOut();
    void zoomToFit();
    void resetZoom() { setZoom(1.0); }
    /// Hex numbers at every zoom the grid shows (View ▸ Hex Numbers), not only zoomed in.
    void setHexNumbers(bool on);
    bool hexNumbers() const { return m_hexNumbers; }
    /// The side whose counters lie on top of stacks (RenderParams::frontSide).
    void setFrontSide(const QString &side);

    QPointF viewportToScene(QPointF p) const;
    QPointF sceneToViewport(QPointF p) const;
    QRectF visibleSceneRect() const;
    /// The visible area in 100 % scene coordinates (for the overview dock).
    QRectF visibleBaseRect() const;
    /// Scrolls so that the 100 % scene point is at the centre of the viewport.
    void centreOnBase(QPointF base);
    /// Scrolls so that the scene point is at `at` in the viewport, as near as scrolling allows.
    void placeSceneAt(QPointF scene, QPointF at);
    void centreOn(Hex h);
    /// Scrolls as little as it takes to show the hex whole with `margin` viewport pixels
    /// around it (as far as the viewport allows); nothing when it already is.
    void ensureVisible(Hex h, int margin);
    /// Where the mouse is, if it is over the map.
    std::optional<Hex> hoveredHex() const { return m_hovered; }
    /// The units under a viewport point (indices into the map's list), nearest first. (Labels
    /// are picked by their hex: LabelTool.)
    std::vector<int> unitsAt(QPointF scene) const;
    /// The units whose counter or name may reach into a scene rectangle (from the view's unit
    /// index: a frame never walks every unit of a large map), and the stack depth each is drawn at.
    std::vector<int> unitsIn(const QRectF &scene) const;
    int unitDepth(int unit) const;
    /// Whether the unit's name is drawn at this zoom (MapRenderer::unitNameShown).
    bool unitNameShown(int unit) const;

    /// Renders the scene rectangle into a painter at this view's zoom (no overlays).
    void renderScene(QPainter &p, const QRectF &scene);

signals:
    void zoomChanged(double zoom);
    void toolChanged(hexstride::AbstractTool *tool);
    void hoveredHexChanged(std::optional<hexstride::Hex> hex);
    void visibleAreaChanged(const QRectF &baseRect);
    /// A picture of the map (a chunk, or the whole map zoomed out) was drawn without `count`
    /// labels piled on one another past MapRenderer::kLabelInkPerPicture (the CLI's render
    /// warns of the same on standard error).
    void labelsLeftOut(int count);

protected:
    void paintEvent(QPaintEvent *) override;
    void resizeEvent(QResizeEvent *) override;
    void scrollContentsBy(int dx, int dy) override;
    void wheelEvent(QWheelEvent *) override;
    void mousePressEvent(QMouseEvent *) override;
    void mouseMoveEvent(QMouseEvent *) override;
    void mouseReleaseEvent(QMouseEvent *) override;
    void keyPressEvent(QKeyEvent *) override;
    void keyReleaseEvent(QKeyEvent *) override;
    void leaveEvent(QEvent *) override;

private:
    void rebuildAll();
    void updateScrollBars();
    void invalidateBase(const QRectF &baseRect);
    void onHexesChanged(const QList<Hex> &hexes);
    void onEdgesChanged(const QList<EdgeId> &edges);
    void rebuildHitIndex();
    const QImage &chunk(int cx, int cy);
    QPointF contentOffset() const;
    void updateHover(QPointF viewportPos);
    void paintSelection(QPainter &p, const QRectF &visible) const;

    QPointer<MapDocument> m_document;
    MapStyle m_style;
    RenderParams m_params;
    std::unique_ptr<MapRenderer> m_renderer;
    ChunkCache m_cache;
    QImage m_overview;
    HitIndex m_labelIndex; // 100 % scene coordinates
    HitIndex m_unitIndex;
    std::vector<int> m_unitDepths; ///< objectlayout::stackDepths() of the map's units
    bool m_hexNumbers = false;
    QString m_frontSide;
    /// A label or unit as last drawn: its extent (100 % scene) and what it shows there, so that
    /// a unit that only changes side (colour) or figures is drawn again too (walk14 #1).
    struct DrawnObject
    {
        QRectF box;
        std::variant<MapLabel, MapUnit> what;
        friend bool operator==(const DrawnObject &, const DrawnObject &) = default;
    };
    QList<DrawnObject> m_drawnObjects;
    QPointer<AbstractTool> m_tool;
    QPointer<MapOverlay> m_overlay;
    QList<QPointer<MapOverlay>> m_underlays;
    QPointer<EditorContext> m_context;
    QPointer<BackgroundLayer> m_backgroundLayer;
    std::optional<Hex> m_hovered;
    bool m_fitPending = false; // fit once the viewport has its real size
    bool m_lastFrameComplete = true;
    bool m_refineQueued = false;
    bool m_spaceDown = false;
    bool m_panning = false;
    QPoint m_panLast;

    friend class MapViewTestAccess;
};

} // namespace hexstride
