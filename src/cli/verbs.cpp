#include "clicommands.h"

#include <QCoreApplication>

namespace hexstride::cli {

// Each verb's entry point lives in its own verb_<name>.cpp.
int runInfo(VerbContext &ctx);
int runConvert(VerbContext &ctx);
int runImportJOverseer(VerbContext &ctx);

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
    };
    return all;
}

} // namespace hexstride::cli
