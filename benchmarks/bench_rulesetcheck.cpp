// The ruleset consistency check on every bundled ruleset: median wall time of the whole check
// (table comparisons and the reachability search), how many unit profiles and steps the search
// tried, and whether it completed within the default budget; the baseline is the same check
// with the search cut at once (the table comparisons and the first profile only).
#include "benchutil.h"

#include "rules/rulesetcheck.h"
#include "rules/rulesetlibrary.h"

#include <QCoreApplication>

using namespace hexstride;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    RulesetLibrary library;
    for (const char *id : {"pbm-strategic", "battle-federations", "tactical-formations",
                           "strategic-commanders", "tabletop-inches"}) {
        QString error;
        const auto ruleset = library.ruleset(QLatin1String(id), &error);
        if (!ruleset) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        RulesetCheckReport report;
        const double fullMs = bench::medianMs(5, [&] { report = checkRulesetReport(*ruleset); });
        const double cutMs
            = bench::medianMs(5, [&] { checkRulesetReport(*ruleset, QStringLiteral("en"), 1); });
        const RulesetCheckCoverage &c = report.coverage;
        std::printf("%-22s %s  profiles %d/%d  steps %lld  warnings %d\n", id,
                    c.complete ? "complete" : "CUT", c.profilesChecked, c.profilesTotal,
                    static_cast<long long>(c.stepsEvaluated), int(report.warnings.size()));
        bench::printRatio(id, fullMs, "cut at once", cutMs);
    }
    return 0;
}
