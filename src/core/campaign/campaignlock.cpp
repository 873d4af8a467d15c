#include "campaignlock.h"

#include "io/messagetext.h"
#include "text/filltext.h"

#include <QDir>

namespace hexstride {

QString CampaignLock::fileName()
{
    return QStringLiteral(".hexstride-campaign.lock");
}

CampaignLock::CampaignLock(const QString &dir, int waitMs)
    : m_lock(QDir(dir).filePath(fileName()))
{
    if (m_lock.tryLock(waitMs))
        return;
    const QString folder = quotedPath(dir);
    qint64 pid = 0;
    QString host, application;
    if (m_lock.error() == QLockFile::LockFailedError
        && m_lock.getLockInfo(&pid, &host, &application))
        m_problem = fillText(tr("%1: another command is changing this campaign (process %2): "
                                "try again when it has ended"),
                             {folder, pid});
    else if (m_lock.error() == QLockFile::LockFailedError)
        m_problem = tr("%1: another command is changing this campaign: try again when it has "
                       "ended")
                        .arg(folder);
    else
        m_problem = tr("%1: cannot hold the campaign while changing it (%2 cannot be written)")
                        .arg(folder, quotedPath(QDir(dir).filePath(fileName())));
}

} // namespace hexstride
