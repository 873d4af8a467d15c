#pragma once

// The header of a player's orders file: who sends it, for which game, turn and map
// (docs/campaign.md). It is the file's leading comment lines, so a reader that knows nothing of
// campaigns (`orders`, `resolve`) skips it as comments:
//
//   # Hexstride orders 1
//   # campaign: 7c1e…            the campaign's id
//   # game: The War of the Ring  its title (informative)
//   # player: Elrond
//   # side: Free
//   # turn: 3
//   # map: map.hexmap            the map the orders were planned on, a file name beside this one
//   # map-sha256: 9f86…          that map's digest at the start of the turn
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexstride {

struct OrdersHeader
{
    QString campaign; ///< the campaign's id
    QString game;     ///< the campaign's title, informative (not compared; checked as one line)
    QString player;
    QString side;
    int turn = 0;
    QString map;       ///< a plain file name in the orders file's folder
    QString mapSha256; ///< lower-case hex digits

    friend bool operator==(const OrdersHeader &, const OrdersHeader &) = default;
};

/// A problem with a header line: its number (1-based) and the message (translated).
struct OrdersHeaderError
{
    int line = 0;
    QString message;
};

/// What readOrdersHeader() found: no header (a plain orders file), a header, or an error.
struct OrdersHeaderRead
{
    std::optional<OrdersHeader> header;
    QList<OrdersHeaderError> errors;
    int firstLine = 0;             ///< the line of "# Hexstride orders N" (0: no header)
    QHash<QString, int> fieldLine; ///< the line of each field given ("player" → 3)
};

/// Reads the header at the start of an orders file's text. A file whose first non-blank line is
/// not "# Hexstride orders N" has none. Known keys are checked (a turn is a whole number from 1,
/// a map is a plain file name, a digest is 64 hex digits, a key given twice is an error); other
/// comment lines in the header are comments. A version above 1 is an error.
OrdersHeaderRead readOrdersHeader(const QString &text);

/// The header as the lines that begin an orders file (each ending in "\n"); fields left empty
/// are not written. Values are written on one line: line breaks in them become spaces.
QString ordersHeaderText(const OrdersHeader &header);

/// The longest map name a header may give, in characters (the app writes the map's own file
/// name; a name is shown back in messages and reports).
constexpr qsizetype kMaxHeaderMapName = 100;

/// The longest game title a header may give, in characters (a campaign's title is at most as
/// long: `campaign new --title`).
constexpr qsizetype kMaxHeaderGame = 200;

/// The characters the limits on a campaign's title and its players' names and sides count:
/// Unicode code points, so "𝕏" (two UTF-16 units) is one, as the messages say (probe14 Q07).
/// A lone surrogate counts one.
qsizetype campaignTextLength(QStringView text);

/// Whether `name` may be the map of a header: a file name with no folder, not "." or "..",
/// at most kMaxHeaderMapName characters, without control, format or line-separator characters,
/// and without the characters no portable file name holds and markup is made of
/// (`< > " | ? *`).
bool isPlainFileName(const QString &name);

} // namespace hexstride
