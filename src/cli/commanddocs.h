#pragma once

#include "clicommands.h"

#include <QString>

/// The documents made from the verb table and each verb's parser, so that they cannot drift
/// from --help: the man page and the bash and zsh completions. English only (made at build
/// time, see docs/packaging.md). Hidden options of hexstride-cli print them:
/// --man, --completion bash, --completion zsh.
namespace hexstride::cli {

/// A verb and what its parser holds.
struct VerbDescription
{
    const Verb *verb = nullptr;
    CommandLineDescription commandLine;
};

/// Every verb of verbs(), described by running it in describe mode.
QList<VerbDescription> describeVerbs();

/// hexstride-cli.1 (roff, the man macros).
QString cliManPage();
/// The bash completion script (defines _hexstride_cli, completes hexstride-cli).
QString bashCompletion();
/// The zsh completion script (#compdef hexstride-cli).
QString zshCompletion();

/// Handles hexstride-cli --man and --completion SHELL (args as QCoreApplication::arguments());
/// returns the exit code, or -1 when the arguments ask for neither.
int runDocsOption(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace hexstride::cli
