#include "costtabledesigner.h"

#include "exporting/mapinputs.h"
#include "exporting/savefilequestion.h"

#include "designer/conditions/conditiondelegate.h"
#include "designer/conditions/namedconditionspage.h"
#include "designer/editing/rulesetediting.h"
#include "designer/rulelists/rulesetlistmodel.h"
#include "designer/rulelists/rulesetpartspage.h"
#include "designer/tables/costcelldelegate.h"
#include "designer/tables/costtablemodel.h"
#include "designer/tables/costtablestructure.h"
#include "designer/tables/csvimportdialog.h"
#include "designer/tables/tableclipboard.h"
#include "designer/tables/tableexport.h"
#include "designer/turns/turnsettingspage.h"
#include "designer/vocabulary/unitoptionspage.h"
#include "designerpages.h"
#include "dialogs/newmapdialog.h"
#include "dialogs/rulesetchangedialog.h"
#include "io/utf8textfile.h"
#include "mapdocument.h"
#include "plaintext.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmismatch.h"
#include "rules/rulesetwriter.h"

#include <QClipboard>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

namespace hexstride {

namespace {

QTableView *makeView(QAbstractItemModel *model, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setAlternatingRowColors(false);
    view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                          | QAbstractItemView::AnyKeyPressed);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view->horizontalHeader()->setStretchLastSection(true);
    view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return view;
}

struct ListSection
{
    const char *key;
    QList<RulesetListModel::Column> (*columns)();
};

} // namespace

