// Authoring whole rulesets in the designer: a new ruleset, a terrain added from a form (checked
// by the loader as it is typed), painted on the map, given a cost (the plan re-costs), and
// removed again with its hexes put onto another terrain, each one undo step with the map.
#include "../core/support/rulesettestutil.h"
#include "designer/costtabledesigner.h"
#include "designer/editing/rulesetediting.h"
#include "designer/newrulesetdialog.h"
#include "designer/tables/costtablemodel.h"
#include "designer/vocabulary/terraindialog.h"
#include "mapdocument.h"
#include "mapedits.h"
#include "movement/planevaluator.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmap.h"
#include "support/designertestutil.h"
#include "support/guitestutil.h"

#include <QComboBox>
#include <QLineEdit>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
const TerrainSpec kLava{"lava", {"Lava", "Лава"}, "#c83200", "dots", "plains"};
} // namespace

class TestRulesetAuthoring : public DesignerFixture
{
    Q_OBJECT
private:
    Hex hex(int col, int row) const { return m_doc->map().grid().toHex({col, row}); }
    /// A two-step move east for a fed, mixed army, by the movement engine.
    int planCost() const
    {
        const MovementRules rules(m_doc->ruleset());
        const PlanResult plan
            = evaluateHexPath(rules, m_doc->map(), {hex(1, 2), hex(2, 2), hex(3, 2)},
                              {{"troops", "mixed"}, {"fed", "yes"}});
        return plan.total;
    }
    int lavaRow() const
    {
        CostTableModel *m = m_designer->tableModel(0);
        for (int i = 0; i < m->rowCount(); ++i) {
            if (m->headerData(i, Qt::Vertical, Qt::DisplayRole).toString() == "Lava")
                return i;
        }
        return -1;
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init() { openDesigner("pbm-strategic", "plains"); }
    void cleanup() { closeDesigner(); }

    void addTerrainPaintItCostItReplan()
    {
        QCOMPARE(planCost(), 6); // plains 3 + 3
        QVERIFY(m_designer->addTerrain(kLava).isEmpty());
        QVERIFY(m_doc->ruleset()->vocabulary.terrain("lava"));
        const int lava = m_doc->map().terrains().indexOf("lava");
        QVERIFY(lava >= 0);
        QVERIFY(edits::paintTerrain(*m_doc, {hex(3, 2)}, std::uint8_t(lava), edits::newStrokeId()));
        QCOMPARE(planCost(), 6); // it costs like plains to begin with
        const int row = lavaRow();
        QVERIFY(row >= 0);
        CostTableModel *m = m_designer->tableModel(0);
        QCOMPARE(m->index(row, 0).data().toString(), QString("3"));
        QVERIFY(m->setData(m->index(row, 0), "9", Qt::EditRole));
        QCOMPARE(planCost(), 12); // plains 3 + lava 9
        // Undo: the cost, the paint, then the terrain with the map's id in one step.
        QUndoStack *stack = m_designer->editor()->undoStack();
        stack->undo();
        QCOMPARE(planCost(), 6);
        stack->undo();
        stack->undo();
        QVERIFY(!m_doc->ruleset()->vocabulary.terrain("lava"));
        QCOMPARE(m_doc->map().terrains().indexOf("lava"), -1);
        QCOMPARE(stack->index(), 0);
    }

    // A terrain added like Fens & Swamp gets a twin of each Fens & Swamp row; the rows whose
    // labels do not name "Fens & Swamp" whole were all called "Bog", three rows of one name in the
    // Mixed Army table. Each twin says which row it copies (pbm-strategic's rows for swamp:
    // "Fens & Swamp", "Swamp with Bridge/Ford", "Swamp with Minor River"; in Russian
    // «Топи и болота», «Болото + мост/брод», «Болото + малая река»).
    void twinRowsSayWhichRowTheyCopy()
    {
        const TerrainSpec bog{"bog", {"Bog", "Трясина"}, "#5a2d82", "solid", "swamp"};
        QVERIFY(m_designer->addTerrain(bog).isEmpty());
        QStringList en, ru;
        for (const CostAxis &row : m_doc->ruleset()->costTables.first().rows) {
            if (row.id.startsWith("bog-")) {
                en << row.label.en;
                ru << row.label.ru;
            }
        }
        QCOMPARE(en, (QStringList{"Bog", "Bog (Swamp with Bridge/Ford)",
                                  "Bog (Swamp with Minor River)"}));
        QCOMPARE(ru, (QStringList{"Трясина", "Трясина (Болото + мост/брод)",
                                  "Трясина (Болото + малая река)"}));
    }

    void formShowsTheLoadersMessage()
    {
        TerrainDialog dialog(*m_doc->ruleset(), [r = m_doc->ruleset()](const TerrainSpec &t) {
            const RulesetLoadResult added = rulesetWithTerrain(*r, t);
            return added.ruleset ? QString() : added.error;
        });
        // walk15 #27: the message names the form's field, not the file's path to it
        // ("terrains[9].name.en: expected a non-empty string").
        dialog.idEdit()->setText("plains");
        QVERIFY2(dialog.problem().startsWith("Id: ") && dialog.problem().contains("\"plains\""),
                 qPrintable(dialog.problem()));
        QVERIFY2(!dialog.problem().contains("terrains["), qPrintable(dialog.problem()));
        dialog.idEdit()->setText("lava");
        QCOMPARE(dialog.problem(), QString("English name: fill it in, it cannot be left empty"));
        dialog.englishEdit()->setText("Lava");
        // Both names: the form says so of the Russian one until it is given.
        QCOMPARE(dialog.problem(), QString("Russian name: fill it in, it cannot be left empty"));
        dialog.russianEdit()->setText("Лава");
        QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
    }

    void removeTerrainMapsItsHexes()
    {
        QVERIFY(m_designer->addTerrain(kLava).isEmpty());
        const int lava = m_doc->map().terrains().indexOf("lava");
        QVERIFY(edits::paintTerrain(*m_doc, {hex(3, 2)}, std::uint8_t(lava), edits::newStrokeId()));
        QCOMPARE(m_designer->hexesOfTerrain("lava"), 1);
        const int before = m_designer->editor()->undoStack()->index();
        const QString removeError = m_designer->removeTerrain("lava", "forest");
        QVERIFY2(removeError.isEmpty(), qPrintable(removeError));
        QCOMPARE(m_designer->editor()->undoStack()->index(), before + 1);
        QVERIFY(!m_doc->ruleset()->vocabulary.terrain("lava"));
        const HexMap &map = m_doc->map();
        QCOMPARE(map.terrains().id(map.terrain(hex(3, 2))), QString("forest"));
        QCOMPARE(map.terrains().id(map.terrain(hex(2, 2))), QString("plains"));
        m_designer->editor()->undoStack()->undo();
        QCOMPARE(m_doc->map().terrains().id(m_doc->map().terrain(hex(3, 2))), QString("lava"));
        QVERIFY(m_doc->ruleset()->vocabulary.terrain("lava"));
    }

    // Issue 32 §5: New Ruleset ▸ Blank made every hex open ground and took every river off the
    // open map, without asking. The blank ruleset now has the map's terrains and features, so
    // the map stays as it was, hex for hex and side for side; one undo step takes it back.
    void blankRulesetLeavesTheMapAlone()
    {
        const HexMap &map = m_doc->map();
        const auto id
            = [&](const QString &terrain) { return std::uint8_t(map.terrains().indexOf(terrain)); };
        QVERIFY(edits::paintTerrain(*m_doc, {hex(3, 2)}, id("forest")));
        QVERIFY(edits::paintTerrain(*m_doc, {hex(4, 2), hex(4, 3)}, id("sea")));
        const FeatureMask river = FeatureMask(1u << map.edgeFeatureIds().indexOf("minor-river"));
        QVERIFY(edits::setEdgeFeature(*m_doc, {edgeOf(hex(2, 2), 0), edgeOf(hex(2, 2), 1)}, river,
                                      true));
        const FeatureMask town = FeatureMask(1u << map.hexFeatureIds().indexOf("town"));
        QVERIFY(edits::setHexFeature(*m_doc, {hex(1, 1)}, town, true));
        const HexMap before = m_doc->map();
        const int steps = m_designer->editor()->undoStack()->index();

        const QString error = m_designer->createRuleset(nullptr, "blank", {"Blank", "Пустой"});
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(m_doc->ruleset()->id, QString("blank"));
        const HexMap &after = m_doc->map();
        QCOMPARE(after.terrains().ids(), before.terrains().ids());
        QCOMPARE(after.edgeFeatureIds().ids(), before.edgeFeatureIds().ids());
        QCOMPARE(after.hexFeatureIds().ids(), before.hexFeatureIds().ids());
        QCOMPARE(terrainDifferences(before, after), 0);
        QCOMPARE(edgeDifferences(before, after), 0);
        QCOMPARE(after.terrains().id(after.terrain(hex(3, 2))), QString("forest"));
        QCOMPARE(after.terrains().id(after.terrain(hex(4, 3))), QString("sea"));
        QCOMPARE(after.edgeFeatures(edgeOf(hex(2, 2), 1)), river);
        QCOMPARE(after.hexFeatures(hex(1, 1)), town);
        // Every terrain costs one point in the blank rules: two steps east cost 2.
        const MovementRules rules(m_doc->ruleset());
        QCOMPARE(evaluateHexPath(rules, after, {hex(1, 2), hex(2, 2), hex(3, 2)}, {}).total, 2);
        m_designer->editor()->undoStack()->undo();
        QCOMPARE(m_designer->editor()->undoStack()->index(), steps);
        QCOMPARE(m_doc->ruleset()->id, QString("pbm-strategic"));
    }

    void newRulesetBlankOrCopy()
    {
        QVERIFY(m_designer
                    ->createRuleset(m_doc->ruleset().get(), "my-rules", {"My rules", "Мои правила"})
                    .isEmpty());
        QCOMPARE(m_doc->ruleset()->id, QString("my-rules"));
        QCOMPARE(m_doc->ruleset()->name.ru, QString("Мои правила"));
        QCOMPARE(planCost(), 6); // the same tables
        const QString blank = m_designer->createRuleset(nullptr, "blank", {"Blank", "Пустой"});
        QVERIFY2(blank.isEmpty(), qPrintable(blank));
        // The map's nine pbm-strategic terrains stay (see blankRulesetLeavesTheMapAlone).
        QCOMPARE(m_doc->ruleset()->vocabulary.terrains.size(), 9);
        // Its rules are its designer's choice, said in both languages.
        QCOMPARE(m_doc->ruleset()->turns.source.assumed.ru,
                 QString("новый набор правил: выбрано его автором"));
        // The dialog refuses an id the loader refuses, in its words.
        NewRulesetDialog dialog(m_doc->ruleset(), m_library,
                                [](const Ruleset *from, const QString &id, const LocalizedText &n) {
                                    const RulesetLoadResult r = newRuleset(from, id, n);
                                    return r.ruleset ? QString() : r.error;
                                });
        dialog.idEdit()->setText("next");
        QVERIFY(!dialog.problem().isEmpty()); // no English name yet
        dialog.findChild<QLineEdit *>("rulesetEnglishName")->setText("Next");
        QVERIFY2(dialog.problem().contains("name.ru"),
                 qPrintable(dialog.problem())); // the loader's
        dialog.findChild<QLineEdit *>("rulesetRussianName")->setText("Следующий");
        QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
    }
};

QTEST_MAIN(TestRulesetAuthoring)
#include "tst_rulesetauthoring.moc"
