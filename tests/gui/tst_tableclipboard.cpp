// Cost tables to and from spreadsheets in the designer: a copied block is tab-separated with
// "Not allowed" and the assumed mark; a pasted block is one undo step; a CSV import previews the
// cells it changes before it is applied.
#include "designer/costtabledesigner.h"
#include "designer/tables/costtablemodel.h"
#include "designer/tables/csvimportdialog.h"
#include "designer/tables/tableexport.h"
#include "i18n/translations.h"
#include "mapdocument.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmap.h"
#include "support/guitestutil.h"
#include "testpaths.h"

#include <QDialogButtonBox>
#include <QFont>
#include <QItemSelectionModel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
std::shared_ptr<Ruleset> bundled(const QString &id)
{
    const auto r = loadRulesetFile(testpaths::source("/resources/rulesets/") + id + ".json");
    if (!r.ruleset)
        qFatal("%s", qPrintable(r.error));
    return std::make_shared<Ruleset>(*r.ruleset);
}
} // namespace

class TestTableClipboard : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    RulesetLibrary m_library;
    std::unique_ptr<MapDocument> m_doc;
    std::unique_ptr<CostTableDesigner> m_designer;

    const CostTable &mixed() const { return m_doc->ruleset()->costTables[0]; }
    QTableView *view() const { return m_designer->tableView(0); }
    void select(int top, int left, int bottom, int right)
    {
        QAbstractItemModel *m = view()->model();
        view()->setCurrentIndex(m->index(top, left));
        view()->selectionModel()->select(
            QItemSelection(m->index(top, left), m->index(bottom, right)),
            QItemSelectionModel::ClearAndSelect);
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        auto r = bundled("pbm-strategic");
        QCOMPARE(r->costTables[0].rows[6].id, QString("mountains"));
        // Shore / Fed Normal Cost assumed, to see the mark travel.
        r->costTables[0].cells[0][0].source = {"", {"a test assumption", "проверочное допущение"}};
        m_doc = std::make_unique<MapDocument>(
            mapForRuleset(*r, {6, 5, {}, LabelScheme::ColRow}, "plains"));
        m_doc->setRuleset(r);
        m_designer = std::make_unique<CostTableDesigner>(m_library);
        m_designer->setDocument(m_doc.get());
        m_designer->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_designer.get()));
    }
    void cleanup()
    {
        m_designer.reset();
        m_doc.reset();
    }

    void copiesBlockForASpreadsheet()
    {
        select(0, 0, 1, 1);
        QCOMPARE(m_designer->copyCells(false), QString("3*\t4\n3\t4\n"));
        select(6, 0, 6, 1);
        QCOMPARE(m_designer->copyCells(true),
                 QString("Mixed Army Movement Costs\tFed Normal Cost\tUnfed Normal Cost\n"
                         "Mountains\t12\tNot allowed\n"));
    }

    void pastedBlockIsOneUndoStep()
    {
        QUndoStack *stack = m_doc->undoStack();
        const int before = stack->count();
        QSignalSpy changed(m_doc.get(), &MapDocument::rulesetChanged);
        select(1, 0, 1, 0);
        QCOMPARE(m_designer->pasteCells("5\t6\n7\tno\n"), QString());
        QCOMPARE(stack->count(), before + 1);
        QCOMPARE(changed.count(), 1); // plans and the heat map follow the ruleset
        QVERIFY2(stack->undoText().startsWith("Paste 4 cell"), qPrintable(stack->undoText()));
        QCOMPARE(mixed().cells[1][0].value, std::optional<double>(5));
        QCOMPARE(mixed().cells[1][1].value, std::optional<double>(6));
        QCOMPARE(mixed().cells[2][0].value, std::optional<double>(7));
        QVERIFY(!mixed().cells[2][1].value);
        stack->undo();
        QCOMPARE(mixed().cells[1][0].value, std::optional<double>(3));
        QCOMPARE(mixed().cells[1][1].value, std::optional<double>(4));
        QCOMPARE(mixed().cells[2][0].value, std::optional<double>(5));
        QCOMPARE(mixed().cells[2][1].value, std::optional<double>(7));
    }

    void notAllowedAndAssumedSurviveCopyAndPaste()
    {
        select(6, 1, 6, 1); // Mountains / Unfed Normal Cost: not allowed
        const QString notAllowed = m_designer->copyCells(false);
        select(1, 1, 1, 1);
        QCOMPARE(m_designer->pasteCells(notAllowed), QString());
        QVERIFY(!mixed().cells[1][1].value);
        select(0, 0, 0, 0); // Shore / Fed Normal Cost: 3, assumed
        const QString assumed = m_designer->copyCells(false);
        select(1, 2, 1, 2);
        QCOMPARE(m_designer->pasteCells(assumed), QString());
        QCOMPARE(mixed().cells[1][2].value, std::optional<double>(3));
        QVERIFY(mixed().cellSource(1, 2).isAssumed());
        QVERIFY(m_designer->tableModel(0)
                    ->data(view()->model()->index(1, 2), Qt::FontRole)
                    .value<QFont>()
                    .italic());
    }

    void blockWithLabelsPastesByNames()
    {
        select(6, 0, 6, 1);
        const QString block = m_designer->copyCells(true).replace("\t12\t", "\t13\t");
        select(10, 3, 10, 3); // wherever the current cell is
        QCOMPARE(m_designer->pasteCells(block), QString());
        QCOMPARE(mixed().cells[6][0].value, std::optional<double>(13));
        QCOMPARE(mixed().cells[10][3], bundled("pbm-strategic")->costTables[0].cells[10][3]);
    }

    void badBlockIsRefusedWithItsPlace()
    {
        const int before = m_doc->undoStack()->count();
        select(1, 0, 1, 0);
        QCOMPARE(m_designer->pasteCells("5\t-3\n"),
                 QString("line 1, column 2 (Mixed Army Movement Costs: Plains, Unfed Normal "
                         "Cost): -3 is below zero: a cost is 0 MP or more"));
        QVERIFY(m_designer->lastMessage().contains("-3 is below zero"));
        QCOMPARE(m_doc->undoStack()->count(), before);
        QCOMPARE(mixed().cells[1][0].value, std::optional<double>(3));
    }

    void otherPagesLeaveTheTablesAlone()
    {
        select(1, 0, 1, 0);
        m_designer->pages()->setCurrentIndex(1); // Allowances: Ctrl+V is not for the tables
        const int before = m_doc->undoStack()->count();
        QCOMPARE(m_designer->copyCells(false), QString());
        QCOMPARE(m_designer->pasteCells("9\n"), QString());
        QCOMPARE(m_doc->undoStack()->count(), before);
        QCOMPARE(mixed().cells[1][0].value, std::optional<double>(3));
    }

    void importPreviewListsTheChangedCells()
    {
        const QString csv = costTableCsv(*m_doc->ruleset(), 0, "en");
        QVERIFY(csv.contains("\r\nPlains,3,4,2,3\r\n"));
        QString edited = csv;
        edited.replace("\r\nPlains,3,4,2,3\r\n", "\r\nPlains,3,5,2,3\r\n");
        CsvImportDialog dialog(*m_doc->ruleset(), 0, "mixed.csv", edited);
        QCOMPARE(dialog.table(), 0);
        QCOMPARE(dialog.changesList()->count(), 1);
        QCOMPARE(dialog.changesList()->item(0)->text(),
                 QString("Plains / Unfed Normal Cost: 4 → 5"));
        QVERIFY(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
        const int before = m_doc->undoStack()->count();
        QCOMPARE(m_designer->applyImport(dialog.table(), dialog.edit()), QString());
        QCOMPARE(m_doc->undoStack()->count(), before + 1);
        QCOMPARE(mixed().cells[1][1].value, std::optional<double>(5));

        // The exported file comes back with no change (assumed mark included).
        CsvImportDialog same(*m_doc->ruleset(), 0, "mixed.csv",
                             costTableCsv(*m_doc->ruleset(), 0, "en"));
        QCOMPARE(same.changesList()->count(), 0);
        QVERIFY(!same.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    }

    void importOfBadCsvSaysWhere()
    {
        CsvImportDialog dialog(*m_doc->ruleset(), 0, "bad.csv", "x,Fed Normal Cost\nAtlantis,3\n");
        QVERIFY2(dialog.summary().contains("line 2, column 1: no row \"Atlantis\""),
                 qPrintable(dialog.summary()));
        QCOMPARE(dialog.changesList()->count(), 0);
        QVERIFY(!dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    }

    void importOfABadCellNamesItInTheUsersWords()
    {
        // walk12 #28: a Russian file's bad cell was named "(mountains / fed-normal)". Named as
        // the Checks tab and the cell editor name it: table: row, column, in Russian.
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
        CsvImportDialog dialog(*m_doc->ruleset(), 0, "table-ru-edit.csv",
                               "Смешанная армия\tСытые, без дороги\nГоры\t-1\n");
        const QString summary = dialog.summary();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCOMPARE(summary, QString("table-ru-edit.csv нельзя импортировать: строка 2, столбец 2 "
                                  "(Смешанная армия: Горы, Сытые, без дороги): -1 меньше нуля: "
                                  "стоимость — 0\u00a0ОД или больше"));
        QCOMPARE(dialog.changesList()->count(), 0);
    }
};

QTEST_MAIN(TestTableClipboard)
#include "tst_tableclipboard.moc"
