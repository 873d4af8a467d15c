// The main window's part of the referee's turn resolution: Rules ▸ Resolve Turn… opens the
// dock (src/app/resolve/).
#include "mainwindow.h"

#include "docks/mapcheckdock.h"
#include "mapdocument.h"
#include "resolve/resolveturndock.h"
#include "retranslator.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>

namespace hexstride {

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
    new Retranslator(this, [action] {
        action->setText(tr("Resolve &Turn…"));
        const QString tip
            = tr("Resolve the whole turn: every unit's plan moved together in the ruleset's "
                 "sequence, with conflicts, decisions and a replay");
        action->setToolTip(tip);
        action->setStatusTip(tip);
    });
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
        // Under the map: the tables need the width. Beside an open map check it had half of it
        // (walk17 X16: the replay slider a bare handle, the Events column cut): a tab with it.
        addDockWidget(Qt::BottomDockWidgetArea, m_resolveDock);
        if (dockWidgetArea(m_mapCheck) == Qt::BottomDockWidgetArea)
            tabifyDockWidget(m_mapCheck, m_resolveDock);
        m_resolveDock->hide();
        addToViewMenu(m_resolveDock);
    }
    return m_resolveDock;
}

} // namespace hexstride
