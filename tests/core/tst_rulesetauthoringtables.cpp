// The designer's typed cost-table operations (issue 17): tables, rows, columns, the conditions
// that pick them and cells, each read back through the loader so that a refusal names the field.
#include "rules/rulesetauthoring_tables.h"
#include "rules/rulesetwriter.h"
#include "support/authoringtestutil.h"
#include "support/rulesettestutil.h"

#include <QJsonArray>
#include <QTest>

using namespace hexstride;
using testutil::enter;
using testutil::unit;

namespace {

CostAxis axis(const QString &id, const Condition &when = {})
{
    return CostAxis{id, {id, id}, when};
}

CostCell cost(double v)
{
    return CostCell{v, {}};
}

const Ruleset &pbm()
{
    static const auto r = testutil::bundled(QStringLiteral("pbm-strategic"));
    return *r;
}

} // namespace

class TestRulesetAuthoringTables : public QObject
{
    Q_OBJECT
private slots:
    void addsATableWithItsFirstCell()
    {
        CostTableHeader header{"march", {"March", "Марш"}, unit("march", {"forced"}), {}};
        // Every table says where its values come from.
        const auto unsourced = rulesetWithCostTable(pbm(), 0, header, axis("any"), axis("all"));
        QCOMPARE(unsourced.error, QString("costTables[0].source: expected a non-empty string"));
        header.source = {"§4.1", {}};
        const auto r = rulesetWithCostTable(pbm(), 0, header, axis("any"),
                                            axis("plains", enter({"plains"})), cost(2));
        QVERIFY2(r.ruleset, qPrintable(r.error));
        const CostTable &t = r.ruleset->costTables.at(0);
        QCOMPARE(t.id, QString("march"));
        QCOMPARE(t.label.ru, QString("Марш"));
        QCOMPARE(t.when, unit("march", {"forced"}));
        QCOMPARE(t.rows.at(0).when, enter({"plains"}));
        QCOMPARE(t.cells.at(0).at(0).value, std::optional<double>(2));
        QCOMPARE(r.ruleset->costTables.size(), pbm().costTables.size() + 1);
        QCOMPARE(r.ruleset->costTables.at(1).id, QString("mixed"));
    }

