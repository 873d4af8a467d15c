// The designer's Rule Lists page (issue 17): prohibitions, stop rules, state changes, occupancy,
// chances, ranges and destinations, each added, edited, moved and removed through its form as a
// designer would, one undo step each; a form with a bad id shows the loader's message beside the
// id and applies nothing.
#include "designer/conditions/conditionfield.h"
#include "designer/costtabledesigner.h"
#include "designer/editing/rulesetediting.h"
#include "designer/rulelists/optionvaluerows.h"
#include "designer/rulelists/ruledialogs.h"
#include "designer/rulelists/rulelistspage.h"
#include "designer/rulelists/rulesetpartspage.h"
#include "mapdocument.h"
#include "rules/rulesetauthoring_rules.h"
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
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoStack>

using namespace hexstride;
using namespace hexstride::testing;

namespace {

using Kind = Condition::Kind;

/// {"enter": ids} as the loader reads it.
Condition entering(const QStringList &ids)
{
    return Condition{Kind::All, {}, {}, 0, {Condition{Kind::EnterTerrain, ids, {}, 0, {}}}};
}

/// The fields every rule form has, filled as a designer would.
void fillCommon(RuleDialog *d, const QString &id, const QString &english, const Condition &when)
{
    d->idEdit()->setText(id);
    d->englishEdit()->setText(english);
    d->russianEdit()->setText(QStringLiteral("Проверка"));
    d->conditionField()->setCondition(when);
    d->sourceEdit()->setText(QStringLiteral("§2"));
}

} // namespace

class TestRulePages : public DesignerFixture
{
    Q_OBJECT
private:
    RuleListsPage *page() const { return m_designer->findChild<RuleListsPage *>(); }
    QUndoStack *undoStack() const { return m_designer->editor()->undoStack(); }

    /// Adds an item through the page's form (`fill` sets the kind's own fields), checks it with
    /// `added`, undoes and redoes it; edits it with `change` and checks it with `edited`;
    /// refuses a duplicate and an empty id beside the id field; removes it and undoes that.
    template<typename D, typename Rule>
    void addEditRemove(RulePart part, const QList<Rule> &(*list)(const Ruleset &),
                       std::function<void(D *)> fill, std::function<void(const Rule &)> added,
                       std::function<void(D *)> change, std::function<void(const Rule &)> edited)
    {
        page()->setPart(part);
        const qsizetype before = list(*m_doc->ruleset()).size();
        QCOMPARE(page()->itemsList()->count(), int(before));

        // Add.
        whenShown<D>([fill](D *d) {
            fillCommon(d, "test-rule", "Test rule", entering({"sea"}));
            fill(d);
            pressOk(d);
        });
        page()->addDialog();
        QCOMPARE(list(*m_doc->ruleset()).size(), before + 1);
        const Rule rule = list(*m_doc->ruleset()).last();
        QCOMPARE(rule.id, QString("test-rule"));
        QCOMPARE(rule.label, (LocalizedText{"Test rule", "Проверка"}));
        QCOMPARE(rule.source.item, QString("§2"));
        added(rule);
        QCOMPARE(page()->itemsList()->count(), int(before + 1));
        QVERIFY2(page()->itemsList()->item(int(before))->text().startsWith("Test rule: "),
                 qPrintable(page()->itemsList()->item(int(before))->text()));
        // One undo step.
        undoStack()->undo();
        QCOMPARE(list(*m_doc->ruleset()).size(), before);
        QCOMPARE(page()->itemsList()->count(), int(before));
        undoStack()->redo();
        QCOMPARE(list(*m_doc->ruleset()).last(), rule);

        // Edit.
        page()->itemsList()->setCurrentRow(int(before));
        whenShown<D>([change](D *d) {
            QCOMPARE(d->idEdit()->text(), QString("test-rule"));
            change(d);
            pressOk(d);
        });
        page()->editDialog();
        QCOMPARE(list(*m_doc->ruleset()).size(), before + 1);
        edited(list(*m_doc->ruleset()).last());

        // A bad id: the loader's message beside the id, OK disabled, nothing applied.
        const int steps = undoStack()->count();
        const QString clash = before > 0 ? list(*m_doc->ruleset()).first().id : "test-rule";
        bool seen = false;
        whenShown<D>([&seen, fill, clash](D *d) {
            fillCommon(d, clash, "Another", entering({"sea"}));
            fill(d);
            seen = true;
            QVERIFY(!d->acceptable());
            QVERIFY2(d->problems().shownAt("id").contains(clash),
                     qPrintable(d->problems().shownAt("id")));
            d->idEdit()->clear();
            QVERIFY(!d->acceptable());
            QVERIFY(!d->problems().shownAt("id").isEmpty());
            // Accepting a form that is not acceptable does not close it either.
            d->accept();
            QVERIFY(d->isVisible());
            d->reject();
        });
        page()->addDialog();
        QVERIFY(seen);
        QCOMPARE(list(*m_doc->ruleset()).size(), before + 1);
        QCOMPARE(undoStack()->count(), steps);

        // Remove, and undo that.
        QVERIFY(page()->removeItem(int(before)).isEmpty());
        QCOMPARE(list(*m_doc->ruleset()).size(), before);
        undoStack()->undo();
        QCOMPARE(list(*m_doc->ruleset()).size(), before + 1);
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        openDesigner("pbm-strategic", "plains");
        QVERIFY(page());
    }
    void cleanup() { closeDesigner(); }

