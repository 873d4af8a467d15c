#include "clicommands.h"
#include "commanddocs.h"

#include "i18n/translations.h"
#include "io/messagetext.h"
#include "text/terminalstream.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringDecoder>

#include <cstdio>
#ifdef Q_OS_WIN
#include <io.h>
#else
#include <unistd.h>
#endif

namespace hexstride::cli {

namespace {
QStringList &typedArguments()
{
    static QStringList args;
    return args;
}
} // namespace

void setCommandLine(int argc, char **argv)
{
#ifdef Q_OS_WIN
    Q_UNUSED(argc);
    Q_UNUSED(argv);
#else
    QStringList &args = typedArguments();
    args.clear();
    for (int i = 0; i < argc; ++i) {
        QStringDecoder utf8(QStringConverter::Utf8, QStringConverter::Flag::ConvertInitialBom);
        args << QString(utf8(QByteArrayView(argv[i])));
    }
#endif
}

QStringList commandLineArguments()
{
    return typedArguments().isEmpty() ? QCoreApplication::arguments() : typedArguments();
}

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};

void printUsage(QTextStream &s)
{
    s << CliText::tr("Usage: hexstride-cli VERB [options] [arguments]") << '\n'
      << CliText::tr("       hexstride-cli --version | --help") << "\n\n"
      << CliText::tr("Verbs:") << '\n';
    for (const Verb &v : verbs())
        s << "  " << QString::fromLatin1(v.name).leftJustified(18) << CliText::tr(v.summary)
          << '\n';
    s << '\n'
      << CliText::tr("Run \"hexstride-cli VERB --help\" for the options of a verb.") << '\n';
}
/// Runs the verb the command line names; returns its exit code.
int runVerb(QTextStream &out, QTextStream &err, const std::function<void(bool)> &exactOutput)
{
    const QStringList args = commandLineArguments();
    if (args.size() < 2) {
        printUsage(err);
        return BadUsage;
    }
    const QString verbName = args.at(1);
    if (verbName == QLatin1String("--version") || verbName == QLatin1String("-v")) {
        out << "hexstride-cli " << QCoreApplication::applicationVersion() << '\n';
        return Success;
    }
    if (verbName == QLatin1String("--help") || verbName == QLatin1String("-h")) {
        printUsage(out);
        return Success;
    }
    for (const Verb &v : verbs()) {
        if (verbName == QLatin1String(v.name)) {
            QStringList verbArgs = args.mid(1);
            verbArgs[0] = QStringLiteral("hexstride-cli ") + verbName;
            VerbContext ctx{verbArgs, out, err};
            ctx.exactOutput = exactOutput;
            return v.run(ctx);
        }
    }
    err << CliText::tr("Unknown verb \"%1\".").arg(quotedInput(verbName)) << '\n';
    printUsage(err);
    return BadUsage;
}
} // namespace

bool parseVerbArgs(DescribedParser &parser, VerbContext &ctx)
{
    if (ctx.describe) {
        *ctx.describe = parser.described();
        return false;
    }
    if (!parser.parse(ctx.args)) {
        // Qt's text quotes an unknown option as typed: a line break in it would start a line
        // of its own ("FORGED: no problems found", probe17 R01).
        ctx.err << oneLineText(parser.errorText()) << '\n';
        return false;
    }
    // "--rolls a --rolls b" would read b alone (probe 12, P05): a usage error, like --unit's
    // key given twice. Repeatable options (--unit, --via, --player) are added as such.
    if (const QString twice = parser.givenTwice(); !twice.isEmpty()) {
        ctx.err << CliText::tr("%1 is given twice.").arg(twice) << '\n';
        return false;
    }
    if (const QString empty = parser.givenEmptyPath(); !empty.isEmpty()) {
        ctx.err << CliText::tr("%1: the value is empty; expected a file or folder name.").arg(empty)
                << '\n';
        return false;
    }
    return true;
}

int run(QCoreApplication &app)
{
    QCoreApplication::setApplicationName(QStringLiteral("hexstride-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HEXSTRIDE_VERSION));
    {
        // Hidden: the man page and the shell completions (made at build time, English only,
        // so before the translations are installed).
        QTextStream out(stdout), err(stderr);
        if (const int code = runDocsOption(commandLineArguments(), out, err); code >= 0)
            return code;
    }
    applyLanguage(app, QString()); // the system's language; numbers follow the words shown

    // What verbs print passes terminalLines() on its way: a string from a file (a unit's name,
    // a label, a message quoting a file) may hold ESC sequences, which would act on the
    // referee's terminal. JSON comes as terminalJson().
    QFile stdOut, stdErr;
    stdOut.open(stdout, QIODevice::WriteOnly);
    stdErr.open(stderr, QIODevice::WriteOnly);
    TerminalLineDevice outDevice(&stdOut), errDevice(&stdErr);
    QTextStream out(&outDevice);
    QTextStream err(&errDevice);
    // A machine format to a file or a pipe goes byte for byte: CSV's tabs and CRs are data
    // (probe 9, finding 14); to a terminal it is escaped like everything else.
#ifdef Q_OS_WIN
    const bool terminal = _isatty(_fileno(stdout));
#else
    const bool terminal = isatty(fileno(stdout));
#endif
    const auto exactOutput = [&](bool exact) {
        out.flush();
        outDevice.setExact(exact && !terminal);
    };
    const int code = runVerb(out, err, exactOutput);
    out.flush();
    outDevice.finish();
    // Output that did not reach standard output (a full disk, `> /dev/full`, a closed pipe) is
    // lost: say so and fail, never exit 0 (probe 9, finding 11).
    const bool outWritten = stdOut.flush() && stdOut.error() == QFileDevice::NoError;
    if (!outWritten)
        err << CliText::tr("standard output: cannot write: %1").arg(stdOut.errorString()) << '\n';
    err.flush();
    errDevice.finish();
    stdErr.flush();
    return outWritten || code != Success ? code : BadInput;
}

} // namespace hexstride::cli
