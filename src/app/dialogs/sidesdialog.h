#pragma once

#include "map/hexmap.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QTableWidget;

namespace hexstride {

class OwnerBox;
struct MapStyle;

/// Map ▸ Sides…: how each side of the map regards each other side (friendly, tolerant or
/// hostile), one row per ordered pair, and the owned hexes (hex, features, owner) with their
/// owner changed or removed. The sides listed are those of the map's units, and any the table
/// or the hex owners already name.
class SidesDialog : public QDialog
{
    Q_OBJECT
public:
    /// `style` names the hexes' features (none: the features column stays empty).
    explicit SidesDialog(const HexMap &map, QWidget *parent = nullptr,
                         const MapStyle *style = nullptr);

    /// The sides every row is about, sorted.
    static QStringList sidesOf(const HexMap &map);
    /// The map's sides data with the relations and owners as chosen.
    MapSides sides() const;
    /// The choice for (side, toward), for tests; null when the pair has no row.
    QComboBox *relationBox(const QString &side, const QString &toward) const;
    /// The owner choice of hex `h`, for tests; null when the hex has no row (any more).
    OwnerBox *ownerBox(Hex h) const;
    QTableWidget *ownersTable() const { return m_owners; }

private:
    void addRelations(QLayout *layout, const QStringList &sides);
    void addOwners(QLayout *layout, const HexMap &map, const QStringList &sides,
                   const MapStyle *style);
    void removeSelectedOwners();
    /// Shows the first owner that could not be saved and loaded again; OK only without one.
    void checkOwners();

    QStringList m_offeredSides; ///< sidesOf the map
    MapSides m_sides;
    QTableWidget *m_table;
    QList<std::pair<QString, QString>> m_pairs; ///< per row: (side, toward)
    QTableWidget *m_owners;
    QList<Hex> m_ownerHexes; ///< per row of m_owners
    QLabel *m_ownerProblem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace hexstride
