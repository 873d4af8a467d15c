#pragma once

#include "rules/ruleset.h"

#include <QString>
#include <memory>

namespace hexstride::cli {

/// The ruleset a RULESET argument names: a ruleset file when one of that name exists (devices
/// and pipes too, read under the ruleset cap), else a bundled ruleset id. Null with a translated
/// `error` when neither loads.
std::shared_ptr<const Ruleset> loadRulesetArgument(const QString &name, QString *error);

} // namespace hexstride::cli
