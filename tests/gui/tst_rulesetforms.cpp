// The designer's forms for terrains, hex and edge features, unit options and constraints: each
// drives its dialog as a designer would, the loader's message shows beside the field at fault,
// and a rename or removal the open map uses changes the ruleset and the map in one undo step.
#include "../core/support/rulesettestutil.h"
#include "designer/conditions/conditiondialog.h"
#include "designer/conditions/conditionfield.h"
#include "designer/costtabledesigner.h"
#include "designer/editing/rulesetediting.h"
#include "designer/vocabulary/constraintdialog.h"
#include "designer/vocabulary/featuredialog.h"
#include "designer/vocabulary/unitoptiondialog.h"
#include "designer/vocabulary/unitoptionspage.h"
#include "designer/vocabulary/vocabularypage.h"
#include "mapdocument.h"
#include "mapedits.h"
#include "movement/planevaluator.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmap.h"
#include "support/designertestutil.h"
#include "support/guitestutil.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace hexstride;
using namespace hexstride::testing;

namespace {

const TerrainSpec kLava{"lava", {"Lava", "Лава"}, "#c83200", "dots", "plains"};

} // namespace

class TestRulesetForms : public DesignerFixture
{
    Q_OBJECT
private:
    Hex hex(int col, int row) const { return m_doc->map().grid().toHex({col, row}); }
    QString terrainAt(int col, int row) const
    {
        return m_doc->map().terrains().id(m_doc->map().terrain(hex(col, row)));
    }
    int planCost() const
    {
        const MovementRules rules(m_doc->ruleset());
        return evaluateHexPath(rules, m_doc->map(), {hex(1, 2), hex(2, 2), hex(3, 2)},
                               {{"troops", "mixed"}, {"fed", "yes"}})
            .total;
    }
    VocabularyPage *page(VocabularyPart part) const { return m_designer->vocabularyPage(part); }
    void selectRow(QTableView *view, int row)
    {
        view->setCurrentIndex(view->model()->index(row, 0));
    }
    void selectId(VocabularyPart part, const QString &id)
    {
        const auto &list = vocabularyPart(*m_doc->ruleset(), part);
        for (int i = 0; i < list.size(); ++i) {
            if (list[i].id == id)
                selectRow(page(part)->view(), i);
        }
        QCOMPARE(page(part)->currentId(), id);
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        openDesigner("pbm-strategic", "plains", [](HexMap &map) {
            map.units().append(MapUnit{"Horse",
                                       "red",
                                       map.grid().toHex({1, 1}),
                                       {{"troops", "cavalry"}, {"fed", "yes"}},
                                       0});
        });
    }
    void cleanup() { closeDesigner(); }

    void addTerrainThenRenameItWhileTheMapUsesIt()
    {
        QVERIFY(m_designer->addTerrain(kLava).isEmpty());
        const int lava = m_doc->map().terrains().indexOf("lava");
        QVERIFY(edits::paintTerrain(*m_doc, {hex(2, 2), hex(3, 2)}, std::uint8_t(lava),
                                    edits::newStrokeId()));
        const int cost = planCost();
        QUndoStack *stack = m_designer->editor()->undoStack();
        const int before = stack->index();
        selectId(VocabularyPart::Terrain, "lava");
        whenShown<FeatureDialog>([](FeatureDialog *d) {
            QCOMPARE(d->idEdit()->text(), QString("lava"));
            d->idEdit()->setText("magma");
            d->englishEdit()->setText("Magma");
            d->russianEdit()->setText("Магма");
            whenShown<ReplacementDialog>([](ReplacementDialog *r) {
                QCOMPARE(r->replacement(), QString("magma")); // the hexes follow by default
                pressOk(r);
            });
            pressOk(d);
        });
        page(VocabularyPart::Terrain)->editDialog();
        QVERIFY(!m_doc->ruleset()->vocabulary.terrain("lava"));
        QCOMPARE(m_doc->ruleset()->vocabulary.terrain("magma")->name.ru, QString("Магма"));
        QCOMPARE(terrainAt(2, 2), QString("magma"));
        QCOMPARE(terrainAt(3, 2), QString("magma"));
        QCOMPARE(terrainAt(1, 2), QString("plains"));
        QCOMPARE(planCost(), cost); // its cost-table rows name it under its new id
        QCOMPARE(stack->index(), before + 1);
        stack->undo(); // ruleset and map together
        QVERIFY(m_doc->ruleset()->vocabulary.terrain("lava"));
        QCOMPARE(terrainAt(2, 2), QString("lava"));
        QCOMPARE(terrainAt(3, 2), QString("lava"));
    }