CostTableDesigner::CostTableDesigner(const RulesetLibrary &library, QWidget *parent)
    : QMainWindow(parent)
    , m_library(library)
    , m_editor(new RulesetEditor(this))
{
    setObjectName(QStringLiteral("costTableDesigner"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    // Room for every page tab, also in Russian, but never more than the screen has: on a
    // 1280 × 800 screen the window and its frame stay on it (the pages wrap and scroll).
    const QScreen *screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const QSize frame(16, 48); // a window manager's borders and title bar
    resize(screen ? QSize(1320, 720).boundedTo(screen->availableGeometry().size() - frame)
                  : QSize(1320, 720));

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("designerToolBar"));
    // Undo and redo act on the document's stack: ruleset edits are changes of the map.
    m_undo = new QAction(this);
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = new QAction(this);
    m_redo->setShortcut(QKeySequence::Redo);
    connect(m_undo, &QAction::triggered, this, [this] {
        if (QUndoStack *s = m_editor->undoStack())
            s->undo();
    });
    connect(m_redo, &QAction::triggered, this, [this] {
        if (QUndoStack *s = m_editor->undoStack())
            s->redo();
    });
    m_open = new QAction(this);
    m_open->setShortcut(QKeySequence::Open);
    m_saveAs = new QAction(this);
    // Not QKeySequence::SaveAs: it is empty where the desktop binds no key to it (walk15 #14).
    m_saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_exportCsv = new QAction(this);
    m_exportBooklet = new QAction(this);
    m_embed = new QAction(this);
    m_reference = new QAction(this);
    m_bundled = new QAction(this);
    m_copy = new QAction(this);
    m_copy->setShortcut(QKeySequence::Copy);
    m_copyWithLabels = new QAction(this);
    m_copyWithLabels->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_paste = new QAction(this);
    m_paste->setShortcut(QKeySequence::Paste);
    m_importCsv = new QAction(this);
    connect(m_copy, &QAction::triggered, this, [this] { copyCells(false); });
    connect(m_copyWithLabels, &QAction::triggered, this, [this] { copyCells(true); });
    connect(m_paste, &QAction::triggered, this,
            [this] { pasteCells(QGuiApplication::clipboard()->text()); });
    connect(m_importCsv, &QAction::triggered, this, &CostTableDesigner::importTableCsv);
    m_toolBar->addActions({m_undo, m_redo});
    m_toolBar->addSeparator();
    m_toolBar->addActions({m_open, m_saveAs});
    m_toolBar->addSeparator();
    m_toolBar->addActions({m_exportCsv, m_exportBooklet});
    // The map actions live in a menu only: with them the tool bar does not fit in Russian.
    m_newRuleset = new QAction(this);
    m_newRuleset->setObjectName(QStringLiteral("newRuleset"));
    connect(m_newRuleset, &QAction::triggered, this, &CostTableDesigner::newRulesetDialog);
    m_rulesetMenu = menuBar()->addMenu(QString());
    m_rulesetMenu->addActions({m_newRuleset, m_open, m_saveAs});
    m_rulesetMenu->addSeparator();
    m_rulesetMenu->addActions({m_exportCsv, m_exportBooklet, m_importCsv});
    // Without a window manager's title bar (walk12 #8) the window could not be closed at all.
    m_close = new QAction(this);
    m_close->setObjectName(QStringLiteral("closeDesigner"));
    m_close->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_W));
    m_close->setShortcutContext(Qt::WindowShortcut);
    connect(m_close, &QAction::triggered, this, &QWidget::close);
    m_rulesetMenu->addSeparator();
    m_rulesetMenu->addAction(m_close);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addActions({m_undo, m_redo});
    m_editMenu->addSeparator();
    m_editMenu->addActions({m_copy, m_copyWithLabels, m_paste});
    m_mapMenu = menuBar()->addMenu(QString());
    m_mapMenu->addActions({m_embed, m_reference, m_bundled});
    connect(m_embed, &QAction::triggered, this, &CostTableDesigner::embedInMap);
    connect(m_reference, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Use Ruleset File with Map"),
                                                          QString(), tr("Rulesets (*.json)"));
        if (!path.isEmpty())
            referenceFromMap(path);
    });
    connect(m_bundled, &QAction::triggered, this, &CostTableDesigner::useBundledRuleset);
    connect(m_open, &QAction::triggered, this, &CostTableDesigner::openRuleset);
    connect(m_saveAs, &QAction::triggered, this, &CostTableDesigner::saveRulesetAs);
    connect(m_exportCsv, &QAction::triggered, this, [this] { exportTable(true); });
    connect(m_exportBooklet, &QAction::triggered, this, [this] { exportTable(false); });

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_legend = new QLabel(central);
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::RichText);
    m_message = plainLabel(new QLabel(central)); // a refusal quotes the ruleset's texts
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("QLabel { color: #9a2a2a; font-weight: bold; }"));
    m_message->hide();
    m_pages = new QTabWidget(central);
    // The Cost Tables page: the structure's tool row above the tabs of the tables.
    m_tablesPage = new QWidget(m_pages);
    m_tables = new QTabWidget(m_tablesPage);
    m_tables->setDocumentMode(true);
    connect(m_tables, &QTabWidget::currentChanged, this, [this](int i) {
        const auto r = m_editor->ruleset();
        if (r && i >= 0 && i < r->costTables.size())
            m_currentTableId = r->costTables[i].id;
    });
    m_structure = new CostTableStructure(
        m_editor, m_tables, [this](int i) { return tableView(i); }, m_tablesPage);
    auto *tablesLayout = new QVBoxLayout(m_tablesPage);
    tablesLayout->setContentsMargins(0, 0, 0, 0);
    tablesLayout->addWidget(m_structure);
    tablesLayout->addWidget(m_tables);
    m_pages->addTab(m_tablesPage, QString());
    static const ListSection sections[] = {
        {"allowances", &RulesetListModel::allowanceColumns},
        {"modifiers", &RulesetListModel::modifierColumns},
        {"terrains", [] { return RulesetListModel::featureColumns(false); }},
        {"hexFeatures", [] { return RulesetListModel::featureColumns(false); }},
        {"edgeFeatures", [] { return RulesetListModel::featureColumns(true); }},
    };
    for (const ListSection &s : sections) {
        auto *model = new RulesetListModel(m_editor, QLatin1String(s.key), s.columns(), this);
        m_listModels << model;
        auto *view = makeView(model, m_pages);
        view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        view->setItemDelegate(new ConditionDelegate(view)); // conditions open their form
        // Terrains and features get forms to add, edit, move and remove them
        // (costtabledesigner_authoring.cpp); the three share one tab (Map Vocabulary), so that
        // the designer's tab bar stays readable in Russian.
        QWidget *page = sectionPage(model->section(), view);
        if (model->section() == QLatin1String("terrains")) {
            m_vocabulary = new QTabWidget(m_pages);
            m_vocabulary->setObjectName(QStringLiteral("vocabularyTabs"));
            m_vocabulary->setDocumentMode(true);
            m_pages->addTab(m_vocabulary, QString());
        }
        if (m_vocabulary)
            m_vocabulary->addTab(page, QString());
        else
            m_pages->addTab(page, QString());
    }
    m_unitOptions = new UnitOptionsPage(m_editor, m_pages);
    m_pages->addTab(m_unitOptions, QString());
    m_parts = new RulesetPartsPage(m_editor, m_pages);
    m_pages->addTab(m_parts, QString());
    m_namedConditions = new NamedConditionsPage(m_editor, m_pages);
    m_pages->addTab(m_namedConditions, QString());
    m_checks = new ChecksPage(m_editor, m_pages);
    m_compare = new ComparePage(m_editor, m_library, m_pages);
    m_heatMap = new HeatMapPage(m_editor, m_pages);
    m_pages->addTab(m_checks, QString());
    m_pages->addTab(m_compare, QString());
    m_pages->addTab(m_heatMap, QString());
    m_turnSettings = new TurnSettingsPage(m_editor, m_pages);
    m_pages->addTab(m_turnSettings, QString());
    connect(m_checks, &ChecksPage::entryWanted, this, &CostTableDesigner::showEntry);
    connect(m_checks, &ChecksPage::cellWanted, this, [this](int table, int row, int column) {
        if (QTableView *view = tableView(table)) {
            m_pages->setCurrentIndex(0);
            m_tables->setCurrentIndex(table);
            view->setCurrentIndex(view->model()->index(row, column));
            view->scrollTo(view->currentIndex());
            view->setFocus();
        }
    });
    layout->addWidget(m_legend);
    layout->addWidget(m_pages, 1);
    // Under the page it is about, as the guide says; a refusal is about the page it was made on
    // and goes with another page (walk15 #21: it stayed on Compare and Checks, and pushed the
    // tabs down from above).
    layout->addWidget(m_message);
    connect(m_pages, &QTabWidget::currentChanged, this, [this] {
        if (!m_refusalShown)
            return;
        m_refusalShown = false;
        m_message->clear();
        m_message->hide();
    });
    setCentralWidget(central);

    connect(m_editor, &RulesetEditor::editRefused, this, &CostTableDesigner::showMessage);
    connect(m_editor, &RulesetEditor::rulesetChanged, this, [this] {
        followBaseline();
        rebuildTables();
        // An accepted change clears the last refusal.
        m_message->clear();
        m_message->hide();
    });
    retranslateUi();
}

