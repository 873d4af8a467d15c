#include "languagemenu.h"

#include "i18n/translations.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QEvent>

namespace hexstride {

namespace {
/// A language's name in that language (an autonym), not translated on purpose.
QString autonym(const QString &language)
{
    const QLocale locale(language);
    QString name = locale.nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    // "American English" for en_US is more than the menu needs.
    return locale.language() == QLocale::English ? QStringLiteral("English") : name;
}
} // namespace

LanguageMenu::LanguageMenu(QWidget *parent)
    : QMenu(parent)
    , m_group(new QActionGroup(this))
{
    setObjectName(QStringLiteral("menuLanguage"));
    m_group->setExclusive(true);
    m_system = addAction(QString());
    m_system->setData(QString());
    addSeparator();
    for (const QString &language : availableLanguages()) {
        QAction *a = addAction(autonym(language));
        a->setData(language);
    }
    const QString saved = savedLanguage();
    for (QAction *a : actions()) {
        if (a->isSeparator())
            continue;
        a->setCheckable(true);
        a->setChecked(a->data().toString() == saved);
        m_group->addAction(a);
        connect(a, &QAction::triggered, this, [this, a] { choose(a->data().toString()); });
    }
    retranslate();
}

QAction *LanguageMenu::actionFor(const QString &language) const
{
    for (QAction *a : m_group->actions()) {
        if (a->data().toString() == language)
            return a;
    }
    return nullptr;
}

void LanguageMenu::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(e);
}

void LanguageMenu::retranslate()
{
    setTitle(tr("&Language"));
    m_system->setText(tr("&System"));
    m_system->setToolTip(tr("Follow the language of the operating system"));
}

void LanguageMenu::choose(const QString &language)
{
    saveLanguage(language);
    applyLanguage(*QCoreApplication::instance(), language);
}

} // namespace hexstride
