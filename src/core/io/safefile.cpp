#include "safefile.h"

#include "messagetext.h"
#include "text/filltext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef Q_OS_LINUX
#include <sys/vfs.h>
#endif
#endif

namespace hexstride::safefile {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct IoText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::io)
};

std::atomic<bool> g_regularFilesOnly{false};

// Reads of this size keep memory for a refused file near the cap, not twice it.
constexpr qint64 kChunk = qint64(1) << 20;

/// What a reader opens besides regular files.
enum class Accept {
    /// Nothing else: a path a file named, or any path in the app.
    RegularOnly,
    /// Also a device (its reader stops at the cap) and a pipe without a name (`<(…)`, `|`,
    /// /dev/fd/N: its writer exists, so reading it ends). Never a named FIFO (its writer may
    /// never come: the reader would wait for ever, probe 11, N03), a socket or a folder.
    CommandLine,
};

#ifdef Q_OS_UNIX
/// Whether the open `fd`, a FIFO, is a pipe without a name in the file system.
bool isAnonymousPipe(int fd, const QString &path)
{
#ifdef Q_OS_LINUX
    Q_UNUSED(path);
    constexpr decltype(statfs::f_type) kPipeFsMagic = 0x50495045; // PIPEFS_MAGIC
    struct statfs fs = {};
    return ::fstatfs(fd, &fs) == 0 && fs.f_type == kPipeFsMagic;
#else
    Q_UNUSED(fd);
    return path.startsWith(QLatin1String("/dev/fd/")) || path == QLatin1String("/dev/stdin");
#endif
}
#endif

QString notRegularMessage(const QString &path)
{
    return IoText::tr("%1: is not a regular file (a device, pipe or socket)").arg(quotedPath(path));
}

/// Opens `file` for reading, checked on the opened file (not a second look at the path, which
/// may have become a FIFO since the check): opened without waiting (O_NONBLOCK: opening a FIFO
/// for reading otherwise waits for a writer) and refused unless fstat says it is what `accept`
/// takes. The one way the readers open a file. False with the reason.
bool openFileForReading(QFile &file, Accept accept, QString &error)
{
#ifdef Q_OS_UNIX
    const int fd
        = ::open(QFile::encodeName(file.fileName()).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        // A socket cannot be opened (ENXIO): say what it is rather than "No such device".
        error = errno == ENXIO ? notRegularMessage(file.fileName())
                               : IoText::tr("%1: cannot open: %2")
                                     .arg(quotedPath(file.fileName()),
                                          QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    struct stat st = {}; // zero: fstat may fail before filling it
    const bool statted = ::fstat(fd, &st) == 0;
    const bool taken
        = statted
          && (S_ISREG(st.st_mode)
              || (accept == Accept::CommandLine
                  && (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode)
                      || (S_ISFIFO(st.st_mode) && isAnonymousPipe(fd, file.fileName())))));
    if (!taken) {
        ::close(fd);
        error = S_ISDIR(st.st_mode)
                    ? IoText::tr("%1: is a folder, not a file").arg(quotedPath(file.fileName()))
                    : notRegularMessage(file.fileName());
        return false;
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        error = IoText::tr("%1: cannot open: %2")
                    .arg(quotedPath(file.fileName()), file.errorString());
        return false;
    }
    return true;
#else
    Q_UNUSED(accept);
    if (!file.open(QIODevice::ReadOnly)) {
        error = IoText::tr("%1: cannot open: %2")
                    .arg(quotedPath(file.fileName()), file.errorString());
        return false;
    }
    return true;
#endif
}

QString tooLarge(const QString &path, qint64 maxBytes)
{
    return fillText(IoText::tr("%1: the file is larger than %2 MB"),
                    {quotedPath(path), maxBytes / (1024 * 1024)});
}
} // namespace

void setRegularFilesOnly(bool on)
{
    g_regularFilesOnly = on;
}

bool regularFilesOnly()
{
    return g_regularFilesOnly;
}

QString notRegularFileProblem(const QString &path)
{
    // A NUL ends the name the system sees: "ok.png\0.svg" would open ok.png (and Qt only
    // warns "Broken filename"). A path from a file holding one is refused, named.
    if (path.contains(QChar(0)))
        return IoText::tr("%1: a file name cannot hold a NUL character").arg(quotedPath(path));
    const QFileInfo info(path); // follows symbolic links
    if (path.startsWith(QLatin1String(":/")) || !info.exists())
        return {};
    if (info.isFile()) {
        // The kernel's files under /proc and /sys say they are regular (/proc/self/environ,
        // /proc/self/mem); so may one under /dev. None is a file a map names (probe 9, finding
        // 28): refused by where it is, as given and where its links lead.
        for (const QString &p : {info.absoluteFilePath(), info.canonicalFilePath()}) {
            for (const QLatin1StringView system :
                 {QLatin1StringView("/proc"), QLatin1StringView("/sys"),
                  QLatin1StringView("/dev")}) {
                if (p.startsWith(system + QLatin1Char('/')))
                    return IoText::tr("%1: is a system file (under /proc, /sys or /dev), not a "
                                      "file to read")
                        .arg(quotedPath(path));
            }
        }
        return {};
    }
    if (info.isDir())
        return IoText::tr("%1: is a folder, not a file").arg(quotedPath(path));
    return IoText::tr("%1: is not a regular file (a device, pipe or socket)").arg(quotedPath(path));
}

