#include "autosaver.h"

#include "io/mapfile.h"
#include "io/safefile.h"
#include "mapdocument.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>

namespace hexstride {

namespace {
const QLatin1String kLockSuffix(".lock");
const QLatin1String kMetaSuffix(".recovery.json");
const QLatin1String kMapSuffix(".recovery.hexmap");
const QLatin1String kLoadingSuffix(".loading");

// True when the instance that owns `base` (its lock file) no longer runs.
bool ownerIsGone(const QString &base)
{
    QLockFile lock(base + kLockSuffix);
    lock.setStaleLockTime(0);
    if (!lock.tryLock(0))
        return false;
    lock.unlock();
    return true;
}

/// The file as an absolute, canonical path: recovery may start in another working folder, and
/// Save after recovery must write where the user was working.
QString absoluteOriginal(const QString &fileName)
{
    if (fileName.isEmpty() || fileName.startsWith(QLatin1String(":/")))
        return fileName;
    const QFileInfo info(fileName);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? info.absoluteFilePath() : canonical;
}
} // namespace

Autosaver::Autosaver(const QString &folder, int delayMs, QObject *parent)
    : QObject(parent)
    , m_folder(folder)
{
    QDir().mkpath(folder);
    const QString base = QDir(folder).filePath(QUuid::createUuid().toString(QUuid::WithoutBraces));
    m_recoveryFile = base + kMapSuffix;
    m_metaFile = base + kMetaSuffix;
    m_loadingFile = base + kLoadingSuffix;
    m_lock = std::make_unique<QLockFile>(base + kLockSuffix);
    m_lock->setStaleLockTime(0); // the lock lives as long as this instance
    m_lock->tryLock(0);
    m_timer.setSingleShot(true);
    m_timer.setInterval(delayMs);
    connect(&m_timer, &QTimer::timeout, this, [this] { saveNow(); });
}

Autosaver::~Autosaver()
{
    // A normal exit leaves nothing to recover: the user was asked to save already.
    discard();
    endLoading();
    m_lock->unlock();
}

void Autosaver::beginLoading(const QString &path)
{
    QFile marker(m_loadingFile);
    if (marker.open(QIODevice::WriteOnly | QIODevice::Truncate))
        marker.write(path.toUtf8());
}

void Autosaver::endLoading()
{
    QFile::remove(m_loadingFile);
}

QStringList Autosaver::crashedWhileLoading(const QString &folder)
{
    QStringList out;
    const QDir dir(folder);
    for (const QString &name : dir.entryList({QStringLiteral("*") + kLoadingSuffix}, QDir::Files)) {
        const QString base = dir.filePath(name.chopped(kLoadingSuffix.size()));
        if (!ownerIsGone(base))
            continue;
        QFile marker(base + kLoadingSuffix);
        if (marker.open(QIODevice::ReadOnly))
            out.append(QString::fromUtf8(marker.readAll()));
        marker.remove();
    }
    return out;
}

void Autosaver::watch(MapDocument *doc)
{
    disconnect(m_changeConnection);
    disconnect(m_cleanConnection);
    discard();
    m_doc = doc;
    if (!doc)
        return;
    m_changeConnection
        = connect(doc->undoStack(), &QUndoStack::indexChanged, this, [this] { scheduleSave(); });
    m_cleanConnection
        = connect(doc->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
              if (clean)
                  discard();
          });
}

void Autosaver::scheduleSave()
{
    if (m_doc && !m_doc->undoStack()->isClean())
        m_timer.start();
}

bool Autosaver::saveNow()
{
    m_timer.stop();
    if (!m_doc || m_doc->undoStack()->isClean())
        return false;
    // With the map's own ruleset: designer edits are unsaved work too.
    const QString error = saveMapFile(m_doc->map(), m_recoveryFile, m_doc->customRulesetToSave());
    if (!error.isEmpty()) {
        emit autosaveFailed(error);
        return false;
    }
    QJsonObject meta{
        {QStringLiteral("original"), absoluteOriginal(m_doc->fileName())},
        {QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
    if (const QString metaError
        = safefile::writeFileAtomically(m_metaFile, QJsonDocument(meta).toJson());
        !metaError.isEmpty()) {
        emit autosaveFailed(metaError);
        return false;
    }
    emit autosaved(m_recoveryFile);
    return true;
}

void Autosaver::discard()
{
    m_timer.stop();
    QFile::remove(m_recoveryFile);
    QFile::remove(m_metaFile);
}

QList<RecoveryEntry> Autosaver::orphans(const QString &folder)
{
    QList<RecoveryEntry> out;
    const QDir dir(folder);
    const QStringList metas = dir.entryList({QStringLiteral("*") + kMetaSuffix}, QDir::Files);
    for (const QString &metaName : metas) {
        const QString base = dir.filePath(metaName.chopped(kMetaSuffix.size()));
        if (!ownerIsGone(base))
            continue;
        QFile metaFile(base + kMetaSuffix);
        if (!metaFile.open(QIODevice::ReadOnly) || !QFile::exists(base + kMapSuffix))
            continue;
        const QJsonObject meta = QJsonDocument::fromJson(metaFile.readAll()).object();
        out.append(
            {base + kMapSuffix, meta.value(QStringLiteral("original")).toString(),
             QDateTime::fromString(meta.value(QStringLiteral("savedAt")).toString(), Qt::ISODate),
             base + kMetaSuffix});
    }
    return out;
}

void Autosaver::removeEntry(const RecoveryEntry &entry)
{
    QFile::remove(entry.recoveryFile);
    QFile::remove(entry.metaFile);
    QFile::remove(entry.metaFile.chopped(kMetaSuffix.size()) + kLockSuffix);
}

} // namespace hexstride
