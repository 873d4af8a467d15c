#include "documentsafety.h"

#include "dialogs/recoverydialog.h"
#include "exporting/mapsaving.h"
#include "io/mapfile.h"
#include "mapdocument.h"
#include "plaintext.h"
#include "text/isolatedtext.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>

namespace hexstride {

namespace {
const QLatin1String kBackupKey("files/backupOnSave");
} // namespace

DocumentSafety::DocumentSafety(QWidget *window, const QString &folder, int autosaveDelayMs)
    : QObject(window)
    , m_window(window)
    , m_folder(folder)
    , m_autosaver(folder, autosaveDelayMs)
    , m_watcher(500)
{
    m_prompts.chooseRecoveries
        = [this](const QList<RecoveryEntry> &entries) { return askRecoveries(entries); };
    m_prompts.askReload
        = [this](const QString &path, bool modified) { return askReloadDialog(path, modified); };
    m_prompts.confirm = [this](const QString &title, const QString &text) {
        return plainMessage(m_window, QMessageBox::Question, title, text,
                            QMessageBox::Yes | QMessageBox::No)
               == QMessageBox::Yes;
    };
    m_prompts.warn = [this](const QString &title, const QString &text) {
        plainMessage(m_window, QMessageBox::Warning, title, text);
    };
    connect(&m_watcher, &FileChangeWatcher::changedOnDisk, this, &DocumentSafety::onChangedOnDisk);
    connect(&m_autosaver, &Autosaver::autosaveFailed, this,
            [this](const QString &why) { emit statusMessage(tr("Autosave failed: %1").arg(why)); });
    if (window)
        window->installEventFilter(this);
}

DocumentSafety::~DocumentSafety() = default;

QString DocumentSafety::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
           + QStringLiteral("/recovery");
}

void DocumentSafety::setDocument(MapDocument *doc)
{
    disconnect(m_fileNameConnection);
    m_doc = doc;
    m_autosaver.watch(doc);
    const auto watchFile = [this](const QString &name) {
        // Bundled maps (":/…") never change on disk.
        m_watcher.setFile(name.startsWith(QLatin1String(":/")) ? QString() : name);
    };
    watchFile(doc ? doc->fileName() : QString());
    if (doc)
        m_fileNameConnection = connect(doc, &MapDocument::fileNameChanged, this, watchFile);
}

void DocumentSafety::installMenuActions(QMenu *fileMenu, QAction *before)
{
    m_backupAction = new QAction(this);
    m_backupAction->setCheckable(true);
    m_backupAction->setChecked(backupEnabled());
    connect(m_backupAction, &QAction::toggled, this, &DocumentSafety::setBackupEnabled);
    fileMenu->insertAction(before, m_backupAction);
    retranslateUi();
}

bool DocumentSafety::backupEnabled()
{
    return QSettings().value(kBackupKey, true).toBool();
}

void DocumentSafety::setBackupEnabled(bool on)
{
    QSettings().setValue(kBackupKey, on);
}

QString DocumentSafety::backupPath(const QString &path)
{
    const QFileInfo info(path);
    const QString suffix = info.suffix();
    if (suffix.isEmpty())
        return path + QStringLiteral(".bak");
    return path.chopped(suffix.size() + 1) + QStringLiteral(".bak.") + suffix;
}

QString DocumentSafety::save(const HexMap &map, const QString &path, const MapRulesetRef &ruleset)
{
    if (backupEnabled() && QFileInfo(path).isFile()) {
        // A copy, not a rename: until the new version is committed the old file stays in place.
        const QString backup = backupPath(path);
        QFile::remove(backup);
        if (!QFile::copy(path, backup))
            emit statusMessage(tr("Could not keep a backup in %1")
                                   .arg(isolatedText(QDir::toNativeSeparators(backup))));
    }
    if (QFileInfo(path).absoluteFilePath() == QFileInfo(m_watcher.file()).absoluteFilePath())
        m_watcher.ignoreNextChange();
    const QString error = saveMapByFormat(map, path, ruleset);
    if (!error.isEmpty()) {
        m_prompts.warn(tr("Cannot Save Map"),
                       tr("%1\n\nThe map was not saved and keeps its unsaved changes.").arg(error));
        return error;
    }
    if (m_doc && m_doc->fileName() == path)
        m_watcher.setFile(path); // watch again: the atomic save replaced the file
    return {};
}

