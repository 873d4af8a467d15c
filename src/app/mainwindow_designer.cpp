// The main window's part of the cost-table designer: a Rules menu entry opening it.
#include "designer/costtabledesigner.h"
#include "mainwindow.h"
#include "mapdocument.h"

#include "rules/rulesetwriter.h"

#include <QEvent>
#include <QMessageBox>
#include <QMenu>
#include <QMenuBar>

namespace hexstride {

namespace {

/// Keeps the menu texts in the current language (the app switches language at run time).
class DesignerMenuTexts : public QObject
{
public:
    DesignerMenuTexts(QMenu *menu, QAction *action, bool ownMenu)
        : QObject(action)
        , m_menu(menu)
        , m_action(action)
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
        m_action->setStatusTip(MainWindow::tr("View, check and edit the cost tables of the map's ruleset"));
    }
    QMenu *m_menu;
    QAction *m_action;
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
    installEventFilter(new DesignerMenuTexts(menu, action, ownMenu));
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
    const RulesetLoadResult r = resolveCustomRuleset(ref, m_document->fileName());
    if (!r.ruleset) {
        // Keep drawing the map with the bundled ruleset of its id, and say why.
        QMessageBox::warning(this, tr("Custom Ruleset Not Available"),
                             tr("%1\n\nThe map is shown with the bundled ruleset \"%2\" instead.")
                                 .arg(r.error, m_document->map().rulesetId()));
        return;
    }
    m_document->setRuleset(std::make_shared<const Ruleset>(*r.ruleset));
}

MapRulesetRef MainWindow::customRulesetToSave() const
{
    MapRulesetRef ref = m_document ? m_document->customRuleset() : MapRulesetRef{};
    if (!ref.embedded.isEmpty() && m_document->ruleset())
        ref.embedded = rulesetToJson(*m_document->ruleset());
    return ref;
}

} // namespace hexstride
