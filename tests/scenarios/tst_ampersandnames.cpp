// Probe20 U03: an "&" in a name from a file is a letter, never a keyboard mnemonic. A referee's
// map file "R&D.json" (and "b<b>old<i>&x.json"), a campaign folder "R&D", a ruleset's flag
// option "R&D formed", a unit option "Sight & more" and a cost table "Roads & Rivers" were shown
// as "RD.json", "RD formed", "Roads _Rivers", Alt+D opening the file or ticking the box. Each is
// opened through the real window and read where it shows: the menu entry's or the widget's text
// holds "&&" (Qt shows one "&") and marks no key but the menu's own number.
#include "../core/support/rulesettestutil.h"
#include "designer/costtabledesigner.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "planner/planner.h"
#include "planner/unitdock.h"
#include "rules/rulesetwriter.h"
#include "support/guitestutil.h"
#include "support/windowtestutil.h"

#include <QAction>
#include <QCheckBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
/// The words Qt shows for a text where "&" marks a key: "&&" shows one "&", a lone "&" nothing
/// (it underlines the next letter). Written out here, not taken from the code under test.
QString shownWords(const QString &text)
{
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('&') && i + 1 < text.size())
            ++i; // "&&" → "&"; "&x" → "x"
        out += text[i];
    }
    return out;
}

/// The entries of the menu `objectName` of `window`, once it is about to show.
QList<QAction *> menuActions(MainWindow *window, const char *objectName)
{
    auto *menu = window->findChild<QMenu *>(QLatin1String(objectName));
    if (!menu)
        return {};
    emit menu->aboutToShow();
    return menu->actions();
}
} // namespace

