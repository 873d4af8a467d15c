// A turn's outputs, all or none: staged beside their targets, then renamed into place.
#include "turnoutputs.h"

#include "io/messagetext.h"
#include "io/reasonkeepingdevice.h"
#include "io/removedonstop.h"
#include "io/safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QTemporaryDir>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#ifdef Q_OS_UNIX
#include <pthread.h>
#include <signal.h>
#include <unistd.h>
#endif

namespace hexstride {

namespace {
/// The CLI's context: `resolve` prints these messages (the app shows them too).
struct OutputText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};

std::filesystem::path fsPath(const QString &path)
{
    return std::filesystem::path(QDir::toNativeSeparators(path).toStdU16String());
}

/// What names one file: its folder's canonical path (symbolic links resolved) and its name, so
/// that two spellings of one target meet (`R/West.json` and `R2/West.json` with R2 a link to R).
/// The file itself is not resolved: a link in its place is replaced, not written through.
QString fileIdentity(const QString &path)
{
    const QFileInfo info(path);
    const QString canonical = QFileInfo(info.absolutePath()).canonicalFilePath();
    return (canonical.isEmpty() ? info.absolutePath() : canonical) + QLatin1Char('/')
           + info.fileName();
}

/// Renames without copying (QFile::rename copies where a rename fails); the system's reason.
QString renameFile(const QString &from, const QString &to)
{
    std::error_code ec;
    std::filesystem::rename(fsPath(from), fsPath(to), ec);
    return ec ? QString::fromStdString(ec.message()) : QString();
}

/// A target folder: its temporary folder, and the first of its ancestors that had to be made
/// (removed again on failure).
struct Folder
{
    std::unique_ptr<QTemporaryDir> staging;
    QString made;
};

/// One staged file and, once committed, where the file it replaced was kept.
struct Staged
{
    QString target;
    QString staged;
    QString kept; ///< empty: nothing was there
    bool committed = false;
};

QString writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    // Unbuffered: each write reaches the system at once and fails here with errno's reason.
    if (!f.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return f.errorString();
    for (qsizetype done = 0; done < bytes.size();) {
        errno = 0;
        const qint64 n = f.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) {
            const QString reason = writeFailureReason(f);
            f.close();
            return reason;
        }
        done += n;
    }
    errno = 0;
    f.close();
    return f.error() == QFileDevice::NoError ? QString() : writeFailureReason(f);
}