    void thePageIsATabOfTheRulesPage()
    {
        // The designer's "Rules" tab: the lists first, their summary on a tab beside them.
        RulesetPartsPage *rules = m_designer->partsPage();
        QCOMPARE(rules->listsPage(), page());
        QCOMPARE(rules->tabs()->currentWidget(), page());
        QCOMPARE(rules->tabs()->tabText(0), QString("Rule Lists"));
        QCOMPARE(rules->tabs()->tabText(1), QString("Summary"));
        QCOMPARE(rules->tabs()->widget(1), rules->browser());
        QVERIFY(rules->browser()->toPlainText().contains("Mountain to mountain"));
    }

    void mountainToMountainIsOnThePage()
    {
        // pbm-strategic's one prohibition, with its condition in words.
        page()->setPart(RulePart::Prohibitions);
        QCOMPARE(page()->partsList()->currentItem()->text(), QString("Prohibitions (1)"));
        QCOMPARE(page()->itemsList()->count(), 1);
        const QString text = page()->itemsList()->item(0)->text();
        QVERIFY2(text.startsWith("Mountain to mountain needs a road or ford: "), qPrintable(text));
        QVERIFY2(text.count("Mountains") >= 2 && !text.contains('{'), qPrintable(text));
    }

    void prohibitions()
    {
        addEditRemove<ProhibitionDialog, Prohibition>(
            RulePart::Prohibitions, [](const Ruleset &r) -> auto & { return r.prohibitions; },
            [](ProhibitionDialog *) {},
            [](const Prohibition &p) { QCOMPARE(p.when, entering({"sea"})); },
            [](ProhibitionDialog *d) { d->conditionField()->setCondition(entering({"ocean"})); },
            [](const Prohibition &p) { QCOMPARE(p.when, entering({"ocean"})); });
    }

    void stopRules()
    {
        addEditRemove<StopRuleDialog, StopRule>(
            RulePart::StopRules, [](const Ruleset &r) -> auto & { return r.stopRules; },
            [](StopRuleDialog *d) {
                d->effectBox()->setCurrentIndex(
                    d->effectBox()->findData(int(StopEffect::StopAfter)));
            },
            [](const StopRule &s) { QCOMPARE(s.effect, StopEffect::StopAfter); },
            [](StopRuleDialog *d) {
                QCOMPARE(d->effectBox()->currentData().toInt(), int(StopEffect::StopAfter));
                d->effectBox()->setCurrentIndex(
                    d->effectBox()->findData(int(StopEffect::Prohibit)));
            },
            [](const StopRule &s) { QCOMPARE(s.effect, StopEffect::Prohibit); });
    }

    void stateChanges()
    {
        addEditRemove<StateChangeDialog, StateChange>(
            RulePart::StateChanges, [](const Ruleset &r) -> auto & { return r.stateChanges; },
            [](StateChangeDialog *d) {
                d->setRows()->setRow(0, "march", "forced");
                d->alsoUnitsEnteredBox()->setChecked(true);
            },
            [](const StateChange &s) {
                QCOMPARE(s.set, (QMap<QString, QString>{{"march", "forced"}}));
                QVERIFY(s.alsoUnitsEntered);
            },
            [](StateChangeDialog *d) {
                QCOMPARE(d->setRows()->values(), (QMap<QString, QString>{{"march", "forced"}}));
                d->setRows()->setRow(1, "troops", "cavalry");
                d->alsoUnitsEnteredBox()->setChecked(false);
            },
            [](const StateChange &s) {
                QCOMPARE(s.set,
                         (QMap<QString, QString>{{"march", "forced"}, {"troops", "cavalry"}}));
                QVERIFY(!s.alsoUnitsEntered);
            });
    }

