#pragma once

// Shared by the typed authoring operations (rulesetauthoring_*.cpp): an edited ruleset value is
// checked by writing it and reading it back through the loader, exactly as a file would be.

#include "rulesetloader.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <functional>

namespace hexstride::authoring {

/// The translation context of the operations' own messages.
struct AuthoringText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::RulesetAuthoring)
};

/// `edited` written and read back by the loader: the loader's error names the field at fault.
RulesetLoadResult reloaded(const Ruleset &edited);

/// An error result: `path` (e.g. "modifiers[7]") names an item the ruleset does not have.
RulesetLoadResult noSuchItem(const QString &path);

/// "key[index]", the loader's way of naming an item of a list.
QString itemPath(const QString &key, qsizetype index);

/// Moves the item at `from` to `to` (both valid indices of `list`).
template<typename T>
void moveItem(QList<T> &list, qsizetype from, qsizetype to)
{
    T item = list.takeAt(from);
    list.insert(to, std::move(item));
}

/// Calls `edit` on every object of a ruleset's file form `json` (with its path, in the loader's
/// notation), outermost first. Option maps (a condition's "unit", a state change's "set", an
/// implication's "implies") are not entered: their keys are option ids, not condition keys.
/// `edit` returns an error to stop with, or empty; so does walkRoot.
using ObjectEdit = std::function<QString(QJsonObject &, const QString &)>;
QString walkRoot(QJsonObject &json, const ObjectEdit &edit);

} // namespace hexstride::authoring
