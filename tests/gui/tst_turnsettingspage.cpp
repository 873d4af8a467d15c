// The designer's Turns & Settings page: each box edits its setting of the ruleset as one undo
// step, undo brings the old value back into the ruleset and onto the page, and a value the
// loader refuses is shown beside its field and changes nothing.
#include "designer/conditions/conditionfield.h"
#include "designer/costtabledesigner.h"
#include "designer/forms/sourcefield.h"
#include "designer/turns/perioddialog.h"
#include "designer/turns/periodsgroup.h"
#include "designer/turns/settingsgroups.h"
#include "designer/turns/turnsettingspage.h"
#include "mapdocument.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmap.h"
#include "support/designertestutil.h"
#include "support/guitestutil.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace hexstride;
using namespace hexstride::testing;

namespace {

/// Types `value` into a spin box and presses Enter, as a designer finishes an edit.
template<typename Spin>
void enter(Spin *spin, double value)
{
    spin->setValue(value);
    QTest::keyClick(spin, Qt::Key_Return);
}

} // namespace

class TestTurnSettingsPage : public DesignerFixture
{
    Q_OBJECT
private:
    TurnSettingsPage *page() const { return m_designer->turnSettingsPage(); }
    const Ruleset &ruleset() const { return *m_doc->ruleset(); }
    int undoCount() const { return m_doc->undoStack()->index(); }
    template<typename W>
    W *field(const char *name) const
    {
        W *w = page()->findChild<W *>(QLatin1String(name));
        if (!w)
            qFatal("no field %s", name);
        return w;
    }
    void open(const QString &rulesetId) { openDesigner(rulesetId); }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init() { open("strategic-commanders"); }
    void cleanup() { closeDesigner(); }

    void theDesignerHasThePage()
    {
        QTabWidget *pages = m_designer->pages();
        const int index = pages->indexOf(page());
        QVERIFY(index >= 0);
        QCOMPARE(pages->tabText(index), "Turns && Settings");
        QCOMPARE(page()->sections()->count(), 5);
    }

    void sequencingKindIsOneUndoStep()
    {
        auto *kind = field<QComboBox>("sequenceKind");
        QCOMPARE(ruleset().turns.sequence.kind, SequenceKind::Simultaneous);
        QCOMPARE(kind->currentIndex(), int(SequenceKind::Simultaneous));
        const int before = undoCount();
        kind->setCurrentIndex(int(SequenceKind::InOrder));
        QCOMPARE(ruleset().turns.sequence.kind, SequenceKind::InOrder);
        QCOMPARE(undoCount(), before + 1);
        // The rest of the turn is as it was.
        QCOMPARE(ruleset().turns.periods.size(), 6);
        QVERIFY(ruleset().turns.sequence.onePerHex);
        m_doc->undoStack()->undo();
        QCOMPARE(ruleset().turns.sequence.kind, SequenceKind::Simultaneous);
        QCOMPARE(kind->currentIndex(), int(SequenceKind::Simultaneous));
    }

    void sequencingRefusesWhatTheLoaderRefuses()
    {
        auto *group = page()->group<SequenceGroup>();
        const Ruleset before = ruleset();
        const int count = undoCount();
        // Stand-and-defend sides need the ruleset's defend rule, which this one lacks.
        field<QComboBox>("sequenceKind")->setCurrentIndex(int(SequenceKind::Encounters));
        QCOMPARE(undoCount(), count + 1);
        field<QCheckBox>("encounterDefend")->setChecked(true);
        QVERIFY2(group->problems().shownAt("encounterDefend").contains("defend"),
                 qPrintable(group->problems().shownAt("encounterDefend")));
        QCOMPARE(undoCount(), count + 1);
        QVERIFY(!ruleset().turns.sequence.encounterDefend);
        // Sight beyond what the loader takes.
        field<QCheckBox>("encounterDefend")->setChecked(false);
        enter(field<QSpinBox>("sightRadius"), 5000);
        QCOMPARE(group->problems().shownAt("sight.radius"), "expected 0 to 1000");
        QCOMPARE(ruleset().turns.sequence.sightRadius, 1);
        m_doc->undoStack()->undo();
        QVERIFY(ruleset() == before);
        // The page shows the ruleset again, not what was typed.
        QCOMPARE(field<QSpinBox>("sightRadius")->value(), 1);
        QVERIFY(group->problems().shownAt("sight.radius").isEmpty());
    }

