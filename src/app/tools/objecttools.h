#pragma once

#include "abstracttool.h"
#include "hex/hex.h"

#include <optional>
#include <vector>

namespace hexstride {

class MapDocument;

/// The gestures shared by tools for objects placed on hexes (labels, units): click an empty hex
/// to add one, click an object to edit it, drag it to move it, right-click it to delete it.
/// Subclasses say how to find, add, edit, move and delete their kind of object.
class PlacedObjectTool : public AbstractTool
{
    Q_OBJECT
public:
    using AbstractTool::AbstractTool;
    void mousePressed(MapView *view, QMouseEvent *e, QPointF scene) override;
    void mouseReleased(MapView *view, QMouseEvent *e, QPointF scene) override;

protected:
    /// Indices of the objects under a scene point, topmost first.
    virtual std::vector<int> objectsAt(const MapView *view, QPointF scene) const = 0;
    virtual int objectCount(const MapDocument *doc) const = 0;
    virtual void addObject(MapView *view, Hex h) = 0;
    virtual void editObject(MapView *view, int index) = 0;
    virtual void moveObject(MapDocument *doc, int index, Hex to) = 0;
    virtual void deleteObject(MapDocument *doc, int index) = 0;

private:
    std::optional<int> m_dragging;
    Hex m_pressHex;
};

/// Places, edits (click), moves (drag) and deletes (right click) text labels.
class LabelTool : public PlacedObjectTool
{
    Q_OBJECT
public:
    using PlacedObjectTool::PlacedObjectTool;
    QString id() const override { return QStringLiteral("label"); }
    QString name() const override { return tr("Label"); }
    QString toolTip() const override
    {
        return tr("Click a hex to add its label or to edit it, drag to move it, right-click "
                  "to delete it");
    }
    QIcon icon() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_L); }
    QCursor cursor() const override { return Qt::IBeamCursor; }

protected:
    std::vector<int> objectsAt(const MapView *view, QPointF scene) const override;
    int objectCount(const MapDocument *doc) const override;
    void addObject(MapView *view, Hex h) override;
    void editObject(MapView *view, int index) override;
    void moveObject(MapDocument *doc, int index, Hex to) override;
    void deleteObject(MapDocument *doc, int index) override;
};

/// Places (click on an empty hex), edits (click), moves (drag) and deletes (right click) units.
class UnitTool : public PlacedObjectTool
{
    Q_OBJECT
public:
    using PlacedObjectTool::PlacedObjectTool;
    QString id() const override { return QStringLiteral("unit"); }
    QString name() const override { return tr("Unit"); }
    QString toolTip() const override
    {
        return tr("Click a hex to place a unit, click a unit to edit it, drag to move it, "
                  "right-click to delete it");
    }
    QIcon icon() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_U); }

protected:
    std::vector<int> objectsAt(const MapView *view, QPointF scene) const override;
    int objectCount(const MapDocument *doc) const override;
    void addObject(MapView *view, Hex h) override;
    void editObject(MapView *view, int index) override;
    void moveObject(MapDocument *doc, int index, Hex to) override;
    void deleteObject(MapDocument *doc, int index) override;
};

} // namespace hexstride