    void renameOntoAnotherTerrainRepaintsItsHexes()
    {
        QVERIFY(m_designer->addTerrain(kLava).isEmpty());
        QVERIFY(edits::paintTerrain(*m_doc, {hex(3, 2)},
                                    std::uint8_t(m_doc->map().terrains().indexOf("lava")),
                                    edits::newStrokeId()));
        FeatureSpec spec = featureSpec(*m_doc->ruleset()->vocabulary.terrain("lava"));
        spec.id = "magma";
        QVERIFY(page(VocabularyPart::Terrain)->editFeature("lava", spec, "forest").isEmpty());
        QCOMPARE(terrainAt(3, 2), QString("forest"));
    }

    void moveTerrainChangesThePaletteOrderOnly()
    {
        selectId(VocabularyPart::Terrain, "sea");
        const int row = page(VocabularyPart::Terrain)->view()->currentIndex().row();
        page(VocabularyPart::Terrain)->findChild<QPushButton *>("moveUp")->click();
        QCOMPARE(m_doc->ruleset()->vocabulary.terrains[row - 1].id, QString("sea"));
        QCOMPARE(page(VocabularyPart::Terrain)->currentId(), QString("sea")); // still selected
        QCOMPARE(terrainAt(2, 2), QString("plains"));
        QCOMPARE(planCost(), 6);
    }

    void featureFormShowsTheLoadersMessageBesideTheField()
    {
        const auto r = m_doc->ruleset();
        const int index = int(r->vocabulary.edgeFeatures.size());
        FeatureDialog dialog(
            VocabularyPart::EdgeFeature, FeatureSpec{}, index, true, [r](const FeatureSpec &s) {
                const RulesetLoadResult a = rulesetWithFeature(*r, VocabularyPart::EdgeFeature, s);
                return a.ruleset ? QString() : a.error;
            });
        QVERIFY(!dialog.problems().shownAt("id").isEmpty()); // no id yet
        dialog.idEdit()->setText("road");
        QVERIFY2(dialog.problems().shownAt("id").contains("duplicate"),
                 qPrintable(dialog.problems().shownAt("id")));
        dialog.idEdit()->setText("canal");
        QVERIFY2(!dialog.problems().shownAt("name.en").isEmpty(), "no English name yet");
        dialog.englishEdit()->setText("Canal");
        dialog.russianEdit()->setText("Канал");
        dialog.colourEdit()->setText("blue");
        QVERIFY2(dialog.problems().shownAt("colour").contains("#rrggbb"),
                 qPrintable(dialog.problems().shownAt("colour")));
        QVERIFY(!dialog.acceptable());
        dialog.colourEdit()->setText("#3050c0");
        QVERIFY2(dialog.acceptable(), qPrintable(dialog.problems().shownAt("")));
        QCOMPARE(dialog.spec().drawAs, QString("river"));
    }

    void renameAndRemoveAnEdgeFeatureTheMapUses()
    {
        VocabularyPage *edges = page(VocabularyPart::EdgeFeature);
        whenShown<FeatureDialog>([](FeatureDialog *d) {
            d->idEdit()->setText("canal");
            d->englishEdit()->setText("Canal");
            d->russianEdit()->setText("Канал");
            pressOk(d);
        });
        edges->addDialog();
        QVERIFY(m_doc->ruleset()->vocabulary.edgeFeature("canal"));
        const EdgeId side = edgeOf(hex(2, 2), 0);
        const auto mask = FeatureMask(1u << m_doc->map().edgeFeatureIds().indexOf("canal"));
        QVERIFY(edits::setEdgeFeature(*m_doc, {side}, mask, true));
        QCOMPARE(mapUses(m_doc->map(), VocabularyPart::EdgeFeature, "canal"), 1);
        // Removing it asks; "nothing" takes it off the side, in one step with the ruleset.
        selectId(VocabularyPart::EdgeFeature, "canal");
        whenShown<ReplacementDialog>([](ReplacementDialog *r) {
            QCOMPARE(r->replacement(), QString());
            pressOk(r);
        });
        edges->removeDialog();
        QVERIFY(!m_doc->ruleset()->vocabulary.edgeFeature("canal"));
        QCOMPARE(m_doc->map().edgeFeatures(side), FeatureMask(0));
        m_designer->editor()->undoStack()->undo();
        QCOMPARE(mapUses(m_doc->map(), VocabularyPart::EdgeFeature, "canal"), 1);
        // A feature a rule needs is refused in the loader's words, and nothing changes.
        const int index = m_designer->editor()->undoStack()->index();
        const QString error = edges->removeFeature("major-river");
        QVERIFY2(error.contains("edgeHas"), qPrintable(error));
        QCOMPARE(m_designer->editor()->undoStack()->index(), index);
        QVERIFY2(m_designer->lastMessage().contains(error), qPrintable(m_designer->lastMessage()));
    }

