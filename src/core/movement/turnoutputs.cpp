// A turn's outputs, all or none: staged beside their targets, then renamed into place.
#include "turnoutputs.h"

#include "io/safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QTemporaryDir>

#include <filesystem>
#include <map>
#include <memory>
#include <system_error>
#include <utility>

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

/// Whether `output` and `input` are one file: one name, or one file under two (a link, a hard
/// link).
bool sameFile(const QString &output, const QString &input)
{
    if (fileIdentity(output) == fileIdentity(input))
        return true;
    std::error_code ec;
    return std::filesystem::equivalent(fsPath(output), fsPath(input), ec) && !ec;
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
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.flush()) {
        const QString reason = f.errorString();
        f.close();
        return reason;
    }
    f.close();
    return f.error() == QFileDevice::NoError ? QString() : f.errorString();
}

/// Writes a streamed file: the system's reason on failure, or sets `made` for the writer's own.
QString writeStreamed(const QString &path, const TurnOutputFile::Writer &write, QString *made)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return f.errorString();
    if (!write(f, made))
        return made->isEmpty() ? f.errorString() : QString(); // else `made` says why
    if (!f.flush() || f.error() != QFileDevice::NoError)
        return f.errorString();
    f.close();
    return f.error() == QFileDevice::NoError ? QString() : f.errorString();
}

/// The first missing folder on the way to `dir` (empty: it exists), after making them all.
bool makeFolder(const QString &dir, QString *made)
{
    QString missing;
    for (QString at = dir; !QFileInfo::exists(at); at = QFileInfo(at).path()) {
        missing = at;
        if (QFileInfo(at).path() == at)
            break;
    }
    *made = missing;
    return QDir().mkpath(dir);
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
            if (!input.isEmpty() && sameFile(file.path, input))
                return OutputText::tr("%1: would overwrite %2, a file this turn reads: choose "
                                      "another output")
                    .arg(file.path, input);
        }
    }
    return {};
}

QString writeTurnOutputs(const QList<TurnOutputFile> &files, const TurnOutputFault &fault)
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
                .arg(file.path, *other);
        targets.insert(absolute, file.path);
        if (const QString problem = safefile::notRegularFileProblem(file.path); !problem.isEmpty())
            return problem;
    }
    for (const TurnOutputFile &file : files) {
        const QFileInfo info(file.path);
        const QString dir = info.absolutePath();
        auto [folder, added] = folders.try_emplace(dir);
        if (added) {
            if (!makeFolder(dir, &folder->second.made)) {
                undo();
                return OutputText::tr("%1: cannot create the folder").arg(dir);
            }
            folder->second.staging = std::make_unique<QTemporaryDir>(
                QDir(dir).filePath(QStringLiteral(".hexstride-turn-XXXXXX")));
            if (!folder->second.staging->isValid()) {
                const QString reason = folder->second.staging->errorString();
                undo();
                return OutputText::tr("%1: cannot write: %2").arg(file.path, reason);
            }
        }
        const QString at = folder->second.staging->filePath(info.fileName());
        QString made;
        const QByteArray bytes = file.make && !file.write ? file.make(&made) : QByteArray();
        QString reason = made.isEmpty() ? injected(file.path, TurnOutputStep::Stage) : QString();
        if (made.isEmpty() && reason.isEmpty())
            reason = file.write ? writeStreamed(at, file.write, &made) : writeBytes(at, bytes);
        if (!made.isEmpty()) {
            undo();
            return made;
        }
        if (!reason.isEmpty()) {
            undo();
            return OutputText::tr("%1: cannot write: %2").arg(file.path, reason);
        }
        staged << Staged{file.path, at, {}, false};
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
            return OutputText::tr("%1: cannot write: %2").arg(s.target, reason);
        }
        s.committed = true;
    }
    for (auto &[dir, f] : folders)
        f.staging.reset(); // removes the staging folder and the replaced files kept in it
    return {};
}

} // namespace hexstride