CostTableDesigner::~CostTableDesigner() = default;

void CostTableDesigner::setDocument(MapDocument *document)
{
    for (const auto &c : std::as_const(m_stackConnections))
        disconnect(c);
    m_stackConnections.clear();
    m_editor->setDocument(document);
    if (QUndoStack *s = m_editor->undoStack()) {
        m_stackConnections << connect(s, &QUndoStack::indexChanged, this,
                                      &CostTableDesigner::updateUndoActions)
                           << connect(s, &QUndoStack::cleanChanged, this,
                                      &CostTableDesigner::updateUndoActions);
    }
    updateUndoActions();
}

void CostTableDesigner::updateUndoActions()
{
    QUndoStack *s = m_editor->undoStack();
    m_undo->setEnabled(s && s->canUndo());
    m_redo->setEnabled(s && s->canRedo());
    // "&" in a name ("Hills & Rough") is doubled, or the menu takes it for an accelerator; the
    // tool tips say the same words literally (a name may look like markup).
    setUndoActionTexts(m_undo, tr("&Undo %1"), tr("&Undo"),
                       s && s->canUndo() ? s->undoText() : QString());
    setUndoActionTexts(m_redo, tr("&Redo %1"), tr("&Redo"),
                       s && s->canRedo() ? s->redoText() : QString());
    // The tool bar keeps short fixed texts, so its buttons never move under the pointer (the
    // menu and the tool tips say what would be undone).
    m_undo->setIconText(tr("Undo"));
    m_redo->setIconText(tr("Redo"));
}

