#pragma once

#include "commands/changemappropertiescommand.h"
#include "io/customruleset.h"
#include "map/hexmap.h"
#include "map/vocabularymapping.h"
#include "rules/rulesetlibrary.h"

#include <QMainWindow>
#include <QPointer>
#include <functional>
#include <memory>
#include <optional>

class QActionGroup;
class QDockWidget;
class QLabel;
class QUndoGroup;
class QUndoView;

namespace Ui {
class MainWindow;
}

namespace hexstride {

class AbstractTool;
class BackgroundController;
class CampaignDock;
class CostTableDesigner;
class DocumentSafety;
class EditorContext;
class FindDialog;
class HeatMapOverlay;
class LanguageMenu;
class MapCheckDock;
class MapDocument;
class MapView;
class OverviewDock;
class PaletteDock;
class Planner;
class PropertiesDock;
class ResolveTurnDock;

/// The editor window: the map view in the middle, tools on the left, docks for the palette,
/// tool options, overview, properties, undo history and map check; menus and shortcuts from
/// ui/mainwindow.ui. Remembers its layout, recent files and the last tool.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    MapView *mapView() const { return m_view; }
    MapDocument *document() const { return m_document.get(); }
    EditorContext *editorContext() const { return m_context; }
    AbstractTool *tool(const QString &id) const;
    AbstractTool *currentTool() const;
    void selectTool(const QString &id);

    /// Shows a map as the current document (asks to save the old one first unless `force`).
    bool showMap(HexMap map, const QString &fileName, bool force = false);
    /// Opens the starting map: the bundled sample, else a generated demo map.
    void openStartMap();
    bool openFile(const QString &path);
    /// File ▸ Open Orders: reads a player's orders file, opens the map its header names beside
    /// it (after the save question), makes each line its army's plan and lists the player's
    /// armies in the planner. False, with a message naming FILE:LINE, and nothing changed when
    /// the file or a line is bad (mainwindow_orders.cpp).
    bool openOrdersFile(const QString &path);
    /// Whether a dropped file is a player's orders file (a .txt, or the orders header).
    static bool isOrdersFile(const QString &path);
    /// File ▸ Export Orders: one orders file with the player's header and a line per army.
    void exportOrders();
    /// Start-up: reports files that crashed the last run while loading, offers recovery of
    /// unsaved work, then opens `fileArgument` (unless it crashed last time or its recovered copy
    /// is open), in a window of its own if recovered work took this one; else the start map.
    void startUp(const QString &fileArgument);
    /// The first start's ways in (plan a move, draw a map, check cost tables), non-modal.
    /// The first start's welcome over the map `opened` (its file name; empty: the sample map).
    void offerWaysIn(const QString &opened);
    /// Shows a recovered map as a modified document named after its original file.
    bool showRecovered(HexMap map, const QString &originalFile,
                       const MapRulesetRef &customRuleset = {});
    /// Opens another window and fills it (one map a window); drops it if `fill` fails.
    static void openInNewWindow(const std::function<bool(MainWindow *)> &fill);
    DocumentSafety *safety() const { return m_safety; }
    bool saveFile(const QString &path);
    /// Why Save As must not write `path` (a file the map reads, or the tileset picture a Tiled
    /// map writes beside it over one); empty when it may.
    QString savedMapProblem(const QString &path) const;
    /// The width the status bar leaves for its messages beside the hover labels.
    int statusMessageRoom() const;
    QStringList recentFiles() const;
    const RulesetLibrary &rulesets() const { return m_rulesets; }
    /// The cost-table designer window (Rules → Cost Table Designer…), created on first use.
    CostTableDesigner *costTableDesigner();
    Planner *planner() const { return m_planner; }
    /// File ▸ Background Image… and the alignment of the grid to it.
    BackgroundController *backgroundImage() const { return m_background; }
    /// The designer's heat map on the map view (View → Heat Map of Entry Costs).
    HeatMapOverlay *heatMapOverlay() const { return m_heatMap; }
    /// The referee's turn resolution (Rules ▸ Resolve Turn…), created on first use.
    ResolveTurnDock *resolveTurnDock();
    /// The referee's Campaign view (File ▸ Open Campaign…), created on first use.
    CampaignDock *campaignDock();
    /// File ▸ New Campaign…: makes a campaign from the map shown and opens it; false when the
    /// dialog was cancelled.
    bool newCampaign();
    /// Opens a campaign folder in the Campaign view and shows it; false (message shown) when it
    /// cannot be read.
    bool openCampaign(const QString &dir);

    /// Centres the view on the hex a label names and selects it (Edit ▸ Go to Hex); false when
    /// the label names no hex of the map.
    bool goToHex(const QString &label);
    /// Edit ▸ Find's dialog, created on first use.
    FindDialog *findDialog();
    /// Moves the map to another bundled ruleset (Map ▸ Properties), its terrains and features
    /// mapped as told, as one undo step; false when the ruleset is unknown.
    bool changeRuleset(const MapProperties &after, const VocabularyMapping &mapping);