/// Writes a streamed file: the system's reason on failure, or sets `made` for the writer's own.
QString writeStreamed(const QString &path, const TurnOutputFile::Writer &write, QString *made)
{
    QFile f(path);
    // Unbuffered under a buffer that keeps the first refusal's reason (probe17 R08: a buffered
    // QFile told a full disk as "Unknown error", its errno lost on a short write).
    if (!f.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return f.errorString();
    ReasonKeepingDevice kept(&f);
    const bool written = write(kept, made);
    if (const QString reason = kept.finish(); !reason.isEmpty()) {
        made->clear(); // the system's refusal is the cause of the writer's failure
        return reason;
    }
    if (!written)
        return made->isEmpty() ? safefile::systemReason() : QString(); // else `made` says why
    errno = 0;
    f.close();
    return f.error() == QFileDevice::NoError ? QString() : writeFailureReason(f);
}

/// Staging folders are named `.hexstride-turn-PID-XXXXXX`, PID the writing process's, so that a
/// later run knows the debris of one that was killed.
const QLatin1String kStagingPrefix(".hexstride-turn-");

/// The file each staging folder holds first: the names of the files the run stages there, one a
/// line. Only a folder holding it is taken for debris, and only those files (and the `.replaced`
/// copies of them) are removed from it (probe13 Q10: a user's folder that merely looked like a
/// stale staging folder was removed whole).
const QLatin1String kStagingMarker(".hexstride-staging");

/// Removes what a gone run staged in `folder` (its marker's names), then the folder if that
/// leaves it empty; anything else in it is kept.
void removeStagedDebris(const QString &folder)
{
    const QDir staging(folder);
    const QString marker = staging.filePath(kStagingMarker);
    const QFileInfo markerInfo(marker);
    if (markerInfo.isSymLink() || !markerInfo.isFile() || markerInfo.size() > 64 * 1024)
        return; // not ours
    QFile f(marker);
    if (!f.open(QIODevice::ReadOnly))
        return;
    const QStringList names = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    f.close();
    for (const QString &name : names) {
        if (name.isEmpty() || name.contains(QLatin1Char('/')) || name == QLatin1String(".")
            || name == QLatin1String("..") || name == kStagingMarker)
            continue;
        for (const QString &written : {name, name + QStringLiteral(".replaced")}) {
            const QFileInfo info(staging.filePath(written));
            if (info.isFile() && !info.isSymLink())
                QFile::remove(info.filePath());
        }
    }
    QFile::remove(marker);
    QDir().rmdir(folder); // only when nothing else is left
}

/// Removes from `dir` the staging folders of runs that are gone (killed before they could
/// clean up: SIGKILL, a power cut); a live process's folder is left alone, and of a gone one
/// only what it wrote (removeStagedDebris).
void removeDebris(const QString &dir)
{
    const QStringList names
        = QDir(dir).entryList({kStagingPrefix + QLatin1Char('*')},
                              QDir::Dirs | QDir::Hidden | QDir::NoSymLinks | QDir::NoDotAndDotDot);
    for (const QString &name : names) {
        const QStringList parts = name.mid(kStagingPrefix.size()).split(QLatin1Char('-'));
        bool ok = false;
        const qint64 pid = parts.size() == 2 ? parts[0].toLongLong(&ok) : 0;
        if (!ok || pid <= 0 || pid == QCoreApplication::applicationPid())
            continue;
#ifdef Q_OS_UNIX
        if (::kill(pid_t(pid), 0) == 0 || errno != ESRCH)
            continue; // alive (or not ours to ask about)
#endif
        removeStagedDebris(QDir(dir).filePath(name));
    }
}

/// SIGINT or SIGTERM while a turn is staged: the flag is all the handler sets; the writing
/// loop sees it between files, removes what it staged and dies of the signal as it would have.
volatile std::sig_atomic_t g_stopSignal = 0;

void noteStopSignal(int signal)
{
    g_stopSignal = signal;
}

/// While alive: SIGINT and SIGTERM (left at their default, i.e. ending the process, or at the
/// handler removing a campaign's lock first: RemovedOnStop) only set g_stopSignal. Restored on
/// destruction, so raiseCaught() hands the signal on to what was there.
class StopSignalGuard
{
public:
    StopSignalGuard()
    {
        g_stopSignal = 0;
#ifdef Q_OS_UNIX
        for (int i = 0; i < 2; ++i) {
            struct sigaction now = {};
            now.sa_handler = noteStopSignal;
            sigemptyset(&now.sa_mask);
            m_set[i] = ::sigaction(kSignals[i], nullptr, &m_old[i]) == 0
                       && (m_old[i].sa_handler == SIG_DFL
                           || RemovedOnStop::isRemovingHandler(m_old[i].sa_handler))
                       && ::sigaction(kSignals[i], &now, nullptr) == 0;
        }
#endif
    }
    ~StopSignalGuard()
    {
#ifdef Q_OS_UNIX
        for (int i = 0; i < 2; ++i)
            if (m_set[i])
                ::sigaction(kSignals[i], &m_old[i], nullptr);
#endif
    }
    StopSignalGuard(const StopSignalGuard &) = delete;
    StopSignalGuard &operator=(const StopSignalGuard &) = delete;
    /// After the staged files are removed: dies of the signal that came, if one did.
    static void raiseCaught()
    {
        if (const int s = g_stopSignal; s != 0) {
            g_stopSignal = 0;
            std::raise(s);
        }
    }

private:
#ifdef Q_OS_UNIX
    static constexpr int kSignals[2] = {SIGINT, SIGTERM};
    struct sigaction m_old[2] = {};
#endif
    bool m_set[2] = {false, false};
};

/// Holds SIGINT and SIGTERM back while the staged files are renamed into place (a few
/// milliseconds): the turn is then either wholly in place or wholly staged, never half.
class BlockStopSignals
{
public:
    BlockStopSignals()
    {
#ifdef Q_OS_UNIX
        sigset_t stop;
        sigemptyset(&stop);
        sigaddset(&stop, SIGINT);
        sigaddset(&stop, SIGTERM);
        ::pthread_sigmask(SIG_BLOCK, &stop, &m_old);
#endif
    }
    ~BlockStopSignals()
    {
#ifdef Q_OS_UNIX
        ::pthread_sigmask(SIG_SETMASK, &m_old, nullptr);
#endif
    }
    BlockStopSignals(const BlockStopSignals &) = delete;
    BlockStopSignals &operator=(const BlockStopSignals &) = delete;

private:
#ifdef Q_OS_UNIX
    sigset_t m_old;
#endif
};

/// The first missing folder on the way to `dir` (empty: it exists), after making them all.
bool makeFolder(const QString &dir, QString *made, QString *reason)
{
    QString missing;
    for (QString at = dir; !QFileInfo::exists(at); at = QFileInfo(at).path()) {
        missing = at;
        if (QFileInfo(at).path() == at)
            break;
    }
    *made = missing;
    std::error_code error;
    std::filesystem::create_directories(std::filesystem::path(dir.toStdString()), error);
    if (error || !QFileInfo(dir).isDir()) {
        // A file where a folder should be, no permission: the system's reason, translated
        // where Qt knows it (probe 11, N13: the message gave none).
        *reason = error ? QString::fromLocal8Bit(error.message())
                        : OutputText::tr("a file of that name is in the way");
        return false;
    }
    return true;
}
} // namespace

