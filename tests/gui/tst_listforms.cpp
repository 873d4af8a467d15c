// The designer's Allowances and Modifiers pages (issue 17): entries added, edited, moved and
// removed through their forms as a designer would fill them, each one undo step; a duplicate id
// shows the loader's message beside the id and applies nothing.
#include "designer/conditions/conditionfield.h"
#include "designer/costtabledesigner.h"
#include "designer/designerpages.h"
#include "designer/editing/rulesetediting.h"
#include "designer/rulelists/listdialogs.h"
#include "designer/rulelists/listformspage.h"
#include "support/designertestutil.h"
#include "support/guitestutil.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QUndoStack>

using namespace hexstride;
using namespace hexstride::testing;

namespace {

using Kind = Condition::Kind;

Condition entering(const QStringList &ids)
{
    return Condition{Kind::All, {}, {}, 0, {Condition{Kind::EnterTerrain, ids, {}, 0, {}}}};
}

void fillCommon(RuleDialog *d, const QString &id, const QString &english)
{
    d->idEdit()->setText(id);
    d->englishEdit()->setText(english);
    d->russianEdit()->setText(QStringLiteral("Проверка"));
    d->sourceEdit()->setText(QStringLiteral("§2"));
}

/// Ticks the item of `list` whose id is `id`.
void tick(QListWidget *list, const QString &id)
{
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(Qt::UserRole).toString() == id)
            list->item(i)->setCheckState(Qt::Checked);
    }
}

} // namespace

