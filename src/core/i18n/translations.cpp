#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace hexstride {

namespace {
// Owned by the application object so they live exactly as long as it does.
QList<QTranslator *> installedTranslators(QCoreApplication &app)
{
    return app.findChildren<QTranslator *>(QStringLiteral("hexstride-translator"),
                                           Qt::FindDirectChildrenOnly);
}
} // namespace

QString installTranslations(QCoreApplication &app, const QLocale &locale)
{
    for (QTranslator *t : installedTranslators(app)) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    auto *ours = new QTranslator(&app);
    ours->setObjectName(QStringLiteral("hexstride-translator"));
    // Languages we do not ship fall back to English, whose catalogue holds the plural forms.
    if (!ours->load(locale, QStringLiteral("hexstride"), QStringLiteral("_"),
                    QStringLiteral(":/i18n"))
        && !ours->load(QStringLiteral(":/i18n/hexstride_en.qm"))) {
        delete ours;
        return QStringLiteral("en");
    }
    QCoreApplication::installTranslator(ours);
    auto *qt = new QTranslator(&app);
    qt->setObjectName(QStringLiteral("hexstride-translator"));
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return ours->language().left(2);
}

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("ru")};
}

QLocale localeForLanguage(const QString &language)
{
    const QLocale system = QLocale::system();
    if (language.isEmpty())
        return system;
    const QLocale chosen(language);
    if (system.language() == chosen.language())
        return system;
    return chosen;
}

QLocale numberLocale(const QLocale &chosen, const QString &language)
{
    if (language == QLatin1String("en"))
        return chosen;
    if (QLocale(language).language() != chosen.language())
        return QLocale(language);
    // The system's locale takes its language from LANGUAGE but writes numbers as LC_NUMERIC
    // or LANG says: LANGUAGE=ru with LANG=C.UTF-8 is Russian by its name and wrote "1,200" and
    // "13.7" (walk12 #18). Numbers follow the words: the language's own way of writing them.
    const QLocale own(chosen.language(), chosen.territory());
    if (chosen.toString(1234.5, 'f', 1) != own.toString(1234.5, 'f', 1))
        return own;
    return chosen;
}

QString applyLanguage(QCoreApplication &app, const QString &language)
{
    QLocale locale = localeForLanguage(language);
    const QString loaded = installTranslations(app, locale);
    locale = numberLocale(locale, loaded);
    QLocale::setDefault(locale);
    // Native file dialogs speak the system's language, not the one chosen here: use Qt's own
    // (translated by qtbase_<lang>.qm) when the choice differs from the system.
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs,
                                   locale.language() != QLocale::system().language());
    return loaded;
}

namespace {
const QString kLanguageKey = QStringLiteral("ui/language");
}

QString savedLanguage()
{
    const QString saved = QSettings().value(kLanguageKey).toString();
    return availableLanguages().contains(saved) ? saved : QString();
}

void saveLanguage(const QString &language)
{
    QSettings().setValue(kLanguageKey, language);
}

QString uiLanguage()
{
    const QString language = QLocale().name().left(2);
    return availableLanguages().contains(language) ? language : QStringLiteral("en");
}

} // namespace hexstride