TurnOutputFile::TurnOutputFile(QString path, QByteArray bytes)
    : path(std::move(path))
    , make([bytes = std::move(bytes)](QString *) { return bytes; })
{}

TurnOutputFile TurnOutputFile::streamed(QString path, Writer write)
{
    TurnOutputFile file(std::move(path), Maker());
    file.write = std::move(write);
    return file;
}

TurnOutputFile::TurnOutputFile(QString path, Maker make)
    : path(std::move(path))
    , make(std::move(make))
{}

QString turnOutputOverwritesInput(const QList<TurnOutputFile> &files, const QStringList &inputs)
{
    for (const TurnOutputFile &file : files) {
        for (const QString &input : inputs) {
            if (!input.isEmpty() && safefile::sameFile(file.path, input))
                return OutputText::tr("%1: would overwrite %2, a file this turn reads: choose "
                                      "another output")
                    .arg(quotedPath(file.path), quotedPath(input));
        }
        // An output that is a symbolic link is refused, not replaced (probe12 P12): the one
        // check every other writer makes.
        if (const QString problem = safefile::outputOverInputProblem(file.path, {});
            !problem.isEmpty())
            return problem;
    }
    return {};
}

namespace {
/// The first bytes of `path` (empty when it cannot be read).
QByteArray fileStart(const QString &path, qint64 size)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.read(size) : QByteArray();
}

/// Whether `path` is a regular file beginning as a side's report JSON does: `{`, then (after
/// white space) its first member, "battles".
bool isEarlierReportJson(const QString &path)
{
    const QFileInfo info(path);
    if (info.isSymLink() || !info.isFile())
        return false;
    const QByteArray start = fileStart(path, 64);
    qsizetype i = 0;
    const auto skipSpace = [&]() {
        while (i < start.size()
               && (start[i] == ' ' || start[i] == '\n' || start[i] == '\r' || start[i] == '\t'))
            ++i;
    };
    skipSpace();
    if (i >= start.size() || start[i] != '{')
        return false;
    ++i;
    skipSpace();
    return start.mid(i).startsWith("\"battles\"");
}
} // namespace