    void occupancy()
    {
        addEditRemove<OccupancyRuleDialog, OccupancyRule>(
            RulePart::Occupancy, [](const Ruleset &r) -> auto & { return r.occupancy; },
            [](OccupancyRuleDialog *d) {
                d->passBox()->setChecked(false);
                d->endBox()->setChecked(false);
                d->pauseBox(Pause::Period)->setChecked(false);
                d->pauseBox(Pause::Orders)->setChecked(false);
            },
            [](const OccupancyRule &o) {
                QVERIFY(!o.pass);
                QVERIFY(!o.end);
                QCOMPARE(o.noStopAt, int(Pause::Turn));
            },
            [](OccupancyRuleDialog *d) {
                QVERIFY(d->pauseBox(Pause::Turn)->isChecked());
                QVERIFY(!d->pauseBox(Pause::Period)->isChecked());
                // No pause at all where ending is forbidden says what is missing.
                d->pauseBox(Pause::Turn)->setChecked(false);
                QVERIFY(!d->acceptable());
                d->passBox()->setChecked(true);
                d->endBox()->setChecked(true);
            },
            [](const OccupancyRule &o) {
                QVERIFY(o.pass);
                QVERIFY(o.end);
            });
    }

    void chances()
    {
        addEditRemove<ChanceWarningDialog, ChanceWarning>(
            RulePart::Chances, [](const Ruleset &r) -> auto & { return r.chances; },
            [](ChanceWarningDialog *) {},
            [](const ChanceWarning &c) { QCOMPARE(c.when, entering({"sea"})); },
            [](ChanceWarningDialog *d) {
                d->englishEdit()->setText("Edited");
                // A reason in one language only is not enough: players read it in theirs.
                d->assumedEnglishEdit()->setText("The text leaves it open");
                QVERIFY(!d->acceptable());
                QCOMPARE(d->problems().shownAt("source"),
                         QString("Say why it is assumed in both languages."));
                d->assumedRussianEdit()->setText("Текст это не решает");
                QVERIFY(d->acceptable());
            },
            [](const ChanceWarning &c) {
                QCOMPARE(c.label.en, QString("Edited"));
                QCOMPARE(c.source.assumed,
                         (LocalizedText{"The text leaves it open", "Текст это не решает"}));
            });
    }

    // The rule list and the page of the ruleset's parts give an assumption's reason in the
    // interface language.
    void anAssumedReasonReadsInTheInterfaceLanguage()
    {
        const auto r = bundled("tactical-formations");
        const LocalizedText &reason = r->turns.source.assumed;
        QVERIFY(!reason.ru.isEmpty() && reason.ru != reason.en);
        const QString ru = rulesetPartsHtml(*r, "ru_RU");
        QVERIFY2(ru.contains(reason.ru.toHtmlEscaped()) && !ru.contains(reason.en.toHtmlEscaped()),
                 qPrintable(ru));
        QVERIFY(rulesetPartsHtml(*r, "en_GB").contains(reason.en.toHtmlEscaped()));

        // pbm-strategic's chance warning made assumed, its item's tooltip read in Russian.
        page()->setPart(RulePart::Chances);
        page()->itemsList()->setCurrentRow(0);
        whenShown<ChanceWarningDialog>([](ChanceWarningDialog *d) {
            d->sourceEdit()->clear();
            d->assumedEnglishEdit()->setText("chosen");
            d->assumedRussianEdit()->setText("выбрано");
            pressOk(d);
        });
        page()->editDialog();
        QCOMPARE(m_doc->ruleset()->chances.first().source.assumed.ru, QString("выбрано"));
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
        page()->setPart(RulePart::Prohibitions);
        page()->setPart(RulePart::Chances);
        const QString tip = page()->itemsList()->item(0)->toolTip();
        QLocale::setDefault(before);
        QVERIFY2(tip.contains("выбрано") && !tip.contains("chosen"), qPrintable(tip));
    }

    void ranges()
    {
        addEditRemove<RangeRuleDialog, RangeRule>(
            RulePart::Ranges, [](const Ruleset &r) -> auto & { return r.ranges; },
            [](RangeRuleDialog *d) { d->valueBox()->setValue(6); },
            [](const RangeRule &g) { QCOMPARE(g.value, 6.0); },
            [](RangeRuleDialog *d) {
                d->valueBox()->setValue(8.5);
                // A range may apply to every unit.
                d->conditionField()->clearCondition();
            },
            [](const RangeRule &g) {
                QCOMPARE(g.value, 8.5);
                QCOMPARE(g.when, Condition{});
            });
    }

