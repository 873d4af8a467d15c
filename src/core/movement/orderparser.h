#pragma once

#include "hex/hex.h"
#include "hex/orientation.h"
#include "map/mapobjects.h" // kMaxOrders

#include <QList>
#include <QStringList>

#include <optional>

namespace hexstride {

/// One order of an order list: a direction, a hold ("h", a day of rest) or a destination (a
/// hex label: the unit goes there whatever lies between, parseUnitOrders()).
struct OrderToken
{
    QString text;     ///< as written
    int position = 0; ///< 1-based character position in the order string
    bool hold = false;
    Direction direction = -1;
    std::optional<Hex> destination;
    friend bool operator==(const OrderToken &, const OrderToken &) = default;
};

} // namespace hexstride
Q_DECLARE_TYPEINFO(hexstride::OrderToken, Q_RELOCATABLE_TYPE);
namespace hexstride {

/// The parsed order list, or an error naming the offending token and its position.
struct ParsedOrders
{
    QList<OrderToken> tokens;
    QString error; ///< translated; empty on success
    int errorPosition = 0;
    QString errorToken;
};

/// Parses "nw, nw, e, h": tokens separated by commas and/or spaces, case-insensitive; more
/// than kMaxOrders tokens is an error naming the first token past the cap.
/// Direction names follow the map orientation (pointy: ne e se sw w nw; flat: n ne se s sw nw);
/// `holdTokens` come from the ruleset.
ParsedOrders parseOrders(const QString &text, Orientation orientation,
                         const QStringList &holdTokens);

/// The same for orders a player types in the interface: the direction names the interface
/// shows (localizedDirectionName(), «ЮЗ», «В» in Russian) are accepted too, and such a token's
/// `text` is the game's name ("sw", "e"), so that what is stored and copied stays in the game's
/// notation. Files are read with parseOrders().
ParsedOrders parseTypedOrders(const QString &text, Orientation orientation,
                              const QStringList &holdTokens);

} // namespace hexstride