QString sideReportsReplaceProblem(const QList<TurnOutputFile> &reports)
{
    QSet<QString> foldersSeen;
    for (const TurnOutputFile &file : reports) {
        const QFileInfo info(file.path);
        const QDir folder = info.dir(); // as the file is named, for the message
        if (!foldersSeen.contains(info.absolutePath())) {
            foldersSeen.insert(info.absolutePath());
            const QString campaign = folder.filePath(QStringLiteral("campaign.json"));
            if (QFileInfo(campaign).exists() || QFileInfo(campaign).isSymLink())
                return OutputText::tr("%1: the folder holds a campaign (%2): reports are not "
                                      "written into it: choose another folder")
                    .arg(quotedPath(file.path), quotedPath(campaign));
            const QString orders = folder.filePath(QStringLiteral("orders.txt"));
            if (QFileInfo::exists(orders)
                && QFileInfo::exists(folder.filePath(QStringLiteral("map.hexmap"))))
                return OutputText::tr("%1: the folder holds a player's package (%2): reports are "
                                      "not written into it: choose another folder")
                    .arg(quotedPath(file.path), quotedPath(orders));
        }
        if (!info.isFile() || info.isSymLink())
            continue; // nothing, or what writeTurnOutputs refuses itself (a folder, a link)
        const QString suffix = info.suffix();
        const QString base = file.path.left(file.path.size() - suffix.size() - 1);
        bool earlier = isEarlierReportJson(base + QStringLiteral(".json"));
        if (suffix == QLatin1String("png"))
            earlier = earlier && fileStart(file.path, 8) == QByteArray("\x89PNG\r\n\x1a\n", 8);
        else if (suffix != QLatin1String("txt") && suffix != QLatin1String("json"))
            earlier = false;
        if (!earlier)
            return OutputText::tr("%1: would replace a file that is not an earlier report: "
                                  "choose another folder or rename the side")
                .arg(quotedPath(file.path));
    }
    return {};
}

