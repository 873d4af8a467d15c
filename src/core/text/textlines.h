#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace hexstride {

/// The lines of a line-based text file (an orders file and its header, a tile map), without
/// their line ends. A line ends at LF, CRLF or a lone CR (classic-Mac editors and some mail
/// clients end lines with CR alone), as the CSV reader reads them: one splitter, so that every
/// reader sees and numbers the same lines (probe17 R11: a file of CR line ends that began with
/// a comment was one comment, its orders dropped without a word).
QStringList textLines(const QString &text);

/// The number (1-based) of the line that holds byte `offset` of `bytes`, its lines counted as
/// textLines() counts them; and in `lineStart`, when given, the offset where that line begins.
int lineOfByte(const QByteArray &bytes, qsizetype offset, qsizetype *lineStart = nullptr);

/// Why `line` cannot stand in a line-based file (translated), or empty: it holds a character
/// that some editors and viewers show as a line break but no reader takes as one — U+2028,
/// U+2029, NEL (U+0085), a vertical tab or a form feed — so the text after it would be read
/// as part of the same line, a comment's or a field's ("a line separator (U+2028) inside the
/// line: save the file with ordinary line ends"). The readers refuse such a line, comments
/// included, naming FILE:LINE.
QString lineBreakInsideProblem(QStringView line);

/// A character of a line that many editors do not show, and why the line is refused for it
/// (translated).
struct InvisibleCharacter
{
    int column = 0; ///< 1-based, in characters
    QString message;
};

/// The first character of `line` that many editors do not show and that no line-based file
/// holds: a byte order mark (U+FEFF) after the file's first (some editors add one to a file
/// that has one), or a control character other than a tab (DOS tools end a file with Ctrl-Z,
/// U+001A). The readers refuse such a line before they read its fields, naming
/// FILE:LINE:COLUMN and the character (probe18 S09: "expected 4 fields … found 1" for a line
/// that reads "# Turn 1, West" in every editor). Nothing when the line holds none.
std::optional<InvisibleCharacter> invisibleCharacter(QStringView line);

} // namespace hexstride
