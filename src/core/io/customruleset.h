#pragma once

#include "rules/rulesetloader.h"

#include <QJsonObject>

namespace hexstride {

/// A ruleset of the map's own (map file field `customRuleset`, docs/file-format.md): the
/// ruleset embedded in the map file, or a ruleset file referenced by path. Empty: the map uses
/// the bundled ruleset named by its `ruleset` id.
struct MapRulesetRef
{
    QJsonObject embedded; ///< the ruleset's JSON form, when embedded
    QString path;         ///< a ruleset file, relative to the map file's folder or absolute
    bool isEmpty() const { return embedded.isEmpty() && path.isEmpty(); }
    friend bool operator==(const MapRulesetRef &, const MapRulesetRef &) = default;
};

/// Reads the optional `customRuleset` field of a map document; false with `error` set
/// ("customRuleset.path: expected a non-empty string") when it is malformed.
bool readCustomRuleset(const QJsonObject &root, MapRulesetRef &out, QString &error);
/// Adds the field to a map document (nothing when `ref` is empty).
void writeCustomRuleset(QJsonObject &root, const MapRulesetRef &ref);

/// The same reference for a copy of the map saved at toMapPath: an embedded ruleset stays as it
/// is; a relative path is rewritten so that it still names the same file from toMapPath's folder.
MapRulesetRef rebaseCustomRuleset(const MapRulesetRef &ref, const QString &fromMapPath,
                                  const QString &toMapPath);

/// The ruleset a map refers to: embedded → parsed; path → read relative to the map file's
/// folder. A missing or bad file gives an error naming the map, the field and the file.
RulesetLoadResult resolveCustomRuleset(const MapRulesetRef &ref, const QString &mapPath);

} // namespace hexstride
