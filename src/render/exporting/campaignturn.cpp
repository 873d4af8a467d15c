#include "campaignturn.h"

#include "sidereports.h"
#include "text/filltext.h"

#include "campaign/campaignlock.h"
#include "campaign/movementorder.h"
#include "io/mapfile.h"
#include "io/mapruleset.h"
#include "io/messagetext.h"
#include "io/safefile.h"
#include "map/labellimit.h"
#include "map/sidespellings.h"
#include "movement/hexesinsight.h"
#include "movement/movementrules.h"
#include "movement/turnapply.h"
#include "movement/turnordersfile.h"
#include "movement/turnoutputs.h"
#include "movement/turnreport.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetwriter.h"
#include "text/terminalstream.h"
#include "text/terminaltext.h"
#include "text/textlines.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTextStream>
#include <algorithm>

namespace hexstride {

namespace {
struct CampaignTurnText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::campaign)
};

QString sha256Hex(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QString pathIn(const QString &dir, const QString &relative)
{
    return QDir(dir).filePath(relative);
}

/// The map as a campaign keeps it: no plans (they would tell one player's orders to another),
/// no background (a path of the referee's machine), no reviewed problems.
HexMap campaignMap(HexMap map)
{
    map.plans().clear();
    map.setBackground({});
    map.reviewedProblems().clear();
    return map;
}

/// What `player` knows of the map: the units of its side, and the others within its sight;
/// the relations its side has with others (how it regards them and they regard it), not those
/// between other sides (probe16 Q10: an alliance of two enemies went to every player).
HexMap packageMap(const HexMap &map, const Ruleset &ruleset, const TurnResolution &sight,
                  const QString &side)
{
    HexMap out = map;
    const HexesInSight seen(map, ruleset, sight, side);
    QList<MapUnit> known;
    for (const MapUnit &u : map.units())
        if (u.side == side || seen.contains(u.hex))
            known << u;
    out.units() = known;
    QList<SideRelationEntry> told;
    for (const SideRelationEntry &e : map.sides().relations)
        if (e.side == side || e.toward == side)
            told << e;
    out.sides().relations = told;
    return out;
}

/// Each player's package of `turn`: map.hexmap and the orders template.
QList<TurnOutputFile> packageFiles(const QString &dir, const Campaign &c, int turn,
                                   const HexMap &map, const MapRulesetRef &rules,
                                   const Ruleset &ruleset, const TurnResolution &sight,
                                   const QHash<QString, QString> &names)
{
    QList<TurnOutputFile> files;
    const QString folder = pathIn(dir, turnFolderName(turn) + QStringLiteral("/players"));
    for (const CampaignPlayer &p : c.players) {
        const QString base = QDir(folder).filePath(names.value(p.name));
        const QByteArray mapBytes
            = serializeMap(packageMap(map, ruleset, sight, p.side), false, rules);
        OrdersHeader header;
        header.campaign = c.id;
        header.game = c.title;
        header.player = p.name;
        header.side = p.side;
        header.turn = turn;
        header.map = QStringLiteral("map.hexmap");
        header.mapSha256 = sha256Hex(mapBytes);
        QString orders = ordersHeaderText(header);
        for (const QString &army : playerArmies(c, map, p.name))
            orders += army + QStringLiteral(" | | | \n");
        files << TurnOutputFile(base + QStringLiteral("/map.hexmap"), mapBytes);
        files << TurnOutputFile(base + QStringLiteral("/orders.txt"), orders.toUtf8());
    }
    return files;
}

std::optional<QByteArray> readBounded(const QString &path, qint64 limit, QString *error)
{
    QByteArray bytes;
    QString message;
    // Every path here is a campaign folder's file, named by the folder, not by the user: never a
    // FIFO or a device (a FIFO would make `campaign status` wait for ever).
    if (!safefile::readFileBounded(path, limit, bytes, message, safefile::NamedBy::File)) {
        *error = message;
        return std::nullopt;
    }
    return bytes;
}

QString ordersPath(const CampaignFolder &f, const QString &fileName)
{
    return pathIn(f.dir, turnFolderName(f.campaign.turn) + QStringLiteral("/orders/") + fileName
                             + QStringLiteral(".txt"));
}

std::shared_ptr<const Ruleset> folderRuleset(const CampaignFolder &f, const RulesetLibrary &library,
                                             QString *error)
{
    const QString mapPath
        = pathIn(f.dir, turnFolderName(f.campaign.turn) + QStringLiteral("/map.hexmap"));
    const MapRulesetChoice choice = rulesetForMap(*f.map, f.customRuleset, mapPath, library);
    if (!choice.ruleset)
        *error = choice.error;
    return choice.ruleset;
}

/// One side's report file, made once and shared by the files of each player of the side.
class SharedReportFile
{
public:
    explicit SharedReportFile(TurnOutputFile file)
        : m_suffix(file.path)
        , m_file(std::make_shared<TurnOutputFile>(std::move(file)))
        , m_bytes(std::make_shared<std::optional<QByteArray>>())
    {}

    /// The file at base + the side file's suffix; a text report begins with `heading`.
    TurnOutputFile copyTo(const QString &base, const QString &heading) const
    {
        const bool text = m_suffix.endsWith(QLatin1String(".txt"));
        return TurnOutputFile(
            base + m_suffix,
            [file = m_file, bytes = m_bytes, text, heading](QString *error) -> QByteArray {
                if (!bytes->has_value()) {
                    QByteArray made;
                    if (file->write) {
                        QBuffer buffer;
                        buffer.open(QIODevice::WriteOnly);
                        if (!file->write(buffer, error))
                            return {};
                        made = buffer.data();
                    } else {
                        made = file->make(error);
                        if (!error->isEmpty())
                            return {};
                    }
                    *bytes = made;
                }
                if (!text)
                    return **bytes;
                QBuffer first;
                first.open(QIODevice::WriteOnly);
                TerminalLineDevice shown(&first);
                shown.write((heading + QStringLiteral("\n\n")).toUtf8());
                shown.finish();
                return first.data() + **bytes;
            });
    }

private:
    QString m_suffix; ///< ".txt", ".json", ".png"
    std::shared_ptr<TurnOutputFile> m_file;
    std::shared_ptr<std::optional<QByteArray>> m_bytes;
};

/// A report's text file with a first line naming the game, the turn and the player.
TurnOutputFile withReportHeading(TurnOutputFile file, const QString &heading)
{
    const TurnOutputFile::Writer inner = file.write;
    file.write = [inner, heading](QIODevice &out, QString *error) {
        TerminalLineDevice shown(&out);
        shown.write((heading + QStringLiteral("\n\n")).toUtf8());
        shown.finish();
        return inner(out, error);
    };
    return file;
}

/// What keeps `req` from making a campaign: more players than a campaign holds; a player's
/// name, side or the title with a control character (issue 29: the players' forms and
/// `campaign status` quote them), or showing nothing.
QStringList newCampaignTextProblems(const NewCampaign &req)
{
    QStringList problems;
    if (req.players.size() > kMostCampaignPlayers)
        return {CampaignTurnText::tr("%1 players: a campaign has at most %2")
                    .arg(req.players.size())
                    .arg(kMostCampaignPlayers)};
    // The rule of campaign.json's reader: each orders form and report repeats the title.
    if (const QString problem = campaignTitleProblem(req.title); !problem.isEmpty())
        problems << CampaignTurnText::tr("--title \"%1\": %2")
                        .arg(terminalText(quotedInput(req.title)), problem);
    // A player's name and side: the rule of campaign.json's reader (campaignPlayerTextProblem).
    QSet<QString> keys;
    for (const CampaignPlayer &p : req.players) {
        QString problem = campaignPlayerTextProblem(p.name);
        if (problem.isEmpty())
            problem = campaignPlayerTextProblem(p.side);
        if (!problem.isEmpty())
            problems << CampaignTurnText::tr("--player \"%1=%2\": %3")
                            .arg(terminalText(quotedInput(p.name)),
                                 terminalText(quotedInput(p.side)), problem);
        else if (keys.contains(lookAlikeKey(p.name)))
            problems << CampaignTurnText::tr("--player \"%1=%2\": \"%3\" is already the name of "
                                             "another player")
                            .arg(terminalText(quotedInput(p.name)),
                                 terminalText(quotedInput(p.side)),
                                 terminalText(quotedInput(p.name)));
        keys.insert(lookAlikeKey(p.name));
    }
    return problems;
}
} // namespace

