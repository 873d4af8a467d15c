#include "io/mapfile.h"
#include "mapdocument.h"
#include "recovery/autosaver.h"
#include "recovery/filechangewatcher.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoCommand>

using namespace hexstride;

namespace {
HexMap smallMap()
{
    return HexMap(MapShape{4, 3, {}, LabelScheme::ColRow}, QStringLiteral("pbm-strategic"),
                  IdTable({"plains", "forest"}), IdTable({"town"}), IdTable({"road"}));
}

// A minimal edit: paints one hex, undoable.
class PaintOne : public QUndoCommand
{
public:
    PaintOne(MapDocument *doc, std::uint8_t t)
        : m_doc(doc)
        , m_new(t)
    {}
    void redo() override
    {
        m_old = m_doc->mapForCommands().terrain({1, 1});
        m_doc->mapForCommands().setTerrain({1, 1}, m_new);
    }
    void undo() override { m_doc->mapForCommands().setTerrain({1, 1}, m_old); }

private:
    MapDocument *m_doc;
    std::uint8_t m_new;
    std::uint8_t m_old = 0;
};

// Writes a lock file as QLockFile does, for a process id that does not exist: what a crashed
// instance leaves behind.
void writeStaleLock(const QString &path)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("2147480000\nhexstride\n" + QSysInfo::machineHostName().toUtf8() + "\n");
}
} // namespace

class TestRecovery : public QObject
{
    Q_OBJECT
private slots:
    void autosavesAfterChangesOnly()
    {
        QTemporaryDir dir;
        MapDocument doc(smallMap());
        Autosaver saver(dir.path(), 50);
        saver.watch(&doc);
        QVERIFY(!saver.saveNow()); // clean: nothing to recover
        QVERIFY(!QFile::exists(saver.recoveryFile()));

        QSignalSpy saved(&saver, &Autosaver::autosaved);
        doc.undoStack()->push(new PaintOne(&doc, 1));
        QVERIFY(saved.wait(2000));
        const auto loaded = loadMapFile(saver.recoveryFile());
        QVERIFY2(loaded.map, qPrintable(loaded.error));
        QCOMPARE(loaded.map->terrain({1, 1}), std::uint8_t(1));

        // Back to the saved state: the recovery copy goes away.
        doc.undoStack()->undo();
        QVERIFY(!QFile::exists(saver.recoveryFile()));
    }

