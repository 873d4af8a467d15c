#pragma once

#include "movement/turnapply.h"
#include "movement/turnoutputs.h"
#include "movement/turnreport.h"
#include "movement/turnresolver.h"
#include "movementcommands.h"

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
    TurnOutputFault outputFault; ///< tests: a failure injected while the files are written
};

/// Resolves the turn and prints it; writes the side reports and the map after the turn when
/// asked. Exit codes as `orders`. The request is taken whole so that the orders' text is let go
/// once read (a file of 100,000 lines is 12 MB as text).
VerbOutput runResolve(const HexMap &map, const RulesetLibrary &library, ResolveRequest request);

} // namespace hexstride::cli
