#include "mainwindow.h"
#include "dialogs/finddialog.h"

#include "background/backgroundcontroller.h"
#include "commands/describedcommand.h"
#include "demomap.h"
#include "designer/costtabledesigner.h"
#include "dialogs/shortcutsdialog.h"
#include "docks/mapcheckdock.h"
#include "docks/overviewdock.h"
#include "docks/palettedock.h"
#include "docks/propertiesdock.h"
#include "docks/wrappinglabel.h"
#include "documentsafety.h"
#include "help/userguide.h"
#include "help/userguidewindow.h"
#include "i18n/translations.h"
#include "io/mapfile.h"
#include "io/mappaths.h"
#include "languagemenu.h"
#include "mapdocument.h"
#include "plaintext.h"
#include "planner/planner.h"
#include "planner/plannersession.h"
#include "planner/plannertool.h"
#include "planner/playerarmies.h"
#include "resolve/resolveturndock.h"
#include "text/isolatedtext.h"
#include "tools/edgefeaturetool.h"
#include "tools/editorcontext.h"
#include "tools/hextools.h"
#include "tools/objecttools.h"
#include "tools/selectiontool.h"
#include "tools/toolicons.h"
#include "ui_mainwindow.h"
#include "view/hexhighlight.h"
#include "view/maprenderer.h"
#include "view/mapview.h"
#include "view/ownertooltip.h"
#include "view/screenanchor.h"
#include "view/vocabulary.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QLayout>
#include <QLocale>
#include <QMessageBox>
#include <QScopedValueRollback>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>

namespace hexstride {

namespace {
/// A tool's hint for the status bar: its first sentence (the tool tip has the rest), so that
/// it fits beside the zoom figure in either language.
QString firstSentence(const QString &text)
{
    const qsizetype end = text.indexOf(QLatin1String(". "));
    return end < 0 ? text : text.left(end + 1);
}
/// The first sentence of a tool's hint, cut after its last clause ("; ") that fits in `width`
/// pixels (the first clause at least): the status bar shares its width with the hex under the
/// pointer, and Qt cut the hint in the middle of a word (walk16 W04, walk15 #26).
QString hintThatFits(const QString &text, const QFontMetrics &fm, int width)
{
    const QStringList clauses = firstSentence(text).split(QLatin1String("; "));
    QString hint = clauses.constFirst();
    for (qsizetype i = 1; i < clauses.size(); ++i) {
        const QString longer = hint + QLatin1String("; ") + clauses[i];
        if (fm.horizontalAdvance(longer) > width)
            break;
        hint = longer;
    }
    return hint;
}
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_ui(std::make_unique<Ui::MainWindow>())
    , m_context(new EditorContext(this))
    , m_undoGroup(new QUndoGroup(this))
    , m_toolActions(new QActionGroup(this))
{
    m_ui->setupUi(this);
    setAcceptDrops(true);
    m_view = new MapView(m_ui->centralwidget);
    m_view->setEditorContext(m_context);
    m_ui->centralLayout->addWidget(m_view);
    new OwnerToolTip(m_view); // before the resolved turn's overlay: its tips come first

    // Undo and redo come from the document's stack through the group. Our own actions rather
    // than QUndoGroup::createUndoAction, whose prefix is fixed at creation: these retranslate.
    QAction *undo = m_undoAction = new QAction(this);
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(
        QIcon::fromTheme(QStringLiteral("edit-undo"), style()->standardIcon(QStyle::SP_ArrowBack)));
    connect(undo, &QAction::triggered, m_undoGroup, &QUndoGroup::undo);
    connect(m_undoGroup, &QUndoGroup::canUndoChanged, undo, &QAction::setEnabled);
    QAction *redo = m_redoAction = new QAction(this);
    redo->setShortcut(QKeySequence::Redo);
    redo->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo"),
                                   style()->standardIcon(QStyle::SP_ArrowForward)));
    connect(redo, &QAction::triggered, m_undoGroup, &QUndoGroup::redo);
    connect(m_undoGroup, &QUndoGroup::canRedoChanged, redo, &QAction::setEnabled);
    connect(m_undoGroup, &QUndoGroup::undoTextChanged, this, &MainWindow::updateUndoTexts);
    connect(m_undoGroup, &QUndoGroup::redoTextChanged, this, &MainWindow::updateUndoTexts);
    undo->setEnabled(false);
    redo->setEnabled(false);
    m_ui->menuEdit->insertActions(m_ui->actionCopy, {undo, redo});
    m_ui->menuEdit->insertSeparator(m_ui->actionCopy);
    m_ui->mainToolBar->insertActions(m_ui->actionZoomIn, {undo, redo});
    m_ui->mainToolBar->insertSeparator(m_ui->actionZoomIn);

