#pragma once

#include <QStringList>

namespace hexstride {

/// The JSON ids of FillPattern (definitions.h), in enum order: "solid", "dots", "trees",
/// "hatch", "crosshatch", "waves", "peaks", "marsh".
const QStringList &fillPatternIds();

/// A fill pattern's name for people, in the interface language ("Solid", «Сплошная»); an id
/// that is not a pattern is returned as it is.
QString fillPatternName(const QString &id);

} // namespace hexstride
