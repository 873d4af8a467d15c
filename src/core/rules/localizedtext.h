#pragma once

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
    friend bool operator==(const LocalizedText &, const LocalizedText &) = default;
};

} // namespace hexstride
