#pragma once

#include <QString>

/// What the Tiled export and import share about an export's layers (src/core/io/tiled*.cpp).
namespace hexstride::tiled::layers {

// Layer names of an export; the importer goes by each object's shape, not by these (but for
// the terrain's tile layer and elevation points).
inline QString terrain()
{
    return QStringLiteral("terrain");
}
inline QString hexFeatures()
{
    return QStringLiteral("hex features");
}
inline QString labels()
{
    return QStringLiteral("labels");
}
inline QString elevation()
{
    return QStringLiteral("elevation");
}
/// The text size of a label of scale 1.
inline constexpr int kLabelPixels = 14;

} // namespace hexstride::tiled::layers
