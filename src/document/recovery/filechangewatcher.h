#pragma once

#include <QFileSystemWatcher>
#include <QObject>
#include <QTimer>

namespace hexstride {

/// Tells when the open file is changed on disk by another program. Debounced (editors and
/// atomic saves touch a file several times) and robust to atomic replaces, after which
/// QFileSystemWatcher stops watching the path: the path is added again after each change.
/// Our own saves are announced with ignoreNextChange() so they do not count.
class FileChangeWatcher : public QObject
{
    Q_OBJECT
public:
    explicit FileChangeWatcher(int debounceMs = 500, QObject *parent = nullptr);

    void setFile(const QString &path);
    QString file() const { return m_path; }
    /// Call right before saving the file ourselves.
    void ignoreNextChange();
    /// True from ignoreNextChange() until our save's change has settled (or its time is up):
    /// a change by another program in that time would be taken for ours.
    bool ignoringOwnSave() const;

signals:
    /// The file changed on disk (or was removed: then `exists` is false).
    void changedOnDisk(const QString &path, bool exists);

private:
    void onRawChange();
    void settle();

    QFileSystemWatcher m_watcher;
    QTimer m_debounce;
    QString m_path;
    qint64 m_ignoreUntilMs = 0;
};

} // namespace hexstride
