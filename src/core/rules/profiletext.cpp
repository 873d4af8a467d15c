#include "profiletext.h"

namespace hexstride {

QString profileChoicesText(const Ruleset &ruleset, const UnitProfile &profile, const QString &language,
                           bool skipDefaults)
{
    QStringList parts;
    for (const UnitOption &o : ruleset.unitOptions) {
        if (!profile.contains(o.id) && !skipDefaults)
            continue;
        const QString v = profile.value(o.id, o.defaultValue);
        if (skipDefaults && v == o.defaultValue)
            continue;
        QString value = v; // a value the ruleset does not list is shown as it is written
        for (const OptionChoice &c : o.choices) {
            if (c.id == v)
                value = c.label.in(language);
        }
        parts << QStringLiteral("%1: %2").arg(o.label.in(language), value);
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace hexstride
