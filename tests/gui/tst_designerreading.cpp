// The designer reads like a designer, not like a parser: conditions in words, a page for the
// parts without tables, "Not allowed" offered as a choice, negative values refused with a reason,
// changed values marked (also in the booklet), "not allowed" explained, "&" kept in undo texts,
// and a warning when the map uses terrains the ruleset lacks.
#include "designer/comparison/comparisonmodel.h"
#include "designer/costtabledesigner.h"
#include "designer/designerpages.h"
#include "designer/editing/rulesetediting.h"
#include "designer/rulelists/rulesetlistmodel.h"
#include "designer/rulelists/rulesetpartspage.h"
#include "designer/tables/costtablemodel.h"
#include "designer/tables/tableexport.h"
#include "dialogs/rulesetchangedialog.h"
#include "mapdocument.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmap.h"
#include "support/designertestutil.h"
#include "support/guitestutil.h"
#include "support/shownastext.h"
#include "testpaths.h"

#include <QAbstractItemDelegate>
#include <QComboBox>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QToolBar>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
const QString kRulesets = testpaths::source("/resources/rulesets/");
int rowOf(QAbstractItemModel *m, const QString &label)
{
    for (int i = 0; i < m->rowCount(); ++i) {
        if (m->headerData(i, Qt::Vertical).toString() == label)
            return i;
    }
    return -1;
}
} // namespace

