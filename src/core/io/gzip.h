#pragma once

#include <QByteArray>
#include <QString>

namespace hexstride {

/// Thin wrappers over zlib: the outer gzip stream of a .hexmap file and the zlib streams of its
/// layers. Inflation always takes an output cap so that a hostile file cannot make us allocate
/// more than the caller expects (a "gzip bomb").
namespace zip {

/// zlib's deflate strategies: HuffmanOnly skips string matching (fast; right for text that is
/// already compressed data in base64), RunLength matches runs only (fast on sparse planes).
enum class Strategy { Default, HuffmanOnly, RunLength };

/// A gzip stream (RFC 1952) that `zcat` reads. level 0..9.
QByteArray gzipCompress(const QByteArray &data, int level, Strategy strategy = Strategy::Default);
/// A zlib stream (RFC 1950) of size bytes at data. level 0..9.
QByteArray zlibCompress(const char *data, qsizetype size, int level,
                        Strategy strategy = Strategy::Default);

/// True when data starts with the gzip magic bytes 1f 8b.
bool looksLikeGzip(const QByteArray &data);

/// Inflates a gzip or zlib stream (detected from its header). Fails, with a translated reason in
/// error, when the stream is damaged or truncated or would inflate to more than maxOutput bytes.
/// When exactSize >= 0 the output must have exactly that many bytes, written straight into out.
bool inflateAny(const char *data, qsizetype size, qsizetype maxOutput, QByteArray &out,
                QString &error);
/// Inflates into a caller-owned buffer of exactly outSize bytes; the stream must fill it exactly.
bool inflateExact(const char *data, qsizetype size, void *outBuffer, qsizetype outSize,
                  QString &error);

} // namespace zip
} // namespace hexstride