namespace {
QString interrupted()
{
    return OutputText::tr("interrupted: nothing of the turn was written");
}

QString writeStagedThenCommitted(const QList<TurnOutputFile> &files, const TurnOutputFault &fault,
                                 int workers)
{
    const auto injected = [&](const QString &path, TurnOutputStep step) {
        return fault ? fault(path, step) : QString();
    };
    std::map<QString, Folder> folders;
    QList<Staged> staged;
    QHash<QString, QString> targets; // fileIdentity() -> the path as given
    const auto undo = [&]() {
        // Back in reverse order: the new file out, the old one (if any) back in.
        for (qsizetype i = staged.size() - 1; i >= 0; --i) {
            const Staged &s = staged[i];
            if (!s.committed)
                continue;
            QFile::remove(s.target);
            if (!s.kept.isEmpty())
                renameFile(s.kept, s.target);
        }
        for (auto &[dir, f] : folders) {
            f.staging.reset();
            if (!f.made.isEmpty())
                QDir(f.made).removeRecursively();
        }
    };
    for (const TurnOutputFile &file : files) {
        const QString absolute = fileIdentity(file.path);
        if (const auto other = targets.constFind(absolute); other != targets.cend())
            return OutputText::tr("%1: written twice in one turn (also as %2)")
                .arg(quotedPath(file.path), quotedPath(*other));
        targets.insert(absolute, file.path);
        if (const QString problem = safefile::notRegularFileProblem(file.path); !problem.isEmpty())
            return problem;
    }
    // First the folders, in order; then the files are made and written into them, by
    // `workers` threads at once (a side's report does not depend on another's).
    QStringList stagedAt;
    for (const TurnOutputFile &file : files) {
        if (g_stopSignal != 0) {
            undo();
            return interrupted();
        }
        const QFileInfo info(file.path);
        const QString dir = info.absolutePath();
        auto [folder, added] = folders.try_emplace(dir);
        if (added) {
            if (QString reason; !makeFolder(dir, &folder->second.made, &reason)) {
                undo();
                return OutputText::tr("%1: cannot create the folder: %2")
                    .arg(quotedPath(dir), reason);
            }
            removeDebris(dir);
            // QTemporaryDir makes it 0700: the staged reports of every side are no one else's.
            folder->second.staging = std::make_unique<QTemporaryDir>(QDir(dir).filePath(
                kStagingPrefix + QString::number(QCoreApplication::applicationPid())
                + QStringLiteral("-XXXXXX")));
            if (!folder->second.staging->isValid()) {
                const QString reason = folder->second.staging->errorString();
                undo();
                return OutputText::tr("%1: cannot write: %2").arg(quotedPath(file.path), reason);
            }
        }
        stagedAt << folder->second.staging->filePath(info.fileName());
    }
    // Each staging folder's marker, naming what this run stages there (removeStagedDebris).
    {
        std::map<QString, QByteArray> markers;  // staging folder -> the names, one a line
        std::map<QString, QString> firstTarget; // staging folder -> its first file's target
        for (qsizetype i = 0; i < stagedAt.size(); ++i) {
            const QFileInfo info(stagedAt[i]);
            markers[info.path()] += info.fileName().toUtf8() + '\n';
            firstTarget.try_emplace(info.path(), files[i].path);
        }
        for (const auto &[staging, names] : markers) {
            if (const QString reason = writeBytes(QDir(staging).filePath(kStagingMarker), names);
                !reason.isEmpty()) {
                undo();
                // The file the user asked for, not the temporary folder (probe17 R08).
                return OutputText::tr("%1: cannot write: %2")
                    .arg(quotedPath(firstTarget[staging]), reason);
            }
        }
    }
    struct Outcome
    {
        QString made;   ///< the maker's error
        QString reason; ///< the system's (or the injected) reason
        bool stopped = false;
    };
    QList<Outcome> outcomes(files.size());
    std::mutex faultMutex; // the injected fault is called one file at a time
    std::atomic<qsizetype> nextFile{0};
    const auto stageFiles = [&]() {
        for (qsizetype i = nextFile++; i < files.size(); i = nextFile++) {
            const TurnOutputFile &file = files[i];
            Outcome &o = outcomes[i];
            if (g_stopSignal != 0) {
                o.stopped = true;
                continue;
            }
            const QByteArray bytes = file.make && !file.write ? file.make(&o.made) : QByteArray();
            if (o.made.isEmpty() && fault) {
                const std::lock_guard<std::mutex> lock(faultMutex);
                o.reason = injected(file.path, TurnOutputStep::Stage);
            }
            if (o.made.isEmpty() && o.reason.isEmpty())
                o.reason = file.write ? writeStreamed(stagedAt[i], file.write, &o.made)
                                      : writeBytes(stagedAt[i], bytes);
        }
    };
    {
        std::vector<std::thread> helpers;
        for (int t = 1; t < std::min<qsizetype>(workers, files.size()); ++t)
            helpers.emplace_back(stageFiles);
        stageFiles();
        for (std::thread &t : helpers)
            t.join();
    }
    // Every file is staged (in the temporary folders only) before this: the first failure in
    // the files' order is told, as when they were written one after another.
    for (qsizetype i = 0; i < files.size(); ++i) {
        const Outcome &o = outcomes[i];
        if (o.stopped) {
            undo();
            return interrupted();
        }
        if (!o.made.isEmpty()) {
            undo();
            return o.made;
        }
        if (!o.reason.isEmpty()) {
            undo();
            return OutputText::tr("%1: cannot write: %2").arg(quotedPath(files[i].path), o.reason);
        }
        staged << Staged{files[i].path, stagedAt[i], {}, false};
    }
    const BlockStopSignals block;
    if (g_stopSignal != 0) {
        undo();
        return interrupted();
    }
    for (qsizetype i = 0; i < staged.size(); ++i) {
        Staged &s = staged[i];
        QString reason = injected(s.target, TurnOutputStep::Commit);
        if (reason.isEmpty() && QFileInfo::exists(s.target)) {
            const QString kept = s.staged + QStringLiteral(".replaced");
            reason = renameFile(s.target, kept);
            if (reason.isEmpty())
                s.kept = kept;
        }
        if (reason.isEmpty())
            reason = renameFile(s.staged, s.target);
        if (!reason.isEmpty()) {
            if (!s.kept.isEmpty())
                renameFile(s.kept, s.target);
            undo();
            return OutputText::tr("%1: cannot write: %2").arg(quotedPath(s.target), reason);
        }
        s.committed = true;
    }
    for (auto &[dir, f] : folders)
        f.staging.reset(); // removes the staging folder and the replaced files kept in it
    return {};
}
} // namespace

QString writeTurnOutputs(const QList<TurnOutputFile> &files, const TurnOutputFault &fault,
                         int workers)
{
    QString message;
    {
        const StopSignalGuard guard;
        message = writeStagedThenCommitted(files, fault, workers);
    }
    // The staged files are gone (or the turn is whole): now the signal ends the process.
    StopSignalGuard::raiseCaught();
    return message;
}

} // namespace hexstride
