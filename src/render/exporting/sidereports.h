#pragma once

// The referee's reports to each side after a resolved turn (`hexstride-cli resolve
// --report-dir`, the app's Export Side Reports…).
#include "movement/turnresolver.h"

namespace hexstride {

/// Draws the map as `side` knows it after the turn (out of sight greyed, other sides' units only
/// where seen) into a PNG; needs a QGuiApplication. Returns an empty string or the error.
QString writeSideImage(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                       const QString &side, const QString &path, const QString &language);

/// Writes one report per side into `dir`: <side>.txt and <side>.json (that side's units and what
/// they met, nothing they did not see) and, with a QGuiApplication, <side>.png. A side's name
/// becomes a file name with characters other than letters, digits, '-' and '_' replaced by '_'.
/// Returns an empty string or the error (translated).
QString writeSideReports(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                         const QString &dir, const QString &language);

} // namespace hexstride
