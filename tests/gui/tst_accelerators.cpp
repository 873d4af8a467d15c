// Keyboard accelerators (the underlined letter, "&File") must be unique within one menu, one
// menu bar and one dialog, in every shipped language: two items on Alt+П make the key useless.
// In Russian an accelerator is a Russian letter: Alt+Q on a Russian keyboard layout is not where
// the underlined Latin letter says. The test walks every menu of the main window and of the
// cost-table designer, the designer's pages and every dialog class under src/app, in English and
// in Russian.
#include "background/backgrounddialog.h"
#include "campaign/newcampaigndialog.h"
#include "designer/conditions/conditiondialog.h"
#include "designer/costtabledesigner.h"
#include "designer/newrulesetdialog.h"
#include "designer/rulelists/listformspage.h"
#include "designer/rulelists/rulelistspage.h"
#include "designer/tables/costtablestructure.h"
#include "designer/tables/csvimportdialog.h"
#include "designer/turns/perioddialog.h"
#include "designer/vocabulary/constraintdialog.h"
#include "designer/vocabulary/featuredialog.h"
#include "designer/vocabulary/terraindialog.h"
#include "designer/vocabulary/unitoptiondialog.h"
#include "dialogs/finddialog.h"
#include "dialogs/hexownerdialog.h"
#include "dialogs/labeldialog.h"
#include "dialogs/newmapdialog.h"
#include "dialogs/recoverydialog.h"
#include "dialogs/rulesetchangedialog.h"
#include "dialogs/shortcutsdialog.h"
#include "dialogs/sidesdialog.h"
#include "dialogs/welcomedialog.h"
#include "exporting/exportoptionsdialog.h"
#include "i18n/translations.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "planner/plannertool.h"
#include "rules/rulesetauthoring_parts.h"
#include "rules/rulesetlibrary.h"
#include "support/filedialogtestutil.h"
#include "support/guitestutil.h"
#include "support/windowtestutil.h"
#include "testpaths.h"
#include "view/mapview.h"
#include "view/vocabulary.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QDirIterator>
#include <QFileDialog>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextDocument>
#include <QTimer>

#include <functional>
#include <memory>

using namespace hexstride;
using namespace hexstride::testing;

namespace {

/// The accelerator letter of a text ("Save &As" → "a"), or a null char when it has none.
QChar accelerator(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i; // "&&" is a literal ampersand
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

/// Describes every pair of texts in `texts` that share an accelerator, prefixed by `where`, and
/// in Russian every accelerator on a Latin letter.
QStringList clashes(const QString &where, const QStringList &texts)
{
    QStringList out;
    QHash<QChar, QString> seen;
    const bool russian = uiLanguage() == QLatin1String("ru");
    for (const QString &t : texts) {
        const QChar key = accelerator(t);
        if (key.isNull())
            continue;
        if (russian && key >= QLatin1Char('a') && key <= QLatin1Char('z'))
            out << QStringLiteral("%1: \"%2\" has a Latin accelerator in Russian").arg(where, t);
        if (seen.contains(key))
            out << QStringLiteral("%1: \"%2\" and \"%3\" both use Alt+%4")
                       .arg(where, seen[key], t, QString(key));
        else
            seen.insert(key, t);
    }
    return out;
}

/// Every menu below `menu`, itself included, each checked on its own.
QStringList menuClashes(QMenu *menu, const QString &path)
{
    QStringList texts, out;
    for (QAction *a : menu->actions()) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        texts << a->text();
        if (a->menu())
            out << menuClashes(a->menu(), path + QStringLiteral(" → ") + a->text());
    }
    return clashes(path, texts) + out;
}

QStringList menuBarClashes(QMenuBar *bar, const QString &window)
{
    QStringList titles, out;
    for (QAction *a : bar->actions()) {
        if (!a->isVisible())
            continue;
        titles << a->text();
        if (a->menu())
            out << menuClashes(a->menu(), window + QStringLiteral(": ") + a->text());
    }
    return clashes(window + QStringLiteral(" menu bar"), titles) + out;
}

/// The accelerated texts a user sees in `w`: labels, buttons, check boxes, group boxes, tabs.
QStringList visibleTexts(QWidget *w)
{
    QStringList texts;
    for (QWidget *child : w->findChildren<QWidget *>()) {
        if (!child->isVisibleTo(w))
            continue;
        if (auto *label = qobject_cast<QLabel *>(child)) {
            // A rich-text label has no accelerator ("&nbsp;" is an entity).
            if (!Qt::mightBeRichText(label->text()))
                texts << label->text();
        } else if (auto *button = qobject_cast<QAbstractButton *>(child))
            texts << button->text();
        else if (auto *group = qobject_cast<QGroupBox *>(child))
            texts << group->title();
        else if (auto *tabs = qobject_cast<QTabWidget *>(child)) {
            for (int i = 0; i < tabs->count(); ++i)
                texts << tabs->tabText(i);
        }
    }
    return texts;
}

/// Every dialog class under src/app (a QDialog or a RuleDialog subclass), read from the sources,
/// so that a new dialog is checked here or this test fails.
QSet<QString> dialogClassesInSources()
{
    static const QRegularExpression declaration(
        QStringLiteral(R"(class\s+(\w+)\s*(?:final\s*)?:\s*public\s+(?:QDialog|RuleDialog)\b)"));
    QSet<QString> classes;
    QDirIterator it(testpaths::source("/src/app"), {QStringLiteral("*.h")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(file.readAll());
        for (const QRegularExpressionMatch &m : declaration.globalMatch(text))
            classes.insert(m.captured(1));
    }
    return classes;
}

} // namespace

class TestAccelerators : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_found;                     // clashes seen in the dialogs the current test opened
    QHash<QString, QSet<QString>> m_checked; // per language: every dialog class checked