    void destinations()
    {
        addEditRemove<DestinationRuleDialog, DestinationRule>(
            RulePart::Destinations, [](const Ruleset &r) -> auto & { return r.destinations; },
            [](DestinationRuleDialog *d) {
                d->anywhereBox()->setChecked(false);
                d->distanceBox()->setValue(5);
                DestinationRuleDialog::setCheckedIds(d->forbiddenTerrains(), {"sea", "ocean"});
                DestinationRuleDialog::setCheckedIds(d->forbiddenStartTerrains(), {"ocean"});
                DestinationRuleDialog::setCheckedIds(d->requiredFeatures(), {"town"});
            },
            [](const DestinationRule &g) {
                QCOMPARE(g.maxDistance, 5);
                QCOMPARE(g.forbidTerrains, (QStringList{"sea", "ocean"}));
                QCOMPARE(g.forbidStartTerrains, QStringList{"ocean"});
                QCOMPARE(g.requireHexFeatures, QStringList{"town"});
            },
            [](DestinationRuleDialog *d) {
                QCOMPARE(d->distanceBox()->value(), 5);
                d->anywhereBox()->setChecked(true);
                DestinationRuleDialog::setCheckedIds(d->requiredFeatures(), {});
            },
            [](const DestinationRule &g) {
                QCOMPARE(g.maxDistance, -1);
                QVERIFY(g.requireHexFeatures.isEmpty());
                QCOMPARE(g.forbidTerrains, (QStringList{"sea", "ocean"}));
            });
    }

    void itemsMoveAndOpenOnADoubleClick()
    {
        page()->setPart(RulePart::StopRules);
        const auto stops
            = [this]() -> const QList<StopRule> & { return m_doc->ruleset()->stopRules; };
        const QString first = stops().first().id;
        QVERIFY(stops().size() >= 1);
        whenShown<StopRuleDialog>([](StopRuleDialog *d) {
            fillCommon(d, "second", "Second", entering({"sea"}));
            pressOk(d);
        });
        page()->addDialog();
        const int last = int(stops().size()) - 1;
        QCOMPARE(stops().at(last).id, QString("second"));
        QCOMPARE(page()->itemsList()->currentRow(), last);
        // Move up with the button: one undo step.
        page()->findChild<QPushButton *>("moveRuleUp")->click();
        QCOMPARE(stops().at(last - 1).id, QString("second"));
        QCOMPARE(page()->itemsList()->currentRow(), last - 1);
        undoStack()->undo();
        QCOMPARE(stops().at(last).id, QString("second"));
        QCOMPARE(stops().first().id, first);

        // A double-click opens the item's form.
        m_designer->show();
        m_designer->pages()->setCurrentWidget(m_designer->partsPage());
        QVERIFY(QTest::qWaitForWindowExposed(m_designer.get()));
        QListWidget *items = page()->itemsList();
        QString opened;
        whenShown<StopRuleDialog>([&opened](StopRuleDialog *d) {
            opened = d->idEdit()->text();
            d->reject();
        });
        QCoreApplication::processEvents();
        const QPoint at = items->visualItemRect(items->item(0)).center();
        // A double click as the system sends it: a press and release, then the double click.
        QTest::mouseClick(items->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(items->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(opened, first);
    }

    void thePageAndTheSummarySayAtWhichPausesUnitsMayNotStop()
    {
        const OccupancyRule rule{"no-stop",
                                 {"No stopping", "Стоять нельзя"},
                                 entering({"sea"}),
                                 true,
                                 false,
                                 {"§2", {}},
                                 int(Pause::Turn)};
        QVERIFY(m_designer->editor()
                    ->applyEdited(rulesetWithRule(*m_doc->ruleset(), 0, rule),
                                  [] { return QString("Add"); })
                    .isEmpty());
        page()->setPart(RulePart::Occupancy);
        const QString text = page()->itemsList()->item(0)->text();
        QVERIFY2(text.endsWith("may end there: no (at the end of a turn)"), qPrintable(text));
        QVERIFY(m_designer->partsPage()->browser()->toPlainText().contains(
            "may end there: no (at the end of a turn)"));
    }

    void aRemovalTheRulesetRefusesChangesNothing()
    {
        // Moving past the end is no edit at all; the page stays as it was.
        page()->setPart(RulePart::Prohibitions);
        const int steps = undoStack()->count();
        QVERIFY(page()->moveItem(0, 5).isEmpty());
        QVERIFY(page()->removeItem(3).isEmpty());
        QCOMPARE(undoStack()->count(), steps);
        QCOMPARE(m_doc->ruleset()->prohibitions.size(), 1);
    }
};

QTEST_MAIN(TestRulePages)
#include "tst_rulepages.moc"
