#pragma once

#include "exporting/campaignturn.h"

#include <QDockWidget>
#include <QFileSystemWatcher>
#include <QTimer>

#include <optional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QToolButton;
class QTreeWidget;

namespace hexstride {

class RulesetLibrary;

/// File ▸ Open Campaign…: the referee's view of a campaign folder (docs/campaign.md). Shows the
/// game, the turn, the movement order and each player with ✔/✘ for orders taken in; takes in
/// players' orders files (a button or files dropped on it) and resolves the turn. Every step
/// calls the campaign API of src/render/exporting/campaignturn.h, the same as
/// `hexstride-cli campaign`: no campaign rule lives here.
class CampaignDock : public QDockWidget
{
    Q_OBJECT
public:
    CampaignDock(const RulesetLibrary &library, QWidget *parent = nullptr);

    /// Opens the campaign in `dir`; false (and the message shown) when it cannot be read.
    bool openCampaign(const QString &dir);
    /// The width at which no button or box of the panel is cut (in the language shown).
    int fittingWidth() const;
    const std::optional<CampaignFolder> &folder() const { return m_folder; }
    /// Each file through the campaign's check: taken in, or refused with every error shown.
    void takeInFiles(const QStringList &paths);
    /// The referee's decisions for the turn (a rolls file, as `--rolls`); empty: none.
    void setDecisionsFile(const QString &path);
    /// Resolves the current turn with the options shown; false when refused (message shown).
    bool resolveTurn();
    /// The current turn's map (turn-NNN/map.hexmap); empty without a campaign.
    QString turnMapPath() const;

    QTreeWidget *playersList() const { return m_players; }
    /// What the panel reported: summaries and refusals, as plain text.
    QString messages() const;

signals:
    /// "Open Turn Map": the window opens `path` in the editor (asking to save first).
    void openMapRequested(const QString &path);
    /// A campaign was opened (for the recent list).
    void campaignOpened(const QString &dir);
    /// The texts changed language: the panel may need another width.
    void fittingWidthChanged();

protected:
    void changeEvent(QEvent *e) override;
    void dragEnterEvent(QDragEnterEvent *e) override;
    void dropEvent(QDropEvent *e) override;

private:
    void retranslate();
    /// Reads the folder again (another program may have moved it on); false on an error.
    bool reload();
    /// The players, the turn and the Resolve button's state from the folder on disk.
    void refresh();
    void updateResolveButton();
    /// Watches the campaign's folder and the turn's orders, so that what `hexstride-cli
    /// campaign submit` or another program changed is shown.
    void watchFolder();
    void chooseOrdersFiles();
    void chooseDecisionsFile();
    void report(const QString &text);

    const RulesetLibrary &m_library;
    std::optional<CampaignFolder> m_folder;
    QString m_decisionsFile;
    QString m_resolvedTurnDir; ///< the folder of the turn resolved last ("Show Turn Folder")
    QStringList m_missing;     ///< players with no orders taken in for the current turn
    QFileSystemWatcher *m_watcher;
    QTimer *m_changedOnDisk; ///< gathers a burst of changes into one reload

    QLabel *m_title;
    QLabel *m_turn;
    QTreeWidget *m_players;
    QLabel *m_received;
    QPushButton *m_takeIn;
    QPushButton *m_openMap;
    QLabel *m_seedLabel;
    QLineEdit *m_seed;
    QCheckBox *m_allowMissing;
    QPushButton *m_loadDecisions;
    QLabel *m_decisions;
    QToolButton *m_clearDecisions;
    QPushButton *m_resolve;
    QLabel *m_resolveReason; ///< why Resolve Turn is disabled (a tool tip is easily missed)
    QPlainTextEdit *m_messages;
    QPushButton *m_showFolder;
};

} // namespace hexstride
