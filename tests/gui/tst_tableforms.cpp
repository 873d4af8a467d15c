// Cost tables are shaped in forms, not JSON (issue 17): rows, columns and whole tables are
// added, edited, moved and removed from the Cost Tables page's tool row and header menus, each
// as one undo step, and a refused edit shows the loader's message and changes nothing.
#include "designer/conditions/conditionfield.h"
#include "designer/costtabledesigner.h"
#include "designer/tables/costtabledialogs.h"
#include "designer/tables/costtablestructure.h"
#include "mapdocument.h"
#include "support/designertestutil.h"
#include "support/guitestutil.h"

#include <QAction>
#include <QHeaderView>
#include <QLineEdit>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace hexstride;
using namespace hexstride::testing;

class TestTableForms : public DesignerFixture
{
    Q_OBJECT
private:
    const CostTable &table(int i) const { return m_doc->ruleset()->costTables.at(i); }
    void trigger(const QString &action)
    {
        QAction *a = m_designer->tableStructure()->action(action);
        QVERIFY2(a, qPrintable(action));
        a->trigger();
    }
    void setCurrentCell(int table, int row, int column)
    {
        m_designer->tableTabs()->setCurrentIndex(table);
        QTableView *view = m_designer->tableView(table);
        view->setCurrentIndex(view->model()->index(row, column));
    }
    static QStringList ids(const QList<CostAxis> &axes)
    {
        QStringList out;
        for (const CostAxis &a : axes)
            out << a.id;
        return out;
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init() { openDesigner("pbm-strategic", "plains"); }
    void cleanup() { closeDesigner(); }

    void aRowWithAConditionIsAddedThroughTheFormAndUndone()
    {
        const int rowsBefore = int(table(0).rows.size());
        const int steps = m_doc->undoStack()->count();
        const Condition when = table(0).rows.at(2).when; // a condition the ruleset reads
        QVERIFY(when != Condition{});
        setCurrentCell(0, 1, 0);
        bool refusedDuplicate = false;
        whenShown<CostAxisDialog>([&](CostAxisDialog *d) {
            // An id another row has is refused beside the field, OK waits.
            d->idEdit()->setText(table(0).rows.at(0).id);
            d->englishEdit()->setText(QStringLiteral("Lava"));
            d->russianEdit()->setText(QStringLiteral("Лава"));
            refusedDuplicate = !d->acceptable();
            d->idEdit()->setText(QStringLiteral("lava"));
            d->conditionField()->setCondition(when);
            pressOk(d);
        });
        trigger(QStringLiteral("addRow"));
        QVERIFY(refusedDuplicate);
        QCOMPARE(table(0).rows.size(), rowsBefore + 1);
        const CostAxis &added = table(0).rows.at(2); // after the current row
        QCOMPARE(added.id, QStringLiteral("lava"));
        QCOMPARE(added.label.ru, QStringLiteral("Лава"));
        QCOMPARE(added.when, when);
        QCOMPARE(table(0).cells.at(2).size(), table(0).columns.size());
        for (const CostCell &cell : table(0).cells.at(2))
            QVERIFY(!cell.value.has_value()); // not allowed until given a cost
        QCOMPARE(m_designer->tableView(0)->model()->rowCount(), rowsBefore + 1);
        QCOMPARE(m_doc->undoStack()->count(), steps + 1);
        m_doc->undoStack()->undo();
        QCOMPARE(table(0).rows.size(), rowsBefore);
        QVERIFY(!ids(table(0).rows).contains(QStringLiteral("lava")));
    }

    void aColumnIsRenamedFromItsHeader()
    {
        const CostTable before = table(0);
        whenShown<CostAxisDialog>([](CostAxisDialog *d) {
            QCOMPARE(d->idEdit()->text(), QStringLiteral("unfed-normal"));
            d->englishEdit()->setText(QStringLiteral("Hungry"));
            d->russianEdit()->setText(QStringLiteral("Голодные"));
            pressOk(d);
        });
        // A double-click on the column's header opens its form.
        emit m_designer->tableView(0)->horizontalHeader()->sectionDoubleClicked(1);
        QCOMPARE(table(0).columns.at(1).id, QStringLiteral("unfed-normal"));
        QCOMPARE(table(0).columns.at(1).label.en, QStringLiteral("Hungry"));
        QCOMPARE(table(0).columns.at(1).label.ru, QStringLiteral("Голодные"));
        QCOMPARE(table(0).columns.at(1).when, before.columns.at(1).when);
        QCOMPARE(table(0).cells, before.cells);
    }

    void aRowIsRemoved()
    {
        const CostTable before = table(0);
        // Nothing selected: the row's actions wait for a row.
        QTableView *view = m_designer->tableView(0);
        view->setCurrentIndex({});
        QVERIFY(!m_designer->tableStructure()->action(QStringLiteral("removeRow"))->isEnabled());
        setCurrentCell(0, 0, 0);
        QVERIFY(m_designer->tableStructure()->action(QStringLiteral("removeRow"))->isEnabled());
        trigger(QStringLiteral("removeRow"));
        QCOMPARE(ids(table(0).rows), ids(before.rows).mid(1));
        QCOMPARE(table(0).cells, before.cells.mid(1));
    }

    void aRowIsMovedWithItsCells()
    {
        const CostTable before = table(0);
        setCurrentCell(0, 0, 0);
        trigger(QStringLiteral("moveDown"));
        QCOMPARE(table(0).rows.at(0).id, before.rows.at(1).id);
        QCOMPARE(table(0).rows.at(1).id, before.rows.at(0).id);
        QCOMPARE(table(0).cells.at(1), before.cells.at(0));
        // The moved row stays current, so moving again moves it on.
        QCOMPARE(m_designer->tableView(0)->currentIndex().row(), 1);
        trigger(QStringLiteral("moveUp"));
        QCOMPARE(table(0).rows, before.rows);
        trigger(QStringLiteral("moveUp")); // already first: nothing
        QCOMPARE(table(0).rows, before.rows);
    }

    void aTableIsAddedAndRemovedAndItsLastRowStays()
    {
        const int tables = int(m_doc->ruleset()->costTables.size());
        setCurrentCell(0, 0, 0);
        whenShown<CostTableDialog>([](CostTableDialog *d) {
            d->idEdit()->setText(QStringLiteral("boats"));
            d->englishEdit()->setText(QStringLiteral("Boats"));
            d->russianEdit()->setText(QStringLiteral("Лодки"));
            d->sourceEdit()->setText(QStringLiteral("§9"));
            pressOk(d);
        });
        trigger(QStringLiteral("addTable"));
        QCOMPARE(m_doc->ruleset()->costTables.size(), tables + 1);
        QCOMPARE(table(1).id, QStringLiteral("boats"));
        QCOMPARE(table(1).source.item, QStringLiteral("§9"));
        QCOMPARE(table(1).rows.size(), 1);
        QCOMPARE(m_designer->tableTabs()->currentIndex(), 1);
        QCOMPARE(m_designer->tableTabs()->tabText(1), QStringLiteral("Boats"));

        // A table keeps at least one row: removing its last is refused with the loader's words.
        const int steps = m_doc->undoStack()->count();
        setCurrentCell(1, 0, 0);
        trigger(QStringLiteral("removeRow"));
        QCOMPARE(table(1).rows.size(), 1);
        QCOMPARE(m_doc->undoStack()->count(), steps);
        QVERIFY2(m_designer->lastMessage().contains(QStringLiteral("costTables[1].rows")),
                 qPrintable(m_designer->lastMessage()));

        trigger(QStringLiteral("removeTable"));
        QCOMPARE(m_doc->ruleset()->costTables.size(), tables);
        QCOMPARE(table(1).id, QStringLiteral("cavalry"));
        m_doc->undoStack()->undo();
        QCOMPARE(table(1).id, QStringLiteral("boats"));
    }

    void aTableIsMovedAlongTheTabsAsOneUndoStep()
    {
        QStringList before;
        for (const CostTable &t : m_doc->ruleset()->costTables)
            before << t.id;
        QVERIFY(before.size() >= 2);
        CostTableStructure *structure = m_designer->tableStructure();
        QAction *left = structure->action(QStringLiteral("moveTableLeft"));
        QAction *right = structure->action(QStringLiteral("moveTableRight"));
        QVERIFY(left && right);
        QVERIFY(!left->toolTip().isEmpty());
        QVERIFY(!right->toolTip().isEmpty());
        // The first table goes no further left.
        setCurrentCell(0, 0, 0);
        QVERIFY(!left->isEnabled());
        QVERIFY(right->isEnabled());
        const int steps = m_doc->undoStack()->count();
        trigger(QStringLiteral("moveTableRight"));
        QCOMPARE(table(0).id, before.at(1));
        QCOMPARE(table(1).id, before.at(0));
        QCOMPARE(m_doc->undoStack()->count(), steps + 1);
        QVERIFY(m_doc->undoStack()->undoText().contains(table(1).label.en));
        // The moved table stays current, its tab named after it.
        QCOMPARE(m_designer->tableTabs()->currentIndex(), 1);
        QCOMPARE(m_designer->tableTabs()->tabText(1), table(1).label.en);
        QVERIFY(left->isEnabled());
        m_doc->undoStack()->undo();
        QStringList after;
        for (const CostTable &t : m_doc->ruleset()->costTables)
            after << t.id;
        QCOMPARE(after, before);
        // Undoing takes the current tab back with the table: it is not left on the neighbour.
        QCOMPARE(m_designer->tableTabs()->currentIndex(), 0);
        QCOMPARE(m_designer->tableTabs()->tabText(0), table(0).label.en);
        // The last table goes no further right; left brings it before its neighbour.
        const int last = int(before.size()) - 1;
        setCurrentCell(last, 0, 0);
        QVERIFY(!right->isEnabled());
        QVERIFY(left->isEnabled());
        trigger(QStringLiteral("moveTableLeft"));
        QCOMPARE(table(last - 1).id, before.at(last));
        QCOMPARE(table(last).id, before.at(last - 1));
        QCOMPARE(m_designer->tableTabs()->currentIndex(), last - 1);
    }
};

QTEST_MAIN(TestTableForms)
#include "tst_tableforms.moc"
