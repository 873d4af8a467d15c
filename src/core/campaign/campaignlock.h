#pragma once

#include "io/removedonstop.h"

#include <QCoreApplication>
#include <QLockFile>
#include <QString>
#include <optional>

namespace hexstride {

/// Holds a campaign folder while a command changes it (takes in a player's orders, resolves a
/// turn): another command waits a moment for it, then is refused, naming the process that holds
/// it (probe18 S11: orders taken in while the turn was being resolved were filed, told "taken
/// in", and never used; four resolves of one turn all went through). The lock is a hidden file
/// in the folder, gone when the command ends (also when SIGINT or SIGTERM ends it); one left by
/// a process that died is taken over.
class CampaignLock
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::CampaignLock)

public:
    explicit CampaignLock(const QString &dir, int waitMs = 5000);
    /// Empty when the folder is held; else why not (translated, naming the folder).
    QString problem() const { return m_problem; }
    /// The hidden file's name inside the folder.
    static QString fileName();

private:
    QLockFile m_lock;
    QString m_problem;
    /// The lock removed if SIGINT or SIGTERM ends the process while it is held; let go before
    /// m_lock unlocks.
    std::optional<RemovedOnStop> m_removedOnStop;
};

} // namespace hexstride
