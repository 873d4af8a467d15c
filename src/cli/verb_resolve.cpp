// resolve: a whole turn, every unit moved together in the ruleset's sequence (docs/cli.md).
#include "movementoptions.h"
#include "resolvecommand.h"
#include "verbhelp.h"

#include "exporting/sidereports.h"
#include "io/mapfile.h"
#include "io/mappaths.h"
#include "io/messagetext.h"
#include "io/safefile.h"
#include "io/tiledfile.h"
#include "movement/turnordersfile.h"
#include "movement/turnoutputs.h"
#include "movement/unitrules.h"
#include "text/terminaltext.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QThread>

#include <memory>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace hexstride::cli {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};

} // namespace

VerbOutput runResolve(const HexMap &map, const RulesetLibrary &library, ResolveRequest req)
{
    VerbOutput error;
    const auto ruleset
        = verbRuleset(map, library, req.rulesetId, req.customRuleset, req.mapPath, &error);
    if (!ruleset)
        return error;
    const MovementRules rules(ruleset);
    VerbOutput out;
    QStringList mapProblems = unitProfileProblems(rules, map);
    QList<TurnOrders> orders;
    if (req.ordersFile.isEmpty())
        orders = turnOrdersFromPlans(*ruleset, map, &mapProblems);
    // A map that `check` refuses (a unit's profile, a plan) gives no turn: none is printed or
    // written (probe16 Q11: the turn went to stdout before the refusal). A bad line of an
    // orders file is named and the other lines are still resolved.
    if (!mapProblems.isEmpty()) {
        for (const QString &e : std::as_const(mapProblems))
            out.err += req.mapPath + QStringLiteral(": ") + e + QLatin1Char('\n');
        out.exitCode = BadInput;
        return out;
    }
    if (!req.ordersFile.isEmpty()) {
        const TurnOrdersFile file = readTurnOrders(rules, map, req.ordersText);
        orders = file.orders;
        for (const OrdersFileError &e : file.errors)
            out.err += ordersFileErrorText(req.ordersFile, e) + QLatin1Char('\n');
        req.ordersText = QString(); // read: not held while the turn is resolved
    }
    TurnChoices choices;
    if (!req.rollsFile.isEmpty()) {
        QString message;
        const auto read = readRollsFile(req.rollsText, req.rollsFile, &message);
        if (!read)
            return inputError(message);
        choices = *read;
    }
    if (req.seed)
        choices.seed = req.seed;
    // The map after the turn needs the orders; else they are used up while the turn is resolved.
    const auto resolved = std::make_shared<const TurnResolution>(
        req.writeMap.isEmpty() ? resolveTurn(rules, map, std::move(orders), choices, req.language)
                               : resolveTurn(rules, map, orders, choices, req.language));
    const TurnResolution &r = *resolved;
    if (!r.refused.isEmpty())
        return inputError(r.refused);
    if (req.writeMap.isEmpty()) {
        // Used up: what is left of them (names, sides, 14 MB of 100,000 lines) goes before the
        // turn's files are made, and the pages freed since the turn was resolved go back to the
        // system (the side reports' pictures are drawn in fresh pages).
        orders = {};
#ifdef __GLIBC__
        malloc_trim(0);
#endif
    }
    // An answer that fits no decision of this turn would be dropped without a word: refuse the
    // turn (the decisions arise while it is resolved, so only now can they be checked).
    if (const QStringList problems
        = rollsFileProblems(choices, r, req.rollsFile, jsonKeyLines(req.rollsText));
        !problems.isEmpty())
        return inputError(problems.join(QLatin1Char('\n')));
    out.exitCode = out.err.isEmpty() ? Success : BadInput;
    // Printed after this returns, a unit at a time: never held whole.
    if (req.json) {
        out.writeMore = [resolved, map, ruleset, language = req.language](QTextStream &s) {
            writeResolutionJson([&s](const QString &piece) { s << terminalJson(piece); }, map,
                                *ruleset, *resolved, language);
        };
    } else {
        out.writeMore = [resolved, map, language = req.language](QTextStream &s) {
            writeResolutionText(s, map, *resolved, language);
        };
    }
    // The turn's files are written all or none.
    QList<TurnOutputFile> files;
    QList<TurnOutputFile> reportFiles;
    if (!req.reportDir.isEmpty()) {
        QString message;
        const auto reports
            = sideReportFiles(map, *ruleset, r, req.reportDir, req.language, &message);
        if (!reports)
            return inputError(message);
        reportFiles = *reports;
        files << *reports;
    }
    if (!req.writeMap.isEmpty()) {
        // The files the map names by relative paths are named from the new file's folder.
        files << TurnOutputFile{req.writeMap, [&](QString *error) {
                                    HexMap after = mapAfterTurn(map, orders, r);
                                    MapRulesetRef rules = req.customRuleset;
                                    rebaseMapReferences(after, rules, req.mapPath, req.writeMap);
                                    QByteArray bytes
                                        = serializeMap(after, isPlainJsonPath(req.writeMap), rules);
                                    if (bytes.isEmpty())
                                        *error = CliText::tr("--write-map %1: cannot compress "
                                                             "the map")
                                                     .arg(quotedPath(req.writeMap));
                                    return bytes;
                                }};
    }
    // Nothing the turn reads is replaced by what it writes (a side called "West" and a map
    // West.json in --report-dir): refused before anything is written.
    QStringList inputs{req.mapPath, req.ordersFile, req.rollsFile};
    if (!req.customRuleset.path.isEmpty())
        inputs << resolveMapReference(req.customRuleset.path, req.mapPath);
    if (!map.background().isEmpty())
        inputs << resolveMapReference(map.background().path, req.mapPath);
    if (const QFileInfo given(req.rulesetId); !req.rulesetId.isEmpty() && given.isFile())
        inputs << req.rulesetId; // --ruleset FILE
    if (const QString message = turnOutputOverwritesInput(files, inputs); !message.isEmpty())
        return inputError(message);
    if (const QString message = sideReportsReplaceProblem(reportFiles); !message.isEmpty())
        return inputError(message);
    // The sides' reports are independent: made and written on every core (4 sides of a
    // 100,000-line turn: 490 MB of JSON, their texts and pictures).
    if (const QString message
        = writeTurnOutputs(files, req.outputFault, QThread::idealThreadCount());
        !message.isEmpty())
        return inputError(message);
    return out;
}

