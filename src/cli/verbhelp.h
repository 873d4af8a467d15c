#pragma once

#include "clicommands.h"

#include <QCoreApplication>

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

} // namespace hexstride::cli
