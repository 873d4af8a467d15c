// Fuzzes the order-string parser and plan evaluation. Input: byte 0 picks a bundled ruleset,
// byte 1 the orientation and the terrain pattern of a small map, the rest is the order string
// (UTF-8). Parsing must succeed or name the offending token; evaluation must never crash and
// never give a negative cost or total.
#include "movement/planevaluator.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetmap.h"

#include <QByteArray>
#include <QString>
#include <map>
#include <memory>

namespace {
using namespace hexstride;

HexMap mapOf(const Ruleset &r, std::uint8_t pattern)
{
    const auto &t = r.vocabulary.terrains;
    const auto &h = r.vocabulary.hexFeatures;
    const auto &e = r.vocabulary.edgeFeatures;
    const Orientation o = (pattern & 1) ? Orientation::FlatTop : Orientation::PointyTop;
    HexMap map
        = mapForRuleset(r, MapShape{7, 6, {o, OffsetParity::OddShifted}, LabelScheme::ColRow});
    std::uint32_t x = pattern * 2654435761u + 1;
    for (int i = 0; i < map.hexCount(); ++i) {
        x = x * 1103515245u + 12345u;
        const Hex hex = map.hexAtIndex(i);
        map.setTerrain(hex, std::uint8_t((x >> 8) % std::uint32_t(t.size())));
        if (!h.isEmpty() && (x >> 20) % 4 == 0)
            map.setHexFeatures(hex, FeatureMask(1u << ((x >> 12) % std::uint32_t(h.size()))));
        if (!e.isEmpty() && (x >> 22) % 3 == 0)
            map.setEdgeFeatures(edgeOf(hex, int((x >> 4) % 3)),
                                FeatureMask(1u << ((x >> 16) % std::uint32_t(e.size()))));
        map.setElevation(hex, int((x >> 24) % 5) - 2);
    }
    return map;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const RulesetLibrary library;
    static const QStringList ids = library.ids();
    if (size < 2 || ids.isEmpty())
        return 0;
    const auto ruleset = library.ruleset(ids.at(data[0] % ids.size()));
    if (!ruleset)
        __builtin_trap(); // bundled rulesets always load
    const HexMap map = mapOf(*ruleset, data[1]);
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data + 2),
                                           static_cast<qsizetype>(size - 2));
    const ParsedOrders parsed
        = parseOrders(text, map.grid().orientation, ruleset->turns.holdTokens);
    if (!parsed.error.isEmpty()) {
        if (!parsed.tokens.isEmpty() || parsed.errorPosition < 1
            || parsed.errorPosition > text.size() + 1)
            __builtin_trap(); // an error names a position inside the text and keeps no tokens
        return 0;
    }
    for (const OrderToken &t : parsed.tokens) {
        if (t.hold == (t.direction >= 0) || t.direction > 5 || t.position < 1
            || t.position > text.size())
            __builtin_trap();
    }
    // One MovementRules per ruleset: its compiled models are cached across inputs.
    static std::map<QString, std::unique_ptr<MovementRules>> rulesById;
    auto &rules = rulesById[ruleset->id];
    if (!rules)
        rules = std::make_unique<MovementRules>(ruleset);
    const PlanResult plan = evaluateOrders(
        *rules, map, map.hexAtIndex((data[1] >> 1) % map.hexCount()), parsed.tokens, {});
    if (plan.total < 0 || plan.steps.size() != parsed.tokens.size())
        __builtin_trap();
    for (const PlannedStep &s : plan.steps) {
        if ((s.cost && *s.cost < 0) || s.total < 0)
            __builtin_trap();
    }
    return 0;
}