    void editAUnitOptionRenamesTheMapsUnits()
    {
        UnitOptionsPage *options = m_designer->unitOptionsPage();
        QTableWidget *table = options->optionsTable();
        QVERIFY(table->rowCount() >= 3);
        table->setCurrentCell(1, 0);
        QCOMPARE(options->currentOption(), QString("troops"));
        whenShown<UnitOptionDialog>([](UnitOptionDialog *d) {
            d->idEdit()->setText("arm");
            QTableWidget *values = d->valuesTable();
            QCOMPARE(values->item(1, 0)->text(), QString("cavalry"));
            values->item(1, 0)->setText("horse");
            // A value the default needs: the loader's message beside "Default".
            d->defaultBox()->setCurrentIndex(d->defaultBox()->findData("horse"));
            QVERIFY(d->acceptable());
            pressOk(d);
        });
        const int before = m_designer->editor()->undoStack()->index();
        options->editOptionDialog();
        const auto r = m_doc->ruleset();
        QVERIFY(r->option("arm"));
        QVERIFY(!r->option("troops"));
        QCOMPARE(r->option("arm")->defaultValue, QString("horse"));
        QCOMPARE(m_doc->map().units()[0].profile.value("arm"), QString("horse"));
        QVERIFY(!m_doc->map().units()[0].profile.contains("troops"));
        QCOMPARE(table->item(1, 1)->text(), QString("arm"));
        m_designer->editor()->undoStack()->undo();
        QCOMPARE(m_doc->map().units()[0].profile.value("troops"), QString("cavalry"));
        QVERIFY(m_doc->ruleset()->option("troops"));
        QCOMPARE(m_designer->editor()->undoStack()->index(), before);
    }

    void optionFormShowsTheLoadersMessage()
    {
        const auto r = m_doc->ruleset();
        UnitOptionDialog dialog(UnitOptionSpec{}, int(r->unitOptions.size()), true,
                                [r](const UnitOptionSpec &s) {
                                    const RulesetLoadResult a = rulesetWithUnitOption(*r, s);
                                    return a.ruleset ? QString() : a.error;
                                });
        dialog.idEdit()->setText("fed");
        QVERIFY2(dialog.problems().shownAt("id").contains("duplicate"),
                 qPrintable(dialog.problems().shownAt("id")));
        dialog.idEdit()->setText("weather");
        QVERIFY(!dialog.acceptable()); // no name, no values
        dialog.englishEdit()->setText("Weather");
        dialog.russianEdit()->setText("Погода");
        dialog.kindBox()->setCurrentIndex(0); // a choice of values
        dialog.addValue("dry", {"Dry", "Сухо"});
        dialog.addValue("dry", {"Wet", "Сыро"});
        QVERIFY(!dialog.acceptable());
        QVERIFY2(dialog.problems().shownAt("choices").contains("choices[1].id"),
                 qPrintable(dialog.problems().shownAt("choices")));
        dialog.valuesTable()->item(1, 0)->setText("wet");
        QVERIFY2(dialog.acceptable(), qPrintable(dialog.problems().shownAt("")));
        QCOMPARE(dialog.spec().defaultValue, QString("dry"));
        QCOMPARE(dialog.spec().renamedFrom, QStringList({"", ""})); // both new
    }

    void addAConstraintThroughItsForm()
    {
        UnitOptionsPage *options = m_designer->unitOptionsPage();
        const int before = int(m_doc->ruleset()->constraints.size());
        whenShown<ConstraintDialog>([](ConstraintDialog *d) {
            QVERIFY(!d->acceptable()); // no message yet
            d->setRow(false, 0, "mover", "character");
            d->setRow(false, 1, "march", "forced");
            d->englishEdit()->setText("a character does not force-march");
            d->russianEdit()->setText("герой не идёт форсированным маршем");
            pressOk(d);
        });
        options->addConstraintDialog();
        const auto r = m_doc->ruleset();
        QCOMPARE(r->constraints.size(), before + 1);
        QCOMPARE(r->constraints.last().message.en, QString("a character does not force-march"));
        QListWidget *list = options->constraintsList();
        QCOMPARE(list->count(), before + 1);
        QVERIFY2(list->item(before)->text().contains(r->option("mover")->choices[1].label.en),
                 qPrintable(list->item(before)->text()));
        // The profile the constraint forbids is refused by the engine's validation.
        m_designer->editor()->undoStack()->undo();
        QCOMPARE(m_doc->ruleset()->constraints.size(), before);
    }

