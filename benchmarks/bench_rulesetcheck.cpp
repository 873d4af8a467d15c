// The ruleset consistency check on every bundled ruleset: median wall time of the whole check
// (table comparisons and the reachability search), how many unit profiles and steps the search
// tried, and whether it completed within the default budget; the baseline is the same check
// with the search cut at once (the table comparisons and the first profile only).
// Then a grown table: pbm-strategic's first table with its rows copied until it has 2,000 and
// 8,000 rows, checked with the search cut at once: the rows are compared in pairs only where
// their conditions can differ in one conjunct, so four times the rows should take about four
// times as long, not sixteen (the pairwise comparison took past a minute at 40,000 rows).
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
    const auto base = library.ruleset(QStringLiteral("pbm-strategic"));
    const auto grown = [&](int rows) {
        Ruleset r = *base;
        CostTable &t = r.costTables[0];
        const QList<CostAxis> axes = t.rows;
        const QList<QList<CostCell>> cells = t.cells;
        for (int i = 0; t.rows.size() < rows; ++i) {
            CostAxis copy = axes[i % axes.size()];
            copy.id += QStringLiteral("-%1").arg(i);
            t.rows << copy;
            t.cells << cells[i % cells.size()];
        }
        return r;
    };
    const Ruleset small = grown(2000), large = grown(8000);
    const double smallMs
        = bench::medianMs(3, [&] { checkRulesetReport(small, QStringLiteral("en"), 1); });
    const double largeMs
        = bench::medianMs(3, [&] { checkRulesetReport(large, QStringLiteral("en"), 1); });
    bench::printRatio("8,000 rows", largeMs, "2,000 rows", smallMs);
    return 0;
}
