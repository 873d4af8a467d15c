#include "campaign.h"
#include "ordersheader.h"

#include "io/jsonfields.h"
#include "io/jsontext.h"
#include "io/messagetext.h"
#include "map/hexmap.h"
#include "map/labellimit.h"
#include "map/sidespellings.h"
#include "movement/turnordersfile.h"
#include "text/filltext.h"
#include "text/terminaltext.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>

#include <algorithm>

namespace hexstride {

namespace {
struct CampaignText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::campaign)
};

constexpr int kCampaignVersion = 1;
constexpr int kLargestTurn = 999999;
} // namespace

bool campaignMovementOrderFromId(const QString &id, std::optional<MovementOrder> *order)
{
    const qsizetype k = movementOrderIds().indexOf(id);
    if (k < 0 && id != QLatin1String("ruleset"))
        return false;
    *order = k < 0 ? std::nullopt : std::optional(MovementOrder(k));
    return true;
}

QString campaignMovementOrderId(const std::optional<MovementOrder> &order)
{
    return order ? movementOrderIds().at(int(*order)) : QStringLiteral("ruleset");
}

const CampaignPlayer *Campaign::player(const QString &name) const
{
    for (const CampaignPlayer &p : players)
        if (p.name == name)
            return &p;
    return nullptr;
}

QStringList Campaign::sides() const
{
    QStringList out;
    for (const CampaignPlayer &p : players)
        if (!out.contains(p.side))
            out << p.side;
    return out;
}

QString campaignFileName()
{
    return QStringLiteral("campaign.json");
}

QString turnFolderName(int turn)
{
    return QStringLiteral("turn-%1").arg(turn, 3, 10, QLatin1Char('0'));
}

int campaignTurnOfMap(const QString &path)
{
    const QFileInfo file(path);
    const QDir turnDir = file.absoluteDir();
    const QString folder = turnDir.dirName();
    if (file.fileName() != QLatin1String("map.hexmap")
        || !folder.startsWith(QLatin1String("turn-")))
        return 0;
    bool ok = false;
    const int turn = folder.mid(5).toInt(&ok);
    if (!ok || turn < 1 || folder != turnFolderName(turn))
        return 0;
    QDir campaignDir = turnDir;
    if (!campaignDir.cdUp() || !QFileInfo(campaignDir.filePath(campaignFileName())).isFile())
        return 0;
    return turn;
}

QString newCampaignId()
{
    QString id;
    for (int i = 0; i < 4; ++i)
        id += QStringLiteral("%1").arg(QRandomGenerator::system()->generate(), 8, 16,
                                       QLatin1Char('0'));
    return id;
}

namespace {
/// Where the symbolic link `link` leads, as the system resolves it: the canonical path of its
/// target, or, when there is none, its text read from the link's own folder (canonical). Qt's
/// symLinkTarget() of a link named by a relative path was resolved against another folder
/// (probe18 S01: "../../elsewhere" was named as "c/turn-001/elsewhere").
QString symLinkLeadsTo(const QFileInfo &link)
{
    if (const QString target = link.canonicalFilePath(); !target.isEmpty())
        return target;
    const QString folder = QFileInfo(link.absolutePath()).canonicalFilePath();
    if (folder.isEmpty())
        return link.symLinkTarget();
    return QFileInfo(QDir(folder).filePath(link.fileName())).symLinkTarget();
}
} // namespace

QString campaignLinkProblem(const QString &dir, int turn)
{
    const QString root = QFileInfo(dir).canonicalFilePath();
    if (root.isEmpty())
        return {}; // no folder: its readers say so
    const QString inside = root.endsWith(QLatin1Char('/')) ? root : root + QLatin1Char('/');
    const auto leadsOut = [&](const QString &path) -> QString {
        const QFileInfo info(path);
        if (!info.isSymLink())
            return {};
        const QString target = symLinkLeadsTo(info);
        const bool insideTheFolder = target == root || target.startsWith(inside);
        if (insideTheFolder && info.exists())
            return {};
        if (insideTheFolder)
            return CampaignText::tr("%1: is a symbolic link that leads to %2, which does not "
                                    "exist: remove the link, or replace it by the folder or "
                                    "file itself")
                .arg(quotedPath(path), quotedPath(target));
        return CampaignText::tr("%1: is a symbolic link leading out of the campaign folder (to "
                                "%2): a campaign reads and writes its own folder only; replace "
                                "the link by the folder or file itself")
            .arg(quotedPath(path), quotedPath(target));
    };
    const QDir folder(dir);
    const QString turnDir = folder.filePath(turnFolderName(turn));
    for (const QString &part : {folder.filePath(campaignFileName()), turnDir,
                                folder.filePath(turnFolderName(turn + 1))}) {
        if (const QString problem = leadsOut(part); !problem.isEmpty())
            return problem;
    }
    if (QFileInfo(turnDir).isSymLink())
        return {}; // a link inside the folder: its parts are checked where it leads
    // Links are not followed: each one met is checked itself.
    QDirIterator parts(turnDir,
                       QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot,
                       QDirIterator::Subdirectories);
    while (parts.hasNext()) {
        if (const QString problem = leadsOut(parts.next()); !problem.isEmpty())
            return problem;
    }
    return {};
}

