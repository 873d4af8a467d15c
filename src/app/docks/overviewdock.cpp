#include "overviewdock.h"

#include "view/mapview.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>

namespace hexstride {

namespace {
/// Draws the view's overview image fitted into the widget and the visible rectangle on top.
class OverviewWidget : public QWidget
{
public:
    explicit OverviewWidget(MapView *view, QWidget *parent)
        : QWidget(parent)
        , m_view(view)
    {
        setMinimumSize(160, 120);
        setCursor(Qt::PointingHandCursor);
        connect(view, &MapView::visibleAreaChanged, this, qOverload<>(&QWidget::update));
    }
    QSize sizeHint() const override { return {240, 170}; }

protected:
    QRectF target() const
    {
        if (!m_view->document())
            return {};
        const RenderParams base(m_view->document()->map().shape(), 1.0);
        const QSizeF s = base.sceneSize.scaled(QSizeF(size()) - QSizeF(8, 8), Qt::KeepAspectRatio);
        return {(width() - s.width()) / 2, (height() - s.height()) / 2, s.width(), s.height()};
    }
    double scale() const
    {
        const RenderParams base(m_view->document()->map().shape(), 1.0);
        return target().width() / base.sceneSize.width();
    }
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.fillRect(rect(), palette().window());
        if (!m_view->document())
            return;
        const QRectF t = target();
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        p.drawImage(t, m_view->overviewImage());
        const double k = scale();
        const QRectF vis = m_view->visibleBaseRect();
        const QRectF r(t.left() + vis.left() * k, t.top() + vis.top() * k, vis.width() * k,
                       vis.height() * k);
        p.setPen(QPen(QColor(255, 40, 40), 2));
        p.setBrush(QColor(255, 255, 255, 40));
        p.drawRect(r.intersected(t.adjusted(-1, -1, 1, 1)));
    }
    void mousePressEvent(QMouseEvent *e) override { moveTo(e->position()); }
    void mouseMoveEvent(QMouseEvent *e) override
    {
        if (e->buttons() & Qt::LeftButton)
            moveTo(e->position());
    }
    void moveTo(QPointF pos)
    {
        if (!m_view->document())
            return;
        const QRectF t = target();
        m_view->centreOnBase((pos - t.topLeft()) / scale());
    }

private:
    MapView *m_view;
};
} // namespace

OverviewDock::OverviewDock(MapView *view, QWidget *parent)
    : QDockWidget(parent)
{
    setObjectName(QStringLiteral("overviewDock"));
    auto *w = new OverviewWidget(view, this);
    setWidget(w);
    retranslate();
    // Edits change the overview image too.
    connect(view, &MapView::zoomChanged, w, qOverload<>(&QWidget::update));
    const auto follow = [view, w] {
        if (auto *doc = view->document()) {
            connect(doc, &MapDocument::hexesChanged, w, qOverload<>(&QWidget::update),
                    Qt::UniqueConnection);
            connect(doc, &MapDocument::edgesChanged, w, qOverload<>(&QWidget::update),
                    Qt::UniqueConnection);
        }
        w->update();
    };
    connect(view, &MapView::visibleAreaChanged, w, follow);
}

void OverviewDock::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(e);
}

void OverviewDock::retranslate()
{
    setWindowTitle(tr("Overview"));
    if (widget())
        widget()->setToolTip(tr("Click or drag to move the view"));
}

} // namespace hexstride
