#include "clicommands.h"

#include <QCoreApplication>

namespace hexstride::cli {

// Each verb's entry point lives in its own verb_<name>.cpp.
int runInfo(VerbContext &ctx);
int runConvert(VerbContext &ctx);
int runImportJOverseer(VerbContext &ctx);
int runRulesetsVerb(VerbContext &ctx);
int runMoveVerb(VerbContext &ctx);
int runExplainVerb(VerbContext &ctx);
int runReachVerb(VerbContext &ctx);
int runRouteVerb(VerbContext &ctx);
int runOrdersVerb(VerbContext &ctx);
int runCheckVerb(VerbContext &ctx);
int runRenderVerb(VerbContext &ctx);
int runCheckRulesetVerb(VerbContext &ctx);
int runReshapeVerb(VerbContext &ctx);
int runTableVerb(VerbContext &ctx);
int runResolveVerb(VerbContext &ctx);
int runCampaignVerb(VerbContext &ctx);
int runUnitsVerb(VerbContext &ctx);

const QList<Verb> &verbs()
{
    static const QList<Verb> all{
        {"info",
         QT_TRANSLATE_NOOP("hexstride::cli", "Show a map's size, layout, ruleset and contents"),
         &runInfo},
        {"convert", QT_TRANSLATE_NOOP("hexstride::cli", "Convert a map between .hexmap and .json"),
         &runConvert},
        {"import-joverseer",
         QT_TRANSLATE_NOOP("hexstride::cli", "Import a JOverseer .terrain/.traffic pair"),
         &runImportJOverseer},
        {"rulesets",
         QT_TRANSLATE_NOOP("hexstride::cli", "List the bundled rulesets and their unit options"),
         &runRulesetsVerb},
        {"move",
         QT_TRANSLATE_NOOP("hexstride::cli",
                           "Evaluate an order list: cost, total, turn and status per step"),
         &runMoveVerb},
        {"explain", QT_TRANSLATE_NOOP("hexstride::cli", "Explain the cost of one step"),
         &runExplainVerb},
        {"reach",
         QT_TRANSLATE_NOOP("hexstride::cli",
                           "Hexes reachable from a start hex, with cost and MP left"),
         &runReachVerb},
        {"route",
         QT_TRANSLATE_NOOP("hexstride::cli", "Cheapest route between hexes, with the order string"),
         &runRouteVerb},
        {"orders",
         QT_TRANSLATE_NOOP("hexstride::cli", "Check a whole turn's orders, one army per line"),
         &runOrdersVerb},
        {"resolve",
         QT_TRANSLATE_NOOP("hexstride::cli",
                           "Resolve a whole turn: every unit moved together in the ruleset's "
                           "sequence"),
         &runResolveVerb},
        {"units",
         QT_TRANSLATE_NOOP("hexstride::cli", "List, add, edit or remove a map's units (armies)"),
         &runUnitsVerb},
        {"campaign",
         QT_TRANSLATE_NOOP("hexstride::cli",
                           "A play-by-mail game in a folder: players' orders in, reports out"),
         &runCampaignVerb},
        {"check",
         QT_TRANSLATE_NOOP("hexstride::cli", "List the problems of a map, each with its hex"),
         &runCheckVerb},
        {"check-ruleset",
         QT_TRANSLATE_NOOP(
             "hexstride::cli",
             "Consistency warnings of a ruleset's tables, and how far the search got"),
         &runCheckRulesetVerb},
        {"render",
         QT_TRANSLATE_NOOP("hexstride::cli",
                           "Draw the map with legend and title to PNG, SVG or PDF"),
         &runRenderVerb},
        {"reshape",
         QT_TRANSLATE_NOOP("hexstride::cli",
                           "Resize a map and move its hexes, keeping every hex-side"),
         &runReshapeVerb},
        {"table",
         QT_TRANSLATE_NOOP("hexstride::cli",
                           "Print one cost table as text or CSV, or set its cells from a CSV"),
         &runTableVerb},
    };
    return all;
}

} // namespace hexstride::cli
