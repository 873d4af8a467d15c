#pragma once

#include "map/hexmap.h"

#include <optional>

namespace hexstride {

/// Builds a map from JOverseer terrain and traffic files. The one place the app calls the
/// importer (the core function lands with the JOverseer importer work); `error` gets a
/// translated message naming the file and place when it fails.
std::optional<HexMap> importJOverseerMap(const QString &terrainFile, const QString &trafficFile,
                                         QString *error);

} // namespace hexstride
