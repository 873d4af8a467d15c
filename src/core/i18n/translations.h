#pragma once

#include <QLocale>
#include <QString>

class QCoreApplication;

namespace hexstride {

/// Installs Hexstride's and Qt's own translations for a locale on the application, replacing
/// any installed earlier by this function. Returns the language actually in use ("en", "ru").
QString installTranslations(QCoreApplication &app, const QLocale &locale);

/// The language codes we ship, English first.
QStringList availableLanguages();

/// The locale for a language choice: "" follows the system, "en" or "ru" picks that language
/// (keeping the system's territory where it speaks that language).
QLocale localeForLanguage(const QString &language);

/// The locale numbers are written in once the translations of `language` are shown: the
/// locale chosen, unless its language is another than the words shown (LANGUAGE=ru with
/// LC_ALL=C gives Russian words: numbers then read "2,5" too). English words keep the locale.
QLocale numberLocale(const QLocale &chosen, const QString &language);

/// Applies a language choice at run time: makes its locale the default (numbers, the UI
/// language that ruleset names follow) and installs the translations. Widgets get a
/// QEvent::LanguageChange (posted) and retranslate themselves. Returns the language in use.
QString applyLanguage(QCoreApplication &app, const QString &language);

/// The language choice remembered in the settings ("" = system).
QString savedLanguage();
void saveLanguage(const QString &language);

/// The language the UI is shown in now ("en", "ru"): what ruleset names follow.
QString uiLanguage();

} // namespace hexstride
