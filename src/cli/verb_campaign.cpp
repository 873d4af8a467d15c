// campaign: a play-by-mail game in a folder (docs/campaign.md): make it from a map, take in
// each player's orders file, show who has sent orders, resolve the turn into the players'
// reports and the next turn's packages.
#include "movementoptions.h"

#include "exporting/campaignturn.h"
#include "io/mapfile.h"
#include "io/messagetext.h"
#include "io/safefile.h"
#include "movement/turnordersfile.h"
#include "rules/rulesetlibrary.h"
#include "text/filltext.h"
#include "text/terminaltext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

namespace hexstride::cli {

namespace {
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};

/// "NAME=SIDE" or "NAME=SIDE:ARMY,ARMY": a player of `campaign new`.
std::optional<CampaignPlayer> parsePlayer(const QString &value, QString *error)
{
    const qsizetype equals = value.indexOf(QLatin1Char('='));
    if (equals <= 0) {
        *error = CliText::tr("--player \"%1\": expected NAME=SIDE or NAME=SIDE:ARMY,ARMY")
                     .arg(quotedInput(value));
        return std::nullopt;
    }
    CampaignPlayer p;
    p.name = value.left(equals).trimmed();
    QString rest = value.mid(equals + 1);
    const qsizetype colon = rest.indexOf(QLatin1Char(':'));
    if (colon >= 0) {
        for (const QString &army : rest.mid(colon + 1).split(QLatin1Char(',')))
            if (!army.trimmed().isEmpty())
                p.armies << army.trimmed();
        rest = rest.left(colon);
        // "Ann=West:" (a script's empty variable) would give Ann every army of West (probe13 Q09).
        if (p.armies.isEmpty()) {
            *error = CliText::tr("--player \"%1\": the army list after \":\" is empty; name the "
                                 "armies or leave out the \":\"")
                         .arg(quotedInput(value));
            return std::nullopt;
        }
    }
    p.side = rest.trimmed();
    if (p.name.isEmpty() || p.side.isEmpty()) {
        *error = CliText::tr("--player \"%1\": expected NAME=SIDE or NAME=SIDE:ARMY,ARMY")
                     .arg(quotedInput(value));
        return std::nullopt;
    }
    return p;
}

int campaignNew(const QCommandLineParser &parser, const QStringList &args, VerbContext &ctx)
{
    if (args.size() != 3) {
        ctx.err << CliText::tr("campaign new: expected DIR and MAP") << '\n';
        return BadUsage;
    }
    NewCampaign req;
    req.dir = args[1];
    req.title = parser.value(QStringLiteral("title"));
    for (const QString &value : parser.values(QStringLiteral("player"))) {
        QString error;
        const auto player = parsePlayer(value, &error);
        if (!player) {
            ctx.err << error << '\n';
            return BadUsage;
        }
        req.players << *player;
    }
    if (req.players.isEmpty()) {
        ctx.err << CliText::tr("campaign new: name the players with --player NAME=SIDE") << '\n';
        return BadUsage;
    }
    if (parser.isSet(QStringLiteral("movement-order"))) {
        if (!campaignMovementOrderFromId(parser.value(QStringLiteral("movement-order")),
                                         &req.movementOrder)) {
            ctx.err << CliText::tr("--movement-order \"%1\": expected ruleset, map, sides or "
                                   "random")
                           .arg(quotedInput(parser.value(QStringLiteral("movement-order"))))
                    << '\n';
            return BadUsage;
        }
    }
    if (!readSeedOption(parser, ctx, req.seed))
        return BadUsage;
    MapLoadResult loaded = loadMapFile(args[2]);
    if (!loaded.map) {
        ctx.err << loaded.error << '\n';
        return BadInput;
    }
    // A value is split at its first "=" and the first ":" after it: a player's name holding
    // "=" or a side holding ":" cannot be given here. Say how it was read when that leaves a
    // side the map does not have (probe14 Q09); the app's dialog lists the sides instead.
    QSet<QString> sides;
    for (const MapUnit &u : loaded.map->units())
        sides.insert(u.side);
    const QStringList values = parser.values(QStringLiteral("player"));
    for (qsizetype i = 0; i < values.size(); ++i) {
        const CampaignPlayer &p = req.players.at(i);
        const QString &value = values.at(i);
        if (sides.contains(p.side)
            || (!value.contains(QLatin1Char(':')) && value.count(QLatin1Char('=')) < 2))
            continue;
        ctx.err << fillText(CliText::tr("--player \"%1\": read as player \"%2\" (the text before "
                                        "the first \"=\") of side \"%3\" (up to the first \":\" "
                                        "after it; armies follow the \":\"), but the map has no "
                                        "side \"%3\". A player's name holding \"=\" or a side "
                                        "holding \":\" cannot be given with --player: make the "
                                        "campaign in the app (File ▸ New Campaign…) or rename the "
                                        "side in the map"),
                            {quotedInput(value), quotedInput(p.name), quotedInput(p.side)})
                << '\n';
        return BadInput;
    }
    RulesetLibrary library;
    if (const QString error
        = makeCampaign(req, *loaded.map, loaded.customRuleset, args[2], library, outputLanguage());
        !error.isEmpty()) {
        ctx.err << error << '\n';
        return BadInput;
    }
    ctx.out << CliText::tr("Campaign made in %1: %n player(s); each player's package is in "
                           "turn-001/players.",
                           nullptr, int(req.players.size()))
                   .arg(quotedPath(req.dir))
            << '\n';
    return Success;
}

int campaignStatus(const CampaignFolder &f, bool json, VerbContext &ctx)
{
    const RulesetLibrary library;
    if (const QString problem = ordersFolderProblem(f); !problem.isEmpty()) {
        ctx.err << problem << '\n';
        return BadInput;
    }
    const auto received = ordersReceived(f);
    if (json) {
        QJsonArray players;
        for (const PlayerOrdersState &s : received)
            players << QJsonObject{{QStringLiteral("name"), s.player.name},
                                   {QStringLiteral("side"), s.player.side},
                                   {QStringLiteral("ordersReceived"), s.received},
                                   {QStringLiteral("armies"), s.armies},
                                   {QStringLiteral("armiesWithOrders"), s.armiesWithOrders}};
        ctx.out << jsonText(QJsonObject{
            {QStringLiteral("title"), f.campaign.title},
            {QStringLiteral("turn"), f.campaign.turn},
            {QStringLiteral("movementOrder"), campaignMovementOrderId(f.campaign.movementOrder)},
            {QStringLiteral("players"), players}});
        return Success;
    }
    ctx.out << fillText(
        CliText::tr("%1: turn %2. Units move %3."),
        {f.campaign.title.isEmpty() ? CliText::tr("Campaign") : terminalText(f.campaign.title),
         f.campaign.turn, campaignMovementText(f, library)})
            << '\n';
    int sent = 0;
    for (const PlayerOrdersState &s : received) {
        sent += s.received ? 1 : 0;
        ctx.out << (s.received ? fillText(CliText::tr("  ✔ %1 (%2): orders taken in, %3 of %n "
                                                      "army(ies) with orders",
                                                      nullptr, s.armies),
                                          {terminalText(s.player.name), terminalText(s.player.side),
                                           s.armiesWithOrders})
                               : CliText::tr("  ✘ %1 (%2): no orders yet")
                                     .arg(terminalText(s.player.name), terminalText(s.player.side)))
                << '\n';
    }
    ctx.out << CliText::tr("Orders received from %1 of %n player(s).", nullptr,
                           int(received.size()))
                   .arg(sent)
            << '\n';
    return Success;
}

int campaignSubmit(const CampaignFolder &f, const QString &file, bool check, VerbContext &ctx)
{
    const auto text = readTextArgument(file, ctx, true);
    if (!text)
        return BadInput;
    RulesetLibrary library;
    QString summary;
    const OrdersSubmission s = submitOrders(f, library, file, *text, !check, &summary);
    for (const QString &e : s.errors)
        ctx.err << e << '\n';
    if (!s.ok())
        return BadInput;
    ctx.out << summary << '\n';
    return Success;
}

int campaignResolve(const CampaignFolder &f, const QCommandLineParser &parser, VerbContext &ctx)
{
    CampaignResolve options;
    options.language = outputLanguage();
    options.allowNoOrders = parser.isSet(QStringLiteral("allow-no-orders"));
    options.requireAllOrders
        = !parser.isSet(QStringLiteral("allow-missing")) && !options.allowNoOrders;
    options.rollsFile = parser.value(QStringLiteral("rolls"));
    if (!options.rollsFile.isEmpty()) {
        const auto text = readTextArgument(options.rollsFile, ctx);
        if (!text)
            return BadInput;
        options.rollsText = *text;
    }
    if (!readSeedOption(parser, ctx, options.seed))
        return BadUsage;
    RulesetLibrary library;
    QString summary;
    if (const QString error = resolveCampaignTurn(f, library, options, &summary);
        !error.isEmpty()) {
        ctx.err << error << '\n';
        return BadInput;
    }
    ctx.out << summary << '\n';
    return Success;
}
} // namespace

