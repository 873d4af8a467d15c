#include "filechangewatcher.h"

#include <QDateTime>
#include <QFileInfo>

namespace hexstride {

FileChangeWatcher::FileChangeWatcher(int debounceMs, QObject *parent)
    : QObject(parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(debounceMs);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, [this] { onRawChange(); });
    connect(&m_debounce, &QTimer::timeout, this, [this] { settle(); });
}

void FileChangeWatcher::setFile(const QString &path)
{
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    m_path = path;
    m_debounce.stop();
    if (!path.isEmpty() && QFileInfo::exists(path))
        m_watcher.addPath(path);
}

void FileChangeWatcher::ignoreNextChange()
{
    // Our own atomic save replaces the file: ignore what the watcher sees shortly after.
    m_ignoreUntilMs = QDateTime::currentMSecsSinceEpoch() + m_debounce.interval() + 1000;
}

bool FileChangeWatcher::ignoringOwnSave() const
{
    return QDateTime::currentMSecsSinceEpoch() < m_ignoreUntilMs;
}

void FileChangeWatcher::onRawChange()
{
    m_debounce.start();
}

void FileChangeWatcher::settle()
{
    const bool exists = QFileInfo::exists(m_path);
    // Watch again: an atomic replace drops the path from the watcher.
    if (exists && !m_watcher.files().contains(m_path))
        m_watcher.addPath(m_path);
    // Our own save shows up as one settled change, if it comes soon after the save.
    const bool ownSave = QDateTime::currentMSecsSinceEpoch() < m_ignoreUntilMs;
    m_ignoreUntilMs = 0;
    if (ownSave)
        return;
    emit changedOnDisk(m_path, exists);
}

} // namespace hexstride
