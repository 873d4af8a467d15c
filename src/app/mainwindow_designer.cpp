// The main window's part of the cost-table designer: a Rules menu entry opening it, and the
// heat map of entry costs on the map view (View menu, and a check box in the designer).
#include "designer/costtabledesigner.h"
#include "designer/designerpages.h"
#include "designer/tables/heatmapoverlay.h"
#include "io/mapruleset.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "plaintext.h"
#include "retranslator.h"
#include "ui_mainwindow.h"

#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

namespace hexstride {

void MainWindow::setupDesigner()
{
    // Another part of the app may have made the Rules menu already: share it.
    auto *menu = menuBar()->findChild<QMenu *>(QStringLiteral("menuRules"));
    const bool ownMenu = !menu;
    if (ownMenu) {
        menu = new QMenu(menuBar());
        menu->setObjectName(QStringLiteral("menuRules"));
        QAction *before = nullptr;
        for (QAction *a : menuBar()->actions()) {
            if (a->menu() && a->menu()->objectName() == QLatin1String("menuHelp"))
                before = a;
        }
        menuBar()->insertMenu(before, menu);
    }
    auto *action = new QAction(this);
    action->setObjectName(QStringLiteral("actionCostTableDesigner"));
    action->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+D")));
    menu->addAction(action);
    // The heat map: drawn under the planner's path, toggled here and in the designer.
    m_heatMap = new HeatMapOverlay(m_context, m_view, this);
    m_heatMapAction = new QAction(this);
    m_heatMapAction->setObjectName(QStringLiteral("actionHeatMap"));
    m_heatMapAction->setCheckable(true);
    m_heatMapAction->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+H")));
    connect(m_heatMapAction, &QAction::toggled, m_heatMap, &HeatMapOverlay::setShown);
    m_ui->menuView->addSeparator();
    m_ui->menuView->addAction(m_heatMapAction);
    new Retranslator(this, [menu, action, heatMapAction = m_heatMapAction, heatMap = m_heatMap,
                            ownMenu] {
        if (ownMenu)
            menu->setTitle(tr("&Rules"));
        action->setText(tr("Cost Table &Designer…"));
        action->setStatusTip(tr("View, check and edit the cost tables of the map's ruleset"));
        heatMapAction->setText(tr("&Heat Map of Entry Costs"));
        heatMapAction->setStatusTip(tr("Colour each hex by the cost of entering it, for the unit "
                                       "chosen in the cost-table designer"));
        heatMap->retranslate();
    });
    connect(action, &QAction::triggered, this, [this] {
        CostTableDesigner *d = costTableDesigner();
        d->show();
        d->raise();
        d->activateWindow();
    });
}

CostTableDesigner *MainWindow::costTableDesigner()
{
    if (!m_designer) {
        // A separate window (parented for lifetime, shown as its own top-level window).
        m_designer = new CostTableDesigner(m_rulesets, this);
        m_designer->setWindowFlag(Qt::Window, true);
        m_designer->setDocument(m_document.get());
        m_designer->heatMapPage()->attachOverlay(m_heatMap, m_heatMapAction);
    }
    return m_designer;
}

void MainWindow::useCustomRuleset(const MapRulesetRef &ref)
{
    if (!m_document)
        return;
    m_document->setCustomRuleset(ref);
    if (ref.isEmpty())
        return;
    // The same choice as every CLI verb (rulesetForMap).
    const MapRulesetChoice r
        = rulesetForMap(m_document->map(), ref, m_document->fileName(), m_rulesets);
    if (!r.ruleset) {
        // Keep drawing the map with the bundled ruleset of its id, and say why.
        plainMessage(this, QMessageBox::Warning, tr("Custom Ruleset Not Available"),
                     tr("%1\n\nThe map is shown with the bundled ruleset \"%2\" instead.")
                         .arg(r.error, m_document->map().rulesetId()));
        return;
    }
    m_document->setRuleset(r.ruleset);
}

MapRulesetRef MainWindow::customRulesetToSave() const
{
    return m_document ? m_document->customRulesetToSave() : MapRulesetRef{};
}

} // namespace hexstride
