#include "campaigndock.h"

#include "i18n/translations.h"
#include "io/safefile.h"
#include "io/utf8textfile.h"
#include "map/hexmap.h"
#include "movement/turnordersfile.h"
#include "plaintext.h"
#include "planner/dockscrollarea.h"
#include "text/filltext.h"
#include "text/isolatedtext.h"

#include <QCheckBox>
#include <QDesktopServices>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QTextDocument>
#include <QToolButton>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace hexstride {

namespace {
enum Column { OrdersColumn, PlayerColumn, SideColumn, ArmiesColumn };

/// The folder the referee last took files from (orders and decisions come from the mail).
QString lastFilesDir()
{
    return QSettings().value(QStringLiteral("campaign/filesDir")).toString();
}

void rememberFilesDir(const QString &file)
{
    QSettings().setValue(QStringLiteral("campaign/filesDir"), QFileInfo(file).absolutePath());
}
} // namespace

CampaignDock::CampaignDock(const RulesetLibrary &library, QWidget *parent)
    : QDockWidget(parent)
    , m_library(library)
    , m_watcher(new QFileSystemWatcher(this))
    , m_changedOnDisk(new QTimer(this))
{
    setObjectName(QStringLiteral("campaignDock"));
    setAcceptDrops(true);
    auto *w = new QWidget(this);
    auto *layout = new QVBoxLayout(w);
    layout->setContentsMargins(4, 4, 4, 4);

    m_title = plainLabel(new QLabel(w)); // the game's name comes from the campaign file
    m_title->setObjectName(QStringLiteral("campaignTitle"));
    m_title->setWordWrap(true);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_turn = plainLabel(new QLabel(w)); // names the sides
    m_turn->setObjectName(QStringLiteral("campaignTurn"));
    m_turn->setWordWrap(true);
    m_turn->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_players = new QTreeWidget(w);
    m_players->setObjectName(QStringLiteral("campaignPlayers"));
    m_players->setRootIsDecorated(false);
    m_players->setColumnCount(4);
    m_players->setSelectionMode(QAbstractItemView::NoSelection);
    m_players->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_players->header()->setStretchLastSection(false);
    // As high as its players (walk12 #6/#15: an empty half of the panel while its log and Show
    // Turn Folder were cut at the bottom at 1280 x 800).
    m_players->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_players->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_received = new QLabel(w);
    m_received->setWordWrap(true);
    m_takeIn = new QPushButton(w);
    m_takeIn->setObjectName(QStringLiteral("campaignTakeIn"));
    m_openMap = new QPushButton(w);
    m_openMap->setObjectName(QStringLiteral("campaignOpenMap"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_takeIn);
    buttons->addWidget(m_openMap);
    buttons->addStretch(1);

    auto *resolveBox = new QGroupBox(w);
    resolveBox->setObjectName(QStringLiteral("campaignResolveBox"));
    auto *form = new QFormLayout(resolveBox);
    m_seed = new QLineEdit(resolveBox);
    m_seed->setObjectName(QStringLiteral("campaignSeed"));
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,10}")), m_seed));
    m_seedLabel = new QLabel(resolveBox);
    form->addRow(m_seedLabel, m_seed);
    m_allowMissing = new QCheckBox(resolveBox);
    m_allowMissing->setObjectName(QStringLiteral("campaignAllowMissing"));
    form->addRow(m_allowMissing);
    m_loadDecisions = new QPushButton(resolveBox);
    m_loadDecisions->setObjectName(QStringLiteral("campaignLoadDecisions"));
    m_decisions = plainLabel(new QLabel(resolveBox)); // a file name
    m_decisions->setObjectName(QStringLiteral("campaignDecisionsFile"));
    m_decisions->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_clearDecisions = new QToolButton(resolveBox);
    m_clearDecisions->setText(QStringLiteral("✕"));
    m_clearDecisions->setObjectName(QStringLiteral("campaignClearDecisions"));
    auto *decisions = new QHBoxLayout;
    decisions->addWidget(m_loadDecisions);
    decisions->addWidget(m_decisions, 1);
    decisions->addWidget(m_clearDecisions);
    form->addRow(decisions);
    m_resolve = new QPushButton(resolveBox);
    m_resolve->setObjectName(QStringLiteral("campaignResolve"));
    form->addRow(m_resolve);
    m_resolveReason = plainLabel(new QLabel(resolveBox)); // names players
    m_resolveReason->setObjectName(QStringLiteral("campaignResolveReason"));
    m_resolveReason->setWordWrap(true);
    m_resolveReason->setForegroundRole(QPalette::PlaceholderText);
    // Long texts wrap to the panel's width instead of widening it.
    m_resolveReason->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    form->addRow(m_resolveReason);

    m_messages = new QPlainTextEdit(w);
    m_messages->setObjectName(QStringLiteral("campaignMessages"));
    m_messages->setReadOnly(true);
    m_messages->setAcceptDrops(false); // files dropped here go to the panel
    // The log takes the height that is left, four lines at least.
    m_messages->setMinimumHeight(m_messages->fontMetrics().lineSpacing() * 4
                                 + 2 * m_messages->frameWidth() + 8);
    m_showFolder = new QPushButton(w);
    m_showFolder->setObjectName(QStringLiteral("campaignShowFolder"));
    m_showFolder->hide();

    layout->addWidget(m_title);
    layout->addWidget(m_turn);
    layout->addWidget(m_players);
    layout->addWidget(m_received);
    layout->addLayout(buttons);
    layout->addWidget(resolveBox);
    layout->addWidget(m_messages, 1);
    layout->addWidget(m_showFolder, 0, Qt::AlignLeft);
    // Beside the planner's docks on the left at 1280 x 800 the panel gets part of the height:
    // it scrolls rather than make the window taller than the screen.
    auto *scroll = new DockScrollArea(w, this);
    scroll->setObjectName(QStringLiteral("campaignDockScroll"));
    setWidget(scroll);

    connect(m_takeIn, &QPushButton::clicked, this, &CampaignDock::chooseOrdersFiles);
    connect(m_openMap, &QPushButton::clicked, this, [this] {
        if (m_folder)
            emit openMapRequested(turnMapPath());
    });
    connect(m_loadDecisions, &QPushButton::clicked, this, &CampaignDock::chooseDecisionsFile);
    connect(m_clearDecisions, &QToolButton::clicked, this, [this] { setDecisionsFile({}); });
    connect(m_allowMissing, &QCheckBox::toggled, this, &CampaignDock::updateResolveButton);
    connect(m_resolve, &QPushButton::clicked, this, &CampaignDock::resolveTurn);
    m_changedOnDisk->setSingleShot(true);
    m_changedOnDisk->setInterval(300);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, m_changedOnDisk,
            qOverload<>(&QTimer::start));
    connect(m_watcher, &QFileSystemWatcher::fileChanged, m_changedOnDisk,
            qOverload<>(&QTimer::start));
    connect(m_changedOnDisk, &QTimer::timeout, this, [this] {
        if (reload())
            refresh();
    });
    connect(m_showFolder, &QPushButton::clicked, this, [this] {
        // Without a file manager (a bare X session) the click must not do nothing.
        if (!QDesktopServices::openUrl(QUrl::fromLocalFile(m_resolvedTurnDir)))
            report(tr("No file manager could be started: the turn's reports are in %1")
                       .arg(isolatedText(QDir::toNativeSeparators(m_resolvedTurnDir))));
    });
    retranslate();
}

