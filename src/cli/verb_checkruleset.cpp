// check-ruleset: the cost-table designer's consistency warnings for a bundled ruleset or a
// ruleset file, with how far the search of what units can reach got (and where it was cut).
#include "movementcommands.h"
#include "movementoptions.h"
#include "rulesetargument.h"
#include "verbhelp.h"

#include "rules/rulesetcheck.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace hexstride::cli {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};

VerbOutput checkRulesetOutput(const Ruleset &ruleset, qint64 budget, bool json)
{
    const RulesetCheckReport report = checkRulesetReport(ruleset, outputLanguage(), budget);
    const RulesetCheckCoverage &c = report.coverage;
    VerbOutput out;
    if (json) {
        QJsonArray warnings;
        for (const RulesetWarning &w : report.warnings)
            warnings << QJsonObject{{QStringLiteral("kind"), rulesetWarningKindId(w.kind)},
                                    {QStringLiteral("path"), w.path},
                                    {QStringLiteral("message"), w.message}};
        QJsonObject search{{QStringLiteral("complete"), c.complete},
                           {QStringLiteral("profilesChecked"), c.profilesChecked},
                           {QStringLiteral("profilesTotal"), c.profilesTotal},
                           {QStringLiteral("steps"), double(c.stepsEvaluated)}};
        if (!c.complete)
            search.insert(QStringLiteral("stoppedAt"), c.stoppedAt);
        out.out = jsonText(QJsonObject{{QStringLiteral("ruleset"), ruleset.id},
                                       {QStringLiteral("warnings"), warnings},
                                       {QStringLiteral("search"), search}});
        return out;
    }
    for (const RulesetWarning &w : report.warnings)
        out.out += QStringLiteral("%1: %2\n").arg(w.path, w.message);
    out.out += report.warnings.isEmpty()
                   ? CliText::tr("No warnings.\n")
                   : QCoreApplication::translate("hexstride::cli", "%n warning(s).\n", nullptr,
                                                 int(report.warnings.size()));
    if (c.complete)
        out.out += QCoreApplication::translate(
            "hexstride::cli", "Searched all %n unit profile(s).\n", nullptr, c.profilesTotal);
    else
        out.out += CliText::tr("The search was cut after %1 of %2 unit profiles (next: %3): "
                               "terrains no unit enters and "
                               "values nothing selects are not reported.\n")
                       .arg(c.profilesChecked)
                       .arg(c.profilesTotal)
                       .arg(c.stoppedAt);
    return out;
}
} // namespace

int runCheckRulesetVerb(VerbContext &ctx)
{
    DescribedParser parser;
    parser.setApplicationDescription(CliText::tr(
        "Checks a ruleset's tables as the cost-table designer does: roads dearer than no road, "
        "crossings "
        "cheaper than open ground, unfed cheaper than fed, terrains no unit can enter, units that "
        "cannot "
        "move, values no step selects, entries an earlier entry of their list hides. Says whether "
        "the search covered every unit profile."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("RULESET"),
                                 CliText::tr("A bundled ruleset id or a ruleset file."));
    parser.addOption({QStringLiteral("json"), CliText::tr("Print JSON.")});
    parser.addOption({QStringLiteral("budget"),
                      CliText::tr("Bound the search to N evaluated steps."), QStringLiteral("N"),
                      QString::number(kRulesetCheckStepBudget)});
    if (const auto done = parseFixedArgs(
            parser, ctx, 1, CliText::tr("check-ruleset needs one ruleset id or file.")))
        return *done;
    bool ok = false;
    const qint64 budget = parser.value(QStringLiteral("budget")).toLongLong(&ok);
    if (!ok || budget < 0)
        return printOutput(
            ctx, inputError(CliText::tr("--budget: expected a number of steps, got \"%1\"")
                                .arg(quotedInput(parser.value(QStringLiteral("budget"))))));
    const QString name = parser.positionalArguments().constFirst();
    QString why;
    const auto ruleset = loadRulesetArgument(name, &why);
    if (!ruleset)
        return printOutput(ctx, inputError(why));
    return printOutput(ctx,
                       checkRulesetOutput(*ruleset, budget, parser.isSet(QStringLiteral("json"))));
}

} // namespace hexstride::cli
