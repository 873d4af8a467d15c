#pragma once

#include "abstracttool.h"
#include "hex/hex.h"

#include <optional>

namespace hexstride {

/// Places, edits (click), moves (drag) and deletes (right click) text labels.
class LabelTool : public AbstractTool
{
    Q_OBJECT
public:
    using AbstractTool::AbstractTool;
    QString id() const override { return QStringLiteral("label"); }
    QString name() const override { return tr("Label"); }
    QString toolTip() const override
    {
        return tr("Click a hex to add a label, click a label to edit it, drag to move it, "
                  "right-click to delete it");
    }
    QIcon icon() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_L); }
    QCursor cursor() const override { return Qt::IBeamCursor; }
    void mousePressed(MapView *view, QMouseEvent *e, QPointF scene) override;
    void mouseReleased(MapView *view, QMouseEvent *e, QPointF scene) override;

private:
    std::optional<int> m_dragging;
    Hex m_pressHex;
};

/// Places (click on an empty hex), edits (click), moves (drag) and deletes (right click) units.
class UnitTool : public AbstractTool
{
    Q_OBJECT
public:
    using AbstractTool::AbstractTool;
    QString id() const override { return QStringLiteral("unit"); }
    QString name() const override { return tr("Unit"); }
    QString toolTip() const override
    {
        return tr("Click a hex to place a unit, click a unit to edit it, drag to move it, "
                  "right-click to delete it");
    }
    QIcon icon() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_U); }
    void mousePressed(MapView *view, QMouseEvent *e, QPointF scene) override;
    void mouseReleased(MapView *view, QMouseEvent *e, QPointF scene) override;

private:
    std::optional<int> m_dragging;
    Hex m_pressHex;
};

} // namespace hexstride
