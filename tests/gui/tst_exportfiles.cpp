// File ▸ Export Image and File ▸ Print as the referee uses them: the name typed picks the
// format, the file dialog starts in the last export folder with the map's name, and a print
// to file starts beside the map.
#include "designer/costtabledesigner.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "support/filedialogtestutil.h"
#include "support/guitestutil.h"
#include "support/plannertestutil.h"
#include "support/windowtestutil.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QLineEdit>
#include <QPrintDialog>
#include <QSettings>
#include <QTest>
#include <QTimer>

using namespace hexstride;
using namespace hexstride::testing;

class TestExportFiles : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    QString mapPath() const { return m_dir.filePath("maps/vale.hexmap"); }
    QString exportDir() const { return m_dir.filePath("exports"); }
    QAction *action(const char *name) { return m_window->findChild<QAction *>(name); }

    /// What a modal dialog showed when it opened.
    struct Seen
    {
        QString fileDialogDir;
        QString fileDialogName;
        QString printFileName;
    };

    /// Triggers `a` and answers the modal dialogs it opens the way a user does: the file dialog
    /// with `filter` selected and `typed` written in its name field, the options accepted, the
    /// print dialog accepted as it stands (Print to File: the only printer here).
    Seen answerDialogs(QAction *a, const QString &filter = {}, const QString &typed = {})
    {
        Seen seen;
        const auto done = std::make_shared<bool>(false);
        std::function<void()> poll = [&, done] {
            if (*done)
                return;
            if (auto *d = qobject_cast<QDialog *>(QApplication::activeModalWidget())) {
                if (auto *files = qobject_cast<QFileDialog *>(d)) {
                    seen.fileDialogDir = files->directory().absolutePath();
                    const QStringList selected = files->selectedFiles();
                    seen.fileDialogName
                        = selected.isEmpty() ? QString() : QFileInfo(selected.first()).fileName();
                    files->selectNameFilter(filter);
                    typeFileName(files, typed);
                    QMetaObject::invokeMethod(files, "accept");
                } else if (auto *print = qobject_cast<QPrintDialog *>(d)) {
                    if (auto *name = print->findChild<QLineEdit *>("filename"))
                        seen.printFileName = name->text();
                    QMetaObject::invokeMethod(print, "accept");
                } else {
                    QMetaObject::invokeMethod(d, "accept");
                }
            }
            QTimer::singleShot(20, poll);
        };
        QTimer::singleShot(0, poll);
        a->trigger();
        *done = true;
        return seen;
    }

    static QByteArray head(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.read(64) : QByteArray();
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        QSettings().clear();
        QVERIFY(QDir().mkpath(m_dir.filePath("maps")));
        QDir(exportDir()).removeRecursively();
        QVERIFY(QDir().mkpath(exportDir()));
        QCOMPARE(saveMapFile(testMap(6, 5), mapPath()), QString());
        QVERIFY(openMainWindow(m_window));
        QVERIFY(m_window->openFile(mapPath()));
    }
    void cleanup() { m_window.reset(); }

    // Typing a known suffix picks that format whatever the filter says; a name without one gets
    // the filter's. The format is checked by the file's first bytes: PNG's signature is
    // 89 50 4E 47 ("\x89PNG"), an SVG is XML text with an <svg element, a PDF starts "%PDF".
    void typedSuffixPicksTheFormat_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("written");
        QTest::addColumn<QByteArray>("starts");
        QTest::newRow("svg typed, PNG filter") << "PNG image (*.png)"
                                               << "vale.svg"
                                               << "vale.svg" << QByteArray("<?xml");
        QTest::newRow("pdf typed, SVG filter") << "SVG drawing (*.svg)"
                                               << "vale.pdf"
                                               << "vale.pdf" << QByteArray("%PDF");
        QTest::newRow("png typed, PDF filter") << "PDF document (*.pdf)"
                                               << "vale.PNG"
                                               << "vale.PNG" << QByteArray("\x89PNG");
        QTest::newRow("no suffix, PNG filter") << "PNG image (*.png)"
                                               << "vale"
                                               << "vale.png" << QByteArray("\x89PNG");
    }
    void typedSuffixPicksTheFormat()
    {
        QFETCH(QString, filter);
        QFETCH(QString, typed);
        QFETCH(QString, written);
        QFETCH(QByteArray, starts);
        answerDialogs(action("actionExport"), filter, QDir(exportDir()).filePath(typed));
        const QStringList files = QDir(exportDir()).entryList(QDir::Files);
        QCOMPARE(files, QStringList{written}); // and no "vale.svg.png" beside it
        const QByteArray bytes = head(QDir(exportDir()).filePath(written));
        QVERIFY2(bytes.startsWith(starts), bytes.toHex().constData());
        if (starts == "<?xml") {
            QFile svg(QDir(exportDir()).filePath(written));
            QVERIFY(svg.open(QIODevice::ReadOnly));
            QVERIFY(svg.readAll().contains("<svg"));
        }
    }

    // The first export starts beside the map with the map's name and the first format (PNG);
    // the next starts where the last one went, with the format it wrote.
    void exportStartsInTheLastExportFolder()
    {
        Seen first = answerDialogs(action("actionExport"), "PNG image (*.png)",
                                   QDir(exportDir()).filePath("vale.svg"));
        QCOMPARE(first.fileDialogDir, QFileInfo(mapPath()).absolutePath());
        QCOMPARE(first.fileDialogName, QString("vale.png"));
        Seen second = answerDialogs(action("actionExport"), "SVG drawing (*.svg)",
                                    QDir(exportDir()).filePath("again.svg"));
        QCOMPARE(second.fileDialogDir, QFileInfo(exportDir()).absoluteFilePath());
        QCOMPARE(second.fileDialogName, QString("vale.svg"));
    }

    // walk12 #9: File ▸ Save of a new map offered an empty name although the map has a title.
    // Save and Save As start in the last folder used, named after the title as the exports
    // are: "Vale Campaign" becomes "Vale_Campaign" (letters, digits, '-' and '_' kept, the
    // space made '_', as side reports name their files).
    void saveOfANewMapSuggestsItsTitle_data()
    {
        QTest::addColumn<QString>("actionName");
        QTest::newRow("Save") << "actionSave";
        QTest::newRow("Save As") << "actionSaveAs";
    }
    void saveOfANewMapSuggestsItsTitle()
    {
        QFETCH(QString, actionName);
        HexMap map = testMap(6, 5);
        map.setTitle("Vale Campaign");
        QVERIFY(m_window->showMap(map, {}, true));
        QSettings().setValue("files/lastDir", exportDir());
        const QString typed = QDir(exportDir()).filePath("chosen.hexmap");
        const Seen seen = answerDialogs(action(qPrintable(actionName)), {}, typed);
        QCOMPARE(seen.fileDialogDir, QFileInfo(exportDir()).absoluteFilePath());
        QCOMPARE(seen.fileDialogName, QString("Vale_Campaign.hexmap"));
        QCOMPARE(m_window->document()->fileName(), typed);
    }

    // walk14 #14: after Save Ruleset As, the table exports were still offered under the bundled
    // ruleset's id ("pbm-strategic-….csv"): they take the name the ruleset was saved under.
    void tableExportsFollowTheSavedRuleset()
    {
        QVERIFY(m_window->showMap(plannerMap(*m_window, 6, 5), {}, true)); // a bundled ruleset
        action("actionCostTableDesigner")->trigger();
        CostTableDesigner *designer = m_window->costTableDesigner();
        QVERIFY(designer);
        QAction *saveAs = nullptr, *exportCsv = nullptr;
        for (QAction *a : designer->findChildren<QAction *>()) {
            if (a->text() == QStringLiteral("&Save Ruleset As…"))
                saveAs = a;
            else if (a->text() == QStringLiteral("Export Table as &CSV…"))
                exportCsv = a;
        }
        QVERIFY(saveAs && exportCsv && exportCsv->isEnabled());
        const Seen before = answerDialogs(exportCsv, {}, QDir(exportDir()).filePath("a.csv"));
        const QString id = m_window->document()->map().rulesetId();
        QVERIFY2(before.fileDialogName.startsWith(id + "-"), qPrintable(before.fileDialogName));
        const QString table = before.fileDialogName.mid(id.size() + 1); // "TABLE.csv"
        answerDialogs(saveAs, {}, QDir(exportDir()).filePath("my-cavalry.json"));
        QVERIFY(QFileInfo::exists(QDir(exportDir()).filePath("my-cavalry.json")));
        const Seen after = answerDialogs(exportCsv, {}, QDir(exportDir()).filePath("b.csv"));
        QCOMPARE(after.fileDialogName, "my-cavalry-" + table);
    }

    // walk12 #26: Export Image on a campaign's turn map proposed the turn's own folder
    // (camp/turn-002). With no export yet it proposes the folder the campaign is in; a last
    // export folder inside a turn folder is passed over the same way.
    void exportOfACampaignTurnMapStartsOutsideTheCampaign()
    {
        const QString campaign = m_dir.filePath("games/war");
        QVERIFY(QDir().mkpath(campaign + "/turn-002/reports"));
        QFile json(campaign + "/campaign.json");
        QVERIFY(json.open(QIODevice::WriteOnly));
        json.close();
        const QString turnMap = campaign + "/turn-002/map.hexmap";
        QCOMPARE(saveMapFile(testMap(6, 5), turnMap), QString());
        QVERIFY(m_window->openFile(turnMap));
        const QString games = QFileInfo(m_dir.filePath("games")).absoluteFilePath();
        Seen first = answerDialogs(action("actionExport"), "PNG image (*.png)",
                                   QDir(exportDir()).filePath("turn2.png"));
        QCOMPARE(first.fileDialogDir, games);
        QCOMPARE(first.fileDialogName, QString("map.png"));
        QSettings().setValue("export/lastDir", campaign + "/turn-002/reports");
        Seen second = answerDialogs(action("actionExport"), "PNG image (*.png)",
                                    QDir(exportDir()).filePath("turn2b.png"));
        QCOMPARE(second.fileDialogDir, games);
    }

    // Print ▸ Print to File starts beside the map, named after it; accepting writes a PDF there.
    void printToFileStartsBesideTheMap()
    {
        const QString expected = m_dir.filePath("maps/vale.pdf");
        const Seen seen = answerDialogs(action("actionPrint"));
        QCOMPARE(seen.printFileName, expected);
        QVERIFY2(head(expected).startsWith("%PDF"), head(expected).constData());
    }
};

QTEST_MAIN(TestExportFiles)
#include "tst_exportfiles.moc"
