// The Language menu switches the UI language at run time: every widget retranslates, both
// ways, and the choice is remembered for the next start.
#include "dialogs/newmapdialog.h"
#include "i18n/translations.h"
#include "languagemenu.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "support/guitestutil.h"
#include "support/shownastext.h"
#include "view/mapview.h"

#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileIconProvider>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>
#include <QToolBar>

using namespace hexstride;
using namespace hexstride::testing;

class TestLanguage : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    LanguageMenu *languageMenu() { return m_window->findChild<LanguageMenu *>("menuLanguage"); }
    void choose(const QString &language)
    {
        QAction *a = languageMenu()->actionFor(language);
        QVERIFY(a);
        a->trigger();
    }
    QStringList menuTitles()
    {
        QStringList titles;
        for (QAction *a : m_window->menuBar()->actions())
            titles << a->text();
        return titles;
    }
    QDockWidget *dock(const char *name) { return m_window->findChild<QDockWidget *>(name); }
    QAction *toolAction(const QString &id)
    {
        for (QAction *a : m_window->findChildren<QAction *>()) {
            if (a->data().toString() == id)
                return a;
        }
        return nullptr;
    }
    QListWidget *terrainList()
    {
        return qobject_cast<QListWidget *>(
            dock("paletteDock")->findChild<QTabWidget *>()->widget(0));
    }
    static HexMap tacticalMap()
    {
        MapShape shape{
            10, 8, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::ColRow};
        return HexMap(shape, "tactical-formations", IdTable({"clear", "woods"}),
                      IdTable({"abatis"}), IdTable({"fence"}), 0);
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }

    void init()
    {
        QSettings().clear();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCoreApplication::processEvents();
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1200, 800);
        m_window->showMap(tacticalMap(), {}, true);
        m_window->selectTool("terrain-brush");
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup()
    {
        m_window.reset();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCoreApplication::processEvents();
    }

    void menuOffersTheLanguagesInTheirOwnNames()
    {
        QVERIFY(languageMenu());
        QVERIFY(menuTitles().contains("&Language"));
        QCOMPARE(languageMenu()->actionFor("en")->text(), QStringLiteral("English"));
        QCOMPARE(languageMenu()->actionFor("ru")->text(), QStringLiteral("Русский"));
        QCOMPARE(languageMenu()->actionFor(QString())->text(), QStringLiteral("&System"));
        QVERIFY(languageMenu()->actionFor(QString())->isChecked());
    }

    void switchingChangesWidgetTextsBothWays()
    {
        QCOMPARE(menuTitles().first(), QStringLiteral("&File"));
        QCOMPARE(dock("paletteDock")->windowTitle(), QStringLiteral("Palette"));
        QVERIFY(
            shownAsText(toolAction("terrain-brush")->toolTip()).text.startsWith("Terrain Brush"));
        QCOMPARE(m_window->findChild<QLabel *>("statusHex")->toolTip(),
                 QStringLiteral("Hex under the cursor"));
        QCOMPARE(terrainList()->item(1)->text(), QStringLiteral("Woods"));

        choose("ru");
        // LanguageChange is posted: the widgets retranslate when events are processed.
        QTRY_COMPARE(menuTitles().first(), QStringLiteral("&Файл"));
        QVERIFY(menuTitles().contains("&Карта"));
        QCOMPARE(menuTitles().filter("&Язык").size(), 1);
        QCOMPARE(dock("paletteDock")->windowTitle(), QStringLiteral("Палитра"));
        QCOMPARE(dock("overviewDock")->windowTitle(), QStringLiteral("Обзор"));
        QCOMPARE(dock("toolOptionsDock")->windowTitle(),
                 QStringLiteral("Кисть местности")); // the tool's name
        QVERIFY2(
            shownAsText(toolAction("terrain-brush")->toolTip()).text.startsWith("Кисть местности"),
            qPrintable(shownAsText(toolAction("terrain-brush")->toolTip()).text));
        QCOMPARE(toolAction("terrain-brush")->text(), QStringLiteral("Кисть местности"));
        QCOMPARE(m_window->findChild<QLabel *>("statusHex")->toolTip(),
                 QStringLiteral("Гекс под курсором"));
        QVERIFY2(m_window->statusBar()->currentMessage().startsWith("Рисовать местность"),
                 qPrintable(m_window->statusBar()->currentMessage()));
        // Ruleset names are data with a Russian name each.
        QCOMPARE(terrainList()->item(0)->text(), QStringLiteral("Ровная местность"));
        QCOMPARE(terrainList()->item(1)->text(), QStringLiteral("Лес"));
        QCOMPARE(languageMenu()->actionFor(QString())->text(), QStringLiteral("&Системный"));

        choose("en");
        QTRY_COMPARE(menuTitles().first(), QStringLiteral("&File"));
        QCOMPARE(dock("paletteDock")->windowTitle(), QStringLiteral("Palette"));
        QCOMPARE(dock("toolOptionsDock")->windowTitle(), QStringLiteral("Terrain Brush"));
        QVERIFY(
            shownAsText(toolAction("terrain-brush")->toolTip()).text.startsWith("Terrain Brush"));
        QCOMPARE(m_window->findChild<QLabel *>("statusHex")->toolTip(),
                 QStringLiteral("Hex under the cursor"));
        QCOMPARE(terrainList()->item(1)->text(), QStringLiteral("Woods"));
    }

    void numbersFollowTheLocale()
    {
        choose("ru");
        QTRY_COMPARE(menuTitles().first(), QStringLiteral("&Файл"));
        NewMapDialog dialog(m_window->rulesets(), m_window.get());
        dialog.findChild<QSpinBox *>("widthSpin")->setValue(2000);
        dialog.findChild<QSpinBox *>("heightSpin")->setValue(1000);
        QString memory = dialog.findChild<QLabel *>("memoryLabel")->text();
        memory.replace(QChar(0x00a0), ' ').replace(QChar(0x202f), ' ');
        // Russian digit grouping and decimal comma, and the plural form for 2 000 000.
        // 10 MB of hex layers and 12 MB of side layers (2002 × 1002 × 3 × 2 bytes): 21,0 MiB.
        QCOMPARE(memory, QStringLiteral("2 000 000 гексов, около 21,0 МБ в памяти"));
        dialog.findChild<QSpinBox *>("heightSpin")->setValue(1);
        dialog.findChild<QSpinBox *>("widthSpin")->setValue(1);
        memory = dialog.findChild<QLabel *>("memoryLabel")->text().replace(QChar(0x00a0), ' ');
        // 5 bytes of hex layers and 54 of side layers: said in bytes, not "0,0 МБ".
        QVERIFY2(memory.startsWith(QStringLiteral("1 гекс, около 59 ")), qPrintable(memory));
    }

    void spinBoxUnitsAgreeWithTheValue()
    {
        // A fixed suffix read «1 гексов», «2 столбцов»: the unit follows the value.
        choose("ru");
        QTRY_COMPARE(menuTitles().first(), QStringLiteral("&Файл"));
        NewMapDialog dialog(m_window->rulesets(), m_window.get());
        auto *columns = dialog.findChild<QSpinBox *>("widthSpin");
        auto *rows = dialog.findChild<QSpinBox *>("heightSpin");
        const QList<std::pair<int, QString>> columnForms{{1, " столбец"},
                                                         {2, " столбца"},
                                                         {5, " столбцов"},
                                                         {21, " столбец"},
                                                         {104, " столбца"}};
        for (const auto &[n, suffix] : columnForms) {
            columns->setValue(n);
            QCOMPARE(columns->suffix(), suffix);
        }
        rows->setValue(3);
        QCOMPARE(rows->suffix(), QStringLiteral(" строки"));
        rows->setValue(11);
        QCOMPARE(rows->suffix(), QStringLiteral(" строк"));
        // The terrain brush radius in the tool options.
        m_window->selectTool("terrain-brush");
        QSpinBox *radius = dock("toolOptionsDock")->findChild<QSpinBox *>();
        QVERIFY(radius);
        radius->setValue(1);
        QCOMPARE(radius->suffix(), QStringLiteral(" гекс"));
        radius->setValue(2);
        QCOMPARE(radius->suffix(), QStringLiteral(" гекса"));
        radius->setValue(0);
        QCOMPARE(radius->suffix(), QStringLiteral(" гексов"));
        // Switching the language re-words the unit without a change of value.
        choose("en");
        QTRY_COMPARE(rows->suffix(), QStringLiteral(" rows"));
        QCOMPARE(columns->suffix(), QStringLiteral(" columns"));
    }

    void undoActionRetranslates()
    {
        QAction *undo = nullptr;
        for (QAction *a : m_window->findChildren<QAction *>()) {
            if (a->shortcut() == QKeySequence(QKeySequence::Undo))
                undo = a;
        }
        QVERIFY(undo);
        QCOMPARE(undo->text(), QStringLiteral("&Undo"));
        choose("ru");
        QTRY_COMPARE(undo->text(), QStringLiteral("&Отменить"));
    }

    void qtDialogsAreTranslated()
    {
        choose("ru");
        QTRY_COMPARE(menuTitles().first(), QStringLiteral("&Файл"));
        QMessageBox box(QMessageBox::Warning, "t", "x", QMessageBox::Save | QMessageBox::Cancel,
                        m_window.get());
        QCOMPARE(box.button(QMessageBox::Cancel)->text(), QStringLiteral("Отмена"));
        QFileDialog dialog(m_window.get());
        dialog.setOption(QFileDialog::DontUseNativeDialog);
        auto *buttons = dialog.findChild<QDialogButtonBox *>();
        QVERIFY(buttons);
        QCOMPARE(buttons->button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Отмена"));
        // The type column of its file list (Qt's own Russian lacks it).
        QCOMPARE(QFileIconProvider().type(QFileInfo(m_dir.path())), QStringLiteral("Папка"));
    }

    void choiceIsRememberedAndAppliedAtStart()
    {
        choose("ru");
        QCOMPARE(savedLanguage(), QStringLiteral("ru"));
        QTRY_COMPARE(menuTitles().first(), QStringLiteral("&Файл"));
        m_window.reset();
        // A new start: English first (as a fresh process would be), then what main() does.
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCOMPARE(applyLanguage(*QCoreApplication::instance(), savedLanguage()),
                 QStringLiteral("ru"));
        m_window = std::make_unique<MainWindow>();
        QCOMPARE(menuTitles().first(), QStringLiteral("&Файл"));
        QVERIFY(languageMenu()->actionFor("ru")->isChecked());
        QVERIFY(!languageMenu()->actionFor("en")->isChecked());

        choose(QString());
        QCOMPARE(savedLanguage(), QString());
        QCOMPARE(QSettings().value("ui/language").toString(), QString());
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
