#pragma once

#include "text/describedparser.h"

#include <QString>

/// Pieces of man pages (roff, the man macros). Man pages are English only: they are made at
/// build time from the untranslated option texts (docs/packaging.md).
namespace hexstride::roff {

/// Text as roff shows it: backslashes and minus signs escaped, a leading dot or quote made
/// literal, every non-ASCII character as \[uXXXX], lines joined (roff fills them).
QString escape(const QString &text);

/// "--name VALUE" / "-n, --name" in bold with the value in italics, for a .TP item.
QString optionSynopsis(const QCommandLineOption &option);

/// One .TP item per visible option (hidden ones are left out, as --help leaves them out).
QString optionItems(const QList<QCommandLineOption> &options);

/// One .TP item per positional argument.
QString argumentItems(const QList<CommandLineDescription::Argument> &arguments);

/// The page's .TH line and the NAME section.
QString header(const QString &name, const QString &version, const QString &summary);

} // namespace hexstride::roff
