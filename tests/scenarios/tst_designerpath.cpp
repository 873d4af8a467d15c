// Issue 36 §2, the designer's job: in the ruleset designer a new ruleset from Ruleset ▸ New
// Ruleset's form — a copy of pbm-strategic named Marchlands — gets a terrain
// of its own from the Add Terrain form (Bog, costs and rules like Fens & Swamp, solid #5a2d82);
// Bog's cost for a fed mixed army is typed into the Mixed Army table (7). File ▸ New starts a
// 10 × 6 plains map with the designer's ruleset; Bog and Hills & Rough are picked in the palette
// and painted with the mouse; the planner, picked on the tool bar, plans a path across them hex
// by hex, and the planner's totals say what the path costs.
//
// Worked out by hand. The map is pointy-top, odd rows shifted, labelled col,row; the path runs
// east along row 2 (an even row: "e" is col + 1). A fed mixed army has 12 MP a turn; entering
// plains costs it 3 and Hills & Rough 5 (docs/rules/pbm-strategic.md, the mixed army's table,
// fed), Bog the 7 typed. A step that does not fit in what a turn has left is the next turn's.
//
//   step  into  terrain  cost  turn  MP used in the turn
//    1    2,2   plains    3     1     3
//    2    3,2   Bog       7     1    10
//    3    4,2   Bog       7     2     7   (10 + 7 > 12)
//    4    5,2   Bog       7     3     7   (7 + 7 > 12)
//    5    6,2   Hills     5     3    12
//    6    7,2   plains    3     4     3
// Total 3 + 7 + 7 + 7 + 5 + 3 = 32 MP; turn 4 leaves 12 − 3 = 9. Orders this turn: "e, e".
// Bog is solid #5a2d82: the pixel at a painted hex's centre is that colour.
#include "designer/costtabledesigner.h"
#include "designer/newrulesetdialog.h"
#include "designer/vocabulary/terraindialog.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "planner/plannerdock.h"
#include "support/designertestutil.h"
#include "support/guitestutil.h"
#include "support/newmapform.h"
#include "support/plannertestutil.h"
#include "support/windowtestutil.h"

#include <QComboBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>

using namespace hexstride;
using namespace hexstride::testing;

