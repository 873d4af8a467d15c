#include "clicommands.h"
#include "verbhelp.h"

#include "exporting/mapsaving.h"

#include "exporting/tiledtileset.h"
#include "io/mapfile.h"
#include "io/mappaths.h"
#include "io/messagetext.h"
#include "io/safefile.h"
#include "io/tiledfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace hexstride::cli {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};

/// Reads IN in the format its suffix names; a Tiled map with the --tile-map and --ruleset
/// choices, telling which tiles named no terrain (and their colour) so that they can be mapped.
MapLoadResult readInput(const QCommandLineParser &parser, const QString &in,
                        QStringList &tilesetFiles)
{
    if (!isTiledPath(in))
        return loadMapFile(in);
    tiled::ImportOptions options;
    options.rulesetId = parser.value(QStringLiteral("ruleset"));
    if (parser.isSet(QStringLiteral("tile-map"))) {
        QString error;
        if (!readTileMap(parser.value(QStringLiteral("tile-map")), options.tileMap, error))
            return {std::nullopt, error, {}, {}, {}};
    }
    MapLoadResult loaded = loadTiledMap(in, options, nullptr, &tilesetFiles);
    // Each tileset picture read once for all its tiles.
    QStringList problems;
    const QList<QColor> colours = averageTileColours(loaded.tileTerrains, &problems);
    if (loaded.map) // the colours go with the map into OUT
        colourTileTerrains(*loaded.map, loaded.tileTerrains, colours);
    for (qsizetype i = 0; i < loaded.tileTerrains.size(); ++i) {
        const tiled::TileTerrain &t = loaded.tileTerrains.at(i);
        const QString &problem = problems.at(i);
        const QColor &colour = colours.at(i);
        if (!problem.isEmpty())
            loaded.warnings.append(CliText::tr("%1: tileset image: %2").arg(in, problem));
        loaded.warnings.append(
            CliText::tr(
                "%1: tiles \"%2\" name no terrain (average colour %3); map them onto one with "
                "--tile-map")
                .arg(in, t.terrain, colour.isValid() ? colour.name() : CliText::tr("unknown")));
    }
    return loaded;
}
} // namespace

int runConvert(VerbContext &ctx)
{
    DescribedParser parser;
    parser.setApplicationDescription(CliText::tr(
        "Reads a map and writes it again, with its custom ruleset, in the format OUT's suffix "
        "names: .hexmap (gzip-compressed JSON), .json (plain JSON), .tmx or .tmj (a Tiled map, "
        "XML or JSON, with its tileset picture beside it). IN may be any of them."));
    parser.addHelpOption();
    parser.addOption(
        {QStringLiteral("tile-map"),
         CliText::tr("For a Tiled IN: a file of \"NAME = TERRAIN\" lines that give tiles "
                     "without a terrain one (\"tile 7 = forest\", \"empty = water\")."),
         QStringLiteral("FILE")});
    parser.addOption(
        {QStringLiteral("ruleset"),
         CliText::tr("For a Tiled IN that Hexstride did not write: the ruleset id of the map "
                     "(default: %1).")
             .arg(tiledDefaultRulesetId()),
         QStringLiteral("ID")});
    parser.addPositionalArgument(QStringLiteral("IN"), CliText::tr("The map to read."));
    parser.addPositionalArgument(QStringLiteral("OUT"), CliText::tr("The file to write."));
    if (const auto done = parseFixedArgs(
            parser, ctx, 2, CliText::tr("convert: expected two arguments, IN and OUT.")))
        return *done;
    const QStringList args = parser.positionalArguments();
    // Checked before reading: a typo in OUT should not cost the time of loading a large map.
    if (const auto refused = checkMapOutputFormat(ctx, args[1]))
        return *refused;
    QStringList tilesetFiles;
    MapLoadResult loaded = readInput(parser, args[0], tilesetFiles);
    for (const QString &warning : std::as_const(loaded.warnings))
        ctx.err << warning << '\n';
    if (!loaded.map) {
        ctx.err << loaded.error << '\n';
        return BadInput;
    }
    // Neither OUT nor a Tiled map's tileset picture beside it replaces a file the command
    // reads: the map's files, its tilesets, tile pictures and tile map. IN itself may be
    // rewritten in place by OUT (read whole, written atomically), never by the picture.
    QStringList inputs = mapInputFiles(*loaded.map, loaded.customRuleset, args[0]);
    inputs << parser.value(QStringLiteral("tile-map")) << tilesetFiles;
    for (const tiled::TileTerrain &tile : std::as_const(loaded.tileTerrains))
        inputs << tile.image;
    if (const QString problem = mapOutputProblem(args[1], inputs, args[0]); !problem.isEmpty()) {
        ctx.err << problem << '\n';
        return BadInput;
    }
    const QStringList outputs = mapOutputFiles(args[1]);
    const bool pictureReplaced = outputs.size() > 1 && QFileInfo::exists(outputs[1]);
    // Files the map names by relative paths are named from OUT's folder.
    rebaseMapReferences(*loaded.map, loaded.customRuleset, args[0], args[1]);
    // Said, not silent: what the output format cannot hold (probe 9, finding 30).
    for (const QString &loss : tiledExportLosses(*loaded.map, args[1]))
        ctx.err << args[1] << ": " << loss << '\n';
    const QString error = saveMapByFormat(*loaded.map, args[1], loaded.customRuleset);
    if (!error.isEmpty()) {
        ctx.err << error << '\n';
        return BadInput;
    }
    // Said once it is true (probe12 P11).
    if (pictureReplaced)
        ctx.err << CliText::tr("%1: replaced by the Tiled map's tileset picture")
                       .arg(quotedPath(outputs[1]))
                << '\n';
    return Success;
}

} // namespace hexstride::cli
