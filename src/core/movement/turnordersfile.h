#pragma once

#include "io/safefile.h"
#include "turnresolver.h"

#include <QSet>

#include <functional>
#include <optional>

namespace hexstride {

/// The candidate nearest to `name` (fewest letters to change, case aside); empty when there are
/// none. For "did you mean" in messages.
QString nearestName(const QString &name, const QStringList &candidates);

/// One line of an orders file, split into its four fields (docs/orders-format.md), with the
/// column where the order string starts.
struct OrdersFileLine
{
    int number = 0;
    QString name, start, options, orders;
    int ordersColumn = 1; ///< 1-based column of the order string's first character
};

/// Why an orders line cannot name a unit of this name (translated), or empty when it can: a
/// blank name, spaces at either end (the line's fields are trimmed), "|", a line break or
/// another control character, a "#" first (the line would be a comment).
QString ordersLineNameProblem(const QString &name);

/// Splits a line "NAME | START | OPTIONS | ORDERS"; nothing and a message (translated) when it
/// has not four fields or no name.
std::optional<OrdersFileLine> splitOrdersLine(const QString &line, int number, QString *error);

/// A bad line of an orders file: its number, the column of a bad order token (0: the line) and
/// the message (translated, naming the army).
struct OrdersFileError
{
    int line = 0;
    int column = 0;
    QString message;
};

/// "FILE:LINE: message", or "FILE:LINE:COLUMN: message" for a bad order token: the place the way
/// compilers name it, so that editors can jump there (`orders` and `resolve` print it).
QString ordersFileErrorText(const QString &fileName, const OrdersFileError &error);

/// "FILE:LINE:COLUMN: the text is not valid UTF-8" at the first byte of `bytes` that is not
/// (probe13 Q02: such bytes became U+FFFD without a word); UTF-16 text is named so first
/// (utf16LineColumn); or empty. Every reader of an orders
/// file asks this before it decodes the bytes, as the map and JSON readers refuse them.
QString ordersFileUtf8Problem(const QString &fileName, const QByteArray &bytes);

/// An orders file's text, read as every surface reads one (the CLI's `orders`, `resolve` and
/// `campaign submit`, the app's Open Orders, Resolve Turn and Campaign panel, a campaign's
/// turn): at most safefile::kMaxOrdersBytes, and valid UTF-8 (ordersFileUtf8Problem). Nothing,
/// with the message naming `path` in `error`, when it cannot be read or is not UTF-8.
std::optional<QString> readOrdersFileText(const QString &path, QString &error,
                                          safefile::NamedBy namedBy = safefile::NamedBy::User);

/// A turn's orders read from an orders file, in the file's order.
struct TurnOrdersFile
{
    QList<TurnOrders> orders;
    QList<int> lines; ///< the line of each order
    QList<OrdersFileError> errors;
};

/// Reads a whole turn's orders (`orders` checks them, `resolve` moves them: one reader). A line
/// whose NAME is a unit of the map takes its side, troop figures, profile and (when START is
/// empty) hex from the map; OPTIONS may also give `side=` and `figures=` (and override profile
/// options). Where the map has units every line must name one of them (else the error suggests
/// the nearest name); on a map without units each line is an army of its own with its START.
/// An army given orders on a second line is an error there. Bad lines are listed and skipped.
/// Whether an orders line may declare an army the map does not hold (with side=): a referee's
/// file may; a campaign player's may not (the referee adds armies).
enum class OrdersArmies { MapOrOwn, MapOnly };

/// What a campaign player may name in their orders (`campaign submit`, the app's Take In): a
/// refusal goes back to the player, so it must not depend on units they were not shown
/// (docs/campaign.md, probe16 Q05).
struct OrdersPlayerView
{
    QString side; ///< the player's side
    /// The units of the player's side (a package shows every one): the armies joins= may name.
    QSet<QString> sideArmies;
    /// The whole refusal of a line naming `army` (asked first, before its options), or empty
    /// when the player may give that army orders: the same answer for an enemy's army and a
    /// name no unit has.
    std::function<QString(const QString &army)> refuseArmy;
};

/// `player`: the reader of a campaign player's file (their names and joins= are checked against
/// what they were shown, with MapOnly); none: a referee's file, every unit of the map.
TurnOrdersFile readTurnOrders(const MovementRules &rules, const HexMap &map, const QString &text,
                              OrdersArmies armies = OrdersArmies::MapOrOwn,
                              const OrdersPlayerView *player = nullptr);

} // namespace hexstride