bool CampaignDock::openCampaign(const QString &dir)
{
    QString error;
    auto folder = openCampaignFolder(QFileInfo(dir).absoluteFilePath(), &error);
    if (!folder) {
        plainMessage(this, QMessageBox::Warning, tr("Cannot Open Campaign"), error);
        return false;
    }
    m_folder = std::move(folder);
    m_messages->clear();
    m_resolvedTurnDir.clear();
    m_showFolder->hide();
    m_seed->clear();
    setDecisionsFile({});
    refresh();
    emit campaignOpened(m_folder->dir);
    return true;
}

bool CampaignDock::reload()
{
    if (!m_folder)
        return false;
    QString error;
    auto folder = openCampaignFolder(m_folder->dir, &error);
    if (!folder) {
        report(error);
        return false;
    }
    m_folder = std::move(folder);
    return true;
}

QString CampaignDock::turnMapPath() const
{
    if (!m_folder)
        return {};
    return QDir(m_folder->dir)
        .filePath(turnFolderName(m_folder->campaign.turn) + QStringLiteral("/map.hexmap"));
}

void CampaignDock::watchFolder()
{
    if (!m_watcher->directories().isEmpty())
        m_watcher->removePaths(m_watcher->directories());
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (!m_folder)
        return;
    const QDir dir(m_folder->dir);
    const QString turn = turnFolderName(m_folder->campaign.turn);
    // The folder's parent too: a folder deleted and put back (a copy restored, a sync tool)
    // leaves the paths below dead; the parent tells when it is back (probe20 U05).
    const QString parent = QFileInfo(dir.path()).absolutePath();
    for (const QString &path : {parent, dir.path(), dir.filePath(campaignFileName()),
                                dir.filePath(turn), dir.filePath(turn + QStringLiteral("/orders"))})
        if (QFileInfo::exists(path))
            m_watcher->addPath(path);
}

