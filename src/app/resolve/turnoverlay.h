#pragma once

#include "turnreplay.h"
#include "view/mapoverlay.h"

#include <QColor>
#include <QPointer>

namespace hexstride {

class MapView;

/// Draws a resolved turn over the map: every unit's path at once, coloured by its side, up to
/// the replay's frame; contested hexes outlined with who stopped where. Hovering a contested
/// hex shows how it was decided and by which rule.
class TurnOverlay : public MapOverlay
{
    Q_OBJECT
public:
    TurnOverlay(MapView *view, QObject *parent = nullptr);

    /// Shows a turn (nothing while `shown` is false), drawn up to `frame` of `replay`.
    void setTurn(const TurnResolution &turn, const TurnReplay &replay);
    void setFrame(int frame);
    void setShown(bool shown);
    bool isShown() const { return m_shown; }

    /// The colour of a side: the same for a side in the table and on the map.
    QColor sideColour(const QString &side) const;
    /// The tool tip over a hex: every conflict and decision there, with its rule.
    QString toolTipAt(Hex h) const;
    /// The names the last paint wrote in badges (a unit the map shows where it stands has none).
    QStringList badgesDrawn() const { return m_badges; }

    void paint(QPainter &p, const MapView &view, const QRegion &dirty) const override;

protected:
    bool eventFilter(QObject *watched, QEvent *e) override;

private:
    QPointer<MapView> m_view;
    TurnResolution m_turn;
    TurnReplay m_replay;
    QStringList m_sides; ///< in order of first appearance: the palette's order
    int m_frame = 0;
    bool m_shown = false;
    mutable QStringList m_badges;
};

} // namespace hexstride
