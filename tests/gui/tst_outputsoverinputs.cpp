// The app's writers never write over a file the open map reads (issue 29, probe 11 N04): Save As
// and Export Image onto the map's background image, its ruleset file or the map's own file are
// refused with a message naming the file's role, and the file keeps its bytes.
#include "designer/costtabledesigner.h"
#include "designer/editing/rulesetediting.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetmap.h"
#include "rules/rulesetwriter.h"
#include "support/filedialogtestutil.h"
#include "support/guitestutil.h"
#include "support/windowtestutil.h"

#include <QAction>
#include <QApplication>
#include <QCryptographicHash>
#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QLineEdit>
#include <QMessageBox>
#include <QPrintDialog>
#include <QTest>
#include <QTimer>

using namespace hexstride;
using namespace hexstride::testing;

class TestOutputsOverInputs : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    QString path(const char *name) const { return m_dir.filePath(QLatin1String(name)); }
    QAction *action(const char *name) { return m_window->findChild<QAction *>(name); }

    static QByteArray digest(const QString &file)
    {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex();
    }

    /// Triggers `a` and answers its dialogs as a user who insists does: the file dialog with
    /// `typed`, the "replace?" question with `replace` (its text noted in `questions`), any other
    /// message box with OK (its text noted in the result), any other dialog (the export options)
    /// accepted.
    QStringList answer(QAction *a, const QString &typed, QStringList *questions = nullptr,
                       QMessageBox::StandardButton replace = QMessageBox::Yes)
    {
        QStringList shown;
        const auto done = std::make_shared<bool>(false);
        std::function<void()> poll = [&, done] {
            if (*done)
                return;
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *files = qobject_cast<QFileDialog *>(modal)) {
                typeFileName(files, typed);
                // Queued: accept() asks "replace?" in a loop of its own, which this poll answers.
                QMetaObject::invokeMethod(files, "accept", Qt::QueuedConnection);
            } else if (auto *print = qobject_cast<QPrintDialog *>(modal)) {
                // Printed to a file (the only printer where none is installed): its name typed.
                if (auto *file = print->findChild<QLineEdit *>(QStringLiteral("filename")))
                    file->setText(typed);
                QMetaObject::invokeMethod(print, "accept", Qt::QueuedConnection);
            } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                if (box->button(QMessageBox::Yes)) {
                    if (questions)
                        *questions << box->text();
                    box->button(replace)->click();
                } else {
                    shown << box->text();
                    box->button(QMessageBox::Ok) ? box->button(QMessageBox::Ok)->click()
                                                 : box->reject();
                }
            } else if (auto *d = qobject_cast<QDialog *>(modal)) {
                QMetaObject::invokeMethod(d, "accept", Qt::QueuedConnection);
            }
            QTimer::singleShot(20, poll);
        };
        QTimer::singleShot(0, poll);
        a->trigger();
        *done = true;
        return shown;
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        QSettings().clear();
        // A 20 x 10 picture as the background, a ruleset file beside the map.
        QImage picture(20, 10, QImage::Format_RGB32);
        picture.fill(Qt::darkGreen);
        QVERIFY(picture.save(path("bg.png")));
        const RulesetLibrary library;
        const auto bundled = library.ruleset("pbm-strategic");
        QVERIFY(bundled);
        QFile rules(path("rs.json"));
        QVERIFY(rules.open(QIODevice::WriteOnly));
        rules.write(QJsonDocument(rulesetToJson(*bundled)).toJson());
        rules.close();
        HexMap map = mapForRuleset(*bundled, MapShape{6, 5, {}, LabelScheme::ColRow}, "forest");
        MapBackground background;
        background.path = QStringLiteral("bg.png");
        map.setBackground(background);
        MapRulesetRef ruleset;
        ruleset.path = QStringLiteral("rs.json");
        QCOMPARE(saveMapFile(map, path("vale.hexmap"), ruleset), QString());
        QVERIFY(openMainWindow(m_window));
        QVERIFY(m_window->openFile(path("vale.hexmap")));
        QCOMPARE(m_window->document()->customRuleset().path, QStringLiteral("rs.json"));
    }
    void cleanup() { m_window.reset(); }

    static void writerRows(bool withPrint)
    {
        QTest::addColumn<QString>("actionName");
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("role");
        QTest::newRow("Save As over the background") << "actionSaveAs"
                                                     << "bg.png"
                                                     << "the open map's background image";
        QTest::newRow("Save As over the ruleset file") << "actionSaveAs"
                                                       << "rs.json"
                                                       << "the open map's ruleset file";
        QTest::newRow("Export Image over the background") << "actionExport"
                                                          << "bg.png"
                                                          << "the open map's background image";
        // Qt's print dialog asks of a file that exists before it closes: a question first there.
        if (withPrint)
            QTest::newRow("Print to a file over the ruleset file") << "actionPrint"
                                                                   << "rs.json"
                                                                   << "the open map's ruleset file";
        // Export Image gives any other name a .png, .svg or .pdf ending ("rs.json.png"): the
        // background is the input it can reach.
    }
    void writersRefuseTheMapsInputs_data() { writerRows(true); }
    void writersRefuseTheMapsInputs()
    {
        QFETCH(QString, actionName);
        QFETCH(QString, target);
        QFETCH(QString, role);
        const QString file = m_dir.filePath(target);
        const QByteArray before = digest(file);
        QVERIFY(!before.isEmpty());
        const QByteArray mapBefore = digest(path("vale.hexmap"));
        const QStringList shown = answer(action(actionName.toLatin1().constData()), file);
        QCOMPARE(digest(file), before);
        QCOMPARE(digest(path("vale.hexmap")), mapBefore);
        QCOMPARE(shown.size(), 1);
        QVERIFY2(shown.first().contains(role), qPrintable(shown.first()));
        QVERIFY2(shown.first().contains(target), qPrintable(shown.first()));
        // Nothing else was written beside them (no backup of a replaced file).
        QCOMPARE(QDir(m_dir.path()).entryList({"bg*", "rs*", "vale*"}, QDir::Files),
                 QStringList({"bg.png", "rs.json", "vale.hexmap"}));
        QCOMPARE(m_window->document()->fileName(), path("vale.hexmap"));
    }

    // A file that must not be written is refused before any question of replacing it (Qt's
    // file dialog asked "replace bg.png?" first, then the refusal came).
    void theRefusalComesBeforeAnyReplaceQuestion_data() { writerRows(false); }
    void theRefusalComesBeforeAnyReplaceQuestion()
    {
        QFETCH(QString, actionName);
        QFETCH(QString, target);
        QStringList questions;
        const QStringList shown
            = answer(action(actionName.toLatin1().constData()), m_dir.filePath(target), &questions);
        QCOMPARE(questions, QStringList());
        QCOMPARE(shown.size(), 1);
    }

    // Another file that exists is replaced only when the user says so, asked of the file
    // really written (with the suffix the format adds).
    void anExistingFileIsReplacedOnlyWhenTheUserSaysSo()
    {
        QFile old(path("old.png"));
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("not yet a picture");
        old.close();
        QStringList questions;
        QVERIFY(answer(action("actionExport"), path("old"), &questions, QMessageBox::No).isEmpty());
        QCOMPARE(questions.size(), 1);
        QVERIFY2(questions.first().contains(QDir::toNativeSeparators(path("old.png"))),
                 qPrintable(questions.first()));
        QCOMPARE(QFileInfo(path("old.png")).size(), qint64(17));
        questions.clear();
        QVERIFY(answer(action("actionExport"), path("old"), &questions).isEmpty());
        QCOMPARE(questions.size(), 1);
        QVERIFY(QImage(path("old.png")).width() > 20);
    }

    // The designer saves the ruleset the map reads (that is how it is edited), never over the
    // map's own file or its background.
    void theDesignerSavesTheMapsRulesetButNotOverItsOtherInputs()
    {
        action("actionCostTableDesigner")->trigger();
        QCOMPARE(m_window->costTableDesigner()->editor()->document(), m_window->document());
        QAction *saveRulesetAs = nullptr;
        for (QAction *a : m_window->costTableDesigner()->findChildren<QAction *>())
            if (a->text() == QStringLiteral("&Save Ruleset As…"))
                saveRulesetAs = a;
        QVERIFY(saveRulesetAs);
        QVERIFY(saveRulesetAs->isEnabled());
        for (const char *target : {"bg.png", "vale.hexmap"}) {
            const QByteArray before = digest(path(target));
            QStringList questions;
            const QStringList shown = answer(saveRulesetAs, path(target), &questions);
            QCOMPARE(questions, QStringList());
            QCOMPARE(shown.size(), 1);
            QVERIFY2(shown.first().contains(target), qPrintable(shown.first()));
            QCOMPARE(digest(path(target)), before);
        }
        QFile rules(path("rs.json"));
        QVERIFY(rules.open(QIODevice::WriteOnly | QIODevice::Truncate));
        rules.write("{}");
        rules.close();
        QStringList questions;
        QVERIFY(answer(saveRulesetAs, path("rs.json"), &questions).isEmpty());
        QCOMPARE(questions.size(), 1);
        QVERIFY(QFileInfo(path("rs.json")).size() > 1000);
    }

    // The check is of files, not of names: a link to the background is the background too.
    void aSecondNameOfTheBackgroundIsTheBackground()
    {
        QVERIFY(QFile::link(path("bg.png"), path("other.png")));
        QVERIFY(QFileInfo(path("other.png")).isSymLink());
        const QByteArray before = digest(path("bg.png"));
        const QStringList shown = answer(action("actionExport"), path("other.png"));
        QCOMPARE(digest(path("bg.png")), before);
        QCOMPARE(shown.size(), 1);
        QVERIFY2(shown.first().contains("background image"), qPrintable(shown.first()));
    }

    // Another file is written as before.
    void anotherFileIsWritten()
    {
        QVERIFY(answer(action("actionExport"), path("out.png")).isEmpty());
        QVERIFY(QImage(path("out.png")).width() > 20);
        QVERIFY(answer(action("actionSaveAs"), path("copy.hexmap")).isEmpty());
        QCOMPARE(m_window->document()->fileName(), path("copy.hexmap"));
    }
};

QTEST_MAIN(TestOutputsOverInputs)
#include "tst_outputsoverinputs.moc"