void CampaignDock::refresh()
{
    watchFolder();
    m_players->clear();
    m_missing.clear();
    const bool open = m_folder.has_value();
    for (QWidget *w : std::initializer_list<QWidget *>{m_takeIn, m_openMap, m_seed, m_allowMissing,
                                                       m_loadDecisions})
        w->setEnabled(open);
    if (!open) {
        m_title->setText(tr("No campaign open: File ▸ Open Campaign…"));
        m_turn->clear();
        m_received->clear();
        updateResolveButton();
        return;
    }
    const Campaign &c = m_folder->campaign;
    m_title->setText(c.title);
    m_turn->setText(
        tr("Turn %1. Units move %2.").arg(c.turn).arg(campaignMovementText(*m_folder, m_library)));
    int sent = 0;
    for (const PlayerOrdersState &s : ordersReceived(*m_folder)) {
        const CampaignPlayer &player = s.player;
        const bool received = s.received;
        auto *item = new QTreeWidgetItem(m_players);
        item->setText(OrdersColumn, received ? QStringLiteral("✔") : QStringLiteral("✘"));
        item->setToolTip(OrdersColumn,
                         received ? tr("Orders taken in for this turn") : tr("No orders yet"));
        item->setForeground(OrdersColumn,
                            received ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc6, 0x28, 0x28));
        item->setText(PlayerColumn, player.name);
        item->setText(SideColumn, player.side);
        // Taken in: how many of the armies have orders ("0/4": a blank form was sent).
        item->setText(ArmiesColumn, received ? tr("%1/%2").arg(s.armiesWithOrders).arg(s.armies)
                                             : QString::number(s.armies));
        item->setToolTip(
            ArmiesColumn,
            received
                ? tr("%1 of %n army(ies) with orders", nullptr, s.armies).arg(s.armiesWithOrders)
                : tr("%n army(ies)", nullptr, s.armies));
        item->setTextAlignment(ArmiesColumn, Qt::AlignRight | Qt::AlignVCenter);
        if (received)
            ++sent;
        else
            m_missing << player.name;
    }
    m_received->setText(
        tr("Orders received from %1 of %n player(s).", nullptr, int(c.players.size())).arg(sent));
    // The sum the draw uses, and what it is made of: a referee copying the campaign's seed into
    // --seed would otherwise take the sum for it (walk17 X11).
    m_seed->setPlaceholderText(tr("%1 (the campaign's seed %2 + turn %3)")
                                   .arg(c.seed + quint32(c.turn))
                                   .arg(c.seed)
                                   .arg(c.turn));
    updateResolveButton();
}