class TestDesignerPath : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    /// The Marchlands ruleset from the New Ruleset form, and Bog from the Add Terrain form.
    void designMarchlands(CostTableDesigner *designer)
    {
        QAction *newRuleset = menuEntry(designer, "&Ruleset", "&New Ruleset…");
        QVERIFY(newRuleset);
        answerModals([newRuleset] { newRuleset->trigger(); },
                     [](QWidget *modal) {
                         auto *form = qobject_cast<NewRulesetDialog *>(modal);
                         QVERIFY(form);
                         auto *from = fieldLabelled<QComboBox>(form, "&Start from:");
                         QVERIFY(from);
                         from->setCurrentIndex(from->findData("pbm-strategic"));
                         QVERIFY(from->currentText().startsWith("Copy of"));
                         QTest::keyClicks(fieldLabelled<QLineEdit>(form, "&Id:"), "marchlands");
                         QTest::keyClicks(fieldLabelled<QLineEdit>(form, "&English name:"),
                                          "Marchlands");
                         typeText(fieldLabelled<QLineEdit>(form, "&Russian name:"), "Марки");
                         pressOk(form);
                     });
        QCOMPARE(m_window->document()->ruleset()->id, QString("marchlands"));

        auto *pages = designer->findChild<QTabWidget *>();
        QVERIFY(clickTab(pages, "Map Vocabulary"));
        QVERIFY(clickTab(designer->findChild<QTabWidget *>("vocabularyTabs"), "Terrains"));
        QPushButton *add = nullptr;
        for (auto *b : designer->findChildren<QPushButton *>()) {
            if (b->text() == "&Add Terrain…")
                add = b;
        }
        QVERIFY(add && add->isVisible());
        answerModals([add] { QTest::mouseClick(add, Qt::LeftButton); },
                     [](QWidget *modal) {
                         auto *form = qobject_cast<TerrainDialog *>(modal);
                         QVERIFY(form);
                         QTest::keyClicks(fieldLabelled<QLineEdit>(form, "&Id:"), "bog");
                         QTest::keyClicks(fieldLabelled<QLineEdit>(form, "&English name:"), "Bog");
                         typeText(fieldLabelled<QLineEdit>(form, "&Russian name:"), "Трясина");
                         QLineEdit *colour = fieldLabelled<QLineEdit>(form, "&Colour:");
                         QVERIFY(colour);
                         colour->selectAll();
                         QTest::keyClicks(colour, "#5a2d82");
                         auto *pattern = fieldLabelled<QComboBox>(form, "&Pattern:");
                         pattern->setCurrentIndex(pattern->findData("solid"));
                         auto *like = fieldLabelled<QComboBox>(form, "Costs and rules &like:");
                         like->setCurrentIndex(like->findText("Fens & Swamp"));
                         QVERIFY(like->currentIndex() > 0);
                         pressOk(form);
                     });

        // The Mixed Army table: Bog's fed cost, typed into its cell.
        QVERIFY(clickTab(pages, "Cost Tables"));
        QTableView *table = designer->tableView(0);
        QVERIFY(table && table->isVisible());
        // Bog's own row, and one twin of each Fens & Swamp row that says which it copies.
        int bog = -1;
        QStringList bogRows;
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            const QString label = table->model()->headerData(row, Qt::Vertical).toString();
            if (label.startsWith("Bog"))
                bogRows << label;
            if (label == "Bog")
                bog = row;
        }
        QCOMPARE(bogRows, (QStringList{"Bog", "Bog (Swamp with Bridge/Ford)",
                                       "Bog (Swamp with Minor River)"}));
        QCOMPARE(table->model()->headerData(0, Qt::Horizontal).toString(),
                 QString("Fed Normal Cost"));
        const QModelIndex cell = table->model()->index(bog, 0);
        QCOMPARE(cell.data().toString(), QString("6")); // as Fens & Swamp
        table->scrollTo(cell);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(cell).center());
        QTest::keyClick(table->viewport(), Qt::Key_F2);
        // The cell's editor opens in the table: a number field holding 6, with "Not allowed" in
        // its list. Typed 7 and Enter.
        auto *editor = table->viewport()->findChild<QComboBox *>();
        QVERIFY(editor && editor->isVisible() && editor->lineEdit());
        QCOMPARE(editor->currentText(), QString("6"));
        editor->lineEdit()->selectAll();
        QTest::keyClicks(editor->lineEdit(), "7");
        QTest::keyClick(editor, Qt::Key_Return);
        // (The delegate commits the typed value once the key press is through.)
        QTRY_COMPARE_WITH_TIMEOUT(table->model()->index(bog, 0).data().toString(), QString("7"),
                                  5000);
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void cleanupTestCase() { m_window.reset(); }

    void newRulesetNewMapPaintAndPlan()
    {
        QVERIFY(openMainWindow(m_window, std::nullopt, {1280, 800}));
        // A map of pbm-strategic to start from (the designer designs for the open map).
        newMapThroughForm(m_window.get(), "pbm-strategic", "plains", 10, 6);
        QAction *designerEntry = menuEntry(m_window.get(), "&Rules", "Cost Table &Designer…");
        QVERIFY(designerEntry);
        designerEntry->trigger();
        CostTableDesigner *designer = m_window->costTableDesigner();
        QVERIFY(designer);
        QVERIFY(QTest::qWaitForWindowExposed(designer));
        designMarchlands(designer);
        if (QTest::currentTestFailed())
            return;

        // File ▸ New with the designer's ruleset, then back to the main window.
        newMapThroughForm(m_window.get(), "Marchlands", "plains", 10, 6);
        const HexMap &map = m_window->document()->map();
        QCOMPARE(map.rulesetId(), QString("marchlands"));
        QCOMPARE(map.width(), 10);
        designer->close();
        m_window->activateWindow();

        // Bog painted with a drag over 3,2 … 5,2, Hills & Rough with a click on 6,2.
        PlannerDriver planner(m_window.get());
        frameView(planner.view(), 1.5, planner.at(4, 2));
        QVERIFY(clickPaletteEntry(m_window.get(), 0, "Bog"));
        drag(planner.viewport(),
             {planner.centreOf(planner.at(3, 2)), planner.centreOf(planner.at(4, 2)),
              planner.centreOf(planner.at(5, 2))});
        QVERIFY(clickPaletteEntry(m_window.get(), 0, "Hills & Rough"));
        QTest::mouseClick(planner.viewport(), Qt::LeftButton, {},
                          planner.centreOf(planner.at(6, 2)));
        planner.leaveMap(); // the pointer off the map: no hex lit under it
        finishDeferredWork();
        const QImage shot = planner.viewport()->grab().toImage();
        const auto shown = [&](int col) {
            return shot.pixelColor(planner.centreOf(planner.at(col, 2)) * shot.devicePixelRatio());
        };
        for (int col : {3, 4, 5}) {
            const QColor c = shown(col);
            QVERIFY2(qAbs(c.red() - 0x5a) <= 4 && qAbs(c.green() - 0x2d) <= 4
                         && qAbs(c.blue() - 0x82) <= 4,
                     qPrintable(QString("%1,2: %2").arg(col).arg(c.name())));
        }
        QVERIFY(shown(2) != shown(3));
        QVERIFY(shown(6) != shown(3) && shown(6) != shown(2));

        // The planner, hex by hex from 1,2 to 7,2.
        QVERIFY(clickToolButton(m_window.get(), "plan-movement"));
        QTRY_VERIFY_WITH_TIMEOUT(planner.dock()->isVisible(), 5000);
        for (int col = 1; col <= 7; ++col)
            planner.click(planner.at(col, 2));
        QCOMPARE(planner.dock()->totalsLabel()->text(),
                 QString("Total 32 MP, 9 left of 12 in turn 4"));
        QCOMPARE(planner.dock()->orderEdit()->text(), QString("e, e"));
    }
};

QTEST_MAIN(TestDesignerPath)
#include "tst_designerpath.moc"
