// Conditions are built in a form, never typed as JSON (issue 17): the condition form drives a
// modifier's condition as a designer would (one undo step), reads the condition as a sentence in
// the interface language as it is built, refuses what the loader refuses, and the Conditions
// page adds, renames and removes named conditions.
#include "designer/conditions/conditiondialog.h"
#include "designer/conditions/conditionfield.h"
#include "designer/conditions/namedconditionspage.h"
#include "designer/costtabledesigner.h"
#include "designer/editing/rulesetediting.h"
#include "designer/rulelists/rulesetlistmodel.h"
#include "i18n/translations.h"
#include "mapdocument.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmap.h"
#include "rules/rulesetwriter.h"
#include "support/designertestutil.h"
#include "support/guitestutil.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>

using namespace hexstride;
using namespace hexstride::testing;
using Kind = Condition::Kind;

namespace {

void chooseKind(ConditionDialog *d, Kind kind)
{
    d->kindBox()->setCurrentIndex(d->kindBox()->findData(int(kind)));
}

/// Ticks the entries of a check list whose id (item data) is in `ids`.
void tick(QListWidget *list, const QStringList &ids)
{
    for (int i = 0; i < list->count(); ++i) {
        if (ids.contains(list->item(i)->data(Qt::UserRole).toString()))
            list->item(i)->setCheckState(Qt::Checked);
    }
}

} // namespace

class TestConditionForms : public DesignerFixture
{
    Q_OBJECT
private:
    RulesetListModel *modifiers() const { return m_designer->listModel("modifiers"); }
    QTableView *viewOf(const QAbstractItemModel *model) const
    {
        for (QTableView *v : m_designer->findChildren<QTableView *>()) {
            if (v->model() == model)
                return v;
        }
        return nullptr;
    }
    /// Double-click's way into a cell's editor: opens the condition form of a Condition cell.
    ConditionDialog *openForm(RulesetListModel *model, int row, int column)
    {
        QTableView *view = viewOf(model);
        if (!view)
            return nullptr;
        view->edit(model->index(row, column));
        return m_designer->findChild<ConditionDialog *>();
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init() { openDesigner("pbm-strategic", "plains"); }
    void cleanup()
    {
        closeDesigner();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
    }

    void aModifierConditionIsBuiltInTheFormAndUndone()
    {
        const Condition before = m_doc->ruleset()->modifiers.at(0).when;
        ConditionDialog *d = openForm(modifiers(), 0, 2);
        QVERIFY(d);
        QVERIFY(d->isVisible());
        QCOMPARE(conditionToJson(d->condition()), conditionToJson(before));

        // The whole condition becomes one test: entering hills or forest.
        d->tree()->setCurrentItem(d->tree()->topLevelItem(0));
        chooseKind(d, Kind::EnterTerrain);
        QCOMPARE(d->tree()->topLevelItem(0)->childCount(), 0);
        QVERIFY(!okButton(d)->isEnabled()); // nothing ticked yet
        QVERIFY(!d->problem().isEmpty());
        QVERIFY(d->idList()->isVisibleTo(d));
        QCOMPARE(d->idList()->count(), m_doc->ruleset()->vocabulary.terrains.size());
        QCOMPARE(d->idList()->item(2)->text(), QString("Hills & Rough")); // by name, not id
        tick(d->idList(), {"hills", "forest"});
        QCOMPARE(d->preview()->text(), QString("entering Hills & Rough or Mixed Forest"));
        QVERIFY(okButton(d)->isEnabled());
        const int steps = m_doc->undoStack()->count();
        okButton(d)->click();

        const Condition expected{
            Kind::All, {}, {}, 0, {{Kind::EnterTerrain, {"hills", "forest"}, {}, 0, {}}}};
        QCOMPARE(m_doc->ruleset()->modifiers.at(0).when, expected);
        QCOMPARE(m_doc->undoStack()->count(), steps + 1);
        QCOMPARE(modifiers()->index(0, 2).data().toString(),
                 QString("entering Hills & Rough or Mixed Forest"));
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->ruleset()->modifiers.at(0).when, before);
    }

    void enterOpensTheFormOfAConditionCell()
    {
        QTableView *view = viewOf(modifiers());
        view->setCurrentIndex(modifiers()->index(0, 2));
        QTest::keyClick(view, Qt::Key_Return);
        auto *d = m_designer->findChild<ConditionDialog *>();
        QVERIFY(d);
        QCOMPARE(conditionToJson(d->condition()),
                 conditionToJson(m_doc->ruleset()->modifiers.at(0).when));
        d->reject();
    }