void CampaignDock::updateResolveButton()
{
    QString reason;
    if (!m_folder)
        reason = tr("Open a campaign first (File ▸ Open Campaign…).");
    else if (!m_missing.isEmpty() && !m_allowMissing->isChecked())
        reason = tr("No orders yet from %1: take in their files, or tick \"Allow missing "
                    "orders\" (their armies stand).")
                     .arg(m_missing.join(QStringLiteral(", ")));
    m_resolve->setEnabled(reason.isEmpty());
    m_resolveReason->setText(reason);
    m_resolveReason->setVisible(m_folder && !reason.isEmpty());
    m_resolve->setToolTip(plainToolTip(
        reason.isEmpty() ? tr("Resolve turn %1: write every player's report and make turn %2.")
                               .arg(m_folder->campaign.turn)
                               .arg(m_folder->campaign.turn + 1)
                         : reason));
}

void CampaignDock::takeInFiles(const QStringList &paths)
{
    if (!reload())
        return;
    for (const QString &path : paths) {
        const QString name = QFileInfo(path).fileName();
        QString readError;
        const std::optional<QString> text = readOrdersFileText(path, readError);
        if (!text) {
            report(tr("✘ %1 was not taken in:").arg(name) + QLatin1Char('\n') + readError);
            continue;
        }
        QString summary;
        const OrdersSubmission s = submitOrders(*m_folder, m_library, name, *text, true, &summary);
        if (s.ok())
            report(QStringLiteral("✔ ") + summary);
        else
            report(tr("✘ %1 was not taken in:").arg(name) + QLatin1Char('\n')
                   + s.errors.join(QLatin1Char('\n')));
    }
    refresh();
}

void CampaignDock::setDecisionsFile(const QString &path)
{
    m_decisionsFile = path;
    m_decisions->setText(path.isEmpty() ? tr("none") : QFileInfo(path).fileName());
    m_decisions->setToolTip(plainToolTip(QDir::toNativeSeparators(path)));
    m_clearDecisions->setVisible(!path.isEmpty());
}

bool CampaignDock::resolveTurn()
{
    const QString opened = m_folder ? m_folder->campaign.id : QString();
    const int openedTurn = m_folder ? m_folder->campaign.turn : 0;
    if (!reload())
        return false;
    // What is asked and checked below is what the folder holds now: it may have been restored
    // from a copy or replaced since the list was made (probe20 U05: "No player has sent
    // orders" asked from the list of another game).
    refresh();
    if (m_folder->campaign.id != opened || m_folder->campaign.turn != openedTurn) {
        report(m_folder->campaign.id != opened
                   ? fillText(tr("%1 now holds another campaign, \"%2\", at turn %3: look at "
                                 "its players before resolving it"),
                              {isolatedText(QDir::toNativeSeparators(m_folder->dir)),
                               m_folder->campaign.title, m_folder->campaign.turn})
                   : tr("The campaign is at turn %1 now (its folder was changed on disk): look "
                        "at its players before resolving it")
                         .arg(m_folder->campaign.turn));
        return false;
    }
    CampaignResolve options;
    options.language = uiLanguage();
    options.requireAllOrders = !m_allowMissing->isChecked();
    if (!options.requireAllOrders && m_missing.size() == m_folder->campaign.players.size()) {
        // A resolved turn is never taken back: a turn without any orders is resolved on purpose.
        if (plainMessage(this, QMessageBox::Question, tr("Resolve Without Orders"),
                         tr("No player has sent orders for turn %1: every army will stand. "
                            "Resolve the turn all the same?")
                             .arg(m_folder->campaign.turn),
                         QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
            != QMessageBox::Yes)
            return false;
        options.allowNoOrders = true;
    }
    if (!m_seed->text().isEmpty()) {
        bool ok = false;
        const uint seed = m_seed->text().toUInt(&ok);
        if (!ok) {
            report(tr("Seed \"%1\": expected a whole number from 0 to 4294967295")
                       .arg(m_seed->text()));
            return false;
        }
        options.seed = seed;
    }
    if (!m_decisionsFile.isEmpty()) {
        QString error;
        const std::optional<QString> text
            = readUtf8TextFile(m_decisionsFile, safefile::kMaxOrdersBytes, error);
        if (!text) {
            report(error);
            return false;
        }
        options.rollsFile = m_decisionsFile;
        options.rollsText = *text;
    }
    const int turn = m_folder->campaign.turn;
    QString summary;
    if (const QString error = resolveCampaignTurn(*m_folder, m_library, options, &summary);
        !error.isEmpty()) {
        report(tr("Turn %1 was not resolved:").arg(turn) + QLatin1Char('\n') + error);
        return false;
    }
    report(summary);
    m_resolvedTurnDir = QDir(m_folder->dir).filePath(turnFolderName(turn));
    m_showFolder->show();
    // The seed, the decisions and leave to go without orders were this turn's.
    m_seed->clear();
    setDecisionsFile({});
    m_allowMissing->setChecked(false);
    reload();
    refresh();
    return true;
}

void CampaignDock::chooseOrdersFiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Take In Orders"), lastFilesDir(), tr("Orders files (*.txt);;All files (*)"));
    if (files.isEmpty())
        return;
    rememberFilesDir(files.first());
    takeInFiles(files);
}

