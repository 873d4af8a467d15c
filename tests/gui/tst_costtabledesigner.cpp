// The cost-table designer: models pass QAbstractItemModelTester; tables read as printed
// ("Not allowed", assumed values marked, sources on hover); editing a cell changes the cost of
// a plan evaluated by the movement engine at once, undo restores it; invalid values are refused
// with a message; an edited ruleset saves and reloads unchanged.
#include "../core/support/rulesettestutil.h"
#include "designer/costtabledesigner.h"
#include "designer/editing/rulesetediting.h"
#include "designer/rulelists/rulesetlistmodel.h"
#include "designer/tables/costtablemodel.h"
#include "i18n/translations.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "movement/planevaluator.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmap.h"
#include "rules/rulesetwriter.h"
#include "support/guitestutil.h"
#include "support/shownastext.h"

#include <QAbstractItemModelTester>
#include <QHelpEvent>
#include <QLineEdit>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QToolTip>

using namespace hexstride;
using namespace hexstride::testing;
using testutil::bundled;

namespace {

/// All plains, the ruleset's own ids.
HexMap plainsMap(const Ruleset &r)
{
    return mapForRuleset(r, {8, 6, {}, LabelScheme::ColRow}, "plains");
}
} // namespace

class TestCostTableDesigner : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    RulesetLibrary m_library;
    std::unique_ptr<MapDocument> m_doc;
    std::unique_ptr<CostTableDesigner> m_designer;

    /// Cost of a three-hex move east over plains for a fed, mixed army, by the movement engine.
    int planCost()
    {
        const MovementRules rules(m_doc->ruleset());
        const HexMap &map = m_doc->map();
        const QList<Hex> path{map.grid().toHex({1, 2}), map.grid().toHex({2, 2}),
                              map.grid().toHex({3, 2})};
        const PlanResult plan
            = evaluateHexPath(rules, map, path, {{"troops", "mixed"}, {"fed", "yes"}});
        return plan.total;
    }
    /// Types into the cell's editor like a user and presses Enter.
    void typeInto(QTableView *view, const QModelIndex &index, const QString &text)
    {
        view->setCurrentIndex(index);
        view->edit(index);
        // The editor of this edit: an earlier one may still wait for deletion.
        QLineEdit *editor = nullptr;
        for (QLineEdit *e : view->findChildren<QLineEdit *>()) {
            if (!e->isHidden()) // closed editors are hidden; the table's tab may not be shown
                editor = e;
        }
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, text);
        QTest::keyClick(editor, Qt::Key_Return);
        QCoreApplication::processEvents();
    }

    /// The tool tip the table's view shows when the mouse rests on the cell.
    QString hoverTip(QTableView *view, const QModelIndex &index)
    {
        QToolTip::hideText();
        view->scrollTo(index);
        const QPoint pos = view->visualRect(index).center();
        QHelpEvent help(QEvent::ToolTip, pos, view->viewport()->mapToGlobal(pos));
        QApplication::sendEvent(view->viewport(), &help);
        [&] { QTRY_VERIFY(!QToolTip::text().isEmpty()); }();
        return shownAsText(QToolTip::text()).text;
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        const auto r = bundled("pbm-strategic");
        m_doc = std::make_unique<MapDocument>(plainsMap(*r));
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

    void modelsPassTheTester()
    {
        for (const QString id : {"pbm-strategic", "battle-federations", "tactical-formations"}) {
            m_doc->setRuleset(bundled(id));
            for (int i = 0; m_designer->tableModel(i); ++i)
                QAbstractItemModelTester tester(
                    m_designer->tableModel(i),
                    QAbstractItemModelTester::FailureReportingMode::QtTest);
            for (const QString section :
                 {"allowances", "modifiers", "terrains", "hexFeatures", "edgeFeatures"}) {
                RulesetListModel *m = m_designer->listModel(section);
                QVERIFY(m);
                QAbstractItemModelTester tester(
                    m, QAbstractItemModelTester::FailureReportingMode::QtTest);
            }
        }
        // Testers stay attached while the ruleset is edited and replaced.
        m_doc->setRuleset(bundled("pbm-strategic"));
        QAbstractItemModelTester t1(m_designer->tableModel(0),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(m_designer->listModel("modifiers"),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(m_designer->tableModel(0)->setData(m_designer->tableModel(0)->index(0, 0), "7",
                                                   Qt::EditRole));
        m_designer->editor()->undoStack()->undo();
        QVERIFY(m_designer->listModel("modifiers")
                    ->setData(m_designer->listModel("modifiers")->index(0, 7), "5", Qt::EditRole));
        m_doc->setRuleset(bundled("battle-federations"));
    }

    void tablesAreLaidOutAsPrinted()
    {
        // For looking at it: HEXSTRIDE_SCREENSHOT_DIR=/tmp saves the window as drawn.
        if (qEnvironmentVariableIsSet("HEXSTRIDE_SCREENSHOT_DIR")) {
            m_designer->resize(1100, 700);
            m_doc->setRuleset(bundled("battle-federations"));
            m_designer->grab().save(qEnvironmentVariable("HEXSTRIDE_SCREENSHOT_DIR")
                                    + "/designer-battle.png");
            m_doc->setRuleset(bundled("pbm-strategic"));
            m_designer->grab().save(qEnvironmentVariable("HEXSTRIDE_SCREENSHOT_DIR")
                                    + "/designer-pbm.png");
        }
        // pbm-strategic: one table per troop class, 22 rows of terrain and crossing, fed/unfed ×
        // normal/road.
        CostTableModel *mixed = m_designer->tableModel(0);
        QVERIFY(m_designer->tableModel(1));
        QVERIFY(!m_designer->tableModel(2));
        QCOMPARE(mixed->rowCount(), 22);
        QCOMPARE(mixed->columnCount(), 4);
        QCOMPARE(mixed->headerData(0, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QString("Fed Normal Cost"));
        QCOMPARE(mixed->headerData(3, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QString("Unfed Road Cost"));
        QCOMPARE(mixed->headerData(1, Qt::Vertical, Qt::DisplayRole).toString(), QString("Plains"));
        QCOMPARE(mixed->index(1, 0).data().toString(), QString("3"));
        // Mountains, unfed normal: not allowed, shown as such.
        QCOMPARE(mixed->index(6, 1).data().toString(), QString("Not allowed"));
        QVERIFY(shownAsText(mixed->index(6, 0).data(Qt::ToolTipRole).toString())
                    .text.contains("\nRule §4.5: Mixed armies"));
        QVERIFY(!mixed->index(6, 0).data(Qt::FontRole).value<QFont>().italic());
    }

    // Issue 32 §6: a cell's tool tip is a sentence in the user's language, with no file token
    // ("no") and no colon left hanging from the summary item that introduces the table.
    void cellToolTipsAreSentences()
    {
        QTableView *view = m_designer->tableView(0);
        const QModelIndex mountainsUnfed = view->model()->index(6, 1);
        const QModelIndex plainsFed = view->model()->index(1, 0);
        // pbm-strategic, Mixed armies: Mountains / Unfed Normal Cost is "no", Plains / Fed Normal
        // Cost is 3; both come from summary item §4.5, "Mixed armies (`no` = the step is not
        // allowed):".
        QCOMPARE(hoverTip(view, mountainsUnfed),
                 QString("Mountains, Unfed Normal Cost: Not allowed\nRule §4.5: Mixed armies"));
        QCOMPARE(hoverTip(view, plainsFed),
                 QString("Plains, Fed Normal Cost: 3 MP\nRule §4.5: Mixed armies"));
        // Changed from the ruleset as it came: what it was, in words.
        QVERIFY(m_designer->tableModel(0)->setData(plainsFed, "9", Qt::EditRole));
        QCOMPARE(hoverTip(view, plainsFed),
                 QString("Plains, Fed Normal Cost: 9 MP\nChanged from 3 MP (Rule §4.5: Mixed "
                         "armies)"));
        // Russian: the labels' Russian names, «Нельзя», ОД; the Russian item «Смешанные армии
        // (`no` — шаг нельзя сделать):» without its key and colon.
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
        QCoreApplication::processEvents();
        const QString ruNo = hoverTip(view, mountainsUnfed);
        const QString ruChanged = hoverTip(view, plainsFed);
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCoreApplication::processEvents();
        QCOMPARE(ruNo,
                 QString("Горы, Голодные, без дороги: Нельзя\nПравило §4.5: Смешанные армии"));
        // (A tool tip's text shows the no-break space between a number and «ОД» as a space.)
        QCOMPARE(ruChanged, QString("Равнины, Сытые, без дороги: 9 ОД\nИзменено, было: 3 ОД "
                                    "(Правило §4.5: Смешанные армии)"));
    }

    void assumedValuesAreMarked()
    {
        m_doc->setRuleset(bundled("battle-federations"));
        CostTableModel *m = m_designer->tableModel(0);
        QVERIFY(m);
        // Open ground, infantry: chosen (the text's table is missing).
        const QModelIndex assumed = m->index(1, 0);
        QVERIFY(assumed.data(Qt::FontRole).value<QFont>().italic());
        QVERIFY(assumed.data(Qt::BackgroundRole).isValid());
        QVERIFY(shownAsText(assumed.data(Qt::ToolTipRole).toString())
                    .text.contains("\nAssumed, rule §2.2: "));
        // Forest, infantry: given by the text's example (summary §2.3).
        const QModelIndex given = m->index(2, 0);
        QVERIFY(!given.data(Qt::FontRole).value<QFont>().italic());
        QVERIFY(!given.data(Qt::BackgroundRole).isValid());
        QVERIFY(shownAsText(given.data(Qt::ToolTipRole).toString()).text.contains("\nRule §2.3: "));
    }

    // Where a rule's source is shown, the designer shows the item's text from the ruleset's
    // summary (docs/rules) in the interface language.
    void sourceShowsTheSummaryItemInTheInterfaceLanguage()
    {
        m_doc->setRuleset(bundled("battle-federations"));
        CostTableModel *m = m_designer->tableModel(0);
        QVERIFY(m);
        const QModelIndex forestInfantry = m->index(2, 0);
        QCOMPARE(
            shownAsText(forestInfantry.data(Qt::ToolTipRole).toString()).text,
            // Lines of at most 72 characters, broken at a space (plainToolTip).
            QString("Forest, Infantry: 4 MP\nRule §2.3: Infantry pays 4 for a forest co-ordinate "
                    "(the text's worked\nexample)."));
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
        const QString ru = shownAsText(forestInfantry.data(Qt::ToolTipRole).toString()).text;
        const QString ruAssumed = shownAsText(m->index(1, 0).data(Qt::ToolTipRole).toString()).text;
        QLocale::setDefault(before);
        QVERIFY2(ru.contains("§2.3")
                     && ru.contains("Пехота платит 4 ОД за лесной гекс (пример из текста)."),
                 qPrintable(ru));
        // An assumed value shows the item that records the choice, also in Russian.
        QVERIFY2(ruAssumed.contains("§2.2") && ruAssumed.contains("Допущение"),
                 qPrintable(ruAssumed));
    }

    void editingACellChangesThePlanAtOnce()
    {
        // Plains, fed, no road: 3 MP a hex as printed; two steps.
        QCOMPARE(planCost(), 6);
        QSignalSpy changed(m_doc.get(), &MapDocument::rulesetChanged);
        QTableView *view = m_designer->tableView(0);
        typeInto(view, view->model()->index(1, 0), "5");
        QCOMPARE(changed.count(), 1);
        QCOMPARE(planCost(), 10);
        QCOMPARE(view->model()->index(1, 0).data().toString(), QString("5"));
        QVERIFY(m_designer->lastMessage().isEmpty());
        // Undo gives the printed value back, and the plan follows.
        m_designer->editor()->undoStack()->undo();
        QCOMPARE(planCost(), 6);
        m_designer->editor()->undoStack()->redo();
        QCOMPARE(planCost(), 10);
        // "no" makes the step not allowed.
        typeInto(view, view->model()->index(1, 0), "no");
        QCOMPARE(view->model()->index(1, 0).data().toString(), QString("Not allowed"));
        QCOMPARE(planCost(), 0);
    }

    void invalidValuesAreRefusedWithAMessage_data()
    {
        // The cell typed into is row 1, column 0 of pbm-strategic's first table: named as the
        // Checks tab names it (table: row, column), in the user's language, never as the JSON
        // path costTables[0].rows[1].cells[0]; worded as Import Table from CSV words it.
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("negative") << "en"
                                  << "-2"
                                  << "Refused: Mixed Army Movement Costs: Plains, Fed Normal "
                                     "Cost: -2 is below zero: a cost is 0 MP or more";
        QTest::newRow("word") << "en"
                              << "cheap"
                              << "Refused: Mixed Army Movement Costs: Plains, Fed Normal Cost: "
                                 "\"cheap\" is not a number of MP nor \"Not allowed\"";
        QTest::newRow("negative ru")
            << "ru"
            << "-3"
            << "Отклонено: Смешанная армия: Равнины, Сытые, без дороги: -3 меньше нуля: "
               "стоимость — 0\u00a0ОД или больше";
        // What to type to forbid the step, in Russian: the word the cell shows, «Нельзя».
        QTest::newRow("word ru") << "ru"
                                 << "cheap"
                                 << "Отклонено: Смешанная армия: Равнины, Сытые, без дороги: "
                                    "«cheap» — не число ОД и не «Нельзя»";
    }
    void invalidValuesAreRefusedWithAMessage()
    {
        QFETCH(QString, language);
        QFETCH(QString, text);
        QFETCH(QString, message);
        applyLanguage(*QCoreApplication::instance(), language);
        QCoreApplication::processEvents();
        const auto before = m_doc->ruleset();
        QTableView *view = m_designer->tableView(0);
        typeInto(view, view->model()->index(1, 0), text);
        const QString shown = m_designer->lastMessage();
        const QString status = m_designer->statusBar()->currentMessage();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCoreApplication::processEvents();
        QVERIFY(m_doc->ruleset() == before);
        QCOMPARE(planCost(), 6);
        QCOMPARE(shown, message);
        QCOMPARE(status, message); // the status bar says the same
        QCOMPARE(m_designer->editor()->undoStack()->count(), 0);
    }

    // walk15 #21: the refusal stood above the tabs (the guide says under the table) and stayed
    // on every other page until the next accepted edit.
    void aRefusalStandsUnderThePageAndGoesWithIt()
    {
        QTableView *view = m_designer->tableView(0);
        typeInto(view, view->model()->index(1, 0), "-3");
        auto *pages = m_designer->centralWidget()->findChild<QTabWidget *>(
            QString(), Qt::FindDirectChildrenOnly);
        QVERIFY(pages);
        const auto shownLabel = [&] {
            for (QLabel *l : m_designer->centralWidget()->findChildren<QLabel *>(
                     QString(), Qt::FindDirectChildrenOnly))
                if (l->isVisible() && l->text() == m_designer->lastMessage())
                    return l;
            return static_cast<QLabel *>(nullptr);
        };
        QVERIFY(m_designer->lastMessage().startsWith("Refused: "));
        QLabel *label = shownLabel();
        QVERIFY(label);
        QVERIFY(label->geometry().top() >= pages->geometry().bottom());
        const QRect tab = pages->tabBar()->tabRect(pages->count() - 1);
        QTest::mouseClick(pages->tabBar(), Qt::LeftButton, {}, tab.center());
        QCOMPARE(pages->currentIndex(), pages->count() - 1);
        QVERIFY(label->isHidden());
        QVERIFY(m_designer->lastMessage().isEmpty());
    }

    void brokenConditionsAndUnknownIdsAreRefused_data()
    {
        // A Condition is not a column type of its own (its children are a list of itself).
        QTest::addColumn<int>("kind");
        QTest::addColumn<QStringList>("ids");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown option")
            << int(Condition::Kind::Unit) << QStringList{"yes"} << "hungry"
            << "unknown unit option \"hungry\"";
        QTest::newRow("unknown terrain")
            << int(Condition::Kind::EnterTerrain) << QStringList{"lava"} << QString()
            << "unknown terrain \"lava\"";
    }
    void brokenConditionsAndUnknownIdsAreRefused()
    {
        QFETCH(int, kind);
        QFETCH(QStringList, ids);
        QFETCH(QString, key);
        QFETCH(QString, message);
        const Condition condition{Condition::Kind(kind), ids, key, 0, {}};
        RulesetListModel *m = m_designer->listModel("modifiers");
        const auto before = m_doc->ruleset();
        QVERIFY(!m->setCondition(m->index(0, 2), condition).isEmpty());
        QVERIFY(m_doc->ruleset() == before);
        QVERIFY2(m_designer->lastMessage().contains(message),
                 qPrintable(m_designer->lastMessage()));
        // A condition is not typed as JSON any more: it has a form.
        QVERIFY(!m->setData(m->index(0, 2), "{\"enter\": [\"forest\"]}", Qt::EditRole));
        QVERIFY(m_doc->ruleset() == before);
    }

    void modifierAndAllowanceEditsApply()
    {
        RulesetListModel *a = m_designer->listModel("allowances");
        QVERIFY(a->setData(a->index(0, 3), "15", Qt::EditRole));
        QCOMPARE(m_doc->ruleset()->allowances[0].points, 15);
        RulesetListModel *m = m_designer->listModel("modifiers");
        QVERIFY(m->setData(m->index(0, 4), "3", Qt::EditRole));
        QCOMPARE(m_doc->ruleset()->modifiers[0].value, 3.0);
        QCOMPARE(m->index(0, 4).data().toString(), QString("3"));
        QCOMPARE(m_designer->editor()->undoStack()->count(), 2);
    }

    void savedRulesetReloadsUnchanged()
    {
        QTableView *view = m_designer->tableView(1);
        typeInto(view, view->model()->index(2, 3), "9");
        QCOMPARE(m_doc->ruleset()->costTables[1].cells[2][3].value, std::optional<double>(9));
        const QString path = m_dir.filePath("edited.json");
        QCOMPARE(m_designer->saveRulesetTo(path), QString());
        const RulesetLoadResult back = loadRulesetFile(path);
        QVERIFY2(back.ruleset, qPrintable(back.error));
        QVERIFY(*back.ruleset == *m_doc->ruleset());
        // Loading it into a document with the printed tables is one undoable step.
        m_doc->setRuleset(bundled("pbm-strategic"));
        QCOMPARE(m_designer->loadRulesetFrom(path), QString());
        QCOMPARE(m_doc->ruleset()->costTables[1].cells[2][3].value, std::optional<double>(9));
        m_designer->editor()->undoStack()->undo();
        // Cavalry only, hills and rough, unfed on a road: 2 as printed.
        QCOMPARE(m_doc->ruleset()->costTables[1].cells[2][3].value, std::optional<double>(2));
        // A missing file is refused with a message naming it.
        QVERIFY(
            m_designer->loadRulesetFrom(m_dir.filePath("missing.json")).contains("missing.json"));
    }

    void mainWindowOpensTheDesigner()
    {
        MainWindow w;
        w.showMap(plainsMap(*bundled("pbm-strategic")), {}, true);
        auto *action = w.findChild<QAction *>("actionCostTableDesigner");
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence("Ctrl+Shift+D"));
        action->trigger();
        QVERIFY(w.costTableDesigner()->isVisible());
        QCOMPARE(w.costTableDesigner()->editor()->document(), w.document());
        QVERIFY(w.costTableDesigner()->tableModel(0));
    }

    void mapKeepsItsOwnRuleset()
    {
        MainWindow w;
        const QString path = m_dir.filePath("campaign.hexmap");
        QVERIFY(w.showMap(plainsMap(*bundled("pbm-strategic")), {}, true));
        QVERIFY(w.saveFile(path));
        QVERIFY(w.openFile(path));
        CostTableDesigner *d = w.costTableDesigner();
        // Edit, embed, save, reopen: the map brings its edited tables back.
        QVERIFY(d->editor()->apply("costTables[0].rows[1].cells[0]", 8, "test").isEmpty());
        d->embedInMap();
        QVERIFY(w.document()->isModified());
        QVERIFY(w.saveFile(path));
        QVERIFY(w.openFile(path));
        QCOMPARE(w.document()->ruleset()->costTables[0].cells[1][0].value,
                 std::optional<double>(8));
        QVERIFY(!w.document()->customRuleset().embedded.isEmpty());
        // By path: the file next to the map is used.
        QVERIFY(d->editor()->apply("costTables[0].rows[1].cells[0]", 6, "test").isEmpty());
        const QString rules = m_dir.filePath("campaign-rules.json");
        QCOMPARE(d->saveRulesetTo(rules), QString());
        QCOMPARE(d->referenceFromMap(rules), QString());
        QCOMPARE(w.document()->customRuleset().path, QString("campaign-rules.json"));
        QVERIFY(w.saveFile(path));
        QVERIFY(w.openFile(path));
        QCOMPARE(w.document()->ruleset()->costTables[0].cells[1][0].value,
                 std::optional<double>(6));
        // Back to the bundled ruleset.
        d->useBundledRuleset();
        QVERIFY(w.document()->customRuleset().isEmpty());
        QCOMPARE(w.document()->ruleset()->costTables[0].cells[1][0].value,
                 std::optional<double>(3));
    }
};

QTEST_MAIN(TestCostTableDesigner)
#include "tst_costtabledesigner.moc"
