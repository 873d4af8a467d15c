#pragma once

// A campaign's turns on disk (docs/campaign.md): making a campaign, taking in a player's orders,
// resolving a turn into its reports and the next turn's packages. Every write is all or nothing
// (writeTurnOutputs). Used by `hexstride-cli campaign`.
#include "campaign/campaign.h"
#include "campaign/ordersubmission.h"

#include "io/customruleset.h"
#include "map/hexmap.h"

#include <QHash>

#include <optional>

namespace hexstride {

class RulesetLibrary;

/// A campaign folder read from disk: the campaign and the current turn's map with its ruleset.
struct CampaignFolder
{
    QString dir;
    Campaign campaign;
    std::optional<HexMap> map; ///< the current turn's map (turn-NNN/map.hexmap)
    MapRulesetRef customRuleset;
    QString rulesetError; ///< set when the map's ruleset did not load
};

/// Reads DIR/campaign.json and the current turn's map; nothing and the error (translated, naming
/// the file and the field) when either cannot be read or the players do not fit the map.
std::optional<CampaignFolder> openCampaignFolder(const QString &dir, QString *error);

/// What `campaign new` is given.
struct NewCampaign
{
    QString dir; ///< must not exist, or be an empty folder
    QString title;
    QList<CampaignPlayer> players;
    std::optional<MovementOrder> movementOrder; ///< nothing: the ruleset's
    std::optional<quint32> seed;                ///< default: drawn
};

/// Makes a campaign from a map: campaign.json, turn-001/map.hexmap (the map with its ruleset
/// embedded, no plans, no background) and each player's package. Returns an empty string or the
/// error (translated).
QString makeCampaign(const NewCampaign &request, const HexMap &map, const MapRulesetRef &custom,
                     const QString &mapPath, const RulesetLibrary &library,
                     const QString &language);

/// How the units of the current turn move, for the referee (turnMovementText() with the
/// folder's ruleset).
QString campaignMovementText(const CampaignFolder &folder, const RulesetLibrary &library);

/// A player's folder name for a player (unique among the players; sideReportNames' rules).
std::optional<QHash<QString, QString>> playerFileNames(const Campaign &campaign, QString *error);

/// The digest (SHA-256, hex) of the package map the campaign sent each of `players` for the
/// current turn, by player (a player without a package has none).
QHash<QString, QString> packageDigests(const CampaignFolder &folder, const QStringList &players);

/// Checks a player's orders file against the campaign; with `takeIn`, also copies it (all or
/// nothing) to turn-NNN/orders/<player>.txt, replacing what that player sent before.
/// `summary` gets a line for the user (translated).
OrdersSubmission submitOrders(const CampaignFolder &folder, const RulesetLibrary &library,
                              const QString &fileName, const QString &text, bool takeIn,
                              QString *summary);

/// A player's orders for the current turn, as taken in so far.
struct PlayerOrdersState
{
    CampaignPlayer player;
    bool received = false;    ///< the player's orders file was taken in
    int armies = 0;           ///< the player's armies on the turn's map
    int armiesWithOrders = 0; ///< of them, those the file gives orders (a blank form: none)
};

/// For each player, in the campaign's order: whether the player's orders for the current turn
/// were taken in, and for how many of the player's armies.
QList<PlayerOrdersState> ordersReceived(const CampaignFolder &folder);
/// The turn's orders folder is a file (or another non-folder): the message, else empty. The
/// orders taken in are filed in it, so "no orders yet" would not be true.
QString ordersFolderProblem(const CampaignFolder &folder);

/// Resolving options.
struct CampaignResolve
{
    QString rollsFile; ///< the referee's decisions (resolve's rolls file); empty: none
    QString rollsText;
    std::optional<quint32> seed; ///< default: the campaign's seed + the turn
    QString language = QStringLiteral("en");
    bool requireAllOrders = true; ///< refuse while a player has sent no orders
    /// Resolve a turn that no player sent orders for (every army stands); false: refuse it,
    /// so that a resolve run twice by mistake does not spend a turn.
    bool allowNoOrders = false;
    /// Make each side's report once for all its players (false: once per player, the way the
    /// reports were first written; bench_campaign's baseline).
    bool shareSideReports = true;
};

/// Resolves the current turn with every player's orders taken in, and writes, all or nothing:
/// turn-NNN/decisions.json (every decision with its outcome: the turn replays from it),
/// resolution.txt/.json, battles.txt/.json, reports/<player>.txt/.json/.png; turn-MMM/map.hexmap
/// and the packages of the next turn; campaign.json at the next turn. A resolved turn is never
/// written again. Returns an empty string or the error; `summary` gets what was written.
QString resolveCampaignTurn(const CampaignFolder &folder, const RulesetLibrary &library,
                            const CampaignResolve &options, QString *summary);

} // namespace hexstride