    // Fallback icons where the platform has no icon theme.
    const auto fallback = [this](QAction *a, QStyle::StandardPixmap sp) {
        if (a->icon().isNull())
            a->setIcon(style()->standardIcon(sp));
    };
    fallback(m_ui->actionNew, QStyle::SP_FileIcon);
    fallback(m_ui->actionOpen, QStyle::SP_DialogOpenButton);
    fallback(m_ui->actionSave, QStyle::SP_DialogSaveButton);
    fallback(m_ui->actionCheckMap, QStyle::SP_MessageBoxWarning);
    fallback(m_ui->actionQuit, QStyle::SP_DialogCloseButton);
    fallback(m_ui->actionDelete, QStyle::SP_TrashIcon);
    fallback(m_ui->actionAbout, QStyle::SP_MessageBoxInformation);
    fallback(m_ui->actionZoomFit, QStyle::SP_TitleBarMaxButton);
    if (m_ui->actionZoomIn->icon().isNull())
        m_ui->actionZoomIn->setIcon(toolIcon(ToolIcon::ZoomIn));
    if (m_ui->actionZoomOut->icon().isNull())
        m_ui->actionZoomOut->setIcon(toolIcon(ToolIcon::ZoomOut));

    m_languageMenu = new LanguageMenu(this);
    menuBar()->insertMenu(m_ui->menuHelp->menuAction(), m_languageMenu);

    setupTools();
    setupDocks();
    setupStatusBar();
    setupSafety();
    connectActions();
    retranslate();
    setupDesigner();
    setupResolve();
    setupOrders();
    setupCampaign();
    // Help ▸ User Guide; F1 opens the page about the designer or the active tool.
    auto *guide = new UserGuide(this, [this] {
        if (m_designer && m_designer->isActiveWindow())
            return QStringLiteral("designer.md");
        return guidePageForTool(currentTool() ? currentTool()->id() : QString());
    });
    m_ui->menuHelp->insertAction(m_ui->actionAbout, guide->action());
    m_ui->menuHelp->insertSeparator(m_ui->actionAbout);
    setupFind();
    setupBackground();
    readSettings();
}

void MainWindow::setupBackground()
{
    m_background = new BackgroundController(this, m_view);
    m_ui->menuFile->insertAction(m_ui->actionExport, m_background->chooseAction());
    m_ui->menuView->addSeparator();
    m_ui->menuView->addActions({m_background->showAction(), m_background->alignAction()});
}

MainWindow::~MainWindow()
{
    // Undo stacks cleared as they go (the document's, and the planner's among the children)
    // emit indexChanged: no slot of this half-destroyed window may answer.
    if (m_planner)
        disconnect(m_planner->session()->undoStack(), nullptr, this, nullptr);
    if (m_document)
        disconnect(m_document->undoStack(), nullptr, this, nullptr);
    // The view and docks refer to the document; let them go first.
    m_view->setTool(nullptr);
    m_view->setDocument(nullptr, {});
}

