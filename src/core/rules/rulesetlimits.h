#pragma once

#include "ruleset.h"

#include <QString>

namespace hexstride {

/// The largest number a cost table cell or a modifier may hold (docs/rulesets.md): the bundled
/// rulesets' dearest step is 14 MP, and whole numbers such as allowances have the same bound.
/// A bigger value is a typo (or 1e308, which turns sums into infinity).
inline constexpr double kMaxCostValue = 1'000'000;
/// The largest whole number a ruleset may hold (an allowance's points, a bonus, a count), and
/// the most MP or hexes an allowance may come to once converted from scale units.
inline constexpr int kMaxRulesetInteger = 1'000'000;
/// The smallest cost above 0 a cost table cell may hold: what lies between is no cost anyone
/// means (5e-324, a denormal, printed as 330 characters) and is refused.
inline constexpr double kMinCostValue = 0.001;

/// How deep a condition may nest once its named conditions are written out, in the levels of
/// the condition tree: each named condition referred to (`is`) adds 3, each `all`, `any` or
/// `not` 2, a test 1 to 3; so a rule may refer through a chain of 21 named conditions. The loader
/// refuses deeper conditions (docs/rulesets.md); every walk of a condition (the engine's compiler,
/// the checks) follows this deep, so nothing loaded is cut short.
inline constexpr int kMaxConditionDepth = 64;

/// The largest `rise` or `fall` a condition may compare: the most two elevations (int16) differ
/// by. Beyond it no step could ever meet the test; the loader refuses it.
inline constexpr int kMaxRiseLevels = 65535;

/// Why a modifier cannot have this value, translated, or empty: a multiplier must be above 0
/// (0 or less makes steps free or negative), a set cost 0 or more, and no value is larger than
/// kMaxCostValue. The loader refuses such a modifier, naming its path; so nothing the ruleset
/// check would call an error reaches the movement engine.
QString modifierValueProblem(ModifierEffect effect, double value);

/// An allowance or range `value` as whole hexes (or MP), rounded down: divided by the scale's
/// perHex when the ruleset gives allowances in scale units, else as it is. Not bounded: the
/// loader refuses a scale that makes an allowance more than kMaxRulesetInteger.
double hexesFromScaleUnits(double value, const MapScale &scale);
/// The same as an int, held within ±kMaxRulesetInteger, so that no value beyond int is ever
/// cast to one (probe18 S04: a tiny perHex made 6 inches INT_MIN, read as "unlimited").
int wholeHexesFromScaleUnits(double value, const MapScale &scale);

} // namespace hexstride
