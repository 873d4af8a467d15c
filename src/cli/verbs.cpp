#include "clicommands.h"

#include <QCoreApplication>

namespace hexstride::cli {

// Each verb's entry point lives in its own verb_<name>.cpp.
int runRulesetsVerb(VerbContext &ctx);
int runMoveVerb(VerbContext &ctx);
int runExplainVerb(VerbContext &ctx);

const QList<Verb> &verbs()
{
    static const QList<Verb> all{
        {"rulesets", QT_TRANSLATE_NOOP("hexstride::cli", "List the bundled rulesets and their unit options."),
         &runRulesetsVerb},
        {"move", QT_TRANSLATE_NOOP("hexstride::cli", "Evaluate an order list: cost, total, turn and status per step."),
         &runMoveVerb},
        {"explain", QT_TRANSLATE_NOOP("hexstride::cli", "Explain the cost of one step."), &runExplainVerb},
    };
    return all;
}

} // namespace hexstride::cli