void CampaignDock::chooseDecisionsFile()
{
    const QString file
        = QFileDialog::getOpenFileName(this, tr("Load Decisions"), lastFilesDir(),
                                       tr("Decisions files (*.json *.txt);;All files (*)"));
    if (file.isEmpty())
        return;
    rememberFilesDir(file);
    setDecisionsFile(file);
}

void CampaignDock::report(const QString &text)
{
    // One paragraph an event: a refused file's errors stay together.
    if (!m_messages->document()->isEmpty())
        m_messages->appendPlainText(QString());
    m_messages->appendPlainText(text);
}

QString CampaignDock::messages() const
{
    return m_messages->toPlainText();
}

void CampaignDock::dragEnterEvent(QDragEnterEvent *e)
{
    if (m_folder && e->mimeData()->hasUrls())
        for (const QUrl &url : e->mimeData()->urls())
            if (url.isLocalFile()) {
                e->acceptProposedAction();
                return;
            }
}

void CampaignDock::dropEvent(QDropEvent *e)
{
    QStringList files;
    for (const QUrl &url : e->mimeData()->urls())
        if (url.isLocalFile())
            files << url.toLocalFile();
    if (files.isEmpty() || !m_folder)
        return;
    e->acceptProposedAction();
    takeInFiles(files);
}

int CampaignDock::fittingWidth() const
{
    return static_cast<const DockScrollArea *>(widget())->fittingWidth();
}

void CampaignDock::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange) {
        retranslate();
        emit fittingWidthChanged();
    }
    QDockWidget::changeEvent(e);
}

void CampaignDock::retranslate()
{
    setWindowTitle(tr("Campaign"));
    m_players->setHeaderLabels({tr("Orders"), tr("Player"), tr("Side"), tr("Armies")});
    m_takeIn->setText(tr("Take In Orders…"));
    m_takeIn->setToolTip(tr("Check players' orders files against the campaign and take in the "
                            "good ones (or drop the files on this panel)"));
    m_openMap->setText(tr("Open Turn Map"));
    m_openMap->setToolTip(tr("Open the map at the start of this turn in the editor"));
    m_seedLabel->setText(tr("Seed:"));
    m_seed->setToolTip(tr("The dice of this turn; empty: the campaign's seed plus the turn"));
    m_allowMissing->setText(tr("Allow missing orders"));
    m_allowMissing->setToolTip(tr("Resolve although a player sent no orders: that player's "
                                  "armies stand"));
    m_loadDecisions->setText(tr("Load Decisions…"));
    m_loadDecisions->setToolTip(tr("The referee's decisions for this turn: a rolls file, as "
                                   "decisions.json is written"));
    m_clearDecisions->setToolTip(tr("Resolve without the decisions file"));
    m_resolve->setText(tr("Resolve Turn"));
    m_messages->setPlaceholderText(
        tr("Drop the players' orders files here, or use Take In Orders…"));
    m_showFolder->setText(tr("Show Turn Folder"));
    m_showFolder->setToolTip(tr("The resolved turn's folder: reports, battles and decisions"));
    if (auto *box = widget()->findChild<QGroupBox *>(QStringLiteral("campaignResolveBox")))
        box->setTitle(tr("Resolve the turn"));
    setDecisionsFile(m_decisionsFile);
    refresh();
}

} // namespace hexstride
