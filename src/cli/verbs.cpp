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
        {"rulesets", QT_TRANSLATE_NOOP("hexstride::cli", "List the bundled rulesets and their unit options"),
         &runRulesetsVerb},
        {"move",
         QT_TRANSLATE_NOOP("hexstride::cli", "Evaluate an order list: cost, total, turn and status per step"),
         &runMoveVerb},
        {"explain", QT_TRANSLATE_NOOP("hexstride::cli", "Explain the cost of one step"), &runExplainVerb},
    };
    return all;
}

} // namespace hexstride::cli
