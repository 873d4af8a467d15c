#include "profiletext.h"

#include "conditiontext.h"

namespace hexstride {

QString profileChoicesText(const Ruleset &ruleset, const UnitProfile &profile,
                           const QString &language, bool skipDefaults)
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

QString unitConditionText(const Ruleset &ruleset, const Condition &c, const QString &language)
{
    if (c.kind == Condition::Kind::Unit) {
        const UnitOption *o = ruleset.option(c.key);
        QStringList values;
        for (const QString &v : c.ids) {
            QString value = v;
            for (const OptionChoice &choice : o ? o->choices : QList<OptionChoice>{}) {
                if (choice.id == v)
                    value = choice.label.in(language);
            }
            values << value;
        }
        return QStringLiteral("%1: %2").arg(o ? o->label.in(language) : c.key,
                                            values.join(QStringLiteral(" / ")));
    }
    if (c.kind != Condition::Kind::All)
        return conditionText(ruleset, c, language); // in words, never "…" or JSON
    QStringList parts;
    for (const Condition &child : c.children)
        parts << unitConditionText(ruleset, child, language);
    return parts.join(QStringLiteral(", "));
}

} // namespace hexstride