    void scaleIsOneUndoStep()
    {
        auto *perHex = field<QDoubleSpinBox>("scalePerHex");
        QCOMPARE(ruleset().scale.perHex, 6.0);
        QCOMPARE(perHex->value(), 6.0);
        const int before = undoCount();
        enter(perHex, 9);
        QCOMPARE(ruleset().scale.perHex, 9.0);
        QCOMPARE(ruleset().scale.unit, "mile");
        QCOMPARE(undoCount(), before + 1);
        m_doc->undoStack()->undo();
        QCOMPARE(ruleset().scale.perHex, 6.0);
        QCOMPARE(perHex->value(), 6.0);
        // A unit with no size: the loader's words beside the size, nothing applied.
        enter(perHex, 0);
        QCOMPARE(page()->group<ScaleGroup>()->problems().shownAt("perHex"),
                 "expected a positive number");
        QCOMPARE(ruleset().scale.perHex, 6.0);
        QCOMPARE(undoCount(), before);
    }

    void aLongAssumedReasonShowsFromItsStart()
    {
        SourceField field;
        field.resize(200, 30);
        const QString reason(300, QLatin1Char('x'));
        field.setSource({"", {"because " + reason, "потому что " + reason}});
        QCOMPARE(field.assumedEnglishEdit()->cursorPosition(), 0);
        QCOMPARE(field.assumedRussianEdit()->cursorPosition(), 0);
        QCOMPARE(field.source().assumed,
                 (LocalizedText{"because " + reason, "потому что " + reason}));
    }

    // An assumption's reason is edited in both languages, whatever the designer's: going from
    // the English to the Russian is not leaving the field, so both change as one undo step.
    void anAssumedReasonIsEditedInBothLanguagesAsOneUndoStep()
    {
        const SourceRef was = ruleset().turns.sequence.sightSource;
        QVERIFY(was.isAssumed() && !was.assumed.ru.isEmpty() && was.assumed.ru != was.assumed.en);
        auto *source = field<SourceField>("sightSource");
        QCOMPARE(source->assumedEnglishEdit()->text(), was.assumed.en);
        QCOMPARE(source->assumedRussianEdit()->text(), was.assumed.ru);
        m_designer->show();
        m_designer->pages()->setCurrentWidget(page());
        page()->sections()->setCurrentRow(2); // Sequencing
        QApplication::setActiveWindow(m_designer.get());
        QVERIFY(QTest::qWaitForWindowActive(m_designer.get()));
        const int before = undoCount();
        QLineEdit *en = source->assumedEnglishEdit();
        QLineEdit *ru = source->assumedRussianEdit();
        en->setFocus();
        en->selectAll();
        QTest::keyClicks(en, "sight chosen");
        ru->setFocus();
        QCOMPARE(undoCount(), before);
        ru->selectAll();
        ru->insert("обзор выбран"); // as typed (QTest types ASCII only)
        QTest::keyClick(ru, Qt::Key_Return);
        QCOMPARE(ruleset().turns.sequence.sightSource.assumed,
                 (LocalizedText{"sight chosen", "обзор выбран"}));
        QCOMPARE(undoCount(), before + 1);
        m_doc->undoStack()->undo();
        QCOMPARE(ruleset().turns.sequence.sightSource, was);
        QCOMPARE(source->assumedRussianEdit()->text(), was.assumed.ru);
    }

    void minimumMoveNeedsItsSourceThenApplies()
    {
        QCOMPARE(ruleset().minimumMove.hexes, 0);
        auto *group = page()->group<MinimumMoveGroup>();
        auto *hexes = field<QSpinBox>("minimumMoveHexes");
        const int before = undoCount();
        // A new rule says where it comes from: refused until it does.
        enter(hexes, 1);
        QVERIFY(!group->problems().shownAt("source").isEmpty());
        QCOMPARE(ruleset().minimumMove.hexes, 0);
        QCOMPARE(undoCount(), before);
        auto *item = group->findChild<SourceField *>()->itemEdit();
        item->setText("§2.1");
        emit item->editingFinished();
        QCOMPARE(ruleset().minimumMove.hexes, 1);
        QCOMPARE(ruleset().minimumMove.source.item, "§2.1");
        QCOMPARE(undoCount(), before + 1);
        QVERIFY(group->problems().shownAt("source").isEmpty());
        m_doc->undoStack()->undo();
        QCOMPARE(ruleset().minimumMove.hexes, 0);
        QCOMPARE(hexes->value(), 0);
        QVERIFY(item->text().isEmpty());
    }

