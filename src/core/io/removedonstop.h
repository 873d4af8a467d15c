#pragma once

#include <QString>

namespace hexstride {

/// A file removed when SIGINT or SIGTERM ends the process while this lives: a campaign's lock
/// (probe19 T09: a resolve stopped by SIGTERM left `.hexstride-campaign.lock` behind, taken
/// over later but said to be there "only while they run"). The handler removes the files and
/// lets the signal end the process as it would have; it is put in place only where the signals
/// are at their default (a program handling them itself keeps its own). Up to 8 files at once
/// (more are simply left, as before). POSIX only; elsewhere nothing is done.
class RemovedOnStop
{
public:
    explicit RemovedOnStop(const QString &path);
    ~RemovedOnStop();
    RemovedOnStop(const RemovedOnStop &) = delete;
    RemovedOnStop &operator=(const RemovedOnStop &) = delete;

    /// Whether `handler` is the one that removes the files: writeTurnOutputs defers the signal
    /// while it clears its staged files, then hands it on to it.
    static bool isRemovingHandler(void (*handler)(int));

private:
    int m_slot = -1;
};

} // namespace hexstride
