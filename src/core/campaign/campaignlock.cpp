#include "campaignlock.h"

#include "io/messagetext.h"
#include "io/safefile.h"
#include "text/filltext.h"

#include <QDir>
#include <QFileInfo>

namespace hexstride {

QString CampaignLock::fileName()
{
    return QStringLiteral(".hexstride-campaign.lock");
}

CampaignLock::CampaignLock(const QString &dir, int waitMs)
    : m_lock(QDir(dir).filePath(fileName()))
{
    const QString path = QDir(dir).filePath(fileName());
    // The lock is a plain file or nothing: a FIFO there would block the reading of its holder
    // for good (the app frozen), a folder or a link would never be taken (probe19 T02, T03).
    const QFileInfo info(path);
    if (info.isSymLink()) {
        m_problem = tr("%1: is a symbolic link, not the campaign's lock file: remove it")
                        .arg(quotedPath(path));
        return;
    }
    if (info.exists() && !info.isFile()) {
        m_problem = tr("%1 Remove it: the campaign's lock file goes there")
                        .arg(safefile::notRegularFileProblem(path) + QLatin1Char('.'));
        return;
    }
    // A lock is stale only once its process is gone, however long a turn takes to resolve
    // (probe19 T01: QLockFile's default took over a live command's lock after 30 s).
    m_lock.setStaleLockTime(0);
    if (m_lock.tryLock(waitMs)) {
        m_removedOnStop.emplace(path);
        return;
    }
    const QString folder = quotedPath(dir);
    qint64 pid = 0;
    QString host, application;
    if (m_lock.error() == QLockFile::LockFailedError
        && m_lock.getLockInfo(&pid, &host, &application))
        m_problem = fillText(tr("%1: another command is changing this campaign (process %2): "
                                "try again when it has ended"),
                             {folder, pid});
    else if (m_lock.error() == QLockFile::LockFailedError)
        m_problem = tr("%1: names no process (a command stopped while it took the campaign): if "
                       "no other command is changing the campaign, remove it")
                        .arg(quotedPath(path));
    else
        m_problem = tr("%1: cannot hold the campaign while changing it (%2 cannot be written)")
                        .arg(folder, quotedPath(path));
}

} // namespace hexstride
