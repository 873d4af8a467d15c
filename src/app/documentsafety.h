#pragma once

#include "io/mapfile.h"
#include "map/hexmap.h"
#include "recovery/autosaver.h"
#include "recovery/filechangewatcher.h"

#include <QObject>
#include <QPointer>
#include <functional>
#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace hexstride {

class MapDocument;

/// What DocumentSafety asks the user. The defaults show dialogs; tests replace them with
/// non-interactive decisions.
struct SafetyPrompts
{
    /// Which recovery copies to restore (indices into entries); nullopt: ask again next time.
    std::function<std::optional<QList<int>>(const QList<RecoveryEntry> &entries)> chooseRecoveries;
    /// Whether to reload a file another program changed; `modified`: the user has unsaved changes.
    std::function<bool(const QString &path, bool modified)> askReload;
    /// Shows a problem (failed save, crash while loading).
    std::function<void(const QString &title, const QString &text)> warn;
    /// Whether to go on with something the user may not want (saving in a format that cannot
    /// show all of the map); unset: yes.
    std::function<bool(const QString &title, const QString &text)> confirm;
};

/// Keeps the open map safe: autosave to a recovery folder, recovery after a crash, a marker
/// while files load, atomic saves with an optional backup of the previous version, and
/// detection of changes made to the file by other programs. MainWindow owns one and tells it
/// about the current document; the decisions that need the window go through callbacks.
class DocumentSafety : public QObject
{
    Q_OBJECT
public:
    /// `window` parents the dialogs; `folder` is where recovery copies go.
    explicit DocumentSafety(QWidget *window, const QString &folder = defaultFolder(),
                            int autosaveDelayMs = 4000);
    ~DocumentSafety() override;

    /// AppDataLocation/recovery.
    static QString defaultFolder();
    QString folder() const { return m_folder; }

    void setPrompts(const SafetyPrompts &prompts) { m_prompts = prompts; }
    const SafetyPrompts &prompts() const { return m_prompts; }

    /// Watches a new current document (its changes and its file).
    void setDocument(MapDocument *doc);
    Autosaver *autosaver() { return &m_autosaver; }
    FileChangeWatcher *fileWatcher() { return &m_watcher; }

    /// Adds the "Keep a Backup When Saving" toggle to a menu, before `before`.
    void installMenuActions(QMenu *fileMenu, QAction *before);
    static bool backupEnabled();
    static void setBackupEnabled(bool on);
    /// Where the previous version of `path` is kept: "name.bak.hexmap".
    static QString backupPath(const QString &path);

    /// Saves atomically, keeping the previous version first when backups are on. Returns an
    /// empty string on success, else the translated reason (also shown through warn()).
    QString save(const HexMap &map, const QString &path, const MapRulesetRef &ruleset = {});

    /// Marks the loading of a file, so that a crash while loading it is known next time.
    void beginLoading(const QString &path) { m_autosaver.beginLoading(path); }
    void endLoading() { m_autosaver.endLoading(); }

    /// Start-up: tells which files crashed an earlier instance while loading (returns them),
    /// then offers the recovery copies left by crashed instances. Each chosen copy is passed to
    /// `open` (map, original file name); those passed are removed from the folder.
    QStringList reportCrashedLoads();
    int offerRecovery(const std::function<void(HexMap map, const QString &originalFile,
                                               const MapRulesetRef &customRuleset)> &open);

signals:
    /// The user wants the file reloaded from disk.
    void reloadRequested(const QString &path);
    /// A short note for the status bar.
    void statusMessage(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void onChangedOnDisk(const QString &path, bool exists);
    std::optional<QList<int>> askRecoveries(const QList<RecoveryEntry> &entries);
    bool askReloadDialog(const QString &path, bool modified);

    QWidget *m_window;
    QString m_folder;
    Autosaver m_autosaver;
    FileChangeWatcher m_watcher;
    QPointer<MapDocument> m_doc;
    QMetaObject::Connection m_fileNameConnection;
    SafetyPrompts m_prompts;
    QAction *m_backupAction = nullptr;
    bool m_asking = false;
};

} // namespace hexstride