QString campaignPlayerTextProblem(const QString &text)
{
    if (hasNoVisibleCharacter(text))
        return CampaignText::tr("a player's name and side each need a visible character");
    if (holdsTerminalEscape(text))
        return CampaignText::tr("a player's name or side cannot hold a line break or another "
                                "control character");
    if (const qsizetype length = campaignTextLength(text); length > kMaxLabelChars)
        return CampaignText::tr("a player's name or side holds at most %1 characters, not %2")
            .arg(kMaxLabelChars)
            .arg(length);
    return {};
}

QString campaignTitleProblem(const QString &title)
{
    if (holdsTerminalEscape(title))
        return CampaignText::tr("a title cannot hold a line break or another control character");
    if (!title.isEmpty() && hasNoVisibleCharacter(title))
        return CampaignText::tr("the title shows no visible character");
    if (const qsizetype length = campaignTextLength(title); length > kMaxHeaderGame)
        return CampaignText::tr("a title of at most %1 characters, not %2")
            .arg(kMaxHeaderGame)
            .arg(length);
    return {};
}

std::optional<Campaign> readCampaign(const QByteArray &bytes, const QString &fileName,
                                     QString *error)
{
    QJsonDocument doc;
    QString syntax;
    if (!parseJsonText(bytes, doc, syntax)) {
        *error = fileName + QStringLiteral(": ") + syntax;
        return std::nullopt;
    }
    JsonFields f;
    const QJsonObject root = doc.object();
    Campaign c;
    if (!doc.isObject()) {
        f.fail(QString(), CampaignText::tr("expected a JSON object"));
    } else if (root.value(QStringLiteral("format")).toString()
               != QLatin1String("hexstride-campaign")) {
        f.fail(QStringLiteral("format"), CampaignText::tr("expected \"hexstride-campaign\""));
    } else if (f.onlyKeys(root, QString(),
                          {"format", "version", "id", "title", "ruleset", "turn", "movementOrder",
                           "seed", "players"})) {
        // Qt reads `1.0` and `1e3` as integers: what is written as no integer is refused.
        for (const char *key : {"version", "turn", "seed"}) {
            const QByteArray spelled = topLevelNumberSpelling(bytes, key);
            if (!spelled.isEmpty() && !isIntegerSpelling(spelled))
                f.fail(QLatin1String(key),
                       QCoreApplication::translate("hexstride::io", "expected an integer, found %1")
                           .arg(QString::fromLatin1(spelled)));
        }
        const auto version = f.integer(root, QString(), QStringLiteral("version"), 1, 1000000);
        if (version && *version > kCampaignVersion)
            f.fail(QStringLiteral("version"),
                   CampaignText::tr("version %1 is newer than this Hexstride reads (%2)")
                       .arg(*version)
                       .arg(kCampaignVersion));
        const auto id = f.string(root, QString(), QStringLiteral("id"));
        // Orders files name the campaign by it: exactly what newCampaignId() draws.
        if (id && (id->size() != 32 || !std::all_of(id->cbegin(), id->cend(), [](QChar c) {
                       return c.isDigit() || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))
                              || (c >= QLatin1Char('A') && c <= QLatin1Char('F'));
                   })))
            f.fail(QStringLiteral("id"), CampaignText::tr("expected 32 hex digits"));
        const auto title = f.string(root, QString(), QStringLiteral("title"), true);
        if (title)
            if (const QString bad = campaignTitleProblem(*title); !bad.isEmpty())
                f.fail(QStringLiteral("title"), bad);
        const auto ruleset = f.string(root, QString(), QStringLiteral("ruleset"), true);
        const auto turn = f.integer(root, QString(), QStringLiteral("turn"), 1, kLargestTurn);
        const auto order = f.string(root, QString(), QStringLiteral("movementOrder"), true);
        std::optional<MovementOrder> movement;
        if (order && !order->isEmpty() && !campaignMovementOrderFromId(*order, &movement))
            f.fail(QStringLiteral("movementOrder"),
                   CampaignText::tr("\"%1\" is not ruleset, map, sides or random")
                       .arg(order->left(40)));
        const QJsonValue seed = root.value(QStringLiteral("seed"));
        if (!seed.isUndefined()
            && (!seed.isDouble() || seed.toDouble() < 0 || seed.toDouble() > 4294967295.0
                || seed.toDouble() != double(qint64(seed.toDouble()))))
            f.fail(QStringLiteral("seed"),
                   CampaignText::tr("expected a whole number from 0 to 4294967295"));
        const auto players = f.array(root, QString(), QStringLiteral("players"));
        if (players && (players->isEmpty() || players->size() > kMostCampaignPlayers))
            f.fail(QStringLiteral("players"),
                   CampaignText::tr("expected 1 to %1 players").arg(kMostCampaignPlayers));
        QSet<QString> names;
        for (qsizetype i = 0; f.ok() && players && i < players->size(); ++i) {
            const QString path = JsonFields::index(QStringLiteral("players"), i);
            if (!players->at(i).isObject()) {
                f.fail(path, CampaignText::tr("expected an object"));
                break;
            }
            const QJsonObject p = players->at(i).toObject();
            if (!f.onlyKeys(p, path, {"name", "side", "armies"}))
                break;
            CampaignPlayer player;
            player.name = f.string(p, path, QStringLiteral("name")).value_or(QString()).trimmed();
            player.side = f.string(p, path, QStringLiteral("side")).value_or(QString()).trimmed();
            if (p.contains(QStringLiteral("armies")))
                player.armies
                    = f.stringList(p, path, QStringLiteral("armies")).value_or(QStringList());
            for (qsizetype a = 0; f.ok() && a < player.armies.size(); ++a)
                if (holdsTerminalEscape(player.armies[a]))
                    f.fail(JsonFields::index(JsonFields::join(path, QStringLiteral("armies")), a),
                           CampaignText::tr("an army's name cannot hold a line break or another "
                                            "control character"));
            if (!f.ok())
                break;
            if (player.name.isEmpty())
                f.fail(JsonFields::join(path, QStringLiteral("name")),
                       CampaignText::tr("expected a non-empty name"));
            else if (player.side.isEmpty())
                f.fail(JsonFields::join(path, QStringLiteral("side")),
                       CampaignText::tr("expected a non-empty side"));
            else if (const QString bad = campaignPlayerTextProblem(player.name); !bad.isEmpty())
                f.fail(JsonFields::join(path, QStringLiteral("name")), bad);
            else if (const QString badSide = campaignPlayerTextProblem(player.side);
                     !badSide.isEmpty())
                f.fail(JsonFields::join(path, QStringLiteral("side")), badSide);
            else if (names.contains(lookAlikeKey(player.name)))
                f.fail(JsonFields::join(path, QStringLiteral("name")),
                       CampaignText::tr("\"%1\" is already the name of another player")
                           .arg(player.name));
            names.insert(lookAlikeKey(player.name));
            c.players << player;
        }
        if (f.ok()) {
            c.id = *id;
            c.title = *title;
            c.ruleset = *ruleset;
            c.turn = *turn;
            c.movementOrder = movement;
            c.seed = quint32(seed.toDouble());
        }
    }
    if (!f.ok()) {
        *error = f.error().isEmpty() ? fileName : fileName + QStringLiteral(": ") + f.error();
        return std::nullopt;
    }
    return c;
}