void MainWindow::setupTools()
{
    m_tools = {new TerrainBrushTool(m_context, this),
               new FloodFillTool(m_context, this),
               new EdgeFeatureTool(m_context, false, this),
               new EdgeFeatureTool(m_context, true, this),
               new HexFeatureTool(m_context, this),
               new ElevationTool(m_context, this),
               new LabelTool(m_context, this),
               new UnitTool(m_context, this),
               new SelectionTool(m_context, SelectionTool::Shape::Rectangle, this),
               new SelectionTool(m_context, SelectionTool::Shape::Lasso, this)};
    m_planner = new Planner(m_context, m_view, this);
    m_tools << m_planner->tool();
    // While planning, Undo steps back through the plan's edits (the plan is not map data).
    m_undoGroup->addStack(m_planner->session()->undoStack());
    connect(m_view, &MapView::toolChanged, this, &MainWindow::updateActiveUndoStack);
    QUndoStack *planEdits = m_planner->session()->undoStack();
    connect(planEdits, &QUndoStack::indexChanged, this,
            [this, planEdits] { followChangedUndoStack(planEdits); });
    // The plan being edited is work at stake (the title's "*").
    connect(m_planner->session(), &PlannerSession::planChanged, this, &MainWindow::updateTitle);
    // A player's own counters lie on top of the enemy's that share their hex.
    connect(m_planner->playerArmies(), &PlayerArmies::sideChanged, this,
            [this] { m_view->setFrontSide(m_planner->playerArmies()->side()); });
    m_toolActions->setExclusive(true);
    for (AbstractTool *t : std::as_const(m_tools)) {
        auto *a = new QAction(t->icon(), QString(), this);
        a->setCheckable(true);
        a->setShortcut(t->shortcut());
        a->setData(t->id());
        m_toolActions->addAction(a);
        m_ui->toolsToolBar->addAction(a);
        m_ui->menuTools->addAction(a);
        connect(a, &QAction::triggered, this, [this, id = t->id()] { selectTool(id); });
    }
    m_ui->menuTools->addSeparator();
    auto *bigger = m_largerBrush = m_ui->menuTools->addAction(QString());
    bigger->setShortcut(QKeySequence(Qt::Key_BracketRight));
    connect(bigger, &QAction::triggered, this,
            [this] { m_context->setBrushRadius(std::min(20, m_context->brushRadius() + 1)); });
    auto *smaller = m_smallerBrush = m_ui->menuTools->addAction(QString());
    smaller->setShortcut(QKeySequence(Qt::Key_BracketLeft));
    connect(smaller, &QAction::triggered, this,
            [this] { m_context->setBrushRadius(std::max(0, m_context->brushRadius() - 1)); });
}

void MainWindow::setupDocks()
{
    m_palette = new PaletteDock(m_context, this);
    addDockWidget(Qt::RightDockWidgetArea, m_palette);
    connect(m_palette, &PaletteDock::toolWanted, this, [this](const QString &id) {
        // Picking a terrain while an edge tool is active switches to the brush, and so on;
        // a tool that already uses the pick (fill for terrain) stays.
        const QString current = currentTool() ? currentTool()->id() : QString();
        if (id == QLatin1String("terrain-brush") && current == QLatin1String("flood-fill"))
            return;
        selectTool(id);
    });
    connect(m_palette, &PaletteDock::toolRequired, this, &MainWindow::selectTool);
    connect(m_view, &MapView::toolChanged, m_palette, [this](AbstractTool *tool) {
        if (tool)
            m_palette->showListFor(tool->id());
    });

    m_toolOptions = new QDockWidget(this);
    m_toolOptions->setObjectName(QStringLiteral("toolOptionsDock"));
    addDockWidget(Qt::RightDockWidgetArea, m_toolOptions);

    m_overview = new OverviewDock(m_view, this);
    addDockWidget(Qt::RightDockWidgetArea, m_overview);

    m_properties = new PropertiesDock(m_view, this);
    addDockWidget(Qt::RightDockWidgetArea, m_properties);
    connect(m_properties, &PropertiesDock::ownerWanted, this, [this](Hex h) { editHexOwner({h}); });

    auto *history = m_history = new QDockWidget(this);
    history->setObjectName(QStringLiteral("undoHistoryDock"));
    m_undoView = new QUndoView(m_undoGroup, history);
    history->setWidget(m_undoView);
    addDockWidget(Qt::RightDockWidgetArea, history);
    tabifyDockWidget(m_properties, history);
    m_properties->raise();

    connect(m_context, &EditorContext::selectionChanged, this, [this] {
        if (m_context->selection().size() == 1)
            m_properties->showHex(m_context->selection().first());
    });

    m_mapCheck = new MapCheckDock(this);
    // The side docks keep the full height: the map check and the Resolve Turn dock open under
    // the map only (walk15 #8, walk16 W11: under the left column too, the Resolve Turn dock left
    // the planner and the Campaign panel 130 pixels at 1280 × 800).
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    addDockWidget(Qt::BottomDockWidgetArea, m_mapCheck);
    m_mapCheck->hide();
    // The map check is the referee's: while planning it steps aside with the editing docks, as
    // it squeezed the planner's table to a few rows after a player's orders were opened
    // (walk12 #22), and comes back when editing does.
    m_planner->installDocks(
        this, {m_palette, m_toolOptions, m_overview, m_properties, history, m_mapCheck});
    connect(m_mapCheck, &MapCheckDock::problemActivated, this, [this](Hex h) {
        if (m_view->zoom() < 0.6)
            m_view->setZoom(1.0);
        m_view->centreOn(h);
        m_context->setSelection({h});
        m_properties->showHex(h);
    });
    // A double click on a problem: there, and the hex flashed for a few seconds.
    auto *highlight = new HexHighlight(m_view, this);
    m_view->addOverlay(highlight);
    connect(m_mapCheck, &MapCheckDock::problemHighlighted, highlight, &HexHighlight::flash);

    m_ui->menuView->addAction(m_ui->mainToolBar->toggleViewAction());
    m_ui->menuView->addAction(m_ui->toolsToolBar->toggleViewAction());
    for (QDockWidget *d :
         {static_cast<QDockWidget *>(m_palette), m_toolOptions,
          static_cast<QDockWidget *>(m_overview), static_cast<QDockWidget *>(m_properties), history,
          static_cast<QDockWidget *>(m_mapCheck)})
        m_ui->menuView->addAction(d->toggleViewAction());
    // The planner's docks and reach bands (shown while planning).
    m_laterDocksInView = m_ui->menuView->addSeparator();
    m_ui->menuView->addActions(m_planner->viewActions());
}

