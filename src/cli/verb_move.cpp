#include "clicommands.h"
#include "io/mapfile.h"
#include "movementcommands.h"

#include <QCoreApplication>
#include <QLocale>

namespace hexstride::cli {

namespace {
QString trV(const char *text)
{
    return QCoreApplication::translate("hexstride::cli", text);
}
} // namespace

/// Options of move and explain, shared.
void addMovementOptions(QCommandLineParser &parser)
{
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("MAP"), trV("The map file."));
    parser.addOption({QStringLiteral("from"), trV("Start hex, in the map's labels."), QStringLiteral("HEX")});
    parser.addOption({QStringLiteral("ruleset"), trV("Ruleset id (default: the map's)."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("unit"), trV("A unit option, repeatable."), QStringLiteral("KEY=VALUE")});
    parser.addOption({QStringLiteral("side"), trV("The mover's side; units of other sides are enemies."), QStringLiteral("SIDE")});
    parser.addOption({QStringLiteral("json"), trV("Print JSON.")});
}

/// Reads the shared options and the map; on failure prints and returns the exit code.
int readMovementRequest(QCommandLineParser &parser, VerbContext &ctx, MovementRequest &req, std::optional<HexMap> &map)
{
    if (parser.positionalArguments().size() != 1 || !parser.isSet(QStringLiteral("from"))) {
        ctx.err << parser.helpText();
        return BadUsage;
    }
    req.from = parser.value(QStringLiteral("from"));
    req.rulesetId = parser.value(QStringLiteral("ruleset"));
    req.unitArgs = parser.values(QStringLiteral("unit"));
    req.side = parser.value(QStringLiteral("side"));
    req.json = parser.isSet(QStringLiteral("json"));
    req.language = QLocale().name().left(2);
    MapLoadResult loaded = loadMapFile(parser.positionalArguments().first());
    if (!loaded.map) {
        ctx.err << loaded.error << '\n';
        return BadInput;
    }
    map = std::move(loaded.map);
    return Success;
}

int runMoveVerb(VerbContext &ctx)
{
    QCommandLineParser parser;
    addMovementOptions(parser);
    parser.addOption({QStringLiteral("orders"), trV("Order list, e.g. \"nw, nw, e, h\"."), QStringLiteral("LIST")});
    parser.addOption({QStringLiteral("budget"), trV("Movement points (default: the unit's allowance)."), QStringLiteral("N")});
    if (!parseVerbArgs(parser, ctx))
        return BadUsage;
    if (!parser.isSet(QStringLiteral("orders"))) {
        ctx.err << parser.helpText();
        return BadUsage;
    }
    MoveRequest req;
    std::optional<HexMap> map;
    if (const int rc = readMovementRequest(parser, ctx, req, map); rc != Success)
        return rc;
    req.orders = parser.value(QStringLiteral("orders"));
    if (parser.isSet(QStringLiteral("budget"))) {
        bool ok = false;
        req.budget = parser.value(QStringLiteral("budget")).toInt(&ok);
        if (!ok || *req.budget < 0) {
            ctx.err << trV("--budget \"%1\": expected a whole number ≥ 0").arg(parser.value(QStringLiteral("budget"))) << '\n';
            return BadInput;
        }
    }
    RulesetLibrary library;
    const VerbOutput out = runMove(*map, library, req);
    ctx.out << out.out;
    ctx.err << out.err;
    return out.exitCode;
}

} // namespace hexstride::cli
