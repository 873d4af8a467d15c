#pragma once

#include "map/hexmap.h"

#include <QDialog>

namespace hexstride {

class OwnerBox;

/// Map ▸ Hex Owner…: the side that owns the population centre and fortification of one hex or
/// of every selected hex (a pbm-strategic fortified centre stops the armies its owner does not
/// let pass). Offers the map's sides, nobody, or a new side's name.
class HexOwnerDialog : public QDialog
{
    Q_OBJECT
public:
    HexOwnerDialog(const HexMap &map, const QList<Hex> &hexes, QWidget *parent = nullptr);

    /// The map's sides data with the chosen owner on every hex.
    MapSides sides() const;
    OwnerBox *ownerBox() const { return m_owner; }

private:
    MapSides m_sides;
    QList<Hex> m_hexes;
    OwnerBox *m_owner;
};

} // namespace hexstride