void MainWindow::setupStatusBar()
{
    const auto make = [this](const char *name, int minWidth) {
        auto *l = plainLabel(new QLabel(this)); // terrain and feature names from the ruleset
        l->setObjectName(QLatin1String(name));
        l->setMinimumWidth(minWidth);
        // A gap between neighbours: a long terrain name ran into the elevation (walk14 #24).
        l->setContentsMargins(6, 0, 6, 0);
        statusBar()->addPermanentWidget(l);
        return l;
    };
    m_hexLabel = make("statusHex", 70);
    m_terrainLabel = make("statusTerrain", 110);
    m_elevationLabel = make("statusElevation", 70);
    m_edgesLabel = make("statusEdges", 180);
    m_zoomLabel = make("statusZoom", 60);
    connect(m_view, &MapView::hoveredHexChanged, this, &MainWindow::updateStatus);
    connect(m_view, &MapView::zoomChanged, this, &MainWindow::updateStatus);
    // Said, not silent: the CLI's render warns of the same on standard error.
    connect(m_view, &MapView::labelsLeftOut, this, [this](int count) {
        statusBar()->showMessage(
            tr("%n label(s) not drawn: the labels lie on one another over more than %1 times "
               "the area drawn",
               nullptr, count)
                .arg(MapRenderer::kLabelInkPerPicture),
            8000);
    });
}

int MainWindow::statusMessageRoom() const
{
    // What the hex, terrain, elevation, sides and zoom under the pointer leave of the bar (each
    // at least as wide as it may grow to while the message shows: its minimum width).
    int taken = 0;
    for (const QLabel *l :
         {m_hexLabel, m_terrainLabel, m_elevationLabel, m_edgesLabel, m_zoomLabel})
        taken += std::max(l->width(), l->minimumWidth())
                 + std::max(0, statusBar()->layout()->spacing());
    return statusBar()->width() - taken - 24; // the size grip and the bar's own margins
}

void MainWindow::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        retranslate();
    }
    QMainWindow::changeEvent(e);
}

void MainWindow::retranslate()
{
    // Undo entries said again in the new language: the history and the Undo/Redo texts.
    for (QUndoStack *stack : m_undoGroup->stacks())
        retranslateCommands(stack);
    m_undoView->viewport()->update();
    updateUndoTexts();
    if (m_background)
        m_background->retranslate();
    for (QAction *a : m_toolActions->actions()) {
        const AbstractTool *t = tool(a->data().toString());
        if (!t)
            continue;
        a->setText(t->name());
        // In lines of a readable width (walk15 #23: the Russian edge tool's was 1160 px wide).
        a->setToolTip(plainToolTip(
            tr("%1 (%2)\n%3")
                .arg(t->name(), t->shortcut().toString(QKeySequence::NativeText), t->toolTip())));
        a->setStatusTip(firstSentence(t->toolTip()));
    }
    m_largerBrush->setText(tr("&Larger Brush"));
    m_smallerBrush->setText(tr("&Smaller Brush"));
    m_history->setWindowTitle(tr("Undo History"));
    m_undoView->setEmptyLabel(tr("<opened map>"));
    m_hexLabel->setToolTip(tr("Hex under the cursor"));
    m_terrainLabel->setToolTip(tr("Terrain"));
    m_elevationLabel->setToolTip(tr("Elevation"));
    m_edgesLabel->setToolTip(tr("Features on the sides of the hex"));
    m_zoomLabel->setToolTip(tr("Zoom"));
    // The options widget and the dock title are built per tool: build them again.
    if (AbstractTool *t = currentTool())
        selectTool(t->id());
    else
        m_toolOptions->setWindowTitle(tr("Tool Options"));
    // Terrain and feature names are ruleset data with a name per language.
    applyRuleset();
    updateRecentMenu();
    updateTitle();
    updateStatus();
}

