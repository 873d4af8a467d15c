#pragma once

#include <QObject>
#include <QRegion>

class QPainter;

namespace hexstride {

class MapView;

/// Something drawn over the map by another part of the app (the movement planner's path and
/// reach). The view paints it after the cached chunks; the overlay says which part of the scene
/// changed so that only that part is repainted.
class MapOverlay : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    /// Paints in viewport coordinates; `dirty` is the viewport region being repainted.
    virtual void paint(QPainter &p, const MapView &view, const QRegion &dirty) const = 0;

signals:
    /// A part of the scene (pixels at the current zoom) must be repainted.
    void changed(const QRegion &sceneRegion);
    /// Everything must be repainted.
    void changedAll();
};

} // namespace hexstride
