#pragma once

#include <QByteArray>
#include <QString>

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
    /// The user: a command-line argument or a file chosen in a dialog. A pipe or `<(…)` is
    /// welcome on the command line (see setRegularFilesOnly for the app).
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
/// A path a file named (NamedBy::File) must be a regular file (notRegularFileProblem).
bool readFileBounded(const QString &path, qint64 maxBytes, QByteArray &out, QString &error,
                     NamedBy namedBy = NamedBy::User);

/// Opens for reading a file whose path a file named, once notRegularFileProblem finds nothing
/// against it: the one way such a path is opened where its bytes are not read whole (image
/// readers). False with a translated message naming the path (notRegularFileProblem's).
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

/// Writes bytes to path atomically (a temporary file renamed over it, the old file intact on
/// failure). Refuses a target that exists and is not a regular file. Returns an empty string,
/// or "PATH: cannot write: REASON" with the system's reason (e.g. "No space left on device").
QString writeFileAtomically(const QString &path, const QByteArray &bytes);

} // namespace safefile
} // namespace hexstride
