#pragma once

#include "ruleset.h"

#include <QString>

namespace hexstride {

/// The largest number a cost table cell or a modifier may hold (docs/rulesets.md): the bundled
/// rulesets' dearest step is 14 MP, and whole numbers such as allowances have the same bound.
/// A bigger value is a typo (or 1e308, which turns sums into infinity).
inline constexpr double kMaxCostValue = 1'000'000;
/// The smallest cost above 0 a cost table cell may hold: what lies between is no cost anyone
/// means (5e-324, a denormal, printed as 330 characters) and is refused.
inline constexpr double kMinCostValue = 0.001;

/// Why a modifier cannot have this value, translated, or empty: a multiplier must be above 0
/// (0 or less makes steps free or negative), a set cost 0 or more, and no value is larger than
/// kMaxCostValue. The loader refuses such a modifier, naming its path; so nothing the ruleset
/// check would call an error reaches the movement engine.
QString modifierValueProblem(ModifierEffect effect, double value);

} // namespace hexstride
