// MainWindow: start-up recovery, reloading files changed on disk (DocumentSafety does the rest).
#include "designer/costtabledesigner.h"
#include "dialogs/rulesetchangedialog.h"
#include "dialogs/welcomedialog.h"
#include "mainwindow.h"

#include "documentsafety.h"
#include "io/mapfile.h"
#include "mapdocument.h"
#include "text/isolatedtext.h"
#include "ui_mainwindow.h"

#include <QFileInfo>
#include <QStatusBar>

namespace hexstride {

void MainWindow::setupSafety()
{
    m_safety = new DocumentSafety(this);
    m_safety->installMenuActions(m_ui->menuFile, m_ui->actionImportJOverseer);
    connect(m_safety, &DocumentSafety::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_safety, &DocumentSafety::reloadRequested, this, &MainWindow::reloadFromDisk);
}

void MainWindow::startUp(const QString &fileArgument)
{
    // A file that crashed the last instance while loading is never reopened automatically.
    const QStringList crashed = m_safety->reportCrashedLoads();
    bool shown = false;
    QStringList recoveredOriginals;
    m_safety->offerRecovery([this, &shown, &recoveredOriginals](HexMap map, const QString &original,
                                                                const MapRulesetRef &ruleset) {
        recoveredOriginals << QFileInfo(original).absoluteFilePath();
        if (!shown) {
            shown = showRecovered(std::move(map), original, ruleset);
            return;
        }
        openInNewWindow([&](MainWindow *window) {
            return window->showRecovered(std::move(map), original, ruleset);
        });
    });
    const QString file
        = fileArgument.isEmpty() ? QString() : QFileInfo(fileArgument).absoluteFilePath();
    // The recovered copy of the file asked for is newer than the file itself: it stands in for it.
    const bool wanted
        = !file.isEmpty() && !crashed.contains(file) && !recoveredOriginals.contains(file);
    if (!shown) {
        // No file asked for: the last map when the setting says so, else the sample map.
        const QString last
            = WelcomeDialog::reopenLastAtStart() ? recentFiles().value(0) : QString();
        const bool reopen = fileArgument.isEmpty() && !last.isEmpty() && !crashed.contains(last)
                            && QFileInfo::exists(last);
        QString opened; // what the welcome names: empty for the sample map
        if (wanted ? openFile(fileArgument) : (reopen && openFile(last)))
            opened = QFileInfo(wanted ? fileArgument : last).fileName();
        else
            openStartMap();
        // A Tiled map's tiles being mapped onto terrains: that dialog first, the welcome at the
        // next start (both at once, the welcome covered the mapping).
        if (!WelcomeDialog::welcomed() && !findChild<RulesetChangeDialog *>())
            offerWaysIn(opened);
    } else if (wanted) {
        // The recovered work keeps this window; the file asked for still opens, in its own window.
        openInNewWindow([&](MainWindow *window) { return window->openFile(fileArgument); });
    }
}

void MainWindow::offerWaysIn(const QString &opened)
{
    auto *welcome = new WelcomeDialog(opened, this);
    welcome->setAttribute(Qt::WA_DeleteOnClose);
    connect(welcome, &WelcomeDialog::wayChosen, this, [this](WelcomeDialog::Way way) {
        switch (way) {
        case WelcomeDialog::PlanMove:
            selectTool(QStringLiteral("plan-movement"));
            break;
        case WelcomeDialog::DrawMap:
            selectTool(QStringLiteral("terrain-brush"));
            break;
        case WelcomeDialog::CheckCostTables:
            costTableDesigner()->show();
            break;
        }
    });
    welcome->open();
}

void MainWindow::openInNewWindow(const std::function<bool(MainWindow *)> &fill)
{
    auto *window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    if (!fill(window)) {
        delete window;
        return;
    }
    window->show();
}

bool MainWindow::showRecovered(HexMap map, const QString &originalFile,
                               const MapRulesetRef &customRuleset)
{
    if (!showMap(std::move(map), originalFile, true))
        return false;
    // The map's own ruleset with its unsaved designer edits (a path resolves next to the original).
    useCustomRuleset(customRuleset);
    // Recovered work is unsaved work: modified until the user saves it, and protected again at
    // once.
    m_document->undoStack()->resetClean();
    m_safety->autosaver()->saveNow();
    updateTitle();
    statusBar()->showMessage(
        tr("Recovered unsaved changes of %1").arg(isolatedText(m_document->displayName())), 8000);
    return true;
}

void MainWindow::reloadFromDisk(const QString &path)
{
    m_safety->beginLoading(path);
    const MapLoadResult r = loadMapFile(path);
    m_safety->endLoading();
    if (!r.map) {
        m_safety->prompts().warn(tr("Cannot Reload Map"), r.error);
        return;
    }
    showMap(*r.map, path, true);
    useCustomRuleset(r.customRuleset);
    statusBar()->showMessage(tr("Reloaded %1").arg(isolatedText(m_document->displayName())), 4000);
}

} // namespace hexstride
