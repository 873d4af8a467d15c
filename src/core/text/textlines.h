#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

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

} // namespace hexstride
