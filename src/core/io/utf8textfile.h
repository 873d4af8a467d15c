#pragma once

#include <QByteArray>
#include <QString>
#include <optional>
#include <utility>

namespace hexstride {

/// The line and column (columns count characters, from 1) of the first byte of `bytes` that is
/// not valid UTF-8; none when all of it is.
std::optional<std::pair<int, int>> invalidUtf8LineColumn(const QByteArray &bytes);

/// The line and column of the first NUL byte of `bytes` when they look like UTF-16 text saved
/// without a byte order mark: two NUL bytes or more, at least one byte in eight (every other
/// byte of Latin text) — valid UTF-8, but read so, a line of orders became letters with NULs
/// between them (probe18 S09). None otherwise: a stray NUL is a control character of its line.
std::optional<std::pair<int, int>> utf16LineColumn(const QByteArray &bytes);

/// What the text readers say of such bytes (translated): "the text looks like UTF-16: save it as
/// UTF-8".
QString utf16TextMessage();

/// "FILE:LINE:COLUMN: the text is not valid UTF-8 (save it as UTF-8)" at the first byte of
/// `bytes` that is not, or empty; UTF-16 text is named so first (utf16LineColumn) (probe17 R05: a
/// Latin-1 or CP1251 rolls file, cost-table CSV or tile map was read with U+FFFD in it and refused
/// as `no row "For�t"`).
QString utf8TextProblem(const QString &fileName, const QByteArray &bytes);

/// A text file a user gives (a rolls file, a cost-table CSV, a tile map): at most `maxBytes`,
/// and valid UTF-8 (utf8TextProblem). Nothing, with the message naming `path` in `error`, when
/// it cannot be read or is not UTF-8.
std::optional<QString> readUtf8TextFile(const QString &path, qint64 maxBytes, QString &error);

} // namespace hexstride