int runResolveVerb(VerbContext &ctx)
{
    DescribedParser parser;
    parser.setApplicationDescription(CliText::tr(
        "Resolves a whole turn: every unit's orders moved together in the ruleset's sequence "
        "(simultaneous with contested hexes, alternating sides, one after another with "
        "encounters, or in order). Without ORDERS_FILE the map's units move along their plans. "
        "Chance events are decisions: answered in a rolls file, rolled with --seed, else left "
        "open or given their normal outcome. See the user guide, The referee's path: Resolving a "
        "turn."));
    addMovementOptions(parser, false);
    parser.addPositionalArgument(QStringLiteral("ORDERS_FILE"),
                                 CliText::tr("The turn's orders (optional; default: the map's "
                                             "plans)."),
                                 QStringLiteral("[ORDERS_FILE]"));
    parser.addOption({QStringLiteral("rolls"),
                      CliText::tr("The referee's decisions and dice: {\"seed\": N, "
                                  "\"decisions\": {ID: CHOICE}}."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("seed"),
                      CliText::tr("Roll the dice of ties and random orders with this seed."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("report-dir"),
                      CliText::tr("Write one report per side: SIDE.txt, SIDE.json and SIDE.png."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("write-map"),
                      CliText::tr("Save the map after the turn (units moved, executed orders "
                                  "removed from their plans)."),
                      QStringLiteral("OUT")});
    // MAP and an optional ORDERS_FILE: count what was given before the shared parsing.
    const int given = parser.parse(ctx.args) ? int(parser.positionalArguments().size()) : 1;
    std::optional<HexMap> map;
    ResolveRequest req;
    if (const auto done = parseMovementVerb(parser, ctx, std::clamp(given, 1, 2), {}, nullptr, map,
                                            &req.customRuleset))
        return *done;
    req.mapPath = parser.positionalArguments().first();
    req.ordersFile = parser.positionalArguments().value(1);
    req.rulesetId = parser.value(QStringLiteral("ruleset"));
    req.json = parser.isSet(QStringLiteral("json"));
    req.reportDir = parser.value(QStringLiteral("report-dir"));
    req.writeMap = parser.value(QStringLiteral("write-map"));
    req.rollsFile = parser.value(QStringLiteral("rolls"));
    if (!req.writeMap.isEmpty()) {
        // The format follows the suffix, as convert's does (probe12 P03); the turn's files are
        // written all or none, one file each: a Tiled map with its picture is convert's.
        if (const auto refused = checkMapOutputFormat(ctx, req.writeMap))
            return *refused;
        if (isTiledPath(req.writeMap)) {
            ctx.err << CliText::tr("--write-map %1: resolve writes the map as .hexmap or .json; "
                                   "make a Tiled map of it with convert")
                           .arg(quotedPath(req.writeMap))
                    << '\n';
            return BadUsage;
        }
    }
    req.language = outputLanguage();
    if (!readSeedOption(parser, ctx, req.seed))
        return BadUsage;
    for (const auto &[name, text] :
         {std::pair<QString, QString *>{req.ordersFile, &req.ordersText},
          std::pair<QString, QString *>{req.rollsFile, &req.rollsText}}) {
        if (name.isEmpty())
            continue;
        const auto read = readTextArgument(name, ctx, text == &req.ordersText);
        if (!read)
            return BadInput;
        *text = *read;
    }
    RulesetLibrary library;
    return printOutput(ctx, runResolve(*map, library, std::move(req)));
}

} // namespace hexstride::cli
