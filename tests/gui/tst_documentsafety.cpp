// The main window keeps maps safe: recovery of what a crashed instance left, no automatic
// reopening of a file that crashed the loader, failed saves that keep the map modified,
// backups of the previous version, and reloading files changed by other programs.
#include "dialogs/recoverydialog.h"
#include "documentsafety.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "mapedits.h"
#include "support/campaigntestutil.h"
#include "support/guitestutil.h"
#include "testpaths.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QMessageBox>
#include <QTest>
#include <QUuid>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
/// Records what the window asked and answers as told.
struct RecordedPrompts
{
    QList<QList<RecoveryEntry>> recoveryQuestions;
    std::optional<QList<int>> recoveryAnswer = QList<int>{0};
    QList<std::pair<QString, bool>> reloadQuestions;
    bool reloadAnswer = true;
    QStringList warnings;

    SafetyPrompts prompts()
    {
        SafetyPrompts p;
        p.chooseRecoveries = [this](const QList<RecoveryEntry> &e) {
            recoveryQuestions << e;
            return recoveryAnswer;
        };
        p.askReload = [this](const QString &path, bool modified) {
            reloadQuestions << std::pair{path, modified};
            return reloadAnswer;
        };
        p.warn = [this](const QString &title, const QString &text) {
            warnings << title + ": " + text;
        };
        return p;
    }
};

HexMap paintedMap(int seed)
{
    HexMap m = testMap(9, 7);
    for (int i = 0; i < m.hexCount(); i += 3 + seed)
        m.setTerrain(m.hexAtIndex(i), std::uint8_t((i + seed) % 3));
    m.setTitle(QString("Map %1").arg(seed));
    return m;
}

/// Leaves in `folder` what a crashed instance leaves: the autosaved map and its bookkeeping,
/// and no live lock. Returns the base path.
QString writeOrphan(const QString &folder, const HexMap &map, const QString &original,
                    const QDateTime &when)
{
    QDir().mkpath(folder);
    const QString base = QDir(folder).filePath(QUuid::createUuid().toString(QUuid::WithoutBraces));
    if (!saveMapFile(map, base + ".recovery.hexmap").isEmpty())
        qFatal("cannot write the orphan");
    QFile meta(base + ".recovery.json");
    if (!meta.open(QIODevice::WriteOnly))
        qFatal("cannot write the orphan's bookkeeping");
    meta.write(
        QJsonDocument(QJsonObject{{"original", original}, {"savedAt", when.toString(Qt::ISODate)}})
            .toJson());
    return base;
}

int filesIn(const QString &folder, const QString &pattern)
{
    return int(QDir(folder).entryList({pattern}, QDir::Files).size());
}
} // namespace

class TestDocumentSafety : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_settings;
    QTemporaryDir m_dir;
    RecordedPrompts m_answers;
    std::unique_ptr<MainWindow> m_window;
    MapDocument *doc() { return m_window->document(); }
    QString folder() { return m_window->safety()->folder(); }
    void edit()
    {
        edits::paintTerrain(*doc(), {doc()->map().hexAtIndex(0)},
                            doc()->map().terrainLayer()[0] == 1 ? 2 : 1);
    }

