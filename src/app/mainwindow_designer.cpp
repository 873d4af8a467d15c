// The main window's part of the cost-table designer: a Rules menu entry opening it, and the
// heat map of entry costs on the map view (View menu, and a check box in the designer).
#include "designer/costtabledesigner.h"
#include "designer/designerpages.h"
#include "designer/heatmapoverlay.h"
#include "io/mapruleset.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "ui_mainwindow.h"

#include <QEvent>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

namespace hexstride {

namespace {

/// Keeps the menu texts in the current language (the app switches language at run time).
class DesignerMenuTexts : public QObject
{
public:
    DesignerMenuTexts(QMenu *menu, QAction *action, QAction *heatMap, HeatMapOverlay *overlay,
                      bool ownMenu)
        : QObject(action)
        , m_menu(menu)
        , m_action(action)
        , m_heatMap(heatMap)
        , m_overlay(overlay)
        , m_ownMenu(ownMenu)
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
        if (m_ownMenu)
            m_menu->setTitle(MainWindow::tr("&Rules"));
        m_action->setText(MainWindow::tr("Cost Table &Designer…"));
        m_action->setStatusTip(
            MainWindow::tr("View, check and edit the cost tables of the map's ruleset"));
        m_heatMap->setText(MainWindow::tr("&Heat Map of Entry Costs"));
        m_heatMap->setStatusTip(
            MainWindow::tr("Colour each hex by the cost of entering it, for the unit "
                           "chosen in the cost-table designer"));
        m_overlay->retranslate();
    }
    QMenu *m_menu;
    QAction *m_action;
    QAction *m_heatMap;
    HeatMapOverlay *m_overlay;
    bool m_ownMenu;
};

} // namespace

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
    installEventFilter(new DesignerMenuTexts(menu, action, m_heatMapAction, m_heatMap, ownMenu));
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
        QMessageBox::warning(this, tr("Custom Ruleset Not Available"),
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