class TestDesignerReading : public DesignerFixture
{
    Q_OBJECT
private:
    void open(const QString &rulesetId, const QString &fill)
    {
        closeDesigner(); // a new designer for each ruleset
        openDesigner(rulesetId, fill);
        m_designer->show();
    }
    QAction *undoAction() const
    {
        for (QAction *a : m_designer->findChild<QToolBar *>("designerToolBar")->actions()) {
            if (a->text().startsWith("&Undo"))
                return a;
        }
        return nullptr;
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init() { open("pbm-strategic", "plains"); }
    void cleanup() { closeDesigner(); }

    void conditionsReadAsSentences()
    {
        RulesetListModel *m = m_designer->listModel("allowances");
        QVERIFY(m && m->rowCount() > 0);
        for (int row = 0; row < m->rowCount(); ++row) {
            const QString when = m->index(row, 2).data().toString();
            QVERIFY2(!when.contains('{') && !when.contains('"'), qPrintable(when));
        }
        // Row and column headers of a cost table say their condition in words.
        const QString tip = shownAsText(m_designer->tableModel(0)
                                            ->headerData(1, Qt::Vertical, Qt::ToolTipRole)
                                            .toString())
                                .text;
        QVERIFY2(tip.contains("when ") && !tip.contains('{'), qPrintable(tip));
    }

    void everyPartHasAPage()
    {
        const QString text = m_designer->partsPage()->browser()->toPlainText();
        for (const char *part : {"Unit options", "Prohibitions", "Stop rules", "State changes",
                                 "Occupancy", "Turns", "Scale", "Chances", "Destinations"})
            QVERIFY2(text.contains(part), part);
        // pbm-strategic's mountain-to-mountain prohibition, its condition in words.
        QVERIFY2(text.contains("Mountain to mountain needs a road or ford"), qPrintable(text));
        QVERIFY2(text.contains("not crossing Road or Ford"), qPrintable(text));
    }

    void cellEditorOffersNotAllowed()
    {
        QTableView *view = m_designer->tableView(0);
        const QModelIndex plains = view->model()->index(1, 0);
        view->setCurrentIndex(plains);
        view->edit(plains);
        QComboBox *combo = nullptr;
        for (QComboBox *c : view->findChildren<QComboBox *>("costCellEditor")) {
            if (!c->isHidden())
                combo = c;
        }
        QVERIFY(combo);
        const int choice = combo->findText("Not allowed");
        QVERIFY(choice >= 0);
        combo->setCurrentIndex(choice);
        emit combo->activated(choice);
        QCoreApplication::processEvents();
        QCOMPARE(plains.data().toString(), QString("Not allowed"));
        QVERIFY(!m_doc->ruleset()->costTables[0].cells[1][0].value);
    }

    void negativeValuesSayWhatIsWrong()
    {
        CostTableModel *m = m_designer->tableModel(0);
        QVERIFY(!m->setData(m->index(1, 0), "-3", Qt::EditRole));
        // The cell in words, as the Checks tab names it (walk12 #3), and why.
        QCOMPARE(m_designer->lastMessage(),
                 QString("Refused: Mixed Army Movement Costs: Plains, Fed Normal Cost: -3 is below "
                         "zero: a cost is 0 MP or more"));
    }

    void changedValuesAreMarked()
    {
        CostTableModel *m = m_designer->tableModel(0);
        const QModelIndex cell = m->index(1, 0);
        const QString before = shownAsText(cell.data(Qt::ToolTipRole).toString()).text;
        QVERIFY2(before.contains("\nRule "), qPrintable(before));
        QVERIFY(cell.data(Qt::BackgroundRole) != QVariant(designerstyle::changedBackground()));
        QVERIFY(m->setData(cell, "9", Qt::EditRole));
        const QString after = shownAsText(cell.data(Qt::ToolTipRole).toString()).text;
        QVERIFY2(after.contains("\nChanged from 3 MP"), qPrintable(after));
        QCOMPARE(cell.data(Qt::BackgroundRole), QVariant(designerstyle::changedBackground()));
        // The booklet says so too.
        const QString html
            = costTableHtml(*m_doc->ruleset(), 0, "en", m_designer->editor()->baseline().get());
        QVERIFY2(html.contains("<b>9</b>") && html.contains("changed from 3"), qPrintable(html));
        // The Compare page: old → new.
        ComparePage *page = m_designer->comparePage();
        page->setMode(0);
        QCOMPARE(page->model()->index(1, 0).data().toString(), QString("3 → 9"));
    }

    void profileCompareSaysWhichRuleForbids()
    {
        ComparePage *page = m_designer->comparePage();
        page->setMode(1);
        const ComparisonGrid &g = page->model()->grid();
        const int mountains = int(g.rows.indexOf("Mountains"));
        QVERIFY(mountains >= 0);
        const QModelIndex cell = page->model()->index(mountains, 0);
        QCOMPARE(cell.data().toString(), QString("Not allowed"));
        const QString why = shownAsText(cell.data(Qt::ToolTipRole).toString()).text;
        QVERIFY2(why.contains("Mountain to mountain needs a road or ford"), qPrintable(why));
    }

    void undoTextKeepsTheAmpersand()
    {
        CostTableModel *m = m_designer->tableModel(0);
        const int hills = rowOf(m, "Hills & Rough");
        QVERIFY(hills >= 0);
        QVERIFY(m->setData(m->index(hills, 0), "7", Qt::EditRole));
        QAction *undo = undoAction();
        QVERIFY(undo);
        QVERIFY2(undo->text().contains("Hills && Rough"), qPrintable(undo->text()));
    }

    // A ruleset without the map's terrains: how they map is asked (issue 32 §1), as Map ▸
    // Properties asks; cancelled, nothing changes; accepted, the map is in the ruleset's
    // terrains and nothing is left to warn of.
    void mismatchedTerrainsAreMapped()
    {
        open("tactical-formations", "woods");
        QVERIFY(m_designer->mismatchWarning().isEmpty());
        whenShown<RulesetChangeDialog>([](RulesetChangeDialog *d) { d->reject(); });
        QVERIFY(m_designer->loadRulesetFrom(kRulesets + "pbm-strategic.json").isEmpty());
        QCOMPARE(m_doc->ruleset()->id, QString("tactical-formations"));
        QCOMPARE(m_doc->undoStack()->count(), 0);
        whenShown<RulesetChangeDialog>([](RulesetChangeDialog *d) { pressOk(d); });
        QVERIFY(m_designer->loadRulesetFrom(kRulesets + "pbm-strategic.json").isEmpty());
        QCOMPARE(m_doc->ruleset()->id, QString("pbm-strategic"));
        QCOMPARE(m_doc->map().rulesetId(), QString("pbm-strategic"));
        QCOMPARE(m_doc->map().terrains().indexOf("woods"), -1);
        QVERIFY2(m_designer->mismatchWarning().isEmpty(),
                 qPrintable(m_designer->mismatchWarning()));
    }
};

QTEST_MAIN(TestDesignerReading)
#include "tst_designerreading.moc"