void CostTableDesigner::rebuildTables()
{
    const auto r = m_editor->ruleset();
    const QString id = r ? r->id : QString();
    const int count = r ? int(r->costTables.size()) : 0;
    const QString followedTable = m_currentTableId; // taking tabs away below changes it
    if (id != m_shownRulesetId || count != m_shownTableCount) {
        // A different ruleset: new models per table (an edit keeps them and their selection).
        const int current = m_tables->currentIndex();
        // Forget the views first: taking a tab away makes the tool row ask for the current view.
        m_tableViews.clear();
        while (m_tables->count() > 0) {
            QWidget *w = m_tables->widget(0);
            m_tables->removeTab(0);
            delete w;
        }
        qDeleteAll(m_tableModels);
        m_tableModels.clear();
        for (int i = 0; i < count; ++i) {
            auto *model = new CostTableModel(m_editor, i, this);
            auto *view = makeView(model, m_tables);
            view->setItemDelegate(new CostCellDelegate(view));
            view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
            m_structure->attach(view);
            m_tableModels << model;
            m_tableViews << view;
            m_tables->addTab(view, QString());
        }
        if (current >= 0 && current < count)
            m_tables->setCurrentIndex(current);
        m_shownRulesetId = id;
        m_shownTableCount = count;
    }
    const QString lang = designerstyle::language();
    for (int i = 0; i < count; ++i) {
        m_tables->setTabText(i, literalAmpersands(r->costTables[i].label.in(lang)));
        // An edit that moved the current table (undoing a move) takes the current tab along.
        if (r->costTables[i].id == followedTable && m_tables->currentIndex() != i)
            m_tables->setCurrentIndex(i);
    }
    const int shownTable = m_tables->currentIndex();
    m_currentTableId
        = shownTable >= 0 && shownTable < count ? r->costTables[shownTable].id : QString();
    setWindowTitle(r ? tr("Cost Table Designer — %1").arg(r->name.in(lang))
                     : tr("Cost Table Designer"));
    m_saveAs->setEnabled(bool(r));
    m_exportCsv->setEnabled(count > 0);
    m_exportBooklet->setEnabled(count > 0);
    m_importCsv->setEnabled(count > 0);
}

void CostTableDesigner::retranslateUi()
{
    m_toolBar->setWindowTitle(tr("Designer"));
    m_rulesetMenu->setTitle(tr("&Ruleset"));
    m_editMenu->setTitle(tr("&Edit"));
    m_mapMenu->setTitle(tr("&Map"));
    updateUndoActions();
    m_addTerrain->setText(tr("&Add Terrain…"));
    m_removeTerrain->setText(tr("Remo&ve Terrain…"));
    m_removeTerrain->setToolTip(tr("Remove the selected terrain; the map's hexes of it become "
                                   "another terrain"));
    m_newRuleset->setText(tr("&New Ruleset…"));
    m_newRuleset->setToolTip(tr("A blank ruleset, or a copy of the open or a bundled one, with an "
                                "id and names of its own"));
    m_open->setText(tr("&Open Ruleset…"));
    m_open->setToolTip(tr("Use a ruleset file for the open map"));
    m_saveAs->setText(tr("&Save Ruleset As…"));
    m_close->setText(tr("C&lose"));
    m_exportCsv->setText(tr("Export Table as &CSV…"));
    m_exportBooklet->setText(tr("Export Table for a &Booklet…"));
    m_exportBooklet->setToolTip(
        tr("The current cost table as HTML or PDF, laid out for a rules booklet"));
    m_copy->setText(tr("&Copy Cells"));
    m_copy->setToolTip(tr("Copy the selected cells for a spreadsheet (tab-separated)"));
    m_copyWithLabels->setText(tr("Copy Cells with &Labels"));
    m_paste->setText(tr("&Paste Cells"));
    m_paste->setToolTip(tr("Paste a block of cells from a spreadsheet, at the current cell or "
                           "by the block's row and column labels"));
    m_importCsv->setText(tr("&Import Table from CSV…"));
    m_importCsv->setToolTip(
        tr("Set a table's cells from a CSV file, matched by row and column label or id"));
    m_embed->setText(tr("&Embed in Map"));
    m_embed->setToolTip(tr("Save this ruleset, with its edits, inside the map file"));
    m_reference->setText(tr("Use Ruleset &File with Map…"));
    m_reference->setToolTip(tr("Load a ruleset file and let the map file refer to it by path"));
    m_bundled->setText(tr("Use &Bundled Ruleset"));
    m_bundled->setToolTip(tr("Forget the map's own ruleset: use the bundled one of its id"));
    m_legend->setText(tr("Double-click a value to change it; the open map's plans follow at once. "
                         "<span style=\"background-color:%1\"><i>&nbsp;Italic on a tinted "
                         "background&nbsp;</i></span> "
                         "marks a value the rule text does not give (assumed); <span "
                         "style=\"background-color:%2\"><b>&nbsp;bold on blue&nbsp;</b></span> "
                         "a value changed here. Hover any value for its source.")
                          .arg(designerstyle::assumedBackground().name(),
                               designerstyle::changedBackground().name()));
    m_pages->setTabText(0, tr("Cost Tables"));
    m_pages->setTabText(1, tr("Allowances"));
    m_pages->setTabText(2, tr("Modifiers"));
    m_pages->setTabText(m_pages->indexOf(m_vocabulary), tr("Map Vocabulary"));
    m_vocabulary->setTabText(0, tr("Terrains"));
    m_vocabulary->setTabText(1, tr("Hex Features"));
    m_vocabulary->setTabText(2, tr("Edge Features"));
    m_pages->setTabText(m_pages->indexOf(m_unitOptions), tr("Unit Options"));
    m_pages->setTabText(m_pages->indexOf(m_parts), tr("Rules"));
    m_pages->setTabText(m_pages->indexOf(m_namedConditions), tr("Conditions"));
    m_pages->setTabText(m_pages->indexOf(m_checks), tr("Checks"));
    m_pages->setTabText(m_pages->indexOf(m_compare), tr("Compare"));
    m_pages->setTabText(m_pages->indexOf(m_heatMap), tr("Heat Map"));
    m_pages->setTabText(m_pages->indexOf(m_turnSettings), tr("Turns && Settings"));
    rebuildTables();
}

