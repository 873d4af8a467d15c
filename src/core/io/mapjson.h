#pragma once

#include "map/hexmap.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace hexstride {

/// The identity of the .hexmap JSON document (docs/file-format.md).
inline constexpr const char *kMapFormatId = "hexstride-map";
/// The newest version this build reads. It writes the oldest version that holds the map: 2 when
/// a layer is stored as runs (version 2's layer encoding), else 1.
inline constexpr int kMapFormatVersion = 2;

/// How the dense layers are written: as runs where they are long (what Hexstride writes), or
/// every layer as zlib-compressed bytes (what it wrote before format version 2; the benchmark
/// compares reading the two).
enum class LayerEncoding { RunsWhereLong, BytesOnly };

/// The map as the JSON document of a .hexmap file.
QJsonObject mapToJson(const HexMap &map, LayerEncoding encoding = LayerEncoding::RunsWhereLong);

/// How the layers of a map file are decoded: side by side on threads of their own (they are
/// independent zlib streams), or one after the other on the calling thread (the reference that
/// tests and benchmarks compare with).
enum class LayerDecoding { Parallel, Serial };

/// Reads and validates a map document. On failure returns nothing and sets error to
/// "<json path>: <reason>" (translated), e.g. "shape.width: 0 is out of range 1..2000".
std::optional<HexMap> mapFromJson(const QJsonObject &root, QString &error,
                                  LayerDecoding decoding = LayerDecoding::Parallel);

} // namespace hexstride