std::optional<QHash<QString, QString>> playerFileNames(const Campaign &campaign, QString *error)
{
    QStringList names;
    for (const CampaignPlayer &p : campaign.players)
        names << p.name;
    return sideReportNames(names, error, ReportNames::OfPlayers);
}

namespace {
/// Read again once the folder is held: empty when campaign.json is still at the folder's turn,
/// else why not (another command resolved the turn since the folder was opened).
QString turnMovedOn(const CampaignFolder &f)
{
    const QString file = pathIn(f.dir, campaignFileName());
    QString error;
    const auto bytes = readBounded(file, 4 * 1024 * 1024, &error);
    const auto now = bytes ? readCampaign(*bytes, file, &error) : std::nullopt;
    if (!now)
        return error;
    if (now->turn == f.campaign.turn)
        return {};
    return fillText(CampaignTurnText::tr("%1: the campaign is at turn %2 now, no longer turn %3 "
                                         "(another command resolved it meanwhile): open the "
                                         "campaign again"),
                    {quotedPath(file), now->turn, f.campaign.turn});
}
} // namespace

std::optional<CampaignFolder> openCampaignFolder(const QString &dir, QString *error)
{
    CampaignFolder f;
    f.dir = dir;
    const QString file = pathIn(dir, campaignFileName());
    // campaign.json first: the turn is read from it (a link out of the folder is not read).
    if (const QString problem = campaignLinkProblem(dir, 0); !problem.isEmpty()) {
        *error = problem;
        return std::nullopt;
    }
    const auto bytes = readBounded(file, 4 * 1024 * 1024, error);
    if (!bytes)
        return std::nullopt;
    const auto campaign = readCampaign(*bytes, file, error);
    if (!campaign)
        return std::nullopt;
    f.campaign = *campaign;
    // Every read and write of status, submit, resolve and the Campaign panel starts here.
    if (const QString problem = campaignLinkProblem(dir, f.campaign.turn); !problem.isEmpty()) {
        *error = problem;
        return std::nullopt;
    }
    const QString mapPath
        = pathIn(dir, turnFolderName(f.campaign.turn) + QStringLiteral("/map.hexmap"));
    if (const QString problem = safefile::notRegularFileProblem(mapPath); !problem.isEmpty()) {
        *error = problem;
        return std::nullopt;
    }
    MapLoadResult loaded = loadMapFile(mapPath);
    if (!loaded.map) {
        *error = loaded.error;
        return std::nullopt;
    }
    f.map = std::move(loaded.map);
    f.customRuleset = loaded.customRuleset;
    if (const QStringList problems = campaignMapProblems(f.campaign, *f.map); !problems.isEmpty()) {
        // Either file may be the one changed: name both, the map first (probe 12, P11).
        *error
            = CampaignTurnText::tr("%1 does not fit %2: %3")
                  .arg(quotedPath(mapPath), quotedPath(file), problems.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    return f;
}

QString campaignMovementText(const CampaignFolder &f, const RulesetLibrary &library)
{
    QString error;
    const auto ruleset = folderRuleset(f, library, &error);
    return turnMovementText(f.campaign, ruleset ? ruleset->turns : TurnStructure(), f.campaign.turn,
                            MovementTextReader::Referee);
}

QString makeCampaign(const NewCampaign &req, const HexMap &source, const MapRulesetRef &custom,
                     const QString &mapPath, const RulesetLibrary &library, const QString &language)
{
    if (QFileInfo(req.dir).exists()
        && (!QFileInfo(req.dir).isDir()
            || !QDir(req.dir)
                    .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)
                    .isEmpty()))
        return CampaignTurnText::tr("%1: a campaign is made in a new or empty folder")
            .arg(quotedPath(req.dir));
    if (const QStringList problems = newCampaignTextProblems(req); !problems.isEmpty())
        return problems.join(QLatin1Char('\n'));
    Campaign c;
    c.id = newCampaignId();
    c.title = req.title;
    c.ruleset = source.rulesetId();
    c.movementOrder = req.movementOrder;
    c.seed = req.seed ? *req.seed : QRandomGenerator::system()->generate();
    c.players = req.players;
    QString error;
    const auto names = playerFileNames(c, &error);
    if (!names)
        return error;
    const MapRulesetChoice choice = rulesetForMap(source, custom, mapPath, library);
    if (!choice.ruleset)
        return choice.error;
    const HexMap map = campaignMap(source);
    const QStringList problems = campaignMapProblems(c, map);
    if (!problems.isEmpty())
        return problems.join(QLatin1Char('\n'));
    // The ruleset goes inside every map of the campaign: no map names a file elsewhere.
    MapRulesetRef rules;
    if (choice.custom)
        rules.embedded = rulesetToJson(*choice.ruleset);
    const TurnResolution standing
        = resolveTurn(MovementRules(choice.ruleset), map, {}, {}, language);
    QList<TurnOutputFile> files;
    files << TurnOutputFile(pathIn(req.dir, campaignFileName()), campaignFileBytes(c));
    files << TurnOutputFile(pathIn(req.dir, turnFolderName(1) + QStringLiteral("/map.hexmap")),
                            serializeMap(map, false, rules));
    files << packageFiles(req.dir, c, 1, map, rules, *choice.ruleset, standing, *names);
    return writeTurnOutputs(files);
}

QHash<QString, QString> packageDigests(const CampaignFolder &f, const QStringList &players)
{
    QHash<QString, QString> digests;
    QString ignored;
    const auto names = playerFileNames(f.campaign, &ignored);
    if (!names)
        return digests;
    for (const QString &player : players) {
        if (!names->contains(player))
            continue;
        const QString path
            = pathIn(f.dir, turnFolderName(f.campaign.turn) + QStringLiteral("/players/")
                                + names->value(player) + QStringLiteral("/map.hexmap"));
        if (const auto bytes = readBounded(path, safefile::kMaxMapBytes, &ignored))
            digests.insert(player, sha256Hex(*bytes));
    }
    return digests;
}

OrdersSubmission submitOrders(const CampaignFolder &f, const RulesetLibrary &library,
                              const QString &fileName, const QString &text, bool takeIn,
                              QString *summary)
{
    OrdersSubmission s;
    QString error;
    const auto ruleset = folderRuleset(f, library, &error);
    if (!ruleset) {
        s.errors << error;
        return s;
    }
    // Only the sender's package is hashed (the header names the sender).
    const OrdersHeaderRead header = readOrdersHeader(text);
    const QStringList sender = header.header ? QStringList{header.header->player} : QStringList();
    s = checkOrdersSubmission(f.campaign, *f.map, MovementRules(ruleset), packageDigests(f, sender),
                              fileName, text, f.dir);
    if (!s.ok())
        return s;
    const auto names = playerFileNames(f.campaign, &error);
    if (!names) {
        s.errors << error;
        return s;
    }
    const QStringList armies = playerArmies(f.campaign, *f.map, s.header.player);
    int withOrders = 0;
    for (const TurnOrders &o : std::as_const(s.orders))
        if (!o.orders.isEmpty())
            ++withOrders;
    const QString target = ordersPath(f, names->value(s.header.player));
    const bool replacing = QFileInfo::exists(target);
    std::optional<CampaignLock> holding; // while the orders are filed: no turn is resolved
    if (takeIn) {
        holding.emplace(f.dir);
        const QString problem = !holding->problem().isEmpty() ? holding->problem() : turnMovedOn(f);
        if (!problem.isEmpty()) {
            s.errors << problem;
            return s;
        }
        // Filed with the line ends the reader took (a lone CR is one): a referee who reads the
        // file on a terminal sees the lines the turn carries out (probe17 R04).
        const QByteArray filed = textLines(text).join(QLatin1Char('\n')).toUtf8();
        if (const QString message = writeTurnOutputs({TurnOutputFile(target, filed)});
            !message.isEmpty()) {
            s.errors << message;
            return s;
        }
    }
    *summary = fillText((takeIn ? CampaignTurnText::tr("%1's orders for turn %2 taken in: %3 of %n "
                                                       "army(ies) with orders.",
                                                       nullptr, int(armies.size()))
                                : CampaignTurnText::tr("%1's orders for turn %2 are good: %3 of %n "
                                                       "army(ies) with orders.",
                                                       nullptr, int(armies.size()))),
                        {s.header.player, f.campaign.turn, withOrders});
    if (takeIn && replacing)
        *summary += QLatin1Char(' ')
                    + CampaignTurnText::tr("They replace the orders %1 sent before.")
                          .arg(s.header.player);
    return s;
}

QString ordersFolderProblem(const CampaignFolder &f)
{
    const QFileInfo orders(
        pathIn(f.dir, turnFolderName(f.campaign.turn) + QStringLiteral("/orders")));
    if (!orders.exists() || orders.isDir())
        return {};
    return CampaignTurnText::tr("%1: is not a folder; the orders taken in with \"campaign "
                                "submit\" are filed in it")
        .arg(orders.filePath());
}

QList<PlayerOrdersState> ordersReceived(const CampaignFolder &f)
{
    QList<PlayerOrdersState> out;
    QString ignored;
    const auto names = playerFileNames(f.campaign, &ignored);
    for (const CampaignPlayer &p : f.campaign.players) {
        PlayerOrdersState s{p};
        s.armies = f.map ? int(playerArmies(f.campaign, *f.map, p.name).size()) : 0;
        const QString path = names ? ordersPath(f, names->value(p.name)) : QString();
        s.received = !path.isEmpty() && QFileInfo(path).isFile();
        if (s.received) {
            // A file taken in was checked: each line names one of the player's armies once.
            const auto bytes = readBounded(path, safefile::kMaxOrdersBytes, &ignored);
            const QStringList lines
                = QString::fromUtf8(bytes.value_or(QByteArray())).split(QLatin1Char('\n'));
            for (qsizetype i = 0; i < lines.size(); ++i) {
                QString message;
                const auto line = lines[i].trimmed().startsWith(QLatin1Char('#'))
                                      ? std::nullopt
                                      : splitOrdersLine(lines[i], int(i + 1), &message);
                if (line && !line->orders.trimmed().isEmpty())
                    ++s.armiesWithOrders;
            }
        }
        out << s;
    }
    return out;
}

QString resolveCampaignTurn(const CampaignFolder &f, const RulesetLibrary &library,
                            const CampaignResolve &options, QString *summary)
{
    // Held from reading the orders to writing the next turn: orders taken in meanwhile would be
    // filed and never used, and a second resolve would resolve the turn again (probe18 S11).
    const CampaignLock holding(f.dir);
    if (!holding.problem().isEmpty())
        return holding.problem();
    if (const QString movedOn = turnMovedOn(f); !movedOn.isEmpty())
        return movedOn;
    const Campaign &c = f.campaign;
    const int turn = c.turn;
    const QString turnDir = pathIn(f.dir, turnFolderName(turn));
    const QString nextDir = pathIn(f.dir, turnFolderName(turn + 1));
    // Resolved means the turn's files are in place: the staging folders of a run that was
    // interrupted (removed by the next run) and the empty folders it made do not count.
    // The first entry in `dir` that is not a staging folder, or `dir` itself when it is not a
    // folder; empty when the turn could write there.
    const auto inTheWay = [](const QString &dir) -> QString {
        if (const QFileInfo info(dir); info.isSymLink() || (info.exists() && !info.isDir()))
            return dir; // not the folder a turn makes: never written into
        const QStringList names = QDir(dir).entryList(
            QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString &name : names) {
            if (!name.startsWith(QLatin1String(".hexstride-turn-")))
                return pathIn(dir, name);
        }
        return {};
    };
    // A resolved turn's files, or a file someone put there (probe14 Q06): either way it is
    // kept, and the message names it.
    for (const QString &dir : {nextDir, turnDir + QStringLiteral("/reports")}) {
        if (const QString blocking = inTheWay(dir); !blocking.isEmpty())
            return fillText(
                CampaignTurnText::tr("%1 is in the way: resolving turn %2 writes %3, which must "
                                     "not hold anything yet (a resolved turn is never written "
                                     "again). If turn %2 was not resolved, move it elsewhere "
                                     "and resolve again"),
                {QDir::toNativeSeparators(blocking), turn, QDir::toNativeSeparators(dir)});
    }
    QString error;
    const auto ruleset = folderRuleset(f, library, &error);
    if (!ruleset)
        return error;
    const auto names = playerFileNames(c, &error);
    if (!names)
        return error;
    const HexMap &map = *f.map;
    const MovementRules rules(ruleset);
    // Orders taken in are filed in the turn's orders folder: a file there is not "no orders".
    if (const QString problem = ordersFolderProblem(f); !problem.isEmpty())
        return problem;
    QList<TurnOrders> all;
    QStringList missing, problems;
    for (const CampaignPlayer &p : c.players) {
        const QString path = ordersPath(f, names->value(p.name));
        if (!QFileInfo::exists(path)) {
            missing << p.name;
            continue;
        }
        const QHash<QString, QString> digests = packageDigests(f, {p.name});
        const std::optional<QString> text
            = readOrdersFileText(path, error, safefile::NamedBy::File);
        if (!text)
            return error;
        // Checked again: a file changed by hand after it was taken in is not trusted.
        const OrdersSubmission s
            = checkOrdersSubmission(c, map, rules, digests, path, *text, f.dir);
        problems << s.errors;
        // Filed for this player, it must be this player's: `submit` files orders by the header's
        // player, so another name here is a file moved or edited by hand (probe 11, N07).
        if (!s.header.player.isEmpty() && s.header.player != p.name) {
            problems << CampaignTurnText::tr("%1: filed as %2's orders, but its header names %3: "
                                             "take each player's orders in with \"campaign "
                                             "submit\"")
                            .arg(quotedPath(path), terminalText(quotedInput(p.name)),
                                 terminalText(quotedInput(s.header.player)));
            continue;
        }
        all << s.orders;
    }
    if (!problems.isEmpty())
        return problems.join(QLatin1Char('\n'));
    if (!missing.isEmpty() && options.requireAllOrders)
        return CampaignTurnText::tr("turn %1: no orders yet from %2 (take them in with "
                                    "\"campaign submit\", or resolve with --allow-missing: their "
                                    "armies stand)")
            .arg(turn)
            .arg(missing.join(QStringLiteral(", ")));
    if (missing.size() == c.players.size() && !options.allowNoOrders)
        return CampaignTurnText::tr("turn %1: no player has sent orders, so every army would "
                                    "stand (was this turn resolved already? To resolve it all "
                                    "the same: --allow-no-orders)")
            .arg(turn);

    TurnChoices choices;
    if (!options.rollsFile.isEmpty()) {
        const auto read = readRollsFile(options.rollsText, options.rollsFile, &error);
        if (!read)
            return error;
        choices = *read;
    }
    const quint32 seed = options.seed ? *options.seed : choices.seed.value_or(turnSeed(c, turn));
    choices.seed = seed;
    const QList<TurnOrders> ordered = orderedForTurn(all, map, c, ruleset->turns.sequence, turn);
    const TurnResolution r = resolveTurn(rules, map, ordered, choices, options.language);
    if (!r.refused.isEmpty())
        return r.refused;
    if (const QStringList rollProblems
        = rollsFileProblems(choices, r, options.rollsFile, jsonKeyLines(options.rollsText));
        !rollProblems.isEmpty())
        return rollProblems.join(QLatin1Char('\n'));

    const QString order = turnMovementText(c, ruleset->turns, turn, MovementTextReader::Referee);
    const QString playersOrder
        = turnMovementText(c, ruleset->turns, turn, MovementTextReader::Player);
    MapRulesetRef rulesRef = f.customRuleset;
    const HexMap next = campaignMap(mapAfterTurn(map, ordered, r));
    Campaign advanced = c;
    advanced.turn = turn + 1;

    QList<TurnOutputFile> files;
    QJsonObject decided;
    for (const TurnDecision &d : r.decisions)
        if (d.order.size() > 1) // a tie's dice: who moved in, in order
            decided.insert(r.decisionId(d), QJsonArray::fromStringList(d.order));
        else if (!d.chosen.isEmpty())
            decided.insert(r.decisionId(d), d.chosen);
    files << TurnOutputFile(turnDir + QStringLiteral("/decisions.json"),
                            QJsonDocument(QJsonObject{{QStringLiteral("seed"), qint64(seed)},
                                                      {QStringLiteral("decisions"), decided}})
                                .toJson(QJsonDocument::Indented));
    const QString language = options.language;
    files << TurnOutputFile::streamed(
        turnDir + QStringLiteral("/resolution.txt"), [&](QIODevice &file, QString *) {
            TerminalLineDevice shown(&file);
            QTextStream out(&shown);
            out << CampaignTurnText::tr("Units moved %1.").arg(order) << "\n\n";
            writeResolutionText(out, map, r, language);
            out.flush();
            shown.finish();
            return true;
        });
    files << TurnOutputFile::streamed(
        turnDir + QStringLiteral("/resolution.json"), [&](QIODevice &file, QString *) {
            writeResolutionJson([&file](const QString &piece) { file.write(piece.toUtf8()); }, map,
                                *ruleset, r, language);
            return true;
        });
    files << TurnOutputFile::streamed(turnDir + QStringLiteral("/battles.txt"),
                                      [&](QIODevice &file, QString *) {
                                          TerminalLineDevice shown(&file);
                                          QTextStream out(&shown);
                                          writeBattlesText(out, map, r);
                                          out.flush();
                                          shown.finish();
                                          return true;
                                      });
    files << TurnOutputFile(turnDir + QStringLiteral("/battles.json"),
                            QJsonDocument(battlesJson(map, *ruleset, r)).toJson());
    // Players of one side get the side's report: each side's files are made once and copied
    // to each of its players (a report is made only while the files are written).
    QHash<QString, QList<SharedReportFile>> sideFiles;
    // Each turn's picture says its turn (walk17 X15: every turn's was titled alike).
    const QString game = c.title.isEmpty() ? CampaignTurnText::tr("Campaign") : c.title;
    const QString pictureTitle = fillText(CampaignTurnText::tr("%1, turn %2"), {game, turn});
    for (const CampaignPlayer &p : c.players) {
        const QString heading
            = fillText(CampaignTurnText::tr("%1, turn %2: the report of %3 (%4). Units moved %5."),
                       {game, turn, p.name, p.side, playersOrder});
        const QString base = turnDir + QStringLiteral("/reports/") + names->value(p.name);
        if (!options.shareSideReports) {
            for (TurnOutputFile &file :
                 sideReportFilesAt(map, *ruleset, r, base, language, p.side, pictureTitle))
                files << (file.path.endsWith(QLatin1String(".txt"))
                              ? withReportHeading(file, heading)
                              : file);
            continue;
        }
        if (!sideFiles.contains(p.side))
            for (const TurnOutputFile &file :
                 sideReportFilesAt(map, *ruleset, r, QString(), language, p.side, pictureTitle))
                sideFiles[p.side] << SharedReportFile(file);
        for (const SharedReportFile &shared : sideFiles.value(p.side))
            files << shared.copyTo(base, heading);
    }
    files << TurnOutputFile(nextDir + QStringLiteral("/map.hexmap"),
                            serializeMap(next, false, rulesRef));
    files << packageFiles(f.dir, advanced, turn + 1, next, rulesRef, *ruleset, r, *names);
    files << TurnOutputFile(pathIn(f.dir, campaignFileName()), campaignFileBytes(advanced));
    // A rolls file kept as the turn's decisions.json would be replaced by what it decided.
    QStringList inputs{options.rollsFile};
    for (const CampaignPlayer &p : c.players)
        inputs << ordersPath(f, names->value(p.name));
    if (const QString message = turnOutputOverwritesInput(files, inputs); !message.isEmpty())
        return message;
    // The players' reports replace nothing but earlier reports (the rule of --report-dir).
    QList<TurnOutputFile> reports;
    for (const TurnOutputFile &file : std::as_const(files))
        if (file.path.startsWith(turnDir + QStringLiteral("/reports/")))
            reports << file;
    if (const QString message = sideReportsReplaceProblem(reports); !message.isEmpty())
        return message;
    if (const QString message = writeTurnOutputs(files); !message.isEmpty())
        return message;
    const auto moving = std::count_if(all.cbegin(), all.cend(),
                                      [](const TurnOrders &o) { return !o.orders.isEmpty(); });
    *summary = fillText(
        CampaignTurnText::tr("Turn %1 resolved: %n army(ies) with orders moved %2. "
                             "Decisions: %3; battles: %4. Reports in %5; turn %6 is ready.",
                             nullptr, int(moving)),
        {turn, order, r.decisions.size(), r.battles.size(),
         QDir::toNativeSeparators(turnDir + QStringLiteral("/reports")), turn + 1});
    return {};
}

} // namespace hexstride
