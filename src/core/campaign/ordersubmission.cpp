#include "ordersubmission.h"

#include "io/messagetext.h"
#include "map/hexmap.h"
#include "movement/movementrules.h"
#include "movement/turnordersfile.h"
#include "text/filltext.h"

#include <QCoreApplication>
#include <QDir>

#include <algorithm>

namespace hexstride {

namespace {
/// Suggestions cost a pass over the player's armies: a file of unknown names gets them for its
/// first lines only.
constexpr int kMaxSuggestions = 20;

struct SubmissionText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::campaign)
};

QString placed(const QString &fileName, int line, const QString &message)
{
    return ordersFileErrorText(fileName, OrdersFileError{line, 0, message});
}

QString ownerOf(const Campaign &campaign, const HexMap &map, const QString &army)
{
    for (const CampaignPlayer &p : campaign.players)
        if (playerArmies(campaign, map, p.name).contains(army))
            return p.name;
    return {};
}

/// The header's checks against the campaign; the header is usable when none fail.
void checkHeader(const Campaign &c, const QHash<QString, QString> &digests,
                 const OrdersHeaderRead &read, const QString &file, const QString &dir,
                 OrdersSubmission &s)
{
    const OrdersHeader &h = *read.header;
    const auto line = [&read](const char *key) {
        return read.fieldLine.value(QLatin1String(key), read.firstLine);
    };
    const auto fail = [&](const char *key, const QString &message) {
        s.errors << placed(file, line(key), message);
    };
    if (h.campaign.isEmpty())
        fail("campaign", SubmissionText::tr("the header names no campaign (\"# campaign: …\")"));
    else if (h.campaign != c.id)
        fail("campaign",
             !c.title.isEmpty()
                 ? SubmissionText::tr("these orders are for another campaign, not for \"%1\"")
                       .arg(quotedInput(c.title))
             : !dir.isEmpty()
                 ? SubmissionText::tr("these orders are for another campaign, not for the "
                                      "campaign in %1")
                       .arg(quotedInput(QDir::toNativeSeparators(dir)))
                 : SubmissionText::tr("these orders are for another campaign, not for this "
                                      "one"));
    if (h.turn == 0)
        fail("turn", SubmissionText::tr("the header names no turn (\"# turn: …\")"));
    else if (h.turn != c.turn)
        fail("turn", SubmissionText::tr("these orders are for turn %1; the game is at turn %2")
                         .arg(h.turn)
                         .arg(c.turn));
    const CampaignPlayer *player = c.player(h.player);
    if (h.player.isEmpty()) {
        fail("player", SubmissionText::tr("the header names no player (\"# player: …\")"));
    } else if (!player) {
        QStringList names;
        for (const CampaignPlayer &p : c.players)
            names << p.name;
        fail("player", SubmissionText::tr("\"%1\" is no player of this campaign (did you mean "
                                          "\"%2\"?)")
                           .arg(quotedInput(h.player), quotedInput(nearestName(h.player, names))));
    } else {
        if (!h.side.isEmpty() && h.side != player->side)
            fail("side", SubmissionText::tr("%1 plays %2, not %3")
                             .arg(quotedInput(player->name), quotedInput(player->side),
                                  quotedInput(h.side)));
        const QString digest = digests.value(player->name);
        if (!h.mapSha256.isEmpty() && !digest.isEmpty() && h.mapSha256 != digest)
            fail("map-sha256",
                 fillText(SubmissionText::tr("these orders were planned on another map than "
                                             "the one sent to %1 for turn %2"),
                          {player->name, c.turn}));
    }
}
} // namespace

OrdersSubmission checkOrdersSubmission(const Campaign &campaign, const HexMap &map,
                                       const MovementRules &rules,
                                       const QHash<QString, QString> &packageDigests,
                                       const QString &fileName, const QString &text,
                                       const QString &campaignDir)
{
    OrdersSubmission s;
    const OrdersHeaderRead read = readOrdersHeader(text);
    for (const OrdersHeaderError &e : read.errors)
        s.errors << placed(fileName, e.line, e.message);
    if (!read.errors.isEmpty())
        return s;
    if (!read.header) {
        s.errors << placed(fileName, 1,
                           SubmissionText::tr("no orders header: a player's orders file begins "
                                              "with \"# Hexstride orders 1\" and names the "
                                              "campaign, the player and the turn (the app's "
                                              "Export Orders writes it)"));
        return s;
    }
    s.header = *read.header;
    checkHeader(campaign, packageDigests, read, fileName, campaignDir, s);
    if (!s.ok())
        return s;

    // The refusals go back to the player: a name that is none of their armies gets one message,
    // the same for an enemy's army and a name no unit has, with a spelling from their own armies
    // only; an ally's army (a package shows the whole side) is named with its player.
    const QStringList own = playerArmies(campaign, map, s.header.player);
    const CampaignPlayer *player = campaign.player(s.header.player);
    OrdersPlayerView view;
    view.side = player->side;
    for (const MapUnit &u : map.units())
        if (u.side == player->side)
            view.sideArmies.insert(u.name);
    int suggestions = 0;
    view.refuseArmy = [&](const QString &name) -> QString {
        if (own.contains(name))
            return {};
        if (view.sideArmies.contains(name)) {
            const QString owner = ownerOf(campaign, map, name);
            if (!owner.isEmpty())
                return SubmissionText::tr("\"%1\" is an army of %2, not of %3")
                    .arg(name, owner, s.header.player);
        }
        const QString nearest
            = suggestions++ < kMaxSuggestions ? nearestName(name, own) : QString();
        return nearest.isEmpty()
                   ? SubmissionText::tr("\"%1\" is none of %2's armies").arg(name, s.header.player)
                   : SubmissionText::tr("\"%1\" is none of %2's armies (did you mean \"%3\"?)")
                         .arg(name, s.header.player, nearest);
    };
    const TurnOrdersFile file = readTurnOrders(rules, map, text, OrdersArmies::MapOnly, &view);
    // The reader's errors and the campaign's are told in the order of the file's lines.
    QList<std::pair<int, QString>> lineErrors;
    for (const OrdersFileError &e : file.errors)
        lineErrors.append({e.line, ordersFileErrorText(fileName, e)});
    for (qsizetype i = 0; i < file.orders.size(); ++i) {
        const TurnOrders &o = file.orders[i];
        const int line = file.lines[i];
        // The reader took the player's own armies only (view.refuseArmy).
        const MapUnit *unit = map.unitNamed(o.name);
        // A player orders where an army goes, not where it is nor how strong it is.
        if (o.start != unit->hex)
            lineErrors.append(
                {line, placed(fileName, line,
                              SubmissionText::tr("\"%1\" stands in %2: leave the start hex empty")
                                  .arg(o.name, map.label(unit->hex)))});
        else if (o.figures != unit->figures)
            lineErrors.append(
                {line, placed(fileName, line,
                              fillText(SubmissionText::tr("\"%1\" has %2 troop figures: a "
                                                          "player's orders cannot change them"),
                                       {o.name, unit->figures}))});
        else
            s.orders << o;
    }
    std::stable_sort(lineErrors.begin(), lineErrors.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &placedError : std::as_const(lineErrors))
        s.errors << placedError.second;
    if (!s.ok())
        s.orders.clear();
    return s;
}

} // namespace hexstride