class TestListForms : public DesignerFixture
{
    Q_OBJECT
private:
    ListFormsPage *page(const char *name) const
    {
        return m_designer->findChild<ListFormsPage *>(QLatin1String(name));
    }
    ListFormsPage *allowances() const { return page("allowancesPage"); }
    ListFormsPage *modifiers() const { return page("modifiersPage"); }
    QUndoStack *undoStack() const { return m_designer->editor()->undoStack(); }
    const Ruleset &ruleset() const { return *m_doc->ruleset(); }
    void select(ListFormsPage *p, int row)
    {
        p->view()->setCurrentIndex(p->view()->model()->index(row, 0));
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init() { openDesigner("pbm-strategic", "plains"); }
    void cleanup() { closeDesigner(); }

    void pagesHaveTheirButtons()
    {
        for (ListFormsPage *p : {allowances(), modifiers()}) {
            QVERIFY(p);
            for (const char *name :
                 {"addEntry", "editEntry", "moveEntryUp", "moveEntryDown", "removeEntry"})
                QVERIFY2(p->findChild<QPushButton *>(QLatin1String(name)), name);
            QVERIFY(p->findChild<QTableView *>() == p->view()); // the in-place table stays
        }
    }

    void addEditMoveRemoveAnAllowance()
    {
        const qsizetype before = ruleset().allowances.size();
        const int steps = undoStack()->index();
        whenShown<AllowanceDialog>([](AllowanceDialog *d) {
            fillCommon(d, "scout", "Scout");
            d->pointsBox()->setValue(20);
            d->bonusBox()->setValue(3);
            d->bonusStepField()->setCondition(entering({"plains"}));
            pressOk(d);
        });
        allowances()->addDialog();
        QCOMPARE(ruleset().allowances.size(), before + 1);
        // pbm-strategic's list ends with the catch-all "army": a new entry goes before it.
        const int at = int(before) - 1;
        QCOMPARE(ruleset().allowances.last().id, QString("army"));
        const Allowance added = ruleset().allowances[at];
        QCOMPARE(added.id, QString("scout"));
        QCOMPARE(added.label, (LocalizedText{"Scout", "Проверка"}));
        QCOMPARE(added.points, 20);
        QCOMPARE(added.bonus, 3);
        QCOMPARE(added.bonusEveryStep, entering({"plains"}));
        QCOMPARE(added.when, Condition{}); // no condition: every unit
        QCOMPARE(allowances()->view()->model()->rowCount(), int(before + 1));
        QCOMPARE(allowances()->view()->currentIndex().row(), at);
        QCOMPARE(undoStack()->index(), steps + 1);
        undoStack()->undo();
        QCOMPARE(ruleset().allowances.size(), before);
        undoStack()->redo();

        // Edit: unlimited points, and no bonus condition any more.
        select(allowances(), at);
        whenShown<AllowanceDialog>([](AllowanceDialog *d) {
            QCOMPARE(d->idEdit()->text(), QString("scout"));
            QCOMPARE(d->pointsBox()->value(), 20);
            d->unlimitedBox()->setChecked(true);
            d->bonusBox()->setValue(0);
            d->bonusStepField()->clearCondition();
            pressOk(d);
        });
        allowances()->editDialog();
        QCOMPARE(ruleset().allowances[at].points, -1);
        QCOMPARE(ruleset().allowances[at].bonusEveryStep, Condition{});

        // Move it to the top, then remove it; each one step.
        QVERIFY(allowances()->moveItem(at, 0).isEmpty());
        QCOMPARE(ruleset().allowances.first().id, QString("scout"));
        QCOMPARE(allowances()->view()->currentIndex().row(), 0);
        QVERIFY(allowances()->removeItem(0).isEmpty());
        QCOMPARE(ruleset().allowances.size(), before);
        QVERIFY(!ruleset().allowances.contains(added));
        undoStack()->undo();
        QCOMPARE(ruleset().allowances.first().id, QString("scout"));
    }

    void addAndEditAModifier()
    {
        const qsizetype before = ruleset().modifiers.size();
        const int steps = undoStack()->index();
        whenShown<ModifierDialog>([](ModifierDialog *d) {
            fillCommon(d, "mud", "Mud");
            d->conditionField()->setCondition(entering({"forest"}));
            d->effectBox()->setCurrentIndex(d->effectBox()->findData(int(ModifierEffect::Add)));
            d->valueBox()->setValue(2);
            d->perBox()->setCurrentIndex(d->perBox()->findData(QStringLiteral("rise")));
            d->groupEdit()->setText("weather");
            d->orderBox()->setValue(20);
            QCOMPARE(d->tablesList()->count(), 2); // the ruleset's tables, by label
            QCOMPARE(d->tablesList()->item(1)->text(), QString("Cavalry Only Army Movement Costs"));
            tick(d->tablesList(), "cavalry");
            pressOk(d);
        });
        modifiers()->addDialog();
        QCOMPARE(ruleset().modifiers.size(), before + 1);
        const Modifier m = ruleset().modifiers.last(); // order 20 sorts after "evasive" (10)
        QCOMPARE(m.id, QString("mud"));
        QCOMPARE(m.when, entering({"forest"}));
        QCOMPARE(m.effect, ModifierEffect::Add);
        QCOMPARE(m.value, 2.0);
        QCOMPARE(m.per, QString("rise"));
        QCOMPARE(m.group, QString("weather"));
        QCOMPARE(m.order, 20);
        QCOMPARE(m.tables, QStringList{"cavalry"});
        QCOMPARE(undoStack()->index(), steps + 1);
        undoStack()->undo();
        QCOMPARE(ruleset().modifiers.size(), before);
        undoStack()->redo();

        // Edit: "not allowed" takes no value and counts no levels.
        select(modifiers(), int(before));
        whenShown<ModifierDialog>([](ModifierDialog *d) {
            QCOMPARE(d->idEdit()->text(), QString("mud"));
            d->effectBox()->setCurrentIndex(
                d->effectBox()->findData(int(ModifierEffect::Prohibit)));
            QVERIFY(!d->valueBox()->isEnabled());
            pressOk(d);
        });
        modifiers()->editDialog();
        QCOMPARE(ruleset().modifiers.last().effect, ModifierEffect::Prohibit);
        QCOMPARE(ruleset().modifiers.last().per, QString());
        QCOMPARE(ruleset().modifiers.last().tables, QStringList{"cavalry"});

        QVERIFY(modifiers()->removeItem(int(before)).isEmpty());
        QCOMPARE(ruleset().modifiers.size(), before);
    }

    void modifiersMoveOnlyAmongThoseOfTheirOrder()
    {
        // pbm-strategic has one modifier, "evasive", of order 10.
        auto add = [this](const QString &id, int order) {
            whenShown<ModifierDialog>([id, order](ModifierDialog *d) {
                fillCommon(d, id, id);
                d->conditionField()->setCondition(entering({"hills"}));
                d->valueBox()->setValue(1);
                d->orderBox()->setValue(order);
                pressOk(d);
            });
            modifiers()->addDialog();
        };
        add("late", 20);
        add("peer", 10);
        QStringList ids;
        for (const Modifier &m : ruleset().modifiers)
            ids << m.id;
        QCOMPARE(ids, (QStringList{"evasive", "peer", "late"})); // sorted by order
        auto *up = modifiers()->findChild<QPushButton *>("moveEntryUp");
        select(modifiers(), 2);
        QVERIFY(!up->isEnabled()); // "late" cannot pass a lower order
        QVERIFY(!modifiers()->canMove(2, 1));
        select(modifiers(), 1);
        QVERIFY(up->isEnabled());
        const int steps = undoStack()->index();
        up->click();
        QCOMPARE(ruleset().modifiers.first().id, QString("peer"));
        QCOMPARE(undoStack()->index(), steps + 1);
    }

    void duplicateIdShowsTheLoadersMessageAndAppliesNothing()
    {
        const QString taken = ruleset().modifiers.first().id;
        const int steps = undoStack()->count();
        bool seen = false;
        whenShown<ModifierDialog>([&seen, taken](ModifierDialog *d) {
            fillCommon(d, taken, "Again");
            d->conditionField()->setCondition(entering({"forest"}));
            d->valueBox()->setValue(1);
            seen = true;
            QVERIFY(!d->acceptable());
            QVERIFY2(d->problems().shownAt("id").contains(taken),
                     qPrintable(d->problems().shownAt("id")));
            d->accept(); // refused: the form stays open
            QVERIFY(d->isVisible());
            d->reject();
        });
        modifiers()->addDialog();
        QVERIFY(seen);
        QCOMPARE(undoStack()->count(), steps);

        const QString allowance = ruleset().allowances.first().id;
        seen = false;
        whenShown<AllowanceDialog>([&seen, allowance](AllowanceDialog *d) {
            fillCommon(d, allowance, "Again");
            d->pointsBox()->setValue(5);
            seen = true;
            QVERIFY(!d->acceptable());
            QVERIFY2(d->problems().shownAt("id").contains(allowance),
                     qPrintable(d->problems().shownAt("id")));
            d->reject();
        });
        allowances()->addDialog();
        QVERIFY(seen);
        QCOMPARE(undoStack()->count(), steps);
    }
    // Issue 32 §3: "Add…" puts a specific allowance before the catch-all "Army" (first match
    // wins); moved after it, it is never used and the Checks page says so.
    void addPutsAnAllowanceBeforeTheCatchAll()
    {
        m_designer->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_designer.get()));
        m_designer->pages()->setCurrentWidget(allowances());
        QCOMPARE(allowances()->orderNote()->text(),
                 QString("Checked in this order; the first that matches is used."));
        // pbm-strategic: Character, Long Stride, Fast Stride, Path Mastery, Force March, Army.
        QCOMPARE(ruleset().allowances.size(), 6);
        whenShown<AllowanceDialog>([](AllowanceDialog *d) {
            fillCommon(d, "mounted", "Mounted");
            d->conditionField()->setCondition(Condition{
                Kind::All, {}, {}, 0, {Condition{Kind::Unit, {"cavalry"}, "troops", 0, {}}}});
            d->pointsBox()->setValue(16);
            pressOk(d);
        });
        QTest::mouseClick(allowances()->findChild<QPushButton *>("addEntry"), Qt::LeftButton);
        QCOMPARE(ruleset().allowances.size(), 7);
        QCOMPARE(ruleset().allowances[5].id, QString("mounted")); // 6th, before Army
        QCOMPARE(ruleset().allowances[6].id, QString("army"));
        ChecksPage *checks = m_designer->checksPage();
        m_designer->pages()->setCurrentWidget(checks);
        QTRY_VERIFY_WITH_TIMEOUT(!checks->summary().isEmpty(), 10000);
        QVERIFY(checks->list()->findItems("never used", Qt::MatchContains).isEmpty());

