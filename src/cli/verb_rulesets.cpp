#include "clicommands.h"
#include "movementcommands.h"

#include <QCoreApplication>
#include <QLocale>

namespace hexstride::cli {

int runRulesetsVerb(VerbContext &ctx)
{
    DescribedParser parser;
    parser.addHelpOption();
    parser.addOption(
        {QStringLiteral("json"), QCoreApplication::translate("hexstride::cli", "Print JSON.")});
    if (!parseVerbArgs(parser, ctx))
        return BadUsage;
    RulesetLibrary library;
    const VerbOutput out
        = runRulesets(library, parser.isSet(QStringLiteral("json")), QLocale().name().left(2));
    ctx.out << out.out;
    ctx.err << out.err;
    return out.exitCode;
}

} // namespace hexstride::cli
