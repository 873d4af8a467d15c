#pragma once

#include "campaign/ordersheader.h"
#include "map/mapobjects.h"

#include <QAbstractListModel>
#include <QPointer>

#include <optional>

namespace hexstride {

class MapDocument;
class PlannerSession;

/// The player's armies while planning a turn's orders (File ▸ Open Orders, Export Orders): the
/// units of the player's side, each with the orders its plan gives this turn or none yet. Picking
/// one keeps the plan of the army planned before it as that army's plan in the map (the map's
/// plans[] with `unit` set), then selects the army with its own plan. Also holds what an orders
/// file said about the map (its header) and the digest of the map's file as it was opened; both
/// are forgotten when another map is opened.
class PlayerArmies : public QAbstractListModel
{
    Q_OBJECT
public:
    explicit PlayerArmies(PlannerSession *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    /// The player's side; empty: no player's orders (the list is hidden).
    const QString &side() const { return m_side; }
    void setSide(const QString &side);
    /// The header of the orders file opened for this map, kept as read for Export Orders.
    const std::optional<OrdersHeader> &header() const { return m_header; }
    /// Whether the orders are a player's for a turn of a campaign (the header names both): the
    /// map is the turn package's, which is never sent back.
    bool isCampaignTurn() const
    {
        return m_header && !m_header->player.isEmpty() && m_header->turn > 0;
    }
    /// The orders file that was opened or written last ("" before).
    const QString &ordersFile() const { return m_ordersFile; }
    /// `names`: the armies the file gave orders to (a campaign's player may have only some of
    /// the side's); empty: every army of the side.
    void setOrders(const std::optional<OrdersHeader> &header, const QString &file,
                   const QStringList &names = {});
    /// The armies of the orders file opened last; empty: every army of the side.
    const QStringList &orderedArmies() const { return m_names; }
    void setOrdersFile(const QString &file) { m_ordersFile = file; }
    /// SHA-256 of the map's file when it was opened (the header's map-sha256 for a plain map).
    const QString &mapSha256() const { return m_mapSha256; }
    void setMapSha256(const QString &digest) { m_mapSha256 = digest; }

    /// The army's name on `row`.
    QString armyName(int row) const;
    /// Keeps the session's plan as its army's plan (one undo step) when the army is one of the
    /// player's and the plan is not already the stored one.
    void keepCurrentPlan();
    /// The map's plans with the session's plan kept in them, as keepCurrentPlan() would make
    /// them for the player of `side`: what an export writes before anything is kept (a
    /// cancelled export changes nothing: walk17 X01).
    QList<MovementPlan> plansKeepingCurrent(const QString &side) const;
    /// Whether the plan on screen is one of the player's armies' and not yet kept in the map:
    /// work that Save must keep (keepCurrentPlan()) and quitting must ask about.
    bool hasUnkeptPlan() const { return unkeptPlan().has_value(); }
    /// The map's plans as they are now are kept in the orders file just opened or exported:
    /// until the map changes again, losing them from the map loses nothing.
    void markKeptInOrdersFile();
    /// Whether closing the map would lose work: a plan not kept yet, or changes of the map since
    /// it was saved, unless they are only plans an orders file keeps (markKeptInOrdersFile()).
    bool hasWorkAtStake() const;
    /// Keeps the current plan, then plans the army on `row` from its own plan (or none).
    void activate(int row);
    /// Plans the army on `row` from its own plan, leaving the plan on screen as it was read.
    void show(int row);

signals:
    void sideChanged();

private:
    void watchDocument();
    QList<const MapUnit *> armies() const { return armiesOf(m_side); }
    QList<const MapUnit *> armiesOf(const QString &side) const;
    const MovementPlan *planOf(const QString &army) const;
    std::optional<MovementPlan> unkeptPlan() const { return unkeptPlanOf(m_side); }
    std::optional<MovementPlan> unkeptPlanOf(const QString &side) const;
    /// The map's plans with `plan` in its army's place (or added).
    QList<MovementPlan> plansWith(const MovementPlan &plan) const;
    /// Whether every change of the map since it was saved is a change of its plans.
    bool onlyPlansChangedSinceSave() const;

    PlannerSession *m_session;
    QPointer<MapDocument> m_document;
    QString m_side;
    std::optional<OrdersHeader> m_header;
    QString m_ordersFile;
    QStringList m_names;
    QString m_mapSha256;
    int m_keptIndex = -1; ///< the map's undo index when an orders file kept its plans
};

} // namespace hexstride
