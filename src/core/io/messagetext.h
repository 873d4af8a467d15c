#pragma once

#include <QString>

namespace hexstride {

/// The most characters of a file's own text a message quotes: a 5 MB cell or name would
/// otherwise be echoed whole to the terminal or a dialog.
inline constexpr int kMaxQuotedChars = 80;

/// Text from a file as a message quotes it: at most kMaxQuotedChars characters, the cut marked
/// with "…"; line breaks shown as "↵" so that the message stays on one line.
QString quotedInput(const QString &text);

/// `text` with its line breaks (LF, CR, CRLF, U+2028, U+2029) shown as "↵", uncut: a message
/// built by someone else around a user's text (Qt's command-line parser's "Unknown option
/// 'x↵FORGED'") stays on one line.
QString oneLineText(const QString &text);

/// The most characters of a path a message shows: a path a file names may be thousands of
/// characters long.
inline constexpr int kMaxQuotedPathChars = 200;

/// A path as a message shows it: whole up to kMaxQuotedPathChars characters, else its first and
/// last 100 with "…" between (the file name stays in sight); its control characters and line
/// breaks escaped as terminalText() shows them (`\n`), so that it stays on the message's line.
QString quotedPath(const QString &path);

/// A size limit as a message states it: "256 MB", "1.5 MB", "8 KB", "12 bytes" (translated; MB
/// and KB of 1024). Never "0 MB": a limit under 1 MB is given in KB, under 1 KB in bytes.
QString byteSizeText(qint64 bytes);

} // namespace hexstride
