#pragma once

// A resolved turn as the referee and each side read it: JSON, text, what a side sees. Used by
// `hexstride-cli resolve` and by the side reports (src/render/exporting/sidereports.h).
#include "turnresolver.h"

#include <QJsonObject>
#include <QPair>
#include <QSet>
#include <optional>

namespace hexstride {

/// One evaluated step as `move --json` reports it (order, from, to, cost, total, turn, status,
/// reason, explain; period and round where the ruleset has them).
QJsonObject stepJson(const HexMap &map, const Ruleset &ruleset, const PlannedStep &step,
                     const QString &language);

/// Reads a rolls file: {"seed": N, "decisions": {"<decision id>": "<choice>", …}}; an error
/// naming the file and the key when it is not one.
std::optional<TurnChoices> readRollsFile(const QString &text, const QString &fileName,
                                         QString *error);

/// The resolution as JSON (docs/cli.md); with `side`, only what that side's units saw.
QJsonObject resolutionJson(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                           const QString &language, const QString &side = {});
/// The same as text in `language`.
QString resolutionText(const HexMap &map, const TurnResolution &r, const QString &language,
                       const QString &side = {});

/// The hexes a side sees after the turn: within the ruleset's sight radius (1 where it gives
/// none) of its units' end hexes, as (q, r).
QSet<QPair<int, int>> hexesInSight(const HexMap &map, const Ruleset &ruleset,
                                   const TurnResolution &r, const QString &side);

} // namespace hexstride
