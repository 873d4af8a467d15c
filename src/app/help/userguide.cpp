#include "userguide.h"

#include "userguidewindow.h"

#include <QAction>
#include <QEvent>
#include <QWidget>

namespace hexstride {

UserGuide::UserGuide(QWidget *mainWindow, std::function<QString()> contextPage)
    : QObject(mainWindow)
    , m_mainWindow(mainWindow)
    , m_contextPage(std::move(contextPage))
    , m_action(new QAction(this))
{
    setObjectName(QStringLiteral("userGuide"));
    m_action->setObjectName(QStringLiteral("actionUserGuide"));
    m_action->setShortcut(QKeySequence::HelpContents);
    m_action->setShortcutContext(Qt::ApplicationShortcut);
    m_action->setIcon(QIcon::fromTheme(QStringLiteral("help-contents")));
    mainWindow->addAction(m_action);
    connect(m_action, &QAction::triggered, this, [this] { open(m_contextPage()); });
    // An action gets no LanguageChange of its own: its window's tells it.
    mainWindow->installEventFilter(this);
    retranslate();
}

void UserGuide::open(const QString &page)
{
    if (!m_window) {
        // A window of its own (not a child of the main window's layout), closed with it.
        m_window = new UserGuideWindow(m_mainWindow);
        m_window->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_window->showPage(page);
    m_window->show();
    m_window->raise();
    m_window->activateWindow();
}

bool UserGuide::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_mainWindow && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void UserGuide::retranslate()
{
    m_action->setText(tr("&User Guide"));
    m_action->setStatusTip(tr("Open the guide at the page about the current tool"));
}

} // namespace hexstride
