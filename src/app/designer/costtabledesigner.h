#pragma once

#include "commands/describedcommand.h"
#include "io/customruleset.h"
#include "rules/rulesetauthoring_parts.h"

#include <QMainWindow>
#include <QPointer>

class QLabel;
class QTabWidget;
class QTableView;
class QMenu;
class QPushButton;
class QToolBar;

namespace hexstride {

class ChecksPage;
class ComparePage;
class CostTableModel;
class CostTableStructure;
struct CostTableEdit;
class HeatMapPage;
class MapDocument;
class NamedConditionsPage;
class RulesetEditor;
class RulesetLibrary;
class RulesetListModel;
class RulesetPartsPage;
class TurnSettingsPage;
class UnitOptionsPage;
class VocabularyPage;

/// The cost-table designer: the open map's ruleset as the printed rules lay it out (one table
/// per cost table, allowances, modifiers, terrain and feature definitions), editable with
/// validation and undo; every accepted edit gives the document a new ruleset at once.
class CostTableDesigner : public QMainWindow
{
    Q_OBJECT
public:
    CostTableDesigner(const RulesetLibrary &library, QWidget *parent = nullptr);
    ~CostTableDesigner() override;

    /// The document whose ruleset is shown and edited (may be null).
    void setDocument(MapDocument *document);
    RulesetEditor *editor() const { return m_editor; }
    /// The view of cost table `i` (for tests and exports).
    QTableView *tableView(int i) const;
    CostTableModel *tableModel(int i) const;
    RulesetListModel *listModel(const QString &section) const;
    /// The message shown when an edit was refused (empty when the last edit was accepted).
    QString lastMessage() const;
    QTabWidget *pages() const { return m_pages; }
    /// The Cost Tables page's tool row: tables, rows and columns added, edited, moved, removed.
    CostTableStructure *tableStructure() const { return m_structure; }
    QTabWidget *tableTabs() const { return m_tables; }
    ChecksPage *checksPage() const { return m_checks; }
    ComparePage *comparePage() const { return m_compare; }
    HeatMapPage *heatMapPage() const { return m_heatMap; }
    RulesetPartsPage *partsPage() const { return m_parts; }
    NamedConditionsPage *namedConditionsPage() const { return m_namedConditions; }
    /// The pages of terrains, hex and edge features, and of unit options (forms that add,
    /// edit, move and remove them; vocabularypage.h, unitoptionspage.h).
    VocabularyPage *vocabularyPage(VocabularyPart part) const;
    UnitOptionsPage *unitOptionsPage() const { return m_unitOptions; }
    TurnSettingsPage *turnSettingsPage() const { return m_turnSettings; }
    /// Authoring (costtabledesigner_authoring.cpp): each returns the loader's message or empty,
    /// and each is one undo step with the map.
    QString createRuleset(const Ruleset *from, const QString &id, const LocalizedText &name);
    QString addTerrain(const TerrainSpec &terrain);
    QString removeTerrain(const QString &id, const QString &onto);
    /// How many hexes of the open map are terrain `id`.
    int hexesOfTerrain(const QString &id) const;
    /// The Terrains page's table.
    QTableView *terrainView() const { return m_terrainView; }
    /// What does not match between the open map and its ruleset (terrains or features the map
    /// uses that the ruleset does not define), or empty.
    QString mismatchWarning() const;

    /// Opens / saves a ruleset file; public for tests. Return an error message or empty.
    QString loadRulesetFrom(const QString &path);
    QString saveRulesetTo(const QString &path);
    /// How the open map keeps its ruleset: embedded in the map file, the ruleset file at
    /// `path` (loaded now, referenced relative to the map's folder), or the bundled one.
    void embedInMap();
    QString referenceFromMap(const QString &path);
    void useBundledRuleset();
    /// Copies the selected cells of the current table to the clipboard (tab-separated, with
    /// labels on request) and returns the text; pastes a block into the current table at its
    /// current cell (or by the block's row and column names) as one undo step, returning an
    /// error message or empty (tableclipboard.h).
    QString copyCells(bool withLabels);
    QString pasteCells(const QString &text);
    /// Applies a CSV import the dialog previewed, as one undo step (error message or empty).
    QString applyImport(int table, const CostTableEdit &edit);

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslateUi();
    void updateUndoActions();
    void rebuildTables();
    void showMessage(const QString &message);
    void openRuleset();
    void saveRulesetAs();
    void exportTable(bool csv);
    void importTableCsv();
    int currentTable() const;
    void followBaseline();
    QWidget *sectionPage(const QString &section, QTableView *view);
    /// Shows entry `index` of a list on its page (a warning of the Checks page asks for it).
    void showEntry(const QString &list, int index);
    void newRulesetDialog();
    void addTerrainDialog();
    void removeTerrainDialog();
    void warnOfMismatch();
    /// Gives the map `ruleset`, kept as `ref` says, with the map in its vocabulary (one step).
    void useRuleset(const std::shared_ptr<const Ruleset> &ruleset, const MapRulesetRef &ref,
                    const DescribedCommand::Describe &description);

    const RulesetLibrary &m_library;
    RulesetEditor *m_editor;
    QToolBar *m_toolBar;
    QMenu *m_rulesetMenu, *m_editMenu, *m_mapMenu;
    QAction *m_undo, *m_redo, *m_open, *m_saveAs, *m_exportCsv, *m_exportBooklet;
    QAction *m_embed, *m_reference, *m_bundled;
    QAction *m_copy, *m_copyWithLabels, *m_paste, *m_importCsv;
    QLabel *m_legend;
    QLabel *m_message;
    bool m_refusalShown = false; ///< m_message says why an edit was refused
    QTabWidget *m_pages;
    QTabWidget *m_vocabulary = nullptr; ///< terrains, hex and edge features
    QWidget *m_tablesPage;
    QTabWidget *m_tables;
    CostTableStructure *m_structure;
    QList<CostTableModel *> m_tableModels;
    QList<QTableView *> m_tableViews;
    QList<RulesetListModel *> m_listModels;
    ChecksPage *m_checks;
    ComparePage *m_compare;
    HeatMapPage *m_heatMap;
    RulesetPartsPage *m_parts;
    NamedConditionsPage *m_namedConditions = nullptr;
    UnitOptionsPage *m_unitOptions = nullptr;
    TurnSettingsPage *m_turnSettings = nullptr;
    QList<VocabularyPage *> m_vocabularyPages; ///< terrains, hex features, edge features
    QTableView *m_terrainView = nullptr;
    QAction *m_newRuleset;
    QAction *m_close; ///< Ruleset ▸ Close (walk12 #8: there was no way to close the window)
    QPushButton *m_addTerrain = nullptr, *m_removeTerrain = nullptr;
    QString m_shownRulesetId;
    /// The name (without suffix) of the file the ruleset was last saved to or read from; its
    /// table exports are offered under it. Empty: the ruleset's id.
    QString m_rulesetFileBase;
    int m_shownTableCount = -1;
    QString m_currentTableId; ///< the table the user was on: undoing a move follows it
    QList<QMetaObject::Connection> m_stackConnections;
};

} // namespace hexstride