    /// Checks the accelerators of a dialog on screen, and notes its class (and base classes).
    void check(QDialog *d)
    {
        for (const QMetaObject *m = d->metaObject(); m; m = m->superClass())
            m_checked[uiLanguage()].insert(
                QString::fromLatin1(m->className()).remove(QStringLiteral("hexstride::")));
        m_found << clashes(QStringLiteral("%1 (%2)").arg(
                               d->windowTitle(), QLatin1String(d->metaObject()->className())),
                           visibleTexts(d));
    }
    void checkShown(QDialog *d)
    {
        d->show();
        QVERIFY(QTest::qWaitForWindowExposed(d));
        check(d);
        d->close();
    }

    static HexMap sampleMap()
    {
        MapShape shape{
            10, 8, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::ColRow};
        return HexMap(shape, "pbm-strategic", IdTable({"plains", "forest"}), IdTable({"town"}),
                      IdTable({"minor-river", "road"}), 0);
    }
    QAction *action(const char *name)
    {
        return m_window->findChild<QAction *>(QLatin1String(name));
    }

    /// Triggers `a` and checks each modal dialog it opens: a file dialog is answered with
    /// `fileName`, any other dialog is checked, then cancelled. Returns the dialogs' titles.
    QStringList visitDialogs(QAction *a, const QString &fileName = {})
    {
        return visitDialogs([a] { a->trigger(); }, fileName);
    }
    QStringList visitDialogs(const std::function<void()> &open, const QString &fileName = {})
    {
        QStringList titles;
        // Timers still queued when this returns see `done` and touch nothing else.
        const auto done = std::make_shared<bool>(false);
        std::function<void()> poll = [&, done] {
            if (*done)
                return;
            if (auto *d = qobject_cast<QDialog *>(QApplication::activeModalWidget())) {
                if (auto *files = qobject_cast<QFileDialog *>(d)) {
                    typeFileName(files, fileName);
                    QMetaObject::invokeMethod(files, "accept"); // protected: call the slot
                } else {
                    titles << d->windowTitle();
                    check(d);
                    d->reject();
                }
            }
            QTimer::singleShot(20, poll);
        };
        QTimer::singleShot(0, poll);
        open();
        *done = true;
        return titles;
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }

    void init()
    {
        QSettings().clear();
        m_found.clear();
        QFETCH(QString, language);
        applyLanguage(*QCoreApplication::instance(), language);
        QCoreApplication::processEvents();
        QVERIFY(openMainWindow(m_window, sampleMap()));
    }
    void cleanup()
    {
        m_window.reset();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCoreApplication::processEvents();
    }

