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

/// Reads one direction of an order list, as people write it whatever the interface language:
/// the game's name (directionName()) or its Russian letters (russianDirectionLetters()), any
/// case. The one reader of direction orders: the planner's field, orders files, --orders.
std::optional<Direction> readOrderDirection(Orientation o, QStringView token);
/// The Russian compass letters of a direction, upper case: pointy-top «СВ, В, ЮВ, ЮЗ, З, СЗ»,
/// flat-top «С, СВ, ЮВ, Ю, ЮЗ, СЗ». Fixed, not the catalogue's: an orders file written in Russian
/// is read by a referee whose interface is English.
QString russianDirectionLetters(Orientation o, Direction d);

/// The word the planner's steps table writes for a hold, in the interface language ("rest",
/// «отдых»). The order parser reads it back as the ruleset's hold, and its English and Russian
/// forms whatever the interface language (an orders file may come from a player in either).
QString holdWord();

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
/// Directions are read by readOrderDirection(): the game's names for the map orientation
/// (pointy: ne e se sw w nw; flat: n ne se s sw nw) or their Russian letters («ЮЗ», «В»), whose
/// token `text` is the game's name ("sw", "e"), so that what is stored and written stays in the
/// game's notation. The planner's field, orders files and --orders read the same. `holdTokens`
/// come from the ruleset; with any, holdWord() reads as a hold too, kept as the first token.
ParsedOrders parseOrders(const QString &text, Orientation orientation,
                         const QStringList &holdTokens);

} // namespace hexstride