    void minimumMoveOfBattleFederationsKeepsItsException()
    {
        open("battle-federations");
        const Condition unless = ruleset().minimumMove.unless;
        QVERIFY(field<ConditionField>("minimumMoveUnless")->hasCondition());
        enter(field<QSpinBox>("minimumMoveHexes"), 2);
        QCOMPARE(ruleset().minimumMove.hexes, 2);
        QVERIFY(ruleset().minimumMove.unless == unless);
        m_doc->undoStack()->undo();
        QCOMPARE(ruleset().minimumMove.hexes, 1);
        QCOMPARE(field<QSpinBox>("minimumMoveHexes")->value(), 1);
    }

    void contestCriterionMovesUpAsOneUndoStep()
    {
        auto *group = page()->group<ContestGroup>();
        QTableWidget *table = group->criteriaTable();
        QCOMPARE(table->rowCount(), 3);
        const int before = undoCount();
        table->setCurrentCell(1, 2);
        field<QPushButton>("criterionUp")->click();
        QCOMPARE(ruleset().contest->criteria[0].key, "mpRemaining");
        QCOMPARE(ruleset().contest->criteria[1].key, "figures");
        QCOMPARE(undoCount(), before + 1);
        m_doc->undoStack()->undo();
        QCOMPARE(ruleset().contest->criteria[0].key, "figures");
        const auto *key = qobject_cast<QComboBox *>(table->cellWidget(0, 0));
        QCOMPARE(key->currentData().toString(), "figures");
        // "Fewer" becomes "more": the typed field changes.
        qobject_cast<QComboBox *>(table->cellWidget(0, 1))->setCurrentIndex(1);
        QVERIFY(ruleset().contest->criteria[0].preferMore);
        m_doc->undoStack()->undo();
        QVERIFY(!ruleset().contest->criteria[0].preferMore);
        // A criterion without its English name is refused, under the table.
        table->item(0, 2)->setText("");
        QVERIFY2(group->problems().shownAt("criteria").contains("criteria[0].label.en"),
                 qPrintable(group->problems().shownAt("criteria")));
        QVERIFY(!ruleset().contest->criteria[0].label.en.isEmpty());
        QCOMPARE(undoCount(), before);
    }

