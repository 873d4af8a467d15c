#pragma once

// A play-by-mail game held in one folder (docs/campaign.md): the campaign file names the game,
// its players and the turn it is at; each turn has a folder with the map at its start, the
// players' packages, the orders taken in and, once resolved, the decisions and reports.
#include "rules/ruleset.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexstride {

class HexMap;

/// A campaign's movement order as campaign.json and `campaign new --movement-order` name it:
/// "map", "sides", "random", or "ruleset" (nothing: the ruleset's order).
/// Reads an id into `order` (nothing for "ruleset"); false for an unknown id.
bool campaignMovementOrderFromId(const QString &id, std::optional<MovementOrder> *order);
QString campaignMovementOrderId(const std::optional<MovementOrder> &order);

struct CampaignPlayer
{
    QString name;
    QString side;
    /// The player's armies by unit name; empty: every unit of the side no other player of the
    /// side names.
    QStringList armies;
    friend bool operator==(const CampaignPlayer &, const CampaignPlayer &) = default;
};

/// The most players a campaign has, and the most sides a turn writes reports for (resolve
/// --report-dir): three files a side, each drawn or written whole (a picture a side: 1,000
/// sides took minutes, 100 about 16 s on a loaded machine; probe 12, P09).
constexpr int kMostCampaignPlayers = 100;

struct Campaign
{
    QString id;      ///< 32 hex digits, made when the campaign is made: orders name it
    QString title;   ///< the game's name
    QString ruleset; ///< the ruleset's id, informative: the turn's map holds the ruleset used
    int turn = 1;    ///< the turn to resolve next
    /// The order units move in where the ruleset moves them one after another; nothing: the
    /// ruleset's (turns.sequence.order).
    std::optional<MovementOrder> movementOrder;
    quint32 seed = 0; ///< the draws of turn N use seed + N
    QList<CampaignPlayer> players;

    const CampaignPlayer *player(const QString &name) const;
    /// The sides of the players, each once, in the order the players are listed.
    QStringList sides() const;
    friend bool operator==(const Campaign &, const Campaign &) = default;
};

/// The campaign file's name in the folder.
QString campaignFileName();
/// "turn-003": the folder of turn `n`.
QString turnFolderName(int turn);
/// The turn whose map `path` is (DIR/turn-NNN/map.hexmap, DIR holding a campaign file), or 0.
int campaignTurnOfMap(const QString &path);

/// The first part of the campaign folder `dir` that is a symbolic link leading out of it (or
/// nowhere): campaign.json, the folders of turn `turn` and of the next turn, and every file and
/// folder inside turn `turn`'s (its map, orders, reports, players' packages). A campaign reads
/// and writes its own folder only (docs/campaign.md): a translated message naming the link and
/// where it leads, as the system resolves it (from the link's own folder), or that it leads to a
/// part of the folder that does not exist; empty when no part leads out (a link to a part of the
/// folder is allowed).
QString campaignLinkProblem(const QString &dir, int turn);

/// Reads a campaign file; nothing and an error naming `fileName` and the field otherwise
/// (translated): "campaign.json: players[1].side: expected a non-empty string".
/// Why `text` cannot be a campaign player's name or side (translated), or empty: it shows no
/// visible character, holds a line break, a bidi control or another control character (the
/// player's orders form and `campaign status` could not show it on one line), or has more than
/// 256 characters (as a unit's name or side). `campaign new` and the reader of campaign.json
/// ask the same (probe13 Q04).
QString campaignPlayerTextProblem(const QString &text);

/// Why `title` cannot title a campaign, or empty: it holds a line break, a bidi control or
/// another control character (every player's report begins with it), shows no visible
/// character, or has more than kMaxHeaderGame characters (each orders form repeats it).
/// `campaign new --title` and the reader of campaign.json ask the same (probe 15, P08).
QString campaignTitleProblem(const QString &title);

std::optional<Campaign> readCampaign(const QByteArray &bytes, const QString &fileName,
                                     QString *error);
/// The campaign file's text (JSON, keys sorted, indented).
QByteArray campaignFileBytes(const Campaign &campaign);

/// A new campaign id: 32 random hex digits.
QString newCampaignId();

/// The units of `map` that are `player`'s armies, in the map's order.
QStringList playerArmies(const Campaign &campaign, const HexMap &map, const QString &player);
/// Problems of the players against the map (translated), none when they fit: a player's army
/// that is no unit of the map or belongs to another side, one army named by two players, an
/// army no orders line can name, a player with no army at all.
QStringList campaignMapProblems(const Campaign &campaign, const HexMap &map);

} // namespace hexstride