private slots:
    void initTestCase() { isolateSettings(m_settings); }

    void init()
    {
        QDir(DocumentSafety::defaultFolder()).removeRecursively();
        m_answers = RecordedPrompts();
        m_window = std::make_unique<MainWindow>();
        m_window->safety()->setPrompts(m_answers.prompts());
        DocumentSafety::setBackupEnabled(true);
    }
    void cleanup() { m_window.reset(); }

    void recoversAnOrphanAsModifiedDocumentWithOriginalName()
    {
        QCOMPARE(folder(),
                 QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/recovery");
        const HexMap lost = paintedMap(1);
        const QDateTime when = QDateTime(QDate(2026, 3, 14), QTime(15, 9, 26), Qt::UTC);
        const QString original = m_dir.filePath("campaign.hexmap");
        const QString base = writeOrphan(folder(), lost, original, when);

        m_window->startUp({});

        QCOMPARE(m_answers.recoveryQuestions.size(), 1);
        const RecoveryEntry entry = m_answers.recoveryQuestions[0].value(0);
        QCOMPARE(entry.originalFile, original);
        QCOMPARE(entry.savedAt, when);
        const QString listed = RecoveryDialog::describe(entry);
        QVERIFY2(listed.contains("campaign.hexmap") && listed.contains("2026"), qPrintable(listed));
        QVERIFY(doc()->map() == lost);
        QCOMPARE(doc()->fileName(), original);
        QVERIFY(doc()->isModified());
        QVERIFY(m_window->isWindowModified());
        QVERIFY(m_window->windowTitle().contains("campaign.hexmap"));
        // The crashed instance's copy is gone; the recovered work is autosaved again by this one.
        QVERIFY(!QFile::exists(base + ".recovery.hexmap"));
        QVERIFY(!QFile::exists(base + ".recovery.json"));
        QVERIFY(QFile::exists(m_window->safety()->autosaver()->recoveryFile()));
        QVERIFY(loadMapFile(m_window->safety()->autosaver()->recoveryFile()).map == lost);
        QVERIFY(m_answers.warnings.isEmpty());
    }

    // probe13 Q11: a file name holding U+202E RIGHT-TO-LEFT OVERRIDE ran on into the dialog's
    // own words: "evil.json, autosaved Monday, 7 December 2026" read "…6202 rebmeceD 7 ,yadnoM
    // devasotua ,nosj.live". The name is isolated and its override shown as the CLI shows it.
    void recoveryDialogIsolatesAFileNameThatOverridesDirection()
    {
        const QDateTime when = QDateTime(QDate(2026, 12, 7), QTime(7, 7, 36), Qt::UTC);
        const QString original = m_dir.filePath(QString(QChar(0x202e)) + "evil.json");
        writeOrphan(folder(), paintedMap(2), original, when);
        m_answers.recoveryAnswer = std::nullopt; // Ask Later
        m_window->startUp({});
        QCOMPARE(m_answers.recoveryQuestions.size(), 1);
        RecoveryDialog dialog(m_answers.recoveryQuestions[0]);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *list = dialog.findChild<QListWidget *>();
        QVERIFY(list);
        QCOMPARE(list->count(), 1);
        const QString shown = list->item(0)->text();
        // FSI, the name with "\u202e" as six visible characters, PDI, then our words in order.
        const QString name = QChar(0x2068) + QString("\\u202eevil.json") + QChar(0x2069);
        QVERIFY2(shown.startsWith(name + ", autosaved "), qPrintable(shown));
        QVERIFY2(!shown.contains(QChar(0x202e)), qPrintable(shown));
        QVERIFY2(shown.contains("2026"), qPrintable(shown));
    }

    void fileOnTheCommandLineStillOpensBesideRecoveredWork()
    {
        const HexMap lost = paintedMap(4);
        writeOrphan(folder(), lost, m_dir.filePath("other.hexmap"),
                    QDateTime::currentDateTimeUtc());
        const QString asked = m_dir.filePath("asked.hexmap");
        QVERIFY(saveMapFile(paintedMap(5), asked).isEmpty());

        m_window->startUp(asked);

        QVERIFY(doc()->map() == lost); // the recovered work keeps this window
        QList<MainWindow *> others;
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *mw = qobject_cast<MainWindow *>(w);
                mw && mw != m_window.get() && mw->isVisible())
                others << mw;
        QCOMPARE(others.size(), 1);
        QCOMPARE(others[0]->document()->fileName(), asked);
        QVERIFY(others[0]->document()->map() == paintedMap(5));
        delete others[0];
    }

    void recoveredCopyStandsInForTheFileAsked()
    {
        const QString asked = m_dir.filePath("same.hexmap");
        QVERIFY(saveMapFile(paintedMap(5), asked).isEmpty());
        writeOrphan(folder(), paintedMap(6), asked, QDateTime::currentDateTimeUtc());
        const int windowsBefore = int(QApplication::topLevelWidgets().size());

        m_window->startUp(asked);

        QVERIFY(doc()->map() == paintedMap(6));
        QVERIFY(doc()->isModified());
        QCOMPARE(int(QApplication::topLevelWidgets().size()), windowsBefore);
    }

    void recoveryCanWaitOrBeDeclined()
    {
        writeOrphan(folder(), paintedMap(2), {}, QDateTime::currentDateTimeUtc());
        m_answers.recoveryAnswer = std::nullopt; // "Ask Later"
        m_window->safety()->setPrompts(m_answers.prompts());
        m_window->startUp({});
        QVERIFY(!doc()->isModified());
        QCOMPARE(filesIn(folder(), "*.recovery.hexmap"), 1);
        QVERIFY(RecoveryDialog::describe(m_answers.recoveryQuestions[0][0]).contains("Untitled"));

        m_answers.recoveryAnswer = QList<int>{}; // nothing ticked: the copies are deleted
        m_window->safety()->setPrompts(m_answers.prompts());
        QCOMPARE(
            m_window->safety()->offerRecovery([](HexMap, const QString &, const MapRulesetRef &) {
                QFAIL("nothing was chosen");
            }),
            0);
        QCOMPARE(filesIn(folder(), "*.recovery.*"), 0);
    }

    void fileThatCrashedWhileLoadingIsNotReopened()
    {
        const QString path = m_dir.filePath("crashing.hexmap");
        QVERIFY(saveMapFile(paintedMap(3), path).isEmpty());
        // What an instance that died while opening the file leaves: the marker, no live lock.
        QDir().mkpath(folder());
        QFile marker(QDir(folder()).filePath("dead-instance.loading"));
        QVERIFY(marker.open(QIODevice::WriteOnly));
        marker.write(QFileInfo(path).absoluteFilePath().toUtf8());
        marker.close();

        m_window->startUp(path);

        QCOMPARE(m_answers.warnings.size(), 1);
        QVERIFY2(m_answers.warnings[0].contains("crashing.hexmap"),
                 qPrintable(m_answers.warnings[0]));
        QVERIFY(doc());
        QVERIFY(doc()->fileName() != path);
        QVERIFY(!QFile::exists(marker.fileName())); // told once
        // Opening it by hand works and leaves no marker behind.
        QVERIFY(m_window->openFile(path));
        QCOMPARE(filesIn(folder(), "*.loading"), 0);
        QVERIFY(doc()->map() == paintedMap(3));
    }

    void failedSaveIsReportedAndKeepsTheMapModified_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("parent is a regular file") << "file-parent";
        QTest::newRow("directory at the target") << "directory-target";
        QTest::newRow("folder removed meanwhile") << "folder-removed";
    }
    void failedSaveIsReportedAndKeepsTheMapModified()
    {
        QFETCH(QString, how);
        // Root ignores permissions, so the failures are made by the file system's shape.
        QString path;
        if (how == "file-parent") {
            QFile plain(m_dir.filePath("plain.txt"));
            QVERIFY(plain.open(QIODevice::WriteOnly));
            path = plain.fileName() + "/map.hexmap";
        } else if (how == "directory-target") {
            path = m_dir.filePath("taken.hexmap");
            QVERIFY(QDir().mkpath(path));
        } else {
            const QString sub = m_dir.filePath("gone");
            QVERIFY(QDir().mkpath(sub));
            path = sub + "/map.hexmap";
            QVERIFY(saveMapFile(paintedMap(4), path).isEmpty());
            QVERIFY(m_window->openFile(path));
            QVERIFY(QDir(sub).removeRecursively());
        }
        if (!doc())
            m_window->showMap(paintedMap(4), {}, true);
        edit();
        const HexMap edited = doc()->map();
        QVERIFY(!m_window->saveFile(path));
        QCOMPARE(m_answers.warnings.size(), 1);
        QVERIFY2(m_answers.warnings[0].contains("map.hexmap")
                     || m_answers.warnings[0].contains("taken.hexmap"),
                 qPrintable(m_answers.warnings[0]));
        // A folder at the target is refused before any write (issue 14), the others fail writing.
        QVERIFY2(m_answers.warnings[0].contains(
                     how == "directory-target" ? "is a folder, not a file" : "cannot write:"),
                 qPrintable(m_answers.warnings[0]));
        QVERIFY(doc()->isModified());
        QVERIFY(m_window->isWindowModified());
        QVERIFY(doc()->map() == edited);
    }

    // walk15 #7: a map imported from JOverseer (1000.terrain and the .traffic beside it) is
    // unsaved work, as a drawn one: the title's "*", and opening another map asks first.
    void anImportedMapIsUnsavedWork()
    {
        m_window->showMap(paintedMap(6), {}, true);
        QVERIFY(!m_window->isWindowModified());
        auto *import = m_window->findChild<QAction *>("actionImportJOverseer");
        QVERIFY(import);
        // The file dialog answered, then the "Imported with Warnings" note, if any.
        answerDialogs([import] { import->trigger(); }, testpaths::data("/mepbm/1000.terrain"),
                      QMessageBox::Ok);
        QCOMPARE(doc()->fileName(), QString());
        QCOMPARE(doc()->map().shape().width, 44);
        QVERIFY(doc()->isModified());
        QVERIFY(m_window->isWindowModified());
        QVERIFY2(m_window->windowTitle().startsWith("untitled[*]"),
                 qPrintable(m_window->windowTitle()));

        const QString other = m_dir.filePath("other.hexmap");
        QVERIFY(saveMapFile(paintedMap(7), other).isEmpty());
        QStringList asked;
        answerDialogs([this] { m_window->findChild<QAction *>("actionOpen")->trigger(); }, other,
                      QMessageBox::Cancel, &asked);
        QCOMPARE(asked.size(), 1);
        QVERIFY2(asked[0].contains("unsaved changes"), qPrintable(asked.join('|')));
        QCOMPARE(doc()->fileName(), QString()); // Cancel: the import stays
    }

    void savingKeepsTheVersionBefore()
    {
        m_window->showMap(paintedMap(5), {}, true);
        const QString path = m_dir.filePath("backed.hexmap");
        const QString backup = m_dir.filePath("backed.bak.hexmap");
        QCOMPARE(DocumentSafety::backupPath(path), backup);
        QVERIFY(m_window->saveFile(path));
        QVERIFY(!QFile::exists(backup)); // nothing before the first save
        const HexMap first = doc()->map();
        edit();
        QVERIFY(m_window->saveFile(path));
        QVERIFY(loadMapFile(backup).map == first);
        QVERIFY(loadMapFile(path).map == doc()->map());
        QVERIFY(!(doc()->map() == first));

        // Turned off: the backup is left as it was.
        DocumentSafety::setBackupEnabled(false);
        const HexMap second = doc()->map();
        edit();
        QVERIFY(m_window->saveFile(path));
        QVERIFY(loadMapFile(backup).map == first);
        QVERIFY(!(loadMapFile(backup).map == second));
        DocumentSafety::setBackupEnabled(true);
    }

    void externalChangeOffersReload_data()
    {
        QTest::addColumn<bool>("unsaved");
        QTest::addColumn<bool>("reload");
        QTest::newRow("clean, reload") << false << true;
        QTest::newRow("unsaved, reload") << true << true;
        QTest::newRow("unsaved, keep mine") << true << false;
        QTest::newRow("clean, keep this version") << false << false;
    }
    void externalChangeOffersReload()
    {
        QFETCH(bool, unsaved);
        QFETCH(bool, reload);
        const QString path
            = m_dir.filePath(QString("watched-%1-%2.hexmap").arg(unsaved).arg(reload));
        QVERIFY(saveMapFile(paintedMap(6), path).isEmpty());
        QVERIFY(m_window->openFile(path));
        if (unsaved)
            edit();
        const HexMap mine = doc()->map();
        m_answers.reloadAnswer = reload;
        m_window->safety()->setPrompts(m_answers.prompts());

        const HexMap theirs = paintedMap(7);
        QVERIFY(saveMapFile(theirs, path).isEmpty()); // another program, replacing atomically
        QTRY_COMPARE_WITH_TIMEOUT(m_answers.reloadQuestions.size(), 1, 5000);
        QCOMPARE(m_answers.reloadQuestions[0].first, path);
        QCOMPARE(m_answers.reloadQuestions[0].second, unsaved);
        if (reload) {
            QVERIFY(doc()->map() == theirs);
            QVERIFY(!doc()->isModified());
        } else {
            QVERIFY(doc()->map() == mine);
            QVERIFY(doc()->isModified()); // the disk differs: saving must be offered
        }
        QCOMPARE(doc()->fileName(), path);

        // Still watched after the atomic replace, and our own saves do not ask: once the watcher
        // has settled our save's change (or let it go), nothing more was asked.
        QVERIFY(m_window->saveFile(path));
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->safety()->fileWatcher()->ignoringOwnSave(), 5000);
        QCOMPARE(m_answers.reloadQuestions.size(), 1);
        QVERIFY(saveMapFile(paintedMap(8), path).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(m_answers.reloadQuestions.size(), 2, 5000);
    }
};

QTEST_MAIN(TestDocumentSafety)
#include "tst_documentsafety.moc"
