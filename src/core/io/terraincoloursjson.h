#pragma once

#include "jsonfields.h"
#include "map/hexmap.h"

#include <QJsonObject>

namespace hexstride {

/// Reads the optional `terrainColours` field of a map document (docs/file-format.md) into the
/// map, whose terrain ids are already set; false with the fault recorded in `f` when it is
/// malformed or names a terrain the map does not have.
bool readTerrainColours(JsonFields &f, const QJsonObject &root, HexMap &map);
/// Adds the field to a map document: the colours of the map's own terrains, nothing when none.
void writeTerrainColours(QJsonObject &root, const HexMap &map);

} // namespace hexstride
