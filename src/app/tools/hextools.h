#pragma once

#include "hexstroketool.h"

namespace hexstride {

/// Paints the palette's terrain with a brush of the chosen radius.
class TerrainBrushTool : public HexStrokeTool
{
    Q_OBJECT
public:
    using HexStrokeTool::HexStrokeTool;
    QString id() const override { return QStringLiteral("terrain-brush"); }
    QString name() const override { return tr("Terrain Brush"); }
    QString toolTip() const override
    {
        return tr("Paint terrain; drag to paint a stroke ([ and ] change the brush size)");
    }
    QIcon icon() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_B); }
    QWidget *createOptionsWidget(QWidget *parent) override;

protected:
    void apply(const QList<Hex> &hexes, int strokeId, bool erase) override;
};

/// Raises, lowers or sets the elevation of hexes under the brush.
class ElevationTool : public HexStrokeTool
{
    Q_OBJECT
public:
    using HexStrokeTool::HexStrokeTool;
    QString id() const override { return QStringLiteral("elevation"); }
    QString name() const override { return tr("Elevation"); }
    QString toolTip() const override
    {
        return tr("Raise, lower or set the elevation; right button does the opposite");
    }
    QIcon icon() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_H); }
    QWidget *createOptionsWidget(QWidget *parent) override;

protected:
    void apply(const QList<Hex> &hexes, int strokeId, bool erase) override;
};

/// Places the palette's hex feature (town, castle...); the right button removes the features
/// of the hex under the pointer, Shift the palette's one.
class HexFeatureTool : public HexStrokeTool
{
    Q_OBJECT
public:
    using HexStrokeTool::HexStrokeTool;
    QString id() const override { return QStringLiteral("hex-feature"); }
    QString name() const override { return tr("Hex Feature"); }
    QString toolTip() const override
    {
        return tr("Place the chosen hex feature; the right button removes the hex's features, "
                  "Shift only the chosen one");
    }
    QIcon icon() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_T); }

protected:
    void apply(const QList<Hex> &hexes, int strokeId, bool erase) override;
    int radius() const override { return 0; }
};

/// Fills the connected area of one terrain with the palette's terrain.
class FloodFillTool : public AbstractTool
{
    Q_OBJECT
public:
    using AbstractTool::AbstractTool;
    QString id() const override { return QStringLiteral("flood-fill"); }
    QString name() const override { return tr("Flood Fill"); }
    QString toolTip() const override { return tr("Fill the connected area of one terrain"); }
    QIcon icon() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_F); }
    void mousePressed(MapView *view, QMouseEvent *e, QPointF scene) override;
};

} // namespace hexstride