void MainWindow::updateActiveUndoStack()
{
    const bool planning = m_planner && m_view->tool() == m_planner->tool();
    m_undoGroup->setActiveStack(planning     ? m_planner->session()->undoStack()
                                : m_document ? m_document->undoStack()
                                             : nullptr);
}

void MainWindow::addToViewMenu(QDockWidget *dock)
{
    // walk15 #18: the guide says View brings back every dock; these were left out.
    m_ui->menuView->insertAction(m_laterDocksInView, dock->toggleViewAction());
}

void MainWindow::followChangedUndoStack(QUndoStack *stack)
{
    // While planning, Undo takes back the latest change: the plan's edit, or a change of the map
    // made beside it (Apply to Map, Save Plan), which was out of reach (walk15 #3).
    const bool planning = m_planner && m_view->tool() == m_planner->tool();
    if (planning && stack->count() > 0)
        m_undoGroup->setActiveStack(stack);
}

void MainWindow::updateUndoTexts()
{
    // A command's text may hold a name from the file ("Draw <b>River</b>"): plain text.
    setUndoActionTexts(m_undoAction, tr("&Undo %1"), tr("&Undo"), m_undoGroup->undoText());
    setUndoActionTexts(m_redoAction, tr("&Redo %1"), tr("&Redo"), m_undoGroup->redoText());
}