QStringList DocumentSafety::reportCrashedLoads()
{
    const QStringList files = Autosaver::crashedWhileLoading(m_folder);
    for (const QString &file : files) {
        m_prompts.warn(
            tr("Map Not Reopened"),
            tr("Hexstride closed unexpectedly while opening %1 last time. The file was not "
               "opened again; if it keeps failing, please report it with the file.")
                .arg(isolatedText(QDir::toNativeSeparators(file))));
    }
    return files;
}

int DocumentSafety::offerRecovery(
    const std::function<void(HexMap, const QString &, const MapRulesetRef &)> &open)
{
    const QList<RecoveryEntry> entries = Autosaver::orphans(m_folder);
    if (entries.isEmpty())
        return 0;
    const std::optional<QList<int>> chosen = m_prompts.chooseRecoveries(entries);
    if (!chosen)
        return 0; // "later": the copies stay for the next start
    int opened = 0;
    for (int i = 0; i < entries.size(); ++i) {
        if (chosen->contains(i)) {
            MapLoadResult r = loadMapFile(entries[i].recoveryFile);
            if (!r.map) {
                m_prompts.warn(tr("Cannot Recover Map"), r.error);
                continue; // keep the copy: it may be rescued by hand
            }
            open(std::move(*r.map), entries[i].originalFile, r.customRuleset);
            ++opened;
        }
        Autosaver::removeEntry(entries[i]);
    }
    return opened;
}

bool DocumentSafety::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

void DocumentSafety::retranslateUi()
{
    if (!m_backupAction)
        return;
    m_backupAction->setText(tr("Keep a &Backup When Saving"));
    m_backupAction->setStatusTip(
        tr("Before saving over a map, keep its previous version as name.bak.hexmap"));
}

void DocumentSafety::onChangedOnDisk(const QString &path, bool exists)
{
    if (!m_doc || m_asking)
        return;
    if (!exists) {
        emit statusMessage(
            tr("%1 was removed or renamed by another program; save to write it again.")
                .arg(isolatedText(QDir::toNativeSeparators(path))));
        return;
    }
    m_asking = true; // a second change while the question is open must not ask twice
    const bool reload = m_prompts.askReload(path, m_doc && m_doc->isModified());
    m_asking = false;
    if (reload) {
        emit reloadRequested(path);
    } else if (m_doc) {
        // The file on disk is not what the window shows: saving must stay possible and be asked
        // for.
        m_doc->undoStack()->resetClean();
    }
}

std::optional<QList<int>> DocumentSafety::askRecoveries(const QList<RecoveryEntry> &entries)
{
    RecoveryDialog dialog(entries, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.chosen();
}

bool DocumentSafety::askReloadDialog(const QString &path, bool modified)
{
    const QString name = QFileInfo(path).fileName();
    QString text = tr("The map \"%1\" was changed by another program. Reload it?").arg(name);
    if (modified)
        text += QLatin1Char('\n') + tr("You also have unsaved changes: reloading discards them.");
    QMessageBox box(modified ? QMessageBox::Warning : QMessageBox::Question,
                    tr("Map Changed on Disk"), text, QMessageBox::NoButton, m_window);
    box.setTextFormat(Qt::PlainText); // the file's name (plaintext.h)
    QPushButton *reload = box.addButton(tr("&Reload"), QMessageBox::AcceptRole);
    box.addButton(modified ? tr("&Keep My Changes") : tr("&Keep This Version"),
                  QMessageBox::RejectRole);
    box.setDefaultButton(modified ? nullptr : reload);
    box.exec();
    return box.clickedButton() == reload;
}

} // namespace hexstride
