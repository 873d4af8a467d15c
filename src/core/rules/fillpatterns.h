#pragma once

#include <QStringList>

namespace hexstride {

/// The JSON ids of FillPattern (definitions.h), in enum order: "solid", "dots", "trees",
/// "hatch", "crosshatch", "waves", "peaks", "marsh".
const QStringList &fillPatternIds();

} // namespace hexstride