    void runningInstanceIsNotAnOrphan()
    {
        QTemporaryDir dir;
        MapDocument doc(smallMap());
        Autosaver saver(dir.path(), 10'000);
        saver.watch(&doc);
        doc.undoStack()->push(new PaintOne(&doc, 1));
        QVERIFY(saver.saveNow());
        QVERIFY(Autosaver::orphans(dir.path()).isEmpty());
    }

    void crashedInstanceLeavesAnOrphan()
    {
        QTemporaryDir dir;
        QString recovery;
        {
            MapDocument doc(smallMap());
            doc.setFileName(QStringLiteral("/maps/campaign.hexmap"));
            Autosaver saver(dir.path(), 10'000);
            saver.watch(&doc);
            doc.undoStack()->push(new PaintOne(&doc, 1));
            QVERIFY(saver.saveNow());
            recovery = saver.recoveryFile();
            // Simulate a crash: keep the files the destructor would remove.
            QFile::copy(recovery, recovery + QStringLiteral(".keep"));
            QFile::copy(recovery.chopped(QStringLiteral(".recovery.hexmap").size())
                            + QStringLiteral(".recovery.json"),
                        recovery + QStringLiteral(".meta.keep"));
        }
        const QString base = recovery.chopped(QStringLiteral(".recovery.hexmap").size());
        QFile::rename(recovery + QStringLiteral(".keep"), recovery);
        QFile::rename(recovery + QStringLiteral(".meta.keep"),
                      base + QStringLiteral(".recovery.json"));
        writeStaleLock(base + QStringLiteral(".lock"));

        const auto orphans = Autosaver::orphans(dir.path());
        QCOMPARE(orphans.size(), 1);
        QCOMPARE(orphans[0].originalFile, QStringLiteral("/maps/campaign.hexmap"));
        QVERIFY(orphans[0].savedAt.isValid());
        QVERIFY(qAbs(orphans[0].savedAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);
        const auto loaded = loadMapFile(orphans[0].recoveryFile);
        QVERIFY2(loaded.map, qPrintable(loaded.error));
        QCOMPARE(loaded.map->terrain({1, 1}), std::uint8_t(1));
        Autosaver::removeEntry(orphans[0]);
        QVERIFY(Autosaver::orphans(dir.path()).isEmpty());
    }

    // Issue 14 item 4: the record kept the path as typed, so recovering from another working
    // folder made Save write there instead of where the user worked.
    void recoveryRecordsTheAbsolutePathWhateverTheWorkingFolder()
    {
        QTemporaryDir dir, folderA, folderB;
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(folderA.path()));
        {
            MapDocument doc(smallMap());
            doc.setFileName(
                QStringLiteral("map.hexmap")); // as typed on the command line in folder A
            Autosaver saver(dir.path(), 10'000);
            saver.watch(&doc);
            doc.undoStack()->push(new PaintOne(&doc, 1));
            QVERIFY(saver.saveNow());
            QDir::setCurrent(folderB.path());
            const auto orphans = Autosaver::orphans(dir.path());
            QVERIFY(orphans.isEmpty()); // still running
            QFile meta(saver.recoveryFile().chopped(QStringLiteral(".recovery.hexmap").size())
                       + QStringLiteral(".recovery.json"));
            QVERIFY(meta.open(QIODevice::ReadOnly));
            const QString original
                = QJsonDocument::fromJson(meta.readAll()).object().value("original").toString();
            QDir::setCurrent(before);
            QCOMPARE(original,
                     QDir(QFileInfo(folderA.path()).canonicalFilePath()).filePath("map.hexmap"));
        }
        QDir::setCurrent(before);
    }

    void fileBeingLoadedAtACrashIsReported()
    {
        QTemporaryDir dir;
        QString marker;
        {
            Autosaver saver(dir.path());
            saver.beginLoading(QStringLiteral("/maps/huge.hexmap"));
            // While this instance runs, nothing is reported.
            QVERIFY(Autosaver::crashedWhileLoading(dir.path()).isEmpty());
            marker = saver.recoveryFile().chopped(QStringLiteral(".recovery.hexmap").size());
            QFile::copy(marker + QStringLiteral(".loading"), marker + QStringLiteral(".keep"));
        }
        QFile::rename(marker + QStringLiteral(".keep"), marker + QStringLiteral(".loading"));
        writeStaleLock(marker + QStringLiteral(".lock"));
        QCOMPARE(Autosaver::crashedWhileLoading(dir.path()), QStringList{"/maps/huge.hexmap"});
        QVERIFY(Autosaver::crashedWhileLoading(dir.path()).isEmpty()); // reported once
    }

    void externalChangeIsDetectedAfterAtomicReplace()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("map.json"));
        auto writeAtomically = [&](const QByteArray &content) {
            QSaveFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
            QVERIFY(f.commit());
        };
        writeAtomically("one");
        FileChangeWatcher watcher(50);
        watcher.setFile(path);
        QSignalSpy changed(&watcher, &FileChangeWatcher::changedOnDisk);
        writeAtomically("two");
        QVERIFY(changed.wait(3000));
        QCOMPARE(changed.count(), 1); // debounced
        // Still watched after the atomic replace.
        writeAtomically("three");
        QVERIFY(changed.wait(3000));
        // Our own save is not reported.
        changed.clear();
        watcher.ignoreNextChange();
        writeAtomically("four");
        QVERIFY(!changed.wait(800));
        // Removal is reported as such.
        QFile::remove(path);
        QVERIFY(changed.wait(3000) || !changed.isEmpty());
        QCOMPARE(changed.last().at(1).toBool(), false);
    }
};

QTEST_GUILESS_MAIN(TestRecovery)
#include "tst_recovery.moc"