QByteArray campaignFileBytes(const Campaign &c)
{
    QJsonArray players;
    for (const CampaignPlayer &p : c.players) {
        QJsonObject o{{QStringLiteral("name"), p.name}, {QStringLiteral("side"), p.side}};
        if (!p.armies.isEmpty())
            o.insert(QStringLiteral("armies"), QJsonArray::fromStringList(p.armies));
        players << o;
    }
    const QJsonObject root{
        {QStringLiteral("format"), QStringLiteral("hexstride-campaign")},
        {QStringLiteral("version"), kCampaignVersion},
        {QStringLiteral("id"), c.id},
        {QStringLiteral("title"), c.title},
        {QStringLiteral("ruleset"), c.ruleset},
        {QStringLiteral("turn"), c.turn},
        {QStringLiteral("movementOrder"), campaignMovementOrderId(c.movementOrder)},
        {QStringLiteral("seed"), qint64(c.seed)},
        {QStringLiteral("players"), players}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QStringList playerArmies(const Campaign &campaign, const HexMap &map, const QString &name)
{
    const CampaignPlayer *player = campaign.player(name);
    if (!player)
        return {};
    QSet<QString> claimedByOthers;
    for (const CampaignPlayer &p : campaign.players)
        if (p.name != name && p.side == player->side)
            for (const QString &a : p.armies)
                claimedByOthers.insert(a);
    QStringList out;
    for (const MapUnit &u : map.units()) {
        if (u.side != player->side)
            continue;
        if (player->armies.isEmpty() ? !claimedByOthers.contains(u.name)
                                     : player->armies.contains(u.name))
            out << u.name;
    }
    return out;
}

QStringList campaignMapProblems(const Campaign &campaign, const HexMap &map)
{
    QStringList problems;
    QHash<QString, QStringList> unitsOfSide;
    for (const MapUnit &u : map.units())
        unitsOfSide[u.side] << u.name;
    int suggestions = 0; // a pass over the side's units each: for the first few only
    QHash<QString, QString> claimedBy;
    QSet<QString> namedTwice; // "Ann names "Aragorn" twice" once, however often she does
    for (const CampaignPlayer &p : campaign.players) {
        for (const QString &army : p.armies) {
            const MapUnit *unit = map.unitNamed(army);
            const auto claimed = claimedBy.constFind(army);
            if (!unit) {
                // As an orders line's: "aragorn" is a slip of the pen for "Aragorn" of the
                // player's side (probe16 Q06).
                const QString nearest
                    = suggestions++ < 20 ? nearestName(army, unitsOfSide.value(p.side)) : QString();
                problems << (nearest.isEmpty()
                                 ? CampaignText::tr("%1's army \"%2\" is no unit of the map")
                                       .arg(p.name, quotedInput(army))
                                 : fillText(CampaignText::tr("%1's army \"%2\" is no unit of the "
                                                             "map (did you mean \"%3\"?)"),
                                            {p.name, quotedInput(army), quotedInput(nearest)}));
            } else if (unit->side != p.side) {
                problems << CampaignText::tr("%1's army \"%2\" is a unit of %3, not of %4")
                                .arg(p.name, quotedInput(army), unit->side, p.side);
            } else if (claimed != claimedBy.cend() && *claimed == p.name) {
                if (!namedTwice.contains(p.name + QLatin1Char('|') + army))
                    problems
                        << CampaignText::tr("%1 names \"%2\" twice").arg(p.name, quotedInput(army));
                namedTwice.insert(p.name + QLatin1Char('|') + army);
            } else if (claimed != claimedBy.cend()) {
                problems << CampaignText::tr("\"%1\" is named by two players: %2 and %3")
                                .arg(quotedInput(army), *claimed, p.name);
            }
            claimedBy.insert(army, p.name);
        }
    }
    // Two players of one side with no army list would both command every army no other
    // player names: one army would carry out both players' orders (walk15 #2).
    QHash<QString, QString> commandsTheRestOf; // side -> the player with no army list
    for (const CampaignPlayer &p : campaign.players) {
        if (!p.armies.isEmpty())
            continue;
        if (const auto other = commandsTheRestOf.constFind(p.side);
            other != commandsTheRestOf.cend())
            problems << fillText(CampaignText::tr("%1 and %2 would both command every army of "
                                                  "side \"%3\" that no other player names: "
                                                  "give %2 the armies of its own"),
                                 {*other, p.name, p.side});
        else
            commandsTheRestOf.insert(p.side, p.name);
    }
    // Every army a player orders is named on the player's orders lines.
    for (const CampaignPlayer &p : campaign.players) {
        for (const QString &army : playerArmies(campaign, map, p.name))
            if (const QString problem = ordersLineNameProblem(army); !problem.isEmpty())
                problems << CampaignText::tr("%1's army \"%2\": %3").arg(p.name, army, problem);
    }
    // A player with nothing to order could never send a turn (probe 10: a tampered
    // campaign.json was taken where `campaign new` refuses the same player).
    // A list that names no army of the map has its own message: side "West" may well have units
    // (probe16 Q06).
    for (const CampaignPlayer &p : campaign.players) {
        if (!playerArmies(campaign, map, p.name).isEmpty())
            continue;
        problems << (p.armies.isEmpty()
                         ? CampaignText::tr("%1 has no army on the map (no unit of side \"%2\")")
                               .arg(p.name, p.side)
                         : CampaignText::tr("%1's list names no army of the map").arg(p.name));
    }
    return problems;
}

} // namespace hexstride