    void languages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("ru") << QStringLiteral("ru");
    }

    void theHelperFindsAClash()
    {
        // The checks below pass only if they can fail: a made-up clash is reported.
        QCOMPARE(accelerator(QStringLiteral("Save &As…")), QChar(u'a'));
        QCOMPARE(accelerator(QStringLiteral("Fish && &Chips")), QChar(u'c'));
        QVERIFY(accelerator(QStringLiteral("Plain")).isNull());
        QCOMPARE(clashes("t", {"&Правка", "&Правила", "&Вид"}).size(), 1);
        QVERIFY(clashes("t", {"&Правка", "П&равила"}).isEmpty());
    }
    void theHelperFindsAClash_data() { languages_data(); }

    void mainWindowMenus()
    {
        QVERIFY(m_window->menuBar()->actions().size() >= 6);
        const QStringList found
            = menuBarClashes(m_window->menuBar(), QStringLiteral("main window"));
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }
    void mainWindowMenus_data() { languages_data(); }

    // walk15 #14: the guide's keys of the designer's Ruleset menu are the menu's: Save Ruleset
    // As… had no key (QKeySequence::SaveAs is empty where the desktop has no such binding).
    void designerKeysAreTheGuides()
    {
        QFile guide(testpaths::source("/docs/guide/en/shortcuts.md"));
        QVERIFY(guide.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(guide.readAll());
        const QString designerPart = text.mid(text.indexOf("## In the cost-table designer"));
        action("actionCostTableDesigner")->trigger();
        auto *designer = m_window->findChild<CostTableDesigner *>();
        QVERIFY(designer);
        QHash<QString, QKeySequence> keys; // "Save Ruleset As…" → its key
        for (QAction *menu : designer->menuBar()->actions())
            for (QAction *a : menu->menu() ? menu->menu()->actions() : QList<QAction *>())
                keys.insert(QString(a->text()).remove('&'), a->shortcut());
        int rows = 0;
        static const QRegularExpression row(R"(^\| ([^|]+) \| ([^|(]+?)(?: \(.*\))? \|$)",
                                            QRegularExpression::MultilineOption);
        for (auto it = row.globalMatch(designerPart); it.hasNext();) {
            const auto m = it.next();
            if (!m.captured(2).contains("Ruleset"))
                continue;
            ++rows;
            QVERIFY2(keys.contains(m.captured(2)), qPrintable(m.captured(2)));
            QCOMPARE(keys.value(m.captured(2)).toString(), m.captured(1));
        }
        QCOMPARE(rows, 2); // Open Ruleset…, Save Ruleset As…
    }
    void designerKeysAreTheGuides_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
    }

    void designerMenusAndPages()
    {
        action("actionCostTableDesigner")->trigger();
        auto *designer = m_window->findChild<CostTableDesigner *>();
        QVERIFY(designer);
        QVERIFY(QTest::qWaitForWindowExposed(designer));
        QStringList found = menuBarClashes(designer->menuBar(), QStringLiteral("designer"));
        QTabWidget *pages = designer->pages();
        QVERIFY(pages->count() >= 4);
        for (int i = 0; i < pages->count(); ++i) {
            pages->setCurrentIndex(i);
            // A page's buttons share Alt with the designer's menu bar.
            QStringList texts = visibleTexts(pages->widget(i));
            for (QAction *a : designer->menuBar()->actions())
                texts << a->text();
            found << clashes(QStringLiteral("designer page ") + pages->tabText(i), texts);
        }
        // Pages with sections listed on the left (Turns & Settings): each section's buttons.
        for (QListWidget *sections :
             designer->findChildren<QListWidget *>(QStringLiteral("settingsSections"))) {
            pages->setCurrentWidget(sections->parentWidget());
            for (int i = 0; i < sections->count(); ++i) {
                sections->setCurrentRow(i);
                QStringList texts = visibleTexts(sections->parentWidget());
                for (QAction *a : designer->menuBar()->actions())
                    texts << a->text();
                found << clashes(QStringLiteral("designer section ") + sections->item(i)->text(),
                                 texts);
            }
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }
    void designerMenusAndPages_data() { languages_data(); }

    // walk12 #8: the designer had no Close item; without a window manager's title bar it could
    // not be closed. Ruleset ▸ Close (Ctrl+W), «Закрыть» in Russian, closes it.
    void designerClosesFromItsFirstMenu()
    {
        QFETCH(QString, language);
        action("actionCostTableDesigner")->trigger();
        auto *designer = m_window->findChild<CostTableDesigner *>();
        QVERIFY(designer);
        QVERIFY(QTest::qWaitForWindowExposed(designer));
        QMenu *first = designer->menuBar()->actions().first()->menu();
        QVERIFY(first);
        QAction *close = first->actions().last();
        QCOMPARE(close->text(), language == "ru" ? QString("&Закрыть") : QString("C&lose"));
        QCOMPARE(close->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_W));
        QApplication::setActiveWindow(designer);
        QVERIFY(QTest::qWaitForWindowActive(designer));
        QTest::keyClick(designer, Qt::Key_W, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(!designer->isVisible(), 5000);
        QVERIFY(m_window->isVisible());
    }
    void designerClosesFromItsFirstMenu_data() { languages_data(); }

    void ruleForms()
    {
        // The form of each list of the designer's Rule Lists page.
        action("actionCostTableDesigner")->trigger();
        auto *rules = m_window->findChild<RuleListsPage *>();
        QVERIFY(rules);
        QStringList titles;
        for (int part = 0; part < rules->partsList()->count(); ++part) {
            rules->setPart(RulePart(part));
            titles << visitDialogs([rules] { rules->addDialog(); });
        }
        QCOMPARE(titles.size(), rules->partsList()->count());
        // The forms of the Allowances and Modifiers pages.
        const auto lists = m_window->findChildren<ListFormsPage *>();
        QCOMPARE(lists.size(), 2);
        for (ListFormsPage *list : lists)
            titles << visitDialogs([list] { list->addDialog(); });
        // The Cost Tables page's forms: a row, a column, a table.
        CostTableDesigner *designer = m_window->costTableDesigner();
        QTableView *view = designer->tableView(0);
        QVERIFY(view);
        designer->tableTabs()->setCurrentIndex(0);
        view->setCurrentIndex(view->model()->index(0, 0));
        for (const char *name : {"addRow", "editColumn", "addTable", "tableSettings"}) {
            QAction *a = designer->tableStructure()->action(QLatin1String(name));
            titles << visitDialogs(a);
        }
        QCOMPARE(titles.size(), rules->partsList()->count() + 6);
        QVERIFY2(m_found.isEmpty(), qPrintable(m_found.join(QLatin1Char('\n'))));
    }
    void ruleForms_data() { languages_data(); }

    void dialogs()
    {
        QStringList titles;
        titles << visitDialogs(action("actionNew"));
        titles << visitDialogs(action("actionResizeMap"));
        titles << visitDialogs(action("actionMapProperties"));
        titles << visitDialogs(action("actionPrint"));
        // Export asks for the file first, then the options (with the PNG width for a .png).
        titles << visitDialogs(action("actionExport"), m_dir.filePath(QStringLiteral("map.png")));
        // The unit tool asks for a new unit's name, side and figures.
        m_window->selectTool(QStringLiteral("unit"));
        MapView *view = m_window->mapView();
        const Hex hex = m_window->document()->map().grid().toHex({3, 3});
        const QPoint centre = view->sceneToViewport(view->params().centre(hex)).toPoint();
        titles << visitDialogs(
            [&] { QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, centre); });
        titles << visitDialogs(action("actionBackgroundImage"));
        QCOMPARE(titles.size(), 7);
        RecoveryDialog recovery({RecoveryEntry{}}, m_window.get());
        checkShown(&recovery);
        QVERIFY2(m_found.isEmpty(), qPrintable(m_found.join(QLatin1Char('\n'))));
    }
    void dialogs_data() { languages_data(); }

    void designerVocabularyForms()
    {
        // The designer's forms for terrains, features and unit options, adding and editing
        // (editing shows more: the option's values, a feature's drawing).
        const auto r = m_window->document()->ruleset();
        QWidget *w = m_window.get();
        const auto noProblem = [](const auto &) { return QString(); };
        for (const VocabularyPart part :
             {VocabularyPart::Terrain, VocabularyPart::HexFeature, VocabularyPart::EdgeFeature}) {
            FeatureSpec adding;
            adding.drawAs
                = part == VocabularyPart::EdgeFeature ? QStringLiteral("river") : QString();
            FeatureDialog add(part, adding, 0, true, noProblem, w);
            checkShown(&add);
            FeatureDialog edit(part, featureSpec(vocabularyPart(*r, part).first()), 0, false,
                               noProblem, w);
            checkShown(&edit);
        }
        TerrainDialog terrain(*r, noProblem, w);
        checkShown(&terrain);
        RemoveTerrainDialog removeTerrain(*r, QStringLiteral("forest"), 3, w);
        checkShown(&removeTerrain);
        ReplacementDialog replacement(QStringLiteral("t"), QStringLiteral("q"),
                                      {{QStringLiteral("plains"), QStringLiteral("Plains")}}, w);
        checkShown(&replacement);
        UnitOptionSpec flag;
        flag.flag = true;
        flag.defaultValue = QStringLiteral("no");
        UnitOptionDialog addOption(flag, 0, true, noProblem, w);
        checkShown(&addOption);
        for (const UnitOption &option : r->unitOptions) {
            UnitOptionDialog editOption(unitOptionSpec(option), 0, false, noProblem, w);
            checkShown(&editOption);
        }
        QVERIFY2(m_found.isEmpty(), qPrintable(m_found.join(QLatin1Char('\n'))));
    }
    void designerVocabularyForms_data() { languages_data(); }

    void designerRuleForms()
    {
        const auto r = m_window->document()->ruleset();
        QWidget *w = m_window.get();
        const auto noProblem = [](const auto &) { return QString(); };
        ConditionDialog condition(r, Condition{}, w);
        checkShown(&condition);
        ConstraintDialog constraint(r, OptionConstraint{}, 0, true, noProblem, w);
        checkShown(&constraint);
        PeriodDialog period(r, TurnPeriod{}, 0, true, noProblem, w);
        checkShown(&period);
        NewRulesetDialog newRuleset(
            r, m_window->rulesets(),
            [](const Ruleset *, const QString &, const LocalizedText &) { return QString(); }, w);
        checkShown(&newRuleset);
        CsvImportDialog csv(*r, 0, QStringLiteral("table.csv"), QString(), w);
        checkShown(&csv);
        QVERIFY2(m_found.isEmpty(), qPrintable(m_found.join(QLatin1Char('\n'))));
    }
    void designerRuleForms_data() { languages_data(); }

    void mapDialogs()
    {
        const HexMap &map = m_window->document()->map();
        QWidget *w = m_window.get();
        const Hex hex = map.grid().toHex({3, 3});
        HexOwnerDialog owner(map, {hex}, w);
        checkShown(&owner);
        LabelDialog label(MapLabel{hex, {}}, QStringLiteral("t"), QStringLiteral("p"), w);
        checkShown(&label);
        SidesDialog sides(map, w);
        checkShown(&sides);
        FindDialog find(w);
        checkShown(&find);
        WelcomeDialog welcome(QString(), w);
        checkShown(&welcome);
        ShortcutsDialog shortcuts(w, PlannerTool::keyHelp(), w);
        checkShown(&shortcuts);
        const auto target = m_window->rulesets().ruleset("strategic-commanders");
        RulesetChangeDialog change(vocabularyForMap(map, m_window->document()->ruleset().get()),
                                   target->vocabulary, target->name.en, uiLanguage(), w);
        checkShown(&change);
        for (const auto purpose :
             {ExportOptionsDialog::Purpose::Export, ExportOptionsDialog::Purpose::Print}) {
            ExportOptionsDialog options(purpose, purpose == ExportOptionsDialog::Purpose::Export,
                                        w);
            checkShown(&options);
        }
        BackgroundDialog background(MapBackground{}, m_dir.path(), w);
        checkShown(&background);
        NewCampaignDialog campaign(map, m_window->document()->customRuleset(), QString(),
                                   m_window->rulesets(), w);
        checkShown(&campaign);
        QVERIFY2(m_found.isEmpty(), qPrintable(m_found.join(QLatin1Char('\n'))));
    }
    void mapDialogs_data() { languages_data(); }

    void everyDialogClassIsChecked()
    {
        // Runs after the tests above (Qt Test keeps the order): each dialog class of the sources
        // was checked in this language. A new dialog needs its line above.
        QFETCH(QString, language);
        const QSet<QString> inSources = dialogClassesInSources();
        QVERIFY(inSources.size() >= 30);
        QStringList unchecked;
        for (const QString &name : inSources) {
            if (!m_checked[language].contains(name))
                unchecked << name;
        }
        unchecked.sort();
        QVERIFY2(unchecked.isEmpty(), qPrintable(QStringLiteral("not checked: ")
                                                 + unchecked.join(QStringLiteral(", "))));
    }
    void everyDialogClassIsChecked_data() { languages_data(); }
};

QTEST_MAIN(TestAccelerators)
#include "tst_accelerators.moc"
