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
        "Reads a map and writes it again, with its custom ruleset: OUT ending in .json gets plain "
        "JSON, OUT ending in .hexmap gzip-compressed JSON."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("IN"),
                                 QCoreApplication::translate("hexstride::cli", "The map to read."));
    parser.addPositionalArgument(
        QStringLiteral("OUT"), QCoreApplication::translate("hexstride::cli", "The file to write."));
    if (const auto done
        = parseFixedArgs(parser, ctx, 2,
                         QCoreApplication::translate(
                             "hexstride::cli", "convert: expected two arguments, IN and OUT.")))
        return *done;
    const QStringList args = parser.positionalArguments();
    // Checked before reading: a typo in OUT should not cost the time of loading a large map.
    if (const auto refused = checkMapOutputFormat(ctx, args[1]))
        return *refused;
    const QString error = convertMapFile(args[0], args[1]);
    if (!error.isEmpty()) {
        ctx.err << error << '\n';
        return BadInput;
    }
    return Success;
}

} // namespace hexstride::cli