    // Edit actions, public for tests.
    void copySelection();
    void pasteAt(Hex topLeft);
    void deleteSelection();
    void fillSelection();

protected:
    void changeEvent(QEvent *e) override;
    void closeEvent(QCloseEvent *e) override;
    void dragEnterEvent(QDragEnterEvent *e) override;
    void dropEvent(QDropEvent *e) override;

private:
    void updateActiveUndoStack();
    void followChangedUndoStack(QUndoStack *stack);
    /// Lists a dock made on first use in View, so that it can be brought back once closed.
    void addToViewMenu(QDockWidget *dock);
    void setupTools();
    void setupDocks();
    void setupStatusBar();
    void setupBackground();
    /// Re-sets every text built in code (the form's texts come from retranslateUi): runs at
    /// start and on QEvent::LanguageChange.
    void retranslate();
    void updateUndoTexts();
    void setupSafety();
    void reloadFromDisk(const QString &path);
    void connectActions();
    void readSettings();
    /// Sizes the window to the free part of its screen (first start, no saved geometry).
    void fitToScreen();
    void writeSettings();
    void updateTitle();
    void updateStatus();
    void updateRecentMenu();
    /// Widens the Campaign panel until nothing in it is cut (on opening and a language change).
    void fitCampaignDock();
    void addRecentFile(const QString &path);
    bool maybeSave();
    /// openFile() after maybeSave() was answered: the question is not asked again (walk12 #29).
    bool openFileAsked(const QString &path);
    /// Resolves the document's ruleset from the map's ruleset id and restyles the view.
    void applyRuleset();
    /// Draws the map (view and palette) with its ruleset's vocabulary as it is now.
    void restyle();
    /// Adds Rules → Cost Table Designer… (mainwindow_designer.cpp).
    void setupDesigner();
    /// Adds Go to Hex, Find and Hex Numbers (mainwindow_find.cpp).
    void setupFind();
    /// Adds Rules ▸ Resolve Turn… (mainwindow_resolve.cpp).
    void setupResolve();
    /// Adds File ▸ Open Orders and Export Orders (mainwindow_orders.cpp).
    void setupOrders();
    /// Adds File ▸ Open Campaign… and Open Recent Campaign (mainwindow_campaign.cpp).
    void setupCampaign();
    /// Resolves a map's own ruleset and gives it to the document; a missing file is reported.
    void useCustomRuleset(const MapRulesetRef &ref);
    /// The document's custom ruleset as it is saved: an embedded one carries the current edits.
    MapRulesetRef customRulesetToSave() const;

    void newMap();
    void open();
    bool save();
    bool saveAs();
    void importJOverseer();
    void exportImage();
    void print(bool preview);
    void resizeMap();
    void editProperties();
    void editSides(); ///< Map ▸ Sides… (mainwindow_sides.cpp)
    /// Map ▸ Hex Owner… for `hexes` (mainwindow_sides.cpp)
    void editHexOwner(const QList<Hex> &hexes);
    void checkMap();
    void about();

    std::unique_ptr<Ui::MainWindow> m_ui;
    RulesetLibrary m_rulesets;
    std::unique_ptr<MapDocument> m_document;
    /// Set while a map is opened after the unsaved-changes question was answered.
    bool m_changesAnswered = false;
    EditorContext *m_context;
    MapView *m_view;
    QUndoGroup *m_undoGroup;
    QActionGroup *m_toolActions;
    QList<AbstractTool *> m_tools;
    PaletteDock *m_palette = nullptr;
    OverviewDock *m_overview = nullptr;
    PropertiesDock *m_properties = nullptr;
    MapCheckDock *m_mapCheck = nullptr;
    Planner *m_planner = nullptr;
    BackgroundController *m_background = nullptr;
    DocumentSafety *m_safety = nullptr;
    QDockWidget *m_toolOptions = nullptr;
    QLabel *m_hexLabel;
    QLabel *m_terrainLabel;
    QLabel *m_elevationLabel;
    QLabel *m_edgesLabel;
    QLabel *m_zoomLabel;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_largerBrush = nullptr;
    QAction *m_smallerBrush = nullptr;
    QDockWidget *m_history = nullptr;
    QUndoView *m_undoView = nullptr;
    LanguageMenu *m_languageMenu = nullptr;
    QPointer<CostTableDesigner> m_designer;
    HeatMapOverlay *m_heatMap = nullptr;
    QAction *m_heatMapAction = nullptr;
    QPointer<FindDialog> m_find;
    QPointer<ResolveTurnDock> m_resolveDock;
    /// Where View lists a dock made on first use (Campaign, Resolve Turn): after the others.
    QAction *m_laterDocksInView = nullptr;
    QPointer<CampaignDock> m_campaignDock;
};

} // namespace hexstride
