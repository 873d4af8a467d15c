#pragma once

#include <QCursor>
#include <QIcon>
#include <QKeySequence>
#include <QObject>
#include <QPointF>

class QMouseEvent;
class QPainter;
class QWidget;

namespace hexstride {

class EditorContext;
class MapView;

/// A map editing tool: gets the view's mouse events in scene coordinates, may paint a preview
/// (the brush outline, the edge under the cursor) and may offer an options widget.
class AbstractTool : public QObject
{
    Q_OBJECT
public:
    AbstractTool(EditorContext *context, QObject *parent = nullptr)
        : QObject(parent)
        , m_context(context)
    {}

    virtual QString id() const = 0;      ///< stable, for settings
    virtual QString name() const = 0;    ///< translated
    virtual QString toolTip() const = 0; ///< translated, says how to use it
    virtual QIcon icon() const = 0;
    virtual QKeySequence shortcut() const = 0;
    virtual QCursor cursor() const { return Qt::CrossCursor; }

    virtual void mousePressed(MapView *, QMouseEvent *, QPointF) {}
    virtual void mouseMoved(MapView *, QMouseEvent *, QPointF) {}
    virtual void mouseReleased(MapView *, QMouseEvent *, QPointF) {}
    virtual void mouseLeft(MapView *) {}
    virtual void deactivated() {}
    /// Paints the preview in viewport coordinates.
    virtual void paintOverlay(QPainter &, const MapView &) const {}
    /// The widget the tool options dock shows; owned by the caller. Null when none.
    virtual QWidget *createOptionsWidget(QWidget *) { return nullptr; }

signals:
    /// The preview changed; the view repaints.
    void overlayChanged();

protected:
    EditorContext *context() const { return m_context; }

private:
    EditorContext *m_context;
};

} // namespace hexstride