QString namedFileProblem(const QString &path)
{
    if (path.startsWith(QLatin1Char(':')))
        return IoText::tr("%1: names the program's own resources (a path starting with \":\"), "
                          "not a file")
            .arg(quotedPath(path));
    return notRegularFileProblem(path);
}

bool openNamedFile(QFile &file, QString &error)
{
    if (file.fileName().isEmpty()) {
        error = IoText::tr("no file name given");
        return false;
    }
    // Checked before open(): opening a FIFO for reading waits until a writer comes.
    error = namedFileProblem(file.fileName());
    if (!error.isEmpty())
        return false;
    return openFileForReading(file, Accept::RegularOnly, error);
}

bool readFileBounded(const QString &path, qint64 maxBytes, QByteArray &out, QString &error,
                     NamedBy namedBy)
{
    out.clear();
    if (path.isEmpty()) { // QFile would also print a warning of its own
        error = IoText::tr("no file name given");
        return false;
    }
    if (namedBy == NamedBy::File || regularFilesOnly()) {
        error = namedBy == NamedBy::File ? namedFileProblem(path) : notRegularFileProblem(path);
        if (!error.isEmpty())
            return false;
    }
    QFile file(path);
    if (!path.startsWith(QLatin1String(":/"))) {
        const Accept accept = namedBy == NamedBy::File || regularFilesOnly() ? Accept::RegularOnly
                                                                             : Accept::CommandLine;
        if (!openFileForReading(file, accept, error))
            return false;
    } else if (!file.open(QIODevice::ReadOnly)) {
        error = IoText::tr("%1: cannot open: %2").arg(quotedPath(path), file.errorString());
        return false;
    }
    // A regular file says how large it is: refuse at once, and read it in one allocation.
    if (!file.isSequential() && file.size() > maxBytes) {
        error = tooLarge(path, maxBytes);
        return false;
    }
    if (!file.isSequential())
        out.reserve(file.size());
    for (;;) {
        const qint64 want = std::min(kChunk, maxBytes + 1 - qint64(out.size()));
        const qsizetype before = out.size();
        out.resize(before + want);
        const qint64 got = file.read(out.data() + before, want);
        if (got < 0) {
            error = IoText::tr("%1: cannot read: %2").arg(quotedPath(path), file.errorString());
            out.clear();
            return false;
        }
        out.resize(before + got);
        if (out.size() > maxBytes) {
            error = tooLarge(path, maxBytes);
            out.clear();
            return false;
        }
        if (got == 0)
            return true;
    }
}

QString writeFileAtomically(const QString &path, const QByteArray &bytes)
{
    if (path.isEmpty())
        return IoText::tr("no file name given");
    if (const QString problem = notRegularFileProblem(path); !problem.isEmpty())
        return problem;
    QSaveFile file(path);
    // Unbuffered: each write reaches the system at once and fails here with errno's reason.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return IoText::tr("%1: cannot write: %2").arg(quotedPath(path), file.errorString());
    // A full disk first takes part of a write and returns the short count without an error;
    // writing the rest then fails with the system's reason.
    for (qsizetype done = 0; done < bytes.size();) {
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) {
            const QString why = file.error() != QFileDevice::NoError
                                    ? file.errorString()
                                    : QString::fromLocal8Bit(std::strerror(errno));
            file.cancelWriting();
            return IoText::tr("%1: cannot write: %2").arg(quotedPath(path), why);
        }
        done += n;
    }
    if (!file.commit())
        return IoText::tr("%1: cannot write: %2").arg(quotedPath(path), file.errorString());
    return {};
}

namespace {
/// What names one file: its folder's canonical path (symbolic links resolved) and its name, so
/// that two spellings of one path meet (`R/West.json` and `R2/West.json` with R2 a link to R).
QString fileIdentity(const QString &path)
{
    const QFileInfo info(path);
    const QString canonical = QFileInfo(info.absolutePath()).canonicalFilePath();
    return (canonical.isEmpty() ? info.absolutePath() : canonical) + QLatin1Char('/')
           + info.fileName();
}
} // namespace

bool sameFile(const QString &a, const QString &b)
{
    if (a.isEmpty() || b.isEmpty())
        return false;
    if (fileIdentity(a) == fileIdentity(b))
        return true;
    // Follows links at both ends and compares device and inode (a hard link too).
    std::error_code ec;
    const auto fs = [](const QString &p) {
        return std::filesystem::path(QDir::toNativeSeparators(p).toStdU16String());
    };
    return std::filesystem::equivalent(fs(a), fs(b), ec) && !ec;
}

QString outputOverInputProblem(const QString &output, const QStringList &inputs)
{
    for (const QString &input : inputs) {
        if (sameFile(output, input))
            return IoText::tr("%1: would overwrite %2, a file this command reads: choose another "
                              "output")
                .arg(quotedPath(output), quotedPath(input));
    }
    if (QFileInfo(output).isSymLink())
        return IoText::tr("%1: is a symbolic link; an output is not written through a link to "
                          "its target: remove the link or choose another output")
            .arg(quotedPath(output));
    return {};
}

QString linkLoopProblem(const QString &path)
{
#ifdef Q_OS_UNIX
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0 && errno == ELOOP)
        return IoText::tr("%1: is a loop of symbolic links (or too many links in a row)")
            .arg(quotedPath(path));
#else
    Q_UNUSED(path);
#endif
    return {};
}

QString systemReason(const QString &fallback)
{
    const int e = errno;
    if (e != 0)
        return QString::fromLocal8Bit(std::strerror(e));
    return fallback.isEmpty() ? IoText::tr("unknown reason") : fallback;
}

} // namespace hexstride::safefile