    void addingAPeriodIsOneUndoStep()
    {
        PeriodsGroup *periods = page()->periods();
        QCOMPARE(periods->list()->count(), 6);
        const int before = undoCount();
        bool sawDuplicate = false;
        whenShown<PeriodDialog>([&sawDuplicate](PeriodDialog *d) {
            // An id the turn has already: refused beside the id, OK waits.
            d->idEdit()->setText("day");
            d->englishEdit()->setText("Dusk");
            d->russianEdit()->setText("Сумерки");
            sawDuplicate = !d->problems().shownAt("id").isEmpty() && !d->acceptable();
            d->idEdit()->setText("dusk");
            d->parentBox()->setCurrentIndex(d->parentBox()->findData("night"));
            QVERIFY(d->acceptable());
            d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        field<QPushButton>("addPeriod")->click();
        QVERIFY(sawDuplicate);
        QCOMPARE(ruleset().turns.periods.size(), 7);
        const TurnPeriod &dusk = ruleset().turns.periods.last();
        QCOMPARE(dusk.id, "dusk");
        QCOMPARE(dusk.label.ru, "Сумерки");
        QCOMPARE(dusk.parent, "night");
        QCOMPARE(undoCount(), before + 1);
        QCOMPARE(periods->list()->count(), 7);
        m_doc->undoStack()->undo();
        QCOMPARE(ruleset().turns.periods.size(), 6);
        QCOMPARE(periods->list()->count(), 6);
    }

    void aPeriodOthersArePartOfIsNotRemoved()
    {
        PeriodsGroup *periods = page()->periods();
        const int before = undoCount();
        // "day" has half-periods: removing it would leave them part of nothing.
        QVERIFY(!periods->removePeriod(0).isEmpty());
        QVERIFY(periods->message().contains("unknown period"));
        QCOMPARE(ruleset().turns.periods.size(), 6);
        QCOMPARE(undoCount(), before);
        // A half-period may not come before its period.
        QVERIFY(!periods->movePeriod(2, 0).isEmpty());
        QCOMPARE(ruleset().turns.periods[0].id, "day");
        QCOMPARE(undoCount(), before);
        QVERIFY(periods->movePeriod(5, 4).isEmpty());
        QCOMPARE(ruleset().turns.periods[4].id, "night-half");
        QCOMPARE(periods->list()->currentRow(), 4);
        QVERIFY(periods->message().isEmpty());
    }

    void minimumStepCostOfNothingIsRefused()
    {
        auto *group = page()->group<StepCostsGroup>();
        enter(field<QSpinBox>("minimumStepCost"), 0);
        QVERIFY(group->problems().shownAt("").contains("minimumStepCost"));
        QCOMPARE(ruleset().minimumStepCost, 1);
        field<QComboBox>("rounding")->setCurrentIndex(2);
        // The box applies as it stands: while its cost is refused, a new rounding is too.
        QCOMPARE(ruleset().rounding, "up");
        enter(field<QSpinBox>("minimumStepCost"), 2);
        QCOMPARE(ruleset().rounding, "nearest");
        QCOMPARE(ruleset().minimumStepCost, 2);
    }

    void turnNameAndHoldOrder()
    {
        open("pbm-strategic");
        auto *en = field<QLineEdit>("turnNameEn");
        QCOMPARE(en->text(), "Turn");
        en->setText("Week");
        emit en->editingFinished();
        QCOMPARE(ruleset().turns.name.en, "Week");
        QCOMPARE(ruleset().turns.holdTokens, QStringList({"h", "home"}));
        auto *tokens = field<QLineEdit>("holdTokens");
        tokens->setText("h, home, rest");
        emit tokens->editingFinished();
        QCOMPARE(ruleset().turns.holdTokens, QStringList({"h", "home", "rest"}));
        // An empty name is refused beside it.
        en->setText("");
        emit en->editingFinished();
        QVERIFY(!page()->group<TurnsGroup>()->problems().shownAt("name.en").isEmpty());
        QCOMPARE(ruleset().turns.name.en, "Week");
    }

    void theRuleSummaryFileIsOneUndoStep()
    {
        auto *file = field<QLineEdit>("rulesetSourceText");
        const QString before = ruleset().sourceText;
        QVERIFY(!before.isEmpty());
        QCOMPARE(file->text(), before);
        const LocalizedText name = ruleset().name;
        const int count = undoCount();
        file->setText("  docs/rules/strategic-commanders-variant.md ");
        emit file->editingFinished();
        QCOMPARE(ruleset().sourceText, "docs/rules/strategic-commanders-variant.md");
        QCOMPARE(ruleset().name, name);
        QCOMPARE(undoCount(), count + 1);
        m_doc->undoStack()->undo();
        QCOMPARE(ruleset().sourceText, before);
        QCOMPARE(file->text(), before);
    }

    void encounterSettingsOfPbmStrategic()
    {
        open("pbm-strategic");
        auto *stops = field<QListWidget>("encounterStops");
        QCOMPARE(stops->count(), 2);
        QCOMPARE(stops->item(0)->checkState(), Qt::Checked);
        QVERIFY(field<QCheckBox>("passTolerant")->isChecked());
        field<QCheckBox>("passTolerant")->setChecked(false);
        QCOMPARE(ruleset().turns.sequence.encounterPass, QStringList({"friendly"}));
        stops->item(0)->setCheckState(Qt::Unchecked);
        QCOMPARE(ruleset().turns.sequence.encounterStops, QStringList({"fortified-centre"}));
        auto *evade = field<QComboBox>("encounterEvade");
        QCOMPARE(evade->currentData().toString(), "evasive-success");
        evade->setCurrentIndex(0);
        QVERIFY(ruleset().turns.sequence.encounterEvade.isEmpty());
        m_doc->undoStack()->undo();
        QCOMPARE(evade->currentData().toString(), "evasive-success");
    }

    void clearingWhoMovesFirstIsOneUndoStep()
    {
        open("tabletop-inches");
        auto *first = field<ConditionField>("sequenceFirst");
        QVERIFY(ruleset().turns.sequence.first);
        first->findChild<QPushButton *>("clearCondition")->click();
        QVERIFY(!ruleset().turns.sequence.first);
        QVERIFY(!first->hasCondition());
        m_doc->undoStack()->undo();
        QVERIFY(ruleset().turns.sequence.first);
        QVERIFY(first->hasCondition());
    }

    void anotherMapShowsItsOwnRuleset()
    {
        QCOMPARE(field<QComboBox>("scaleUnit")->currentData().toString(), "mile");
        open("tabletop-inches");
        QCOMPARE(field<QComboBox>("scaleUnit")->currentData().toString(), "inch");
        QCOMPARE(field<QDoubleSpinBox>("scalePerHex")->value(), 3.0);
        QVERIFY(field<QCheckBox>("allowancesInScaleUnits")->isChecked());
        QVERIFY(field<ConditionField>("sequenceFirst")->hasCondition());
    }
};

QTEST_MAIN(TestTurnSettingsPage)
#include "tst_turnsettingspage.moc"
