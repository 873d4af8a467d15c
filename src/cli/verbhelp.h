#pragma once

#include "clicommands.h"

#include "io/mapfile.h"
#include "io/messagetext.h"
#include "io/tiledfile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <optional>

namespace hexstride::cli {

/// The verb's --help text with "hexstride-cli VERB" in the usage line, where
/// QCommandLineParser would put the bare program path.
inline QString verbHelpText(const QCommandLineParser &parser, const VerbContext &ctx)
{
    QString help = parser.helpText();
    const QString program = QCoreApplication::arguments().value(0);
    const qsizetype at = help.indexOf(program);
    if (!program.isEmpty() && at >= 0)
        help.replace(at, program.size(), ctx.args.value(0));
    return help;
}

/// The start every verb with positional arguments shares: parses the options, answers --help,
/// and checks that exactly `count` positional arguments were given (else prints
/// `wrongCountMessage`). Returns the exit code when the verb is done already, else nothing.
inline std::optional<int> parseFixedArgs(DescribedParser &parser, VerbContext &ctx, int count,
                                         const QString &wrongCountMessage)
{
    if (!parseVerbArgs(parser, ctx))
        return BadUsage;
    if (parser.isSet(QStringLiteral("help"))) {
        ctx.out << verbHelpText(parser, ctx);
        return Success;
    }
    if (parser.positionalArguments().size() != count) {
        ctx.err << wrongCountMessage << '\n';
        return BadUsage;
    }
    return std::nullopt;
}

/// For verbs that write a map: refuses an OUT whose suffix is not a map format (.hexmap, .json,
/// .tmx, .tmj)
/// with a message listing them. Returns BadUsage when refused, else nothing.
inline std::optional<int> checkMapOutputFormat(VerbContext &ctx, const QString &out)
{
    const QString suffix = QFileInfo(out).suffix().toLower();
    if (suffix == QLatin1String("hexmap") || suffix == QLatin1String("json")
        || suffix == QLatin1String("tmx") || suffix == QLatin1String("tmj"))
        return std::nullopt;
    ctx.err << QCoreApplication::translate(
                   "hexstride::cli",
                   "%1: unknown output format \"%2\"; the formats are .hexmap (gzip-compressed "
                   "JSON), .json (plain JSON), .tmx and .tmj (Tiled maps, XML and JSON)")
                   .arg(quotedPath(out), quotedInput(suffix))
            << '\n';
    return BadUsage;
}

/// Reads MAP as loadMapFile does, and adds to `inputs` what a Tiled map reads besides itself:
/// its external tilesets and tile pictures, which no output of the command (a Tiled map's
/// tileset picture) may replace.
inline MapLoadResult loadMapAndItsFiles(const QString &path, QStringList &inputs)
{
    if (!isTiledPath(path))
        return loadMapFile(path);
    MapLoadResult loaded = loadTiledMap(path, {}, nullptr, &inputs);
    for (const tiled::TileTerrain &tile : std::as_const(loaded.tileTerrains))
        inputs << tile.image;
    return loaded;
}

} // namespace hexstride::cli
