// The main window's part of the referee's turn resolution: Rules ▸ Resolve Turn… opens the
// dock (src/app/resolve/).
#include "mainwindow.h"

#include "mapdocument.h"
#include "resolve/resolveturndock.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>

namespace hexstride {

namespace {
/// Keeps the action's texts in the interface language.
class ResolveMenuTexts : public QObject
{
public:
    explicit ResolveMenuTexts(QAction *action)
        : QObject(action)
        , m_action(action)
    {
        retranslate();
    }
    bool eventFilter(QObject *watched, QEvent *e) override
    {
        if (e->type() == QEvent::LanguageChange)
            retranslate();
        return QObject::eventFilter(watched, e);
    }

private:
    void retranslate()
    {
        m_action->setText(MainWindow::tr("Resolve &Turn…"));
        const QString tip = MainWindow::tr(
            "Resolve the whole turn: every unit's plan moved together in the ruleset's sequence, "
            "with conflicts, decisions and a replay");
        m_action->setToolTip(tip);
        m_action->setStatusTip(tip);
    }
    QAction *m_action;
};
} // namespace

void MainWindow::setupResolve()
{
    // The Rules menu is made by setupDesigner(); a window without it gets the action in Tools.
    auto *menu = menuBar()->findChild<QMenu *>(QStringLiteral("menuRules"));
    auto *action = new QAction(this);
    action->setObjectName(QStringLiteral("actionResolveTurn"));
    action->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+R")));
    if (menu) {
        menu->addSeparator();
        menu->addAction(action);
    } else {
        addAction(action);
    }
    installEventFilter(new ResolveMenuTexts(action));
    connect(action, &QAction::triggered, this, [this] {
        ResolveTurnDock *dock = resolveTurnDock();
        dock->show();
        dock->raise();
        dock->resolve();
    });
}

ResolveTurnDock *MainWindow::resolveTurnDock()
{
    if (!m_resolveDock) {
        m_resolveDock = new ResolveTurnDock(m_view, this);
        m_resolveDock->setDocument(m_document.get());
        // Under the map: the tables need the width.
        addDockWidget(Qt::BottomDockWidgetArea, m_resolveDock);
        m_resolveDock->hide();
    }
    return m_resolveDock;
}

} // namespace hexstride
