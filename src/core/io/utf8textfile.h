#pragma once

#include <QByteArray>
#include <QString>
#include <optional>
#include <utility>

namespace hexstride {

/// The line and column (columns count characters, from 1) of the first byte of `bytes` that is
/// not valid UTF-8; none when all of it is.
std::optional<std::pair<int, int>> invalidUtf8LineColumn(const QByteArray &bytes);

/// "FILE:LINE:COLUMN: the text is not valid UTF-8 (save it as UTF-8)" at the first byte of
/// `bytes` that is not, or empty (probe17 R05: a Latin-1 or CP1251 rolls file, cost-table CSV
/// or tile map was read with U+FFFD in it and refused as `no row "For�t"`).
QString utf8TextProblem(const QString &fileName, const QByteArray &bytes);

/// A text file a user gives (a rolls file, a cost-table CSV, a tile map): at most `maxBytes`,
/// and valid UTF-8 (utf8TextProblem). Nothing, with the message naming `path` in `error`, when
/// it cannot be read or is not UTF-8.
std::optional<QString> readUtf8TextFile(const QString &path, qint64 maxBytes, QString &error);

} // namespace hexstride