void CostTableDesigner::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(e);
}

QTableView *CostTableDesigner::tableView(int i) const
{
    return m_tableViews.value(i);
}

CostTableModel *CostTableDesigner::tableModel(int i) const
{
    return m_tableModels.value(i);
}

RulesetListModel *CostTableDesigner::listModel(const QString &section) const
{
    for (RulesetListModel *m : m_listModels) {
        if (m->section() == section)
            return m;
    }
    return nullptr;
}

QString CostTableDesigner::lastMessage() const
{
    return m_message->text();
}

void CostTableDesigner::showMessage(const QString &message)
{
    m_message->setText(tr("Refused: %1").arg(message));
    m_message->show();
    m_refusalShown = true;
    statusBar()->showMessage(m_message->text(), 10000);
}

int CostTableDesigner::currentTable() const
{
    return m_tables->currentIndex();
}

QString CostTableDesigner::loadRulesetFrom(const QString &path)
{
    const RulesetLoadResult r = loadRulesetFile(path);
    if (!r.ruleset) {
        showMessage(r.error);
        return r.error;
    }
    if (!m_editor->document()) {
        const QString error = tr("No map is open.");
        showMessage(error);
        return error;
    }
    auto loaded = std::make_shared<const Ruleset>(*r.ruleset);
    NewMapDialog::rememberRulesetFile(path);
    m_rulesetFileBase = QFileInfo(path).completeBaseName();
    useRuleset(loaded, RulesetEditor::embedded(*loaded),
               [path] { return tr("Load ruleset %1").arg(path); });
    return {};
}

void CostTableDesigner::useRuleset(const std::shared_ptr<const Ruleset> &ruleset,
                                   const MapRulesetRef &ref,
                                   const DescribedCommand::Describe &description)
{
    // The map follows the ruleset: its id, and its terrains and features (asked how, when the
    // ruleset lacks some), so the palette, Map Properties and `info` show the ruleset's.
    const HexMap &map = m_editor->document()->map();
    const std::optional<HexMap> mapped
        = askMapForRuleset(map, m_editor->ruleset(), ruleset, designerstyle::language(), this);
    if (!mapped)
        return; // cancelled: nothing changes
    m_editor->setBaseline(ruleset);
    const bool sameMap = mapped->rulesetId() == map.rulesetId()
                         && mapped->terrains().ids() == map.terrains().ids()
                         && mapped->hexFeatureIds().ids() == map.hexFeatureIds().ids()
                         && mapped->edgeFeatureIds().ids() == map.edgeFeatureIds().ids();
    if (sameMap)
        m_editor->replace(ruleset, ref, description);
    else
        m_editor->replaceWithMap(ruleset, ref, *mapped, description);
    warnOfMismatch();
}

