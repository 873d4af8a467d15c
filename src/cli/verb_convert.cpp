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
    if (const auto done = parseFixedArgs(parser, ctx, 2, QCoreApplication::translate("hexstride::cli",
                                               "convert: expected two arguments, IN and OUT.")))
        return *done;
    const QStringList args = parser.positionalArguments();
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
