#pragma once

#include "ruleset.h"

namespace hexstride {

/// A condition as a sentence in `language` ("en", "ru…"): terrains, features and unit options
/// by their names in the ruleset, named conditions spelled out. What the designer, the
/// explanations and `hexstride-cli rulesets` show instead of a condition's JSON form.
/// An empty condition reads "always".
QString conditionText(const Ruleset &ruleset, const Condition &condition, const QString &language);

/// Names of terrains (or hex/edge features) by id, "or" between them, in `language`; an id the
/// ruleset does not define is shown as written.
QString featureNames(const QList<FeatureDefinition> &definitions, const QStringList &ids,
                     const QString &language);

} // namespace hexstride