QString CostTableDesigner::saveRulesetTo(const QString &path)
{
    const auto r = m_editor->ruleset();
    const QString error = r ? saveRulesetFile(*r, path) : tr("No ruleset to save.");
    if (!error.isEmpty())
        showMessage(error);
    else
        NewMapDialog::rememberRulesetFile(path); // offered by New Map
    if (error.isEmpty())
        m_rulesetFileBase = QFileInfo(path).completeBaseName(); // its exports are named after it
    if (error.isEmpty())
        statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return error;
}

void CostTableDesigner::embedInMap()
{
    const auto r = m_editor->ruleset();
    if (!r)
        return;
    m_editor->setCustomRuleset(RulesetEditor::embedded(*r),
                               [] { return tr("Embed the ruleset in the map"); });
    statusBar()->showMessage(tr("The ruleset is saved inside the map file from now on."), 5000);
}

QString CostTableDesigner::referenceFromMap(const QString &path)
{
    const RulesetLoadResult r = loadRulesetFile(path);
    QString error = r.ruleset ? QString() : r.error;
    if (error.isEmpty() && !m_editor->document())
        error = tr("No map is open.");
    if (!error.isEmpty()) {
        showMessage(error);
        return error;
    }
    const QString mapFile = m_editor->document()->fileName();
    // Relative to the map's folder, so map and rules can move together.
    const QString ref = mapFile.isEmpty() ? QFileInfo(path).absoluteFilePath()
                                          : QFileInfo(mapFile).absoluteDir().relativeFilePath(
                                              QFileInfo(path).absoluteFilePath());
    NewMapDialog::rememberRulesetFile(path);
    useRuleset(std::make_shared<const Ruleset>(*r.ruleset), MapRulesetRef{{}, ref},
               [ref] { return tr("Use the ruleset file %1").arg(ref); });
    return {};
}

void CostTableDesigner::useBundledRuleset()
{
    MapDocument *doc = m_editor->document();
    if (!doc)
        return;
    QString error;
    auto bundled = m_library.ruleset(doc->map().rulesetId(), &error);
    if (bundled) {
        m_rulesetFileBase.clear();
        m_editor->replace(bundled, MapRulesetRef{}, [] { return tr("Use the bundled ruleset"); });
    } else
        showMessage(error.isEmpty()
                        ? tr("There is no bundled ruleset \"%1\".").arg(doc->map().rulesetId())
                        : error);
}

void CostTableDesigner::openRuleset()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Ruleset"), QString(),
                                                      tr("Rulesets (*.json);;All files (*)"));
    if (!path.isEmpty())
        loadRulesetFrom(path);
}

void CostTableDesigner::saveRulesetAs()
{
    const auto r = m_editor->ruleset();
    if (!r)
        return;
    SaveFileQuestion question;
    question.title = tr("Save Ruleset As");
    question.start = r->id + QStringLiteral(".json");
    question.filters = tr("Rulesets (*.json)");
    // The open map's ruleset file may be saved again (that is how it is edited); its own file,
    // background and tileset pictures are never written over.
    question.problem = [this](const QString &path) {
        return mapInputOverwriteProblem(m_editor->document(), path, MapOutput::Ruleset);
    };
    question.refusalTitle = tr("Cannot Save Ruleset");
    if (const QString path = askSaveFileName(this, question); !path.isEmpty())
        saveRulesetTo(path);
}

