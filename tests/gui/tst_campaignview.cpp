// The referee's Campaign view (File ▸ Open Campaign…, issue 28 §3): a campaign made with the
// CLI is opened through the menu's folder dialog, orders files are taken in (one through the
// Take In Orders… dialog, one dropped on the panel), the turn is resolved, and the panel moves
// to turn 2. The map: 30 × 20 plains of pbm-strategic, labelled col,row. Elrond (Free) has the
// Army of the North on 10,5 and the Riders on 10,10; Sauron (Shadow) the Watch on 20,10.
#include "campaign/campaigndock.h"
#include "i18n/translations.h"
#include "io/mapfile.h"
#include "support/campaigntestutil.h"
#include "support/plannertestutil.h"
#include "support/windowtestutil.h"
#include "text/isolatedtext.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QLineEdit>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QScrollArea>
#include <QToolButton>
#include <QTreeWidget>
#include <QUrl>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// Drops `files` on `target` as a file manager does.
void dropFiles(QWidget *target, const QStringList &files)
{
    QMimeData mime;
    QList<QUrl> urls;
    for (const QString &f : files)
        urls << QUrl::fromLocalFile(f);
    mime.setUrls(urls);
    const QPoint at = target->rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &drop);
}
} // namespace

class TestCampaignView : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    QString game() const { return m_dir.filePath("game"); }
    QString at(const QString &relative) const { return game() + "/" + relative; }

    /// Elrond's orders form for turn 1 with its army lines replaced by `lines`, as `name`.
    QString elrondOrders(const QByteArray &lines, const QString &name)
    {
        const QByteArray form = fileBytes(at("turn-001/players/Elrond/orders.txt"));
        const QString path = m_dir.filePath(name);
        if (!writeFile(path, form.left(form.indexOf("Army of the North")) + lines))
            return {};
        return path;
    }

    /// A new window at 1280 × 800 with the game opened through File > Open Campaign; its
    /// Campaign panel once shown (null when it never was).
    CampaignDock *openGameInNewWindow(std::unique_ptr<MainWindow> &window)
    {
        if (!openMainWindow(window, std::nullopt, {1280, 800}))
            return nullptr;
        auto *open = window->findChild<QAction *>("actionOpenCampaign");
        if (!open || !answerFileDialog([open] { open->trigger(); }, game()))
            return nullptr;
        CampaignDock *dock = window->campaignDock();
        return dock && QTest::qWaitFor([dock] { return dock->isVisible(); }, 5000) ? dock : nullptr;
    }

