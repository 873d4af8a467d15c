#pragma once

#include "jsonfields.h"
#include "map/mapbackground.h"

#include <QJsonObject>

namespace hexstride {

/// Reads the optional `background` field of a map document (docs/file-format.md) into `out`;
/// false with the fault recorded in `f` when it is malformed.
bool readBackground(JsonFields &f, const QJsonObject &root, MapBackground &out);
/// Adds the field to a map document (nothing when the map has no background image).
void writeBackground(QJsonObject &root, const MapBackground &background);

} // namespace hexstride
