#pragma once

#include <QAbstractTableModel>

namespace hexstride {

class PlannerSession;

/// The plan's steps for the side panel: order, hex, cost, running total, turn and status with
/// its reason. Direction names are shown in the UI language; the order string keeps the game's.
class PlanStepsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    /// CompareCost and Difference appear only while a second profile is compared.
    enum Column {
        Order,
        HexColumn,
        Cost,
        Total,
        Turn,
        Status,
        CompareCost,
        Difference,
        ColumnCount
    };
    /// Data role: the step's explanation (for tool tips and the explanation label).
    static constexpr int ExplanationRole = Qt::UserRole + 1;

    explicit PlanStepsModel(PlannerSession *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    /// The texts the column shows whole (its header included): the table is sized from these
    /// once, not from the rows of the moment, so plotting never changes its width. Longer
    /// ones (a rest's label, a period's name) show cut, whole in the cell's tool tip.
    QStringList possibleTexts(int column) const;

private:
    PlannerSession *m_session;
};

/// The map's named plans (HexMap::plans()); names are editable (a rename is an undo command).
class PlansModel : public QAbstractListModel
{
    Q_OBJECT
public:
    explicit PlansModel(PlannerSession *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    /// Stores the session's plan under a name (replacing a plan of that name).
    void savePlan(const QString &name);
    void deletePlan(int row);
    void renamePlan(int row, const QString &name);
    /// Loads a stored plan into the session.
    void activatePlan(int row);

private:
    void watchDocument();
    PlannerSession *m_session;
};

} // namespace hexstride
