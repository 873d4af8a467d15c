// The main window's part of the referee's campaign view: File ▸ Open Campaign… and Open Recent
// Campaign open the Campaign dock (src/app/campaign/); its "Open Turn Map" opens the turn's map
// in the editor.
#include "mainwindow.h"

#include "campaign/campaigndock.h"
#include "campaign/newcampaigndialog.h"
#include "mapdocument.h"
#include "planner/dockscrollarea.h"
#include "planner/planner.h"
#include "planner/plannerdock.h"
#include "retranslator.h"
#include "text/isolatedtext.h"
#include "ui_mainwindow.h"

#include "plaintext.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <algorithm>

namespace hexstride {

namespace {
constexpr int kMaxRecentCampaigns = 6;
const QString kRecentKey = QStringLiteral("campaign/recent");
} // namespace

void MainWindow::setupCampaign()
{
    auto *make = new QAction(this);
    make->setObjectName(QStringLiteral("actionNewCampaign"));
    auto *open = new QAction(this);
    open->setObjectName(QStringLiteral("actionOpenCampaign"));
    auto *recent = new QMenu(this);
    recent->setObjectName(QStringLiteral("menuRecentCampaigns"));
    // After Open Recent: the campaign is another thing the referee opens.
    const QList<QAction *> fileActions = m_ui->menuFile->actions();
    const qsizetype afterRecent = fileActions.indexOf(m_ui->menuRecentFiles->menuAction()) + 1;
    QAction *before = fileActions.value(afterRecent);
    m_ui->menuFile->insertAction(before, make);
    m_ui->menuFile->insertAction(before, open);
    m_ui->menuFile->insertMenu(before, recent);
    new Retranslator(this, [make, open, recent] {
        make->setText(tr("Ne&w Campaign…"));
        const QString makeTip = tr("Start a play-by-mail campaign from this map: a folder with "
                                   "each player's package for the first turn");
        make->setToolTip(makeTip);
        make->setStatusTip(makeTip);
        open->setText(tr("Open &Campaign…"));
        const QString tip = tr("Open a play-by-mail campaign's folder: take in the players' "
                               "orders and resolve the turn");
        open->setToolTip(tip);
        open->setStatusTip(tip);
        recent->setTitle(tr("Open Recent Ca&mpaign"));
    });
    connect(make, &QAction::triggered, this, &MainWindow::newCampaign);
    connect(open, &QAction::triggered, this, [this] {
        // The last campaign's folder, else the open map's (walk16 W10: the folder the app was
        // started in).
        QString start = QSettings().value(QStringLiteral("campaign/lastDir")).toString();
        if (start.isEmpty() && m_document && !m_document->fileName().isEmpty())
            start = QFileInfo(m_document->fileName()).absolutePath();
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Open Campaign"), start);
        if (!dir.isEmpty())
            openCampaign(dir);
    });
    connect(recent, &QMenu::aboutToShow, this, [this, recent] {
        recent->clear();
        const QStringList dirs = QSettings().value(kRecentKey).toStringList();
        for (int i = 0; i < dirs.size(); ++i) {
            QAction *a = recent->addAction(
                tr("&%1 %2").arg(i + 1).arg(literalAmpersands(QDir(dirs[i]).dirName())));
            a->setToolTip(plainToolTip(QDir::toNativeSeparators(dirs[i])));
            connect(a, &QAction::triggered, this, [this, dir = dirs[i]] { openCampaign(dir); });
        }
        if (dirs.isEmpty())
            recent->addAction(tr("No campaigns yet"))->setEnabled(false);
    });
}

CampaignDock *MainWindow::campaignDock()
{
    if (!m_campaignDock) {
        m_campaignDock = new CampaignDock(m_rulesets, this);
        // On the left, alone: the players, the messages and the resolve options need the height
        // that the right-hand docks share.
        addDockWidget(Qt::LeftDockWidgetArea, m_campaignDock);
        m_campaignDock->hide();
        addToViewMenu(m_campaignDock);
        connect(m_campaignDock, &CampaignDock::openMapRequested, this, [this](const QString &path) {
            if (maybeSave())
                openFileAsked(path);
        });
        connect(m_campaignDock, &CampaignDock::fittingWidthChanged, this,
                &MainWindow::fitCampaignDock, Qt::QueuedConnection);
        connect(m_campaignDock, &CampaignDock::campaignOpened, this, [](const QString &dir) {
            QSettings settings;
            settings.setValue(QStringLiteral("campaign/lastDir"), QFileInfo(dir).absolutePath());
            QStringList dirs = settings.value(kRecentKey).toStringList();
            dirs.removeAll(dir);
            dirs.prepend(dir);
            while (dirs.size() > kMaxRecentCampaigns)
                dirs.removeLast();
            settings.setValue(kRecentKey, dirs);
        });
    }
    return m_campaignDock;
}

bool MainWindow::newCampaign()
{
    NewCampaignDialog dialog(m_document->map(), m_document->customRuleset(), m_document->fileName(),
                             m_rulesets, this);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    statusBar()->showMessage(tr("Campaign made in %1: each player's package is in "
                                "turn-001/players")
                                 .arg(isolatedText(QDir::toNativeSeparators(dialog.folder()))),
                             8000);
    return openCampaign(dialog.folder());
}

bool MainWindow::openCampaign(const QString &dir)
{
    CampaignDock *dock = campaignDock();
    if (!dock->openCampaign(dir))
        return false;
    // Beside the planner's docks on the left, a tab of the plan's dock rather than a third of
    // the height: stacked, the panel was squeezed (its buttons out of reach) and so was the
    // plan's "why this cost" (walk12 #6, #27).
    if (!dock->isVisible() && planner()) {
        PlannerDock *plan = planner()->planDock();
        if (plan && plan->isVisible() && !plan->isFloating()
            && dockWidgetArea(plan) == Qt::LeftDockWidgetArea && !dock->isFloating())
            tabifyDockWidget(plan, dock);
    }
    dock->show();
    dock->raise();
    fitCampaignDock();
    return true;
}

void MainWindow::fitCampaignDock()
{
    // Widened until no button or box is cut (Russian needs more than English); never narrowed,
    // and never past the share of the window that leaves the map the larger part.
    if (!m_campaignDock || !m_campaignDock->isVisible() || m_campaignDock->isFloating())
        return;
    const int wanted = std::min(m_campaignDock->fittingWidth(), maxDockWidth(this));
    if (m_campaignDock->width() < wanted)
        resizeDocks({m_campaignDock}, {wanted}, Qt::Horizontal);
}

} // namespace hexstride
