// The designer applies the typed authoring operations (issue 17) as undo steps on the open
// document: the plan re-costs at once, undo brings the ruleset back, and a refused operation
// changes nothing and says why, naming the field.
#include "designer/editing/rulesetediting.h"
#include "mapdocument.h"
#include "movement/planevaluator.h"
#include "rules/rulesetauthoring_rules.h"
#include "rules/rulesetauthoring_tables.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmap.h"
#include "testpaths.h"

#include <QSignalSpy>
#include <QTest>

using namespace hexstride;

class TestRulesetOperations : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<MapDocument> m_doc;

    Hex hex(int col, int row) const { return m_doc->map().grid().toHex({col, row}); }
    /// A one-step move east over plains for a fed, mixed army.
    int planCost() const
    {
        const MovementRules rules(m_doc->ruleset());
        return evaluateHexPath(rules, m_doc->map(), {hex(1, 2), hex(2, 2)},
                               {{"troops", "mixed"}, {"fed", "yes"}})
            .total;
    }
    static qsizetype indexOf(const QList<CostAxis> &axes, const QString &id)
    {
        for (qsizetype i = 0; i < axes.size(); ++i) {
            if (axes[i].id == id)
                return i;
        }
        return -1;
    }

private slots:
    void init()
    {
        const auto r = loadRulesetFile(testpaths::source("/resources/rulesets/pbm-strategic.json"));
        QVERIFY2(r.ruleset, qPrintable(r.error));
        const auto ruleset = std::make_shared<const Ruleset>(*r.ruleset);
        m_doc = std::make_unique<MapDocument>(
            mapForRuleset(*ruleset, {6, 5, {}, LabelScheme::ColRow}, "plains"));
        m_doc->setRuleset(ruleset);
    }
    void cleanup() { m_doc.reset(); }

    void anOperationIsOneUndoStepAndThePlanFollows()
    {
        RulesetEditor editor;
        editor.setDocument(m_doc.get());
        QCOMPARE(planCost(), 3); // plains, fed, off road: the bundled table's 3
        const Ruleset &before = *m_doc->ruleset();
        const qsizetype row = indexOf(before.costTables[0].rows, "plains");
        const qsizetype column = indexOf(before.costTables[0].columns, "fed-normal");
        QVERIFY(row >= 0 && column >= 0);
        const QString error
            = editor.applyEdited(rulesetWithCostCell(before, 0, row, column, CostCell{7, {}}),
                                 [] { return QStringLiteral("Plains cost 7"); });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_doc->undoStack()->undoText(), QString("Plains cost 7"));
        QCOMPARE(planCost(), 7);
        QVERIFY(m_doc->isModified());
        m_doc->undoStack()->undo();
        QCOMPARE(planCost(), 3);
    }

    void aRefusedOperationChangesNothingAndSaysWhere()
    {
        RulesetEditor editor;
        editor.setDocument(m_doc.get());
        QSignalSpy refused(&editor, &RulesetEditor::editRefused);
        const auto before = m_doc->ruleset();
        const Prohibition lava{"lava",
                               {"Lava", "Лава"},
                               Condition{Condition::Kind::EnterTerrain, {"lava"}, {}, 0, {}},
                               {"§5", {}}};
        const QString error = editor.applyEdited(rulesetWithRule(*before, 0, lava),
                                                 [] { return QStringLiteral("Add lava"); });
        QVERIFY2(error.startsWith("prohibitions[0].when"), qPrintable(error));
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.at(0).at(0).toString(), error);
        QCOMPARE(m_doc->undoStack()->count(), 0);
        QCOMPARE(m_doc->ruleset(), before);
    }
};

QTEST_MAIN(TestRulesetOperations)
#include "tst_rulesetoperations.moc"
