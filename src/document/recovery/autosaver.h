#pragma once

#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <memory>

namespace hexstride {

class MapDocument;

/// What a crashed (or killed) instance left in the recovery folder.
struct RecoveryEntry
{
    QString recoveryFile; ///< the autosaved map
    QString originalFile; ///< the file the user was editing, empty for an unsaved new map
    QDateTime savedAt;
    QString metaFile; ///< bookkeeping next to recoveryFile
};

/// Keeps a recovery copy of a document with unsaved changes, a few seconds after each change,
/// in a separate folder (never over the user's file). Each running instance holds a QLockFile,
/// so the files of a crashed instance are recognisable by their stale lock and can be offered
/// for recovery at the next start.
class Autosaver : public QObject
{
    Q_OBJECT
public:
    /// `folder` is created if needed; `delayMs` is the quiet time after a change.
    explicit Autosaver(const QString &folder, int delayMs = 4000, QObject *parent = nullptr);
    ~Autosaver() override;

    /// Starts watching doc (replacing any earlier one). Nothing is written while it is clean.
    void watch(MapDocument *doc);
    /// Writes the recovery copy now if the document has unsaved changes.
    bool saveNow();
    /// Removes this instance's recovery copy (after a save, or on a clean close).
    void discard();

    QString recoveryFile() const { return m_recoveryFile; }

    /// Marks that `path` is being opened, so that a crash while loading it is known at the
    /// next start (and the file is not reopened automatically then).
    void beginLoading(const QString &path);
    void endLoading();
    /// Files that instances which no longer run were loading when they died; the markers are
    /// removed as they are reported.
    static QStringList crashedWhileLoading(const QString &folder);

    /// Recovery copies left by instances that no longer run (their lock is stale).
    static QList<RecoveryEntry> orphans(const QString &folder);
    /// Deletes an orphan's files once the user has recovered or declined it.
    static void removeEntry(const RecoveryEntry &entry);

signals:
    void autosaved(const QString &file);
    void autosaveFailed(const QString &message);

private:
    void scheduleSave();

    QString m_folder;
    QString m_recoveryFile;
    QString m_metaFile;
    QString m_loadingFile;
    std::unique_ptr<QLockFile> m_lock;
    QTimer m_timer;
    QPointer<MapDocument> m_doc;
    QMetaObject::Connection m_changeConnection;
    QMetaObject::Connection m_cleanConnection;
};

} // namespace hexstride