    void anAllOfInsideAnAllOfShowsItsTestsInTheOuterGroup()
    {
        // The loader reads {"enter": [...], "unit": {...}} as a group of groups, one per key.
        const Condition nested{
            Kind::All,
            {},
            {},
            0,
            {{Kind::All, {}, {}, 0, {{Kind::EnterTerrain, {"plains"}, {}, 0, {}}}},
             {Kind::Not, {}, {}, 0, {{Kind::EdgeHas, {"road"}, {}, 0, {}}}}}};
        ConditionDialog d(m_doc->ruleset(), nested);
        QTreeWidgetItem *root = d.tree()->topLevelItem(0);
        QCOMPARE(root->childCount(), 2);
        QCOMPARE(Kind(root->child(0)->data(0, Qt::UserRole).toInt()), Kind::EnterTerrain);
        QCOMPARE(root->child(0)->childCount(), 0);
        // Written back, the same condition as one object.
        const QJsonObject flat{{"enter", QJsonArray{"plains"}}, {"edgeLacks", QJsonArray{"road"}}};
        QCOMPARE(conditionToJson(d.condition()), flat);
    }

    void groupsAndTestsOfEveryEditor()
    {
        ConditionDialog d(m_doc->ruleset(), Condition{});
        QCOMPARE(d.preview()->text(), QString("always"));
        QVERIFY(!d.removeButton()->isEnabled()); // the root stays
        // all of: a troop type, climbing two levels, a named condition, an enemy next door.
        d.addButton()->click();
        chooseKind(&d, Kind::Unit);
        d.optionBox()->setCurrentIndex(d.optionBox()->findData("troops"));
        tick(d.valueList(), {"cavalry"});
        d.tree()->setCurrentItem(d.tree()->topLevelItem(0));
        d.addButton()->click();
        chooseKind(&d, Kind::Rise);
        d.levelBox()->setValue(2);
        d.addButton()->click(); // from a test: a sibling in its group
        chooseKind(&d, Kind::Named);
        d.namedBox()->setCurrentIndex(d.namedBox()->findData("crossing-plain"));
        d.addButton()->click();
        chooseKind(&d, Kind::AdjacentUnit);
        d.relationBox()->setCurrentIndex(d.relationBox()->findData("enemy"));
        QCOMPARE(d.tree()->topLevelItem(0)->childCount(), 4);
        const Condition built = d.condition();
        const Condition expected{Kind::All,
                                 {},
                                 {},
                                 0,
                                 {{Kind::Unit, {"cavalry"}, "troops", 0, {}},
                                  {Kind::Rise, {}, {}, 2, {}},
                                  {Kind::Named, {}, "crossing-plain", 0, {}},
                                  {Kind::AdjacentUnit, {}, "enemy", 0, {}}}};
        QCOMPARE(built, expected);
        QVERIFY2(d.preview()->text().contains("climbing 2 level"), qPrintable(d.preview()->text()));
        QVERIFY(okButton(&d)->isEnabled());

        // "Not" takes exactly one condition.
        d.tree()->setCurrentItem(d.tree()->topLevelItem(0));
        chooseKind(&d, Kind::Not);
        QVERIFY(!okButton(&d)->isEnabled());
        QVERIFY2(d.problem().contains("exactly one"), qPrintable(d.problem()));
        for (int i = 0; i < 3; ++i) {
            d.tree()->setCurrentItem(d.tree()->topLevelItem(0)->child(0));
            d.removeButton()->click();
        }
        QCOMPARE(d.tree()->topLevelItem(0)->childCount(), 1);
        QVERIFY(okButton(&d)->isEnabled());
        QCOMPARE(d.condition().kind, Kind::Not);
    }

    void theLoaderIsAskedAsTheFormChanges()
    {
        // A terrain the form offers is known; the loader's verdict still decides (here: a
        // check that refuses forest, as a rule elsewhere would).
        ConditionDialog d(m_doc->ruleset(), Condition{Kind::EnterTerrain, {"plains"}, {}, 0, {}});
        d.setCheck([](const QString &, const Condition &c) {
            return c.ids.contains("forest") ? QString("modifiers[0].when: no forest here")
                                            : QString();
        });
        QVERIFY(okButton(&d)->isEnabled());
        tick(d.idList(), {"forest"});
        QVERIFY(!okButton(&d)->isEnabled());
        QCOMPARE(d.problem(), QString("modifiers[0].when: no forest here"));
        // The cell's own check is the loader at the cell's path.
        const Condition loop{Kind::Named, {}, "nowhere", 0, {}};
        QVERIFY(!modifiers()->checkCondition(modifiers()->index(0, 2), loop).isEmpty());
    }

