#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace hexstride {

/// A name given in the ruleset in English and Russian. The UI picks by its language.
struct LocalizedText
{
    QString en;
    QString ru;

    /// The text for a language code ("ru…" → Russian when present, otherwise English).
    const QString &in(const QString &language) const
    {
        return language.startsWith(QLatin1String("ru")) && !ru.isEmpty() ? ru : en;
    }
    bool isEmpty() const { return en.isEmpty() && ru.isEmpty(); }
    /// A text as a ruleset file has it: {"en": …, "ru": …}, or one string that stands for both
    /// languages (an assumption's reason written before reasons were bilingual). The loader
    /// checks the form; anything else gives an empty text here.
    static LocalizedText fromJson(const QJsonValue &v)
    {
        if (v.isString())
            return {v.toString(), v.toString()};
        const QJsonObject o = v.toObject();
        return {o.value(QLatin1String("en")).toString(), o.value(QLatin1String("ru")).toString()};
    }
    friend bool operator==(const LocalizedText &, const LocalizedText &) = default;
};

} // namespace hexstride
