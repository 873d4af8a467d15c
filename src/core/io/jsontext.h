#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QString>

namespace hexstride {

/// "line L, column C" of a byte offset into UTF-8 text (columns count characters, from 1).
QString lineColumn(const QByteArray &text, qsizetype offset);

/// Parses JSON text strictly: what QJsonDocument rejects, and also raw control characters
/// (U+0000–U+001F) inside strings, which RFC 8259 forbids but Qt lets through. False with a
/// translated "line L, column C: JSON syntax error: …" in error.
bool parseJsonText(const QByteArray &text, QJsonDocument &doc, QString &error);

} // namespace hexstride