void MainWindow::connectActions()
{
    connect(m_ui->actionNew, &QAction::triggered, this, &MainWindow::newMap);
    connect(m_ui->actionOpen, &QAction::triggered, this, &MainWindow::open);
    connect(m_ui->actionSave, &QAction::triggered, this, &MainWindow::save);
    connect(m_ui->actionSaveAs, &QAction::triggered, this, &MainWindow::saveAs);
    connect(m_ui->actionImportJOverseer, &QAction::triggered, this, &MainWindow::importJOverseer);
    connect(m_ui->actionExport, &QAction::triggered, this, &MainWindow::exportImage);
    connect(m_ui->actionPrint, &QAction::triggered, this, [this] { print(false); });
    connect(m_ui->actionPrintPreview, &QAction::triggered, this, [this] { print(true); });
    connect(m_ui->actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(m_ui->actionCopy, &QAction::triggered, this, &MainWindow::copySelection);
    connect(m_ui->actionPaste, &QAction::triggered, this, [this] {
        if (m_view->hoveredHex())
            pasteAt(*m_view->hoveredHex());
        else if (!m_context->selection().isEmpty())
            pasteAt(m_context->selection().first());
    });
    connect(m_ui->actionDelete, &QAction::triggered, this, &MainWindow::deleteSelection);
    connect(m_ui->actionFillSelection, &QAction::triggered, this, &MainWindow::fillSelection);
    connect(m_ui->actionSelectAll, &QAction::triggered, this, [this] {
        QList<Hex> all;
        const HexMap &map = m_document->map();
        all.reserve(map.hexCount());
        for (int i = 0; i < map.hexCount(); ++i)
            all.append(map.hexAtIndex(i));
        m_context->setSelection(all);
    });
    connect(m_ui->actionSelectNone, &QAction::triggered, this,
            [this] { m_context->setSelection({}); });
    connect(m_ui->actionZoomIn, &QAction::triggered, m_view, &MapView::zoomIn);
    connect(m_ui->actionZoomOut, &QAction::triggered, m_view, &MapView::zoomOut);
    connect(m_ui->actionZoomFit, &QAction::triggered, m_view, &MapView::zoomToFit);
    connect(m_ui->actionZoom100, &QAction::triggered, m_view, &MapView::resetZoom);
    m_ui->actionZoomIn->setShortcuts(
        {QKeySequence(QStringLiteral("Ctrl+=")), QKeySequence(QStringLiteral("Ctrl++"))});
    connect(m_ui->actionResizeMap, &QAction::triggered, this, &MainWindow::resizeMap);
    connect(m_ui->actionMapProperties, &QAction::triggered, this, &MainWindow::editProperties);
    connect(m_ui->actionMapSides, &QAction::triggered, this, &MainWindow::editSides);
    connect(m_ui->actionHexOwner, &QAction::triggered, this,
            [this] { editHexOwner(m_context->selection()); });
    connect(m_ui->actionCheckMap, &QAction::triggered, this, &MainWindow::checkMap);
    connect(m_ui->actionAbout, &QAction::triggered, this, &MainWindow::about);
    connect(m_ui->actionKeyboardShortcuts, &QAction::triggered, this, [this] {
        auto *dialog = new ShortcutsDialog(this, PlannerTool::keyHelp(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    connect(m_ui->actionAboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    const auto selectionActions = [this] {
        const bool any = !m_context->selection().isEmpty();
        m_ui->actionCopy->setEnabled(any);
        m_ui->actionDelete->setEnabled(any);
        m_ui->actionFillSelection->setEnabled(any);
        m_ui->actionHexOwner->setEnabled(any);
        m_ui->actionPaste->setEnabled(!m_context->clipboard().isEmpty());
    };
    connect(m_context, &EditorContext::selectionChanged, this, selectionActions);
    selectionActions();
}

AbstractTool *MainWindow::tool(const QString &id) const
{
    for (AbstractTool *t : m_tools) {
        if (t->id() == id)
            return t;
    }
    return nullptr;
}

AbstractTool *MainWindow::currentTool() const
{
    return m_view->tool();
}

void MainWindow::selectTool(const QString &id)
{
    AbstractTool *t = tool(id);
    if (!t)
        return;
    // Docks come and go with the tool (the planner's on the left) and resize the view: the map
    // stays still on screen.
    ScreenAnchor anchor(m_view);
    m_view->setTool(t);
    for (QAction *a : m_toolActions->actions())
        a->setChecked(a->data().toString() == id);
    QWidget *options = t->createOptionsWidget(m_toolOptions);
    if (!options) {
        auto *label = new WrappingLabel(t->toolTip(), m_toolOptions);
        label->setMargin(6);
        options = label;
    }
    delete m_toolOptions->widget();
    m_toolOptions->setWidget(options);
    // The tool's name alone: the dock is narrow and long (Russian) names must fit whole.
    m_toolOptions->setWindowTitle(t->name());
    statusBar()->showMessage(
        hintThatFits(t->toolTip(), statusBar()->fontMetrics(), statusMessageRoom()), 4000);
    anchor.restore();
}

bool MainWindow::showMap(HexMap map, const QString &fileName, bool force)
{
    if (!force && !maybeSave())
        return false;
    resolveBackgroundPath(map, fileName);
    auto doc = std::make_unique<MapDocument>(std::move(map));
    doc->setFileName(fileName);
    doc->setRuleset(m_rulesets.ruleset(doc->map().rulesetId()));
    const MapVocabulary vocabulary = vocabularyForMap(doc->map(), doc->ruleset().get());
    const MapStyle style = MapStyle::build(doc->map(), vocabulary, uiLanguage());
    m_context->setDocument(doc.get());
    m_view->setDocument(doc.get(), style);
    m_palette->setStyle(style);
    m_properties->showHex(std::nullopt); // not the previous map's hex
    if (m_document)
        m_undoGroup->removeStack(m_document->undoStack());
    m_document = std::move(doc);
    m_undoGroup->addStack(m_document->undoStack());
    updateActiveUndoStack();
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this,
            [this, stack = m_document->undoStack()] { followChangedUndoStack(stack); });
    if (m_designer)
        m_designer->setDocument(m_document.get());
    if (m_find)
        m_find->setDocument(m_document.get());
    if (m_resolveDock)
        m_resolveDock->setDocument(m_document.get());
    m_safety->setDocument(m_document.get());
    m_mapCheck->setDocument(m_document.get());
    if (m_background)
        m_background->setDocument(m_document.get());
    connect(m_document.get(), &MapDocument::modifiedChanged, this, &MainWindow::updateTitle);
    // A plan kept in an orders file and changed again puts work at stake without changing
    // whether the map is modified.
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &MainWindow::updateTitle);
    connect(m_document.get(), &MapDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document.get(), &MapDocument::propertiesChanged, this, &MainWindow::updateTitle);
    connect(m_document.get(), &MapDocument::propertiesChanged, this, &MainWindow::applyRuleset);
    // The map is drawn in its own ruleset's colours, patterns and names, whatever set it (an
    // embedded ruleset when the file is opened, the designer, an undo of New Ruleset).
    connect(m_document.get(), &MapDocument::rulesetChanged, this, &MainWindow::restyle);
    connect(m_document.get(), &MapDocument::hexesChanged, this, &MainWindow::updateStatus);
    connect(m_document.get(), &MapDocument::edgesChanged, this, &MainWindow::updateStatus);
    connect(m_document.get(), &MapDocument::hexesChanged, m_properties, &PropertiesDock::refresh);
    connect(m_document.get(), &MapDocument::edgesChanged, m_properties, &PropertiesDock::refresh);
    // Units and labels placed, moved or deleted under a still pointer show at once too.
    connect(m_document.get(), &MapDocument::unitsChanged, m_properties, &PropertiesDock::refresh);
    connect(m_document.get(), &MapDocument::labelsChanged, m_properties, &PropertiesDock::refresh);
    // The sides (hex owners) are announced with the map's properties.
    connect(m_document.get(), &MapDocument::propertiesChanged, m_properties,
            &PropertiesDock::refresh);
    m_view->zoomToFit();
    updateTitle();
    updateStatus();
    return true;
}

void MainWindow::applyRuleset()
{
    if (!m_document)
        return;
    const QString &id = m_document->map().rulesetId();
    const auto before = m_document->ruleset();
    // A map with a ruleset of its own keeps it (the designer's edits, a loaded file).
    if (m_document->customRuleset().isEmpty()
        && (!m_document->ruleset() || m_document->ruleset()->id != id))
        m_document->setRuleset(m_rulesets.ruleset(id));
    if (m_document->ruleset() == before)
        restyle(); // a new ruleset restyles through rulesetChanged
    if (!m_document->ruleset())
        statusBar()->showMessage(tr("The ruleset \"%1\" is not available: the map is drawn, but "
                                    "movement costs cannot be computed.")
                                     .arg(id),
                                 8000);
}

void MainWindow::restyle()
{
    if (!m_document)
        return;
    const MapVocabulary vocabulary
        = vocabularyForMap(m_document->map(), m_document->ruleset().get());
    const MapStyle style = MapStyle::build(m_document->map(), vocabulary, uiLanguage());
    m_view->setDocument(m_document.get(), style);
    m_palette->setStyle(style);
}

void MainWindow::openStartMap()
{
    MapLoadResult r = loadMapFile(QStringLiteral(":/maps/mepbm-1000.hexmap"));
    if (r.map)
        showMap(std::move(*r.map), {}, true);
    else
        showMap(makeDemoMap(60, 40), {}, true);
}

void MainWindow::updateTitle()
{
    if (!m_document) {
        setWindowTitle(tr("Hexstride"));
        return;
    }
    const QString title = m_document->map().title();
    // A turn package's map is "map.hexmap" for every player and turn: the orders say whose.
    const std::optional<OrdersHeader> &orders = m_planner->playerArmies()->header();
    if (m_planner->playerArmies()->isCampaignTurn())
        setWindowTitle(
            tr("%1[*] (%2, turn %3) — Hexstride")
                .arg(m_document->displayName(), orders->player, QString::number(orders->turn)));
    else
        setWindowTitle(title.isEmpty()
                           ? tr("%1[*] — Hexstride").arg(m_document->displayName())
                           : tr("%1[*] (%2) — Hexstride").arg(m_document->displayName(), title));
    // After the title: its "[*]" is what shows the mark.
    setWindowModified(m_planner->playerArmies()->hasWorkAtStake());
}

void MainWindow::updateStatus()
{
    m_zoomLabel->setText(tr("%1 %").arg(QLocale().toString(qRound(m_view->zoom() * 100))));
    const std::optional<Hex> h = m_view->hoveredHex();
    // The hex's fields take room only while a hex is pointed at: otherwise their reserved
    // widths would clip the (longer, in Russian) tool hints shown in the status bar.
    const bool hovering = m_document && h;
    for (QLabel *l : {m_hexLabel, m_terrainLabel, m_elevationLabel, m_edgesLabel})
        l->setVisible(hovering);
    if (!hovering) {
        m_hexLabel->clear();
        m_terrainLabel->clear();
        m_elevationLabel->clear();
        m_edgesLabel->clear();
        return;
    }
    const HexMap &map = m_document->map();
    const MapStyle &style = m_view->style();
    m_hexLabel->setText(map.label(*h));
    m_terrainLabel->setText(style.terrainName(map.terrain(*h)));
    m_elevationLabel->setText(tr("elev. %1").arg(QLocale().toString(map.elevation(*h))));
    // One entry a side, its features together ("W: Minor river, Road; NW: Bridge"), the
    // direction in capitals as the guide and the Properties dock write it (walk15 #17).
    QStringList sides;
    for (Direction d : clockwiseDirections(map.grid().orientation)) {
        const FeatureMask m = map.edgeFeatures(*h, d);
        QStringList features;
        for (int b = 0; b < style.edges.size(); ++b) {
            if (m & (1u << b))
                features << style.edges.at(b).name;
        }
        if (!features.isEmpty())
            sides << tr("%1: %2").arg(sideName(map.grid().orientation, d),
                                      features.join(QStringLiteral(", ")));
    }
    m_edgesLabel->setText(sides.join(QStringLiteral("; ")));
}

void MainWindow::checkMap()
{
    m_mapCheck->show();
    m_mapCheck->raise();
    m_mapCheck->runCheck();
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Hexstride"),
                       tr("<h3>Hexstride %1</h3><p>A hex-map editor and movement planner for "
                          "wargames and play-by-mail games.</p>")
                           .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::readSettings()
{
    QSettings s;
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray()))
        fitToScreen(); // first start: the window's own size hint can be taller than the screen
    // The tool before the docks: the planner notes the editing docks it hides while they are
    // still shown, and brings them back when left. The state saved while planning has them
    // hidden, and the planner took that for the user's choice (walk15 #4).
    const QString last
        = s.value(QStringLiteral("tools/last"), QStringLiteral("terrain-brush")).toString();
    selectTool(tool(last) ? last : QStringLiteral("terrain-brush"));
    if (!restoreState(s.value(QStringLiteral("window/state")).toByteArray())) {
        // First start: docks wide enough for long names (Russian ones are about a third longer).
        const int width = std::max(300, fontMetrics().averageCharWidth() * 44);
        resizeDocks({m_palette}, {width}, Qt::Horizontal);
    }
    updateRecentMenu();
    m_context->setBrushRadius(s.value(QStringLiteral("tools/brushRadius"), 0).toInt());
}

void MainWindow::fitToScreen()
{
    const QScreen *where = screen() ? screen() : QGuiApplication::primaryScreen();
    // The offscreen platform (tests, exports without a display) has a nominal 800 x 600 screen
    // that nobody looks at: the window keeps its own size there.
    if (!where || QGuiApplication::platformName() == QLatin1String("offscreen"))
        return;
    // Nine tenths of the free screen, the frame included, centred; on a small screen (1280 x 800,
    // 1366 x 768) all of it, where the planner needs every line: never larger than the screen.
    const QRect free = where->availableGeometry();
    const QSize frame = frameGeometry().size() - geometry().size();
    const bool small = free.width() < 1600 || free.height() < 1000;
    const int share = small ? 10 : 9;
    const QSize size(free.width() * share / 10 - frame.width(),
                     free.height() * share / 10 - frame.height());
    resize(size);
    move(small ? free.topLeft()
               : free.center()
                     - QPoint((size.width() + frame.width()) / 2,
                              (size.height() + frame.height()) / 2));
}

void MainWindow::writeSettings()
{
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    if (currentTool())
        s.setValue(QStringLiteral("tools/last"), currentTool()->id());
    s.setValue(QStringLiteral("tools/brushRadius"), m_context->brushRadius());
}

void MainWindow::closeEvent(QCloseEvent *e)
{
    if (!maybeSave()) {
        e->ignore();
        return;
    }
    writeSettings();
    e->accept();
}

bool MainWindow::maybeSave()
{
    // The plan on screen counts; plans kept in an exported orders file do not.
    if (m_changesAnswered || !m_document || !m_planner->playerArmies()->hasWorkAtStake())
        return true;
    const auto answer = plainMessage(this, QMessageBox::Warning, tr("Unsaved Changes"),
                                     tr("The map \"%1\" has unsaved changes. Save them?")
                                         .arg(isolatedText(m_document->displayName())),
                                     QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                     QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool MainWindow::openFileAsked(const QString &path)
{
    const QScopedValueRollback<bool> answered(m_changesAnswered, true);
    return openFile(path);
}

} // namespace hexstride
