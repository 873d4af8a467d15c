#pragma once

#include "map/hexmap.h"

#include <QDialog>

class QComboBox;
class QTableWidget;

namespace hexstride {

/// Map ▸ Sides…: how each side of the map regards each other side (friendly, tolerant or
/// hostile), one row per ordered pair. The sides listed are those of the map's units, and any
/// the table or the hex owners already name. The owners themselves are kept as they are.
class SidesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SidesDialog(const HexMap &map, QWidget *parent = nullptr);

    /// The sides every row is about, sorted.
    static QStringList sidesOf(const HexMap &map);
    /// The map's sides data with the relations as chosen.
    MapSides sides() const;
    /// The choice for (side, toward), for tests; null when the pair has no row.
    QComboBox *relationBox(const QString &side, const QString &toward) const;

private:
    MapSides m_sides;
    QTableWidget *m_table;
    QList<std::pair<QString, QString>> m_pairs; ///< per row: (side, toward)
};

} // namespace hexstride
