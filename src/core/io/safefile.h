#pragma once

#include <QByteArray>
#include <QString>

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

/// Reads a whole file in chunks and stops once it has more than maxBytes: devices and pipes
/// report a size of 0, so the size a file reports is never trusted. False with a translated
/// message naming the file ("PATH: the file is larger than 16 MB", "PATH: cannot open: why").
bool readFileBounded(const QString &path, qint64 maxBytes, QByteArray &out, QString &error);

/// Whether readers refuse anything that is not a regular file (a device, pipe, socket) before
/// opening it. The app turns this on: a window must never wait on a FIFO nor read /dev/zero.
/// The command line keeps it off so that `<(…)` and pipes work, still under the caps.
void setRegularFilesOnly(bool on);
bool regularFilesOnly();

/// A translated message when path exists but is not a regular file (device, FIFO, socket,
/// folder); empty otherwise. Writers use it so that nothing is renamed over a device node.
QString notRegularFileProblem(const QString &path);

/// Writes bytes to path atomically (a temporary file renamed over it, the old file intact on
/// failure). Refuses a target that exists and is not a regular file. Returns an empty string,
/// or "PATH: cannot write: REASON" with the system's reason (e.g. "No space left on device").
QString writeFileAtomically(const QString &path, const QByteArray &bytes);

} // namespace safefile
} // namespace hexstride
