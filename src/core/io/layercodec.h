#pragma once

#include <QByteArray>
#include <QString>
#include <cstdint>
#include <vector>

class QJsonObject;

namespace hexstride {

/// Encoding of one dense map layer in a .hexmap file, stored as one base64 string. A layer of
/// runs (4 values or more on average) is written as runs: each a count and a value, the
/// whole a zlib stream (format version 2; it reads several times faster than inflating every
/// byte). Others are written as their bytes (16-bit layers split into a plane of low bytes
/// followed by a plane of high bytes, which compresses better than interleaved little-endian),
/// compressed as one zlib stream (level 1, run-length strategy). Both, and raw bytes, are read.
/// See docs/file-format.md, "layers".
namespace layercodec {

/// The layer's JSON object; `runsWhereLong` false: never as runs (the older encoding).
QJsonObject encode8(const std::vector<std::uint8_t> &layer, bool runsWhereLong = true);
QJsonObject encode16(const std::vector<std::uint16_t> &layer, bool runsWhereLong = true);
QJsonObject encode16(const std::vector<std::int16_t> &layer, bool runsWhereLong = true);

/// What out holds before decoding: anything (every value is written), or zeros only (a fresh
/// map's layer: runs of zero, most of a map's edges, are then not written a second time).
enum class Target { Any, Zeroed };

/// Decodes a layer object into out, which must already have the layer's expected size (so
/// nothing is allocated from what the file claims). On failure error names the field relative
/// to the layer ("size: …", "data: …").
bool decode8(const QJsonObject &obj, std::vector<std::uint8_t> &out, QString &error,
             Target target = Target::Any);
bool decode16(const QJsonObject &obj, std::vector<std::uint16_t> &out, QString &error,
              Target target = Target::Any);
bool decode16(const QJsonObject &obj, std::vector<std::int16_t> &out, QString &error,
              Target target = Target::Any);

} // namespace layercodec
} // namespace hexstride
