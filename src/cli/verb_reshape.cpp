#include "clicommands.h"
#include "movementoptions.h"
#include "verbhelp.h"

#include "exporting/mapsaving.h"

#include "io/mapfile.h"
#include "io/mappaths.h"
#include "io/safefile.h"
#include "io/tiledfile.h"
#include "map/mapreshape.h"

#include <QCoreApplication>

namespace hexstride::cli {

namespace {
struct ReshapeText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};

} // namespace

int runReshapeVerb(VerbContext &ctx)
{
    DescribedParser parser;
    parser.setApplicationDescription(ReshapeText::tr(
        "Resizes a map and moves its hexes, as Map ▸ Resize does: every hex-side feature whose "
        "two hexes stay on the map stays on its side. An odd shift along the offset axis flips "
        "the layout's offset parity. Prints what fell off."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("MAP"), ReshapeText::tr("The map to read."));
    parser.addPositionalArgument(QStringLiteral("OUT"), ReshapeText::tr("The file to write."));
    parser.addOption(
        {QStringLiteral("width"), ReshapeText::tr("Columns of the new map."), QStringLiteral("W")});
    parser.addOption(
        {QStringLiteral("height"), ReshapeText::tr("Rows of the new map."), QStringLiteral("H")});
    parser.addOption({QStringLiteral("shift-col"),
                      ReshapeText::tr("Columns added on the left (negative removes)."),
                      QStringLiteral("C")});
    parser.addOption({QStringLiteral("shift-row"),
                      ReshapeText::tr("Rows added at the top (negative removes)."),
                      QStringLiteral("R")});
    parser.addOption({QStringLiteral("fill"),
                      ReshapeText::tr("Terrain id of new hexes (default: the map's most common "
                                      "terrain)."),
                      QStringLiteral("TERRAIN")});
    if (const auto done = parseFixedArgs(
            parser, ctx, 2, ReshapeText::tr("reshape: expected two arguments, MAP and OUT.")))
        return *done;
    const QStringList args = parser.positionalArguments();
    // Checked before reading: the format follows OUT's suffix, as convert's does.
    if (const auto refused = checkMapOutputFormat(ctx, args[1]))
        return *refused;
    QStringList tiledFiles; // a Tiled map's tilesets and tile pictures
    const MapLoadResult loaded = loadMapAndItsFiles(args[0], tiledFiles);
    if (!loaded.map) {
        ctx.err << loaded.error << '\n';
        return BadInput;
    }
    const HexMap &map = *loaded.map;
    std::optional<int> width = map.width(), height = map.height(), shiftCol = 0, shiftRow = 0;
    if (!readNumberOption(parser, ctx, QStringLiteral("width"), 1, kMaxMapSide, width)
        || !readNumberOption(parser, ctx, QStringLiteral("height"), 1, kMaxMapSide, height)
        || !readNumberOption(parser, ctx, QStringLiteral("shift-col"), -kMaxMapSide, kMaxMapSide,
                             shiftCol)
        || !readNumberOption(parser, ctx, QStringLiteral("shift-row"), -kMaxMapSide, kMaxMapSide,
                             shiftRow))
        return BadUsage;
    std::uint8_t fill = mostCommonTerrain(map);
    if (parser.isSet(QStringLiteral("fill"))) {
        const int t = map.terrains().indexOf(parser.value(QStringLiteral("fill")));
        if (t < 0) {
            ctx.err << ReshapeText::tr(
                           "reshape: --fill: the map has no terrain \"%1\" (it has: %2).")
                           .arg(quotedInput(parser.value(QStringLiteral("fill"))),
                                map.terrains().ids().join(QStringLiteral(", ")))
                    << '\n';
            return BadUsage;
        }
        fill = std::uint8_t(t);
    }
    // MAP itself may be reshaped in place (read whole, written atomically); the files it names
    // may not.
    // The format follows OUT's suffix, as convert's does (probe12 P03).
    if (const QString problem = mapOutputProblem(
            args[1], mapInputFiles(map, loaded.customRuleset, args[0]) + tiledFiles, args[0]);
        !problem.isEmpty()) {
        ctx.err << problem << '\n';
        return BadInput;
    }
    ResizeResult r = resizedMap(map, *width, *height, *shiftCol, *shiftRow, fill);
    // The map's own ruleset goes with it (probe20 U10: the reshaped map was priced by the bundled
    // ruleset of its id, or by none), and the files it names are named from OUT's folder.
    MapRulesetRef customRuleset = loaded.customRuleset;
    rebaseMapReferences(r.map, customRuleset, args[0], args[1]);
    for (const QString &loss : tiledExportLosses(r.map, args[1]))
        ctx.err << args[1] << ": " << loss << '\n';
    const QString error = saveMapByFormat(r.map, args[1], customRuleset);
    if (!error.isEmpty()) {
        ctx.err << error << '\n';
        return BadInput;
    }
    ctx.out << ReshapeText::tr("%1 × %2 → %3 × %4.")
                   .arg(map.width())
                   .arg(map.height())
                   .arg(r.map.width())
                   .arg(r.map.height())
            << ' ';
    const QString removed = reshapeLossesText(r.losses);
    ctx.out << (removed.isEmpty() ? ReshapeText::tr("Nothing removed.")
                                  : ReshapeText::tr("Removed: %1.").arg(removed))
            << '\n';
    if (r.map.grid().parity != map.grid().parity)
        ctx.out << ReshapeText::tr("The shift by an odd number changed the lines shifted by "
                                   "half a hex: now %1.")
                       .arg(shiftedLinesName(r.map.grid().orientation, r.map.grid().parity))
                << '\n';
    return Success;
}

} // namespace hexstride::cli
