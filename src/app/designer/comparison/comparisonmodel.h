#pragma once

#include "map/mapobjects.h"
#include "rules/ruleset.h"

#include <QAbstractTableModel>

namespace hexstride {

/// Two versions of a grid of values side by side.
struct ComparisonGrid
{
    QStringList rows, columns;
    /// [row][column] → the value on the left and on the right (empty: absent on that side).
    QList<QList<std::pair<QString, QString>>> cells;
    /// [row][column] → why a value is "not allowed" (the rule, in words), or empty.
    QList<QStringList> reasons;
    int differences() const;
};

/// Cost table `tableId` of two rulesets, rows and columns matched by id (those of one side only
/// are shown too). A cell reads "old → new": `right`'s value (the other ruleset), then `left`'s.
ComparisonGrid compareCostTables(const Ruleset &left, const Ruleset &right, const QString &tableId,
                                 const QString &language);
/// The cost of entering each terrain (rows) with no feature or one edge feature on the side
/// crossed (columns), for two unit profiles, computed by the movement engine.
ComparisonGrid compareProfiles(const std::shared_ptr<const Ruleset> &ruleset,
                               const UnitProfile &left, const UnitProfile &right,
                               const QString &language);

/// A ComparisonGrid as a table: "left" where both agree, "left → right" highlighted where not.
class ComparisonModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;
    void setGrid(ComparisonGrid grid);
    const ComparisonGrid &grid() const { return m_grid; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    ComparisonGrid m_grid;
};

} // namespace hexstride
