#pragma once

#include "ruleset.h"

#include <QByteArray>
#include <optional>

namespace hexstride {

/// The result of reading a ruleset: the ruleset, or one error naming the JSON path
/// (e.g. `costTables[1].rows[3].cells[2]: expected a number or "no"`).
struct RulesetLoadResult
{
    std::optional<Ruleset> ruleset;
    QString error; ///< translated; starts with the file name when one was given
};

/// Parses and validates a ruleset in the JSON format of docs/rulesets.md.
RulesetLoadResult loadRuleset(const QByteArray &json, const QString &name = QString());
/// Reads a ruleset file (or a resource path such as ":/rulesets/pbm-strategic.json").
RulesetLoadResult loadRulesetFile(const QString &path);

} // namespace hexstride
