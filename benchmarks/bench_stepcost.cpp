// Step costs for every hex and direction of a random pbm-strategic map: the compiled model's
// fast path (what pathfinding calls), MovementRules::stepCostFast and, as the baseline, the
// explained evaluation with a trace. Checks that all three agree.
#include "benchutil.h"

#include "movement/movementrules.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetmap.h"

#include <QCoreApplication>
#include <random>

using namespace hexstride;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    RulesetLibrary library;
    QString error;
    const auto ruleset = library.ruleset(QStringLiteral("pbm-strategic"), &error);
    if (!ruleset) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    const int side = 500;
    HexMap map = mapForRuleset(*ruleset, MapShape{side, side, {}, LabelScheme::Numeric});
    std::mt19937 rng(42);
    for (auto &v : map.terrainLayer())
        v = static_cast<std::uint8_t>(rng() % 7); // land terrains
    for (auto &v : map.edgeLayer())
        v = (rng() % 4 == 0) ? static_cast<FeatureMask>(rng() % 32) : 0;

    MovementRules rules(ruleset);
    const UnitProfile profile{{QStringLiteral("fed"), QStringLiteral("no")},
                              {QStringLiteral("evasive"), QStringLiteral("yes")}};
    const auto model = rules.model(map, profile);
    const long long calls = static_cast<long long>(map.hexCount()) * 6;

    long long sumFast = 0, sumRules = 0, sumTrace = 0;
    const double fastMs = bench::medianMs(5, [&] {
        sumFast = 0;
        for (int i = 0; i < map.hexCount(); ++i) {
            const Hex from = map.hexAtIndex(i);
            for (Direction d = 0; d < 6; ++d)
                sumFast += model->cost(map, from, d);
        }
    });
    const double rulesMs = bench::medianMs(5, [&] {
        sumRules = 0;
        for (int i = 0; i < map.hexCount(); ++i) {
            const Hex from = map.hexAtIndex(i);
            for (Direction d = 0; d < 6; ++d)
                sumRules += rules.stepCostFast(map, from, d, profile);
        }
    });
    const double traceMs = bench::medianMs(3, [&] {
        sumTrace = 0;
        for (int i = 0; i < map.hexCount(); ++i) {
            const Hex from = map.hexAtIndex(i);
            for (Direction d = 0; d < 6; ++d) {
                const Hex to = neighbour(from, d);
                if (!map.contains(to)) {
                    sumTrace -= 1;
                    continue;
                }
                StepTrace trace;
                sumTrace += model->evaluate(model->facts(map, from, to, d), &trace);
            }
        }
    });
    std::printf("%lld step costs on a %dx%d map (tabulated: %s)\n", calls, side, side,
                model->isTabulated() ? "yes" : "no");
    std::printf("StepCostModel::cost          %6.1f ns/call\n", fastMs * 1e6 / double(calls));
    std::printf("MovementRules::stepCostFast  %6.1f ns/call\n", rulesMs * 1e6 / double(calls));
    std::printf("evaluate with trace          %6.1f ns/call\n", traceMs * 1e6 / double(calls));
    bench::printRatio("model->cost vs explained evaluate", fastMs, "traced", traceMs);
    if (sumFast != sumRules || sumFast != sumTrace) {
        std::printf("MISMATCH: %lld %lld %lld\n", sumFast, sumRules, sumTrace);
        return 1;
    }
    std::printf("results identical (checksum %lld)\n", sumFast);

    // A ruleset whose facts do not fit a table: the fast path evaluates compiled conditions.
    const auto tactical = library.ruleset(QStringLiteral("tactical-formations"), &error);
    if (!tactical) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    HexMap tmap = mapForRuleset(*tactical, MapShape{side, side, {}, LabelScheme::ColRow});
    for (auto &v : tmap.terrainLayer())
        v = static_cast<std::uint8_t>(rng() % 9);
    for (auto &v : tmap.hexFeatureLayer())
        v = (rng() % 8 == 0) ? static_cast<FeatureMask>(1u << (rng() % 8)) : 0;
    for (auto &v : tmap.edgeLayer())
        v = (rng() % 6 == 0) ? static_cast<FeatureMask>(1u << (rng() % 9)) : 0;
    for (auto &v : tmap.elevationLayer())
        v = static_cast<std::int16_t>(rng() % 3);
    MovementRules trules(tactical);
    const auto tmodel
        = trules.model(tmap, {{QStringLiteral("formation"), QStringLiteral("march-column")},
                              {QStringLiteral("night"), QStringLiteral("yes")}});
    long long tFast = 0, tTrace = 0;
    const double tFastMs = bench::medianMs(5, [&] {
        tFast = 0;
        for (int i = 0; i < tmap.hexCount(); ++i) {
            const Hex from = tmap.hexAtIndex(i);
            for (Direction d = 0; d < 6; ++d)
                tFast += tmodel->cost(tmap, from, d);
        }
    });
    const double tTraceMs = bench::medianMs(3, [&] {
        tTrace = 0;
        for (int i = 0; i < tmap.hexCount(); ++i) {
            const Hex from = tmap.hexAtIndex(i);
            for (Direction d = 0; d < 6; ++d) {
                const Hex to = neighbour(from, d);
                if (!tmap.contains(to)) {
                    tTrace -= 1;
                    continue;
                }
                StepTrace trace;
                tTrace += tmodel->evaluate(tmodel->facts(tmap, from, to, d), &trace);
            }
        }
    });
    std::printf("tactical-formations (tabulated: %s)\n", tmodel->isTabulated() ? "yes" : "no");
    std::printf("StepCostModel::cost          %6.1f ns/call\n", tFastMs * 1e6 / double(calls));
    std::printf("evaluate with trace          %6.1f ns/call\n", tTraceMs * 1e6 / double(calls));
    if (tFast != tTrace) {
        std::printf("MISMATCH: %lld %lld\n", tFast, tTrace);
        return 1;
    }
    std::printf("results identical (checksum %lld)\n", tFast);
    return 0;
}