    void aConstraintBeyondRowsIsEditedThroughItsConditionField()
    {
        using Kind = Condition::Kind;
        UnitOptionsPage *options = m_designer->unitOptionsPage();
        const Condition character{Kind::Unit, {"character"}, "mover", 0, {}};
        OptionConstraint c;
        c.forbid = Condition{
            Kind::Any,
            {},
            {},
            0,
            {Condition{
                Kind::All, {}, {}, 0, {character, {Kind::Unit, {"cavalry"}, "troops", 0, {}}}}}};
        c.message = {"no mounted hero", "герой не в седле"};
        QVERIFY(!ConstraintDialog::representable(c));
        QVERIFY2(options->addConstraint(c).isEmpty(), qPrintable(options->addConstraint(c)));
        const int index = int(m_doc->ruleset()->constraints.size()) - 1;
        const Condition before = m_doc->ruleset()->constraints.at(index).forbid;
        QVERIFY(!ConstraintDialog::representable(m_doc->ruleset()->constraints.at(index)));
        const int steps = m_designer->editor()->undoStack()->count();
        options->constraintsList()->setCurrentRow(index);
        bool shown = false;
        whenShown<ConstraintDialog>([&shown](ConstraintDialog *d) {
            shown = true;
            QVERIFY(d->generalBox()->isChecked());
            QVERIFY(d->conditionField()->isVisibleTo(d));
            d->conditionField()->findChild<QPushButton *>("editCondition")->click();
            auto *form = d->conditionField()->findChild<ConditionDialog *>();
            QVERIFY(form);
            // The whole condition becomes one test: any character.
            form->tree()->setCurrentItem(form->tree()->topLevelItem(0));
            form->kindBox()->setCurrentIndex(form->kindBox()->findData(int(Kind::Unit)));
            form->optionBox()->setCurrentIndex(form->optionBox()->findData("mover"));
            for (int i = 0; i < form->valueList()->count(); ++i) {
                QListWidgetItem *item = form->valueList()->item(i);
                if (item->data(Qt::UserRole).toString() == "character")
                    item->setCheckState(Qt::Checked);
            }
            pressOk(form);
            QVERIFY2(d->acceptable(), qPrintable(d->problems().shownAt("")));
            pressOk(d);
        });
        options->editConstraintDialog();
        QVERIFY(shown);
        const Condition expected{
            Kind::All, {}, {}, 0, {Condition{Kind::All, {}, {}, 0, {character}}}};
        QCOMPARE(m_doc->ruleset()->constraints.at(index).forbid, expected);
        QCOMPARE(m_designer->editor()->undoStack()->count(), steps + 1);
        m_designer->editor()->undoStack()->undo();
        QCOMPARE(m_doc->ruleset()->constraints.at(index).forbid, before);
    }

    void aSimpleConstraintOpensAsRowsAndCanTurnGeneral()
    {
        const auto r = m_doc->ruleset();
        OptionConstraint c;
        c.forbid = Condition{Condition::Kind::All,
                             {},
                             {},
                             0,
                             {{Condition::Kind::Unit, {"character"}, "mover", 0, {}}}};
        c.message = {"no hero", "без героя"};
        QVERIFY(ConstraintDialog::representable(c));
        ConstraintDialog d(r, c, 0, false, [](const OptionConstraint &) { return QString(); });
        QVERIFY(!d.generalBox()->isChecked());
        QVERIFY(!d.conditionField()->isVisibleTo(&d));
        d.setRow(false, 1, "troops", "cavalry");
        d.generalBox()->setChecked(true);
        QVERIFY(d.conditionField()->isVisibleTo(&d));
        const Condition both{Condition::Kind::All,
                             {},
                             {},
                             0,
                             {{Condition::Kind::All,
                               {},
                               {},
                               0,
                               {{Condition::Kind::Unit, {"character"}, "mover", 0, {}},
                                {Condition::Kind::Unit, {"cavalry"}, "troops", 0, {}}}}}};
        QCOMPARE(d.constraint().forbid, both);
        // A list of values goes back to rows.
        d.generalBox()->setChecked(false);
        QVERIFY(!d.generalBox()->isChecked());
        QCOMPARE(d.constraint().forbid, both);
    }
};

QTEST_MAIN(TestRulesetForms)
#include "tst_rulesetforms.moc"
