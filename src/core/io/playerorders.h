#pragma once

#include "campaign/ordersheader.h"
#include "map/mapobjects.h"

#include <QStringList>

#include <optional>

namespace hexstride {

class HexMap;
class MovementRules;

/// A player's orders file read for the planner: its header, and each line as the plan of a unit
/// of the map (docs/orders-format.md, the lines read by readTurnOrders()).
struct PlayerOrdersRead
{
    std::optional<OrdersHeader> header;
    /// One per line, in the file's order: name and unit are the army's, orders may be empty.
    QList<MovementPlan> plans;
    /// "FILE:LINE: message" (translated); when there is one, `plans` is empty.
    QStringList errors;
};

/// The header's problems as "FILE:LINE: message"; none for a file without a header.
QStringList playerOrdersHeaderErrors(const QString &text, const QString &fileName);

/// Reads a player's orders file against the map it was planned on. Every line must name an army
/// of the map (a player gives orders to their own armies), of the header's side when it has
/// one. Nothing is read when anything is wrong: the errors name each bad line.
PlayerOrdersRead readPlayerOrders(const MovementRules &rules, const HexMap &map,
                                  const QString &text, const QString &fileName);

/// The orders of a plan to submit this turn, in the game's notation: the first turn's where the
/// ruleset takes one order list per turn, else the whole list (the planner's Copy gives the
/// same: PlannerSession::ordersThisTurn()).
QString planOrdersThisTurn(const MovementRules &rules, const HexMap &map, const MovementPlan &plan);

/// What playerOrdersText() wrote, or why it could not.
struct PlayerOrdersText
{
    QString text;
    QString error;            ///< translated; empty on success
    int armies = 0;           ///< lines written: every army of the side
    int armiesWithOrders = 0; ///< of them, those given orders (the others stand)
};

/// A player's orders file: the header, then one line per army of `side` on the map (in the map's
/// order), with this turn's orders of its plan (the plan whose unit is the army; none: empty
/// orders), a start only where the plan starts off the army's hex and unit options only where
/// the plan's profile differs from the army's.
/// `armies`, when given, limits the lines to those armies (a campaign player's orders form).
/// With a campaign in the header, a plan that starts off its army's hex is refused (the
/// campaign takes no other start).
PlayerOrdersText playerOrdersText(const MovementRules &rules, const HexMap &map,
                                  const OrdersHeader &header, const QStringList &armies = {});

/// The SHA-256 of a file's bytes as lower-case hex digits (the header's map-sha256); empty and
/// a message when it cannot be read.
QString fileSha256(const QString &path, QString *error);

} // namespace hexstride
