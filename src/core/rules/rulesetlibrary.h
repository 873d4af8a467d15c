#pragma once

#include "ruleset.h"

#include <QStringList>
#include <memory>

namespace hexstride {

/// The rulesets bundled with Hexstride (`:/rulesets/<id>.json`), loaded once per library.
/// Pass it to whoever needs rulesets; it is not a singleton.
class RulesetLibrary
{
public:
    RulesetLibrary();

    /// Ids of the bundled rulesets, sorted.
    QStringList ids() const;
    /// The ruleset with this id, or nullptr (with `error` set when it failed to load).
    std::shared_ptr<const Ruleset> ruleset(const QString &id, QString *error = nullptr) const;

private:
    mutable QHash<QString, std::shared_ptr<const Ruleset>> m_loaded;
};

} // namespace hexstride