void CostTableDesigner::exportTable(bool csv)
{
    const auto r = m_editor->ruleset();
    const int t = currentTable();
    if (!r || t < 0)
        return;
    // Named after the file the ruleset was last saved to or read from (walk14 #14: after Save
    // Ruleset As the exports kept the bundled ruleset's id), else after its id.
    const QString base = (m_rulesetFileBase.isEmpty() ? r->id : m_rulesetFileBase)
                         + QLatin1Char('-') + r->costTables[t].id;
    SaveFileQuestion question;
    question.title = csv ? tr("Export Table as CSV") : tr("Export Table for a Booklet");
    question.start = base + (csv ? QStringLiteral(".csv") : QStringLiteral(".pdf"));
    question.filters = csv ? tr("CSV files (*.csv)") : tr("PDF (*.pdf);;HTML (*.html)");
    question.problem = [this](const QString &path) {
        return mapInputOverwriteProblem(m_editor->document(), path, MapOutput::Export);
    };
    question.refusalTitle = question.title;
    const QString path = askSaveFileName(this, question);
    if (path.isEmpty())
        return;
    const auto baseline = m_editor->baseline();
    const QString error = exportCostTable(*r, t, designerstyle::language(), path, baseline.get());
    if (!error.isEmpty())
        showMessage(error);
    else
        statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
}

QString CostTableDesigner::copyCells(bool withLabels)
{
    const auto r = m_editor->ruleset();
    QTableView *view = tableView(currentTable());
    // Cells are copied from the cost tables page only (not from a page out of sight).
    if (!r || !view || m_pages->currentWidget() != m_tablesPage)
        return {};
    QModelIndexList selection = view->selectionModel()->selectedIndexes();
    if (selection.isEmpty() && view->currentIndex().isValid())
        selection << view->currentIndex();
    const QString text = costTableBlock(r->costTables[currentTable()], selection, withLabels,
                                        designerstyle::language());
    if (!text.isEmpty())
        QGuiApplication::clipboard()->setText(text);
    return text;
}

QString CostTableDesigner::pasteCells(const QString &text)
{
    QTableView *view = tableView(currentTable());
    if (!view || m_pages->currentWidget() != m_tablesPage)
        return {};
    const QModelIndex at = view->currentIndex();
    const QString error
        = pasteCostTableBlockInto(*m_editor, currentTable(), text, at.row(), at.column());
    if (!error.isEmpty())
        showMessage(error);
    return error;
}

QString CostTableDesigner::applyImport(int table, const CostTableEdit &edit)
{
    const QString error = applyCostTableEdit(
        *m_editor, table, edit,
        QT_TRANSLATE_N_NOOP("hexstride::TableClipboard", "Import %n cell(s) into %1 from CSV"));
    if (!error.isEmpty())
        showMessage(error);
    return error;
}

void CostTableDesigner::importTableCsv()
{
    const auto r = m_editor->ruleset();
    if (!r || r->costTables.isEmpty())
        return;
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Import Table from CSV"), QString(),
                                       tr("CSV files (*.csv *.tsv *.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    const std::optional<QString> text = readUtf8TextFile(path, 8 * 1024 * 1024, error);
    if (!text) {
        showMessage(error);
        return;
    }
    CsvImportDialog dialog(*r, std::max(currentTable(), 0), QFileInfo(path).fileName(), *text,
                           this);
    if (dialog.exec() == QDialog::Accepted)
        applyImport(dialog.table(), dialog.edit());
}

void CostTableDesigner::followBaseline()
{
    // Another ruleset shown: its values are compared with the bundled one of its id, else with
    // itself as it is now.
    const auto r = m_editor->ruleset();
    const auto baseline = m_editor->baseline();
    if (!r || (baseline && baseline->id == r->id))
        return;
    const auto bundled = m_library.ruleset(r->id);
    m_editor->setBaseline(bundled ? bundled : r);
}

QString CostTableDesigner::mismatchWarning() const
{
    MapDocument *doc = m_editor->document();
    const auto r = m_editor->ruleset();
    return doc && r ? rulesetMismatchText(doc->map(), *r) : QString();
}

void CostTableDesigner::warnOfMismatch()
{
    const QString warning = mismatchWarning();
    if (warning.isEmpty())
        return;
    m_message->setText(warning);
    m_message->show();
    m_refusalShown = false; // a mismatch is about the whole ruleset: it stays
    statusBar()->showMessage(warning, 15000);
}

} // namespace hexstride
