#include "clicommands.h"
#include "verbhelp.h"

#include "io/mapfile.h"

#include <QCoreApplication>

namespace hexstride::cli {

int runConvert(VerbContext &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "hexstride::cli",
        "Reads a map and writes it again: OUT ending in .json gets plain JSON, any other name "
        "gzip-compressed JSON (.hexmap)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("IN"),
                                 QCoreApplication::translate("hexstride::cli", "The map to read."));
    parser.addPositionalArgument(
        QStringLiteral("OUT"), QCoreApplication::translate("hexstride::cli", "The file to write."));
    if (!parseVerbArgs(parser, ctx))
        return BadUsage;
    if (parser.isSet(QStringLiteral("help"))) {
        ctx.out << verbHelpText(parser, ctx);
        return Success;
    }
    const QStringList args = parser.positionalArguments();
    if (args.size() != 2) {
        ctx.err << QCoreApplication::translate("hexstride::cli",
                                               "convert: expected two arguments, IN and OUT.")
                << '\n';
        return BadUsage;
    }
    const MapLoadResult loaded = loadMapFile(args[0]);
    if (!loaded.map) {
        ctx.err << loaded.error << '\n';
        return BadInput;
    }
    const QString error = saveMapFile(*loaded.map, args[1]);
    if (!error.isEmpty()) {
        ctx.err << error << '\n';
        return BadInput;
    }
    return Success;
}

} // namespace hexstride::cli
