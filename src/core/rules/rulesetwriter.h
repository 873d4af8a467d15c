#pragma once

#include "ruleset.h"
#include "rulesetloader.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>

namespace hexstride {

/// A ruleset in the JSON format of docs/rulesets.md: loadRuleset(writeRuleset(r)) gives r back.
QJsonObject rulesetToJson(const Ruleset &ruleset);
/// The same, indented UTF-8 JSON.
QByteArray writeRuleset(const Ruleset &ruleset);
/// A condition as the JSON object the loader reads (`{"enter": […], "is": "…"}`).
QJsonObject conditionToJson(const Condition &condition);
/// Writes a ruleset file atomically; empty on success, otherwise a translated message.
QString saveRulesetFile(const Ruleset &ruleset, const QString &path);

/// Replaces the value at a JSON path (`costTables[0].rows[3].cells[2]`, `modifiers[1].when`)
/// of the ruleset's JSON form and reads the result back through the loader, so that an edit is
/// validated exactly as a file would be (negative costs, unknown ids, broken conditions). The
/// error names the path; a path that does not exist is an error too.
RulesetLoadResult editRuleset(const Ruleset &ruleset, const QString &path, const QJsonValue &value);

} // namespace hexstride