    void theSentenceSpeaksTheInterfaceLanguage()
    {
        QCOMPARE(applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru")),
                 QStringLiteral("ru"));
        ConditionDialog d(m_doc->ruleset(),
                          Condition{Kind::EnterTerrain, {"hills", "forest"}, {}, 0, {}});
        QCOMPARE(d.preview()->text(),
                 QString("вход в гекс: Холмистая местность или Смешанный лес"));
        QCOMPARE(d.idList()->item(2)->text(), QString("Холмистая местность"));
        QCOMPARE(d.kindBox()->currentText(), QString("входит в местность"));
    }

    void theFieldShowsAndEditsACondition()
    {
        ConditionField field;
        field.setRuleset(m_doc->ruleset());
        field.setOptional(true);
        field.clearCondition();
        QVERIFY(!field.hasCondition());
        auto *text = field.findChild<QLabel *>("conditionText");
        QCOMPARE(text->text(), QString("(none)"));
        field.setCondition(Condition{Kind::EnterTerrain, {"plains"}, {}, 0, {}});
        QVERIFY(field.hasCondition());
        QCOMPARE(text->text(), QString("entering Plains"));

        QSignalSpy changed(&field, &ConditionField::conditionChanged);
        field.findChild<QPushButton *>("editCondition")->click();
        auto *d = field.findChild<ConditionDialog *>();
        QVERIFY(d);
        tick(d->idList(), {"shore"});
        okButton(d)->click();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(field.condition(),
                 (Condition{Kind::EnterTerrain, {"shore", "plains"}, {}, 0, {}}));
        field.findChild<QPushButton *>("clearCondition")->click();
        QCOMPARE(changed.count(), 2);
        QVERIFY(!field.hasCondition());
    }

    void namedConditionsAreAddedRenamedAndRemoved()
    {
        NamedConditionsPage *page = m_designer->namedConditionsPage();
        QVERIFY(page);
        QCOMPARE(page->table()->rowCount(), 4);
        QCOMPARE(page->table()->item(1, 0)->text(), QString("crossing-major-river"));
        QVERIFY2(!page->table()->item(1, 1)->text().contains('{'),
                 qPrintable(page->table()->item(1, 1)->text()));

        // Added in the form: a name and a condition, one undo step.
        const int steps = m_doc->undoStack()->count();
        ConditionDialog *d = page->addDialog();
        QVERIFY(d);
        QVERIFY(!okButton(d)->isEnabled()); // no name yet
        d->nameEdit()->setText("wet");
        d->addButton()->click();
        tick(d->idList(), {"swamp"});
        QVERIFY2(okButton(d)->isEnabled(), qPrintable(d->problem()));
        okButton(d)->click();
        QCOMPARE(m_doc->ruleset()->namedConditions.value("wet"),
                 (Condition{Kind::All, {}, {}, 0, {{Kind::EnterTerrain, {"swamp"}, {}, 0, {}}}}));
        QCOMPARE(m_doc->undoStack()->count(), steps + 1);
        QCOMPARE(page->table()->rowCount(), 5);

        // Renamed in the form: the cost tables that use it follow, in the same step.
        const auto before = m_doc->ruleset();
        page->table()->setCurrentCell(
            page->table()->findItems("crossing-minor-river", Qt::MatchExactly).first()->row(), 0);
        d = page->editDialog();
        QVERIFY(d);
        d->nameEdit()->setText("crossing-major-river"); // taken
        QVERIFY(!okButton(d)->isEnabled());
        d->nameEdit()->setText("minor-crossing");
        okButton(d)->click();
        QVERIFY(!m_doc->ruleset()->namedConditions.contains("crossing-minor-river"));
        QCOMPARE(m_doc->ruleset()->namedConditions.value("minor-crossing"),
                 before->namedConditions.value("crossing-minor-river"));
        QCOMPARE(m_doc->ruleset()->costTables.size(), before->costTables.size());
        QVERIFY(m_doc->ruleset()->costTables != before->costTables); // their rows say it
        QCOMPARE(m_doc->undoStack()->count(), steps + 2);
        m_doc->undoStack()->undo();
        QVERIFY(*m_doc->ruleset() == *before);

        // A condition the rules use cannot go: the loader says which rule.
        QVERIFY(!page->removeNamedCondition("crossing-plain").isEmpty());
        QVERIFY2(m_designer->lastMessage().contains("crossing-plain"),
                 qPrintable(m_designer->lastMessage()));
        QVERIFY(page->removeNamedCondition("wet").isEmpty());
        QVERIFY(!m_doc->ruleset()->namedConditions.contains("wet"));
        QVERIFY(!page->renameNamedCondition("wet", "dry").isEmpty());
    }
};

QTEST_MAIN(TestConditionForms)
#include "tst_conditionforms.moc"