        // After the catch-all: entry 7 is never used, Army (entry 6) takes every unit first.
        m_designer->pages()->setCurrentWidget(allowances());
        select(allowances(), 5);
        QTest::mouseClick(allowances()->findChild<QPushButton *>("moveEntryDown"), Qt::LeftButton);
        QCOMPARE(ruleset().allowances[6].id, QString("mounted"));
        m_designer->pages()->setCurrentWidget(checks);
        QTRY_VERIFY_WITH_TIMEOUT(
            !checks->list()->findItems("never used", Qt::MatchContains).isEmpty(), 10000);
        const QList<QListWidgetItem *> found
            = checks->list()->findItems("never used", Qt::MatchContains);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0]->text(), QString("Allowances: entry 7 \"Mounted\" is never used: "
                                           "entry 6 \"Army\" is checked first and matches "
                                           "everywhere it does"));
        QCOMPARE(found[0]->data(Qt::UserRole).toString(), QString("allowances[6]"));
        // Activating it shows that entry.
        emit checks->list()->itemActivated(found[0]);
        QCOMPARE(m_designer->pages()->currentWidget(), allowances());
        QCOMPARE(allowances()->view()->currentIndex().row(), 6);
    }

    // Issue 32 §4: the form says what a plain modifier cannot do, and a "set" modifier may
    // override "Not allowed"; another effect cannot.
    void aSetModifierMayOverrideNotAllowed()
    {
        whenShown<ModifierDialog>([](ModifierDialog *d) {
            fillCommon(d, "causeway", "Causeway");
            d->conditionField()->setCondition(
                Condition{Kind::All, {}, {}, 0, {Condition{Kind::EdgeHas, {"road"}, {}, 0, {}}}});
            auto *note = d->findChild<QLabel *>("overridesNote");
            QVERIFY(note && note->isVisible());
            QVERIFY(note->text().contains("cannot lift it"));
            d->effectBox()->setCurrentIndex(d->effectBox()->findData(int(ModifierEffect::Add)));
            QVERIFY(!d->overridesBox()->isEnabled());
            d->effectBox()->setCurrentIndex(d->effectBox()->findData(int(ModifierEffect::Set)));
            QVERIFY(d->overridesBox()->isEnabled());
            QCOMPARE(d->overridesBox()->text(),
                     QString("Even where the table says \"Not allowed\""));
            d->valueBox()->setValue(1);
            QTest::mouseClick(d->overridesBox(), Qt::LeftButton, {},
                              QPoint(4, d->overridesBox()->height() / 2));
            QVERIFY(d->overridesBox()->isChecked());
            pressOk(d);
        });
        modifiers()->addDialog();
        const Modifier m = ruleset().modifiers.first(); // order 0 comes first
        QCOMPARE(m.id, QString("causeway"));
        QCOMPARE(m.effect, ModifierEffect::Set);
        QVERIFY(m.overridesNotAllowed);
        // The table says so beside the effect.
        QCOMPARE(modifiers()->view()->model()->index(0, 3).data().toString(),
                 QString("set to, even where \"Not allowed\""));

        // Edited to an addition, the flag goes (only "set" may override).
        select(modifiers(), 0);
        whenShown<ModifierDialog>([](ModifierDialog *d) {
            QVERIFY(d->overridesBox()->isChecked());
            d->effectBox()->setCurrentIndex(d->effectBox()->findData(int(ModifierEffect::Add)));
            pressOk(d);
        });
        modifiers()->editDialog();
        QCOMPARE(ruleset().modifiers.first().effect, ModifierEffect::Add);
        QVERIFY(!ruleset().modifiers.first().overridesNotAllowed);
    }
};

QTEST_MAIN(TestListForms)
#include "tst_listforms.moc"
