#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

class QFile;

namespace hexstride {

/// File access that hostile or unlucky input cannot turn into a crash, a hang or a lost file.
/// Every reader of the project (maps, rulesets, orders, JOverseer files) reads through
/// readFileBounded, every writer through writeFileAtomically.
namespace safefile {

/// The caps of the readers, in bytes (a valid file is far below each).
constexpr qint64 kMaxMapBytes = qint64(256) * 1024 * 1024;
constexpr qint64 kMaxRulesetBytes = qint64(16) * 1024 * 1024;
constexpr qint64 kMaxOrdersBytes = qint64(16) * 1024 * 1024;
constexpr qint64 kMaxJOverseerBytes = qint64(16) * 1024 * 1024;

/// Who named the path a reader opens.
enum class NamedBy {
    /// The user: a command-line argument or a file chosen in a dialog. A pipe without a name
    /// (`<(…)`, /dev/fd/N) and a device are welcome on the command line, under the caps (see
    /// setRegularFilesOnly for the app); a named FIFO, a socket or a folder never: opened
    /// without waiting and refused at once ("PATH: is not a regular file …").
    User,
    /// A file: a map's background image or ruleset file, a Tiled map's tilesets and tile
    /// pictures, anything a file names. Never anything but a regular file, in the app and on
    /// the command line alike: a map from elsewhere must not make a reader wait on a FIFO,
    /// read a device or connect to a socket.
    File,
};

/// Reads a whole file in chunks and stops once it has more than maxBytes: devices and pipes
/// report a size of 0, so the size a file reports is never trusted. False with a translated
/// message naming the file ("PATH: the file is larger than 16 MB", "PATH: cannot open: why").
/// A path a file named (NamedBy::File) must be a regular file (namedFileProblem).
bool readFileBounded(const QString &path, qint64 maxBytes, QByteArray &out, QString &error,
                     NamedBy namedBy = NamedBy::User);

/// Opens for reading a file whose path a file named, once namedFileProblem finds nothing
/// against it: the one way such a path is opened where its bytes are not read whole (image
/// readers). False with a translated message naming the path (namedFileProblem's).
bool openNamedFile(QFile &file, QString &error);

/// Whether readers also refuse anything that is not a regular file among the paths the user
/// gives. The app turns this on: a window must never wait on a FIFO nor read /dev/zero. The
/// command line keeps it off so that `<(…)` and pipes work, still under the caps.
void setRegularFilesOnly(bool on);
bool regularFilesOnly();

/// The one check of a path before it is opened: a translated message ("PATH: is not a regular
/// file (a device, pipe or socket)", "PATH: is a folder, not a file") when it exists and is not
/// a regular file, or is one under /proc, /sys or /dev, where the kernel's files pass for
/// regular ("PATH: is a system file (under /proc, /sys or /dev), not a file to read"); empty
/// otherwise (a missing file is the reader's to report). Readers of paths
/// a file names use it (through NamedBy::File and openNamedFile), and writers, so that nothing
/// is renamed over a device node.
QString notRegularFileProblem(const QString &path);

/// What keeps a path a file names (a map's background image or ruleset file, a Tiled map's
/// tilesets and tile pictures) from being read: a path starting with ':', which Qt would open
/// among the program's own resources (":/rulesets/…" read the bundled ruleset, probe15 P20:
/// "PATH: names the program's own resources (a path starting with ":"), not a file"), or
/// notRegularFileProblem's. Empty when nothing does. Every reader of such a path asks it.
QString namedFileProblem(const QString &path);

/// Writes bytes to path atomically (a temporary file renamed over it, the old file intact on
/// failure). Refuses a target that exists and is not a regular file. Returns an empty string,
/// or "PATH: cannot write: REASON" with the system's reason (e.g. "No space left on device").
QString writeFileAtomically(const QString &path, const QByteArray &bytes);

/// Whether `a` and `b` are one file as the system sees it: one path once the folders on the way
/// are resolved, or one file under two names (a symbolic link to it, a hard link: the same
/// device and inode). A link in `a`'s place counts as the file it points to.
bool sameFile(const QString &a, const QString &b);

/// The one check every writer makes before it writes anything: a translated message, naming
/// both, when `output` is one of `inputs` (the files the command names and the files the map
/// names: its background, its ruleset file, a --ruleset, --rolls, orders or CSV file), or when
/// `output` is a symbolic link (an output is never written through a link to its target).
/// Empty when the output may be written. Empty inputs are skipped.
QString outputOverInputProblem(const QString &output, const QStringList &inputs);

/// For a path that QFileInfo::exists calls missing: a translated message when it is in fact a
/// loop of symbolic links (ELOOP: "PATH: is a loop of symbolic links (or too many links in a
/// row)"), so that it is not reported as missing; empty otherwise.
QString linkLoopProblem(const QString &path);

/// The system's reason for the last failed call ("No space left on device"), or `fallback`
/// when errno holds none: for messages where Qt only says "Unknown error".
QString systemReason(const QString &fallback = {});

} // namespace safefile
} // namespace hexstride