int runCampaignVerb(VerbContext &ctx)
{
    DescribedParser parser;
    parser.setApplicationDescription(CliText::tr(
        "A play-by-mail game in a folder. new DIR MAP --player NAME=SIDE…: make a campaign and "
        "each player's package (map and orders form). status DIR: who has sent orders. submit "
        "DIR FILE [--check]: check a player's orders file and take it in. resolve DIR: resolve "
        "the turn, write every player's report and the next turn. See the user guide, The "
        "referee's path: A play-by-mail campaign."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("ACTION"),
                                 CliText::tr("new, status, submit or resolve."));
    parser.addPositionalArgument(QStringLiteral("DIR"), CliText::tr("The campaign's folder."));
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 CliText::tr("new: the map; submit: the player's orders file."),
                                 QStringLiteral("[FILE]"));
    parser.addRepeatableOption(
        {QStringLiteral("player"),
         CliText::tr("new: a player and side, and optionally the player's armies "
                     "(repeatable)."),
         QStringLiteral("NAME=SIDE[:ARMY,ARMY]")});
    parser.addOption(
        {QStringLiteral("title"), CliText::tr("new: the game's name."), QStringLiteral("TITLE")});
    parser.addOption({QStringLiteral("movement-order"),
                      CliText::tr("new: the order units move in where they move one after "
                                  "another: ruleset (the default: the ruleset's order), map, "
                                  "sides or random."),
                      QStringLiteral("ORDER")});
    parser.addOption({QStringLiteral("seed"),
                      CliText::tr("new: the campaign's seed; resolve: this turn's dice."),
                      QStringLiteral("N")});
    parser.addOption(
        {QStringLiteral("check"), CliText::tr("submit: only check the file, take nothing in.")});
    parser.addOption({QStringLiteral("rolls"),
                      CliText::tr("resolve: the referee's decisions, as resolve reads them."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("allow-missing"),
                      CliText::tr("resolve: resolve although a player sent no orders (that "
                                  "player's armies stand).")});
    parser.addOption({QStringLiteral("allow-no-orders"),
                      CliText::tr("resolve: resolve although no player sent orders (every army "
                                  "stands).")});
    parser.addOption({QStringLiteral("json"), CliText::tr("status: print JSON.")});
    if (const auto done = parseVerbWithActions(parser, ctx))
        return *done;
    const QStringList args = parser.positionalArguments();
    const QString action = args.value(0);
    if (action == QLatin1String("new"))
        return campaignNew(parser, args, ctx);
    const QStringList actions{QStringLiteral("status"), QStringLiteral("submit"),
                              QStringLiteral("resolve")};
    if (!actions.contains(action)) {
        ctx.err << CliText::tr("campaign: expected new, status, submit or resolve, then the "
                               "campaign's folder")
                << '\n';
        return BadUsage;
    }
    const int expected = action == QLatin1String("submit") ? 3 : 2;
    if (args.size() != expected) {
        ctx.err << (expected == 3
                        ? CliText::tr("campaign submit: expected DIR and FILE")
                        : CliText::tr("campaign %1: expected DIR").arg(quotedInput(action)))
                << '\n';
        return BadUsage;
    }
    QString error;
    const auto folder = openCampaignFolder(args[1], &error);
    if (!folder) {
        ctx.err << error << '\n';
        return BadInput;
    }
    if (action == QLatin1String("status"))
        return campaignStatus(*folder, parser.isSet(QStringLiteral("json")), ctx);
    if (action == QLatin1String("submit"))
        return campaignSubmit(*folder, args[2], parser.isSet(QStringLiteral("check")), ctx);
    return campaignResolve(*folder, parser, ctx);
}

} // namespace hexstride::cli
