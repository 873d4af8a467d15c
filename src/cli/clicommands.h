#pragma once

#include "text/describedparser.h"

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

#include <functional>

class QCoreApplication;

namespace hexstride::cli {

/// Exit codes of hexstride-cli.
enum ExitCode { Success = 0, BadInput = 1, BadUsage = 2 };

/// What a verb gets: its own arguments (after the verb name) and the output streams.
struct VerbContext
{
    QStringList args; ///< argv[0] replaced by "hexstride-cli VERB"
    QTextStream &out;
    QTextStream &err;
    /// When set, the verb only describes itself: parseVerbArgs() copies what the verb's parser
    /// holds here and stops the verb (for the man page and the shell completions).
    CommandLineDescription *describe = nullptr;
    /// Switches standard output to byte for byte for a machine format (CSV) and back; does
    /// nothing when standard output is a terminal (then it is escaped like all text) or unset.
    std::function<void(bool)> exactOutput = nullptr;
};

/// A verb of hexstride-cli: its name, one-line summary (untranslated source, see tr()) and
/// entry point. Each verb lives in its own verb_<name>.cpp and registers itself in verbs().
struct Verb
{
    const char *name;
    const char *summary; ///< marked with QT_TRANSLATE_NOOP("hexstride::cli", ...)
    int (*run)(VerbContext &);
};

/// All verbs, in the order --help lists them.
const QList<Verb> &verbs();

/// Parses the verb's options with parser; on failure prints the error and returns false.
/// In describe mode (ctx.describe set) fills the description and returns false.
bool parseVerbArgs(DescribedParser &parser, VerbContext &ctx);

int run(QCoreApplication &app);

/// Keeps the command line as typed, for commandLineArguments(); main() calls it first.
void setCommandLine(int argc, char **argv);

/// The command line as typed: Qt's own decoding (QCoreApplication::arguments()) drops a U+FEFF
/// at an argument's start, so `move --orders $'\ufeffe'` was read as "e" where an orders file,
/// `resolve` and `campaign submit` refuse it (probe14 Q05). UTF-8 with that character kept;
/// QCoreApplication::arguments() where setCommandLine() was not called, and on Windows.
QStringList commandLineArguments();

} // namespace hexstride::cli
