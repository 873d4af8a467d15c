#pragma once

#include "map/mapobjects.h"
#include "rules/ruleset.h"

namespace hexstride {

/// A unit profile as the ruleset names it, e.g. "Troops: Cavalry only, Fed: No", in `language`
/// ("en", "ru"). Options at their default value are left out when `skipDefaults`; the result is
/// empty when nothing is left. Options the ruleset does not know are left out.
QString profileChoicesText(const Ruleset &ruleset, const UnitProfile &profile,
                           const QString &language, bool skipDefaults = true);
/// A condition over unit options as the ruleset names them ("Heavy equipment: Yes", parts
/// joined by ", "; alternatives by " / "); atoms that are not about unit options as "…".
QString unitConditionText(const Ruleset &ruleset, const Condition &condition,
                          const QString &language);

} // namespace hexstride
