// Every window, dock, tab and dialog in English and, after a live switch, in Russian: no visible
// text is cut (wider than its widget, elided, a tab or column too narrow, actions hidden behind
// a tool bar's »), and the Russian interface shows no English word that is not an id, a file
// format or a name from the map's data.
#include "designer/conditions/conditiondialog.h"
#include "designer/costtabledesigner.h"
#include "designer/rulelists/listformspage.h"
#include "designer/rulelists/rulelistspage.h"
#include "designer/tables/costtablemodel.h"
#include "designer/tables/costtablestructure.h"
#include "designer/turns/perioddialog.h"
#include "dialogs/shortcutsdialog.h"
#include "dialogs/welcomedialog.h"
#include "exporting/exportoptionsdialog.h"
#include "i18n/translations.h"
#include "languagemenu.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "planner/planner.h"
#include "planner/plannerdock.h"
#include "planner/plannersession.h"
#include "planner/plannertool.h"
#include "rules/rulesetlibrary.h"
#include "support/guitestutil.h"
#include "support/textfit.h"
#include "testpaths.h"
#include "view/mapview.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

using namespace hexstride;
using namespace hexstride::testing;

class TestUiTexts : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_problems;
    QList<ShownText> m_shown;

    /// Ids, formats and names that stay as they are in every language.
    void allowedWords(QStringList &allowed)
    {
        allowed
            = {"Hexstride", "Qt",    "PNG",  "SVG",       "PDF",    "JSON",
               "JOverseer", "MEPBM", "PBM",  "XXYY",      "Ctrl",   "Shift",
               "Alt",       "Esc",   "Del",  "Backspace", "Enter",  "Return",
               "Home",      "End",   "PgUp", "PgDown",    "Tab",    "Space",
               "Ins",       "Meta",  "Num",  "hexmap",    "json",   "png",
               "svg",       "pdf",   "gz",   "OK",        "English"}; // Qt's own "OK"; the language
                                                                      // named in itself
        // Every id of the bundled rulesets (the designer's tables show ids and conditions).
        for (const QString &file :
             QDir(testpaths::source("/resources/rulesets")).entryList({"*.json"})) {
            QFile f(testpaths::source("/resources/rulesets/") + file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            collectIds(QJsonDocument::fromJson(f.readAll()).object(), allowed);
        }
        // Ids of rulesets, terrains and features show where the data gives no name.
        const RulesetLibrary &library = m_window->rulesets();
        for (const QString &id : library.ids())
            allowed << id.split(QRegularExpression("[-_ ]"));
        // The map's own texts: unit names, sides, labels, title, plans.
        const HexMap &map = m_window->document()->map();
        QStringList data{map.title()};
        for (const MapUnit &u : map.units())
            data << u.name << u.side;
        for (const MapLabel &l : map.labels())
            data << l.text;
        for (const MovementPlan &p : map.plans())
            data << p.name << p.unit << p.orders;
        for (const QString &t : std::as_const(data))
            allowed << t.split(QRegularExpression("[^A-Za-z'-]+"), Qt::SkipEmptyParts);
    }

    /// Keys and space-free string values of a ruleset: its ids.
    static void collectIds(const QJsonValue &v, QStringList &ids)
    {
        if (v.isObject()) {
            const QJsonObject o = v.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                ids << it.key().split(QRegularExpression("[-_]"));
                ids << it.key();
                if (it.key() != "en" && it.key() != "label" && it.key() != "name"
                    && it.key() != "description")
                    collectIds(it.value(), ids);
            }
        } else if (v.isArray()) {
            for (const QJsonValue &e : v.toArray())
                collectIds(e, ids);
        } else if (v.isString() && !v.toString().contains(' ')) {
            ids << v.toString() << v.toString().split(QRegularExpression("[-_]"));
        }
    }

    void check(QWidget *w, const QString &what)
    {
        // Language change events, then the layout requests they cause.
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
        for (const QString &p : textFitProblems(w, &m_shown))
            m_problems << what + ": " + p;
    }
    /// Runs `open` (which shows a modal dialog) and checks the dialog while it is up.
    void checkModal(const std::function<void()> &open, const QString &what)
    {
        bool seen = false;
        QTimer::singleShot(0, this, [&] {
            QWidget *dialog = QApplication::activeModalWidget();
            if (dialog) {
                seen = true;
                check(dialog, what);
                dialog->close();
            }
        });
        open();
        QVERIFY2(seen, qPrintable(what + " did not open"));
    }

    /// Opens everything there is to see and checks each in turn.
    void walkThrough()
    {
        QMainWindow *w = m_window.get();
        // The editor as it starts.
        m_window->selectTool("terrain-brush");
        check(w, "editor");
        // Each dock of the right side in front in turn, tabbed ones included.
        for (QDockWidget *dock : w->findChildren<QDockWidget *>()) {
            if (dock->isHidden())
                continue;
            dock->raise();
            check(w, "dock " + dock->objectName());
        }
        // Every tool: its options dock title and its status tip in the status bar.
        for (QAction *a : w->findChildren<QAction *>()) {
            if (a->data().toString().isEmpty() || !m_window->tool(a->data().toString()))
                continue;
            m_window->selectTool(a->data().toString());
            w->statusBar()->showMessage(a->statusTip());
            check(w, "tool " + a->data().toString());
            w->statusBar()->clearMessage();
        }
        // The planner with a plan plotted past the budget and its reach shown.
        m_window->selectTool("plan-movement");
        PlannerSession *s = m_window->planner()->session();
        const HexMap &map = m_window->document()->map();
        s->setStart(map.units().isEmpty() ? map.grid().toHex({5, 5}) : map.units().first().hex);
        s->setOrderString(map.grid().orientation == Orientation::PointyTop
                              ? "e, e, e, e, e, e, se, se, sw, w, w, nw"
                              : "se, se, se, se, se, s, s, s, sw, nw, n, n");
        s->setReachVisible(true);
        check(w, "planner");
        s->setReachVisible(false);
        // Map check.
        w->findChild<QAction *>("actionCheckMap")->trigger();
        check(w, "map check");
        // The cost-table designer, every page.
        CostTableDesigner *designer = m_window->costTableDesigner();
        // The designer opens no larger than its screen (the offscreen one is 800 × 600): checked
        // at the 1280 × 800 of the smallest screen it is made for, as tst_designerfits does.
        designer->resize(1280, 800);
        designer->show();
        QVERIFY(QTest::qWaitForWindowExposed(designer));
        for (QTabWidget *tabs : designer->findChildren<QTabWidget *>()) {
            for (int i = 0; i < tabs->count(); ++i) {
                tabs->setCurrentIndex(i);
                check(designer, "designer " + tabs->tabText(i));
            }
        }
        // Each list of the Rule Lists page, its form for a new item and, where the ruleset has
        // one, the form of its first item.
        auto *rules = designer->findChild<RuleListsPage *>();
        QVERIFY(rules);
        designer->pages()->setCurrentWidget(rules);
        for (int part = 0; part < rules->partsList()->count(); ++part) {
            rules->setPart(RulePart(part));
            const QString what = "rule list " + rules->partsList()->currentItem()->text();
            check(designer, what);
            checkModal([rules] { rules->addDialog(); }, what + ", new item");
            if (rules->itemsList()->count() > 0) {
                rules->itemsList()->setCurrentRow(0);
                checkModal([rules] { rules->editDialog(); }, what + ", first item");
            }
        }
        // The forms of the Allowances and Modifiers pages, new and first item.
        for (ListFormsPage *list : designer->findChildren<ListFormsPage *>()) {
            designer->pages()->setCurrentWidget(list);
            const QString what = "list " + list->objectName();
            checkModal([list] { list->addDialog(); }, what + ", new item");
            if (list->view()->model()->rowCount() > 0) {
                list->view()->setCurrentIndex(list->view()->model()->index(0, 0));
                checkModal([list] { list->editDialog(); }, what + ", first item");
            }
        }
        // The Cost Tables page's forms: a new row, the first column, a new table, the settings.
        designer->pages()->setCurrentIndex(0);
        if (QTableView *view = designer->tableView(0)) {
            designer->tableTabs()->setCurrentIndex(0);
            view->setCurrentIndex(view->model()->index(0, 0));
            CostTableStructure *structure = designer->tableStructure();
            for (const char *name : {"addRow", "editColumn", "addTable", "tableSettings"})
                checkModal([structure, name] { structure->action(QLatin1String(name))->trigger(); },
                           QStringLiteral("cost table form ") + QLatin1String(name));
            // The tool row's menus (Rows, Columns, Table): their actions' texts and tips.
            for (QMenu *menu : structure->findChildren<QMenu *>()) {
                for (QAction *a : menu->actions()) {
                    if (a->isSeparator())
                        continue;
                    m_shown.append({withoutMnemonic(menu->title()), withoutMnemonic(a->text())});
                    if (!a->toolTip().isEmpty() && a->toolTip() != a->text())
                        m_shown.append({withoutMnemonic(menu->title()), a->toolTip()});
                }
            }
        }
        // Pages that list their sections on the left (Turns & Settings): every section.
        for (QListWidget *sections :
             designer->findChildren<QListWidget *>(QStringLiteral("settingsSections"))) {
            designer->pages()->setCurrentWidget(sections->parentWidget());
            for (int i = 0; i < sections->count(); ++i) {
                sections->setCurrentRow(i);
                check(designer, "designer section " + sections->item(i)->text());
            }
        }
        designer->close();
        // Dialogs of our own.
        ShortcutsDialog shortcuts(w, PlannerTool::keyHelp());
        shortcuts.show();
        check(&shortcuts, "keyboard shortcuts");
        for (const bool png : {true, false}) {
            ExportOptionsDialog options(ExportOptionsDialog::Purpose::Export, png);
            options.show();
            check(&options, "export options");
        }
        PeriodDialog period(
            m_window->document()->ruleset(), TurnPeriod{}, 0, true,
            [](const TurnPeriod &) { return QString(); }, w);
        period.show();
        check(&period, "period form");
        period.close();
        WelcomeDialog welcome;
        welcome.show();
        check(&welcome, "welcome");
        // The condition form, on a test of terrains within a group, and asking for a name.
        const auto ruleset = m_window->document()->ruleset();
        using K = Condition::Kind;
        Condition sample{K::All, {}, {}, 0, {{K::Rise, {}, {}, 2, {}}}};
        if (!ruleset->vocabulary.terrains.isEmpty())
            sample.children.append(
                {K::EnterTerrain, {ruleset->vocabulary.terrains.first().id}, {}, 0, {}});
        ConditionDialog condition(ruleset, sample);
        condition.askName(QStringLiteral("sample"));
        condition.show();
        condition.tree()->setCurrentItem(condition.tree()->topLevelItem(0)->child(
            condition.tree()->topLevelItem(0)->childCount() - 1));
        check(&condition, "condition form");
        // Modal dialogs of the menus.
        checkModal([&] { w->findChild<QAction *>("actionMapProperties")->trigger(); },
                   "map properties");
        checkModal([&] { w->findChild<QAction *>("actionNew")->trigger(); }, "new map");
        checkModal([&] { w->findChild<QAction *>("actionResizeMap")->trigger(); }, "resize map");
        checkModal([&] { w->findChild<QAction *>("actionAbout")->trigger(); }, "about");
        m_shown += menuTexts(w);
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void cleanup()
    {
        m_window.reset();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
    }

    void nothingCutNothingLeftInEnglish()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        m_window = std::make_unique<MainWindow>(); // the default size
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->openStartMap();
        walkThrough();
        const QStringList english = m_problems;

        // Live switch: nothing may stay as it was drawn in English.
        m_problems.clear();
        m_shown.clear();
        QAction *russian = m_window->findChild<LanguageMenu *>("menuLanguage")->actionFor("ru");
        QVERIFY(russian);
        russian->trigger();
        walkThrough();
        const QStringList russianProblems = m_problems;
        QStringList allowed;
        allowedWords(allowed);
        const QStringList leftovers = englishWords(m_shown, allowed);

        // Every finding on a line of its own (a failure message would cut them).
        for (const QString &p : english)
            qWarning("en: %s", qPrintable(p));
        for (const QString &p : russianProblems)
            qWarning("ru: %s", qPrintable(p));
        for (const QString &p : leftovers)
            qWarning("English in ru: %s", qPrintable(p));
        QVERIFY2(english.isEmpty(), "texts cut in English (listed above)");
        QVERIFY2(russianProblems.isEmpty(), "texts cut in Russian (listed above)");
        QVERIFY2(leftovers.isEmpty(), "English words in the Russian interface (listed above)");
    }

    // Undo entries made in English speak Russian after the switch: a designer edit, a map edit,
    // a plan edit (the history shows them all).
    void undoEntriesFollowTheLanguage()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->openStartMap();
        CostTableModel *table = m_window->costTableDesigner()->tableModel(0);
        QVERIFY(table->setData(table->index(1, 0), "5", Qt::EditRole));
        m_window->selectTool("plan-movement");
        PlannerSession *s = m_window->planner()->session();
        const PlanState before = s->planState();
        s->setStart(m_window->document()->map().grid().toHex({10, 10}));
        s->recordEdit(before, [] { return PlannerTool::tr("Plot Path"); });
        QUndoStack *mapStack = m_window->document()->undoStack();
        QCOMPARE(mapStack->count(), 1);
        QVERIFY2(mapStack->text(0).startsWith("Set "), qPrintable(mapStack->text(0)));
        QCOMPARE(s->undoStack()->text(0), QString("Plot Path"));

        m_window->findChild<LanguageMenu *>("menuLanguage")->actionFor("ru")->trigger();
        QCoreApplication::processEvents();
        static const QRegularExpression latin("[A-Za-z]{2,}");
        for (QUndoStack *stack : {mapStack, s->undoStack()}) {
            for (int i = 0; i < stack->count(); ++i)
                QVERIFY2(!stack->text(i).contains(latin), qPrintable(stack->text(i)));
        }
    }
};

QTEST_MAIN(TestUiTexts)
#include "tst_uitexts.moc"