    void aTableConditionNamingNothingKnownIsRefusedAtItsField()
    {
        const CostTableHeader header{"x", {"X", "X"}, enter({"lava"}), {"§4", {}}};
        const auto r = rulesetWithCostTable(pbm(), 2, header, axis("any"), axis("all"));
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("costTables[2].when"), qPrintable(r.error));
        QVERIFY2(r.error.contains("lava"), qPrintable(r.error));
    }

    void aDuplicateTableIdIsRefused()
    {
        const CostTableHeader header{"mixed", {"M", "M"}, {}, {"§4", {}}};
        const auto r = rulesetWithCostTable(pbm(), 2, header, axis("any"), axis("all"));
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("costTables[2].id"), qPrintable(r.error));
    }

    void aTableOutOfRangeIsNamed()
    {
        const auto r = rulesetWithCostCell(pbm(), 9, 0, 0, cost(1));
        QVERIFY(!r.ruleset);
        QCOMPARE(r.error, QString("costTables[9]: no such item in the ruleset"));
        const auto column = rulesetWithCostCell(pbm(), 0, 0, 4, cost(1));
        QCOMPARE(column.error, QString("costTables[0].columns[4]: no such item in the ruleset"));
    }

    void renamingATableRenamesItInTheModifiersThatNameIt()
    {
        const auto tactical = testutil::bundled(QStringLiteral("tactical-formations"));
        qsizetype road = -1;
        for (qsizetype i = 0; i < tactical->costTables.size(); ++i) {
            if (tactical->costTables[i].id == QLatin1String("road"))
                road = i;
        }
        QVERIFY(road >= 0);
        CostTableHeader header = CostTableHeader::of(tactical->costTables[road]);
        header.id = "paved";
        const auto r = rulesetWithCostTableHeader(*tactical, road, header);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        int naming = 0;
        for (const Modifier &m : r.ruleset->modifiers) {
            QVERIFY(!m.tables.contains("road"));
            naming += m.tables.contains("paved") ? 1 : 0;
        }
        QVERIFY(naming >= 4);
        // Removing it while modifiers name it is refused where they do.
        const auto removed = rulesetWithoutCostTable(*r.ruleset, road);
        QVERIFY(!removed.ruleset);
        QVERIFY2(removed.error.startsWith("modifiers[") && removed.error.contains("paved"),
                 qPrintable(removed.error));
    }

    void theLastTableCannotGo()
    {
        auto r = rulesetWithoutCostTable(pbm(), 1);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->costTables.size(), 1);
        r = rulesetWithoutCostTable(*r.ruleset, 0);
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("costTables"), qPrintable(r.error));
    }

    void movingTablesReordersThem()
    {
        const auto r = rulesetWithCostTableMoved(pbm(), 1, 0);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->costTables.at(0).id, QString("cavalry"));
        QCOMPARE(r.ruleset->costTables.at(1).id, QString("mixed"));
    }

    void aNewRowBringsItsCellsOrNotAllowed()
    {
        // pbm-strategic's tables have four columns.
        const QList<CostCell> cells{cost(1), CostCell{}, cost(0.5), cost(4)};
        auto r = rulesetWithCostAxis(pbm(), 0, TableAxis::Rows, 1, axis("glacier", enter({"sea"})),
                                     cells);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        const CostTable &t = r.ruleset->costTables.at(0);
        QCOMPARE(t.rows.at(1).id, QString("glacier"));
        QCOMPARE(t.cells.at(1), cells);
        QCOMPARE(t.rows.at(2).id, pbm().costTables.at(0).rows.at(1).id);

        r = rulesetWithCostAxis(pbm(), 0, TableAxis::Rows, 0, axis("blank", enter({"sea"})));
        QVERIFY2(r.ruleset, qPrintable(r.error));
        for (const CostCell &c : r.ruleset->costTables.at(0).cells.at(0))
            QVERIFY(!c.value);

        r = rulesetWithCostAxis(pbm(), 0, TableAxis::Rows, 0, axis("short"), {cost(1)});
        QVERIFY(!r.ruleset);
        QCOMPARE(r.error,
                 QString("costTables[0].rows[0]: expected 4 cells, one per column, got 1"));
    }

    void aNewColumnGivesEveryRowACell()
    {
        const qsizetype rows = pbm().costTables.at(1).rows.size();
        QList<CostCell> cells;
        for (qsizetype i = 0; i < rows; ++i)
            cells << cost(double(i));
        const auto r = rulesetWithCostAxis(pbm(), 1, TableAxis::Columns, 4,
                                           axis("night", unit("fed", {"no"})), cells);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        const CostTable &t = r.ruleset->costTables.at(1);
        QCOMPARE(t.columns.size(), 5);
        QCOMPARE(t.columns.at(4).when, unit("fed", {"no"}));
        for (qsizetype i = 0; i < rows; ++i)
            QCOMPARE(t.cells.at(i).at(4).value, std::optional<double>(double(i)));

        const auto wrong
            = rulesetWithCostAxis(pbm(), 1, TableAxis::Columns, 0, axis("x"), {cost(1)});
        QVERIFY(!wrong.ruleset);
        QVERIFY2(wrong.error.startsWith("costTables[1].columns[0]: expected"),
                 qPrintable(wrong.error));
    }

    void aRowConditionIsCheckedAndEdited()
    {
        CostAxis edited = pbm().costTables.at(0).rows.at(0);
        edited.when = enter({"shore", "plains"});
        edited.label = {"Coast and plain", "Берег и равнина"};
        auto r = rulesetWithCostAxisReplaced(pbm(), 0, TableAxis::Rows, 0, edited);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->costTables.at(0).rows.at(0), edited);
        QCOMPARE(r.ruleset->costTables.at(0).cells, pbm().costTables.at(0).cells);

        edited.when = unit("troops", {"dragons"});
        r = rulesetWithCostAxisReplaced(pbm(), 0, TableAxis::Columns, 2, edited);
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("costTables[0].columns[2].when"), qPrintable(r.error));

        // Two rows of one id.
        edited = pbm().costTables.at(0).rows.at(1);
        r = rulesetWithCostAxisReplaced(pbm(), 0, TableAxis::Rows, 0, edited);
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.contains("costTables[0].rows[1].id"), qPrintable(r.error));
    }

    void movingAndRemovingRowsAndColumnsTakesTheirCells()
    {
        const CostTable &before = pbm().costTables.at(0);
        auto r = rulesetWithCostAxisMoved(pbm(), 0, TableAxis::Columns, 0, 3);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        const CostTable &moved = r.ruleset->costTables.at(0);
        QCOMPARE(moved.columns.at(3).id, QString("fed-normal"));
        QCOMPARE(moved.cells.at(2).at(3), before.cells.at(2).at(0));
        QCOMPARE(moved.cells.at(2).at(0), before.cells.at(2).at(1));

        r = rulesetWithCostAxisMoved(pbm(), 0, TableAxis::Rows, 2, 0);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->costTables.at(0).rows.at(0).id, QString("hills-rough"));
        QCOMPARE(r.ruleset->costTables.at(0).cells.at(0), before.cells.at(2));

        r = rulesetWithoutCostAxis(pbm(), 0, TableAxis::Columns, 1);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->costTables.at(0).columns.size(), 3);
        QCOMPARE(r.ruleset->costTables.at(0).cells.at(2).at(1), before.cells.at(2).at(2));

        r = rulesetWithoutCostAxis(pbm(), 0, TableAxis::Rows, 0);
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->costTables.at(0).rows.at(0).id, QString("plains"));
    }

    void theLastColumnCannotGo()
    {
        Ruleset r = pbm();
        for (int i = 0; i < 3; ++i) {
            const auto step = rulesetWithoutCostAxis(r, 0, TableAxis::Columns, 0);
            QVERIFY2(step.ruleset, qPrintable(step.error));
            r = *step.ruleset;
        }
        const auto last = rulesetWithoutCostAxis(r, 0, TableAxis::Columns, 0);
        QVERIFY(!last.ruleset);
        QCOMPARE(last.error, QString("costTables[0].columns: expected at least one entry"));
    }

    void cellsTakeCostsNotAllowedAndTheAssumedMark()
    {
        const SourceRef assumed{{}, {"the designer's guess", "догадка автора"}};
        auto r = rulesetWithCostCell(pbm(), 0, 1, 2, CostCell{2.5, assumed});
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->costTables.at(0).cells.at(1).at(2), (CostCell{2.5, assumed}));
        QVERIFY(r.ruleset->costTables.at(0).cellSource(1, 2).isAssumed());
        // The mark is written into the file form beside the cell.
        const QJsonArray sources
            = rulesetToJson(*r.ruleset)["costTables"][0]["rows"][1]["sources"].toArray();
        QCOMPARE(sources.at(2)["assumed"]["ru"].toString(), QString("догадка автора"));

        r = rulesetWithCostCell(*r.ruleset, 0, 1, 2, CostCell{});
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QVERIFY(!r.ruleset->costTables.at(0).cells.at(1).at(2).value);

        r = rulesetWithCostCell(pbm(), 0, 1, 2, cost(-3));
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("costTables[0].rows[1].cells[2]: -3 is negative"),
                 qPrintable(r.error));
    }
};

QTEST_GUILESS_MAIN(TestRulesetAuthoringTables)
#include "tst_rulesetauthoringtables.moc"
