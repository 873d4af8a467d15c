#include "ruleset.h"

#include "conditions.h"

namespace hexstride {

QMap<QString, QString> Ruleset::withDefaults(const QMap<QString, QString> &profile) const
{
    QMap<QString, QString> p = profile;
    for (const auto &o : unitOptions) {
        if (!p.contains(o.id))
            p.insert(o.id, o.defaultValue);
    }
    // Options the user left unset follow their implications (premises read the full profile).
    for (const auto &c : constraints) {
        if (!c.isImplication() || !profileMatches(c.when, namedConditions, p))
            continue;
        for (auto it = c.implies.cbegin(); it != c.implies.cend(); ++it) {
            if (!profile.contains(it.key()))
                p.insert(it.key(), it.value());
        }
    }
    return p;
}

} // namespace hexstride
