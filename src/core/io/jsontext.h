#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QString>

namespace hexstride {

/// "line L, column C" of a byte offset into UTF-8 text (columns count characters, from 1).
QString lineColumn(const QByteArray &text, qsizetype offset);

/// The byte offset of the first byte of `text` that is not valid UTF-8 (an overlong form, a
/// surrogate, a code point above U+10FFFF, a stray or cut sequence), or -1 when all is valid.
qsizetype invalidUtf8Offset(QByteArrayView text);

/// Parses JSON text strictly: what QJsonDocument rejects, and also raw control characters
/// (U+0000–U+001F) inside strings, which RFC 8259 forbids but Qt lets through. False with a
/// translated "line L, column C: JSON syntax error: …" in error.
bool parseJsonText(const QByteArray &text, QJsonDocument &doc, QString &error);
/// Whether `text` is one JSON number, string, true, false or null: valid JSON that
/// QJsonDocument refuses at the top level, so a reader can say "expected a JSON object" rather
/// than "JSON syntax error".
bool isJsonScalar(const QByteArray &text);

/// How the number under top-level `key` of valid JSON text is written ("1.0", "1e3"); empty
/// when the key is not there or its value is no number. Qt reads `1.0` and `1e3` as the
/// integers 1 and 1000, so a reader that wants an integer written as one asks the text.
QByteArray topLevelNumberSpelling(const QByteArray &text, QByteArrayView key);
/// Whether a JSON number is written as an integer: no fraction, no exponent.
bool isIntegerSpelling(QByteArrayView number);

} // namespace hexstride
