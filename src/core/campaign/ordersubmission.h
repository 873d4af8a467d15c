#pragma once

// The referee's check of a player's orders file against the campaign (`hexstride-cli campaign
// submit`, and the same check a player runs before sending it with --check).
#include "campaign.h"
#include "ordersheader.h"

#include "movement/turnresolver.h"

#include <QHash>

namespace hexstride {

class MovementRules;

/// A player's orders file as the campaign takes it in.
struct OrdersSubmission
{
    OrdersHeader header;
    QList<TurnOrders> orders;
    QStringList errors; ///< "FILE:LINE: message" (translated); the file is refused when any
    bool ok() const { return errors.isEmpty(); }
};

/// Checks a player's orders file for the campaign's current turn, on `map` (the turn's map):
/// a header naming this campaign, a player of it, that player's side, this turn and (when it
/// gives one) the digest of the map the campaign sent that player (`packageDigests`: player →
/// digest); then every line with the one reader of orders files, each naming one of the
/// player's armies (an army of another player or side, a name that is no army, and a second
/// line for an army are errors naming file and line). `campaignDir` names an untitled campaign
/// in the messages ("not for the campaign in K", probe14 Q08).
OrdersSubmission checkOrdersSubmission(const Campaign &campaign, const HexMap &map,
                                       const MovementRules &rules,
                                       const QHash<QString, QString> &packageDigests,
                                       const QString &fileName, const QString &text,
                                       const QString &campaignDir = {});

} // namespace hexstride
