// File ▸ New Campaign… (walk 12, #7: a referee could start a campaign only with the CLI). The
// map: 30 × 20 plains of pbm-strategic, labelled col,row; Free has the Army of the North on 10,5
// and the Riders on 10,10, Shadow the Watch on 20,10. The referee opens it, picks New Campaign,
// names the players (one a side is offered), types a folder and makes the campaign: the folder
// holds campaign.json and a package a player, and the Campaign panel shows the players.
#include "campaign/campaigndock.h"
#include "campaign/newcampaigndialog.h"
#include "i18n/translations.h"
#include "support/campaigntestutil.h"
#include "support/plannertestutil.h"
#include "support/windowtestutil.h"
#include "testfiles.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
/// Types `text` into cell (row, column) of the players table as a user does: a double click,
/// the old text selected and replaced, Enter.
void typeInCell(QTableWidget *table, int row, int column, const QString &text)
{
    const QRect cell = table->visualItemRect(table->item(row, column));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QLineEdit *editor = nullptr;
    for (QLineEdit *e : table->viewport()->findChildren<QLineEdit *>())
        editor = e->isVisible() && e->geometry().contains(cell.center()) ? e : editor;
    QVERIFY(editor);
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_COMPARE(table->item(row, column)->text(), text); // the delegate commits queued
}

/// Replaces the text of a line edit as a user does.
void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(edit, text);
}
} // namespace

class TestNewCampaign : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    /// Triggers File ▸ New Campaign… and runs `fill` on the dialog once it shows.
    void withDialog(const std::function<void(NewCampaignDialog *)> &fill)
    {
        bool seen = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<NewCampaignDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            seen = true;
            fill(dialog);
        });
        QAction *action = m_window->findChild<QAction *>("actionNewCampaign");
        QVERIFY(action && action->isEnabled());
        action->trigger();
        QVERIFY(seen);
    }

private slots:
    void initTestCase()
    {
        isolateSettings(m_dir);
        installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
        QVERIFY(openMainWindow(m_window, std::nullopt, {1280, 800}));
        HexMap map = twoSidesMap(*m_window);
        map.setTitle("Vale");
        QVERIFY(m_window->showMap(map, {}, true));
    }
    void cleanupTestCase() { m_window.reset(); }

    void theProposedFolderIsMadeAsPlayersFoldersAre()
    {
        // probe14 Q10: "<", ">" and '"' of a title were kept in the folder's name; walk14 #21:
        // "Vale Campaign" became "Vale Campaign campaign". Worked out by hand with the players'
        // folder rule (letters, digits, "-", "_"; the rest "_"):
        // `<b>T</b> "x"` + " campaign" -> _ b _ T _ _ b _ _ _ x _ _ campaign.
        for (const auto &[title, folder] :
             {std::pair{QString("<b>T</b> \"x\""), QString("_b_T__b___x__campaign")},
              std::pair{QString("Vale Campaign"), QString("Vale_Campaign")}}) {
            HexMap map = twoSidesMap(*m_window);
            map.setTitle(title);
            NewCampaignDialog dialog(map, m_window->document()->customRuleset(), QString(),
                                     m_window->rulesets(), m_window.get());
            QCOMPARE(QFileInfo(dialog.folderEdit()->text()).fileName(), folder);
        }
    }

    void aRefereeStartsACampaignFromTheMap()
    {
        const QString folder = m_dir.filePath("vale");
        QStringList offered;
        withDialog([&](NewCampaignDialog *dialog) {
            QCOMPARE(dialog->titleEdit()->text(), QString("Vale"));
            QTableWidget *players = dialog->playersTable();
            // One player a side, named after it, in the order the map's units give the sides.
            for (int row = 0; row < players->rowCount(); ++row)
                offered
                    << players->item(row, 0)->text() + "="
                           + qobject_cast<QComboBox *>(players->cellWidget(row, 1))->currentText();
            typeInCell(players, 0, 0, "Elrond");
            typeInCell(players, 1, 0, "Sauron");
            typeInto(dialog->folderEdit(), folder);
            auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
            QCOMPARE(ok->text(), QString("Make Campaign"));
            QTest::mouseClick(ok, Qt::LeftButton);
        });
        QCOMPARE(offered, QStringList({"Free=Free", "Shadow=Shadow"}));

        // On disk: the campaign file with the players typed, and one package each.
        const QJsonObject campaign
            = QJsonDocument::fromJson(testfiles::fileBytes(folder + "/campaign.json")).object();
        QCOMPARE(campaign.value("title").toString(), QString("Vale"));
        QCOMPARE(campaign.value("turn").toInt(), 1);
        const QJsonArray players = campaign.value("players").toArray();
        QCOMPARE(players.size(), 2);
        QCOMPARE(players[0].toObject().value("name").toString(), QString("Elrond"));
        QCOMPARE(players[0].toObject().value("side").toString(), QString("Free"));
        QCOMPARE(players[1].toObject().value("name").toString(), QString("Sauron"));
        QCOMPARE(players[1].toObject().value("side").toString(), QString("Shadow"));
        for (const char *player : {"Elrond", "Sauron"}) {
            QVERIFY(QFile::exists(folder + "/turn-001/players/" + player + "/map.hexmap"));
            QVERIFY(QFile::exists(folder + "/turn-001/players/" + player + "/orders.txt"));
        }
        // The Campaign panel opens on it: Elrond has two armies, Sauron one, no orders yet.
        CampaignDock *dock = m_window->campaignDock();
        QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), 5000);
        QCOMPARE(shownPlayers(dock->playersList()),
                 QStringList({"✘ Elrond Free 2", "✘ Sauron Shadow 1"}));
        QVERIFY2(m_window->statusBar()->currentMessage().startsWith(
                     QString("Campaign made in ") + QChar(0x2068) + QDir::toNativeSeparators(folder)
                     + QChar(0x2069)),
                 qPrintable(m_window->statusBar()->currentMessage()));
    }

    void aFolderInUseIsRefusedAndTheDialogStays()
    {
        // The folder made above is not empty: the dialog says so and keeps what was typed.
        const QString folder = m_dir.filePath("vale");
        const QByteArray before = testfiles::fileBytes(folder + "/campaign.json");
        QString problem;
        bool stillOpen = false;
        withDialog([&](NewCampaignDialog *dialog) {
            typeInto(dialog->folderEdit(), folder);
            auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
            QTest::mouseClick(ok, Qt::LeftButton);
            auto *shown = dialog->findChild<QLabel *>("campaignProblem");
            problem = shown && shown->isVisible() ? shown->text() : QString();
            stillOpen = dialog->isVisible();
            dialog->reject();
        });
        QVERIFY(stillOpen);
        QCOMPARE(problem, folder + ": a campaign is made in a new or empty folder");
        QCOMPARE(testfiles::fileBytes(folder + "/campaign.json"), before);
    }
};

QTEST_MAIN(TestNewCampaign)
#include "tst_newcampaign.moc"
