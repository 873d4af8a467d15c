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

} // namespace hexstride
