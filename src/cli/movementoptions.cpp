#include "movementoptions.h"

#include "io/messagetext.h"
#include "io/safefile.h"
#include "io/utf8textfile.h"
#include "map/sidespellings.h"
#include "map/unitedits.h"
#include "movement/turnordersfile.h"
#include "text/filltext.h"
#include "text/terminaltext.h"

#include "exporting/tiledtileset.h"
#include "io/mapfile.h"
#include "verbhelp.h"

#include <QCoreApplication>
#include <QLocale>

namespace hexstride::cli {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};
} // namespace

void addMovementOptions(DescribedParser &parser, bool mover)
{
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("MAP"), CliText::tr("The map file."));
    if (mover) {
        parser.addOption({QStringLiteral("from"), CliText::tr("Start hex, in the map's labels."),
                          QStringLiteral("HEX")});
        parser.addRepeatableOption({QStringLiteral("unit"),
                                    CliText::tr("A unit option, repeatable."),
                                    QStringLiteral("KEY=VALUE")});
        parser.addOption({QStringLiteral("side"),
                          CliText::tr("The mover's side; units of other sides are enemies."),
                          QStringLiteral("SIDE")});
    }
    parser.addOption({QStringLiteral("ruleset"),
                      CliText::tr("A bundled ruleset id or a ruleset file (default: the map's own "
                                  "ruleset, else its id)."),
                      QStringLiteral("ID|FILE")});
    parser.addOption({QStringLiteral("json"), CliText::tr("Print JSON.")});
}

std::optional<int> parseMovementVerb(DescribedParser &parser, VerbContext &ctx, int positionals,
                                     const QStringList &required, MovementRequest *req,
                                     std::optional<HexMap> &map, MapRulesetRef *customRuleset)
{
    if (!parseVerbArgs(parser, ctx))
        return BadUsage;
    if (parser.isSet(QStringLiteral("help"))) {
        ctx.out << verbHelpText(parser, ctx);
        return Success;
    }
    if (parser.positionalArguments().size() != positionals) {
        ctx.err << fillText(CliText::tr("%1: expected %2 argument(s): %3"),
                            {ctx.args.value(0), positionals,
                             positionals == 1 ? QStringLiteral("MAP") : QStringLiteral("MAP FILE")})
                << '\n'
                << verbHelpText(parser, ctx);
        return BadUsage;
    }
    for (const QString &name : required) {
        if (!parser.isSet(name)) {
            ctx.err << CliText::tr("%1: --%2 is required").arg(ctx.args.value(0), name) << '\n'
                    << verbHelpText(parser, ctx);
            return BadUsage;
        }
    }
    if (req) {
        req->from = parser.value(QStringLiteral("from"));
        req->rulesetId = parser.value(QStringLiteral("ruleset"));
        req->unitArgs = parser.values(QStringLiteral("unit"));
        req->side = parser.value(QStringLiteral("side"));
        // "--side ''" (a script's empty variable) moved a side-less unit without a word
        // (probe16 Q04); leaving --side out is how a unit of no side is asked for.
        if (parser.isSet(QStringLiteral("side")) && req->side.isEmpty()) {
            ctx.err << CliText::tr("--side: give a side's name") << '\n';
            return BadUsage;
        }
        req->json = parser.isSet(QStringLiteral("json"));
        req->language = outputLanguage();
        req->mapPath = parser.positionalArguments().first();
    }
    MapLoadResult loaded = loadMapFile(parser.positionalArguments().first());
    if (!loaded.map) {
        ctx.err << loaded.error << '\n';
        return BadInput;
    }
    // A Tiled map's "tile N" terrains are drawn (render) in their tiles' colours.
    colourTileTerrains(*loaded.map, loaded.tileTerrains);
    map = std::move(loaded.map);
    if (customRuleset)
        *customRuleset = loaded.customRuleset;
    if (req)
        req->customRuleset = loaded.customRuleset;
    // probe15 P23: "--side WEST" beside the map's "West" silently moved a third, hostile side.
    if (req && !req->side.isEmpty()) {
        QString problem = unitSideProblem(req->side);
        if (problem.isEmpty()) {
            SideSpellings spellings;
            for (const QString &side : sideNamesOf(*map))
                spellings.add(side);
            problem = spellings.add(req->side);
        }
        if (!problem.isEmpty()) {
            ctx.err << fillText(CliText::tr("--side \"%1\": %2"),
                                {terminalText(quotedInput(req->side)), problem})
                    << '\n';
            return BadUsage;
        }
    }
    return std::nullopt;
}

bool readNumberOption(const QCommandLineParser &parser, VerbContext &ctx, const QString &name,
                      int minimum, int maximum, std::optional<int> &value)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    const int n = parser.value(name).toInt(&ok);
    // probe18 S05: "≥ 0" for 2147483648 did not say what was wrong with it.
    if (!ok || n < minimum || n > maximum) {
        ctx.err << fillText(CliText::tr("--%1 \"%2\": expected a whole number from %3 to %4"),
                            {name, quotedInput(parser.value(name)), minimum, maximum})
                << '\n';
        return false;
    }
    value = n;
    return true;
}

std::optional<int> parseVerbWithActions(DescribedParser &parser, VerbContext &ctx)
{
    if (!parseVerbArgs(parser, ctx))
        return ctx.describe ? Success : BadUsage;
    if (parser.isSet(QStringLiteral("help"))) {
        ctx.out << verbHelpText(parser, ctx);
        return Success;
    }
    return std::nullopt;
}

bool readSeedOption(const QCommandLineParser &parser, VerbContext &ctx,
                    std::optional<quint32> &seed)
{
    if (!parser.isSet(QStringLiteral("seed")))
        return true;
    bool ok = false;
    const uint value = parser.value(QStringLiteral("seed")).toUInt(&ok);
    if (!ok) {
        ctx.err << CliText::tr("--seed \"%1\": expected a whole number from 0 to 4294967295")
                       .arg(quotedInput(parser.value(QStringLiteral("seed"))))
                << '\n';
        return false;
    }
    seed = value;
    return true;
}

std::optional<QString> readTextArgument(const QString &path, VerbContext &ctx, bool ordersFile)
{
    QString readError;
    if (ordersFile) {
        std::optional<QString> text = readOrdersFileText(path, readError);
        if (!text)
            ctx.err << readError << '\n';
        return text;
    }
    std::optional<QString> text = readUtf8TextFile(path, safefile::kMaxOrdersBytes, readError);
    if (!text)
        ctx.err << readError << '\n';
    return text;
}

int printOutput(VerbContext &ctx, const VerbOutput &output)
{
    if (output.exact && ctx.exactOutput) {
        ctx.exactOutput(true);
        ctx.out << output.out;
        ctx.exactOutput(false);
    } else {
        ctx.out << output.out;
    }
    if (output.writeMore)
        output.writeMore(ctx.out);
    ctx.err << output.err;
    return output.exitCode;
}

QString outputLanguage()
{
    return QLocale().name().left(2);
}

} // namespace hexstride::cli
