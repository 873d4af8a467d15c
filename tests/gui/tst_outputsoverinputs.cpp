// The app's writers never write over a file the open map reads (issue 29, probe 11 N04): Save As
// and Export Image onto the map's background image, its ruleset file or the map's own file are
// refused with a message naming the file's role, and the file keeps its bytes.
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetmap.h"
#include "rules/rulesetwriter.h"
#include "support/guitestutil.h"
#include "support/windowtestutil.h"

#include <QAction>
#include <QApplication>
#include <QCryptographicHash>
#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QImage>
#include <QJsonDocument>
#include <QMessageBox>
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
    /// `typed`, Qt's "replace?" question with Yes, any other message box with OK (its text noted
    /// in the result), any other dialog (the export options) accepted.
    QStringList answer(QAction *a, const QString &typed)
    {
        QStringList shown;
        const auto done = std::make_shared<bool>(false);
        std::function<void()> poll = [&, done] {
            if (*done)
                return;
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *files = qobject_cast<QFileDialog *>(modal)) {
                files->selectFile(typed);
                // Queued: accept() asks "replace?" in a loop of its own, which this poll answers.
                QMetaObject::invokeMethod(files, "accept", Qt::QueuedConnection);
            } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                if (box->button(QMessageBox::Yes)) {
                    box->button(QMessageBox::Yes)->click();
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

    void writersRefuseTheMapsInputs_data()
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
        // Export Image gives any other name a .png, .svg or .pdf ending ("rs.json.png"): the
        // background is the input it can reach.
    }
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
