#pragma once

// The small pbm-strategic board that the harnesses of the referee's files (the rolls file, a
// player's orders) read against: the ruleset loaded once and an 8 × 7 map with a few armies.
#include "map/hexmap.h"
#include "movement/movementrules.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetmap.h"

#include <QString>

#include <cstdint>
#include <initializer_list>

namespace hexstride::fuzzing {

/// An army of the board: its name, side, place (column, row) and troop figures.
struct BoardArmy
{
    const char *name;
    const char *side;
    int column, row;
    int figures;
};

/// The pbm-strategic ruleset, loaded once (a bundled ruleset always loads: a failure traps).
inline const MovementRules &pbmRules()
{
    static const RulesetLibrary library;
    static const MovementRules rules = [] {
        const auto ruleset = library.ruleset(QStringLiteral("pbm-strategic"));
        if (!ruleset)
            __builtin_trap();
        return MovementRules(ruleset);
    }();
    return rules;
}

/// An 8 × 7 pbm-strategic map (labels column,row) holding `armies`.
inline HexMap pbmBoard(std::initializer_list<BoardArmy> armies)
{
    HexMap map = mapForRuleset(pbmRules().ruleset(), MapShape{8, 7, {}, LabelScheme::ColRow});
    for (const BoardArmy &a : armies)
        map.units() << MapUnit{QString::fromUtf8(a.name),
                               QString::fromUtf8(a.side),
                               map.grid().toHex({a.column, a.row}),
                               {},
                               a.figures};
    return map;
}

/// The fuzzer's bytes as text (UTF-8, bad sequences replaced).
inline QString fuzzText(const std::uint8_t *data, std::size_t size)
{
    return QString::fromUtf8(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
}

} // namespace hexstride::fuzzing
