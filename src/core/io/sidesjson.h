#pragma once

#include "jsonfields.h"
#include "map/hexmap.h"

#include <QJsonObject>
#include <optional>

namespace hexstride {

/// The hex a label names (on the map), or nothing with the fault recorded in `f` at path.key.
std::optional<Hex> readHex(JsonFields &f, const HexMap &map, const QJsonObject &o,
                           const QString &path, const QString &key);

/// Reads the optional `sides` field of a map document (docs/file-format.md) into the map's
/// sides; false with the fault recorded in `f` when it is malformed.
bool readSides(JsonFields &f, const QJsonObject &root, HexMap &map);
/// Adds the field to a map document (nothing when the map has no sides data).
void writeSides(QJsonObject &root, const HexMap &map);

} // namespace hexstride