class TestAmpersandNames : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QString m_rd, m_bold;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        isolateSettings(m_dir);
        // strategic-commanders with the planted labels, embedded in the map.
        Ruleset r = *testutil::bundled("strategic-commanders");
        bool planted = false;
        for (UnitOption &o : r.unitOptions) {
            if (o.id == QLatin1String("formed")) {
                o.label = {QStringLiteral("R&D formed"), QStringLiteral("R&D в строю")};
                planted = true;
            } else if (o.id == QLatin1String("sight")) {
                o.label = {QStringLiteral("Sight & more"), QStringLiteral("Зрение & ещё")};
            }
        }
        QVERIFY(planted);
        QVERIFY(!r.costTables.isEmpty());
        r.costTables[0].label = {QStringLiteral("Roads & Rivers"), QStringLiteral("Дороги & реки")};
        HexMap map = testutil::mapFor(r, 8, 6, r.vocabulary.terrains[0].id);
        map.units() << MapUnit{"Aragorn", "West", testutil::at(map, 2, 2), {}, 10};
        m_rd = m_dir.filePath("R&D.json");
        m_bold = m_dir.filePath("b<b>old<i>&x.json");
        for (const QString &path : {m_bold, m_rd})
            QCOMPARE(saveMapFile(map, path, MapRulesetRef{rulesetToJson(r), {}}), QString());
        QVERIFY(openMainWindow(m_window, std::nullopt, {1280, 800}));
    }
    void cleanupTestCase() { m_window.reset(); }

    // File ▸ Open Recent: "&1 R&D.json" read "1 RD.json" and Alt+D opened it.
    void theRecentFilesMenuShowsTheNamesAsWritten()
    {
        QVERIFY(m_window->openFile(m_bold));
        QVERIFY(m_window->openFile(m_rd)); // the last opened comes first
        const QList<QAction *> recent = menuActions(m_window.get(), "menuRecentFiles");
        QVERIFY(recent.size() >= 2);
        QCOMPARE(recent[0]->text(), QStringLiteral("&1 R&&D.json"));
        QCOMPARE(shownWords(recent[0]->text()), QStringLiteral("1 R&D.json"));
        QCOMPARE(QKeySequence::mnemonic(recent[0]->text()), QKeySequence(Qt::ALT | Qt::Key_1));
        QCOMPARE(recent[1]->text(), QStringLiteral("&2 b<b>old<i>&&x.json"));
        QCOMPARE(shownWords(recent[1]->text()), QStringLiteral("2 b<b>old<i>&x.json"));
        QCOMPARE(QKeySequence::mnemonic(recent[1]->text()), QKeySequence(Qt::ALT | Qt::Key_2));
        // The entry opens the file it names.
        recent[1]->trigger();
        QCOMPARE(QFileInfo(m_window->document()->fileName()).fileName(),
                 QStringLiteral("b<b>old<i>&x.json"));
    }

    // File ▸ Open Recent Campaign: the folder "R&D" read "RD".
    void theRecentCampaignsMenuShowsTheFolderAsWritten()
    {
        QSettings().setValue(QStringLiteral("campaign/recent"),
                             QStringList{m_dir.filePath("R&D"), m_dir.filePath("Tom && Jerry")});
        const QList<QAction *> recent = menuActions(m_window.get(), "menuRecentCampaigns");
        QVERIFY(recent.size() >= 2);
        QCOMPARE(recent[0]->text(), QStringLiteral("&1 R&&D"));
        QCOMPARE(shownWords(recent[0]->text()), QStringLiteral("1 R&D"));
        QCOMPARE(QKeySequence::mnemonic(recent[0]->text()), QKeySequence(Qt::ALT | Qt::Key_1));
        QCOMPARE(shownWords(recent[1]->text()), QStringLiteral("2 Tom && Jerry"));
    }

    // The planner's Moving Unit dock: the flag "R&D formed" read "RD formed" and Alt+D ticked
    // it. A unit option's row label ("Sight & more") has no buddy: it shows "&" as it is.
    void theUnitDockShowsTheRulesetsLabelsAsWritten()
    {
        QVERIFY(m_window->openFile(m_rd));
        UnitDock *units = m_window->planner()->unitDock();
        auto *formed = qobject_cast<QCheckBox *>(units->optionWidget("formed"));
        QVERIFY(formed);
        QCOMPARE(formed->text(), QStringLiteral("R&&D formed"));
        QCOMPARE(shownWords(formed->text()), QStringLiteral("R&D formed"));
        QVERIFY(QKeySequence::mnemonic(formed->text()).isEmpty());
        QWidget *sight = units->optionWidget("sight");
        QVERIFY(sight);
        auto *form = qobject_cast<QFormLayout *>(sight->parentWidget()->layout());
        QVERIFY(form);
        auto *label = qobject_cast<QLabel *>(form->labelForField(sight));
        QVERIFY(label);
        // A label without a buddy shows "&" as it is (no key to mark).
        QVERIFY(!label->buddy());
        QCOMPARE(label->text(), QStringLiteral("Sight & more"));
    }

    // The Cost Table Designer names each table's tab by its label: "Roads & Rivers" read
    // "Roads _Rivers" (the space underlined).
    void theDesignersTabShowsTheTablesLabelAsWritten()
    {
        QVERIFY(m_window->openFile(m_rd));
        QAction *designerEntry = menuEntry(m_window.get(), "&Rules", "Cost Table &Designer…");
        QVERIFY(designerEntry);
        designerEntry->trigger();
        CostTableDesigner *designer = m_window->costTableDesigner();
        QVERIFY(designer);
        QTabWidget *tabs = designer->tableTabs();
        QVERIFY(tabs->count() >= 1);
        QCOMPARE(tabs->tabText(0), QStringLiteral("Roads && Rivers"));
        QCOMPARE(shownWords(tabs->tabText(0)), QStringLiteral("Roads & Rivers"));
        QVERIFY(QKeySequence::mnemonic(tabs->tabText(0)).isEmpty());
        designer->close();
    }
};

QTEST_MAIN(TestAmpersandNames)
#include "tst_ampersandnames.moc"
