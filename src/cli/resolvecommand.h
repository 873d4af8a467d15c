#pragma once

#include "movement/turnapply.h"
#include "movement/turnresolver.h"
#include "movementcommands.h"

#include <QPair>
#include <QSet>
#include <optional>

namespace hexstride::cli {

/// A whole turn to resolve (hexstride-cli resolve; docs/cli.md, docs/orders-format.md).
struct ResolveRequest
{
    QString mapPath;
    QString rulesetId;
    MapRulesetRef customRuleset;
    QString ordersFile; ///< empty: the map's plans
    QString ordersText;
    QString rollsFile; ///< empty: no decisions
    QString rollsText;
    std::optional<quint32> seed; ///< --seed; overrides the rolls file's
    bool json = false;
    QString reportDir; ///< one report per side: <side>.txt, <side>.json (and .png when drawing)
    QString writeMap;  ///< the map after the turn
    QString language = QStringLiteral("en");
};

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
/// Draws the map as `side` knows it after the turn (out of sight greyed, other sides' units only
/// where seen) into a PNG; needs a QGuiApplication. Returns an empty string or the error.
QString writeSideImage(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                       const QString &side, const QString &path, const QString &language);

/// Resolves the turn and prints it; writes the side reports and the map after the turn when
/// asked. Exit codes as `orders`.
VerbOutput runResolve(const HexMap &map, const RulesetLibrary &library,
                      const ResolveRequest &request);

} // namespace hexstride::cli