private slots:
    void initTestCase()
    {
        isolateSettings(m_dir);
        // English as the app speaks it: "1 of 2 armies", not the source's "army(ies)".
        installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
        QVERIFY(openMainWindow(m_window, std::nullopt, {1280, 800}));
        HexMap map = twoSidesMap(*m_window);
        QCOMPARE(saveMapFile(map, m_dir.filePath("start.hexmap")), QString());
        QString out;
        QVERIFY2(
            runCli({"campaign", "new", game(), m_dir.filePath("start.hexmap"), "--player",
                    "Elrond=Free", "--player", "Sauron=Shadow", "--title", "War", "--seed", "7"},
                   &out)
                == 0,
            qPrintable(out));
    }
    void cleanupTestCase() { m_window.reset(); }

    void aTurnFromOpeningToResolving()
    {
        auto *open = m_window->findChild<QAction *>("actionOpenCampaign");
        QVERIFY(open);
        QVERIFY(answerFileDialog([open] { open->trigger(); }, game()));
        CampaignDock *dock = m_window->campaignDock();
        QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), 5000);
        auto *title = dock->findChild<QLabel *>("campaignTitle");
        auto *turn = dock->findChild<QLabel *>("campaignTurn");
        auto *resolve = dock->findChild<QPushButton *>("campaignResolve");
        QCOMPARE(title->text(), QString("War"));
        QCOMPARE(turn->text(),
                 QString("Turn 1. Units move in an order drawn with seed 8 (the ruleset's rule)."));
        QCOMPARE(shownPlayers(dock->playersList()),
                 QStringList({"✘ Elrond Free 2", "✘ Sauron Shadow 1"}));
        // Nobody has sent orders: Resolve waits and says why.
        QVERIFY(!resolve->isEnabled());
        QVERIFY2(resolve->toolTip().contains("No orders yet from Elrond, Sauron"),
                 qPrintable(resolve->toolTip()));
        auto *reason = dock->findChild<QLabel *>("campaignResolveReason");
        QVERIFY(reason->isVisible());
        QCOMPARE(reason->text(), QString("No orders yet from Elrond, Sauron: take in their files, "
                                         "or tick \"Allow missing orders\" (their armies "
                                         "stand)."));

        // A bad file through Take In Orders…: every error named by line (the header is 8
        // lines, so the army lines are 9 and 10), nothing taken in.
        const QString bad = elrondOrders("Watch | | | w\nRidres | | | e\n", "bad.txt");
        auto *takeIn = dock->findChild<QPushButton *>("campaignTakeIn");
        QVERIFY(answerFileDialog([takeIn] { takeIn->click(); }, bad));
        QCOMPARE(dock->messages(),
                 QString("✘ bad.txt was not taken in:\n"
                         "bad.txt:9: \"Watch\" is none of Elrond's armies (did you mean "
                         "\"Riders\"?)\n"
                         "bad.txt:10: \"Ridres\" is none of Elrond's armies (did you mean "
                         "\"Riders\"?)"));
        QVERIFY(!QFile::exists(at("turn-001/orders/Elrond.txt")));
        QCOMPARE(shownPlayers(dock->playersList()),
                 QStringList({"✘ Elrond Free 2", "✘ Sauron Shadow 1"}));

        // A good one dropped on the panel: Elrond ✔, the summary shown.
        const QString good = elrondOrders("Army of the North | | | e\nRiders | | | \n", "good.txt");
        dropFiles(dock, {good});
        QVERIFY2(dock->messages().endsWith("\n\n✔ Elrond's orders for turn 1 taken in: 1 of 2 "
                                           "armies with orders."),
                 qPrintable(dock->messages()));
        QVERIFY(QFile::exists(at("turn-001/orders/Elrond.txt")));
        // Taken in: the Armies column counts those with orders, "1/2".
        QCOMPARE(shownPlayers(dock->playersList()),
                 QStringList({"✔ Elrond Free 1/2", "✘ Sauron Shadow 1"}));
        QVERIFY(!resolve->isEnabled());
        QVERIFY(resolve->toolTip().contains("No orders yet from Sauron:"));

        // Allow missing orders: Sauron's Watch stands. Elrond's file holds two armies' lines,
        // one of them with orders: one army moves.
        dock->findChild<QCheckBox *>("campaignAllowMissing")->setChecked(true);
        QVERIFY(resolve->isEnabled());
        QVERIFY(!reason->isVisible());
        auto *showFolder = dock->findChild<QPushButton *>("campaignShowFolder");
        QVERIFY(!showFolder->isVisible());
        resolve->click();
        QVERIFY2(dock->messages().endsWith(
                     QString("\n\nTurn 1 resolved: 1 army with orders moved in an order drawn "
                             "with seed 8 (the ruleset's rule). Decisions: 0; battles: 0. Reports "
                             "in %1; turn 2 is ready.")
                         .arg(QDir::toNativeSeparators(at("turn-001/reports")))),
                 qPrintable(dock->messages()));
        QVERIFY(QFile::exists(at("turn-002/map.hexmap")));
        QVERIFY(QFile::exists(at("turn-001/reports/Elrond.txt")));
        QVERIFY(QFile::exists(at("turn-001/reports/Sauron.txt")));
        QVERIFY(showFolder->isVisible());
        QCOMPARE(turn->text(),
                 QString("Turn 2. Units move in an order drawn with seed 9 (the ruleset's rule)."));
        QCOMPARE(shownPlayers(dock->playersList()),
                 QStringList({"✘ Elrond Free 2", "✘ Sauron Shadow 1"}));
        // Leave to resolve without orders was for turn 1 only.
        QVERIFY(!dock->findChild<QCheckBox *>("campaignAllowMissing")->isChecked());
        QVERIFY(!resolve->isEnabled());

        // Open Turn Map: turn 2's map in the editor, the Army of the North one hex east.
        dock->findChild<QPushButton *>("campaignOpenMap")->click();
        QCOMPARE(m_window->document()->fileName(), at("turn-002/map.hexmap"));
        const HexMap &shown = m_window->document()->map();
        QCOMPARE(shown.label(shown.units()[0].hex), QString("11,5"));

        // File ▸ Save does not write over the turn's map (the players' packages were made from
        // it): it offers a copy elsewhere; Cancel leaves the turn's folder as it was.
        const QByteArray before = fileBytes(at("turn-002/map.hexmap"));
        auto *save = m_window->findChild<QAction *>("actionSave");
        QStringList asked;
        answerDialogs([save] { save->trigger(); }, QString(), QMessageBox::Cancel, &asked);
        QCOMPARE(asked.size(), 1);
        // The path isolated (FSI … PDI: a file name cannot reorder the sentence, probe13 Q11).
        QVERIFY2(asked[0].startsWith(QChar(0x2068)
                                     + QDir::toNativeSeparators(at("turn-002/map.hexmap"))
                                     + QChar(0x2069) + " is the map of turn 2 of a campaign"),
                 qPrintable(asked.join('\n')));
        QCOMPARE(fileBytes(at("turn-002/map.hexmap")), before);
        QVERIFY(!QFile::exists(at("turn-002/map.bak.hexmap")));
    }

    // Turn 2 (after the test above): a decisions file naming a decision the turn does not have
    // is refused, naming the file, its line (the key is on line 4) and the id; nothing is
    // written and the panel stays at turn 2. Then the seed typed in is the turn's seed.
    void aRefusedTurnWritesNothingAndTheSeedTypedIsUsed()
    {
        CampaignDock *dock = m_window->campaignDock();
        QVERIFY(dock->folder() && dock->folder()->campaign.turn == 2);
        const QString rolls = m_dir.filePath("rolls.json");
        QVERIFY(writeFile(rolls, "{\n  \"seed\": 5,\n  \"decisions\": {\n    \"ford-1010\": "
                                 "\"yes\"\n  }\n}\n"));
        auto *load = dock->findChild<QPushButton *>("campaignLoadDecisions");
        QVERIFY(answerFileDialog([load] { load->click(); }, rolls));
        QCOMPARE(dock->findChild<QLabel *>("campaignDecisionsFile")->text(), QString("rolls.json"));
        dock->findChild<QCheckBox *>("campaignAllowMissing")->setChecked(true);
        auto *resolve = dock->findChild<QPushButton *>("campaignResolve");
        // Nobody has sent orders for turn 2: the referee is asked first (a resolve clicked
        // twice would otherwise spend a turn); Cancel resolves nothing.
        QStringList asked;
        answerDialogs([resolve] { resolve->click(); }, QString(), QMessageBox::Cancel, &asked);
        QCOMPARE(asked, QStringList{"No player has sent orders for turn 2: every army will "
                                    "stand. Resolve the turn all the same?"});
        QVERIFY(!QFile::exists(at("turn-003")));
        answerDialogs([resolve] { resolve->click(); }, QString(), QMessageBox::Yes);
        QVERIFY2(dock->messages().endsWith(
                     QString("\n\nTurn 2 was not resolved:\n%1:4: decisions.ford-1010: no such "
                             "decision in this turn (it has none)")
                         .arg(rolls)),
                 qPrintable(dock->messages()));
        QVERIFY(!QFile::exists(at("turn-003")));
        QVERIFY(!QFile::exists(at("turn-002/decisions.json")));
        QCOMPARE(dock->findChild<QLabel *>("campaignTurn")->text(),
                 QString("Turn 2. Units move in an order drawn with seed 9 (the ruleset's rule)."));

        // Without the decisions file, seed 42: the turn's decisions file records it.
        dock->findChild<QToolButton *>("campaignClearDecisions")->click(); // ✕
        QCOMPARE(dock->findChild<QLabel *>("campaignDecisionsFile")->text(), QString("none"));
        auto *seed = dock->findChild<QLineEdit *>("campaignSeed");
        QCOMPARE(seed->placeholderText(),
                 QString("9 (the campaign's seed 7 + turn 2)")); // seed 7 + turn 2
        seed->setText("42");
        answerDialogs([resolve] { resolve->click(); }, QString(), QMessageBox::Yes);
        QVERIFY(QFile::exists(at("turn-003/map.hexmap")));
        const QJsonObject decisions
            = QJsonDocument::fromJson(fileBytes(at("turn-002/decisions.json"))).object();
        QCOMPARE(decisions["seed"].toInt(), 42);
        QCOMPARE(
            dock->findChild<QLabel *>("campaignTurn")->text(),
            QString("Turn 3. Units move in an order drawn with seed 10 (the ruleset's rule)."));
        QVERIFY(seed->text().isEmpty());
    }

    // Turn 3 (after the test above): a file the referee takes in with the CLI while the panel
    // is open shows in the panel without anything clicked. Elrond's blank form is taken in:
    // neither of his two armies has orders, "0/2".
    void ordersTakenInByTheCliShowInThePanel()
    {
        CampaignDock *dock = m_window->campaignDock();
        QVERIFY(dock->folder() && dock->folder()->campaign.turn == 3);
        QCOMPARE(shownPlayers(dock->playersList()),
                 QStringList({"✘ Elrond Free 2", "✘ Sauron Shadow 1"}));
        QCOMPARE(runCli({"campaign", "submit", game(), at("turn-003/players/Elrond/orders.txt")}),
                 0);
        QTRY_COMPARE_WITH_TIMEOUT(shownPlayers(dock->playersList()),
                                  QStringList({"✔ Elrond Free 0/2", "✘ Sauron Shadow 1"}), 5000);
    }

    // probe20 U05: a campaign folder deleted and restored from a copy made before Elrond's
    // orders came in left the panel showing them: Resolve then asked nothing and the core
    // refused, pointing to the command line's --allow-no-orders. What is asked is what the
    // folder holds when Resolve is clicked; a folder that now holds another campaign is said
    // to, and nothing is resolved.
    void aFolderRestoredOrReplacedIsReadAgainBeforeResolving()
    {
        const QString restored = m_dir.filePath("restored");
        QString out;
        QCOMPARE(runCli({"campaign", "new", restored, m_dir.filePath("start.hexmap"), "--player",
                         "Elrond=Free", "--player", "Sauron=Shadow", "--title", "War"},
                        &out),
                 0);
        QCOMPARE(QProcess::execute("cp", {"-a", restored, restored + ".bak"}), 0);
        std::unique_ptr<MainWindow> window;
        QVERIFY(openMainWindow(window, std::nullopt, {1280, 800}));
        auto *open = window->findChild<QAction *>("actionOpenCampaign");
        QVERIFY(answerFileDialog([open] { open->trigger(); }, restored));
        CampaignDock *dock = window->campaignDock();
        QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), 5000);
        QCOMPARE(runCli({"campaign", "submit", restored,
                         restored + "/turn-001/players/Elrond/orders.txt"}),
                 0);
        QTRY_COMPARE_WITH_TIMEOUT(shownPlayers(dock->playersList()),
                                  QStringList({"✔ Elrond Free 0/2", "✘ Sauron Shadow 1"}), 5000);
        QVERIFY(QDir(restored).removeRecursively());
        QTest::qWait(500); // the panel sees the folder gone
        QCOMPARE(QProcess::execute("cp", {"-a", restored + ".bak", restored}), 0);
        dock->findChild<QCheckBox *>("campaignAllowMissing")->setChecked(true);
        auto *resolve = dock->findChild<QPushButton *>("campaignResolve");
        QStringList asked;
        answerDialogs([resolve] { resolve->click(); }, QString(), QMessageBox::Cancel, &asked);
        QCOMPARE(asked, QStringList{"No player has sent orders for turn 1: every army will "
                                    "stand. Resolve the turn all the same?"});
        QCOMPARE(shownPlayers(dock->playersList()),
                 QStringList({"✘ Elrond Free 2", "✘ Sauron Shadow 1"}));
        QVERIFY(!QFile::exists(restored + "/turn-002"));

        // Replaced by another game while the panel shows this one (no event handled between):
        // said, nothing resolved; the panel shows the other game.
        QVERIFY(QDir(restored).removeRecursively());
        QCOMPARE(runCli({"campaign", "new", restored, m_dir.filePath("start.hexmap"), "--player",
                         "Zed=Free", "--player", "Sauron=Shadow", "--title", "Other"},
                        &out),
                 0);
        dock->findChild<QCheckBox *>("campaignAllowMissing")->setChecked(true);
        resolve->click();
        QVERIFY2(dock->messages().endsWith(
                     QString("%1 now holds another campaign, \"Other\", at turn 1: look at its "
                             "players before resolving it")
                         .arg(isolatedText(restored))),
                 qPrintable(dock->messages()));
        QVERIFY(!QFile::exists(restored + "/turn-002"));
        QCOMPARE(shownPlayers(dock->playersList()),
                 QStringList({"✘ Zed Free 2", "✘ Sauron Shadow 1"}));
    }

    // A referee who also plans (the planner's docks on the left) opens the campaign at
    // 1280 × 800: the panel joins the planner's docks on the left. The window keeps its size
    // (it grew past the screen, to 872 px and 920 after resolving on an X display of 800: the
    // panel's messages, its Show Turn Folder and the status bar out of reach), and every part
    // of the panel can be scrolled to within the window.
    // walk15 #18: the Campaign panel, once shown, is in View, which brings it back when closed.
    void theViewMenuBringsThePanelBack()
    {
        std::unique_ptr<MainWindow> window;
        CampaignDock *dock = openGameInNewWindow(window);
        QVERIFY(dock);
        dock->close();
        QVERIFY(!dock->isVisible());
        QAction *entry = menuEntry(window.get(), "&View", "Campaign");
        QVERIFY(entry);
        entry->trigger();
        QVERIFY(dock->isVisible());
    }

    void besideThePlannerThePanelFitsTheWindow()
    {
        std::unique_ptr<MainWindow> window;
        QVERIFY(openMainWindow(window, plannerMap(*m_window, 30, 20), {1280, 800}));
        window->selectTool("plan-movement");
        QTRY_VERIFY_WITH_TIMEOUT(window->planner()->planDock()->isVisible(), 5000);
        auto *open = window->findChild<QAction *>("actionOpenCampaign");
        QVERIFY(answerFileDialog([open] { open->trigger(); }, game()));
        CampaignDock *dock = window->campaignDock();
        QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), 5000);
        QCOMPARE(window->dockWidgetArea(dock), Qt::LeftDockWidgetArea);
        // A tab of the plan's dock, not a third of the height (walk12 #6, #27: stacked, the
        // panel and the plan's "why this cost" were both cut).
        QVERIFY(window->tabifiedDockWidgets(dock).contains(window->planner()->planDock()));
        finishDeferredWork();
        QCOMPARE(window->size(), QSize(1280, 800));
        auto *scroll = qobject_cast<QScrollArea *>(dock->widget());
        QVERIFY(scroll);
        const QRect view(scroll->viewport()->mapTo(window.get(), QPoint(0, 0)),
                         scroll->viewport()->size());
        QVERIFY(window->rect().contains(view));
        for (const char *name : {"campaignResolve", "campaignMessages"}) {
            auto *part = dock->findChild<QWidget *>(name);
            scroll->ensureWidgetVisible(part);
            finishDeferredWork();
            QVERIFY2(view.contains(part->mapTo(window.get(), QPoint(0, 0))), name);
        }
    }
    // A Russian referee at 1280 × 800 opens the campaign in a fresh window, and an English one
    // switches to Russian with the panel open: every button and box shows its whole text (the
    // panel took its English width, 250 px: «Принять приказы…», «Открыть карту хода» and
    // «Допустить отсутствие приказов» were cut).
    void inRussianNothingInThePanelIsCut()
    {
        const auto nothingCut = [](CampaignDock *dock) {
            QStringList cut;
            QList<QAbstractButton *> buttons;
            for (QPushButton *b : dock->findChildren<QPushButton *>())
                buttons << b;
            for (QCheckBox *b : dock->findChildren<QCheckBox *>())
                buttons << b;
            for (QAbstractButton *b : buttons) {
                if (b->isVisible() && b->width() < b->sizeHint().width())
                    cut << QString("%1 (%2 < %3)")
                               .arg(b->text())
                               .arg(b->width())
                               .arg(b->sizeHint().width());
            }
            return cut.join(", ");
        };
        for (const bool switchedWhileOpen : {false, true}) {
            applyLanguage(*QCoreApplication::instance(), QString(switchedWhileOpen ? "en" : "ru"));
            std::unique_ptr<MainWindow> window;
            CampaignDock *dock = openGameInNewWindow(window);
            QVERIFY(dock);
            if (switchedWhileOpen)
                applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
            finishDeferredWork();
            QVERIFY(dock->findChild<QPushButton *>("campaignTakeIn")->text().startsWith("Принять"));
            QTRY_COMPARE_WITH_TIMEOUT(nothingCut(dock), QString(), 3000);
            QVERIFY(dock->width() <= 1280 * 45 / 100); // the map keeps the larger part
        }
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
    }

    // walk12 #6/#15: at 1280 × 800, after resolving, the panel scrolled and its Show Turn Folder
    // was clipped at the bottom (English) or out of sight (Russian), the players' list taking
    // half of the panel for two players. Everything, that button included, is in view.
    void afterResolvingEverythingIsInViewInEitherLanguage()
    {
        for (const QString language : {"en", "ru"}) {
            applyLanguage(*QCoreApplication::instance(), language);
            std::unique_ptr<MainWindow> window;
            CampaignDock *dock = openGameInNewWindow(window);
            QVERIFY(dock);
            dock->findChild<QCheckBox *>("campaignAllowMissing")->setChecked(true);
            auto *resolve = dock->findChild<QPushButton *>("campaignResolve");
            QVERIFY(resolve->isEnabled());
            // Nobody sent orders: the referee is asked first; Yes.
            answerDialogs([resolve] { resolve->click(); }, QString(), QMessageBox::Yes);
            auto *showFolder = dock->findChild<QPushButton *>("campaignShowFolder");
            QTRY_VERIFY_WITH_TIMEOUT(showFolder->isVisible(), 5000);
            finishDeferredWork();
            auto *scroll = qobject_cast<QScrollArea *>(dock->widget());
            QVERIFY(scroll);
            const QRect view(QPoint(0, 0), scroll->viewport()->size());
            for (QWidget *part : {static_cast<QWidget *>(showFolder),
                                  dock->findChild<QWidget *>("campaignMessages"),
                                  dock->findChild<QWidget *>("campaignResolve")}) {
                const QRect shown(part->mapTo(scroll->viewport(), QPoint(0, 0)), part->size());
                QVERIFY2(view.contains(shown),
                         qPrintable(QString("%1 %2: %3,%4 %5x%6 not within %7x%8")
                                        .arg(language, part->objectName())
                                        .arg(shown.x())
                                        .arg(shown.y())
                                        .arg(shown.width())
                                        .arg(shown.height())
                                        .arg(view.width())
                                        .arg(view.height())));
            }
        }
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
    }
};

QTEST_MAIN(TestCampaignView)
#include "tst_campaignview.moc"
