// The app against hostile files (issue 14): opening a device or a FIFO gives a clear message at
// once (it used to crash on /dev/zero and would wait forever on a FIFO); a map opened by a
// relative path and recovered after a crash from another working folder is saved where it
// was opened.
#include "documentsafety.h"
#include "io/mapfile.h"
#include "io/safefile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "mapedits.h"
#include "rules/ruleset.h"
#include "support/guitestutil.h"
#include "support/windowtestutil.h"
#include "testpaths.h"

#include <QDir>
#include <QMessageBox>
#include <QStatusBar>
#include <QTest>

#include <sys/stat.h>

using namespace hexstride;
using namespace hexstride::testing;

class TestHostileOpen : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_settings;
    QStringList m_warnings;

    SafetyPrompts recordingPrompts()
    {
        SafetyPrompts p;
        p.chooseRecoveries
            = [](const QList<RecoveryEntry> &) { return std::optional<QList<int>>(QList<int>{0}); };
        p.askReload = [](const QString &, bool) { return false; };
        p.warn = [this](const QString &title, const QString &text) {
            m_warnings << title + ": " + text;
        };
        return p;
    }

private slots:
    void initTestCase()
    {
        isolateSettings(m_settings);
        // A recovery folder of its own: other GUI tests running at the same time clear theirs.
        QCoreApplication::setApplicationName("GuiTestHostileOpen");
        safefile::setRegularFilesOnly(true); // as main() does
    }

    // Labels piled on one another past the renderer's ink cap are left out: the CLI warns on
    // standard error, the app said nothing (probe 10). The status bar says it.
    void labelsLeftOutAreSaidInTheStatusBar()
    {
        HexMap map = testMap(10, 8);
        for (int i = 0; i < 300; ++i) {
            MapLabel l{map.grid().toHex({4, 4}), QString(256, QLatin1Char('W'))};
            l.scale = 8;
            map.labels().append(l);
        }
        QTemporaryDir dir;
        QVERIFY(saveMapFile(map, dir.filePath("piled.hexmap")).isEmpty());
        MainWindow window;
        window.safety()->setPrompts(recordingPrompts());
        QVERIFY(window.openFile(dir.filePath("piled.hexmap")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY2(window.statusBar()->currentMessage().contains("label(s) not drawn")
                         || window.statusBar()->currentMessage().contains("labels not drawn"),
                     qPrintable(window.statusBar()->currentMessage()));
    }

    void init()
    {
        m_warnings.clear();
        QDir(DocumentSafety::defaultFolder()).removeRecursively();
    }

    void devicesAndFifosAreRefusedWithAMessage_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("/dev/zero") << "/dev/zero";
        QTest::newRow("/dev/urandom") << "/dev/urandom";
        QTest::newRow("fifo") << "FIFO";
        QTest::newRow("folder") << "FOLDER";
    }
    void devicesAndFifosAreRefusedWithAMessage()
    {
        QFETCH(QString, path);
        QTemporaryDir dir;
        if (path == "FIFO") {
            path = dir.filePath("map.hexmap");
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else if (path == "FOLDER") {
            path = dir.filePath("folder.hexmap");
            QVERIFY(QDir().mkdir(path));
        }
        MainWindow window;
        window.safety()->setPrompts(recordingPrompts());
        window.openStartMap();
        const HexMap before = window.document()->map();
        QVERIFY(!window.openFile(path));
        QCOMPARE(m_warnings.size(), 1);
        QVERIFY2(m_warnings[0].startsWith("Cannot Open Map: " + path + ": "),
                 qPrintable(m_warnings[0]));
        QVERIFY2(m_warnings[0].contains("not a regular file") || m_warnings[0].contains("folder"),
                 qPrintable(m_warnings[0]));
        QVERIFY(window.document()->map() == before); // the open map stays
    }

    // probe13 Q11: a row label "R2\u202eevil" of a map's own ruleset read "R2live" in the Cost
    // Table Designer and ran raw into the booklet and the CSV. Ruleset texts refuse bidi
    // controls at load (docs/file-format.md "Text that reads otherwise"): the map is shown with
    // the bundled ruleset of its id, and the message names the label's place; no table the
    // designer shows holds the override.
    void aRulesetLabelWithABidiOverrideIsRefusedNamingItsPlace()
    {
        const QString path = testpaths::data("/maps/bidi-row-label.json");
        MainWindow window;
        window.safety()->setPrompts(recordingPrompts());
        window.openStartMap();
        QStringList shown;
        bool opened = false;
        answerModals([&] { opened = window.openFile(path); },
                     [&](QWidget *modal) {
                         if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                             shown << box->windowTitle() + ": " + box->text();
                             box->close();
                         }
                     });
        QVERIFY(opened);
        QCOMPARE(shown.size(), 1);
        QVERIFY2(shown[0].startsWith("Custom Ruleset Not Available: "), qPrintable(shown[0]));
        QVERIFY2(shown[0].contains(
                     "costTables[0].rows[2].label.en: holds the bidirectional control character "
                     "U+202E, which would make the text around it read otherwise\n\nThe map is "
                     "shown with the bundled ruleset \"strategic-commanders\" instead."),
                 qPrintable(shown[0]));
        const auto ruleset = window.document()->ruleset();
        QVERIFY(ruleset);
        for (const CostTable &t : ruleset->costTables)
            for (const auto &row : t.rows)
                QVERIFY(!row.label.en.contains(QChar(0x202e)));
    }

    // Save As into another folder keeps a relative ruleset path pointing at the same file.
    void saveAsElsewhereKeepsTheRulesetFileReachable()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath("campaign/rules") && QDir(dir.path()).mkpath("copies"));
        QVERIFY(QFile::copy(testpaths::source("/resources/rulesets/tabletop-inches.json"),
                            dir.filePath("campaign/rules/ours.json")));
        MapRulesetRef ref;
        ref.path = "rules/ours.json";
        QVERIFY(saveMapFile(testMap(6, 5), dir.filePath("campaign/m.hexmap"), ref).isEmpty());
        MainWindow window;
        window.safety()->setPrompts(recordingPrompts());
        QVERIFY(window.openFile(dir.filePath("campaign/m.hexmap")));
        QVERIFY(window.saveFile(dir.filePath("copies/m.hexmap")));
        const MapLoadResult copy = loadMapFile(dir.filePath("copies/m.hexmap"));
        QVERIFY2(copy.map, qPrintable(copy.error));
        QCOMPARE(copy.customRuleset.path, QString("../campaign/rules/ours.json"));
        // Saved again in its new place, the path stays right.
        QVERIFY(window.saveFile(dir.filePath("copies/m.hexmap")));
        QCOMPARE(loadMapFile(dir.filePath("copies/m.hexmap")).customRuleset.path,
                 QString("../campaign/rules/ours.json"));
    }

    // Issue 14 item 4: start in folder A with a relative path, crash, recover from folder B,
    // Save: the work goes back to A (it used to go to B).
    void recoveredMapIsSavedWhereItWasOpened()
    {
        QTemporaryDir folderA, folderB;
        const QString home = QDir::currentPath();
        QVERIFY(saveMapFile(testMap(6, 5), folderA.filePath("map.hexmap")).isEmpty());
        QString recovery, meta;
        HexMap edited;
        {
            QVERIFY(QDir::setCurrent(folderA.path()));
            MainWindow first;
            first.safety()->setPrompts(recordingPrompts());
            QVERIFY(first.openFile("map.hexmap"));
            edits::paintTerrain(*first.document(), {first.document()->map().hexAtIndex(0)}, 2);
            edited = first.document()->map();
            QVERIFY(first.safety()->autosaver()->saveNow());
            // A crash leaves the recovery copy behind: keep it from the destructor's clean-up.
            recovery = first.safety()->autosaver()->recoveryFile();
            meta = recovery.chopped(QStringLiteral(".recovery.hexmap").size()) + ".recovery.json";
            QVERIFY(QFile::copy(recovery, recovery + ".keep") && QFile::copy(meta, meta + ".keep"));
        }
        QVERIFY(QFile::rename(recovery + ".keep", recovery) && QFile::rename(meta + ".keep", meta));

        QVERIFY(QDir::setCurrent(folderB.path()));
        MainWindow second;
        second.safety()->setPrompts(recordingPrompts());
        second.startUp({});
        QVERIFY(second.document()->map() == edited);
        QVERIFY(second.saveFile(second.document()->fileName())); // what File ▸ Save does
        QDir::setCurrent(home);
        QVERIFY(!QFile::exists(folderB.filePath("map.hexmap")));
        const MapLoadResult saved = loadMapFile(folderA.filePath("map.hexmap"));
        QVERIFY2(saved.map, qPrintable(saved.error));
        QVERIFY(*saved.map == edited);
    }
};

QTEST_MAIN(TestHostileOpen)
#include "tst_hostileopen.moc"
